package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.game.DealResult;
import io.github.elfern.json.Trees.Bad;
import io.github.elfern.rules.Rules;
import java.util.List;

/**
 * A deal's result: read back with {@link DealResult#of} from the rules, points and tricks won
 * (the field {@code tricks}); the outcome, winner, loser, settlement and notation are derived and
 * must agree.
 */
final class ResultCodec extends TreeCodec<DealResult> {

  static final ResultCodec INSTANCE = new ResultCodec();

  private ResultCodec() {
    super(DealResult.class, "result");
  }

  @Override
  ObjectNode write(DealResult r, boolean top) {
    ObjectNode o = Trees.object(top);
    o.put("rules", r.rules().notation());
    o.set("points", Trees.ints(r.points()));
    // the tricks won per seat: "tricks" in version 1 of the format (JSON.md, "Vocabulary")
    o.set("tricks", Trees.ints(r.tricksWon()));
    o.put("outcome", r.outcome().code());
    r.winner().ifPresent(w -> o.put("winner", w));
    r.loser().ifPresent(l -> o.put("loser", l));
    o.set("settlement", Trees.ints(r.settlement()));
    o.put("notation", r.notation());
    return o;
  }

  @Override
  DealResult read(JsonNode node, String path, boolean top) {
    ObjectNode o = Trees.expectObject(node, path);
    if (top) {
      Trees.checkVersion(o, path);
    }
    Rules rules = Trees.rules(o, path);
    int n = rules.players();
    List<Integer> points = Trees.perSeat(o, "points", path, n, 0, 1000);
    List<Integer> tricksWon = Trees.perSeat(o, "tricks", path, n, 0, 32);
    DealResult r;
    try {
      r = DealResult.of(rules, points, tricksWon);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ": " + e.getMessage());
    }
    Agreement.agree(o, write(r, top), path);
    return r;
  }
}
