package io.github.elfern.examples.vectors;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.conformance.Vector;
import io.github.elfern.conformance.VectorKind;
import io.github.elfern.conformance.Vectors;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The checked-in vector files never drift from what the library generates. */
class VectorFilesTest {

  /** The master copy in the repository, relative to this module. */
  static final Path DIR = Path.of("..", "vectors");

  private static Map<VectorKind, String> generated;

  @BeforeAll
  static void generate() {
    generated = VectorGenerator.generate();
  }

  @Test
  @DisplayName("generate_equalsCheckedInFiles: regenerate with `elfern vectors generate`")
  void generate_equalsCheckedInFiles() throws IOException {
    for (VectorKind k : VectorKind.values()) {
      Path file = DIR.resolve(k.fileName());
      assertThat(file).exists();
      String checkedIn = Files.readString(file, StandardCharsets.UTF_8);
      assertThat(generated.get(k))
          .as("%s differs from the generated vectors: run `elfern vectors generate --out vectors`",
              file)
          .isEqualTo(checkedIn);
    }
  }

  @Test
  void bundled_equalsCheckedInFiles() throws IOException {
    assertThat(Vectors.bundled().all()).isEqualTo(Vectors.load(DIR).all());
  }

  @Test
  void bundled_everyKindHasVectorsWithRules() {
    Vectors v = Vectors.bundled();
    for (VectorKind k : VectorKind.values()) {
      assertThat(v.of(k)).as(k.id()).isNotEmpty();
      assertThat(v.of(k)).allSatisfy(x -> assertThat(x.id()).startsWith(k.id() + "/"));
    }
    assertThat(v.size()).isGreaterThan(500);
  }

  @Test
  void files_areModeratelySized() {
    long total = generated.values().stream().mapToLong(s -> s.getBytes(StandardCharsets.UTF_8)
        .length).sum();
    assertThat(total).isLessThan(3_000_000L);
  }
}
