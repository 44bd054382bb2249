package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Perft;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code perft} command: totals agree with {@link Perft#count}, the total is last. */
class PerftCommandTest {

  @TempDir Path dir;

  private static final String TWO = "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD *\n\n"
      + "[Game \"fuenfzehnern\"]\n[Seed \"1\"]\n\n1. QS=Z *\n";

  @Test
  void perft_fromRecord_agreesWithPerftCount() throws IOException {
    String f = Cli.file(dir, "a.egn", TWO);
    GameState first = GameState.deal(Rules.preset("elfern"), 42).play("KD");
    Cli.Run r = Cli.run("perft", f, "--depth", "4");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo(Perft.count(first, 4) + "\n");
    // Ben answers KD with any of his six cards in phase 1 (000: no obligation to follow).
    assertThat(Cli.run("perft", f, "--depth", "1").out()).isEqualTo("6\n");

    GameState second = GameState.deal(Rules.preset("fuenfzehnern"), 1).play("QS=Z");
    Cli.Run z = Cli.run("perft", f, "--record", "2", "--depth", "5");
    assertThat(z.out()).isEqualTo(Perft.count(second, 5) + "\n");
    // Zwang: Ben must play his ace of spades (004).
    assertThat(Cli.run("perft", f, "--record", "2", "--depth", "1").out()).isEqualTo("1\n");
  }

  @Test
  void perft_divide_sumsToTheTotalOnTheLastLine() throws IOException {
    String f = Cli.file(dir, "a.egn", TWO);
    Cli.Run r = Cli.run("perft", f, "--depth", "3", "--divide");
    assertThat(r.exit()).isZero();
    String[] lines = r.out().strip().split("\n");
    assertThat(lines).hasSize(7);
    long sum = Arrays.stream(lines, 0, 6).mapToLong(l -> Long.parseLong(l.split(" ")[1])).sum();
    assertThat(lines[6]).isEqualTo(Long.toString(sum));
    assertThat(sum).isEqualTo(Perft.count(GameState.deal(Rules.preset("elfern"), 42).play("KD"), 3));
    assertThat(lines[0]).startsWith("AC ");
  }

  @Test
  void perft_gameAndSeed_stillWorks() {
    Cli.Run r = Cli.run("perft", "--game", "elfern", "--seed", "42", "--depth", "2");
    assertThat(r.exit()).isZero();
    // phase 1: forehand leads any of 6, dealer answers with any of 6
    assertThat(r.out()).isEqualTo("36\n");
  }

  @Test
  void perft_depthPastTheEnd_isAnError() {
    Cli.Run r = Cli.run("perft", Cli.CLUB_EVENING, "--depth", "1");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).startsWith("elfern: depth 1 is past the end of the deal").endsWith("\n");
    assertThat(r.err().strip()).doesNotContain("\n");
  }

  @Test
  void perft_badRecordNumbersAndRecords_areErrors() throws IOException {
    String f = Cli.file(dir, "a.egn", TWO);
    assertThat(Cli.run("perft", f, "--record", "3", "--depth", "1").err())
        .isEqualTo("elfern: " + f + " has no record 3: it holds 2 records\n");
    assertThat(Cli.run("perft", f, "--record", "0", "--depth", "1").exit()).isEqualTo(2);
    String bad = Cli.file(dir, "b.egn", "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD 9S 2. 8H 7C *\n");
    Cli.Run r = Cli.run("perft", bad, "--depth", "1");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).startsWith("elfern: " + bad + ":4:16: not-in-hand");
    assertThat(Cli.run("perft", Cli.file(dir, "e.egn", ""), "--depth", "1").err())
        .isEqualTo("elfern: " + dir.resolve("e.egn") + " has no record 1: it holds 0 records\n");
  }

  @Test
  void perft_mixedForms_areUsageErrors() {
    Cli.Run r = Cli.run("perft", Cli.CLUB_EVENING, "--game", "elfern", "--seed", "1", "--depth", "1");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n");
    assertThat(Cli.run("perft", "--depth", "1").exit()).isEqualTo(2);
    assertThat(Cli.run("perft", "--game", "elfern", "--seed", "1").exit()).isEqualTo(2);
    assertThat(Cli.run("perft", "--game", "elfern", "--seed", "x", "--depth", "1").exit()).isEqualTo(2);
  }
}
