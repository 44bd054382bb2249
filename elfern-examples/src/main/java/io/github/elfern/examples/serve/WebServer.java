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
import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.Trick;
import io.github.elfern.json.ElfernJson;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.PartialDeck;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.svg.CardStyle;
import io.github.elfern.svg.Svg;
import io.javalin.Javalin;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.net.URI;
import java.net.URISyntaxException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.websocket.api.Callback;

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

  /** The bots a table may seat, as {@code hello} offers them; see {@link #checkBot}. */
  static final List<String> BOTS = List.of("random", "heuristic", "montecarlo", "best");

  /**
   * The threads that bot moves run on, whatever the number of tables, shared fairly by the
   * addresses that created the tables ({@link BotPool}); the moves of one table are made in order.
   */
  static final int BOT_THREADS = 4;

  /** The time budget of one choice of the {@code best} bot here, so it never holds the bots up. */
  static final int BEST_MOVE_MILLIS = 1000;

  private final ObjectMapper mapper = ElfernJson.mapper();
  private final SecureRandom secure = new SecureRandom();
  private final Map<String, Table> tables = new ConcurrentHashMap<>();
  private final Map<String, Connection> connections = new ConcurrentHashMap<>();
  private final Map<String, Table.Person> seated = new ConcurrentHashMap<>();
  private final Map<String, Table> tableOf = new ConcurrentHashMap<>();
  /**
   * Waits out delays (bot moves chosen before the bot delay is over, grace times); its tasks are
   * short and never choose a move.
   */
  private final ScheduledExecutorService timers;
  /**
   * Chooses bot moves: {@link #BOT_THREADS} threads, at most one move of a table at a time,
   * shared fairly by the addresses that created the tables.
   */
  private final BotPool botPool;
  private final long botDelayMillis;
  private final Limits limits;
  /** The frames each remote address may send over its WebSockets. */
  private final AddressLimits.Rate frames;
  private final Function<String, Bot> botMaker;
  private final Javalin app;

  /** One browser's connection: its socket, its address and the bytes sent but not yet written. */
  private static final class Connection {
    final WsContext ctx;
    final String address;
    final AtomicLong pending = new AtomicLong();
    final AtomicBoolean cut = new AtomicBoolean();

    Connection(WsContext ctx, String address) {
      this.ctx = ctx;
      this.address = address;
    }
  }

  private WebServer(String host, int port, long botDelayMillis, Limits limits,
      Function<String, Bot> botMaker) {
    this.botDelayMillis = botDelayMillis;
    this.limits = limits;
    this.frames = new AddressLimits.Rate(limits.framesPerSecond(), limits.frameBurst());
    this.botMaker = botMaker;
    this.timers = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "elfern-timers");
      t.setDaemon(true);
      return t;
    });
    // one move per table at most (Table.botAsked), so the queue never holds more than the tables
    this.botPool = new BotPool(BOT_THREADS, limits.maxTables() + BOT_THREADS, "elfern-bot");
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
          if (withinFrameLimit(ctx)) {
            error(ctx, "frames are JSON text, not binary");
          }
        });
        ws.onClose(ctx -> onClose(ctx.sessionId()));
        ws.onError(ctx -> onClose(ctx.sessionId()));
      });
    });
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
   * #checkBot}), for tests that need a bot of their own (a slow one, say).
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
    botPool.close();
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
    BOTS.forEach(bots::add);
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

  private static String address(WsContext ctx) {
    return AddressLimits.address(ctx.session.getRemoteSocketAddress());
  }

  private void onConnect(WsContext ctx) {
    Connection c = new Connection(ctx, address(ctx));
    synchronized (connections) {
      long mine = connections.values().stream().filter(x -> x.address.equals(c.address)).count();
      if (mine >= limits.connectionsPerAddress()) {
        ObjectNode f = mapper.createObjectNode();
        f.put("type", "error");
        f.put("message", "your address has " + mine + " connections to this server already (the"
            + " most one address may have): close a page first");
        ctx.session.sendText(f.toString(), Callback.NOOP);
        ctx.closeSession(1008, "too many connections from your address");
        return;
      }
      connections.put(ctx.sessionId(), c);
    }
    send(c, hello());
  }

  private void send(String connection, String frame) {
    Connection c = connections.get(connection);
    if (c != null) {
      send(c, frame);
    }
  }

  /**
   * Sends a frame unless the connection has fallen behind: the bytes not yet written to it are
   * counted, and above {@link Limits#maxPendingBytes} the connection is cut off.
   */
  private void send(Connection c, String frame) {
    if (c.cut.get() || !c.ctx.session.isOpen()) {
      return;
    }
    long size = frame.length();
    if (c.pending.addAndGet(size) > limits.maxPendingBytes()) {
      c.pending.addAndGet(-size);
      cut(c, "too far behind: the page does not read what the server sends");
      return;
    }
    try {
      c.ctx.session.sendText(frame, Callback.from(() -> c.pending.addAndGet(-size), failure -> {
        c.pending.addAndGet(-size);
        cut(c, "too far behind: the page does not read what the server sends");
      }));
    } catch (RuntimeException e) {
      cut(c, "too far behind: the page does not read what the server sends");
    }
  }

  /** Closes a connection (1008) and forgets it; a socket that does not even take the close is
   * dropped a little later. */
  private void cut(Connection c, String reason) {
    if (!c.cut.compareAndSet(false, true)) {
      return;
    }
    onClose(c.ctx.sessionId());
    try {
      c.ctx.session.close(1008, reason, Callback.NOOP);
    } catch (RuntimeException e) {
      // already closing
    }
    timers.schedule(() -> c.ctx.session.disconnect(), 2, TimeUnit.SECONDS);
  }

  private void error(WsContext ctx, String message) {
    send(ctx.sessionId(), errorFrame(message));
  }

  private String errorFrame(String message) {
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "error");
    f.put("message", message);
    return f.toString();
  }

  private void onClose(String connection) {
    connections.remove(connection);
    seated.remove(connection);
    Table t = tableOf.remove(connection);
    if (t != null) {
      synchronized (t) {
        keepSeat(t, t.remove(connection));
        if (t.isEmpty()) {
          // kept for a while, so that a reloaded page takes its place again
          retire(t, limits.emptyTableGrace());
        } else {
          t.broadcast();
        }
      }
    }
  }

  /**
   * Keeps the seat of a person who left for {@link Limits#seatGrace}: back with its key before
   * then, they have it again; after it, the seat is given up (its key no longer holds, the table
   * link takes it, the players may give it to a bot). Called under the table's lock.
   *
   * @param player the place its person left, or -1 for none
   */
  private void keepSeat(Table t, int player) {
    if (player < 0) {
      return;
    }
    long since = t.awaySince(player);
    timers.schedule(() -> {
      synchronized (t) {
        if (tables.containsKey(t.id) && t.giveUp(player, since)) {
          t.broadcast();
        }
      }
    }, limits.seatGrace().toMillis() + 1, TimeUnit.MILLISECONDS);
  }

  /** Ends a table that nobody is at, now or when nobody has come back within {@code grace}. */
  private void retire(Table t, Duration grace) {
    t.emptySince = System.nanoTime();
    if (grace.isZero() || grace.isNegative()) {
      tables.remove(t.id);
      return;
    }
    timers.schedule(() -> {
      synchronized (t) {
        if (t.isEmpty() && System.nanoTime() - t.emptySince >= grace.toNanos()) {
          tables.remove(t.id);
        }
      }
    }, grace.toMillis() + 1, TimeUnit.MILLISECONDS);
  }

  /**
   * {@return whether a frame from this connection is to be handled}: not when the connection
   * was cut off or refused, nor when its address has sent too many frames (it is told so).
   * Checked before parsing, so a flood costs the server little and the others at its tables
   * nothing.
   */
  private boolean withinFrameLimit(WsContext ctx) {
    Connection c = connections.get(ctx.sessionId());
    if (c == null) {
      return false; // cut off or refused: nothing more is read from it
    }
    Integer refused = frames.take(c.address);
    if (refused != null) {
      error(ctx, refused == 429 ? "too many frames from your address (at most "
          + frames.burst() + " at once and " + frames.perSecond() + " a second): this one is"
          + " ignored, slow down" : "the server is busy with too many addresses: this frame is"
          + " ignored, try again later");
      return false;
    }
    return true;
  }

  private void onMessage(WsContext ctx, String text) {
    if (!withinFrameLimit(ctx)) {
      return;
    }
    JsonNode msg;
    try {
      msg = mapper.readTree(text);
    } catch (JsonProcessingException e) {
      error(ctx, "malformed frame: " + describe(e));
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
        case "bot":
          giveToBot(ctx, msg);
          break;
        default:
          error(ctx, "unknown frame type '" + clip(type)
              + "' (create, join, watch, play, next, bot, replay)");
      }
    } catch (IllegalPlayException e) {
      // A refused move that Table.play did not phrase: only the rule is told. (The message names
      // no hidden card since issue 35; this stays as a defence.)
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
    String address = connections.get(ctx.sessionId()).address;
    long mine = tables.values().stream().filter(x -> x.owner.equals(address)).count();
    if (mine >= limits.tablesPerAddress()) {
      throw new IllegalStateException("your address has " + mine + " tables open already (the"
          + " most one address may have): a table ends when everyone has left it");
    }
    if (tables.size() >= limits.maxTables()) {
      throw new IllegalStateException("the server holds " + limits.maxTables()
          + " tables already");
    }
    Rules rules = Rules.preset(text(msg, "game", "elfern", 40))
        .withVariants(text(msg, "options", "", 400));
    boolean matchMode = "match".equals(text(msg, "mode", "deal", 10));
    String scoringText = text(msg, "scoring", "", 400).strip();
    Scoring scoring = Scoring.parse(scoringText.isEmpty()
        ? (rules.players() == 2 ? "tendler" : "fifteen") : scoringText);
    JsonNode opp = msg.get("opponents");
    List<String> specs = new ArrayList<>();
    List<String> bots = new ArrayList<>();
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
      bots.add(spec.equals("person") ? null : checkBot(spec));
    }
    String id = secret();
    Table t = new Table(id, secret(), address, rules, scoring, matchMode, specs, bots, botMaker,
        secure.nextLong(), new SplittableRandom(secure.nextLong()), mapper, this::send,
        limits.seatGrace());
    tables.put(id, t);
    synchronized (t) {
      sit(ctx, t, 0, null);
      t.broadcast();
      scheduleBots(t);
    }
  }

  /** {@return a fresh random key of 128 bits, in hex} */
  private String secret() {
    byte[] b = new byte[16];
    secure.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }

  /**
   * Seats a connection at a place ({@code -1} to watch). A place is taken with a new key, or
   * with the key it already has; only the person seated receives that key and the invite.
   *
   * <p>The connection is seated before anything is sent to it, and is checked to be still open
   * after: a connection cut off meanwhile (the seat frame itself, or another table's frames, may
   * find it too far behind) leaves the table again, so that no seat stays taken for good by a
   * connection that is gone.
   */
  private void sit(WsContext ctx, Table t, int place, String key) {
    String id = ctx.sessionId();
    if (place >= 0) {
      if (key == null) {
        key = secret();
        t.take(place, key);
      }
      Table.Person before = t.holder(place);
      if (before != null) {
        // the same person in another window (or a reloaded page whose old socket lingers)
        t.remove(before.id);
        seated.remove(before.id);
        tableOf.remove(before.id);
        send(before.id, errorFrame("your seat was taken by another window with its seat key"));
      }
    }
    Table.Person me = new Table.Person(id, place);
    t.add(me);
    seated.put(id, me);
    tableOf.put(id, t);
    if (place >= 0) {
      ObjectNode f = mapper.createObjectNode();
      f.put("type", "seat");
      f.put("table", t.id);
      f.put("invite", t.invite);
      f.put("token", key);
      f.put("player", place);
      send(id, f.toString());
    }
    if (!connections.containsKey(id)) {
      // cut off before it was seated here (onClose found it at no table): it leaves now
      onClose(id);
    }
  }

  /**
   * Refuses bot options that would let one client keep a bot thread busy for long: a bot is
   * one of {@link #BOTS}, {@code montecarlo} with at most {@code samples} (1 to 200) and {@code
   * playout}, {@code best} with at most {@code move-time} (1 to {@value #BEST_MOVE_MILLIS} ms).
   *
   * @return the spec to create the bot with: {@code best} gets a time budget per choice
   */
  static String checkBot(String spec) {
    if (spec.matches("best( move-time=[1-9][0-9]{0,3})?")) {
      int ms = spec.equals("best") ? BEST_MOVE_MILLIS : Integer.parseInt(spec.substring(15));
      if (ms <= BEST_MOVE_MILLIS) {
        return "best move-time=" + ms;
      }
    }
    if (!spec.matches("(random|heuristic|montecarlo)( samples=([1-9][0-9]?|1[0-9]{2}|200))?"
        + "( playout=(heuristic|random))?")) {
      throw new IllegalArgumentException("bot '" + clip(spec) + "' is not offered here: choose "
          + String.join(", ", BOTS) + " (montecarlo may take samples=1..200 and"
          + " playout=heuristic|random, best move-time=1.." + BEST_MOVE_MILLIS + ")");
    }
    return spec;
  }

  /**
   * Takes a connection from its table, which ends when nobody is left at it: at once, or, when
   * seats are kept for other players whose connections dropped, once those are given up.
   */
  private void leave(WsContext ctx) {
    Table t = tableOf.remove(ctx.sessionId());
    seated.remove(ctx.sessionId());
    if (t != null) {
      synchronized (t) {
        boolean keptForOthers = t.keepsASeat(); // before this connection's own seat is kept
        keepSeat(t, t.remove(ctx.sessionId()));
        if (t.isEmpty()) {
          retire(t, keptForOthers ? limits.seatGrace() : Duration.ZERO);
        } else {
          t.broadcast();
        }
      }
    }
  }

  /**
   * Joins a table: {@code watch} watches it (the table id is enough); otherwise {@code token}, the
   * key of a place taken before, takes that place again, and {@code invite}, the table link's key,
   * takes an open place (or watches when none is left).
   */
  private void join(WsContext ctx, JsonNode msg, boolean watch) {
    String id = text(msg, "table", "", 64);
    String invite = text(msg, "invite", "", 64);
    String token = text(msg, "token", "", 64);
    Table t = tables.get(id);
    if (t == null) {
      throw new IllegalArgumentException("no table '" + clip(id) + "' (tables end when everyone"
          + " has left)");
    }
    if (tableOf.get(ctx.sessionId()) == t) {
      throw new IllegalStateException("you are already at this table");
    }
    synchronized (t) {
      place(t, watch, invite, token); // refuses before this connection leaves its table
    }
    if (tableOf.containsKey(ctx.sessionId())) {
      leave(ctx);
    }
    synchronized (t) {
      if (!tables.containsKey(t.id)) {
        throw new IllegalArgumentException("no table '" + clip(id) + "' (tables end when"
            + " everyone has left)");
      }
      int place = place(t, watch, invite, token);
      boolean byKey = place >= 0 && !token.isEmpty() && t.placeOfKey(token) == place;
      if (!watch && !token.isEmpty() && !byKey) {
        // the page sends both keys: its seat was given up while it was away
        error(ctx, seatKeyGone());
      }
      sit(ctx, t, place, byKey ? token : null);
      t.broadcast();
      scheduleBots(t);
    }
  }

  /** {@return why a seat key that once held no longer does} */
  private String seatKeyGone() {
    return "that seat key is not one of this table's (a seat is given up when its player has"
        + " been away " + words(limits.seatGrace()) + ")";
  }

  /** {@return a duration in words: "2 minutes", "90 seconds"} */
  static String words(Duration d) {
    long s = d.toSeconds();
    if (s >= 60 && s % 60 == 0) {
      return s / 60 + (s == 60 ? " minute" : " minutes");
    }
    return s >= 1 ? s + (s == 1 ? " second" : " seconds") : d.toMillis() + " ms";
  }

  /**
   * {@return the place a join takes: -1 to watch}, or throws when the keys do not fit. A seat
   * key takes its own place; the invite key an open one, or watches when none is.
   */
  private int place(Table t, boolean watch, String invite, String token) {
    if (watch) {
      return -1;
    }
    if (!token.isEmpty()) {
      int p = t.placeOfKey(token);
      if (p >= 0) {
        return p;
      }
      if (invite.isEmpty() || !t.isInvite(invite)) {
        throw new IllegalArgumentException(seatKeyGone());
      }
    }
    if (invite.isEmpty() || !t.isInvite(invite)) {
      throw new IllegalArgumentException("a seat needs the invite key of the table link (the"
          + " watch link only watches): ask a player at the table for the table link");
    }
    return t.openPlace();
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

  /**
   * Gives an open seat to a bot ({@code {"type":"bot","seat":S,"bot":SPEC}}), for a player at
   * the table: a seat nobody took, or one given up after its player was away too long.
   */
  private void giveToBot(WsContext ctx, JsonNode msg) {
    Table t = tableOf.get(ctx.sessionId());
    Table.Person me = seated.get(ctx.sessionId());
    if (t == null || me == null) {
      throw new IllegalStateException("you are at no table: create or join one first");
    }
    if (me.player < 0) {
      throw new IllegalStateException("spectators cannot give a seat to a bot");
    }
    JsonNode seat = msg.get("seat");
    if (seat == null || !seat.canConvertToInt()) {
      throw new IllegalArgumentException("\"seat\" must be the number of an open seat");
    }
    String spec = text(msg, "bot", "heuristic", 100).strip();
    String bot = checkBot(spec);
    synchronized (t) {
      String problem = t.giveToBot(seat.intValue(), bot, spec);
      if (problem != null) {
        error(ctx, problem);
        return;
      }
      t.broadcast();
      scheduleBots(t);
    }
  }

  /**
   * Asks for the move of the bot to play, if one is; called under the table's lock. The bot
   * starts choosing at once and its move is played the bot delay after it was asked for (or when
   * it is chosen, if later): how long a bot thinks depends on its hand ({@code montecarlo} and
   * {@code best} answer a forced move at once), and the time to its move must not tell that. A
   * table has at most one bot move asked for at a time, so its moves are made in order and many
   * tables cannot fill the queue.
   */
  private void scheduleBots(Table t) {
    if (t.botAsked || !t.botToMove()) {
      return;
    }
    t.botAsked = true;
    submitBot(t, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(botDelayMillis));
  }

  /**
   * Queues a table's bot move, to be played at {@code due} (System.nanoTime) at the soonest; it
   * is counted for the address that created the table, in the bot threads' fair shares.
   */
  private void submitBot(Table t, long due) {
    if (!botPool.submit(t.owner, () -> moveBot(t, due)) && !botPool.isClosed()) {
      // the queue is full of tables that ended meanwhile: try again shortly
      try {
        timers.schedule(() -> submitBot(t, due), 50, TimeUnit.MILLISECONDS);
      } catch (RejectedExecutionException e) {
        // the server is stopping
      }
    }
  }

  /**
   * Chooses one bot move on a bot thread: the bot chooses from its seat's view without the
   * table's lock, so people at the table are answered meanwhile; the move is played at {@code
   * due}, or at once when that has passed.
   */
  private void moveBot(Table t, long due) {
    Table.BotTurn turn;
    synchronized (t) {
      if (!tables.containsKey(t.id) || !t.botToMove()) {
        t.botAsked = false;
        return;
      }
      turn = t.botTurn();
    }
    Move move = turn.choose();
    long wait = due - System.nanoTime();
    if (wait <= 0) {
      playBot(t, turn, move);
      return;
    }
    try {
      timers.schedule(() -> playBot(t, turn, move), wait, TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException e) {
      // the server is stopping
    }
  }

  /** Plays a bot's chosen move if the deal has not changed since its turn was taken. */
  private void playBot(Table t, Table.BotTurn turn, Move move) {
    synchronized (t) {
      t.botAsked = false;
      if (!tables.containsKey(t.id)) {
        return;
      }
      if (t.playBot(turn, move)) {
        t.broadcast();
      }
      scheduleBots(t);
    }
  }

  private void replay(WsContext ctx, JsonNode msg) {
    String egn = text(msg, "egn", "", 64 * 1024);
    GameRecord record = GameRecord.parse(egn);
    List<GameState> states = record.replay();
    // Only cards at known places of the Deck are shown; the replay of a partial record has put
    // the others somewhere by guess, and they are shown as unknown ("??").
    CardSet known = record.deck().map(PartialDeck::knownCards).orElse(CardSet.EMPTY);
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "replay");
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
    send(ctx.sessionId(), f.toString());
  }

  /** How a replay shows a card that the record does not show. */
  static final String UNKNOWN = "??";

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

  private static String clip(String s) {
    return s.length() <= 24 ? s : s.substring(0, 21) + "...";
  }

  /** {@return the table with this id, for tests in this package} */
  Table table(String id) {
    return tables.get(id);
  }
}
