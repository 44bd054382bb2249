package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.game.DealResult;
import io.github.elfern.json.Trees.Bad;
import io.github.elfern.scoring.MatchStep;
import io.github.elfern.scoring.ScoredDeal;
import java.util.List;
import java.util.OptionalInt;

/**
 * A scored deal, alone or as an entry of a match table's {@code deals}. Its fields are checked
 * against each other by {@link ScoredDeal}'s constructor; its awards, totals, multiplier and pot
 * by the match table that holds it or, for a deal read alone, by {@link MatchStep#checkAlone}.
 */
final class ScoredDealCodec extends TreeCodec<ScoredDeal> {

  static final ScoredDealCodec INSTANCE = new ScoredDealCodec();

  private ScoredDealCodec() {
    super(ScoredDeal.class, "deal");
  }

  @Override
  ObjectNode write(ScoredDeal d, boolean top) {
    ObjectNode o = Trees.object(top);
    o.put("number", d.number());
    o.set("seating", Trees.ints(d.seating()));
    d.sittingOut().ifPresent(p -> o.put("sittingOut", p));
    o.set("result", ResultCodec.INSTANCE.write(d.result(), false));
    o.put("kind", d.kind().code());
    o.put("multiplier", d.multiplier());
    o.set("awards", Trees.ints(d.awards()));
    o.set("totals", Trees.ints(d.totals()));
    o.put("pot", d.pot());
    return o;
  }

  /** Reads a scored deal; one that stands on its own ({@code top}) is read alone. */
  @Override
  ScoredDeal read(JsonNode node, String path, boolean top) {
    ObjectNode o = Trees.expectObject(node, path);
    if (top) {
      Trees.checkVersion(o, path);
    }
    int number = Trees.integer(o, "number", path, 1, 1_000_000);
    List<Integer> seating = Trees.intList(o, "seating", path, 4, 0, 3);
    OptionalInt out = Trees.optionalInteger(o, "sittingOut", path, 0, 3);
    DealResult result = ResultCodec.INSTANCE.read(Trees.field(o, "result", path),
        path + ".result", false);
    String kindText = Trees.text(o, "kind", path, 16);
    ScoredDeal.Kind kind = null;
    for (ScoredDeal.Kind k : ScoredDeal.Kind.values()) {
      if (k.code().equals(kindText)) {
        kind = k;
      }
    }
    if (kind == null) {
      throw new Bad(path + ".kind: '" + Trees.clip(kindText) + "' is not one of win, stander,"
          + " tie, redeal, settlement");
    }
    int multiplier = Trees.integer(o, "multiplier", path, 1, 2);
    List<Integer> awards = Trees.intList(o, "awards", path, 4, -1_000_000, 1_000_000);
    List<Integer> totals = Trees.intList(o, "totals", path, 4, -1_000_000_000, 1_000_000_000);
    int pot = Trees.integer(o, "pot", path, 0, 1_000_000_000);
    ScoredDeal d;
    try {
      d = new ScoredDeal(number, seating, out, result, kind, multiplier, awards, totals, pot);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + "." + e.getMessage());
    }
    if (top) {
      try {
        MatchStep.checkAlone(d, path);
      } catch (IllegalArgumentException e) {
        throw new Bad(e.getMessage());
      }
    }
    Agreement.agree(o, write(d, top), path);
    return d;
  }
}
