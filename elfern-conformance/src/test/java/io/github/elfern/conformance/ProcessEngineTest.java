package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The harness survives engines that hang, babble, die or flood, and says what happened. */
@Timeout(60)
@Tag("slow")
class ProcessEngineTest {

  /** The time-out under test; starting a child JVM and its greeting have a budget of their own. */
  private static final Duration TIMEOUT = Duration.ofMillis(1500);

  private static String broken(String mode) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "\"" + java + "\" -Xshare:auto -XX:TieredStopAtLevel=1 -cp \""
        + System.getProperty("java.class.path") + "\" " + BrokenEngine.class.getName() + " " + mode;
  }

  private static ConformanceReport run(String mode, int vectors) {
    Vectors few = Vectors.bundled().filter(v -> v.id().startsWith("shuffle/elfern/"));
    List<String> ids = few.all().subList(0, vectors).stream().map(Vector::id).toList();
    Vectors some = few.filter(v -> ids.contains(v.id()));
    return Conformance.run(some, () -> ProcessEngine.start(broken(mode), Await.GENEROUS,
        TIMEOUT));
  }

  @Test
  void silentEngine_timesOut() {
    ConformanceReport r = run("silent", 1);
    assertThat(r.results().get(0).detail()).contains("no answer within 1500 ms to 'shuffle 0'");
    assertThat(r.format(1)).endsWith("0 passed, 1 failed\n");
  }

  @Test
  void garbage_isAMismatchAndTheEngineGoesOn() {
    ConformanceReport r = run("garbage", 2);
    assertThat(r.count(VectorResult.Status.FAILED)).isEqualTo(2);
    assertThat(r.results().get(0).detail()).contains("expected: deck ", "fnord");
  }

  @Test
  void earlyExit_isReportedWithExitCodeAndErrorOutput() {
    ConformanceReport r = run("exit", 1);
    assertThat(r.results().get(0).detail()).contains("engine exited", "code 3",
        "out of cheese");
  }

  @Test
  void hugeLine_isRefused() {
    ConformanceReport r = run("huge", 1);
    assertThat(r.results().get(0).detail()).contains("longer than 65536 characters");
  }

  @Test
  void flood_stopsTheEngine() {
    ConformanceReport r = run("flood", 2);
    assertThat(r.count(VectorResult.Status.FAILED)).isEqualTo(2);
    assertThat(r.format(5)).containsAnyOf("flooded", "nobody asked for");
  }

  @Test
  void extraAnswers_areNoticed() {
    ConformanceReport r = run("chatty", 2);
    assertThat(r.results().get(0).detail()).contains("nobody asked for", "'ok'");
  }

  @Test
  void noGreeting_andMissingProgram_failWithoutHanging() {
    assertThatThrownBy(() -> ProcessEngine.start(broken("no-greeting"), Await.GENEROUS, TIMEOUT))
        .hasMessageContaining("did not greet");
    ConformanceReport r = Conformance.run(Vectors.bundled().filter(
        v -> v.kind() == VectorKind.SHUFFLE),
        () -> ProcessEngine.start("/nonexistent/engine --flag", TIMEOUT));
    assertThat(r.results().get(0).detail()).startsWith("engine did not start (attempt 2): ")
        .contains("cannot start engine");
    // two failures to start in a row stop the run: the other vectors are not run
    assertThat(r.results().subList(1, r.results().size())).allSatisfy(v ->
        assertThat(v.detail()).isEqualTo("not run: the engine could not be started"));
    assertThat(Conformance.engineNotStarted(r)).hasValueSatisfying(m ->
        assertThat(m).contains("cannot start engine").doesNotContain("attempt"));
    assertThat(r.passed()).isFalse();
  }

  @Test
  void split_keepsQuotedWords() {
    assertThat(ProcessEngine.split("python3 'my engine.py' --x \"a b\"c"))
        .containsExactly("python3", "my engine.py", "--x", "a bc");
  }
}
