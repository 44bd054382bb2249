package io.github.elfern.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.bot.Contestant;
import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.bot.Solver;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Studies on a local Spark session that retries a failed task up to three times ({@code
 * local[2,3]}): the rows are the library's ({@link SolvedDeal#solve}, {@link
 * Tournament#playDeal}), the same for every partitioning and after failures, and the output is
 * replaced whole. One session for the class (starting one takes seconds).
 */
@Tag("slow")
class StudyJobTest {

  private static SparkSession spark;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    spark = SparkSession.builder().master("local[2,3]").appName("StudyJobTest")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        // the executor's heartbeat brings the running tasks' counts to the progress
        .config("spark.executor.heartbeatInterval", "1s")
        .getOrCreate();
  }

  @AfterAll
  static void stop() {
    spark.stop();
  }

  /** The rows of a study's output, sorted by deal, without the columns of time. */
  private static List<List<Object>> rows(String out, Study.Kind kind) {
    List<List<Object>> list = new ArrayList<>();
    for (Row r : spark.read().parquet(out + "/deals").orderBy("deal").collectAsList()) {
      List<Object> values = new ArrayList<>();
      for (int i = 0; i < r.length(); i++) {
        String name = r.schema().fields()[i].name();
        if (!name.endsWith("_ms")) {
          values.add(r.get(i));
        }
      }
      list.add(values);
    }
    return list;
  }

  /** The values of a row made by {@link DealRows} (which has no schema), without the times. */
  private static List<Object> withoutTimes(Row r, org.apache.spark.sql.types.StructType schema) {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < r.length(); i++) {
      if (!schema.fields()[i].name().endsWith("_ms")) {
        values.add(r.get(i));
      }
    }
    return values;
  }

  private String out(String name) {
    return dir.resolve(name).toString();
  }

  @Test
  void solve_rowsAreTheLibrarysWhateverThePartitions() {
    Rules rules = Rules.parse("elfern");
    Study study = Study.solve(rules, 10, 3);
    StudyRunner.run(spark, study.withPartitions(1), out("one"), false);
    StudyRunner.run(spark, study.withPartitions(4), out("four"), false);
    List<List<Object>> one = rows(out("one"), Study.Kind.SOLVE);
    assertThat(rows(out("four"), Study.Kind.SOLVE)).isEqualTo(one);
    assertThat(one).hasSize(10);
    // What elfern solve --random 10 --seed 3 --out writes: the library's rows, deal by deal.
    Solver solver = new Solver();
    for (int i = 0; i < 10; i++) {
      SolvedDeal d = SolvedDeal.solve(rules, 3, i, solver);
      assertThat(one.get(i)).isEqualTo(withoutTimes(DealRows.solveRow(d, 0), DealRows.SOLVE));
      // and the documented derivation, spelled out
      assertThat(one.get(i).get(2)).isEqualTo(Deck.shuffled(SeatKey.fromSeed(3).deckSeed(i))
          .notation());
    }
    // 4 partitions: 4 Parquet files
    try (Stream<Path> files = Files.list(dir.resolve("four/deals"))) {
      assertThat(files.filter(p -> p.toString().endsWith(".parquet")).count()).isEqualTo(4);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void tournament_rowsAreTheLibrarysWhateverThePartitions() {
    Rules rules = Rules.parse("elfern");
    Study study = Study.tournament(rules, "heuristic", "random", 12, 9, true);
    Summary s = StudyRunner.run(spark, study.withPartitions(2), out("two"), false);
    StudyRunner.run(spark, study.withPartitions(5), out("five"), false);
    List<List<Object>> two = rows(out("two"), Study.Kind.TOURNAMENT);
    assertThat(rows(out("five"), Study.Kind.TOURNAMENT)).isEqualTo(two);
    // What elfern simulate --bots heuristic,random --games 12 --seed 9 plays, deal by deal.
    Tournament t = new Tournament(rules, Contestant.parse("heuristic"),
        Contestant.parse("random"));
    Tournament.Result tally = t.playDeals(12, Tournament.Decks.PAIRED, 9, SeatKey.fromSeed(9));
    for (int i = 0; i < 12; i++) {
      Tournament.Deal d = t.playDeal(i, Tournament.Decks.PAIRED, 9, SeatKey.fromSeed(9));
      assertThat(two.get(i)).isEqualTo(withoutTimes(DealRows.tournamentRow(d,
          Deck.shuffled(d.deckSeed())), DealRows.TOURNAMENT));
    }
    assertThat(s.json()).contains("\"aWins\":{\"deals\":" + tally.wins() + ",")
        .contains("\"ties\":{\"deals\":" + tally.ties() + ",");
  }

  @Test
  void table_rowsAreTheLibrarysWhateverThePartitions_andTheSummaryItsTally() throws Exception {
    Rules rules = Rules.parse("fuenfzehnern players=3");
    List<String> bots = List.of("heuristic", "random", "random");
    Study study = Study.table(rules, bots, 10, 9, true);
    Summary s = StudyRunner.run(spark, study.withPartitions(2), out("two"), false);
    StudyRunner.run(spark, study.withPartitions(4), out("four"), false);
    List<List<Object>> two = rows(out("two"), Study.Kind.TABLE);
    assertThat(rows(out("four"), Study.Kind.TABLE)).isEqualTo(two).hasSize(10);
    // What elfern simulate --game fuenfzehnern --variant players=3 --bots heuristic,random,random
    // --games 10 --seed 9 plays, deal by deal: the table's deals, the bots rotating round the
    // seats of each deck (deals 3d to 3d + 2)
    Table table = new Table(rules, bots.stream().map(Contestant::parse).toList());
    Table.Tally tally = new Table.Tally(Table.distinctNames(bots), Tournament.Decks.PAIRED);
    for (int i = 0; i < 10; i++) {
      Table.Deal d = table.playDeal(i, Tournament.Decks.PAIRED, 9, SeatKey.fromSeed(9));
      tally.add(d);
      assertThat(two.get(i)).isEqualTo(withoutTimes(DealRows.tableRow(d,
          Deck.shuffled(rules.deck(), d.deckSeed()), 0), DealRows.table(3)));
      assertThat(d.deckSeed()).isEqualTo(SeatKey.fromSeed(9).deckSeed(i / 3));
      assertThat(d.seats()[0]).isEqualTo(i % 3);
    }
    Table.Result r = tally.result();
    com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(s.json());
    assertThat(json.path("kind").asText()).isEqualTo("table");
    for (int i = 0; i < 3; i++) {
      com.fasterxml.jackson.databind.JsonNode c = json.path("contestants").get(i);
      assertThat(c.path("won").path("deals").asDouble()).isCloseTo(r.standings().get(i).won(),
          org.assertj.core.api.Assertions.within(1e-6));
      assertThat(c.path("meanPoints").asDouble()).isCloseTo(r.meanPoints(i),
          org.assertj.core.api.Assertions.within(1e-4));
    }
    // the study's sums, added up by Spark from the rows, are those elfern simulate adds up
    // deal by deal (Table.Tally): per bot, per seat, per bot in each seat, and per deck, so
    // that every figure of the two reports is one computation (TableSummary's)
    assertThat(StudyRunner.tableTally(study, spark.read().parquet(out("two") + "/deals"))
        .summary()).isEqualTo(tally.summary());
    // summarize: the same summary from the rows
    Summary again = Summaries.fromRows(Summaries.read(dir.resolve("two")), spark);
    assertThat(again.text()).isEqualTo(Files.readString(dir.resolve("two/summary.txt")));
    assertThat(again.json()).isEqualTo(Files.readString(dir.resolve("two/summary.json")).strip());
    assertThatThrownBy(() -> Comparison.read(List.of(out("two"))))
        .hasMessageEndingWith("not the summary of a study of perfect-play values (elfern-study "
            + "solve) but of a table: compare reads only solve studies");
  }

  /**
   * elfern simulate (the CLI's jar, run as a user runs it) and the Spark study of the same
   * table, bots, deals and seed count the same: one computation. Needs {@code
   * elfern-examples/target/elfern.jar} no older than the bots on the class path (the package
   * phase of elfern-examples, which the reactor runs before this module's tests).
   */
  @Test
  void table_countsAreElfernSimulates() throws Exception {
    Path jar = Path.of("..", "elfern-examples", "target", "elfern.jar").toAbsolutePath();
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(jar), "no " + jar);
    // a jar of other bots than those on the class path is no witness (an old build)
    try (java.util.jar.JarFile j = new java.util.jar.JarFile(jar.toFile())) {
      List<String> differ = new ArrayList<>();
      j.stream().filter(e -> e.getName().startsWith("io/github/elfern/bot/")
          && e.getName().endsWith(".class")).forEach(e -> {
            try (java.io.InputStream a = j.getInputStream(e);
                java.io.InputStream b = Table.class.getClassLoader().getResourceAsStream(
                    e.getName())) {
              if (b == null || !java.util.Arrays.equals(a.readAllBytes(), b.readAllBytes())) {
                differ.add(e.getName());
              }
            } catch (IOException x) {
              throw new java.io.UncheckedIOException(x);
            }
          });
      org.junit.jupiter.api.Assumptions.assumeTrue(differ.isEmpty(), jar + " holds other bots "
          + "than the class path's (build elfern-examples again): " + differ);
    }
    List<String> bots = List.of("heuristic", "random", "heuristic", "random");
    Path simOut = dir.resolve("simulate.json");
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-jar", jar.toString(), "simulate", "--game", "fuenfzehnern", "--bots",
        String.join(",", bots), "--games", "60", "--seed", "21", "--threads", "1", "--json",
        "--no-progress").redirectOutput(simOut.toFile())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    assertThat(p.waitFor(300, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(Files.readString(simOut)).isZero();
    com.fasterxml.jackson.databind.ObjectMapper mapper =
        new com.fasterxml.jackson.databind.ObjectMapper();
    com.fasterxml.jackson.databind.JsonNode sim = mapper.readTree(Files.readString(simOut));
    Summary s = StudyRunner.run(spark, Study.table(Rules.parse("fuenfzehnern"), bots, 60, 21,
        true), out("sixty"), false);
    com.fasterxml.jackson.databind.JsonNode study = mapper.readTree(s.json());
    assertThat(sim.path("deals").asInt()).isEqualTo(60);
    assertThat(sim.path("decks").asInt()).isEqualTo(15);
    for (int i = 0; i < 4; i++) {
      com.fasterxml.jackson.databind.JsonNode a = sim.path("bots").get(i);
      com.fasterxml.jackson.databind.JsonNode b = study.path("contestants").get(i);
      assertThat(b.path("won").path("deals").asDouble()).as("bot %d", i)
          .isCloseTo(a.path("won").asDouble(), org.assertj.core.api.Assertions.within(1e-6));
      assertThat(Math.round(b.path("meanPoints").asDouble() * 60)).isEqualTo(
          a.path("points").asLong());
      assertThat(b.path("meanSettlement").asDouble()).isCloseTo(a.path("meanSettlement")
          .asDouble(), org.assertj.core.api.Assertions.within(1e-4));
      assertThat(b.path("moves").path("moves").asLong()).isEqualTo(a.path("moveTime")
          .path("moves").asLong());
      // the per-deck interval, the means' intervals and the figures per seat are the same
      // computation's: equal to the study's six significant digits
      sameInterval(b.path("won").path("pairedInterval"), a.path("perDeckInterval"));
      sameInterval(b.path("won").path("interval"), a.path("shareInterval"));
      sameInterval(b.path("meanPointsInterval"), a.path("meanPointsInterval"));
      sameInterval(b.path("meanSettlementInterval"), a.path("meanSettlementInterval"));
      for (int seat = 0; seat < 4; seat++) {
        com.fasterxml.jackson.databind.JsonNode x = a.path("seats").get(seat);
        com.fasterxml.jackson.databind.JsonNode y = b.path("seats").get(seat);
        assertThat(x.path("deals").asLong()).isEqualTo(y.path("deals").asLong()).isEqualTo(15);
        assertThat(x.path("share").asDouble()).isCloseTo(y.path("won").path("share")
            .asDouble(), org.assertj.core.api.Assertions.within(1e-6));
        sameInterval(y.path("won").path("interval"), x.path("shareInterval"));
        sameInterval(y.path("meanPointsInterval"), x.path("meanPointsInterval"));
      }
    }
    for (int seat = 0; seat < 4; seat++) {
      com.fasterxml.jackson.databind.JsonNode x = sim.path("seats").get(seat);
      com.fasterxml.jackson.databind.JsonNode y = study.path("seats").get(seat);
      assertThat(x.path("share").asDouble()).isCloseTo(y.path("won").path("share").asDouble(),
          org.assertj.core.api.Assertions.within(1e-6));
      sameInterval(y.path("won").path("pairedInterval"), x.path("perDeckInterval"));
      sameInterval(y.path("meanPointsInterval"), x.path("meanPointsInterval"));
    }
    assertThat(sim.path("intervals").asText()).isEqualTo(study.path("intervals").asText());
    assertThat(sim.path("fairShare").asDouble()).isEqualTo(0.25);
  }

  /** Asserts that two JSON intervals are the same, to the study's six significant digits. */
  private static void sameInterval(com.fasterxml.jackson.databind.JsonNode study,
      com.fasterxml.jackson.databind.JsonNode simulate) {
    assertThat(study.size()).isEqualTo(2);
    assertThat(simulate.size()).isEqualTo(2);
    for (int i = 0; i < 2; i++) {
      double x = simulate.get(i).asDouble();
      assertThat(study.get(i).asDouble()).isCloseTo(x,
          org.assertj.core.api.Assertions.within(Math.max(1e-9, 1e-5 * Math.abs(x))));
    }
  }

  @Test
  void failedFirstAttempts_areRetried_andGiveTheSameRows() {
    AtomicInteger failed = new AtomicInteger();
    SparkListener count = new SparkListener() {
      @Override
      public void onTaskEnd(SparkListenerTaskEnd end) {
        if (!end.taskInfo().successful()) {
          failed.incrementAndGet();
        }
      }
    };
    Study study = Study.solve(Rules.parse("bohemian-schneider"), 9, 5).withPartitions(3);
    spark.sparkContext().addSparkListener(count);
    try {
      StudyRunner.run(spark, study.failingFirstAttempts(0, 2), out("faulty"), false);
    } finally {
      spark.sparkContext().removeSparkListener(count);
    }
    StudyRunner.run(spark, study, out("clean"), false);
    assertThat(rows(out("faulty"), Study.Kind.SOLVE)).isEqualTo(rows(out("clean"),
        Study.Kind.SOLVE)).hasSize(9);
    // the listener bus delivers asynchronously: wait for the failures with a generous deadline
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (failed.get() < 2 && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    assertThat(failed.get()).isGreaterThanOrEqualTo(2);
  }

  @Test
  void output_isRefusedReplacedWhole_andAnInterruptedRunLeavesNoMix() throws IOException {
    Study first = Study.solve(Rules.parse("elfern"), 4, 1).withPartitions(2);
    Study second = Study.solve(Rules.parse("elfern"), 6, 2).withPartitions(3);
    String out = out("study");
    StudyRunner.run(spark, first, out, false);
    assertThatThrownBy(() -> StudyRunner.run(spark, second, out, false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("exists");
    // an interrupted run left its directory behind: the next run discards it
    Path junk = Files.createDirectories(dir.resolve("study" + StudyRunner.INCOMPLETE + "/deals"));
    Files.writeString(junk.resolve("part-99999-stale.parquet"), "not parquet");
    StudyRunner.run(spark, second, out, true);
    List<List<Object>> rows = rows(out, Study.Kind.SOLVE);
    assertThat(rows).hasSize(6);
    assertThat(rows.get(0).get(1)).isEqualTo(DealRows.seed(SeatKey.fromSeed(2).deckSeed(0)));
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly("study");
    }
    try (Stream<Path> files = Files.list(dir.resolve("study"))) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("deals",
          "summary.txt", "summary.json", "chart.svg");
    }
    assertThat(Files.readString(dir.resolve("study/summary.json")))
        .contains("\"deals\":6,\"seed\":\"2\"");
  }

  @Test
  void summary_saysWhatMadeIt() throws Exception {
    java.time.Instant before = java.time.Instant.now().truncatedTo(
        java.time.temporal.ChronoUnit.SECONDS);
    Summary s = StudyRunner.run(spark, Study.solve(Rules.parse("elfern-trumps head"), 3, 1)
        .withPartitions(2), out("made"), false);
    com.fasterxml.jackson.databind.JsonNode run = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(Files.readString(dir.resolve("made/summary.json"))).path("run");
    assertThat(run.path("master").asText()).isEqualTo("local[2,3]");
    assertThat(run.path("partitions").asInt()).isEqualTo(2);
    assertThat(run.path("spark").asText()).isEqualTo(spark.version());
    assertThat(run.path("java").asText()).startsWith(Runtime.version().toString());
    assertThat(java.time.Instant.parse(run.path("started").asText())).isBetween(before,
        java.time.Instant.now());
    assertThat(run.path("wallSeconds").asDouble()).isPositive();
    // the build's version (the parent's, as Maven gave it) and the commit git names
    assertThat(run.path("library").asText()).matches("elfern-spark \\d+\\.\\d+\\.\\d+.*");
    Optional<String> head = git("rev-parse", "HEAD");
    if (head.isPresent()) {
      assertThat(run.path("commit").asText()).startsWith(head.get());
    }
    String text = Files.readString(dir.resolve("made/summary.txt"));
    assertThat(text).contains("made by: elfern-spark ").contains(", Spark " + spark.version())
        .contains("on local[2,3], 2 partitions,")
        .contains("rules: elfern-trumps head=true (every option: ");
    assertThat(s.text()).isEqualTo(text);
    // summarize: the same summary again from the rows, what made the run kept
    Summaries.Source source = Summaries.read(dir.resolve("made"));
    assertThat(source.hasRows()).isTrue();
    Summary again = Summaries.fromRows(source, spark);
    assertThat(again.text()).isEqualTo(text);
    assertThat(again.json()).isEqualTo(Files.readString(dir.resolve("made/summary.json")).strip());
    // and, without the rows, from the summary's distribution and CPU times
    assertThat(Summaries.fromJson(source).text()).isEqualTo(text);
  }

  /** {@return git's output in this module's directory, if git answers} */
  private static Optional<String> git(String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    try {
      Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      String text = new String(p.getInputStream().readAllBytes()).strip();
      return p.waitFor() == 0 && !text.isEmpty() ? Optional.of(text) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  @Test
  void progress_tellsWhenTheTasksRun_andMovesWithinAPartition() {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    java.io.PrintStream err = new java.io.PrintStream(bytes, true,
        java.nio.charset.StandardCharsets.UTF_8);
    Study study = Study.solve(Rules.parse("elfern-trumps"), 30, 5).withPartitions(1);
    Progress progress = new Progress(study.deals(), err, 0, true);
    spark.sparkContext().addSparkListener(progress);
    try {
      StudyRunner.run(spark, study, out("progress"), false);
    } finally {
      spark.sparkContext().removeSparkListener(progress);
    }
    // the listener bus delivers asynchronously: wait for the last count
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (progress.done() < 30 && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    List<String> lines = bytes.toString(java.nio.charset.StandardCharsets.UTF_8).lines()
        .toList();
    assertThat(lines.get(0)).startsWith("elfern-study: Spark has started; the tasks run");
    assertThat(lines).last().asString().startsWith("elfern-study: 30 of 30 deals (100.0%)");
    // one partition of 30 deals (seconds of CPU), heartbeats every second: counts between
    assertThat(lines).as("%s", lines).anyMatch(l -> l.matches(
        "elfern-study: ([1-9]|[12][0-9]) of 30 deals .*"));
  }

  @Test
  void theFirstRowsOfAStudy_areTheRowsOfASmallerOne() {
    Study small = Study.solve(Rules.parse("elfern"), 3, 11).withPartitions(2);
    Study large = Study.solve(Rules.parse("elfern"), 7, 11).withPartitions(3);
    StudyRunner.run(spark, small, out("small"), false);
    StudyRunner.run(spark, large, out("large"), false);
    List<List<Object>> first = rows(out("large"), Study.Kind.SOLVE).subList(0, 3);
    assertThat(first).isEqualTo(rows(out("small"), Study.Kind.SOLVE));
    Study t3 = Study.tournament(Rules.parse("elfern"), "heuristic", "random", 4, 11, true);
    Study t9 = Study.tournament(Rules.parse("elfern"), "heuristic", "random", 9, 11, true);
    StudyRunner.run(spark, t3.withPartitions(1), out("t3"), false);
    StudyRunner.run(spark, t9.withPartitions(2), out("t9"), false);
    assertThat(rows(out("t9"), Study.Kind.TOURNAMENT).subList(0, 4))
        .isEqualTo(rows(out("t3"), Study.Kind.TOURNAMENT));
    // a table: 5 deals end within the second deck of 4; 9 go on into the third
    List<String> bots = List.of("random", "heuristic", "random", "random");
    Study s5 = Study.table(Rules.parse("fuenfzehnern"), bots, 5, 11, true);
    Study s9 = Study.table(Rules.parse("fuenfzehnern"), bots, 9, 11, true);
    StudyRunner.run(spark, s5.withPartitions(1), out("s5"), false);
    StudyRunner.run(spark, s9.withPartitions(3), out("s9"), false);
    assertThat(rows(out("s9"), Study.Kind.TABLE).subList(0, 5))
        .isEqualTo(rows(out("s5"), Study.Kind.TABLE));
  }

  @Test
  void command_runsAStudy_onTheSessionItIsGiven() throws IOException {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    List<Optional<String>> masters = new ArrayList<>();
    CommandLine cl = StudyCommand.commandLine(new StudyCommand.Sessions() {
      @Override
      public SparkSession start(String app, Optional<String> master, Map<String, String> conf) {
        masters.add(master);
        return spark;
      }

      @Override
      public void end(SparkSession session) {
        // the class's session goes on
      }
    });
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int exit = cl.execute("tournament", "--game", "elfern-trumps", "--bots", "random,random",
        "--deals", "6", "--no-paired", "--out", out("cli"), "--master", "local[2,3]",
        "--no-progress");
    assertThat(exit).as(err.toString()).isZero();
    assertThat(masters).containsExactly(Optional.of("local[2,3]"));
    assertThat(out.toString()).contains("elfern-trumps: random (A) against random (B), 6 deals")
        .contains("Study written to " + out("cli"));
    assertThat(Files.readString(dir.resolve("cli/chart.svg"))).startsWith("<?xml");
    assertThat(Files.readString(dir.resolve("cli/summary.txt"))).isEqualTo(
        out.toString().substring(0, out.toString().indexOf("Study written")));
  }
}
