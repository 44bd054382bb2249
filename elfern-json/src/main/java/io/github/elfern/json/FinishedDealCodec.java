package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.game.GameState;
import io.github.elfern.json.Trees.Bad;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import java.util.List;
import java.util.Map;

/**
 * A finished deal, for spectators: a {@link GameRecord} as its canonical EGN (authoritative, at
 * most {@link ElfernJson#MAX_EGN} characters) and, derived, its rules, tags, seats, moves and
 * termination. Its tags reveal the deck, so only a deal that is over is written or read.
 */
final class FinishedDealCodec extends TreeCodec<GameRecord> {

  static final FinishedDealCodec INSTANCE = new FinishedDealCodec();

  private FinishedDealCodec() {
    super(GameRecord.class, "record");
  }

  @Override
  ObjectNode write(GameRecord r, boolean top) {
    checkFinished(r, "record");
    ObjectNode o = Trees.object(top);
    r.rules().ifPresent(rules -> o.put("rules", rules.notation()));
    ObjectNode tags = Trees.F.objectNode();
    for (Map.Entry<String, String> e : r.tags().entrySet()) {
      tags.put(e.getKey(), e.getValue());
    }
    o.set("tags", tags);
    ArrayNode seats = Trees.F.arrayNode();
    r.seats().forEach(seats::add);
    o.set("seats", seats);
    ArrayNode moves = Trees.F.arrayNode();
    r.moves().forEach(m -> moves.add(m.move().notation()));
    o.set("moves", moves);
    o.put("termination", r.termination());
    String egn = EgnWriter.write(r);
    if (egn.length() > ElfernJson.MAX_EGN) {
      throw new Bad("record.egn is " + egn.length() + " characters long, at most "
          + ElfernJson.MAX_EGN + " are allowed (the reader would refuse it)");
    }
    try {
      GameRecord.parse(egn);
    } catch (IllegalArgumentException e) {
      throw new Bad("record.egn does not read back, so it is not written: " + e.getMessage());
    }
    o.put("egn", egn);
    return o;
  }

  @Override
  GameRecord read(JsonNode node, String path, boolean top) {
    ObjectNode o = Trees.expectObject(node, path);
    Trees.checkVersion(o, path);
    String egn = Trees.text(o, "egn", path, ElfernJson.MAX_EGN);
    GameRecord r;
    try {
      r = GameRecord.parse(egn);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ".egn: " + e.getMessage());
    }
    checkFinished(r, path);
    String canonical = EgnWriter.write(r);
    if (!egn.equals(canonical)) {
      throw new Bad(Agreement.lineDifference(egn, canonical, path + ".egn",
          "the canonical EGN of the record (as EgnWriter writes it) has") + "; send the EGN"
          + " in canonical form");
    }
    Agreement.agree(o, write(r, true), path);
    return r;
  }

  /**
   * Checks that a record is of a finished deal: a finished deal's tags reveal the deck, so a live
   * deal must never be sent as one.
   */
  private static void checkFinished(GameRecord r, String path) {
    List<GameState> states;
    try {
      states = r.replay();
    } catch (RuntimeException e) {
      throw new Bad(path + ": the deal cannot be replayed, so it is not known to be over: "
          + e.getMessage());
    }
    GameState last = states.get(states.size() - 1);
    if (!last.isOver() || r.termination().equals("*")) {
      int all = last.rules().deck().size();
      throw new Bad(path + ": the deal is not over (termination \"" + r.termination() + "\", "
          + r.moves().size() + " of " + all + " plays made); a finished deal reveals the deck,"
          + " so it is sent only when the deal is over");
    }
  }
}
