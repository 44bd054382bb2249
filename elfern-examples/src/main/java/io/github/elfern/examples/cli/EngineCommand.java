package io.github.elfern.examples.cli;

import io.github.elfern.bot.Bots;
import io.github.elfern.conformance.LibraryAdapter;
import io.github.elfern.conformance.ProtocolServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code engine} command: this library's engine speaking the conformance line protocol, and
 * one of its bots answering the bot request {@code choose}, so that another host (or {@code
 * elfern simulate --engine}) can play it as an external program.
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
      description = "The bot that answers 'choose': random, heuristic, montecarlo, with options "
          + "(default ${DEFAULT-VALUE}).")
  String bot;

  @Override
  public Integer call() throws IOException {
    var chooser = Bots.create(bot);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in,
        StandardCharsets.UTF_8));
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    new ProtocolServer(new LibraryAdapter(), chooser).serve(in, out);
    out.flush();
    return 0;
  }
}
