package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.Card;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * The format's shapes, shared by the codecs: objects with their version, arrays of tokens and
 * numbers, and the reading of a field of a given type and size, whose failure names the field's
 * path (e.g. {@code view.hand[2]}).
 */
final class Trees {
  private Trees() {}

  static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** A problem with the input, with the path of the field (e.g. {@code view.hand[2]}). */
  static final class Bad extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Bad(String message) {
      super(message, null, false, false);
    }
  }

  // --- writing -------------------------------------------------------------------------------

  /** {@return an empty object, with {@code "v"} when it is not nested in another} */
  static ObjectNode object(boolean top) {
    ObjectNode o = F.objectNode();
    if (top) {
      o.put("v", ElfernJson.VERSION);
    }
    return o;
  }

  static ArrayNode cards(Iterable<Card> cards) {
    ArrayNode a = F.arrayNode();
    for (Card c : cards) {
      a.add(c.notation());
    }
    return a;
  }

  static ArrayNode moves(List<Move> moves) {
    ArrayNode a = F.arrayNode();
    for (Move m : moves) {
      a.add(m.notation());
    }
    return a;
  }

  static ArrayNode ints(int[] values) {
    ArrayNode a = F.arrayNode();
    for (int v : values) {
      a.add(v);
    }
    return a;
  }

  static ArrayNode ints(List<Integer> values) {
    ArrayNode a = F.arrayNode();
    for (int v : values) {
      a.add(v);
    }
    return a;
  }

  // --- reading -------------------------------------------------------------------------------

  static ObjectNode expectObject(JsonNode n, String path) {
    if (!(n instanceof ObjectNode)) {
      throw new Bad(path + " must be a JSON object, not " + kind(n));
    }
    return (ObjectNode) n;
  }

  static void checkVersion(ObjectNode o, String path) {
    JsonNode v = o.get("v");
    if (v == null) {
      throw new Bad(path + ".v is missing (this reader speaks version " + ElfernJson.VERSION
          + ")");
    }
    if (!v.isInt() || v.intValue() != ElfernJson.VERSION) {
      throw new Bad(path + ".v is " + clip(v.toString()) + ", this reader speaks version "
          + ElfernJson.VERSION + " only");
    }
  }

  private static String kind(JsonNode n) {
    return n == null || n.isMissingNode() ? "missing"
        : n.getNodeType().name().toLowerCase(Locale.ROOT);
  }

  static String clip(String s) {
    return s.length() <= 40 ? s : s.substring(0, 37) + "...";
  }

  static JsonNode field(ObjectNode o, String name, String path) {
    JsonNode n = o.get(name);
    if (n == null || n.isNull()) {
      throw new Bad(path + "." + name + " is missing");
    }
    return n;
  }

  static String text(ObjectNode o, String name, String path, int max) {
    JsonNode n = field(o, name, path);
    return text(n, path + "." + name, max);
  }

  static String text(JsonNode n, String path, int max) {
    if (!n.isTextual()) {
      throw new Bad(path + " must be a string, not " + kind(n));
    }
    String s = n.textValue();
    if (s.length() > max) {
      throw new Bad(path + " is " + s.length() + " characters long, at most " + max
          + " are allowed");
    }
    return s;
  }

  static int integer(ObjectNode o, String name, String path, int min, int max) {
    return integer(field(o, name, path), path + "." + name, min, max);
  }

  static int integer(JsonNode n, String path, int min, int max) {
    if (!n.isIntegralNumber() || !n.canConvertToInt()) {
      throw new Bad(path + " must be an integer, not " + clip(n.toString()));
    }
    int v = n.intValue();
    if (v < min || v > max) {
      throw new Bad(path + " is " + v + ", not in " + min + " to " + max);
    }
    return v;
  }

  static OptionalInt optionalInteger(ObjectNode o, String name, String path, int min, int max) {
    JsonNode n = o.get(name);
    if (n == null || n.isNull()) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(integer(n, path + "." + name, min, max));
  }

  static ArrayNode array(ObjectNode o, String name, String path, int max) {
    return array(field(o, name, path), path + "." + name, max);
  }

  static ArrayNode array(JsonNode n, String path, int max) {
    if (!n.isArray()) {
      throw new Bad(path + " must be an array, not " + kind(n));
    }
    if (n.size() > max) {
      throw new Bad(path + " has " + n.size() + " entries, at most " + max + " are allowed");
    }
    return (ArrayNode) n;
  }

  /** Reads an array of exactly one integer per seat. */
  static List<Integer> perSeat(ObjectNode o, String name, String path, int size, int min,
      int max) {
    ArrayNode a = array(o, name, path, size);
    if (a.size() != size) {
      throw new Bad(path + "." + name + " has " + a.size() + " entries, one per seat (" + size
          + ") expected");
    }
    List<Integer> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add(integer(a.get(i), path + "." + name + "[" + i + "]", min, max));
    }
    return out;
  }

  /** Reads an array of at most {@code max} integers. */
  static List<Integer> intList(ObjectNode o, String name, String path, int max, int min,
      int maxValue) {
    ArrayNode a = array(o, name, path, max);
    List<Integer> out = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      out.add(integer(a.get(i), path + "." + name + "[" + i + "]", min, maxValue));
    }
    return out;
  }

  /** Reads the rules' notation of the field {@code rules}; the core parses it. */
  static Rules rules(ObjectNode o, String path) {
    String s = text(o, "rules", path, 400);
    try {
      return Rules.parse(s);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ".rules: " + e.getMessage());
    }
  }
}
