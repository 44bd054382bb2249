package io.github.elfern.benchmarks;

import java.util.Locale;

/**
 * The project's yardstick for the random-playout workload of {@code elfern bench}: the same
 * playouts of basic {@code elfern} written as a plain loop over bit masks, with the phases and the
 * rules of that one preset written into it, no allocation and no library. It is not a rules
 * engine (it knows one preset and only what a random playout needs); it tells how fast the JVM
 * runs this workload when nothing is general, so that the engine's figures can be given as a
 * ratio to it, measured in the same run.
 *
 * <p>The workload: playout {@code s} (for s = 1..N) shuffles the 32 cards by the portable
 * Fisher-Yates shuffle (from the last place down, each place swapped with a uniformly drawn place
 * at or below it) with a SplitMix64 generator whose state starts at {@code s}; then deals 2, 2, 2,
 * 2, 2, 2 cards to forehand and the dealer in turn (six each), and the rest is the stock. Each
 * play is a uniformly random legal card of the player's hand by the same generator (the k-th set
 * bit, lowest card first): no obligation while the stock lasts; with it empty the follower
 * follows suit when he can. A card beats the lead when it is of the led suit and of higher rank
 * (ace high). The trick's winner leads the next trick and draws first. Forehand's points are his
 * honours (A K Q J T) taken. It prints the sum of forehand's points and the number of deals he
 * won (11 or more) over the N playouts: 12016061 and 633131 for N = 1,000,000, as every other
 * implementation of the workload gives.
 *
 * <pre>
 * java -cp elfern-benchmarks/target/benchmarks.jar io.github.elfern.benchmarks.TightPlayout N [ROUNDS]
 * </pre>
 */
public final class TightPlayout {

  /** The increment of SplitMix64's state. */
  private static final long GAMMA = 0x9E3779B97F4A7C15L;
  /** The honours (A K Q J T: the five highest ranks) of every suit, as a card mask. */
  private static final int HONOURS = 0x1F1F1F1F;

  private final int[] deck = new int[32];
  private final int[] hands = new int[2];
  private long state;

  private TightPlayout() {}

  /** {@return a number uniform in {@code [0, bound)} from the generator's next output} */
  private int uniform(int bound) {
    state += GAMMA;
    long z = state;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z ^= z >>> 31;
    return (int) (((z >>> 32) * bound) >>> 32);
  }

  /** {@return the card (an index 0..31) of the {@code k}-th lowest set bit of {@code mask}} */
  private static int nth(int mask, int k) {
    for (int i = 0; i < k; i++) {
      mask &= mask - 1;
    }
    return Integer.numberOfTrailingZeros(mask);
  }

  /** {@return forehand's points in the playout of seed {@code seed}} */
  private int playout(long seed) {
    state = seed;
    for (int i = 0; i < 32; i++) {
      deck[i] = i;
    }
    for (int i = 31; i > 0; i--) {
      int j = uniform(i + 1);
      int t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
    hands[0] = 0;
    hands[1] = 0;
    for (int i = 0; i < 12; i++) {
      hands[(i >> 1) & 1] |= 1 << deck[i]; // two cards at a time, forehand first
    }
    int next = 12; // the stock's next card
    int leader = 0;
    int forehandTook = 0;
    for (int trick = 0; trick < 16; trick++) {
      int follower = 1 - leader;
      int lead = hands[leader];
      int c = nth(lead, uniform(Integer.bitCount(lead)));
      hands[leader] = lead & ~(1 << c);
      int options = hands[follower];
      int suit = 0xFF << (c & ~7);
      if (next == 32 && (options & suit) != 0) {
        options &= suit; // with the stock empty, follow suit
      }
      int f = nth(options, uniform(Integer.bitCount(options)));
      hands[follower] &= ~(1 << f);
      boolean followerWins = (f & ~7) == (c & ~7) && f < c;
      int winner = followerWins ? follower : leader;
      if (winner == 0) {
        forehandTook |= 1 << c | 1 << f;
      }
      if (next < 32) {
        hands[winner] |= 1 << deck[next];
        hands[1 - winner] |= 1 << deck[next + 1];
        next += 2;
      }
      leader = winner;
    }
    return Integer.bitCount(forehandTook & HONOURS);
  }

  /**
   * Runs {@code N} playouts, {@code ROUNDS} times (3 by default), and prints each round's
   * checksums and its time on the clock per playout.
   *
   * @param args N and, optionally, the rounds
   */
  public static void main(String[] args) {
    long n = Long.parseLong(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    TightPlayout p = new TightPlayout();
    for (int r = 0; r < rounds; r++) {
      long sum = 0;
      long wins = 0;
      long t0 = System.nanoTime();
      for (long seed = 1; seed <= n; seed++) {
        int points = p.playout(seed);
        sum += points;
        wins += points >= 11 ? 1 : 0;
      }
      long ns = System.nanoTime() - t0;
      System.out.printf(Locale.ROOT,
          "tight playout N=%d forehand points %d, wins %d: %.1f ns/playout%n", n, sum, wins,
          (double) ns / n);
    }
  }
}
