package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.bot.Bot;
import io.github.elfern.bot.Bots;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.examples.Await;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Preset;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.random.RandomGenerator;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The server without a browser: every frame a seat receives holds only cards it has seen, and a
 * hostile client is answered with errors while the server goes on.
 */
class WebServerTest {

  private static final Pattern CARD = Pattern.compile("\"([AKQJT987][CSHD])(=Z)?\"");
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String EGN = "[Game \"elfern\"]\n[Deck \"8C AH AC QC QH 9H TS 9S 8H KD KH"
      + " JH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H\"]\n\n1. KD 9S 2. 8H 7S"
      + " 3. AH AC 4. 8C JH 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS AD 10. 7D AS 11. KS TS"
      + " 12. QH 7H 13. TD 8D 14. TH JD 15. TC KC 16. 9C 9H 18-2\n";
  private static WebServer server;

  @BeforeAll
  static void start() {
    // tables end as soon as their people have left, so that the tests' tables do not add up
    // against the limit of tables per address; and the tests, all from one address, send more
    // frames than one person's pages would (the limit has a test of its own)
    server = WebServer.start("127.0.0.1", 0, 0,
        WebServer.Limits.DEFAULT.withEmptyTableGrace(Duration.ZERO).withFrameLimits(10_000,
            10_000));
  }

  private static String frame(String... fieldsAndValues) {
    com.fasterxml.jackson.databind.node.ObjectNode o = MAPPER.createObjectNode();
    for (int i = 0; i < fieldsAndValues.length; i += 2) {
      o.put(fieldsAndValues[i], fieldsAndValues[i + 1]);
    }
    return o.toString();
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
    // docs/architecture.md#hidden-information: a remote client receives its PlayerView and nothing
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
      JsonNode seat = a.next("seat");
      String table = seat.get("table").asText();
      b.send(frame("type", "join", "table", table, "invite", seat.get("invite").asText()));
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
      assertThat(c.closed.get(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS)).isEqualTo(1009);
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
      // 16 tricks of two cards: the deal and a position after each trick (docs/rules.md#stock: Elfern)
      assertThat(r.get("positions").size()).isEqualTo(17);
      assertThat(r.get("positions").get(0).get("hands").get(0).size()).isEqualTo(6);
      assertThat(r.get("positions").get(16).get("result").get("notation").asText())
          .isEqualTo("18-2");
    }
  }

  // ------------------------------------------------------------------ audit findings

  @Test
  void watchLink_neverGivesASeat_andATakenSeatStaysWithItsHolder() throws Exception {
    // README, "Playing in a browser": the watch link only watches; the table link's invite key
    // takes an open seat; a seat's own key (sent only to its holder) reclaims it.
    try (WsClient a = new WsClient(server.port()); WsClient w = new WsClient(server.port());
        WsClient c = new WsClient(server.port()); WsClient x = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seatA = a.next("seat");
      String table = seatA.get("table").asText();
      String invite = seatA.get("invite").asText();
      assertThat(invite).isNotEqualTo(table).hasSizeGreaterThanOrEqualTo(24);
      assertThat(seatA.get("token").asText()).hasSizeGreaterThanOrEqualTo(24);
      w.send(frame("type", "watch", "table", table));
      w.next("state");
      // a watcher who asks for a seat gets none, with or without the table id as a key
      w.send(frame("type", "join", "table", table));
      assertThat(w.next("error").get("message").asText()).contains("already");
      x.send(frame("type", "join", "table", table));
      assertThat(x.next("error").get("message").asText()).contains("invite key");
      x.send(frame("type", "join", "table", table, "invite", table));
      assertThat(x.next("error").get("message").asText()).contains("invite key");
      // B joins with the table link, then its connection drops mid-deal
      String tokenB;
      JsonNode handB;
      try (WsClient b = new WsClient(server.port())) {
        b.send(frame("type", "join", "table", table, "invite", invite));
        JsonNode seatB = b.next("seat");
        tokenB = seatB.get("token").asText();
        assertThat(tokenB).isNotEqualTo(seatA.get("token").asText());
        handB = b.next("state").get("view").get("hand");
      }
      // nobody else gets B's seat: not the watcher, not a third person with the table link
      c.send(frame("type", "join", "table", table, "invite", invite));
      JsonNode third = c.next("state", "error");
      assertThat(third.has("view")).as(third.toString()).isFalse();
      x.send(frame("type", "join", "table", table, "token", "00".repeat(16)));
      assertThat(x.next("error").get("message").asText()).contains("seat key");
      // B comes back with its seat key and has its seat and hand again
      try (WsClient b2 = new WsClient(server.port()); WsClient b3 = new WsClient(server.port())) {
        b2.send(frame("type", "join", "table", table, "token", tokenB));
        assertThat(b2.next("state").get("view").get("hand")).isEqualTo(handB);
        // a second window with the same key takes the seat over; the first is told
        b3.send(frame("type", "join", "table", table, "token", tokenB));
        assertThat(b3.next("state").get("view").get("hand")).isEqualTo(handB);
        assertThat(b2.next("error").get("message").asText()).contains("another window");
      }
      // the watcher never saw a key or a card
      for (String f : w.all) {
        assertThat(f).doesNotContain("token").doesNotContain("invite").doesNotContain(invite);
        assertThat(cardsIn(f)).as(f).isEmpty();
      }
    }
  }

  @Tag("slow")
  @Test
  void clientThatReadsNothing_isCutOff_andTheServerServesOthers() throws Exception {
    // Each answer is a whole replay (some KB); unread, they would pile up in the server's memory.
    String ask = frame("type", "replay", "egn", EGN);
    boolean cut = false;
    try (Socket s = WsClient.raw(server.port(), 4096)) {
      OutputStream out = s.getOutputStream();
      // ask and never read; then go on asking something small until the server hangs up
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
      for (int i = 0; !cut && System.nanoTime() < end; i++) {
        try {
          WsClient.sendRaw(out, i < 3000 ? ask : "{}");
          if (i >= 3000) {
            Thread.sleep(50);
          }
        } catch (IOException e) {
          cut = true;
        }
      }
    }
    assertThat(cut).as("the server closes a connection that falls far behind").isTrue();
    try (WsClient d = new WsClient(server.port())) {
      d.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      assertThat(d.next("state").get("view").get("hand").size()).isEqualTo(6);
    }
  }

  @Test
  void upgradeFromAnotherOrigin_isRefused() throws Exception {
    // Any web page the user visits could otherwise open tables on their local server.
    Throwable t = catchThrowable(() -> new WsClient(server.port(), "http://evil.example").close());
    assertThat(t).isNotNull();
    assertThat(t.getCause()).isInstanceOf(WebSocketHandshakeException.class);
    assertThat(((WebSocketHandshakeException) t.getCause()).getResponse().statusCode())
        .isEqualTo(403);
    Throwable port = catchThrowable(
        () -> new WsClient(server.port(), "http://127.0.0.1:1").close());
    assertThat(port).isNotNull();
    // the page's own origin is welcome
    try (WsClient ok = new WsClient(server.port(), "http://127.0.0.1:" + server.port())) {
      ok.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      assertThat(ok.next("state").get("view").get("hand").size()).isEqualTo(6);
    }
  }

  @Test
  void oneAddress_cannotFillTheServer() throws Exception {
    WebServer.Limits limits = new WebServer.Limits(200, 2, 4, 1 << 20, Duration.ofMinutes(2));
    try (WebServer small = WebServer.start("127.0.0.1", 0, 0, limits)) {
      List<WsClient> clients = new ArrayList<>();
      try {
        for (int i = 0; i < 4; i++) {
          clients.add(new WsClient(small.port()));
        }
        String create = "{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}";
        clients.get(0).send(create);
        clients.get(0).next("state");
        clients.get(1).send(create);
        clients.get(1).next("state");
        clients.get(2).send(create);
        assertThat(clients.get(2).next("error").get("message").asText())
            .contains("2 tables").contains("your address");
        // a fifth connection is told why and closed
        WsClient fifth = new WsClient(small.port(), null, false);
        clients.add(fifth);
        assertThat(fifth.next("error").get("message").asText())
            .contains("4 connections").contains("your address");
        assertThat(fifth.closed.get(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS))
            .isEqualTo(1008);
      } finally {
        clients.forEach(WsClient::close);
      }
    }
  }

  @Test
  void everyBotTheHelloOffers_canBeChosen() throws Exception {
    JsonNode hello;
    try (WsClient c = new WsClient(server.port())) {
      hello = MAPPER.readTree(c.all.get(0));
    }
    assertThat(hello.get("bots")).isNotEmpty();
    for (JsonNode bot : hello.get("bots")) {
      try (WsClient c = new WsClient(server.port())) {
        c.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[" + bot + "]}");
        JsonNode f = c.next("state", "error");
        assertThat(f.get("type").asText()).as(f.toString()).isEqualTo("state");
        assertThat(f.get("specs").toString()).contains("\"" + bot.asText());
      }
    }
  }

  @Test
  void joiningOrWatchingYourOwnTable_isRefused_andTheTableGoesOn() throws Exception {
    try (WsClient a = new WsClient(server.port()); WsClient other = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"heuristic\"]}");
      JsonNode first = a.next("state");
      String table = first.get("table").asText();
      a.send(frame("type", "join", "table", table));
      assertThat(a.next("error").get("message").asText()).contains("already at this table");
      a.send(frame("type", "watch", "table", table));
      assertThat(a.next("error").get("message").asText()).contains("already at this table");
      // the bot still answers every move until the deal is over; from the newest state seen
      // (the bot's first move may have come in among the errors)
      JsonNode v = first.get("view");
      for (String f : a.all) {
        JsonNode n = MAPPER.readTree(f);
        if (n.path("type").asText().equals("state")) {
          v = n.get("view");
        }
      }
      while (!v.get("over").asBoolean()) {
        if (v.get("myTurn").asBoolean()) {
          a.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
        }
        v = a.next("state").get("view");
      }
      other.send(frame("type", "watch", "table", table));
      assertThat(other.next("state", "error").get("type").asText()).isEqualTo("state");
    }
  }

  @Test
  void replay_ofAPartialRecord_showsNoGuessedCard() throws Exception {
    // 12 cards known (both hands of Elfern's deal), the stock unknown: every card drawn from it
    // is unknown, and the replay must not show the cards it placed there by guess.
    List<String> deck = Arrays.asList("8C AH AC QC QH 9H TS 9S 8H KD KH JH".split(" "));
    String egn = "[Game \"elfern\"]\n[Deck \"" + String.join(" ", deck) + " ??".repeat(20)
        + "\"]\n\n1. KD 9S 2. 8H 7S 3. AH AC *\n";
    try (WsClient c = new WsClient(server.port())) {
      c.send(frame("type", "replay", "egn", egn));
      JsonNode r = c.next("replay", "error");
      assertThat(r.get("type").asText()).as(r.toString()).isEqualTo("replay");
      int unknown = 0;
      for (JsonNode p : r.get("positions")) {
        for (JsonNode hand : p.get("hands")) {
          for (JsonNode card : hand) {
            assertThat(card.asText()).as(p.toString()).isIn(concat(deck, "??"));
            unknown += card.asText().equals("??") ? 1 : 0;
          }
        }
        if (p.has("turnedTrump")) {
          assertThat(p.get("turnedTrump").asText()).isIn(concat(deck, "??"));
        }
      }
      assertThat(unknown).as("cards drawn from the unknown stock").isPositive();
    }
  }

  private static List<String> concat(List<String> list, String more) {
    List<String> out = new ArrayList<>(list);
    out.add(more);
    return out;
  }

  @Test
  void binaryFrames_andParseErrors_areAnsweredInPlainWords() throws Exception {
    try (WsClient c = new WsClient(server.port())) {
      c.sendBinary(new byte[] {1, 2, 3});
      assertThat(c.next("error").get("message").asText()).contains("frames are JSON text");
      c.send("{not json");
      assertThat(c.next("error").get("message").asText())
          .isEqualTo("malformed frame: unexpected character at column 2");
      c.send("[".repeat(5000) + "]".repeat(5000));
      assertThat(c.next("error").get("message").asText())
          .isEqualTo("malformed frame: nested deeper than 16 levels");
      c.send("{\"type\":");
      String eof = c.next("error").get("message").asText();
      assertThat(eof).startsWith("malformed frame: ");
      for (String f : c.all) {
        assertThat(f).doesNotContain("Jackson").doesNotContain("StreamReadConstraints")
            .doesNotContain("()").doesNotContain("com.fasterxml").doesNotContain("code 1");
      }
    }
  }

  // ------------------------------------------------------------------ bots, seats and limits

  /** A bot that thinks as long as {@code best} may (or longer) without using the processor. */
  private static final class SlowBot implements Bot {
    private final long millis;

    SlowBot(long millis) {
      this.millis = millis;
    }

    @Override
    public String name() {
      return "slow";
    }

    @Override
    public Move choose(PlayerView view, RandomGenerator random) {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return view.legalMoves().get(0);
    }
  }

  /**
   * A bot that thinks until the test lets it go, without using the processor: a bot slower than
   * anything else the test waits for, on any machine.
   */
  private static final class HeldBot implements Bot {
    final CountDownLatch asked = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);
    final java.util.concurrent.atomic.AtomicInteger moves =
        new java.util.concurrent.atomic.AtomicInteger();

    @Override
    public String name() {
      return "held";
    }

    @Override
    public Move choose(PlayerView view, RandomGenerator random) {
      asked.countDown();
      try {
        release.await(2 * Await.GENEROUS.toSeconds(), TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      moves.incrementAndGet();
      return view.legalMoves().get(0);
    }
  }

  private static final WebServer.Limits NO_GRACE =
      WebServer.Limits.DEFAULT.withEmptyTableGrace(Duration.ZERO);

  /**
   * Lets the bot of a two-seat table move once (the person plays first when it is their turn)
   * and returns the milliseconds from the request to the bot's move arriving.
   */
  private static long millisForABotMove(WsClient c, JsonNode state) throws Exception {
    JsonNode v = state.get("view");
    int before = v.get("moves").size();
    long start = System.nanoTime();
    if (v.get("myTurn").asBoolean()) {
      c.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
      before++;
    }
    while (c.next("state").get("view").get("moves").size() <= before) {
      // the frame of the person's own move
    }
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
  }

  @Test
  void aSlowBot_holdsUpNeitherOtherTablesBotsNorItsOwnTablesPeople() throws Exception {
    // A `best` bot thinks up to a second a move; other tables go on meanwhile, and
    // people coming to its own table are answered at once. Table A's bot thinks here until the
    // test lets it go, so what is answered meanwhile was not held up by it, however slow the
    // machine.
    HeldBot held = new HeldBot();
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, NO_GRACE,
        spec -> spec.startsWith("montecarlo") ? held : Bots.create(spec));
        WsClient a = new WsClient(s.port()); WsClient b = new WsClient(s.port());
        WsClient w = new WsClient(s.port())) {
      try {
        a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"montecarlo\"]}");
        JsonNode fa = a.next("state");
        if (fa.get("view").get("myTurn").asBoolean()) {
          a.send(frame("type", "play", "move", fa.get("view").get("legal").get(0).asText()));
        }
        assertThat(held.asked.await(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS))
            .as("table A's bot is asked for its move").isTrue();
        // table A's bot now thinks; table B's heuristic bot answers meanwhile
        b.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"heuristic\"]}");
        millisForABotMove(b, b.next("state"));
        // and a spectator coming to A's table is answered
        w.send(frame("type", "watch", "table", fa.get("table").asText()));
        w.next("state");
        assertThat(held.moves).as("moves of table A's bot meanwhile").hasValue(0);
      } finally {
        held.release.countDown();
      }
    }
  }

  @Tag("slow")
  @Test
  void manyTablesWithSlowBots_useABoundedNumberOfThreads_andEveryBotMoves() throws Exception {
    WebServer.Limits limits = new WebServer.Limits(200, 20, 32, 1 << 20, Duration.ZERO);
    List<WsClient> clients = new ArrayList<>();
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits,
        spec -> new SlowBot(300))) {
      for (int i = 0; i < 12; i++) {
        WsClient c = new WsClient(s.port());
        clients.add(c);
        c.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      }
      List<JsonNode> first = new ArrayList<>();
      for (WsClient c : clients) {
        first.add(c.next("state"));
      }
      for (int i = 0; i < clients.size(); i++) {
        assertThat(millisForABotMove(clients.get(i), first.get(i))).isLessThan(15_000);
      }
      long botThreads = Thread.getAllStackTraces().keySet().stream()
          .filter(t -> t.getName().startsWith("elfern-bot")).count();
      assertThat(botThreads).isLessThanOrEqualTo(WebServer.BOT_THREADS);
    } finally {
      clients.forEach(WsClient::close);
    }
  }

  /** {@return the next state frame for which {@code test} holds; others are skipped} */
  private static JsonNode nextState(WsClient c, Predicate<JsonNode> test) throws Exception {
    while (true) {
      JsonNode f = c.next("state");
      if (test.test(f)) {
        return f;
      }
    }
  }

  private static String status(JsonNode state, int seat) {
    return state.path("seats").path(seat).path("status").asText();
  }

  @Tag("slow")
  @Test
  void aSeatWhosePlayerStaysAway_isOfferedAgainByTheTableLink_withTheSeatsOwnView()
      throws Exception {
    // A seat whose player has left for good is offered again after the seat grace;
    // back within it, the player keeps it. The new holder gets the seat's own view. The grace is
    // the time under test: what must happen within it is a few frames, 3 s is loose for that.
    Duration grace = Duration.ofSeconds(3);
    WebServer.Limits limits = NO_GRACE.withSeatGrace(grace);
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits);
        WsClient a = new WsClient(s.port()); WsClient x = new WsClient(s.port());
        WsClient c = new WsClient(s.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seatA = a.next("seat");
      String table = seatA.get("table").asText();
      String invite = seatA.get("invite").asText();
      String tokenB;
      JsonNode stateB;
      try (WsClient b = new WsClient(s.port())) {
        b.send(frame("type", "join", "table", table, "invite", invite));
        tokenB = b.next("seat").get("token").asText();
        stateB = b.next("state");
      }
      int seatB = stateB.get("seat").asInt();
      // the others see the seat kept for its player, and may not give it to a bot yet
      JsonNode away = nextState(a, f -> status(f, seatB).equals("away"));
      long awaySeen = System.nanoTime(); // the server's grace started before this
      assertThat(away.get("seats").get(seatB).get("offeredIn").asLong())
          .isBetween(0L, grace.toSeconds());
      a.send("{\"type\":\"bot\",\"seat\":" + seatB + ",\"bot\":\"random\"}");
      assertThat(a.next("error").get("message").asText()).contains("away");
      // back within the grace with its key, the player has the seat; the old timer does not take
      // it from them later
      try (WsClient b2 = new WsClient(s.port())) {
        b2.send(frame("type", "join", "table", table, "token", tokenB));
        assertThat(b2.next("state").get("view")).isEqualTo(stateB.get("view"));
        // (no event to wait for: the old timer must not fire) past the end of the first grace
        long pastTheGrace = awaySeen + grace.toNanos() + TimeUnit.SECONDS.toNanos(1);
        Thread.sleep(Math.max(0, TimeUnit.NANOSECONDS.toMillis(pastTheGrace - System.nanoTime())));
        x.send(frame("type", "join", "table", table, "invite", invite));
        assertThat(x.next("state").has("view")).as("the seat is still taken").isFalse();
      }
      // gone for longer than the grace: the seat is open, its old key no longer holds
      JsonNode open = nextState(a, f -> status(f, seatB).equals("open"));
      assertThat(open.get("open").asBoolean()).isTrue();
      try (WsClient late = new WsClient(s.port())) {
        late.send(frame("type", "join", "table", table, "token", tokenB));
        assertThat(late.next("error").get("message").asText()).contains("seat key");
      }
      // the table link takes it, with a new key and the seat's own view, nothing more
      c.send(frame("type", "join", "table", table, "invite", invite));
      JsonNode seatC = c.next("seat");
      assertThat(seatC.get("token").asText()).isNotEqualTo(tokenB);
      JsonNode stateC = c.next("state");
      assertThat(stateC.get("seat").asInt()).isEqualTo(seatB);
      assertThat(stateC.get("view")).isEqualTo(stateB.get("view"));
      assertThat(cardsIn(stateC.toString())).isEqualTo(cardsIn(stateB.get("view").toString()));
      assertThat(status(nextState(a, f -> !status(f, seatB).equals("open")), seatB))
          .isEqualTo("here");
    }
  }

  @Test
  void anOpenSeat_canBeGivenToABot_byAPlayerAtTheTable() throws Exception {
    try (WsClient a = new WsClient(server.port()); WsClient w = new WsClient(server.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode fa = a.next("state");
      int mine = fa.get("seat").asInt();
      int other = 1 - mine;
      assertThat(status(fa, other)).isEqualTo("open");
      assertThat(status(fa, mine)).isEqualTo("here");
      w.send(frame("type", "watch", "table", fa.get("table").asText()));
      w.next("state");
      w.send("{\"type\":\"bot\",\"seat\":" + other + ",\"bot\":\"random\"}");
      assertThat(w.next("error").get("message").asText()).contains("spectators");
      a.send("{\"type\":\"bot\",\"seat\":" + other + ",\"bot\":\"superbot\"}");
      assertThat(a.next("error").get("message").asText()).contains("not offered here");
      a.send("{\"type\":\"bot\",\"seat\":" + mine + ",\"bot\":\"random\"}");
      assertThat(a.next("error").get("message").asText()).contains("not open");
      a.send("{\"type\":\"bot\",\"seat\":7,\"bot\":\"random\"}");
      assertThat(a.next("error").get("message").asText()).contains("no seat 7");
      a.send("{\"type\":\"bot\",\"seat\":" + other + ",\"bot\":\"random\"}");
      JsonNode given = nextState(a, f -> status(f, other).equals("bot"));
      assertThat(given.get("names").get(other).asText()).isEqualTo("Random bot");
      assertThat(given.get("specs").get(other).asText()).isEqualTo("random");
      assertThat(given.get("open").asBoolean()).isFalse();
      // the bot plays the seat to the end of the deal
      JsonNode v = given.get("view");
      while (!v.get("over").asBoolean()) {
        if (v.get("myTurn").asBoolean()) {
          a.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
        }
        v = a.next("state").get("view");
      }
      assertThat(w.next("state").get("seats").get(other).get("status").asText()).isEqualTo("bot");
    }
  }

  @Test
  void aWatcherHoppingBetweenTables_cannotBuryThePlayersInFrames() throws Exception {
    // Audit a: every join or watch sends the whole table its state again, so a watch link sent
    // a thousand times a second would bury a player's page (and have it cut off as too far
    // behind). The frames of one address are limited like its requests.
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, NO_GRACE);
        WsClient victim = new WsClient(s.port()); WsClient other = new WsClient(s.port());
        WsClient flooder = new WsClient(s.port())) {
      victim.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      String table = victim.next("state").get("table").asText();
      other.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"heuristic\"]}");
      String elsewhere = other.next("state").get("table").asText();
      long before = states(victim);
      long start = System.nanoTime();
      for (int i = 0; i < 1000; i++) {
        flooder.send(frame("type", "watch", "table", i % 2 == 0 ? table : elsewhere));
      }
      // every frame of the flood handled, and every frame it sent the player received
      handled(flooder);
      handled(victim);
      double seconds = (System.nanoTime() - start) / 1e9;
      // Each watch the server lets through sends the player at most one state; the limit lets
      // through its burst and its rate over the time the flood took (without it, about 1000).
      long allowed = WebServer.Limits.DEFAULT.frameBurst()
          + (long) Math.ceil(WebServer.Limits.DEFAULT.framesPerSecond() * seconds) + 1;
      assertThat(states(victim) - before).as("state frames the flood sent the player in %.1f s",
          seconds).isPositive().isLessThanOrEqualTo(allowed);
      assertThat(flooder.all).as("the flooder is told").anySatisfy(f -> assertThat(f)
          .contains("too many frames").contains("your address"));
      assertThat(victim.closed).isNotDone();
    }
  }

  /** {@return the state frames a client has received so far} (moving them to {@code all}) */
  private static long states(WsClient c) {
    c.frames.drainTo(c.all);
    return c.all.stream().filter(f -> f.contains("\"type\":\"state\"")).count();
  }

  /**
   * Waits until the server has handled every frame a client sent, and the client has received
   * every frame sent to it before: the server handles a connection's frames in order and answers
   * a frame of an unknown type (or refuses it, when the address sends too many; then another
   * is sent), and sends a connection its frames in order.
   */
  private static void handled(WsClient c) throws Exception {
    long end = System.nanoTime() + Await.GENEROUS.toNanos();
    while (System.nanoTime() - end < 0) {
      c.send(frame("type", "sync"));
      for (String f = c.frames.poll(200, TimeUnit.MILLISECONDS); f != null;
          f = c.frames.poll(200, TimeUnit.MILLISECONDS)) {
        c.all.add(f);
        if (f.contains("unknown frame type 'sync'")) {
          return;
        }
      }
    }
    throw new AssertionError("the server answered no 'sync' frame within "
        + Await.GENEROUS.toSeconds() + " s");
  }

  /**
   * A bot that thinks 300 ms over a choice and answers a forced move at once, as {@code
   * montecarlo} and {@code best} do; it notes, by the number of moves played before, which
   * moves it had to think over.
   */
  private static final class TellingBot implements Bot {
    final Map<Integer, Boolean> thought = new ConcurrentHashMap<>();

    @Override
    public String name() {
      return "telling";
    }

    @Override
    public Move choose(PlayerView view, RandomGenerator random) {
      boolean choice = view.legalMoves().size() > 1;
      int played = view.currentTrick().size();
      for (io.github.elfern.game.Trick t : view.tricks()) {
        played += t.moves().size();
      }
      thought.put(played, choice);
      if (choice) {
        try {
          Thread.sleep(300);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return view.legalMoves().get(0);
    }
  }

  @Tag("slow")
  @Test
  void theTimeABotTakes_tellsNothingOfItsHand() throws Exception {
    // Audit a: montecarlo and best answer a forced move at once and think over a choice, so the
    // time from the bot's turn to its move told its opponent whether it held one card or more
    // of the suit led (in Fuenfzehnern, how many). A bot's move is now played the bot delay
    // after it was asked for, however long (within that) the bot thought.
    long delay = 500;
    TellingBot bot = new TellingBot();
    try (WebServer s = WebServer.start("127.0.0.1", 0, delay, NO_GRACE, spec -> bot);
        WsClient a = new WsClient(s.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      JsonNode v = a.next("state").get("view");
      long since = System.nanoTime();
      Map<Integer, Long> millis = new HashMap<>(); // by the moves played before the bot's
      while (!v.get("over").asBoolean()) {
        if (v.get("myTurn").asBoolean()) {
          a.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
        }
        int before = v.get("moves").size();
        boolean botToMove = !v.get("myTurn").asBoolean();
        v = a.next("state").get("view");
        long now = System.nanoTime();
        if (botToMove) {
          millis.put(before, TimeUnit.NANOSECONDS.toMillis(now - since));
        }
        since = now;
      }
      List<Long> forced = new ArrayList<>();
      List<Long> chosen = new ArrayList<>();
      millis.forEach((k, ms) -> (bot.thought.get(k) ? chosen : forced).add(ms));
      assertThat(forced).as("forced moves of the bot").isNotEmpty();
      assertThat(chosen).as("moves the bot thought over").isNotEmpty();
      // medians: a move the loaded machine held up now and then does not count
      double medianForced = median(forced);
      double medianChosen = median(chosen);
      assertThat(medianChosen - medianForced)
          .as("ms more for a move thought over (forced %s, chosen %s)", forced, chosen)
          .isLessThan(120.0);
      assertThat(forced.stream().mapToLong(x -> x).min().orElseThrow())
          .as("the bot delay is kept").isGreaterThanOrEqualTo(delay - 20);
    }
  }

  private static double median(List<Long> values) {
    List<Long> sorted = values.stream().sorted().toList();
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
  }

  /** {@return whether a thread waits to enter a {@code synchronized} block on {@code lock}} */
  private static boolean someThreadWaitsFor(Object lock) {
    for (java.lang.management.ThreadInfo i : java.lang.management.ManagementFactory
        .getThreadMXBean().dumpAllThreads(false, false)) {
      java.lang.management.LockInfo l = i.getLockInfo();
      if (i.getThreadState() == Thread.State.BLOCKED && l != null
          && l.getIdentityHashCode() == System.identityHashCode(lock)) {
        return true;
      }
    }
    return false;
  }

  @Tag("slow")
  @Test
  void aConnectionCutOffWhileItJoins_takesNoSeatForGood() throws Exception {
    // Audit a: a connection cut off as too far behind (by another table's frames, or by the
    // seat frame of its own join) while it was taking a seat was still seated afterwards: the
    // seat stayed "here" with nobody behind it, was never given up, and the table never ended.
    WebServer.Limits limits = NO_GRACE.withFrameLimits(1_000_000, 1_000_000);
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits);
        WsClient first = new WsClient(s.port()); WsClient owner = new WsClient(s.port());
        WsClient third = new WsClient(s.port()); WsClient hopper = new WsClient(s.port());
        Socket a = WsClient.raw(s.port(), 4096)) {
      first.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seat0 = first.next("seat");
      String table0 = seat0.get("table").asText();
      // the connection that reads nothing sits at the first table
      WsClient.sendRaw(a.getOutputStream(),
          frame("type", "join", "table", table0, "invite", seat0.get("invite").asText()));
      nextState(first, f -> status(f, 1).equals("here"));
      owner.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seat = owner.next("seat");
      String table = seat.get("table").asText();
      third.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      String elsewhere = third.next("state").get("table").asText();
      Table t = s.table(table);
      synchronized (t) {
        // its join of the owner's table waits for the table ...
        WsClient.sendRaw(a.getOutputStream(),
            frame("type", "join", "table", table, "invite", seat.get("invite").asText()));
        Await.until("its join to wait for the owner's table", () -> someThreadWaitsFor(t));
        // ... while the first table's frames cut it off
        boolean cut = false;
        for (long end = System.nanoTime() + Await.GENEROUS.toNanos();
            !cut && System.nanoTime() - end < 0; ) {
          for (int i = 0; i < 250; i++) {
            hopper.send(frame("type", "watch", "table", i % 2 == 0 ? table0 : elsewhere));
          }
          Thread.sleep(100); // a pause between rounds, for the server to catch up
          cut = first.frames.stream().anyMatch(f -> f.contains("\"status\":\"away\""));
        }
        assertThat(cut).as("the connection is cut off at the first table").isTrue();
      }
      // its join goes on now, and the owner is sent the table with seat 1 no longer open ...
      nextState(owner, f -> !status(f, 1).equals("open"));
      // ... but the seat is not taken for good
      synchronized (t) {
        assertThat(t.holder(1)).as("a person at seat 1 of the owner's table").isNull();
      }
    }
  }

  /** {@return the bytes of the heap in use after collecting garbage} */
  private static long heapInUse() throws InterruptedException {
    Runtime r = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return r.totalMemory() - r.freeMemory();
  }

  @Tag("slow")
  @Test
  void tablesWithThinkingBots_keepNoBotMemoryBetweenMoves() throws Exception {
    // Audit a: a montecarlo (or best) bot kept the tables of its solver, 2 MiB, from one move to
    // the next for the life of its table: 120 such tables ran a server of 256 MiB out of memory
    // (its bot threads died, and every bot stopped). A table now makes its bot for each move.
    int n = 30;
    WebServer.Limits limits = new WebServer.Limits(200, n, n + 2, 1 << 20, Duration.ZERO)
        .withFrameLimits(10_000, 10_000);
    List<WsClient> clients = new ArrayList<>();
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits)) {
      long before = heapInUse();
      for (int i = 0; i < n; i++) {
        WsClient c = new WsClient(s.port());
        clients.add(c);
        // the deal is played out, so the bot solves its endgames
        playDeal(c, "{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":"
            + "[\"montecarlo samples=20\"]}");
      }
      long grown = heapInUse() - before;
      assertThat(grown).as("bytes the heap grew by, %s tables kept open", n)
          .isLessThan(n * (1L << 20));
    } finally {
      clients.forEach(WsClient::close);
    }
  }

  @Test
  void aBotThatRunsOutOfMemoryOrStack_playsItsFirstLegalMove_andTheTableGoesOn() throws Exception {
    // Audit a: a bot's OutOfMemoryError (seen from outside: 120 tables of montecarlo bots on a
    // heap of 256 MiB) killed the bot thread and left its table waiting for that bot for good.
    Bot[] failing = {new Bot() {
      @Override
      public String name() {
        return "no stack";
      }

      @Override
      public Move choose(PlayerView view, RandomGenerator random) {
        throw new StackOverflowError();
      }
    }, new Bot() {
      @Override
      public String name() {
        return "no memory";
      }

      @Override
      public Move choose(PlayerView view, RandomGenerator random) {
        throw new OutOfMemoryError("Java heap space");
      }
    }};
    for (Bot bot : failing) {
      try (WebServer s = WebServer.start("127.0.0.1", 0, 0, NO_GRACE, spec -> bot);
          WsClient c = new WsClient(s.port())) {
        List<JsonNode> frames = playDeal(c,
            "{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
        assertThat(frames.get(frames.size() - 1).get("view").get("over").asBoolean())
            .as(bot.name()).isTrue();
      }
    }
  }

  @Test
  void binaryFrames_countAgainstTheFrameLimitToo() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, NO_GRACE.withFrameLimits(1, 5));
        WsClient c = new WsClient(s.port())) {
      List<String> answers = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        c.sendBinary(new byte[] {1});
        answers.add(c.next("error").get("message").asText());
      }
      assertThat(answers.get(0)).contains("not binary");
      assertThat(answers.get(9)).contains("too many frames");
    }
  }

  @Test
  void aSeatKeptForItsPlayer_outlivesTheLastPersonPresentMovingOn() throws Exception {
    // Audit a: when the last person present left for another table, the table ended at once,
    // though a seat was still kept for a player whose connection had dropped.
    WebServer.Limits limits = NO_GRACE.withSeatGrace(Duration.ofSeconds(30));
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits);
        WsClient a = new WsClient(s.port())) {
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"person\"]}");
      JsonNode seatA = a.next("seat");
      String table = seatA.get("table").asText();
      String tokenB;
      int seatB;
      try (WsClient b = new WsClient(s.port())) {
        b.send(frame("type", "join", "table", table, "invite", seatA.get("invite").asText()));
        tokenB = b.next("seat").get("token").asText();
        seatB = b.next("state").get("seat").asInt();
      }
      nextState(a, f -> status(f, seatB).equals("away"));
      a.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
      a.next("seat");
      try (WsClient back = new WsClient(s.port())) {
        back.send(frame("type", "join", "table", table, "token", tokenB));
        JsonNode answer = back.next("state", "error");
        assertThat(answer.path("message").asText()).isEmpty();
        assertThat(answer.get("seat").asInt()).isEqualTo(seatB);
      }
    }
  }

  /** Sends a whole HTTP request on a new socket; {@return the head and body of the answer} */
  private static String request(int port, String path) throws IOException {
    try (Socket s = new Socket("127.0.0.1", port)) {
      s.setSoTimeout((int) Await.GENEROUS.toMillis());
      s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
          + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      return new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /**
   * {@return a private field of a server's object}: for the few states of the server that the
   * tests must wait for and that no frame shows (what Jetty or the bot threads have taken)
   */
  private static Object field(Object o, String name) throws ReflectiveOperationException {
    java.lang.reflect.Field f = o.getClass().getDeclaredField(name);
    f.setAccessible(true);
    return f.get(o);
  }

  /**
   * {@return the object of a type that the server holds}, in a field of its own or of one of its
   * parts (the objects of this package that it holds), found by type so that it does not matter
   * which part holds it
   */
  private static <T> T part(WebServer s, Class<T> type) throws ReflectiveOperationException {
    List<Object> parts = new ArrayList<>(List.of(s));
    for (int i = 0; i < parts.size(); i++) {
      Object o = parts.get(i);
      for (java.lang.reflect.Field f : o.getClass().getDeclaredFields()) {
        if (java.lang.reflect.Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
          continue;
        }
        f.setAccessible(true);
        Object v = f.get(o);
        if (type.isInstance(v)) {
          return type.cast(v);
        }
        if (i == 0 && v != null && v.getClass().getPackage() == WebServer.class.getPackage()) {
          parts.add(v);
        }
      }
    }
    throw new NoSuchFieldException("no " + type.getSimpleName() + " in the server or its parts");
  }

  /** {@return the TCP connections the server holds, as its cap of connections counts them} */
  private static int connectionsTaken(WebServer s) throws ReflectiveOperationException {
    org.eclipse.jetty.server.NetworkConnectionLimit limit = part(s, io.javalin.Javalin.class)
        .jettyServer().server().getBean(org.eclipse.jetty.server.NetworkConnectionLimit.class);
    return limit.getNetworkConnectionCount() + limit.getPendingNetworkConnectionCount();
  }

  /** {@return the bot moves waiting for a bot thread} */
  private static int movesWaiting(WebServer s) throws ReflectiveOperationException {
    BotPool pool = part(s, BotPool.class);
    synchronized (pool) {
      return (int) field(pool, "size");
    }
  }

  @Test
  void allAddressesTogether_cannotHoldMoreConnectionsThanTheCap() throws Exception {
    // Audit a, left undone: handshakes that never end were bounded only per address, so many
    // addresses could use up the server's file descriptors. With a cap of 4 (and a per-address
    // limit above it), four idle connections hold every place: a fifth is not served until one
    // of them closes.
    WebServer.Limits limits = NO_GRACE.withAddressLimits(64, 1000, 1000).withMaxConnections(4);
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits)) {
      List<Socket> idle = new ArrayList<>();
      try (Socket fifth = new Socket()) {
        for (int i = 0; i < 4; i++) {
          Socket h = new Socket("127.0.0.1", s.port());
          h.getOutputStream().write("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n"
              .getBytes(StandardCharsets.US_ASCII));
          idle.add(h);
        }
        Await.until("the server to take the four", () -> connectionsTaken(s) == 4);
        fifth.connect(new java.net.InetSocketAddress("127.0.0.1", s.port()), 5000);
        fifth.getOutputStream().write(("GET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection:"
            + " close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        fifth.setSoTimeout(1000);
        assertThatThrownBy(() -> fifth.getInputStream().read())
            .as("no answer while the cap is reached")
            .isInstanceOf(java.net.SocketTimeoutException.class);
        idle.remove(0).close();
        fifth.setSoTimeout((int) Await.GENEROUS.toMillis());
        String answer = new String(fifth.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(answer).startsWith("HTTP/1.1 200");
      } finally {
        for (Socket h : idle) {
          h.close();
        }
      }
    }
  }

  @Test
  void oneAddress_cannotExhaustTheServerWithHandshakesOrRequests() throws Exception {
    // The connections and requests of one address are bounded before any WebSocket
    // exists, and a refused client is told why in plain words.
    WebServer.Limits limits = NO_GRACE.withAddressLimits(6, 1, 12);
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits)) {
      List<Socket> slow = new ArrayList<>();
      try {
        // seven handshakes that never end: the server takes six (the most one address may have
        // open) and answers the one it took last 503 at once, without waiting for its request
        for (int i = 0; i < 7; i++) {
          Socket h = new Socket("127.0.0.1", s.port());
          h.setSoTimeout((int) Await.GENEROUS.toMillis());
          h.getOutputStream().write(("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket"
              + "\r\n").getBytes(StandardCharsets.US_ASCII));
          slow.add(h);
        }
        String refused = null;
        for (long end = System.nanoTime() + Await.GENEROUS.toNanos();
            refused == null && System.nanoTime() < end; ) {
          for (Socket h : slow) {
            if (h.getInputStream().available() > 0) {
              refused = new String(h.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
              break;
            }
          }
          Thread.sleep(50);
        }
        assertThat(refused).as("one of the seven is refused").isNotNull();
        assertThat(refused).startsWith("HTTP/1.1 503").contains("6 connections")
            .contains("your address").doesNotContain("Exception").doesNotContain("\tat ");
        // and so is any other request while the six are open
        assertThat(request(s.port(), "/")).startsWith("HTTP/1.1 503");
      } finally {
        for (Socket h : slow) {
          h.close();
        }
      }
      // once they are closed, the address is served again
      String page = "";
      for (long end = System.nanoTime() + Await.GENEROUS.toNanos();
          !page.startsWith("HTTP/1.1 200") && System.nanoTime() < end; ) {
        Thread.sleep(100);
        page = request(s.port(), "/app.js");
      }
      assertThat(page).startsWith("HTTP/1.1 200");
      // requests faster than the rate: refused with 429 once the burst is spent
      List<String> answers = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        answers.add(request(s.port(), "/card/AH.svg"));
      }
      assertThat(answers.get(0)).startsWith("HTTP/1.1 200");
      String tooMany = answers.get(answers.size() - 1);
      assertThat(tooMany).startsWith("HTTP/1.1 429").contains("Retry-After")
          .contains("requests").contains("your address").doesNotContain("Exception");
      // a WebSocket handshake is a request like any other
      Throwable t = catchThrowable(() -> WsClient.raw(s.port(), 4096).close());
      assertThat(t).isInstanceOf(IOException.class).hasMessageContaining("HTTP/1.1 429");
      // and the rate comes back (no event to wait for: time must pass for it)
      Thread.sleep(1500);
      assertThat(request(s.port(), "/card/AH.svg")).startsWith("HTTP/1.1 200");
    }
  }

  /**
   * Writes {@code head} on a new connection, then one more header line every 200 ms without ever
   * ending the head. {@return how long, in ms, until the server closed the connection}, or -1
   * when it was still open after {@code patience}.
   */
  private static long millisUntilClosed(Socket s, String head, Duration patience)
      throws IOException {
    long start = System.nanoTime();
    s.setSoTimeout(200);
    try {
      s.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
      for (int i = 0; System.nanoTime() - start < patience.toNanos(); i++) {
        try {
          if (s.getInputStream().read() < 0) {
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
          }
        } catch (java.net.SocketTimeoutException e) {
          // nothing from the server yet: one more line
        }
        s.getOutputStream().write(("X-Slow-" + i + ": 1\r\n").getBytes(StandardCharsets.US_ASCII));
      }
    } catch (java.net.SocketException e) {
      return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start); // reset by the server
    }
    return -1;
  }

  /** Reads one whole answer with a {@code Content-Length}; {@return its status line} */
  private static String readAnswer(java.io.InputStream in) throws IOException {
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      int c = in.read();
      if (c < 0) {
        throw new IOException("closed in the answer's head: " + head);
      }
      head.append((char) c);
    }
    Matcher m = Pattern.compile("(?i)content-length: *(\\d+)").matcher(head);
    assertThat(m.find()).as("a Content-Length in " + head).isTrue();
    in.readNBytes(Integer.parseInt(m.group(1)));
    return head.substring(0, head.indexOf("\r\n"));
  }

  @Tag("slow")
  @Test
  void aRequestHeadSentALineAtATime_isClosedAtTheHeadDeadline() throws Exception {
    // The bug: a head sent a line at a time (slowloris) was held by the idle time-out only,
    // as long as a line came every 30 s. With a deadline of 1 s, the server closes such a
    // connection, a plain request and a WebSocket handshake alike, at about 1 s: before 10 s
    // however busy the machine, and long before the idle time-out (30 s) would.
    WebServer.Limits limits = NO_GRACE.withHeadDeadline(Duration.ofSeconds(1));
    Duration patience = Duration.ofSeconds(15);
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits)) {
      String host = "Host: 127.0.0.1:" + s.port() + "\r\n";
      for (String head : List.of("GET /app.js HTTP/1.1\r\n" + host, "GET /ws HTTP/1.1\r\n" + host
          + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n")) {
        try (Socket slow = new Socket("127.0.0.1", s.port())) {
          long ms = millisUntilClosed(slow, head, patience);
          assertThat(ms).as("ms until a head sent slowly is closed: " + head)
              .isBetween(900L, 10_000L);
        }
      }
      // a connection that sends nothing at all is closed at the deadline too
      try (Socket silent = new Socket("127.0.0.1", s.port())) {
        silent.setSoTimeout((int) patience.toMillis());
        long start = System.nanoTime();
        assertThat(silent.getInputStream().read()).isEqualTo(-1);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(10_000);
      }
      // a later request on a kept-alive connection has a deadline of its own
      try (Socket kept = new Socket("127.0.0.1", s.port())) {
        kept.setSoTimeout((int) Await.GENEROUS.toMillis());
        kept.getOutputStream().write(("GET /card/AH.svg HTTP/1.1\r\n" + host + "\r\n")
            .getBytes(StandardCharsets.US_ASCII));
        assertThat(readAnswer(kept.getInputStream())).startsWith("HTTP/1.1 200");
        long ms = millisUntilClosed(kept, "GET /card/KH.svg HTTP/1.1\r\n" + host, patience);
        assertThat(ms).as("ms until a second head sent slowly is closed")
            .isBetween(900L, 10_000L);
      }
    }
  }

  @Tag("slow")
  @Test
  void aConnectionWhoseHeadCameInTime_mayIdleAsBefore() throws Exception {
    // The head deadline holds for heads only. A kept-alive connection that idles
    // between requests, and a WebSocket that idles, stay open past it.
    WebServer.Limits limits = NO_GRACE.withHeadDeadline(Duration.ofSeconds(1));
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits);
        WsClient ws = new WsClient(s.port())) {
      String host = "Host: 127.0.0.1:" + s.port() + "\r\n";
      try (Socket kept = new Socket("127.0.0.1", s.port())) {
        kept.setSoTimeout((int) Await.GENEROUS.toMillis());
        kept.getOutputStream().write(("GET /card/AH.svg HTTP/1.1\r\n" + host + "\r\n")
            .getBytes(StandardCharsets.US_ASCII));
        assertThat(readAnswer(kept.getInputStream())).startsWith("HTTP/1.1 200");
        Thread.sleep(2500); // idle past the head deadline: time must pass, no event
        kept.getOutputStream().write(("GET /card/KH.svg HTTP/1.1\r\n" + host + "\r\n")
            .getBytes(StandardCharsets.US_ASCII));
        assertThat(readAnswer(kept.getInputStream())).startsWith("HTTP/1.1 200");
      }
      ws.send("{\"type\":\"nonsense\"}");
      assertThat(ws.next("error").get("message").asText()).contains("unknown frame type");
      assertThat(ws.closed).isNotDone();
    }
  }

  /** {@return the next frame of a type over a raw WebSocket; others are skipped} */
  private static JsonNode nextRaw(Socket s, String type) throws IOException {
    while (true) {
      JsonNode f = MAPPER.readTree(WsClient.readRaw(s.getInputStream()));
      if (f.path("type").asText().equals(type)) {
        return f;
      }
    }
  }

  @Test
  void anAddressWithManySlowBots_doesNotHoldUpTheBotOfAnother() throws Exception {
    // The bug: bot moves waited in one queue, first come first served, so one address that
    // opened many tables of slow bots delayed every other table's bot. Address A (127.0.0.1)
    // keeps the four bot threads busy with moves that wait for a permit and has four more moves
    // waiting; then address B (127.0.0.2) asks for one. B's move must be the next one chosen, not
    // the ninth. One of A's moves is let go, so one thread is free, and it must take B's move:
    // with all four let go at once, the threads would race to record their moves' starts.
    java.util.concurrent.Semaphore release = new java.util.concurrent.Semaphore(0);
    List<String> started = java.util.Collections.synchronizedList(new ArrayList<>());
    Function<String, Bot> maker = spec -> new Bot() {
      @Override
      public String name() {
        return spec;
      }

      @Override
      public Move choose(PlayerView view, RandomGenerator random) {
        boolean fromB = spec.startsWith("heuristic");
        started.add(fromB ? "B" : "A");
        if (!fromB) {
          try {
            release.tryAcquire(2 * Await.GENEROUS.toSeconds(), TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
        return view.legalMoves().get(0);
      }
    };
    WebServer.Limits limits = new WebServer.Limits(200, 20, 32, 1 << 20, Duration.ZERO);
    List<WsClient> clients = new ArrayList<>();
    try (WebServer s = WebServer.start("127.0.0.1", 0, 0, limits, maker);
        Socket b = WsClient.raw("127.0.0.2", s.port(), 65536)) {
      for (int i = 0; i < 2 * WebServer.BOT_THREADS; i++) {
        WsClient c = new WsClient(s.port());
        clients.add(c);
        c.send("{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"random\"]}");
        JsonNode v = c.next("state").get("view");
        if (v.get("myTurn").asBoolean()) {
          c.send(frame("type", "play", "move", v.get("legal").get(0).asText()));
          c.next("state");
        }
      }
      Await.until("A's moves to hold every bot thread",
          () -> started.size() >= WebServer.BOT_THREADS);
      Await.until("A's other moves to be queued behind them",
          () -> movesWaiting(s) == WebServer.BOT_THREADS);
      assertThat(started).as("A's moves being chosen").hasSize(WebServer.BOT_THREADS);
      nextRaw(b, "hello");
      WsClient.sendRaw(b.getOutputStream(),
          "{\"type\":\"create\",\"game\":\"elfern\",\"opponents\":[\"heuristic\"]}");
      JsonNode v = nextRaw(b, "state").get("view");
      if (v.get("myTurn").asBoolean()) {
        WsClient.sendRaw(b.getOutputStream(), frame("type", "play", "move",
            v.get("legal").get(0).asText()));
        nextRaw(b, "state");
      }
      Await.until("B's move to be queued", () -> movesWaiting(s) == WebServer.BOT_THREADS + 1);
      assertThat(started).as("nothing chosen while A's moves hold every thread")
          .hasSize(WebServer.BOT_THREADS);
      release.release(); // one of A's moves ends: its thread is the one free thread
      Await.until("B's move to be chosen", () -> started.contains("B"));
      assertThat(started.indexOf("B")).as("when B's move was started, in " + started)
          .isEqualTo(WebServer.BOT_THREADS);
    } finally {
      clients.forEach(WsClient::close);
    }
  }
}
