package io.github.elfern.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code elfern-spark/local-cluster.sh}: it starts a Master and a Worker on loopback from the
 * build's jars, runs a study on them through Spark's SparkSubmit with Spark's INFO logging kept
 * out of the output, gives up with one line when no executor can start, and stops them. It
 * needs {@code target/elfern-study.jar} and {@code target/lib/} (the package phase; skipped
 * without them) and starts four JVMs: tag {@code cluster}, run with {@code
 * -Delfern.spark.excludedGroups=} (docs/studies.md).
 */
@Tag("cluster")
@Tag("slow")
class LocalClusterScriptTest {

  @TempDir Path dir;

  private record Result(int exit, String out, String err) {}

  private Result script(long seconds, String... args) throws Exception {
    List<String> command = new ArrayList<>(List.of("sh", "local-cluster.sh"));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(Path.of("").toAbsolutePath()
        .toFile()).redirectOutput(dir.resolve("out.txt").toFile())
        .redirectError(dir.resolve("err.txt").toFile());
    pb.environment().put("LOCAL_CLUSTER_DIR", dir.resolve("cluster").toString());
    pb.environment().put("LOCAL_CLUSTER_PORT", Integer.toString(port));
    pb.environment().put("LOCAL_CLUSTER_UI_PORT", Integer.toString(uiPort));
    pb.environment().put("LOCAL_CLUSTER_MEMORY", "1g");
    Process p = pb.start();
    if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw new AssertionError("local-cluster.sh " + String.join(" ", args) + " took over "
          + seconds + " s: " + Files.readString(dir.resolve("err.txt")));
    }
    return new Result(p.exitValue(), Files.readString(dir.resolve("out.txt"),
        StandardCharsets.UTF_8), Files.readString(dir.resolve("err.txt"),
        StandardCharsets.UTF_8));
  }

  private int port;
  private int uiPort;

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  @Test
  void startSubmitStop() throws Exception {
    assumeTrue(Files.isRegularFile(Path.of("target/elfern-study.jar"))
        && Files.isDirectory(Path.of("target/lib")), "the package phase has not run");
    port = freePort();
    uiPort = freePort();
    try {
      Result start = script(300, "start");
      assertThat(start.exit()).as(start.err()).isZero();
      assertThat(start.out()).contains("master spark://127.0.0.1:" + port);

      String out = dir.resolve("study").toString();
      Result run = script(600, "submit", "solve", "--deals", "6", "--partitions", "2",
          "--seed", "11", "--out", out);
      assertThat(run.exit()).as(run.err()).isZero();
      assertThat(run.out()).contains("elfern: 6 deals with best play on both sides")
          .contains("on spark://127.0.0.1:" + port + ", 2 partitions");
      // Spark's INFO logging stays out (--spark-log warn by default under spark-submit): but
      // for the few lines Spark logs before it applies spark.log.level
      assertThat(run.err().lines().filter(l -> l.contains(" INFO ")).count()).as(run.err())
          .isLessThanOrEqualTo(5);
      assertThat(run.err().lines().count()).as(run.err()).isLessThan(15);
      assertThat(Files.readString(dir.resolve("study/summary.json")))
          .contains("\"master\":\"spark://127.0.0.1:" + port + "\"");

      // executors that no worker can hold: one line after --executor-wait, not a wait for ever
      String none = dir.resolve("none").toString();
      Result starved = script(600, "submit", "solve", "--deals", "4", "--out", none,
          "--executor-wait", "15", "--conf", "spark.executor.memory=64g");
      assertThat(starved.exit()).as(starved.err()).isEqualTo(1);
      List<String> lines = starved.err().lines().filter(l -> l.startsWith("elfern-study:"))
          .toList();
      assertThat(lines).as(starved.err()).last().asString()
          .startsWith("elfern-study: no task started within 15 s on spark://127.0.0.1:" + port)
          .contains("give --executor-wait to wait longer")
          .contains(none + " is untouched");
      assertThat(starved.err()).doesNotContain("\tat ");
      assertThat(Files.exists(Path.of(none))).isFalse();
    } finally {
      Result stop = script(120, "stop");
      assertThat(stop.exit()).as(stop.err()).isZero();
    }
    assertThat(script(60, "status").out()).contains("master does not run")
        .contains("worker does not run");
  }
}
