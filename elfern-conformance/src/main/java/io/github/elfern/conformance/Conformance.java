package io.github.elfern.conformance;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The conformance kit: checks an implementation against the vectors over the line protocol,
 * vector by vector, and reports every disagreement.
 *
 * <p>For each vector the kit sends {@code rules} first (an {@code unsupported} answer skips the
 * vector), then replays what the vector describes and compares every answer with it; the first
 * disagreement fails the vector. What each kind checks is described in {@code VECTORS.md}.
 *
 * <pre>{@code
 * Vectors vectors = Vectors.bundled();
 * try (ProcessEngine engine = ProcessEngine.start("python3 engine.py", Duration.ofSeconds(5))) {
 *   ...
 * }
 * ConformanceReport report = Conformance.run(vectors,
 *     () -> ProcessEngine.start("python3 engine.py", Duration.ofSeconds(5)));
 * System.out.print(report.format(10));
 * }</pre>
 */
public final class Conformance {
  private Conformance() {}

  /** Ends the check of a vector as skipped. */
  private static final class Skip extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Skip(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * Ends the check of a vector as not finished: the run was stopped during it (its budget was
   * spent, or it was interrupted).
   */
  private static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped(String reason) {
      super(reason, null, false, false);
    }
  }

  /**
   * The run's budget: its deadline on {@link System#nanoTime()} and its length, for the messages.
   */
  private record Budget(long deadline, Duration length) {
    static final Budget NONE = new Budget(0, null);

    boolean spent() {
      return length != null && System.nanoTime() - deadline > 0;
    }

    /**
     * {@return why the run must stop now, as a clause that follows "the run was stopped
     * because": the budget is spent, or the thread running it was interrupted; null if it may go
     * on}
     */
    String stop() {
      if (Thread.currentThread().isInterrupted()) {
        return INTERRUPTED;
      }
      return spent() ? "the run's budget of " + length.toSeconds() + " s was spent" : null;
    }
  }

  /** Why a run stops when the thread running it is interrupted (Ctrl-C or SIGTERM). */
  private static final String INTERRUPTED = "it was interrupted";

  /** The start of the detail of a vector not begun because the run was stopped. */
  private static final String NOT_RUN = "not run: ";

  /** The start of the detail of the vector under way when the run was stopped. */
  private static final String NOT_FINISHED = "not finished: ";

  /**
   * Ends the check of a vector as failed: it asks for a request that the line protocol cannot
   * carry, so it is not sent.
   */
  private static final class BadVector extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadVector(String message) {
      super(message, null, false, false);
    }
  }

  /** Ends the check of a vector as failed. */
  private static final class Mismatch extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Mismatch(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * How a run guards its time and reports its progress.
   *
   * @param budget the most time the whole run may take: no request is sent after it (a request
   *     under way may take one time-out more); the vector under way and the vectors not begun are
   *     then {@link VectorResult.Status#NOT_RUN not run}
   * @param maxTimeOutsInARow after this many vectors in a row end with the engine not answering in
   *     time, the engine is stopped and the remaining vectors are not run (an engine that greets
   *     and then hangs would otherwise cost the time-out for every vector)
   * @param progress told after each vector: vectors done, vectors in all, failures so far
   */
  public record Options(Duration budget, int maxTimeOutsInARow, Progress progress) {

    /**
     * Checks the options.
     *
     * @param budget the run's budget, positive
     * @param maxTimeOutsInARow at least 1
     * @param progress the progress listener
     * @throws IllegalArgumentException if the budget is not positive or the count below 1
     */
    public Options {
      Objects.requireNonNull(budget, "budget");
      Objects.requireNonNull(progress, "progress");
      if (budget.isZero() || budget.isNegative() || maxTimeOutsInARow < 1) {
        throw new IllegalArgumentException("a run needs a positive budget and at least 1 time-out,"
            + " got " + budget + " and " + maxTimeOutsInARow);
      }
    }

    /** {@return the defaults: a budget of one hour, two time-outs in a row, no progress} */
    public static Options defaults() {
      return new Options(Duration.ofHours(1), 2, (done, total, failed) -> { });
    }
  }

  /** Listens to the progress of a run. */
  @FunctionalInterface
  public interface Progress {
    /**
     * Called after each vector.
     *
     * @param done the vectors done
     * @param total the vectors in all
     * @param failed the vectors failed so far
     */
    void update(int done, int total, int failed);
  }

  /**
   * Runs every vector against engines from {@code engines} with the {@link Options#defaults()}.
   *
   * @param vectors the vectors
   * @param engines starts an engine (it may throw {@link EngineConnection.EngineFailure})
   * @return the report
   */
  public static ConformanceReport run(Vectors vectors, Supplier<EngineConnection> engines) {
    return run(vectors, engines, Options.defaults());
  }

  /**
   * Runs every vector against engines from {@code engines}: one engine serves vector after vector,
   * and a new one is started after an engine failure (once more at once if it fails to start).
   * The run stops after two failures to start in a row, after {@link
   * Options#maxTimeOutsInARow()} time-outs in a row, when the budget is spent, and when the thread
   * running it is interrupted (as {@code elfern conformance} does on Ctrl-C or SIGTERM): the
   * remaining vectors are then {@link VectorResult.Status#NOT_RUN not run}, without waiting, and
   * so is the vector under way when the budget is spent or the run is interrupted; none of them
   * is a failure ({@link ConformanceReport#format} counts them on one line, {@link
   * #engineNotStarted} tells the first case).
   *
   * @param vectors the vectors
   * @param engines starts an engine (it may throw {@link EngineConnection.EngineFailure})
   * @param options the budget, the time-outs tolerated and the progress listener
   * @return the report
   */
  public static ConformanceReport run(Vectors vectors, Supplier<EngineConnection> engines,
      Options options) {
    List<VectorResult> results = new ArrayList<>();
    EngineConnection engine = null;
    Optional<Capabilities> capabilities = Optional.empty();
    int failedStarts = 0;
    String lastStartFailure = "";
    int timeOutsInARow = 0;
    String stopped = null; // why the run was stopped: a clause after "because"
    Budget budget = new Budget(System.nanoTime() + options.budget().toNanos(), options.budget());
    int total = vectors.all().size();
    int failed = 0;
    try {
      for (Vector v : vectors.all()) {
        if (stopped == null) {
          stopped = budget.stop();
        }
        VectorResult r;
        if (stopped != null) {
          r = new VectorResult(v, VectorResult.Status.NOT_RUN, NOT_RUN + stopped);
        } else {
          String kitStopped = null; // the run stopped while an engine was being started
          while (engine == null && stopped == null) {
            EngineConnection started = null;
            try {
              started = engines.get();
              capabilities = handshake(started);
              engine = started;
              failedStarts = 0;
            } catch (EngineConnection.EngineFailure e) {
              if (started != null) {
                started.close();
              }
              failedStarts++;
              lastStartFailure = e.getMessage();
              kitStopped = budget.stop();
              if (kitStopped != null) {
                stopped = kitStopped;
              } else if (e.isTimeOut() && ++timeOutsInARow >= options.maxTimeOutsInARow()) {
                stopped = "the engine timed out " + timeOutsInARow
                    + " times in a row and was stopped; the last: " + e.getMessage();
              } else if (failedStarts >= MAX_FAILED_STARTS) {
                // an engine that cannot be started will not start for the next vector either
                stopped = NOT_STARTED;
              }
            }
          }
          if (engine == null && kitStopped != null) {
            r = new VectorResult(v, VectorResult.Status.NOT_RUN, NOT_RUN + kitStopped);
          } else if (engine == null) {
            r = new VectorResult(v, VectorResult.Status.FAILED, "engine did not start (attempt "
                + failedStarts + "): " + lastStartFailure);
          } else {
            boolean[] timedOut = new boolean[1];
            r = check(v, engine, capabilities, timedOut, budget);
            timeOutsInARow = timedOut[0] ? timeOutsInARow + 1 : 0;
            if (r.status() == VectorResult.Status.NOT_RUN || r.status()
                == VectorResult.Status.FAILED && r.detail().contains(ENGINE_FAILED)) {
              engine.close();
              engine = null;
            }
            if (timeOutsInARow >= options.maxTimeOutsInARow()) {
              stopped = "the engine timed out " + timeOutsInARow + " times in a row and was"
                  + " stopped";
              if (engine != null) {
                engine.close();
                engine = null;
              }
            }
          }
        }
        results.add(r);
        if (r.status() == VectorResult.Status.FAILED) {
          failed++;
        }
        options.progress().update(results.size(), total, failed);
      }
    } finally {
      if (engine != null) {
        engine.close();
      }
    }
    return new ConformanceReport(results);
  }

  private static final String ENGINE_FAILED = "engine failure: ";

  /** How many times in a row the engine may fail to start before the run stops. */
  private static final int MAX_FAILED_STARTS = 2;

  /** The detail of the vectors not run because the engine could not be started. */
  private static final String NOT_STARTED = "the engine could not be started";

  /**
   * Tells whether a run stopped because the engine could not be started, so that a caller can
   * say so once instead of listing every vector.
   *
   * @param report the report of a {@link #run run}
   * @return why the engine could not be started (the last failure to start), or empty if the run
   *     did not stop for that reason
   */
  public static Optional<String> engineNotStarted(ConformanceReport report) {
    List<VectorResult> results = report.results();
    for (int i = 0; i < results.size(); i++) {
      String detail = results.get(i).detail();
      if (detail.startsWith("engine did not start (attempt " + MAX_FAILED_STARTS + "): ")
          && (i + 1 == results.size()
          || results.get(i + 1).detail().equals(NOT_RUN + NOT_STARTED))) {
        return Optional.of(detail.substring(detail.indexOf("): ") + 3));
      }
    }
    return Optional.empty();
  }

  /**
   * Checks one vector.
   *
   * @param vector the vector
   * @param engine the engine; its state is reset by the vector's {@code rules} request
   * @return the verdict
   */
  public static VectorResult check(Vector vector, EngineConnection engine) {
    Objects.requireNonNull(engine, "engine");
    Optional<Capabilities> capabilities;
    try {
      capabilities = handshake(engine);
    } catch (EngineConnection.EngineFailure e) {
      return new VectorResult(vector, VectorResult.Status.FAILED, ENGINE_FAILED + e.getMessage());
    }
    return check(vector, engine, capabilities, new boolean[1], Budget.NONE);
  }

  /**
   * Asks an engine what it supports ({@code capabilities}, protocol version 2). An engine of
   * version 1 answers {@code unsupported} or {@code error ...} (or anything but a line that
   * starts with the word {@code capabilities}), and declares nothing.
   *
   * @param engine the engine, greeted
   * @return what it declares, or empty for an engine of version 1
   * @throws EngineConnection.EngineFailure if the engine fails, or answers with a malformed
   *     {@code capabilities} line
   */
  static Optional<Capabilities> handshake(EngineConnection engine) {
    String answer = engine.ask(Capabilities.WORD);
    if (!answer.equals(Capabilities.WORD) && !answer.startsWith(Capabilities.WORD + " ")) {
      return Optional.empty();
    }
    try {
      return Optional.of(Capabilities.parse(answer));
    } catch (IllegalArgumentException e) {
      engine.close();
      throw new EngineConnection.EngineFailure("engine answered 'capabilities' with a malformed"
          + " line: " + e.getMessage());
    }
  }

  /**
   * Checks one vector; {@code timedOut[0]} is set when the engine failed by not answering in time
   * (a request, or the resynchronisation after a disagreement).
   */
  private static VectorResult check(Vector vector, EngineConnection engine,
      Optional<Capabilities> capabilities, boolean[] timedOut, Budget budget) {
    Session s = new Session(vector, Objects.requireNonNull(engine, "engine"), capabilities,
        budget);
    try {
      String rulesRequest = "rules " + vector.rules();
      checkFraming(rulesRequest); // a bad vector is said to be one before anything else
      s.declared(vector);
      String rules = s.ask(rulesRequest);
      if (rules.equals("unsupported")) {
        throw new Skip("rules " + vector.rules() + " unsupported");
      }
      s.same("set the rules", "ok", rules, "rules " + vector.rules());
      switch (vector.kind()) {
        case SHUFFLE:
          s.expect("shuffle", "shuffle " + vector.string("seed"), "deck " + vector.string("deck"));
          break;
        case GAMES:
          games(s, vector);
          break;
        case STEPS:
          steps(s, vector);
          break;
        case INVALID: {
          String request = egn(vector.string("egn"), Boolean.TRUE.equals(
              vector.fields().get("strict")));
          String answer = s.askEgn(request);
          if (answer.equals("unsupported")) {
            throw new Skip("egn unsupported");
          }
          s.same("first error", "error " + vector.number("line") + " " + vector.number("column")
              + " " + vector.string("code"), answer, request);
          break;
        }
        case PERFT:
          if (s.capabilities.isPresent() && s.declares("setup")) {
            // no replay: the position string alone sets the deal up (version 2)
            s.expect("set up the position", "setup " + vector.string("position"), "ok");
          } else {
            s.expect("deal", "deal " + vector.string("deck"), "ok");
            playAll(s, vector.string("moves"));
          }
          s.position(vector.string("position"), "position before perft");
          s.expect("perft " + vector.number("depth"), "perft " + vector.number("depth"),
              "perft " + vector.number("count"));
          break;
        case SCORING:
          scoring(s, vector);
          break;
        case REQUESTS:
          requests(s, vector);
          break;
        default:
          throw new IllegalStateException("unknown kind " + vector.kind());
      }
      s.settle();
      return new VectorResult(vector, VectorResult.Status.PASSED, "", s.leftOut);
    } catch (Skip e) {
      try {
        s.settle();
      } catch (Mismatch m) {
        return new VectorResult(vector, VectorResult.Status.FAILED, m.getMessage()
            + s.transcript());
      } catch (EngineConnection.EngineFailure f) {
        timedOut[0] = f.isTimeOut();
        return new VectorResult(vector, VectorResult.Status.FAILED,
            ENGINE_FAILED + f.getMessage() + s.transcript());
      }
      return new VectorResult(vector, VectorResult.Status.SKIPPED, e.getMessage());
    } catch (BadVector e) {
      return new VectorResult(vector, VectorResult.Status.FAILED, "bad vector: " + e.getMessage()
          + s.transcript());
    } catch (Stopped e) {
      return new VectorResult(vector, VectorResult.Status.NOT_RUN, NOT_FINISHED + e.getMessage()
          + s.transcript());
    } catch (Mismatch e) {
      String note;
      try {
        // no resynchronisation once the budget is spent: the run stops
        note = budget.stop() != null ? "" : engine.resync();
      } catch (EngineConnection.EngineFailure f) {
        timedOut[0] = f.isTimeOut();
        note = ENGINE_FAILED + f.getMessage();
      }
      return new VectorResult(vector, VectorResult.Status.FAILED, e.getMessage() + s.transcript()
          + (note.isEmpty() ? "" : "\n  " + note));
    } catch (EngineConnection.EngineFailure e) {
      if (INTERRUPTED.equals(budget.stop())) {
        // the kit broke off the conversation: not the engine's failure
        return new VectorResult(vector, VectorResult.Status.NOT_RUN, NOT_FINISHED + INTERRUPTED
            + s.transcript());
      }
      timedOut[0] = e.isTimeOut();
      return new VectorResult(vector, VectorResult.Status.FAILED,
          ENGINE_FAILED + e.getMessage() + s.transcript());
    } catch (RuntimeException e) {
      return new VectorResult(vector, VectorResult.Status.FAILED,
          "bad vector or kit error: " + e + s.transcript());
    }
  }

  /**
   * Refuses a request that the line protocol cannot carry as one request, before it is sent: a
   * line end in anything but an {@code egn} request with as many text lines as its count (it
   * would reach the engine as several requests), and a CR anywhere (the protocol drops one before
   * a line end, and many line readers end a line at a lone CR: VECTORS.md §5, "Framing").
   */
  private static void checkFraming(String request) {
    String[] lines = request.split("\n", -1);
    if (lines.length > 1) {
      String[] w = ProtocolServer.words(lines[0]);
      if (!w[0].equals("egn") || w.length < 2
          || !w[1].equals(String.valueOf(lines.length - 1))) {
        throw new BadVector("the request '" + Echo.clip(request) + "' holds a line end: it"
            + " would reach the engine as " + lines.length + " requests");
      }
    }
    for (int i = 0; i < lines.length; i++) {
      int cr = lines[i].indexOf('\r');
      if (cr >= 0) {
        throw new BadVector((i == 0 ? "the request line '" + Echo.clip(lines[0]) + "'"
            : "text line " + i + " of '" + Echo.clip(lines[0]) + "'") + " holds a CR"
            + (cr == lines[i].length() - 1 ? " at its end, which the protocol drops (a line ends"
                + " at LF; one CR before it is not part of the line)" : ", which no request may"
                + " hold (a line reader that ends lines at a lone CR would split it)"));
      }
    }
  }

  /**
   * Makes an {@code egn} request of a record's text: the header with the number N of the text's
   * lines, then the lines, so that the engine, which ends each of the N lines with LF, reads back
   * exactly the text. A text must therefore be empty or end with LF.
   *
   * @throws BadVector if the text is not empty and does not end with LF
   */
  static String egn(String text, boolean strict) {
    if (!text.isEmpty() && !text.endsWith("\n")) {
      throw new BadVector("the EGN text does not end with a line end: the engine ends each of the"
          + " request's text lines with LF, so it would check a text with one more LF than the"
          + " vector's");
    }
    String body = text.isEmpty() ? text : text.substring(0, text.length() - 1);
    int n = text.isEmpty() ? 0 : body.split("\n", -1).length;
    return "egn " + n + (strict ? " strict" : "") + (n > 0 ? "\n" + body : "");
  }

  private static void playAll(Session s, String moves) {
    if (moves.isBlank()) {
      return;
    }
    int i = 0;
    for (String m : moves.split(" ")) {
      i++;
      s.expect("move " + i + " of the replay", "play " + m, "ok");
    }
  }

  private static void games(Session s, Vector v) {
    s.expect("deal", "deal " + v.string("deck"), "ok");
    playAll(s, v.string("moves"));
    s.expect("after the last move", "legal", "legal -");
    s.expect("status at the end", "status", "status " + slashed(v.list("points")) + " "
        + slashed(v.list("tricks")));
    s.expect("result", "result", "result " + v.string("result") + " " + v.string("outcome"));
    if (!s.declares("egn")) {
      s.leaveOut("egn");
      return;
    }
    String verdict = s.askEgn(egn(v.string("egn"), false));
    if (verdict.equals("unsupported")) {
      s.leaveOut("egn");
    } else {
      s.same("the EGN record is valid", "valid", verdict, "egn ...");
    }
  }

  @SuppressWarnings("unchecked")
  private static void steps(Session s, Vector v) {
    s.expect("deal", "deal " + v.string("deck"), "ok");
    int i = 0;
    for (Object o : v.list("steps")) {
      Map<String, Object> step = (Map<String, Object>) o;
      i++;
      String at = "step " + i + " (" + step.get("play") + ")";
      s.expect(at + ": legal moves", "legal", "legal " + step.get("seat") + " "
          + step.get("legal"));
      s.position((String) step.get("position"), at + ": position");
      for (Object bad : (List<Object>) step.get("illegal")) {
        String[] p = ((String) bad).split(" ");
        s.expect(at + ": illegal move " + p[0], "play " + p[0], "illegal " + p[1]);
      }
      s.expect(at + ": play", "play " + step.get("play"), "ok");
      if (step.containsKey("winner")) {
        s.expect(at + ": hands after the trick (winner " + step.get("winner") + ", draws "
            + step.get("draws") + ")", "hands", "hands " + step.get("hands"));
        s.expect(at + ": points and tricks after the trick (winner " + step.get("winner") + ")",
            "status", "status " + slashed((List<Object>) step.get("points")) + " "
                + slashed((List<Object>) step.get("tricks")));
      }
    }
    s.position(v.string("final"), "final position");
    s.expect("after the last move", "legal", "legal -");
    s.expect("result", "result", "result " + v.string("result") + " " + v.string("outcome"));
    setups(s, v);
  }

  /**
   * Sets up each position of a steps vector from its position string alone ({@code setup},
   * protocol version 2) and checks its legal moves. When the engine declares capabilities
   * without {@code setup}, answers {@code unsupported}, or is of version 1 and answers the first
   * {@code setup} with {@code unsupported} or {@code error} (as to any request it does not know),
   * these checks are left out and counted, alike for both versions.
   */
  @SuppressWarnings("unchecked")
  private static void setups(Session s, Vector v) {
    List<String[]> checks = new ArrayList<>(); // position, expected legal answer, what
    int i = 0;
    for (Object o : v.list("steps")) {
      Map<String, Object> step = (Map<String, Object>) o;
      i++;
      checks.add(new String[] {(String) step.get("position"), "legal " + step.get("seat") + " "
          + step.get("legal"), "step " + i + " (" + step.get("play") + ")"});
    }
    checks.add(new String[] {v.string("final"), "legal -", "final position"});
    for (int k = 0; k < checks.size(); k++) {
      String[] c = checks.get(k);
      String answer = s.declares("setup") ? s.ask("setup " + c[0]) : "unsupported";
      // An engine of version 1 answers a request it does not know, as setup is to version 1,
      // with unsupported or error: then the checks are left out, as for an engine of version 2
      // that does not declare setup, so that the two count alike.
      boolean unknown = k == 0 && s.capabilities.isEmpty() && (answer.equals("error")
          || answer.startsWith("error "));
      if (answer.equals("unsupported") || unknown) {
        s.leaveOut("setup", checks.size() - k);
        return;
      }
      s.same(c[2] + ": set up from its position string", "ok", answer, "setup " + c[0]);
      s.expect(c[2] + ": legal moves after setup", "legal", c[1]);
    }
  }

  /** The answer of a {@code requests} vector that stands for any {@code error} answer. */
  private static final String ANY_ERROR = "error";

  /**
   * {@return the requests a {@code requests} vector sends besides {@code rules}, by their first
   * word: {@code deal} and {@code play} for its deck and moves, then those of its list}
   */
  @SuppressWarnings("unchecked")
  static List<String> requestWords(Vector v) {
    Set<String> words = new LinkedHashSet<>();
    if (v.field("deck").isPresent()) {
      words.add("deal");
      if (!v.field("moves").map(m -> m.toString().isBlank()).orElse(true)) {
        words.add("play");
      }
    }
    for (Object o : v.list("requests")) {
      words.add(ProtocolServer.words((String) ((Map<String, Object>) o).get("request"))[0]);
    }
    words.remove("rules");
    return new ArrayList<>(words);
  }

  /**
   * Checks a {@code requests} vector: its deal and moves when it has them, then each request of
   * its list with the answer it must get ({@value #ANY_ERROR} stands for any answer whose first
   * word is {@code error}: the message is the engine's own). An {@code unsupported} answer skips
   * the vector when it is the engine's first answer to a request of that word in the vector (the
   * engine does not implement it), and fails it when the engine has answered that word before:
   * an engine that plays cards cannot leave one spelling of a card unsupported, nor a {@code
   * rules} text that names no game.
   */
  @SuppressWarnings("unchecked")
  private static void requests(Session s, Vector v) {
    Set<String> answered = new HashSet<>(List.of("rules"));
    if (v.field("deck").isPresent()) {
      s.expect("deal", "deal " + v.string("deck"), "ok");
      answered.add("deal");
      String moves = v.field("moves").map(Object::toString).orElse("");
      playAll(s, moves);
      if (!moves.isBlank()) {
        answered.add("play");
      }
    }
    int i = 0;
    for (Object o : v.list("requests")) {
      Map<String, Object> r = (Map<String, Object>) o;
      i++;
      String line = (String) r.get("request");
      String word = ProtocolServer.words(line)[0];
      String request = r.containsKey("text")
          ? egn((String) r.get("text"), line.equals("egn strict")) : line;
      String answer = word.equals("egn") ? s.askEgn(request) : s.ask(request);
      String expected = (String) r.get("answer");
      String what = "request " + i + " (" + Echo.clip(line) + ")";
      if (answer.equals("unsupported") && !expected.equals("unsupported")) {
        if (!answered.contains(word)) {
          throw new Skip(word + " unsupported");
        }
        s.same(what + ", after the engine answered '" + word + "' before", expected, answer,
            request);
      }
      answered.add(word);
      if (expected.equals(ANY_ERROR)) {
        if (!answer.equals(ANY_ERROR) && !answer.startsWith(ANY_ERROR + " ")) {
          s.same(what, "error MESSAGE", answer, request);
        }
      } else {
        s.same(what, expected, answer, request);
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static void scoring(Session s, Vector v) {
    String started = s.ask("match " + v.string("seed") + " " + v.list("players").size() + " "
        + v.string("scoring"));
    if (started.equals("unsupported")) {
      throw new Skip("match unsupported");
    }
    s.same("start the match", "ok", started, "match ...");
    List<Object> start = v.list("start");
    Object pot = 0L;
    List<Object> totals = start;
    int i = 0;
    for (Object o : v.list("deals")) {
      Map<String, Object> d = (Map<String, Object>) o;
      i++;
      s.expectTable("before deal " + i, "match over=no seating="
          + slashed((List<Object>) d.get("seating")) + " out=" + orDash(d.get("out")) + " x="
          + d.get("x") + " pot=" + pot + " totals=" + slashed(totals) + " deal-seed="
          + d.get("deal_seed"));
      s.expect("record deal " + i, "record " + slashed((List<Object>) d.get("points")) + " "
          + slashed((List<Object>) d.get("tricks")), "ok");
      pot = d.get("pot");
      totals = (List<Object>) d.get("totals");
    }
    Map<String, Object> end = (Map<String, Object>) v.fields().get("end");
    String expected = Boolean.TRUE.equals(end.get("over"))
        ? "match over=yes totals=" + slashed((List<Object>) end.get("totals")) + " pot="
            + end.get("pot") + " winner=" + orDash(end.get("winner")) + " settlement="
            + slashed((List<Object>) end.get("settlement"))
        : "match over=no seating=" + slashed((List<Object>) end.get("seating")) + " out="
            + orDash(end.get("out")) + " x=" + end.get("x") + " pot=" + end.get("pot")
            + " totals=" + slashed((List<Object>) end.get("totals")) + " deal-seed="
            + end.get("deal_seed");
    s.expectTable("after the last deal", expected);
    s.failOnTables();
  }

  private static String orDash(Object o) {
    return o == null ? "-" : o.toString();
  }

  private static String slashed(List<Object> l) {
    StringBuilder sb = new StringBuilder();
    for (Object o : l) {
      sb.append(sb.length() > 0 ? "/" : "").append(o);
    }
    return sb.toString();
  }

  /** One vector's conversation, with the last exchanges kept for the report. */
  private static final class Session {
    private final Vector vector;
    private final EngineConnection engine;
    private final Optional<Capabilities> capabilities;
    private final Budget budget;
    private final Deque<String> last = new ArrayDeque<>();
    private final List<String> tables = new ArrayList<>();
    /** The checks left out, by request. */
    private final Map<String, Integer> leftOut = new java.util.TreeMap<>();
    /** Whether a request of this vector was sent. */
    private boolean sent;

    Session(Vector vector, EngineConnection engine, Optional<Capabilities> capabilities,
        Budget budget) {
      this.vector = vector;
      this.engine = engine;
      this.capabilities = capabilities;
      this.budget = budget;
    }

    /**
     * Skips the vector, before any request, when the engine's capabilities leave out its preset
     * or a request its kind needs.
     */
    void declared(Vector v) {
      if (capabilities.isEmpty()) {
        return;
      }
      Capabilities c = capabilities.get();
      String preset = ProtocolServer.words(v.rules())[0];
      if (!c.playsPreset(preset)) {
        throw new Skip("preset " + preset + " is not declared");
      }
      List<String> needed = new ArrayList<>(switch (v.kind()) {
        case SHUFFLE -> List.of("shuffle");
        case GAMES -> List.of("deal", "play", "legal", "status", "result");
        case STEPS -> List.of("deal", "legal", "play", "hands", "status", "result");
        case INVALID -> List.of("egn");
        case PERFT -> c.answers("setup") ? List.of("setup", "perft")
            : List.of("deal", "play", "perft");
        case SCORING -> List.of("match", "record", "table");
        case REQUESTS -> requestWords(v);
      });
      needed.removeIf(c::answers);
      if (!needed.isEmpty()) {
        throw new Skip("request" + (needed.size() > 1 ? "s " : " ") + String.join(", ", needed)
            + " not declared");
      }
    }

    /**
     * {@return whether a request may be sent: the engine declares it, or declares no capabilities
     * (version 1)}
     */
    boolean declares(String request) {
      return capabilities.map(c -> c.answers(request)).orElse(true);
    }

    /** Counts a check left out. */
    void leaveOut(String request) {
      leaveOut(request, 1);
    }

    /** Counts checks left out. */
    void leaveOut(String request, int count) {
      leftOut.merge(request, count, Integer::sum);
    }

    String ask(String request) {
      checkFraming(request);
      String stop = budget.stop();
      if (stop != null) {
        throw new Stopped(stop);
      }
      sent = true;
      String answer = engine.ask(request);
      last.addLast("> " + Echo.clip(request) + "\n    < "
          + Echo.clip(answer));
      if (last.size() > 6) {
        last.removeFirst();
      }
      return answer;
    }

    /**
     * Sends an {@code egn} request and checks, by resynchronising, that the engine read its text
     * lines as the request's body: an engine that answered the header at once and then each text
     * line as a request of its own fails this vector, not the next one.
     */
    String askEgn(String request) {
      String answer = ask(request);
      String header = request.split("\n", 2)[0];
      String note;
      try {
        note = engine.resync();
      } catch (EngineConnection.EngineFailure e) {
        throw new EngineConnection.EngineFailure("the engine did not read the text lines of '"
            + Echo.clip(header) + "' as the request's body (it answered '" + Echo.clip(answer)
            + "'): " + e.getMessage(), e.isTimeOut());
      }
      if (!note.isEmpty()) {
        throw new Mismatch("the engine did not read the text lines of '" + Echo.clip(header)
            + "' as the request's body (it answered '" + Echo.clip(answer) + "'): " + note);
      }
      return answer;
    }

    /**
     * Ends a vector that agreed so far, or was skipped, by resynchronising, so that a line the
     * engine wrote after an answer (a request answered with two lines) fails this vector, not the
     * next one, and is noticed after the last vector too; not once the run must stop.
     */
    void settle() {
      if (budget.stop() != null || !sent) {
        return;
      }
      String note;
      try {
        note = engine.resync();
      } catch (EngineConnection.EngineFailure e) {
        throw new EngineConnection.EngineFailure("after the vector's last request: "
            + e.getMessage(), e.isTimeOut());
      }
      if (!note.isEmpty()) {
        throw new Mismatch("after the vector's last request: " + note);
      }
    }

    void expect(String what, String request, String expected) {
      String answer = ask(request);
      if (answer.equals("unsupported")) {
        throw new Skip(request.split("\\s", 2)[0] + " unsupported");
      }
      same(what, expected, answer, request);
    }

    /**
     * Checks a {@code table} answer, keeping a disagreement for {@link #failOnTables} instead of
     * ending the vector, so that every disagreement of a match is reported, not just the first.
     */
    void expectTable(String what, String expected) {
      String answer = ask("table");
      if (answer.equals("unsupported")) {
        throw new Skip("table unsupported");
      }
      if (!answer.equals(expected)) {
        tables.add(what + ":\n  request:  table\n  expected: " + expected + "\n  got:      "
            + Echo.clip(answer));
      }
    }

    /** Fails the vector with every {@code table} disagreement kept, if any. */
    void failOnTables() {
      if (!tables.isEmpty()) {
        throw new Mismatch(tables.size() + " table answer(s) disagree; "
            + String.join("\n", tables));
      }
    }

    void same(String what, String expected, String answer, String request) {
      if (!answer.equals(expected)) {
        throw new Mismatch((tables.isEmpty() ? "" : String.join("\n", tables) + "\nthen ")
            + what + ":\n  request:  " + Echo.clip(request)
            + "\n  expected: " + expected + "\n  got:      " + Echo.clip(answer));
      }
    }

    /**
     * Checks the position string; an {@code unsupported} answer drops this check only, so that
     * the positions asked later are still checked (an engine cannot pass over a wrong one by
     * answering {@code unsupported} once before it).
     */
    void position(String expected, String what) {
      if (!declares("position")) {
        leaveOut("position");
        return;
      }
      String answer = ask("position");
      if (answer.equals("unsupported")) {
        leaveOut("position");
        return;
      }
      same(what, "position " + expected, answer, "position");
    }

    String transcript() {
      return "\n  rules: " + Echo.clip(vector.rules()) + "\n  last exchanges:\n    "
          + String.join("\n    ", last);
    }
  }
}
