package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Preset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The server without a browser: every frame a seat receives holds only cards it has seen, and a
 * hostile client is answered with errors while the server goes on.
 */
class WebServerTest {

  private static final Pattern CARD = Pattern.compile("\"([AKQJT987][CSHD])(=Z)?\"");
  private static WebServer server;

  @BeforeAll
  static void start() {
    server = WebServer.start("127.0.0.1", 0, 0);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static Set<String> cardsIn(String frame) {
    Set<String> out = new HashSet<>();
    Matcher m = CARD.matcher(frame);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  private static List<Card> cards(JsonNode array) {
    List<Card> out = new ArrayList<>();
    array.forEach(n -> out.add(Card.parse(n.asText().replace("=Z", ""))));
    return out;
  }

  /** Plays a whole deal as the creator (first legal move) and returns every state frame. */
  private static List<JsonNode> playDeal(WsClient c, String create) throws Exception {
    c.send(create);
    List<JsonNode> frames = new ArrayList<>();
    while (true) {
      JsonNode f = c.next("state");
      frames.add(f);
      JsonNode v = f.get("view");
      if (v.get("over").asBoolean()) {
        return frames;
      }
      if (v.get("myTurn").asBoolean()) {
        c.send("{\"type\":\"play\",\"move\":\"" + v.get("legal").get(0).asText() + "\"}");
      }
    }
  }

  static List<Preset> presets() {
    return Preset.values();
  }

  @ParameterizedTest
  @MethodSource("presets")
  void everyFrameToASeat_holdsNoCardTheSeatHasNotSeen(Preset preset) throws Exception {
    // architecture.md, "Hidden information": a remote client receives its PlayerView and nothing
    // else. Checked independently of the server: the finished record is replayed and, at each
    // frame, the seat's true hand is compared and every card named must be in that hand, played
    // or the turned trump.
    String bots = "\"random\",\"heuristic\",\"random\"";
    try (WsClient c = new WsClient(server.port())) {
      List<JsonNode> frames = playDeal(c, "{\"type\":\"create\",\"game\":\"" + preset.id()
          + "\",\"opponents\":[" + bots + "]}");
      JsonNode lastFrame = frames.get(frames.size() - 1);
      GameRecord record = GameRecord.parse(lastFrame.get("finished").get("egn").asText());
      List<GameState> states = record.replay();
      for (JsonNode f : frames.subList(0, frames.size() - 1)) {
        int seat = f.get("seat").asInt();
        JsonNode v = f.get("view");
        int k = v.get("moves").size();
        GameState truth = states.get(k);
        assertThat(CardSet.copyOf(cards(v.get("hand")))).isEqualTo(truth.hand(seat));
        Set<String> seen = new HashSet<>();
        truth.hand(seat).forEach(card -> seen.add(card.notation()));
        cards(v.get("moves")).forEach(card -> seen.add(card.notation()));
        truth.turnedTrump().ifPresent(card -> seen.add(card.notation()));
        assertThat(seen).as("frame %s", f).containsAll(cardsIn(f.toString()));
      }
      // the last frame shows the finished deal: by then every card of the deck was played
      GameState end = states.get(states.size() - 1);
      assertThat(end.isOver()).isTrue();
      assertThat(end.playedCards()).isEqualTo(end.rules().deck());
    }
  }

  @Test
  void spectator_seesNoHandUntilTheDealIsOver() throws Exception {
    try (WsClient a = new WsClient(server.port()); WsClient w = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode f = a.next("state");
      String table = f.get("table").asText();
      w.send("{\"type\":\"watch\",\"table\":\"" + table + "\"}");
      JsonNode seen = w.next("state");
      assertThat(seen.has("view")).isFalse();
      assertThat(seen.get("public").has("hand")).isFalse();
      assertThat(cardsIn(seen.toString())).isEmpty();
      w.send("{\"type\":\"play\",\"move\":\"AH\"}");
      assertThat(w.next("error").get("message").asText()).contains("spectators cannot play");
    }
  }

  @Test
  void twoPeople_cannotPlayForEachOtherOrOutOfTurn() throws Exception {
    try (WsClient a = new WsClient(server.port()); WsClient b = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      String table = a.next("state").get("table").asText();
      b.send("{\"type\":\"join\",\"table\":\"" + table + "\"}");
      JsonNode fb = b.next("state");
      JsonNode fa = a.next("state");
      int seatA = fa.get("seat").asInt();
      int seatB = fb.get("seat").asInt();
      assertThat(seatA).isNotEqualTo(seatB);
      WsClient toMove = fa.get("view").get("myTurn").asBoolean() ? a : b;
      WsClient waiting = toMove == a ? b : a;
      JsonNode movingView = (toMove == a ? fa : fb).get("view");
      // the waiting person tries the card the other may play, and one of their own
      String theirs = movingView.get("legal").get(0).asText();
      waiting.send("{\"type\":\"play\",\"move\":\"" + theirs + "\"}");
      assertThat(waiting.next("error").get("message").asText()).startsWith("not your turn");
      // the person to move tries a card not in their hand
      String notHeld = firstNotIn(movingView.get("hand"));
      toMove.send("{\"type\":\"play\",\"move\":\"" + notHeld + "\"}");
      String refused = toMove.next("error").get("message").asText();
      assertThat(refused).contains("does not hold " + notHeld);
      // the refusal names no card the player has not seen: no other hand, no stock
      Set<String> seen = new HashSet<>();
      movingView.get("hand").forEach(n -> seen.add(n.asText()));
      seen.add(notHeld);
      Matcher named = Pattern.compile("[AKQJT987][CSHD]").matcher(refused);
      while (named.find()) {
        assertThat(seen).as(refused).contains(named.group());
      }
      // a seat field in the frame changes nothing: a person plays only for their own seat
      toMove.send("{\"type\":\"play\",\"seat\":" + (toMove == a ? seatB : seatA) + ",\"move\":\""
          + theirs + "\"}");
      JsonNode after = toMove.next("state");
      assertThat(after.get("view").get("moves").get(0).asText()).isEqualTo(theirs);
    }
  }

  private static String firstNotIn(JsonNode hand) {
    Set<String> held = new HashSet<>();
    hand.forEach(n -> held.add(n.asText()));
    for (Card c : Card.values()) {
      if (!held.contains(c.notation())) {
        return c.notation();
      }
    }
    throw new AssertionError();
  }

  @Test
  void malformedFrames_areAnsweredWithErrors_andTheServerGoesOn() throws Exception {
    try (WsClient c = new WsClient(server.port())) {
      c.send("{not json");
      assertThat(c.next("error").get("message").asText()).startsWith("malformed frame");
      c.send("[1,2,3]");
      assertThat(c.next("error").get("message").asText()).contains("\"type\"");
      c.send("{\"type\":\"fly\"}");
      assertThat(c.next("error").get("message").asText()).contains("unknown frame type 'fly'");
      c.send("[".repeat(5000) + "]".repeat(5000));
      assertThat(c.next("error").get("message").asText()).startsWith("malformed frame");
      c.send("{\"type\":\"play\",\"move\":\"AH\"}");
      assertThat(c.next("error").get("message").asText()).contains("at no table");
      c.send("{\"type\":\"create\",\"game\":\"nosuchgame\"}");
      assertThat(c.next("error").get("message").asText()).contains("nosuchgame");
      c.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"superbot\"]}");
      assertThat(c.next("error").get("message").asText()).contains("superbot");
      c.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":"
          + "[\"montecarlo samples=1000000\"]}");
      assertThat(c.next("error").get("message").asText()).contains("is not offered here");
      c.send("{\"type\":\"join\",\"table\":\"0000\"}");
      assertThat(c.next("error").get("message").asText()).contains("no table '0000'");
      c.send("{\"type\":\"replay\",\"egn\":\"1. ZZ 9S\"}");
      assertThat(c.next("error").get("message").asText()).isNotBlank();
      c.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      JsonNode v = c.next("state").get("view");
      if (v.get("myTurn").asBoolean()) {
        c.send("{\"type\":\"play\",\"move\":\"QH=Q\"}");
        assertThat(c.next("error").get("message").asText()).contains("'QH=Q' is not a move");
      }
    }
  }

  @Test
  void hugeFrame_closesThatConnection_andTheServerServesOthers() throws Exception {
    try (WsClient c = new WsClient(server.port())) {
      c.send("{\"type\":\"replay\",\"egn\":\"" + "x".repeat(WebServer.MAX_FRAME + 1000) + "\"}");
      assertThat(c.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1009);
    }
    try (WsClient d = new WsClient(server.port())) {
      d.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      assertThat(d.next("state").get("view").get("hand").size()).isEqualTo(6);
    }
  }

  @Test
  void replay_ofARecord_givesEveryTrickWithTheHandsFaceUp() throws Exception {
    String egn = "[Game \"elfern\"]\n[Deck \"8C AH AC QC QH 9H TS 9S 8H KD KH JH QD 7S 7C JD JC JS"
        + " TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H\"]\n\n1. KD 9S 2. 8H 7S 3. AH AC 4. 8C JH"
        + " 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS AD 10. 7D AS 11. KS TS 12. QH 7H 13. TD 8D"
        + " 14. TH JD 15. TC KC 16. 9C 9H 18-2\n";
    try (WsClient c = new WsClient(server.port())) {
      c.send(new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode()
          .put("type", "replay").put("egn", egn).toString());
      JsonNode r = c.next("replay");
      // 16 tricks of two cards: the deal and a position after each trick (rules.md: Elfern)
      assertThat(r.get("positions").size()).isEqualTo(17);
      assertThat(r.get("positions").get(0).get("hands").get(0).size()).isEqualTo(6);
      assertThat(r.get("positions").get(16).get("result").get("notation").asText())
          .isEqualTo("18-2");
    }
  }
}
