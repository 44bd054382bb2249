package io.github.elfern.examples.serve;

import static io.github.elfern.examples.serve.DealsAtOneTableTest.async;
import static io.github.elfern.examples.serve.DealsAtOneTableTest.checkEnd;
import static io.github.elfern.examples.serve.DealsAtOneTableTest.create;
import static io.github.elfern.examples.serve.DealsAtOneTableTest.playOut;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.examples.serve.DealsAtOneTableTest.Seen;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The names people give themselves at a table ({@code "name"} of create and join): a name the
 * saved record can carry stands in the frames and the record as given; any other is refused
 * before the table is made or the seat taken, with a message that says why, never rewritten.
 */
class TableNamesTest {

  /** Writes frames with every character beyond ASCII escaped: a half surrogate pair too. */
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(JsonWriteFeature.ESCAPE_NON_ASCII).build();
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

  private static String join(String table, String invite, String name) throws Exception {
    ObjectNode o = MAPPER.createObjectNode();
    o.put("type", "join");
    o.put("table", table);
    o.put("invite", invite);
    if (name != null) {
      o.put("name", name);
    }
    return MAPPER.writeValueAsString(o);
  }

  private static String named(String create, String name) throws Exception {
    ObjectNode o = (ObjectNode) MAPPER.readTree(create);
    o.put("name", name);
    return MAPPER.writeValueAsString(o);
  }

  @Test
  void namesGivenAtTheTable_standInTheFramesAndTheRecord_andOnesARecordCannotCarryAreRefused()
      throws Exception {
    SplittableRandom random = new SplittableRandom(42);
    try (WsClient a = new WsClient(server.port()); WsClient b = new WsClient(server.port())) {
      // a name the Players tag cannot carry is refused before the table is made
      a.send(named(create("elfern", "match", "person"), "Anna;Ben"));
      String refused = a.next("error", "seat", "state").toString();
      assertThat(refused).contains("\"error\"").contains("Anna;Ben").contains("';'");
      a.send(named(create("elfern", "match", "person"), "Anna"));
      JsonNode seat = a.next("seat");
      String table = seat.get("table").asText();
      String invite = seat.get("invite").asText();
      // ... and before a person takes a seat; so is a name taken at the table
      b.send(join(table, invite, "Ben; Cleo"));
      assertThat(b.next("error", "seat").toString()).contains("\"error\"").contains("';'");
      b.send(join(table, invite, "Anna"));
      assertThat(b.next("error", "seat").toString()).contains("\"error\"")
          .contains("'Anna' is taken");
      b.send(join(table, invite, "Ben"));
      b.next("seat");
      for (int deal = 1; deal <= 2; deal++) {
        SplittableRandom ra = random.split();
        SplittableRandom rb = random.split();
        CompletableFuture<Seen> sa = async(() -> playOut(a, ra));
        CompletableFuture<Seen> sb = async(() -> playOut(b, rb));
        checkEnd("deal " + deal + ", Anna", sa.join(), "Anna");
        checkEnd("deal " + deal + ", Ben", sb.join(), "Ben");
        a.send("{\"type\":\"next\"}");
      }
      // the creator's refused table was never made: only the second one was seated
      assertThat(a.all.stream().filter(f -> f.contains("\"type\":\"seat\"")).count())
          .isEqualTo(1);
    }
  }

  /**
   * The page names a seat after taking it ({@code {"type":"name"}}, from the name kept in the
   * browser): that path refuses what the create and join frames refuse, so that the deal's end
   * can write its record.
   */
  @Test
  void aNameGivenAfterTheSeatIsTaken_isCheckedAsAtTheTablesMaking() throws Exception {
    try (WsClient a = new WsClient(server.port())) {
      a.send(create("elfern", "deal", "heuristic"));
      a.next("seat");
      for (String bad : new String[] {"Anna;Ben", "Anna\u200b", "Heuristic bot"}) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("type", "name");
        o.put("name", bad);
        a.send(MAPPER.writeValueAsString(o));
        assertThat(a.next("error")).as(bad).isNotNull();
      }
    }
  }

  /**
   * Hostile names, as a person might type or a client send them: separators, quotes, brackets,
   * controls, halves of surrogate pairs, white space at the ends, long ones. Each is refused when
   * the table is made, with a message that says why, or stands as given in the saved record (an
   * empty name is none: the place's own, "Player 1").
   */
  @Test
  void everyNameIsRefusedUpFront_orReadBackAsGiven() throws Exception {
    SplittableRandom random = new SplittableRandom(20261207L);
    String[] pieces = {"Anna", "Ben", ";", ",", "\"", "'", "[", "]", "{", "}", "(", ")", "\\",
        " ", "\t", "\n", "\r", "\u0000", "\u0007", "\u007f", "\u200b", "\ud83d", "\ude00",
        "\ud83d\ude00", "\u00e4", "\u00df", "%", "=", "#", "*", "1-0"};
    List<String> names = new ArrayList<>(List.of("Anna", "Anna Maria", "O'Neil", "\"Ben\"",
        "[Cleo]", "{Dora}", "Anna;Ben", " Anna", "Anna ", "", " ", "A\ud83d", "\ud83d\ude00",
        "x".repeat(200), "x".repeat(201), "x".repeat(50_000)));
    for (int i = 0; i < 40; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = 1 + random.nextInt(6); k > 0; k--) {
        sb.append(pieces[random.nextInt(pieces.length)]);
      }
      names.add(sb.toString());
    }
    int accepted = 0;
    int refusals = 0;
    try (WsClient a = new WsClient(server.port())) {
      for (String name : names) {
        String what = "name '" + name.substring(0, Math.min(name.length(), 40)).replace("\n",
            "\\n") + "'";
        a.send(named(create("elfern", "deal", "random"), name));
        JsonNode first = a.next("error", "seat");
        if (first.get("type").asText().equals("error")) {
          refusals++;
          assertThat(first.get("message").asText()).as(what).containsIgnoringCase("name");
          continue;
        }
        accepted++;
        Seen seen = playOut(a, random);
        // an empty name is no name: the place's own
        String expected = name.isEmpty() ? "Player 1" : name;
        assertThat(seen.names().get(seen.seat())).as(what).isEqualTo(expected);
        checkEnd(what, seen, expected);
      }
    }
    assertThat(accepted).as("names accepted").isPositive();
    assertThat(refusals).as("names refused").isPositive();
  }
}
