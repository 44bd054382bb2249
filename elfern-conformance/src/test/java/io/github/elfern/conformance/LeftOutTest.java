package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

/**
 * The kit says what it did not check: an engine that answers {@code
 * unsupported} to {@code position} passes its vectors without those checks, and the report, the
 * verdicts and the JUnit suite count the checks left out, by kind and request.
 */
class LeftOutTest {

  /** Plays like the library but answers {@code position} with {@code unsupported}. */
  static final class NoPosition extends DelegatingAdapter {
    @Override
    public String position() {
      throw new UnsupportedOperationException("position");
    }
  }

  private static final Vectors STEPS_AND_PERFT = Vectors.bundled().filter(v ->
      v.rules().equals("elfern") && (v.kind() == VectorKind.STEPS
      || v.kind() == VectorKind.PERFT));

  /** The position checks a vector makes: before each step and at the end, or before perft. */
  private static int positions(Vector v) {
    return v.kind() == VectorKind.STEPS ? v.list("steps").size() + 1 : 1;
  }

  @Test
  void positionUnsupported_isCountedPerVector_kind_andInTheReport() {
    ConformanceReport r = Conformance.run(STEPS_AND_PERFT,
        () -> EngineConnection.of(new NoPosition()));
    assertThat(r.passed()).as(r.format(3)).isTrue();
    int steps = 0;
    int perft = 0;
    for (VectorResult v : r.results()) {
      assertThat(v.status()).isEqualTo(VectorResult.Status.PASSED);
      assertThat(v.leftOut()).as(v.vector().id())
          .isEqualTo(Map.of("position", positions(v.vector())));
      if (v.vector().kind() == VectorKind.STEPS) {
        steps += positions(v.vector());
      } else {
        perft += positions(v.vector());
      }
    }
    assertThat(r.leftOut(VectorKind.STEPS)).isEqualTo(Map.of("position", steps));
    assertThat(r.leftOut()).isEqualTo(Map.of("position", steps + perft));
    String text = r.format(3);
    long stepVectors = STEPS_AND_PERFT.of(VectorKind.STEPS).size();
    long perftVectors = STEPS_AND_PERFT.of(VectorKind.PERFT).size();
    assertThat(text).containsPattern("steps: +" + stepVectors + " passed, +0 failed, +0 skipped;"
        + " left out: " + steps + " position\n");
    assertThat(text).containsPattern("perft: +" + perftVectors + " passed, +0 failed, +0 skipped;"
        + " left out: " + perft + " position\n");
    assertThat(text).contains("\n" + (steps + perft) + " checks left out of "
        + (stepVectors + perftVectors) + " vectors that passed: " + (steps + perft)
        + " position (the engine answered 'unsupported' or does not declare them)\n");
  }

  @Test
  void fullEngine_leavesNothingOut_andTheReportSaysNothingOfIt() {
    ConformanceReport r = Conformance.run(STEPS_AND_PERFT,
        () -> EngineConnection.of(new LibraryAdapter()));
    assertThat(r.leftOut()).isEmpty();
    assertThat(r.format(3)).doesNotContain("left out");
  }

  @Test
  void egnUnsupportedAfterADeal_isCounted() {
    Vectors games = Vectors.bundled().filter(v -> v.kind() == VectorKind.GAMES
        && v.rules().equals("elfern"));
    ConformanceReport r = Conformance.run(games, () -> EngineConnection.of(
        new DelegatingAdapter() {
          @Override
          public String validate(String egn, boolean strict) {
            throw new UnsupportedOperationException("egn");
          }
        }));
    assertThat(r.passed()).isTrue();
    assertThat(r.leftOut()).isEqualTo(Map.of("egn", games.size()));
  }

  /** Runs the suite's nodes as JUnit would, in order; returns the names and the aborted ones. */
  private static List<String> runSuite(Vectors vectors,
      Supplier<? extends ConformanceAdapter> adapters, List<String> aborted) throws Throwable {
    List<String> names = new ArrayList<>();
    for (DynamicNode kind : ConformanceSuite.tests(vectors, adapters).toList()) {
      // take the nodes one by one and run each as it is taken, as JUnit does
      var it = ((DynamicContainer) kind).getChildren().iterator();
      while (it.hasNext()) {
        DynamicTest t = (DynamicTest) it.next();
        names.add(kind.getDisplayName() + "/" + t.getDisplayName());
        try {
          t.getExecutable().execute();
        } catch (TestAbortedException e) {
          aborted.add(e.getMessage());
        }
      }
    }
    return names;
  }

  @Test
  void junitSuite_endsAKindWithASkippedTestThatCountsTheChecksLeftOut() throws Throwable {
    List<String> aborted = new ArrayList<>();
    List<String> names = runSuite(STEPS_AND_PERFT, NoPosition::new, aborted);
    int steps = STEPS_AND_PERFT.of(VectorKind.STEPS).stream().mapToInt(LeftOutTest::positions)
        .sum();
    assertThat(names).contains("steps/" + ConformanceSuite.LEFT_OUT,
        "perft/" + ConformanceSuite.LEFT_OUT);
    assertThat(names.get(names.size() - 1)).isEqualTo("perft/" + ConformanceSuite.LEFT_OUT);
    assertThat(aborted).contains("steps: " + steps + " position checks left out of "
        + STEPS_AND_PERFT.of(VectorKind.STEPS).size() + " vectors that passed (unsupported or not"
        + " declared)");
    // the library's own adapter leaves nothing out: no such test
    List<String> none = new ArrayList<>();
    assertThat(runSuite(STEPS_AND_PERFT, LibraryAdapter::new, none))
        .noneMatch(n -> n.endsWith(ConformanceSuite.LEFT_OUT));
    assertThat(none).isEmpty();
  }

  /** The suite with an adapter without {@code position}, run by JUnit through a launcher. */
  static final class NoPositionSuite {
    @org.junit.jupiter.api.TestFactory
    java.util.stream.Stream<DynamicNode> conformance() {
      return ConformanceSuite.tests(STEPS_AND_PERFT, NoPosition::new);
    }
  }

  @Test
  void junitSuite_runByJUnit_reportsTheChecksLeftOutAsASkippedTest() {
    List<String> skipped = new ArrayList<>();
    List<String> succeeded = new ArrayList<>();
    org.junit.platform.launcher.TestExecutionListener listener =
        new org.junit.platform.launcher.TestExecutionListener() {
          @Override
          public void executionSkipped(org.junit.platform.launcher.TestIdentifier id,
              String reason) {
            skipped.add(id.getDisplayName() + ": " + reason);
          }

          @Override
          public void executionFinished(org.junit.platform.launcher.TestIdentifier id,
              org.junit.platform.engine.TestExecutionResult result) {
            if (id.isTest()) {
              (result.getStatus() == org.junit.platform.engine.TestExecutionResult.Status
                  .ABORTED ? skipped : succeeded).add(id.getDisplayName() + ": "
                  + result.getThrowable().map(Throwable::getMessage).orElse(""));
            }
          }
        };
    org.junit.platform.launcher.core.LauncherFactory.create().execute(
        org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder.request()
            .selectors(org.junit.platform.engine.discovery.DiscoverySelectors
                .selectClass(NoPositionSuite.class))
            .build(), listener);
    int steps = STEPS_AND_PERFT.of(VectorKind.STEPS).stream().mapToInt(LeftOutTest::positions)
        .sum();
    assertThat(succeeded).hasSize(STEPS_AND_PERFT.size());
    assertThat(skipped).containsExactlyInAnyOrder(
        ConformanceSuite.LEFT_OUT + ": steps: " + steps + " position checks left out of "
            + STEPS_AND_PERFT.of(VectorKind.STEPS).size() + " vectors that passed (unsupported or"
            + " not declared)",
        ConformanceSuite.LEFT_OUT + ": perft: " + STEPS_AND_PERFT.of(VectorKind.PERFT).size()
            + " position checks left out of " + STEPS_AND_PERFT.of(VectorKind.PERFT).size()
            + " vectors that passed (unsupported or not declared)");
  }
}
