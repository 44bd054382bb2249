package io.github.elfern.examples.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code elfern} command-line program: the entry point that dispatches to its subcommands.
 *
 * <p>Errors are reported as one clear line on standard error with a non-zero exit code: 1 when the
 * input is bad (an invalid record, an illegal position), 2 for a usage error.
 */
@Command(
    name = "elfern",
    mixinStandardHelpOptions = true,
    version = "elfern 0.1.0-SNAPSHOT",
    description = "Play, record, check and measure deals of Elfern and its relatives.",
    subcommands = {PerftCommand.class, BenchCommand.class, VectorsCommand.class,
        ConformanceCommand.class, EngineCommand.class, CommandLine.HelpCommand.class})
public final class ElfernCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Prints the usage when no subcommand is given. */
  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * Builds the command line with the project's error handling: a bad argument or input is one line
   * on standard error, never a stack trace.
   *
   * @return the configured command line
   */
  public static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new ElfernCommand());
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          commandLine.getErr().println("elfern: " + ex.getMessage());
          return ex instanceof IllegalArgumentException || ex instanceof java.io.IOException
                  || ex instanceof java.io.UncheckedIOException
              ? 1
              : 3;
        });
    return cl;
  }

  /**
   * Runs the program.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }
}
