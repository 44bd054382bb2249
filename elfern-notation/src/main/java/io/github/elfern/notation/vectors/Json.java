package io.github.elfern.notation.vectors;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A minimal JSON reader and writer for the vector files: objects (kept in key order), arrays,
 * strings, integers (as {@code Long}), booleans and null. Fractions and exponents are refused; the
 * vectors never need them.
 */
final class Json {
  private static final int MAX_DEPTH = 64;

  private final String text;
  private int pos;

  private Json(String text) {
    this.text = text;
  }

  /** Parses one JSON value that makes up the whole text. */
  static Object parse(String text) {
    Json j = new Json(text);
    j.skipBlanks();
    Object v = j.value(0);
    j.skipBlanks();
    if (j.pos != text.length()) {
      throw j.error("unexpected text after the value");
    }
    return v;
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException("bad JSON at character " + (pos + 1) + ": " + what);
  }

  private void skipBlanks() {
    while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
  }

  private Object value(int depth) {
    if (depth > MAX_DEPTH) {
      throw error("nested too deeply");
    }
    if (pos >= text.length()) {
      throw error("expected a value, found the end");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object(depth);
      case '[':
        return array(depth);
      case '"':
        return string();
      case 't':
        return literal("true", Boolean.TRUE);
      case 'f':
        return literal("false", Boolean.FALSE);
      case 'n':
        return literal("null", null);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return number();
        }
        throw error("unexpected '" + c + "'");
    }
  }

  private Object literal(String word, Object v) {
    if (!text.startsWith(word, pos)) {
      throw error("expected " + word);
    }
    pos += word.length();
    return v;
  }

  private Long number() {
    int start = pos;
    if (text.charAt(pos) == '-') {
      pos++;
    }
    while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
      pos++;
    }
    if (pos < text.length() && ".eE".indexOf(text.charAt(pos)) >= 0) {
      throw error("only whole numbers are used in vectors");
    }
    try {
      return Long.parseLong(text.substring(start, pos));
    } catch (NumberFormatException e) {
      throw error("bad number '" + text.substring(start, pos) + "'");
    }
  }

  private String string() {
    pos++; // the opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error("unterminated string");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      if (pos >= text.length()) {
        throw error("unterminated escape");
      }
      char e = text.charAt(pos++);
      switch (e) {
        case '"':
        case '\\':
        case '/':
          sb.append(e);
          break;
        case 'n':
          sb.append('\n');
          break;
        case 't':
          sb.append('\t');
          break;
        case 'r':
          sb.append('\r');
          break;
        case 'b':
          sb.append('\b');
          break;
        case 'f':
          sb.append('\f');
          break;
        case 'u':
          if (pos + 4 > text.length()) {
            throw error("short \\u escape");
          }
          try {
            sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
          } catch (NumberFormatException ex) {
            throw error("bad \\u escape");
          }
          pos += 4;
          break;
        default:
          throw error("bad escape \\" + e);
      }
    }
  }

  private List<Object> array(int depth) {
    pos++;
    List<Object> list = new ArrayList<>();
    skipBlanks();
    if (pos < text.length() && text.charAt(pos) == ']') {
      pos++;
      return list;
    }
    while (true) {
      skipBlanks();
      list.add(value(depth + 1));
      skipBlanks();
      if (pos >= text.length()) {
        throw error("unterminated array");
      }
      char c = text.charAt(pos++);
      if (c == ']') {
        return list;
      }
      if (c != ',') {
        throw error("expected ',' or ']'");
      }
    }
  }

  private Map<String, Object> object(int depth) {
    pos++;
    Map<String, Object> map = new LinkedHashMap<>();
    skipBlanks();
    if (pos < text.length() && text.charAt(pos) == '}') {
      pos++;
      return map;
    }
    while (true) {
      skipBlanks();
      if (pos >= text.length() || text.charAt(pos) != '"') {
        throw error("expected a key");
      }
      String key = string();
      skipBlanks();
      if (pos >= text.length() || text.charAt(pos) != ':') {
        throw error("expected ':'");
      }
      pos++;
      skipBlanks();
      if (map.put(key, value(depth + 1)) != null) {
        throw error("key '" + key + "' repeated");
      }
      skipBlanks();
      if (pos >= text.length()) {
        throw error("unterminated object");
      }
      char c = text.charAt(pos++);
      if (c == '}') {
        return map;
      }
      if (c != ',') {
        throw error("expected ',' or '}'");
      }
    }
  }

  // ---------------------------------------------------------------- writing

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
