/**
 * The conformance suite in a test module of its own (docs/kit.md, "On the module path", layout
 * 3): open, so that JUnit may call the test classes; it reads the kit and JUnit's API.
 */
open module my.engine.test {
  requires io.github.elfern.conformance;
  requires org.junit.jupiter.api;
  requires org.junit.platform.launcher; // only for Run, which stands in for the build tool
}
