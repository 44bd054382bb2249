package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.kernel.Kernel;
import java.util.Arrays;

/**
 * Which of a hand's cards the {@link Solver} need not try apart. Cards of one hand and suit that
 * follow one another in it, with no card in play between them, and that every other card still
 * in play treats alike in the kernel's beat relation form runs, and the cards of a run with the
 * same points are one move (card equivalence). The equivalence is derived from {@link
 * Kernel#beatMask}, so {@code seven-beats-ace} and {@code capture=next} split what rank adjacency
 * alone would merge; under Zwang aces, kings and queens are never merged. Of the cards of a run
 * that count differently, the dearest and the cheapest are those a dominated lead or reply gives
 * way to (dominance, which the search applies where no lead restriction or Zwang looks at more
 * than what a card beats).
 *
 * <p>{@link #distinct} answers also in fields ({@link #dearestAlike}, {@link #cheapestAlike},
 * {@link #runStarts}) so that the search calls it without allocating.
 */
final class CardEquivalence {

  // the kernel's tables of the rules (RuleTables), read again by each prepare
  private int[] pts;
  private int[] beatsLed;
  private int[] beatsFollow;
  private int[] beatenLed;
  private int[] beatenFollow;
  /** The cards never merged as equivalent. */
  private int noMerge;
  /** {@link RuleTables#suitLocal} of the rules. */
  private boolean suitLocal;
  /**
   * What {@link #distinct} finds in one suit's pattern {@code live << 8 | cards} (computed on the
   * first suit): the distinct cards in bits 0-7, of them the dearest of each run of alike cards
   * ({@link #alike}) in bits 8-15, the cheapest in bits 16-23 and the first card of each run in
   * bits 24-31 (0 while not known, as the distinct cards are never none); kept while the rules
   * and trump suit stay.
   */
  private final int[] runsBySuit = new int[1 << 16];
  /** Set by {@link #distinct}: of the distinct cards, the dearest of each run of alike ones. */
  int dearestAlike;
  /** Set by {@link #distinct}: of the distinct cards, the cheapest of each run of alike ones. */
  int cheapestAlike;
  /** Set by {@link #distinct}: the first (highest-ranked) card of each run of alike ones. */
  int runStarts;

  /** Takes the rules of {@code t} (just prepared) and forgets what was remembered. */
  void prepare(RuleTables t) {
    pts = t.pts;
    beatsLed = t.beatsLed;
    beatsFollow = t.beatsFollow;
    beatenLed = t.beatenLed;
    beatenFollow = t.beatenFollow;
    suitLocal = t.suitLocal;
    Arrays.fill(runsBySuit, 0);
    noMerge = 0;
    if (t.zwang) {
      for (int s = 0; s < 4; s++) {
        noMerge |= 0b111 << (s << 3); // ace, king, queen: Zwang names them
      }
    }
  }

  /**
   * Whether cards {@code a} and {@code b} (same suit and hand) decide every trick alike: no card
   * of {@code live} ranked between them, and every other card of {@code live} beats, and is
   * beaten by, both or neither (led or following). Such cards differ at most in their points.
   */
  private boolean alike(int a, int b, int live) {
    if (((noMerge >>> a | noMerge >>> b) & 1) != 0) {
      return false;
    }
    int lo = Math.min(a, b);
    int hi = Math.max(a, b);
    int between = ((1 << hi) - 1) & ~((2 << lo) - 1);
    int others = live & ~(1 << a | 1 << b);
    int diff = (beatsLed[a] ^ beatsLed[b]) | (beatsFollow[a] ^ beatsFollow[b])
        | (beatenLed[a] ^ beatenLed[b]) | (beatenFollow[a] ^ beatenFollow[b]) | between;
    return (diff & others) == 0;
  }

  /**
   * Drops from {@code cards} (one hand's) each card that is one move with a higher-ranked card it
   * keeps, with {@code live} the cards still in play (hands, stock and the trick); sets {@link
   * #dearestAlike}, {@link #cheapestAlike} and {@link #runStarts}.
   *
   * <p>Cards of a suit that follow one another in {@code cards} and are {@link #alike} form runs;
   * cards of one run differ at most in their points, as no card outside the run tells them apart
   * and two cards of one hand never meet in a trick. Of the cards of a run with the same points
   * only the highest-ranked is kept (card equivalence); of a run whose cards count differently,
   * the dearest and the cheapest are those that a dominated lead or reply gives way to.
   */
  int distinct(int cards, int live) {
    if (!suitLocal) {
      return runs(cards, live);
    }
    // The runs depend on the suit's own live cards only: one remembered answer per pattern.
    int out = 0;
    int dearest = 0;
    int cheapest = 0;
    int starts = 0;
    for (int sh = 0; sh < 32; sh += 8) {
      int cb = cards >>> sh & 0xFF;
      if ((cb & (cb - 1)) == 0) {
        // None or one card of the suit.
        out |= cb << sh;
        dearest |= cb << sh;
        cheapest |= cb << sh;
        starts |= cb << sh;
        continue;
      }
      int i = (live >>> sh & 0xFF) << 8 | cb;
      int g = runsBySuit[i];
      if (g == 0) {
        int d = runs(cb, live >>> sh & 0xFF);
        g = d | dearestAlike << 8 | cheapestAlike << 16 | runStarts << 24;
        runsBySuit[i] = g;
      }
      out |= (g & 0xFF) << sh;
      dearest |= (g >>> 8 & 0xFF) << sh;
      cheapest |= (g >>> 16 & 0xFF) << sh;
      starts |= (g >>> 24) << sh;
    }
    dearestAlike = dearest;
    cheapestAlike = cheapest;
    runStarts = starts;
    return out;
  }

  /** {@link #distinct} worked out card by card. */
  private int runs(int cards, int live) {
    int out = 0;
    int dearest = 0;
    int cheapest = 0;
    int starts = 0;
    for (int s = 0; s < 4; s++) {
      int prev = -1;
      long seen = 0; // the points (under 64) of the run's cards kept so far
      int dear = -1;
      int cheap = -1;
      for (int m = cards & Kernel.suitMask(s); m != 0; m &= m - 1) {
        int c = Integer.numberOfTrailingZeros(m);
        if (prev >= 0 && !alike(prev, c, live)) {
          dearest |= 1 << dear;
          cheapest |= 1 << cheap;
          seen = 0;
          dear = -1;
          cheap = -1;
        }
        if (dear < 0) {
          starts |= 1 << c;
        }
        prev = c;
        if ((seen >>> pts[c] & 1) != 0) {
          continue;
        }
        seen |= 1L << pts[c];
        out |= 1 << c;
        if (dear < 0 || pts[c] > pts[dear]) {
          dear = c;
        }
        if (cheap < 0 || pts[c] < pts[cheap]) {
          cheap = c;
        }
      }
      if (prev >= 0) {
        dearest |= 1 << dear;
        cheapest |= 1 << cheap;
      }
    }
    dearestAlike = dearest;
    cheapestAlike = cheapest;
    runStarts = starts;
    return out;
  }

  /**
   * Drops from the follower's replies {@code cards} each card that another of them dominates
   * (and, as {@link #distinct} does, each card equivalent to one it keeps): of two cards of a
   * run of alike cards that count different points, the dearer when they lose to the lead (of
   * beaters {@code beats}) and the cheaper when they capture it. Sound by a strategy-stealing
   * argument: the follower who keeps the other card can play it wherever he would have played
   * this one, every trick going as before, and the difference of the two cards' points goes at
   * worst to the leader later instead of now; so the dropped reply is never better for him.
   */
  int undominated(int cards, int live, int beats) {
    distinct(cards, live);
    return dearestAlike & beats | cheapestAlike & ~beats;
  }

  /**
   * The card of {@code distinct} that card {@code c} (dropped as equivalent by {@link #distinct},
   * whose {@link #runStarts} are {@code starts}) stands for: the first card of its run of alike
   * cards with its points.
   */
  int representative(int c, int distinct, int starts) {
    for (int m = distinct & Kernel.suitMask(c >>> 3); m != 0; m &= m - 1) {
      int d = Integer.numberOfTrailingZeros(m);
      if (d < c && pts[d] == pts[c] && sameRun(d, c, starts)) {
        return d;
      }
    }
    throw new IllegalStateException("internal error: no representative for "
        + Card.ofIndex(c));
  }

  /**
   * {@return whether cards {@code x} and {@code c} of one suit are of one run of alike cards, the
   * first card of each run being {@code starts} ({@link #runStarts})}
   */
  static boolean sameRun(int x, int c, int starts) {
    return (starts & ((2 << Math.max(x, c)) - (2 << Math.min(x, c)))) == 0;
  }
}
