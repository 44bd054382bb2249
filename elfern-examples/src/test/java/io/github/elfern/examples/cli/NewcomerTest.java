package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.Preset;
import io.github.elfern.examples.ReadmeExamplesTest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The first hour of a new user: the mistakes a newcomer makes get a message that says what to do
 * next, and every command line the help texts and the README show names a command and options
 * that exist.
 */
class NewcomerTest {

  private static final Pattern COMMAND_LINE =
      Pattern.compile("elfern ([a-z][a-z-]*)((?: +(?:\"[^\"]*\"|[^\\s`;)\"|]+))*)");
  private static final Pattern OPTION = Pattern.compile("(?<![\\w\"=-])(--?[a-zA-Z][\\w-]*)");

  @Test
  void unknownCommand_isNamedWithTheClosestCommand() {
    Cli.Run r = Cli.run("valdiate", "x.egn");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).isEqualTo(
        "elfern: unknown command 'valdiate'; did you mean 'validate'? (see 'elfern --help')\n");
  }

  @Test
  void unknownCommand_farFromAny_listsTheCommands() {
    Cli.Run r = Cli.run("frobnicate");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).startsWith("elfern: unknown command 'frobnicate' (commands: validate, ")
        .contains(", solve, ").endsWith(" (see 'elfern --help')\n");
  }

  @Test
  void unknownOption_suggestsTheClosestOption() {
    Cli.Run r = Cli.run("play", "--sed", "5");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).isEqualTo(
        "elfern: unknown option '--sed'; did you mean '--seed'? (see 'elfern play --help')\n");
  }

  @Test
  void extraArgument_isNamedAsSuch() {
    Cli.Run r = Cli.run("replay", "a.egn", "b.egn");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).isEqualTo(
        "elfern: unexpected argument 'b.egn' (see 'elfern replay --help')\n");
  }

  @Test
  void serve_portInUse_saysSoAndWhatToDo() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Cli.Run r = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()));
      assertThat(r.exit()).isEqualTo(1);
      assertThat(r.err()).isEqualTo("elfern: cannot listen on 127.0.0.1:" + taken.getLocalPort()
          + ": the port is in use (another program, or another elfern serve, listens there);"
          + " stop it, or choose another --port (0 picks a free one)\n");
    }
  }

  @Test
  void serve_unknownHost_isAUsageErrorNamingIt() {
    Cli.Run r = Cli.run("serve", "--host", "nosuchhost.invalid", "--port", "0");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).isEqualTo("elfern: --host: no address is known for 'nosuchhost.invalid'"
        + " (give an address of this machine, e.g. 127.0.0.1, or 0.0.0.0 for every one)"
        + " (see 'elfern serve --help')\n");
  }

  @Test
  void serve_badPort_isAUsageError() {
    Cli.Run r = Cli.run("serve", "--port", "99999");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).isEqualTo(
        "elfern: --port must be 0 to 65535, got 99999 (see 'elfern serve --help')\n");
  }

  @Test
  void botOptions_nameEveryBotOfTheLibrary() {
    for (String command : List.of("play", "engine")) {
      assertThat(Cli.run(command, "--help").out().replaceAll("\\s+", " "))
          .as(command).contains("random, heuristic, montecarlo, best");
    }
  }

  @Test
  void gameOptions_nameEveryPreset() {
    for (String command : List.of("play", "simulate", "match", "perft", "bench")) {
      String help = Cli.run(command, "--help").out().replaceAll("\\s+", " ");
      for (Preset p : Preset.values()) {
        assertThat(help).as(command + " --help").contains(p.id());
      }
    }
  }

  @Test
  void play_helpOrAWord_saysHowToPlay() {
    Cli.Run r = Cli.runWithInput("help\nquit\n", "play", "--seed", "42");
    assertThat(r.out()).contains("Type a card's number (1-6) or the card (such as ")
        .contains("? lists the legal moves, quit abandons the deal.")
        .contains("Legal: ");
  }

  @Test
  void programHelp_summarisesEachCommandInAFewLines() {
    String help = Cli.run("--help").out();
    String commands = help.substring(help.indexOf("Commands:\n"), help.indexOf("\nExit codes:"));
    List<String> tooLong = new ArrayList<>();
    String name = null;
    int lines = 0;
    for (String line : (commands + "\n  end").split("\n")) {
      if (line.matches("  [a-z].*")) {
        if (name != null && lines > 4) {
          tooLong.add(name + " (" + lines + " lines)");
        }
        name = line.strip().split(" ")[0];
        lines = 0;
      }
      lines++;
    }
    assertThat(tooLong).isEmpty();
  }

  @Test
  void helpTexts_nameOnlyCommandsAndOptionsThatExist() {
    CommandLine cl = ElfernCommand.commandLine();
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
      CommandSpec spec = e.getValue().getCommandSpec();
      StringBuilder text = new StringBuilder(String.join(" ", spec.usageMessage().description()));
      for (OptionSpec o : spec.options()) {
        text.append(' ').append(String.join(" ", o.description()));
      }
      check(cl, "elfern " + e.getKey() + " --help", text.toString().replaceAll("\\s+", " "),
          problems);
    }
    assertThat(problems).isEmpty();
  }

  @Tag("slow")
  @Test
  void docs_nameOnlyCommandsAndOptionsThatExist() throws IOException {
    List<String> problems = new ArrayList<>();
    for (Path doc : ReadmeExamplesTest.documents()) {
      if (doc.endsWith("rules.md") || doc.endsWith("studies.md") || doc.endsWith("kit.md")) {
        continue; // rule texts such as `elfern head=true` name presets, not commands; the kit's
                  // protocol lines and the studies' preset lists likewise
      }
      Matcher code = Pattern.compile("`([^`]+)`").matcher(Files.readString(doc));
      while (code.find()) {
        check(ElfernCommand.commandLine(), doc.toString(), code.group(1), problems);
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void commandTable_listsEveryCommand() throws IOException {
    String readme = Files.readString(Path.of("../docs/cli.md"));
    int from = readme.indexOf("| command | what it does | example |");
    String table = readme.substring(from, readme.indexOf("\n\n", from));
    TreeSet<String> missing = new TreeSet<>();
    for (String name : ElfernCommand.commandLine().getSubcommands().keySet()) {
      if (!name.equals("help") && !name.equals("generate-completion")
          && !table.contains("| `" + name + "` |")) {
        missing.add(name);
      }
    }
    assertThat(missing).isEmpty();
  }

  /** Adds a problem for each {@code elfern COMMAND --option} in text that does not exist. */
  private static void check(CommandLine cl, String where, String text, List<String> problems) {
    Matcher m = COMMAND_LINE.matcher(text);
    while (m.find()) {
      CommandLine sub = cl.getSubcommands().get(m.group(1));
      if (sub == null) {
        if (!m.group(1).equals("-") && !text.startsWith("elfern-", m.start())) {
          problems.add(where + ": no command '" + m.group(1) + "' in '" + m.group() + "'");
        }
        continue;
      }
      String args = m.group(2);
      String[] words = args.strip().split(" +");
      if (words.length > 0 && sub.getSubcommands().containsKey(words[0])) {
        sub = sub.getSubcommands().get(words[0]);
      }
      Matcher o = OPTION.matcher(args.replaceAll("\"[^\"]*\"", "\"\""));
      while (o.find()) {
        if (sub.getCommandSpec().findOption(o.group(1)) == null) {
          problems.add(where + ": no option " + o.group(1) + " of 'elfern " + m.group(1)
              + "' in '" + m.group().strip() + "'");
        }
      }
    }
  }
}
