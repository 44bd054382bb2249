package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.examples.Await;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A test client: a java.net.http WebSocket that records every frame it receives. It waits for
 * what it expects (a connection, a frame) up to {@link Await#GENEROUS}.
 */
final class WsClient implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  final LinkedBlockingQueue<String> frames = new LinkedBlockingQueue<>();
  final List<String> all = new ArrayList<>();
  final CompletableFuture<Integer> closed = new CompletableFuture<>();
  private final WebSocket ws;

  WsClient(int port) throws Exception {
    this(port, null);
  }

  /** Connects with an {@code Origin} header, or none when {@code origin} is null. */
  WsClient(int port, String origin) throws Exception {
    this(port, origin, true);
  }

  /** Connects; waits for the server's hello when {@code hello} is set. */
  WsClient(int port, String origin, boolean hello) throws Exception {
    WebSocket.Builder b = HttpClient.newHttpClient().newWebSocketBuilder()
        .connectTimeout(Await.GENEROUS);
    if (origin != null) {
      b.header("Origin", origin);
    }
    ws = b.buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), new WebSocket.Listener() {
          private final StringBuilder part = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
            part.append(data);
            if (last) {
              frames.add(part.toString());
              part.setLength(0);
            }
            w.request(1);
            return null;
          }

          @Override
          public CompletionStage<?> onClose(WebSocket w, int status, String reason) {
            closed.complete(status);
            return null;
          }

          @Override
          public void onError(WebSocket w, Throwable error) {
            closed.complete(-1);
          }
        }).get(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS);
    if (hello) {
      next("hello");
    }
  }

  void send(String text) {
    ws.sendText(text, true).join();
  }

  void sendBinary(byte[] data) {
    ws.sendBinary(java.nio.ByteBuffer.wrap(data), true).join();
  }

  /**
   * Opens a WebSocket over a plain socket with a small receive buffer, for a client that never
   * reads; returns the socket once the server has answered the upgrade.
   */
  static Socket raw(int port, int receiveBuffer) throws IOException {
    return raw(null, port, receiveBuffer);
  }

  /**
   * Opens a WebSocket over a plain socket from a local address of this machine (say {@code
   * 127.0.0.2}, another remote address to the server), or any when null.
   */
  static Socket raw(String from, int port, int receiveBuffer) throws IOException {
    Socket s = new Socket();
    s.setReceiveBufferSize(receiveBuffer);
    if (from != null) {
      s.bind(new InetSocketAddress(from, 0));
    }
    s.connect(new InetSocketAddress("127.0.0.1", port), (int) Await.GENEROUS.toMillis());
    s.setSoTimeout((int) Await.GENEROUS.toMillis());
    byte[] key = new byte[16];
    new SecureRandom().nextBytes(key);
    String req = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: " + Base64.getEncoder().encodeToString(key)
        + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
    s.getOutputStream().write(req.getBytes(StandardCharsets.US_ASCII));
    InputStream in = s.getInputStream();
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      int c = in.read();
      if (c < 0) {
        throw new IOException("closed during the upgrade: " + head);
      }
      head.append((char) c);
    }
    if (!head.toString().startsWith("HTTP/1.1 101")) {
      throw new IOException("upgrade refused: " + head);
    }
    return s;
  }

  /** Writes one masked text frame, as a client must. */
  static void sendRaw(OutputStream out, String text) throws IOException {
    byte[] data = text.getBytes(StandardCharsets.UTF_8);
    java.io.ByteArrayOutputStream f = new java.io.ByteArrayOutputStream();
    f.write(0x81);
    if (data.length < 126) {
      f.write(0x80 | data.length);
    } else if (data.length < 65536) {
      f.write(0x80 | 126);
      f.write(data.length >> 8);
      f.write(data.length & 0xff);
    } else {
      throw new IllegalArgumentException("frame too long for this test client");
    }
    byte[] mask = {1, 2, 3, 4};
    f.write(mask);
    for (int i = 0; i < data.length; i++) {
      f.write(data[i] ^ mask[i % 4]);
    }
    out.write(f.toByteArray());
    out.flush();
  }

  /**
   * Reads the next text message the server sent over a {@link #raw} socket (its frames are not
   * masked); pings and other control frames are skipped.
   */
  static String readRaw(InputStream in) throws IOException {
    java.io.ByteArrayOutputStream message = new java.io.ByteArrayOutputStream();
    while (true) {
      int b0 = in.read();
      int b1 = in.read();
      if (b1 < 0) {
        throw new IOException("closed by the server");
      }
      long length = b1 & 0x7f;
      if (length == 126) {
        length = (in.read() << 8) | in.read();
      } else if (length == 127) {
        length = 0;
        for (int i = 0; i < 8; i++) {
          length = (length << 8) | in.read();
        }
      }
      byte[] data = in.readNBytes((int) length);
      int opcode = b0 & 0x0f;
      if (opcode == 8) {
        throw new IOException("closed by the server");
      }
      if (opcode == 1 || opcode == 0) {
        message.write(data);
        if ((b0 & 0x80) != 0) {
          return message.toString(StandardCharsets.UTF_8);
        }
      }
    }
  }

  /** {@return the next frame of one of these types; others are recorded and skipped} */
  JsonNode next(String... types) throws Exception {
    long end = System.nanoTime() + Await.GENEROUS.toNanos();
    while (System.nanoTime() < end) {
      String f = frames.poll(200, TimeUnit.MILLISECONDS);
      if (f == null) {
        continue;
      }
      all.add(f);
      JsonNode n = MAPPER.readTree(f);
      if (List.of(types).contains(n.path("type").asText())) {
        return n;
      }
    }
    throw new AssertionError("no " + List.of(types) + " frame within "
        + Await.GENEROUS.toSeconds() + " s; got " + all);
  }

  @Override
  public void close() {
    ws.abort();
  }
}
