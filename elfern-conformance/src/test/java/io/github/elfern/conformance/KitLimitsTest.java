package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.BotFailure;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kit's and the bot host's limits against hostile programs (audit of the process host):
 * every time-out counts, the budget holds inside a vector, and what a program answers is echoed
 * short and with invisible characters escaped.
 */
@Timeout(value = 60, threadMode = ThreadMode.SEPARATE_THREAD)
class KitLimitsTest {

  @TempDir Path dir;

  private static Vectors first(VectorKind kind, int n) {
    Vectors all = Vectors.bundled().filter(v -> v.kind() == kind);
    List<String> ids = all.all().subList(0, n).stream().map(Vector::id).toList();
    return all.filter(v -> ids.contains(v.id()));
  }

  @Tag("slow")
  @Test
  void timeOutWhileResynchronising_counts_soAWrongThenHangingEngineIsStopped() throws Exception {
    // The time-out under test is 1 s: it must expire twice, and the answers before it (from a
    // running program) must come within it; the start has a budget of its own.
    // greets, declares nothing, answers 'zzz' to the rules, then hangs on the resynchronising
    // hello
    String engine = Programs.python(dir, "wrong.py", "n = 0\n"
        + "for line in sys.stdin:\n"
        + "    n += 1\n"
        + "    if n == 1: print('ready wrong-then-hang', flush=True)\n"
        + "    elif line.startswith('capabilities'): print('unsupported', flush=True)\n"
        + "    elif line.startswith('rules'): print('zzz', flush=True)\n"
        + "    else: time.sleep(60)\n");
    ConformanceReport r = Conformance.run(first(VectorKind.SHUFFLE, 8),
        () -> ProcessEngine.start(engine, Await.GENEROUS, Duration.ofMillis(1000)),
        new Conformance.Options(Duration.ofHours(1), 2, (d, t, f) -> { }));
    assertThat(r.results().get(0).detail()).contains("expected: ok", "got:      zzz",
        "no answer within 1000 ms to 'hello 2'");
    assertThat(r.results().get(7).detail())
        .startsWith("not run: the engine timed out 2 times in a row");
  }

  @Tag("slow")
  @Test
  void budget_holdsWhileAnEngineDripsLinesNobodyAskedFor() throws Exception {
    // a wrong answer, then a line nobody asked for every 0.3 s, each within the time-out
    String engine = Programs.python(dir, "drip.py", "sys.stdin.readline()\n"
        + "print('ready drip', flush=True)\n"
        + "sys.stdin.readline(); print('zzz', flush=True)\n"
        + "while True:\n"
        + "    time.sleep(0.3); print('zzz', flush=True)\n");
    // The engine is started before the run, so that the budget is not spent on its start (on a
    // busy machine it could be) and the kit resynchronises with it while it drips. A deadline
    // that each line renewed would keep the run going for good; with one deadline the run ends
    // after the budget and one time-out: 15 s is loose for a busy machine.
    ProcessEngine started = ProcessEngine.start(engine, Await.GENEROUS, Duration.ofMillis(1000));
    AtomicBoolean handedOut = new AtomicBoolean();
    long t0 = System.nanoTime();
    ConformanceReport r = Conformance.run(first(VectorKind.SHUFFLE, 4),
        () -> handedOut.getAndSet(true)
            ? ProcessEngine.start(engine, Await.GENEROUS, Duration.ofMillis(1000)) : started,
        new Conformance.Options(Duration.ofSeconds(1), 100, (d, t, f) -> { }));
    assertThat(System.nanoTime() - t0).isLessThan(TimeUnit.SECONDS.toNanos(15));
    assertThat(r.results()).hasSize(4);
    assertThat(r.results().get(3).detail()).startsWith("not run: the run's budget of 1 s");
  }

  @Tag("slow")
  @Test
  void budget_holdsInsideAVectorOfManyRequests() {
    // every answer is right but takes 100 ms; a steps vector asks a few hundred questions, so
    // that the two vectors would take about 20 s if the budget were checked between them only
    Vectors steps = first(VectorKind.STEPS, 2);
    long t0 = System.nanoTime();
    ConformanceReport r = Conformance.run(steps, () -> {
      EngineConnection inner = EngineConnection.of(new LibraryAdapter());
      return new EngineConnection() {
        @Override
        public String ask(String request) {
          try {
            Thread.sleep(100);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return inner.ask(request);
        }

        @Override
        public void close() {}
      };
    }, new Conformance.Options(Duration.ofSeconds(1), 2, (d, t, f) -> { }));
    // the budget and one answer: 10 s is loose for a busy machine
    assertThat(System.nanoTime() - t0).isLessThan(TimeUnit.SECONDS.toNanos(10));
    assertThat(r.results().get(0).detail()).startsWith("not finished: the run's budget of 1 s");
    assertThat(r.results().get(1).detail()).startsWith("not run: the run's budget of 1 s");
    assertThat(r.results()).allSatisfy(v ->
        assertThat(v.status()).isEqualTo(VectorResult.Status.NOT_RUN));
    assertThat(r.format(10)).endsWith("\n2 vectors not run: the run was stopped because the run's"
        + " budget of 1 s was spent (1 of them was under way)\n0 passed, 0 failed, 2 not run\n");
  }

  private static ExternalBot answering(String answer) {
    return Programs.answering("hostile", answer);
  }

  private static String failure(String answer) {
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    try (ExternalBot bot = answering(answer)) {
      bot.choose(s.view(s.toMove()), new SplitMix64(1));
      throw new AssertionError("the bot should have failed");
    } catch (BotFailure f) {
      return f.getMessage();
    }
  }

  @Test
  void illegalMoveAnswer_isClipped() {
    // 60,000 blanks between the words: no move since audit s12-b (it was an illegal AC before)
    String m = failure("move" + " ".repeat(60_000) + "AC");
    assertThat(m).contains("gave no move", "expected 'move TOKEN'").hasSizeLessThan(1000);
  }

  @Test
  void longTokenAnswer_isClipped() {
    // Audit s12-b: a token that is no move is quoted by the card reader's message too
    for (String token : new String[] {"X".repeat(60_000), "AC" + "=".repeat(60_000) + "=Z",
        "\u202e".repeat(30_000)}) {
      String m = failure("move " + token);
      assertThat(m).contains("which is not a move").hasSizeLessThan(1000);
    }
  }

  @Test
  void invisibleCharacters_areEscapedInEveryFailure() {
    String m = failure("move \u202eCA evom");
    assertThat(m).contains("\\u202e").doesNotContain("\u202e");
    String z = failure("\u200bmove \ufeffAC");
    assertThat(z).contains("\\u200b", "\\ufeff").doesNotContain("\u200b").doesNotContain("\ufeff");
  }

  @Test
  void echo_escapesControlAndFormatCharacters_andClips() {
    assertThat(Echo.escape("a\u001b[2J\u202e\u2028b")).isEqualTo("a\\u001b[2J\\u202e\\u2028b");
    assertThat(Echo.clip("x".repeat(500))).hasSize(120).endsWith("...");
  }
}
