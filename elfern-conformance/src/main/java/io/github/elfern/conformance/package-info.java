/**
 * The JUnit 5 conformance suite: {@link io.github.elfern.conformance.ConformanceSuite} turns the
 * test vectors into dynamic tests against an implementation's {@link
 * io.github.elfern.notation.vectors.ConformanceAdapter}.
 */
package io.github.elfern.conformance;
