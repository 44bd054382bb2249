package io.github.elfern.spark;

import io.github.elfern.bot.Contestant;
import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.bot.Solver;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;

/**
 * The rows of a study: its Parquet schema, and the task that turns a partition's deal numbers
 * into rows. The columns of solved deals and of tournaments are those of the CSV tables of {@code
 * elfern solve --random --out} and {@code elfern simulate --out FILE.csv}, with the same names and
 * values; a table's have a group of columns per bot, {@code a_} to {@code d_} (docs/studies.md).
 *
 * <p>A task keeps nothing between deals that changes a row (its solver's tables change only the
 * time) and has no side effect: Spark may run it again, on another executor, and gets the same
 * rows but for the times.
 */
final class DealRows implements MapPartitionsFunction<Long, Row> {
  private static final long serialVersionUID = 1L;

  /** The type of a deck seed: an unsigned 64-bit integer, exactly. */
  static final DataType SEED = DataTypes.createDecimalType(20, 0);

  /** The columns of a solved deal. */
  static final StructType SOLVE = new StructType(new StructField[] {
      field("deal", DataTypes.LongType),
      field("deck_seed", SEED),
      field("deck", DataTypes.StringType),
      field("forehand_points", DataTypes.IntegerType),
      field("dealer_points", DataTypes.IntegerType),
      field("value", DataTypes.IntegerType),
      field("result", DataTypes.StringType),
      field("outcome", DataTypes.StringType),
      field("cpu_ms", DataTypes.DoubleType)});

  /** The columns of a tournament's deal, from bot A's side. */
  static final StructType TOURNAMENT = new StructType(new StructField[] {
      field("deal", DataTypes.LongType),
      field("deck_seed", SEED),
      field("deck", DataTypes.StringType),
      field("a_forehand", DataTypes.BooleanType),
      field("a_points", DataTypes.IntegerType),
      field("b_points", DataTypes.IntegerType),
      field("result", DataTypes.StringType),
      field("forfeit", DataTypes.StringType),
      field("a_moves", DataTypes.IntegerType),
      field("a_ms", DataTypes.DoubleType),
      field("a_max_ms", DataTypes.DoubleType),
      field("b_moves", DataTypes.IntegerType),
      field("b_ms", DataTypes.DoubleType),
      field("b_max_ms", DataTypes.DoubleType)});

  private static StructField field(String name, DataType type) {
    return DataTypes.createStructField(name, type, false);
  }

  /** {@return the letter of the bot at place {@code i} of a table: "a" to "d"} */
  static String letter(int i) {
    return Character.toString('a' + i);
  }

  /**
   * Returns the columns of a table's deal with {@code n} bots, {@code x} standing for each
   * bot's letter ({@code a} to {@code d}): {@code deal}, {@code deck_seed}, {@code deck}; per
   * bot {@code x_seat}, {@code x_points}, {@code x_settlement}, {@code x_share}; {@code top} (the
   * letters of the bots whose points are highest, e.g. {@code "a"} or {@code "b,c"}), {@code
   * forfeit}; per bot {@code x_moves}, {@code x_ms}, {@code x_max_ms}; {@code cpu_ms}.
   *
   * @param n the bots, 2 to 4
   * @return the schema
   */
  static StructType table(int n) {
    List<StructField> f = new ArrayList<>(List.of(field("deal", DataTypes.LongType),
        field("deck_seed", SEED), field("deck", DataTypes.StringType)));
    for (int i = 0; i < n; i++) {
      String x = letter(i);
      f.add(field(x + "_seat", DataTypes.IntegerType));
      f.add(field(x + "_points", DataTypes.IntegerType));
      f.add(field(x + "_settlement", DataTypes.IntegerType));
      f.add(field(x + "_share", DataTypes.DoubleType));
    }
    f.add(field("top", DataTypes.StringType));
    f.add(field("forfeit", DataTypes.StringType));
    for (int i = 0; i < n; i++) {
      String x = letter(i);
      f.add(field(x + "_moves", DataTypes.IntegerType));
      f.add(field(x + "_ms", DataTypes.DoubleType));
      f.add(field(x + "_max_ms", DataTypes.DoubleType));
    }
    f.add(field("cpu_ms", DataTypes.DoubleType));
    return new StructType(f.toArray(StructField[]::new));
  }

  /** {@return the columns of the study's rows} */
  static StructType schema(Study study) {
    return switch (study.kind()) {
      case SOLVE -> SOLVE;
      case TOURNAMENT -> TOURNAMENT;
      case TABLE -> table(study.bots().size());
    };
  }

  // Only what a task needs, serializable: the rules travel as their notation.
  private final Study.Kind kind;
  private final String rules;
  private final long seed;
  private final String[] bots;
  private final boolean paired;
  private final int[] failFirstAttempts;
  private final LongAccumulator done; // the deals done, for the progress; may be null

  /**
   * Makes the task of a study.
   *
   * @param study the study
   * @param done an accumulator each deal adds 1 to (the progress report), or null
   */
  DealRows(Study study, LongAccumulator done) {
    this.done = done;
    this.kind = study.kind();
    this.rules = study.rules().notation();
    this.seed = study.seed();
    this.bots = study.bots().toArray(String[]::new);
    this.paired = study.paired();
    this.failFirstAttempts = study.failFirstAttempts();
  }

  @Override
  public Iterator<Row> call(Iterator<Long> deals) {
    TaskContext task = TaskContext.get();
    if (task != null && task.attemptNumber() == 0) {
      for (int p : failFirstAttempts) {
        if (p == task.partitionId()) {
          throw new IllegalStateException("failure injected into the first attempt of "
              + "partition " + p + " (a test of retries)");
        }
      }
    }
    Rules r = Rules.parse(rules);
    return switch (kind) {
      case SOLVE -> solving(r, deals);
      case TOURNAMENT -> playing(r, deals);
      case TABLE -> seating(r, deals);
    };
  }

  /** The rows of solved deals, one at a time: a partition's rows are never all in memory. */
  private Iterator<Row> solving(Rules r, Iterator<Long> deals) {
    Solver solver = new Solver();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    boolean cpu = mx.isCurrentThreadCpuTimeSupported();
    return map(deals, deal -> {
      solver.clear(); // each deal timed from empty tables, as elfern solve --random times it
      long t0 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
      SolvedDeal d = SolvedDeal.solve(r, seed, deal, solver);
      long t = (cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime()) - t0;
      return solveRow(d, t);
    });
  }

  /** The rows of a tournament's deals, one at a time. */
  private Iterator<Row> playing(Rules r, Iterator<Long> deals) {
    Tournament t = new Tournament(r, Contestant.parse(bots[0]), Contestant.parse(bots[1]));
    Tournament.Decks decks = paired ? Tournament.Decks.PAIRED : Tournament.Decks.FRESH;
    SeatKey key = SeatKey.fromSeed(seed);
    return map(deals, deal -> {
      Tournament.Deal d = t.playDeal(deal, decks, seed, key);
      return tournamentRow(d, Deck.shuffled(r.deck(), d.deckSeed()));
    });
  }

  /** The rows of a table's deals, one at a time, each with the thread's CPU time for it. */
  private Iterator<Row> seating(Rules r, Iterator<Long> deals) {
    List<Contestant> seats = new ArrayList<>();
    for (String b : bots) {
      seats.add(Contestant.parse(b));
    }
    Table t = new Table(r, seats);
    Tournament.Decks decks = paired ? Tournament.Decks.PAIRED : Tournament.Decks.FRESH;
    SeatKey key = SeatKey.fromSeed(seed);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    boolean cpu = mx.isCurrentThreadCpuTimeSupported();
    return map(deals, deal -> {
      long t0 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
      Table.Deal d = t.playDeal(deal, decks, seed, key);
      long nanos = (cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime()) - t0;
      return tableRow(d, Deck.shuffled(r.deck(), d.deckSeed()), nanos);
    });
  }

  /**
   * Returns a table's deal as a row ({@link #table(int)}).
   *
   * @param d the deal, per bot
   * @param deck its deck
   * @param cpuNanos the thread's CPU time for the deal
   * @return the row
   */
  static Row tableRow(Table.Deal d, Deck deck, long cpuNanos) {
    int[] seats = d.seats();
    int[] points = d.points();
    int[] settlement = d.settlement();
    double[] shares = d.shares();
    int[] moves = d.moves();
    long[] nanos = d.nanos();
    long[] max = d.maxNanos();
    int n = points.length;
    List<Object> v = new ArrayList<>(List.of(d.deal(), seed(d.deckSeed()), deck.notation()));
    List<String> top = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      v.add(seats[i]);
      v.add(points[i]);
      v.add(settlement[i]);
      v.add(shares[i]);
      if (shares[i] > 0) {
        top.add(letter(i));
      }
    }
    v.add(String.join(",", top));
    v.add(d.forfeit() < 0 ? "none" : letter(d.forfeit()));
    for (int i = 0; i < n; i++) {
      v.add(moves[i]);
      v.add(nanos[i] / 1e6);
      v.add(max[i] / 1e6);
    }
    v.add(cpuNanos / 1e6);
    return RowFactory.create(v.toArray());
  }

  /** {@return a solved deal's row} */
  static Row solveRow(SolvedDeal d, long nanos) {
    return RowFactory.create(d.deal(), seed(d.deckSeed()), d.deck().notation(),
        d.forehandPoints(), d.dealerPoints(), d.value(),
        result(d.forehandPoints(), d.dealerPoints()), d.outcome().name().toLowerCase(Locale.ROOT),
        nanos / 1e6);
  }

  /** {@return a tournament deal's row} */
  static Row tournamentRow(Tournament.Deal d, Deck deck) {
    return RowFactory.create(d.deal(), seed(d.deckSeed()), deck.notation(), d.deal() % 2 == 0,
        d.pointsA(), d.pointsB(), result(d.pointsA(), d.pointsB()),
        d.forfeitA() ? "a" : d.forfeitB() ? "b" : "none", d.movesA(), d.nanosA() / 1e6,
        d.maxNanosA() / 1e6, d.movesB(), d.nanosB() / 1e6, d.maxNanosB() / 1e6);
  }

  /** {@return an unsigned 64-bit seed as an exact decimal} */
  static BigDecimal seed(long unsigned) {
    return new BigDecimal(new BigInteger(Long.toUnsignedString(unsigned)));
  }

  /** {@return "win", "tie" or "loss" for the side with {@code mine} points} */
  private static String result(int mine, int theirs) {
    return mine > theirs ? "win" : mine == theirs ? "tie" : "loss";
  }

  /** A function of a deal number that Java's functional interfaces have no primitive for. */
  private interface DealFunction {
    Row apply(long deal);
  }

  private Iterator<Row> map(Iterator<Long> deals, DealFunction f) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return deals.hasNext();
      }

      @Override
      public Row next() {
        if (!deals.hasNext()) {
          throw new NoSuchElementException();
        }
        Row r = f.apply(deals.next());
        if (done != null) {
          done.add(1);
        }
        return r;
      }
    };
  }
}
