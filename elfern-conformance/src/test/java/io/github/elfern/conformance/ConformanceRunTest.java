package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The kit as a product: a run has a budget, stops an engine that times out twice in a
 * row, reports progress, names every skipped vector, reports every {@code table} disagreement of
 * a match, and says so when the engine supports nothing.
 */
@Timeout(60)
class ConformanceRunTest {

  private static Vectors first(VectorKind kind, int n) {
    Vectors all = Vectors.bundled().filter(v -> v.kind() == kind);
    List<String> ids = all.all().subList(0, n).stream().map(Vector::id).toList();
    return all.filter(v -> ids.contains(v.id()));
  }

  private static String broken(String mode) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "\"" + java + "\" -Xshare:auto -XX:TieredStopAtLevel=1 -cp \""
        + System.getProperty("java.class.path") + "\" " + BrokenEngine.class.getName() + " "
        + mode;
  }

  @Tag("slow")
  @Test
  void engineThatGreetsAndHangs_isStoppedAfterTwoTimeOutsInARow() {
    AtomicInteger starts = new AtomicInteger();
    List<String> progress = new ArrayList<>();
    ConformanceReport r = Conformance.run(first(VectorKind.SHUFFLE, 6), () -> {
      starts.incrementAndGet();
      return ProcessEngine.start(broken("hang-after-greeting"), Await.GENEROUS,
          Duration.ofMillis(300));
    }, new Conformance.Options(Duration.ofHours(1), 2,
        (done, total, failed) -> progress.add(done + "/" + total + " " + failed)));
    assertThat(r.results()).hasSize(6);
    assertThat(r.results().get(0).detail()).contains("no answer within 300 ms");
    assertThat(r.results().get(1).detail()).contains("no answer within 300 ms");
    for (VectorResult v : r.results().subList(2, 6)) {
      assertThat(v.status()).isEqualTo(VectorResult.Status.NOT_RUN);
      assertThat(v.detail()).startsWith("not run: the engine timed out 2 times in a row");
    }
    assertThat(starts.get()).isEqualTo(2);
    // the vectors not run are not failures
    assertThat(progress).containsExactly("1/6 1", "2/6 2", "3/6 2", "4/6 2", "5/6 2", "6/6 2");
    assertThat(r.complete()).isFalse();
    assertThat(r.passed()).isFalse();
  }

  @Tag("slow")
  @Test
  void stoppedRun_reportsTheVectorsNotRunAsOneCount_notAsFailures() {
    // The bug: each vector not run was a "FAIL" block, up to --details.
    ConformanceReport r = Conformance.run(first(VectorKind.SHUFFLE, 6),
        () -> ProcessEngine.start(broken("hang-after-greeting"), Await.GENEROUS,
            Duration.ofMillis(300)), new Conformance.Options(Duration.ofHours(1), 2,
            (done, total, failed) -> { }));
    String text = r.format(10);
    assertThat(text.split("\nFAIL |^FAIL ", -1)).as(text).hasSize(3);
    assertThat(text).doesNotContain("\n  not run:")
        .contains("\n4 vectors not run: the run was stopped because the engine timed out 2 times"
            + " in a row")
        .endsWith("\n0 passed, 2 failed, 4 not run\n");
    assertThat(text).containsPattern("shuffle: +0 passed, +2 failed, +0 skipped, +4 not run");
  }

  @Test
  void spentBudget_failsTheRemainingVectorsAsNotRun() {
    ConformanceReport r = Conformance.run(first(VectorKind.SHUFFLE, 3),
        () -> EngineConnection.of(new LibraryAdapter()),
        new Conformance.Options(Duration.ofNanos(1), 2, (d, t, f) -> { }));
    assertThat(r.results()).allSatisfy(v -> assertThat(v.detail())
        .startsWith("not run: the run's budget"));
    assertThat(r.count(VectorResult.Status.NOT_RUN)).isEqualTo(3);
    assertThat(r.count(VectorResult.Status.FAILED)).isZero();
    assertThat(r.passed()).as("a run that checked nothing did not pass").isFalse();
    assertThat(r.format(10)).endsWith("\n3 vectors not run: the run was stopped because the"
        + " run's budget of 0 s was spent\n0 passed, 0 failed, 3 not run\n");
  }

  @Test
  void interruptedRun_stopsAtOnce_andReportsTheRestAsNotRun() throws Exception {
    // As the shutdown hook of 'conformance' does on SIGTERM or Ctrl-C: it interrupts the run.
    Vectors steps = first(VectorKind.STEPS, 3);
    ConformanceReport[] report = new ConformanceReport[1];
    AtomicInteger asked = new AtomicInteger();
    Thread run = new Thread(() -> report[0] = Conformance.run(steps, () -> {
      EngineConnection inner = EngineConnection.of(new LibraryAdapter());
      return new EngineConnection() {
        @Override
        public String ask(String request) {
          asked.incrementAndGet();
          try {
            Thread.sleep(20);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return inner.ask(request);
        }

        @Override
        public void close() {}
      };
    }));
    run.start();
    Await.until("the run to be under way", () -> asked.get() > 0);
    long t0 = System.nanoTime();
    run.interrupt();
    run.join(Await.GENEROUS.toMillis());
    assertThat(run.isAlive()).isFalse();
    // at once: three vectors of a few hundred requests of 20 ms each would take much longer
    assertThat(System.nanoTime() - t0).isLessThan(10_000_000_000L);
    ConformanceReport r = report[0];
    assertThat(r.results()).hasSize(3).allSatisfy(v ->
        assertThat(v.status()).isEqualTo(VectorResult.Status.NOT_RUN));
    assertThat(r.results().get(0).detail()).startsWith("not finished: it was interrupted");
    assertThat(r.format(10)).endsWith("\n3 vectors not run: the run was stopped because it was"
        + " interrupted (1 of them was under way)\n0 passed, 0 failed, 3 not run\n");
  }

  /** An engine that supports nothing at all. */
  private static EngineConnection nothing() {
    return new EngineConnection() {
      @Override
      public String ask(String request) {
        return request.startsWith("hello") ? "ready nothing" : "unsupported";
      }

      @Override
      public void close() {}
    };
  }

  @Test
  void engineSupportingNothing_isReportedAsSuch_andEverySkipIsNamed() {
    Vectors v = first(VectorKind.GAMES, 3);
    ConformanceReport r = Conformance.run(v, ConformanceRunTest::nothing);
    assertThat(r.allUnsupported()).isTrue();
    String text = r.format(5);
    for (Vector vec : v.all()) {
      assertThat(text).contains("SKIP " + vec.id() + ": rules " + vec.rules() + " unsupported");
    }
    assertThat(text).contains("The engine answered 'unsupported' to every vector");
    ConformanceReport ours = Conformance.run(v, () -> EngineConnection.of(new LibraryAdapter()));
    assertThat(ours.allUnsupported()).isFalse();
  }

  @Test
  void everyTableDisagreementOfAMatch_isReported() {
    // A library engine whose table answers show a pot one too high: every table disagrees.
    Vectors v = Vectors.bundled().filter(x -> x.id().equals("scoring/tendler/stander-doubling"));
    ConformanceReport r = Conformance.run(v, () -> {
      EngineConnection inner = EngineConnection.of(new LibraryAdapter());
      return new EngineConnection() {
        @Override
        public String ask(String request) {
          String a = inner.ask(request);
          return request.equals("table") ? a.replace("pot=0", "pot=1") : a;
        }

        @Override
        public void close() {}
      };
    });
    String detail = r.results().get(0).detail();
    int deals = ((List<?>) v.all().get(0).fields().get("deals")).size();
    assertThat(detail).startsWith((deals + 1) + " table answer(s) disagree");
    assertThat(detail).contains("before deal 1:", "before deal " + deals + ":",
        "after the last deal:");
  }
  @Test
  void positionAnsweredUnsupportedOnce_dropsThatCheckOnly_aLaterWrongPositionFails() {
    // Audit s12-b: after one 'unsupported' to position, the kit asked no more positions in the
    // vector, so a wrong position later passed; VECTORS.md: "for position only that check is
    // dropped".
    Vectors v = first(VectorKind.STEPS, 1);
    ConformanceReport r = Conformance.run(v, () -> {
      EngineConnection inner = EngineConnection.of(new LibraryAdapter());
      AtomicInteger positions = new AtomicInteger();
      return new EngineConnection() {
        @Override
        public String ask(String request) {
          String a = inner.ask(request);
          if (!request.equals("position")) {
            return a;
          }
          int k = positions.incrementAndGet();
          return k == 1 ? "unsupported" : k == 3 ? a + "x" : a;
        }

        @Override
        public void close() {}
      };
    });
    assertThat(r.results().get(0).status()).as(r.format(3))
        .isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.results().get(0).detail()).contains("position");
  }
}
