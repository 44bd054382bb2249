package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.text.Texts;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.eclipse.jetty.websocket.api.Callback;

/**
 * The open WebSocket connections of a server and their limits once a WebSocket exists: the
 * connections of one remote address at once, the frames its connections may send a second, and
 * the bytes sent to one connection and not yet written (a page that reads nothing is cut off).
 * The limits before a WebSocket exists (TCP connections, requests, request heads) are {@link
 * AddressLimits}'.
 *
 * <p>Each connection also keeps the letters its person reads cards in (the page's choice of
 * French or German cards), so that the messages of refused moves name the cards in them.
 *
 * <p>A connection that is cut off or closes is forgotten, and the server is told (the callback
 * given to the constructor), so that it takes the connection from its table.
 */
final class Connections {

  /**
   * One browser's connection: its socket, its address, the bytes sent but not yet written, and
   * the letters its person reads cards in.
   */
  private static final class Connection {
    final WsContext ctx;
    final String address;
    final AtomicLong pending = new AtomicLong();
    final AtomicBoolean cut = new AtomicBoolean();
    volatile SuitSystem suits = SuitSystem.FRENCH;
    volatile String lang = "en";

    Connection(WsContext ctx, String address) {
      this.ctx = ctx;
      this.address = address;
    }
  }

  private final Map<String, Connection> open = new ConcurrentHashMap<>();
  private final WebServer.Limits limits;
  /** The frames each remote address may send over its WebSockets. */
  private final AddressLimits.Rate frames;
  private final ScheduledExecutorService timers;
  private final ObjectMapper mapper;
  private final Consumer<String> gone;

  /**
   * The connections of a server.
   *
   * @param limits the server's limits
   * @param timers drops a socket that does not take its close a little later
   * @param mapper writes the error frames
   * @param gone told the id of each connection that closes or is cut off, once
   */
  Connections(WebServer.Limits limits, ScheduledExecutorService timers, ObjectMapper mapper,
      Consumer<String> gone) {
    this.limits = limits;
    this.frames = new AddressLimits.Rate(limits.framesPerSecond(), limits.frameBurst());
    this.timers = timers;
    this.mapper = mapper;
    this.gone = gone;
  }

  private static String address(WsContext ctx) {
    return AddressLimits.address(ctx.session.getRemoteSocketAddress());
  }

  /**
   * Takes a new connection, unless its address has {@link WebServer.Limits#connectionsPerAddress}
   * open already: then it is told why and closed (1008).
   *
   * @return whether it was taken
   */
  boolean open(WsContext ctx) {
    Connection c = new Connection(ctx, address(ctx));
    synchronized (open) {
      long mine = open.values().stream().filter(x -> x.address.equals(c.address)).count();
      if (mine >= limits.connectionsPerAddress()) {
        ctx.session.sendText(errorFrame("your address has " + mine + " connections to this"
            + " server already (the most one address may have): close a page first"),
            Callback.NOOP);
        ctx.closeSession(1008, "too many connections from your address");
        return false;
      }
      open.put(ctx.sessionId(), c);
    }
    return true;
  }

  /** {@return whether a connection is open: taken, and neither closed nor cut off} */
  boolean isOpen(String connection) {
    return open.containsKey(connection);
  }

  /** {@return the remote address of an open connection} */
  String address(String connection) {
    Connection c = open.get(connection);
    if (c == null) {
      throw new IllegalStateException("the connection is closed");
    }
    return c.address;
  }

  /**
   * {@return the letters the person of a connection reads cards in}: French until the page says
   * otherwise ({@link #suits(String, SuitSystem)}), and for a connection that is closed
   */
  SuitSystem suits(String connection) {
    Connection c = open.get(connection);
    return c == null ? SuitSystem.FRENCH : c.suits;
  }

  /**
   * {@return the words for the person of a connection}: their language ({@link #lang(String,
   * String)}, English until the page says otherwise) and their letters
   */
  Texts texts(String connection) {
    Connection c = open.get(connection);
    return c == null ? Texts.of("en", SuitSystem.FRENCH) : Texts.of(c.lang, c.suits);
  }

  /** Sets the language of the messages sent to a connection, a code of {@link Texts#LANGUAGES}. */
  void lang(String connection, String lang) {
    Connection c = open.get(connection);
    if (c != null) {
      c.lang = Texts.language(lang);
    }
  }

  /** Sets the letters the person of a connection reads cards in, for the messages sent to it. */
  void suits(String connection, SuitSystem suits) {
    Connection c = open.get(connection);
    if (c != null) {
      c.suits = suits;
    }
  }

  /** Forgets a connection that closed, and tells the server. */
  void closed(String connection) {
    open.remove(connection);
    gone.accept(connection);
  }

  /** Sends a frame to a connection, if it is open. */
  void send(String connection, String frame) {
    Connection c = open.get(connection);
    if (c != null) {
      send(c, frame);
    }
  }

  /**
   * Sends a frame unless the connection has fallen behind: the bytes not yet written to it are
   * counted, and above {@link WebServer.Limits#maxPendingBytes} the connection is cut off.
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

  /**
   * Closes a connection (1008) and forgets it; a socket that does not even take the close is
   * dropped a little later.
   */
  private void cut(Connection c, String reason) {
    if (!c.cut.compareAndSet(false, true)) {
      return;
    }
    closed(c.ctx.sessionId());
    try {
      c.ctx.session.close(1008, reason, Callback.NOOP);
    } catch (RuntimeException e) {
      // already closing
    }
    timers.schedule(() -> c.ctx.session.disconnect(), 2, TimeUnit.SECONDS);
  }

  /** Sends a connection an error frame. */
  void error(String connection, String message) {
    send(connection, errorFrame(message));
  }

  /** {@return the frame {@code {"type":"error","message":...}}} */
  String errorFrame(String message) {
    ObjectNode f = mapper.createObjectNode();
    f.put("type", "error");
    f.put("message", message);
    return f.toString();
  }

  /**
   * {@return whether a frame from this connection is to be handled}: not when the connection
   * was cut off or refused, nor when its address has sent too many frames (it is told so).
   * Checked before parsing, so a flood costs the server little and the others at its tables
   * nothing.
   */
  boolean withinFrameLimit(String connection) {
    Connection c = open.get(connection);
    if (c == null) {
      return false; // cut off or refused: nothing more is read from it
    }
    Integer refused = frames.take(c.address);
    if (refused != null) {
      error(connection, refused == 429 ? "too many frames from your address (at most "
          + frames.burst() + " at once and " + frames.perSecond() + " a second): this one is"
          + " ignored, slow down" : "the server is busy with too many addresses: this frame is"
          + " ignored, try again later");
      return false;
    }
    return true;
  }
}
