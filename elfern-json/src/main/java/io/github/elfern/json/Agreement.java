package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.json.Trees.Bad;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The rule of derived fields: a value is rebuilt from its primary fields, written again, and
 * every field that the input gives must have the value written; a field left out is not compared
 * (JSON.md, "Derived fields"). A difference is reported at the innermost field, with both values.
 */
final class Agreement {
  private Agreement() {}

  /**
   * Checks that every field of {@code given} also in {@code expected} has the same value, at every
   * level: a nested object may leave out its derived fields too.
   */
  static void agree(ObjectNode given, ObjectNode expected, String path) {
    String d = difference(given, expected, path, "the rest of the object gives");
    if (d != null) {
      throw new Bad(d);
    }
  }

  /** Fields written only when they have a value (an absent optional is an absent field). */
  private static final Set<String> OPTIONAL =
      Set.of("winner", "loser", "turnedTrump", "trumpSuit", "sittingOut");

  /** Fields whose object value is compared whole (a map, not a wire object). */
  private static final Set<String> WHOLE = Set.of("tags");

  /**
   * Returns {@code null} if every field of {@code given} (recursively, in objects and in arrays of
   * the same length) has the value of {@code want}; else a message that names the innermost field
   * that differs and shows both values, e.g. {@code deal.awards[0] is 999 but <source> -2}.
   */
  static String difference(JsonNode given, JsonNode want, String path, String source) {
    if (given.isObject() && want.isObject() && !WHOLE.contains(lastName(path))) {
      Iterator<Map.Entry<String, JsonNode>> it = given.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode w = want.get(e.getKey());
        if (w == null) {
          if (e.getValue().isNull()) {
            continue;
          }
          if (OPTIONAL.contains(e.getKey())) {
            return path + "." + e.getKey() + " is " + window(e.getValue().toString(), 0) + " but "
                + source + " none";
          }
          return path + "." + e.getKey() + " is not a field of this object";
        }
        String d = difference(e.getValue(), w, path + "." + e.getKey(), source);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (given.isArray() && want.isArray() && given.size() == want.size()) {
      for (int i = 0; i < given.size(); i++) {
        String d = difference(given.get(i), want.get(i), path + "[" + i + "]", source);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (given.equals(want)) {
      return null;
    }
    if (given.isTextual() && want.isTextual() && (given.textValue().indexOf('\n') >= 0
        || want.textValue().indexOf('\n') >= 0)) {
      return lineDifference(given.textValue(), want.textValue(), path, source);
    }
    String a = given.toString();
    String b = want.toString();
    int at = firstDifference(a, b);
    return path + " is " + window(a, at) + " but " + source + " " + window(b, at);
  }

  /** The message for texts of several lines (EGN) that differ: the first line that differs. */
  static String lineDifference(String given, String want, String path, String source) {
    String[] a = given.split("\n", -1);
    String[] b = want.split("\n", -1);
    int line = 0;
    while (line < a.length && line < b.length && a[line].equals(b[line])) {
      line++;
    }
    String left = line < a.length ? Trees.F.textNode(a[line]).toString() : "the end of the text";
    String right = line < b.length ? Trees.F.textNode(b[line]).toString() : "the end of the text";
    int at = firstDifference(left, right);
    return path + " line " + (line + 1) + " is " + window(left, at) + " but " + source + " "
        + window(right, at);
  }

  private static String lastName(String path) {
    return path.substring(path.lastIndexOf('.') + 1);
  }

  private static int firstDifference(String a, String b) {
    int i = 0;
    while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    return i;
  }

  /** The text whole if it is short, else about 100 characters around {@code at}. */
  private static String window(String s, int at) {
    if (s.length() <= 120) {
      return s;
    }
    int from = Math.max(0, Math.min(at - 30, s.length() - 100));
    int to = Math.min(s.length(), from + 100);
    return (from > 0 ? "..." : "") + s.substring(from, to) + (to < s.length() ? "..." : "");
  }
}
