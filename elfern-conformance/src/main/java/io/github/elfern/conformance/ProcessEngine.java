package io.github.elfern.conformance;

import io.github.elfern.notation.internal.Printable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine in another process, spoken to over its standard input and output, and guarded against
 * misbehaviour: every answer must come within the time-out; a line longer than {@link
 * #MAX_LINE} characters, more than {@link #MAX_PENDING} lines nobody asked for, or an exit ends the
 * connection with an {@link EngineConnection.EngineFailure} that says what happened (with the last
 * lines the engine wrote on standard error). Lines starting with {@code #} are the engine's
 * comments and are ignored.
 */
public final class ProcessEngine implements EngineConnection {

  /** The longest answer line accepted, in characters. */
  public static final int MAX_LINE = 1 << 16;

  /** The most lines the engine may write ahead of the requests. */
  public static final int MAX_PENDING = 1000;

  private static final String EOF = "\u0000eof";
  private static final String TOO_LONG = "\u0000too-long";

  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Deque<String> stderr = new ArrayDeque<>();
  private final Duration timeout;
  private final String command;
  private volatile boolean dead;
  private final Thread err;

  private ProcessEngine(Process process, Duration timeout, String command) {
    this.process = process;
    this.timeout = timeout;
    this.command = command;
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread out = new Thread(() -> pump(process.getInputStream()), "engine-stdout");
    out.setDaemon(true);
    out.start();
    err = new Thread(() -> drain(process.getErrorStream()), "engine-stderr");
    err.setDaemon(true);
    err.start();
  }

  /**
   * Starts an engine and greets it ({@code hello 1}, answered by {@code ready NAME}).
   *
   * @param command the program and its arguments, split at blanks; quotes ({@code "..."} or {@code
   *     '...'}) group words
   * @param timeout how long to wait for each answer
   * @return the connection
   * @throws EngineConnection.EngineFailure if the program cannot be started or does not greet
   */
  public static ProcessEngine start(String command, Duration timeout) {
    return start(command, timeout, timeout);
  }

  /**
   * Starts an engine and greets it, allowing the greeting more time than the other answers (a
   * program on a virtual machine may take a while to start).
   *
   * @param command the program and its arguments, split at blanks; quotes ({@code "..."} or {@code
   *     '...'}) group words
   * @param greeting how long to wait for the {@code ready} answer
   * @param timeout how long to wait for each other answer
   * @return the connection
   * @throws EngineConnection.EngineFailure if the program cannot be started or does not greet
   */
  public static ProcessEngine start(String command, Duration greeting, Duration timeout) {
    List<String> argv = split(command);
    if (argv.isEmpty()) {
      throw new EngineFailure("empty engine command");
    }
    Process p;
    try {
      p = new ProcessBuilder(argv).start();
    } catch (IOException e) {
      throw new EngineFailure("cannot start engine '" + abbreviate(command) + "': "
          + abbreviate(String.valueOf(e.getMessage())));
    }
    ProcessEngine engine = new ProcessEngine(p, timeout, command);
    String hello = engine.ask("hello " + ProtocolServer.VERSION, greeting);
    if (!hello.startsWith("ready")) {
      engine.close();
      throw new EngineFailure("engine did not greet: expected 'ready NAME', got '"
          + abbreviate(hello) + "'");
    }
    engine.name = abbreviate(hello.substring(5).strip());
    return engine;
  }

  private String name = "";

  /** {@return the name the engine gave in its greeting} */
  public String name() {
    return name;
  }

  /** Splits a command line at blanks, keeping quoted groups together. */
  static List<String> split(String command) {
    List<String> out = new ArrayList<>();
    StringBuilder word = null;
    char quote = 0;
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        word = word == null ? new StringBuilder() : word;
      } else if (Character.isWhitespace(c)) {
        if (word != null) {
          out.add(word.toString());
          word = null;
        }
      } else {
        word = word == null ? new StringBuilder() : word;
        word.append(c);
      }
    }
    if (word != null) {
      out.add(word.toString());
    }
    return out;
  }

  private void pump(InputStream stream) {
    try (Reader r = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
      StringBuilder line = new StringBuilder();
      boolean tooLong = false;
      int c;
      while ((c = r.read()) >= 0) {
        if (c == '\n') {
          if (!offer(tooLong ? TOO_LONG : stripCr(line))) {
            return;
          }
          line.setLength(0);
          tooLong = false;
        } else if (!tooLong) {
          line.append((char) c);
          if (line.length() > MAX_LINE) {
            tooLong = true;
            line.setLength(0);
          }
        }
      }
      if (line.length() > 0 && !tooLong) {
        offer(stripCr(line));
      }
    } catch (IOException e) {
      // the process went away; the end marker follows
    }
    lines.add(EOF);
  }

  private static String stripCr(StringBuilder line) {
    int n = line.length();
    return n > 0 && line.charAt(n - 1) == '\r' ? line.substring(0, n - 1) : line.toString();
  }

  private boolean offer(String line) {
    if (line.startsWith("#")) {
      return true;
    }
    if (lines.size() >= MAX_PENDING) {
      dead = true;
      process.destroyForcibly();
      lines.add(TOO_LONG + "flood");
      return false;
    }
    lines.add(line);
    return true;
  }

  /**
   * Keeps the last lines of standard error, each clipped, reading lines of any length in bounded
   * memory ({@link LineReader}).
   */
  private void drain(InputStream stream) {
    try (Reader r = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
      LineReader lr = new LineReader(r, MAX_LINE);
      LineReader.Line l;
      while ((l = lr.next()) != null) {
        String kept = l.tooLong() ? "(a line of " + l.length() + " characters)"
            : abbreviate(l.text());
        synchronized (stderr) {
          stderr.addLast(kept);
          if (stderr.size() > 5) {
            stderr.removeFirst();
          }
        }
      }
    } catch (IOException e) {
      // ends with the process
    }
  }

  @Override
  public String ask(String request) {
    return ask(request, timeout);
  }

  private String ask(String request, Duration timeout) {
    if (dead) {
      throw new EngineFailure("the engine was stopped after an earlier failure");
    }
    List<String> unasked = new ArrayList<>();
    String pending;
    while ((pending = lines.poll()) != null) {
      if (pending.equals(EOF)) {
        throw fail("engine exited" + exitCode());
      }
      unasked.add(pending);
    }
    if (!unasked.isEmpty()) {
      throw fail("engine wrote " + unasked.size() + " line(s) nobody asked for, first: '"
          + abbreviate(unasked.get(0)) + "'");
    }
    try {
      in.write(request);
      in.write('\n');
      in.flush();
    } catch (IOException e) {
      throw fail("engine exited before '" + abbreviate(request) + "'" + exitCode());
    }
    String answer;
    try {
      answer = lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw fail("interrupted");
    }
    if (answer == null) {
      throw fail("no answer within " + timeout.toMillis() + " ms to '" + abbreviate(request) + "'",
          true);
    }
    if (answer.equals(EOF)) {
      throw fail("engine exited while answering '" + abbreviate(request) + "'" + exitCode());
    }
    if (answer.startsWith(TOO_LONG)) {
      throw fail(answer.endsWith("flood")
          ? "engine flooded its output (more than " + MAX_PENDING + " lines unasked)"
          : "answer to '" + abbreviate(request) + "' longer than " + MAX_LINE + " characters");
    }
    return answer;
  }

  /**
   * Sends {@code hello} and reads up to its {@code ready} answer; any line before it is one that
   * nobody asked for.
   */
  @Override
  public String resync() {
    if (dead) {
      return "";
    }
    String first = ask("hello " + ProtocolServer.VERSION);
    int extra = 0;
    String answer = first;
    while (!answer.startsWith("ready")) {
      extra++;
      if (extra > MAX_PENDING) {
        throw fail("engine flooded its output (more than " + MAX_PENDING + " lines unasked)");
      }
      try {
        answer = lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw fail("interrupted");
      }
      if (answer == null || answer.equals(EOF) || answer.startsWith(TOO_LONG)) {
        throw fail("engine did not answer 'hello' after a disagreement" + exitCode());
      }
    }
    return extra == 0 ? "" : "engine wrote " + extra + " line(s) nobody asked for, first: '"
        + abbreviate(first) + "'";
  }

  private String exitCode() {
    try {
      if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
        err.join(1000); // let the last error output be read
        return " with code " + process.exitValue() + stderrTail();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return stderrTail();
  }

  private String stderrTail() {
    synchronized (stderr) {
      return stderr.isEmpty() ? "" : "; its last error output: " + String.join(" | ", stderr);
    }
  }

  private EngineFailure fail(String message) {
    return fail(message, false);
  }

  private EngineFailure fail(String message, boolean timeOut) {
    dead = true;
    close();
    return new EngineFailure(message + " [" + abbreviate(command) + "]", timeOut);
  }

  /**
   * Returns text from or about the engine fit to echo: at most 120 characters, control characters
   * (line ends, {@code ESC}) escaped by {@link Printable#escape}.
   */
  static String abbreviate(String s) {
    return Printable.escape(s.length() > 120 ? s.substring(0, 117) + "..." : s);
  }

  /**
   * Ends the engine: sends {@code quit}, waits half a second, then stops the engine and every
   * process it started (its whole process tree, {@link ProcessHandle#descendants()}), so that a
   * program started through a wrapper script, or one that forks, leaves nothing running.
   */
  @Override
  public void close() {
    List<ProcessHandle> tree = new ArrayList<>();
    process.descendants().forEach(tree::add);
    try {
      if (process.isAlive()) {
        try {
          in.write("quit\n");
          in.flush();
        } catch (IOException e) {
          // already gone
        }
        process.waitFor(500, TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    destroyTree(tree);
  }

  /** Stops the engine's process and its descendants at once, without asking it to quit. */
  void kill() {
    List<ProcessHandle> tree = new ArrayList<>();
    process.descendants().forEach(tree::add);
    destroyTree(tree);
  }

  private void destroyTree(List<ProcessHandle> known) {
    if (process.isAlive()) {
      process.descendants().forEach(known::add);
    }
    process.destroyForcibly();
    for (ProcessHandle h : known) {
      h.destroyForcibly();
    }
  }
}
