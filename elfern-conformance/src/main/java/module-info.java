/**
 * The conformance suite for Java implementations of Elfern: JUnit 5 dynamic tests, one per test
 * vector, run against a {@link io.github.elfern.notation.vectors.ConformanceAdapter}.
 *
 * <p>Start with {@link io.github.elfern.conformance.ConformanceSuite}.
 */
module io.github.elfern.conformance {
  requires transitive io.github.elfern.notation;
  requires transitive org.junit.jupiter.api;

  exports io.github.elfern.conformance;
}
