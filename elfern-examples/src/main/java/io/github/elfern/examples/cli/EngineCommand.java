package io.github.elfern.examples.cli;

import io.github.elfern.notation.vectors.LibraryAdapter;
import io.github.elfern.notation.vectors.ProtocolServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** The {@code engine} command: this library's engine speaking the conformance line protocol. */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description = {"Speaks the conformance line protocol (see VECTORS.md) on standard input and"
        + " output, with this library's engine, EGN reader and scoring, until 'quit'."})
final class EngineCommand implements Callable<Integer> {

  @Override
  public Integer call() throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in,
        StandardCharsets.UTF_8));
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    new ProtocolServer(new LibraryAdapter()).serve(in, out);
    out.flush();
    return 0;
  }
}
