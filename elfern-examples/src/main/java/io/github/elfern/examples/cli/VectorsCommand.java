package io.github.elfern.examples.cli;

import io.github.elfern.conformance.VectorKind;
import io.github.elfern.examples.vectors.VectorGenerator;
import io.github.elfern.conformance.Vectors;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The {@code vectors} command: generates the test vector files, or checks them for drift. */
@Command(
    name = "vectors",
    mixinStandardHelpOptions = true,
    description = "Generates the test vectors from the library, or checks checked-in files.",
    subcommands = {VectorsCommand.Generate.class, VectorsCommand.Check.class})
final class VectorsCommand implements Runnable {

  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** {@code vectors generate}: writes the files. */
  @Command(name = "generate", mixinStandardHelpOptions = true,
      description = "Writes shuffle.jsonl, games.jsonl, steps.jsonl, invalid.jsonl, perft.jsonl and"
          + " scoring.jsonl.")
  static final class Generate implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--out", defaultValue = "vectors",
        description = "Directory to write to (default ${DEFAULT-VALUE}).")
    Path out;

    @Override
    public Integer call() throws IOException {
      Files.createDirectories(out);
      PrintWriter w = spec.commandLine().getOut();
      for (Map.Entry<VectorKind, String> e : VectorGenerator.generate().entrySet()) {
        Path f = out.resolve(e.getKey().fileName());
        Files.writeString(f, e.getValue(), StandardCharsets.UTF_8);
        w.println(f + ": " + e.getValue().lines().count() + " vectors");
      }
      w.flush();
      return 0;
    }
  }

  /** {@code vectors check}: compares the files with freshly generated ones. */
  @Command(name = "check", mixinStandardHelpOptions = true,
      description = "Exits 1 if the files differ from what the library generates.")
  static final class Check implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--dir", defaultValue = "vectors",
        description = "Directory holding the files (default ${DEFAULT-VALUE}).")
    Path dir;

    @Override
    public Integer call() throws IOException {
      PrintWriter w = spec.commandLine().getOut();
      int differing = 0;
      for (Map.Entry<VectorKind, String> e : VectorGenerator.generate().entrySet()) {
        Path f = dir.resolve(e.getKey().fileName());
        String now = Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : null;
        if (!e.getValue().equals(now)) {
          differing++;
          w.println(f + ": " + (now == null ? "missing" : "differs from the generated vectors"));
        }
      }
      w.println(differing == 0 ? "vectors up to date" : differing + " file(s) differ: run"
          + " `elfern vectors generate --out " + dir + "`");
      w.flush();
      return differing == 0 ? 0 : 1;
    }
  }
}
