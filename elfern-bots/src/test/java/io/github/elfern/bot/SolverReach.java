package io.github.elfern.bot;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Prints how long the exact solver takes, by the number of cards still to be played (hands and
 * stock), on positions reached by random play: a measurement, not a test. Run with
 * {@code java -cp elfern-core/target/classes:elfern-core/target/test-classes
 * io.github.elfern.bot.SolverReach [rules...]}.
 */
public final class SolverReach {
  private SolverReach() {}

  public static void main(String[] args) {
    List<String> games = args.length == 0 ? List.of("elfern", "elfern-trumps") : List.of(args);
    int positions = 8;
    for (String game : games) {
      Rules rules = Rules.parse(game);
      for (int left = 12; left <= 32; left += 2) {
        double[] ms = new double[positions];
        long nodes = 0;
        for (int p = 0; p < positions; p++) {
          SplitMix64 random = new SplitMix64(p * 1_000_003L + left);
          GameState s = GameState.deal(rules, p + 1000L * left);
          while (s.remainingPlays() > left || !s.currentTrick().isEmpty()) {
            List<Move> moves = s.legalMoves();
            s = s.play(moves.get(random.nextInt(moves.size())));
          }
          Solver solver = new Solver(22);
          long t0 = System.nanoTime();
          solver.solve(s);
          ms[p] = (System.nanoTime() - t0) / 1e6;
          nodes += solver.nodes();
        }
        Arrays.sort(ms);
        System.out.printf(Locale.ROOT, "%-14s %2d cards left: median %9.1f ms, max %9.1f ms, %,d nodes%n",
            game, left, ms[positions / 2], ms[positions - 1], nodes / positions);
        if (ms[positions / 2] > 20_000) {
          break;
        }
      }
    }
  }
}
