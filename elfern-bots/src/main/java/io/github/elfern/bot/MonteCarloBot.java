package io.github.elfern.bot;

import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Rules;
import java.util.Objects;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A player that guesses the hidden cards many times and picks the move that does best on
 * average over the guesses ("perfect-information Monte Carlo").
 *
 * <p>For each of {@code samples} worlds drawn by {@link WorldSampler} (uniform over the worlds
 * consistent with the view), every legal move is played and the deal finished: by the play-out
 * bot for every seat, and, in a two-player deal, by the exact {@link Solver} as soon as the
 * stock is empty (every card is then known to both players, so the solver's value is what good
 * players would get) or once at most {@code solveAt} cards remain. A move's score is the sum
 * over the worlds of the final points difference (two players) or of the seat's own points
 * (Fünfzehnern, where each player scores points − 15 for himself). The best sum wins; ties go
 * to the earlier move in canonical order.
 *
 * <p>The bot is deterministic for a given generator: its effort is a number of samples, never a
 * time limit. Its known weakness is that of the method: it assumes it will learn the hidden
 * cards, so it does not play to keep its own hand hidden.
 */
public final class MonteCarloBot implements Bot {

  private final int samples;
  /** The solvers of the worlds solved, kept from choice to choice. */
  private final SolverPool solvers = new SolverPool(16);
  private final Bot playout;
  private final int solveAt;

  private MonteCarloBot(int samples, Bot playout, int solveAt) {
    if (samples < 1 || samples > 100_000) {
      throw new IllegalArgumentException("samples must be from 1 to 100000, got " + samples);
    }
    if (solveAt < 0 || solveAt > 32) {
      throw new IllegalArgumentException("solveAt must be from 0 to 32 cards, got " + solveAt);
    }
    this.samples = samples;
    this.playout = Objects.requireNonNull(playout, "playout");
    this.solveAt = solveAt;
  }

  /**
   * Returns a Monte Carlo bot.
   *
   * @param samples the number of worlds drawn per move choice, from 1 to 100000
   * @param playout the bot that finishes each world for every seat (e.g. {@link
   *     HeuristicBot#create(boolean) HeuristicBot.create(false)} or {@link RandomBot#INSTANCE})
   * @param solveAt in two-player deals, solve exactly once at most this many cards remain to be
   *     played (the stock counted), from 0 to 32; the stock being empty always suffices
   * @return the bot
   * @throws IllegalArgumentException if a number is out of range
   * @throws NullPointerException if {@code playout} is null
   */
  public static MonteCarloBot create(int samples, Bot playout, int solveAt) {
    return new MonteCarloBot(samples, playout, solveAt);
  }

  /** {@return the number of worlds sampled per choice} */
  public int samples() {
    return samples;
  }

  /** {@return the play-out bot} */
  public Bot playout() {
    return playout;
  }

  /** {@return the number of remaining cards from which two-player worlds are solved exactly} */
  public int solveAt() {
    return solveAt;
  }

  @Override
  public String name() {
    String p = playout.name().startsWith("heuristic") ? "heuristic" : playout.name();
    return "montecarlo samples=" + samples + " playout=" + p + " solve-at=" + solveAt;
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    List<Move> moves = BotSupport.legalMoves(view);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    if (!solverHandles(view.rules())) {
      return chooseBySamples(view, moves, random, null);
    }
    return solvers.apply(solver -> chooseBySamples(view, moves, random, solver));
  }

  /**
   * Chooses by {@link #samples} worlds consistent with {@code view}, each move valued in each by
   * {@code solver} (null where it does not handle the rules) or by playing the world out.
   */
  private Move chooseBySamples(PlayerView view, List<Move> moves, RandomGenerator random,
      Solver solver) {
    int seat = view.seat();
    DealCursor cursor = null;
    long[] total = new long[moves.size()];
    for (int k = 0; k < samples; k++) {
      GameState world = WorldSampler.sample(view, random);
      if (solver != null && solvable(world.stockSize(), world.remainingPlays())) {
        Solver.Solution solution = solver.solve(world);
        for (int i = 0; i < moves.size(); i++) {
          total[i] += solution.value(moves.get(i));
        }
        continue;
      }
      if (playout != RandomBot.INSTANCE) { // the play-out bot needs a view of every position
        for (int i = 0; i < moves.size(); i++) {
          total[i] += finish(world.play(moves.get(i)), seat, solver, random);
        }
        continue;
      }
      if (cursor == null) {
        cursor = DealCursor.of(world);
      } else {
        cursor.reset(world);
      }
      for (int i = 0; i < moves.size(); i++) {
        cursor.play(moves.get(i));
        total[i] += finishRandomly(cursor, seat, solver, random);
        while (cursor.ply() > 0) {
          cursor.undo();
        }
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

  /**
   * Whether the exact solver finishes the worlds of deals under {@code rules}: rules the solver
   * handles ({@link Solver#handles}: two seats), without lead restriction or Zwang, as this bot
   * has always done (the solver now takes those too; solving them would change the bot's
   * choices). The one place of this gate.
   */
  private static boolean solverHandles(Rules rules) {
    return Solver.handles(rules) && rules.leadRestriction() == LeadRestriction.NONE
        && !rules.zwang();
  }

  private boolean solvable(int stockSize, int remainingPlays) {
    return stockSize == 0 || remainingPlays <= solveAt;
  }

  /** Plays the world out with the play-out bot and returns the score for {@code seat}. */
  private long finish(GameState s, int seat, Solver solver, RandomGenerator random) {
    while (!s.isOver()) {
      if (solver != null && solvable(s.stockSize(), s.remainingPlays())) {
        Solver.Solution solution = solver.solve(s);
        int diff = solution.pointsDifference();
        return s.toMove() == seat ? diff : -diff;
      }
      s = s.play(playout.choose(s.view(s.toMove()), random));
    }
    if (solver != null) {
      return s.points(seat) - s.points(1 - seat);
    }
    return s.points(seat);
  }

  /**
   * Plays the world out on the cursor as {@link RandomBot} would (the same moves for the same
   * generator: a uniform choice among the legal moves in canonical order, each Zwang announcement
   * after its plain lead) and returns the score for {@code seat}.
   */
  private long finishRandomly(DealCursor c, int seat, Solver solver, RandomGenerator random) {
    while (!c.isOver()) {
      if (solver != null && solvable(c.stockSize(), c.remainingPlays())) {
        int diff = solver.solve(c.toState()).pointsDifference();
        return c.toMove() == seat ? diff : -diff;
      }
      int legal = c.legalMask();
      int count = Integer.bitCount(legal);
      if (c.trickSize() == 0) { // a lead: count the Zwang announcements too
        for (int m = legal; m != 0; m &= m - 1) {
          if (c.zwangAllowed(Integer.numberOfTrailingZeros(m))) {
            count++;
          }
        }
      }
      int pick = random.nextInt(count);
      for (int m = legal; ; m &= m - 1) {
        int card = Integer.numberOfTrailingZeros(m);
        if (pick-- == 0) {
          c.play(card);
          break;
        }
        if (c.trickSize() == 0 && c.zwangAllowed(card) && pick-- == 0) {
          c.play(card, true);
          break;
        }
      }
    }
    if (solver != null) {
      return c.points(seat) - c.points(1 - seat);
    }
    return c.points(seat);
  }

  /** {@return {@link #name()}} */
  @Override
  public String toString() {
    return name();
  }
}
