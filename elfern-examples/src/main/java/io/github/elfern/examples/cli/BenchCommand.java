package io.github.elfern.examples.cli;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code bench} command: the reference random-playout workload, so that any implementation can
 * be compared in one line.
 *
 * <p>For seed = 1..N: a SplitMix64 generator seeded with the seed; the portable shuffle of the deck
 * from it (31 calls); the deal; then until the deal is over, the seat to play picks {@code
 * legal[uniform(k)]} from its k legal cards in canonical order, exactly one call per card played.
 * The checksums are the sum of forehand's points and the number of deals forehand wins (11+).
 * Fünfzehnern has no winner (each seat settles against 15), so only the points are printed there.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = "Runs the reference random-playout workload and prints speed and checksums.")
final class BenchCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(names = {"-n", "--playouts"}, defaultValue = "1000000", description = "Number of playouts N (default ${DEFAULT-VALUE}).")
  long playouts;

  @Option(names = "--warmup", defaultValue = "1000000", description = "Playouts run first and not timed (default ${DEFAULT-VALUE}: enough for the JIT and for the heap to reach its size, so that the timed run measures neither).")
  long warmup;

  @Option(names = "--game", defaultValue = "elfern", completionCandidates = PresetIds.class,
      description = "Preset id: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  String game;

  /** The checksums of one run of the workload. */
  @Option(names = "--api", defaultValue = "state", description = "Which engine API plays: state (the immutable GameState) or search (the mutable DealCursor, play without allocation) (default ${DEFAULT-VALUE}).")
  String api;

  record Checksums(long forehandPoints, long forehandWins) {}

  /** Playouts per call of the warm-up. */
  private static final long WARMUP_CALL = 100;

  /** Runs the workload for seeds 1..n. */
  static Checksums run(Rules rules, long n) {
    return run(rules, 1, n);
  }

  /** Runs the workload for seeds first..first+n-1. */
  static Checksums run(Rules rules, long first, long n) {
    CardSet deck = rules.deck();
    long points = 0;
    long wins = 0;
    int winAt = rules.winAt();
    for (long seed = first; seed < first + n; seed++) {
      SplitMix64 random = new SplitMix64(seed);
      GameState s = GameState.deal(rules, Deck.shuffled(deck, random));
      while (!s.isOver()) {
        CardSet legal = s.legalCards();
        s = s.play(legal.get(random.uniform(legal.size())));
      }
      int p = s.points(0);
      points += p;
      if (p >= winAt) {
        wins++;
      }
    }
    return new Checksums(points, wins);
  }

  /**
   * The same workload on one reused {@link DealCursor}, dealt from the generator without making a
   * deck: the same deals and picks, so the same checksums, and no allocation but the generator.
   */
  static Checksums runSearch(Rules rules, long n) {
    return runSearch(rules, 1, n);
  }

  /** {@link #runSearch(Rules, long)} for seeds first..first+n-1. */
  static Checksums runSearch(Rules rules, long first, long n) {
    CardSet deck = rules.deck();
    long points = 0;
    long wins = 0;
    int winAt = rules.winAt();
    DealCursor c = DealCursor.deal(rules, Deck.canonical(deck));
    for (long seed = first; seed < first + n; seed++) {
      SplitMix64 random = new SplitMix64(seed);
      c.reset(rules, random); // the portable shuffle, dealt without making a Deck
      while (!c.isOver()) {
        int legal = c.legalMask();
        int k = random.uniform(Integer.bitCount(legal));
        for (; k > 0; k--) {
          legal &= legal - 1;
        }
        c.play(Integer.numberOfTrailingZeros(legal));
      }
      int p = c.points(0);
      points += p;
      if (p >= winAt) {
        wins++;
      }
    }
    return new Checksums(points, wins);
  }

  @Override
  public Integer call() {
    if (playouts < 1) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--playouts must be at least 1, got " + playouts);
    }
    if (warmup < 0) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--warmup must not be negative, got " + warmup);
    }
    boolean search;
    if (api.equals("search")) {
      search = true;
    } else if (api.equals("state")) {
      search = false;
    } else {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--api must be state or search, got " + api);
    }
    Rules rules = UsageError.of("--game", () -> Rules.preset(game));
    PrintWriter out = spec.commandLine().getOut();
    // Warm up in many short calls, not one long one: the JIT then compiles the whole loop
    // method, and the timed call starts in that code instead of in a loop compiled on the fly.
    for (long done = 0; done < warmup; done += WARMUP_CALL) {
      long k = Math.min(WARMUP_CALL, warmup - done);
      if (search) {
        runSearch(rules, done + 1, k);
      } else {
        run(rules, done + 1, k);
      }
    }
    Checksums c;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    boolean cpu = threads.isCurrentThreadCpuTimeSupported();
    long cpu0 = cpu ? threads.getCurrentThreadCpuTime() : 0;
    long t0 = System.nanoTime();
    c = search ? runSearch(rules, playouts) : run(rules, playouts);
    long ns = System.nanoTime() - t0;
    long cpuNs = cpu ? threads.getCurrentThreadCpuTime() - cpu0 : 0;
    out.printf(Locale.ROOT, "game %s, api %s, %d playouts in %.3f s: %.0f playouts/s, %.1f ns/playout%n",
        rules.notation(), api, playouts, ns / 1e9, playouts * 1e9 / ns, (double) ns / playouts);
    if (cpu) { // on a loaded machine, the time this thread ran is the steadier figure
      out.printf(Locale.ROOT, "thread cpu time: %.1f ns/playout%n", (double) cpuNs / playouts);
    }
    if (rules.hasWinner()) {
      out.printf(Locale.ROOT, "checksums: forehand points %d, forehand wins %d%n",
          c.forehandPoints(), c.forehandWins());
    } else {
      out.printf(Locale.ROOT, "checksum: forehand points %d (no winner in %s: each seat settles"
          + " against %d)%n", c.forehandPoints(), rules.preset().id(),
          rules.totalPoints() / rules.players());
    }
    out.flush();
    return 0;
  }
}
