package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.Outcome;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.MatchStep;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The wire format in one place: each type to a tree and back. Reading checks every field's type
 * and size, rebuilds the value through the core's own factories (which check the rules), then
 * checks that every derived field given agrees with the value rebuilt.
 */
final class Wire {
  private Wire() {}

  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** The largest EGN text a finished deal may carry, in characters. */
  static final int MAX_EGN = ElfernJson.MAX_EGN;

  // --- writing -------------------------------------------------------------------------------

  static ObjectNode object(boolean top) {
    ObjectNode o = F.objectNode();
    if (top) {
      o.put("v", ElfernJson.VERSION);
    }
    return o;
  }

  static ArrayNode cards(Iterable<Card> cards) {
    ArrayNode a = F.arrayNode();
    for (Card c : cards) {
      a.add(c.notation());
    }
    return a;
  }

  static ArrayNode moves(List<Move> moves) {
    ArrayNode a = F.arrayNode();
    for (Move m : moves) {
      a.add(m.notation());
    }
    return a;
  }

  static ArrayNode ints(int[] values) {
    ArrayNode a = F.arrayNode();
    for (int v : values) {
      a.add(v);
    }
    return a;
  }

  static ArrayNode ints(List<Integer> values) {
    ArrayNode a = F.arrayNode();
    for (int v : values) {
      a.add(v);
    }
    return a;
  }

  static ObjectNode view(PlayerView v, boolean top) {
    ObjectNode o = object(top);
    int n = v.players();
    o.put("rules", v.rules().notation());
    o.put("seat", v.seat());
    o.put("players", n);
    o.set("hand", cards(v.hand()));
    v.turnedTrump().ifPresent(c -> o.put("turnedTrump", c.notation()));
    v.trumpSuit().ifPresent(s -> o.put("trumpSuit", String.valueOf(s.letter())));
    List<Move> all = new ArrayList<>();
    for (Trick t : v.tricks()) {
      all.addAll(t.moves());
    }
    all.addAll(v.currentTrick());
    o.set("moves", moves(all));
    o.put("leader", v.leader());
    o.put("toMove", v.toMove());
    o.put("myTurn", v.isMyTurn() && !v.isOver());
    o.put("over", v.isOver());
    o.set("currentTrick", moves(v.currentTrick()));
    ArrayNode tricks = F.arrayNode();
    for (Trick t : v.tricks()) {
      tricks.add(trick(t, false));
    }
    o.set("tricks", tricks);
    o.put("stockSize", v.stockSize());
    int[] sizes = new int[n];
    int[] points = new int[n];
    int[] won = new int[n];
    ArrayNode voids = F.arrayNode();
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
    o.set("handSizes", ints(sizes));
    o.set("points", ints(points));
    o.set("tricksWon", ints(won));
    o.set("voids", voids);
    o.set("legal", v.isMyTurn() && !v.isOver() ? moves(v.legalMoves()) : F.arrayNode());
    return o;
  }

  static ObjectNode trick(Trick t, boolean top) {
    ObjectNode o = object(top);
    o.put("number", t.number());
    o.put("leader", t.leader());
    o.put("winner", t.winner());
    o.set("moves", moves(t.moves()));
    return o;
  }

  static ObjectNode result(DealResult r, boolean top) {
    ObjectNode o = object(top);
    o.put("rules", r.rules().notation());
    o.set("points", ints(r.points()));
    int[] tricks = new int[r.players()];
    for (int i = 0; i < tricks.length; i++) {
      tricks[i] = r.tricks(i);
    }
    o.set("tricks", ints(tricks));
    o.put("outcome", r.outcome().name().toLowerCase(Locale.ROOT));
    r.winner().ifPresent(w -> o.put("winner", w));
    r.loser().ifPresent(l -> o.put("loser", l));
    o.set("settlement", ints(r.settlement()));
    o.put("notation", r.notation());
    return o;
  }

  static ObjectNode scoredDeal(ScoredDeal d, boolean top) {
    ObjectNode o = object(top);
    o.put("number", d.number());
    o.set("seating", ints(d.seating()));
    d.sittingOut().ifPresent(p -> o.put("sittingOut", p));
    o.set("result", result(d.result(), false));
    o.put("kind", d.kind().name().toLowerCase(Locale.ROOT));
    o.put("multiplier", d.multiplier());
    o.set("awards", ints(d.awards()));
    o.set("totals", ints(d.totals()));
    o.put("pot", d.pot());
    return o;
  }

  static ObjectNode matchTable(MatchTable m, boolean top) {
    if (m.deals().size() > ElfernJson.MAX_DEALS) {
      throw new Bad("match.deals has " + m.deals().size() + " entries, at most "
          + ElfernJson.MAX_DEALS + " are allowed (the reader would refuse it)");
    }
    ObjectNode o = object(top);
    o.put("rules", m.rules().notation());
    o.put("scoring", m.scoring().notation());
    ArrayNode players = F.arrayNode();
    m.players().forEach(players::add);
    o.set("players", players);
    ArrayNode deals = F.arrayNode();
    for (ScoredDeal d : m.deals()) {
      deals.add(scoredDeal(d, false));
    }
    o.set("deals", deals);
    o.set("totals", ints(m.totals()));
    o.put("pot", m.pot());
    o.put("multiplier", m.multiplier());
    o.put("dealer", m.dealer());
    o.put("over", m.over());
    m.winner().ifPresent(w -> o.put("winner", w));
    return o;
  }

  static ObjectNode finishedDeal(GameRecord r, boolean top) {
    checkFinished(r, "record");
    ObjectNode o = object(top);
    r.rules().ifPresent(rules -> o.put("rules", rules.notation()));
    ObjectNode tags = F.objectNode();
    for (Map.Entry<String, String> e : r.tags().entrySet()) {
      tags.put(e.getKey(), e.getValue());
    }
    o.set("tags", tags);
    ArrayNode seats = F.arrayNode();
    r.seats().forEach(seats::add);
    o.set("seats", seats);
    ArrayNode moves = F.arrayNode();
    r.moves().forEach(m -> moves.add(m.move().notation()));
    o.set("moves", moves);
    o.put("termination", r.termination());
    String egn = EgnWriter.write(r);
    if (egn.length() > MAX_EGN) {
      throw new Bad("record.egn is " + egn.length() + " characters long, at most " + MAX_EGN
          + " are allowed (the reader would refuse it)");
    }
    try {
      GameRecord.parse(egn);
    } catch (IllegalArgumentException e) {
      throw new Bad("record.egn does not read back, so it is not written: " + e.getMessage());
    }
    o.put("egn", egn);
    return o;
  }

  // --- reading -------------------------------------------------------------------------------

  /** A problem with the input, with the path of the field (e.g. {@code view.hand[2]}). */
  static final class Bad extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Bad(String message) {
      super(message, null, false, false);
    }
  }

  static ObjectNode expectObject(JsonNode n, String path) {
    if (!(n instanceof ObjectNode)) {
      throw new Bad(path + " must be a JSON object, not " + kind(n));
    }
    return (ObjectNode) n;
  }

  static void checkVersion(ObjectNode o, String path) {
    JsonNode v = o.get("v");
    if (v == null) {
      throw new Bad(path + ".v is missing (this reader speaks version " + ElfernJson.VERSION
          + ")");
    }
    if (!v.isInt() || v.intValue() != ElfernJson.VERSION) {
      throw new Bad(path + ".v is " + clip(v.toString()) + ", this reader speaks version "
          + ElfernJson.VERSION + " only");
    }
  }

  private static String kind(JsonNode n) {
    return n == null || n.isMissingNode() ? "missing" : n.getNodeType().name().toLowerCase(Locale.ROOT);
  }

  static String clip(String s) {
    return s.length() <= 40 ? s : s.substring(0, 37) + "...";
  }

  static JsonNode field(ObjectNode o, String name, String path) {
    JsonNode n = o.get(name);
    if (n == null || n.isNull()) {
      throw new Bad(path + "." + name + " is missing");
    }
    return n;
  }

  static String text(ObjectNode o, String name, String path, int max) {
    JsonNode n = field(o, name, path);
    return text(n, path + "." + name, max);
  }

  static String text(JsonNode n, String path, int max) {
    if (!n.isTextual()) {
      throw new Bad(path + " must be a string, not " + kind(n));
    }
    String s = n.textValue();
    if (s.length() > max) {
      throw new Bad(path + " is " + s.length() + " characters long, at most " + max
          + " are allowed");
    }
    return s;
  }

  static int integer(ObjectNode o, String name, String path, int min, int max) {
    return integer(field(o, name, path), path + "." + name, min, max);
  }

  static int integer(JsonNode n, String path, int min, int max) {
    if (!n.isIntegralNumber() || !n.canConvertToInt()) {
      throw new Bad(path + " must be an integer, not " + clip(n.toString()));
    }
    int v = n.intValue();
    if (v < min || v > max) {
      throw new Bad(path + " is " + v + ", not in " + min + " to " + max);
    }
    return v;
  }

  static OptionalInt optionalInteger(ObjectNode o, String name, String path, int min, int max) {
    JsonNode n = o.get(name);
    if (n == null || n.isNull()) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(integer(n, path + "." + name, min, max));
  }

  static boolean bool(ObjectNode o, String name, String path) {
    JsonNode n = field(o, name, path);
    if (!n.isBoolean()) {
      throw new Bad(path + "." + name + " must be true or false, not " + clip(n.toString()));
    }
    return n.booleanValue();
  }

  static ArrayNode array(ObjectNode o, String name, String path, int max) {
    return array(field(o, name, path), path + "." + name, max);
  }

  static ArrayNode array(JsonNode n, String path, int max) {
    if (!n.isArray()) {
      throw new Bad(path + " must be an array, not " + kind(n));
    }
    if (n.size() > max) {
      throw new Bad(path + " has " + n.size() + " entries, at most " + max + " are allowed");
    }
    return (ArrayNode) n;
  }

  static int[] ints(ObjectNode o, String name, String path, int size, int min, int max) {
    ArrayNode a = array(o, name, path, size);
    if (a.size() != size) {
      throw new Bad(path + "." + name + " has " + a.size() + " entries, one per seat (" + size
          + ") expected");
    }
    int[] out = new int[size];
    for (int i = 0; i < size; i++) {
      out[i] = integer(a.get(i), path + "." + name + "[" + i + "]", min, max);
    }
    return out;
  }

  static List<Integer> intList(ObjectNode o, String name, String path, int max, int min,
      int maxValue) {
    ArrayNode a = array(o, name, path, max);
    List<Integer> out = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      out.add(integer(a.get(i), path + "." + name + "[" + i + "]", min, maxValue));
    }
    return out;
  }

  /** A card token of JSON.md's grammar: rank {@code A K Q J T 9 8 7}, then suit {@code C S H D}. */
  private static final java.util.regex.Pattern CARD =
      java.util.regex.Pattern.compile("[AKQJT987][CSHD]");

  /** A move token of JSON.md's grammar: a card, or a card with {@code =Z}. */
  private static final java.util.regex.Pattern MOVE =
      java.util.regex.Pattern.compile("[AKQJT987][CSHD](=Z)?");

  static Card card(JsonNode n, String path) {
    String s = text(n, path, 8);
    try {
      if (!CARD.matcher(s).matches()) {
        throw new IllegalArgumentException(s);
      }
      return Card.parse(s);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ": '" + s + "' is not a card (rank A K Q J T 9 8 7, then suit C S H D,"
          + " e.g. \"QH\")");
    }
  }

  static Move move(JsonNode n, String path) {
    String s = text(n, path, 8);
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

  static CardSet cardSet(JsonNode n, String path) {
    ArrayNode a = array(n, path, 32);
    CardSet set = CardSet.EMPTY;
    for (int i = 0; i < a.size(); i++) {
      Card c = card(a.get(i), path + "[" + i + "]");
      if (set.contains(c)) {
        throw new Bad(path + "[" + i + "]: card " + c + " is given twice");
      }
      set = set.with(c);
    }
    return set;
  }

  static List<Move> moveList(JsonNode n, String path) {
    ArrayNode a = array(n, path, 32);
    List<Move> out = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      out.add(move(a.get(i), path + "[" + i + "]"));
    }
    return out;
  }

  static Rules rules(ObjectNode o, String path) {
    String s = text(o, "rules", path, 400);
    try {
      return Rules.parse(s);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ".rules: " + e.getMessage());
    }
  }

  /**
   * Checks that every field of {@code given} also in {@code expected} has the same value, at every
   * level: a nested object may leave out its derived fields too.
   */
  static void agree(ObjectNode given, ObjectNode expected, String path) {
    String d = difference(given, expected, path, "the rest of the object gives");
    if (d != null) {
      throw new Bad(d);
    }
  }

  /** Fields written only when they have a value (an absent optional is an absent field). */
  private static final java.util.Set<String> OPTIONAL =
      java.util.Set.of("winner", "loser", "turnedTrump", "trumpSuit", "sittingOut");

  /** Fields whose object value is compared whole (a map, not a wire object). */
  private static final java.util.Set<String> WHOLE = java.util.Set.of("tags");

  /**
   * Returns {@code null} if every field of {@code given} (recursively, in objects and in arrays of
   * the same length) has the value of {@code want}; else a message that names the innermost field
   * that differs and shows both values, e.g. {@code deal.awards[0] is 999 but <source> -2}.
   */
  static String difference(JsonNode given, JsonNode want, String path, String source) {
    if (given.isObject() && want.isObject() && !WHOLE.contains(lastName(path))) {
      Iterator<Map.Entry<String, JsonNode>> it = given.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode w = want.get(e.getKey());
        if (w == null) {
          if (e.getValue().isNull()) {
            continue;
          }
          if (OPTIONAL.contains(e.getKey())) {
            return path + "." + e.getKey() + " is " + window(e.getValue().toString(), 0) + " but "
                + source + " none";
          }
          return path + "." + e.getKey() + " is not a field of this object";
        }
        String d = difference(e.getValue(), w, path + "." + e.getKey(), source);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (given.isArray() && want.isArray() && given.size() == want.size()) {
      for (int i = 0; i < given.size(); i++) {
        String d = difference(given.get(i), want.get(i), path + "[" + i + "]", source);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (given.equals(want)) {
      return null;
    }
    if (given.isTextual() && want.isTextual() && (given.textValue().indexOf('\n') >= 0
        || want.textValue().indexOf('\n') >= 0)) {
      return lineDifference(given.textValue(), want.textValue(), path, source);
    }
    String a = given.toString();
    String b = want.toString();
    int at = firstDifference(a, b);
    return path + " is " + window(a, at) + " but " + source + " " + window(b, at);
  }

  /** The message for texts of several lines (EGN) that differ: the first line that differs. */
  static String lineDifference(String given, String want, String path, String source) {
    String[] a = given.split("\n", -1);
    String[] b = want.split("\n", -1);
    int line = 0;
    while (line < a.length && line < b.length && a[line].equals(b[line])) {
      line++;
    }
    String left = line < a.length ? F.textNode(a[line]).toString() : "the end of the text";
    String right = line < b.length ? F.textNode(b[line]).toString() : "the end of the text";
    int at = firstDifference(left, right);
    return path + " line " + (line + 1) + " is " + window(left, at) + " but " + source + " "
        + window(right, at);
  }

  private static String lastName(String path) {
    return path.substring(path.lastIndexOf('.') + 1);
  }

  private static int firstDifference(String a, String b) {
    int i = 0;
    while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    return i;
  }

  /** The text whole if it is short, else about 100 characters around {@code at}. */
  static String window(String s, int at) {
    if (s.length() <= 120) {
      return s;
    }
    int from = Math.max(0, Math.min(at - 30, s.length() - 100));
    int to = Math.min(s.length(), from + 100);
    return (from > 0 ? "..." : "") + s.substring(from, to) + (to < s.length() ? "..." : "");
  }

  static PlayerView readView(JsonNode node, String path) {
    ObjectNode o = expectObject(node, path);
    checkVersion(o, path);
    Rules rules = rules(o, path);
    int seat = integer(o, "seat", path, 0, rules.players() - 1);
    CardSet hand = cardSet(field(o, "hand", path), path + ".hand");
    List<Move> moves = moveList(field(o, "moves", path), path + ".moves");
    Optional<Card> trump = Optional.empty();
    JsonNode t = o.get("turnedTrump");
    if (t != null && !t.isNull()) {
      trump = Optional.of(card(t, path + ".turnedTrump"));
    }
    PlayerView view;
    try {
      view = PlayerView.fromHistory(rules, seat, hand, trump, moves);
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new Bad(path + ": " + e.getMessage());
    }
    agree(o, view(view, true), path);
    return view;
  }

  static DealResult readResult(JsonNode node, String path, boolean top) {
    ObjectNode o = expectObject(node, path);
    if (top) {
      checkVersion(o, path);
    }
    Rules rules = rules(o, path);
    int n = rules.players();
    int[] points = ints(o, "points", path, n, 0, 1000);
    int[] tricks = ints(o, "tricks", path, n, 0, 32);
    DealResult r;
    try {
      r = DealResult.of(rules, points, tricks);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ": " + e.getMessage());
    }
    agree(o, result(r, top), path);
    return r;
  }

  /**
   * Reads a scored deal. Its seating, sitting-out player and kind are checked against its result
   * by the deal itself ({@link ScoredDeal}'s constructor); its awards, totals, multiplier and pot
   * by the match table that holds it ({@code alone} false) or, for a deal read alone, by {@link
   * MatchStep#checkAlone}.
   */
  static ScoredDeal readScoredDeal(JsonNode node, String path, boolean top, boolean alone) {
    ObjectNode o = expectObject(node, path);
    if (top) {
      checkVersion(o, path);
    }
    int number = integer(o, "number", path, 1, 1_000_000);
    List<Integer> seating = intList(o, "seating", path, 4, 0, 3);
    OptionalInt out = optionalInteger(o, "sittingOut", path, 0, 3);
    DealResult result = readResult(field(o, "result", path), path + ".result", false);
    String kindText = text(o, "kind", path, 16);
    ScoredDeal.Kind kind = null;
    for (ScoredDeal.Kind k : ScoredDeal.Kind.values()) {
      if (k.name().toLowerCase(Locale.ROOT).equals(kindText)) {
        kind = k;
      }
    }
    if (kind == null) {
      throw new Bad(path + ".kind: '" + clip(kindText) + "' is not one of win, stander, tie,"
          + " redeal, settlement");
    }
    int multiplier = integer(o, "multiplier", path, 1, 2);
    List<Integer> awards = intList(o, "awards", path, 4, -1_000_000, 1_000_000);
    List<Integer> totals = intList(o, "totals", path, 4, -1_000_000_000, 1_000_000_000);
    int pot = integer(o, "pot", path, 0, 1_000_000_000);
    ScoredDeal d;
    try {
      d = new ScoredDeal(number, seating, out, result, kind, multiplier, awards, totals, pot);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + "." + e.getMessage());
    }
    if (alone) {
      try {
        MatchStep.checkAlone(d, path);
      } catch (IllegalArgumentException e) {
        throw new Bad(e.getMessage());
      }
    }
    agree(o, scoredDeal(d, top), path);
    return d;
  }

  static MatchTable readMatchTable(JsonNode node, String path) {
    ObjectNode o = expectObject(node, path);
    checkVersion(o, path);
    Rules rules = rules(o, path);
    String scoringText = text(o, "scoring", path, 400);
    Scoring scoring;
    try {
      scoring = Scoring.parse(scoringText);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ".scoring: " + e.getMessage());
    }
    ArrayNode names = array(o, "players", path, 4);
    List<String> players = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      players.add(text(names.get(i), path + ".players[" + i + "]", 100));
    }
    ArrayNode dealNodes = array(o, "deals", path, ElfernJson.MAX_DEALS);
    List<ScoredDeal> deals = new ArrayList<>();
    for (int i = 0; i < dealNodes.size(); i++) {
      deals.add(readScoredDeal(dealNodes.get(i), path + ".deals[" + i + "]", false, false));
    }
    int dealer = integer(o, "dealer", path, 0, 3);
    MatchTable m;
    try {
      m = MatchTable.replay(rules, scoring, players, deals, dealer);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + "." + e.getMessage());
    }
    agree(o, matchTable(m, true), path);
    return m;
  }

  static GameRecord readFinishedDeal(JsonNode node, String path) {
    ObjectNode o = expectObject(node, path);
    checkVersion(o, path);
    String egn = text(o, "egn", path, MAX_EGN);
    GameRecord r;
    try {
      r = GameRecord.parse(egn);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ".egn: " + e.getMessage());
    }
    checkFinished(r, path);
    String canonical = EgnWriter.write(r);
    if (!egn.equals(canonical)) {
      throw new Bad(lineDifference(egn, canonical, path + ".egn",
          "the canonical EGN of the record (as EgnWriter writes it) has") + "; send the EGN"
          + " in canonical form");
    }
    agree(o, finishedDeal(r, true), path);
    return r;
  }

  /**
   * Checks that a record is of a finished deal: a finished deal's tags reveal the deck, so a live
   * deal must never be sent as one.
   */
  static void checkFinished(GameRecord r, String path) {
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
