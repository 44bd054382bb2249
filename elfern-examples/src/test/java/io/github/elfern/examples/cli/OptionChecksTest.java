package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad option values that only the command can judge are usage errors (exit 2, with a pointer to
 * {@code --help}), and every reader of EGN files says so when a file holds no record.
 */
class OptionChecksTest {

  @TempDir Path dir;

  private static void assertUsageError(Cli.Run r, String command, String option) {
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().strip()).doesNotContain("\n").contains(option)
        .endsWith("(see 'elfern " + command + " --help')");
  }

  @Test
  void perft_negativeDepth_isAUsageError() {
    assertUsageError(Cli.run("perft", "--game", "elfern", "--seed", "1", "--depth", "-1"),
        "perft", "--depth");
  }

  @Test
  void bench_noPlayouts_isAUsageError() {
    assertUsageError(Cli.run("bench", "-n", "0"), "bench", "--playouts");
    assertUsageError(Cli.run("bench", "-n", "-5", "--warmup", "0"), "bench", "--playouts");
  }

  @Test
  void bench_negativeWarmup_isAUsageError() {
    assertUsageError(Cli.run("bench", "-n", "10", "--warmup", "-1"), "bench", "--warmup");
  }

  @Test
  void conformance_badTimeoutOrDetails_isAUsageError() {
    assertUsageError(Cli.run("conformance", "--engine", "x", "--timeout", "0"), "conformance",
        "--timeout");
    assertUsageError(Cli.run("conformance", "--engine", "x", "--details", "-1"), "conformance",
        "--details");
  }

  @Test
  void analyze_emptyFile_saysItHoldsNoRecord() throws IOException {
    String f = Cli.file(dir, "empty.egn", "");
    for (String command : new String[] {"analyze", "replay"}) {
      Cli.Run r = Cli.run(command, f);
      assertThat(r.exit()).as(command).isZero();
      assertThat(r.out()).as(command).isEqualTo(f + " holds no record.\n");
    }
  }
}
