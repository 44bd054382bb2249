package io.github.elfern.examples.cli;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.Bots;
import io.github.elfern.conformance.LibraryAdapter;
import io.github.elfern.conformance.ProtocolServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code engine} command: this library's engine speaking the conformance line protocol, and
 * one of its bots answering the bot request {@code choose}, so that another host (or {@code
 * elfern simulate --engine}) can play it as an external program. A byte order mark before the
 * first request is dropped.
 */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description = {"Speaks the conformance line protocol (see VECTORS.md) on standard input and"
        + " output, with this library's engine, EGN reader and scoring, until 'quit'.",
        "Answers the bot request 'choose' with the bot of --bot, e.g.: "
            + "elfern simulate --engine \"ours=elfern engine --bot heuristic\" --bots ours,random"})
final class EngineCommand implements Callable<Integer> {

  @Option(names = "--bot", defaultValue = "heuristic", paramLabel = "SPEC",
      description = "The bot that answers 'choose': " + Bots.NAMES + ", with options "
          + "(default ${DEFAULT-VALUE}).")
  String bot;

  @Override
  public Integer call() throws IOException {
    var chooser = UsageError.of("--bot", () -> Bots.create(bot));
    serve(System.in, System.out, chooser);
    return 0;
  }

  /** The byte order mark, U+FEFF, which some editors and runtimes write before UTF-8 text. */
  private static final char BOM = '\uFEFF';

  /**
   * Serves the line protocol on byte streams, in UTF-8, until {@code quit} or the end of input. A
   * byte order mark at the very start of the input is dropped (VECTORS.md §5, "Limits of {@code
   * elfern engine}"), so that a peer whose runtime writes one before its first line is
   * understood; a mark anywhere else belongs to its line.
   *
   * @param in the requests
   * @param out where the answers go
   * @param chooser the bot that answers {@code choose}
   * @throws IOException if reading fails
   */
  static void serve(InputStream in, OutputStream out, Bot chooser) throws IOException {
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    reader.mark(1);
    if (reader.read() != BOM) {
      reader.reset();
    }
    PrintWriter writer = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    new ProtocolServer(new LibraryAdapter(), chooser).serve(reader, writer);
    writer.flush();
  }
}
