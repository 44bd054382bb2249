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

  /** Waits up to {@code seconds} for the process in {@code pidFile} to end. */
  static boolean endsWithin(Path pidFile, int seconds) throws Exception {
    long deadline = System.nanoTime() + seconds * 1_000_000_000L;
    while (alive(pidFile).isPresent() && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    return alive(pidFile).isEmpty();
  }

  /** Waits until {@code file} exists, for at most five seconds. */
  static void awaitFile(Path file) throws InterruptedException {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (!Files.exists(file) && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
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
