package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.notation.GameRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Several deals at one table, played as people play them: the seating changes from deal to deal
 * (the dealer alternates, or rotates with four players), and the frame that ends each deal must
 * name that deal's seats and players, with its result, and its record must replay to the same
 * points for the same names. The test knows who sat where on its own: each client remembers the
 * cards it sent, and the replayed record says which seat played each card.
 */
class DealsAtOneTableTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final int DEALS = 4;
  private static WebServer server;

  @BeforeAll
  static void start() {
    server = WebServer.start("127.0.0.1", 0, 0,
        WebServer.Limits.DEFAULT.withEmptyTableGrace(Duration.ZERO).withFrameLimits(10_000,
            10_000));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /**
   * What one client saw of one deal: its seat and the names while the deal was in play, the
   * cards it played, and the frame that ended the deal.
   */
  record Seen(int seat, List<String> names, Set<String> played, JsonNode end) {}

  /**
   * Reads one client's frames to the end of a deal, playing a random legal move at each of its
   * turns (once per position); a watcher ({@code random} null) only reads.
   */
  static Seen playOut(WsClient c, SplittableRandom random) throws Exception {
    int seat = Integer.MIN_VALUE;
    List<String> names = null;
    Set<String> played = new HashSet<>();
    int answered = -1;
    while (true) {
      JsonNode f = c.next("state");
      JsonNode v = f.has("view") ? f.get("view") : f.get("public");
      if (v.get("over").asBoolean()) {
        if (names == null) {
          continue; // the end of the deal before, sent again: this deal has not begun for c
        }
        return new Seen(seat, names, played, f);
      }
      seat = f.get("seat").asInt();
      names = new ArrayList<>();
      for (JsonNode n : f.get("names")) {
        names.add(n.asText());
      }
      int moves = v.get("moves").size();
      if (random != null && v.get("myTurn").asBoolean() && moves != answered) {
        answered = moves;
        JsonNode legal = v.get("legal");
        String move = legal.get(random.nextInt(legal.size())).asText();
        played.add(Move.parse(move).card().notation());
        c.send("{\"type\":\"play\",\"move\":\"" + move + "\"}");
      }
    }
  }

  /**
   * Checks the end of one deal as one person saw it against the deal as it was played: the end
   * frame's seat and names are those of the deal, the cards this person sent were played from
   * that seat, and the result and the saved record give each name the points of its seat.
   *
   * @param me the name of this person at the table, or null for a watcher
   */
  static void checkEnd(String what, Seen seen, String me) {
    JsonNode end = seen.end();
    String egn = end.get("finished").get("egn").asText();
    GameRecord record = GameRecord.parse(egn);
    List<GameState> states = record.replay();
    GameState last = states.get(states.size() - 1);
    assertThat(last.isOver()).as(what).isTrue();
    // who played each card, as the record tells it
    Map<String, Integer> playedFrom = new HashMap<>();
    for (int k = 0; k < record.moves().size(); k++) {
      playedFrom.put(record.moves().get(k).move().card().notation(), states.get(k).toMove());
    }
    if (me != null) {
      assertThat(seen.names().get(seen.seat())).as(what + ": my name while playing")
          .isEqualTo(me);
      for (String card : seen.played()) {
        assertThat(playedFrom.get(card)).as(what + ": the seat that played my " + card
            + " in the record\n" + egn).isEqualTo(seen.seat());
      }
      assertThat(playedFrom.values().stream().filter(s -> s == seen.seat()).count())
          .as(what + ": the cards my seat played in the record").isEqualTo(seen.played().size());
      assertThat(end.get("seat").asInt()).as(what + ": the end frame's seat").isEqualTo(
          seen.seat());
    } else {
      assertThat(end.get("seat").asInt()).as(what + ": a watcher's seat").isEqualTo(-1);
    }
    List<String> endNames = new ArrayList<>();
    end.get("names").forEach(n -> endNames.add(n.asText()));
    assertThat(endNames).as(what + ": the end frame's names").isEqualTo(seen.names());
    List<String> recordSeats = new ArrayList<>();
    end.get("finished").get("seats").forEach(n -> recordSeats.add(n.asText()));
    assertThat(recordSeats).as(what + ": the finished record's seats").isEqualTo(seen.names());
    assertThat(record.seats()).as(what + ": the saved record's Players\n" + egn)
        .isEqualTo(seen.names());
    // each name gets the points of the seat it played, in the end frame and in the record
    Map<String, Integer> truth = new HashMap<>();
    Map<String, Integer> framed = new HashMap<>();
    Map<String, Integer> replayed = new HashMap<>();
    for (int s = 0; s < last.players(); s++) {
      truth.put(seen.names().get(s), last.result().points(s));
      framed.put(endNames.get(s), end.get("result").get("points").get(s).asInt());
      replayed.put(record.seats().get(s), last.result().points(s));
    }
    assertThat(framed).as(what + ": points per name in the end frame").isEqualTo(truth);
    assertThat(replayed).as(what + ": points per name in the replayed record").isEqualTo(truth);
    assertThat(end.get("result").get("notation").asText()).as(what + ": the result")
        .isEqualTo(last.result().notation());
    checkDraws(what, end.get("draws"), states, me == null ? -1 : seen.seat());
    // what a tie means, for the page's words: a Ständer in elfern and elfern-trumps, nothing in
    // Fünfzehnern, which is settled against fifteen (docs/rules.md#results, #stander)
    assertThat(end.get("tieRule").asText()).as(what + ": the rules' tie")
        .isEqualTo(last.rules().preset().id().startsWith("elfern") ? "stander"
            : "not_applicable");
  }

  /**
   * Checks what the end frame tells a seat of the draws against the replayed deal, whose hands
   * say who drew what after each trick: the seats that drew, winner first and then in playing
   * order (docs/rules.md#stock); the card this seat drew; the turned trump and who drew it;
   * no other card.
   */
  private static void checkDraws(String what, JsonNode draws, List<GameState> states, int seat) {
    List<JsonNode> expected = new ArrayList<>();
    for (int i = 0; i + 1 < states.size(); i++) {
      GameState before = states.get(i);
      GameState after = states.get(i + 1);
      if (after.tricks().size() == before.tricks().size()) {
        continue;
      }
      int n = after.players();
      int winner = after.leader();
      ObjectNode o = MAPPER.createObjectNode();
      o.put("trick", after.tricks().size());
      var seats = o.putArray("seats");
      for (int k = 0; k < n; k++) {
        int s = (winner + k) % n;
        for (var c : after.hand(s).minus(before.hand(s))) {
          seats.add(s);
          if (s == seat) {
            o.put("mine", c.notation());
          }
          if (before.turnedTrump().isPresent() && before.turnedTrump().get().equals(c)) {
            o.put("turnedTo", s);
            o.put("turned", c.notation());
          }
        }
      }
      expected.add(o);
    }
    List<JsonNode> got = new ArrayList<>();
    draws.forEach(got::add);
    assertThat(got).as(what + ": the draws told to seat " + seat).isEqualTo(expected);
  }

  static String create(String game, String mode, String... opponents) {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("type", "create");
    o.put("game", game);
    o.put("mode", mode);
    if (!game.equals("fuenfzehnern")) {
      // the dealer alternates (by default the loser deals, and one side may lose every deal)
      o.put("scoring", "tendler dealer=alternate");
    }
    var opp = o.putArray("opponents");
    for (String x : opponents) {
      opp.add(x);
    }
    return o.toString();
  }

  @ParameterizedTest(name = "{0}, {1} mode, against {2}")
  @CsvSource({
      "elfern, match, heuristic",
      "elfern-trumps, match, random",
      "elfern, deal, heuristic",
      "fuenfzehnern, match, heuristic random heuristic"})
  void againstBots_everyDealEndsWithItsOwnSeatsNamesAndRecord(String game, String mode,
      String bots) throws Exception {
    SplittableRandom random = new SplittableRandom(game.hashCode() ^ mode.hashCode());
    try (WsClient a = new WsClient(server.port())) {
      a.send(create(game, mode, bots.split(" ")));
      List<Integer> seats = new ArrayList<>();
      for (int deal = 1; deal <= DEALS; deal++) {
        Seen seen = playOut(a, random);
        checkEnd(game + " deal " + deal, seen, "Player 1");
        seats.add(seen.seat());
        a.send("{\"type\":\"next\"}");
      }
      if (mode.equals("match")) {
        // the seating changed from deal to deal, or the ends above checked nothing that moves
        assertThat(new HashSet<>(seats)).as("my seats").hasSizeGreaterThan(1);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"elfern", "elfern-trumps"})
  void twoPeopleAndAWatcher_everyDealEndsWithItsOwnSeatsNamesAndRecord(String game)
      throws Exception {
    SplittableRandom random = new SplittableRandom(game.hashCode());
    try (WsClient a = new WsClient(server.port()); WsClient b = new WsClient(server.port());
        WsClient w = new WsClient(server.port())) {
      a.send(create(game, "match", "person"));
      JsonNode seat = a.next("seat");
      String table = seat.get("table").asText();
      b.send("{\"type\":\"join\",\"table\":\"" + table + "\",\"invite\":\""
          + seat.get("invite").asText() + "\"}");
      b.next("seat");
      w.send("{\"type\":\"watch\",\"table\":\"" + table + "\"}");
      w.next("state"); // watching before the first card is played
      List<Integer> seats = new ArrayList<>();
      for (int deal = 1; deal <= DEALS; deal++) {
        SplittableRandom ra = random.split();
        SplittableRandom rb = random.split();
        CompletableFuture<Seen> sa = async(() -> playOut(a, ra));
        CompletableFuture<Seen> sb = async(() -> playOut(b, rb));
        CompletableFuture<Seen> sw = async(() -> playOut(w, null));
        String what = game + " deal " + deal;
        checkEnd(what + ", Player 1", sa.join(), "Player 1");
        checkEnd(what + ", Player 2", sb.join(), "Player 2");
        checkEnd(what + ", the watcher", sw.join(), null);
        assertThat(sw.join().names()).as(what + ": the watcher's names")
            .isEqualTo(sa.join().names());
        seats.add(sa.join().seat());
        a.send("{\"type\":\"next\"}");
      }
      assertThat(new HashSet<>(seats)).as("Player 1's seats").hasSize(2);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"elfern", "fuenfzehnern"})
  void aMoveFromASeatNotToPlay_isRefusedWithAMessageThatNamesNoCard(String game)
      throws Exception {
    java.util.regex.Pattern card = java.util.regex.Pattern.compile("\\b[AKQJT987][CSHD]\\b");
    String[] opponents = game.equals("fuenfzehnern") ? new String[] {"person", "random",
        "random"} : new String[] {"person"};
    try (WsClient a = new WsClient(server.port()); WsClient b = new WsClient(server.port())) {
      a.send(create(game, "match", opponents));
      JsonNode seat = a.next("seat");
      b.send("{\"type\":\"join\",\"table\":\"" + seat.get("table").asText()
          + "\",\"invite\":\"" + seat.get("invite").asText() + "\"}");
      b.next("seat");
      // once a person is to move, nothing moves until they do: the other person tries every
      // card, their own, the mover's, the bots' and the stock's
      JsonNode f = a.next("state");
      while (f.get("bots").get(f.get("view").get("toMove").asInt()).asBoolean()) {
        f = a.next("state");
      }
      WsClient waiting = f.get("view").get("myTurn").asBoolean() ? b : a;
      for (io.github.elfern.card.Card c : io.github.elfern.card.Card.values()) {
        waiting.send("{\"type\":\"play\",\"move\":\"" + c.notation() + "\"}");
        String message = waiting.next("error").get("message").asText();
        assertThat(message).as(c.notation()).startsWith("not your turn");
        assertThat(card.matcher(message).find()).as(message).isFalse();
      }
    }
  }

  /** Something a client does that may throw. */
  interface Step<T> {
    T run() throws Exception;
  }

  /** Runs a client's steps on a thread of its own (the common pool may have only one). */
  static <T> CompletableFuture<T> async(Step<T> step) {
    CompletableFuture<T> f = new CompletableFuture<>();
    Thread t = new Thread(() -> {
      try {
        f.complete(step.run());
      } catch (Throwable e) {
        f.completeExceptionally(e);
      }
    }, "client");
    t.setDaemon(true);
    t.start();
    return f;
  }
}
