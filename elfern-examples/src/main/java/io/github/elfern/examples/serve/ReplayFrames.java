package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.PartialDeck;
import java.util.List;

/**
 * The replay of an EGN record for the page's replay tab: the frame {@code {"type":"replay",...}}
 * with the seats' names and, for the deal and after each trick, every hand face up, the stock,
 * the turned trump, the points and the last trick. It needs no table and holds nothing.
 *
 * <p>Only cards at known places of the record's deck are shown; the replay of a partial record
 * has put the others somewhere by guess, and they are shown as unknown ({@link #UNKNOWN}).
 */
final class ReplayFrames {

  /** How a replay shows a card that the record does not show. */
  static final String UNKNOWN = "??";

  private final ObjectMapper mapper;

  ReplayFrames(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  /**
   * {@return the replay frame of a record}
   *
   * @param egn the record's text
   * @throws IllegalArgumentException if the record has an error (its message says which)
   */
  String replay(String egn) {
    GameRecord record = GameRecord.parse(egn);
    List<GameState> states = record.replay();
    CardSet known = record.deck().map(PartialDeck::knownCards).orElse(CardSet.EMPTY);
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "replay");
    // the record's letters ([Suits "german"]), which the page shows the record in
    f.put("suits", record.suits().id());
    if (states.get(states.size() - 1).isOver()) {
      // The JSON module writes a record only as a finished deal; a partial one is sent as its
      // positions alone.
      f.set("record", mapper.valueToTree(record));
    }
    ArrayNode seats = f.putArray("names");
    GameState first = states.get(0);
    List<String> names = record.seats();
    for (int s = 0; s < first.players(); s++) {
      seats.add(s < names.size() ? names.get(s) : "Seat " + s);
    }
    ArrayNode positions = f.putArray("positions");
    for (GameState s : states) {
      if (!s.currentTrick().isEmpty() && !s.isOver()) {
        continue;
      }
      ObjectNode p = positions.addObject();
      ArrayNode hands = p.putArray("hands");
      for (int i = 0; i < s.players(); i++) {
        ArrayNode hand = hands.addArray();
        int unknown = 0;
        for (Card c : s.hand(i)) {
          if (known.contains(c)) {
            hand.add(c.notation());
          } else {
            unknown++;
          }
        }
        for (int k = 0; k < unknown; k++) {
          hand.add(UNKNOWN);
        }
      }
      p.put("stockSize", s.stockSize());
      s.turnedTrump().ifPresent(c -> p.put("turnedTrump",
          known.contains(c) ? c.notation() : UNKNOWN));
      ArrayNode points = p.putArray("points");
      ArrayNode won = p.putArray("tricksWon");
      for (int i = 0; i < s.players(); i++) {
        points.add(s.points(i));
        won.add(s.tricksWon(i));
      }
      List<Trick> tricks = s.tricks();
      p.put("trickNumber", tricks.size());
      if (!tricks.isEmpty()) {
        p.set("lastTrick", mapper.valueToTree(tricks.get(tricks.size() - 1)));
      }
      p.put("over", s.isOver());
      if (s.isOver()) {
        p.set("result", mapper.valueToTree(s.result()));
      }
    }
    return f.toString();
  }
}
