package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.Tournament;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code simulate} command: the tally of {@link Tournament}, whatever the threads. */
class SimulateCommandTest {

  @TempDir Path dir;

  @Test
  void help_percentSign_printedWithoutFormatWarning() {
    // picocli reads descriptions as format strings: a bare % made it warn and print %n raw.
    Cli.Run r = Cli.run("simulate", "--help");
    assertThat(r.out() + r.err()).doesNotContain("WARN").doesNotContain("%n");
    assertThat(r.out().replaceAll("\\s+", " ")).contains("Wilson 95% confidence interval");
  }

  @Test
  void simulate_agreesWithTournamentAndIgnoresThreads() throws IOException {
    Path one = dir.resolve("one.egn");
    Path two = dir.resolve("two.egn");
    Cli.Run r1 = Cli.run("simulate", "--bots", "heuristic,random", "--games", "40", "--seed", "9",
        "--threads", "1", "--no-progress", "--out", one.toString());
    Cli.Run r2 = Cli.run("simulate", "--bots", "heuristic,random", "--games", "40", "--seed", "9",
        "--threads", "3", "--no-progress", "--out", two.toString());
    assertThat(r1.exit()).isZero();
    assertThat(r2.exit()).isZero();
    assertThat(Files.readAllBytes(one)).isEqualTo(Files.readAllBytes(two));
    assertThat(r1.lines()[1]).isEqualTo(r2.lines()[1]);
    assertThat(r1.lines()[2]).isEqualTo(r2.lines()[2]);

    Tournament.Result t = new Tournament(Rules.preset("elfern"), Contestant.parse("heuristic"),
        Contestant.parse("random")).play(20, 9);
    assertThat(r1.lines()[2].split("\\s+")).startsWith("heuristic", Integer.toString(t.wins()),
        Integer.toString(t.losses()), Integer.toString(t.ties()));
    assertThat(r1.lines()[3].split("\\s+")).startsWith("random", Integer.toString(t.losses()),
        Integer.toString(t.wins()), Integer.toString(t.ties()));

    Cli.Run v = Cli.run("validate", "--strict", one.toString());
    assertThat(v.exit()).isZero();
    assertThat(Cli.run("legal", one.toString()).out().split("\n")).hasSize(40).containsOnly("-");
  }

  @Test
  void simulate_badArguments_areErrors() {
    assertThat(Cli.run("simulate", "--bots", "heuristic", "--games", "2").exit()).isEqualTo(2);
    assertThat(Cli.run("simulate", "--bots", "heuristic,random", "--games", "0").exit()).isEqualTo(2);
    Cli.Run r = Cli.run("simulate", "--bots", "heuristic,nobody", "--games", "2", "--no-progress");
    assertThat(r.exit()).isEqualTo(2); // an unknown bot is a usage error (issue 16)
    // the message lists every name a seat accepts here: the bots, the solver and --engine
    assertThat(r.err()).startsWith("elfern: --bots: unknown bot 'nobody' (valid: random, heuristic,"
        + " montecarlo, solver, or an external program given with --engine NAME=COMMAND)");
  }
}
