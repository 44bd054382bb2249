package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.rules.Rules;
import java.util.List;

/** Builds hand-made positions for example tests, in the format of {@link GameState#position()}. */
final class Positions {
  private Positions() {}

  /**
   * A two-player position: the hands and the trick as space-separated tokens, the stock top first
   * ({@code "-"} when empty), the turned trump or {@code "-"}; every card that is nowhere else
   * counts as played in earlier tricks, all of them taken by the leader, who took the last one
   * (the lead state, which only Fünfzehnern uses, lists the suits of those cards as led, the first
   * of them as the first suit, and for seat 1 that suit as the one it won the lead in).
   */
  static GameState twoPlayer(
      String rules, String hand0, String hand1, String stock, String turned, int leader, String trick) {
    Rules r = Rules.parse(rules);
    CardSet h0 = CardSet.parse(hand0);
    CardSet h1 = CardSet.parse(hand1);
    List<Card> st = CardSet.parse(stock).toList();
    List<Card> stockOrder = stock.strip().equals("-") ? List.of() : parseList(stock);
    List<Card> t = trick.strip().isEmpty() || trick.strip().equals("-") ? List.of() : parseList(trick);
    CardSet played = r.deck().minus(h0).minus(h1).minus(CardSet.copyOf(st)).minus(CardSet.copyOf(t));
    int points = 0;
    StringBuilder led = new StringBuilder();
    for (Card c : played) {
      points += r.points(c);
      if (led.indexOf(String.valueOf(c.suit().letter())) < 0) {
        led.append(c.suit().letter());
      }
    }
    String text = r.notation() + "|" + cards(h0.toList()) + "/" + cards(h1.toList()) + "|"
        + cards(stockOrder) + "|" + turned + "|" + leader + ":" + cards(t) + "|"
        + (leader == 0 ? points + "/0|" + played.size() / 2 + "/0|"
            : "0/" + points + "|0/" + played.size() / 2 + "|")
        + (led.length() == 0 ? "-,-,0,-,-"
            : (leader == 0 ? "-,-,0," : led.charAt(0) + ",-,1,") + led.charAt(0) + "," + led);
    return GameState.fromPosition(text);
  }

  /** A start position of Fünfzehnern (or another game without stock) with the given hands. */
  static GameState start(String rules, String... hands) {
    Rules r = Rules.parse(rules);
    StringBuilder sb = new StringBuilder(r.notation()).append('|');
    StringBuilder zeros = new StringBuilder();
    for (int i = 0; i < hands.length; i++) {
      sb.append(i > 0 ? "/" : "").append(cards(CardSet.parse(hands[i]).toList()));
      zeros.append(i > 0 ? "/" : "").append('0');
    }
    sb.append("|-|-|0:-|").append(zeros).append('|').append(zeros).append("|-,-,0,-,-");
    return GameState.fromPosition(sb.toString());
  }

  static List<Card> parseList(String tokens) {
    return io.github.elfern.card.Deck.parse(tokens).cards();
  }

  private static String cards(List<Card> cards) {
    if (cards.isEmpty()) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    for (Card c : cards) {
      sb.append(c.notation());
    }
    return sb.toString();
  }
}
