package io.github.elfern.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code elfern} command-line program: the entry point that dispatches to its subcommands.
 *
 * <p>Errors are reported as one clear line on standard error. Every command follows one exit-code
 * convention, listed in every {@code --help}: 0 ok, 1 the input has errors or the run failed (an
 * invalid record, an illegal position, a file that cannot be read or written, an abandoned deal),
 * 2 a usage error (a missing or bad option or parameter, an unknown preset, bot or schedule, no
 * command at all).
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
public final class ElfernCommand implements Callable<Integer> {

  /** The exit codes of every command, as {@code --help} lists them. */
  static final Map<String, String> EXIT_CODES = exitCodes();

  private static Map<String, String> exitCodes() {
    Map<String, String> codes = new LinkedHashMap<>();
    codes.put("0", "ok");
    codes.put("1", "the input has errors, or the run failed");
    codes.put("2", "usage error (bad or missing option, parameter or command)");
    return codes;
  }

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  private final InputStream in;

  private ElfernCommand(InputStream in) {
    this.in = in;
  }

  /** Returns the standard input that the subcommands read ({@code -} as a file, {@code play}). */
  InputStream in() {
    return in;
  }

  /** {@return 2, a usage error, after printing the usage on standard error: no command given} */
  @Override
  public Integer call() {
    CommandLine cl = spec.commandLine();
    cl.getErr().println("elfern: a command is required");
    cl.usage(cl.getErr());
    cl.getErr().flush();
    return 2;
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
    cl.addSubcommand(AutoComplete.GenerateCompletion.class);
    cl.getSubcommands().get("generate-completion").getCommandSpec().usageMessage().hidden(false);
    exitCodeHelp(cl);
    cl.getSubcommands().get("conformance").getCommandSpec().usageMessage()
        .exitCodeList(ConformanceCommand.EXIT_CODES);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          CommandLine c = ex.getCommandLine();
          c.getErr().println("elfern: " + Display.printable(ex.getMessage()) + " (see '"
              + c.getCommandSpec().qualifiedName() + " --help')");
          c.getErr().flush();
          return c.getCommandSpec().exitCodeOnInvalidInput();
        });
    cl.setExecutionExceptionHandler(
        (ex, commandLine, parseResult) -> {
          if (ex instanceof UsageError) {
            commandLine.getErr().println("elfern: " + Display.printable(ex.getMessage()) + " (see '"
                + commandLine.getCommandSpec().qualifiedName() + " --help')");
            commandLine.getErr().flush();
            return 2;
          }
          // the message may quote a file name, a player or a program's answer: escaped
          commandLine.getErr().println("elfern: " + Display.printable(message(ex)));
          commandLine.getErr().flush();
          return 1;
        });
    return cl;
  }

  /** Lists the exit codes in the help of the program and of every command. */
  private static void exitCodeHelp(CommandLine cl) {
    cl.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n")
        .exitCodeList(EXIT_CODES);
    for (CommandLine sub : cl.getSubcommands().values()) {
      exitCodeHelp(sub);
    }
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
