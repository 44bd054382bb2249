package io.github.elfern.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code elfern} command-line program: the entry point that dispatches to its subcommands.
 *
 * <p>Errors are reported as one clear line on standard error with a non-zero exit code: 1 when the
 * input is bad (an invalid record, an illegal position, a file that cannot be read), 2 for a usage
 * error (picocli's code for a bad option or parameter), 3 for an internal error (a bug).
 */
@Command(
    name = "elfern",
    mixinStandardHelpOptions = true,
    version = "elfern 0.1.0-SNAPSHOT",
    description = "Play, record, check and measure deals of Elfern and its relatives.",
    subcommands = {
      ValidateCommand.class,
      FormatCommand.class,
      ReplayCommand.class,
      LegalCommand.class,
      PlayCommand.class,
      SimulateCommand.class,
      ScoreCommand.class,
      MatchCommand.class,
      io.github.elfern.examples.serve.ServeCommand.class,
      AnalyzeCommand.class,
      SolveCommand.class,
      PerftCommand.class,
      BenchCommand.class,
      VectorsCommand.class,
      ConformanceCommand.class,
      EngineCommand.class,
      CommandLine.HelpCommand.class
    })
public final class ElfernCommand implements Runnable {

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  private final InputStream in;

  private ElfernCommand(InputStream in) {
    this.in = in;
  }

  /** Returns the standard input that the subcommands read ({@code -} as a file, {@code play}). */
  InputStream in() {
    return in;
  }

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
    return commandLine(System.in);
  }

  /**
   * Builds the command line reading standard input from {@code in} (for tests and embedding).
   *
   * @param in what the program reads as standard input
   * @return the configured command line
   */
  public static CommandLine commandLine(InputStream in) {
    CommandLine cl = new CommandLine(new ElfernCommand(in));
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          CommandLine c = ex.getCommandLine();
          c.getErr().println("elfern: " + ex.getMessage() + " (see '"
              + c.getCommandSpec().qualifiedName() + " --help')");
          c.getErr().flush();
          return c.getCommandSpec().exitCodeOnInvalidInput();
        });
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          commandLine.getErr().println("elfern: " + message(ex));
          commandLine.getErr().flush();
          return ex instanceof IllegalArgumentException || ex instanceof IOException
                  || ex instanceof UncheckedIOException || ex instanceof IllegalStateException
              ? 1
              : 3;
        });
    return cl;
  }

  /** The one-line message of an exception: its own message, or for a failed read its cause's. */
  private static String message(Exception ex) {
    if (ex instanceof UncheckedIOException) {
      return "read error: " + EgnFiles.problem((UncheckedIOException) ex);
    }
    if (ex instanceof IOException || ex.getMessage() == null) {
      return ex.getClass().getSimpleName() + (ex.getMessage() == null ? "" : ": " + ex.getMessage());
    }
    if (!(ex instanceof IllegalArgumentException || ex instanceof IllegalStateException)) {
      return "internal error: " + ex;
    }
    return ex.getMessage();
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
