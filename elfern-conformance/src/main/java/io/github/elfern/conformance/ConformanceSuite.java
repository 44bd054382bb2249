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
 * (skipped).
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
      for (Vector v : vectors.of(kind)) {
        tests.add(DynamicTest.dynamicTest(v.id(), () -> check(v, adapters)));
      }
      if (!tests.isEmpty()) {
        kinds.add(DynamicContainer.dynamicContainer(kind.id(), tests));
      }
    }
    return kinds.stream();
  }

  private static void check(Vector v, Supplier<? extends ConformanceAdapter> adapters) {
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
        break;
    }
  }
}
