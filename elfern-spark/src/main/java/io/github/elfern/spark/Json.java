package io.github.elfern.spark;

import java.util.Locale;

/** Minimal JSON output for the summaries: strings escaped as RFC 8259 requires, numbers finite. */
final class Json {
  private Json() {}

  /** {@return {@code s} as a JSON string} */
  static String string(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20 || c == 0x2028 || c == 0x2029) {
        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  /** {@return {@code d} with six significant digits and no trailing zeros; null if not finite} */
  static String number(double d) {
    return Double.isFinite(d) ? String.format(Locale.ROOT, "%.6g", d).replaceFirst(
        "(\\.\\d*?)0+($|e)", "$1$2").replaceFirst("\\.($|e)", "$1") : "null";
  }
}
