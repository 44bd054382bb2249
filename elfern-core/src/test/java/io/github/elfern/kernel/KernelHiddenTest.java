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
 * The published Javadoc is the API only: the kernel and {@code card.internal} are
 * exported but internal, and javadoc documents every exported package, so each of their types
 * carries {@code @hidden}, which leaves the package out. A type added without the tag would put
 * the package back.
 */
class KernelHiddenTest {

  @Test
  @DisplayName("every source file of the internal packages (kernel, card.internal) carries @hidden")
  void everyKernelType_isHiddenFromJavadoc() throws IOException {
    List<Path> sources = new java.util.ArrayList<>();
    for (String dir : List.of("src/main/java/io/github/elfern/kernel",
        "src/main/java/io/github/elfern/card/internal")) {
      try (Stream<Path> files = Files.list(Path.of(dir))) {
        files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
      }
    }
    assertThat(sources).hasSizeGreaterThan(5);
    for (Path f : sources) {
      assertThat(Files.readString(f)).as("%s", f).contains("\n * @hidden\n");
    }
  }
}
