package io.github.elfern.bot;

import java.util.Arrays;

/**
 * The {@link Solver}'s transposition tables: the value bounds and best move of the trick starts
 * searched, in two tables. One holds the positions with cards in the stock, keyed by {@link
 * CanonicalKeys#key} and {@link CanonicalKeys#check} and kept for one solve (its entries carry
 * the solve's generation). The other holds the positions with the stock empty, whose values do
 * not depend on the stock, so that they are kept from one solve to the next and emptied only
 * when the rules or the trump suit change.
 *
 * <p>An entry's data, in the layout of the first table (the second's entries are unpacked to it
 * by {@link #endData}): the lower bound + 256 in bits 0-8, the upper bound + 256 in bits 9-17,
 * the best move in bits 18-24 ({@link #lo}, {@link #hi}, {@link #move}); then the check in bits
 * 25-39, the generation in bits 40-55 and the cards still to be played in bits 56-63.
 */
final class TranspositionTable {

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
   * follower's, which {@link CanonicalKeys#endKey} packs into 45 bits and mixes one-to-one, so
   * that the bucket's index and the key bits kept in the entry together identify it exactly.
   * Half the bytes of a {@link #table} entry: as many positions in half the memory, which the
   * processor's caches hold better. Its values do not depend on the stock, so it is kept from
   * one solve to the next and cleared only when the rules or the trump suit change.
   */
  private final long[] endTable;
  private final int endBucketBits;
  /** Whether anything was stored in {@link #endTable} since it was last emptied. */
  private boolean endUsed;
  /** The solve's number (16 bits, never 0 once a solve has begun): entries of others are stale. */
  private int generation;

  /**
   * Makes tables of {@code 2^tableBits} entries (16 bytes each) for positions with cards in the
   * stock and of {@code 2^(tableBits + 1)} entries (8 bytes each, at least 2^14 and at most 2^20)
   * for those with the stock empty.
   */
  TranspositionTable(int tableBits) {
    this.tableMask = (1 << tableBits) - 1;
    this.table = new long[OFF + (2 << tableBits)];
    // An endgame entry keeps 45 - (endBits - 3) bits of its key above 30 bits of data.
    int endBits = Math.max(END_MIN_BITS, Math.min(tableBits + 1, END_BITS));
    this.endBucketBits = endBits - 3;
    this.endTable = new long[OFF + (1 << endBits)];
  }

  /** Forgets every position stored. */
  void clear() {
    Arrays.fill(table, 0);
    Arrays.fill(endTable, 0);
    endUsed = false;
  }

  /** Forgets the positions with the stock empty: the rules or the trump suit changed. */
  void rulesChanged() {
    if (endUsed) {
      Arrays.fill(endTable, 0);
      endUsed = false;
    }
  }

  /** Begins a solve: the entries of the positions with cards in the stock become stale. */
  void nextSolve() {
    generation = (generation + 1) & 0xFFFF;
    if (generation == 0) {
      Arrays.fill(table, 0);
      generation = 1;
    }
  }

  /** Sets the solve's number, for the endgame databases' computation. */
  void generation(int g) {
    generation = g;
  }

  /**
   * {@return the slot of the first table holding {@code key} and {@code check} in this solve, or
   * -1}
   */
  int find(long key, int check) {
    int slot = index(key, check);
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

  /** {@return the data of slot {@code slot} of the first table} */
  long data(int slot) {
    return table[OFF + 2 * slot + 1];
  }

  /**
   * {@return the slot of the first table where {@code key} and {@code check} are looked for
   * first}
   */
  int index(long key, int check) {
    long h = key * 0x9E3779B97F4A7C15L + check * 0xC2B2AE3D27D4EB4FL;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h >>> 40) & tableMask;
  }

  /**
   * Stores bounds {@code lo..hi}, move {@code move} and the {@code cards} still to be played of
   * the position {@code key}, {@code check} in the first table: in its {@code slot} when it had
   * one ({@code hit}), else in place of the entry worth least of the bucket of {@code slot} (of an
   * earlier solve, or with fewest cards to go).
   */
  void store(int slot, boolean hit, long key, int check, int lo, int hi, int move, int cards) {
    if (!hit) {
      // Replace the bucket's entry worth least (of an earlier solve, or fewest cards to go).
      int a = slot & ~(WAYS - 1);
      slot = a;
      int least = worth(a);
      for (int k = 1; k < WAYS; k++) {
        int w = worth(a | k);
        if (w < least) {
          least = w;
          slot = a | k;
        }
      }
    }
    table[OFF + 2 * slot] = key;
    table[OFF + 2 * slot + 1] = (lo + 256) | (long) (hi + 256) << 9 | (long) move << 18
        | (long) check << 25 | (long) generation << 40 | (long) cards << 56;
  }

  private int worth(int slot) {
    long d = table[OFF + 2 * slot + 1];
    return (int) (d >>> 40 & 0xFFFF) == generation ? (int) (d >>> 56) + 64 : (int) (d >>> 56);
  }

  /** {@return the endgame table's slot holding mixed key {@code x}, or -1} */
  int findEnd(long x) {
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

  /**
   * {@return the bounds and move of the endgame table's slot {@code slot}, in the layout of the
   * first table's data}
   */
  long endData(int slot) {
    long e = endTable[OFF + slot];
    return ((e & 0xFF) + 128) | ((e >>> 8 & 0xFF) + 128) << 9 | (e >>> 16 & 0x3F) << 18;
  }

  /**
   * Stores bounds {@code lo..hi} and move {@code move} of the endgame position of mixed key
   * {@code x} in its {@code slot}, or when it has none, in place of the bucket's entry with the
   * fewest cards (the cheapest to search again), preferring those stored by an earlier solve.
   */
  void storeEnd(long x, int slot, int lo, int hi, int move, int cards) {
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

  /** {@return the lower bound of entry data {@code d}} */
  static int lo(long d) {
    return (int) (d & 0x1FF) - 256;
  }

  /** {@return the upper bound of entry data {@code d}} */
  static int hi(long d) {
    return (int) (d >>> 9 & 0x1FF) - 256;
  }

  /** {@return the best move of entry data {@code d}} */
  static int move(long d) {
    return (int) (d >>> 18) & 0x7F;
  }
}
