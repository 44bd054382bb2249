package io.github.elfern.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Bad input is refused before Spark starts: one line, exit code 2, and no session started. */
class StudyCommandTest {

  @TempDir Path dir;

  /** Sessions that must not be started: each start is recorded and refused. */
  private final List<String> started = new ArrayList<>();

  private final StudyCommand.Sessions never = new StudyCommand.Sessions() {
    @Override
    public SparkSession start(String app, Optional<String> master, Map<String, String> conf) {
      started.add(app);
      throw new AssertionError("Spark was started for " + app);
    }
  };

  private record Run(int exit, String out, String err) {}

  private Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = StudyCommand.commandLine(never);
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int exit = cl.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  /** Asserts a usage error whose first line contains {@code message}, with Spark not started. */
  private void refused(String message, String... args) {
    Run r = run(args);
    assertThat(r.exit()).as(r.err()).isEqualTo(2);
    assertThat(r.err().lines().findFirst().orElse("")).startsWith("elfern-study: ")
        .contains(message);
    assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(started).isEmpty();
  }

  private String out() {
    return dir.resolve("study").toString();
  }

  @Test
  void unknownPreset() {
    refused("unknown game 'no-such-game'", "solve", "--game", "no-such-game", "--deals", "10",
        "--out", out());
  }

  @Test
  void unknownOption() {
    refused("--game:", "solve", "--game", "elfern colour=red", "--deals", "10", "--out", out());
    refused("--game:", "tournament", "--game", "elfern hand=7", "--bots", "random,random",
        "--deals", "10", "--out", out());
  }

  @Test
  void solverNeedsTwoPlayers() {
    refused("two-player", "solve", "--game", "fuenfzehnern", "--deals", "10", "--out", out());
    refused("two-player", "tournament", "--game", "fuenfzehnern", "--bots", "solver,random",
        "--deals", "10", "--out", out());
  }

  @Test
  void unknownBot() {
    refused("unknown bot 'clever'", "tournament", "--bots", "clever,random", "--deals", "10",
        "--out", out());
    refused("unknown bot option 'depth'", "tournament", "--bots", "random,heuristic depth=3",
        "--deals", "10", "--out", out());
    refused("two bots", "tournament", "--bots", "random", "--deals", "10", "--out", out());
  }

  @Test
  void tableBots_mustBeOnePerSeat() {
    refused("--bots needs two bots separated by a comma, e.g. best,heuristic, or one per seat "
        + "(three or four players); got 'random,random,random,random,random'", "tournament",
        "--game", "fuenfzehnern", "--bots", "random,random,random,random,random", "--deals",
        "10", "--out", out());
    refused("--bots: fuenfzehnern seats 4 players: give two bots (A against B) or one per seat; "
        + "got 3", "tournament", "--game", "fuenfzehnern", "--bots", "best,heuristic,random",
        "--deals", "10", "--out", out());
    refused("--bots: fuenfzehnern players=3 seats 3 players: give two bots (A against B) or one "
        + "per seat; got 4", "tournament", "--game", "fuenfzehnern players=3", "--bots",
        "best,heuristic,random,random", "--deals", "10", "--out", out());
    refused("--bots: elfern seats 2 players: give two bots (A against B); got 3", "tournament",
        "--game", "elfern", "--bots", "best,heuristic,random", "--deals", "10", "--out", out());
    refused("--bots: bot C: the solver plays two-player deals", "tournament", "--game",
        "fuenfzehnern players=3", "--bots", "random,random,solver", "--deals", "10", "--out",
        out());
    refused("--bots: bot B: unknown bot 'clever'", "tournament", "--game", "fuenfzehnern",
        "--bots", "random,clever,random,random", "--deals", "10", "--out", out());
    refused("--bots needs two bots", "tournament", "--game", "fuenfzehnern", "--bots",
        "random,,random,random", "--deals", "10", "--out", out());
    Run help = run("tournament", "--help");
    assertThat(help.out().replaceAll("\\s+", " ")).contains("one bot per seat")
        .contains("--game fuenfzehnern --bots best,heuristic,heuristic,heuristic");
  }

  @Test
  void dealsBelowOne() {
    refused("--deals must be 1 to", "solve", "--deals", "0", "--out", out());
    refused("--deals must be 1 to", "solve", "--deals", "-3", "--out", out());
    refused("--deals must be 1 to", "solve", "--deals", "3000000000", "--out", out());
  }

  @Test
  void partitionsOutOfRange() {
    refused("--partitions must be 1 to --deals (10), got 0", "solve", "--deals", "10",
        "--partitions", "0", "--out", out());
    refused("--partitions must be 1 to --deals (10), got 11", "solve", "--deals", "10",
        "--partitions", "11", "--out", out());
  }

  @Test
  void badSeed() {
    refused("--seed: '-1' is not an unsigned 64-bit decimal integer", "solve", "--deals", "1",
        "--seed", "-1", "--out", out());
    refused("above 18446744073709551615", "solve", "--deals", "1", "--seed",
        "18446744073709551616", "--out", out());
  }

  @Test
  void existingOutput_withoutOverwrite() throws IOException {
    Files.createDirectory(dir.resolve("study"));
    refused("exists: give --overwrite", "solve", "--deals", "10", "--out", out());
    Files.writeString(dir.resolve("file"), "x");
    refused("is a file", "solve", "--deals", "10", "--out", dir.resolve("file").toString(),
        "--overwrite");
  }

  @Test
  void unreachableMaster() throws IOException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort(); // free once closed: nobody listens there
    }
    refused("no Spark master answers at 127.0.0.1:" + port, "solve", "--deals", "10", "--out",
        out(), "--master", "spark://127.0.0.1:" + port);
    refused("is not a master URL", "solve", "--deals", "10", "--out", out(), "--master",
        "mars://1");
    refused("is not HOST:PORT", "solve", "--deals", "10", "--out", out(), "--master",
        "spark://127.0.0.1");
    refused("is not a master URL", "solve", "--deals", "10", "--out", out(), "--master",
        "local[0]");
  }

  @Test
  void noStudy_isAUsageError() {
    refused("give a study", new String[0]);
    Run help = run("solve", "--help");
    assertThat(help.exit()).isZero();
    assertThat(help.out()).contains("--deals", "--partitions", "--master", "--overwrite");
  }

  @Test
  void aFailureOnSpark_exitsWithOne_inOneLine() {
    StringWriter err = new StringWriter();
    CommandLine cl = StudyCommand.commandLine((app, master, conf) -> {
      throw new IllegalStateException("Job aborted due to stage failure\n\tat some.Frame");
    });
    cl.setErr(new PrintWriter(err, true));
    int exit = cl.execute("solve", "--deals", "4", "--out", out(), "--master", "local[1]");
    assertThat(exit).isEqualTo(1);
    assertThat(err.toString()).isEqualTo("elfern-study: the study failed: "
        + "java.lang.IllegalStateException: Job aborted due to stage failure" + System.lineSeparator());
  }

  @Test
  void unwritableOutput_isRefusedBeforeSpark() throws IOException {
    // /proc takes no new files, even from root
    refused("--out /proc/elfern-study: cannot write in /proc", "solve", "--deals", "4", "--out",
        "/proc/elfern-study");
    refused("cannot write in /proc", "solve", "--deals", "4", "--out", "/proc/a/b/c");
    Path file = Files.writeString(dir.resolve("file"), "x");
    refused("is not a directory", "solve", "--deals", "4", "--out", file + "/study");
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly("file");
    }
  }

  @Test
  void badNumbersAndSettings_sayWhatIsExpected() {
    // picocli's own messages were "'abc' is not a long" and "Value for option option '--conf'"
    refused("Invalid value for option '--deals': 'abc' is not a whole number", "solve",
        "--deals", "abc", "--out", out());
    refused("--partitions", "solve", "--deals", "4", "--partitions", "x", "--out", out());
    refused("--conf: 'spark.ui.enabled' is not KEY=VALUE (e.g. --conf spark.ui.enabled=true)",
        "solve", "--deals", "4", "--out", out(), "--conf", "spark.ui.enabled");
    refused("--executor-wait must be 0 to 86400 seconds, got -1", "solve", "--deals", "4",
        "--out", out(), "--executor-wait", "-1");
    Run bad = run("solve", "--deals", "4", "--out", out(), "--conf", "=x");
    assertThat(bad.err()).doesNotContain("option option");
  }

  @Test
  void help_saysWhatTheSeedDeals_andTheExitCodes() {
    Run help = run("tournament", "--help");
    assertThat(help.out().replaceAll("\\s+", " "))
        .contains("a paired tournament's deals 2d and 2d+1 share the deck "
            + "SeatKey.fromSeed(S).deckSeed(d)")
        .contains("--executor-wait");
    assertThat(run("--help").out()).contains("130");
  }

  @Test
  void compare_chartThatCannotBeWritten_isRefusedBeforeTheTable() throws IOException {
    Path a = Files.createDirectory(dir.resolve("a"));
    long[] h = new long[21];
    h[11] = 3;
    Files.writeString(a.resolve("summary.json"), Summary.ofSolve(Study.solve(
        io.github.elfern.rules.Rules.parse("elfern"), 3, 1), h,
        new Summary.Times(1, 1, 1, 1, 1)).json());
    Run r = run("compare", a.toString(), "--svg", "/no/such/dir/x.svg");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines().findFirst().orElse("")).isEqualTo("elfern-study: --svg "
        + "/no/such/dir/x.svg: the directory /no/such/dir does not exist");
    Run ok = run("compare", a.toString());
    assertThat(ok.exit()).isZero();
    assertThat(ok.out()).contains("| " + a + " | `elfern` | 1 | 3 |");
  }

  @Test
  void compare_aTable_isRefusedInOneLine() throws IOException {
    Path t = Files.createDirectory(dir.resolve("t"));
    Files.writeString(t.resolve("summary.json"), "{\"kind\":\"table\",\"game\":"
        + "\"fuenfzehnern\"}");
    refused(t.resolve("summary.json") + ": not the summary of a study of perfect-play values "
        + "(elfern-study solve) but of a table: compare reads only solve studies", "compare",
        t.toString());
  }

  @Test
  void compare_missingSummary_isAUsageError() {
    refused("cannot be read as a study's summary", "compare", dir.resolve("none").toString());
  }
}
