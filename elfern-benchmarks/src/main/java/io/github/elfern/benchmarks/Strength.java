package io.github.elfern.benchmarks;

import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.SeatKey;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;

/**
 * The bot-strength program of {@code BENCHMARKS.md} ("Bot strength"): seats one contestant per
 * seat at a {@link Table}, plays paired decks (each deck once per rotation of the seats, so with
 * two players each deck twice, seats swapped, exactly as {@link Tournament#play} deals) and
 * prints the first contestant's figures with their Wilson 95% interval, and the time each
 * contestant took a move, measured as the CPU time of the thread that chose it.
 *
 * <p>Usage: {@code java -cp elfern-benchmarks/target/benchmarks.jar
 * io.github.elfern.benchmarks.Strength RULES BOTS DEALS SEED [THREADS] [GOAL]}, e.g. {@code ...
 * Strength elfern best,heuristic 2000 2025} or {@code ... Strength "fuenfzehnern players=3"
 * best,heuristic,heuristic 2001 2025 1 0.5}. {@code BOTS} names one contestant per seat, comma
 * separated ({@link Contestant#parse}); {@code DEALS} is rounded up to whole decks. With two
 * players the measure is the share of the decided deals (ties left out) that the first
 * contestant won; with three or four, its share of the deals in which its points are highest, a
 * tie at the top split. With {@code GOAL}, the last line says whether the interval's lower end
 * clears it. The tallies are the same on every machine and for any number of threads; the times
 * are not.
 */
public final class Strength {

  private Strength() {}

  /**
   * A contestant that records the thread CPU time of each of its choices.
   */
  static final class Timed implements Contestant {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final Contestant inner;
    private long[] nanos = new long[4096];
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
      long t = THREADS.getCurrentThreadCpuTime();
      Move m = inner.choose(state, random);
      long spent = THREADS.getCurrentThreadCpuTime() - t;
      synchronized (this) {
        if (n == nanos.length) {
          nanos = Arrays.copyOf(nanos, n * 2);
        }
        nanos[n++] = spent;
      }
      return m;
    }

    synchronized long[] nanos() {
      return Arrays.copyOf(nanos, n);
    }
  }

  /** {@return median, 99th percentile and worst of the times, in milliseconds} */
  static double[] quantiles(long[] nanos) {
    if (nanos.length == 0) {
      return new double[] {0, 0, 0};
    }
    long[] s = nanos.clone();
    Arrays.sort(s);
    return new double[] {s[(s.length - 1) / 2] / 1e6,
        s[(int) Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)] / 1e6,
        s[s.length - 1] / 1e6};
  }

  /**
   * {@return the table row of BENCHMARKS.md: the measure of the first contestant with its Wilson
   * 95% interval, and its median and 99th-percentile thread CPU time a move}
   */
  static String row(String rules, String[] specs, Table.Result r, int won, int lost, int tied,
      long[] nanos) {
    double[] q = quantiles(nanos);
    if (specs.length == 2) {
      double measure = (double) won / Math.max(1, won + lost);
      double[] ci = won + lost == 0 ? new double[] {0, 1}
          : Tournament.wilson(won, won + lost, 1.959964);
      return String.format(Locale.ROOT, "| `%s` | %s vs %s | %d / %d / %d | **%.1f%%** [%.1f, "
          + "%.1f] | %.2f / %.2f |", rules, specs[0].strip(), specs[1].strip(), won, lost, tied,
          100 * measure, 100 * ci[0], 100 * ci[1], q[0], q[1]);
    }
    double[] ci = r.shareInterval(0);
    return String.format(Locale.ROOT, "| `%s` | %s | %.1f of %d | **%.1f%%** [%.1f, %.1f] | "
        + "%.2f / %.2f |", rules, String.join(", ", specs), r.standings().get(0).won(),
        r.deals(), 100 * r.share(0), 100 * ci[0], 100 * ci[1], q[0], q[1]);
  }

  /**
   * Runs one row.
   *
   * @param args rules, contestants (comma separated), deals, seed, then optionally threads and
   *     the goal
   * @throws Exception if a thread fails
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 4 || args.length > 6) {
      System.err.println("usage: Strength RULES BOTS DEALS SEED [THREADS] [GOAL]");
      System.exit(2);
      return;
    }
    Rules rules = Rules.parse(args[0]);
    String[] specs = args[1].split(",", -1);
    int players = rules.players();
    if (specs.length != players) {
      System.err.println(args[0] + " seats " + players + " players; give one contestant each");
      System.exit(2);
      return;
    }
    int deals = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
    double goal = args.length > 5 ? Double.parseDouble(args[5]) : Double.NaN;
    int decks = Math.max(1, (deals + players - 1) / players);
    deals = decks * players;

    List<Timed> timed = new ArrayList<>();
    List<Contestant> seats = new ArrayList<>();
    for (String spec : specs) {
      // one instance per contestant: its times are its own
      Timed t = new Timed(Contestant.parse(spec));
      timed.add(t);
      seats.add(t);
    }
    Table table = new Table(rules, seats);
    SeatKey key = SeatKey.fromSeed(seed);
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<Table.Deal>> futures = new ArrayList<>();
    for (int d = 0; d < deals; d++) {
      long deal = d;
      futures.add(pool.submit(() -> table.playDeal(deal, Tournament.Decks.PAIRED, seed, key)));
    }
    Table.Tally tally = new Table.Tally(table.names(), Tournament.Decks.PAIRED);
    int won = 0;
    int lost = 0;
    int tied = 0;
    try {
      for (Future<Table.Deal> f : futures) {
        Table.Deal d = f.get();
        tally.add(d);
        double share = d.shares()[0];
        if (share == 1) {
          won++;
        } else if (share == 0) {
          lost++;
        } else {
          tied++;
        }
        int done = won + lost + tied;
        if (done % 100 == 0 && done < deals) {
          // a running tally on standard error, in deal order: a run cut short still tells
          System.err.println(done + " deals: " + row(args[0], specs, tally.result(), won, lost,
              tied, timed.get(0).nanos()));
        }
      }
    } catch (ExecutionException e) {
      pool.shutdownNow();
      throw e;
    }
    pool.shutdown();
    double seconds = (System.nanoTime() - start) / 1e9;
    Table.Result r = tally.result();
    System.out.printf(Locale.ROOT, "%s, %s: %d deals (%d decks, each once per seat rotation), "
        + "seed %d, %d threads, %.0f s%n", args[0], args[1], deals, decks, seed, threads, seconds);
    System.out.println(r);
    for (Timed t : timed) {
      double[] q = quantiles(t.nanos());
      System.out.printf(Locale.ROOT, "%s: ms a move (thread CPU), median %.2f, p99 %.2f, max "
          + "%.2f, %d moves%n", t.name(), q[0], q[1], q[2], t.nanos().length);
    }
    String row = row(args[0], specs, r, won, lost, tied, timed.get(0).nanos());
    double[] ci = players == 2
        ? (won + lost == 0 ? new double[] {0, 1} : Tournament.wilson(won, won + lost, 1.959964))
        : r.shareInterval(0);
    System.out.println(row);
    if (!Double.isNaN(goal)) {
      System.out.printf(Locale.ROOT, "goal %.1f%%: %s (lower end %.1f%%)%n", 100 * goal,
          ci[0] >= goal ? "met" : "not met", 100 * ci[0]);
    }
  }
}
