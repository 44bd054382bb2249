package io.github.elfern.examples.cli;

import io.github.elfern.conformance.Conformance;
import io.github.elfern.conformance.ConformanceReport;
import io.github.elfern.conformance.ProcessEngine;
import io.github.elfern.conformance.VectorKind;
import io.github.elfern.conformance.VectorResult;
import io.github.elfern.conformance.Vectors;
import io.github.elfern.rules.Preset;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code conformance} command: runs the vectors against another program over the protocol.
 *
 * <p>Exit codes: 0 every vector passed or was skipped; 1 a vector failed, the engine answered
 * {@code unsupported} to every vector (without {@code --allow-unsupported}), or it could not be
 * started; 2 a usage error; 3 the run was stopped before its end ({@code --budget} spent, the
 * engine timed out twice in a row), whatever it found before. Ctrl-C or SIGTERM interrupts the
 * run: the report is still printed, and the status is the signal's (130, 143).
 */
@Command(
    name = "conformance",
    mixinStandardHelpOptions = true,
    description = {"Checks another implementation: runs ENGINE, a program speaking the line"
        + " protocol of VECTORS.md, against the test vectors.",
        "Compares every answer with the test vectors and prints the first disagreements in detail"
        + " and a final 'N passed, M failed' line (', K not run' when the run was stopped). Exits 1"
        + " on any failure, and when the engine answers 'unsupported' to every vector (unless"
        + " --allow-unsupported); exits 2 on a usage error, such as options that leave no vector"
        + " to check; exits 3 when the run was stopped before its end (--budget spent, or the"
        + " engine timed out twice in a row). Ctrl-C or SIGTERM stops the run and the engine; the"
        + " report is still printed."})
final class ConformanceCommand implements Callable<Integer> {

  /** The exit code of a run stopped before its end: some vectors were not run. */
  static final int INCOMPLETE = 3;

  /** The exit codes of this command, as its {@code --help} lists them. */
  static final Map<String, String> EXIT_CODES = exitCodes();

  private static Map<String, String> exitCodes() {
    Map<String, String> codes = new LinkedHashMap<>(ElfernCommand.EXIT_CODES);
    codes.put(String.valueOf(INCOMPLETE), "the run was stopped before its end (budget spent, or "
        + "the engine timed out twice in a row): vectors not run");
    return Collections.unmodifiableMap(codes);
  }

  /** How long the shutdown hook waits for the report of an interrupted run, in seconds. */
  private static final int REPORT_WAIT_SECONDS = 5;

  /**
   * The least time an engine's start and greeting are allowed, whatever {@code --timeout} (the
   * time for each answer) says: a JVM takes a second to start, more on a busy machine. The same
   * as the bot host allows an external bot.
   */
  private static final Duration MIN_GREETING = Duration.ofSeconds(10);

  @Spec CommandSpec spec;

  @Option(names = "--engine", required = true,
      description = "The engine's command line, e.g. \"python3 elfern_engine.py\".")
  String engine;

  @Option(names = "--vectors", description = "A directory of vector files (default: the vectors"
      + " shipped with the library).")
  Path dir;

  @Option(names = "--kind", split = ",", description = "Only these kinds: shuffle, games, steps,"
      + " invalid, perft, scoring, requests.")
  List<String> kinds;

  @Option(names = "--game", description = "Only the vectors of this preset, with or without"
      + " options; not those of another preset whose id starts with it (elfern-trumps is not"
      + " elfern).")
  String game;

  @Option(names = "--timeout", defaultValue = "10000",
      description = "Milliseconds to wait for each answer (default ${DEFAULT-VALUE}); the"
          + " engine's start and greeting may take at least 10 s.")
  long timeout;

  @Option(names = "--details", defaultValue = "10",
      description = "How many failures to show in detail (default ${DEFAULT-VALUE}).")
  int details;

  @Option(names = "--budget", defaultValue = "3600",
      description = "Seconds the whole run may take; vectors not finished by then are not run "
          + "(default ${DEFAULT-VALUE}). An engine that times out twice in a row is stopped and "
          + "the remaining vectors are not run. A run with vectors not run exits 3.")
  long budget;

  @Option(names = "--allow-unsupported",
      description = "Exit 0 even when the engine answers 'unsupported' to every vector.")
  boolean allowUnsupported;

  @Option(names = "--no-progress", description = "Do not print progress on standard error.")
  boolean noProgress;

  @Override
  public Integer call() throws IOException {
    if (timeout < 1) {
      throw new ParameterException(spec.commandLine(), "--timeout must be positive, got "
          + timeout);
    }
    if (details < 0) {
      throw new ParameterException(spec.commandLine(), "--details must not be negative, got "
          + details);
    }
    UsageError.of("--engine", () -> {
      if (ProcessEngine.split(engine).isEmpty()) {
        throw new IllegalArgumentException("the engine's command is empty");
      }
      return null;
    });
    Vectors vectors;
    try {
      vectors = dir == null ? Vectors.bundled() : Vectors.load(dir);
    } catch (IOException e) {
      throw new UsageError("--vectors: " + e.getMessage(), e);
    }
    if (kinds != null) {
      for (String k : kinds) {
        if (VectorKind.fromId(k).isEmpty()) {
          throw new UsageError("--kind: unknown vector kind '" + k + "' (valid: shuffle,"
              + " games, steps, invalid, perft, scoring, requests)", null);
        }
      }
      vectors = vectors.filter(v -> kinds.contains(v.kind().id()));
    }
    if (game != null) {
      if (Preset.fromId(game).isEmpty()) {
        throw new ParameterException(spec.commandLine(), "--game: unknown preset '"
            + Display.printable(game.length() > 60 ? game.substring(0, 57) + "..." : game)
            + "' (valid: " + Preset.validIds() + ")");
      }
      vectors = vectors.filter(v -> v.rules().equals(game) || v.rules().startsWith(game + " "));
    }
    if (vectors.size() == 0) {
      throw new UsageError("no vector matched" + (kinds == null ? "" : " --kind "
          + String.join(",", kinds)) + (game == null ? "" : " --game " + game) + " in "
          + (dir == null ? "the vectors built into the program" : "the directory " + dir)
          + ": nothing would be checked", null);
    }
    Duration t = Duration.ofMillis(timeout);
    Duration greeting = t.compareTo(MIN_GREETING) > 0 ? t : MIN_GREETING;
    if (budget < 1) {
      throw new ParameterException(spec.commandLine(), "--budget must be at least 1 second");
    }
    PrintWriter err = spec.commandLine().getErr();
    long[] lastShown = {System.nanoTime()};
    Conformance.Progress progress = (done, total, failed) -> {
      long now = System.nanoTime();
      if (!noProgress && (now - lastShown[0] > 2_000_000_000L || done == total)) {
        lastShown[0] = now;
        err.println("conformance: " + done + "/" + total + " vectors, " + failed + " failed");
        err.flush();
      }
    };
    // Ctrl-C or SIGTERM: interrupt the run, which then stops at once and counts the vectors left
    // as not run; stop the engine under test and every process it started; and let the report be
    // printed before the program ends.
    Thread runner = Thread.currentThread();
    CountDownLatch reported = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      runner.interrupt();
      ProcessEngine.stopAll();
      try {
        reported.await(REPORT_WAIT_SECONDS, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "elfern-stop-engine");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      ConformanceReport report = Conformance.run(vectors,
          () -> ProcessEngine.start(engine, greeting, t),
          new Conformance.Options(Duration.ofSeconds(budget), 2, progress));
      return report(report);
    } finally {
      reported.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // the JVM is shutting down: the hook runs anyway
      }
    }
  }

  /** Prints the report and returns the exit code. */
  private int report(ConformanceReport report) {
    PrintWriter out = spec.commandLine().getOut();
    Optional<String> notStarted = Conformance.engineNotStarted(report);
    if (notStarted.isPresent()) {
      // one line, not one failure per vector: nothing was checked
      out.println(Display.printable("The engine could not be started (tried twice): "
          + notStarted.get()));
      out.println(report.count(VectorResult.Status.PASSED) + " passed, "
          + report.count(VectorResult.Status.FAILED) + " failed, "
          + report.count(VectorResult.Status.NOT_RUN) + " not run");
      out.flush();
      return 1;
    }
    out.print(report.format(details));
    out.flush();
    if (!report.complete()) {
      return INCOMPLETE;
    }
    return report.passed() && (allowUnsupported || !report.allUnsupported()) ? 0 : 1;
  }
}
