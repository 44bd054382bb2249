package coreonly;

import io.github.elfern.conformance.ConformanceSuite;
import io.github.elfern.conformance.LibraryAdapter;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite from the tests of a module that requires elfern-core only: the kit and
 * elfern-notation on the class path, the core on the module path.
 */
class ConformanceTest {

  @TestFactory
  Stream<DynamicNode> theLibraryPassesEveryVector() {
    if (!Server.deal().rules().equals(io.github.elfern.rules.Rules.preset("elfern"))) {
      throw new AssertionError("the server's module did not deal");
    }
    return ConformanceSuite.tests(LibraryAdapter::new);
  }
}
