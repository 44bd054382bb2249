package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The kit reads the vectors' JSON strictly, with Jackson. */
class JsonTest {

  @Test
  void parse_values_inKeyOrder() {
    Object v = Json.parse("{\"s\":\"a \\\"q\\\" \\\\ \\n\\t\\u0001 \u00e4\",\"n\":-42,\"b\":true,"
        + "\"z\":null,\"l\":[1,\"x\",[]],\"o\":{\"k\":1}}");
    @SuppressWarnings("unchecked")
    Map<String, Object> m = (Map<String, Object>) v;
    assertThat(m.keySet()).containsExactly("s", "n", "b", "z", "l", "o");
    assertThat(m.get("n")).isEqualTo(-42L);
    assertThat(m.get("z")).isNull();
    assertThat(Json.parse("\"\\u00e4\\/\"")).isEqualTo("\u00e4/");
  }

  @Test
  void parse_refusesWhatTheHandWrittenParserAccepted() {
    // "1\u0662" (an Arabic-Indic digit) was read as 12, and 007 was accepted.
    assertThatThrownBy(() -> Json.parse("[1\u0662]")).hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("{\"depth\":007}")).hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("{\"a\":1,}")).hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("[1.5]")).hasMessageContaining("whole numbers");
    assertThatThrownBy(() -> Json.parse("[99999999999999999999]"))
        .hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("{\"a\":1,\"a\":2}")).hasMessageContaining("bad JSON")
        .hasMessageContaining("a");
    assertThatThrownBy(() -> Json.parse("[".repeat(100) + "]".repeat(100)))
        .hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("\"abc")).hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("[1] [2]")).hasMessageStartingWith("bad JSON");
    assertThatThrownBy(() -> Json.parse("")).hasMessageStartingWith("bad JSON");
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
