/**
 * The Elfern conformance kit: the test vectors (as resources), the line protocol (engine and bot
 * side), the handling of engine and bot programs, external bots, and the JUnit 5 suite that runs
 * the vectors against a Java implementation's adapter.
 *
 * <p>Start with {@link io.github.elfern.conformance.Conformance} (any language, over the
 * protocol), {@link io.github.elfern.conformance.ConformanceSuite} (Java, JUnit) or {@link
 * io.github.elfern.conformance.ExternalBot} (a bot played by another program).
 */
module io.github.elfern.conformance {
  requires transitive io.github.elfern.notation;
  requires transitive io.github.elfern.bots;
  requires static transitive org.junit.jupiter.api;
  requires com.fasterxml.jackson.databind;

  exports io.github.elfern.conformance;
}
