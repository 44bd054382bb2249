package io.github.elfern.spark;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.math.MathContext;

/** The summaries' JSON, written and read with Jackson. */
final class Json {
  private Json() {}

  /** The mapper of the summaries: decimals written plainly ({@code 0.0000176527}, not 1.7E-5). */
  static final ObjectMapper MAPPER = new ObjectMapper()
      .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

  /**
   * Rounds a figure to six significant digits for a summary, keeping zero exactly zero.
   *
   * @param d a finite number
   * @return it rounded, without trailing zeros
   * @throws IllegalArgumentException if {@code d} is not finite
   */
  static BigDecimal round(double d) {
    if (!Double.isFinite(d)) {
      throw new IllegalArgumentException("a summary's figures are finite, got " + d);
    }
    BigDecimal b = new BigDecimal(d).round(new MathContext(6)).stripTrailingZeros();
    return b.signum() == 0 ? BigDecimal.ZERO : b.scale() < 0 ? b.setScale(0) : b;
  }

  /** {@return {@code node} as one line of JSON} */
  static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a summary could not be written as JSON", e);
    }
  }
}
