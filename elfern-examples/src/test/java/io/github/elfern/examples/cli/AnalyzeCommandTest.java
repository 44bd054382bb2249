package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.notation.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code analyze} command on the club evening. */
class AnalyzeCommandTest {

  @TempDir Path dir;

  private static final Pattern LINE =
      Pattern.compile(" *(\\d+)\\. (\\S+) +(Anna|Ben) +best (\\d+)-(\\d+) by .*; played (\\d+)-(\\d+).*");

  @Test
  void analyze_clubEvening_neverRatesAPlayAboveTheBest() {
    Cli.Run r = Cli.run("analyze", Cli.CLUB_EVENING, "--time-limit", "600000");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("from the first lead (the whole deal); points Anna-Ben");
    int lines = 0;
    for (String l : r.out().split("\n")) {
      Matcher m = LINE.matcher(l);
      if (!m.matches()) {
        continue;
      }
      lines++;
      int seat = m.group(3).equals("Anna") ? 0 : 1;
      int best = Integer.parseInt(m.group(4 + seat));
      int played = Integer.parseInt(m.group(6 + seat));
      assertThat(played).as(l).isLessThanOrEqualTo(best);
      assertThat(l.contains("gives away")).as(l).isEqualTo(played < best);
    }
    // the whole deal: 16 tricks of 2 plays
    assertThat(lines).isEqualTo(32);
    // the last trick: one card each, so the best is what happened, 18-2
    assertThat(r.out()).contains(" 16. 9H   Anna       best 18-2 by 9H; played 18-2");
  }

  @Test
  void analyze_write_givesValidEgnWithTheSameMoves() throws IOException {
    Path out = dir.resolve("annotated.egn");
    Cli.Run r = Cli.run("analyze", Cli.CLUB_EVENING, "--write", out.toString(),
        "--solve-at", "20");
    assertThat(r.exit()).isZero();
    String text = Files.readString(out, StandardCharsets.UTF_8);
    assertThat(text).contains("{solver:");
    assertThat(Cli.run("validate", "--strict", out.toString()).exit()).isZero();
    GameRecord original = GameRecord.parse(Files.readString(Path.of(Cli.CLUB_EVENING)));
    GameRecord annotated = GameRecord.parse(text);
    assertThat(annotated.replay()).isEqualTo(original.replay());
  }

  @Test
  void analyze_unsolvableGame_saysWhy() {
    Cli.Run r = Cli.run("analyze", "examples/fuenfzehnern.egn");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("not analyzed: the solver plays two-player deals");
    assertThat(Cli.run("analyze", Cli.CLUB_EVENING, "--solve-at", "40").exit()).isEqualTo(2);
    assertThat(Cli.run("analyze", Cli.CLUB_EVENING, "--time-limit", "0").exit()).isEqualTo(2);
  }

  @Test
  void analyze_tinyTimeLimit_skipsTheBigPositionsAndStillSolvesTheEnd() {
    Cli.Run r = Cli.run("analyze", Cli.CLUB_EVENING, "--time-limit", "1");
    assertThat(r.exit()).isZero();
    // The first lead of a whole deal needs far more than a millisecond; the last trick does not.
    assertThat(r.out()).contains("  1. ").contains("not solved within 1 ms (--time-limit)");
    assertThat(r.out()).contains(" 16. 9H   Anna       best 18-2 by 9H; played 18-2");
  }
}
