package io.github.elfern.bot;

import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.card.Card;
import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.LeadRestriction;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The earlier solver (alpha-beta on its own masks), kept as a test oracle for mid-size positions.
 *
 *  <p>
 * An exact solver for two-player deals with every card known (both hands and the order of the
 * stock): how many points the seat to move can secure against best defence, and which moves do
 * it.
 *
 * <p>Each side maximises the points it takes from now on; with a fixed total that is the same as
 * maximising the difference, so the value is the final points difference (seat to move minus
 * opponent) under best play. Thresholds (11 to win, 15 for schneider) are not targeted: a
 * player who could be sure of 11 but might gamble for 15 is assumed to maximise points.
 *
 * <p>The search is a negamax alpha-beta over the trick play on the solver's own bit masks (hands
 * as {@code int} masks, the stock as card indices), with a transposition table keyed by the two
 * hands and the leader at the start of each trick, and move ordering (the table's best move,
 * then sure winners and cheap captures). A phase-2 position (stock empty) is solved in well under
 * a millisecond. Measured on positions from random play ({@code SolverReach} in the tests, one
 * core): in {@code elfern} every position with 26 or fewer cards left to play (hands and stock)
 * took under a second, a whole deal one to three seconds (median 1.3 s on a quiet machine, 2.8 s
 * under load); with trumps, 22 or fewer cards, and 24 in half a second on median.
 *
 * <p>With any higher card capturing and no seven beating an ace, cards of one suit in the same
 * hand with equal points and nothing left between them are searched once: either play gives the
 * same value.
 *
 * <pre>{@code
 * GameState state = GameState.fromPosition("elfern|...");
 * Solver.Solution s = new Solver().solve(state);
 * s.pointsDifference();   // e.g. 4: the seat to move ends 12-8 with best play
 * s.bestMoves();          // every move that achieves it
 * }</pre>
 *
 * <p>A solver holds its transposition table and is therefore not thread-safe: give each thread
 * its own. Fünfzehnern (three or four players) is refused: it is not a two-player game.
 */
final class OldSolver {

  private static final int EXACT = 0;
  private static final int LOWER = 1;
  private static final int UPPER = 2;

  private final int mask;
  private final long[] keys;
  private final long[] data;
  private int generation;
  private long nodes;

  // Per solve.
  private TrickTables cr;
  private int[] stock;
  private int stockLen;
  private int[] stockRest; // the cards of stock[pos..], by pos
  private int deckMask;
  private boolean equivalence;

  /** Creates a solver with a transposition table of 2^20 entries (16 MiB). */
  OldSolver() {
    this(20);
  }

  /**
   * Creates a solver with a transposition table of {@code 2^tableBits} entries (16 bytes each).
   *
   * @param tableBits from 8 to 26
   * @throws IllegalArgumentException if {@code tableBits} is out of range
   */
  OldSolver(int tableBits) {
    if (tableBits < 8 || tableBits > 26) {
      throw new IllegalArgumentException("tableBits must be from 8 to 26, got " + tableBits);
    }
    this.mask = (1 << tableBits) - 1;
    this.keys = new long[1 << tableBits];
    this.data = new long[1 << tableBits];
  }

  /** {@return the number of positions searched since this solver was created} */
  public long nodes() {
    return nodes;
  }

  /**
   * Solves {@code state} exactly.
   *
   * @param state a two-player deal that is not over
   * @return the value of every legal move and the best ones
   * @throws IllegalArgumentException if the deal has more than two players, a lead restriction
   *     or Zwang, or is over
   */
  public Solution solve(GameState state) {
    if (state.players() != 2
        || state.rules().leadRestriction() != LeadRestriction.NONE
        || state.rules().zwang()) {
      throw new IllegalArgumentException(
          "the solver plays two-player deals without lead restrictions or Zwang, not "
              + state.rules().notation());
    }
    if (state.isOver()) {
      throw new IllegalArgumentException("the deal is over, there is nothing to solve: " + state);
    }
    prepare(state);
    int h0 = state.hand(0).mask();
    int h1 = state.hand(1).mask();
    int leader = state.leader();
    List<Move> trick = state.currentTrick();
    int led = trick.isEmpty() ? -1 : trick.get(0).card().ordinal();
    int mover = state.toMove();
    int already = state.points(mover) - state.points(1 - mover);
    int window = state.rules().totalPoints() + 1;
    Map<Move, Integer> values = new LinkedHashMap<>();
    int best = Integer.MIN_VALUE;
    for (Move m : state.legalMoves()) {
      int c = m.card().ordinal();
      int v;
      if (led < 0) {
        int n0 = mover == 0 ? h0 & ~(1 << c) : h0;
        int n1 = mover == 1 ? h1 & ~(1 << c) : h1;
        v = -search(n0, n1, 0, leader, c, -window, window);
      } else {
        v = follow(h0, h1, 0, leader, led, c, -window, window);
      }
      values.put(m, already + v);
      best = Math.max(best, already + v);
    }
    List<Move> bestMoves = new ArrayList<>();
    for (Map.Entry<Move, Integer> e : values.entrySet()) {
      if (e.getValue() == best) {
        bestMoves.add(e.getKey());
      }
    }
    return new Solution(mover, best, state.rules().totalPoints(), values, bestMoves);
  }

  private void prepare(GameState state) {
    int trumpSuit = state.trumpSuit().map(Suit::ordinal).orElse(-1);
    if (cr == null || !cr.rules().equals(state.rules()) || cr.trumpSuit() != trumpSuit) {
      cr = TrickTables.of(state.rules(), trumpSuit);
    }
    List<Card> s = state.stock();
    stockLen = s.size();
    stock = new int[stockLen];
    for (int i = 0; i < stockLen; i++) {
      stock[i] = s.get(i).ordinal();
    }
    stockRest = new int[stockLen + 1];
    for (int i = stockLen - 1; i >= 0; i--) {
      stockRest[i] = stockRest[i + 1] | 1 << stock[i];
    }
    deckMask = state.rules().deck().mask();
    equivalence = state.rules().capture() == io.github.elfern.rules.Capture.HIGHER
        && !state.rules().sevenBeatsAce();
    generation = (generation + 1) & 0xFFFF;
    if (generation == 0) {
      java.util.Arrays.fill(keys, 0);
      java.util.Arrays.fill(data, 0);
      generation = 1;
    }
  }

  /**
   * The value of the position for the seat to move, counting only points still to be taken:
   * {@code led < 0} at the start of a trick (the leader to move), else the follower to move.
   */
  private int search(int h0, int h1, int pos, int leader, int led, int alpha, int beta) {
    nodes++;
    if (led >= 0) {
      int hand = leader == 0 ? h1 : h0;
      int legal = Kernel.followMask(cr.compiled(), hand, stockLen - pos, cr.trumpSuit(), led, led,
          true, false);
      return followNode(h0, h1, pos, leader, led, legal, alpha, beta);
    }
    int hand = leader == 0 ? h0 : h1;
    if (hand == 0) {
      return 0;
    }
    int other = leader == 0 ? h1 : h0;
    if (pos == stockLen && Integer.bitCount(hand) == 1) {
      // Last trick: both moves are forced.
      int c = Integer.numberOfTrailingZeros(hand);
      int f = Integer.numberOfTrailingZeros(other);
      int v = cr.points(c) + cr.points(f);
      return (cr.beatsLed(c) & (1 << f)) != 0 ? -v : v;
    }
    long key = ((long) h0 << 32) | (h1 & 0xFFFFFFFFL);
    int slot = index(key, leader);
    int ttMove = -1;
    int origAlpha = alpha;
    if (keys[slot] == key) {
      long d = data[slot];
      if ((int) (d >>> 32 & 0xFFFF) == generation && (int) (d >>> 48 & 1) == leader) {
        int v = (short) d;
        int flag = (int) (d >>> 16) & 3;
        ttMove = (int) (d >>> 18) & 63;
        if (flag == EXACT) {
          return v;
        } else if (flag == LOWER) {
          alpha = Math.max(alpha, v);
        } else {
          beta = Math.min(beta, v);
        }
        if (alpha >= beta) {
          return v;
        }
      }
    }
    // Order the leads: the table's move, then leads the opponent cannot beat (most valuable
    // first), then the others (cheapest first).
    int[] order = new int[8];
    int n = 0;
    int[] score = new int[8];
    int moves = equivalence ? distinct(hand, ~(h0 | h1 | stockRest[pos]) & deckMask) : hand;
    for (int m = moves; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      int s;
      if (c == ttMove) {
        s = 1 << 20;
      } else if ((cr.beatsLed(c) & other) == 0) {
        s = 1000 + cr.points(c) * 8 - (c & 7);
      } else {
        s = -cr.points(c) * 8 + (c & 7);
      }
      int i = n++;
      while (i > 0 && score[i - 1] < s) {
        score[i] = score[i - 1];
        order[i] = order[i - 1];
        i--;
      }
      score[i] = s;
      order[i] = c;
    }
    int best = Integer.MIN_VALUE;
    int bestMove = order[0];
    for (int i = 0; i < n; i++) {
      int c = order[i];
      int bit = 1 << c;
      int v = leader == 0
          ? -search(h0 & ~bit, h1, pos, leader, c, -beta, -alpha)
          : -search(h0, h1 & ~bit, pos, leader, c, -beta, -alpha);
      if (v > best) {
        best = v;
        bestMove = c;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    int flag = best <= origAlpha ? UPPER : best >= beta ? LOWER : EXACT;
    keys[slot] = key;
    data[slot] = (best & 0xFFFFL) | ((long) flag << 16) | ((long) bestMove << 18)
        | ((long) generation << 32) | ((long) leader << 48);
    return best;
  }

  /**
   * Drops from {@code legal} each card that is equivalent to a higher legal card of its suit:
   * same points, and every card of rank between them already out of play ({@code gone}). Playing
   * either leads to positions that differ only by the names of the two cards. Valid when any
   * higher card of the suit led captures and no seven beats an ace.
   */
  private int distinct(int legal, int gone) {
    int out = legal;
    for (int m = legal; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      for (int b = c - 1; b >= (c & ~7); b--) {
        int bit = 1 << b;
        if ((gone & bit) != 0) {
          continue;
        }
        if ((legal & bit) != 0 && cr.points(b) == cr.points(c)) {
          out &= ~(1 << c);
        }
        break;
      }
    }
    return out;
  }

  private int index(long key, int leader) {
    long h = key * 0x9E3779B97F4A7C15L + leader;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h >>> 40) & mask;
  }

  /** The follower (the seat after {@code leader}) to move with the legal cards {@code legal}. */
  private int followNode(int h0, int h1, int pos, int leader, int led, int legal, int alpha,
      int beta) {
    int[] order = new int[8];
    int[] score = new int[8];
    int n = 0;
    int beats = cr.beatsLed(led);
    if (equivalence) {
      legal = distinct(legal, ~(h0 | h1 | stockRest[pos] | 1 << led) & deckMask);
    }
    for (int m = legal; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      int s = (beats & (1 << c)) != 0
          ? 1000 + (cr.points(led) + cr.points(c)) * 8 + (c & 7)
          : -cr.points(c) * 8 + (c & 7);
      int i = n++;
      while (i > 0 && score[i - 1] < s) {
        score[i] = score[i - 1];
        order[i] = order[i - 1];
        i--;
      }
      score[i] = s;
      order[i] = c;
    }
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      int v = follow(h0, h1, pos, leader, led, order[i], alpha, beta);
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /** The follower's value of playing {@code c} to {@code led}, within the window. */
  private int follow(int h0, int h1, int pos, int leader, int led, int c, int alpha, int beta) {
    int follower = 1 - leader;
    int bit = 1 << c;
    if (follower == 0) {
      h0 &= ~bit;
    } else {
      h1 &= ~bit;
    }
    boolean followerWins = (cr.beatsLed(led) & bit) != 0;
    int winner = followerWins ? follower : leader;
    int value = cr.points(led) + cr.points(c);
    if (pos < stockLen) {
      int first = 1 << stock[pos];
      int second = 1 << stock[pos + 1];
      if (winner == 0) {
        h0 |= first;
        h1 |= second;
      } else {
        h1 |= first;
        h0 |= second;
      }
      pos += 2;
    }
    if (followerWins) {
      return value + search(h0, h1, pos, winner, -1, alpha - value, beta - value);
    }
    return -value - search(h0, h1, pos, winner, -1, -(beta + value), -(alpha + value));
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
      Integer v = values.get(move);
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
