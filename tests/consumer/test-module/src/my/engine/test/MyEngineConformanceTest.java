package my.engine.test;

import io.github.elfern.conformance.ConformanceSuite;
import io.github.elfern.conformance.LibraryAdapter;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The suite as a user writes it; the library's own adapter stands in for the user's engine. */
class MyEngineConformanceTest {
  @TestFactory
  Stream<DynamicNode> conformance() {
    return ConformanceSuite.tests(LibraryAdapter::new);
  }
}
