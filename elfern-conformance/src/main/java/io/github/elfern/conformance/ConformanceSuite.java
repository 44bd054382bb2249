package io.github.elfern.conformance;

import io.github.elfern.conformance.Conformance;
import io.github.elfern.conformance.ConformanceAdapter;
import io.github.elfern.conformance.EngineConnection;
import io.github.elfern.conformance.Vector;
import io.github.elfern.conformance.VectorKind;
import io.github.elfern.conformance.VectorResult;
import io.github.elfern.conformance.Vectors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;

/**
 * The test vectors as JUnit 5 dynamic tests: one container per kind of vector, one test per
 * vector, each run against a fresh adapter. A vector that disagrees fails with the request, the
 * expected and the actual answer; a vector the adapter does not support (an {@link
 * UnsupportedOperationException}, or {@code false} from {@code rules}) is reported as aborted
 * (skipped). When checks were left out of vectors that passed (an adapter without {@code
 * position}), a last test of the kind, {@value #LEFT_OUT}, is skipped with their counts, so that
 * a pass that checked less says so.
 *
 * <pre>{@code
 * class MyEngineConformanceTest {
 *   @TestFactory
 *   Stream<DynamicNode> conformance() {
 *     return ConformanceSuite.tests(MyAdapter::new);
 *   }
 * }
 * }</pre>
 *
 * <p>A complete adapter to learn from is {@link LibraryAdapter}, this library's own, which passes
 * every vector ({@code ConformanceSuite.tests(LibraryAdapter::new)}); its source is in this
 * artifact's sources jar. The kit is a test dependency that works on the class path and on the
 * module path, also in a project with a {@code module-info.java} whose tests Surefire runs on the
 * module path, without flags.
 */
public final class ConformanceSuite {
  private ConformanceSuite() {}

  /**
   * Returns the tests of every vector shipped in this artifact, {@code elfern-conformance}
   * ({@link Vectors#bundled()}).
   *
   * @param adapters makes a fresh adapter for each vector
   * @return one container per kind of vector
   */
  public static Stream<DynamicNode> tests(Supplier<? extends ConformanceAdapter> adapters) {
    return tests(Vectors.bundled(), adapters);
  }

  /**
   * Returns the tests of the given vectors, for instance those of one game ({@code
   * Vectors.bundled().filter(v -> v.rules().equals("elfern"))}).
   *
   * @param vectors the vectors
   * @param adapters makes a fresh adapter for each vector
   * @return one container per kind of vector that has vectors
   */
  public static Stream<DynamicNode> tests(Vectors vectors,
      Supplier<? extends ConformanceAdapter> adapters) {
    Objects.requireNonNull(adapters, "adapters");
    List<DynamicNode> kinds = new ArrayList<>();
    for (VectorKind kind : VectorKind.values()) {
      List<DynamicNode> tests = new ArrayList<>();
      List<VectorResult> passed = new ArrayList<>();
      for (Vector v : vectors.of(kind)) {
        tests.add(DynamicTest.dynamicTest(v.id(), () -> check(v, adapters, passed)));
      }
      if (!tests.isEmpty()) {
        // JUnit runs the tests as it takes them from the stream: the last node is made after them
        Stream<DynamicNode> nodes = Stream.concat(tests.stream(),
            Stream.of(kind).flatMap(k -> leftOutNode(k, passed)));
        kinds.add(DynamicContainer.dynamicContainer(kind.id(), nodes));
      }
    }
    return kinds.stream();
  }

  /** The name of the test that reports the checks left out of a kind's vectors. */
  static final String LEFT_OUT = "checks left out";

  /**
   * {@return a skipped test that says which checks were left out of the kind's vectors that
   * passed (the adapter threw {@link UnsupportedOperationException} for {@code position} or
   * {@code setup}, or does not declare them), or nothing when none was}
   */
  private static Stream<DynamicNode> leftOutNode(VectorKind kind, List<VectorResult> passed) {
    List<VectorResult> done;
    synchronized (passed) {
      done = List.copyOf(passed);
    }
    Map<String, Integer> counts = new ConformanceReport(done).leftOut(kind);
    if (counts.isEmpty()) {
      return Stream.empty();
    }
    long vectors = done.stream().filter(r -> !r.leftOut().isEmpty()).count();
    StringBuilder sb = new StringBuilder();
    counts.forEach((request, n) -> sb.append(sb.length() == 0 ? "" : ", ").append(n).append(' ')
        .append(request));
    String message = kind.id() + ": " + sb + " checks left out of " + vectors + " vector"
        + (vectors == 1 ? "" : "s") + " that passed (unsupported or not declared)";
    return Stream.of(DynamicTest.dynamicTest(LEFT_OUT, () -> Assumptions.abort(message)));
  }

  private static void check(Vector v, Supplier<? extends ConformanceAdapter> adapters,
      List<VectorResult> passed) {
    VectorResult r = Conformance.check(v, EngineConnection.of(adapters.get()));
    switch (r.status()) {
      case FAILED:
        Assertions.fail(v.id() + ": " + r.detail());
        break;
      case SKIPPED:
      case NOT_RUN:
        Assumptions.abort(v.id() + ": " + r.detail());
        break;
      default:
        synchronized (passed) {
          passed.add(r);
        }
        break;
    }
  }
}
