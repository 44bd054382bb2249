package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Preset;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a person at a table of the server is told: refusals in the letters they read
 * cards in, short names for bots with their full spec beside, the tricks so far and the draws
 * (holding nothing the seat has not seen), the bot delay a player sets, and requests checked
 * before anything is done for them.
 */
class TableWordsTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Pattern CARD = Pattern.compile("\"([AKQJT987][CSHD])(=Z)?\"");
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

  private static String frame(Object... fieldsAndValues) {
    ObjectNode o = MAPPER.createObjectNode();
    for (int i = 0; i < fieldsAndValues.length; i += 2) {
      Object v = fieldsAndValues[i + 1];
      if (v instanceof Number n) {
        o.put((String) fieldsAndValues[i], n.longValue());
      } else {
        o.put((String) fieldsAndValues[i], (String) v);
      }
    }
    return o.toString();
  }

  private static JsonNode nextState(WsClient c, Predicate<JsonNode> test) throws Exception {
    while (true) {
      JsonNode f = c.next("state");
      if (test.test(f)) {
        return f;
      }
    }
  }

  /**
   * A French card token in German letters, from the table of docs/rules.md#deck (ranks A K O U T
   * 9 8 7 for A K Q J T 9 8 7; suits E G H S for C S H D), written here independently of the
   * library.
   */
  private static String german(String french) {
    return "AKOUT987".charAt("AKQJT987".indexOf(french.charAt(0))) + ""
        + "EGHS".charAt("CSHD".indexOf(french.charAt(1)));
  }

  private static String german(JsonNode cards) {
    List<String> out = new ArrayList<>();
    cards.forEach(n -> out.add(german(n.asText())));
    return String.join(" ", out);
  }

  @Test
  void aPerson_namesTheirPlace_withinBounds() throws Exception {
    try (WsClient c = new WsClient(server.port())) {
      c.send(frame("type", "create", "game", "elfern", "mode", "deal"));
      JsonNode first = c.next("state");
      int me = first.get("seat").asInt();
      c.send(frame("type", "name", "name", "  Anna  "));
      JsonNode named = nextState(c, f -> f.get("names").get(me).asText().equals("Anna"));
      assertThat(named.get("names").get(1 - me).asText()).isNotEqualTo("Anna");
      c.send(frame("type", "name", "name", ""));
      assertThat(c.next("error").get("message").asText()).contains("1 to 20 characters");
      c.send(frame("type", "name", "name", "A\u0007B"));
      assertThat(c.next("error").get("message").asText()).contains("control characters");
      c.send(frame("type", "name", "name", "x".repeat(21)));
      assertThat(c.next("error").get("message").asText()).contains("1 to 20 characters");
      c.send(frame("type", "name", "name", named.get("names").get(1 - me).asText()));
      assertThat(c.next("error").get("message").asText()).contains("another place");
    }
  }

  @Test
  void aPlayerOfTheGermanLanguage_isRefusedInGerman_andNoFrameNamesAnUnseenCard()
      throws Exception {
    // A whole deal in German words and letters: each refusal said by its rule in German, and
    // neither a refusal nor a frame names a card that the seat has not seen.
    try (WsClient c = new WsClient(server.port())) {
      c.send(frame("type", "lang", "lang", "de"));
      c.send(frame("type", "suits", "suits", "german"));
      c.send(frame("type", "create", "game", "elfern", "mode", "deal"));
      Set<String> seen = new HashSet<>();
      Set<String> germanSeen = new HashSet<>();
      boolean notHeldTold = false;
      int refusals = 0;
      while (true) {
        JsonNode f = c.next("state");
        JsonNode v = f.get("view");
        v.get("hand").forEach(n -> seen.add(n.asText()));
        v.get("moves").forEach(n -> seen.add(n.asText().replace("=Z", "")));
        if (v.has("turnedTrump")) {
          seen.add(v.get("turnedTrump").asText());
        }
        Matcher m = CARD.matcher(f.toString());
        while (m.find()) {
          assertThat(seen).as("a card in a frame").contains(m.group(1));
        }
        if (v.get("over").asBoolean()) {
          break;
        }
        if (!v.get("myTurn").asBoolean()) {
          continue;
        }
        seen.forEach(x -> germanSeen.add(german(x)));
        Set<String> legal = new HashSet<>();
        v.get("legal").forEach(n -> legal.add(n.asText().replace("=Z", "")));
        String tried = null;
        for (JsonNode n : v.get("hand")) {
          if (!legal.contains(n.asText())) {
            tried = n.asText();
            break;
          }
        }
        if (tried == null && !notHeldTold) {
          for (Card card : Card.values()) {
            if (!seen.contains(card.notation())) {
              tried = card.notation();
              break;
            }
          }
        }
        if (tried != null) {
          c.send(frame("type", "play", "move", tried));
          String refused = c.next("error").get("message").asText();
          refusals++;
          if (!seen.contains(tried)) {
            notHeldTold = true;
            assertThat(refused).startsWith(german(tried) + " ist nicht in der Hand (hat ");
          } else {
            assertThat(refused).containsAnyOf("muss", "darf");
          }
          assertThat(refused).contains("; erlaubt: ").doesNotContain("must", "legal");
          Matcher named = Pattern.compile("\\b[AKOUT987][EGHS]\\b").matcher(refused);
          while (named.find()) {
            assertThat(named.group().equals(german(tried)) || germanSeen.contains(named.group()))
                .as("%s names %s", refused, named.group()).isTrue();
          }
        }
        c.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
      }
      assertThat(notHeldTold).isTrue();
      assertThat(refusals).isPositive();
    }
  }

  @Test
  void aPlayerOfGermanCards_isRefusedInGermanLetters() throws Exception {
    // "does not hold OH (holds ...)" in the letters the player chose, not French.
    try (WsClient c = new WsClient(server.port())) {
      c.send(frame("type", "suits", "suits", "german"));
      c.send(frame("type", "create", "game", "elfern", "mode", "deal"));
      JsonNode v = nextState(c, f -> f.get("view").get("myTurn").asBoolean()).get("view");
      Set<String> hand = new HashSet<>();
      v.get("hand").forEach(n -> hand.add(n.asText()));
      String notHeld = null;
      for (Card card : Card.values()) {
        if (!hand.contains(card.notation()) && !v.get("moves").toString().contains(card.notation())) {
          notHeld = card.notation();
          break;
        }
      }
      c.send(frame("type", "play", "move", notHeld));
      String refused = c.next("error").get("message").asText();
      assertThat(refused).contains("does not hold " + german(notHeld) + " (holds "
          + german(v.get("hand")) + ")");
      assertThat(refused).endsWith("; legal: " + german(v.get("legal")));
      // and back to French: the same refusal in French letters
      c.send(frame("type", "suits", "suits", "french"));
      c.send(frame("type", "play", "move", notHeld));
      assertThat(c.next("error").get("message").asText()).contains("does not hold " + notHeld);
      c.send(frame("type", "suits", "suits", "italian"));
      assertThat(c.next("error").get("message").asText()).contains("french or german");
    }
  }

  static List<Preset> presets() {
    return Preset.values();
  }

  @ParameterizedTest
  @MethodSource("presets")
  void theTricksSoFarAndTheDraws_holdOnlyWhatTheSeatHasSeen(Preset preset) throws Exception {
    // the tricks so far, each with its winner, and "you drew X" / "the opponent
    // drew". Checked against the finished record replayed independently: each trick as played,
    // each of the seat's own draws as dealt, another seat's draw only as "drew" (its card only
    // when it was the turned trump, which both have seen), no card the seat has not seen.
    try (WsClient c = new WsClient(server.port()); WsClient w = new WsClient(server.port())) {
      c.send("{\"type\":\"create\",\"game\":\"" + preset.id()
          + "\",\"opponents\":[\"random\",\"heuristic\",\"random\"]}");
      List<JsonNode> frames = new ArrayList<>();
      JsonNode f = c.next("state");
      w.send(frame("type", "watch", "table", f.get("table").asText()));
      while (true) {
        frames.add(f);
        JsonNode v = f.get("view");
        if (v.get("over").asBoolean()) {
          break;
        }
        if (v.get("myTurn").asBoolean()) {
          c.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
        }
        f = c.next("state");
      }
      JsonNode last = frames.get(frames.size() - 1);
      GameRecord record = GameRecord.parse(last.get("finished").get("egn").asText());
      List<GameState> states = record.replay();
      Card turned = states.get(0).turnedTrump().orElse(null);
      for (JsonNode fr : frames) {
        int seat = fr.get("seat").asInt();
        JsonNode v = fr.get("view");
        GameState now = states.get(v.get("moves").size());
        assertThat(v.get("tricks")).hasSize(now.tricks().size());
        JsonNode draws = fr.get("draws");
        assertThat(draws).as("one entry per trick so far").hasSize(now.tricks().size());
        Set<String> seen = new HashSet<>();
        now.hand(seat).forEach(card -> seen.add(card.notation()));
        v.get("moves").forEach(m -> seen.add(m.asText().replace("=Z", "")));
        if (turned != null) {
          seen.add(turned.notation());
        }
        for (int k = 0; k < draws.size(); k++) {
          JsonNode d = draws.get(k);
          GameState before = states.get((k + 1) * now.players() - 1);
          GameState after = states.get((k + 1) * now.players());
          assertThat(v.get("tricks").get(k).get("winner").asInt())
              .isEqualTo(after.tricks().get(k).winner());
          List<Integer> drew = new ArrayList<>();
          d.get("seats").forEach(n -> drew.add(n.asInt()));
          for (int s = 0; s < now.players(); s++) {
            CardSet got = after.hand(s).minus(before.hand(s));
            assertThat(drew.contains(s)).as("trick %d, seat %d drew", k + 1, s)
                .isEqualTo(!got.isEmpty());
            if (s == seat && !got.isEmpty()) {
              assertThat(d.get("mine").asText()).isEqualTo(got.first().notation());
            }
            if (!got.isEmpty() && got.first().equals(turned)) {
              assertThat(d.get("turned").asText()).isEqualTo(turned.notation());
              assertThat(d.get("turnedTo").asInt()).isEqualTo(s);
            }
          }
          if (!drew.contains(seat)) {
            assertThat(d.has("mine")).isFalse();
          }
          Matcher m = CARD.matcher(d.toString());
          while (m.find()) {
            assertThat(seen).as("frame %s", fr).contains(m.group(1));
          }
        }
      }
      // a spectator is told who drew, and no card but the turned trump
      JsonNode watched = w.next("state");
      while (watched.get("draws").size() < states.get(states.size() - 1).tricks().size()) {
        watched = w.next("state");
      }
      for (JsonNode d : watched.get("draws")) {
        assertThat(d.has("mine")).isFalse();
        Matcher m = CARD.matcher(d.toString());
        while (m.find()) {
          assertThat(turned).isNotNull();
          assertThat(m.group(1)).isEqualTo(turned.notation());
        }
      }
    }
  }

  @Test
  void botsHaveShortNames_andTheirSpecsBeside() throws Exception {
    // "Random bot", not "Bot 2 (montecarlo samples=20)"; the same kind twice is
    // numbered by its place; people are "Player N" as the form names them; the spec is kept.
    try (WsClient c = new WsClient(server.port())) {
      c.send("{\"type\":\"create\",\"game\":\"fuenfzehnern\",\"opponents\":"
          + "[\"random\",\"montecarlo samples=20\",\"random\"]}");
      JsonNode f = c.next("state");
      List<String> names = new ArrayList<>();
      List<String> specs = new ArrayList<>();
      f.get("names").forEach(n -> names.add(n.asText()));
      f.get("specs").forEach(n -> specs.add(n.asText()));
      assertThat(names).containsExactlyInAnyOrder("Player 1", "Random bot 2", "Monte Carlo bot",
          "Random bot 4");
      for (int s = 0; s < names.size(); s++) {
        String expected = switch (names.get(s)) {
          case "Player 1" -> "";
          case "Monte Carlo bot" -> "montecarlo samples=20";
          default -> "random";
        };
        assertThat(specs.get(s)).isEqualTo(expected);
      }
    }
  }

  @Test
  void aCreateWithABadBot_isRefusedBeforeThePlayerLeavesTheirTable() throws Exception {
    // the request is checked first; the player stays at their table.
    try (WsClient a = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode first = a.next("state");
      String table = first.get("table").asText();
      int other = 1 - first.get("seat").asInt();
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"superbot\"]}");
      assertThat(a.next("error").get("message").asText()).contains("not offered here");
      // still seated there: the open seat can be given to a bot by a player at the table
      a.send("{\"type\":\"bot\",\"seat\":" + other + ",\"bot\":\"random\"}");
      JsonNode after = a.next("state", "error");
      assertThat(after.get("type").asText()).as(after.toString()).isEqualTo("state");
      assertThat(after.get("table").asText()).isEqualTo(table);
    }
  }

  @Test
  void aSeatKeyThatNeverHeld_isNotToldOfPlayersAway() throws Exception {
    // a wrong key was told "a seat is given up when its player has been away".
    try (WsClient a = new WsClient(server.port()); WsClient x = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seat = a.next("seat");
      String table = seat.get("table").asText();
      x.send(frame("type", "join", "table", table, "token", "ab".repeat(16)));
      String told = x.next("error").get("message").asText();
      assertThat(told).contains("not one of this table's").doesNotContain("away")
          .doesNotContain("given up");
      // with the table link as well, the open seat is taken and the key's fate told
      x.send(frame("type", "join", "table", table, "token", "ab".repeat(16), "invite",
          seat.get("invite").asText()));
      assertThat(x.next("error").get("message").asText()).contains("not one of this table's")
          .contains("open seat");
      assertThat(x.next("seat").get("player").asInt()).isEqualTo(1);
    }
  }

  @Test
  void aSeatKeyGivenUp_isToldSo() throws Exception {
    WebServer.Limits limits = WebServer.Limits.DEFAULT.withEmptyTableGrace(Duration.ZERO)
        .withSeatGrace(Duration.ofMillis(300)).withFrameLimits(10_000, 10_000);
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits);
        WsClient a = new WsClient(s.port()); WsClient late = new WsClient(s.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seat = a.next("seat");
      String table = seat.get("table").asText();
      String token;
      try (WsClient b = new WsClient(s.port())) {
        b.send(frame("type", "join", "table", table, "invite", seat.get("invite").asText()));
        token = b.next("seat").get("token").asText();
      }
      int bSeat = 1 - a.next("state").get("seat").asInt();
      nextState(a, f -> f.path("seats").path(bSeat).path("status").asText().equals("open"));
      late.send(frame("type", "join", "table", table, "token", token));
      assertThat(late.next("error").get("message").asText()).contains("given up")
          .contains("away 300 ms");
    }
  }

  @Test
  void joiningByTheTableLinkWithNoSeatOpen_isToldItWatches() throws Exception {
    // the joiner silently watched.
    try (WsClient a = new WsClient(server.port()); WsClient b = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      JsonNode seat = a.next("seat");
      JsonNode first = a.next("state");
      assertThat(first.get("open").asBoolean()).as("no open seat: the page offers no table link")
          .isFalse();
      b.send(frame("type", "join", "table", seat.get("table").asText(), "invite",
          seat.get("invite").asText()));
      assertThat(b.next("notice").get("message").asText()).contains("every seat")
          .contains("watch");
      assertThat(b.next("state").get("you").asInt()).isEqualTo(-1);
    }
  }

  @Test
  void theBotDelay_isSetByAPlayer_withinTheServersBounds() throws Exception {
    // a bot delay the player can set; never below the server's own.
    try (WebServer s = WebServer.start("127.0.0.1", 0, 100);
        WsClient a = new WsClient(s.port()); WsClient w = new WsClient(s.port())) {
      JsonNode hello = MAPPER.readTree(a.all.get(0));
      assertThat(hello.get("botDelay").asLong()).isEqualTo(100);
      a.send(frame("type", "create", "game", "elfern", "botDelay", 50));
      assertThat(a.next("error").get("message").asText()).contains("from 100 ms");
      a.send(frame("type", "create", "game", "elfern", "botDelay", 600));
      JsonNode f = a.next("state");
      assertThat(f.get("botDelay").asLong()).isEqualTo(600);
      w.send(frame("type", "watch", "table", f.get("table").asText()));
      w.next("state");
      w.send(frame("type", "delay", "botDelay", 1000));
      assertThat(w.next("error").get("message").asText()).contains("spectators");
      // the bot's move comes at least the delay after the move before it
      int me = f.get("seat").asInt();
      a.send(frame("type", "delay", "botDelay", 400));
      JsonNode v = nextState(a, x -> x.get("botDelay").asLong() == 400).get("view");
      boolean timed = false;
      while (!timed && !v.get("over").asBoolean()) {
        if (!v.get("myTurn").asBoolean()) {
          v = a.next("state").get("view");
          continue;
        }
        long sent = System.nanoTime();
        a.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
        v = a.next("state").get("view"); // the move played
        if (!v.get("over").asBoolean() && v.get("toMove").asInt() != me) {
          v = a.next("state").get("view"); // the bot's
          assertThat((System.nanoTime() - sent) / 1_000_000).isGreaterThanOrEqualTo(400);
          timed = true;
        }
      }
      assertThat(timed).as("the bot moved after a move of the player").isTrue();
    }
  }

  @Test
  void howToPlay_isServed() throws Exception {
    HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create("http://127.0.0.1:" + server.port() + "/how-to-play")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    // a page: HTML in the page's style, with a viewport, its links to the rules on this server
    assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
    assertThat(r.body()).startsWith("<!doctype html>").contains(">How to play Elfern</h1>")
        .contains("name=\"viewport\"").contains("href=\"/style.css\"")
        .contains("href=\"/rules#deck\"").contains("elfern play").contains("Ständer");
  }
}
