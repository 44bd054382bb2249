package io.github.elfern.examples.serve;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.AbstractConnection;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The limits of one remote address before any WebSocket exists: its TCP connections at once
 * (page requests, handshakes in progress and WebSockets alike) and its HTTP requests a second
 * (handshakes included, as a token bucket). A connection over the limit is answered {@code 503},
 * a request over the rate {@code 429} with {@code Retry-After}, both in plain words, and the
 * connection is closed or the request refused before the server does anything else for it.
 *
 * <p>Every connection must also send each request head (request line and headers, a WebSocket
 * handshake's included) within a deadline: the first from when it was opened, a later one on a
 * kept-alive connection from when its first bytes came. A connection that takes longer, such as
 * one that sends a header line now and then to stay within the idle time-out, is closed. What a
 * connection does once its head is in (idle between requests, a WebSocket) is not timed here.
 *
 * <p>The server's memory for this is bounded: a connection is counted while it is open, and the
 * rate of at most {@link #MAX_ADDRESSES} addresses is kept (an address whose bucket is full is
 * forgotten when room is needed; when none is, a request is refused with {@code 503}).
 */
final class AddressLimits {

  /** The most remote addresses whose request rate is kept at once. */
  static final int MAX_ADDRESSES = 4096;

  /** The most bytes read (and dropped) from a refused connection before it is closed. */
  private static final int MAX_DISCARDED = 64 * 1024;

  private final int socketsPerAddress;
  private final Rate requests;
  private final long headNanos;
  private final Map<String, Integer> sockets = new HashMap<>();
  // the address of each counted connection, as it was when opened: a closed one has none
  private final Map<EndPoint, String> counted = new ConcurrentHashMap<>();
  // the head clock of each HTTP connection, until it is closed or becomes a WebSocket
  private final Map<EndPoint, HeadClock> clocks = new ConcurrentHashMap<>();

  /**
   * The limits of each remote address.
   *
   * @param socketsPerAddress the most TCP connections of one address at once
   * @param requestsPerSecond the requests one address may make a second, on average
   * @param burst the most requests one address may make at once, above that rate
   * @param headDeadline the time a connection has to send a request head
   */
  AddressLimits(int socketsPerAddress, int requestsPerSecond, int burst, Duration headDeadline) {
    this.socketsPerAddress = socketsPerAddress;
    this.requests = new Rate(requestsPerSecond, burst);
    this.headNanos = headDeadline.toNanos();
  }

  /**
   * The rate of something (HTTP requests, WebSocket frames) that each remote address may do: a
   * token bucket per address, of at most {@link #MAX_ADDRESSES} addresses at once.
   */
  static final class Rate {
    private final double perNano;
    private final int perSecond;
    private final int burst;
    private final Map<String, double[]> buckets = new HashMap<>(); // {tokens, at nanoTime}

    /**
     * A rate of {@code perSecond} on average, in bursts of at most {@code burst}.
     *
     * @param perSecond the tokens an address gets back a second
     * @param burst the most tokens an address may spend at once
     */
    Rate(int perSecond, int burst) {
      this.perNano = perSecond / 1e9;
      this.perSecond = perSecond;
      this.burst = burst;
    }

    /** {@return the tokens an address gets back a second} */
    int perSecond() {
      return perSecond;
    }

    /** {@return the most tokens an address may spend at once} */
    int burst() {
      return burst;
    }

    /**
     * Takes one token from an address's bucket.
     *
     * @return null when the address may go on, else the HTTP status to refuse it with: 429 when
     *     its bucket is empty, 503 when the buckets of {@link #MAX_ADDRESSES} other addresses
     *     are all in use
     */
    Integer take(String address) {
      long now = System.nanoTime();
      synchronized (buckets) {
        double[] b = buckets.get(address);
        if (b == null) {
          if (buckets.size() >= MAX_ADDRESSES) {
            // forget the addresses whose buckets have filled up again: they are as new
            buckets.values().removeIf(x -> x[0] + (now - x[1]) * perNano >= burst);
            if (buckets.size() >= MAX_ADDRESSES) {
              return 503;
            }
          }
          b = new double[] {burst, now};
          buckets.put(address, b);
        }
        b[0] = Math.min(burst, b[0] + (now - b[1]) * perNano);
        b[1] = now;
        if (b[0] < 1) {
          return 429;
        }
        b[0] -= 1;
        return null;
      }
    }
  }

  /** {@return the address a connection comes from, as the per-address limits count it} */
  static String address(SocketAddress a) {
    return a instanceof InetSocketAddress i && i.getAddress() != null
        ? i.getAddress().getHostAddress() : String.valueOf(a);
  }

  /** {@return whether a new connection is within its address's limit}; counts it if so. */
  private boolean open(EndPoint endPoint) {
    String a = address(endPoint.getRemoteSocketAddress());
    synchronized (sockets) {
      int n = sockets.getOrDefault(a, 0);
      if (n >= socketsPerAddress) {
        return false;
      }
      sockets.put(a, n + 1);
      counted.put(endPoint, a);
      return true;
    }
  }

  private void closed(EndPoint endPoint) {
    String a = counted.remove(endPoint);
    if (a == null) {
      return;
    }
    synchronized (sockets) {
      sockets.computeIfPresent(a, (k, n) -> n <= 1 ? null : n - 1);
    }
  }

  /**
   * Times the request heads of one HTTP connection. It looks at the connection every quarter of
   * the deadline: bytes read since the last head was complete are the start of a new head
   * (the first head starts when the connection opens), and a head that is not complete by the
   * deadline closes the connection. Its task ends when the connection closes or is upgraded.
   */
  private final class HeadClock implements Runnable {
    private final Connection http;
    private final Scheduler scheduler;
    // written by the request's thread (heads of one connection come one after the other)
    private volatile long bytesAtHead;
    private volatile long heads;
    // read and written by run() only, whose runs follow one another
    private long headsSeen;
    private long headStart;

    HeadClock(Connection http, Scheduler scheduler) {
      this.http = http;
      this.scheduler = scheduler;
      this.headStart = System.nanoTime();
    }

    /** Called when a request's head is complete. */
    void headDone() {
      bytesAtHead = http.getBytesIn();
      heads = heads + 1;
    }

    @Override
    public void run() {
      EndPoint endPoint = http.getEndPoint();
      if (!endPoint.isOpen() || endPoint.getConnection() != http) {
        clocks.remove(endPoint, this); // closed, or a WebSocket now
        return;
      }
      long now = System.nanoTime();
      long done = heads;
      if (done != headsSeen) {
        headsSeen = done;
        headStart = 0;
      }
      if (headStart == 0 && http.getBytesIn() > bytesAtHead) {
        headStart = now; // the first bytes of the next head came since the last look
      }
      if (headStart != 0 && now - headStart >= headNanos) {
        clocks.remove(endPoint, this);
        endPoint.close();
        return;
      }
      long next = headStart == 0 ? headNanos / 4 : Math.min(headNanos / 4,
          headStart + headNanos - now);
      scheduler.schedule(this, Math.max(next, TimeUnit.MILLISECONDS.toNanos(1)),
          TimeUnit.NANOSECONDS);
    }
  }

  /** Starts timing the request heads of a new HTTP connection. */
  private void timeHeads(Connection http, Connector connector) {
    HeadClock clock = new HeadClock(http, connector.getScheduler());
    clocks.put(http.getEndPoint(), clock);
    connector.getScheduler().schedule(clock, headNanos / 4, TimeUnit.NANOSECONDS);
  }

  /** {@return the connector of the server, on host and port, that keeps these limits} */
  ServerConnector connector(Server server, HttpConfiguration http, String host, int port) {
    ServerConnector c = new ServerConnector(server, new HttpConnectionFactory(http) {
      @Override
      public Connection newConnection(Connector connector, EndPoint endPoint) {
        if (open(endPoint)) {
          Connection http = super.newConnection(connector, endPoint);
          timeHeads(http, connector);
          return http;
        }
        return new Refused(endPoint, connector, "your address has " + socketsPerAddress
            + " connections to this server already (the most one address may have): close a"
            + " page first");
      }
    }) {
      @Override
      protected void onEndPointClosed(EndPoint endPoint) {
        super.onEndPointClosed(endPoint);
        closed(endPoint);
        clocks.remove(endPoint);
      }
    };
    c.setHost(host);
    c.setPort(port);
    return c;
  }

  /** {@return the handler, first of the server's, that keeps the request rate} */
  Handler.Wrapper rateHandler() {
    return new Handler.Wrapper() {
      @Override
      public boolean handle(Request request, Response response, Callback callback)
          throws Exception {
        HeadClock clock = clocks.get(request.getConnectionMetaData().getConnection()
            .getEndPoint());
        if (clock != null) {
          clock.headDone();
        }
        Integer status = requests.take(
            address(request.getConnectionMetaData().getRemoteSocketAddress()));
        if (status == null) {
          return super.handle(request, response, callback);
        }
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
        response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
        Content.Sink.write(response, true, status == 429
            ? "too many requests from your address (at most " + requests.burst()
                + " at once and " + requests.perSecond() + " a second): wait a moment and"
                + " reload\n"
            : "the server is busy with too many addresses: try again later\n", callback);
        return true;
      }
    };
  }

  /**
   * A connection over its address's limit: it is answered 503 with the reason, whatever it
   * sends, and closed once the client has read it (what the client sends meanwhile is dropped,
   * so that closing does not reset the answer away).
   */
  private static final class Refused extends AbstractConnection {
    private final byte[] answer;
    private int discarded;

    Refused(EndPoint endPoint, Connector connector, String reason) {
      super(endPoint, connector.getExecutor());
      byte[] body = (reason + "\n").getBytes(StandardCharsets.UTF_8);
      String head = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain;"
          + " charset=utf-8\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
      byte[] h = head.getBytes(StandardCharsets.US_ASCII);
      this.answer = new byte[h.length + body.length];
      System.arraycopy(h, 0, answer, 0, h.length);
      System.arraycopy(body, 0, answer, h.length, body.length);
    }

    @Override
    public void onOpen() {
      super.onOpen();
      getEndPoint().setIdleTimeout(5000);
      getEndPoint().write(Callback.from(() -> {
        getEndPoint().shutdownOutput();
        fillInterested();
      }, failure -> getEndPoint().close()), ByteBuffer.wrap(answer));
    }

    @Override
    public void onFillable() {
      ByteBuffer drop = ByteBuffer.allocate(1024);
      try {
        while (true) {
          drop.clear();
          drop.flip(); // fill appends after the limit: an empty buffer in flush mode
          int n = getEndPoint().fill(drop);
          if (n < 0 || discarded > MAX_DISCARDED) {
            getEndPoint().close();
            return;
          }
          if (n == 0) {
            fillInterested();
            return;
          }
          discarded += n;
        }
      } catch (java.io.IOException e) {
        getEndPoint().close();
      }
    }
  }
}
