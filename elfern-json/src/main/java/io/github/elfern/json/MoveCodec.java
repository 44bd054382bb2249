package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.elfern.game.Move;
import io.github.elfern.json.Trees.Bad;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A move: its EGN token, {@code "QH"} or {@code "QC=Z"}. Read alone, only its form is checked
 * (the core's {@link Move} allows {@code =Z} on any card); in a view, the core checks it.
 */
final class MoveCodec extends TreeCodec<Move> {

  static final MoveCodec INSTANCE = new MoveCodec();

  /** A move token of JSON.md's grammar: a card, or a card with {@code =Z}. */
  private static final Pattern MOVE = Pattern.compile("[AKQJT987][CSHD](=Z)?");

  private MoveCodec() {
    super(Move.class, "move");
  }

  @Override
  JsonNode write(Move m, boolean top) {
    return Trees.F.textNode(m.notation());
  }

  @Override
  Move read(JsonNode n, String path, boolean top) {
    String s = Trees.text(n, path, 8);
    try {
      if (!MOVE.matcher(s).matches()) {
        throw new IllegalArgumentException(s);
      }
      return Move.parse(s);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ": '" + s + "' is not a move (a card such as \"QH\", or a queen"
          + " with Zwang such as \"QC=Z\")");
    }
  }

  /** Reads an array of at most 32 moves. */
  static List<Move> readList(JsonNode n, String path) {
    ArrayNode a = Trees.array(n, path, 32);
    List<Move> out = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      out.add(INSTANCE.read(a.get(i), path + "[" + i + "]", false));
    }
    return out;
  }
}
