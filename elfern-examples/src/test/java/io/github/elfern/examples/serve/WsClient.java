package io.github.elfern.examples.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A test client: a java.net.http WebSocket that records every frame it receives. */
final class WsClient implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  final LinkedBlockingQueue<String> frames = new LinkedBlockingQueue<>();
  final List<String> all = new ArrayList<>();
  final CompletableFuture<Integer> closed = new CompletableFuture<>();
  private final WebSocket ws;

  WsClient(int port) throws Exception {
    ws = HttpClient.newHttpClient().newWebSocketBuilder()
        .connectTimeout(Duration.ofSeconds(5))
        .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), new WebSocket.Listener() {
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
        }).get(5, TimeUnit.SECONDS);
    next("hello");
  }

  void send(String text) {
    ws.sendText(text, true).join();
  }

  /** {@return the next frame of this type; frames of other types are recorded and skipped} */
  JsonNode next(String type) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (System.nanoTime() < end) {
      String f = frames.poll(200, TimeUnit.MILLISECONDS);
      if (f == null) {
        continue;
      }
      all.add(f);
      JsonNode n = MAPPER.readTree(f);
      if (n.path("type").asText().equals(type)) {
        return n;
      }
    }
    throw new AssertionError("no '" + type + "' frame within 20 s; got " + all);
  }

  @Override
  public void close() {
    ws.abort();
  }
}
