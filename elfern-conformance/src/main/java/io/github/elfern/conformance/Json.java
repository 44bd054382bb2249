package io.github.elfern.conformance;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the vector files' JSON strictly, with Jackson: one value per text, objects kept in key
 * order without repeated keys, whole numbers only (as {@code Long}), at most 64 levels deep; no
 * leading zeros ({@code 007}), no comments, no trailing commas, only ASCII digits in numbers.
 */
final class Json {
  private static final int MAX_DEPTH = 64;

  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .enable(DeserializationFeature.USE_LONG_FOR_INTS)
      .build();

  static {
    MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
        .maxNestingDepth(MAX_DEPTH).maxNumberLength(20).build());
  }

  private Json() {}

  /**
   * Parses one JSON value that makes up the whole text.
   *
   * @throws IllegalArgumentException if the text is not such a value, with Jackson's reason
   */
  static Object parse(String text) {
    JsonNode node;
    try {
      node = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("bad JSON: " + e.getOriginalMessage() + " at character "
          + (e.getLocation() == null ? "?" : e.getLocation().getCharOffset() + 1));
    }
    if (node == null || node.isMissingNode()) {
      throw new IllegalArgumentException("bad JSON: no value");
    }
    return value(node);
  }

  private static Object value(JsonNode n) {
    if (n.isObject()) {
      Map<String, Object> m = new LinkedHashMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        m.put(e.getKey(), value(e.getValue()));
      }
      return Collections.unmodifiableMap(m);
    }
    if (n.isArray()) {
      List<Object> l = new ArrayList<>();
      for (JsonNode e : n) {
        l.add(value(e));
      }
      return Collections.unmodifiableList(l);
    }
    if (n.isTextual()) {
      return n.textValue();
    }
    if (n.isBoolean()) {
      return n.booleanValue();
    }
    if (n.isNull()) {
      return null;
    }
    if (n.isIntegralNumber() && n.canConvertToLong()) {
      return n.longValue();
    }
    throw new IllegalArgumentException("bad JSON: the vectors hold only whole numbers that fit in"
        + " 64 bits, got " + n);
  }
}
