package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.PackedPosition;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.List;

/**
 * The {@link Solver}'s search: a fail-soft alpha-beta over whole tricks on int masks,
 * allocation-free, driven MTD(f)-style by null-window probes ({@link #mtd}) to the exact value.
 * A position is the two hands, the stock from a place in it, the leader and the lead state; its
 * value for the leader is the points difference of the cards still to come under best play.
 *
 * <p>The search asks its parts: the per-rules tables ({@link RuleTables}), the keys ({@link
 * CanonicalKeys}), the transposition tables ({@link TranspositionTable}), the bounds that need no
 * search ({@link SurePoints}), the move order ({@link MoveOrdering}), which cards are one move
 * ({@link CardEquivalence}), and the endgame database of the rules ({@link EndgameDatabase}).
 * What it reads on every position it keeps in fields of its own (the arrays of the tables, which
 * are shared, and copies of the rules' flags), so that the innermost loops read them without an
 * indirection; the parts are final classes that the compiler inlines.
 */
final class Search {

  /** The move of no move, in a table entry. */
  static final int NO_MOVE = 127;
  /** Added to a lead's card: the lead is announced as Zwang. */
  static final int ZWANG = 32;
  private static final int MAX_PLY = 40;
  /** Above every value. */
  static final int INF = 1 << 12;

  /** Thrown inside a timed search when the time is up; carries no stack trace. */
  static final class Timeout extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Timeout() {
      super("time is up", null, false, false);
    }
  }

  private static final Timeout TIMEOUT = new Timeout();

  /** The root of one solve: the position in the search's terms. */
  static final class Root {
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
  interface Probe {
    int eval(int alpha, int beta);
  }

  private final RuleTables tables = new RuleTables();
  private final CanonicalKeys keys = new CanonicalKeys(tables);
  private final TranspositionTable tt;
  private final SurePoints sure = new SurePoints(tables);
  private final MoveOrdering ordering = new MoveOrdering(tables);
  private final CardEquivalence eq = new CardEquivalence(tables);
  private final int[] pts = tables.pts;
  private final int[] beatsLed = tables.beatsLed;

  /** Whether the endgame databases are read where they apply. */
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
  /** The descriptors of a position's suits, for {@link #databaseValue}. */
  private final int[] databaseSuits = new int[4];
  /**
   * Whether the positions with the stock empty are keyed as the endgame databases are laid out:
   * canonically, with the suits the rules treat alike exchanged, in the endgame table.
   */
  private boolean databaseLayout;

  // The rules' flags, copied from the tables (see the class comment).
  private int trumpSuit;
  private CompiledRules cr;
  private TrickTables trickTables;
  private int deck;
  private boolean restricted;
  private boolean zwang;
  /** Whether positions with the stock empty go to the endgame table (not under a lead rule). */
  private boolean compactEnd;
  /**
   * Whether dominated leads and replies are dropped ({@link CardEquivalence#undominated}): not
   * under a lead restriction or Zwang, which may look at more than what a card beats.
   */
  private boolean dominance;
  /**
   * Whether the null-window probes step from the last bound ({@link #mtd}) rather than bisect:
   * in the honours games where any trick can capture, whole-deal values gather around the tie
   * (1,000 {@code elfern-trumps} deals: three quarters within two points of it), so the probes
   * next to the first one are the ones needed. (Where the next-higher card alone captures, as
   * in {@code bohemian-schneider}, the values lean to forehand, and with card points they spread
   * over 120: there stepping searched a third and a sixth more positions.)
   */
  private boolean stepProbes;

  // The stock of the solve.
  private final int[] stock = new int[33];
  private int stockLen;
  /** {@code stockRest[pos]}: the cards of the stock from {@code pos} on. */
  private final int[] stockRest = new int[34];
  /** {@code stockPoints[pos]}: the points of the stock from {@code pos} on. */
  private final int[] stockPoints = new int[34];

  private long nodes;
  private boolean timed;
  private long deadline;

  private final int[][] moveBuf = new int[MAX_PLY * 2][16];
  private final int[][] scoreBuf = new int[MAX_PLY * 2][16];
  /**
   * Set by {@link #leadValue} when it fails low on a reply it searched: that reply, else -1.
   */
  private int refutation;
  /** Per ply, the leader's value of each lead tried so far (an upper bound when refuted). */
  private final int[][] leadBound = new int[MAX_PLY][16];
  /**
   * Per ply, how each lead tried so far was refuted: 1 by a capture, -1 by a reply that let it
   * win, 0 not refuted (or not known how).
   */
  private final int[][] leadRefutedBy = new int[MAX_PLY][16];

  /**
   * Makes a search with transposition tables of {@code 2^tableBits} entries ({@link
   * TranspositionTable}) that reads the endgame databases or not.
   */
  Search(int tableBits, boolean useDatabase) {
    this.useDatabase = useDatabase;
    this.tt = new TranspositionTable(tableBits);
  }

  /** Sets up the tables of {@code rs} with trump suit {@code trump} (-1 for none). */
  void prepareRules(Rules rs, int trump) {
    if (!tables.prepare(rs, trump)) {
      return;
    }
    boolean canonical = keys.prepare(tables);
    ordering.prepare(tables);
    eq.prepare(tables);
    sure.prepare(tables);
    tt.rulesChanged();
    trumpSuit = trump;
    cr = tables.cr;
    trickTables = tables.trickTables;
    deck = tables.deck;
    restricted = tables.restricted;
    zwang = tables.zwang;
    dominance = !restricted && !zwang;
    compactEnd = !restricted && 2 * rs.handSize() <= 12;
    stepProbes = !tables.scarceCaptures && tables.honours;
    databaseLayout = canonical && tables.suitSymmetric && compactEnd;
    if (!rs.equals(databaseRules) || (trump >= 0) != databaseTrumps) {
      // The database does not depend on which suit is trumps.
      databaseRules = rs;
      databaseTrumps = trump >= 0;
      database = useDatabase && databaseLayout
          ? EndgameDatabase.shipped(rs, trump >= 0, keys.canon).orElse(null) : null;
      databaseCards = database == null ? -1 : 2 * database.cards();
    }
  }

  /** Begins a solve with stock {@code s} (the next card first), under the rules prepared. */
  void begin(List<Card> s) {
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
    }
    ordering.prepareStock(stock, stockLen);
    tt.nextSolve();
  }

  /** Begins the computation of an endgame database: the stock empty, one solve throughout. */
  void beginEndgames() {
    stockLen = 0;
    Arrays.fill(stockRest, 0);
    Arrays.fill(stockPoints, 0);
    tt.generation(1);
  }

  /** {@return the tables of the rules prepared} */
  RuleTables tables() {
    return tables;
  }

  /** {@return the card equivalence of the rules prepared} */
  CardEquivalence equivalence() {
    return eq;
  }

  /** {@return the canonical renaming of the rules prepared} */
  byte[] canon() {
    return keys.canon;
  }

  /** {@return the endgame database of the rules prepared, or null} */
  EndgameDatabase database() {
    return database;
  }

  /** {@return whether the endgame positions are keyed as the endgame databases are laid out} */
  boolean databaseLayout() {
    return databaseLayout;
  }

  /** {@return whether the probes of {@link #mtd} step rather than bisect under these rules} */
  boolean stepProbes() {
    return stepProbes;
  }

  /** {@return the points of the stock of the solve} */
  int stockPoints() {
    return stockPoints[0];
  }

  /** {@return the cards of the stock of the solve} */
  int stockCards() {
    return stockRest[0];
  }

  /** {@return the number of positions (trick starts) searched} */
  long nodes() {
    return nodes;
  }

  /** Forgets every position stored. */
  void clear() {
    tt.clear();
  }

  /** Makes the searches throw {@link Timeout} after {@link System#nanoTime()} {@code deadline}. */
  void deadline(long deadline) {
    this.deadline = deadline;
    this.timed = true;
  }

  /** Lets the searches take their time. */
  void noDeadline() {
    timed = false;
  }

  /**
   * The exact value by null-window probes (MTD(f)): {@code probe} answers, fail-soft, whether the
   * value reaches a threshold; {@code lo..hi} bounds the value. The first probe is at {@code
   * guess}; then, with {@code step}, each probe is next to the bound the last one returned (as
   * MTD(f) does), else at the middle of what is left.
   */
  static int mtd(int lo, int hi, int guess, boolean step, Probe probe) {
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
  int rootValue(Root r, int alpha, int beta) {
    if (r.led < 0) {
      return search(r.h0, r.h1, 0, r.leader, r.lead, r.rem, alpha, beta, 0);
    }
    // The follower moves: his value is minus the leader's minimum.
    return -leadValue(r.h0, r.h1, 0, r.leader, r.lead, r.rem, r.led, -beta, -alpha, 0);
  }

  /** The mover's value of playing {@code mv} at the root. */
  int rootMoveValue(Root r, int mv, int alpha, int beta) {
    if (r.led < 0) {
      int bit = 1 << (mv & 31);
      int h0 = r.leader == 0 ? r.h0 & ~bit : r.h0;
      int h1 = r.leader == 1 ? r.h1 & ~bit : r.h1;
      return leadValue(h0, h1, 0, r.leader, r.lead, r.rem, mv, alpha, beta, 0);
    }
    return -trickValue(r.h0, r.h1, 0, r.leader, r.lead, r.rem, r.led & 31, mv & 31, -beta,
        -alpha, 0);
  }

  /**
   * The exact value of the endgame position {@code leader} (to lead) against {@code follower},
   * the stock empty ({@link #beginEndgames}), for the endgame databases.
   */
  int endgameValue(int leader, int follower) {
    int rem = tables.pointsOf(leader | follower);
    return mtd(-rem, rem, 0, stepProbes,
        (a, b) -> search(leader, follower, 0, 0, 0, rem, a, b, 0));
  }

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
    if (pos >= stockLen && Integer.bitCount(hand) == 2 && !restricted && !zwang) {
      return sure.lastTwo(hand, other);
    }
    if (!restricted) {
      // Sure points, before the table is probed (a third of the positions with the stock empty
      // are cut here, and the probe is the dearest step).
      int floor = 2 * sure.surePoints(hand, other, other | stockRest[pos], pos >= stockLen) - rem;
      if (floor >= beta) {
        return floor;
      }
      if (floor > alpha) {
        alpha = floor;
      }
    }
    keys.compute(h0, h1, stockRest[pos], pos, leader, lead);
    boolean inEnd = pos >= stockLen && compactEnd;
    long key = inEnd ? keys.endKey(keys.key) : keys.key;
    int perm = keys.perm;
    int check = keys.check;
    int slot = inEnd ? tt.findEnd(key) : tt.find(key, check);
    int ttMove = NO_MOVE;
    int lo = -INF;
    int hi = INF;
    boolean hit = false;
    if (slot >= 0) {
      long d = inEnd ? tt.endData(slot) : tt.data(slot);
      hit = true;
      lo = TranspositionTable.lo(d);
      hi = TranspositionTable.hi(d);
      ttMove = TranspositionTable.move(d);
      if (inEnd) {
        ttMove = CanonicalKeys.fromCanonicalSuit(ttMove, perm);
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
      slot = tt.index(key, check);
    }
    if (!hit) {
      // The opponent is sure of the points of his cards that win whatever they meet, so the
      // leader's value is at most the rest.
      int ceiling = rem - 2 * sure.opponentSurePoints(other, hand | stockRest[pos]);
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
    legal = eq.distinct(legal, live);
    int dearest = eq.dearestAlike;
    int cheapest = eq.cheapestAlike;
    int starts = eq.runStarts;
    // Whether a run of alike cards counts differently (see refutedAlike).
    boolean mixedRuns = dominance && (legal & ~(dearest & cheapest)) != 0;
    int[] order = moveBuf[ply];
    int[] score = scoreBuf[ply];
    int n = 0;
    for (int m = legal; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      if (dominance && (dearest & cheapest & 1 << c) == 0) {
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
      int s = ordering.leadScore(c, other, pos, stockLen);
      if (c == ttMove) {
        s = MoveOrdering.TABLE_MOVE;
      }
      n = MoveOrdering.insert(order, score, n, c, s);
      if (zwang && Kernel.zwangAllowed(cr, hand, c)) {
        n = MoveOrdering.insert(order, score, n, c | ZWANG,
            (c | ZWANG) == ttMove ? MoveOrdering.TABLE_MOVE : s + 1);
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
      tt.storeEnd(key, slot, newLo, newHi, CanonicalKeys.toCanonicalSuit(bestMove, perm),
          Integer.bitCount(h0 | h1));
    } else {
      tt.store(slot, hit, key, check, newLo, newHi, bestMove,
          Integer.bitCount(h0 | h1) + stockLen - pos);
    }
    return best;
  }

  /**
   * Reads the leader's value of the endgame {@code hand} against {@code other} (stock empty,
   * {@link #databaseCards} cards) from {@link #database}: each suit's descriptor is its live
   * cards and the leader's of them renamed canonically, as the database's layout has them.
   */
  private int databaseValue(int hand, int other) {
    int live = hand | other;
    int[] d = databaseSuits;
    byte[] canon = keys.canon;
    for (int s = 0; s < 4; s++) {
      int l = live >>> (s << 3) & 0xFF;
      d[s] = database.descriptor(l, canon[l << 8 | hand >>> (s << 3) & 0xFF] & 0xFF);
    }
    return database.value(trumpSuit, d);
  }

  /**
   * An upper bound on the leader's value of the lead {@code order[i]} from the leads tried before
   * it at this ply, or {@link #INF}: a lead of the same run of alike cards ({@code starts} the
   * first card of each run, {@link CardEquivalence#distinct}) but dearer, refuted by a reply that
   * let it win, or cheaper, refuted by a capture. The same reply answers this lead with the same
   * trick, and by strategy stealing gives the leader no more than it gave him there (the
   * follower who lets a lead win would rather it were the cheaper card; the one who captures,
   * the dearer).
   */
  private int refutedAlike(int[] order, int i, int starts, int ply) {
    int c = order[i];
    int bound = INF;
    for (int j = 0; j < i; j++) {
      int x = order[j];
      int by = leadRefutedBy[ply][j];
      if (by != 0 && x >>> 3 == c >>> 3 && (by < 0) == (pts[x] > pts[c])
          && pts[x] != pts[c] && CardEquivalence.sameRun(x, c, starts)) {
        bound = Math.min(bound, leadBound[ply][j]);
      }
    }
    return bound;
  }

  /**
   * The leader's value after leading {@code mv} (card, plus {@link #ZWANG} when announced; the
   * card already out of the leader's hand): the follower picks the minimum.
   */
  private int leadValue(int h0, int h1, int pos, int leader, int lead, int rem, int mv,
      int alpha, int beta, int ply) {
    int c = mv & 31;
    boolean announced = mv >= ZWANG;
    int fh = leader == 0 ? h1 : h0;
    int stockSize = stockLen - pos;
    int legal = announced || cr.obligation(stockSize) != CompiledRules.OBLIGE_NONE
        ? Kernel.followMask(cr, fh, stockSize, trumpSuit, c, c, true, announced)
        : fh;
    int live = h0 | h1 | stockRest[pos] | 1 << c;
    legal = dominance ? eq.undominated(legal, live, beatsLed[c]) : eq.distinct(legal, live);
    int[] order = moveBuf[MAX_PLY + ply];
    int[] score = scoreBuf[MAX_PLY + ply];
    int n = 0;
    int beats = beatsLed[c];
    int pc = pts[c];
    boolean stockLasts = pos < stockLen;
    int draw = stockLasts ? ordering.drawAdvantage(pos) : 0;
    for (int m = legal; m != 0; m &= m - 1) {
      int f = Integer.numberOfTrailingZeros(m);
      n = MoveOrdering.insert(order, score, n, f,
          ordering.replyScore(c, f, pc, beats, stockLasts, draw));
    }
    if (stockLasts && n > 2) {
      MoveOrdering.secondOfOtherKind(order, n, beats);
    }
    int best = INF;
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

  /**
   * The leader's value of the trick {@code c} (led) and {@code f} (followed) and the rest: the
   * trick finished by the kernel ({@link Kernel#finishTrick}: its winner, points, draws and the
   * lead state after it).
   */
  private int trickValue(int h0, int h1, int pos, int leader, int lead, int rem, int c, int f,
      int alpha, int beta, int ply) {
    int fbit = 1 << f;
    if (leader == 0) {
      h1 &= ~fbit;
    } else {
      h0 &= ~fbit;
    }
    long outcome = Kernel.finishTrick(trickTables, (c + 1) | (f + 1) << 8,
        PackedPosition.turn(lead, pos, 0, leader), stockLen);
    int winner = Kernel.winner(outcome);
    int p = Kernel.trickValue(outcome);
    int next = PackedPosition.stockPos((int) outcome);
    h0 |= drawn(0, winner, pos, next);
    h1 |= drawn(1, winner, pos, next);
    pos = next;
    int nextLead = restricted ? PackedPosition.lead((int) outcome) : 0;
    int rest = rem - p;
    if (winner == leader) {
      return p + search(h0, h1, pos, leader, nextLead, rest, alpha - p, beta - p, ply + 1);
    }
    return -p - search(h0, h1, pos, winner, nextLead, rest, -beta - p, -alpha - p, ply + 1);
  }

  /**
   * {@return the card (as a mask, 0 for none) that {@code seat} draws of {@code
   * stock[pos..next)}, the cards drawn after a trick won by {@code winner} ({@link
   * Kernel#finishTrick}): the first to the seat the kernel's {@link Kernel#drawer} names, the
   * second to the other}
   */
  private int drawn(int seat, int winner, int pos, int next) {
    int i = Kernel.drawer(winner, 0, 2) == seat ? pos : pos + 1;
    return i < next ? 1 << stock[i] : 0;
  }
}
