package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The published Javadoc is the API only (issue 35): this package is exported but internal, and
 * javadoc documents every exported package, so each of its types carries {@code @hidden}, which
 * leaves the package out. A type added without the tag would put the package back.
 */
class KernelHiddenTest {

  @Test
  @DisplayName("every source file of the kernel package carries @hidden")
  void everyKernelType_isHiddenFromJavadoc() throws IOException {
    Path dir = Path.of("src/main/java/io/github/elfern/kernel");
    List<Path> sources;
    try (Stream<Path> files = Files.list(dir)) {
      sources = files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList());
    }
    assertThat(sources).hasSizeGreaterThan(5);
    for (Path f : sources) {
      assertThat(Files.readString(f)).as("%s", f).contains("\n * @hidden\n");
    }
  }
}
