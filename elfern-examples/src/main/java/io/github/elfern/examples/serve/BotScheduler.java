package io.github.elfern.examples.serve;

import io.github.elfern.bot.Bot;
import io.github.elfern.game.Move;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * When and where the bots of a server's tables choose and play their moves: which bots a table
 * may seat ({@link #checkBot}), the threads that choose the moves ({@link BotPool}, shared fairly
 * by the addresses that created the tables), and the bot delay, after which a chosen move is
 * played.
 *
 * <p>A bot chooses from its seat's view without the table's lock, so the people at the table are
 * answered meanwhile; its move is played the bot delay after it was asked for (or when it is
 * chosen, if later): how long a bot thinks depends on its hand, and the time to its move must not
 * tell that.
 */
final class BotScheduler implements AutoCloseable {

  /** The bots a table may seat, as {@code hello} offers them; see {@link #checkBot}. */
  static final List<String> BOTS = List.of("random", "heuristic", "montecarlo", "best");

  /** The time budget of one choice of the {@code best} bot here, so it never holds the bots up. */
  static final int BEST_MOVE_MILLIS = 1000;

  /**
   * Waits out delays (bot moves chosen before the bot delay is over); its tasks are short and
   * never choose a move.
   */
  private final ScheduledExecutorService timers;
  /**
   * Chooses bot moves: {@link WebServer#BOT_THREADS} threads, at most one move of a table at a
   * time, shared fairly by the addresses that created the tables.
   */
  private final BotPool botPool;
  private final long botDelayMillis;
  private final Function<String, Bot> botMaker;
  private final Predicate<Table> live;

  /**
   * Bots for a server's tables.
   *
   * @param threads the threads that choose moves
   * @param maxTables the most tables of the server (one move per table waits at most)
   * @param botDelayMillis the time from a bot's turn to its move, unless a table asks for a
   *     longer one
   * @param botMaker makes a bot from a checked spec
   * @param timers waits out the delays
   * @param live whether a table is still held by the server (a move of an ended table is not
   *     played)
   */
  BotScheduler(int threads, int maxTables, long botDelayMillis, Function<String, Bot> botMaker,
      ScheduledExecutorService timers, Predicate<Table> live) {
    this.botDelayMillis = botDelayMillis;
    this.botMaker = botMaker;
    this.timers = timers;
    this.live = live;
    // one move per table at most (Table.botAsked), so the queue never holds more than the tables
    this.botPool = new BotPool(threads, maxTables + threads, "elfern-bot");
  }

  /** The longest bot delay a table may ask for, in milliseconds. */
  static final long MAX_DELAY_MILLIS = 10_000;

  /**
   * {@return the server's bot delay}: a table's bot delay unless its players ask for a longer
   * one, and the shortest they may ask for, so that the time to a bot's move tells no more than
   * the server allows
   */
  long delayMillis() {
    return botDelayMillis;
  }

  /**
   * {@return a table's bot delay as asked for, checked}: from the server's bot delay to {@link
   * #MAX_DELAY_MILLIS}
   *
   * @throws IllegalArgumentException if it is outside those bounds
   */
  long checkDelay(long millis) {
    if (millis < botDelayMillis || millis > MAX_DELAY_MILLIS) {
      throw new IllegalArgumentException("a bot delay is from " + botDelayMillis + " ms (this"
          + " server's) to " + MAX_DELAY_MILLIS + " ms, not " + millis);
    }
    return millis;
  }

  /** {@return what makes a bot from a checked spec} */
  Function<String, Bot> botMaker() {
    return botMaker;
  }

  /**
   * Refuses bot options that would let one client keep a bot thread busy for long: a bot is
   * one of {@link #BOTS}, {@code montecarlo} with at most {@code samples} (1 to 200) and {@code
   * playout}, {@code best} with at most {@code move-time} (1 to {@value #BEST_MOVE_MILLIS} ms).
   *
   * @return the spec to create the bot with: {@code best} gets a time budget per choice
   */
  static String checkBot(String spec) {
    if (spec.matches("best( move-time=[1-9][0-9]{0,3})?")) {
      int ms = spec.equals("best") ? BEST_MOVE_MILLIS : Integer.parseInt(spec.substring(15));
      if (ms <= BEST_MOVE_MILLIS) {
        return "best move-time=" + ms;
      }
    }
    if (!spec.matches("(random|heuristic|montecarlo)( samples=([1-9][0-9]?|1[0-9]{2}|200))?"
        + "( playout=(heuristic|random))?")) {
      throw new IllegalArgumentException("bot '" + WebServer.clip(spec) + "' is not offered"
          + " here: choose " + String.join(", ", BOTS) + " (montecarlo may take samples=1..200"
          + " and playout=heuristic|random, best move-time=1.." + BEST_MOVE_MILLIS + ")");
    }
    return spec;
  }

  /**
   * Asks for the move of the bot to play, if one is; called under the table's lock. The bot
   * starts choosing at once and its move is played the bot delay after it was asked for (or when
   * it is chosen, if later): how long a bot thinks depends on its hand ({@code montecarlo} and
   * {@code best} answer a forced move at once), and the time to its move must not tell that. A
   * table has at most one bot move asked for at a time, so its moves are made in order and many
   * tables cannot fill the queue.
   */
  void schedule(Table t) {
    if (t.botAsked || !t.botToMove()) {
      return;
    }
    t.botAsked = true;
    submit(t, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(t.botDelayMillis()));
  }

  /**
   * Queues a table's bot move, to be played at {@code due} (System.nanoTime) at the soonest; it
   * is counted for the address that created the table, in the bot threads' fair shares.
   */
  private void submit(Table t, long due) {
    if (!botPool.submit(t.owner, () -> choose(t, due)) && !botPool.isClosed()) {
      // the queue is full of tables that ended meanwhile: try again shortly
      try {
        timers.schedule(() -> submit(t, due), 50, TimeUnit.MILLISECONDS);
      } catch (RejectedExecutionException e) {
        // the server is stopping
      }
    }
  }

  /**
   * Chooses one bot move on a bot thread: the bot chooses from its seat's view without the
   * table's lock, so people at the table are answered meanwhile; the move is played at {@code
   * due}, or at once when that has passed.
   */
  private void choose(Table t, long due) {
    Table.BotTurn turn;
    synchronized (t) {
      if (!live.test(t) || !t.botToMove()) {
        t.botAsked = false;
        return;
      }
      turn = t.botTurn();
    }
    Move move = turn.choose();
    long wait = due - System.nanoTime();
    if (wait <= 0) {
      play(t, turn, move);
      return;
    }
    try {
      timers.schedule(() -> play(t, turn, move), wait, TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException e) {
      // the server is stopping
    }
  }

  /** Plays a bot's chosen move if the deal has not changed since its turn was taken. */
  private void play(Table t, Table.BotTurn turn, Move move) {
    synchronized (t) {
      t.botAsked = false;
      if (!live.test(t)) {
        return;
      }
      if (t.playBot(turn, move)) {
        t.broadcast();
      }
      schedule(t);
    }
  }

  /** Stops the bot threads. */
  @Override
  public void close() {
    botPool.close();
  }
}
