package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kit's side of the framing, against small hostile Python engines:
 * an answer cut off by the end of the engine's output is no answer, an engine that does not read
 * an {@code egn} request's text lines as its body fails that vector (not the next one), and a
 * vector whose request the protocol cannot carry is refused as a bad vector, never sent and never
 * blamed on the engine.
 */
@Timeout(value = 30, threadMode = ThreadMode.SEPARATE_THREAD)
@Tag("slow")
class KitFramingTest {

  @TempDir Path dir;

  private static Vector vector(String id) {
    return Vectors.bundled().all().stream().filter(v -> v.id().equals(id)).findFirst()
        .orElseThrow();
  }

  private static Vectors of(Vector... vs) {
    List<Vector> list = List.of(vs);
    return Vectors.bundled().filter(list::contains);
  }

  private static String json(Map<String, Object> fields) throws Exception {
    return new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(fields);
  }

  private static String py(String s) {
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'";
  }

  @Test
  void answerCutOffByTheEngineExiting_isNoAnswer() throws Exception {
    // The right deck without its line end, then an exit: the vector passed.
    Vector v = vector("shuffle/elfern/0");
    String engine = Programs.python(dir, "cut.py", "def out(s):\n"
        + "    sys.stdout.write(s); sys.stdout.flush()\n"
        + "for line in sys.stdin:\n"
        + "    if line.startswith('hello'): out('ready cut\\n')\n"
        + "    elif line.startswith('rules'): out('ok\\n')\n"
        + "    elif line.startswith('shuffle'):\n"
        + "        out(" + py("deck " + v.string("deck")) + ")\n"
        + "        sys.exit(0)\n"
        + "    else: out('unsupported\\n')\n");
    ConformanceReport r = Conformance.run(of(v),
        () -> ProcessEngine.start(engine, Duration.ofSeconds(10)));
    VectorResult result = r.results().get(0);
    assertThat(result.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(result.detail()).contains("engine exited with code 0 in the middle of a line",
        "'deck 9D 8S", "while answering 'shuffle 0'");
  }

  @Test
  void engineThatAnswersAnEgnHeaderWithoutReadingItsText_failsThatVector() throws Exception {
    // It answers the header at once, then each text line as a request of its own: the vector
    // passed and the next one was blamed for the lines nobody asked for.
    Vector first = vector("invalid/syntax/garbage-word");
    Vector second = vector("invalid/syntax/unterminated-comment");
    String engine = Programs.python(dir, "eager.py", "answers = ["
        + py("error " + first.number("line") + " " + first.number("column") + " "
            + first.string("code")) + ", "
        + py("error " + second.number("line") + " " + second.number("column") + " "
            + second.string("code")) + "]\n"
        + "for line in sys.stdin:\n"
        + "    if line.startswith('hello'): print('ready eager', flush=True)\n"
        + "    elif line.startswith('rules'): print('ok', flush=True)\n"
        + "    elif line.startswith('egn'): print(answers.pop(0), flush=True)\n"
        + "    else: print('error unknown request', flush=True)\n");
    ConformanceReport r = Conformance.run(of(first, second),
        () -> ProcessEngine.start(engine, Duration.ofSeconds(10)));
    VectorResult result = r.results().get(0);
    assertThat(result.vector()).isEqualTo(first);
    assertThat(result.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(result.detail()).contains("did not read the text lines of 'egn ",
        "nobody asked for", "error unknown request");
  }

  @Test
  void vectorWhoseRequestHoldsALineEnd_isABadVector_andIsNotSent() throws Exception {
    // "rules elfern\nquit" was sent as two requests: the engine quit and was blamed for it.
    Vector good = vector("shuffle/elfern/0");
    Map<String, Object> f = new java.util.LinkedHashMap<>(good.fields());
    f.put("id", "shuffle/hostile");
    f.put("rules", "elfern\nquit");
    Vector bad = Vector.parse(VectorKind.SHUFFLE, json(f));
    String engine = Programs.python(dir, "plain.py", "for line in sys.stdin:\n"
        + "    if line.startswith('hello'): print('ready plain', flush=True)\n"
        + "    elif line.startswith('rules'): print('ok', flush=True)\n"
        + "    elif line.startswith('quit'): sys.exit(0)\n"
        + "    else: print(" + py("deck " + good.string("deck")) + ", flush=True)\n");
    Vectors vs = Vectors.parse(Map.of(VectorKind.SHUFFLE, bad.json() + "\n" + good.json()
        + "\n"));
    ConformanceReport r = Conformance.run(vs,
        () -> ProcessEngine.start(engine, Duration.ofSeconds(10)));
    assertThat(r.results().get(0).detail()).startsWith("bad vector: ")
        .contains("'rules elfern\\u000aquit'").doesNotContain("engine failure");
    assertThat(r.results().get(1).status()).isEqualTo(VectorResult.Status.PASSED);
  }

  @Test
  void egnTextWithACrBeforeALineEnd_isABadVector() throws Exception {
    // the protocol drops one CR before LF: the engine would check another text than the vector's
    Vector good = vector("invalid/syntax/garbage-word");
    Map<String, Object> f = new java.util.LinkedHashMap<>(good.fields());
    f.put("egn", good.string("egn").replace("\n", "\r\n"));
    Vector crlf = Vector.parse(VectorKind.INVALID, json(f));
    VectorResult r = Conformance.check(crlf, EngineConnection.of(new LibraryAdapter()));
    assertThat(r.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.detail()).startsWith("bad vector: ").contains("holds a CR at its end");
  }

  @Test
  void requestWithALoneCr_isABadVector_andIsNotSent() throws Exception {
    // VECTORS.md section 5, "Framing": no request holds a CR, so that an engine may read with a
    // line reader that also ends a line at a lone CR (Node's readline, Java's readLine). The kit
    // sent a lone CR inside a line, and such an engine read two requests.
    Vector shuffle = vector("shuffle/elfern/0");
    Map<String, Object> f = new java.util.LinkedHashMap<>(shuffle.fields());
    f.put("rules", "elfern\rshuffle");
    Vector badRules = Vector.parse(VectorKind.SHUFFLE, json(f));
    Vector invalid = vector("invalid/syntax/garbage-word");
    Map<String, Object> g = new java.util.LinkedHashMap<>(invalid.fields());
    g.put("egn", invalid.string("egn").replaceFirst("\n", "\r[Event \"x\"]\n"));
    Vector badText = Vector.parse(VectorKind.INVALID, json(g));
    List<String> sent = new java.util.ArrayList<>();
    ProtocolServer server = new ProtocolServer(new LibraryAdapter());
    EngineConnection logging = new EngineConnection() {
      @Override
      public String ask(String request) {
        sent.add(request);
        return server.answer(request);
      }

      @Override
      public void close() {}
    };
    for (Vector bad : new Vector[] {badRules, badText}) {
      sent.clear();
      VectorResult r = Conformance.check(bad, logging);
      assertThat(r.status()).isEqualTo(VectorResult.Status.FAILED);
      assertThat(r.detail()).startsWith("bad vector: ").contains("holds a CR, which no request"
          + " may hold");
      assertThat(sent).noneMatch(request -> request.contains("\r"));
    }
  }

  @Test
  void egnTextWithoutALastLineEnd_isABadVector_andAnEmptyLastLineIsCarried() throws Exception {
    // The engine ends each of the N text lines with LF: a text without a last LF was sent as
    // if it had one, and the engine checked another text (a missing marker is reported at the
    // end of the text, whose position depends on that LF).
    Vector good = vector("invalid/syntax/garbage-word");
    Map<String, Object> f = new java.util.LinkedHashMap<>(good.fields());
    f.put("egn", good.string("egn").substring(0, good.string("egn").length() - 1));
    VectorResult r = Conformance.check(Vector.parse(VectorKind.INVALID, json(f)),
        EngineConnection.of(new LibraryAdapter()));
    assertThat(r.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.detail()).startsWith("bad vector: the EGN text does not end with a line end");
    assertThat(Conformance.egn("", false)).isEqualTo("egn 0");
    assertThat(Conformance.egn("\n", false)).isEqualTo("egn 1\n");
    assertThat(Conformance.egn("a\n\n", true)).isEqualTo("egn 2 strict\na\n");
  }

  @Test
  void vectorText_cannotForgeLinesOfTheReport_norDriveTheTerminal() throws Exception {
    // A vector file's ids and rules were printed as they were: a line end in them made lines of
    // the report (a forged last line), and an escape sequence reached the terminal.
    Vector good = vector("shuffle/elfern/0");
    Map<String, Object> failing = new java.util.LinkedHashMap<>(good.fields());
    failing.put("id", "shuffle/x\n9 passed, 0 failed\u001b[2J");
    failing.put("deck", "AC");
    Map<String, Object> skipped = new java.util.LinkedHashMap<>(good.fields());
    skipped.put("id", "shuffle/y");
    skipped.put("rules", "elfern-nosuch\n9 passed, 0 failed");
    Vectors vs = Vectors.parse(Map.of(VectorKind.SHUFFLE, json(failing) + "\n" + json(skipped)
        + "\n"));
    ConformanceReport r = Conformance.run(vs, () -> EngineConnection.of(new LibraryAdapter()));
    String text = r.format(10);
    assertThat(text).doesNotContain("\u001b").contains("\\u001b[2J");
    assertThat(text.split("\n")).doesNotContain("9 passed, 0 failed")
        .contains("0 passed, 2 failed"); // a wrong deck, and a bad vector (a line end in rules)
  }
  @Test
  void greetingThatOnlyStartsWithReady_isNoGreeting() throws Exception {
    // Audit s12-b: any line starting with "ready" was a greeting ("readyX", "ready-steady").
    for (String greeting : new String[] {"readyX", "ready-steady", "ready\tname", "READY x"}) {
      String engine = Programs.python(dir, "greets.py", "for line in sys.stdin:\n"
          + "    if line.startswith('hello'): print(" + py(greeting) + ", flush=True)\n"
          + "    elif line.startswith('quit'): sys.exit(0)\n"
          + "    else: print('ok', flush=True)\n");
      org.assertj.core.api.Assertions.assertThatThrownBy(
              () -> ProcessEngine.start(engine, Duration.ofSeconds(10)).close())
          .as(greeting)
          .isInstanceOf(EngineConnection.EngineFailure.class)
          .hasMessageContaining("did not greet: expected 'ready NAME'");
    }
    for (String greeting : new String[] {"ready", "ready plain 1.0"}) {
      String engine = Programs.python(dir, "greets.py", "for line in sys.stdin:\n"
          + "    if line.startswith('hello'): print(" + py(greeting) + ", flush=True)\n"
          + "    elif line.startswith('quit'): sys.exit(0)\n");
      ProcessEngine e = ProcessEngine.start(engine, Duration.ofSeconds(10));
      assertThat(e.name()).isEqualTo(greeting.substring(5).strip());
      e.close();
    }
  }

  @Test
  void engineThatAnswersEgnTextLinesWithReadyLikeLines_failsThatVector() throws Exception {
    // Audit s12-b: the resynchronisation after an egn request took any line starting with
    // "ready" for the answer to its hello, so an engine that answered the header at once and
    // each text line with "ready?" passed the vector, and the next one was blamed.
    Vector first = vector("invalid/syntax/garbage-word");
    Vector second = vector("shuffle/elfern/0");
    String engine = Programs.python(dir, "readyish.py", "for line in sys.stdin:\n"
        + "    if line.startswith('hello'): print('ready readyish', flush=True)\n"
        + "    elif line.startswith('rules'): print('ok', flush=True)\n"
        + "    elif line.startswith('egn'): print(" + py("error " + first.number("line") + " "
            + first.number("column") + " " + first.string("code")) + ", flush=True)\n"
        + "    elif line.startswith('shuffle'): print(" + py("deck " + second.string("deck"))
            + ", flush=True)\n"
        + "    elif line.startswith('quit'): sys.exit(0)\n"
        + "    else: print('ready? unknown request', flush=True)\n");
    ConformanceReport r = Conformance.run(of(first, second),
        () -> ProcessEngine.start(engine, Duration.ofSeconds(10)));
    VectorResult result = r.results().stream().filter(v -> v.vector().equals(first))
        .findFirst().orElseThrow();
    assertThat(result.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(result.detail()).contains("did not read the text lines of 'egn ",
        "ready? unknown request");
    VectorResult next = r.results().stream().filter(v -> v.vector().equals(second))
        .findFirst().orElseThrow();
    assertThat(next.status()).isEqualTo(VectorResult.Status.PASSED);
  }
  @Test
  void engineThatAnswersARequestWithTwoLines_failsThatVector_evenTheLast() throws Exception {
    // Audit s12-b: "deck ..." followed by a second line passed the shuffle vector; the line was
    // noticed only when the next vector's first request was sent (and blamed on that vector), and
    // never after the last vector.
    Vector first = vector("shuffle/elfern/0");
    Vector second = vector("shuffle/elfern/1");
    String engine = Programs.python(dir, "twice.py", "decks = {"
        + py("shuffle 0") + ": " + py("deck " + first.string("deck")) + ", "
        + py("shuffle 1") + ": " + py("deck " + second.string("deck")) + "}\n"
        + "for line in sys.stdin:\n"
        + "    line = line.rstrip('\\n')\n"
        + "    if line.startswith('hello'): print('ready twice', flush=True)\n"
        + "    elif line.startswith('rules'): print('ok', flush=True)\n"
        + "    elif line == 'shuffle 0': print(decks[line], flush=True)\n"
        + "    elif line == 'shuffle 1': print(decks[line] + '\\nok', flush=True)\n"
        + "    elif line.startswith('quit'): sys.exit(0)\n"
        + "    else: print('error unknown request', flush=True)\n");
    for (Vector last : new Vector[] {second, first}) {
      // the double answer in the last vector, then in the first of two
      Vectors vs = Vectors.parse(Map.of(VectorKind.SHUFFLE, (last == second
          ? first.json() + "\n" + second.json() : second.json() + "\n" + first.json()) + "\n"));
      ConformanceReport r = Conformance.run(vs,
          () -> ProcessEngine.start(engine, Duration.ofSeconds(10)));
      VectorResult twice = r.results().stream().filter(v -> v.vector().id().equals(second.id()))
          .findFirst().orElseThrow();
      VectorResult once = r.results().stream().filter(v -> v.vector().id().equals(first.id()))
          .findFirst().orElseThrow();
      assertThat(twice.status()).as(r.format(5)).isEqualTo(VectorResult.Status.FAILED);
      assertThat(twice.detail()).contains("nobody asked for", "'ok'");
      assertThat(once.status()).as(r.format(5)).isEqualTo(VectorResult.Status.PASSED);
    }
  }
  @Test
  void engineThatAnswersUnsupportedWithTwoLines_failsThatVector_notTheNext() throws Exception {
    // Audit s12-b: a skipped vector was not resynchronised, so a line written after
    // "unsupported" was blamed on the next vector.
    Vector first = vector("shuffle/fuenfzehnern players=3/0");
    Vector second = vector("shuffle/elfern/1");
    String engine = Programs.python(dir, "skips.py", "for line in sys.stdin:\n"
        + "    line = line.rstrip('\\n')\n"
        + "    if line.startswith('hello'): print('ready skips', flush=True)\n"
        + "    elif line == 'rules elfern': print('ok', flush=True)\n"
        + "    elif line.startswith('rules'): print('unsupported\\nok', flush=True)\n"
        + "    elif line == 'shuffle 1': print(" + py("deck " + second.string("deck"))
            + ", flush=True)\n"
        + "    elif line.startswith('quit'): sys.exit(0)\n"
        + "    else: print('error unknown request', flush=True)\n");
    Vectors vs = Vectors.parse(Map.of(VectorKind.SHUFFLE, first.json() + "\n" + second.json()
        + "\n"));
    ConformanceReport r = Conformance.run(vs,
        () -> ProcessEngine.start(engine, Duration.ofSeconds(10)));
    assertThat(r.results().get(0).status()).as(r.format(5))
        .isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.results().get(0).detail()).contains("nobody asked for", "'ok'");
    assertThat(r.results().get(1).status()).as(r.format(5))
        .isEqualTo(VectorResult.Status.PASSED);
  }
}
