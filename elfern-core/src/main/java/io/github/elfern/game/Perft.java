package io.github.elfern.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts the legal play sequences of a given length from a state ("perft", as chess engines
 * call it): the basis of the test vectors that check an implementation's move generation.
 *
 * <pre>{@code
 * long n = Perft.count(state, 4);
 * Map<Move, Long> byMove = Perft.divide(state, 4);  // the same total, split by first move
 * }</pre>
 */
public final class Perft {
  private Perft() {}

  /**
   * Returns the number of leaves at exactly {@code depth} plays from {@code state}; a Zwang
   * announcement counts as a move of its own.
   *
   * @param state the starting state
   * @param depth the number of plays, from 0 to {@link GameState#remainingPlays()}
   * @return the number of sequences of {@code depth} legal moves
   * @throws IllegalArgumentException if the depth is negative or past the end of the deal
   */
  public static long count(GameState state, int depth) {
    checkDepth(state, depth);
    return countUnchecked(state, depth);
  }

  /**
   * Returns {@link #count(GameState, int)}, or fails once more than {@code maxNodes} positions
   * have been visited, so that a request from outside cannot run for hours.
   *
   * @param state the starting state
   * @param depth the number of plays, from 0 to {@link GameState#remainingPlays()}
   * @param maxNodes the most positions to visit (every position reached before the last ply)
   * @return the number of sequences of {@code depth} legal moves
   * @throws IllegalArgumentException if the depth is negative or past the end of the deal, or
   *     the count would visit more than {@code maxNodes} positions
   */
  public static long count(GameState state, int depth, long maxNodes) {
    checkDepth(state, depth);
    long[] budget = {maxNodes};
    try {
      return depth == 0 ? 1 : count(DealCursor.of(state), depth, budget);
    } catch (LimitReached e) {
      throw new IllegalArgumentException("perft " + depth + " visits more than " + maxNodes
          + " positions (the limit) from " + state.progress());
    }
  }

  /** Thrown to unwind a count that reached its limit. */
  private static final class LimitReached extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LimitReached() {
      super(null, null, false, false);
    }
  }

  /**
   * Returns the count for each first move, in the order of {@link GameState#legalMoves()}.
   *
   * @param state the starting state
   * @param depth the number of plays, from 1 to {@link GameState#remainingPlays()}
   * @return counts by first move; their sum is {@link #count(GameState, int)}
   * @throws IllegalArgumentException if the depth is below 1 or past the end of the deal
   */
  public static Map<Move, Long> divide(GameState state, int depth) {
    checkDepth(state, depth);
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
    }
    Map<Move, Long> result = new LinkedHashMap<>();
    for (Move m : state.legalMoves()) {
      result.put(m, countUnchecked(state.play(m), depth - 1));
    }
    return Collections.unmodifiableMap(result);
  }

  private static void checkDepth(GameState state, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " must not be negative");
    }
    if (depth > state.remainingPlays()) {
      throw new IllegalArgumentException("depth " + depth + " is past the end of the deal: "
          + state.progress());
    }
  }

  private static long countUnchecked(GameState state, int depth) {
    return depth == 0 ? 1 : count(DealCursor.of(state), depth, new long[] {Long.MAX_VALUE});
  }

  /**
   * The leaves at {@code depth >= 1} plays from the cursor's position, searched on the cursor
   * with play and undo (no allocation per node); a Zwang announcement is a move of its own. Each
   * position visited with two plays or more to go takes one from {@code budget[0]}, and {@link
   * LimitReached} is thrown when it runs out.
   */
  private static long count(DealCursor c, int depth, long[] budget) {
    int legal = c.legalMask();
    boolean lead = c.trickSize() == 0;
    if (depth == 1) {
      long n = Integer.bitCount(legal);
      if (lead) {
        for (int m = legal; m != 0; m &= m - 1) {
          n += c.zwangAllowed(Integer.numberOfTrailingZeros(m)) ? 1 : 0;
        }
      }
      return n;
    }
    if (--budget[0] < 0) {
      throw new LimitReached();
    }
    long total = 0;
    for (int m = legal; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      c.play(card, false);
      total += count(c, depth - 1, budget);
      c.undo();
      if (lead && c.zwangAllowed(card)) {
        c.play(card, true);
        total += count(c, depth - 1, budget);
        c.undo();
      }
    }
    return total;
  }
}
