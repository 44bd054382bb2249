package io.github.elfern.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.TableSummary;
import io.github.elfern.bot.Tournament;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The figures, text, JSON and chart of a summary, from hand-made tallies (no Spark). */
class SummaryTest {

  @TempDir Path dir;

  private static final Summary.Times TIMES = new Summary.Times(50, 40, 90, 300, 5);

  /** 100 deals of elfern: forehand 10 (tie) 20 times, 12 (simple) 50, 16 (schneider) 10, 20
   * (schwarz) 5, 8 (dealer simple) 15. */
  private static Summary elfern() {
    long[] h = new long[21];
    h[10] = 20;
    h[12] = 50;
    h[16] = 10;
    h[20] = 5;
    h[8] = 15;
    return Summary.ofSolve(Study.solve(Rules.parse("elfern"), 100, 1), h, TIMES);
  }

  @Test
  void solve_countsEachOutcome_byTheElfernThresholds() {
    // 11+ wins, 15+ schneider, 20 schwarz, 10-10 tie (the preset's row).
    assertThat(elfern().categories()).containsExactly(
        java.util.Map.entry("win-schwarz", 5L), java.util.Map.entry("win-schneider", 10L),
        java.util.Map.entry("win-simple", 50L), java.util.Map.entry("tie", 20L),
        java.util.Map.entry("loss-simple", 15L), java.util.Map.entry("loss-schneider", 0L),
        java.util.Map.entry("loss-schwarz", 0L));
    // (20*10 + 50*12 + 10*16 + 5*20 + 15*8) / 100 = 11.8
    assertThat(elfern().meanPoints()).isCloseTo(11.8, within(1e-12));
  }

  @Test
  void json_holdsTheSharesAndWilsonIntervals() throws Exception {
    JsonNode n = new ObjectMapper().readTree(elfern().json());
    assertThat(n.path("kind").asText()).isEqualTo("solve");
    assertThat(n.path("game").asText()).isEqualTo("elfern");
    assertThat(n.path("deals").asLong()).isEqualTo(100);
    // 65 wins of 100; Wilson 95% by hand: centre (0.65 + 1.9208/100) / 1.038415 = 0.644461,
    // half 1.959964 * sqrt(0.2275/100 + 3.8415/40000) / 1.038415 = 0.091959.
    JsonNode win = n.path("forehand").path("win");
    assertThat(win.path("deals").asDouble()).isEqualTo(65);
    assertThat(win.path("share").asDouble()).isEqualTo(0.65);
    assertThat(win.path("interval").get(0).asDouble()).isCloseTo(0.5525, within(2e-4));
    assertThat(win.path("interval").get(1).asDouble()).isCloseTo(0.7364, within(2e-4));
    assertThat(n.path("forehand").path("tie").path("deals").asLong()).isEqualTo(20);
    assertThat(n.path("schneider").path("deals").asLong()).isEqualTo(10);
    assertThat(n.path("schwarz").path("deals").asLong()).isEqualTo(5);
    assertThat(n.path("meanPoints").asDouble()).isEqualTo(11.8);
    assertThat(n.path("distribution")).hasSize(21);
    assertThat(n.path("distribution").get(12).asLong()).isEqualTo(50);
    assertThat(n.path("cpu").path("medianMs").asDouble()).isEqualTo(40);
  }

  @Test
  void text_readsAsATable() {
    String t = elfern().text();
    assertThat(t).contains("elfern: 100 deals with best play on both sides")
        .containsPattern("forehand wins +65 +65\\.00%  \\[55\\.2\\d%, 73\\.6\\d%\\]")
        .containsPattern("tie +20 +20\\.00%")
        .contains("forehand's mean points: 11.800 [11.244, 12.356] of 20")
        .contains("forehand's mean value (points minus the dealer's): +3.600 [+2.488, +4.712] "
            + "of 20")
        .contains("   12: 50 (50.00%)");
  }

  @Test
  void cardPoints_schwarzIsNotKnown_theScorelessLoserIsCounted() throws Exception {
    long[] h = new long[121];
    h[120] = 3;
    h[70] = 7;
    Summary s = Summary.ofSolve(Study.solve(Rules.parse("bohemian-points"), 10, 1), h, TIMES);
    JsonNode n = new ObjectMapper().readTree(s.json());
    assertThat(n.path("schwarz").isNull()).isTrue();
    assertThat(n.path("loserWithoutAPoint").path("deals").asLong()).isEqualTo(3);
    assertThat(n.path("schneider").path("deals").asLong()).isEqualTo(3);
    assertThat(s.text()).contains("schwarz: not counted");
  }

  @Test
  void tournament_countsWinsScoreForfeitsAndMoves() throws Exception {
    Study study = Study.tournament(Rules.parse("elfern"), "heuristic", "random", 10, 4, true);
    Summary s = tournament(study);
    JsonNode n = new ObjectMapper().readTree(s.json());
    assertThat(n.path("aWins").path("deals").asLong()).isEqualTo(7);
    assertThat(n.path("ties").path("deals").asLong()).isEqualTo(2);
    assertThat(n.path("bWins").path("deals").asLong()).isEqualTo(1);
    assertThat(n.path("aScore").path("share").asDouble()).isEqualTo(0.8);
    assertThat(n.path("forfeitsA").asLong()).isEqualTo(1);
    assertThat(n.path("forfeitsB").asLong()).isEqualTo(1);
    assertThat(n.path("movesA").path("meanMs").asDouble()).isEqualTo(0.5);
    // (6*14 + 2*10 + 0 + 20) / 10 and (6*6 + 2*10 + 20 + 0) / 10
    assertThat(n.path("meanPointsA").asDouble()).isEqualTo(12.4);
    assertThat(n.path("meanPointsB").asDouble()).isEqualTo(7.6);
    assertThat(s.text()).contains("heuristic wins").contains("forfeits: heuristic 1, random 1");
    wellFormed(s.svg());
  }

  @Test
  void provenance_timeOnTheClock_readsTheSameFromTheJsonAsWritten() throws Exception {
    // 2711.0499... s: written "2711.0" in the text, kept to six digits (2711.05) in the JSON;
    // a summary made again from the JSON must say the same as the one written with the rows
    Provenance p = new Provenance("1.2.3", "0123456789abcdef0123456789abcdef01234567",
        "local[2]", 20, java.time.Instant.parse("2026-12-07T23:27:23Z"), "17", "4.2.0",
        2711.0499);
    Summary s = elfern().withRun(p);
    JsonNode run = new ObjectMapper().readTree(s.json()).path("run");
    assertThat(Provenance.fromJson(run).text(100)).isEqualTo(p.text(100));
  }

  @Test
  void provenance_isInTheTextAndTheJson_andReadBack() throws Exception {
    Provenance p = new Provenance("1.2.3", "0123456789abcdef0123456789abcdef01234567",
        "spark://127.0.0.1:7077", 1, java.time.Instant.parse("2026-01-02T03:04:05.678Z"),
        "17.0.15 (Debian)", "4.2.0", 40);
    Summary s = elfern().withRun(p);
    JsonNode run = new ObjectMapper().readTree(s.json()).path("run");
    assertThat(run.path("library").asText()).isEqualTo("elfern-spark 1.2.3");
    assertThat(run.path("commit").asText()).isEqualTo("0123456789abcdef0123456789abcdef01234567");
    assertThat(run.path("master").asText()).isEqualTo("spark://127.0.0.1:7077");
    assertThat(run.path("partitions").asInt()).isEqualTo(1);
    assertThat(run.path("started").asText()).isEqualTo("2026-01-02T03:04:05Z");
    assertThat(run.path("java").asText()).isEqualTo("17.0.15 (Debian)");
    assertThat(run.path("spark").asText()).isEqualTo("4.2.0");
    assertThat(Provenance.fromJson(run)).isEqualTo(new Provenance("1.2.3",
        "0123456789abcdef0123456789abcdef01234567", "spark://127.0.0.1:7077", 1,
        java.time.Instant.parse("2026-01-02T03:04:05Z"), "17.0.15 (Debian)", "4.2.0", 40));
    // 100 deals in 40 s: 2.5 deals/s; one partition, not "1 partitions"
    assertThat(s.text()).contains("made by: elfern-spark 1.2.3 (commit "
        + "0123456789abcdef0123456789abcdef01234567), Spark 4.2.0, Java 17.0.15 (Debian)\n")
        .contains("run: started 2026-01-02T03:04:05Z on spark://127.0.0.1:7077, 1 partition, "
            + "40.0 s on the clock (2.5 deals/s)\n");
    JsonNode rules = new ObjectMapper().readTree(s.json()).path("rules");
    assertThat(rules.path("notation").asText()).isEqualTo("elfern");
    assertThat(rules.path("options").size()).isEqualTo(Rules.parse("elfern").options().size());
    assertThat(elfern().json()).doesNotContain("\"run\"");
  }

  /**
   * 10 deals, paired: decks 0-2 both deals 14-6 to A, deck 3 both 10-10, deck 4 0-20 (A
   * forfeited) and 20-0 (B forfeited).
   */
  private static Summary tournament(Study study) {
    return Summary.ofTournament(study, List.of(
        new Summary.Ending(14, 6, "none", 6), new Summary.Ending(10, 10, "none", 2),
        new Summary.Ending(0, 20, "a", 1), new Summary.Ending(20, 0, "b", 1)),
        List.of(new Summary.DeckTally(2, 2, 0, 28, 12, 3), new Summary.DeckTally(2, 0, 2, 20, 20,
            1), new Summary.DeckTally(2, 1, 0, 20, 20, 1)),
        new Summary.Moves(100, 50, 4), new Summary.Moves(100, 10, 1));
  }

  @Test
  void pairedTournament_intervalsTreatEachDeckAsOneUnit() throws Exception {
    Study study = Study.tournament(Rules.parse("elfern"), "heuristic", "random", 10, 4, true);
    JsonNode n = new ObjectMapper().readTree(tournament(study).json());
    // A's wins per deck 2, 2, 2, 0, 1; mean 0.7 a deal. Cluster-robust variance (Cameron and
    // Miller, "A Practitioner's Guide to Cluster-Robust Inference", 2015, eq. 11 with the
    // C/(C-1) factor): 5/4 * ((2-1.4)^2 * 3 + (0-1.4)^2 + (1-1.4)^2) / 10^2 = 0.04, se 0.2;
    // 0.7 -+ 1.959964 * 0.2 = [0.308007, 1.091993], clipped to 1 (computed in Python).
    JsonNode wins = n.path("aWins");
    assertThat(wins.path("pairedInterval").get(0).asDouble()).isCloseTo(0.308007, within(1e-6));
    assertThat(wins.path("pairedInterval").get(1).asDouble()).isEqualTo(1.0);
    // the Wilson interval stays, for independent deals: 7 of 10 -> [0.396778, 0.892209]
    assertThat(wins.path("interval").get(0).asDouble()).isCloseTo(0.396778, within(1e-6));
    // A minus B per deck 16, 16, 16, 0, 0: mean 4.8; 5/4 * (6.4^2 * 3 + 9.6^2 * 2) / 100 = 3.84;
    // 4.8 -+ 1.959964 * sqrt(3.84) = [0.959271, 8.640729]
    assertThat(n.path("meanDifference").asDouble()).isEqualTo(4.8);
    assertThat(n.path("meanDifferenceInterval").get(0).asDouble()).isCloseTo(0.959271,
        within(2e-6));
    assertThat(n.path("meanDifferenceInterval").get(1).asDouble()).isCloseTo(8.640729,
        within(2e-6));
    String text = tournament(study).text();
    assertThat(text).contains("per deck").contains("mean difference (heuristic minus random): "
        + "+4.800 [+0.959, +8.641]").contains("each deck (its two deals, seats swapped) as one unit");
    assertThat(tournament(study).svg()).contains("heuristic wins 70.0% [30.8, 100.0]");
  }

  @Test
  void freshDecks_meansHaveTheUsualInterval_andNoPairedOne() throws Exception {
    Study study = Study.tournament(Rules.parse("elfern"), "heuristic", "random", 4, 4, false);
    Summary s = Summary.ofTournament(study, List.of(new Summary.Ending(14, 6, "none", 2),
        new Summary.Ending(8, 12, "none", 2)),
        List.of(new Summary.DeckTally(1, 1, 0, 14, 6, 2), new Summary.DeckTally(1, 0, 0, 8, 12,
            2)), new Summary.Moves(1, 1, 1), new Summary.Moves(1, 1, 1));
    JsonNode n = new ObjectMapper().readTree(s.json());
    assertThat(n.path("aWins").has("pairedInterval")).isFalse();
    // A's points 14, 14, 8, 8: mean 11, sample sd sqrt(36/3) = 3.464102, se 1.732051;
    // 11 -+ 1.959964 * 1.732051 = [7.605243, 14.394757]
    assertThat(n.path("meanPointsAInterval").get(0).asDouble()).isCloseTo(7.605243,
        within(5e-5)); // six significant digits
    assertThat(n.path("meanPointsAInterval").get(1).asDouble()).isCloseTo(14.394757,
        within(5e-5));
  }

  /**
   * A table's tally from whole deals, as {@code elfern simulate} adds them up ({@link
   * Table.Tally}): bot i in seat (i + deal) mod n, the deals of a paired deck 3d to 3d + 2, a
   * settlement of points - 15.
   */
  private static TableFigures.Tally table(int[][] points, boolean paired) {
    int n = points[0].length;
    Table.Tally tally = new Table.Tally(List.of("a", "b", "c", "d").subList(0, n), paired
        ? Tournament.Decks.PAIRED : Tournament.Decks.FRESH);
    for (int d = 0; d < points.length; d++) {
      int[] seats = new int[n];
      int[] settlement = new int[n];
      for (int i = 0; i < n; i++) {
        seats[i] = (i + d) % n;
        settlement[i] = points[d][i] - 15;
      }
      tally.add(new Table.Deal(d, paired ? d / n : d, seats, points[d], settlement, -1,
          new int[n], new long[n], new long[n]));
    }
    return new TableFigures.Tally(tally.summary(), java.util.Collections.nCopies(n,
        new Summary.Moves(10, 5, 1)), TIMES);
  }

  /** Six deals of three players: A and B tie, A, all three tie, C, B, A and C tie. */
  private static final int[][] SIX = {{30, 30, 0}, {40, 10, 10}, {20, 20, 20}, {10, 5, 45},
      {15, 40, 5}, {25, 10, 25}};

  @Test
  void table_sharesSplitTies_withTheirIntervals() throws Exception {
    Study study = Study.table(Rules.parse("fuenfzehnern players=3"), List.of("best",
        "heuristic", "heuristic"), 6, 3, true);
    Summary s = Summary.ofTable(study, table(SIX, true));
    JsonNode n = new ObjectMapper().readTree(s.json());
    assertThat(n.path("kind").asText()).isEqualTo("table");
    assertThat(n.path("fairShare").asDouble()).isCloseTo(1 / 3.0, within(1e-6));
    JsonNode a = n.path("contestants").get(0);
    assertThat(a.path("name").asText()).isEqualTo("best");
    assertThat(n.path("contestants").get(1).path("name").asText()).isEqualTo("heuristic (B)");
    // A: 1/2 + 1 + 1/3 + 0 + 0 + 1/2 = 7/3 deals of 6, share 0.388889; B and C 11/6 each.
    // Wilson 95% of 7/3 in 6 and the per-deck interval, decks {0, 1, 2} and {3, 4, 5} (A's
    // sums 11/6 and 1/2; 2/1 * ((11/6 - 7/6)^2 + (1/2 - 7/6)^2) / 6^2, se 0.222222), computed
    // in Python from these definitions: [0.124614, 0.739905] and [0, 0.824436]
    assertThat(a.path("won").path("deals").asDouble()).isEqualTo(2.333333);
    assertThat(a.path("won").path("share").asDouble()).isCloseTo(7 / 18.0, within(1e-6));
    assertThat(a.path("won").path("interval").get(0).asDouble()).isCloseTo(0.124614,
        within(1e-6));
    assertThat(a.path("won").path("interval").get(1).asDouble()).isCloseTo(0.739905,
        within(1e-6));
    assertThat(a.path("won").path("pairedInterval").get(0).asDouble()).isEqualTo(0.0);
    assertThat(a.path("won").path("pairedInterval").get(1).asDouble()).isCloseTo(0.824436,
        within(1e-6));
    assertThat(n.path("contestants").get(1).path("won").path("deals").asDouble())
        .isEqualTo(1.833333);
    // A's points 30, 40, 20, 10, 15, 25: mean 23.333333; per deck (sums 90 and 50):
    // [10.266907, 36.39976]
    assertThat(a.path("meanPoints").asDouble()).isEqualTo(23.3333);
    assertThat(a.path("meanPointsInterval").get(0).asDouble()).isCloseTo(10.266907,
        within(1e-4));
    assertThat(a.path("meanPointsInterval").get(1).asDouble()).isCloseTo(36.39976,
        within(1e-4));
    assertThat(a.path("meanSettlement").asDouble()).isEqualTo(8.33333);
    // A sat in seat 0 in deals 0 and 3 (a tie, then nothing): 1/4 of those 2 deals, 20 points
    JsonNode seat0 = a.path("seats").get(0);
    assertThat(seat0.path("deals").asLong()).isEqualTo(2);
    assertThat(seat0.path("won").path("share").asDouble()).isEqualTo(0.25);
    assertThat(seat0.path("meanPoints").asDouble()).isEqualTo(20);
    // seat 0 was A's, C's, B's, A's, C's, B's: 1/2 + 0 + 1/3 + 0 + 0 + 0 of 6 deals
    assertThat(n.path("seats").get(0).path("won").path("share").asDouble()).isCloseTo(5 / 36.0,
        within(1e-6));
    String text = s.text();
    assertThat(text).contains("one bot per seat, 6 deals (each deck once per seat, the bots "
        + "rotating)").contains("fair share 33.33%")
        .containsPattern("best +2\\.33 +38\\.89%  \\[12\\.46%, 73\\.99%\\] +\\[0\\.00%, 82\\.44%\\]")
        .containsPattern("heuristic \\(B\\) +1\\.83 +30\\.56%")
        .contains("take each deck as one unit");
    wellFormed(s.svg());
    assertThat(s.svg()).contains("fair share 33.3%").contains("best: 38.9% [0.0%, 82.4%]");
  }

  @Test
  void table_freshDecks_perDeckIsTheIndependentInterval_andOtherRowsAreRefused() throws Exception {
    Study study = Study.table(Rules.parse("fuenfzehnern players=3"), List.of("random",
        "random", "random"), 6, 3, false);
    JsonNode n = new ObjectMapper().readTree(Summary.ofTable(study, table(SIX, false)).json());
    JsonNode a = n.path("contestants").get(0);
    assertThat(a.path("won").has("pairedInterval")).isFalse();
    // A's points 30, 40, 20, 10, 15, 25: sample sd 10.801234, se 4.409586:
    // [14.690704, 31.975962] (Python)
    assertThat(a.path("meanPointsInterval").get(0).asDouble()).isCloseTo(14.690704,
        within(1e-4));
    assertThat(a.path("meanPointsInterval").get(1).asDouble()).isCloseTo(31.975962,
        within(1e-4));
    assertThat(n.path("intervals").asText()).contains("the deals are independent");
    // rows of other deals or decks than the study's are refused
    Study one = Study.table(Rules.parse("fuenfzehnern players=3"), List.of("random", "random",
        "random"), 1, 3, false);
    assertThatThrownBy(() -> Summary.ofTable(one, table(SIX, false)))
        .isInstanceOf(IllegalStateException.class).hasMessage("the study has 1 deals, its rows 6");
    Study paired = Study.table(Rules.parse("fuenfzehnern players=3"), List.of("random",
        "random", "random"), 6, 3, true);
    assertThatThrownBy(() -> Summary.ofTable(paired, table(SIX, false)))
        .isInstanceOf(IllegalStateException.class).hasMessage("the study's decks are paired, its rows' FRESH");
  }

  @Test
  void table_summaryIsReadBack_butNotSummedUpWithoutItsRows() throws Exception {
    Study study = Study.table(Rules.parse("fuenfzehnern players=3"), List.of("best",
        "heuristic", "heuristic"), 6, 3, true);
    Path t = Files.createDirectory(dir.resolve("table"));
    Files.writeString(t.resolve("summary.json"), Summary.ofTable(study, table(SIX, true))
        .json());
    Summaries.Source source = Summaries.read(t);
    assertThat(source.study().toString()).isEqualTo(study.toString());
    assertThat(source.study().bots()).containsExactly("best", "heuristic", "heuristic");
    assertThat(source.hasRows()).isFalse();
    assertThatThrownBy(() -> Summaries.fromJson(source))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(t.resolve("deals") + " is absent: a table's summary needs its rows");
  }

  @Test
  void sums_perDeck_isThePairedTournamentsClusteredInterval() {
    // the tournament below: A's wins per deal 1,1 1,1 1,1 0,0 1,0 over decks of two deals
    TableSummary.Sums wins = new TableSummary.Sums(10, 7, 7, 5, 4 * 3 + 1, 2 * 7, 4 * 5);
    TableSummary.Estimate m = wins.meanPerDeck();
    Figures.Mean t = tournament(Study.tournament(Rules.parse("elfern"), "heuristic", "random",
        10, 4, true)).clustered(Summary.DeckTally::winsA);
    assertThat(m.mean()).isEqualTo(t.mean());
    assertThat(m.low()).isCloseTo(t.low(), within(1e-12));
    assertThat(m.high()).isCloseTo(t.high(), within(1e-12));
    assertThat(m.low()).isCloseTo(0.308007, within(1e-6));
    // each deal a deck of its own: the usual s / sqrt(n)
    TableSummary.Sums fresh = TableSummary.Sums.independent(4, 44, 14 * 14 * 2 + 8 * 8 * 2);
    assertThat(fresh.meanPerDeck()).isEqualTo(fresh.meanIndependent());
    assertThat(fresh.meanIndependent().low()).isCloseTo(7.605243, within(1e-6));
  }

  @Test
  void wilsonEnds_areExactlyZeroAndOne_forNoneAndAll() throws Exception {
    // The formula's lower end at p = 0 is 0; in floating point it came out 3.47e-18 for 69
    // deals and 0.9999999999999999 for 4 of 4 (Tournament.wilson).
    assertThat(new Summary.Share(0, 69).interval()[0]).isEqualTo(0.0);
    assertThat(new Summary.Share(4, 4).interval()[1]).isEqualTo(1.0);
    qt(35L).withExamples(500).forAll(integers().between(1, 2_000_000)).checkAssert(n -> {
      assertThat(new Summary.Share(0, n).interval()[0]).isEqualTo(0.0);
      assertThat(new Summary.Share(n, n).interval()[1]).isEqualTo(1.0);
    });
    long[] h = new long[21];
    h[10] = 69;
    JsonNode n = new ObjectMapper().readTree(Summary.ofSolve(Study.solve(Rules.parse("elfern"),
        69, 1), h, TIMES).json());
    assertThat(n.path("forehand").path("win").path("interval").get(0).asText()).isEqualTo("0");
  }

  @Test
  void smallShares_showTheirInterval_andRowsAddUpTo100() {
    // bohemian-schneider's row: 9955 forehand wins, 40 ties, 5 dealer wins of 10,000.
    // Wilson 95% of 5 in 10,000 (Python, the formula of Tournament.wilson):
    // [0.000213588, 0.001170026] -> "0.05% [0.02, 0.12]".
    long[] h = new long[21];
    h[15] = 9955;
    h[10] = 40;
    h[9] = 5;
    Summary s = Summary.ofSolve(Study.solve(Rules.parse("bohemian-schneider"), 10_000, 1), h,
        TIMES);
    assertThat(s.text()).containsPattern("dealer wins +5 +0\\.05%  \\[0\\.02%, 0\\.12%\\]")
        .containsPattern("forehand wins +9955 +99\\.55%")
        .containsPattern("tie +40 +0\\.40%");
    // 1 deal in a million: 0.0001%, its interval [0.0000177%, 0.0000566%] needs 5 decimals
    // for its lower end not to read 0
    assertThat(Figures.decimals(1.7652673e-07, 5.662689e-07, 2)).isEqualTo(5);
    assertThat(Figures.percent(1.7652673e-07, 5)).isEqualTo("0.00002");
    // 0 of 10,000: [0, 0.038%] reads "[0.00, 0.04]"; 1 of 10,000: [0.0018%, 0.057%] needs 3
    assertThat(Figures.decimals(0, 0.000384, 1)).isEqualTo(2);
    assertThat(Figures.decimals(1.7652673e-05, 0.000566269, 1)).isEqualTo(3);
    // three thirds: 33.34 + 33.33 + 33.33 (equal remainders: the first takes the unit left)
    assertThat(Figures.percentsOfAWhole(new long[] {1, 1, 1}, 3, 2))
        .containsExactly("33.34", "33.33", "33.33");
    // 99.55 / 0.40 / 0.05 forced to one decimal: 99.6 + 0.4 + 0.0, not 99.6 + 0.4 + 0.1 =
    // 100.1 (the summaries give it two decimals, which its interval needs)
    assertThat(Figures.percentsOfAWhole(new long[] {9955, 40, 5}, 10_000, 1))
        .containsExactly("99.6", "0.4", "0.0");
    qt(36L).withExamples(300).forAll(integers().between(1, 1000), longs().between(0, 1000),
        integers().between(0, 3)).checkAssert((n, salt, d) -> {
          long[] c = new long[5];
          java.util.SplittableRandom r = new java.util.SplittableRandom(salt);
          for (int i = 0; i < n; i++) {
            c[r.nextInt(5)]++;
          }
          java.math.BigDecimal sum = java.math.BigDecimal.ZERO;
          for (String p : Figures.percentsOfAWhole(c, n, d)) {
            sum = sum.add(new java.math.BigDecimal(p));
            assertThat(new java.math.BigDecimal(p).scale()).isEqualTo(d);
          }
          assertThat(sum).isEqualByComparingTo("100");
        });
  }

  @Test
  void compare_roundsSoRowsAddUp_showsSmallIntervals_andNamesTheStudy() throws Exception {
    long[] h = new long[21];
    h[15] = 9955;
    h[10] = 40;
    h[9] = 5;
    Path a = Files.createDirectory(dir.resolve("bs"));
    Files.writeString(a.resolve("summary.json"), Summary.ofSolve(Study.solve(
        Rules.parse("bohemian-schneider"), 10_000, 7), h, TIMES).json());
    String md = Comparison.read(List.of(a.toString())).markdown();
    assertThat(md).contains("| " + a + " | `bohemian-schneider` | 7 | 10,000 | 99.55% [99.40, "
        + "99.66] | 0.40% [0.29, 0.54] | 0.05% [0.02, 0.12] |");
  }

  @Test
  void compare_costs_comeFromTheMeanCpuPerDeal() throws Exception {
    // elfern's published run: 10,000 deals, 570.25 s of CPU, mean 57.025 ms, median 40.5397 ms,
    // 2,971.2 s on the clock with local[2] and 20 partitions.
    long[] h = new long[21];
    h[11] = 10_000;
    Summary s = Summary.ofSolve(Study.solve(Rules.parse("elfern"), 10_000, 1), h,
        new Summary.Times(57.025, 40.5397, 124.576, 469.579, 570.25)).withRun(new Provenance(
            "0.1.0", "unknown", "local[2]", 20, java.time.Instant.EPOCH, "17", "4.2.0", 2971.2));
    Path a = Files.createDirectory(dir.resolve("elfern"));
    Files.writeString(a.resolve("summary.json"), s.json());
    // a million deals: 57.025 ms * 10^6 = 57,025 s = 15.84 CPU hours; on 64 cores 0.2475 h;
    // cores busy 570.25 / 2971.2 = 0.19
    assertThat(Comparison.read(List.of(a.toString())).costs()).contains("| " + a + " | `elfern` "
        + "| 10,000 | 570 s | 57.0 ms | 40.5 ms | 15.8 CPU hours | 0.248 h | 2,971 s (local[2], "
        + "20 partitions) | 0.19 |");
    // the other published means: 110.6, 151.1 and 596.5 ms a deal
    assertThat(Comparison.hours(110.6 * 1e6 / 3.6e6)).isEqualTo("30.7");
    assertThat(Comparison.hours(151.1 * 1e6 / 3.6e6)).isEqualTo("42.0");
    assertThat(Comparison.hours(596.5 * 1e6 / 3.6e6)).isEqualTo("166");
  }

  @Test
  void compare_refusesAChartItCannotWrite_beforeAnything() {
    assertThatThrownBy(() -> Comparison.checkSvg(Path.of("/no/such/dir/x.svg")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--svg /no/such/dir/x.svg: the directory /no/such/dir does not exist");
    assertThatThrownBy(() -> Comparison.checkSvg(dir)).hasMessageContaining("is a directory");
  }

  @Test
  void cardPoints_listNoSchwarzLevel() throws Exception {
    long[] h = new long[121];
    h[120] = 3;
    h[70] = 7;
    Summary s = Summary.ofSolve(Study.solve(Rules.parse("bohemian-points"), 10, 1), h, TIMES);
    assertThat(s.text()).doesNotContainPattern("(?m)^  schwarz")
        .contains("forehand's mean points: ").contains(" of 120\n");
    JsonNode n = new ObjectMapper().readTree(s.json());
    assertThat(n.path("outcomes").path("win-schwarz").isNull()).isTrue();
    assertThat(n.path("outcomes").path("loss-schwarz").isNull()).isTrue();
  }

  @Test
  void rowsThatDoNotAddUp_areRefused() {
    assertThatThrownBy(() -> Summary.ofSolve(Study.solve(Rules.parse("elfern"), 100, 1),
        new long[21], TIMES)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("100 deals");
  }

  /** Parses an SVG document as XML and returns it. */
  private static Document wellFormed(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    Document d = f.newDocumentBuilder().parse(new ByteArrayInputStream(
        svg.getBytes(StandardCharsets.UTF_8)));
    assertThat(d.getDocumentElement().getLocalName()).isEqualTo("svg");
    return d;
  }

  @Test
  void chart_isWellFormed_withABarPerOutcomeAndPerPoints() throws Exception {
    Document d = wellFormed(elfern().svg());
    String svg = elfern().svg();
    // the outcome bar: each category drawn, with its share
    assertThat(svg).contains("<title>forehand simple: 50 deals, 50.0%</title>")
        .contains("<title>tie: 20 deals, 20.0%</title>")
        .contains("<title>12 points: 50 deals, 50.0%</title>")
        .contains("mean 11.80")
        // the headline: 65 wins of 100, Wilson [0.5525, 0.7364] (worked out above)
        .contains("forehand wins 65.0% [55.3, 73.6]; mean points 11.80 [11.24, 12.36] of 20");
    assertThat(d.getElementsByTagName("title").getLength()).isGreaterThan(8);
  }

  @Test
  void chart_anyHistogram_isWellFormed() {
    qt(34L).withExamples(30)
        .forAll(integers().between(1, 5000), longs().between(0, 1000))
        .checkAssert((n, salt) -> {
          long[] h = new long[121];
          java.util.SplittableRandom r = new java.util.SplittableRandom(salt);
          for (int i = 0; i < n; i++) {
            h[r.nextInt(121)]++;
          }
          Summary s = Summary.ofSolve(Study.solve(Rules.parse("bohemian-points"), n, 1), h,
              TIMES);
          try {
            wellFormed(s.svg());
            new ObjectMapper().readTree(s.json());
          } catch (Exception e) {
            throw new AssertionError(e);
          }
        });
  }

  @Test
  void compare_readsSummaries_intoATableAndAChart() throws Exception {
    Path a = Files.createDirectory(dir.resolve("a"));
    Files.writeString(a.resolve("summary.json"), elfern().json());
    Path svg = dir.resolve("c.svg");
    Comparison c = Comparison.read(List.of(a.toString()));
    assertThat(c.markdown()).contains("| " + a + " | `elfern` | 1 | 100 | 65.0% [55.3, 73.6] | "
        + "20.0% [").contains("| 11.80 [11.24, 12.36] of 20 |");
    c.writeSvg(svg, "Test");
    wellFormed(Files.readString(svg));
    assertThat(Files.readString(svg)).contains(">elfern</text>");
  }

  @Test
  void seed_andProgressLine() {
    assertThat(Checks.seed("18446744073709551615")).isEqualTo(-1L);
    assertThatThrownBy(() -> Checks.seed("+1")).hasMessageContaining("not an unsigned");
    assertThat(Progress.line(4000, 20000, 20)).isEqualTo(
        "elfern-study: 4,000 of 20,000 deals (20.0%), 200.0 deals/s, about 1 min 20 s left");
    assertThat(Progress.line(20000, 20000, 100)).endsWith("200.0 deals/s");
  }
}
