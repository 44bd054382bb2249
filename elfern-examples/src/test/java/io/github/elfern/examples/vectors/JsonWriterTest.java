package io.github.elfern.examples.vectors;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.conformance.Vector;
import io.github.elfern.conformance.VectorKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The generator's JSON is compact, in key order, and read back by the kit's strict reader. */
class JsonWriterTest {

  @Test
  void write_thenKitReadsTheSameValue() {
    Map<String, Object> m = VectorGenerator.obj("id", "x", "rules", "elfern",
        "s", "a \"q\" \\ \n\t\u0001 \u00e4", "n", -42L, "b", true, "z", null,
        "l", List.of(1L, "x", List.of()), "o", Map.of("k", 1L));
    String text = JsonWriter.write(m);
    assertThat(text).doesNotContain("\n").startsWith("{\"id\":\"x\",\"rules\":\"elfern\",\"s\":")
        .contains("\\u0001");
    assertThat(Vector.parse(VectorKind.GAMES, text).fields()).isEqualTo(m);
  }
}
