package io.github.elfern.examples.cli;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.text.Texts;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.Outcome;
import io.github.elfern.notation.Printable;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the command-line program shows cards, hands, seats and results to a person: card tokens in
 * French or German letters, hands grouped by suit, seats by name, in the words of a language
 * ({@link Texts}).
 */
final class Display {

  private final SuitSystem suits;
  private final Texts texts;
  private final List<String> names;
  /** The seat addressed as "you" ("You win the trick"), -1 for none. */
  private final int you;

  /**
   * Shows cards in {@code suits} and the seats by {@code names}, which may come from a file or a
   * program and are therefore kept {@link #printable escaped}, and cut to {@link
   * PlayerNames#SHOWN} characters with an ellipsis ({@link PlayerNames#shown}).
   */
  Display(SuitSystem suits, List<String> names) {
    this(Texts.of("en", suits), names, -1);
  }

  /**
   * Shows cards and words as {@code texts} do, the seats by {@code names} ({@link
   * #Display(SuitSystem, List) escaped and cut}); a seat named "You" (the name that {@code elfern
   * play} gives the person when it has no {@code --name}) is addressed as you, in the words of
   * the language ("You win the trick", "Du gewinnst den Stich").
   *
   * @param you a seat addressed as you whatever its name, or -1
   */
  Display(Texts texts, List<String> names, int you) {
    this.texts = texts;
    this.suits = texts.suits();
    int addressed = you;
    List<String> shown = new ArrayList<>();
    for (int s = 0; s < names.size(); s++) {
      String n = names.get(s);
      if (n.equalsIgnoreCase("you")) {
        addressed = addressed < 0 ? s : addressed;
        n = texts.get("you");
      }
      shown.add(printable(PlayerNames.shown(n)));
    }
    this.names = List.copyOf(shown);
    this.you = addressed;
  }

  /** {@return the words of this display} */
  Texts texts() {
    return texts;
  }

  /** {@return whether the seat is addressed as you: the person's, when it has no name} */
  boolean isYou(int seat) {
    return seat == you && names.get(seat).equals(printable(texts.get("you")));
  }

  /** {@return a text of the display's language, see {@link Texts#get}} */
  String t(String key, Object... args) {
    return texts.get(key, args);
  }

  /** {@return the width of a column of names: the longest name shown, at least {@code min}} */
  int nameWidth(int min) {
    int w = min;
    for (String n : names) {
      w = Math.max(w, n.codePointCount(0, n.length()));
    }
    return w;
  }

  /** {@return a seat's name, padded with spaces to {@code width} characters} */
  String paddedName(int seat, int width) {
    String n = names.get(seat);
    return n + " ".repeat(Math.max(0, width - n.codePointCount(0, n.length())));
  }

  /**
   * Returns the names of the seats: the given names when there is one per seat, else
   * "Forehand", "Seat 1", ..., "Dealer".
   */
  static List<String> seatNames(List<String> given, int players) {
    return seatNames(given, players, Texts.of("en", SuitSystem.FRENCH));
  }

  /** {@link #seatNames(List, int)} in the words of {@code texts}: "Vorhand", "Geber"... */
  static List<String> seatNames(List<String> given, int players, Texts texts) {
    if (given.size() == players && given.stream().noneMatch(String::isEmpty)) {
      return given;
    }
    List<String> names = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      names.add(s == 0 ? texts.get("seat.forehand") : s == players - 1 ? texts.get("seat.dealer")
          : texts.get("seat.n", s));
    }
    return names;
  }

  SuitSystem suits() {
    return suits;
  }

  /** Returns the game's name for a person, e.g. "Fünfzehnern", from the rules' preset. */
  static String title(Rules rules) {
    return title(rules, Texts.of("en", SuitSystem.FRENCH));
  }

  /** {@link #title(Rules)} in the words of {@code texts}, e.g. "Elfern mit Trumpf". */
  static String title(Rules rules, Texts texts) {
    String id = rules.preset().id();
    return texts.all().containsKey("game." + id) ? texts.get("game." + id) : id;
  }

  /**
   * Returns the values of the counting ranks in the letters of {@code suits}, e.g. "the honours
   * A K Q J T, one point each" (German A K O U T) or "card points A 5, K 4".
   */
  private static String values(Rules rules, SuitSystem suits, Texts texts) {
    List<String> counted = new ArrayList<>();
    boolean same = true;
    int first = -1;
    for (io.github.elfern.card.Rank r : io.github.elfern.card.Rank.values()) {
      int v = rules.points(Card.of(r, Suit.HEARTS));
      if (v > 0) {
        first = first < 0 ? v : first;
        same &= v == first;
        counted.add(suits.notation(Card.of(r, Suit.HEARTS)).substring(0, 1) + " " + v);
      }
    }
    if (same && first == 1) {
      StringBuilder ranks = new StringBuilder();
      for (String c : counted) {
        ranks.append(ranks.length() == 0 ? "" : " ").append(c.charAt(0));
      }
      return texts.get("goal.honours", ranks);
    }
    return texts.get("goal.cardPoints", String.join(", ", counted));
  }

  /**
   * Explains the goal of a deal from the rules' thresholds, e.g. "Goal: take the honours A K Q J T,
   * one point each, 20 in all, in your tricks: 11 wins, 15 is schneider (double), all 20 schwarz",
   * the ranks in the letters of these cards (German: A K O U T).
   */
  String goal(Rules rules) {
    String counted = t("goal.counted", values(rules, suits, texts), rules.totalPoints());
    if (!rules.hasWinner()) {
      return t("goal.settle", counted, rules.totalPoints() / rules.players());
    }
    return t("goal.win", counted, rules.winAt(), rules.schneiderAt(),
        rules.schwarzByTricks() ? t("goal.allTricks") : t("goal.allPoints", rules.totalPoints()));
  }

  /**
   * Says what changes when the stock runs out, from the rules' obligations in the two phases, or
   * empty when nothing changes.
   */
  static String whenStockEmpties(Rules rules, Texts texts) {
    if (rules.phase1Obligation() == rules.phase2Obligation()) {
      return "";
    }
    String must;
    switch (rules.phase2Obligation()) {
      case FOLLOW:
        must = texts.get("stock.follow");
        break;
      case FOLLOW_OR_TRUMP:
        must = texts.get("stock.followOrTrump");
        break;
      default:
        must = texts.get("stock.any");
        break;
    }
    return rules.mustHead() ? texts.get("stock.head", must) : must;
  }

  String name(int seat) {
    return names.get(seat);
  }

  /** Returns the name with its role, e.g. "Anna (forehand)". */
  String nameWithRole(int seat) {
    String role = role(seat);
    return names.get(seat).equalsIgnoreCase(role) ? names.get(seat)
        : t("name.withRole", names.get(seat), role);
  }

  /** {@return a seat's role: "forehand", "dealer" or "seat 1"} */
  String role(int seat) {
    return seat == 0 ? t("role.forehand") : seat == names.size() - 1 ? t("role.dealer")
        : t("role.seat", seat);
  }

  String card(Card card) {
    return suits.notation(card);
  }

  String move(Move move) {
    return card(move.card()) + (move.isZwang() ? "=Z" : "");
  }

  String suit(Suit suit) {
    return texts.suit(suit);
  }

  /** Returns a hand in canonical order, suits separated by two spaces, hidden cards as {@code ??}. */
  String hand(CardSet hand, CardSet hidden) {
    StringBuilder sb = new StringBuilder();
    for (Suit s : Suit.values()) {
      StringBuilder group = new StringBuilder();
      for (Card c : hand.minus(hidden).ofSuit(s)) {
        group.append(group.length() == 0 ? "" : " ").append(card(c));
      }
      if (group.length() > 0) {
        sb.append(sb.length() == 0 ? "" : "  ").append(group);
      }
    }
    int unknown = hand.intersection(hidden).size();
    for (int i = 0; i < unknown; i++) {
      sb.append(sb.length() == 0 ? "??" : " ??");
    }
    return sb.length() == 0 ? t("hand.empty") : sb.toString();
  }

  /** Returns the key to the letters, one line. */
  String legend() {
    return t(suits == SuitSystem.GERMAN ? "legend.german" : "legend.french");
  }

  /** Returns the points of all seats, e.g. "Anna 3, Ben 1". */
  String points(int[] points) {
    StringBuilder sb = new StringBuilder();
    for (int s = 0; s < points.length; s++) {
      sb.append(s == 0 ? "" : ", ").append(name(s)).append(' ').append(points[s]);
    }
    return sb.toString();
  }

  /** Returns the verdict on a finished deal, e.g. "Anna wins schneider (double)". */
  String verdict(DealResult result, Rules rules) {
    Outcome o = result.outcome();
    switch (o) {
      case SIMPLE:
      case SCHNEIDER:
      case SCHWARZ:
        int w = result.winner().getAsInt();
        String kind = o.name().toLowerCase(Locale.ROOT);
        return isYou(w) ? t("verdict.you." + kind) : t("verdict." + kind, name(w));
      case TIE:
        switch (rules.tieRule()) {
          case STANDER:
            return t("verdict.stander");
          case REDEAL:
            return t("verdict.redeal");
          default:
            return t("verdict.tie");
        }
      default:
        List<Integer> s = result.settlement();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.size(); i++) {
          sb.append(i == 0 ? "" : ", ").append(name(i)).append(' ')
              .append(s.get(i) > 0 ? "+" : "").append(s.get(i));
        }
        return t("verdict.settlement", sb);
    }
  }

  /**
   * Returns text safe to print on a terminal: control characters (which a message may quote from
   * a binary file) are written as {@code \\uXXXX}.
   */
  static String printable(String text) {
    return Printable.escape(text);
  }

  /**
   * Returns text of several lines (a score table) safe to print on a terminal: each line is
   * {@link #printable escaped}, the line breaks {@code \n} between them are kept.
   */
  static String printableLines(String text) {
    String[] lines = text.split("\n", -1);
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < lines.length; i++) {
      sb.append(i == 0 ? "" : "\n").append(printable(lines[i]));
    }
    return sb.toString();
  }
}
