package io.github.elfern.bot;

import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.Locale;

/**
 * Old solver against new on the same whole deals from the first lead, one run, one thread: the
 * time per deal of the new
 * solver's {@code value}, its {@code solve} (every first lead valued) and the old solver's {@code
 * solve}, with median, 90th percentile and maximum; wall-clock time (the test module cannot read
 * thread CPU time), so run it on a quiet machine or compare the ratios. A measurement, not a test. Run with {@code
 * java -cp elfern-core/target/classes:elfern-core/target/test-classes
 * io.github.elfern.bot.SolverComparison GAME DEALS [old]}.
 */
public final class SolverComparison {
  private SolverComparison() {}

  public static void main(String[] args) {
    Rules rules = Rules.parse(args.length > 0 ? args[0] : "elfern");
    int deals = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    boolean old = args.length > 2 && args[2].equals("old");
    double[] value = new double[deals];
    double[] solve = new double[deals];
    double[] before = new double[deals];
    Solver solver = new Solver();
    OldSolver oldSolver = old ? new OldSolver() : null;
    for (int i = 0; i < deals; i++) {
      GameState s = GameState.deal(rules, 1000L + i);
      long t0 = System.nanoTime();
      int v = solver.value(s);
      long t1 = System.nanoTime();
      int w = solver.solve(s).pointsDifference();
      long t2 = System.nanoTime();
      value[i] = (t1 - t0) / 1e6;
      solve[i] = (t2 - t1) / 1e6;
      String line = String.format(Locale.ROOT, "deal %d: value %+d in %.1f ms, solve %.1f ms",
          1000 + i, v, value[i], solve[i]);
      if (v != w) {
        throw new AssertionError("value and solve disagree on deal " + (1000 + i));
      }
      if (old) {
        long t3 = System.nanoTime();
        int o = oldSolver.solve(s).pointsDifference();
        before[i] = (System.nanoTime() - t3) / 1e6;
        line += String.format(Locale.ROOT, ", old solve %.1f ms (%.1fx)", before[i],
            before[i] / solve[i]);
        if (o != v) {
          throw new AssertionError("old and new disagree on deal " + (1000 + i));
        }
      }
      System.out.println(line);
    }
    System.out.println(rules.notation() + ", " + deals + " deals, ms:");
    System.out.println("  new value  " + stats(value));
    System.out.println("  new solve  " + stats(solve));
    if (old) {
      System.out.println("  old solve  " + stats(before));
    }
  }

  private static String stats(double[] ms) {
    double[] s = ms.clone();
    Arrays.sort(s);
    return String.format(Locale.ROOT, "median %.1f  p90 %.1f  max %.1f", s[s.length / 2],
        s[(int) Math.ceil(s.length * 0.9) - 1], s[s.length - 1]);
  }
}
