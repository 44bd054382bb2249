package io.github.elfern.bot;

import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.LeadField;
import io.github.elfern.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An exact solver for two-player deals with every card known (both hands and the order of the
 * stock): how many points the seat to move can secure against best defence, and which moves do
 * it. Every two-player rule set is accepted ({@link #handles(Rules)}): lead restrictions, Zwang,
 * {@code capture}, {@code head}, {@code seven-beats-ace} and trumps, all decided by the rules
 * {@link Kernel} itself, so the solver cannot disagree with {@link GameState}.
 *
 * <p>Each side maximises the points it takes from now on; with a fixed total that is the same as
 * maximising the difference, so the value is the final points difference (seat to move minus
 * opponent) under best play. Thresholds (11 to win, 15 for schneider) are not targeted by {@link
 * #solve(GameState)}: a player who could be sure of 11 but might gamble for 15 is assumed to
 * maximise points. {@link #canReach(GameState, int, int)} answers the threshold question
 * directly ("can forehand make 11?"), which is faster than the exact value.
 *
 * <p>How it searches (the methods of bridge double-dummy and Skat solvers, adapted): a fail-soft
 * alpha-beta over whole tricks on int masks, allocation-free; transposition tables at trick
 * starts (one for the positions with the stock empty, one for the others) keyed by the leader's
 * hand and the follower's (under a lead restriction, by the two seats' hands, the leader and the
 * lead state), which with the fixed stock order determine the rest of the deal, holding a lower
 * and an upper bound of the points still to come, so that a position and the one with the hands
 * the other way round and the other seat to lead share an entry; with the stock empty, when the
 * rules treat the suits alike (all but the trump suit), positions that differ only by an exchange
 * of suits share one entry, and those entries are kept from one solve to the next (a third fewer
 * positions searched in {@code elfern});
 * null-window probes driven MTD(f)-style to the exact value (each next to the bound the last one
 * returned in the honours games where any trick can capture, whose values gather around the tie;
 * elsewhere bisecting what is left);
 * the bounds "no side can gain more than the points still out", the leader's sure points (checked
 * before the table is probed, and with the stock empty remembered suit by suit) and the
 * opponent's cards that win whatever they meet; move ordering (with trumps its weights found by
 * a search over them: the table's move, then the leads
 * that fewest of the opponent's cards beat, cheapest first, with the stock empty sure winners
 * first, and with trumps while the stock lasts by the lead's one-trick exchange; for the follower
 * a capture, the cheapest first and of a card that counts before a blank one, else the cheapest
 * discard, and while the stock lasts, with trumps or where honours count, by the reply's
 * one-trick exchange (the trick's points, the draw and the card given up, weighed together),
 * with card points winning or losing as the two cards to be drawn make worth it; and while the
 * stock lasts his second reply is the best of the other kind, capturing or letting the lead win,
 * than his first);
 * card equivalence: cards of one hand and suit that follow one another in it, with no card in
 * play between them, and that every other card still in play treats alike in the kernel's beat
 * relation form runs, and the cards of a run with the same points are one move. The equivalence
 * is derived from {@link Kernel#beatMask}, so {@code seven-beats-ace} and {@code capture=next}
 * split what rank adjacency alone would merge; under Zwang aces, kings and queens are never
 * merged; and dominance (not under a lead restriction or Zwang): of the cards of a run that
 * count differently, the follower only tries the dearest when they capture the lead and the
 * cheapest when they lose to it, and the leader only the dearest when none of the opponent's
 * replies beats them and the cheapest when every reply does, and a lead is refuted without a
 * search when a dearer card of its run was refuted by a reply that let it win, or a cheaper one
 * by a capture (by strategy stealing: keeping the other card, a player can play it wherever he
 * would have played this one, every trick going as before, so only the trick where the
 * difference of their points falls changes, and never against him).
 *
 * <p>Endgame databases, as chess programs have tablebases: for {@code elfern}, {@code
 * elfern-trumps} and {@code elfern-app} (each also with {@code head=true}) the library ships the
 * exact value of every position at the first trick with the stock empty (under {@code
 * elfern-app}'s seven that beats the ace, at the second), up to an exchange of the suits the
 * rules treat alike: 822,674, 3,211,206 and 3,980,902 positions; for {@code bohemian-points},
 * whose honours all count differently, the 4,082,582 positions of four cards a hand. They are
 * computed by this solver and checked against plain minimax in the tests. The search reads them
 * instead of searching those endgames: about half the time of a whole deal with six cards a
 * hand, a quarter with five, a fifth with four ({@link #hasEndgameDatabase(Rules)}, {@link
 * #Solver(int, boolean)}).
 *
 * <pre>{@code
 * GameState state = GameState.fromPosition("elfern|...");
 * Solver.Solution s = new Solver().solve(state);
 * s.pointsDifference();   // e.g. 4: the seat to move ends 12-8 with best play
 * s.bestMoves();          // every move that achieves it
 * new Solver().canReach(state, 0, 11);  // can forehand make 11 against any defence?
 * }</pre>
 *
 * <p>A solver holds its transposition tables and is therefore not thread-safe: give each thread
 * its own. Fünfzehnern (three or four players) is refused: it is not a two-player zero-sum game
 * (BENCHMARKS.md measures how far paranoid and max-n search get there). Measured whole deals
 * from the first lead, from empty tables, 1,000 deals each (BENCHMARKS.md, "The whole-deal
 * solver"): {@code elfern} about 25 ms of CPU on median, {@code elfern-trumps} about 60 ms,
 * {@code elfern-app} about 70 ms (without the endgame databases 44, 140 and 95 ms); {@code
 * canReach} is cheaper than the exact
 * value. Call {@link #clear()} before timing a solve on its own.
 */
public final class Solver {

  /** Limits from this one up are no limit: the deadline would not fit a long of nanoseconds. */
  private static final Duration NO_LIMIT = Duration.ofNanos(Long.MAX_VALUE / 2);
  private static final int ZWANG = Search.ZWANG;

  /**
   * The search and its parts: the per-rules tables, the canonical keys, the transposition
   * tables, the sure points, the move order, the card equivalence and the endgame database.
   */
  private final Search search;

  /**
   * Creates a solver with transposition tables of 4 MiB each: 2^18 entries for the positions
   * with cards in the stock and 2^19 for those with the stock empty. (Twice the size searched a
   * few percent fewer positions but took longer: each probe is a cache miss.)
   */
  public Solver() {
    this(18);
  }

  /**
   * Creates a solver with a transposition table of {@code 2^tableBits} entries (16 bytes each)
   * for positions with cards in the stock and one of {@code 2^(tableBits + 1)} entries (8 bytes
   * each, at least 2^14 and at most 2^20) for those with the stock empty.
   *
   * @param tableBits from 8 to 26
   * @throws IllegalArgumentException if {@code tableBits} is out of range
   */
  public Solver(int tableBits) {
    this(tableBits, true);
  }

  /**
   * Creates a solver with a transposition table of {@code 2^tableBits} entries, as {@link
   * #Solver(int)} does, that reads the endgame databases shipped with the library or does without
   * them. A database holds the exact value of every position at the first trick with the stock
   * empty under one rule set ({@code elfern}, {@code elfern-trumps} and {@code elfern-app}, also
   * with {@code head=true}; {@code elfern-app}'s at the second trick, {@code bohemian-points}' with
   * four cards a hand), so that the solver reads those values instead of searching them: about
   * half the time of a whole deal. A database takes 1–4 MiB of memory, loaded on its first use
   * (some 20 ms) and shared by every solver of the JVM. Values never depend on it.
   *
   * @param tableBits from 8 to 26
   * @param endgameDatabase whether to read the shipped endgame databases where they apply
   * @throws IllegalArgumentException if {@code tableBits} is out of range
   */
  public Solver(int tableBits, boolean endgameDatabase) {
    if (tableBits < 8 || tableBits > 26) {
      throw new IllegalArgumentException("tableBits must be from 8 to 26, got " + tableBits);
    }
    this.search = new Search(tableBits, endgameDatabase);
  }

  /**
   * Tells whether the solver plays deals of {@code rules}: every rule set of two players (all
   * two-player presets with every option they allow, and two-player rows with lead restrictions
   * or Zwang); not three or four players.
   *
   * @param rules the rules
   * @return whether {@link #solve(GameState)} accepts deals of these rules
   */
  public static boolean handles(Rules rules) {
    return rules.players() == 2;
  }

  /**
   * Tells whether the {@code elfern-endgames} artifact is on the class path or module path, so
   * that solvers can read its endgame databases.
   *
   * @return whether an {@link io.github.elfern.bot.spi.EndgameTableSource} is found
   */
  public static boolean endgameDatabasesInstalled() {
    return EndgameDatabase.sourcePresent();
  }

  /**
   * Tells whether there is an endgame database for {@code rules}, which solvers read unless made
   * without ({@link #Solver(int, boolean)}): {@code elfern-endgames} holds one for {@code
   * elfern}, {@code elfern-trumps} and {@code elfern-app}, each also with {@code head=true},
   * {@code bohemian-points}, and any rules whose endgames are the same. Without that artifact
   * ({@link #endgameDatabasesInstalled()}) there is none, and solvers search the endgames: the
   * values are the same, the search slower.
   *
   * <p>The answer is worked out as a solver's would be (about a millisecond, and the database is
   * loaded if it was not).
   *
   * @param rules the rules
   * @return whether solvers of deals under {@code rules} read an endgame database
   */
  public static boolean hasEndgameDatabase(Rules rules) {
    Objects.requireNonNull(rules, "rules");
    if (!handles(rules)) {
      return false;
    }
    Search probe = new Search(8, true);
    probe.prepareRules(rules, rules.turnsTrump() ? 0 : -1);
    return probe.database() != null;
  }

  /**
   * Forgets every position the solver has stored, so that the next solve starts as a new solver's
   * would. Values never depend on what is stored, only the time they take: positions with the
   * stock empty are kept from one solve to the next (their values do not depend on the stock), so
   * call this before timing a solve on its own.
   */
  public void clear() {
    search.clear();
  }

  /** {@return the number of positions (trick starts) searched since this solver was created} */
  public long nodes() {
    return search.nodes();
  }

  /**
   * Solves {@code state} exactly: the value of every legal move.
   *
   * @param state a two-player deal that is not over
   * @return the value of every legal move and the best ones
   * @throws IllegalArgumentException if the deal has more than two players or is over
   */
  public Solution solve(GameState state) {
    check(state);
    search.noDeadline();
    return solveMoves(state);
  }

  /**
   * Solves {@code state} exactly, giving up when {@code limit} has passed (checked every few
   * thousand positions, so it is kept to within a millisecond or so).
   *
   * @param state a two-player deal that is not over
   * @param limit the time allowed; a limit of {@code Long.MAX_VALUE / 2} nanoseconds (about 146
   *     years) or more is no limit (a deadline that far ahead would overflow)
   * @return the solution, or empty if the time ran out first
   * @throws IllegalArgumentException if the deal has more than two players or is over
   */
  public Optional<Solution> solve(GameState state, Duration limit) {
    check(state);
    Objects.requireNonNull(limit, "limit");
    // a limit of 146 years or more is no limit: now + limit in nanoseconds would overflow
    if (limit.compareTo(NO_LIMIT) < 0) {
      search.deadline(System.nanoTime() + Math.max(0, limit.toNanos()));
    } else {
      search.noDeadline();
    }
    try {
      return Optional.of(solveMoves(state));
    } catch (Search.Timeout t) {
      return Optional.empty();
    } finally {
      search.noDeadline();
    }
  }

  /**
   * Returns the final points difference (seat to move minus opponent) under best play, the same
   * number as {@code solve(state).pointsDifference()}, without the value of every move (faster).
   *
   * @param state a two-player deal that is not over
   * @return the difference under best play
   * @throws IllegalArgumentException if the deal has more than two players or is over
   */
  public int value(GameState state) {
    check(state);
    search.noDeadline();
    Search.Root r = prepare(state);
    int v = Search.mtd(-r.rem, r.rem, 0, search.stepProbes(), (a, b) -> search.rootValue(r, a, b));
    return r.already + v;
  }

  /**
   * Tells whether {@code seat} can make at least {@code points} card points in the whole deal
   * (those already taken included) whatever the other side does: the threshold query of a
   * null-window search, e.g. {@code canReach(state, 0, 11)} for "can forehand win?".
   *
   * @param state a two-player deal that is not over
   * @param seat the seat, 0 or 1
   * @param points the points to reach; any int: at most 0 is always reached, more than the
   *     deal's {@link io.github.elfern.rules.Rules#totalPoints() total} never
   * @return whether best play by {@code seat} secures {@code points}
   * @throws IllegalArgumentException if the deal has more than two players or is over, or the
   *     seat does not exist
   */
  public boolean canReach(GameState state, int seat, int points) {
    check(state);
    if (seat < 0 || seat > 1) {
      throw new IllegalArgumentException("no seat " + seat + " in a two-player deal");
    }
    int total = state.rules().totalPoints();
    if (points <= 0) {
      return true; // no seat ends below 0 points
    }
    if (points > total) {
      return false; // nor above all the deal's points (and 2 * points below cannot overflow)
    }
    search.noDeadline();
    Search.Root r = prepare(state);
    // seat's points >= p  <=>  difference (seat minus other) >= 2p - total.
    int needDiff = 2 * points - total;
    int moverNeeds = seat == r.mover ? needDiff : -needDiff; // mover's difference bound
    int threshold = moverNeeds - r.already; // of the points still to come
    if (seat == r.mover) {
      // mover's remaining value >= threshold ?
      if (threshold <= -r.rem) {
        return true;
      }
      if (threshold > r.rem) {
        return false;
      }
      return search.rootValue(r, threshold - 1, threshold) >= threshold;
    }
    // the other seat needs mover's remaining value <= threshold.
    if (threshold >= r.rem) {
      return true;
    }
    if (threshold < -r.rem) {
      return false;
    }
    return search.rootValue(r, threshold, threshold + 1) <= threshold;
  }

  private static void check(GameState state) {
    Objects.requireNonNull(state, "state");
    if (!handles(state.rules())) {
      throw new IllegalArgumentException(
          "the solver plays two-player deals, not " + state.players() + " players ("
              + state.rules().notation() + ")");
    }
    if (state.isOver()) {
      throw new IllegalArgumentException("the deal is over, there is nothing to solve: " + state);
    }
  }

  private Solution solveMoves(GameState state) {
    Search.Root r = prepare(state);
    List<Move> legal = state.legalMoves();
    Map<Move, Integer> values = new LinkedHashMap<>();
    int live = r.h0 | r.h1 | search.stockCards() | (r.led >= 0 ? 1 << (r.led & 31) : 0);
    int plain = 0;
    for (Move m : legal) {
      if (!m.isZwang()) {
        plain |= 1 << m.card().ordinal();
      }
    }
    CardEquivalence eq = search.equivalence();
    int distinct = eq.distinct(plain, live);
    int starts = eq.runStarts;
    int guess = 0;
    int best = Integer.MIN_VALUE;
    Map<Integer, Integer> byCard = new LinkedHashMap<>();
    for (Move m : legal) {
      int c = m.card().ordinal();
      if (!m.isZwang() && (distinct & (1 << c)) == 0) {
        continue; // valued by its representative below
      }
      int mv = c | (m.isZwang() ? ZWANG : 0);
      int v = Search.mtd(-r.rem, r.rem, guess, search.stepProbes(),
          (a, b) -> search.rootMoveValue(r, mv, a, b));
      guess = v;
      if (m.isZwang()) {
        values.put(m, r.already + v);
      } else {
        byCard.put(c, v);
      }
    }
    for (Move m : legal) {
      int c = m.card().ordinal();
      if (m.isZwang()) {
        continue;
      }
      Integer v = byCard.get(c);
      if (v == null) {
        v = byCard.get(eq.representative(c, distinct, starts));
      }
      values.put(m, r.already + v);
    }
    Map<Move, Integer> ordered = new LinkedHashMap<>();
    for (Move m : legal) {
      int v = values.get(m);
      ordered.put(m, v);
      best = Math.max(best, v);
    }
    List<Move> bestMoves = new ArrayList<>();
    for (Map.Entry<Move, Integer> e : ordered.entrySet()) {
      if (e.getValue() == best) {
        bestMoves.add(e.getKey());
      }
    }
    return new Solution(r.mover, best, state.rules().totalPoints(), ordered, bestMoves);
  }

  /** Prepares the search for {@code state} and returns it in the search's terms. */
  private Search.Root prepare(GameState state) {
    search.prepareRules(state.rules(), state.trumpSuit().map(Suit::ordinal).orElse(-1));
    search.begin(state.stock());
    RuleTables tables = search.tables();
    Search.Root r = new Search.Root();
    r.h0 = state.hand(0).mask();
    r.h1 = state.hand(1).mask();
    r.leader = state.leader();
    r.lead = tables.restricted ? leadState(state) : 0;
    List<Move> trick = state.currentTrick();
    r.led = trick.isEmpty() ? -1
        : trick.get(0).card().ordinal() | (trick.get(0).isZwang() ? ZWANG : 0);
    r.mover = state.toMove();
    r.already = state.points(r.mover) - state.points(1 - r.mover);
    r.rem = tables.pointsOf(r.h0 | r.h1) + search.stockPoints()
        + (trick.isEmpty() ? 0 : tables.pts[trick.get(0).card().ordinal()]);
    return r;
  }

  /**
   * The kernel's lead state of {@code state}, read from the last field of its position string,
   * the public form of that state ({@link LeadField}, shared with the position codec).
   */
  private static int leadState(GameState state) {
    String position = state.position();
    return LeadField.parse(position.substring(position.lastIndexOf('|') + 1));
  }

  /** {@return the endgame database of the rules last solved, if one applies (for tests)} */
  Optional<EndgameDatabase> database() {
    return Optional.ofNullable(search.database());
  }

  /** {@return the canonical renaming of the rules last solved (for tests)} */
  byte[] canonTable() {
    return search.canon().clone();
  }

  /**
   * Computes the endgame database of {@code rules} (with trumps if they turn one), by solving
   * every position it holds, or returns empty where the rules have none: where positions are not
   * keyed canonically (a lead restriction, Zwang, {@code capture=next}). The database holds the
   * positions with the stock empty and as many cards a hand as the rules deal, or, where those
   * would be more than 2^23, as many as fit: under {@code seven-beats-ace}, as in {@code
   * elfern-app}, the ace and the seven keep their names, and there are about 30 million positions
   * of six cards a hand, 4.0 million of five; with card points, as in {@code bohemian-points}, 600
   * million of six, 62 million of five, 4.1 million of four. The tests compare the shipped
   * databases with this; {@code EndgameDatabases} in the tests writes them.
   */
  static Optional<EndgameDatabase> computeDatabase(Rules rules) {
    if (!handles(rules)) {
      return Optional.empty();
    }
    boolean trumps = rules.turnsTrump();
    Search solver = new Search(18, false);
    solver.prepareRules(rules, trumps ? 0 : -1);
    if (!solver.databaseLayout()) {
      return Optional.empty();
    }
    solver.beginEndgames();
    long print = EndgameDatabase.fingerprint(rules, trumps);
    for (int cards = rules.handSize(); cards > 1; cards--) {
      Optional<EndgameDatabase> db = EndgameDatabase.generate(print, cards, trumps, solver.canon(),
          solver::endgameValue);
      if (db.isPresent()) {
        return db;
      }
    }
    return Optional.empty();
  }

  /**
   * The solved position: the value of every legal move for the seat to move, as the final points
   * difference (that seat minus the other) when both sides play best afterwards.
   */
  public static final class Solution {
    private final int seat;
    private final int difference;
    private final int total;
    private final Map<Move, Integer> values;
    private final List<Move> bestMoves;

    Solution(int seat, int difference, int total, Map<Move, Integer> values, List<Move> best) {
      this.seat = seat;
      this.difference = difference;
      this.total = total;
      this.values = java.util.Collections.unmodifiableMap(values);
      this.bestMoves = List.copyOf(best);
    }

    /** {@return the seat to move, for whom the values are given} */
    public int seat() {
      return seat;
    }

    /** {@return the final points difference (seat to move minus opponent) under best play} */
    public int pointsDifference() {
      return difference;
    }

    /** {@return the final points of the seat to move under best play} */
    public int points() {
      return (total + difference) / 2;
    }

    /** {@return every legal move that achieves {@link #pointsDifference()}, in canonical order} */
    public List<Move> bestMoves() {
      return bestMoves;
    }

    /**
     * Returns the final points difference after {@code move} when both sides play best
     * afterwards.
     *
     * @param move a legal move of the solved position
     * @return the difference, seat to move minus opponent
     * @throws IllegalArgumentException if the move is not legal in the solved position
     */
    public int value(Move move) {
      Integer v = values.get(Objects.requireNonNull(move, "move"));
      if (v == null) {
        throw new IllegalArgumentException(move + " is not a legal move here (legal: "
            + values.keySet() + ")");
      }
      return v;
    }

    /** {@return the value of every legal move, in the order of the legal moves} */
    public Map<Move, Integer> values() {
      return values;
    }

    /** {@return e.g. {@code "seat 1: +4 by [KH, QH]"}} */
    @Override
    public String toString() {
      return "seat " + seat + ": " + (difference >= 0 ? "+" : "") + difference + " by " + bestMoves;
    }
  }
}
