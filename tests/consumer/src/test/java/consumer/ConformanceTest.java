package consumer;

import io.github.elfern.conformance.ConformanceSuite;
import io.github.elfern.conformance.LibraryAdapter;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite, as a user's build runs it: every vector shipped in the conformance jar
 * against this library's own adapter, from the tests of a modular project.
 */
class ConformanceTest {

  @TestFactory
  Stream<DynamicNode> theLibraryPassesEveryVector() {
    return ConformanceSuite.tests(LibraryAdapter::new);
  }
}
