package io.github.elfern.bot;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import java.util.random.RandomGenerator;

/**
 * A player in a {@link Tournament}: a {@link Bot}, which is shown only the view of its seat, or
 * the perfect-information solver, which sees every card and serves only to measure how much a
 * fair player leaves on the table.
 */
public interface Contestant {

  /**
   * Returns the contestant's name.
   *
   * @return e.g. {@code "heuristic"} or {@code "solver"}
   */
  String name();

  /**
   * Chooses the move for the seat to move in {@code state}.
   *
   * @param state the deal, not over
   * @param random the source of every random choice
   * @return a legal move
   */
  Move choose(GameState state, RandomGenerator random);

  /**
   * Returns a contestant that plays {@code bot}, showing it only the view of the seat to move.
   *
   * @param bot the bot
   * @return the contestant
   */
  static Contestant of(Bot bot) {
    return new Contestant() {
      @Override
      public String name() {
        return bot.name();
      }

      @Override
      public Move choose(GameState state, RandomGenerator random) {
        return bot.choose(state.view(state.toMove()), random);
      }

      @Override
      public String toString() {
        return name();
      }
    };
  }

  /**
   * Returns the contestant that sees every card, including the order of the stock, and plays a
   * best move of the exact {@link Solver} (ties broken by the generator). For analysis only; two
   * players only. It keeps its solvers from move to move, so that the endgames solved for one
   * move serve the next ones (about 30% less time over whole deals of {@code elfern-trumps});
   * with a full stock a move may still take long.
   *
   * @return the contestant
   */
  static Contestant perfectInformation() {
    return new Contestant() {
      private final SolverPool solvers = new SolverPool(18);

      @Override
      public String name() {
        return "solver";
      }

      @Override
      public Move choose(GameState state, RandomGenerator random) {
        var best = solvers.apply(solver -> solver.solve(state)).bestMoves();
        return best.get(random.nextInt(best.size()));
      }

      @Override
      public String toString() {
        return name();
      }
    };
  }

  /**
   * Makes a contestant by name: {@code solver} for {@link #perfectInformation()}, else a bot
   * spec for {@link Bots#create(String)}.
   *
   * @param spec e.g. {@code "solver"} or {@code "montecarlo samples=16"}
   * @return the contestant
   * @throws IllegalArgumentException if the spec names no bot
   * @throws NullPointerException if {@code spec} is null
   */
  static Contestant parse(String spec) {
    java.util.Objects.requireNonNull(spec, "spec");
    if (spec.strip().equals("solver")) {
      return perfectInformation();
    }
    return of(Bots.create(spec));
  }
}
