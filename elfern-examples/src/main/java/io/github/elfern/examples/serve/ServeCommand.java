package io.github.elfern.examples.serve;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code elfern serve}: starts the web server and prints its address. */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Serves a web page to play Elfern in a browser against the library's bots or"
        + " each other (a table link), watch tables and step through EGN records.",
        "Binds to the loopback address by default. No accounts, no persistence, no TLS: do not"
        + " expose it to a network you do not trust."})
public final class ServeCommand implements Callable<Integer> {

  @Option(names = "--host", defaultValue = "127.0.0.1",
      description = "Address to bind (default ${DEFAULT-VALUE}, this machine only).")
  String host;

  @Option(names = "--port", defaultValue = "8080",
      description = "Port (default ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(names = "--bot-delay", defaultValue = "600", paramLabel = "MS",
      description = "Pause before each bot move in milliseconds (default ${DEFAULT-VALUE}).")
  long botDelay;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      System.err.println("elfern serve: --port must be 0 to 65535, got " + port);
      return 2;
    }
    if (botDelay < 0 || botDelay > 60_000) {
      System.err.println("elfern serve: --bot-delay must be 0 to 60000, got " + botDelay);
      return 2;
    }
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    WebServer server;
    try {
      server = WebServer.start(host, port, botDelay);
    } catch (RuntimeException e) {
      System.err.println("elfern serve: cannot listen on " + host + ":" + port + ": "
          + e.getMessage());
      return 1;
    }
    String shown = host.contains(":") ? "[" + host + "]" : host;
    System.out.println("Elfern is served at http://" + shown + ":" + server.port() + "/");
    System.out.println("Press Ctrl+C to stop.");
    System.out.flush();
    CountDownLatch stop = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stop.countDown();
    }));
    stop.await();
    return 0;
  }
}
