package io.github.elfern.examples.cli;

import io.github.elfern.notation.vectors.Conformance;
import io.github.elfern.notation.vectors.ConformanceReport;
import io.github.elfern.notation.vectors.ProcessEngine;
import io.github.elfern.notation.vectors.VectorKind;
import io.github.elfern.notation.vectors.Vectors;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The {@code conformance} command: runs the vectors against another program over the protocol. */
@Command(
    name = "conformance",
    mixinStandardHelpOptions = true,
    description = {"Starts ENGINE, speaks the line protocol of VECTORS.md with it, compares every"
        + " answer with the test vectors and prints the first disagreements in detail and a final"
        + " 'N passed, M failed' line. Exits 1 on any failure."})
final class ConformanceCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(names = "--engine", required = true,
      description = "The engine's command line, e.g. \"python3 elfern_engine.py\".")
  String engine;

  @Option(names = "--vectors", description = "A directory of vector files (default: the vectors"
      + " shipped with the library).")
  Path dir;

  @Option(names = "--kind", split = ",", description = "Only these kinds: shuffle, games, steps,"
      + " invalid, perft, scoring.")
  List<String> kinds;

  @Option(names = "--game", description = "Only vectors whose rules start with this preset id,"
      + " e.g. elfern.")
  String game;

  @Option(names = "--timeout", defaultValue = "10000",
      description = "Milliseconds to wait for each answer (default ${DEFAULT-VALUE}).")
  long timeout;

  @Option(names = "--details", defaultValue = "10",
      description = "How many failures to show in detail (default ${DEFAULT-VALUE}).")
  int details;

  @Override
  public Integer call() throws IOException {
    if (timeout < 1 || details < 0) {
      throw new IllegalArgumentException("--timeout must be positive and --details not negative");
    }
    Vectors vectors = dir == null ? Vectors.bundled() : Vectors.load(dir);
    if (kinds != null) {
      for (String k : kinds) {
        if (VectorKind.fromId(k).isEmpty()) {
          throw new UsageError("--kind: unknown vector kind '" + k + "' (valid: shuffle,"
              + " games, steps, invalid, perft, scoring)", null);
        }
      }
      vectors = vectors.filter(v -> kinds.contains(v.kind().id()));
    }
    if (game != null) {
      vectors = vectors.filter(v -> v.rules().equals(game) || v.rules().startsWith(game + " "));
    }
    Duration t = Duration.ofMillis(timeout);
    ConformanceReport report = Conformance.run(vectors, () -> ProcessEngine.start(engine, t));
    PrintWriter out = spec.commandLine().getOut();
    out.print(report.format(details));
    out.flush();
    return report.passed() ? 0 : 1;
  }
}
