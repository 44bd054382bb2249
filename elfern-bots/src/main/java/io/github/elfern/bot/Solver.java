package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.LeadField;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.CardValues;
import io.github.elfern.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
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

  private static final int NO_MOVE = 127;
  private static final int ZWANG = 32;
  private static final int MAX_PLY = 40;
  private static final int INF = 1 << 12;
  /** Enhanced transposition cutoffs are tried at trick starts with this many stock cards left. */
  private static final int ETC_MIN = 4;
  /**
   * How much a point of draw quality ({@link #quality}) weighs in the follower's order while
   * the stock lasts: a difference of one honour between the two cards to be drawn outweighs the
   * follower's usual preference between capturing and discarding.
   */
  private static final int DRAW_WEIGHT = 500;
  /** How much a point of a lead's one-trick exchange ({@link #exchange}) weighs with trumps. */
  private static final int EXCHANGE_WEIGHT = 1000;
  /**
   * How much a point of a reply's one-trick exchange ({@link #replyExchange}) weighs in the
   * follower's order while the stock lasts (where {@link #replyByExchange}): it decides the order,
   * the usual preferences only break its ties.
   */
  private static final int REPLY_EXCHANGE_WEIGHT = 500;
  /** Entries per bucket of the transposition tables: 4 of 16 bytes fill a 64-byte cache line. */
  private static final int WAYS = 4;
  /** Longs before entry 0: past a 16-byte array header, buckets then start on 64-byte lines. */
  private static final int OFF = 6;
  /** The endgame table has at most 2^20 entries of 8 bytes. */
  private static final int END_BITS = 20;
  /** The endgame table has at least 2^14 entries, so that the key bits it keeps fit. */
  private static final int END_MIN_BITS = 14;
  /** Entries per bucket of the endgame table: 8 of 8 bytes fill a 64-byte cache line. */
  private static final int END_WAYS = 8;
  /**
   * Bits of an endgame entry below its key: lo, hi, move, cards and the low bits of the solve's
   * generation (8, 8, 6, 4, 4).
   */
  private static final int END_DATA = 30;
  private static final long END_KEY_BITS = (1L << 45) - 1;
  /**
   * {@code PEXT[u << 8 | s]}: the bits of {@code s} at the places of the set bits of {@code u},
   * packed to the low end (a byte's parallel bit extract).
   */
  private static final byte[] PEXT = new byte[1 << 16];

  static {
    for (int u = 0; u < 256; u++) {
      for (int v = 0; v < 256; v++) {
        int out = 0;
        int i = 0;
        for (int m = u; m != 0; m &= m - 1, i++) {
          if ((v & m & -m) != 0) {
            out |= 1 << i;
          }
        }
        PEXT[u << 8 | v] = (byte) out;
      }
    }
  }

  private final int tableMask;
  /**
   * The transposition table of positions with cards in the stock: entry {@code i} is its key at
   * {@code OFF + 2i} and its data right after, so that one probe reads one bucket of {@link
   * #WAYS} entries, one cache line when the array's data starts on one (as large arrays
   * usually do).
   */
  private final long[] table;
  /**
   * The table of positions with the stock empty, kept apart so that the many short endgames do
   * not push the earlier positions out (a quarter fewer positions searched in {@code
   * elfern-trumps}), in entries of one long: such a position is the leader's hand and the
   * follower's, which {@link #endKey} packs into 45 bits and mixes one-to-one, so that the
   * bucket's index and the key bits kept in the entry together identify it exactly. Half the
   * bytes of a {@link #table} entry: as many positions in half the memory, which the processor's
   * caches hold better. Its values do not depend on the stock, so it is kept from one solve to
   * the next and cleared only when the rules or the trump suit change.
   */
  private final long[] endTable;
  private final int endBucketBits;
  /** Whether positions with the stock empty go to {@link #endTable} (not under a lead rule). */
  private boolean compactEnd;
  /** Whether the endgame databases shipped with the library are used where they apply. */
  private final boolean useDatabase;
  /**
   * The endgame database of the rules being solved ({@link EndgameDatabase}), or null: the exact
   * values of the positions with the stock empty and {@link #databaseCards} cards in the hands.
   */
  private EndgameDatabase database;
  /** The cards in both hands of the positions {@link #database} holds, -1 without one. */
  private int databaseCards = -1;
  /** The rules and whether there are trumps that {@link #database} was looked up for. */
  private Rules databaseRules;
  private boolean databaseTrumps;
  /** Whether anything was stored in {@link #endTable} since it was last emptied. */
  private boolean endUsed;
  /** Whether the suits other than the trump suit may be exchanged in endgame keys. */
  private boolean suitSymmetric;
  /**
   * Set by {@link #endKey}: the suit at each place (two bits each) of the canonical order that
   * key lists the suits in.
   */
  private int endPerm;
  private static final int IDENTITY = 0b11_10_01_00;
  private final int[] suitOrder = new int[4];
  private int generation;
  private long nodes;

  // Per solve.
  private Rules rules;
  private CompiledRules cr;
  private int trumpSuit = -2;
  private final int[] pts = new int[32];
  private final int[] beatsLed = new int[32];
  private final int[] beatsFollow = new int[32];
  private final int[] beatenLed = new int[32];
  private final int[] beatenFollow = new int[32];
  private final int[] stock = new int[33];
  private int stockLen;
  private final int[] stockRest = new int[34];
  /**
   * How much a card is worth having, for move ordering only. Without trumps: twice its points and
   * 8 more for an ace. With trumps: 16 for a trump and 2 more for each rank it stands above the
   * seven, 16 for an ace, and a point less for each point it counts (what the trick wins is
   * weighed on its own). The weights with trumps, and those of {@link #exchange} and {@link
   * #replyExchange}, were found by a search over them on 40 deals (which gave
   * 14% fewer positions on 40 other deals); in {@code elfern} the same search found nothing
   * better.
   */
  private final int[] quality = new int[32];
  /** The weights of a reply's trick points, draw and card given up in {@link #replyExchange}. */
  private int replyTrickWeight;
  private int replyDrawWeight;
  private int replyCardWeight;
  /**
   * {@code drawAdvantage[pos]}: how much better ({@link #quality}) the card the trick's winner
   * draws is than the loser's, with the stock at {@code pos}.
   */
  private final int[] drawAdvantage = new int[34];
  private final int[] stockPoints = new int[34];
  private int deck;
  private boolean restricted;
  private boolean zwangRule;
  private int noMerge; // cards never merged as equivalent
  private int drawWeight; // DRAW_WEIGHT, or 0 where it does not pay
  /**
   * Whether the follower orders his replies while the stock lasts by their one-trick exchange
   * ({@link #replyExchange}): with trumps, and without them where the draw counts in his order
   * and the honours count ({@link CardValues#HONOURS}). (With card points, as in {@code
   * bohemian-points}, that order searched a quarter more positions.)
   */
  private boolean replyByExchange;
  /**
   * Whether the null-window probes step from the last bound ({@link #mtd}) rather than bisect:
   * in the honours games where any trick can capture, whole-deal values gather around the tie
   * (1,000 {@code elfern-trumps} deals: three quarters within two points of it), so the probes
   * next to the first one are the ones needed. (Where the next-higher card alone captures, as
   * in {@code bohemian-schneider}, the values lean to forehand, and with card points they spread
   * over 120: there stepping searched a third and a sixth more positions.)
   */
  private boolean stepProbes;
  private final int[][] moveBuf = new int[MAX_PLY * 2][16];
  private final int[][] scoreBuf = new int[MAX_PLY * 2][16];
  private long deadline;
  /** Limits from this one up are no limit: the deadline would not fit a long of nanoseconds. */
  private static final Duration NO_LIMIT = Duration.ofNanos(Long.MAX_VALUE / 2);
  private boolean timed;
  /**
   * Whether positions are keyed in canonical form: live cards of a suit renamed, in order, to the
   * highest ranks of their points (under seven-beats-ace the ace and the seven keep their names);
   * used when no lead restriction or Zwang looks at ranks and the renaming is checked to keep the
   * beat relation ({@link #buildCanon}).
   */
  private boolean canonical;
  /** Per suit pattern: {@code canon[live << 8 | cards]} is {@code cards} renamed canonically. */
  private final byte[] canon = new byte[1 << 16];
  private long canonPoints = -1;
  private int canonFixed;
  /**
   * Whether what beats what between two suits does not depend on the ranks, and within a suit is
   * alike for every suit (as the points are), so that two cards' equivalence depends on their
   * suit's live cards alone.
   */
  private boolean suitLocal;
  /**
   * What {@link #distinct} finds in one suit's pattern {@code live << 8 | cards} (computed on the
   * first suit): the distinct cards in bits 0-7, of them the dearest of each run of alike cards
   * ({@link #alike}) in bits 8-15, the cheapest in bits 16-23 and the first card of each run in
   * bits 24-31 (0 while not known, as the distinct cards are never none); kept while the rules
   * and trump suit stay.
   */
  private final int[] runsBySuit = new int[1 << 16];
  /** Set by {@link #distinct}: of the distinct cards, the dearest of each run of alike ones. */
  private int dearestAlike;
  /** Set by {@link #distinct}: of the distinct cards, the cheapest of each run of alike ones. */
  private int cheapestAlike;
  /** Set by {@link #distinct}: the first (highest-ranked) card of each run of alike ones. */
  private int runStarts;
  /**
   * Set by {@link #leadValue} when it fails low on a reply it searched or found in the table:
   * that reply, else -1.
   */
  private int refutation;
  /** Set by {@link #etc}: the reply whose table entry gave the bound it returns. */
  private int etcReply;
  /** Per ply, the leader's value of each lead tried so far (an upper bound when refuted). */
  private final int[][] leadBound = new int[MAX_PLY][16];
  /**
   * Per ply, how each lead tried so far was refuted: 1 by a capture, -1 by a reply that let it
   * win, 0 not refuted (or not known how).
   */
  private final int[][] leadRefutedBy = new int[MAX_PLY][16];
  /**
   * Whether dominated leads and replies are dropped ({@link #undominated}): not under a lead
   * restriction or Zwang, which may look at more than what a card beats.
   */
  private boolean replyDominance;
  /** Whether {@link #endgameSurePoints} may remember its answers suit by suit. */
  private boolean sureBySuit;
  /**
   * The sure points of one suit ({@link #endgameSurePoints}) plus one, 0 if not yet known: {@code
   * [trumped << 16 | mine << 8 | theirs]}, the suit's cards by rank.
   */
  private final byte[] sureInSuit = new byte[1 << 17];
  /** The cards of other suits that beat the cards of each suit (when {@link #suitLocal}). */
  private final int[] crossBeaters = new int[4];

  /** Thrown inside a timed search when the time is up; carries no stack trace. */
  private static final class Timeout extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Timeout() {
      super("time is up", null, false, false);
    }
  }

  private static final Timeout TIMEOUT = new Timeout();

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
    this.useDatabase = endgameDatabase;
    if (tableBits < 8 || tableBits > 26) {
      throw new IllegalArgumentException("tableBits must be from 8 to 26, got " + tableBits);
    }
    this.tableMask = (1 << tableBits) - 1;
    this.table = new long[OFF + (2 << tableBits)];
    // An endgame entry keeps 45 - (endBits - 3) bits of its key above 30 bits of data.
    int endBits = Math.max(END_MIN_BITS, Math.min(tableBits + 1, END_BITS));
    this.endBucketBits = endBits - 3;
    this.endTable = new long[OFF + (1 << endBits)];
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
    Solver probe = new Solver(8, true);
    probe.prepareRules(rules, rules.turnedTrump() ? 0 : -1);
    return probe.database != null;
  }

  /**
   * Forgets every position the solver has stored, so that the next solve starts as a new solver's
   * would. Values never depend on what is stored, only the time they take: positions with the
   * stock empty are kept from one solve to the next (their values do not depend on the stock), so
   * call this before timing a solve on its own.
   */
  public void clear() {
    Arrays.fill(table, 0);
    Arrays.fill(endTable, 0);
    endUsed = false;
  }

  /** {@return the number of positions (trick starts) searched since this solver was created} */
  public long nodes() {
    return nodes;
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
    timed = false;
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
    timed = limit.compareTo(NO_LIMIT) < 0;
    deadline = timed ? System.nanoTime() + Math.max(0, limit.toNanos()) : 0;
    try {
      return Optional.of(solveMoves(state));
    } catch (Timeout t) {
      return Optional.empty();
    } finally {
      timed = false;
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
    timed = false;
    Root r = prepare(state);
    int v = mtd(-r.rem, r.rem, 0, stepProbes, (a, b) -> rootValue(r, a, b));
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
    timed = false;
    Root r = prepare(state);
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
      return rootValue(r, threshold - 1, threshold) >= threshold;
    }
    // the other seat needs mover's remaining value <= threshold.
    if (threshold >= r.rem) {
      return true;
    }
    if (threshold < -r.rem) {
      return false;
    }
    return rootValue(r, threshold, threshold + 1) <= threshold;
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

  /** The root of one solve: the position in the solver's terms. */
  private static final class Root {
    int h0;
    int h1;
    int leader;
    int lead;
    int led; // -1 at a trick start, else the card led (| ZWANG when announced)
    int mover;
    int already;
    int rem;
  }

  /** A null-window probe of the root: the mover's value of the points to come. */
  private interface Probe {
    int eval(int alpha, int beta);
  }

  private Solution solveMoves(GameState state) {
    Root r = prepare(state);
    List<Move> legal = state.legalMoves();
    Map<Move, Integer> values = new LinkedHashMap<>();
    int live = r.h0 | r.h1 | stockRest[0] | (r.led >= 0 ? 1 << (r.led & 31) : 0);
    int plain = 0;
    for (Move m : legal) {
      if (!m.isZwang()) {
        plain |= 1 << m.card().ordinal();
      }
    }
    int distinct = distinct(plain, live);
    int starts = runStarts;
    int guess = 0;
    int best = Integer.MIN_VALUE;
    Map<Integer, Integer> byCard = new LinkedHashMap<>();
    for (Move m : legal) {
      int c = m.card().ordinal();
      if (!m.isZwang() && (distinct & (1 << c)) == 0) {
        continue; // valued by its representative below
      }
      int mv = c | (m.isZwang() ? ZWANG : 0);
      int v = mtd(-r.rem, r.rem, guess, stepProbes, (a, b) -> rootMoveValue(r, mv, a, b));
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
        v = byCard.get(representative(c, distinct, starts));
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

  /**
   * The card of {@code distinct} that card {@code c} (dropped as equivalent by {@link #distinct},
   * whose {@link #runStarts} are {@code starts}) stands for: the first card of its run of alike
   * cards with its points.
   */
  private int representative(int c, int distinct, int starts) {
    for (int m = distinct & Kernel.suitMask(c >>> 3); m != 0; m &= m - 1) {
      int d = Integer.numberOfTrailingZeros(m);
      if (d < c && pts[d] == pts[c] && sameRun(d, c, starts)) {
        return d;
      }
    }
    throw new IllegalStateException("internal error: no representative for "
        + Card.ofIndex(c));
  }

  /**
   * {@return whether cards {@code x} and {@code c} of one suit are of one run of alike cards, the
   * first card of each run being {@code starts} ({@link #runStarts})}
   */
  private static boolean sameRun(int x, int c, int starts) {
    return (starts & ((2 << Math.max(x, c)) - (2 << Math.min(x, c)))) == 0;
  }

  /**
   * The exact value by null-window probes (MTD(f)): {@code probe} answers, fail-soft, whether the
   * value reaches a threshold; {@code lo..hi} bounds the value. The first probe is at {@code
   * guess}; then, with {@code step}, each probe is next to the bound the last one returned (as
   * MTD(f) does), else at the middle of what is left.
   */
  private static int mtd(int lo, int hi, int guess, boolean step, Probe probe) {
    // Every value has the parity of lo (a difference of the points still out), so thresholds
    // step by two.
    int g = Math.max(lo, Math.min(hi, guess));
    boolean first = true;
    boolean failedLow = false;
    while (lo < hi) {
      int b;
      if (first) {
        b = g == lo ? lo + 2 : g - ((g - lo) & 1);
        first = false;
      } else if (step) {
        b = failedLow ? g : g + 2; // is the value the bound itself, or above it?
      } else {
        b = lo + 2 * ((hi - lo + 2) / 4);
      }
      b = Math.max(lo + 1, Math.min(hi, b));
      g = probe.eval(b - 1, b);
      failedLow = g < b;
      if (failedLow) {
        hi = Math.min(hi, g);
      } else {
        lo = Math.max(lo, g);
      }
    }
    return lo;
  }

  /** The mover's value (points to come) of the root, within {@code alpha..beta}, fail-soft. */
  private int rootValue(Root r, int alpha, int beta) {
    if (r.led < 0) {
      return search(r.h0, r.h1, 0, r.leader, r.lead, r.rem, alpha, beta, 0);
    }
    // The follower moves: his value is minus the leader's minimum.
    return -leadValue(r.h0, r.h1, 0, r.leader, r.lead, r.rem, r.led, -beta, -alpha, 0);
  }

  /** The mover's value of playing {@code mv} at the root. */
  private int rootMoveValue(Root r, int mv, int alpha, int beta) {
    if (r.led < 0) {
      int bit = 1 << (mv & 31);
      int h0 = r.leader == 0 ? r.h0 & ~bit : r.h0;
      int h1 = r.leader == 1 ? r.h1 & ~bit : r.h1;
      return leadValue(h0, h1, 0, r.leader, r.lead, r.rem, mv, alpha, beta, 0);
    }
    return -trickValue(r.h0, r.h1, 0, r.leader, r.lead, r.rem, r.led & 31, mv & 31, -beta,
        -alpha, 0);
  }

  private Root prepare(GameState state) {
    prepareRules(state.rules(), state.trumpSuit().map(Suit::ordinal).orElse(-1));
    List<Card> s = state.stock();
    stockLen = s.size();
    for (int i = 0; i < stockLen; i++) {
      stock[i] = s.get(i).ordinal();
    }
    stockRest[stockLen] = 0;
    stockRest[stockLen + 1] = 0;
    stockPoints[stockLen] = 0;
    stockPoints[stockLen + 1] = 0;
    for (int i = stockLen - 1; i >= 0; i--) {
      stockRest[i] = stockRest[i + 1] | 1 << stock[i];
      stockPoints[i] = stockPoints[i + 1] + pts[stock[i]];
      drawAdvantage[i] = quality[stock[i]] - (i + 1 < stockLen ? quality[stock[i + 1]] : 0);
    }
    generation = (generation + 1) & 0xFFFF;
    if (generation == 0) {
      Arrays.fill(table, 0);
      generation = 1;
    }
    Root r = new Root();
    r.h0 = state.hand(0).mask();
    r.h1 = state.hand(1).mask();
    r.leader = state.leader();
    r.lead = restricted ? leadState(state) : 0;
    List<Move> trick = state.currentTrick();
    r.led = trick.isEmpty() ? -1
        : trick.get(0).card().ordinal() | (trick.get(0).isZwang() ? ZWANG : 0);
    r.mover = state.toMove();
    r.already = state.points(r.mover) - state.points(1 - r.mover);
    r.rem = pointsOf(r.h0 | r.h1) + stockPoints[0]
        + (trick.isEmpty() ? 0 : pts[trick.get(0).card().ordinal()]);
    return r;
  }

  /** Sets up the tables of {@code rs} with trump suit {@code trump} (-1 for none). */
  private void prepareRules(Rules rs, int trump) {
    if (!rs.equals(rules) || trump != trumpSuit) {
      rules = rs;
      trumpSuit = trump;
      TrickTables tables = TrickTables.of(rs, trump);
      cr = tables.compiled();
      Arrays.fill(beatenLed, 0);
      Arrays.fill(beatenFollow, 0);
      for (int c = 0; c < 32; c++) {
        pts[c] = tables.points(c);
        beatsLed[c] = tables.beatsLed(c);
        beatsFollow[c] = tables.beatsFollow(c);
      }
      for (int c = 0; c < 32; c++) {
        for (int m = beatsLed[c]; m != 0; m &= m - 1) {
          beatenLed[Integer.numberOfTrailingZeros(m)] |= 1 << c;
        }
        for (int m = beatsFollow[c]; m != 0; m &= m - 1) {
          beatenFollow[Integer.numberOfTrailingZeros(m)] |= 1 << c;
        }
      }
      for (int c = 0; c < 32; c++) {
        quality[c] = trump < 0 ? 2 * pts[c] + ((c & 7) == 0 ? 8 : 0)
            : -pts[c] + (c >>> 3 == trump ? 16 + 2 * (7 - (c & 7)) : 0) + ((c & 7) == 0 ? 16 : 0);
      }
      deck = rs.deck().mask();
      // Read off the kernel's trick tables: whether a led card can fall to at most one card of its
      // suit (only the next-higher card captures), and whether a seven captures a led ace.
      boolean scarceCaptures = true;
      boolean sevenOnAce = false;
      for (int c = 0; c < 32; c++) {
        scarceCaptures &= Integer.bitCount(beatsLed[c] & Kernel.suitMask(c >>> 3)) <= 1;
        sevenOnAce |= (c & 7) == 0 && (beatsLed[c] >>> (c | 7) & 1) != 0;
      }
      // Where a seven captures a led ace and other captures follow rank order, the ace and the
      // seven keep their names and the other ranks are renamed. The renaming is checked against
      // the trick tables before it is used.
      sevenOnAce &= !scarceCaptures;
      suitLocal = suitLocal();
      canonical = (cr.rankOrderBeats() || sevenOnAce) && cr.freeLead() && !cr.zwang()
          && suitLocal && buildCanon(sevenOnAce ? 1 | 1 << 7 : 0);
      restricted = !cr.freeLead();
      compactEnd = !restricted && 2 * rs.handSize() <= 12;
      suitSymmetric = suitSymmetric();
      Arrays.fill(runsBySuit, 0);
      sureBySuit = suitLocal;
      for (int c = 0; c < 32; c++) {
        sureBySuit &= pts[c] == pts[c & 7];
      }
      for (int t = 0; t < 4; t++) {
        crossBeaters[t] = beatsLed[t << 3] & ~Kernel.suitMask(t);
      }
      Arrays.fill(sureInSuit, (byte) 0);
      if (endUsed) {
        Arrays.fill(endTable, 0);
        endUsed = false;
      }
      // Where only the next-higher card captures, captures are scarce and the follower's order
      // does better without the draw (half the positions searched in bohemian-schneider).
      drawWeight = scarceCaptures ? 0 : DRAW_WEIGHT;
      boolean honours = rs.cardValues() == CardValues.HONOURS;
      replyByExchange = trump >= 0 || (drawWeight > 0 && honours);
      replyTrickWeight = trump >= 0 ? 4 : 8;
      replyDrawWeight = trump >= 0 ? 6 : 3;
      replyCardWeight = trump >= 0 ? 1 : 2;
      stepProbes = drawWeight > 0 && honours;
      zwangRule = cr.zwang();
      replyDominance = !restricted && !zwangRule;
      noMerge = 0;
      if (zwangRule) {
        for (int s = 0; s < 4; s++) {
          noMerge |= 0b111 << (s << 3); // ace, king, queen: Zwang names them
        }
      }
      if (!rs.equals(databaseRules) || (trump >= 0) != databaseTrumps) {
        // The database does not depend on which suit is trumps.
        databaseRules = rs;
        databaseTrumps = trump >= 0;
        database = useDatabase && canonical && suitSymmetric && compactEnd
            ? EndgameDatabase.shipped(rs, trump >= 0, canon).orElse(null) : null;
        databaseCards = database == null ? -1 : 2 * database.cards();
      }
    }
  }

  /**
   * Whether the trick tables treat every two suits other than the trump suit alike: exchanging
   * them maps what beats what and the points onto themselves, so that positions differing only
   * by such an exchange have one value (the obligations and Zwang are alike for every suit).
   */
  private boolean suitSymmetric() {
    for (int s = 0; s < 4; s++) {
      for (int r = s + 1; r < 4; r++) {
        if (s == trumpSuit || r == trumpSuit) {
          continue;
        }
        for (int c = 0; c < 32; c++) {
          int sc = swapSuits(1 << c, s, r);
          int d = Integer.numberOfTrailingZeros(sc);
          if (pts[d] != pts[c] || swapSuits(beatsLed[c], s, r) != beatsLed[d]
              || swapSuits(beatsFollow[c], s, r) != beatsFollow[d]) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** {@return whether equivalence is a matter of one suit's live cards ({@link #suitLocal})} */
  private boolean suitLocal() {
    for (int a = 0; a < 32; a++) {
      for (int b = 0; b < 32; b++) {
        int a0 = a & ~7;
        int b0 = b & ~7;
        int x = a0 == b0 ? a & 7 : a0;
        int y = a0 == b0 ? b & 7 : b0;
        if (((beatsLed[a] >>> b ^ beatsLed[x] >>> y) & 1
            | (beatsFollow[a] >>> b ^ beatsFollow[x] >>> y) & 1) != 0) {
          return false;
        }
      }
    }
    return true;
  }

  private static int swapSuits(int cards, int s, int r) {
    int a = cards >>> (s << 3) & 0xFF;
    int b = cards >>> (r << 3) & 0xFF;
    return cards & ~(0xFF << (s << 3) | 0xFF << (r << 3)) | a << (r << 3) | b << (s << 3);
  }

  /**
   * Fills {@link #canon}: walking a suit's live cards from the highest rank down, each is renamed
   * to the next rank (below the last one given) that counts the same points, except that the
   * ranks of {@code fixed} keep their names and are given to no other card. The result depends
   * only on the sequence of points of the live cards and where the fixed ones stand, and keeps
   * their order and points.
   *
   * <p>Called when the rules are {@link #suitLocal}: every suit then behaves as the first, so the
   * renaming is checked on the first suit, pair by pair for every set of live cards.
   *
   * @return whether the renaming keeps what beats what
   */
  private boolean buildCanon(int fixed) {
    long byRank = 0;
    for (int r = 0; r < 8; r++) {
      byRank |= (long) pts[r] << (r << 3);
    }
    if (byRank != canonPoints || fixed != canonFixed) {
      canonPoints = byRank;
      canonFixed = fixed;
      fillCanon(fixed);
    }
    for (int live = 0; live < 256; live++) {
      for (int a = 0; a < 8; a++) {
        for (int b = 0; b < 8; b++) {
          if (a == b || (live >>> a & live >>> b & 1) == 0) {
            continue;
          }
          int ma = Integer.numberOfTrailingZeros(canon[live << 8 | 1 << a]);
          int mb = Integer.numberOfTrailingZeros(canon[live << 8 | 1 << b]);
          if ((beatsLed[a] >>> b & 1) != (beatsLed[ma] >>> mb & 1)
              || (beatsFollow[a] >>> b & 1) != (beatsFollow[ma] >>> mb & 1)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private void fillCanon(int fixed) {
    int[] map = new int[8];
    for (int live = 0; live < 256; live++) {
      int next = 0; // ranks before it are taken
      for (int r = 0; r < 8; r++) {
        if ((live & (1 << r)) == 0) {
          continue;
        }
        if ((fixed >>> r & 1) != 0) {
          map[r] = r;
          next = r + 1;
          continue;
        }
        int t = next;
        while (pts[t] != pts[r] || (fixed >>> t & 1) != 0) {
          t++;
        }
        map[r] = t;
        next = t + 1;
      }
      int row = live << 8;
      canon[row] = 0;
      for (int sub = 1; sub < 256; sub++) {
        // sub is sub without its lowest card, plus that card renamed when it is live.
        int low = Integer.numberOfTrailingZeros(sub);
        int rest = canon[row | (sub & (sub - 1))];
        canon[row | sub] = (byte) ((live & (1 << low)) != 0 ? rest | 1 << map[low] : rest);
      }
    }
  }

  private int pointsOf(int mask) {
    int p = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      p += pts[Integer.numberOfTrailingZeros(m)];
    }
    return p;
  }

  /**
   * The kernel's lead state of {@code state}, read from the last field of its position string,
   * the public form of that state ({@link LeadField}, shared with the position codec).
   */
  private static int leadState(GameState state) {
    String position = state.position();
    return LeadField.parse(position.substring(position.lastIndexOf('|') + 1));
  }

  // ---------------------------------------------------------------- the search

  /**
   * The value for {@code leader} (to lead) of the points still to come, fail-soft within
   * {@code alpha..beta}: hands {@code h0}, {@code h1}, the stock from {@code pos}, lead state
   * {@code lead}, {@code rem} points still out.
   */
  private int search(int h0, int h1, int pos, int leader, int lead, int rem, int alpha, int beta,
      int ply) {
    nodes++;
    if (timed && (nodes & 0xFFF) == 0 && System.nanoTime() - deadline > 0) {
      throw TIMEOUT;
    }
    if (rem <= alpha) {
      return rem;
    }
    if (-rem >= beta) {
      return -rem;
    }
    int hand = leader == 0 ? h0 : h1;
    int other = leader == 0 ? h1 : h0;
    if (pos >= stockLen && Integer.bitCount(hand | other) == databaseCards) {
      return databaseValue(hand, other);
    }
    if (pos >= stockLen && (hand & (hand - 1)) == 0) {
      // Last trick: both moves are forced.
      int c = Integer.numberOfTrailingZeros(hand);
      int f = Integer.numberOfTrailingZeros(other);
      return (beatsLed[c] & (1 << f)) != 0 ? -rem : rem;
    }
    if (pos >= stockLen && Integer.bitCount(hand) == 2 && !restricted && !zwangRule) {
      return lastTwo(hand, other);
    }
    if (!restricted) {
      // Sure points, before the table is probed (a third of the positions with the stock empty
      // are cut here, and the probe is the dearest step).
      int floor = 2 * surePoints(hand, other, pos) - rem;
      if (floor >= beta) {
        return floor;
      }
      if (floor > alpha) {
        alpha = floor;
      }
    }
    computeKey(h0, h1, pos, leader, lead);
    boolean inEnd = pos >= stockLen && compactEnd;
    long key = inEnd ? endKey(tKey) : tKey;
    int perm = endPerm;
    int check = tCheck;
    int slot = inEnd ? findEnd(key) : findSlot(table, tableMask, key, check);
    int ttMove = NO_MOVE;
    int lo = -INF;
    int hi = INF;
    boolean hit = false;
    if (slot >= 0) {
      long d = inEnd ? endData(endTable[OFF + slot]) : table[OFF + 2 * slot + 1];
      hit = true;
      lo = (int) (d & 0x1FF) - 256;
      hi = (int) (d >>> 9 & 0x1FF) - 256;
      ttMove = (int) (d >>> 18) & 0x7F;
      if (inEnd) {
        ttMove = fromCanonicalSuit(ttMove, perm);
      }
      if (lo >= beta) {
        return lo;
      }
      if (hi <= alpha || lo == hi) {
        return hi;
      }
      alpha = Math.max(alpha, lo);
      beta = Math.min(beta, hi);
    } else if (!inEnd) {
      slot = index(tableMask, key, check);
    }
    if (!hit) {
      // The opponent's cards that win whatever they meet (led, nothing of the leader or the stock
      // beats them; following, they beat every such card) take their tricks whenever played, and
      // every card is played: he is sure of their points, so the leader's value is at most the
      // rest.
      int against = hand | stockRest[pos];
      int theirs = 0;
      for (int m = other; m != 0; m &= m - 1) {
        int c = Integer.numberOfTrailingZeros(m);
        if ((beatsLed[c] & against) == 0 && (against & ~beatenLed[c]) == 0) {
          theirs += pts[c];
        }
      }
      int ceiling = rem - 2 * theirs;
      if (ceiling <= alpha) {
        return ceiling;
      }
      if (ceiling < beta) {
        beta = ceiling;
      }
    }
    int played = deck & ~(h0 | h1 | stockRest[pos]);
    int legal = restricted ? Kernel.leadMask(cr, hand, played, lead) : hand;
    int live = h0 | h1 | stockRest[pos];
    legal = distinct(legal, live);
    int dearest = dearestAlike;
    int cheapest = cheapestAlike;
    int starts = runStarts;
    // Whether a run of alike cards counts differently (see refutedAlike).
    boolean mixedRuns = replyDominance && (legal & ~(dearest & cheapest)) != 0;
    int[] order = moveBuf[ply];
    int[] score = scoreBuf[ply];
    int n = 0;
    for (int m = legal; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if (replyDominance && (dearest & cheapest & 1 << c) == 0) {
        // c is dearer or cheaper than a card of the hand that decides every trick alike: when
        // no reply the opponent may make beats it, lead the dearest such card; when every reply
        // does, the cheapest (the follower's rule in undominated, the other way round).
        int stockSize = stockLen - pos;
        int replies = cr.obligation(stockSize) != CompiledRules.OBLIGE_NONE
            ? Kernel.followMask(cr, other, stockSize, trumpSuit, c, c, true, false)
            : other;
        int beaten = beatsLed[c] & replies;
        if (beaten == 0 ? (dearest & 1 << c) == 0 : beaten == replies
            && (cheapest & 1 << c) == 0) {
          continue;
        }
      }
      // Leads fewest of the opponent's cards can beat come first (with the stock empty only his
      // cards that the obligations let him play count); among them the cheapest, lowest first.
      // With the stock empty a sure winner is cashed first, the dearest first. (Preferring sure
      // winners while the stock lasts, as the endgame order does, searched a third more
      // positions in elfern and elfern-app.) With trumps, while the stock lasts, the lead's
      // one-trick exchange comes first: half the positions in elfern-trumps.
      int beaters = beatsLed[c] & (pos < stockLen ? other
          : Kernel.followMask(cr, other, 0, trumpSuit, c, c, true, false));
      int s = pos >= stockLen && beaters == 0
          ? (1 << 18) + pts[c] * 8 - (c & 7)
          : -pts[c] * 8 - Integer.bitCount(beaters) * 64 + (c & 7);
      if (pos < stockLen && trumpSuit >= 0) {
        s += EXCHANGE_WEIGHT * exchange(c, other, drawAdvantage[pos]);
      }
      if (c == ttMove) {
        s = 1 << 20;
      }
      n = insert(order, score, n, c, s);
      if (zwangRule && Kernel.zwangAllowed(cr, hand, c)) {
        n = insert(order, score, n, c | ZWANG, (c | ZWANG) == ttMove ? 1 << 20 : s + 1);
      }
    }
    int origAlpha = alpha;
    int best = -INF;
    int bestMove = order[0];
    for (int i = 0; i < n; i++) {
      int mv = order[i];
      int bit = 1 << (mv & 31);
      int v = mixedRuns ? refutedAlike(order, i, starts, ply) : INF;
      boolean searched = v > alpha;
      if (searched) {
        v = leader == 0
            ? leadValue(h0 & ~bit, h1, pos, 0, lead, rem, mv, alpha, beta, ply)
            : leadValue(h0, h1 & ~bit, pos, 1, lead, rem, mv, alpha, beta, ply);
      }
      if (mixedRuns) {
        leadBound[ply][i] = v;
        leadRefutedBy[ply][i] = !searched || v > alpha || refutation < 0 ? 0
            : (beatsLed[mv & 31] >>> refutation & 1) != 0 ? 1 : -1;
      }
      if (v > best) {
        best = v;
        bestMove = mv;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    int newLo = hit ? lo : -INF;
    int newHi = hit ? hi : INF;
    if (best <= origAlpha) {
      newHi = Math.min(newHi, best);
    } else if (best >= beta) {
      newLo = Math.max(newLo, best);
    } else {
      newLo = best;
      newHi = best;
    }
    newLo = Math.max(newLo, -rem);
    newHi = Math.min(newHi, rem);
    if (inEnd) {
      storeEnd(key, slot, newLo, newHi, toCanonicalSuit(bestMove, perm),
          Integer.bitCount(h0 | h1));
      return best;
    }
    if (!hit) {
      // Replace the bucket's entry worth least (of an earlier solve, or fewest cards to go).
      int a = slot & ~(WAYS - 1);
      slot = a;
      int least = worth(table, a);
      for (int k = 1; k < WAYS; k++) {
        int w = worth(table, a | k);
        if (w < least) {
          least = w;
          slot = a | k;
        }
      }
    }
    table[OFF + 2 * slot] = key;
    table[OFF + 2 * slot + 1] = (newLo + 256) | (long) (newHi + 256) << 9 | (long) bestMove << 18
        | (long) check << 25 | (long) generation << 40 | (long) (Integer.bitCount(h0 | h1)
        + stockLen - pos) << 56;
    return best;
  }

  /** {@return the endgame database of the rules last solved, if one applies (for tests)} */
  Optional<EndgameDatabase> database() {
    return Optional.ofNullable(database);
  }

  /** {@return the canonical renaming of the rules last solved (for tests)} */
  byte[] canonTable() {
    return canon.clone();
  }

  /**
   * Reads the leader's value of the endgame {@code hand} against {@code other} (stock empty,
   * {@link #databaseCards} cards) from {@link #database}: each suit's descriptor is its live
   * cards and the leader's of them renamed canonically, as the database's layout has them.
   */
  private int databaseValue(int hand, int other) {
    int live = hand | other;
    int[] d = databaseSuits;
    for (int s = 0; s < 4; s++) {
      int l = live >>> (s << 3) & 0xFF;
      d[s] = database.descriptor(l, canon[l << 8 | hand >>> (s << 3) & 0xFF] & 0xFF);
    }
    return database.value(trumpSuit, d);
  }

  /** The descriptors of a position's suits, for {@link #databaseValue}. */
  private final int[] databaseSuits = new int[4];

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
    boolean trumps = rules.turnedTrump();
    Solver solver = new Solver(18, false);
    solver.prepareRules(rules, trumps ? 0 : -1);
    if (!solver.canonical || !solver.suitSymmetric || !solver.compactEnd) {
      return Optional.empty();
    }
    solver.stockLen = 0;
    Arrays.fill(solver.stockRest, 0);
    Arrays.fill(solver.stockPoints, 0);
    solver.generation = 1;
    long print = EndgameDatabase.fingerprint(rules, trumps);
    for (int cards = rules.handSize(); cards > 1; cards--) {
      Optional<EndgameDatabase> db = EndgameDatabase.generate(print, cards, trumps, solver.canon,
          (leader, follower) -> {
            int rem = solver.pointsOf(leader | follower);
            return mtd(-rem, rem, 0, solver.stepProbes,
                (a, b) -> solver.search(leader, follower, 0, 0, 0, rem, a, b, 0));
          });
      if (db.isPresent()) {
        return db;
      }
    }
    return Optional.empty();
  }

  private long tKey;
  private int tCheck;

  /**
   * Sets {@link #tKey} and {@link #tCheck}, the table key of a trick start. Without a lead
   * restriction (whose state is the seats'), the key holds the leader's hand first and the
   * follower's second, and not which seat leads: nothing else in the rules tells the seats apart
   * (the trick's winner draws first, whoever he is), so the position with the hands the other
   * way round and the other seat to lead has the same value for its leader, and shares the
   * entry. (About a tenth fewer positions searched in {@code elfern-trumps}, a twentieth in
   * {@code elfern}.)
   */
  private void computeKey(int h0, int h1, int pos, int leader, int lead) {
    if (!restricted && leader == 1) {
      int h = h0;
      h0 = h1;
      h1 = h;
    }
    if (canonical) {
      int live = h0 | h1 | stockRest[pos];
      int c0 = 0;
      int c1 = 0;
      for (int sh = 0; sh < 32; sh += 8) {
        int l = (live >>> sh & 0xFF) << 8;
        c0 |= (canon[l | (h0 >>> sh & 0xFF)] & 0xFF) << sh;
        c1 |= (canon[l | (h1 >>> sh & 0xFF)] & 0xFF) << sh;
      }
      tKey = ((long) c0 << 32) | (c1 & 0xFFFFFFFFL);
      tCheck = pos << 1;
    } else {
      tKey = ((long) h0 << 32) | (h1 & 0xFFFFFFFFL);
      tCheck = restricted ? leader | lead << 1 : pos << 1;
    }
  }

  /**
   * Returns the endgame table's key of the trick start {@code key} (the leader's hand and the
   * follower's, as {@link #computeKey} gives them without a lead restriction, the only case with
   * an endgame table), and sets {@link #endPerm}. When the suits may be exchanged, they are first
   * put in a canonical order (the trump suit first, then by what the hands hold of them). The key
   * is the set of cards in the hands (32 bits) and which of them the leader holds (at most 12
   * bits, in the order of the set), packed into 45 bits (the top one unused) and mixed one-to-one
   * within them.
   *
   * @return the mixed key
   */
  private long endKey(long key) {
    int c0 = (int) (key >>> 32);
    int c1 = (int) key;
    if (suitSymmetric) {
      // The suits in a canonical order: by what each hand holds of them, the trump suit first.
      int[] order = suitOrder;
      for (int s = 0; s < 4; s++) {
        int sh = s << 3;
        int p = ((c0 >>> sh & 0xFF) << 8 | (c1 >>> sh & 0xFF) | (s == trumpSuit ? 1 << 16 : 0))
            << 2 | s;
        int i = s;
        while (i > 0 && order[i - 1] < p) {
          order[i] = order[i - 1];
          i--;
        }
        order[i] = p;
      }
      c0 = 0;
      c1 = 0;
      endPerm = 0;
      for (int i = 0; i < 4; i++) {
        int p = order[i];
        c0 |= (p >>> 10 & 0xFF) << (i << 3);
        c1 |= (p >>> 2 & 0xFF) << (i << 3);
        endPerm |= (p & 3) << (i << 1);
      }
    } else {
      endPerm = IDENTITY;
    }
    int u = c0 | c1;
    long sub = 0;
    int shift = 0;
    for (int sh = 0; sh < 32; sh += 8) {
      int ub = u >>> sh & 0xFF;
      sub |= (long) (PEXT[ub << 8 | (c0 >>> sh & 0xFF)] & 0xFF) << shift;
      shift += Integer.bitCount(ub);
    }
    long x = (u & 0xFFFFFFFFL) | sub << 32;
    // Each step is one-to-one on 45-bit numbers: odd multipliers and right xor-shifts.
    x = (x * 0x9E3779B97F4A7C15L) & END_KEY_BITS;
    x ^= x >>> 23;
    x = (x * 0xBF58476D1CE4E5B9L) & END_KEY_BITS;
    x ^= x >>> 21;
    return x;
  }

  /** {@return move {@code mv} with its suit replaced by its place in {@code perm}} */
  private static int toCanonicalSuit(int mv, int perm) {
    int suit = mv >>> 3 & 3;
    int i = 0;
    while ((perm >>> (i << 1) & 3) != suit) {
      i++;
    }
    return (mv & ~(3 << 3)) | i << 3;
  }

  /** {@return move {@code mv} with its suit's place in {@code perm} replaced by the suit} */
  private static int fromCanonicalSuit(int mv, int perm) {
    return (mv & ~(3 << 3)) | (perm >>> ((mv >>> 3 & 3) << 1) & 3) << 3;
  }

  /** {@return the endgame table's slot holding mixed key {@code x}, or -1} */
  private int findEnd(long x) {
    int b = OFF + ((int) x & ((1 << endBucketBits) - 1)) * END_WAYS;
    long k = x >>> endBucketBits;
    for (int i = 0; i < END_WAYS; i++) {
      long e = endTable[b + i];
      if (e >>> END_DATA == k && (e & 0xF << 22) != 0) {
        return b + i - OFF;
      }
    }
    return -1;
  }

  /** {@return an endgame entry's bounds and move in the layout of a {@link #table} entry} */
  private static long endData(long e) {
    return ((e & 0xFF) + 128) | ((e >>> 8 & 0xFF) + 128) << 9 | (e >>> 16 & 0x3F) << 18;
  }

  /**
   * Stores bounds {@code lo..hi} and move {@code move} of the endgame position of mixed key
   * {@code x} in its {@code slot}, or when it has none, in place of the bucket's entry with the
   * fewest cards (the cheapest to search again), preferring those stored by an earlier solve.
   */
  private void storeEnd(long x, int slot, int lo, int hi, int move, int cards) {
    if (slot < 0) {
      int b = ((int) x & ((1 << endBucketBits) - 1)) * END_WAYS;
      slot = b;
      int least = Integer.MAX_VALUE;
      for (int i = 0; i < END_WAYS; i++) {
        long e = endTable[OFF + b + i];
        int c = ((int) (e >>> 22) & 0xF) + ((int) (e >>> 26 & 0xF) == (generation & 0xF) ? 16 : 0);
        if (c < least) {
          least = c;
          slot = b + i;
        }
      }
    }
    endUsed = true;
    endTable[OFF + slot] = (x >>> endBucketBits) << END_DATA | (long) (generation & 0xF) << 26
        | (lo + 128) | (hi + 128) << 8 | (long) move << 16 | (long) cards << 22;
  }

  /** {@return the slot holding {@code key} and {@code check} in this solve, or -1} */
  private int findSlot(long[] table, int tableMask, long key, int check) {
    int slot = index(tableMask, key, check);
    int a = slot & ~(WAYS - 1);
    for (int k = 0; k < WAYS; k++) {
      slot = a | k;
      if (table[OFF + 2 * slot] == key) {
        long d = table[OFF + 2 * slot + 1];
        if ((int) (d >>> 40 & 0xFFFF) == generation && ((int) (d >>> 25) & 0x7FFF) == check) {
          return slot;
        }
      }
    }
    return -1;
  }

  /**
   * Enhanced transposition cutoff: the smallest upper bound the table already gives for the
   * leader's value of some follow in {@code legal} to lead {@code c}, or {@link #INF}.
   */
  private int etc(int h0, int h1, int pos, int leader, int lead, int c, int legal) {
    int best = INF;
    for (int m = legal; m != 0; m &= m - 1) {
      int f = Integer.numberOfTrailingZeros(m);
      int fbit = 1 << f;
      int a0 = leader == 0 ? h0 : h0 & ~fbit;
      int a1 = leader == 0 ? h1 & ~fbit : h1;
      boolean followerWins = (beatsLed[c] & fbit) != 0;
      int winner = followerWins ? 1 - leader : leader;
      a0 |= drawn(0, winner, pos);
      a1 |= drawn(1, winner, pos);
      int np = pos < stockLen ? pos + 2 : pos;
      int nextLead = restricted ? Kernel.afterTrick(lead, c >>> 3, leader, winner) : 0;
      computeKey(a0, a1, np, winner, nextLead);
      boolean inEnd = np >= stockLen && compactEnd;
      int slot = inEnd ? findEnd(endKey(tKey)) : findSlot(table, tableMask, tKey, tCheck);
      if (slot < 0) {
        continue;
      }
      long d = inEnd ? endData(endTable[OFF + slot]) : table[OFF + 2 * slot + 1];
      int p = pts[c] + pts[f];
      int bound = followerWins
          ? -p - ((int) (d & 0x1FF) - 256)
          : p + ((int) (d >>> 9 & 0x1FF) - 256);
      if (bound < best) {
        best = bound;
        etcReply = f;
      }
    }
    return best;
  }

  private int worth(long[] table, int slot) {
    long d = table[OFF + 2 * slot + 1];
    return (int) (d >>> 40 & 0xFFFF) == generation ? (int) (d >>> 56) + 64 : (int) (d >>> 56);
  }

  /**
   * The points that the leader of {@code hand} is sure of against {@code other} with the stock at
   * {@code pos}: his cards that win their tricks one after another whatever the opponent does.
   */
  private int surePoints(int hand, int other, int pos) {
    if (pos >= stockLen && !zwangRule && cr.obligation(0) != CompiledRules.OBLIGE_NONE) {
      return endgameSurePoints(hand, other);
    }
    int sure = 0;
    int threats = other | stockRest[pos];
    for (int m = hand; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if ((beatsLed[c] & threats) == 0) {
        sure += pts[c];
      }
    }
    return sure;
  }

  /**
   * The points that the leader of {@code hand} is sure of against {@code other} with the stock
   * empty, the opponent bound to follow suit: in each suit, the leader's cards that none of the
   * opponent's cards of the suit beats win one after another, the dearest first, as long as the
   * opponent has a card of the suit to follow with (all of them when nothing else of his beats
   * them either, as a trump would), and he follows with at least his cheapest cards of the suit.
   *
   * <p>When the rules are {@link #suitLocal} and every suit counts alike, what a suit gives
   * depends only on the ranks of the two hands' cards of it and whether the opponent holds a card
   * of another suit that beats it; it is then worked out once and remembered.
   */
  private int endgameSurePoints(int hand, int other) {
    int sure = 0;
    for (int s = 0; s < 4; s++) {
      int suit = Kernel.suitMask(s);
      if (!sureBySuit) {
        sure += surePointsInSuit(hand & suit, other & suit, other & ~suit);
        continue;
      }
      int sh = s << 3;
      int trumped = (other & crossBeaters[s]) != 0 ? 1 : 0;
      int i = trumped << 16 | (hand >>> sh & 0xFF) << 8 | (other >>> sh & 0xFF);
      int v = sureInSuit[i];
      if (v == 0) {
        // Worked out on suit s itself: every card of it meets the same beaters from outside
        // (suitLocal), so only whether he holds one of them matters.
        v = 1 + surePointsInSuit(hand & suit, other & suit, other & crossBeaters[s]);
        sureInSuit[i] = (byte) v;
      }
      sure += (v & 0xFF) - 1;
    }
    return sure;
  }

  /**
   * The sure points of {@link #endgameSurePoints} in one suit: {@code mine} and {@code theirs}
   * the two hands' cards of it, {@code outside} the opponent's other cards.
   */
  private int surePointsInSuit(int mine, int theirs, int outside) {
    int top = 0;
    boolean trumped = false;
    for (int m = mine; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if ((beatsLed[c] & theirs) == 0) {
        top |= 1 << c;
        trumped |= (beatsLed[c] & outside) != 0;
      }
    }
    if (top == 0) {
      return 0;
    }
    int follows = Integer.bitCount(theirs);
    int n = trumped ? Math.min(Integer.bitCount(top), follows) : Integer.bitCount(top);
    return extremePoints(top, n, true) + extremePoints(theirs, Math.min(n, follows), false);
  }

  /** {@return the points of the {@code n} dearest (or cheapest) of {@code cards}} */
  private int extremePoints(int cards, int n, boolean dearest) {
    int sum = 0;
    for (int k = 0; k < n; k++) {
      int pick = -1;
      for (int m = cards; m != 0; m &= m - 1) {
        int c = Integer.numberOfTrailingZeros(m);
        if (pick < 0 || (dearest ? pts[c] > pts[pick] : pts[c] < pts[pick])) {
          pick = c;
        }
      }
      sum += pts[pick];
      cards &= ~(1 << pick);
    }
    return sum;
  }

  /**
   * The exact value of the last two tricks (stock empty, two cards each, no lead restriction or
   * Zwang) for the leader of {@code hand} against {@code other}.
   */
  private int lastTwo(int hand, int other) {
    int best = -INF;
    for (int m = hand; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      int c2 = Integer.numberOfTrailingZeros(hand & ~(1 << c));
      int legal = cr.obligation(0) != CompiledRules.OBLIGE_NONE
          ? Kernel.followMask(cr, other, 0, trumpSuit, c, c, true, false)
          : other;
      int worst = INF;
      for (int l = legal; l != 0; l &= l - 1) {
        int f = Integer.numberOfTrailingZeros(l);
        int f2 = Integer.numberOfTrailingZeros(other & ~(1 << f));
        int p = pts[c] + pts[f];
        int p2 = pts[c2] + pts[f2];
        int v;
        if ((beatsLed[c] & (1 << f)) == 0) {
          v = p + ((beatsLed[c2] & (1 << f2)) != 0 ? -p2 : p2);
        } else {
          v = -p - ((beatsLed[f2] & (1 << c2)) != 0 ? -p2 : p2);
        }
        worst = Math.min(worst, v);
      }
      best = Math.max(best, worst);
    }
    return best;
  }

  /**
   * An upper bound on the leader's value of the lead {@code order[i]} from the leads tried before
   * it at this ply, or {@link #INF}: a lead of the same run of alike cards ({@code starts} the
   * first card of each run, {@link #distinct}) but dearer, refuted by a reply that let it win, or
   * cheaper, refuted by a capture. The same reply answers this lead with the same trick, and by
   * strategy stealing gives the leader no more than it gave him there (the follower who lets a
   * lead win would rather it were the cheaper card; the one who captures, the dearer).
   */
  private int refutedAlike(int[] order, int i, int starts, int ply) {
    int c = order[i];
    int bound = INF;
    for (int j = 0; j < i; j++) {
      int x = order[j];
      int by = leadRefutedBy[ply][j];
      if (by != 0 && x >>> 3 == c >>> 3 && (by < 0) == (pts[x] > pts[c])
          && pts[x] != pts[c] && sameRun(x, c, starts)) {
        bound = Math.min(bound, leadBound[ply][j]);
      }
    }
    return bound;
  }

  /**
   * Moves the first of the follower's replies {@code order[2..n)} of the other kind than the
   * first reply (capturing the lead, of {@code beats}, or letting it win) to second place, when
   * the second is of the first's kind, keeping the others in their order. When the best-scored
   * capture fails to hold the leader, the next captures mostly fail alike, and so do the next
   * ways of letting him win: the best of the other kind is the likelier refutation. (While the
   * stock lasts: 2-5% fewer positions in elfern-trumps, 3-4% in elfern and elfern-app, 14-28%
   * in bohemian-points.)
   */
  private static void secondOfOtherKind(int[] order, int n, int beats) {
    boolean firstCaptures = (beats >>> order[0] & 1) != 0;
    boolean secondCaptures = (beats >>> order[1] & 1) != 0;
    if (secondCaptures != firstCaptures) {
      return;
    }
    for (int i = 2; i < n; i++) {
      int f = order[i];
      boolean captures = (beats >>> f & 1) != 0;
      if (captures != firstCaptures) {
        System.arraycopy(order, 1, order, 2, i - 1);
        order[1] = f;
        return;
      }
    }
  }

  private static int insert(int[] order, int[] score, int n, int mv, int s) {
    int i = n;
    while (i > 0 && score[i - 1] < s) {
      score[i] = score[i - 1];
      order[i] = order[i - 1];
      i--;
    }
    score[i] = s;
    order[i] = mv;
    return n + 1;
  }

  /**
   * The one-trick exchange of leading {@code c} against {@code other} while the stock lasts, the
   * trick's winner drawing a card {@code draw} better than the loser's ({@link #drawAdvantage}),
   * for move ordering only: the least, over the opponent's replies, of the trick's points (twice)
   * and the draw (three times) to the winner, plus the reply's worth less twice the lead's ({@link
   * #quality}).
   */
  private int exchange(int c, int other, int draw) {
    int worst = Integer.MAX_VALUE;
    for (int m = other; m != 0; m &= m - 1) {
      int f = Integer.numberOfTrailingZeros(m);
      int trick = 2 * (pts[c] + pts[f]) + 3 * draw;
      int v = (beatsLed[c] & (1 << f)) != 0 ? -trick : trick;
      worst = Math.min(worst, v + quality[f] - 2 * quality[c]);
    }
    return worst;
  }

  /**
   * The follower's one-trick exchange of replying {@code f} to the lead {@code c} while the stock
   * lasts, the trick's winner drawing a card {@code draw} better than the loser's, for move
   * ordering only: the trick's points and the draw to the winner, less the worth of the card given
   * up ({@link #quality}), weighed 8 : 3 : 2 without trumps and 4 : 6 : 1 with them.
   */
  private int replyExchange(int c, int f, int draw) {
    int trick = replyTrickWeight * (pts[c] + pts[f]) + replyDrawWeight * draw;
    return ((beatsLed[c] & (1 << f)) != 0 ? trick : -trick) - replyCardWeight * quality[f];
  }

  /**
   * The leader's value after leading {@code mv} (card, plus {@link #ZWANG} when announced; the
   * card already out of the leader's hand): the follower picks the minimum.
   */
  private int leadValue(int h0, int h1, int pos, int leader, int lead, int rem, int mv,
      int alpha, int beta, int ply) {
    int c = mv & 31;
    boolean zwang = mv >= ZWANG;
    int fh = leader == 0 ? h1 : h0;
    int stockSize = stockLen - pos;
    int legal = zwang || cr.obligation(stockSize) != CompiledRules.OBLIGE_NONE
        ? Kernel.followMask(cr, fh, stockSize, trumpSuit, c, c, true, zwang)
        : fh;
    int live = h0 | h1 | stockRest[pos] | 1 << c;
    legal = replyDominance ? undominated(legal, live, beatsLed[c]) : distinct(legal, live);
    int[] order = moveBuf[MAX_PLY + ply];
    int[] score = scoreBuf[MAX_PLY + ply];
    int n = 0;
    int beats = beatsLed[c];
    int pc = pts[c];
    int draw = pos < stockLen ? drawAdvantage[pos] : 0;
    for (int m = legal; m != 0; m &= m - 1) {
      int f = Integer.numberOfTrailingZeros(m);
      // A follower first tries to capture a lead that counts, then a blank one (the cheapest
      // capture first), else to throw his cheapest card. (Capturing a blank lead last searched
      // 13% more positions in elfern, 40% more in bohemian-schneider.)
      int s = (beats & (1 << f)) != 0
          ? (pc > 0 ? 1000 : 32) + pc * 8 - pts[f] * 4 + (f & 7)
          : -pts[f] * 8 + (f & 7);
      if (pos < stockLen && replyByExchange) {
        // The trick's points, the draw and the card given up are weighed together.
        s += REPLY_EXCHANGE_WEIGHT * replyExchange(c, f, draw);
      } else if (pos < stockLen) {
        // While the stock lasts the trick also decides who draws the better card: a follower
        // first tries to win or lose as the two cards to be drawn make worth it.
        s += (beats & (1 << f)) != 0 ? drawWeight * draw : -drawWeight * draw;
      }
      n = insert(order, score, n, f, s);
    }
    if (pos < stockLen && n > 2) {
      secondOfOtherKind(order, n, beats);
    }
    int best = INF;
    if (stockLen - pos >= ETC_MIN) {
      int bound = etc(h0, h1, pos, leader, lead, c, legal);
      if (bound <= alpha) {
        refutation = etcReply;
        return bound;
      }
    }
    int refuted = -1;
    for (int i = 0; i < n; i++) {
      int v = trickValue(h0, h1, pos, leader, lead, rem, c, order[i], alpha, Math.min(beta, best),
          ply);
      if (v < best) {
        best = v;
        if (best <= alpha) {
          refuted = order[i];
          break;
        }
      }
    }
    refutation = refuted;
    return best;
  }

  /** The leader's value of the trick {@code c} (led) and {@code f} (followed) and the rest. */
  private int trickValue(int h0, int h1, int pos, int leader, int lead, int rem, int c, int f,
      int alpha, int beta, int ply) {
    int fbit = 1 << f;
    if (leader == 0) {
      h1 &= ~fbit;
    } else {
      h0 &= ~fbit;
    }
    boolean followerWins = (beatsLed[c] & fbit) != 0;
    int winner = followerWins ? 1 - leader : leader;
    int p = pts[c] + pts[f];
    h0 |= drawn(0, winner, pos);
    h1 |= drawn(1, winner, pos);
    pos = pos < stockLen ? pos + 2 : pos;
    int nextLead = restricted ? Kernel.afterTrick(lead, c >>> 3, leader, winner) : 0;
    int rest = rem - p;
    if (!followerWins) {
      return p + search(h0, h1, pos, leader, nextLead, rest, alpha - p, beta - p, ply + 1);
    }
    return -p - search(h0, h1, pos, winner, nextLead, rest, -beta - p, -alpha - p, ply + 1);
  }

  /**
   * {@return the card (as a mask, 0 for none) that {@code seat} draws after a trick won by {@code
   * winner} with the stock at {@code pos}: the winner draws first, then the other seat}
   */
  private int drawn(int seat, int winner, int pos) {
    int i = seat == winner ? pos : pos + 1;
    return i < stockLen ? 1 << stock[i] : 0;
  }

  /**
   * Whether cards {@code a} and {@code b} (same suit and hand) decide every trick alike: no card
   * of {@code live} ranked between them, and every other card of {@code live} beats, and is
   * beaten by, both or neither (led or following). Such cards differ at most in their points.
   */
  private boolean alike(int a, int b, int live) {
    if (((noMerge >>> a | noMerge >>> b) & 1) != 0) {
      return false;
    }
    int lo = Math.min(a, b);
    int hi = Math.max(a, b);
    int between = ((1 << hi) - 1) & ~((2 << lo) - 1);
    int others = live & ~(1 << a | 1 << b);
    int diff = (beatsLed[a] ^ beatsLed[b]) | (beatsFollow[a] ^ beatsFollow[b])
        | (beatenLed[a] ^ beatenLed[b]) | (beatenFollow[a] ^ beatenFollow[b]) | between;
    return (diff & others) == 0;
  }

  /**
   * Drops from {@code cards} (one hand's) each card that is one move with a higher-ranked card it
   * keeps, with {@code live} the cards still in play (hands, stock and the trick); sets {@link
   * #dearestAlike}, {@link #cheapestAlike} and {@link #runStarts}.
   *
   * <p>Cards of a suit that follow one another in {@code cards} and are {@link #alike} form runs;
   * cards of one run differ at most in their points, as no card outside the run tells them apart
   * and two cards of one hand never meet in a trick. Of the cards of a run with the same points
   * only the highest-ranked is kept (card equivalence); of a run whose cards count differently,
   * the dearest and the cheapest are those that a dominated lead or reply gives way to.
   */
  private int distinct(int cards, int live) {
    if (!suitLocal) {
      return runs(cards, live);
    }
    // The runs depend on the suit's own live cards only: one remembered answer per pattern.
    int out = 0;
    int dearest = 0;
    int cheapest = 0;
    int starts = 0;
    for (int sh = 0; sh < 32; sh += 8) {
      int cb = cards >>> sh & 0xFF;
      if ((cb & (cb - 1)) == 0) {
        // None or one card of the suit.
        out |= cb << sh;
        dearest |= cb << sh;
        cheapest |= cb << sh;
        starts |= cb << sh;
        continue;
      }
      int i = (live >>> sh & 0xFF) << 8 | cb;
      int g = runsBySuit[i];
      if (g == 0) {
        int d = runs(cb, live >>> sh & 0xFF);
        g = d | dearestAlike << 8 | cheapestAlike << 16 | runStarts << 24;
        runsBySuit[i] = g;
      }
      out |= (g & 0xFF) << sh;
      dearest |= (g >>> 8 & 0xFF) << sh;
      cheapest |= (g >>> 16 & 0xFF) << sh;
      starts |= (g >>> 24) << sh;
    }
    dearestAlike = dearest;
    cheapestAlike = cheapest;
    runStarts = starts;
    return out;
  }

  /** {@link #distinct} worked out card by card. */
  private int runs(int cards, int live) {
    int out = 0;
    int dearest = 0;
    int cheapest = 0;
    int starts = 0;
    for (int s = 0; s < 4; s++) {
      int prev = -1;
      long seen = 0; // the points (under 64) of the run's cards kept so far
      int dear = -1;
      int cheap = -1;
      for (int m = cards & Kernel.suitMask(s); m != 0; m &= m - 1) {
        int c = Integer.numberOfTrailingZeros(m);
        if (prev >= 0 && !alike(prev, c, live)) {
          dearest |= 1 << dear;
          cheapest |= 1 << cheap;
          seen = 0;
          dear = -1;
          cheap = -1;
        }
        if (dear < 0) {
          starts |= 1 << c;
        }
        prev = c;
        if ((seen >>> pts[c] & 1) != 0) {
          continue;
        }
        seen |= 1L << pts[c];
        out |= 1 << c;
        if (dear < 0 || pts[c] > pts[dear]) {
          dear = c;
        }
        if (cheap < 0 || pts[c] < pts[cheap]) {
          cheap = c;
        }
      }
      if (prev >= 0) {
        dearest |= 1 << dear;
        cheapest |= 1 << cheap;
      }
    }
    dearestAlike = dearest;
    cheapestAlike = cheapest;
    runStarts = starts;
    return out;
  }

  /**
   * Drops from the follower's replies {@code cards} each card that another of them dominates
   * (and, as {@link #distinct} does, each card equivalent to one it keeps): of two cards of a
   * run of alike cards that count different points, the dearer when they lose to the lead (of
   * beaters {@code beats}) and the cheaper when they capture it. Sound by a strategy-stealing
   * argument: the follower who keeps the other card can play it wherever he would have played
   * this one, every trick going as before, and the difference of the two cards' points goes at
   * worst to the leader later instead of now; so the dropped reply is never better for him.
   */
  private int undominated(int cards, int live, int beats) {
    distinct(cards, live);
    return dearestAlike & beats | cheapestAlike & ~beats;
  }

  private static int index(int tableMask, long key, int check) {
    long h = key * 0x9E3779B97F4A7C15L + check * 0xC2B2AE3D27D4EB4FL;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h >>> 40) & tableMask;
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
