package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.Bot;
import io.github.elfern.bot.Bots;
import io.github.elfern.card.Card;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Trick;
import io.github.elfern.json.ElfernJson;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.svg.CardStyle;
import io.github.elfern.svg.Svg;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The web server of {@code elfern serve}: static pages from the class path, card pictures, and a
 * WebSocket at {@code /ws} over which browsers create, join and watch tables, play and replay EGN.
 *
 * <p>Every frame from a client is bounded ({@link #MAX_FRAME} characters, Jetty closes the
 * connection above that), parsed with the bounded mapper of {@code elfern-json} and checked: a
 * client plays only for its own seat, on its turn, a legal card. Anything else is answered with
 * {@code {"type":"error","message":...}} and the server goes on. No accounts, no persistence, no
 * TLS: bind it to the loopback address (the default) unless you put it behind a proxy that adds
 * them.
 */
public final class WebServer implements AutoCloseable {

  /** The largest frame a client may send, in characters (an EGN upload included). */
  public static final int MAX_FRAME = 96 * 1024;

  /** The most tables the server holds at once. */
  static final int MAX_TABLES = 200;

  /**
   * The limits a server enforces, for tests to tighten or loosen; {@link #DEFAULT} is what {@code
   * elfern serve} uses.
   *
   * @param maxTables the most tables the server holds at once
   * @param tablesPerAddress the most tables created from one remote address that exist at once
   * @param connectionsPerAddress the most WebSocket connections from one remote address at once
   * @param maxPendingBytes the most bytes of frames sent to one connection and not yet written
   *     to it; a connection that falls further behind is closed
   * @param emptyTableGrace how long a table that everyone's connection has dropped from is kept,
   *     so that a reloaded page can reclaim its seat
   */
  record Limits(int maxTables, int tablesPerAddress, int connectionsPerAddress,
      long maxPendingBytes, Duration emptyTableGrace) {

    /** The limits of {@code elfern serve}. */
    static final Limits DEFAULT = new Limits(MAX_TABLES, 10, 32, 1 << 20, Duration.ofMinutes(2));

    /** {@return these limits with another grace for tables whose people all dropped} */
    Limits withEmptyTableGrace(Duration grace) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          grace);
    }
  }

  private final ObjectMapper mapper = ElfernJson.mapper();
  private final SecureRandom secure = new SecureRandom();
  private final Map<String, Table> tables = new ConcurrentHashMap<>();
  private final Map<String, WsContext> connections = new ConcurrentHashMap<>();
  private final Map<String, Table.Person> seated = new ConcurrentHashMap<>();
  private final Map<String, Table> tableOf = new ConcurrentHashMap<>();
  private final ScheduledExecutorService botThread;
  private final long botDelayMillis;
  private final Limits limits;
  private final Javalin app;

  private WebServer(long botDelayMillis, Limits limits) {
    this.botDelayMillis = botDelayMillis;
    this.limits = limits;
    this.botThread = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "elfern-bots");
      t.setDaemon(true);
      return t;
    });
    this.app = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.staticFiles.add("/io/github/elfern/examples/serve/web", Location.CLASSPATH);
      config.jetty.modifyWebSocketServletFactory(f -> {
        f.setMaxTextMessageSize(MAX_FRAME);
        f.setMaxBinaryMessageSize(1024);
        f.setIdleTimeout(Duration.ofMinutes(30));
      });
      config.routes.get("/card/{name}", ctx -> {
        String name = ctx.pathParam("name");
        CardStyle style = "german".equals(ctx.queryParam("style")) ? CardStyle.GERMAN
            : CardStyle.FRENCH;
        String svg;
        if (name.equals("back.svg")) {
          svg = Svg.back();
        } else if (name.length() == 6 && name.endsWith(".svg")) {
          try {
            svg = Svg.card(Card.parse(name.substring(0, 2)), style);
          } catch (IllegalArgumentException e) {
            ctx.status(404).result("no such card");
            return;
          }
        } else {
          ctx.status(404).result("no such card");
          return;
        }
        ctx.contentType("image/svg+xml").header("Cache-Control", "max-age=3600").result(svg);
      });
      config.routes.ws("/ws", ws -> {
        ws.onConnect(ctx -> {
          connections.put(ctx.sessionId(), ctx);
          ctx.send(hello());
        });
        ws.onMessage(ctx -> onMessage(ctx, ctx.message()));
        ws.onClose(ctx -> onClose(ctx.sessionId()));
        ws.onError(ctx -> onClose(ctx.sessionId()));
      });
    });
  }

  /**
   * Starts a server.
   *
   * @param host the address to bind, e.g. {@code 127.0.0.1}
   * @param port the port, 0 for any free one
   * @param botDelayMillis the pause before each bot move, so people can follow the play
   * @return the running server
   */
  public static WebServer start(String host, int port, long botDelayMillis) {
    return start(host, port, botDelayMillis, Limits.DEFAULT);
  }

  /** Starts a server with other limits than {@code elfern serve}'s, for tests. */
  static WebServer start(String host, int port, long botDelayMillis, Limits limits) {
    WebServer s = new WebServer(botDelayMillis, limits);
    s.app.start(host, port);
    return s;
  }

  /** {@return the port the server listens on} */
  public int port() {
    return app.port();
  }

  /** Stops the server. */
  @Override
  public void close() {
    app.stop();
    botThread.shutdownNow();
  }

  private String hello() {
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "hello");
    ArrayNode presets = f.putArray("presets");
    for (Preset p : Preset.values()) {
      ObjectNode o = presets.addObject();
      Rules r = Rules.of(p);
      o.put("id", p.id());
      o.put("players", r.players());
      ObjectNode opts = o.putObject("options");
      r.options().forEach((k, v) -> opts.put(k.toString(), v));
    }
    ArrayNode bots = f.putArray("bots");
    for (String b : Bots.NAMES.split(",\\s*")) {
      bots.add(b);
    }
    f.put("version", ElfernJson.VERSION);
    return f.toString();
  }

  private void send(String connection, String frame) {
    WsContext ctx = connections.get(connection);
    if (ctx != null && ctx.session.isOpen()) {
      try {
        ctx.send(frame);
      } catch (RuntimeException e) {
        onClose(connection);
      }
    }
  }

  private void error(WsContext ctx, String message) {
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "error");
    f.put("message", message);
    ctx.send(f.toString());
  }

  private void onClose(String connection) {
    connections.remove(connection);
    seated.remove(connection);
    Table t = tableOf.remove(connection);
    if (t != null) {
      synchronized (t) {
        t.remove(connection);
        if (t.isEmpty()) {
          tables.remove(t.id);
        } else {
          t.broadcast();
        }
      }
    }
  }

  private void onMessage(WsContext ctx, String text) {
    JsonNode msg;
    try {
      msg = mapper.readTree(text);
    } catch (Exception e) {
      error(ctx, "malformed frame: " + firstLine(e.getMessage()));
      return;
    }
    if (msg == null || !msg.isObject() || !msg.path("type").isTextual()) {
      error(ctx, "a frame is a JSON object with a \"type\"");
      return;
    }
    String type = msg.get("type").textValue();
    try {
      switch (type) {
        case "create":
          create(ctx, msg);
          break;
        case "join":
          join(ctx, msg, false);
          break;
        case "watch":
          join(ctx, msg, true);
          break;
        case "play":
          play(ctx, msg);
          break;
        case "next":
          next(ctx);
          break;
        case "replay":
          replay(ctx, msg);
          break;
        default:
          error(ctx, "unknown frame type '" + clip(type)
              + "' (create, join, watch, play, next, replay)");
      }
    } catch (IllegalPlayException e) {
      // A refused move that Table.play did not phrase: its message shows every hand, so only
      // the rule is told.
      error(ctx, "a move was refused (" + e.violation().code() + ")");
    } catch (IllegalArgumentException | IllegalStateException e) {
      error(ctx, firstLine(e.getMessage()));
    }
  }

  private static String text(JsonNode msg, String field, String fallback, int max) {
    JsonNode n = msg.get(field);
    if (n == null || n.isNull()) {
      return fallback;
    }
    if (!n.isTextual() || n.textValue().length() > max) {
      throw new IllegalArgumentException(
          "\"" + field + "\" must be a string of at most " + max + " characters");
    }
    return n.textValue();
  }

  private void create(WsContext ctx, JsonNode msg) {
    if (tableOf.containsKey(ctx.sessionId())) {
      leave(ctx);
    }
    if (tables.size() >= MAX_TABLES) {
      throw new IllegalStateException("the server holds " + MAX_TABLES + " tables already");
    }
    Rules rules = Rules.preset(text(msg, "game", "elfern", 40))
        .withVariants(text(msg, "options", "", 400));
    boolean matchMode = "match".equals(text(msg, "mode", "deal", 10));
    String scoringText = text(msg, "scoring", "", 400).strip();
    Scoring scoring = Scoring.parse(scoringText.isEmpty()
        ? (rules.players() == 2 ? "tendler" : "fifteen") : scoringText);
    JsonNode opp = msg.get("opponents");
    List<String> specs = new ArrayList<>();
    List<Bot> bots = new ArrayList<>();
    specs.add("you");
    bots.add(null);
    for (int p = 1; p < rules.players(); p++) {
      String spec = "heuristic";
      if (opp != null && (!opp.isArray() || opp.size() > 3)) {
        throw new IllegalArgumentException("\"opponents\" must be an array of at most 3 bot"
            + " specs or \"person\"");
      }
      if (opp != null && opp.isArray() && opp.size() >= p) {
        JsonNode e = opp.get(p - 1);
        if (!e.isTextual() || e.textValue().length() > 100) {
          throw new IllegalArgumentException("opponents[" + (p - 1) + "] must be a bot spec"
              + " or \"person\"");
        }
        spec = e.textValue().strip();
      }
      specs.add(spec);
      bots.add(spec.equals("person") ? null : Bots.create(checkBot(spec)));
    }
    byte[] idBytes = new byte[12];
    secure.nextBytes(idBytes);
    String id = HexFormat.of().formatHex(idBytes);
    Table t = new Table(id, rules, scoring, matchMode, specs, bots, secure.nextLong(),
        new SplittableRandom(secure.nextLong()), mapper, this::send);
    tables.put(id, t);
    synchronized (t) {
      Table.Person me = new Table.Person(ctx.sessionId(), 0);
      t.add(me);
      seated.put(ctx.sessionId(), me);
      tableOf.put(ctx.sessionId(), t);
      t.broadcast();
      scheduleBots(t);
    }
  }

  /**
   * Refuses bot options that would let one client keep the bot thread busy for long: a bot is a
   * name with at most {@code samples} (1 to 200) and {@code playout}.
   */
  static String checkBot(String spec) {
    if (!spec.matches("(random|heuristic|montecarlo)( samples=([1-9][0-9]?|1[0-9]{2}|200))?"
        + "( playout=(heuristic|random))?")) {
      throw new IllegalArgumentException("bot '" + clip(spec) + "' is not offered here: choose "
          + Bots.NAMES + " (montecarlo may take samples=1..200 and playout=heuristic|random)");
    }
    return spec;
  }

  private void leave(WsContext ctx) {
    Table t = tableOf.remove(ctx.sessionId());
    seated.remove(ctx.sessionId());
    if (t != null) {
      synchronized (t) {
        t.remove(ctx.sessionId());
        if (t.isEmpty()) {
          tables.remove(t.id);
        }
      }
    }
  }

  private void join(WsContext ctx, JsonNode msg, boolean watch) {
    String id = text(msg, "table", "", 64);
    Table t = tables.get(id);
    if (t == null) {
      throw new IllegalArgumentException("no table '" + clip(id) + "' (tables end when everyone"
          + " has left)");
    }
    if (tableOf.containsKey(ctx.sessionId())) {
      leave(ctx);
    }
    synchronized (t) {
      int place = watch ? -1 : t.openPlace();
      Table.Person me = new Table.Person(ctx.sessionId(), place);
      t.add(me);
      seated.put(ctx.sessionId(), me);
      tableOf.put(ctx.sessionId(), t);
      t.broadcast();
    }
  }

  private void play(WsContext ctx, JsonNode msg) {
    Table t = tableOf.get(ctx.sessionId());
    Table.Person me = seated.get(ctx.sessionId());
    if (t == null || me == null) {
      throw new IllegalStateException("you are at no table: create or join one first");
    }
    String token = text(msg, "move", "", 16);
    synchronized (t) {
      String problem = t.play(me, token);
      if (problem != null) {
        error(ctx, problem);
        return;
      }
      t.broadcast();
      scheduleBots(t);
    }
  }

  private void next(WsContext ctx) {
    Table t = tableOf.get(ctx.sessionId());
    Table.Person me = seated.get(ctx.sessionId());
    if (t == null || me == null) {
      throw new IllegalStateException("you are at no table: create or join one first");
    }
    synchronized (t) {
      String problem = t.next(me);
      if (problem != null) {
        error(ctx, problem);
        return;
      }
      t.broadcast();
      scheduleBots(t);
    }
  }

  private void scheduleBots(Table t) {
    if (!t.botToMove()) {
      return;
    }
    botThread.schedule(() -> {
      synchronized (t) {
        if (!tables.containsKey(t.id) || !t.botToMove()) {
          return;
        }
        t.playBot();
        t.broadcast();
        scheduleBots(t);
      }
    }, botDelayMillis, TimeUnit.MILLISECONDS);
  }

  private void replay(WsContext ctx, JsonNode msg) {
    String egn = text(msg, "egn", "", 64 * 1024);
    GameRecord record = GameRecord.parse(egn);
    List<GameState> states = record.replay();
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "replay");
    f.set("record", mapper.valueToTree(record));
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
        hands.add(mapper.valueToTree(s.hand(i)));
      }
      p.put("stockSize", s.stockSize());
      s.turnedTrump().ifPresent(c -> p.put("turnedTrump", c.notation()));
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
    ctx.send(f.toString());
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "error";
    }
    int nl = s.indexOf('\n');
    String line = nl < 0 ? s : s.substring(0, nl);
    return line.length() <= 300 ? line : line.substring(0, 297) + "...";
  }

  private static String clip(String s) {
    return s.length() <= 24 ? s : s.substring(0, 21) + "...";
  }

  /** {@return the table with this id, for tests in this package} */
  Table table(String id) {
    return tables.get(id);
  }
}
