package io.github.elfern.benchmarks;

import io.github.elfern.bot.Solver;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Locale;

/**
 * A long check of the whole-deal solver's values, for use before and after a change to its
 * search: per preset, {@code N} random positions with 2 to 9 plays left, each move's value
 * ({@link Solver#solve}) and the position's value ({@link Solver#value}) against plain minimax
 * over the engine's own moves ({@link GameState#legalMoves()}, {@link GameState#play}); and
 * {@code N} random positions with from two hands' cards to four more plays left (the last
 * tricks of the stock, and the first with it empty), the solver that reads the endgame databases
 * against one that searches those endgames ({@code new Solver(18,
 * false)}). Positions come from seeded random play (deal {@code GameState.deal(rules, seed)},
 * uniformly random legal moves from a {@link SplitMix64} of the same seed), seeds {@code S} to
 * {@code S + N - 1}. It stops at the first disagreement, naming the position.
 *
 * <pre>
 * java -cp elfern-benchmarks/target/benchmarks.jar io.github.elfern.benchmarks.SolverOracleCheck \
 *     N SEED GAME...
 * </pre>
 */
public final class SolverOracleCheck {

  private SolverOracleCheck() {}

  /**
   * Runs the check.
   *
   * @param args the positions a preset and kind, the first seed, and the presets
   */
  public static void main(String[] args) {
    if (args.length < 3) {
      System.err.println("usage: SolverOracleCheck N SEED GAME...");
      System.exit(2);
    }
    int n = Integer.parseInt(args[0]);
    long first = Long.parseLong(args[1]);
    for (int g = 2; g < args.length; g++) {
      Rules rules = Rules.parse(args[g]);
      Solver solver = new Solver(14);
      Solver without = new Solver(18, false);
      Solver with = new Solver(18, true);
      int minimaxMoves = 0;
      long t0 = System.nanoTime();
      for (long seed = first; seed < first + n; seed++) {
        GameState s = randomPosition(rules, seed, 2 + (int) Long.remainderUnsigned(seed, 8));
        if (s.isOver()) {
          continue;
        }
        int seat = s.toMove();
        Solver.Solution solution = solver.solve(s);
        int best = Integer.MIN_VALUE;
        for (Move m : s.legalMoves()) {
          int expected = minimax(s.play(m), seat);
          best = Math.max(best, expected);
          minimaxMoves++;
          if (solution.value(m) != expected) {
            throw new AssertionError(s.position() + " after " + m + ": the solver says "
                + solution.value(m) + ", minimax " + expected);
          }
        }
        if (solution.pointsDifference() != best || solver.value(s) != best) {
          throw new AssertionError(s.position() + ": the solver says "
              + solution.pointsDifference() + " and " + solver.value(s) + ", minimax " + best);
        }
      }
      int endgames = 0;
      for (long seed = first; seed < first + n; seed++) {
        GameState s = randomPosition(rules, seed + (1L << 40),
            2 * rules.handSize() + (int) Long.remainderUnsigned(seed, 5));
        if (s.isOver()) {
          continue;
        }
        endgames++;
        with.clear();
        without.clear();
        int a = with.value(s);
        int b = without.value(s);
        if (a != b) {
          throw new AssertionError(s.position() + ": " + a + " with the endgame databases, " + b
              + " without");
        }
      }
      System.out.printf(Locale.ROOT,
          "%s: %d positions (%d moves) agree with minimax; %d positions near the stock's end agree "
              + "with and without the endgame databases (database: %s); %.0f s%n",
          rules.notation(), n, minimaxMoves, endgames,
          Solver.hasEndgameDatabase(rules) ? "yes" : "none", (System.nanoTime() - t0) / 1e9);
      System.out.flush();
    }
  }

  /** Plain minimax through the engine's moves: the final difference for {@code seat}. */
  static int minimax(GameState s, int seat) {
    if (s.isOver()) {
      return s.points(seat) - s.points(1 - seat);
    }
    boolean max = s.toMove() == seat;
    int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (Move m : s.legalMoves()) {
      int v = minimax(s.play(m), seat);
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** Plays random moves from a seeded deal until at most {@code left} cards remain to be played. */
  static GameState randomPosition(Rules rules, long seed, int left) {
    SplitMix64 random = new SplitMix64(seed);
    GameState s = GameState.deal(rules, seed);
    while (s.remainingPlays() > left) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.uniform(moves.size())));
    }
    return s;
  }
}
