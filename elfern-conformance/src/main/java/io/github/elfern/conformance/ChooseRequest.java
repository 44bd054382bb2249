package io.github.elfern.conformance;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code choose} request of the line protocol (VECTORS.md, "Bots"): a seat's {@link
 * PlayerView} on one line, and back. Only what the view holds is written, so nothing hidden ever
 * reaches a bot program.
 *
 * <pre>
 * choose seat=1 hand=KC,9S,AH,JH,8H,TD trick=0:QS tricks=0:AC,7C&gt;0 stock=18 trump=-
 *     trump-holder=- sizes=5/6 points=1/0 won=1/0 voids=-/- legal=KC,9S,AH,JH,8H,TD seed=42
 * </pre>
 */
final class ChooseRequest {

  /** The field names, in the order written. */
  static final List<String> FIELDS = List.of("seat", "hand", "trick", "tricks", "stock", "trump",
      "trump-holder", "sizes", "points", "won", "voids", "legal", "seed");

  /** A decoded request: the view and the seed for the bot's random choices. */
  record Decoded(PlayerView view, long seed) {}

  private ChooseRequest() {}

  /**
   * Writes the request for a view.
   *
   * @param view the view of the seat to move
   * @param seed the seed the bot may use for its random choices
   * @return the request line
   */
  static String encode(PlayerView view, long seed) {
    Map<String, String> f = fields(view);
    f.put("seed", Long.toUnsignedString(seed));
    StringBuilder sb = new StringBuilder("choose");
    for (String key : FIELDS) {
      sb.append(' ').append(key).append('=').append(f.get(key));
    }
    return sb.toString();
  }

  private static Map<String, String> fields(PlayerView view) {
    int n = view.players();
    Map<String, String> f = new LinkedHashMap<>();
    f.put("seat", Integer.toString(view.seat()));
    f.put("hand", cards(view.hand()));
    f.put("trick", view.leader() + ":" + moves(view.currentTrick()));
    List<String> tricks = new ArrayList<>();
    for (Trick t : view.tricks()) {
      tricks.add(t.leader() + ":" + moves(t.moves()) + ">" + t.winner());
    }
    f.put("tricks", tricks.isEmpty() ? "-" : String.join("/", tricks));
    f.put("stock", Integer.toString(view.stockSize()));
    f.put("trump", view.turnedTrump().map(Card::notation).orElse("-"));
    String holder = "-";
    if (view.turnedTrump().isPresent()) {
      for (int seat = 0; seat < n; seat++) {
        if (view.knownCards(seat).contains(view.turnedTrump().get())
            && (seat == view.seat() || view.stockSize() == 0)) {
          holder = Integer.toString(seat);
        }
      }
    }
    f.put("trump-holder", holder);
    StringBuilder sizes = new StringBuilder();
    StringBuilder points = new StringBuilder();
    StringBuilder won = new StringBuilder();
    StringBuilder voids = new StringBuilder();
    for (int seat = 0; seat < n; seat++) {
      String sep = seat == 0 ? "" : "/";
      sizes.append(sep).append(view.handSize(seat));
      points.append(sep).append(view.points(seat));
      won.append(sep).append(view.tricksWon(seat));
      StringBuilder v = new StringBuilder();
      for (Suit s : Suit.values()) {
        if (view.voids(seat).contains(s)) {
          v.append(s.letter());
        }
      }
      voids.append(sep).append(v.length() == 0 ? "-" : v);
    }
    f.put("sizes", sizes.toString());
    f.put("points", points.toString());
    f.put("won", won.toString());
    f.put("voids", voids.toString());
    f.put("legal", moves(view.legalMoves()));
    return f;
  }

  private static String cards(CardSet cards) {
    List<String> l = new ArrayList<>();
    for (Card c : cards) {
      l.add(c.notation());
    }
    return l.isEmpty() ? "-" : String.join(",", l);
  }

  private static String moves(List<Move> moves) {
    List<String> l = new ArrayList<>();
    for (Move m : moves) {
      l.add(m.notation());
    }
    return l.isEmpty() ? "-" : String.join(",", l);
  }

  /**
   * Reads a request back into the view it describes, under the rules set before. The view is
   * rebuilt from the seat, its hand, the turned trump and the moves of the tricks ({@link
   * PlayerView#fromHistory}); every other field given must agree with it. Unknown fields are
   * ignored, so that later versions may add some.
   *
   * @param line the request line, starting with {@code choose}
   * @param rules the rules of the deal
   * @return the view and the seed
   * @throws IllegalArgumentException if a field is missing or malformed, or disagrees with the
   *     view the moves give
   */
  static Decoded decode(String line, Rules rules) {
    String[] words = line.strip().split("\\s+");
    if (!words[0].equals("choose")) {
      throw new IllegalArgumentException("not a choose request: '" + line + "'");
    }
    Map<String, String> f = new LinkedHashMap<>();
    for (int i = 1; i < words.length; i++) {
      int eq = words[i].indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("choose field '" + words[i] + "' is not key=value");
      }
      if (f.put(words[i].substring(0, eq), words[i].substring(eq + 1)) != null) {
        throw new IllegalArgumentException("choose field '" + words[i].substring(0, eq)
            + "' is given twice");
      }
    }
    for (String key : List.of("seat", "hand", "trick", "tricks", "trump", "seed")) {
      if (!f.containsKey(key)) {
        throw new IllegalArgumentException("choose needs the field " + key + "=");
      }
    }
    int seat;
    try {
      seat = Integer.parseInt(f.get("seat"));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("choose: seat='" + f.get("seat") + "' is not a number");
    }
    long seed;
    try {
      seed = LibraryAdapter.seed(f.get("seed"));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("choose: " + e.getMessage(), e);
    }
    CardSet hand = f.get("hand").equals("-") ? CardSet.EMPTY
        : CardSet.parse(f.get("hand").replace(',', ' '));
    Optional<Card> trump = f.get("trump").equals("-") ? Optional.empty()
        : Optional.of(Card.parse(f.get("trump")));
    List<Move> history = new ArrayList<>();
    if (!f.get("tricks").equals("-")) {
      for (String t : f.get("tricks").split("/", -1)) {
        int colon = t.indexOf(':');
        int gt = t.indexOf('>');
        if (colon < 0 || gt < colon) {
          throw new IllegalArgumentException("choose: trick '" + t
              + "' is not LEADER:MOVES>WINNER");
        }
        history.addAll(parseMoves(t.substring(colon + 1, gt)));
      }
    }
    String trick = f.get("trick");
    int colon = trick.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException("choose: trick='" + trick + "' is not LEADER:MOVES");
    }
    history.addAll(parseMoves(trick.substring(colon + 1)));
    PlayerView view = PlayerView.fromHistory(rules, seat, hand, trump, history);
    Map<String, String> expected = fields(view);
    for (Map.Entry<String, String> e : f.entrySet()) {
      String want = expected.get(e.getKey());
      if (want != null && !want.equals(e.getValue())) {
        throw new IllegalArgumentException("choose: " + e.getKey() + "=" + e.getValue()
            + " disagrees with the moves under " + rules.notation() + ", which give "
            + e.getKey() + "=" + want);
      }
    }
    return new Decoded(view, seed);
  }

  private static List<Move> parseMoves(String text) {
    List<Move> moves = new ArrayList<>();
    if (!text.equals("-")) {
      for (String token : text.split(",", -1)) {
        moves.add(Move.parse(token));
      }
    }
    return moves;
  }
}
