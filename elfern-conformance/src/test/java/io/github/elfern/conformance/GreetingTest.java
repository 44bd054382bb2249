package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The greeting (VECTORS.md §5, "The handshake"): a wrong answer to {@code hello} fails at once,
 * naming the line, instead of costing the whole time-out (a proxy that garbled
 * some answers made a 3.3 s run take 288 s, mostly in 10 s waits after garbled greetings); an
 * engine written for version 1 that refuses {@code hello 2} is greeted with {@code hello 1}; a
 * bot is greeted with {@code hello 1}, as the bot protocol promises.
 */
@Timeout(value = 120, threadMode = ThreadMode.SEPARATE_THREAD)
class GreetingTest {

  /** Far longer than any answer takes: a kit that waits for it fails the time bound below. */
  private static final Duration LONG = Duration.ofSeconds(60);

  /** A generous bound for what must happen at once (a JVM or Python start on a busy machine). */
  private static final long AT_ONCE_NANOS = TimeUnit.SECONDS.toNanos(20);

  @TempDir Path dir;

  private static Vectors shuffles(int n) {
    Vectors all = Vectors.bundled().filter(v -> v.id().startsWith("shuffle/elfern/"));
    List<String> ids = all.all().subList(0, n).stream().map(Vector::id).toList();
    return all.filter(v -> ids.contains(v.id()));
  }

  private static String py(String s) {
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  /**
   * A Python engine that answers the shuffles right, and the n-th hello of its first run with
   * {@code greeting} (a file marks the run done, so that a restarted engine greets properly).
   */
  private String engine(String name, int garbledHello, String greeting) throws Exception {
    Path done = dir.resolve(name + ".done");
    StringBuilder decks = new StringBuilder("decks = {");
    for (Vector v : shuffles(3).all()) {
      decks.append(py("shuffle " + v.string("seed"))).append(": ")
          .append(py("deck " + v.string("deck"))).append(", ");
    }
    decks.append("}\n");
    return Programs.python(dir, name, decks + "hellos = 0\n"
        + "for line in sys.stdin:\n"
        + "    line = line.rstrip('\\n')\n"
        + "    if line.startswith('hello'):\n"
        + "        hellos += 1\n"
        + "        if hellos == " + garbledHello + " and not os.path.exists(" + py(done.toString())
        + "):\n"
        + "            open(" + py(done.toString()) + ", 'w').close()\n"
        + "            print(" + py(greeting) + ", flush=True)\n"
        + "        else: print('ready proxy', flush=True)\n"
        + "    elif line.startswith('rules'): print('ok', flush=True)\n"
        + "    elif line in decks: print(decks[line], flush=True)\n"
        + "    elif line == 'quit': sys.exit(0)\n"
        + "    else: print('unsupported', flush=True)\n");
  }

  @Test
  void garbledAnswerToTheResynchronisingHello_failsAtOnce_namingTheLine() throws Exception {
    // The first vector passes, then its closing hello is answered "raedy proxy": the kit waited
    // for a 'ready' until its time-out (here 60 s) before it restarted the engine.
    String engine = engine("garbled.py", 2, "raedy proxy");
    long t0 = System.nanoTime();
    ConformanceReport r = Conformance.run(shuffles(3),
        () -> ProcessEngine.start(engine, Duration.ofSeconds(20), LONG));
    long took = System.nanoTime() - t0;
    VectorResult first = r.results().get(0);
    assertThat(first.status()).as(r.format(5)).isEqualTo(VectorResult.Status.FAILED);
    assertThat(first.detail()).contains("after the vector's last request",
        "answered 'hello 2' with 'raedy proxy'", "instead of 'ready NAME'");
    // the engine was restarted, and the next vectors passed
    assertThat(r.results().subList(1, 3)).as(r.format(5))
        .allSatisfy(v -> assertThat(v.status()).isEqualTo(VectorResult.Status.PASSED));
    assertThat(took).as("the run took %d ms", took / 1_000_000).isLessThan(AT_ONCE_NANOS);
  }

  @Test
  void garbledAnswerAfterADisagreement_failsAtOnce() throws Exception {
    // A wrong deck, then a garbled answer to the hello that brings the session back in step.
    String engine = Programs.python(dir, "wrong.py", "hellos = 0\n"
        + "for line in sys.stdin:\n"
        + "    if line.startswith('hello'):\n"
        + "        hellos += 1\n"
        + "        print('ready wrong' if hellos == 1 else 'ready\\tgarbled', flush=True)\n"
        + "    elif line.startswith('rules'): print('ok', flush=True)\n"
        + "    elif line.startswith('shuffle'): print('deck AC', flush=True)\n"
        + "    elif line.startswith('quit'): sys.exit(0)\n"
        + "    else: print('unsupported', flush=True)\n");
    long t0 = System.nanoTime();
    ConformanceReport r = Conformance.run(shuffles(1),
        () -> ProcessEngine.start(engine, Duration.ofSeconds(20), LONG));
    long took = System.nanoTime() - t0;
    String detail = r.results().get(0).detail();
    assertThat(detail).contains("expected: deck ", "got:      deck AC",
        "engine failure: engine answered 'hello 2' with 'ready\tgarbled'");
    assertThat(took).as("the run took %d ms", took / 1_000_000).isLessThan(AT_ONCE_NANOS);
  }

  @Test
  void wrongGreetingAtTheStart_failsAtOnce_namingTheLine() throws Exception {
    String engine = engine("howdy.py", 1, "howdy partner");
    long t0 = System.nanoTime();
    assertThatThrownBy(() -> ProcessEngine.start(engine, LONG, LONG).close())
        .isInstanceOf(EngineConnection.EngineFailure.class)
        .hasMessageContaining("did not greet: expected 'ready NAME' in answer to 'hello 2', got"
            + " 'howdy partner'");
    assertThat(System.nanoTime() - t0).isLessThan(AT_ONCE_NANOS);
  }

  @Test
  void engineOfVersion1ThatRefusesHello2_isGreetedWithHello1_andPasses() throws Exception {
    // Written to the version-1 text ("hello 1 -> ready NAME"), it refuses any other greeting and
    // every request it does not know; the kit keeps greeting it with hello 1.
    Path log = dir.resolve("requests.log");
    StringBuilder decks = new StringBuilder("decks = {");
    for (Vector v : shuffles(2).all()) {
      decks.append(py("shuffle " + v.string("seed"))).append(": ")
          .append(py("deck " + v.string("deck"))).append(", ");
    }
    decks.append("}\n");
    String engine = Programs.python(dir, "strict.py", decks
        + "log = open(" + py(log.toString()) + ", 'w')\n"
        + "for line in sys.stdin:\n"
        + "    line = line.rstrip('\\n')\n"
        + "    log.write(line + '\\n'); log.flush()\n"
        + "    if line == 'hello 1': print('ready strict-v1', flush=True)\n"
        + "    elif line == 'rules elfern': print('ok', flush=True)\n"
        + "    elif line in decks: print(decks[line], flush=True)\n"
        + "    elif line == 'quit': sys.exit(0)\n"
        + "    else: print('error unknown request ' + line, flush=True)\n");
    ConformanceReport r = Conformance.run(shuffles(2),
        () -> ProcessEngine.start(engine, Duration.ofSeconds(20), Duration.ofSeconds(20)));
    assertThat(r.passed()).as(r.format(5)).isTrue();
    assertThat(r.count(VectorResult.Status.PASSED)).isEqualTo(2);
    List<String> sent = Files.readAllLines(log);
    assertThat(sent.subList(0, 4)).containsExactly("hello 2", "hello 1", "capabilities",
        "rules elfern");
    // every later greeting (after each vector) is the one it answered
    assertThat(sent.stream().filter(l -> l.startsWith("hello")).skip(1))
        .isNotEmpty().allSatisfy(l -> assertThat(l).isEqualTo("hello 1"));
  }

  @Test
  void botProgram_isGreetedWithHello1() throws Exception {
    // The bot protocol promises a bot exactly hello 1, rules, choose and quit.
    Path log = dir.resolve("bot.log");
    String bot = Programs.python(dir, "bot.py", "log = open(" + py(log.toString()) + ", 'w')\n"
        + "for line in sys.stdin:\n"
        + "    log.write(line); log.flush()\n"
        + "    words = line.split()\n"
        + "    if words[0] == 'hello': print('ready bot', flush=True)\n"
        + "    elif words[0] == 'rules': print('ok', flush=True)\n"
        + "    elif words[0] == 'choose':\n"
        + "        legal = [w for w in words if w.startswith('legal=')][0][6:].split(',')\n"
        + "        print('move ' + legal[0], flush=True)\n"
        + "    elif words[0] == 'quit': sys.exit(0)\n"
        + "    else: print('unsupported', flush=True)\n");
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    try (ExternalBot b = ExternalBot.of("logged", bot, Duration.ofSeconds(20))) {
      assertThat(s.legalMoves()).contains(b.choose(s.view(0), new SplitMix64(1)));
    }
    List<String> got = Files.readAllLines(log);
    assertThat(got.get(0)).isEqualTo("hello 1");
    assertThat(got).allSatisfy(l -> assertThat(l.split(" ")[0]).isIn("hello", "rules", "choose",
        "quit"));
  }
}
