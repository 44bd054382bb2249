package io.github.elfern.benchmarks;

import io.github.elfern.bot.Bots;
import io.github.elfern.bot.Solver;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Benchmarks of the bots: the exact solver on a phase-2 position (stock empty, 12 cards left) and
 * on a deeper one (20 cards left, 8 of them in the stock), and one decision of the default Monte
 * Carlo bot ({@code montecarlo}: 24 worlds, heuristic play-outs, solved from 12 cards) at the
 * first lead of a deal, and decisions of the strongest bot ({@code best}) at the first lead and
 * with 16 and 14 cards left; and the solver on whole deals from the first lead (the exact value,
 * the value of every first lead, and the threshold query "can forehand make 11?"), cycling
 * through 20 fixed deals (seeds 1000 to 1019, as {@code elfern solve --random 20 --seed 1000}),
 * so the score is the mean over those deals. Positions come from seeded random play; the solver
 * is reused and cleared before each call ({@link Solver#clear()}, not timed), so that nothing
 * carries over between calls; the whole-deal benchmarks run with the endgame databases and
 * without them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class BotBenchmark {

  /** The preset measured. */
  @Param({"elfern", "elfern-trumps"})
  public String game;

  private GameState phaseTwo;
  private GameState deep;
  private PlayerView firstLead;
  private PlayerView lateLead;
  private PlayerView solveLead;
  private long seed;
  private GameState[] wholeDeals;
  private int nextDeal;

  /** Plays to the positions. */
  @Setup
  public void setUp() {
    Rules rules = Rules.preset(game);
    phaseTwo = playTo(rules, 12, 5);
    deep = playTo(rules, 20, 5);
    firstLead = GameState.deal(rules, 5).view(0);
    GameState late = playTo(rules, 16, 5);
    lateLead = late.view(late.toMove());
    GameState solving = playTo(rules, 14, 5);
    solveLead = solving.view(solving.toMove());
    wholeDeals = new GameState[20];
    for (int i = 0; i < wholeDeals.length; i++) {
      wholeDeals[i] = GameState.deal(rules, 1000L + i);
    }
  }

  /**
   * A solver whose tables are emptied before every call, so that each solves from scratch, with
   * the shipped endgame databases or without them (to compare the two in one run).
   */
  @State(Scope.Thread)
  public static class FreshSolver {
    /** Whether the solver reads the endgame databases ({@link Solver#Solver(int, boolean)}). */
    @Param({"true", "false"})
    public boolean endgameDatabase;

    Solver solver;

    /** Makes the solver. */
    @Setup(Level.Trial)
    public void make() {
      solver = new Solver(18, endgameDatabase);
    }

    /** Empties the tables (not timed). */
    @Setup(Level.Invocation)
    public void clear() {
      solver.clear();
    }
  }

  private GameState nextWholeDeal() {
    GameState s = wholeDeals[nextDeal];
    nextDeal = (nextDeal + 1) % wholeDeals.length;
    return s;
  }

  /**
   * The exact value of a whole deal from the first lead (the next of the 20 deals).
   *
   * @param fresh the solver, its tables emptied
   * @return the result, for JMH to consume
   */
  @Benchmark
  public int solveWholeDealValue(FreshSolver fresh) {
    return fresh.solver.value(nextWholeDeal());
  }

  /**
   * The value of every first lead of a whole deal ({@code Solver.solve}).
   *
   * @param fresh the solver, its tables emptied
   * @return the result, for JMH to consume
   */
  @Benchmark
  public int solveWholeDealAllLeads(FreshSolver fresh) {
    return fresh.solver.solve(nextWholeDeal()).pointsDifference();
  }

  /**
   * The threshold query on a whole deal: can forehand make 11 points against any defence?
   *
   * @param fresh the solver, its tables emptied
   * @return the result, for JMH to consume
   */
  @Benchmark
  public boolean solveWholeDealCanReachEleven(FreshSolver fresh) {
    return fresh.solver.canReach(nextWholeDeal(), 0, 11);
  }

  private static GameState playTo(Rules rules, int left, long seed) {
    SplitMix64 random = new SplitMix64(seed * 1_000_003L + left);
    GameState s = GameState.deal(rules, seed + 1000L * left);
    while (s.remainingPlays() > left || !s.currentTrick().isEmpty()) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.nextInt(moves.size())));
    }
    return s;
  }

  /**
   * Solves a phase-2 position: 12 cards left, the stock empty.
   *
   * @param fresh the solver, its tables emptied
   * @return the result, for JMH to consume
   */
  @Benchmark
  public int solvePhaseTwo(FreshSolver fresh) {
    return fresh.solver.solve(phaseTwo).pointsDifference();
  }

  /**
   * Solves a position with 20 cards left (12 in the hands, 8 in the stock).
   *
   * @param fresh the solver, its tables emptied
   * @return the result, for JMH to consume
   */
  @Benchmark
  public int solveTwentyLeft(FreshSolver fresh) {
    return fresh.solver.solve(deep).pointsDifference();
  }

  /**
   * One decision of a new default Monte Carlo bot at the first lead, a new seed per call. (A new
   * bot each time: a bot keeps its solvers from one decision to the next, and the same position
   * decided over and over would find them full of its own endgames.)
   */
  @Benchmark
  public Move monteCarloFirstLead() {
    return Bots.create("montecarlo").choose(firstLead, new SplitMix64(++seed));
  }

  /** One decision of a new strongest bot ({@code best}) at the first lead, a new seed per call. */
  @Benchmark
  public Move bestFirstLead() {
    return Bots.create("best").choose(firstLead, new SplitMix64(++seed));
  }

  /**
   * One decision of a new strongest bot with 16 cards left (4 in the stock, where it solves 16
   * sampled worlds exactly), a new seed per call.
   */
  @Benchmark
  public Move bestSixteenLeft() {
    return Bots.create("best").choose(lateLead, new SplitMix64(++seed));
  }

  /**
   * One decision of a new strongest bot with 14 cards left (2 in the stock, 16 worlds solved), a
   * new seed per call.
   */
  @Benchmark
  public Move bestFourteenLeft() {
    return Bots.create("best").choose(solveLead, new SplitMix64(++seed));
  }
}
