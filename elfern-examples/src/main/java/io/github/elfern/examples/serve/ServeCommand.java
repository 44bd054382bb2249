package io.github.elfern.examples.serve;

import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code elfern serve}: starts the web server and prints its address. */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = {"Serves a web page to play Elfern in a browser against the library's bots or"
        + " each other (a table link), watch tables and step through EGN records.",
        "Binds to the loopback address by default. No accounts, no persistence, no TLS: do not"
        + " expose it to a network you do not trust."})
public final class ServeCommand implements Callable<Integer> {

  @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
      description = "Address to bind (default ${DEFAULT-VALUE}, this machine only).")
  String host;

  @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
      description = "Port (default ${DEFAULT-VALUE}; 0 picks a free one).")
  int port;

  @Option(names = "--bot-delay", defaultValue = "600", paramLabel = "MS",
      description = "Time from a bot's turn to its move in milliseconds (default"
          + " ${DEFAULT-VALUE}); the bot thinks meanwhile, so that the time does not tell how"
          + " long it thought. The players of a table may set a longer one, up to 10 s.")
  long botDelay;

  @Spec CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, got " + port);
    }
    if (botDelay < 0 || botDelay > 60_000) {
      throw new ParameterException(spec.commandLine(),
          "--bot-delay must be 0 to 60000, got " + botDelay);
    }
    try {
      InetAddress.getByName(host);
    } catch (UnknownHostException e) {
      throw new ParameterException(spec.commandLine(), "--host: no address is known for '" + host
          + "' (give an address of this machine, e.g. 127.0.0.1, or 0.0.0.0 for every one)");
    }
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    // a failed start is told below in one line; Javalin's own log line would only repeat it
    if (System.getProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin") == null) {
      System.setProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin", "off");
    }
    WebServer server;
    try {
      server = WebServer.start(host, port, botDelay);
    } catch (RuntimeException e) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("elfern: cannot listen on " + host + ":" + port + ": " + whyNot(e));
      err.flush();
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

  /** Why the server could not start, from the socket's own error rather than Javalin's guess. */
  private String whyNot(RuntimeException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof BindException) {
        String m = String.valueOf(t.getMessage());
        if (m.toLowerCase(Locale.ROOT).contains("in use")) {
          return "the port is in use (another program, or another elfern serve, listens there);"
              + " stop it, or choose another --port (0 picks a free one)";
        }
        return m + " (is " + host + " an address of this machine?)";
      }
    }
    return String.valueOf(e.getMessage());
  }
}
