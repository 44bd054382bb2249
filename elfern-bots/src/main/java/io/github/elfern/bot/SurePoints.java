package io.github.elfern.bot;

import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.rules.Obligation;
import java.util.Arrays;

/**
 * The {@link Solver}'s bounds on a trick start's value that need no search: the points the
 * leader is sure of (a lower bound), the points the opponent is sure of (an upper bound), and the
 * exact value of the last two tricks. Not under a lead restriction, where the leader may not be
 * free to cash his winners (the search asks only then).
 */
final class SurePoints {

  // the kernel's tables of the rules (RuleTables), read again by each prepare
  private int[] pts;
  private int[] beatsLed;
  private int[] beatenLed;
  /** Whether {@link #endgameSurePoints} may remember its answers suit by suit. */
  private boolean sureBySuit;
  /**
   * Whether the sure points with the stock empty are those of {@link #endgameSurePoints}: the
   * opponent bound to follow suit, and no Zwang.
   */
  private boolean followInEndgame;
  /**
   * The sure points of one suit ({@link #endgameSurePoints}) plus one, 0 if not yet known: {@code
   * [trumped << 16 | mine << 8 | theirs]}, the suit's cards by rank.
   */
  private final byte[] sureInSuit = new byte[1 << 17];
  /** The cards of other suits that beat the cards of each suit (when {@code sureBySuit}). */
  private final int[] crossBeaters = new int[4];
  private CompiledRules cr;
  private int trumpSuit;

  /** Takes the rules of {@code t} (just prepared) and forgets what was remembered. */
  void prepare(RuleTables t) {
    pts = t.pts;
    beatsLed = t.beatsLed;
    beatenLed = t.beatenLed;
    cr = t.cr;
    trumpSuit = t.trumpSuit;
    boolean bySuit = t.suitLocal;
    for (int c = 0; c < 32; c++) {
      bySuit &= pts[c] == pts[c & 7];
    }
    sureBySuit = bySuit;
    for (int s = 0; s < 4; s++) {
      crossBeaters[s] = beatsLed[s << 3] & ~Kernel.suitMask(s);
    }
    Arrays.fill(sureInSuit, (byte) 0);
    followInEndgame = !t.zwang && cr.obligation(0) != Obligation.NONE;
  }

  /**
   * The points that the leader of {@code hand} is sure of against {@code other}: his cards that
   * win their tricks one after another whatever the opponent does, {@code threats} being the
   * opponent's cards and those of the stock, {@code stockEmpty} whether the stock is empty.
   */
  int surePoints(int hand, int other, int threats, boolean stockEmpty) {
    if (stockEmpty && followInEndgame) {
      return endgameSurePoints(hand, other);
    }
    int sure = 0;
    for (int m = hand; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if ((beatsLed[c] & threats) == 0) {
        sure += pts[c];
      }
    }
    return sure;
  }

  /**
   * The points that the opponent of the leader is sure of, his hand {@code other} against {@code
   * against} (the leader's hand and the stock): his cards that win whatever they meet (led,
   * nothing of the leader or the stock beats them; following, they beat every such card) take
   * their tricks whenever played, and every card is played.
   */
  int opponentSurePoints(int other, int against) {
    int theirs = 0;
    for (int m = other; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if ((beatsLed[c] & against) == 0 && (against & ~beatenLed[c]) == 0) {
        theirs += pts[c];
      }
    }
    return theirs;
  }

  /**
   * The points that the leader of {@code hand} is sure of against {@code other} with the stock
   * empty, the opponent bound to follow suit: in each suit, the leader's cards that none of the
   * opponent's cards of the suit beats win one after another, the dearest first, as long as the
   * opponent has a card of the suit to follow with (all of them when nothing else of his beats
   * them either, as a trump would), and he follows with at least his cheapest cards of the suit.
   *
   * <p>When the rules are {@link RuleTables#suitLocal} and every suit counts alike, what a suit
   * gives depends only on the ranks of the two hands' cards of it and whether the opponent holds
   * a card of another suit that beats it; it is then worked out once and remembered.
   */
  private int endgameSurePoints(int hand, int other) {
    int sure = 0;
    for (int s = 0; s < 4; s++) {
      int suit = Kernel.suitMask(s);
      if (!sureBySuit) {
        sure += surePointsInSuit(hand & suit, other & suit, other & ~suit);
        continue;
      }
      int sh = s << 3;
      int trumped = (other & crossBeaters[s]) != 0 ? 1 : 0;
      int i = trumped << 16 | (hand >>> sh & 0xFF) << 8 | (other >>> sh & 0xFF);
      int v = sureInSuit[i];
      if (v == 0) {
        // Worked out on suit s itself: every card of it meets the same beaters from outside
        // (suitLocal), so only whether he holds one of them matters.
        v = 1 + surePointsInSuit(hand & suit, other & suit, other & crossBeaters[s]);
        sureInSuit[i] = (byte) v;
      }
      sure += (v & 0xFF) - 1;
    }
    return sure;
  }

  /**
   * The sure points of {@link #endgameSurePoints} in one suit: {@code mine} and {@code theirs}
   * the two hands' cards of it, {@code outside} the opponent's other cards.
   */
  private int surePointsInSuit(int mine, int theirs, int outside) {
    int top = 0;
    boolean trumped = false;
    for (int m = mine; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if ((beatsLed[c] & theirs) == 0) {
        top |= 1 << c;
        trumped |= (beatsLed[c] & outside) != 0;
      }
    }
    if (top == 0) {
      return 0;
    }
    int follows = Integer.bitCount(theirs);
    int n = trumped ? Math.min(Integer.bitCount(top), follows) : Integer.bitCount(top);
    return extremePoints(top, n, true) + extremePoints(theirs, Math.min(n, follows), false);
  }

  /** {@return the points of the {@code n} dearest (or cheapest) of {@code cards}} */
  private int extremePoints(int cards, int n, boolean dearest) {
    int sum = 0;
    for (int k = 0; k < n; k++) {
      int pick = -1;
      for (int m = cards; m != 0; m &= m - 1) {
        int c = Integer.numberOfTrailingZeros(m);
        if (pick < 0 || (dearest ? pts[c] > pts[pick] : pts[c] < pts[pick])) {
          pick = c;
        }
      }
      sum += pts[pick];
      cards &= ~(1 << pick);
    }
    return sum;
  }

  /**
   * The exact value of the last two tricks (stock empty, two cards each, no lead restriction or
   * Zwang) for the leader of {@code hand} against {@code other}.
   */
  int lastTwo(int hand, int other) {
    int best = -Search.INF;
    for (int m = hand; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      int c2 = Integer.numberOfTrailingZeros(hand & ~(1 << c));
      int legal = cr.obligation(0) != Obligation.NONE
          ? Kernel.followMask(cr, other, 0, trumpSuit, c, c, true, false)
          : other;
      int worst = Search.INF;
      for (int l = legal; l != 0; l &= l - 1) {
        int f = Integer.numberOfTrailingZeros(l);
        int f2 = Integer.numberOfTrailingZeros(other & ~(1 << f));
        int p = pts[c] + pts[f];
        int p2 = pts[c2] + pts[f2];
        int v;
        if ((beatsLed[c] & (1 << f)) == 0) {
          v = p + ((beatsLed[c2] & (1 << f2)) != 0 ? -p2 : p2);
        } else {
          v = -p - ((beatsLed[f2] & (1 << c2)) != 0 ? -p2 : p2);
        }
        worst = Math.min(worst, v);
      }
      best = Math.max(best, worst);
    }
    return best;
  }
}
