package io.github.elfern.bot;

/**
 * The {@link Solver}'s keys of positions: the transposition-table key of a trick start, in
 * canonical form where the rules allow it (the live cards of a suit renamed, in order, to the
 * highest ranks of their points, so that positions that differ only by such a renaming share a
 * key), and the key of an endgame position with the suits the rules treat alike put in a
 * canonical order. The renaming ({@link #canon}) is also the one the endgame databases are laid
 * out by.
 *
 * <p>{@link #compute} and {@link #endKey} answer in fields ({@link #key}, {@link #check}, {@link
 * #perm}) so that the search calls them without allocating.
 */
final class CanonicalKeys {

  /** The suit order of {@link #perm} when the suits are not exchanged: each at its own place. */
  private static final int IDENTITY = 0b11_10_01_00;
  /** The 45 bits of an endgame key. */
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

  // the kernel's tables of the rules (RuleTables), read again by each prepare
  private int[] pts;
  private int[] beatsLed;
  private int[] beatsFollow;
  /** Per suit pattern: {@code canon[live << 8 | cards]} is {@code cards} renamed canonically. */
  final byte[] canon = new byte[1 << 16];
  /** The points by rank and the fixed ranks {@link #canon} was filled for (-1: not yet). */
  private long canonPoints = -1;
  private int canonFixed;
  private final int[] suitOrder = new int[4];
  /**
   * Whether positions are keyed in canonical form: live cards of a suit renamed, in order, to the
   * highest ranks of their points (under seven-beats-ace the ace and the seven keep their names);
   * used when no lead restriction or Zwang looks at ranks and the renaming is checked to keep the
   * beat relation ({@link #buildCanon}).
   */
  private boolean canonical;
  private boolean restricted;
  private boolean suitSymmetric;
  private int trumpSuit;

  /** Set by {@link #compute}: the table key of the trick start (the two hands). */
  long key;
  /** Set by {@link #compute}: what the table checks besides {@link #key}. */
  int check;
  /**
   * Set by {@link #endKey}: the suit at each place (two bits each) of the canonical order that
   * key lists the suits in.
   */
  int perm;

  /**
   * Takes the rules of {@code t} (just prepared): decides whether positions are keyed in
   * canonical form and fills {@link #canon} where they may be.
   *
   * @return whether positions are keyed in canonical form
   */
  boolean prepare(RuleTables t) {
    pts = t.pts;
    beatsLed = t.beatsLed;
    beatsFollow = t.beatsFollow;
    restricted = t.restricted;
    suitSymmetric = t.suitSymmetric;
    trumpSuit = t.trumpSuit;
    // Where a seven captures a led ace and other captures follow rank order, the ace and the
    // seven keep their names and the other ranks are renamed. The renaming is checked against
    // the trick tables before it is used.
    canonical = (t.cr.rankOrderBeats() || t.sevenOnAce) && t.cr.freeLead() && !t.cr.zwang()
        && t.suitLocal && buildCanon(t.sevenOnAce ? 1 | 1 << 7 : 0);
    return canonical;
  }

  /**
   * Fills {@link #canon}: walking a suit's live cards from the highest rank down, each is renamed
   * to the next rank (below the last one given) that counts the same points, except that the
   * ranks of {@code fixed} keep their names and are given to no other card. The result depends
   * only on the sequence of points of the live cards and where the fixed ones stand, and keeps
   * their order and points.
   *
   * <p>Called when the rules are {@link RuleTables#suitLocal}: every suit then behaves as the
   * first, so the renaming is checked on the first suit, pair by pair for every set of live cards.
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

  /**
   * Sets {@link #key} and {@link #check}, the table key of a trick start: hands {@code h0} and
   * {@code h1}, {@code stockCards} the cards left in the stock, which is at {@code pos}. Without
   * a lead restriction (whose state is the seats'), the key holds the leader's hand first and
   * the follower's second, and not which seat leads: nothing else in the rules tells the seats
   * apart (the trick's winner draws first, whoever he is), so the position with the hands the
   * other way round and the other seat to lead has the same value for its leader, and shares the
   * entry. (About a tenth fewer positions searched in {@code elfern-trumps}, a twentieth in
   * {@code elfern}.)
   */
  void compute(int h0, int h1, int stockCards, int pos, int leader, int lead) {
    if (!restricted && leader == 1) {
      int h = h0;
      h0 = h1;
      h1 = h;
    }
    if (canonical) {
      int live = h0 | h1 | stockCards;
      int c0 = 0;
      int c1 = 0;
      for (int sh = 0; sh < 32; sh += 8) {
        int l = (live >>> sh & 0xFF) << 8;
        c0 |= (canon[l | (h0 >>> sh & 0xFF)] & 0xFF) << sh;
        c1 |= (canon[l | (h1 >>> sh & 0xFF)] & 0xFF) << sh;
      }
      key = ((long) c0 << 32) | (c1 & 0xFFFFFFFFL);
      check = pos << 1;
    } else {
      key = ((long) h0 << 32) | (h1 & 0xFFFFFFFFL);
      check = restricted ? leader | lead << 1 : pos << 1;
    }
  }

  /**
   * Returns the endgame table's key of the trick start {@code key} (the leader's hand and the
   * follower's, as {@link #compute} gives them without a lead restriction, the only case with
   * an endgame table), and sets {@link #perm}. When the suits may be exchanged, they are first
   * put in a canonical order (the trump suit first, then by what the hands hold of them). The key
   * is the set of cards in the hands (32 bits) and which of them the leader holds (at most 12
   * bits, in the order of the set), packed into 45 bits (the top one unused) and mixed one-to-one
   * within them.
   *
   * @return the mixed key
   */
  long endKey(long key) {
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
      perm = 0;
      for (int i = 0; i < 4; i++) {
        int p = order[i];
        c0 |= (p >>> 10 & 0xFF) << (i << 3);
        c1 |= (p >>> 2 & 0xFF) << (i << 3);
        perm |= (p & 3) << (i << 1);
      }
    } else {
      perm = IDENTITY;
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
  static int toCanonicalSuit(int mv, int perm) {
    int suit = mv >>> 3 & 3;
    int i = 0;
    while ((perm >>> (i << 1) & 3) != suit) {
      i++;
    }
    return (mv & ~(3 << 3)) | i << 3;
  }

  /** {@return move {@code mv} with its suit's place in {@code perm} replaced by the suit} */
  static int fromCanonicalSuit(int mv, int perm) {
    return (mv & ~(3 << 3)) | (perm >>> ((mv >>> 3 & 3) << 1) & 3) << 3;
  }
}
