package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;

/**
 * The other outside yardstick of the bots' strength (test scope): the rules of thumb of the open-source
 * Elfern app whose README is a source (knoddleboy/Elfern on GitHub, {@code GameInterface/scripts}),
 * written here from what its code does, so that {@code best} can be measured against the kind
 * of opponent the issue measured {@code montecarlo} against (56% there).
 *
 * <ul>
 *   <li><b>Leading:</b> holding an ace and the seven of an ace's suit (which alone could take the
 *       ace under seven-beats-ace), it leads one of its aces at random three times in five;
 *       otherwise its highest card that is not an ace.
 *   <li><b>Following</b> an honour or a seven: the seven of the suit against a led ace; else its
 *       lowest card of the suit that ranks above the lead; else its lowest eight or nine (with the
 *       stock empty, of the suit led); else its lowest card that is not a seven.
 *   <li><b>Following</b> an eight or nine: its lowest eight or nine of another suit (with the
 *       stock empty, of the suit led); else its lowest card of the suit ranking above the lead;
 *       else its lowest card.
 * </ul>
 *
 * <p>The app compares ranks only and knows no trumps; where its choice is not among the legal
 * moves of the deal's rules (a void in the second phase, which ends the app's game, or a choice
 * from an empty set) the port plays its lowest legal card. Ranks are the app's: ace 14, king 13,
 * queen 12, jack 11, ten 10, then 9, 8, 7.
 */
final class AppAiBot implements Bot {

  static final AppAiBot INSTANCE = new AppAiBot();

  @Override
  public String name() {
    return "appai";
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    List<Card> hand = new ArrayList<>(view.hand().toList());
    List<Move> legal = view.legalMoves();
    Card pick = view.currentTrick().isEmpty() ? lead(hand, random)
        : follow(view.currentTrick().get(0).card(), hand, view.stockSize() > 0);
    for (Move m : legal) {
      if (pick != null && m.card().equals(pick) && !m.isZwang()) {
        return m;
      }
    }
    Move low = legal.get(0);
    for (Move m : legal) {
      if (height(m.card()) < height(low.card())) {
        low = m;
      }
    }
    return low;
  }

  private static Card lead(List<Card> hand, RandomGenerator random) {
    List<Card> aces = select(hand, c -> c.rank() == Rank.ACE);
    boolean sevenBacksAnAce = hand.stream().anyMatch(c -> c.rank() == Rank.SEVEN
        && aces.stream().anyMatch(a -> a.suit() == c.suit()));
    if (sevenBacksAnAce && random.nextDouble() < 0.6) {
      return aces.get(random.nextInt(aces.size()));
    }
    return highest(select(hand, c -> c.rank() != Rank.ACE));
  }

  private static Card follow(Card led, List<Card> hand, boolean stockLeft) {
    Suit suit = led.suit();
    if (!stockLeft && select(hand, c -> c.suit() == suit).isEmpty()) {
      return null; // the app ends its game here: the lowest legal card instead
    }
    if (led.rank() == Rank.ACE) {
      for (Card c : hand) {
        if (c.rank() == Rank.SEVEN && c.suit() == suit) {
          return c;
        }
      }
    }
    List<Card> beaters = select(hand, c -> c.suit() == suit && height(c) > height(led));
    List<Card> spare = select(hand, c -> (c.rank() == Rank.EIGHT || c.rank() == Rank.NINE)
        && (stockLeft || c.suit() == suit));
    int h = height(led);
    if (h >= 10 || h == 7) {
      if (!beaters.isEmpty()) {
        return lowest(beaters);
      }
      if (!spare.isEmpty()) {
        return lowest(select(spare, c -> stockLeft || c.suit() == suit));
      }
      return lowest(select(hand, c -> c.rank() != Rank.SEVEN && (stockLeft || c.suit() == suit)));
    }
    if (!spare.isEmpty()) {
      return lowest(select(spare, c -> stockLeft ? c.suit() != suit : c.suit() == suit));
    }
    if (!beaters.isEmpty()) {
      return lowest(beaters);
    }
    return lowest(select(hand, c -> stockLeft || c.suit() == suit));
  }

  private static List<Card> select(List<Card> cards, Predicate<Card> p) {
    List<Card> out = new ArrayList<>();
    for (Card c : cards) {
      if (p.test(c)) {
        out.add(c);
      }
    }
    return out;
  }

  /** {@return the first card of the lowest rank, or null for none} */
  private static Card lowest(List<Card> cards) {
    Card best = null;
    for (Card c : cards) {
      if (best == null || height(c) < height(best)) {
        best = c;
      }
    }
    return best;
  }

  /** {@return the first card of the highest rank, or null for none} */
  private static Card highest(List<Card> cards) {
    Card best = null;
    for (Card c : cards) {
      if (best == null || height(c) > height(best)) {
        best = c;
      }
    }
    return best;
  }

  /** {@return the app's rank of {@code c}: ace 14 down to seven 7} */
  static int height(Card c) {
    return 14 - c.rank().ordinal();
  }
}
