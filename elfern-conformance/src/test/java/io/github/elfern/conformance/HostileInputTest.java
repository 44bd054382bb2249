package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.BotFailure;
import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.Tournament;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Perft;
import io.github.elfern.rules.Rules;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile peers: the protocol server and the host's process handling stay
 * in bounded memory, keep the session going, answer in plain words, stop whole process trees and
 * escape what programs write. Small sizes here; the closing note of the issue gives full sizes.
 */
@Timeout(120)
class HostileInputTest {

  @TempDir Path dir;

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** Runs the protocol server in a JVM with a 32 MB heap and returns its answers. */
  private static List<String> serveSmallHeap(IoWriter input) throws Exception {
    Process p = new ProcessBuilder(java(), "-Xmx32m", "-Xshare:auto", "-XX:TieredStopAtLevel=1",
        "-cp", System.getProperty("java.class.path"), ServeMain.class.getName())
        .redirectErrorStream(true).start();
    Thread feeder = new Thread(() -> {
      try (Writer w = new BufferedWriter(new OutputStreamWriter(p.getOutputStream(),
          StandardCharsets.UTF_8), 1 << 16)) {
        input.write(w);
      } catch (IOException e) {
        // the server went away; its output tells
      }
    });
    feeder.start();
    List<String> lines = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
        StandardCharsets.UTF_8))) {
      String l;
      while ((l = r.readLine()) != null) {
        lines.add(l);
      }
    }
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    feeder.join();
    return lines;
  }

  /** Writes the input of a session. */
  interface IoWriter {
    void write(Writer w) throws IOException;
  }

  private static void repeat(Writer w, char c, long n) throws IOException {
    char[] block = new char[8192];
    java.util.Arrays.fill(block, c);
    for (long left = n; left > 0; left -= block.length) {
      w.write(block, 0, (int) Math.min(block.length, left));
    }
  }

  @Tag("slow")
  @Test
  void longLines_areAnsweredWithError_andTheSessionGoesOn_inA32MbHeap() throws Exception {
    List<String> answers = serveSmallHeap(w -> {
      w.write("hello 1\n");
      repeat(w, 'a', 24_000_000); // 24 M characters without a line end: 48 MB as a String
      w.write("\nrules elfern\ndeal");
      for (int i = 0; i < 400_000; i++) {
        w.write(" 7C"); // a deal line of 400,000 words
      }
      w.write("\negn 3\n[Event \"");
      repeat(w, 'b', 3_000_000);
      w.write("\"]\n\n*\nhello 1\nquit\n");
    });
    assertThat(answers).hasSize(6);
    assertThat(answers.get(0)).startsWith("ready ");
    assertThat(answers.get(1)).isEqualTo("error request line of 24000000 characters is longer "
        + "than the limit of 65536");
    assertThat(answers.get(2)).isEqualTo("ok");
    assertThat(answers.get(3)).startsWith("error request line of 1200004 characters");
    assertThat(answers.get(4)).startsWith("error egn body of ").endsWith("longer than the limit "
        + "of 1048576");
    assertThat(answers.get(5)).startsWith("ready ");
  }

  @Tag("slow")
  @Test
  void longMatch_ofRecordRequests_fitsASmallHeap() throws Exception {
    // 320,000 record requests took 167 s (each copied the whole history).
    List<String> answers = serveSmallHeap(w -> {
      w.write("rules elfern\nmatch 1 2 tendler\n");
      for (int i = 0; i < 100_000; i++) {
        w.write("record 12/8 9/7\n");
      }
      w.write("table\nquit\n");
    });
    assertThat(answers).hasSize(100_003);
    assertThat(answers.subList(0, 100_002)).containsOnly("ok");
    assertThat(answers.get(100_002)).startsWith("match over=no ");
  }

  private static List<String> serve(String input) throws IOException {
    StringWriter out = new StringWriter();
    new ProtocolServer(new LibraryAdapter()).serve(new BufferedReader(new StringReader(input)),
        new PrintWriter(out));
    return List.of(out.toString().split("\n"));
  }

  @Test
  void crInsideAnEgnLine_isPartOfTheLine_andDoesNotDesynchronise() throws IOException {
    // VECTORS.md section 5: lines end at LF only. The CR used to end a line and shift the
    // request stream by one.
    List<String> a = serve("egn 2\n[Event \"a\rb\"]\n\nhello 1\negn 1 strict\r\n\r\nquit\n");
    assertThat(a).hasSize(3);
    assertThat(a.get(0)).isNotEqualTo("error unknown request '[Event'");
    assertThat(a.get(1)).startsWith("ready ");
    assertThat(a.get(2)).isEqualTo("valid");
  }

  @Test
  void egnHeader_withALeadingBlankOrATab_isRecognised_andItsBodyConsumed() throws IOException {
    // Audit finding 10: the header was tested with startsWith("egn "), so " egn 2" and "egn\t2"
    // were answered at once and their body lines run as requests.
    List<String> a = serve("hello 1\n egn 2\nrules bohemian-points\nshuffle 1\negn\t2\n"
        + "rules elfern\nlegal\nhello 1\nquit\n");
    assertThat(a).hasSize(4);
    assertThat(a.get(0)).startsWith("ready ");
    assertThat(a.get(1)).startsWith("error 1 ");
    assertThat(a.get(2)).startsWith("error 1 ");
    assertThat(a.get(3)).startsWith("ready ");
  }

  @Test
  void egnBodyLine_overTheLineLimit_isReported_andTheFramingHolds() throws IOException {
    // Audit finding 11: a too-long body line cleared the buffer, answered "unknown request ''".
    List<String> a = serve("egn 3\n[Event \"" + "x".repeat(70_000) + "\"]\n\n*\nhello 1\nquit\n");
    assertThat(a).containsExactly("error egn line 1 of 70010 characters is longer than the limit"
        + " of 65536", a.get(1));
    assertThat(a.get(1)).startsWith("ready ");
  }

  @Test
  void egnHeader_overTheLineLimit_keepsTheFraming() throws IOException {
    // The bug: a too-long header was answered as any long line and its text lines were
    // then run as requests ("rules elfern" answered "ok", "quit" ended the session).
    List<String> a = serve("egn 2 strict" + " ".repeat(70_000) + "\n[Event \"x\"]\nrules elfern\n"
        + "hello 1\nquit\n");
    assertThat(a).hasSize(2);
    assertThat(a.get(0)).isEqualTo("error egn header line of 70012 characters is longer than the"
        + " limit of 65536");
    assertThat(a.get(1)).startsWith("ready ");
    // the count far beyond the first characters of the line is still found
    List<String> b = serve("egn" + " ".repeat(70_000) + "1\nquit\nhello 1\nquit\n");
    assertThat(b).containsExactly("error egn header line of 70004 characters is longer than the"
        + " limit of 65536", b.get(1));
    assertThat(b.get(1)).startsWith("ready ");
  }

  @Test
  void egnHeader_overTheLineLimit_withoutACount_hasNoBody() throws IOException {
    List<String> a = serve("egn x" + " ".repeat(70_000) + "\nhello 1\nquit\n");
    assertThat(a).hasSize(2);
    assertThat(a.get(0)).isEqualTo("error request line of 70005 characters is longer than the"
        + " limit of 65536");
    assertThat(a.get(1)).startsWith("ready ");
  }

  @Test
  void inputEndingInsideAnEgnBody_isAnsweredWithAnError() throws IOException {
    // it was answered with nothing at all
    assertThat(serve("egn 3\n[Event \"x\"]\n")).containsExactly(
        "error egn input ended after 1 of its 3 text lines");
    assertThat(serve("egn 2\n")).containsExactly(
        "error egn input ended after 0 of its 2 text lines");
  }

  @Test
  void egnHeader_withAWordOtherThanStrict_isAnError_andItsBodyIsRead() throws IOException {
    // "egn 1 strcit" was read in lenient mode without a word
    List<String> a = serve("rules elfern\negn 1 strcit\nrules elfern\nhello 1\nquit\n");
    assertThat(a).hasSize(3);
    assertThat(a.get(1)).isEqualTo("error egn takes a line count and an optional 'strict', got"
        + " 'strcit'");
    assertThat(a.get(2)).startsWith("ready ");
  }

  @Test
  void egnCount_thatIsNoCount_isAnError_andTheLinesAfterItAreRequests() throws IOException {
    // VECTORS.md section 5: a header without a count in range has no body
    for (String count : List.of("-1", "+1", "1x", "100001", "99999999999999999999", "")) {
      List<String> a = serve("egn " + count + "\nhello 1\nquit\n");
      assertThat(a).as(count).hasSize(2);
      assertThat(a.get(0)).isEqualTo("error egn needs a line count from 0 to 100000, got '"
          + count + "'");
      assertThat(a.get(1)).startsWith("ready ");
    }
  }

  @Test
  void nulBytes_crLfMixes_andAMissingLastLineEnd_keepTheFraming() throws IOException {
    List<String> a = serve("egn\u00002\nhello 1\negn 1\r\n\u0000\r\nhello 1\r\n"
        + "egn 1\r\r\n{c}\nhello 1");
    assertThat(a).hasSize(6);
    assertThat(a.get(0)).isEqualTo("error unknown request 'egn\\u00002'");
    assertThat(a.get(1)).startsWith("ready ");
    assertThat(a.get(2)).startsWith("error 1 1 ");
    assertThat(a.get(3)).startsWith("ready ");
    assertThat(a.get(4)).isEqualTo("valid");
    assertThat(a.get(5)).startsWith("ready "); // the last line, without LF, is still a request
  }

  @Test
  void quitWithWordsAfterIt_isAnError_thatSaysSo_andNothingIsAnsweredAfterQuit()
      throws IOException {
    // Audit s12-b: "quit now" was answered "error unknown request 'quit'".
    List<String> a = serve("hello 1\nquit now\nQUIT\n quit \t\nhello 1\n");
    assertThat(a).hasSize(3);
    assertThat(a.get(0)).startsWith("ready ");
    assertThat(a.get(1)).isEqualTo("error quit takes nothing after it, got 'now'");
    assertThat(a.get(2)).isEqualTo("error unknown request 'QUIT'");
  }

  @Test
  void errors_areInPlainWords_withoutJavaText() throws IOException {
    List<String> a = serve("rules elfern\nperft abc\nperft 99999999999999999999\n"
        + "match 1 x tendler\nrecord 1/x 2/2\nquit\n");
    assertThat(a).containsExactly("ok",
        "error perft needs a depth from 0 to 1000, got 'abc'",
        "error perft needs a depth from 0 to 1000, got '99999999999999999999'",
        "error match needs a number of players from 1 to 16, got 'x'",
        "error record needs points per seat (N/N/...) with numbers from 0 to 1000000, got 'x'");
    assertThat(String.join("\n", a)).doesNotContain("For input string");
  }

  @Test
  void longEchoes_areClipped_andControlCharactersEscaped() {
    String answer = new ProtocolServer(new LibraryAdapter()).answer("rules elfern x="
        + "v".repeat(130_000) + "\u001b[2J");
    assertThat(answer).startsWith("error ").hasSizeLessThan(600).doesNotContain("\u001b");
  }

  @Test
  void escapedEchoes_areClippedToo() {
    // Found by EngineFuzzTest: an unknown request word of 500 control characters was echoed
    // whole, each escaped as six characters: an answer of 3,000 characters.
    ProtocolServer s = new ProtocolServer(new LibraryAdapter());
    String word = "\u0000".repeat(5_000);
    assertThat(s.answer(word)).startsWith("error unknown request '\\u0000\\u0000")
        .hasSizeLessThan(600);
    assertThat(s.answer("rules \u001b".repeat(200))).startsWith("error ").hasSizeLessThan(600);
    assertThat(s.answer("match 1 2 " + "\u001b".repeat(2_000))).startsWith("error ")
        .hasSizeLessThan(600);
  }

  @Test
  void anEngineBug_isAnsweredAsAnInternalError_apartFromRefusedRequests() {
    // A refused request is an IllegalArgumentException or IllegalStateException; anything else is
    // a bug of the engine, said as such (a fuzzer, or a peer's report, can tell the two apart).
    LibraryAdapter library = new LibraryAdapter();
    ProtocolServer s = new ProtocolServer(new ConformanceAdapter() {
      @Override
      public String name() {
        return library.name();
      }

      @Override
      public boolean rules(String rules) {
        return library.rules(rules);
      }

      @Override
      public List<String> shuffle(String seed) {
        throw new ArrayIndexOutOfBoundsException("Index 32 out of bounds for length 32");
      }

      @Override
      public void deal(List<String> deck) {
        library.deal(deck);
      }

      @Override
      public int toMove() {
        return library.toMove();
      }

      @Override
      public List<String> legalMoves() {
        return library.legalMoves();
      }

      @Override
      public Optional<String> play(String move) {
        return library.play(move);
      }

      @Override
      public List<List<String>> hands() {
        return library.hands();
      }

      @Override
      public List<Integer> points() {
        return library.points();
      }

      @Override
      public List<Integer> tricksWon() {
        return library.tricksWon();
      }

      @Override
      public String result() {
        return library.result();
      }
    });
    assertThat(s.answer("rules elfern")).isEqualTo("ok");
    assertThat(s.answer("shuffle 1")).isEqualTo("error internal error: "
        + "java.lang.ArrayIndexOutOfBoundsException: Index 32 out of bounds for length 32");
    assertThat(s.answer("deal AH")).startsWith("error ").doesNotContain("internal error");
    assertThat(new ProtocolServer(new LibraryAdapter()).answer("legal"))
        .isEqualTo("error no deal (send 'deal' first)");
  }

  @Test
  void failedRules_leaveNoRulesSet_forTheEngineAndTheBotAlike() {
    ProtocolServer s = new ProtocolServer(new LibraryAdapter(),
        io.github.elfern.bot.Bots.create("random"));
    assertThat(s.answer("rules elfern")).isEqualTo("ok");
    assertThat(s.answer("rules no-such-game")).startsWith("error unknown game");
    assertThat(s.answer("shuffle 1")).isEqualTo("error no rules set (send 'rules' first)");
    assertThat(s.answer("choose seat=0 hand=- trick=0:- tricks=- trump=- seed=1"))
        .isEqualTo("error no rules set (send 'rules' first)");
  }

  @Test
  void egnWithoutRecords_isValid_asElfernValidateSays() {
    ProtocolServer s = new ProtocolServer(new LibraryAdapter());
    s.answer("rules elfern");
    assertThat(s.answer("egn 1\n{only a comment}")).isEqualTo("valid");
    assertThat(s.answer("egn 0")).isEqualTo("valid");
  }

  @Test
  void perftRequest_isRefusedPastFiveMillionPositions_notAfterSeconds() {
    // Audit s12-b: "perft 32" on a Fünfzehnern deal ran to 50,000,000 positions, about three
    // seconds of CPU per request line; the vectors need at most 48,068.
    ProtocolServer s = new ProtocolServer(new LibraryAdapter());
    assertThat(s.answer("rules fuenfzehnern")).isEqualTo("ok");
    assertThat(s.answer("deal " + s.answer("shuffle 1").substring("deck ".length())))
        .isEqualTo("ok");
    assertThat(s.answer("perft 32")).startsWith("error perft 32 visits more than 5000000 "
        + "positions (the limit)");
  }

  @Test
  void perft_hasANodeLimit_answeredWithError() {
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    assertThat(Perft.count(s, 4, 1_000_000)).isEqualTo(Perft.count(s, 4));
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Perft.count(s, 32, 10_000))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("perft 32 visits more than 10000 positions (the limit)");
  }

  // ---- the host side: ProcessEngine and ExternalBot ----

  private static String broken(String mode) {
    return "\"" + java() + "\" -Xshare:auto -XX:TieredStopAtLevel=1 -cp \""
        + System.getProperty("java.class.path") + "\" " + BrokenEngine.class.getName() + " "
        + mode;
  }

  @Tag("slow")
  @Test
  void stderrWithoutLineEnds_isNotKept() {
    ProcessEngine e = ProcessEngine.start(broken("stderr-flood"), Await.GENEROUS,
        Await.GENEROUS);
    try {
      e.ask("shuffle 1");
      throw new AssertionError("the engine should have exited");
    } catch (EngineConnection.EngineFailure f) {
      assertThat(f.getMessage()).contains("engine exited", "(a line of 8000000 characters)")
          .hasSizeLessThan(2000);
    } finally {
      e.close();
    }
  }

  @Tag("slow")
  @Test
  void controlSequencesFromABot_areEscapedInTheFailure() {
    try (ExternalBot bot = ExternalBot.of("escapes", broken("escapes"), Await.GENEROUS)) {
      GameState s = GameState.deal(Rules.preset("elfern"), 1);
      try {
        bot.choose(s.view(s.toMove()), new io.github.elfern.card.SplitMix64(1));
        throw new AssertionError("the bot should have failed");
      } catch (BotFailure f) {
        assertThat(f.getMessage()).contains("\\u001b[2J").doesNotContain("\u001b")
            .doesNotContain("\u0007");
      }
    }
  }

  private Path wrapper(Path pids, Path asked) throws IOException {
    // A wrapper script that forks a long sleep and runs the bot as a child (no exec); the bot
    // writes the file 'asked' when a request goes unanswered.
    Path script = dir.resolve("wrapper.sh");
    Files.writeString(script, "#!/bin/sh\nsleep 300 &\necho $! > '" + pids + "'\n"
        + broken("silent") + " '" + asked + "'\n");
    return script;
  }

  @Tag("slow")
  @Test
  void close_stopsTheWholeProcessTree() throws Exception {
    Path pids = dir.resolve("pids");
    ProcessEngine e = ProcessEngine.start("sh '" + wrapper(pids, dir.resolve("asked")) + "'",
        Await.GENEROUS, Await.GENEROUS);
    assertThat(Programs.alive(pids)).isPresent();
    e.close();
    assertThat(Programs.ends(pids)).as("the forked sleep").isTrue();
  }

  @Tag("slow")
  @Test
  void closingABusyBot_stopsItsProgramAtOnce() throws Exception {
    Path pids = dir.resolve("pids2");
    Path asked = dir.resolve("asked2");
    ExternalBot bot = ExternalBot.of("busy", "sh '" + wrapper(pids, asked) + "'",
        Duration.ofSeconds(60));
    Thread player = new Thread(() -> {
      try {
        new Tournament(Rules.preset("elfern"), Contestant.of(bot), Contestant.parse("random"))
            .play(1, 1);
      } catch (RuntimeException ignored) {
        // the bot was closed under it
      }
    });
    player.start();
    Programs.awaitFile(asked); // the bot is thinking (and will not answer)
    bot.close(); // as the shutdown hook of simulate does on Ctrl-C
    assertThat(Programs.ends(pids)).as("the forked sleep").isTrue();
    player.join(Await.GENEROUS.toMillis());
  }


  @Test
  void hugeTrickNumber_isNotReportedAsIntMax() {
    String egn = "[Game \"elfern\"]\n[Seed \"42\"]\n\n99999999999999999999. KD 9S *\n";
    String message = io.github.elfern.notation.EgnReader.readAll(egn,
        io.github.elfern.notation.Strictness.LENIENT).get(0).firstError().get().message();
    assertThat(message).isEqualTo("wrong trick number: expected 1., found a number over "
        + "2147483646").doesNotContain("2147483647");
  }

  @Test
  void longVariantValue_isClippedInTheDiagnostic() {
    String egn = "[Game \"elfern\"]\n[Variant \"trumps=" + "v".repeat(60_000)
        + "\"]\n\n*\n";
    String message = io.github.elfern.notation.EgnReader.readAll(egn,
        io.github.elfern.notation.Strictness.LENIENT).get(0).firstError().get().message();
    assertThat(message).startsWith("bad Variant 'trumps=vvv").contains("(60007 characters)")
        .hasSizeLessThan(700);
  }
}
