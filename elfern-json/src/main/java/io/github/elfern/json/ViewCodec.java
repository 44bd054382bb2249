package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.json.Trees.Bad;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Optional;

/**
 * A seat's view: written from a {@link PlayerView} (never from a state, so that it holds only what
 * the seat may know) and read back with {@link PlayerView#fromHistory}, which checks the hand
 * against the moves and the rules; the other fields are derived and must agree.
 */
final class ViewCodec extends TreeCodec<PlayerView> {

  static final ViewCodec INSTANCE = new ViewCodec();

  private ViewCodec() {
    super(PlayerView.class, "view");
  }

  @Override
  ObjectNode write(PlayerView v, boolean top) {
    ObjectNode o = Trees.object(top);
    int n = v.players();
    o.put("rules", v.rules().notation());
    o.put("seat", v.seat());
    o.put("players", n);
    o.set("hand", Trees.cards(v.hand()));
    v.turnedTrump().ifPresent(c -> o.put("turnedTrump", c.notation()));
    v.trumpSuit().ifPresent(s -> o.put("trumpSuit", String.valueOf(s.letter())));
    o.set("moves", Trees.moves(v.moves()));
    o.put("leader", v.leader());
    o.put("toMove", v.toMove());
    o.put("myTurn", v.isMyTurn() && !v.isOver());
    o.put("over", v.isOver());
    o.set("currentTrick", Trees.moves(v.currentTrick()));
    ArrayNode tricks = Trees.F.arrayNode();
    for (Trick t : v.tricks()) {
      tricks.add(TrickCodec.INSTANCE.write(t, false));
    }
    o.set("tricks", tricks);
    o.put("stockSize", v.stockSize());
    int[] sizes = new int[n];
    int[] points = new int[n];
    int[] won = new int[n];
    ArrayNode voids = Trees.F.arrayNode();
    for (int i = 0; i < n; i++) {
      sizes[i] = v.handSize(i);
      points[i] = v.points(i);
      won[i] = v.tricksWon(i);
      StringBuilder sb = new StringBuilder();
      for (Suit s : v.voids(i)) {
        sb.append(s.letter());
      }
      voids.add(sb.toString());
    }
    o.set("handSizes", Trees.ints(sizes));
    o.set("points", Trees.ints(points));
    o.set("tricksWon", Trees.ints(won));
    o.set("voids", voids);
    o.set("legal", v.isMyTurn() && !v.isOver() ? Trees.moves(v.legalMoves())
        : Trees.F.arrayNode());
    return o;
  }

  @Override
  PlayerView read(JsonNode node, String path, boolean top) {
    ObjectNode o = Trees.expectObject(node, path);
    Trees.checkVersion(o, path);
    Rules rules = Trees.rules(o, path);
    int seat = Trees.integer(o, "seat", path, 0, rules.players() - 1);
    CardSet hand = CardSetCodec.INSTANCE.read(Trees.field(o, "hand", path), path + ".hand",
        false);
    List<Move> moves = MoveCodec.readList(Trees.field(o, "moves", path), path + ".moves");
    Optional<Card> trump = Optional.empty();
    JsonNode t = o.get("turnedTrump");
    if (t != null && !t.isNull()) {
      trump = Optional.of(CardCodec.INSTANCE.read(t, path + ".turnedTrump", false));
    }
    PlayerView view;
    try {
      view = PlayerView.fromHistory(rules, seat, hand, trump, moves);
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new Bad(path + ": " + e.getMessage());
    }
    Agreement.agree(o, write(view, true), path);
    return view;
  }
}
