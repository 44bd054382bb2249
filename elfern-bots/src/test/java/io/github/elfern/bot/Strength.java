package io.github.elfern.bot;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * The tests' strength floors: plays a {@link Tournament} between two contestants on paired decks
 * and reports the share of decided deals (ties left out) that A won, with its Wilson 95%
 * interval, and each side's time per move (median, 99th percentile, worst). The names accept
 * every {@link Bots#create} spec, {@code solver}, {@code greedy} (the test bot {@link GreedyBot})
 * and {@code appai} (the test bot {@link AppAiBot}). The bot-strength program of BENCHMARKS.md is
 * {@code io.github.elfern.benchmarks.Strength}, in the {@code elfern-benchmarks} module.
 */
final class Strength {

  private Strength() {}

  /** One pairing's figures. */
  record Report(Tournament.Result result, long[] nanosA, long[] nanosB) {

    /** {@return A's share of the decided deals} */
    double decided() {
      return (double) result.wins() / (result.wins() + result.losses());
    }

    /** {@return the Wilson 95% interval of {@link #decided()}} */
    double[] interval() {
      return Tournament.wilson(result.wins(), result.wins() + result.losses(), 1.959964);
    }

    @Override
    public String toString() {
      double[] ci = interval();
      return String.format(Locale.ROOT,
          "%s vs %s: %d deals, %d won, %d lost, %d tied; decided %.3f [%.3f, %.3f];"
              + " ms/move %s: %s, %s: %s",
          result.a(), result.b(), result.deals(), result.wins(), result.losses(), result.ties(),
          decided(), ci[0], ci[1], result.a(), times(nanosA), result.b(), times(nanosB));
    }
  }

  static Contestant contestant(String spec) {
    return switch (spec.strip()) {
      case "greedy" -> Contestant.of(GreedyBot.INSTANCE);
      case "appai" -> Contestant.of(AppAiBot.INSTANCE);
      default -> Contestant.parse(spec);
    };
  }

  /** Plays {@code decks} paired decks. */
  static Report run(Rules rules, String a, String b, int decks, long seed) {
    Timed ta = new Timed(contestant(a));
    Timed tb = new Timed(contestant(b));
    Tournament.Result r = new Tournament(rules, ta, tb).play(decks, seed);
    return new Report(r, ta.nanos(), tb.nanos());
  }

  static String times(long[] nanos) {
    if (nanos.length == 0) {
      return "-";
    }
    long[] s = nanos.clone();
    Arrays.sort(s);
    return String.format(Locale.ROOT, "median %.3f p99 %.3f max %.3f (%d moves)",
        s[s.length / 2] / 1e6, s[(int) Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)]
            / 1e6, s[s.length - 1] / 1e6, s.length);
  }

  /** A contestant that records how long each choice took (one thread). */
  private static final class Timed implements Contestant {
    private final Contestant inner;
    private long[] nanos = new long[1024];
    private int n;

    Timed(Contestant inner) {
      this.inner = inner;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public Move choose(GameState state, RandomGenerator random) {
      long t = System.nanoTime();
      Move m = inner.choose(state, random);
      if (n == nanos.length) {
        nanos = Arrays.copyOf(nanos, n * 2);
      }
      nanos[n++] = System.nanoTime() - t;
      return m;
    }

    long[] nanos() {
      return Arrays.copyOf(nanos, n);
    }
  }
}
