package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.game.Trick;
import io.github.elfern.json.Trees.Bad;

/**
 * A completed trick: its number, leader, winner and moves. Written only: the core has no public
 * factory of a trick, so a trick is read as part of the view that holds it.
 */
final class TrickCodec extends TreeCodec<Trick> {

  static final TrickCodec INSTANCE = new TrickCodec();

  private TrickCodec() {
    super(Trick.class, "trick");
  }

  @Override
  ObjectNode write(Trick t, boolean top) {
    ObjectNode o = Trees.object(top);
    o.put("number", t.number());
    o.put("leader", t.leader());
    o.put("winner", t.winner());
    o.set("moves", Trees.moves(t.moves()));
    return o;
  }

  @Override
  Trick read(JsonNode n, String path, boolean top) {
    throw new Bad(path + ": a trick cannot be read on its own (the core has no public"
        + " factory of a trick); read the view or the finished deal that holds it");
  }
}
