package io.github.elfern.conformance;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Small hostile programs for the host's tests, written as Python 3 scripts (the tests are skipped
 * where {@code python3} is not on the path), as the command-line tests of elfern-examples do.
 */
final class Programs {
  private Programs() {}

  /** {@return whether python3 is on the path} */
  static boolean python3OnPath() {
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(d, "python3"))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes a Python script and returns the command that runs it; skips the test without python3.
   *
   * @param dir where to write it
   * @param name the file name
   * @param code the script
   */
  static String python(Path dir, String name, String code) throws IOException {
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Path p = dir.resolve(name);
    Files.writeString(p, "import os, sys, time\n" + code);
    return "python3 '" + p + "'";
  }

  /** {@return the process whose id a program wrote to {@code pidFile}, if it is still alive} */
  static Optional<ProcessHandle> alive(Path pidFile) throws IOException {
    long pid = Long.parseLong(Files.readString(pidFile).strip());
    return ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
  }

  /**
   * {@return whether the process in {@code pidFile} ends}, waiting for it up to {@link
   * Await#GENEROUS}: the programs that the tests expect to be stopped would otherwise live on for
   * a minute or more.
   */
  static boolean ends(Path pidFile) throws Exception {
    long deadline = System.nanoTime() + Await.GENEROUS.toNanos();
    while (alive(pidFile).isPresent() && System.nanoTime() - deadline < 0) {
      Thread.sleep(20);
    }
    return alive(pidFile).isEmpty();
  }

  /** Waits until a program has written {@code file} (fails after {@link Await#GENEROUS}). */
  static void awaitFile(Path file) throws Exception {
    Await.until(file + " to be written", () -> Files.exists(file) && Files.size(file) > 0);
  }

  /**
   * {@return a bot named {@code name} whose connection, without any program, answers {@code
   * rules} with {@code ok} and every other request with {@code answer}}
   *
   * @param name the bot's name
   * @param answer the answer to every request but {@code rules}
   */
  static ExternalBot answering(String name, String answer) {
    return ExternalBot.of(name, () -> new EngineConnection() {
      @Override
      public String ask(String request) {
        return request.startsWith("rules ") ? "ok" : answer;
      }

      @Override
      public void close() {}
    });
  }
}
