package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one exit-code convention of every command: 0 ok, 1 the input has errors or the
 * run failed, 2 a usage error; and for {@code conformance} 3, a run stopped before its end. Each
 * command is run with good input, bad input and bad usage.
 */
class ExitCodesTest {

  @TempDir static Path dir;

  /** A record whose second trick is illegal (7H is not in the dealer's hand). */
  static String bad;

  /** A deal stopped after one card, which cannot be scored. */
  static String unfinished;

  @BeforeAll
  static void files() throws IOException {
    bad = Cli.file(dir, "bad.egn", "[Game \"elfern\"]\n[Players \"A; B\"]\n[Seed \"42\"]\n\n"
        + "1. KD 9S 2. 8H 7H *\n");
    unfinished = Cli.file(dir, "unfinished.egn", "[Game \"elfern\"]\n[Players \"A; B\"]\n"
        + "[Seed \"42\"]\n\n1. KD *\n");
  }

  /** Every card of the deck twenty times: piped into {@code play}, it plays any deal to its end. */
  private static String everyCardRepeatedly() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      for (Card c : Card.values()) {
        sb.append(c.notation()).append('\n');
      }
    }
    return sb.toString();
  }

  private static final String CLUB = Cli.CLUB_EVENING;

  private static final String UNWRITABLE = "/nonexistent-directory/out.egn";

  /** Command, standard input, expected exit code, arguments ({@code BAD}, {@code UNFINISHED}). */
  static Stream<Arguments> runs() {
    String cards = everyCardRepeatedly();
    return Stream.of(
        // good input: 0
        Arguments.of("validate", "", 0, List.of("validate", CLUB)),
        Arguments.of("format", "", 0, List.of("format", CLUB)),
        Arguments.of("replay", "", 0, List.of("replay", CLUB)),
        Arguments.of("legal", "", 0, List.of("legal", CLUB)),
        Arguments.of("play", cards, 0, List.of("play", "--seed", "42", "--bot", "random")),
        // quitting is not a failure
        Arguments.of("play", "quit\n", 0, List.of("play", "--seed", "42")),
        Arguments.of("simulate", "", 0,
            List.of("simulate", "--bots", "random,random", "--games", "2", "--no-progress")),
        Arguments.of("score", "", 0, List.of("score", "examples/tendler-match.egn")),
        Arguments.of("match", "", 0,
            List.of("match", "--scoring", "tendler deals=2", "--bots", "random,random")),
        Arguments.of("analyze", "", 0, List.of("analyze", CLUB)),
        Arguments.of("perft", "", 0, List.of("perft", "--game", "elfern", "--seed", "42", "--depth", "1")),
        Arguments.of("bench", "", 0, List.of("bench", "-n", "10", "--warmup", "0")),
        Arguments.of("vectors", "", 0, List.of("vectors", "check", "--dir", "../vectors")),
        // engine reads the process's own standard input: its good run is in ConformanceCommandTest
        Arguments.of("engine", "", 0, List.of("engine", "--help")),
        Arguments.of("help", "", 0, List.of("help", "play")),
        Arguments.of("generate-completion", "", 0, List.of("generate-completion")),
        // bad input, or a run that fails: 1
        Arguments.of("validate", "", 1, List.of("validate", "BAD")),
        Arguments.of("format", "", 1, List.of("format", "BAD")),
        Arguments.of("replay", "", 1, List.of("replay", "BAD")),
        Arguments.of("legal", "", 1, List.of("legal", "BAD")),
        Arguments.of("play", "", 1, List.of("play", "--seed", "42")),
        Arguments.of("play", "", 1, List.of("play", "--seed", "42", "--save", UNWRITABLE)),
        Arguments.of("simulate", "", 1, List.of("simulate", "--bots", "random,random", "--games",
            "2", "--no-progress", "--out", UNWRITABLE)),
        Arguments.of("score", "", 1, List.of("score", "UNFINISHED", "--scoring", "tendler")),
        Arguments.of("match", "", 1, List.of("match", "--scoring", "tendler deals=2", "--bots",
            "random,random", "--save", UNWRITABLE)),
        Arguments.of("analyze", "", 1, List.of("analyze", "BAD")),
        Arguments.of("perft", "", 1, List.of("perft", "BAD", "--depth", "1")),
        Arguments.of("vectors", "", 1, List.of("vectors", "check", "--dir", "NOWHERE")),
        Arguments.of("conformance", "", 1,
            List.of("conformance", "--engine", "/nonexistent/engine", "--kind", "shuffle")),
        // a run stopped before its end: 3 (conformance only)
        Arguments.of("conformance", "", 3, List.of("conformance", "--engine",
            "sh -c 'read l; echo ready hang; exec sleep 60'", "--kind", "shuffle", "--timeout",
            "200", "--no-progress")),
        // usage errors: 2
        Arguments.of("(none)", "", 2, List.of()),
        Arguments.of("(unknown command)", "", 2, List.of("frobnicate")),
        Arguments.of("validate", "", 2, List.of("validate")),
        Arguments.of("format", "", 2, List.of("format", CLUB, "--frobnicate")),
        Arguments.of("replay", "", 2, List.of("replay", "--suits", "italian", CLUB)),
        Arguments.of("legal", "", 2, List.of("legal")),
        Arguments.of("play", "", 2, List.of("play", "--game", "nope")),
        Arguments.of("play", "", 2, List.of("play", "--bot", "genius")),
        Arguments.of("play", "", 2, List.of("play", "--seed", "x")),
        Arguments.of("play", "", 2, List.of("play", "--seat", "2", "--seed", "1")),
        Arguments.of("simulate", "", 2, List.of("simulate", "--bots", "random,nobody", "--games",
            "2", "--no-progress")),
        Arguments.of("simulate", "", 2, List.of("simulate", "--game", "nope", "--bots",
            "random,random", "--games", "2")),
        Arguments.of("score", "", 2, List.of("score", CLUB, "--scoring", "whist")),
        Arguments.of("match", "", 2, List.of("match", "--scoring", "whist")),
        Arguments.of("match", "", 2, List.of("match", "--scoring", "tendler", "--bots",
            "random,solver")),
        Arguments.of("analyze", "", 2, List.of("analyze", CLUB, "--solve-at", "40")),
        Arguments.of("perft", "", 2, List.of("perft", "--game", "nope", "--depth", "1")),
        Arguments.of("bench", "", 2, List.of("bench", "--game", "nope")),
        Arguments.of("vectors", "", 2, List.of("vectors")),
        Arguments.of("conformance", "", 2, List.of("conformance")),
        Arguments.of("conformance", "", 2,
            List.of("conformance", "--engine", "x", "--kind", "poker")),
        Arguments.of("engine", "", 2, List.of("engine", "--bot", "genius")),
        // serve's good run is a server: ServeCommand's own tests start and stop it
        Arguments.of("serve", "", 2, List.of("serve", "--frobnicate")),
        // picocli's generate-completion takes no options and ignores what follows it
        Arguments.of("help", "", 2, List.of("help", "frobnicate")));
  }

  @ParameterizedTest(name = "{0} {3} -> {2}")
  @MethodSource("runs")
  void command_exitCodeFollowsTheConvention(String command, String stdin, int expected,
      List<String> args) {
    List<String> a = new ArrayList<>();
    for (String s : args) {
      a.add(s.equals("BAD") ? bad : s.equals("UNFINISHED") ? unfinished
          : s.equals("NOWHERE") ? dir.resolve("nowhere").toString() : s);
    }
    Cli.Run r = Cli.runWithInput(stdin, a.toArray(new String[0]));
    assertThat(r.exit()).as("%s%n%s", r.out(), r.err()).isEqualTo(expected);
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    if (expected == 2) {
      assertThat(r.err()).as("a usage error is explained on standard error").isNotBlank();
    }
  }

  @Test
  void bareElfern_isAUsageErrorThatPrintsTheHelpWithTheExitCodes() {
    Cli.Run r = Cli.run();
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("Usage: elfern").contains("Exit codes:")
        .contains("2   usage error");
  }

  @Test
  void everyHelp_listsTheExitCodes() {
    for (String command : List.of("validate", "format", "replay", "legal", "play", "simulate",
        "score", "match", "analyze", "perft", "bench", "vectors", "conformance", "engine",
        "serve")) {
      Cli.Run r = Cli.run(command, "--help");
      assertThat(r.exit()).isZero();
      assertThat(r.out()).as(command).contains("Exit codes:", "0   ok",
          "1   the input has errors", "2   usage error");
    }
  }
}
