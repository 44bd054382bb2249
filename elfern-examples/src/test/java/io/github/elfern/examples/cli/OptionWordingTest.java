package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The words of picocli's own option errors: enum values as they are typed (lower case), and an
 * option given without its value named in one plain line.
 */
class OptionWordingTest {

  /** Calls {@code each} with every command's path (after {@code elfern}) and each option. */
  private static void forEachOption(CommandLine cl, List<String> path,
      BiConsumer<List<String>, OptionSpec> each) {
    for (OptionSpec o : cl.getCommandSpec().options()) {
      each.accept(path, o);
    }
    cl.getSubcommands().forEach((name, sub) -> {
      if (!sub.getCommandSpec().name().equals(cl.getCommandSpec().name())) {
        List<String> p = new ArrayList<>(path);
        p.add(name);
        forEachOption(sub, p, each);
      }
    });
  }

  private static List<String> args(List<String> path, String... more) {
    List<String> a = new ArrayList<>(path);
    a.addAll(List.of(more));
    return a;
  }

  private static void assertOneLineUsageError(Cli.Run r, List<String> path) {
    assertThat(r.exit()).as(String.join(" ", path)).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n").doesNotContain("Exception")
        .startsWith("elfern: ").endsWith("(see 'elfern " + String.join(" ", path) + " --help')");
  }

  @Test
  void everyEnumOption_namesItsValuesAsTheyAreTyped() {
    // The bug: picocli named the values of --suits [FRENCH, GERMAN], in its error and in
    // shell completion, where the option is written --suits french.
    List<String> seen = new ArrayList<>();
    forEachOption(ElfernCommand.commandLine(), List.of(), (path, option) -> {
      if (!option.type().isEnum()) {
        return;
      }
      String name = option.longestName();
      seen.add(String.join(" ", path) + " " + name);
      List<String> typed = Arrays.stream(option.type().getEnumConstants())
          .map(e -> ((Enum<?>) e).name().toLowerCase(Locale.ROOT)).toList();
      List<String> candidates = new ArrayList<>();
      option.completionCandidates().forEach(candidates::add);
      assertThat(candidates).as(name + " completion").containsExactlyElementsOf(typed);
      Cli.Run r = Cli.run(args(path, name, "spanish").toArray(String[]::new));
      assertOneLineUsageError(r, path);
      assertThat(r.err()).contains(name).contains("'spanish'");
      for (String value : typed) {
        assertThat(r.err()).contains(value).doesNotContain(value.toUpperCase(Locale.ROOT));
        for (String written : List.of(value, value.toUpperCase(Locale.ROOT))) {
          // parsed only (a missing FILE and the like may be refused after the option is read)
          CommandLine cl = ElfernCommand.commandLine();
          try {
            cl.parseArgs(args(path, name, written).toArray(String[]::new));
          } catch (CommandLine.MissingParameterException e) {
            assertThat(e.getMissing()).doesNotContain(option);
          }
          CommandLine sub = cl;
          for (String p : path) {
            sub = sub.getSubcommands().get(p);
          }
          Object read = sub.getCommandSpec().findOption(name).getValue();
          assertThat(((Enum<?>) read).name()).as(name + " " + written)
              .isEqualToIgnoringCase(value);
        }
      }
    });
    assertThat(seen).contains("play --suits", "match --suits", "replay --suits");
  }

  @Test
  void anOptionWithoutItsValue_isNamedInOnePlainLine() {
    Cli.Run r = Cli.run("solve", "--record");
    assertOneLineUsageError(r, List.of("solve"));
    assertThat(r.err().strip()).isEqualTo(
        "elfern: --record needs a value: --record N (see 'elfern solve --help')");
    r = Cli.run("solve", "--record", "--ply", "3");
    assertOneLineUsageError(r, List.of("solve"));
    assertThat(r.err()).contains("--record needs a value").contains("'--ply'");
    // and so for every option of every command that takes a value
    List<String> checked = new ArrayList<>();
    forEachOption(ElfernCommand.commandLine(), List.of(), (path, option) -> {
      if (option.arity().min() < 1 || path.isEmpty()) {
        return;
      }
      String name = option.longestName();
      checked.add(name);
      Cli.Run alone = Cli.run(args(path, name).toArray(String[]::new));
      assertOneLineUsageError(alone, path);
      assertThat(alone.err()).as(path + " " + name).contains(name + " needs a value: " + name
          + " " + option.paramLabel());
    });
    assertThat(checked).contains("--record", "--suits", "--port", "--host");
  }
}
