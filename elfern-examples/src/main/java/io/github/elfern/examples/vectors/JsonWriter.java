package io.github.elfern.examples.vectors;

import java.util.List;
import java.util.Map;

/**
 * Writes the vector files' JSON: compact, keys in map order, non-ASCII as is (UTF-8 files), so
 * that generation is byte-for-byte reproducible. The kit reads the files with Jackson.
 */
final class JsonWriter {
  private JsonWriter() {}

  /** Writes a value compactly: no blanks, keys in map order, non-ASCII as is (UTF-8 files). */
  static String write(Object value) {
    StringBuilder sb = new StringBuilder();
    write(value, sb);
    return sb.toString();
  }

  @SuppressWarnings("unchecked")
  private static void write(Object v, StringBuilder sb) {
    if (v == null) {
      sb.append("null");
    } else if (v instanceof String) {
      quote((String) v, sb);
    } else if (v instanceof Integer || v instanceof Long || v instanceof Boolean) {
      sb.append(v);
    } else if (v instanceof int[]) {
      int[] a = (int[]) v;
      sb.append('[');
      for (int i = 0; i < a.length; i++) {
        sb.append(i > 0 ? "," : "").append(a[i]);
      }
      sb.append(']');
    } else if (v instanceof List) {
      sb.append('[');
      boolean first = true;
      for (Object o : (List<Object>) v) {
        sb.append(first ? "" : ",");
        first = false;
        write(o, sb);
      }
      sb.append(']');
    } else if (v instanceof Map) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<String, Object> e : ((Map<String, Object>) v).entrySet()) {
        sb.append(first ? "" : ",");
        first = false;
        quote(e.getKey(), sb);
        sb.append(':');
        write(e.getValue(), sb);
      }
      sb.append('}');
    } else {
      throw new IllegalArgumentException("cannot write " + v.getClass().getName() + " as JSON");
    }
  }

  private static void quote(String s, StringBuilder sb) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          sb.append("\\\"");
          break;
        case '\\':
          sb.append("\\\\");
          break;
        case '\n':
          sb.append("\\n");
          break;
        case '\t':
          sb.append("\\t");
          break;
        case '\r':
          sb.append("\\r");
          break;
        default:
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
      }
    }
    sb.append('"');
  }
}
