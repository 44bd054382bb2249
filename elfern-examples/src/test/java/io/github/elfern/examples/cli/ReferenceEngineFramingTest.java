package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Python reference engine frames requests as VECTORS.md section 5 says:
 * lines end at LF only, and an {@code egn} header has text lines only when its second word is a
 * count of 1 to 6 ASCII digits up to 100,000.
 */
@Timeout(60)
@Tag("slow")
class ReferenceEngineFramingTest {

  private static final Path ENGINE =
      Path.of("examples", "reference-engine", "elfern_engine.py").toAbsolutePath();

  private static boolean python3OnPath() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, "python3"))) {
        return true;
      }
    }
    return false;
  }

  private static List<String> session(String input) throws Exception {
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Process p = new ProcessBuilder("python3", ENGINE.toString()).start();
    try (OutputStream in = p.getOutputStream()) {
      in.write(input.getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  @Test
  void egnCounts_andLineEnds_followTheProtocol() throws Exception {
    // "egn +1" read "hello 1" as its text (Python's int() takes "+1", "1_0", other digits), a
    // tab after egn was not a header, and a CR alone ended a line (universal newlines).
    List<String> a = session("egn +1\nhello 1\negn\t1\n*\nhello 1\nrules elfern\rshuffle 1\n"
        + "hello 1\negn 1_0\nhello 1\nquit\n");
    assertThat(a).hasSize(8);
    assertThat(a.get(0)).isEqualTo("error egn needs a line count from 0 to 100000, got '+1'");
    assertThat(a.get(1)).startsWith("ready ");
    assertThat(a.get(2)).isEqualTo("unsupported");
    assertThat(a.get(3)).startsWith("ready ");
    assertThat(a.get(4)).isEqualTo("unsupported"); // rules "elfern\rshuffle 1": not plain Elfern
    assertThat(a.get(5)).startsWith("ready ");
    assertThat(a.get(6)).isEqualTo("error egn needs a line count from 0 to 100000, got '1_0'");
    assertThat(a.get(7)).startsWith("ready ");
  }

  @Test
  void inputEndingInsideAnEgnText_isAnsweredWithAnError() throws Exception {
    assertThat(session("egn 3\n[Event \"x\"]\n")).containsExactly(
        "error egn input ended after 1 of its 3 text lines");
  }
}
