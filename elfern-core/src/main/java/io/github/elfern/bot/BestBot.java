package io.github.elfern.bot;

import io.github.elfern.card.Suit;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.LeadRestriction;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The strongest bot of the library ({@code Bots.create("best")}): perfect-information Monte Carlo
 * that plays for the win.
 *
 * <p>In a two-player deal (without Zwang or lead restrictions) with at most {@value #SOLVE_STOCK}
 * cards in the stock, it draws worlds consistent with its view ({@link WorldSampler}), solves
 * each exactly with the {@link Solver} and plays the move worth most over the worlds: a world
 * counts 1000 for a win, 500 for a tie, 0 for a loss, plus the points difference to break ties.
 * The sign of the solver's best points difference is the exact win, tie or loss of a world, so
 * the bot maximises the share of worlds won rather than the points. With a longer stock it plays
 * as {@link HeuristicBot} (whose own endgame samples fewer worlds): in measurements on 200 deals,
 * Monte Carlo play-outs by the rules of thumb early in the deal were not better and cost ten
 * times the time. With three or four players, worlds are played out by the rules of thumb and
 * valued by the seat's points.
 *
 * <p>Options: {@code samples} (worlds per choice, default {@value #DEFAULT_SAMPLES}) and {@code
 * move-time} (milliseconds, default 0 = no limit): with a move time it stops drawing worlds once
 * 80% of the budget is spent (at least one world is always valued), so its choice then depends
 * on the machine's speed. Without one it is deterministic for a generator.
 */
public final class BestBot implements Bot {

  /** The default number of worlds per choice. */
  public static final int DEFAULT_SAMPLES = 32;
  /** With at most this many cards in the stock, every world is solved exactly. */
  public static final int SOLVE_STOCK = 4;
  /** In a play-out, solve exactly once at most this many plays remain. */
  public static final int SOLVE_PLAYS = 12;

  private static final Bot PLAYOUT = HeuristicBot.create(false);
  private static final Bot EARLY = HeuristicBot.create(true);

  /** The default number of search iterations per choice early in the deal. */
  public static final int DEFAULT_ITERATIONS = 1500;
  /** The worlds drawn for the early search (its iterations go round them). */
  static final int WORLDS = 48;

  private final int samples;
  private final int moveTimeMillis;
  private final int iterations = Integer.getInteger("best.iterations", DEFAULT_ITERATIONS);

  private BestBot(int samples, int moveTimeMillis) {
    if (samples < 1 || samples > 100_000) {
      throw new IllegalArgumentException("samples must be from 1 to 100000, got " + samples);
    }
    if (moveTimeMillis < 0 || moveTimeMillis > 3_600_000) {
      throw new IllegalArgumentException("move-time must be from 0 (no limit) to 3600000 ms, got "
          + moveTimeMillis);
    }
    this.samples = samples;
    this.moveTimeMillis = moveTimeMillis;
  }

  /**
   * Returns the bot.
   *
   * @param samples worlds per choice, from 1 to 100000
   * @param moveTimeMillis the time budget of one choice in milliseconds, 0 for none
   * @return the bot
   * @throws IllegalArgumentException if a number is out of range
   */
  public static BestBot create(int samples, int moveTimeMillis) {
    return new BestBot(samples, moveTimeMillis);
  }

  /** {@return the bot with the default options} */
  public static BestBot create() {
    return new BestBot(DEFAULT_SAMPLES, 0);
  }

  @Override
  public String name() {
    return "best samples=" + samples + (moveTimeMillis > 0 ? " move-time=" + moveTimeMillis : "");
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    List<Move> moves = BotSupport.legalMoves(view);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    long start = System.nanoTime();
    long budget = moveTimeMillis * 800_000L;
    int seat = view.seat();
    boolean two = view.players() == 2
        && view.rules().leadRestriction() == LeadRestriction.NONE && !view.rules().zwang();
    if (two && view.stockSize() > SOLVE_STOCK) {
      return searchEarly(view, moves, random, start, budget);
    }
    Solver solver = two ? new Solver(16) : null;
    long[] total = new long[moves.size()];
    long[] world = new long[moves.size()];
    worlds:
    for (int k = 0; k < samples; k++) {
      if (k > 0 && budget > 0 && System.nanoTime() - start > budget) {
        break;
      }
      GameState w = WorldSampler.sample(view, random);
      if (two && w.stockSize() <= SOLVE_STOCK) {
        Solver.Solution sol = solver.solve(w);
        for (int i = 0; i < moves.size(); i++) {
          world[i] = worth(sol.value(moves.get(i)));
        }
      } else {
        for (int i = 0; i < moves.size(); i++) {
          if (k > 0 && budget > 0 && System.nanoTime() - start > budget) {
            break worlds; // a world half valued is dropped
          }
          world[i] = playOut(w.play(moves.get(i)), seat, solver, random);
        }
      }
      for (int i = 0; i < moves.size(); i++) {
        total[i] += world[i];
      }
    }
    int best = 0;
    for (int i = 1; i < moves.size(); i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return moves.get(best);
  }

  /** Early in the deal: information-set MCTS over sampled worlds with fast play-outs. */
  private Move searchEarly(PlayerView view, List<Move> moves, RandomGenerator random, long start,
      long budget) {
    int n = Math.min(WORLDS, iterations);
    DealCursor[] worlds = new DealCursor[n];
    for (int i = 0; i < n; i++) {
      worlds[i] = DealCursor.of(WorldSampler.sample(view, random));
    }
    TrickTables tt = TrickTables.of(view.rules(), view.trumpSuit().map(Suit::ordinal).orElse(-1));
    InfoSetSearch search = new InfoSetSearch(worlds, view.seat(), tt, random.nextLong());
    for (int it = 0; it < iterations; it++) {
      if ((it & 31) == 31 && budget > 0 && System.nanoTime() - start > budget) {
        break;
      }
      search.iterate(it % n);
    }
    int card = search.bestCard();
    for (Move m : moves) {
      if (m.card().ordinal() == card && !m.isZwang()) {
        return m;
      }
    }
    throw new IllegalStateException("internal error: the search chose " + card
        + ", not a legal move of " + moves);
  }

  /** {@return a world's worth for a final points difference: 1000 a win, 500 a tie, plus it} */
  private static long worth(int difference) {
    return 500L + Integer.signum(difference) * 500L + difference;
  }

  private static long playOut(GameState s, int seat, Solver solver, RandomGenerator random) {
    while (!s.isOver()) {
      if (solver != null && (s.stockSize() == 0 && s.remainingPlays() <= SOLVE_PLAYS)) {
        int d = solver.solve(s).pointsDifference();
        return worth(s.toMove() == seat ? d : -d);
      }
      s = s.play(PLAYOUT.choose(s.view(s.toMove()), random));
    }
    if (s.players() == 2) {
      return worth(s.points(seat) - s.points(1 - seat));
    }
    return s.points(seat);
  }

  /** {@return {@link #name()}} */
  @Override
  public String toString() {
    return name();
  }
}
