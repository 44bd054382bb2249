package io.github.elfern.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A study interrupted with Ctrl-C (SIGINT) in a process of its own: one line on standard error
 * that says what is left on disk, exit code 130, the output untouched.
 */
@Tag("slow")
class InterruptTest {

  @TempDir Path dir;

  /** {@return whether this process (and so its children) ignores SIGINT, from /proc} */
  private static boolean sigintIgnored() throws java.io.IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.exists(status)) {
      return false;
    }
    for (String line : Files.readAllLines(status)) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseUnsignedLong(line.substring(7).strip(), 16) & (1L << 1)) != 0;
      }
    }
    return false;
  }

  @Test
  void ctrlC_printsOneLine_exits130_andLeavesTheOutputUntouched() throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx512m");
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (a.startsWith("--add-opens")) {
        command.add(a);
      }
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("io.github.elfern.spark.StudyCommand");
    String out = dir.resolve("study").toString();
    command.addAll(List.of("solve", "--game", "elfern-trumps", "--deals", "100000", "--master",
        "local[1]", "--out", out));
    Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    List<String> lines = new ArrayList<>();
    CompletableFuture<Boolean> running = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(),
          StandardCharsets.UTF_8))) {
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          synchronized (lines) {
            lines.add(line);
          }
          if (line.contains("the tasks run")) {
            running.complete(true);
          }
        }
      } catch (java.io.IOException e) {
        running.completeExceptionally(e);
      }
      running.complete(false);
    });
    reader.start();
    try {
      assertThat(running.get(300, TimeUnit.SECONDS)).as("%s", lines).isTrue();
      int before;
      synchronized (lines) {
        before = lines.size();
      }
      // Ctrl-C is SIGINT; a process started in the background of a non-interactive shell (as
      // builds often are) ignores SIGINT, and so do its children: then SIGTERM, which stops a
      // study the same way (exit code 128 + 15)
      boolean intIgnored = sigintIgnored();
      new ProcessBuilder("kill", intIgnored ? "-TERM" : "-INT", Long.toString(p.pid())).start()
          .waitFor();
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
      reader.join(10_000);
      assertThat(p.exitValue()).isEqualTo(intIgnored ? 143 : 130);
      List<String> after;
      synchronized (lines) {
        after = new ArrayList<>(lines.subList(before, lines.size()));
      }
      // a progress line may slip in first; then the one line, and nothing after it
      assertThat(after).as("%s", after).last().isEqualTo("elfern-study: interrupted; " + out
          + " is untouched (as before the run); " + out + ".incomplete holds what was written, "
          + "and the next run into " + out + " deletes it");
      assertThat(after.size()).as("%s", after).isLessThanOrEqualTo(2);
      assertThat(Files.exists(Path.of(out))).isFalse();
    } finally {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
  }
}
