package io.github.elfern.conformance;

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
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An engine in another process, spoken to over its standard input and output, and guarded against
 * misbehaviour: each request must be read and answered within the time-out (writing it counts: a
 * program that stops reading its input times out too); a line longer than {@link #MAX_LINE}
 * characters (reported as soon as it passes the limit), more than {@link #MAX_PENDING} lines
 * nobody asked for, closing its output or an exit (seen at once, with its code) ends the
 * connection with an {@link EngineConnection.EngineFailure} that says what happened (with the
 * last lines the engine wrote on standard error); so does an output that ends in the middle of a
 * line, which is no answer (a program that dies while writing {@code perft 1234} must not pass
 * with {@code perft 12}). Lines starting with {@code #} are the engine's
 * comments and are ignored, whatever their length; a UTF-8 byte order mark at the start of the
 * engine's output is dropped. Whenever the connection ends, the program and every process it
 * started are stopped.
 */
public final class ProcessEngine implements EngineConnection {

  /** The longest answer line accepted, in characters. */
  public static final int MAX_LINE = 1 << 16;

  /** The most lines the engine may write ahead of the requests. */
  public static final int MAX_PENDING = 1000;

  /**
   * How often the process tree is looked at while the program runs, in milliseconds, so that the
   * processes it started are known, and stopped, even after it has exited (they then belong to
   * no parent that could name them).
   */
  private static final long TREE_INTERVAL_MS = 1000;

  /** Every engine started and not yet stopped, for {@link #stopAll()}. */
  private static final Set<ProcessEngine> LIVE = ConcurrentHashMap.newKeySet();

  /** What the reader of the engine's output saw. */
  private enum Event {
    /** A line (not a comment). */
    LINE,
    /** A line longer than {@link #MAX_LINE}, reported once it passed the limit. */
    TOO_LONG,
    /** More than {@link #MAX_PENDING} lines waiting. */
    FLOOD,
    /**
     * The output ended in the middle of a line: what was written of it is no answer (the program
     * may have died while writing it).
     */
    CUT,
    /** The end of the output. */
    CLOSED,
    /** The program exited. */
    EXITED
  }

  /**
   * One thing the engine's output told: a line, or an event that no program can forge by what it
   * writes (the events are not text).
   */
  private record Output(Event event, String text) {}

  private final Process process;
  /** The program's input; written by the writer thread only, so that nobody waits for its lock. */
  private final Writer in;
  private final ExecutorService writer;
  private final BlockingQueue<Output> lines = new LinkedBlockingQueue<>();
  private final Deque<String> stderr = new ArrayDeque<>();
  private final Set<ProcessHandle> tree = ConcurrentHashMap.newKeySet();
  private final Duration timeout;
  private final String command;
  private volatile boolean dead;
  private final Thread out;
  private final Thread err;
  private String name = "";
  /** The greeting the engine answered, sent again to bring the conversation back in step. */
  private String hello = "hello 1";

  private ProcessEngine(Process process, Duration timeout, String command) {
    this.process = process;
    this.timeout = timeout;
    this.command = command;
    LIVE.add(this);
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.writer = Executors.newSingleThreadExecutor(r -> daemon(r, "engine-stdin"));
    out = daemon(() -> pump(process.getInputStream()), "engine-stdout");
    out.start();
    err = daemon(() -> drain(process.getErrorStream()), "engine-stderr");
    err.start();
    daemon(this::watch, "engine-watch").start();
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /**
   * Starts an engine and greets it ({@code hello 2}, answered by {@code ready NAME}; see {@link
   * #start(String, Duration, Duration, int)}).
   *
   * @param command the program and its arguments, split at blanks; quotes ({@code "..."} or {@code
   *     '...'}) group words ({@link #split})
   * @param timeout how long to wait for each answer
   * @return the connection
   * @throws EngineConnection.EngineFailure if the command is empty or has an unterminated quote,
   *     or the program cannot be started or does not greet
   */
  public static ProcessEngine start(String command, Duration timeout) {
    return start(command, timeout, timeout);
  }

  /**
   * Starts an engine and greets it with {@code hello 2}, allowing the greeting more time than the
   * other answers (a program on a virtual machine may take a while to start).
   *
   * @param command the program and its arguments, split at blanks; quotes ({@code "..."} or {@code
   *     '...'}) group words ({@link #split})
   * @param greeting how long to wait for the {@code ready} answer
   * @param timeout how long to wait for each other answer
   * @return the connection
   * @throws EngineConnection.EngineFailure if the command is empty or has an unterminated quote,
   *     or the program cannot be started or does not greet
   */
  public static ProcessEngine start(String command, Duration greeting, Duration timeout) {
    return start(command, greeting, timeout, ProtocolServer.VERSION);
  }

  /**
   * Starts an engine and greets it with {@code hello VERSION}. The answer must be {@code ready
   * NAME}: any other line fails the start at once, naming the line. Only an engine greeted with a
   * version above 1 that answers {@code unsupported} or {@code error ...} (one written for
   * version 1 that refuses other versions) is greeted again, with {@code hello 1}. The same
   * greeting brings the conversation back in step ({@link #resync()}).
   *
   * @param command the program and its arguments, split at blanks; quotes ({@code "..."} or {@code
   *     '...'}) group words ({@link #split})
   * @param greeting how long to wait for the {@code ready} answer
   * @param timeout how long to wait for each other answer
   * @param version the protocol version to greet with: {@link ProtocolServer#VERSION} for the
   *     kit, 1 for a bot (a bot program receives exactly {@code hello 1}, {@code rules}, {@code
   *     choose} and {@code quit})
   * @return the connection
   * @throws EngineConnection.EngineFailure if the command is empty or has an unterminated quote,
   *     or the program cannot be started or does not greet
   * @throws IllegalArgumentException if the version is below 1
   */
  public static ProcessEngine start(String command, Duration greeting, Duration timeout,
      int version) {
    if (version < 1) {
      throw new IllegalArgumentException("a protocol version is at least 1, got " + version);
    }
    List<String> argv;
    try {
      argv = split(command);
    } catch (IllegalArgumentException e) {
      throw new EngineFailure("cannot start engine: " + e.getMessage());
    }
    if (argv.isEmpty()) {
      throw new EngineFailure("empty engine command");
    }
    Process p;
    try {
      p = new ProcessBuilder(argv).start();
    } catch (IOException e) {
      throw new EngineFailure("cannot start engine '" + Echo.clip(command) + "': "
          + Echo.clip(String.valueOf(e.getMessage())));
    }
    ProcessEngine engine = new ProcessEngine(p, timeout, command);
    long deadline = System.nanoTime() + greeting.toNanos();
    String request = "hello " + version;
    String hello = engine.ask(request, greeting);
    if (version > 1 && (hello.equals("unsupported") || hello.equals("error")
        || hello.startsWith("error "))) {
      request = "hello 1"; // an engine of version 1 that refuses to be greeted as another
      hello = engine.ask(request, Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
    }
    engine.remember();
    if (!isReady(hello)) {
      engine.close();
      throw new EngineFailure("engine did not greet: expected 'ready NAME' in answer to '"
          + request + "', got '" + Echo.clip(hello) + "' [" + Echo.clip(command) + "]");
    }
    engine.hello = request;
    engine.name = Echo.clip(hello.substring(5).strip());
    return engine;
  }

  /**
   * Tells whether an answer is the greeting {@code ready NAME} (or a bare {@code ready}): the word
   * {@code ready} exactly, then nothing or a space and the name. A line that merely starts with
   * those letters ({@code readyX}, {@code ready-steady}, {@code ready<TAB>x}) is no greeting, so
   * that neither the start nor a resynchronisation takes another answer for one.
   *
   * @param answer the answer line
   * @return whether it greets
   */
  static boolean isReady(String answer) {
    return answer.equals("ready") || answer.startsWith("ready ");
  }

  /** {@return the name the engine gave in its greeting} */
  public String name() {
    return name;
  }

  /**
   * Splits an engine's command line into the program and its arguments, as {@link #start} does:
   * at blanks, with single or double quotes grouping words, and no other syntax.
   *
   * @param command the command line
   * @return the program and its arguments; empty for a blank command
   * @throws IllegalArgumentException if a quote is not closed
   */
  public static List<String> split(String command) {
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
    if (quote != 0) {
      throw new IllegalArgumentException("unterminated quote (" + quote + ") in the command '"
          + Echo.clip(command) + "'");
    }
    if (word != null) {
      out.add(word.toString());
    }
    return out;
  }

  /** Reads the engine's output: lines, too-long lines as soon as they pass the limit, its end. */
  private void pump(InputStream stream) {
    try (Reader r = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
      LineReader reader = new LineReader(r, MAX_LINE, true);
      LineReader.Line l;
      boolean first = true;
      while ((l = reader.next()) != null) {
        String text = l.text();
        if (first && text.startsWith("\ufeff")) {
          text = text.substring(1);
        }
        first = false;
        if (text.startsWith("#")) {
          continue;
        }
        if (!l.ended() && !l.tooLong()) {
          lines.add(new Output(Event.CUT, text));
          continue; // the end of the output follows
        }
        if (lines.size() >= MAX_PENDING) {
          lines.add(new Output(Event.FLOOD, ""));
          kill();
          return;
        }
        lines.add(new Output(l.tooLong() ? Event.TOO_LONG : Event.LINE, text));
      }
    } catch (IOException e) {
      // the process went away
    }
    lines.add(new Output(Event.CLOSED, ""));
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
            : Echo.clip(l.text());
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

  /**
   * Notes the program's process tree while it runs; when it exits, tells the reader (even if a
   * process it started still holds its output open) and stops the processes it started.
   */
  private void watch() {
    try {
      while (!process.waitFor(TREE_INTERVAL_MS, TimeUnit.MILLISECONDS)) {
        remember();
      }
      out.join(100); // the lines written before the exit come first
    } catch (InterruptedException e) {
      return;
    }
    lines.add(new Output(Event.EXITED, ""));
    LIVE.remove(this); // nothing left for stopAll once the tree is stopped
    destroyTree();
  }

  /** Adds the program's living descendants to the processes to stop, and forgets dead ones. */
  private void remember() {
    tree.removeIf(h -> !h.isAlive());
    process.descendants().forEach(tree::add);
  }

  @Override
  public String ask(String request) {
    return ask(request, timeout);
  }

  private String ask(String request, Duration limit) {
    long deadline = System.nanoTime() + limit.toNanos();
    send(request, deadline, limit);
    Output answer = receive(deadline);
    if (answer == null) {
      throw fail("no answer within " + limit.toMillis() + " ms to '" + Echo.clip(request) + "'",
          true);
    }
    return line(answer, request);
  }

  /**
   * Writes a request, failing on lines nobody asked for and when the engine does not read it by
   * the deadline (the writer thread may stay blocked; the engine is then stopped).
   */
  private void send(String request, long deadline, Duration limit) {
    List<String> unasked = new ArrayList<>();
    Output pending;
    while ((pending = lines.poll()) != null) {
      if (pending.event() != Event.LINE) {
        throw ended(pending, "before '" + Echo.clip(request) + "'", true);
      }
      unasked.add(pending.text());
    }
    if (!unasked.isEmpty()) {
      throw fail("engine wrote " + unasked.size() + " line(s) nobody asked for, first: '"
          + Echo.clip(unasked.get(0)) + "'");
    }
    if (dead) {
      throw new EngineFailure("the engine was stopped after an earlier failure, or closed ["
          + Echo.clip(command) + "]");
    }
    Future<?> written;
    try {
      written = writer.submit(() -> {
        in.write(request);
        in.write('\n');
        in.flush();
        return null;
      });
    } catch (RejectedExecutionException e) {
      throw new EngineFailure("the engine was stopped [" + Echo.clip(command) + "]");
    }
    try {
      written.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      kill();
      throw fail("engine did not read its input within " + limit.toMillis() + " ms (writing '"
          + Echo.clip(request) + "')", true);
    } catch (ExecutionException e) {
      throw ended(new Output(Event.CLOSED, ""), "before '" + Echo.clip(request) + "'", false);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw fail("interrupted");
    }
  }

  /** {@return the next thing the engine's output told, or null if nothing came by the deadline} */
  private Output receive(long deadline) {
    try {
      return lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw fail("interrupted");
    }
  }

  /** {@return the line's text; fails on every other event, saying what it was} */
  private String line(Output o, String request) {
    switch (o.event()) {
      case LINE:
        return o.text();
      case TOO_LONG:
        throw fail("answer to '" + Echo.clip(request) + "' longer than " + MAX_LINE
            + " characters, starting '" + Echo.clip(o.text()) + "'");
      default:
        throw ended(o, "while answering '" + Echo.clip(request) + "'", true);
    }
  }

  /**
   * Describes how the engine's output ended: an exit with its code, or its output (when {@code
   * output}, else its input) closed by a program that still runs; and whether it ended in the
   * middle of a line.
   */
  private EngineFailure ended(Output o, String context, boolean output) {
    Event event = o.event();
    switch (event) {
      case TOO_LONG:
        return fail("engine wrote a line longer than " + MAX_LINE + " characters " + context);
      case FLOOD:
        return fail("engine flooded its output (more than " + MAX_PENDING + " lines unasked)");
      case CUT: {
        OptionalInt code = exitCode(1000);
        return fail((code.isPresent() ? "engine exited with code " + code.getAsInt()
            : "engine closed its output") + " in the middle of a line ('" + Echo.clip(o.text())
            + "', no line end) " + context + stderrTail());
      }
      default:
        OptionalInt code = exitCode(event == Event.EXITED ? 1000 : 200);
        return fail(code.isPresent() ? "engine exited with code " + code.getAsInt() + " "
            + context + stderrTail()
            : "engine closed its " + (output ? "output " : "input ") + context + stderrTail());
    }
  }

  /**
   * Sends the greeting again and reads its answer, which must be {@code ready NAME} within one
   * time-out. Any other line fails at once, naming it, without waiting for a {@code ready} that
   * may never come: a wrong greeting, or a line nobody asked for (an answer of more than one line
   * to an earlier request, or the text lines of an {@code egn} request answered as requests). The
   * engine is then stopped, and the kit starts a new one for the next vector.
   */
  @Override
  public String resync() {
    if (dead) {
      return "";
    }
    long deadline = System.nanoTime() + timeout.toNanos();
    send(hello, deadline, timeout);
    Output o = receive(deadline);
    if (o == null) {
      throw fail("no answer within " + timeout.toMillis() + " ms to '" + hello + "'", true);
    }
    String answer = line(o, hello);
    if (!isReady(answer)) {
      throw fail("engine answered '" + hello + "' with '" + Echo.clip(answer) + "' instead of"
          + " 'ready NAME': a wrong greeting, or a line nobody asked for (an earlier request"
          + " answered with more than one line)");
    }
    return "";
  }

  /** {@return the exit code, if the program exits within {@code waitMs}} */
  private OptionalInt exitCode(long waitMs) {
    try {
      if (process.waitFor(waitMs, TimeUnit.MILLISECONDS)) {
        err.join(300); // let the last error output be read
        return OptionalInt.of(process.exitValue());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return OptionalInt.empty();
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
    return new EngineFailure(message + " [" + Echo.clip(command) + "]", timeOut);
  }

  /**
   * Ends the engine: sends {@code quit} (without waiting for a write that the engine does not
   * read), waits half a second, then stops the engine and every process it started (its whole
   * process tree, {@link ProcessHandle#descendants()}), so that a program started through a
   * wrapper script, or one that forks, leaves nothing running. Returns within about half a
   * second whatever the engine does.
   */
  @Override
  public void close() {
    if (process.isAlive() && !writer.isShutdown()) {
      try {
        writer.submit(() -> {
          in.write("quit\n");
          in.flush();
          return null;
        });
        process.waitFor(500, TimeUnit.MILLISECONDS);
      } catch (RejectedExecutionException e) {
        // stopped meanwhile
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    kill();
  }

  /** Stops the engine's process and its descendants at once, without asking it to quit. */
  void kill() {
    dead = true;
    LIVE.remove(this);
    destroyTree();
    writer.shutdownNow();
  }

  /**
   * Stops every engine this program started and has not stopped yet, with their process trees, at
   * once: for a shutdown hook (Ctrl-C, SIGTERM), so that no engine outlives the program. Never
   * waits for an engine.
   */
  public static void stopAll() {
    for (ProcessEngine e : LIVE) {
      e.kill();
    }
  }

  private void destroyTree() {
    List<ProcessHandle> all = new ArrayList<>(tree);
    if (process.isAlive()) {
      process.descendants().forEach(all::add);
    }
    process.destroyForcibly();
    for (ProcessHandle h : all) {
      h.destroyForcibly();
    }
  }
}
