package io.github.elfern.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import io.github.elfern.bot.TableSummary;
import io.github.elfern.bot.Tournament;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/**
 * Runs a {@link Study} on a Spark session and writes its output directory: the rows as Parquet
 * in {@code deals/}, and {@code summary.txt}, {@code summary.json} and {@code chart.svg}.
 *
 * <p><b>Replace, never mix.</b> Everything is written first into {@code OUT.incomplete} next to
 * the output, which is renamed to {@code OUT} only when the study is complete. A run that is
 * interrupted leaves {@code OUT} as it was (absent, or an earlier complete study) and an {@code
 * OUT.incomplete} that the next run into {@code OUT} deletes before it starts: so the output is
 * always one whole run, never a mix of two or a run with missing or doubled deals. An existing
 * {@code OUT} is refused unless {@code overwrite} is given; it is then replaced by renaming it to
 * {@code OUT.replaced}, renaming the new study to {@code OUT} and deleting {@code OUT.replaced}.
 * Two studies must not write to the same output at once.
 *
 * <pre>{@code
 * SparkSession spark = SparkSession.builder().master("local[*]").getOrCreate();
 * Summary s = StudyRunner.run(spark, Study.solve(Rules.parse("elfern"), 10_000, 1), "study", false);
 * System.out.print(s.text());
 * }</pre>
 */
public final class StudyRunner {
  private StudyRunner() {}

  /** The suffix of the directory a study is written into before it is complete. */
  public static final String INCOMPLETE = ".incomplete";

  /** {@return the directory a study into {@code out} is written in before it is complete} */
  static String incomplete(String out) {
    String o = out;
    while (o.length() > 1 && o.endsWith("/")) {
      o = o.substring(0, o.length() - 1);
    }
    return o + INCOMPLETE;
  }

  /** The suffix an output that is being replaced takes for a moment. */
  public static final String REPLACED = ".replaced";

  /**
   * Runs {@code study} on {@code spark} into the directory {@code out}.
   *
   * @param spark the session; its default parallelism sets the partitions if the study gives
   *     none
   * @param study the study
   * @param out the output directory, any path Hadoop reads (a local path, {@code hdfs://...})
   * @param overwrite whether an existing output is replaced
   * @return the summary, as written to the output
   * @throws IllegalArgumentException if {@code out} exists and {@code overwrite} is false
   * @throws UncheckedIOException if the output cannot be written
   * @throws RuntimeException if the job fails, e.g. a task failed more often than Spark
   *     retries it (Spark throws its {@code SparkException}, undeclared)
   */
  public static Summary run(SparkSession spark, Study study, String out, boolean overwrite) {
    Objects.requireNonNull(spark, "spark");
    Objects.requireNonNull(study, "study");
    Path target = new Path(Objects.requireNonNull(out, "out"));
    try (FileSystem fs = FileSystem.newInstance(target.toUri(),
        spark.sparkContext().hadoopConfiguration())) {
      fs.setWriteChecksum(false); // no .crc files beside the summaries
      target = fs.makeQualified(target);
      if (fs.exists(target) && !overwrite) {
        throw new IllegalArgumentException(out + " exists: give --overwrite to replace it, or "
            + "another output");
      }
      Path temp = new Path(target.getParent(), target.getName() + INCOMPLETE);
      fs.delete(temp, true); // left by an interrupted run
      int partitions = study.partitions(spark.sparkContext().defaultParallelism());
      java.time.Instant started = java.time.Instant.now();
      long start = System.nanoTime();
      Dataset<Row> rows = spark.range(0, study.deals(), 1, partitions)
          .mapPartitions(new DealRows(study, spark.sparkContext().longAccumulator(
              Progress.ACCUMULATOR)), Encoders.row(DealRows.schema(study)));
      rows.write().parquet(new Path(temp, "deals").toString());

      Dataset<Row> written = spark.read().parquet(new Path(temp, "deals").toString());
      double seconds = (System.nanoTime() - start) / 1e9;
      Summary summary = summarize(study, written).withRun(Provenance.of(
          spark.sparkContext().master(), partitions, started, spark.version(), seconds));
      write(fs, new Path(temp, "summary.txt"), summary.text());
      write(fs, new Path(temp, "summary.json"), summary.json() + "\n");
      write(fs, new Path(temp, "chart.svg"), summary.svg());

      if (fs.exists(target)) {
        Path old = new Path(target.getParent(), target.getName() + REPLACED);
        fs.delete(old, true);
        rename(fs, target, old);
        rename(fs, temp, target);
        fs.delete(old, true);
      } else {
        rename(fs, temp, target);
      }
      return summary;
    } catch (IOException e) {
      throw new UncheckedIOException(out + ": " + e.getMessage(), e);
    }
  }

  /** Sums up the rows of a study as written. */
  static Summary summarize(Study study, Dataset<Row> rows) {
    if (study.kind() == Study.Kind.TABLE) {
      return Summary.ofTable(study, tableTally(study, rows));
    }
    if (study.kind() == Study.Kind.SOLVE) {
      long[] histogram = new long[study.rules().totalPoints() + 1];
      for (Row r : rows.groupBy("forehand_points").count().collectAsList()) {
        histogram[r.getInt(0)] = r.getLong(1);
      }
      Row t = rows.agg(functions.avg("cpu_ms"),
          functions.percentile_approx(col("cpu_ms"), lit(0.5), lit(10_000)),
          functions.percentile_approx(col("cpu_ms"), lit(0.9), lit(10_000)),
          functions.max("cpu_ms"), functions.sum("cpu_ms")).first();
      return Summary.ofSolve(study, histogram, new Summary.Times(t.getDouble(0), t.getDouble(1),
          t.getDouble(2), t.getDouble(3), t.getDouble(4) / 1000));
    }
    List<Summary.Ending> endings = new ArrayList<>();
    for (Row r : rows.groupBy("a_points", "b_points", "forfeit").count().collectAsList()) {
      endings.add(new Summary.Ending(r.getInt(0), r.getInt(1), r.getString(2), r.getLong(3)));
    }
    // the decks: deals 2d and 2d + 1 with paired decks, each deal alone with fresh ones
    org.apache.spark.sql.Column deck = study.paired()
        ? functions.floor(col("deal").divide(2)) : col("deal");
    List<Summary.DeckTally> decks = new ArrayList<>();
    for (Row r : rows.groupBy(deck.as("deck")).agg(
            functions.count(lit(1)).as("n"),
            functions.sum(functions.when(col("a_points").gt(col("b_points")), 1).otherwise(0))
                .as("w"),
            functions.sum(functions.when(col("a_points").equalTo(col("b_points")), 1)
                .otherwise(0)).as("t"),
            functions.sum("a_points").as("pa"), functions.sum("b_points").as("pb"))
        .groupBy("n", "w", "t", "pa", "pb").count().collectAsList()) {
      decks.add(new Summary.DeckTally((int) number(r, 0), (int) number(r, 1), (int) number(r, 2),
          number(r, 3), number(r, 4), number(r, 5)));
    }
    Row m = rows.agg(functions.sum("a_moves"), functions.sum("a_ms"), functions.max("a_max_ms"),
        functions.sum("b_moves"), functions.sum("b_ms"), functions.max("b_max_ms")).first();
    return Summary.ofTournament(study, endings, decks,
        new Summary.Moves(m.getLong(0), m.getDouble(1), m.getDouble(2)),
        new Summary.Moves(m.getLong(3), m.getDouble(4), m.getDouble(5)));
  }

  /**
   * Adds up a table's rows: per bot, per seat and per bot and seat, the sums of its wins (in
   * twelfths of a deal, {@link TableSummary#TWELFTHS}), points and settlement, and of their sums
   * per deck (deals {@code n d} to {@code n d + n - 1} with paired decks, each deal alone with
   * fresh ones), all whole numbers; the forfeits, moves and CPU times.
   */
  static TableFigures.Tally tableTally(Study study, Dataset<Row> rows) {
    int n = study.bots().size();
    Column deck = (study.paired() ? functions.floor(col("deal").divide(n)) : col("deal"))
        .cast("long");
    Column tied = functions.size(functions.split(col("top"), ","));
    Dataset<Row> placed = null; // one row per deal and bot
    for (int i = 0; i < n; i++) {
      String x = DealRows.letter(i);
      Column won = functions.when(functions.array_contains(functions.split(col("top"), ","),
          x), lit(TableSummary.TWELFTHS).divide(tied)).otherwise(0).cast("long");
      Dataset<Row> one = rows.select(deck.as("deck"), lit(i).as("who"), col(x + "_seat")
          .as("seat"), won.as("won"), col(x + "_points").cast("long").as("points"),
          col(x + "_settlement").cast("long").as("settlement"));
      placed = placed == null ? one : placed.union(one);
    }
    placed = placed.cache();
    try {
      List<String> figures = List.of("won", "points", "settlement");
      java.util.Map<Integer, java.util.Map<String, TableSummary.Sums>> byWho =
          sums(placed, "who", figures);
      java.util.Map<Integer, java.util.Map<String, TableSummary.Sums>> bySeat =
          sums(placed, "seat", figures);
      // a bot's deals in one seat: with paired decks, one per deck (each deal alone)
      java.util.Map<List<Integer>, TableSummary.Sums[]> byWhoSeat = new java.util.HashMap<>();
      for (Row r : placed.groupBy("who", "seat").agg(functions.count(lit(1)),
          functions.sum("won"), functions.sum(col("won").multiply(col("won"))),
          functions.sum("points"), functions.sum(col("points").multiply(col("points"))))
          .collectAsList()) {
        long c = number(r, 2);
        byWhoSeat.put(List.of(r.getInt(0), r.getInt(1)), new TableSummary.Sums[] {
            TableSummary.Sums.independent(c, number(r, 3), number(r, 4)),
            TableSummary.Sums.independent(c, number(r, 5), number(r, 6))});
      }
      java.util.Map<String, Long> forfeits = new java.util.HashMap<>();
      for (Row r : rows.groupBy("forfeit").count().collectAsList()) {
        forfeits.put(r.getString(0), r.getLong(1));
      }
      List<Column> moves = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        String x = DealRows.letter(i);
        moves.add(functions.sum(x + "_moves"));
        moves.add(functions.sum(x + "_ms"));
        moves.add(functions.max(x + "_max_ms"));
      }
      moves.add(functions.avg("cpu_ms"));
      moves.add(functions.percentile_approx(col("cpu_ms"), lit(0.5), lit(10_000)));
      moves.add(functions.percentile_approx(col("cpu_ms"), lit(0.9), lit(10_000)));
      moves.add(functions.max("cpu_ms"));
      moves.add(functions.sum("cpu_ms"));
      Row m = rows.agg(moves.get(0), moves.subList(1, moves.size()).toArray(Column[]::new))
          .first();
      TableSummary.Sums none = TableSummary.Sums.NONE;
      List<TableSummary.Place> places = new ArrayList<>();
      List<Summary.Moves> botMoves = new ArrayList<>();
      List<TableSummary.Sums> seatWon = new ArrayList<>();
      List<TableSummary.Sums> seatPoints = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        java.util.Map<String, TableSummary.Sums> w = byWho.getOrDefault(i, java.util.Map.of());
        List<TableSummary.Sums> wonBySeat = new ArrayList<>();
        List<TableSummary.Sums> pointsBySeat = new ArrayList<>();
        for (int seat = 0; seat < n; seat++) {
          TableSummary.Sums[] ws = byWhoSeat.get(List.of(i, seat));
          wonBySeat.add(ws == null ? none : ws[0]);
          pointsBySeat.add(ws == null ? none : ws[1]);
        }
        places.add(new TableSummary.Place(w.getOrDefault("won", none),
            w.getOrDefault("points", none), w.getOrDefault("settlement", none),
            forfeits.getOrDefault(DealRows.letter(i), 0L), wonBySeat, pointsBySeat));
        botMoves.add(new Summary.Moves(number(m, 3 * i), m.getDouble(3 * i + 1),
            m.getDouble(3 * i + 2)));
        java.util.Map<String, TableSummary.Sums> s = bySeat.getOrDefault(i, java.util.Map.of());
        seatWon.add(s.getOrDefault("won", none));
        seatPoints.add(s.getOrDefault("points", none));
      }
      int c = 3 * n;
      TableSummary summary;
      try {
        summary = new TableSummary(study.paired() ? Tournament.Decks.PAIRED
            : Tournament.Decks.FRESH, places, seatWon, seatPoints);
      } catch (IllegalArgumentException e) {
        throw new IllegalStateException("the rows do not add up to a table: " + e.getMessage(),
            e);
      }
      return new TableFigures.Tally(summary, botMoves, new Summary.Times(
          m.getDouble(c), m.getDouble(c + 1), m.getDouble(c + 2), m.getDouble(c + 3),
          m.getDouble(c + 4) / 1000));
    } finally {
      placed.unpersist();
    }
  }

  /**
   * Returns, per value of {@code key} (a bot or a seat), the sums of each figure over the deals
   * and over their decks ({@link TableSummary.Sums}).
   */
  private static java.util.Map<Integer, java.util.Map<String, TableSummary.Sums>> sums(
      Dataset<Row> placed, String key, List<String> figures) {
    List<Column> deals = new ArrayList<>();
    List<Column> decks = new ArrayList<>();
    List<Column> perDeck = new ArrayList<>();
    for (String f : figures) {
      deals.add(functions.sum(f));
      deals.add(functions.sum(col(f).multiply(col(f))));
      perDeck.add(functions.sum(f).as(f));
      decks.add(functions.sum(col(f).multiply(col(f))));
      decks.add(functions.sum(col("nc").multiply(col(f))));
    }
    java.util.Map<Integer, long[]> byDeal = new java.util.HashMap<>();
    for (Row r : placed.groupBy(key).agg(functions.count(lit(1)), deals.toArray(Column[]::new))
        .collectAsList()) {
      long[] v = new long[r.length() - 1];
      for (int i = 0; i < v.length; i++) {
        v[i] = number(r, i + 1);
      }
      byDeal.put(r.getInt(0), v);
    }
    java.util.Map<Integer, java.util.Map<String, TableSummary.Sums>> out =
        new java.util.HashMap<>();
    Dataset<Row> deck = placed.groupBy(col(key), col("deck")).agg(functions.count(lit(1))
        .as("nc"), perDeck.toArray(Column[]::new));
    decks.add(0, functions.sum(col("nc").multiply(col("nc"))));
    for (Row r : deck.groupBy(key).agg(functions.count(lit(1)), decks.toArray(Column[]::new))
        .collectAsList()) {
      int k = r.getInt(0);
      long[] d = byDeal.get(k);
      long clusters = number(r, 1);
      long nSq = number(r, 2);
      java.util.Map<String, TableSummary.Sums> m = new java.util.HashMap<>();
      for (int i = 0; i < figures.size(); i++) {
        m.put(figures.get(i), new TableSummary.Sums(d[0], d[1 + 2 * i], d[2 + 2 * i], clusters,
            number(r, 3 + 2 * i), number(r, 4 + 2 * i), nSq));
      }
      out.put(k, m);
    }
    return out;
  }

  private static long number(Row r, int i) {
    return ((Number) r.get(i)).longValue();
  }

  private static void write(FileSystem fs, Path file, String text) throws IOException {
    try (OutputStream o = fs.create(file, true)) {
      o.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }

  private static void rename(FileSystem fs, Path from, Path to) throws IOException {
    if (!fs.rename(from, to)) {
      throw new IOException("could not rename " + from + " to " + to);
    }
  }
}
