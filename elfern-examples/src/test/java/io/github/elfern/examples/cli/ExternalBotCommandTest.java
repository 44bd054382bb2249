package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import io.github.elfern.examples.Await;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * External bots on the command line: the Python reference engine plays {@code simulate} and
 * {@code match} against library bots, and broken bot programs forfeit their deals while the run
 * completes. Skipped where python3 is missing (the same guards are tested with Java programs in
 * elfern-notation's ExternalBotTest).
 */
@Timeout(60)
@Tag("slow")
class ExternalBotCommandTest {

  private static final String REFERENCE = "python3 \""
      + Path.of("examples", "reference-engine", "elfern_engine.py").toAbsolutePath() + "\"";

  /** A bot program that greets and accepts the rules, then misbehaves as its argument says. */
  private static final String BROKEN = String.join("\n",
      "import sys, time",
      "mode = sys.argv[1]",
      "deck = [r + s for s in 'CSHD' for r in 'AKQJT987']",
      "for line in sys.stdin:",
      "    w = line.split()",
      "    if not w:",
      "        continue",
      "    if w[0] == 'quit':",
      "        break",
      "    if w[0] == 'hello':",
      "        print('ready broken ' + mode, flush=True)",
      "    elif w[0] == 'rules':",
      "        print('ok', flush=True)",
      "    elif mode == 'hang':",
      "        time.sleep(60)",
      "    elif mode == 'exit':",
      "        sys.stderr.write('bot: out of cheese\\n')",
      "        sys.exit(3)",
      "    elif mode == 'garbage':",
      "        print('fnord', flush=True)",
      "    else:",
      "        legal = [f[6:] for f in w if f.startswith('legal=')][0].split(',')",
      "        print('move ' + [c for c in deck if c not in legal][0], flush=True)",
      "");

  @TempDir static Path dir;

  private static String broken;

  @BeforeAll
  static void writeBrokenBot() throws IOException {
    broken = "python3 \"" + Cli.file(dir, "broken.py", BROKEN) + "\"";
  }

  private static boolean python3OnPath() {
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(d, "python3"))) {
        return true;
      }
    }
    return false;
  }

  private static final String KEY = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";

  @Test
  void simulate_withoutKey_drawsANewKeyPerRun_soTheSeedsSentDiffer() throws IOException {
    // without --key the host draws the seats' key at random for each run with an
    // external bot, so the seed= a bot receives cannot be derived from the (guessable) --seed.
    String bot = Cli.file(dir, "seeds.py", "import sys\n"
        + "out = open(sys.argv[1], 'a')\n"
        + "for line in sys.stdin:\n"
        + "    w = line.split()\n"
        + "    if w and w[0] == 'choose':\n"
        + "        out.write(line.split('seed=')[1]); out.flush()\n"
        + "        legal = [f for f in w if f.startswith('legal=')][0][6:].split(',')\n"
        + "        print('move ' + legal[0], flush=True)\n"
        + "    elif w and w[0] == 'hello':\n"
        + "        print('ready seeds', flush=True)\n"
        + "    elif w and w[0] == 'quit':\n"
        + "        break\n"
        + "    else:\n"
        + "        print('ok', flush=True)\n");
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    List<List<String>> seen = new ArrayList<>();
    for (String key : new String[] {null, null, KEY, KEY}) {
      Path file = dir.resolve("seen" + seen.size() + ".txt");
      List<String> args = new ArrayList<>(List.of("simulate", "--engine",
          "s=python3 \"" + bot + "\" \"" + file + "\"", "--bots", "s,random", "--games", "2",
          "--seed", "1", "--threads", "1", "--no-progress"));
      if (key != null) {
        args.addAll(List.of("--key", key));
      }
      Cli.Run r = Cli.run(args.toArray(String[]::new));
      assertThat(r.exit()).as(r.out() + r.err()).isZero();
      seen.add(Files.readAllLines(file));
    }
    assertThat(seen.get(0)).isNotEmpty().doesNotContainAnyElementsOf(seen.get(1));
    assertThat(seen.get(2)).isNotEmpty().isEqualTo(seen.get(3));
    assertThat(Cli.run("simulate", "--bots", "random,random", "--games", "2", "--key", "abc")
        .exit()).isEqualTo(2);
  }

  @Test
  void simulate_pythonReferenceBotAgainstHeuristic_playsEveryDealAndReplays() throws IOException {
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Path one = dir.resolve("one.egn");
    Path two = dir.resolve("two.egn");
    Cli.Run r1 = Cli.run("simulate", "--engine", "seeded=" + REFERENCE, "--bots",
        "seeded,heuristic", "--games", "6", "--seed", "4", "--threads", "1", "--no-progress",
        "--key", KEY, "--out", one.toString());
    Cli.Run r2 = Cli.run("simulate", "--engine", "seeded=" + REFERENCE, "--bots",
        "seeded,heuristic", "--games", "6", "--seed", "4", "--threads", "2", "--no-progress",
        "--key", KEY, "--out", two.toString());
    assertThat(r1.exit()).as(r1.out() + r1.err()).isZero();
    assertThat(r1.lines()[1]).endsWith("forfeits");
    assertThat(r1.lines()[2].split("\\s+")).startsWith("seeded").endsWith("0");
    assertThat(r1.lines()[3].split("\\s+")).startsWith("heuristic").endsWith("0");
    // The bot's choices come from the seeds of the requests, so a run replays for a seed and key
    // on any threads.
    assertThat(Files.readString(one)).isEqualTo(Files.readString(two));
    assertThat(r1.lines()[2]).isEqualTo(r2.lines()[2]);
    assertThat(Cli.run("validate", "--strict", one.toString()).exit()).isZero();
  }

  @Test
  void simulate_moveFloor_padsTheLibraryBotsMovesOnlyWhenAProgramPlays() throws IOException {
    // Audit b: a library bot answers a forced move at once, so the time to its move told an
    // external bot something of its cards. --move-floor makes each of its moves take at least the
    // floor when a program plays: the run lasts at least (its moves) x (the floor), while the
    // time it reports as thinking stays its own.
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Cli.Run r = Cli.run("simulate", "--engine", "seeded=" + REFERENCE, "--bots",
        "seeded,random", "--games", "2", "--seed", "4", "--threads", "1", "--no-progress",
        "--key", KEY, "--move-floor", "40", "--json");
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    com.fasterxml.jackson.databind.JsonNode run =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
    com.fasterxml.jackson.databind.JsonNode random = run.get("bots").get(1);
    assertThat(random.get("name").asText()).isEqualTo("random");
    int moves = random.get("moveTime").get("moves").asInt();
    assertThat(moves).isPositive();
    assertThat(run.get("seconds").asDouble()).isGreaterThanOrEqualTo(moves * 0.040);
    assertThat(random.get("moveTime").get("medianMs").asDouble()).isLessThan(40);
    // library bots alone: nobody to hide the time from, so no padding
    Cli.Run lib = Cli.run("simulate", "--bots", "random,random", "--games", "20", "--seed", "4",
        "--threads", "1", "--no-progress", "--move-floor", "40", "--json");
    com.fasterxml.jackson.databind.JsonNode libRun =
        new com.fasterxml.jackson.databind.ObjectMapper().readTree(lib.out());
    assertThat(libRun.get("seconds").asDouble()).isLessThan(20 * 16 * 0.040);
    assertThat(Cli.run("simulate", "--bots", "random,random", "--move-floor", "-1").exit())
        .isEqualTo(2);
  }

  @Test
  void simulate_brokenBots_forfeitEveryDealAndTheRunCompletes() throws IOException {
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    // the move time is under test for the hanging bot only; the others answer at once, and get
    // a generous one so that a busy machine does not turn their answers into time-outs
    String[][] cases = {
      {"hang", "500", "timed out: no answer within 500 ms"},
      {"illegal", "30000", "chose an illegal move: answered 'move "},
      {"garbage", "30000", "gave no move: answered 'fnord'"},
      {"exit", "30000", "failed: engine exited"},
    };
    for (String[] c : cases) {
      Path out = dir.resolve(c[0] + ".egn");
      Cli.Run r = Cli.run("simulate", "--engine", "broken=" + broken + " " + c[0],
          "--move-time", c[1], "--bots", "broken,random", "--games", "2", "--no-progress",
          "--out", out.toString());
      // Audit finding 16: a contestant that forfeited every deal makes a failed run (exit 1),
      // with the results still printed and a line saying so.
      assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(1);
      assertThat(r.out()).contains("broken forfeited every deal (2 of 2): the run failed");
      // Forfeits are scored as a schwarz: 20 honours to the opponent (Elfern, Kiddle).
      assertThat(r.lines()[2].split("\\s+"))
          .containsExactly("broken", "0", "2", "0", "0.000", "[0.000,", "0.658]", "0.00", "2");
      assertThat(r.out()).contains("broken forfeited 2 deal(s); the first: Forfeit by broken "
          + "(seat 0, deal 1): bot 'broken' " + c[2]);
      String egn = Files.readString(out);
      assertThat(egn).contains("[Termination \"forfeit\"]", "[Result \"*\"]", "(schwarz)} *");
      assertThat(Cli.run("validate", "--strict", out.toString()).exit()).as(c[0]).isZero();
    }
  }

  @Test
  void match_brokenBot_forfeitsEachDealAndTheMatchGoesOn() {
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Cli.Run r = Cli.run("match", "--scoring", "tendler deals=3", "--engine",
        "broken=" + broken + " exit", "--engine", "seeded=" + REFERENCE, "--bots",
        "broken,seeded");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(1);
    assertThat(r.out()).contains("Forfeit by broken (seat ", "out of cheese", "(schwarz)")
        .contains("Over after 3 deals: seeded wins")
        .contains("Forfeits: broken 3.")
        .contains("broken forfeited every deal (3 of 3): the match failed");
  }

  @Test
  void simulate_ownEngineAsExternalBot_playsWithoutForfeits() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String ours = "\"" + java + "\" -Xshare:auto -XX:TieredStopAtLevel=1 -cp \""
        + System.getProperty("java.class.path") + "\" " + ElfernCommand.class.getName()
        + " engine --bot heuristic";
    Cli.Run r = Cli.run("simulate", "--engine", "ours=" + ours, "--bots", "ours,random",
        "--game", "elfern-trumps", "--games", "4", "--threads", "1", "--no-progress");
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    assertThat(r.lines()[2].split("\\s+")).startsWith("ours").endsWith("0");
    assertThat(r.lines()[3].split("\\s+")).startsWith("random").endsWith("0");
  }

  @Test
  void simulate_botThatNeverStarts_exitsOne() {
    Cli.Run r = Cli.run("simulate", "--engine", "ghost=/no/such/program", "--bots",
        "ghost,random", "--games", "2", "--no-progress");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(1);
    assertThat(r.out()).contains("External bot ghost never started: cannot start engine");
  }

  @Test
  void simulate_botWritingControlSequences_isEscapedOnTheTerminalAndInTheEgn() throws IOException {
    String bot = Cli.file(dir, "esc.sh", "#!/bin/sh\nwhile read line; do\n"
        + "  case \"$line\" in\n"
        + "    hello*) echo 'ready esc';;\n"
        + "    rules*) echo ok;;\n"
        + "    *) printf '\\033[2J\\033]0;pwned\\007\\n';;\n"
        + "  esac\ndone\n");
    Path out = dir.resolve("esc.egn");
    Cli.Run r = Cli.run("simulate", "--engine", "esc=sh \"" + bot + "\"", "--bots", "esc,random",
        "--games", "2", "--no-progress", "--out", out.toString());
    assertThat(r.out()).contains("esc forfeited 2 deal(s)", "\\u001b[2J")
        .doesNotContain("\u001b").doesNotContain("\u0007");
    assertThat(Files.readString(out)).contains("\\u001b]0;pwned").doesNotContain("\u001b")
        .doesNotContain("\u0007");
  }

  @Test
  void simulate_sigterm_stopsEveryBotProgramAndItsChildren() throws Exception {
    // the pid is written once the bot is asked for a move (which it never answers)
    Path pid = dir.resolve("sleep.pid");
    String bot = Cli.file(dir, "hang.sh", "#!/bin/sh\nsleep 300 &\nchild=$!\n"
        + "read line; echo 'ready hang'\nread line; echo ok\nread line; echo $child > '" + pid
        + "'\nsleep 300\n");
    assertThat(childAliveAfterSigterm(bot, pid, 2)).as("forked sleep").isFalse();
  }

  @Test
  void simulate_sigterm_stopsABotProgramThatIsStillGreeting() throws Exception {
    // Audit finding 17: the shutdown hook closed the bots, which do not yet hold a program that
    // is still starting; ProcessEngine.stopAll() does. The pid is written once the greeting has
    // been asked for (which the bot never answers).
    Path pid = dir.resolve("greeting-sleep.pid");
    String bot = Cli.file(dir, "slow-greeting.sh", "#!/bin/sh\nsleep 300 &\nchild=$!\n"
        + "read line; echo $child > '" + pid + "'\nsleep 300\n");
    assertThat(childAliveAfterSigterm(bot, pid, 1))
        .as("the greeting program's child is stopped").isFalse();
  }

  /**
   * Runs {@code simulate} in a JVM of its own with the bot script {@code bot}, which forks a
   * {@code sleep} and writes its pid to {@code pid} when it has come where the test wants it;
   * sends the JVM SIGTERM (as kill or Ctrl-C would) then; and tells whether the forked sleep
   * is still alive once the JVM has ended (waiting up to {@link Await#GENEROUS} for it to end,
   * and killing it if it does not).
   */
  private static boolean childAliveAfterSigterm(String bot, Path pid, int games)
      throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
        System.getProperty("java.class.path"), ElfernCommand.class.getName(), "simulate",
        "--engine", "b=sh " + bot, "--bots", "b,random", "--games", String.valueOf(games),
        "--threads", "1", "--move-time", "120000", "--no-progress").redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    Await.until("the bot script to write " + pid,
        () -> Files.exists(pid) && Files.readString(pid).endsWith("\n"));
    long sleepPid = Long.parseLong(Files.readString(pid).strip());
    assertThat(ProcessHandle.of(sleepPid).map(ProcessHandle::isAlive)).contains(true);
    p.destroy();
    assertThat(p.waitFor(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();
    long deadline = System.nanoTime() + Await.GENEROUS.toNanos();
    while (ProcessHandle.of(sleepPid).map(ProcessHandle::isAlive).orElse(false)
        && System.nanoTime() - deadline < 0) {
      Thread.sleep(50);
    }
    boolean alive = ProcessHandle.of(sleepPid).map(ProcessHandle::isAlive).orElse(false);
    ProcessHandle.of(sleepPid).ifPresent(ProcessHandle::destroyForcibly);
    return alive;
  }

  @Test
  void engineOption_unterminatedQuote_isAUsageError() {
    for (String command : new String[] {"simulate", "match"}) {
      Cli.Run r = command.equals("simulate")
          ? Cli.run("simulate", "--engine", "x=python3 'hb.py ok", "--bots", "x,random",
              "--games", "2", "--no-progress")
          : Cli.run("match", "--scoring", "tendler deals=1", "--engine", "x=python3 'hb.py ok",
              "--bots", "x,random");
      assertThat(r.exit()).as(command).isEqualTo(2);
      assertThat(r.err()).as(command).contains("--engine: the command of external bot 'x': "
          + "unterminated quote (') in the command 'python3 'hb.py ok'");
    }
  }

  @Test
  void engineOption_badNames_areUsageErrors() {
    Cli.Run r = Cli.run("simulate", "--engine", "heuristic=python3 x.py", "--bots",
        "heuristic,random", "--games", "2", "--no-progress");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("--engine name 'heuristic' is the name of a library bot");
    Cli.Run noCommand = Cli.run("match", "--scoring", "tendler deals=1", "--engine", "mine",
        "--bots", "mine,random");
    assertThat(noCommand.exit()).isEqualTo(2);
    assertThat(noCommand.err()).contains("--engine mine needs a command");
  }

  /** A bot program that greets, accepts the rules and plays its first legal move. */
  private static final String FIRST = String.join("\n",
      "import sys",
      "for line in sys.stdin:",
      "    w = line.split()",
      "    if w and w[0] == 'quit':",
      "        break",
      "    if w and w[0] == 'hello':",
      "        print('ready first', flush=True)",
      "    elif w and w[0] == 'choose':",
      "        print('move ' + [f for f in w if f.startswith('legal=')][0][6:].split(',')[0],",
      "              flush=True)",
      "    else:",
      "        print('ok', flush=True)",
      "");

  private static String first() throws IOException {
    return "python3 \"" + Cli.file(dir, "first.py", FIRST) + "\"";
  }

  /** The deck seeds of an EGN file's records, in order. */
  private static List<String> seedTags(Path egn) throws IOException {
    List<String> seeds = new ArrayList<>();
    for (String line : Files.readAllLines(egn)) {
      if (line.startsWith("[Seed \"")) {
        seeds.add(line.substring(7, line.length() - 2));
      }
    }
    return seeds;
  }

  @Test
  void simulate_externalBot_getsAFreshDeckEveryDeal_pairedOnlyWhenAskedAndWarned()
      throws IOException {
    // Audit finding 1: with paired decks a program that remembers its hand holds, in the second
    // deal of each pair, the hand its opponent held in the first, with the same stock.
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Path fresh = dir.resolve("fresh.egn");
    Cli.Run r = Cli.run("simulate", "--engine", "first=" + first(), "--bots", "first,heuristic",
        "--games", "6", "--seed", "3", "--threads", "1", "--no-progress", "--out",
        fresh.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    assertThat(seedTags(fresh)).hasSize(6).doesNotHaveDuplicates();
    assertThat(r.out()).contains("6 deals on 6 decks (a fresh deck per deal)");

    Path paired = dir.resolve("paired.egn");
    Cli.Run p = Cli.run("simulate", "--engine", "first=" + first(), "--bots", "first,heuristic",
        "--games", "6", "--seed", "3", "--threads", "1", "--no-progress", "--paired", "--out",
        paired.toString());
    assertThat(p.exit()).as(p.out() + p.err()).isZero();
    List<String> seeds = seedTags(paired);
    assertThat(seeds).hasSize(6);
    assertThat(seeds.get(1)).isEqualTo(seeds.get(0));
    assertThat(seeds.get(3)).isEqualTo(seeds.get(2));
    assertThat(p.err()).contains("warning: --paired deals each deck twice; a bot program that "
        + "remembers its hands reads its opponent's hand in the second deal of each pair");
    assertThat(p.out()).contains("6 deals on 3 decks (each twice, seats swapped)");
  }

  @Test
  void simulateAndMatch_externalBotWithoutSeed_drawTheSeedAtRandom_andTellItAfterTheRun()
      throws IOException {
    // Audit finding 2: with the default seed 1 a bot computed every deck.
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    List<List<String>> runs = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      Path egn = dir.resolve("drawn" + i + ".egn");
      Cli.Run r = Cli.run("simulate", "--engine", "first=" + first(), "--bots", "first,random",
          "--games", "2", "--threads", "1", "--no-progress", "--out", egn.toString());
      assertThat(r.exit()).as(r.out() + r.err()).isZero();
      assertThat(r.out()).containsPattern("seed [0-9]+ \\(drawn at random\\)")
          .doesNotContain("seed 1,");
      runs.add(seedTags(egn));
    }
    assertThat(runs.get(0)).doesNotContainAnyElementsOf(runs.get(1));
    assertThat(seedTags(dir.resolve("drawn0.egn"))).doesNotContain(
        Long.toUnsignedString(io.github.elfern.bot.Tournament.deckSeed(
            io.github.elfern.bot.Tournament.Decks.FRESH, 1, 0)));

    Path saved = dir.resolve("match.egn");
    Cli.Run m = Cli.run("match", "--scoring", "tendler deals=2", "--engine", "first=" + first(),
        "--bots", "first,random", "--save", saved.toString());
    assertThat(m.exit()).as(m.out() + m.err()).isZero();
    assertThat(m.out()).containsPattern("Seed [0-9]+ \\(drawn at random\\), key [0-9a-f]{64}");
    io.github.elfern.scoring.Match byOne = io.github.elfern.scoring.Match.start(
        io.github.elfern.rules.Rules.preset("elfern"),
        io.github.elfern.scoring.Scoring.parse("tendler deals=2"), List.of("first", "random"), 1);
    assertThat(seedTags(saved)).hasSize(2)
        .doesNotContain(Long.toUnsignedString(byOne.dealSeed()));
  }

  @Test
  void simulate_seedAndKeyFiles_replayLikeTheOptions_withoutShowingInTheProcessList()
      throws IOException {
    // Audit finding 3: a bot read --seed and --key from /proc/<ppid>/cmdline.
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    String seedFile = Cli.file(dir, "seed.txt", "987654321987\n");
    String keyFile = Cli.file(dir, "key.txt", KEY + "\n");
    Path one = dir.resolve("byfile.egn");
    Path two = dir.resolve("byoption.egn");
    Cli.Run r1 = Cli.run("simulate", "--engine", "first=" + first(), "--bots", "first,random",
        "--games", "4", "--threads", "1", "--no-progress", "--seed-file", seedFile,
        "--key-file", keyFile, "--out", one.toString());
    Cli.Run r2 = Cli.run("simulate", "--engine", "first=" + first(), "--bots", "first,random",
        "--games", "4", "--threads", "1", "--no-progress", "--seed", "987654321987",
        "--key", KEY, "--out", two.toString());
    assertThat(r1.exit()).as(r1.out() + r1.err()).isZero();
    assertThat(r2.exit()).as(r2.out() + r2.err()).isZero();
    assertThat(Files.readString(one)).isEqualTo(Files.readString(two));
    assertThat(r1.out()).doesNotContain("drawn at random");
    // given on the command line while a program plays: a one-line note on standard error
    assertThat(r2.err()).contains("note: --seed and --key on the command line can be read by "
        + "every program on this machine; give them with --seed-file and --key-file");
    assertThat(r1.err()).doesNotContain("note:");
  }

  @Test
  void seedAndKeyFiles_badOrDoubled_areOneLineErrorsThatDoNotEchoTheKey() throws IOException {
    String badKey = Cli.file(dir, "badkey.txt", KEY.substring(1) + "\n");
    String seedFile = Cli.file(dir, "seed2.txt", "12\n");
    Cli.Run both = Cli.run("simulate", "--bots", "random,random", "--games", "2",
        "--no-progress", "--seed", "1", "--seed-file", seedFile);
    assertThat(both.exit()).isEqualTo(2);
    assertThat(both.err()).contains("give --seed or --seed-file, not both");
    Cli.Run bad = Cli.run("simulate", "--bots", "random,random", "--games", "2",
        "--no-progress", "--key-file", badKey);
    assertThat(bad.exit()).isEqualTo(2);
    assertThat(bad.err()).contains("--key-file " + badKey + " does not hold a key of 64 "
        + "hexadecimal digits").doesNotContain(KEY.substring(1, 20));
    assertThat(bad.err().strip().lines()).hasSize(1);
    Cli.Run missing = Cli.run("match", "--scoring", "tendler deals=1", "--seed-file",
        dir.resolve("nope.txt").toString());
    assertThat(missing.exit()).isEqualTo(2);
    assertThat(missing.err()).contains("--seed-file " + dir.resolve("nope.txt")
        + ": cannot read it");
    String seedBad = Cli.file(dir, "seedbad.txt", "99999999999999999999\n");
    Cli.Run big = Cli.run("simulate", "--bots", "random,random", "--games", "2",
        "--no-progress", "--seed-file", seedBad);
    assertThat(big.exit()).isEqualTo(2);
    assertThat(big.err()).contains("--seed-file " + seedBad + ": seed '99999999999999999999' "
        + "is not an unsigned 64-bit decimal (0 to 18446744073709551615)");
  }
}
