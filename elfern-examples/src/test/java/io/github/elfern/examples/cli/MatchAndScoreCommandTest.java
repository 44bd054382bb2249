package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.RandomBot;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code match} and {@code score} commands. */
class MatchAndScoreCommandTest {

  @TempDir Path dir;

  @Test
  @DisplayName("score: Tendler stakes (000 via Tendler 1830): the winner gains 1, 2 if schneider."
      + " The four deals of tendler-match.egn: Anna 12 (+1), Anna 16 schneider (+2), Ben 17"
      + " schneider (+2), Ben 16 schneider (+2): Ben +1, Anna -1")
  void score_tendlerMatch_totalsByHand() {
    Cli.Run r = Cli.run("score", "examples/tendler-match.egn");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("Scoring: tendler deals=4")
        .contains("Over after 4 deals: Ben wins")
        .contains("Settlement: Ben +1, Anna -1");
  }

  @Test
  @DisplayName("score --scoring banner: one line for a simple win, two for schneider; Ben 4, Anna 3")
  void score_banner_drawsTheBanners() {
    Cli.Run r = Cli.run("score", "examples/tendler-match.egn", "--scoring", "banner");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("Ben (4 lines)").contains("Anna (3 lines)");
  }

  @Test
  @DisplayName("score: a record dealt otherwise than the schedule says is scored the same and"
      + " named on standard error with both dealers (dealer=loser: Ben lost deal 1 so deals"
      + " deal 2, but tendler-match.egn has Anna deal it; then Ben, Anna, where the file has Anna,"
      + " Ben)")
  void score_dealerDisagreesWithSchedule_warnsPerRecord_scoresUnchanged() {
    Cli.Run r = Cli.run("score", "examples/tendler-match.egn", "--scoring",
        "tendler deals=4 dealer=loser");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("Settlement: Ben +1, Anna -1");
    assertThat(r.err()).contains("warning: examples/tendler-match.egn: record 2 is dealt by Anna"
        + " (Players \"Ben; Anna\"), but the schedule has Ben deal it (\"Anna; Ben\")")
        .contains("record 3 is dealt by Anna").contains("record 4 is dealt by Ben")
        .doesNotContain("record 1 ");
    assertThat(r.err().lines().filter(l -> l.startsWith("warning:"))).hasSize(3);
  }

  @Test
  void score_manyRecordsDealtOtherwise_tenWarningsAndACount() throws IOException {
    // tendler-match.egn four times under dealer=loser: records 2, 3 and 4 of each four are dealt
    // by the winner of the deal before (see above), 12 records in all
    String four = Files.readString(Path.of("examples/tendler-match.egn"));
    String f = Cli.file(dir, "long.egn", (four + "\n").repeat(4));
    Cli.Run r = Cli.run("score", f, "--scoring", "tendler dealer=loser");
    assertThat(r.exit()).isZero();
    assertThat(r.err().lines()).hasSize(11).last().isEqualTo(
        "warning: " + f + ": 2 more records are dealt otherwise than the schedule says");
  }

  @Test
  void score_dealersAsTheScheduleSays_noWarning() {
    Cli.Run r = Cli.run("score", "examples/tendler-match.egn");
    assertThat(r.exit()).isZero();
    assertThat(r.err()).isEmpty();
  }

  /** {@return a finished Elfern deal, played randomly, that ends in a Ständer (10-10)} */
  private static GameState tiedDeal() {
    for (long seed = 1; ; seed++) {
      GameState s = GameState.deal(Rules.preset("elfern"), seed);
      SplitMix64 random = new SplitMix64(seed);
      while (!s.isOver()) {
        s = s.play(RandomBot.INSTANCE.choose(s.view(s.toMove()), random));
      }
      if (s.result().points(0) == 10) {
        return s;
      }
    }
  }

  /** {@return the deal as an EGN record with the given Players tag} */
  private static String record(GameState s, String players) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Players", players);
    return EgnWriter.write(GameRecord.of(s, tags));
  }

  @Test
  @DisplayName("score: after a Ständer the dealer is drawn by lot (Kiddle), so either player may"
      + " deal the next record without a warning; with stander-dealer=same only the same dealer")
  void score_dealerAfterAStanderByLot_eitherPlayer_noWarning() throws IOException {
    GameState tie = tiedDeal();
    for (String second : List.of("Anna; Ben", "Ben; Anna")) {
      String f = Cli.file(dir, "lot.egn", record(tie, "Anna; Ben") + "\n" + record(tie, second));
      Cli.Run r = Cli.run("score", f, "--scoring", "tendler");
      assertThat(r.exit()).isZero();
      assertThat(r.err()).as("second record seated %s", second).isEmpty();
      Cli.Run same = Cli.run("score", f, "--scoring", "tendler stander-dealer=same");
      assertThat(same.err()).as("second record seated %s", second).isEqualTo(
          second.equals("Anna; Ben") ? ""
              : "warning: " + f + ": record 2 is dealt by Anna (Players \"Ben; Anna\"), but the"
                  + " schedule has Ben deal it (\"Anna; Ben\"); the scores do not depend on who"
                  + " dealt, the table shows the schedule's dealer\n");
    }
  }

  @Test
  void score_unsuitableRecords_areErrors() throws IOException {
    String noPlayers = Cli.file(dir, "a.egn", "[Game \"elfern\"]\n[Seed \"42\"]\n\n"
        + "1. KD 9S 2. 8H 7S 3. AH AC 4. 8C JH 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS AD\n"
        + "10. 7D AS 11. KS TS 12. QH 7H 13. TD 8D 14. TH JD 15. TC KC 16. 9C 9H 18-2\n");
    Cli.Run r = Cli.run("score", noPlayers, "--scoring", "tendler");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).contains("has no Players tag");
    String unfinished = Cli.file(dir, "b.egn", "[Game \"elfern\"]\n[Players \"A; B\"]\n"
        + "[Seed \"42\"]\n\n1. KD *\n");
    assertThat(Cli.run("score", unfinished, "--scoring", "tendler").err()).contains("not finished");
    Cli.Run noScoring = Cli.run("score", Cli.CLUB_EVENING.replace("club-evening", "german-suits"));
    assertThat(noScoring.exit()).isEqualTo(1);
    assertThat(noScoring.err()).contains("give --scoring");
    assertThat(Cli.run("score", Cli.CLUB_EVENING, "--scoring", "whist").err())
        .startsWith("elfern: --scoring: unknown scoring schedule 'whist'");
  }

  @Test
  void match_betweenBots_isDeterministicAndEndsByTheSchedule() throws IOException {
    Path save = dir.resolve("m.egn");
    Cli.Run a = Cli.run("match", "--scoring", "banner", "--seed", "3", "--save", save.toString());
    Cli.Run b = Cli.run("match", "--scoring", "banner", "--seed", "3");
    assertThat(a.exit()).isZero();
    assertThat(a.out()).contains("Over after ").contains(" lines)");
    assertThat(b.out()).isEqualTo(a.out().replace("Saved to " + save + ".\n", ""));
    // the saved deals, scored again, give the same end and settlement (players may be listed in
    // another order: score takes them in order of first appearance)
    Cli.Run again = Cli.run("score", save.toString());
    assertThat(again.exit()).isZero();
    for (String prefix : new String[] {"Over after", "Settlement:"}) {
      String line = a.out().lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow();
      String other = again.out().lines().filter(l -> l.startsWith(prefix)).findFirst()
          .orElseThrow();
      assertThat(java.util.Set.of(other.substring(prefix.length()).split(",")).stream()
          .map(String::strip).sorted().toList())
          .isEqualTo(java.util.Set.of(line.substring(prefix.length()).split(",")).stream()
              .map(String::strip).sorted().toList());
    }
  }

  @Test
  void match_openEnded_stopsAtMaxDeals() {
    Cli.Run r = Cli.run("match", "--scoring", "tendler", "--max-deals", "3");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("Stopped after 3 deals (--max-deals).");
  }

  @Test
  void match_human_playsFromPipedInput() {
    Cli.Run r = Cli.runWithInput("?\nquit\n", "match", "--scoring", "tendler deals=2", "--human");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).contains("Your hand: 1) ").contains("Legal: ")
        .contains("The match is abandoned: you quit.").contains("Scoring: tendler deals=2");
  }

  @Test
  @DisplayName("match --human without a seed draws it at random and tells it after the match:"
      + " with the default seed 1 a person could compute every deal, the bots' hands included")
  void match_human_withoutASeed_drawsItAtRandom_andTellsItAfterwards() {
    Set<String> hands = new HashSet<>();
    for (int i = 0; i < 3; i++) {
      Cli.Run r = Cli.runWithInput("quit\n", "match", "--scoring", "tendler deals=2", "--human");
      String out = r.out();
      int at = out.indexOf("Your hand: ");
      assertThat(at).as(out).isNotNegative();
      hands.add(out.substring(at, out.indexOf('\n', at)));
      assertThat(out).contains("(drawn at random)");
    }
    assertThat(hands).hasSizeGreaterThan(1);
    // a seed given replays: the same hand every time
    Set<String> seeded = new HashSet<>();
    for (int i = 0; i < 2; i++) {
      String out = Cli.runWithInput("quit\n", "match", "--scoring", "tendler deals=2", "--human",
          "--seed", "5").out();
      int at = out.indexOf("Your hand: ");
      seeded.add(out.substring(at, out.indexOf('\n', at)));
      assertThat(out).doesNotContain("(drawn at random)");
    }
    assertThat(seeded).hasSize(1);
  }

  @Tag("slow")
  @Test
  @DisplayName("score streams: 20,000 deals in a 16 MB heap (100,000 deals ran out of"
      + " memory at -Xmx64m), the same table as for a short file")
  void score_longFile_inASmallHeap() throws Exception {
    String text = Files.readString(Path.of("examples/tendler-match.egn"));
    String first = text.substring(0, text.indexOf("\n\n[Event")).replace(
        "[Scoring \"tendler deals=4\"]", "[Scoring \"tendler\"]") + "\n\n";
    Path big = dir.resolve("big.egn");
    try (Writer w = Files.newBufferedWriter(big)) {
      for (int i = 0; i < 20_000; i++) {
        w.write(first);
      }
    }
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(javaBin, "-Xmx16m", "-Xshare:auto", "-XX:TieredStopAtLevel=1",
        "-cp", System.getProperty("java.class.path"), ElfernCommand.class.getName(), "score",
        big.toString()).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(),
        StandardCharsets.UTF_8);
    assertThat(p.waitFor()).as(out.length() > 2000 ? out.substring(out.length() - 2000) : out)
        .isZero();
    // In the record Anna takes 14 honours (6-14 with Ben in seat 0): a simple win, one stake
    // (docs/rules.md#tendler), in every deal: 20,000 stakes.
    assertThat(out).contains("Settlement: Ben -20000, Anna +20000")
        .contains("\n20000  Anna").doesNotContain("OutOfMemoryError");
    Cli.Run small = Cli.run("score", "-", "--scoring", "tendler deals=2");
    assertThat(small.exit()).isNotZero();
    Cli.Run piped = Cli.runWithInput(first + first, "score", "-");
    assertThat(piped.exit()).as(piped.err()).isZero();
    assertThat(piped.out()).contains("Settlement: Ben -2, Anna +2");
  }
}
