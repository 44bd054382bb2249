package io.github.elfern.examples.serve;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.Bot;
import io.github.elfern.bot.Bots;
import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.cli.PlayerNames;
import io.github.elfern.examples.text.Texts;
import io.github.elfern.notation.EgnException;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.json.ElfernJson;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.svg.CardStyle;
import io.github.elfern.svg.Svg;
import io.javalin.Javalin;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;
import org.eclipse.jetty.server.NetworkConnectionLimit;

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
 *
 * <p>Each remote address is limited before any WebSocket exists (TCP connections at once, requests
 * a second, the time to send a request head: {@code AddressLimits}) and after (WebSockets, frames
 * a second, tables). A seat whose player has been away longer than the seat grace is open again:
 * the table link takes it, or a player at the table gives it to a bot. Bot moves run on four
 * threads shared fairly by the addresses that created the tables ({@code BotPool}), outside the
 * table's lock, each by a bot made for it, and are played the bot delay after they were asked
 * for.
 *
 * <p>This class starts the server, serves the pages and card pictures and reads each frame; the
 * work is done by four parts, one job each: {@link Connections} (the WebSockets and their
 * limits), {@link Tables} (the tables and their seats), {@link BotScheduler} (when and where the
 * bots choose and play) and {@link ReplayFrames} (the replay of a record).
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
   * @param seatGrace how long a seat is kept for its player after their connection dropped; then
   *     its key no longer holds, the table link takes it and the players may give it to a bot
   * @param socketsPerAddress the most TCP connections from one remote address at once, whatever
   *     they carry (page requests, handshakes in progress, WebSockets)
   * @param requestsPerSecond the HTTP requests (WebSocket handshakes included) one remote address
   *     may make a second, on average
   * @param requestBurst the most requests one remote address may make at once, above that rate
   * @param framesPerSecond the WebSocket frames the connections of one remote address may send
   *     together a second, on average (each join sends the whole table a frame)
   * @param frameBurst the most frames one remote address may send at once, above that rate
   * @param maxConnections the most TCP connections the server keeps open at once, from all
   *     addresses together: above it the server accepts no more until one closes (they wait in
   *     the system's queue), so that many addresses cannot use up its file descriptors
   * @param headDeadline how long a connection may take to send a request head (the request line
   *     and headers, a WebSocket handshake's included): the first from when it was opened, a
   *     later one on the same connection from its first bytes; a connection that takes longer is
   *     closed, so that heads sent a line at a time cannot hold connections for long
   */
  record Limits(int maxTables, int tablesPerAddress, int connectionsPerAddress,
      long maxPendingBytes, Duration emptyTableGrace, Duration seatGrace, int socketsPerAddress,
      int requestsPerSecond, int requestBurst, int framesPerSecond, int frameBurst,
      int maxConnections, Duration headDeadline) {

    /** The limits of {@code elfern serve}. */
    static final Limits DEFAULT = new Limits(MAX_TABLES, 10, 32, 1 << 20, Duration.ofMinutes(2),
        Duration.ofMinutes(2), 64, 50, 200, 20, 200, 4096, Duration.ofSeconds(10));

    /** Limits with the default seat grace and limits of TCP connections and requests. */
    Limits(int maxTables, int tablesPerAddress, int connectionsPerAddress, long maxPendingBytes,
        Duration emptyTableGrace) {
      this(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes, emptyTableGrace,
          DEFAULT.seatGrace, DEFAULT.socketsPerAddress, DEFAULT.requestsPerSecond,
          DEFAULT.requestBurst, DEFAULT.framesPerSecond, DEFAULT.frameBurst,
          DEFAULT.maxConnections, DEFAULT.headDeadline);
    }

    /** {@return these limits with another grace for tables whose people all dropped} */
    Limits withEmptyTableGrace(Duration grace) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          grace, seatGrace, socketsPerAddress, requestsPerSecond, requestBurst, framesPerSecond,
          frameBurst, maxConnections, headDeadline);
    }

    /** {@return these limits with another grace for a seat whose player's connection dropped} */
    Limits withSeatGrace(Duration grace) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          emptyTableGrace, grace, socketsPerAddress, requestsPerSecond, requestBurst,
          framesPerSecond, frameBurst, maxConnections, headDeadline);
    }

    /** {@return these limits with other limits of TCP connections and requests per address} */
    Limits withAddressLimits(int sockets, int perSecond, int burst) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          emptyTableGrace, seatGrace, sockets, perSecond, burst, framesPerSecond, frameBurst,
          maxConnections, headDeadline);
    }

    /** {@return these limits with another cap of TCP connections from all addresses} */
    Limits withMaxConnections(int max) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          emptyTableGrace, seatGrace, socketsPerAddress, requestsPerSecond, requestBurst,
          framesPerSecond, frameBurst, max, headDeadline);
    }

    /** {@return these limits with another rate of WebSocket frames per address} */
    Limits withFrameLimits(int perSecond, int burst) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          emptyTableGrace, seatGrace, socketsPerAddress, requestsPerSecond, requestBurst,
          perSecond, burst, maxConnections, headDeadline);
    }

    /** {@return these limits with another time for a connection to send a request head} */
    Limits withHeadDeadline(Duration deadline) {
      return new Limits(maxTables, tablesPerAddress, connectionsPerAddress, maxPendingBytes,
          emptyTableGrace, seatGrace, socketsPerAddress, requestsPerSecond, requestBurst,
          framesPerSecond, frameBurst, maxConnections, deadline);
    }
  }

  /** The bots a table may seat, as {@code hello} offers them; see {@link BotScheduler#checkBot}. */
  static final List<String> BOTS = BotScheduler.BOTS;

  /**
   * The threads that bot moves run on, whatever the number of tables, shared fairly by the
   * addresses that created the tables ({@link BotPool}); the moves of one table are made in order.
   */
  static final int BOT_THREADS = 4;

  /** The time budget of one choice of the {@code best} bot here, so it never holds the bots up. */
  static final int BEST_MOVE_MILLIS = BotScheduler.BEST_MOVE_MILLIS;

  /** How a replay shows a card that the record does not show. */
  static final String UNKNOWN = ReplayFrames.UNKNOWN;

  private final ObjectMapper mapper = ElfernJson.mapper();
  /** Waits out delays (bot moves, grace times); its tasks are short and never choose a move. */
  private final ScheduledExecutorService timers;
  /** The open WebSockets and their limits. */
  private final Connections connections;
  /** When the bots choose and play. */
  private final BotScheduler bots;
  /** The tables and who sits at them. */
  private final Tables tables;
  private final ReplayFrames replays = new ReplayFrames(mapper);
  private final Javalin app;

  private WebServer(String host, int port, long botDelayMillis, Limits limits,
      Function<String, Bot> botMaker) {
    this.timers = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "elfern-timers");
      t.setDaemon(true);
      return t;
    });
    this.connections = new Connections(limits, timers, mapper, id -> tables().gone(id));
    this.bots = new BotScheduler(BOT_THREADS, limits.maxTables(), botDelayMillis, botMaker,
        timers, t -> tables().holds(t));
    this.tables = new Tables(limits, connections, bots, timers, mapper);
    AddressLimits perAddress = new AddressLimits(limits.socketsPerAddress(),
        limits.requestsPerSecond(), limits.requestBurst(), limits.headDeadline());
    this.app = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      // before anything else: the TCP connections and the requests of each address
      config.jetty.modifyServer(server -> {
        server.setHandler(perAddress.rateHandler());
        // and the connections of all addresses together: Jetty stops accepting at the cap
        server.addBean(new NetworkConnectionLimit(limits.maxConnections(), server));
      });
      config.jetty.addConnector((server, http) -> perAddress.connector(server, http, host, port));
      config.staticFiles.add("/io/github/elfern/examples/serve/web", Location.CLASSPATH);
      config.jetty.modifyWebSocketServletFactory(f -> {
        f.setMaxTextMessageSize(MAX_FRAME);
        f.setMaxBinaryMessageSize(1024);
        f.setIdleTimeout(Duration.ofMinutes(30));
        // a second bound besides the bytes counted in send(): frames queued, not yet written
        f.setMaxOutgoingFrames(MAX_OUTGOING_FRAMES);
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
      // the documents as pages: "How to play" in the language asked for (?lang=de) or that the
      // browser prefers, the rules and the record format
      config.routes.get("/how-to-play", ctx -> {
        String q = ctx.queryParam("lang");
        String lang = q != null && Texts.LANGUAGES.contains(q) ? q
            : Texts.preferred(Optional.ofNullable(ctx.header("Accept-Language")).orElse(""));
        docPage(ctx, lang.equals("en") ? "how-to-play.md" : "how-to-play-" + lang + ".md");
      });
      config.routes.get("/rules", ctx -> docPage(ctx, "rules.md"));
      config.routes.get("/egn", ctx -> docPage(ctx, "EGN.md"));
      // the words of the page in a language, from the programs' one bundle of words
      config.routes.get("/texts/{lang}", ctx -> {
        String name = ctx.pathParam("lang");
        String lang = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        if (!Texts.LANGUAGES.contains(lang)) {
          ctx.status(404).result("no such language; there are " + String.join(", ",
              Texts.LANGUAGES));
          return;
        }
        ctx.contentType("application/json; charset=utf-8")
            .header("Cache-Control", "max-age=3600")
            .result(mapper.writeValueAsString(Texts.of(lang, SuitSystem.FRENCH).all()));
      });
      config.routes.wsBeforeUpgrade("/ws", ctx -> {
        String origin = ctx.header("Origin");
        if (origin != null && !sameOrigin(origin, ctx.header("Host"))) {
          throw new ForbiddenResponse("a WebSocket to this server is only opened by its own"
              + " pages, not from " + clip(origin));
        }
      });
      config.routes.ws("/ws", ws -> {
        ws.onConnect(this::onConnect);
        ws.onMessage(ctx -> onMessage(ctx, ctx.message()));
        ws.onBinaryMessage(ctx -> {
          if (connections.withinFrameLimit(ctx.sessionId())) {
            connections.error(ctx.sessionId(), "frames are JSON text, not binary");
          }
        });
        ws.onClose(ctx -> connections.closed(ctx.sessionId()));
        ws.onError(ctx -> connections.closed(ctx.sessionId()));
      });
    });
  }

  /** The documents served as pages: "How to play", the rules, the record format. */
  private static final DocPages DOCS = new DocPages();

  /** Answers with a document's page, or 404 when this build lacks it. */
  private static void docPage(io.javalin.http.Context ctx, String file) {
    Optional<String> page = DOCS.page(file);
    if (page.isEmpty()) {
      ctx.status(404).result("this build has no " + file);
      return;
    }
    ctx.contentType("text/html; charset=utf-8").header("Cache-Control", "max-age=3600")
        .result(page.get());
  }

  /** The most frames queued for one connection and not yet written, besides the byte limit. */
  static final int MAX_OUTGOING_FRAMES = 1024;

  /**
   * Starts a server.
   *
   * @param host the address to bind, e.g. {@code 127.0.0.1}
   * @param port the port, 0 for any free one
   * @param botDelayMillis the time from a bot's turn to its move, so people can follow the play
   *     and the time does not tell how long the bot thought (it thinks meanwhile)
   * @return the running server
   */
  public static WebServer start(String host, int port, long botDelayMillis) {
    return start(host, port, botDelayMillis, Limits.DEFAULT);
  }

  /** Starts a server with other limits than {@code elfern serve}'s, for tests. */
  static WebServer start(String host, int port, long botDelayMillis, Limits limits) {
    return start(host, port, botDelayMillis, limits, Bots::create);
  }

  /**
   * Starts a server whose bots are made by {@code botMaker} from the checked spec ({@link
   * BotScheduler#checkBot}), for tests that need a bot of their own (a slow one, say).
   */
  static WebServer start(String host, int port, long botDelayMillis, Limits limits,
      Function<String, Bot> botMaker) {
    WebServer s = new WebServer(host, port, botDelayMillis, limits, botMaker);
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
    timers.shutdownNow();
    bots.close();
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
    ArrayNode offered = f.putArray("bots");
    BOTS.forEach(offered::add);
    ArrayNode botNames = f.putArray("botNames"); // "Heuristic bot", as a table names them
    BOTS.forEach(b -> botNames.add(PlayerNames.bot(b)));
    // the bot delay of a new table, and the bounds of what a player may set
    f.put("botDelay", bots.delayMillis());
    f.put("maxBotDelay", BotScheduler.MAX_DELAY_MILLIS);
    f.put("version", ElfernJson.VERSION);
    return f.toString();
  }

  /**
   * Whether an {@code Origin} is this server's own: the same host and port as the {@code Host}
   * the browser asked for (a page of another site may not open tables here).
   */
  static boolean sameOrigin(String origin, String host) {
    if (host == null) {
      return false;
    }
    try {
      URI o = new URI(origin);
      URI h = new URI("http://" + host);
      String scheme = o.getScheme() == null ? "" : o.getScheme().toLowerCase(Locale.ROOT);
      int standard = scheme.equals("https") ? 443 : scheme.equals("http") ? 80 : -1;
      if (standard < 0 || o.getHost() == null || h.getHost() == null) {
        return false;
      }
      int originPort = o.getPort() < 0 ? standard : o.getPort();
      int hostPort = h.getPort() < 0 ? standard : h.getPort();
      return o.getHost().equalsIgnoreCase(h.getHost()) && originPort == hostPort;
    } catch (URISyntaxException e) {
      return false;
    }
  }

  /** {@return the tables, once made: the connections' callback may not run before} */
  private Tables tables() {
    return tables;
  }

  private void onConnect(WsContext ctx) {
    if (connections.open(ctx)) {
      connections.send(ctx.sessionId(), hello());
    }
  }

  private void onMessage(WsContext ctx, String text) {
    String id = ctx.sessionId();
    if (!connections.withinFrameLimit(id)) {
      return;
    }
    JsonNode msg;
    try {
      msg = mapper.readTree(text);
    } catch (JsonProcessingException e) {
      connections.error(id, "malformed frame: " + describe(e));
      return;
    }
    if (msg == null || !msg.isObject() || !msg.path("type").isTextual()) {
      connections.error(id, "a frame is a JSON object with a \"type\"");
      return;
    }
    String type = msg.get("type").textValue();
    try {
      switch (type) {
        case "create":
          tables.create(id, msg);
          break;
        case "join":
          tables.join(id, msg, false);
          break;
        case "watch":
          tables.join(id, msg, true);
          break;
        case "play":
          tables.play(id, msg);
          break;
        case "next":
          tables.next(id);
          break;
        case "replay":
          try {
            connections.send(id, replays.replay(text(msg, "egn", "", 64 * 1024)));
          } catch (EgnException e) {
            // the record's error in a sentence, in the person's language
            connections.error(id, connections.texts(id).diagnostic(e.diagnostic()));
          }
          break;
        case "bot":
          tables.giveToBot(id, msg);
          break;
        case "delay":
          tables.delay(id, msg);
          break;
        case "suits":
          connections.suits(id, suits(msg));
          break;
        case "lang":
          connections.lang(id, text(msg, "lang", "", 10));
          break;
        case "name":
          tables.rename(id, msg);
          break;
        default:
          connections.error(id, "unknown frame type '" + clip(type)
              + "' (create, join, watch, play, next, name, bot, delay, suits, lang, replay)");
      }
    } catch (IllegalPlayException e) {
      // A refused move that Table.play did not phrase: only the rule is told. (The message names
      // no hidden card; this stays as a defence.)
      connections.error(id, "a move was refused (" + e.violation().code() + ")");
    } catch (IllegalArgumentException | IllegalStateException e) {
      connections.error(id, firstLine(e.getMessage()));
    }
  }

  /**
   * {@return a text field of a frame, or {@code fallback} when it is absent}; throws when it is
   * not a string of at most {@code max} characters
   */
  static String text(JsonNode msg, String field, String fallback, int max) {
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

  /**
   * {@return the letters of a {@code {"type":"suits","suits":"german"}} frame}: the letters the
   * page shows cards in, for the messages that name cards (moves stay in the wire format's
   * French letters)
   */
  private static SuitSystem suits(JsonNode msg) {
    String id = text(msg, "suits", "", 10);
    return SuitSystem.fromId(id).orElseThrow(() -> new IllegalArgumentException(
        "\"suits\" must be french or german, not '" + clip(id) + "'"));
  }

  /** {@return a parse error in words, without the parser's own names} */
  private static String describe(JsonProcessingException e) {
    if (e instanceof StreamConstraintsException) {
      String m = String.valueOf(e.getOriginalMessage());
      if (m.contains("nesting depth")) {
        return "nested deeper than " + ElfernJson.MAX_DEPTH + " levels";
      }
      if (m.contains("String value length")) {
        return "a string is longer than allowed";
      }
      if (m.contains("Number value length")) {
        return "a number is longer than allowed";
      }
      return "larger than allowed";
    }
    JsonLocation at = e.getLocation();
    String where = at == null || at.getColumnNr() < 1 ? ""
        : " at " + (at.getLineNr() > 1 ? "line " + at.getLineNr() + ", " : "") + "column "
            + at.getColumnNr();
    if (e instanceof JsonEOFException) {
      return "the JSON ends too early" + where;
    }
    if (e instanceof JsonParseException) {
      return "unexpected character" + where;
    }
    return "not JSON";
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "error";
    }
    int nl = s.indexOf('\n');
    String line = nl < 0 ? s : s.substring(0, nl);
    return line.length() <= 300 ? line : line.substring(0, 297) + "...";
  }

  /** {@return at most 24 characters of what a client sent, for a message} */
  static String clip(String s) {
    return s.length() <= 24 ? s : s.substring(0, 21) + "...";
  }

  /** {@return the table with this id, for tests in this package} */
  Table table(String id) {
    return tables.table(id);
  }
}
