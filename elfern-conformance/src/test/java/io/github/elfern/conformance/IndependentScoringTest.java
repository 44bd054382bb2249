package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A reader of VECTORS.md alone can implement match scoring: {@code tests/independent/scoring.mjs},
 * written from §3 "Match scoring" without the library's code, agrees with every vector of {@code
 * scoring.jsonl}, and refuses exactly the {@code record} requests that the matches of {@code
 * requests.jsonl} expect refused. Skipped where {@code node} is not on the path.
 */
class IndependentScoringTest {

  private static boolean nodeOnPath() {
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(d, "node"))) {
        return true;
      }
    }
    return false;
  }

  @Test
  void independentImplementation_agreesWithEveryScoringVector() throws Exception {
    assumeTrue(nodeOnPath(), "node is not on PATH");
    Path root = Path.of("").toAbsolutePath().getParent(); // the module's directory is the cwd
    Path script = root.resolve("tests/independent/scoring.mjs");
    Path vectors = root.resolve("vectors/scoring.jsonl");
    assertThat(script).exists();
    long count = Files.readAllLines(vectors).stream().filter(l -> !l.isBlank()).count();
    Process p = new ProcessBuilder("node", script.toString(), vectors.toString())
        .redirectErrorStream(true).start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(out).contains(count + " agreed, 0 disagreed");
    long matches = Vectors.bundled().of(VectorKind.REQUESTS).stream()
        .filter(v -> Conformance.requestWords(v).contains("match")).count();
    assertThat(matches).isPositive();
    assertThat(out).contains("\n" + matches + " record vectors agreed, 0 disagreed");
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(count).isEqualTo(Vectors.bundled().of(VectorKind.SCORING).size());
  }
}
