package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.conformance.LibraryAdapter;
import io.github.elfern.conformance.Vectors;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The project runs the suite on its own engine. */
class LibraryConformanceSuiteTest {

  @TestFactory
  Stream<DynamicNode> library() {
    return ConformanceSuite.tests(LibraryAdapter::new);
  }

  @Test
  void tests_oneContainerPerKind_oneTestPerVector() {
    List<DynamicNode> kinds = ConformanceSuite.tests(LibraryAdapter::new).collect(
        Collectors.toList());
    assertThat(kinds).extracting(DynamicNode::getDisplayName)
        .containsExactly("shuffle", "games", "steps", "invalid", "perft", "scoring", "requests");
    long tests = kinds.stream().mapToLong(k -> ((DynamicContainer) k).getChildren().count()).sum();
    assertThat(tests).isEqualTo(Vectors.bundled().size());
  }
}
