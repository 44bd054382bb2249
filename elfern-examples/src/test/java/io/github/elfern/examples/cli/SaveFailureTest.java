package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file that passes the start-up check but cannot be written at the end loses nothing: the
 * command prints what it would have printed, says why the file could not be written, and puts
 * the EGN on standard output.
 */
class SaveFailureTest {

  @TempDir Path dir;

  /** A file in an existing directory that cannot be created there (Linux's /proc). */
  private static final Path UNCREATABLE = Path.of("/proc/elfern-x");

  private static void assumeUncreatable() {
    assumeTrue(Files.isDirectory(UNCREATABLE.getParent()));
    try {
      EgnFiles.checkWritable(UNCREATABLE);
    } catch (IllegalArgumentException e) {
      assumeTrue(false, "the check already refuses " + UNCREATABLE);
    }
  }

  @Test
  void match_saveFails_printsTheTable_andTheDealsOnStandardOutput() {
    assumeUncreatable();
    Cli.Run r = Cli.run("match", "--scoring", "banner", "--seed", "3", "--save",
        UNCREATABLE.toString());
    Cli.Run plain = Cli.run("match", "--scoring", "banner", "--seed", "3");
    assertThat(r.exit()).isEqualTo(1);
    // everything a match without --save prints, then the deals as EGN
    assertThat(r.out()).startsWith(plain.out()).contains("Over after ");
    String egn = r.out().substring(plain.out().length());
    assertThat(egn).contains("[Event \"elfern match\"]").contains("[Deal \"1\"]");
    assertThat(r.err()).contains(UNCREATABLE.toString()).contains("standard output")
        .doesNotContain("no such directory");
  }

  @Test
  void unwritable_fileMissingInAnExistingDirectory_doesNotBlameTheDirectory() {
    Path file = dir.resolve("x.egn");
    String message = EgnFiles.unwritable(file, new NoSuchFileException(file.toString()))
        .getMessage();
    assertThat(message).startsWith(file + ": write error: ").doesNotContain("no such directory");
  }

  @Test
  void unwritable_missingDirectory_isNamed() throws IOException {
    Path file = dir.resolve("gone").resolve("x.egn");
    String message = EgnFiles.unwritable(file, new NoSuchFileException(file.toString()))
        .getMessage();
    assertThat(message).isEqualTo(file + ": write error: no such directory " + file.getParent());
  }
}
