package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code format} command: canonical EGN (EGN.md §8, the writer's rules). */
class FormatCommandTest {

  @TempDir Path dir;

  @Test
  void format_canonicalFile_isUnchanged() throws IOException {
    Cli.Run r = Cli.run("format", Cli.CLUB_EVENING);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo(Files.readString(Path.of(Cli.CLUB_EVENING), StandardCharsets.UTF_8));
  }

  @Test
  void format_sloppyRecord_isWrittenCanonically() throws IOException {
    // Tags out of order, lower case, a ; comment, no trick numbers, CRLF: all lenient EGN.
    String f = Cli.file(dir, "a.egn",
        "[Seed \"42\"]\r\n[Game \"elfern\"]\r\n\r\nkd 9s ; well led\r\n8H 7S *\r\n");
    Cli.Run r = Cli.run("format", f);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo("[Game \"elfern\"]\n[Seed \"42\"]\n"
        + "[Deck \"8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C"
        + " 7D KC KS AS TC 7H\"]\n\n"
        + "1. KD 9S {well led} 2. 8H 7S *\n\n");
  }

  @Test
  void format_recordWithError_isWrittenAndReportedOnStandardError() throws IOException {
    String f = Cli.file(dir, "b.egn", "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD 9S 2. 8H 7C *\n");
    Cli.Run r = Cli.run("format", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).endsWith("1. KD 9S 2. 8H 7C *\n\n");
    assertThat(r.err()).startsWith(f + ":4:16: not-in-hand ");
  }

  @Test
  void format_emptyFile_writesNothing() throws IOException {
    Cli.Run r = Cli.run("format", Cli.file(dir, "e.egn", ""));
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEmpty();
  }

  @Test
  void format_help_saysTheValuesAreWrittenAsTheyAre_andWhereToLookAtAnUntrustedFile() {
    Cli.Run r = Cli.run("format", "--help");
    assertThat(r.exit()).isZero();
    String help = r.out().replaceAll("\\s+", " ");
    assertThat(help).contains("tag values and comments as they are")
        .contains("elfern replay").contains("elfern validate");
  }
}
