package io.github.elfern.conformance;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.WorldSampler;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * A {@link Bot} played by another program that speaks the line protocol (VECTORS.md, "Bots"), so
 * that a bot written in any language can play against this library's bots, as chess engines play
 * each other through UCI.
 *
 * <p>For each move the bot sends {@code rules RULES} when the program has not yet been told the
 * deal's rules, then one {@code choose ...} line that holds the seat's {@link PlayerView} — never
 * a hidden card — and a seed drawn from the generator passed in, and expects {@code move TOKEN}
 * with one of the view's legal moves.
 *
 * <p>The host is protected from a slow or broken program ({@link ProcessEngine}): when it does
 * not read its request or answer it within the move time, exits, closes its output, floods it,
 * answers an illegal move, garbage, {@code error} or {@code unsupported}, {@link #choose} throws a
 * {@link BotFailure} that says what happened (program text clipped and escaped), and the host
 * scores the deal as forfeited ({@link BotFailure#forfeitResult}). The failed program is stopped
 * with every process it started; the next move starts a fresh one. After three failed starts in
 * a row the bot fails at once, without starting the program again.
 *
 * <p>An external bot may be shared between threads: each thread that asks for a move while the
 * others are busy gets its own program, kept for later moves. Close the bot to stop them.
 *
 * <p>The {@code seed=} sent is one {@code nextLong()} of the generator passed to {@link #choose};
 * give each seat a generator of its own that tells nothing about the deck ({@link SeatKey}), with
 * a key drawn at random, so that the program cannot recover the deal (VECTORS.md, "What a bot
 * receives").
 *
 * <p>Give it a fresh deck in every deal ({@code Tournament.Decks.FRESH}), never paired decks: a
 * program that remembers its hands would hold, in the second deal of each pair, the hand its
 * opponent held in the first.
 *
 * <pre>{@code
 * SeatKey key = SeatKey.draw(new SecureRandom());
 * try (ExternalBot lowest = ExternalBot.of("lowest", "python3 elfern_engine.py",
 *     Duration.ofSeconds(5))) {
 *   Tournament.Result r = new Tournament(Rules.preset("elfern"), Contestant.of(lowest),
 *       Contestant.parse("heuristic")).playDeals(100, Tournament.Decks.FRESH, secretSeed, key);
 * }
 * }</pre>
 */
public final class ExternalBot implements Bot, AutoCloseable {

  /** The move time of the command line when none is given: five seconds. */
  public static final Duration DEFAULT_MOVE_TIME = Duration.ofSeconds(5);

  /** How long a program may take to start and greet, at least. */
  static final Duration MIN_GREETING = Duration.ofSeconds(10);

  /** Failed starts in a row after which the bot stops trying. */
  static final int MAX_FAILED_STARTS = 3;

  /** A running program and the rules it was last told. */
  private static final class Session {
    final EngineConnection engine;
    Rules rules;

    Session(EngineConnection engine) {
      this.engine = engine;
    }
  }

  private final String name;
  private final Supplier<EngineConnection> starter;
  private final ConcurrentLinkedDeque<Session> idle = new ConcurrentLinkedDeque<>();
  private final Set<Session> running = ConcurrentHashMap.newKeySet();
  private final AtomicInteger failedStarts = new AtomicInteger();
  private final AtomicInteger starts = new AtomicInteger();
  private volatile String lastStartFailure = "";
  private volatile boolean closed;

  private ExternalBot(String name, Supplier<EngineConnection> starter) {
    if (name.isBlank() || !name.strip().equals(name)) {
      throw new IllegalArgumentException("an external bot needs a name without surrounding blanks,"
          + " got '" + name + "'");
    }
    this.name = name;
    this.starter = Objects.requireNonNull(starter, "starter");
  }

  /**
   * Makes a bot played by a program, started when the first move is asked for.
   *
   * @param name the bot's name in reports, e.g. {@code "lowest"}
   * @param command the program and its arguments, split at blanks; quotes group words, e.g.
   *     {@code python3 "my bot.py"}
   * @param moveTime how long the program may think about one move; starting and greeting may take
   *     this long or ten seconds, whichever is longer
   * @return the bot
   * @throws IllegalArgumentException if the name is blank, the command empty or with a quote left
   *     open, or the move time not positive
   */
  public static ExternalBot of(String name, String command, Duration moveTime) {
    List<String> argv;
    try {
      argv = ProcessEngine.split(command);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("the command of external bot '" + name + "': "
          + e.getMessage(), e);
    }
    if (argv.isEmpty()) {
      throw new IllegalArgumentException("the command of external bot '" + name + "' is empty");
    }
    if (moveTime.isNegative() || moveTime.isZero()) {
      throw new IllegalArgumentException("the move time of external bot '" + name
          + "' must be positive, got " + moveTime.toMillis() + " ms");
    }
    Duration greeting = moveTime.compareTo(MIN_GREETING) > 0 ? moveTime : MIN_GREETING;
    return new ExternalBot(name, () -> ProcessEngine.start(command, greeting, moveTime, 1));
  }

  /**
   * Makes a bot played through connections that {@code starter} opens, e.g. a {@link
   * ProtocolServer} in this process ({@link EngineConnection#of(ProtocolServer)}) or a program
   * started with custom settings.
   *
   * @param name the bot's name in reports
   * @param starter opens a new connection; may throw {@link EngineConnection.EngineFailure}
   * @return the bot
   * @throws IllegalArgumentException if the name is blank
   */
  public static ExternalBot of(String name, Supplier<EngineConnection> starter) {
    return new ExternalBot(name, starter);
  }

  /** {@return the name given when the bot was made} */
  @Override
  public String name() {
    return name;
  }

  /**
   * Asks the program for a move.
   *
   * @param view what the seat to move knows; it must be that seat's turn
   * @param random the source of the seed sent with the request (one {@code nextLong()})
   * @return one of {@code view.legalMoves()}
   * @throws IllegalArgumentException if it is not the view's seat's turn
   * @throws IllegalStateException if the bot is closed
   * @throws BotFailure if the program cannot be started, does not answer within the move time,
   *     exits, or answers anything but a legal move
   */
  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    if (!view.isMyTurn()) {
      // No view in the message: its toString() shows the seat's hand.
      throw new IllegalArgumentException(view.isOver()
          ? "the deal is over, there is no move to choose for seat " + view.seat()
          : "it is seat " + view.toMove() + "'s turn, not seat " + view.seat() + "'s (trick "
              + (view.playedCards().size() / view.players() + 1) + ")");
    }
    if (closed) {
      throw new IllegalStateException("external bot '" + name + "' is closed");
    }
    String request = ChooseRequest.encode(view, random.nextLong());
    Session session = acquire();
    boolean healthy = false;
    try {
      if (!view.rules().equals(session.rules)) {
        String rules = "rules " + view.rules().notation();
        String answer = session.engine.ask(rules);
        if (!answer.equals("ok")) {
          throw failure(BotFailure.Kind.BAD_ANSWER, "answered '"
              + Echo.clip(answer) + "' to '" + rules + "'");
        }
        session.rules = view.rules();
      }
      String answer = session.engine.ask(request);
      Move move = move(answer, request);
      if (!view.legalMoves().contains(move)) {
        throw failure(BotFailure.Kind.ILLEGAL_MOVE, "answered '" + Echo.clip(answer) + "' ("
            + refusal(view, move) + ")");
      }
      healthy = true;
      return move;
    } catch (EngineConnection.EngineFailure e) {
      throw failure(e.isTimeOut() ? BotFailure.Kind.TIME_OUT
          : BotFailure.Kind.CRASH, e.getMessage());
    } finally {
      release(session, healthy);
    }
  }

  /**
   * {@return how many times the program was started and greeted; 0 after a run means it never
   * played, and every deal it was to play was forfeited}
   */
  public int starts() {
    return starts.get();
  }

  /** {@return why the last start of the program failed, or empty if none failed} */
  public String lastStartFailure() {
    return lastStartFailure;
  }

  /** A failure whose message is fit to echo: control characters from the program escaped. */
  private BotFailure failure(BotFailure.Kind kind, String message) {
    return new BotFailure(name, kind, Echo.escape(message));
  }

  private Move move(String answer, String request) {
    // Exactly "move TOKEN": words are separated by one space, with none before or after.
    String token = answer.startsWith("move ") ? answer.substring(5) : "";
    if (!token.isEmpty() && token.chars().noneMatch(c -> LineReader.isBlank((char) c)
        || Character.isSpaceChar(c))) {
      String[] w = {"move", token};
      Move move;
      try {
        move = Move.parse(w[1]);
      } catch (IllegalArgumentException e) {
        throw failure(BotFailure.Kind.BAD_ANSWER, "answered '"
            + Echo.clip(answer) + "', which is not a move (" + e.getMessage() + ")");
      }
      // The protocol takes canonical tokens only: 10H is read as TH by Move.parse, not here.
      if (!move.notation().equals(w[1])) {
        throw failure(BotFailure.Kind.BAD_ANSWER, "answered '" + Echo.clip(answer)
            + "', which is not a canonical move token (" + move.notation() + ")");
      }
      return move;
    }
    throw failure(BotFailure.Kind.BAD_ANSWER, "answered '"
        + Echo.clip(answer) + "' to '" + Echo.clip(request)
        + "', expected 'move TOKEN'");
  }

  /**
   * Says which rule an illegal move breaks, as the library's refusal does ({@link
   * IllegalPlayException#reason()} with its {@link IllegalPlayException#violation() code}), e.g.
   * {@code must-follow: must follow spades (holds AS KS) but played KC; legal: AS KS}. The move
   * is played on a world that agrees with the view (the hidden cards dealt by {@link
   * WorldSampler} from a fixed seed, so that the seat's own generator is not drawn from): which
   * rule a move breaks depends only on what the seat sees, and the reason names no card but its
   * own, the one refused and those played. The move is played for the view's seat ({@link
   * io.github.elfern.game.GameState#play(int, Move)}), so that it is judged as that seat's move.
   * Never the exception's position, which shows every hand.
   */
  private static String refusal(PlayerView view, Move move) {
    StringBuilder legal = new StringBuilder("; legal:");
    for (Move m : view.legalMoves()) {
      legal.append(' ').append(m.notation());
    }
    try {
      WorldSampler.sample(view, new SplitMix64(0)).play(view.seat(), move);
    } catch (IllegalPlayException e) {
      return e.violation().code() + ": " + e.reason() + legal;
    }
    // unreachable while the view and the state agree on the legal moves
    return "not a legal move" + legal;
  }

  private Session acquire() {
    Session s = idle.pollFirst();
    if (s != null) {
      return s;
    }
    if (failedStarts.get() >= MAX_FAILED_STARTS) {
      throw failure(BotFailure.Kind.CRASH, "not started again after "
          + MAX_FAILED_STARTS + " failed starts in a row; the last: " + lastStartFailure);
    }
    try {
      s = new Session(starter.get());
      running.add(s);
      starts.incrementAndGet();
      failedStarts.set(0);
      if (closed) {
        close();
      }
      return s;
    } catch (EngineConnection.EngineFailure e) {
      failedStarts.incrementAndGet();
      lastStartFailure = e.getMessage();
      throw failure(e.isTimeOut() ? BotFailure.Kind.TIME_OUT
          : BotFailure.Kind.CRASH, e.getMessage());
    }
  }

  private void release(Session s, boolean healthy) {
    if (healthy && !closed) {
      idle.addFirst(s);
      if (closed && idle.remove(s)) {
        stop(s);
      }
    } else {
      stop(s);
    }
  }

  private void stop(Session s) {
    running.remove(s);
    s.engine.close();
  }

  /**
   * Stops every program this bot started, with its whole process tree: idle ones are asked to
   * quit first; busy ones (a move is being awaited, e.g. when the host is interrupted) are
   * stopped at once, and their pending move fails. Safe to call from a shutdown hook and more
   * than once.
   */
  @Override
  public void close() {
    closed = true;
    Session s;
    while ((s = idle.pollFirst()) != null) {
      stop(s);
    }
    for (Session busy : running) {
      running.remove(busy);
      if (busy.engine instanceof ProcessEngine p) {
        p.kill();
      } else {
        busy.engine.close();
      }
    }
  }

  /** Returns {@link #name()}. */
  @Override
  public String toString() {
    return name;
  }
}
