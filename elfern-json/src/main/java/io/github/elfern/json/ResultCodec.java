package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.game.DealResult;
import io.github.elfern.json.Trees.Bad;
import io.github.elfern.rules.Rules;
import java.util.Locale;

/**
 * A deal's result: read back with {@link DealResult#of} from the rules, points and tricks; the
 * outcome, winner, loser, settlement and notation are derived and must agree.
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
    int[] tricks = new int[r.players()];
    for (int i = 0; i < tricks.length; i++) {
      tricks[i] = r.tricks(i);
    }
    o.set("tricks", Trees.ints(tricks));
    o.put("outcome", r.outcome().name().toLowerCase(Locale.ROOT));
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
    int[] points = Trees.ints(o, "points", path, n, 0, 1000);
    int[] tricks = Trees.ints(o, "tricks", path, n, 0, 32);
    DealResult r;
    try {
      r = DealResult.of(rules, points, tricks);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ": " + e.getMessage());
    }
    Agreement.agree(o, write(r, top), path);
    return r;
  }
}
