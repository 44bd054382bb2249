package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.json.Trees.Bad;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.List;

/**
 * A match table, without the match's seed: read back with {@link MatchTable#replay}, which
 * replays its deals with the library's scoring; totals, pot, multiplier, {@code over} and winner
 * are derived and must agree. At most {@link ElfernJson#MAX_DEALS} deals are written and read.
 */
final class MatchTableCodec extends TreeCodec<MatchTable> {

  static final MatchTableCodec INSTANCE = new MatchTableCodec();

  private MatchTableCodec() {
    super(MatchTable.class, "match");
  }

  @Override
  ObjectNode write(MatchTable m, boolean top) {
    if (m.deals().size() > ElfernJson.MAX_DEALS) {
      throw new Bad("match.deals has " + m.deals().size() + " entries, at most "
          + ElfernJson.MAX_DEALS + " are allowed (the reader would refuse it)");
    }
    ObjectNode o = Trees.object(top);
    o.put("rules", m.rules().notation());
    o.put("scoring", m.scoring().notation());
    ArrayNode players = Trees.F.arrayNode();
    m.players().forEach(players::add);
    o.set("players", players);
    ArrayNode deals = Trees.F.arrayNode();
    for (ScoredDeal d : m.deals()) {
      deals.add(ScoredDealCodec.INSTANCE.write(d, false));
    }
    o.set("deals", deals);
    o.set("totals", Trees.ints(m.totals()));
    o.put("pot", m.pot());
    o.put("multiplier", m.multiplier());
    o.put("dealer", m.dealer());
    o.put("over", m.over());
    m.winner().ifPresent(w -> o.put("winner", w));
    return o;
  }

  @Override
  MatchTable read(JsonNode node, String path, boolean top) {
    ObjectNode o = Trees.expectObject(node, path);
    Trees.checkVersion(o, path);
    Rules rules = Trees.rules(o, path);
    String scoringText = Trees.text(o, "scoring", path, 400);
    Scoring scoring;
    try {
      scoring = Scoring.parse(scoringText);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ".scoring: " + e.getMessage());
    }
    ArrayNode names = Trees.array(o, "players", path, 4);
    List<String> players = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      players.add(Trees.text(names.get(i), path + ".players[" + i + "]", 100));
    }
    ArrayNode dealNodes = Trees.array(o, "deals", path, ElfernJson.MAX_DEALS);
    List<ScoredDeal> deals = new ArrayList<>();
    for (int i = 0; i < dealNodes.size(); i++) {
      deals.add(ScoredDealCodec.INSTANCE.read(dealNodes.get(i), path + ".deals[" + i + "]",
          false));
    }
    int dealer = Trees.integer(o, "dealer", path, 0, 3);
    MatchTable m;
    try {
      m = MatchTable.replay(rules, scoring, players, deals, dealer);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + "." + e.getMessage());
    }
    Agreement.agree(o, write(m, true), path);
    return m;
  }
}
