package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Untrusted text — player names, tags and file names — reaches the terminal only escaped
 * ({@link Display#printable}): no ESC, no U+202E in anything the commands print.
 */
class UntrustedTextTest {

  @TempDir Path dir;

  private static final String ESC = "\u001b";
  private static final String RLO = "\u202e";

  /** The club evening with an ESC sequence and a right-to-left override in the names. */
  private String hostileClubEvening(String name) throws IOException {
    String text = Files.readString(Path.of(Cli.CLUB_EVENING), StandardCharsets.UTF_8)
        .replace("[Players \"Anna; Ben\"]", "[Players \"An" + ESC + "[2Jna; B" + RLO + "en\"]")
        .replace("[Event \"Club evening\"]", "[Event \"Club" + ESC + "]0;x" + "\u0007 evening\"]");
    return Cli.file(dir, name, text);
  }

  private static void assertClean(Cli.Run r) {
    assertThat(r.out()).doesNotContain(ESC).doesNotContain(RLO).doesNotContain("\u0007");
    assertThat(r.err()).doesNotContain(ESC).doesNotContain(RLO).doesNotContain("\u0007");
  }

  @Test
  void replay_escapesPlayerNames() throws IOException {
    Cli.Run r = Cli.run("replay", hostileClubEvening("club.egn"));
    assertThat(r.exit()).isZero();
    assertClean(r);
    assertThat(r.out()).contains("Game elfern: An\\u001b[2Jna (forehand), B\\u202een (dealer)")
        .contains("An\\u001b[2Jna leads KD");
  }

  @Test
  void analyze_escapesPlayerNamesAndTheFileName() throws IOException {
    Cli.Run r = Cli.run("analyze", "--solve-at", "6",
        hostileClubEvening("f" + ESC + "[31mile" + RLO + ".egn"));
    assertThat(r.exit()).isZero();
    assertClean(r);
    assertThat(r.out()).contains("Record 1 (").contains("f\\u001b[31mile\\u202e.egn, line 1)")
        .contains("An\\u001b[2Jna");
  }

  @Test
  void analyze_write_keepsTheNamesInTheRecordAsTheyAre() throws IOException {
    Path out = dir.resolve("out.egn");
    Cli.Run r = Cli.run("analyze", "--solve-at", "6", "--write", out.toString(),
        hostileClubEvening("club.egn"));
    assertThat(r.exit()).isZero();
    assertClean(r);
    assertThat(Files.readString(out, StandardCharsets.UTF_8))
        .contains("[Players \"An" + ESC + "[2Jna; B" + RLO + "en\"]");
  }

  @Test
  void score_escapesTheFileNameInTheTable() throws IOException {
    String text = Files.readString(Path.of(Cli.CLUB_EVENING), StandardCharsets.UTF_8);
    Cli.Run r = Cli.run("score", Cli.file(dir, "g" + ESC + "[31mX" + RLO + ".egn", text));
    assertThat(r.exit()).isZero();
    assertClean(r);
    assertThat(r.out()).contains("Deals: ").contains("g\\u001b[31mX\\u202e.egn");
  }

  @Test
  void errorMessages_escapeTheFileName() throws IOException {
    String missing = dir.resolve("no" + ESC + "[2Jfile" + RLO + ".egn").toString();
    for (String command : new String[] {"replay", "analyze", "score", "legal", "format",
        "validate"}) {
      Cli.Run r = Cli.run(command, missing);
      assertThat(r.exit()).as(command).isEqualTo(1);
      assertClean(r);
      assertThat(r.err()).as(command).contains("no\\u001b[2Jfile\\u202e.egn");
    }
  }

  @Test
  void score_errorNamingTheFile_isEscaped() throws IOException {
    String f = Cli.file(dir, "u" + ESC + "[2J" + RLO + ".egn",
        "[Game \"elfern\"]\n[Players \"A; B\"]\n[Seed \"42\"]\n\n1. KD 9S *\n");
    Cli.Run r = Cli.run("score", "--scoring", "tendler", f);
    assertThat(r.exit()).isEqualTo(1);
    assertClean(r);
    assertThat(r.err()).contains("u\\u001b[2J\\u202e.egn: record 1");
  }

  @Test
  void savedFileNames_areEscaped() {
    String save = dir.resolve("s" + ESC + "[2J" + RLO + ".egn").toString();
    Cli.Run r = Cli.run("match", "--scoring", "tendler", "deals=2", "--seed", "1",
        "--save", save);
    assertClean(r);
    assertThat(r.out()).contains("Saved to ").contains("s\\u001b[2J\\u202e.egn");
  }
}
