package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * The consistency proofs of {@link PlayerView#fromHistory}: what one seat can prove wrong in a
 * history from what it has seen. A Zwang lead whose leader cannot hold the king, a follower known
 * to hold a card the obligations required, a move that no hand its seat can have held allows
 * (trying up to {@value #MAX_HANDS_TRIED} hands), and voids that leave unseen cards no place to
 * be. Each refusal is an {@link IllegalArgumentException} whose message names the seat, the move,
 * the trick and the rule.
 */
final class HistoryProofs {
  private HistoryProofs() {}

  /**
   * Refuses voids that leave some of the cards {@code seat} has not seen ({@code unseen}) no place
   * to be: for every set of suits, its unseen cards must fit into the hands of the other seats
   * not proven void in all of them (less the drawn turned trump their holder is known to hold)
   * and the stock ({@code stockRoom}, the turned trump left out). By Hall's theorem this is
   * exactly when a world agrees with the view ({@link PlayerView#withHiddenCards}), so that a bot
   * that deals the unseen cards never meets a view that has none.
   *
   * @param voidTrick per bit of {@code voids}, the trick in which play showed it
   */
  static void checkPlaceable(Rules rules, int seat, int unseen, int[] handSizes,
      int trumpHolder, int stockRoom, int voids, int[] voidTrick) {
    int n = handSizes.length;
    for (int suits = 1; suits < 16; suits++) {
      int cards = unseen & suitCards(suits);
      int room = stockRoom;
      List<Integer> barred = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if (i == seat) {
          continue;
        }
        if ((~(voids >>> (4 * i)) & suits) != 0) {
          room += handSizes[i] - (i == trumpHolder ? 1 : 0);
        } else if (handSizes[i] > 0) {
          barred.add(i);
        }
      }
      if (Integer.bitCount(cards) <= room) {
        continue;
      }
      int shownBy = 0;
      List<String> names = new ArrayList<>();
      List<String> seats = new ArrayList<>();
      for (int suit = 0; suit < 4; suit++) {
        if ((suits & (1 << suit)) != 0) {
          names.add(Suit.ofOrdinal(suit).frenchName());
          for (int i : barred) {
            shownBy = Math.max(shownBy, voidTrick[4 * i + suit]);
          }
        }
      }
      for (int i : barred) {
        seats.add("seat " + i);
      }
      throw new IllegalArgumentException("seat " + seat + " has not seen "
          + CardSet.ofMask(cards) + " (" + Integer.bitCount(cards) + " cards of " + and(names)
          + "), but only " + room + " of the hidden places may hold them: " + and(seats)
          + (seats.size() == 1 ? " showed itself" : " showed themselves") + " void in "
          + and(names) + " (by trick " + shownBy + ") under the obligations of "
          + rules.notation() + (stockRoom == 0 ? ", and no stock is left" : ""));
    }
  }

  /** {@return the words joined as in English: "a", "a and b", "a, b and c"} */
  private static String and(List<String> words) {
    int k = words.size();
    return k <= 1 ? String.join("", words)
        : String.join(", ", words.subList(0, k - 1)) + " and " + words.get(k - 1);
  }

  /**
   * What {@link HistoryReplay} records of one move for {@link #checkProvable}: the seat that made
   * it, its hand size then, the stock when its trick was led, the cards of completed tricks, the
   * lead state, the trick in progress (a trick word and its size), whether its lead announced
   * Zwang, and the trick's number from 1.
   */
  record Step(int who, int handSize, int stock, int played, int lead, int trick,
      int size, boolean zwang, int trickNumber) {

    /** {@return the card led to the move's trick, or {@code card} for a lead} */
    int led(int card) {
      return size == 0 ? card : Kernel.cardAt(trick, 0);
    }

    /** {@return the cards played before the move: completed tricks and the trick so far} */
    int before() {
      int m = played;
      for (int i = 0; i < size; i++) {
        m |= 1 << Kernel.cardAt(trick, i);
      }
      return m;
    }
  }

  /**
   * The most hands that {@link #checkProvable} tries for one move of a seat whose hand the viewer
   * knows only in part; with more, it concludes nothing about that move.
   */
  static final int MAX_HANDS_TRIED = 4096; // the number the Javadoc of fromHistory gives

  /**
   * Refuses a history that {@code seat} can prove wrong from what it knows: a Zwang lead whose
   * leader cannot hold the king (the viewer holds it, or another seat plays it later), a follower
   * known to hold a card that the obligations (or Zwang, the ace) made it play but that it did not
   * play, and a move that no hand the seat can have held allows (a lead restriction, the duty to
   * head). A seat is known to hold, at a move made with the stock empty (no more draws), the cards
   * it plays later and the cards it is known to hold at the end: its hand for the viewer, the
   * drawn turned trump for its drawer, and with two players and an empty stock every card the
   * viewer has not seen. With cards left in the stock nothing is concluded (a card played later
   * may have been drawn since).
   *
   * <p>The hands a seat can have held at such a move are those of its hand size that hold the
   * cards it is known to hold and the card played, and otherwise only cards that the viewer cannot
   * place: not played before, not known to be held by another seat, and not of a suit in which
   * the seat shows itself void with the stock empty (no card of that suit but those it plays
   * before showing the void). The move is refused when the kernel's legal moves ({@link
   * Kernel#legalMask}, with Zwang {@link Kernel#zwangAllowed}) allow it from none of them; when
   * there are more than {@value #MAX_HANDS_TRIED} of them, nothing is concluded.
   *
   * @param otherHand the other seat's hand when the viewer knows it (two players, empty stock)
   */
  static void checkProvable(Rules rules, CompiledRules cr, int seat, int hand,
      List<Move> moves, Step[] steps, int trumpSuit, int trumpCard, int trumpHolder,
      int otherHand) {
    int n = rules.players();
    int[] later = new int[n]; // per seat, the cards it plays after the move looked at
    for (int i = 0; i < n; i++) {
      later[i] = i == seat ? hand : (n == 2 ? otherHand : 0) | (i == trumpHolder ? trumpCard : 0);
    }
    int[] voidCards = new int[n]; // per seat, the suits it shows itself void in, stock empty
    for (int k = 0; k < moves.size(); k++) {
      Step st = steps[k];
      int c = moves.get(k).card().ordinal();
      if (st.size() > 0 && st.stock() == 0) {
        voidCards[st.who()] |= suitCards(Kernel.shownVoids(cr, 0, st.led(c) >>> 3, trumpSuit, c));
      }
    }
    for (int k = moves.size() - 1; k >= 0; k--) {
      Move m = moves.get(k);
      Step st = steps[k];
      int c = m.card().ordinal();
      int who = st.who();
      int trickNo = st.trickNumber();
      if (m.isZwang()) {
        int king = c - 1;
        for (int i = 0; i < n; i++) {
          if (i != who && (later[i] & (1 << king)) != 0) {
            throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
                + trickNo + ": the leader must hold " + Card.ofIndex(king) + ", but seat " + i
                + (i == seat && (hand & (1 << king)) != 0 ? " holds it" : " plays it later"));
          }
        }
        if (who == seat && (later[seat] & (1 << king)) == 0) {
          throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
              + trickNo + ": the leader must hold " + Card.ofIndex(king)
              + ", but its hand " + CardSet.ofMask(hand) + " and its later cards lack it");
        }
      }
      int led = st.led(c);
      if (led != c && st.stock() == 0) {
        int known = later[who];
        int ledSuit = led >>> 3;
        int ace = 1 << (ledSuit << 3);
        if (st.zwang() && c != ledSuit << 3 && (known & ace) != 0) {
          throw new IllegalArgumentException("seat " + who + " played " + m.card() + " to the Zwang"
              + " lead " + Card.ofIndex(led) + " in trick " + trickNo + ", but held "
              + Card.ofIndex(ledSuit << 3) + ", which Zwang forces");
        }
        int voids = Kernel.shownVoids(cr, 0, ledSuit, trumpSuit, c);
        int shown = suitCards(voids);
        if ((known & shown) != 0) {
          throw new IllegalArgumentException("seat " + who + " played " + m.card() + " to "
              + Card.ofIndex(led) + " in trick " + trickNo + ", which shows it void in "
              + Suit.ofOrdinal(ledSuit).frenchName()
              + (Integer.bitCount(voids) > 1 ? " and trumps" : "")
              + " under the obligations of " + rules.notation() + ", but it held "
              + CardSet.ofMask(known & shown));
        }
      }
      if (st.stock() == 0) {
        int others = 0;
        for (int i = 0; i < n; i++) {
          others |= i == who ? 0 : later[i];
        }
        checkAllowed(rules, cr, seat, m, k, st, trumpSuit, later[who] | 1 << c,
            cr.deck() & ~st.before() & ~others & ~voidCards[who]);
      }
      later[who] |= 1 << c;
    }
  }

  /**
   * Refuses move {@code k} when no hand that seat {@code st.who()} can have held allows it: the
   * hands of its hand size made of the cards {@code known} and cards of {@code free} (see {@link
   * #checkProvable}), at most {@value #MAX_HANDS_TRIED} of them.
   */
  private static void checkAllowed(Rules rules, CompiledRules cr, int seat, Move m, int k,
      Step st, int trumpSuit, int known, int free) {
    int c = m.card().ordinal();
    free &= ~known;
    int missing = st.handSize() - Integer.bitCount(known);
    int pool = Integer.bitCount(free);
    if (missing < 0 || missing > pool || !fewHands(pool, missing)) {
      return;
    }
    int[] cards = new int[pool];
    for (int i = 0, f = free; f != 0; f &= f - 1) {
      cards[i++] = Integer.numberOfTrailingZeros(f);
    }
    int first = -1;
    // Every choice of `missing` cards of `free`, as a mask over their positions (Gosper's hack).
    for (long pick = (1L << missing) - 1; pick < 1L << pool; ) {
      int h = known;
      for (long p = pick; p != 0; p &= p - 1) {
        h |= 1 << cards[Long.numberOfTrailingZeros(p)];
      }
      if (allows(cr, st, trumpSuit, h, m)) {
        return;
      }
      first = first < 0 ? h : first;
      if (pick == 0) {
        break;
      }
      long low = pick & -pick;
      long ripple = pick + low;
      pick = ripple | (((pick ^ ripple) >>> 2) / low);
    }
    RuleBreach b = RuleBreach.of(cr, trumpSuit, first, st.played(), st.lead(), 0, st.trick(),
        st.size(), st.zwang(), m);
    String held = missing == 0
        ? "it held " + CardSet.ofMask(first) + ", so it "
        : "seat " + seat + " knows it held " + CardSet.ofMask(known) + " and " + missing + " of "
            + CardSet.ofMask(free) + ", and no such hand allows it; with "
            + CardSet.ofMask(first) + " it ";
    throw new IllegalArgumentException("seat " + st.who() + (st.size() == 0 ? " led " : " played ")
        + m + " in trick " + st.trickNumber() + " (move " + (k + 1) + "), which "
        + rules.notation() + " forbids: " + held + b.reason());
  }

  /** {@return whether the kernel allows {@code m} from hand {@code h} at step {@code st}} */
  private static boolean allows(CompiledRules cr, Step st, int trumpSuit, int h, Move m) {
    int c = m.card().ordinal();
    int legal = Kernel.legalMask(cr, h, st.played(), st.lead(), 0, trumpSuit, st.trick(),
        st.size(), st.zwang());
    return (legal & (1 << c)) != 0
        && (!m.isZwang() || (st.size() == 0 && Kernel.zwangAllowed(cr, h, c)));
  }

  /** {@return whether choosing {@code k} of {@code n} cards has at most MAX_HANDS_TRIED ways} */
  private static boolean fewHands(int n, int k) {
    long ways = 1;
    for (int i = 0; i < k; i++) {
      ways = ways * (n - i) / (i + 1); // exact: a binomial coefficient at every step
      if (ways > MAX_HANDS_TRIED) {
        return false;
      }
    }
    return true;
  }

  /** {@return the cards of the suits in {@code suits}, one bit per suit} */
  private static int suitCards(int suits) {
    int cards = 0;
    for (int suit = 0; suit < 4; suit++) {
      if ((suits & (1 << suit)) != 0) {
        cards |= Kernel.suitMask(suit);
      }
    }
    return cards;
  }
}
