package io.github.elfern.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
    EnumValues.register(cl);
    exitCodeHelp(cl);
    cl.getSubcommands().get("conformance").getCommandSpec().usageMessage()
        .exitCodeList(ConformanceCommand.EXIT_CODES);
    cl.setParameterExceptionHandler(
        (ex, args) -> {
          CommandLine c = ex.getCommandLine();
          c.getErr().println("elfern: " + Display.printable(usageMessage(ex)) + " (see '"
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

  /**
   * The message of a usage error. An unknown command or option is named with the closest one
   * (picocli's suggestions), or, for a command far from any, with the list of commands; an option
   * given without its value is shown with one ({@code --record needs a value: --record N}).
   */
  private static String usageMessage(CommandLine.ParameterException ex) {
    String m = String.valueOf(ex.getMessage());
    if (ex instanceof CommandLine.MissingParameterException missing
        && missing.getMissing().size() == 1
        && missing.getMissing().get(0) instanceof CommandLine.Model.OptionSpec o
        && (m.startsWith("Missing required parameter for option")
            || m.startsWith("Expected parameter for option"))) {
      // picocli: "Missing required parameter for option '--record' (N)", or "Expected parameter
      // for option '--record' but found '--ply'" when an option follows
      int found = m.indexOf(" but found '");
      return o.longestName() + " needs a value" + (found < 0 ? ""
          : " before " + m.substring(found + " but found ".length())) + ": " + o.longestName()
          + " " + o.paramLabel();
    }
    if (!(ex instanceof CommandLine.UnmatchedArgumentException)) {
      return ex.getMessage();
    }
    CommandLine.UnmatchedArgumentException u = (CommandLine.UnmatchedArgumentException) ex;
    List<String> unmatched = u.getUnmatched();
    if (unmatched.isEmpty()) {
      return ex.getMessage();
    }
    String first = unmatched.get(0);
    CommandLine c = ex.getCommandLine();
    Map<String, CommandLine> commands = c.getSubcommands();
    boolean command = !first.startsWith("-") && !commands.isEmpty()
        && c.getCommandSpec().positionalParameters().isEmpty();
    String shown = first.length() > 60 ? first.substring(0, 60) + "..." : first;
    if (!command && !u.isUnknownOption()) {
      return "unexpected argument '" + shown + "'"
          + (unmatched.size() > 1 ? " (and " + (unmatched.size() - 1) + " more)" : "");
    }
    String what = (command ? "unknown command '" : "unknown option '") + shown + "'";
    for (String suggestion : u.getSuggestions()) {
      if (distance(first, suggestion) <= Math.max(2, first.length() / 3)) {
        return what + "; did you mean '" + suggestion + "'?";
      }
    }
    if (command) {
      List<String> names = new ArrayList<>();
      for (Map.Entry<String, CommandLine> e : commands.entrySet()) {
        if (!e.getValue().getCommandSpec().usageMessage().hidden()) {
          names.add(e.getKey());
        }
      }
      return what + " (commands: " + String.join(", ", names) + ")";
    }
    return what;
  }

  /** The edit distance (Levenshtein) of two words: a typo is within two edits. */
  static int distance(String a, String b) {
    int[] row = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      row[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      int diagonal = row[0];
      row[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int above = row[j];
        row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1),
            diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length()];
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
