package io.github.elfern.notation.vectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

  @Test
  void write_thenParse_givesTheSameValue() {
    Map<String, Object> m = VectorGenerator.obj("s", "a \"q\" \\ \n\t\u0001 ä", "n", -42L,
        "b", true, "z", null, "l", List.of(1L, "x", List.of()), "o", Map.of("k", 1L));
    String text = Json.write(m);
    assertThat(text).doesNotContain("\n");
    assertThat(Json.parse(text)).isEqualTo(m);
  }

  @Test
  void parse_unicodeEscape() {
    assertThat(Json.parse("\"\\u00e4\\/\"")).isEqualTo("ä/");
  }

  @Test
  void parse_malformed_saysWhere() {
    assertThatThrownBy(() -> Json.parse("{\"a\":1,}")).hasMessageContaining("character 8");
    assertThatThrownBy(() -> Json.parse("[1.5]")).hasMessageContaining("whole numbers");
    assertThatThrownBy(() -> Json.parse("{\"a\":1,\"a\":2}")).hasMessageContaining("repeated");
    assertThatThrownBy(() -> Json.parse("[".repeat(100))).hasMessageContaining("nested");
    assertThatThrownBy(() -> Json.parse("\"abc")).hasMessageContaining("unterminated");
  }

  @Test
  void vector_parse_needsIdAndRules() {
    assertThatThrownBy(() -> Vector.parse(VectorKind.PERFT, "{\"id\":\"x\"}"))
        .hasMessageContaining("id and rules");
    assertThatThrownBy(() -> Vector.parse(VectorKind.PERFT, "[]"))
        .hasMessageContaining("JSON object");
    Vector v = Vector.parse(VectorKind.PERFT, "{\"id\":\"x\",\"rules\":\"elfern\",\"depth\":2}");
    assertThat(v.number("depth")).isEqualTo(2);
    assertThatThrownBy(() -> v.string("depth")).hasMessageContaining("no string field 'depth'");
  }
}
