package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.TableSummary;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.SeatKey;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code simulate} command: the tally of {@link Tournament}, whatever the threads. */
class SimulateCommandTest {

  @TempDir Path dir;

  @Test
  void help_percentSign_printedWithoutFormatWarning() {
    // picocli reads descriptions as format strings: a bare % made it warn and print %n raw.
    Cli.Run r = Cli.run("simulate", "--help");
    assertThat(r.out() + r.err()).doesNotContain("WARN").doesNotContain("%n");
    assertThat(r.out().replaceAll("\\s+", " ")).contains("Wilson 95% confidence interval");
  }

  @Tag("slow")
  @Test
  void simulate_agreesWithTournamentAndIgnoresThreads() throws IOException {
    Path one = dir.resolve("one.egn");
    Path two = dir.resolve("two.egn");
    Cli.Run r1 = Cli.run("simulate", "--bots", "heuristic,random", "--games", "40", "--seed", "9",
        "--threads", "1", "--no-progress", "--out", one.toString());
    Cli.Run r2 = Cli.run("simulate", "--bots", "heuristic,random", "--games", "40", "--seed", "9",
        "--threads", "3", "--no-progress", "--out", two.toString());
    assertThat(r1.exit()).isZero();
    assertThat(r2.exit()).isZero();
    assertThat(Files.readAllBytes(one)).isEqualTo(Files.readAllBytes(two));
    assertThat(r1.lines()[1]).isEqualTo(r2.lines()[1]);
    assertThat(r1.lines()[2]).isEqualTo(r2.lines()[2]);

    Tournament.Result t = new Tournament(Rules.preset("elfern"), Contestant.parse("heuristic"),
        Contestant.parse("random")).play(20, 9);
    assertThat(r1.lines()[2].split("\\s+")).startsWith("heuristic", Integer.toString(t.wins()),
        Integer.toString(t.losses()), Integer.toString(t.ties()));
    assertThat(r1.lines()[3].split("\\s+")).startsWith("random", Integer.toString(t.losses()),
        Integer.toString(t.wins()), Integer.toString(t.ties()));

    Cli.Run v = Cli.run("validate", "--strict", one.toString());
    assertThat(v.exit()).isZero();
    assertThat(Cli.run("legal", one.toString()).out().split("\n")).hasSize(40).containsOnly("-");
  }

  /** {@code --json}: the same tally as the table, as data, parsed by Jackson. */
  @Test
  void json_isTheTallyAsData() throws IOException {
    Cli.Run r = Cli.run("simulate", "--bots", "heuristic,random", "--games", "40", "--seed", "9",
        "--threads", "2", "--no-progress", "--json");
    assertThat(r.exit()).isZero();
    com.fasterxml.jackson.databind.JsonNode root =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
    Tournament.Result t = new Tournament(Rules.preset("elfern"), Contestant.parse("heuristic"),
        Contestant.parse("random")).play(20, 9);
    assertThat(root.get("deals").asInt()).isEqualTo(40);
    assertThat(root.get("game").asText()).isEqualTo("elfern");
    com.fasterxml.jackson.databind.JsonNode a = root.get("bots").get(0);
    com.fasterxml.jackson.databind.JsonNode b = root.get("bots").get(1);
    assertThat(a.get("name").asText()).isEqualTo("heuristic");
    assertThat(a.get("won").asInt()).isEqualTo(t.wins());
    assertThat(a.get("lost").asInt()).isEqualTo(t.losses());
    assertThat(a.get("tied").asInt()).isEqualTo(t.ties());
    assertThat(b.get("won").asInt()).isEqualTo(t.losses());
    assertThat(a.get("forfeits").asInt()).isZero();
    // decided deals: ties left out; the Wilson interval holds the rate
    double rate = (double) t.wins() / (t.wins() + t.losses());
    assertThat(a.get("decidedWinRate").asDouble()).isCloseTo(rate, org.assertj.core.data.Offset
        .offset(1e-5));
    assertThat(a.get("decidedWinRateInterval").get(0).asDouble()).isLessThanOrEqualTo(rate);
    assertThat(a.get("decidedWinRateInterval").get(1).asDouble()).isGreaterThanOrEqualTo(rate);
    // every card of the 40 deals is played by one of the two bots (elfern: 32 cards a deal)
    assertThat(a.get("moveTime").get("moves").asLong() + b.get("moveTime").get("moves").asLong())
        .isEqualTo(40 * 32);
    assertThat(a.get("moveTime").get("medianMs").asDouble())
        .isLessThanOrEqualTo(a.get("moveTime").get("maxMs").asDouble());
    assertThat(a.get("points").asLong() + b.get("points").asLong())
        .isEqualTo(40L * Rules.preset("elfern").totalPoints());
  }

  @Test
  void simulate_badArguments_areErrors() {
    assertThat(Cli.run("simulate", "--bots", "heuristic", "--games", "2").exit()).isEqualTo(2);
    assertThat(Cli.run("simulate", "--bots", "heuristic,random", "--games", "0").exit()).isEqualTo(2);
    Cli.Run r = Cli.run("simulate", "--bots", "heuristic,nobody", "--games", "2", "--no-progress");
    assertThat(r.exit()).isEqualTo(2); // an unknown bot is a usage error
    // the message lists every name a seat accepts here: the bots, the solver and --engine
    assertThat(r.err()).startsWith("elfern: --bots: unknown bot 'nobody' (valid: random, heuristic,"
        + " montecarlo, best, solver, or an external program given with --engine NAME=COMMAND)");
  }

  @Test
  void simulate_libraryBots_pairDecksBySeedOne_unlessNoPaired() throws IOException {
    // Library bots cannot remember: paired decks and seed 1 by default (reproducible); with
    // --no-paired a fresh deck per deal.
    Path fresh = dir.resolve("fresh.egn");
    Cli.Run d = Cli.run("simulate", "--bots", "random,random", "--games", "4", "--no-progress");
    assertThat(d.out()).contains("4 deals on 2 decks (each twice, seats swapped), seed 1,");
    Cli.Run f = Cli.run("simulate", "--bots", "random,random", "--games", "4", "--no-progress",
        "--no-paired", "--out", fresh.toString());
    assertThat(f.exit()).isZero();
    assertThat(f.out()).contains("4 deals on 4 decks (a fresh deck per deal), seed 1,");
    assertThat(Files.readAllLines(fresh).stream().filter(l -> l.startsWith("[Seed ")))
        .doesNotHaveDuplicates().hasSize(4).contains("[Seed \"" + Long.toUnsignedString(
            Tournament.deckSeed(Tournament.Decks.FRESH, 1, 3)) + "\"]");
    Cli.Run help = Cli.run("simulate", "--help");
    assertThat(help.out().replaceAll("\\s+", " ")).contains("--[no-]paired")
        .contains("remembers its hands");
  }

  @Test
  void simulate_seedTooLarge_namesTheRange() {
    Cli.Run r = Cli.run("simulate", "--bots", "random,random", "--games", "2", "--no-progress",
        "--seed", "99999999999999999999");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("seed '99999999999999999999' is not an unsigned 64-bit decimal "
        + "(0 to 18446744073709551615)");
  }

  /** One bot per seat: the tally of {@link Table}, per bot, whatever the threads. */
  @Test
  void simulate_oneBotPerSeat_isTheTablesTally() throws IOException {
    Rules rules = Rules.parse("fuenfzehnern players=3");
    Table.Result t = new Table(rules, List.of(Contestant.parse("heuristic"),
        Contestant.parse("random"), Contestant.parse("random"))).play(4, 9);
    Cli.Run r = Cli.run("simulate", "--game", "fuenfzehnern", "--variant", "players=3",
        "--bots", "heuristic,random,random", "--games", "12", "--seed", "9", "--threads", "2",
        "--no-progress", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    com.fasterxml.jackson.databind.JsonNode root =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
    assertThat(root.get("deals").asInt()).isEqualTo(12);
    assertThat(root.get("decks").asInt()).isEqualTo(4);
    for (int i = 0; i < 3; i++) {
      com.fasterxml.jackson.databind.JsonNode bot = root.get("bots").get(i);
      assertThat(bot.get("won").asDouble()).isEqualTo(t.standings().get(i).won());
      assertThat(bot.get("points").asLong()).isEqualTo(t.standings().get(i).points());
      assertThat(bot.get("shareInterval").get(0).asDouble())
          .isLessThanOrEqualTo(bot.get("share").asDouble());
      assertThat(bot.get("moveTime").get("moves").asLong()).isEqualTo(12 * 8);
    }
    assertThat(root.get("bots").get(1).get("name").asText()).isEqualTo("random (B)");

    Path out = dir.resolve("table.egn");
    Cli.Run text = Cli.run("simulate", "--game", "fuenfzehnern", "--variant", "players=3",
        "--bots", "heuristic,random,random", "--games", "12", "--seed", "9", "--threads", "1",
        "--no-progress", "--out", out.toString());
    assertThat(text.exit()).isZero();
    assertThat(text.out()).contains("12 deals on 4 decks (each once per seat, the bots rotating)");
    String[] first = text.lines()[3].split("\\s+");
    assertThat(first[0]).isEqualTo("heuristic");
    assertThat(Double.parseDouble(first[1])).isCloseTo(t.standings().get(0).won(),
        org.assertj.core.api.Assertions.within(0.005));
    // in the second deal contestant A (heuristic) sits in seat 1, B in seat 2, C in seat 0
    assertThat(Files.readString(out)).contains(
        "[Players \"random (C); heuristic; random (B)\"]");
    assertThat(Cli.run("validate", "--strict", out.toString()).exit()).isZero();
  }

  /**
   * One bot per seat: every figure of the report, the per-deck intervals and the figures per
   * seat included, is the {@link TableSummary} of the same deals added up by {@link
   * Table.Tally}, as {@code elfern-study tournament} reports them (its test compares the two).
   */
  @Test
  void simulate_oneBotPerSeat_reportsTheTableSummaryOfItsDeals() throws IOException {
    Rules rules = Rules.parse("fuenfzehnern players=3");
    List<String> bots = List.of("heuristic", "random", "random");
    Table table = new Table(rules, bots.stream().map(Contestant::parse).toList());
    Table.Tally tally = new Table.Tally(Table.distinctNames(bots), Tournament.Decks.PAIRED);
    for (int d = 0; d < 14; d++) { // four decks and two deals of a fifth
      tally.add(table.playDeal(d, Tournament.Decks.PAIRED, 9, SeatKey.fromSeed(9)));
    }
    TableSummary want = tally.summary();
    Cli.Run r = Cli.run("simulate", "--game", "fuenfzehnern", "--variant", "players=3",
        "--bots", String.join(",", bots), "--games", "14", "--seed", "9", "--threads", "2",
        "--no-progress", "--json");
    assertThat(r.exit()).as(r.err()).isZero();
    com.fasterxml.jackson.databind.JsonNode root =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
    assertThat(root.get("decks").asInt()).isEqualTo(5);
    assertThat(root.get("fairShare").asDouble()).isEqualTo(want.fairShare());
    assertThat(root.get("intervals").asText()).isEqualTo(want.intervals());
    for (int i = 0; i < 3; i++) {
      com.fasterxml.jackson.databind.JsonNode bot = root.get("bots").get(i);
      TableSummary.Share s = want.share(i);
      assertThat(bot.get("won").asDouble()).isEqualTo(s.deals());
      assertThat(pair(bot.get("shareInterval"))).containsExactly(s.low(), s.high());
      assertThat(pair(bot.get("perDeckInterval"))).containsExactly(s.deckLow(), s.deckHigh());
      assertThat(bot.get("meanPoints").asDouble()).isEqualTo(want.meanPoints(i).mean());
      assertThat(pair(bot.get("meanPointsInterval"))).containsExactly(want.meanPoints(i).low(),
          want.meanPoints(i).high());
      assertThat(pair(bot.get("meanSettlementInterval"))).containsExactly(
          want.meanSettlement(i).low(), want.meanSettlement(i).high());
      for (int seat = 0; seat < 3; seat++) {
        com.fasterxml.jackson.databind.JsonNode in = bot.get("seats").get(seat);
        TableSummary.Share there = want.share(i, seat).orElseThrow();
        assertThat(in.get("deals").asLong()).isEqualTo(there.of()).isBetween(4L, 5L);
        assertThat(in.get("share").asDouble()).isEqualTo(there.share());
        assertThat(pair(in.get("shareInterval"))).containsExactly(there.low(), there.high());
        assertThat(in.has("perDeckInterval")).isFalse();
        assertThat(pair(in.get("meanPointsInterval"))).containsExactly(
            want.meanPoints(i, seat).orElseThrow().low(),
            want.meanPoints(i, seat).orElseThrow().high());
      }
    }
    for (int seat = 0; seat < 3; seat++) {
      com.fasterxml.jackson.databind.JsonNode in = root.get("seats").get(seat);
      TableSummary.Share s = want.seatShare(seat);
      assertThat(in.get("share").asDouble()).isEqualTo(s.share());
      assertThat(pair(in.get("perDeckInterval"))).containsExactly(s.deckLow(), s.deckHigh());
      assertThat(pair(in.get("meanPointsInterval"))).containsExactly(
          want.seatMeanPoints(seat).low(), want.seatMeanPoints(seat).high());
    }
    // the text gives the same figures, three decimals
    Cli.Run text = Cli.run("simulate", "--game", "fuenfzehnern", "--variant", "players=3",
        "--bots", String.join(",", bots), "--games", "14", "--seed", "9", "--threads", "1",
        "--no-progress");
    assertThat(text.exit()).isZero();
    TableSummary.Share a = want.share(0);
    assertThat(text.out()).contains("fair share 0.333")
        .contains(String.format(java.util.Locale.ROOT, "[%.3f, %.3f]  [%.3f, %.3f]", a.low(),
            a.high(), a.deckLow(), a.deckHigh()))
        .contains("seat 0 (forehand)").contains("time per move (on the clock):")
        .contains(want.intervals());
    assertThat(text.out().lines()).noneMatch(l -> l.endsWith(" "));
  }

  private static double[] pair(com.fasterxml.jackson.databind.JsonNode interval) {
    assertThat(interval.size()).isEqualTo(2);
    return new double[] {interval.get(0).asDouble(), interval.get(1).asDouble()};
  }

  @Test
  void simulate_botsNeitherTwoNorOnePerSeat_isAUsageError() {
    Cli.Run r = Cli.run("simulate", "--game", "fuenfzehnern", "--bots", "random,random,random",
        "--games", "2", "--no-progress");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("fuenfzehnern seats 4 players: give two bots (sides) or one "
        + "per seat; got 3");
  }
}
