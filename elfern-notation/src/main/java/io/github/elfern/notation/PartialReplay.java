package io.github.elfern.notation;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.PackedPosition;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays a record whose deck has unknown positions: tracks which known cards each seat holds and
 * how many unseen deck positions it holds, gives each card that a seat shows from its unseen cards
 * to one of those positions, and proves {@code not-in-hand} where no assignment can exist.
 *
 * <p>Trick winners and draws follow from the cards played alone, so the kernel finishes each
 * trick here as in the engine ({@link Kernel#finishTrick}). {@link #completedDeck()} then gives a full deck that agrees with
 * everything the record shows, for the engine to check the play rules on.
 */
final class PartialReplay {

  private final Rules rules;
  private final int n;
  private final int[] filled;
  private final int[] known = new int[4];
  private final int[][] slots;
  private final int[] slotHead = new int[4];
  private final int[] slotTail = new int[4];
  private final int[] stockOrder;
  private final CompiledRules cr;
  private final TrickTables tables;
  private final int trumpSuit;
  final boolean trumpUnknown;
  private final int knownMask;
  private int playedMask;
  private final int[] trick = new int[4];
  private int trickSize;
  /** The leader, the lead state and the stock position (the draws): a turn word. */
  private int turn = PackedPosition.turn(Kernel.initialLead(), 0, 0, 0);
  /** The points and tricks taken: a score word. */
  private long score;
  private int revealed;

  PartialReplay(Rules rules, PartialDeck deck) {
    this.rules = rules;
    this.n = rules.players();
    int size = deck.size();
    this.filled = new int[size];
    this.slots = new int[n][size];
    int mask = 0;
    for (int i = 0; i < size; i++) {
      filled[i] = deck.index(i);
      if (filled[i] >= 0) {
        mask |= 1 << filled[i];
      }
    }
    this.knownMask = mask;
    this.cr = CompiledRules.of(rules);
    int pos = 0;
    for (int dealt = Kernel.dealtCards(cr); pos < dealt; pos++) {
      take(pos, Kernel.dealtTo(cr, pos));
    }
    int stock = size - pos;
    stockOrder = new int[stock];
    for (int i = 0; i < stock; i++) {
      stockOrder[i] = pos + Kernel.stockSource(cr, i, stock);
    }
    if (rules.turnsTrump() && stock > 0) {
      trumpUnknown = filled[pos] < 0;
      trumpSuit = trumpUnknown ? -1 : filled[pos] >>> 3;
    } else {
      trumpUnknown = false;
      trumpSuit = -1;
    }
    this.tables = cr.tables(trumpSuit);
  }

  private void take(int position, int seat) {
    if (filled[position] >= 0) {
      known[seat] |= 1 << filled[position];
    } else {
      slots[seat][slotTail[seat]++] = position;
    }
  }

  int toMove() {
    return Kernel.seatAfter(PackedPosition.leader(turn), trickSize, n);
  }

  /**
   * Plays {@code card} for the seat to move; returns null, or why the seat provably does not hold
   * it.
   */
  String play(int card, String seatName, SuitSystem suits) {
    int seat = toMove();
    int bit = 1 << card;
    String token = suits.notation(Card.ofIndex(card));
    if ((known[seat] & bit) != 0) {
      known[seat] &= ~bit;
    } else if (!rules.deck().contains(Card.ofIndex(card))) {
      return token + " is not in " + seatName + " hand: it is not in the deck of "
          + rules.notation();
    } else if ((playedMask & bit) != 0) {
      return token + " is not in " + seatName + " hand: it was played before";
    } else if ((knownMask & bit) != 0) {
      return token + " is not in " + seatName + " hand: the Deck puts it " + whereIs(card);
    } else if (slotHead[seat] == slotTail[seat]) {
      return token + " is not in " + seatName + " hand: every card it holds is known ("
          + Checker.cards(CardSet.ofMask(known[seat]), suits) + ")";
    } else {
      filled[slots[seat][slotHead[seat]++]] = card;
      revealed |= bit;
    }
    playedMask |= bit;
    trick[trickSize++] = card;
    if (trickSize == n) {
      finishTrick();
    }
    return null;
  }

  private String whereIs(int card) {
    for (int s = 0; s < n; s++) {
      if ((known[s] & (1 << card)) != 0) {
        return "in the hand of seat " + s;
      }
    }
    return "in the stock, not yet drawn";
  }

  private void finishTrick() {
    int word = 0;
    for (int i = 0; i < n; i++) {
      word |= (trick[i] + 1) << (i << 3);
    }
    long outcome = Kernel.finishTrick(tables, word, turn, stockOrder.length);
    int winner = Kernel.winner(outcome);
    score = Kernel.credit(score, outcome);
    int pos = PackedPosition.stockPos(turn);
    for (int k = 0; pos + k < PackedPosition.stockPos((int) outcome); k++) {
      take(stockOrder[pos + k], Kernel.drawer(winner, k, n));
    }
    turn = (int) outcome;
    trickSize = 0;
  }

  int[] points() {
    int[] p = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = PackedPosition.points(score, i);
    }
    return p;
  }

  int[] tricks() {
    int[] t = new int[n];
    for (int i = 0; i < n; i++) {
      t[i] = PackedPosition.tricks(score, i);
    }
    return t;
  }

  /** The cards placed by guess in {@link #completedDeck()}: never shown by the record. */
  int fillerMask() {
    int unknownCards = rules.deck().mask() & ~knownMask & ~revealed;
    return unknownCards;
  }

  /** A full deck that agrees with the record: unseen positions get the unshown cards in order. */
  Deck completedDeck() {
    int rest = fillerMask();
    List<Card> list = new ArrayList<>(filled.length);
    for (int f : filled) {
      if (f >= 0) {
        list.add(Card.ofIndex(f));
      } else {
        int c = Integer.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        list.add(Card.ofIndex(c));
      }
    }
    return Deck.of(list);
  }
}
