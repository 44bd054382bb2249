package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command that reads a file, on every kind of bad file and option: one clear line on
 * standard error or diagnostics on standard output, a non-zero exit, never a stack trace.
 */
class BadInputTest {

  @TempDir Path dir;

  /** The commands that read FILE, each with the options it needs. */
  private static List<String> command(String name, String file) {
    List<String> args = new ArrayList<>(List.of(name, file));
    if (name.equals("validate")) {
      args.add("--quiet"); // the error line only, without the summary
    }
    if (name.equals("perft")) {
      args.add("--depth");
      args.add("1");
    }
    if (name.equals("score")) {
      args.add("--scoring");
      args.add("tendler");
    }
    return args;
  }

  private static Cli.Run run(List<String> args) {
    Cli.Run r = Cli.run(args.toArray(new String[0]));
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(r.out()).doesNotContain("Exception");
    return r;
  }

  @ParameterizedTest
  @ValueSource(strings = {"validate", "format", "replay", "legal", "perft", "analyze", "score"})
  void command_missingFile_oneLineAndExitOne(String name) {
    String f = dir.resolve("missing.egn").toString();
    Cli.Run r = run(command(name, f));
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("elfern: " + f + ": no such file\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"validate", "format", "replay", "legal", "perft", "analyze", "score"})
  void command_directory_oneLineAndExitOne(String name) {
    Cli.Run r = run(command(name, dir.toString()));
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).isEqualTo("elfern: " + dir + ": is a directory, not an EGN file\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"validate", "format", "replay", "legal", "perft", "analyze", "score"})
  void command_garbageBytes_reportsErrorsAndExitsOne(String name) throws IOException {
    byte[] garbage = new byte[64 * 1024];
    new Random(7).nextBytes(garbage);
    Cli.Run r = run(command(name, Cli.file(dir, "garbage.bin", garbage)));
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out() + r.err()).isNotEmpty();
    assertThat(r.err()).doesNotContain("\u0000");
    if (!name.equals("format")) { // format writes the comments it read verbatim: that is EGN
      assertThat(r.out()).doesNotContain("\u0000");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"validate", "format", "replay", "legal", "perft", "analyze", "score"})
  void command_invalidUtf8_readsAsReplacementAndReportsTheWord(String name) throws IOException {
    byte[] bytes = ("[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD 9" + "\u0000S *\n")
        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    bytes[bytes.length - 5] = (byte) 0xff; // 9<0xff>S: not UTF-8
    String f = Cli.file(dir, "bad-utf8.egn", bytes);
    Cli.Run r = run(command(name, f));
    assertThat(r.exit()).isEqualTo(1);
    if (name.equals("validate")) {
      // the word 9?S starts at line 4, column 7, and starts like a card
      assertThat(r.out()).startsWith(f + ":4:7: bad-card ").contains("\uFFFD");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"validate", "format", "replay", "legal", "perft", "analyze", "score"})
  void command_unknownOption_isAUsageError(String name) {
    List<String> args = command(name, Cli.CLUB_EVENING);
    args.add("--no-such-option");
    Cli.Run r = run(args);
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("--no-such-option");
    assertThat(r.err().strip()).doesNotContain("\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"validate", "format", "replay", "legal", "perft", "analyze", "score", "play", "simulate", "match", "bench"})
  void command_help_printsUsageAndExitsZero(String name) {
    Cli.Run r = run(List.of(name, "--help"));
    assertThat(r.exit()).isZero();
    assertThat(r.out()).startsWith("Usage: elfern " + name);
  }

  @Test
  void elfern_unknownCommand_isAUsageError() {
    Cli.Run r = run(List.of("frobnicate"));
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n");
  }
}
