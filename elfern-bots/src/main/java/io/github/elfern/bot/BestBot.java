package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.card.Suit;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.LeadRestriction;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The strongest bot of the library ({@code Bots.create("best")}): information-set Monte Carlo
 * tree search while the stock lasts, exact solving at its end, playing for the win.
 *
 * <p>In a two-player deal without Zwang or lead restrictions:
 * <ul>
 *   <li>With more than {@value #SOLVE_STOCK} cards in the stock it runs {@code iterations}
 *       iterations of single-observer information-set MCTS ({@code InfoSetSearch}): one tree over
 *       the moves as its seat sees them; each iteration is played in one of {@value #WORLDS}
 *       worlds consistent with the view, descends the tree by UCB1 with availability counts
 *       (except that, while the stock lasts, the opponent plays the card that the rules of
 *       thumb of {@link HeuristicBot} choose from its hand in that world in nine iterations out
 *       of ten: a model of the opponent, not the best reply to this seat's actual cards),
 *       adds one node and plays on by a fast play-out on a {@link
 *       io.github.elfern.game.DealCursor} (the follower takes a trick that counts with its
 *       cheapest winning card and otherwise throws its cheapest card; with the stock empty a
 *       leader cashes a sure winner; one play in four random). Where the rules have an endgame
 *       database ({@code elfern-endgames}: {@code elfern}, {@code elfern-trumps}, {@code
 *       elfern-app}, {@code bohemian-points}) an iteration stops at the first trick start with
 *       the stock empty and as many cards in each hand as the database holds, and takes that
 *       position's exact value from it: with the stock empty every card is known to a seat that
 *       counts them, so the rest of the deal is played perfectly, and the value is the truth of
 *       the world rather than a play-out's guess ({@code EndgameProbe}). A deal is worth 1 won,
 *       ½ tied, 0 lost, blended with the points difference (a quarter of the reward). It plays
 *       the move visited most, and stops early once no remaining iteration could change which
 *       that is.
 *   <li>With 1 to {@value #SOLVE_STOCK} cards in the stock it solves {@code samples} worlds
 *       exactly with the {@link Solver} and plays the move that wins in most of them (a tie
 *       counting half, points breaking ties); with the stock empty every card is known and it
 *       plays the solver's best move.
 *   <li>Worlds are consistent with the view (hand sizes, proven voids, a known turned trump;
 *       {@link WorldSampler}) and drawn in proportion to how well the opponent's hand in them
 *       explains its past plays ({@code FollowInference}): the cards that the rules of thumb of
 *       {@link HeuristicBot} would have chosen from the hand it then held (its hand walked back
 *       through its plays and draws), and a led card that counts let go while the stock lasted
 *       (nothing held beat it). An opponent that plays otherwise only makes the worlds less
 *       sharp: a play the rules would not have made counts 0.3, not zero.
 * </ul>
 * With three or four players (or Zwang, or a lead restriction) it draws worlds consistent with
 * the view ({@link WorldSampler}), at least {@code samples} and more as the deal shortens (about
 * {@code samples} × {@value #TABLE_WORK} plays of the rules of thumb a choice), and plays each of
 * its moves out in each world by the rules of thumb ({@link HeuristicBot}) for every seat. A
 * world counts in proportion to how likely the other seats' past plays were under those rules
 * with the hands it gives them ({@code TableInference}, in deals dealt out whole, as
 * Fünfzehnern's): a play the rules would not have made counts 0.2, and a world in which a past
 * play would have broken the lead restriction or Zwang counts nothing. A finished world is worth
 * the seat's settlement against 15 ({@link io.github.elfern.game.DealResult#settlement()}) plus
 * {@value #TOP_BONUS} when its points are the highest (shared among those tied).
 *
 * <p>Options: {@code iterations} (default {@value #DEFAULT_ITERATIONS}), {@code samples}
 * (default {@value #DEFAULT_SAMPLES}) and {@code move-time} (milliseconds, default 0 = no limit).
 * With a move time it stops searching once 80% of the budget is spent (at least one iteration or
 * world is always done), so its choice then depends on the machine's speed; without one it is
 * deterministic for a generator. It reads only its {@link PlayerView}; its choices depend on
 * nothing else (the generator and, with a move time, the clock aside). It does keep state between
 * choices: a pool of exact solvers whose stored endgames serve the next choices, which saves time
 * but changes no value and so no choice. The pool is safe to share, so one instance may serve many
 * threads.
 *
 * <p>Strength and time per move are measured in BENCHMARKS.md ("Bot strength").
 */
public final class BestBot implements Bot {

  /** The default number of worlds per choice. */
  public static final int DEFAULT_SAMPLES = 16;
  /** With at most this many cards in the stock, every world is solved exactly. */
  public static final int SOLVE_STOCK = 4;
  /** In a play-out, solve exactly once at most this many plays remain. */
  public static final int SOLVE_PLAYS = 12;

  /**
   * At a table, what one choice plays, as a multiple of {@code samples}: about {@code samples *
   * TABLE_WORK} plays of the rules of thumb (a play judged by the inference counting three).
   */
  static final int TABLE_WORK = 600;
  /** At a table, the bonus for the top place (shared among those tied), in points. */
  static final int TOP_BONUS = 120;
  private static final Bot PLAYOUT = HeuristicBot.create(false);

  /** The default number of search iterations per choice early in the deal. */
  public static final int DEFAULT_ITERATIONS = 6000;
  /** The worlds drawn for the early search (its iterations go round them). */
  static final int WORLDS = 48;

  private final int iterations;
  private final int samples;
  private final int moveTimeMillis;
  /** The solvers of the worlds solved, kept from choice to choice. */
  private final SolverPool solvers = new SolverPool(16);

  private BestBot(int iterations, int samples, int moveTimeMillis) {
    if (iterations < 1 || iterations > 10_000_000) {
      throw new IllegalArgumentException("iterations must be from 1 to 10000000, got "
          + iterations);
    }
    if (samples < 1 || samples > 100_000) {
      throw new IllegalArgumentException("samples must be from 1 to 100000, got " + samples);
    }
    if (moveTimeMillis < 0 || moveTimeMillis > 3_600_000) {
      throw new IllegalArgumentException("move-time must be from 0 (no limit) to 3600000 ms, got "
          + moveTimeMillis);
    }
    this.iterations = iterations;
    this.samples = samples;
    this.moveTimeMillis = moveTimeMillis;
  }

  /**
   * Returns the bot.
   *
   * @param iterations search iterations per choice while the stock lasts, from 1 to 10000000
   * @param samples worlds per choice where worlds are solved or played out, from 1 to 100000
   * @param moveTimeMillis the time budget of one choice in milliseconds, 0 for none
   * @return the bot
   * @throws IllegalArgumentException if a number is out of range
   */
  public static BestBot create(int iterations, int samples, int moveTimeMillis) {
    return new BestBot(iterations, samples, moveTimeMillis);
  }

  /** {@return the bot with the default options} */
  public static BestBot create() {
    return new BestBot(DEFAULT_ITERATIONS, DEFAULT_SAMPLES, 0);
  }

  @Override
  public String name() {
    return "best iterations=" + iterations + " samples=" + samples
        + (moveTimeMillis > 0 ? " move-time=" + moveTimeMillis : "");
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    List<Move> moves = BotSupport.legalMoves(view);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    long start = System.nanoTime();
    long budget = moveTimeMillis * 800_000L;
    boolean two = view.players() == 2
        && view.rules().leadRestriction() == LeadRestriction.NONE && !view.rules().zwang();
    if (two && view.stockSize() > SOLVE_STOCK) {
      return searchEarly(view, moves, random, start, budget);
    }
    if (!two) {
      return chooseAtTable(view, moves, random, start, budget);
    }
    return solvers.apply(solver -> chooseByWorlds(view, moves, random, start, budget, solver));
  }

  /**
   * Chooses by the worlds consistent with {@code view}: each solved by {@code solver} (two players,
   * else null) when its stock is short enough, else played out, every move valued in each.
   */
  private Move chooseByWorlds(PlayerView view, List<Move> moves, RandomGenerator random,
      long start, long budget, Solver solver) {
    int seat = view.seat();
    boolean two = solver != null;
    FollowInference inference = two ? FollowInference.of(view, TrickTables.of(view.rules(),
        view.trumpSuit().map(Suit::ordinal).orElse(-1))) : null;
    long[] total = new long[moves.size()];
    long[] world = new long[moves.size()];
    // With two players and the stock empty, every card is known: one world is the truth.
    int worldsWanted = two && view.stockSize() == 0 ? 1 : samples;
    worlds:
    for (int k = 0; k < worldsWanted; k++) {
      if (k > 0 && budget > 0 && System.nanoTime() - start > budget) {
        break;
      }
      GameState w = two ? inference.sample(random) : WorldSampler.sample(view, random);
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

  /**
   * With three or four players (or Zwang, or a lead restriction): worlds drawn consistent with
   * the view, weighted by how well the other seats' hands in them explain their past plays
   * ({@link TableInference}, in deals without a stock), each move played out in each world by the
   * rules of thumb and valued by {@link #tableWorth}. The number of worlds grows as the deal
   * shortens, so that every choice does about the same work.
   */
  private Move chooseAtTable(PlayerView view, List<Move> moves, RandomGenerator random,
      long start, long budget) {
    int seat = view.seat();
    Optional<TableInference> inference = TableInference.of(view);
    int plays = 0;
    for (int p = 0; p < view.players(); p++) {
      plays += p == seat ? view.hand().size() : view.handSize(p);
    }
    // a world costs its play-outs and, with inference, the replay of the deal so far (a play
    // judged costing about three played out): about samples * TABLE_WORK plays a choice
    int judged = inference.isPresent() ? 3 * view.moves().size() : 0;
    int worlds = (int) Math.max(samples, Math.min(samples * 32L,
        (long) samples * TABLE_WORK / Math.max(1, moves.size() * plays + judged)));
    WorldSampler.Sampler sampler = WorldSampler.sampler(view);
    double[] total = new double[moves.size()];
    double[] plain = new double[moves.size()]; // unweighted, should every world weigh nothing
    double[] world = new double[moves.size()];
    double weights = 0;
    worlds:
    for (int k = 0; k < worlds; k++) {
      if (k > 0 && budget > 0 && System.nanoTime() - start > budget) {
        break;
      }
      GameState w = sampler.sample(random);
      double weight = inference.isPresent() ? inference.get().weight(w) : 1;
      for (int i = 0; i < moves.size(); i++) {
        if (k > 0 && budget > 0 && System.nanoTime() - start > budget) {
          break worlds; // a world half valued is dropped
        }
        world[i] = playOut(w.play(moves.get(i)), seat, null, random);
      }
      for (int i = 0; i < moves.size(); i++) {
        total[i] += weight * world[i];
        plain[i] += world[i];
      }
      weights += weight;
    }
    if (!(weights > 0)) {
      total = plain;
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
   * Early in the deal: information-set MCTS, the iterations going round {@link #WORLDS} worlds
   * drawn as they are first needed (so that a short move time is not spent drawing worlds).
   */
  private Move searchEarly(PlayerView view, List<Move> moves, RandomGenerator random, long start,
      long budget) {
    int n = Math.min(WORLDS, iterations);
    DealCursor[] worlds = new DealCursor[n];
    TrickTables tt = TrickTables.of(view.rules(), view.trumpSuit().map(Suit::ordinal).orElse(-1));
    FollowInference inference = FollowInference.of(view, tt);
    InfoSetSearch search = new InfoSetSearch(worlds, view.seat(), tt,
        view.turnedTrump().map(Card::ordinal).orElse(-1), random.nextLong());
    for (int it = 0; it < iterations; it++) {
      if (it > 0 && budget > 0 && (it < n || (it & 15) == 0)
          && System.nanoTime() - start > budget) {
        break;
      }
      if ((it & 63) == 0 && it >= n && search.decided(iterations - it)) {
        break; // no further iteration could change the choice
      }
      int w = it % n;
      if (worlds[w] == null) {
        worlds[w] = DealCursor.of(inference.sample(random));
      }
      search.iterate(w);
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
    return tableWorth(s.result(), seat);
  }

  /**
   * {@return what a finished deal at a table is worth to {@code seat}: its settlement against 15
   * ({@link io.github.elfern.game.DealResult#settlement()}), and {@value #TOP_BONUS} more when its
   * points are the highest (shared among those tied), since the top place is what wins}
   */
  static long tableWorth(io.github.elfern.game.DealResult result, int seat) {
    int top = 0;
    int k = 0;
    for (int p = 0; p < result.players(); p++) {
      if (result.points(p) > top) {
        top = result.points(p);
        k = 1;
      } else if (result.points(p) == top) {
        k++;
      }
    }
    return (result.points(seat) == top ? TOP_BONUS / k : 0) + result.settlement().get(seat);
  }

  /** {@return {@link #name()}} */
  @Override
  public String toString() {
    return name();
  }
}
