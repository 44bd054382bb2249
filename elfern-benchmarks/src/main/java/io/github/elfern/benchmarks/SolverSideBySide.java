package io.github.elfern.benchmarks;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Two builds of the whole-deal solver on the same deals, in one run and one thread: each build's
 * {@code elfern-core}, {@code elfern-bots} and {@code elfern-endgames} are loaded by a class loader
 * of their own, and every deal is solved by both, one after the other (which goes first
 * alternates), each from empty tables ({@code Solver.clear()}), its value only ({@code
 * SolvedDeal.solve}, as {@code elfern solve --random} does), timed in the thread's CPU time. The
 * two values of every deal must be the same: the run stops at the first deal where they differ.
 *
 * <p>Deal {@code i} of a preset is dealt from the deck seed {@code Tournament.deckSeed(FRESH,
 * seed, i)}, as {@code elfern solve --random N --seed S} deals it. It prints, per preset and build,
 * the median, 90th and 99th percentile, maximum and mean in milliseconds and the positions
 * searched, and the ratio of the two builds' figures (A over B).
 *
 * <pre>
 * java -cp elfern-benchmarks/target/classes io.github.elfern.benchmarks.SolverSideBySide \
 *     A_CLASSPATH B_CLASSPATH DEALS SEED GAME...
 * </pre>
 *
 * <p>Each class path lists the three artifacts (jars or class directories) separated by the
 * platform's path separator. {@code elfern-benchmarks/scripts/solver-vs-commit.sh} builds a
 * commit's artifacts and runs this against the working tree's.
 */
public final class SolverSideBySide {

  private SolverSideBySide() {}

  /** One build of the solver, reached by reflection through a class loader of its own. */
  private static final class Build {
    final String name;
    final Method parse;
    final Method solve;
    final Method clear;
    final Method nodes;
    final Method forehandPoints;
    final Object solver;

    Build(String name, String classPath) throws ReflectiveOperationException {
      this.name = name;
      List<URL> urls = new ArrayList<>();
      for (String p : classPath.split(File.pathSeparator)) {
        try {
          urls.add(new File(p).toURI().toURL());
        } catch (MalformedURLException e) {
          throw new IllegalArgumentException("not a path: " + p, e);
        }
      }
      ClassLoader loader = new URLClassLoader(name, urls.toArray(URL[]::new),
          ClassLoader.getPlatformClassLoader());
      Class<?> rules = loader.loadClass("io.github.elfern.rules.Rules");
      Class<?> solverClass = loader.loadClass("io.github.elfern.bot.Solver");
      Class<?> solved = loader.loadClass("io.github.elfern.bot.SolvedDeal");
      parse = rules.getMethod("parse", String.class);
      solve = solved.getMethod("solve", rules, long.class, long.class, solverClass);
      forehandPoints = solved.getMethod("forehandPoints");
      clear = solverClass.getMethod("clear");
      nodes = solverClass.getMethod("nodes");
      solver = solverClass.getConstructor().newInstance();
    }

    Object rules(String game) throws ReflectiveOperationException {
      return parse.invoke(null, game);
    }

    /** Solves deal {@code deal}; returns forehand's points, and the CPU nanoseconds in {@code t}. */
    int solve(Object rules, long seed, long deal, ThreadMXBean mx, long[] t)
        throws ReflectiveOperationException {
      clear.invoke(solver);
      long t0 = mx.getCurrentThreadCpuTime();
      Object d = solve.invoke(null, rules, seed, deal, solver);
      t[0] = mx.getCurrentThreadCpuTime() - t0;
      return (Integer) forehandPoints.invoke(d);
    }

    long nodes() throws ReflectiveOperationException {
      return (Long) nodes.invoke(solver);
    }
  }

  /**
   * Runs the comparison.
   *
   * @param args the two class paths, the number of deals a preset, the seed, and the presets
   * @throws Exception if a build cannot be loaded, or the two builds disagree on a value
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 5) {
      System.err.println("usage: SolverSideBySide A_CLASSPATH B_CLASSPATH DEALS SEED GAME...");
      System.exit(2);
    }
    Build a = new Build("A", args[0]);
    Build b = new Build("B", args[1]);
    int deals = Integer.parseInt(args[2]);
    long seed = Long.parseUnsignedLong(args[3]);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long[] t = new long[1];
    for (int g = 4; g < args.length; g++) {
      String game = args[g];
      Object ra = a.rules(game);
      Object rb = b.rules(game);
      // Warm-up: deals of another seed, both builds, untimed.
      for (int i = 0; i < Math.min(5, deals); i++) {
        a.solve(ra, seed + 1_000_003L, i, mx, t);
        b.solve(rb, seed + 1_000_003L, i, mx, t);
      }
      double[] ta = new double[deals];
      double[] tb = new double[deals];
      long na = a.nodes();
      long nb = b.nodes();
      for (int i = 0; i < deals; i++) {
        int va;
        int vb;
        if ((i & 1) == 0) {
          va = a.solve(ra, seed, i, mx, t);
          ta[i] = t[0] / 1e6;
          vb = b.solve(rb, seed, i, mx, t);
          tb[i] = t[0] / 1e6;
        } else {
          vb = b.solve(rb, seed, i, mx, t);
          tb[i] = t[0] / 1e6;
          va = a.solve(ra, seed, i, mx, t);
          ta[i] = t[0] / 1e6;
        }
        if (va != vb) {
          throw new AssertionError(game + " deal " + i + " of seed " + seed
              + ": forehand's points " + va + " (A) and " + vb + " (B)");
        }
      }
      na = a.nodes() - na;
      nb = b.nodes() - nb;
      double[] sa = stats(ta);
      double[] sb = stats(tb);
      System.out.printf(Locale.ROOT, "%s: %d deals from seed %d, the same values in A and B%n",
          game, deals, seed);
      System.out.printf(Locale.ROOT, "  %-5s %9s %9s %9s %9s %9s %14s%n", "", "median", "p90",
          "p99", "max", "mean", "positions");
      System.out.printf(Locale.ROOT, "  %-5s %9.2f %9.2f %9.2f %9.1f %9.2f %14d%n", "A", sa[0],
          sa[1], sa[2], sa[3], sa[4], na);
      System.out.printf(Locale.ROOT, "  %-5s %9.2f %9.2f %9.2f %9.1f %9.2f %14d%n", "B", sb[0],
          sb[1], sb[2], sb[3], sb[4], nb);
      System.out.printf(Locale.ROOT, "  %-5s %8.2fx %8.2fx %8.2fx %8.2fx %8.2fx %13.2fx%n", "A/B",
          sa[0] / sb[0], sa[1] / sb[1], sa[2] / sb[2], sa[3] / sb[3], sa[4] / sb[4],
          (double) na / nb);
      double[] ratio = new double[deals];
      for (int i = 0; i < deals; i++) {
        ratio[i] = ta[i] / Math.max(tb[i], 1e-3);
      }
      Arrays.sort(ratio);
      System.out.printf(Locale.ROOT, "  A/B deal by deal: median %.2fx, p10 %.2fx, p90 %.2fx%n",
          ratio[deals / 2], ratio[deals / 10], ratio[Math.min(deals - 1, deals * 9 / 10)]);
      System.out.printf(Locale.ROOT, "  B: a million deals take %.1f CPU hours (from the mean)%n",
          sb[4] * 1e6 / 3.6e6);
      System.out.flush();
    }
  }

  /** {@return the median, 90th and 99th percentile, maximum and mean of {@code ms}} */
  private static double[] stats(double[] ms) {
    double[] s = ms.clone();
    Arrays.sort(s);
    int n = s.length;
    double sum = 0;
    for (double x : s) {
      sum += x;
    }
    return new double[] {s[n / 2], s[(int) Math.ceil(n * 0.9) - 1],
        s[(int) Math.ceil(n * 0.99) - 1], s[n - 1], sum / n};
  }
}
