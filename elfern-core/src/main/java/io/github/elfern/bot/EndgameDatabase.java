package io.github.elfern.bot;

import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * An endgame database: the exact value of every position at the first trick with the stock
 * empty (both hands full, {@code n} cards each, every other card played), for the {@link Solver}
 * to read instead of searching, as chess programs read endgame tablebases. Immutable; the
 * databases shipped with the library are loaded from the module's resources when a solver first
 * meets their rules, and shared.
 *
 * <p>Such a position is the leader's hand and the follower's. What decides it is, suit by suit,
 * the live cards renamed canonically (the {@link Solver}'s renaming, which keeps what beats what
 * and the points) and which of them the leader holds: a suit's <em>descriptor</em>. Descriptors
 * are grouped in classes by how many cards the suit holds and how many of them the leader holds,
 * numbered within each class. With trumps, the trump suit's descriptor stands apart and the three
 * other suits, which the rules treat alike, are an unordered multiset; without trumps the four
 * suits are alike, and the suit with the greatest descriptor stands apart (so that three
 * quarters of the places are never used, and hold 0). A position's place is the offset of its
 * classes' combination (the multiset of the three classes; the class standing apart follows
 * from the totals) plus its rank within it, by the combinatorial number system for multisets.
 *
 * <p>The value stored is the leader's points difference of the cards still to be played under
 * best play, as the solver's search returns it. The values are computed by the solver itself
 * ({@link #generate}); the tests compare the shipped files with a fresh computation, and sampled
 * positions with plain minimax.
 */
final class EndgameDatabase {

  /** "EGDB": the first int of a database file. */
  private static final int MAGIC = 0x45474442;
  /** The file format; a file of another format is not read. */
  private static final int FORMAT = 1;
  /** Classes of a suit's descriptor: (cards n, of which the leader's k), 0 <= k <= n <= 8. */
  private static final int CLASSES = 45;
  /** Descriptors of one class are numbered in a byte. */
  private static final int CLASS_LIMIT = 256;
  /** No database has more positions than this (8 MiB of values). */
  private static final int MAX_SIZE = 1 << 23;
  /** The databases of this JVM, by {@link #fingerprint}; empty where none is shipped. */
  private static final Map<Long, Optional<EndgameDatabase>> SHIPPED = new ConcurrentHashMap<>();

  private final long fingerprint;
  private final int cards;
  private final boolean trumps;
  /** {@code livePattern[raw live byte]}: the number of its canonical renaming's pattern. */
  private final byte[] livePattern = new byte[256];
  /** {@code descriptor[pattern << 8 | canonical leader byte]}: class << 8 | number in class. */
  private final short[] descriptor;
  private final int[] classSize = new int[CLASSES];
  /** The descriptors of each class as canonical live byte << 8 | leader byte, in order. */
  private final int[][] members = new int[CLASSES][];
  /** The first place of each multiset of three classes ({@link #multiset}), or -1. */
  private final int[] offset = new int[multiset(CLASSES - 1, CLASSES - 1, CLASSES - 1) + 1];
  private final int size;
  private final byte[] values;

  /** The layout of positions of {@code cards} cards each under renaming {@code canon}. */
  private EndgameDatabase(long fingerprint, int cards, boolean trumps, byte[] canon) {
    this.fingerprint = fingerprint;
    this.cards = cards;
    this.trumps = trumps;
    List<Integer> patterns = new ArrayList<>();
    for (int live = 0; live < 256; live++) {
      int c = canon[live << 8 | live] & 0xFF;
      if (!patterns.contains(c)) {
        patterns.add(c);
      }
      livePattern[live] = (byte) patterns.indexOf(c);
    }
    descriptor = new short[patterns.size() << 8];
    List<List<Integer>> byClass = new ArrayList<>();
    for (int k = 0; k < CLASSES; k++) {
      byClass.add(new ArrayList<>());
    }
    for (int p = 0; p < patterns.size(); p++) {
      int live = patterns.get(p);
      for (int lead = 0; lead < 256; lead++) {
        if ((lead & ~live) != 0) {
          continue;
        }
        int k = classOf(Integer.bitCount(live), Integer.bitCount(lead));
        descriptor[p << 8 | lead] = (short) (k << 8 | byClass.get(k).size() & 0xFF);
        byClass.get(k).add(live << 8 | lead);
      }
    }
    long total = 0;
    for (int k = 0; k < CLASSES; k++) {
      members[k] = byClass.get(k).stream().mapToInt(Integer::intValue).toArray();
      classSize[k] = members[k].length;
      total = classSize[k] > CLASS_LIMIT ? MAX_SIZE + 1L : total;
    }
    Arrays.fill(offset, -1);
    for (int k3 = 0; k3 < CLASSES && total <= MAX_SIZE; k3++) {
      for (int k2 = 0; k2 <= k3; k2++) {
        for (int k1 = 0; k1 <= k2; k1++) {
          int t = apartClass(k1, k2, k3);
          long count = t < 0 ? 0 : (long) classSize[t] * combinations(k1, k2, k3);
          if (count > 0) {
            offset[multiset(k1, k2, k3)] = (int) Math.min(total, MAX_SIZE + 1L);
            total += count;
          }
        }
      }
    }
    this.size = (int) Math.min(total, MAX_SIZE + 1L);
    this.values = size <= MAX_SIZE ? new byte[size] : new byte[0];
  }

  /**
   * {@return the shipped database of positions under {@code rules} with {@code trumps} (or
   * without), or empty if the library has none}: loaded on first use and shared.
   *
   * @param canon the solver's canonical renaming of these rules ({@code canon[live << 8 |
   *     cards]}), which the database's layout follows
   */
  static Optional<EndgameDatabase> shipped(Rules rules, boolean trumps, byte[] canon) {
    long print = fingerprint(rules, trumps);
    return SHIPPED.computeIfAbsent(print, p -> load(p, rules.handSize(), trumps, canon));
  }

  /**
   * {@return a number that identifies what an endgame under {@code rules} depends on}: the hand
   * size, whether there are trumps, and with the trump suit (if any) made the first, every card's
   * points and the cards that beat it led and following, the obligation with the stock empty and
   * whether a follower must head. (Lead restrictions and Zwang, which the database does not
   * handle, are told apart too.) Two rule sets with one fingerprint have the same endgames.
   */
  static long fingerprint(Rules rules, boolean trumps) {
    CompiledRules compiled = CompiledRules.of(rules);
    TrickTables tables = TrickTables.of(compiled, trumps ? 0 : -1);
    long h = mix(0x454C4645524EL, rules.handSize());
    h = mix(h, trumps ? 1 : 0);
    h = mix(h, compiled.obligation(0));
    h = mix(h, compiled.mustHead() ? 1 : 0);
    h = mix(h, compiled.zwang() ? 1 : 0);
    h = mix(h, compiled.leadRestriction());
    for (int c = 0; c < 32; c++) {
      h = mix(h, tables.points(c));
      h = mix(h, tables.beatsLed(c));
      h = mix(h, tables.beatsFollow(c));
    }
    return h;
  }

  private static long mix(long h, long x) {
    long z = (h ^ x) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** The name of the resource holding the database of fingerprint {@code print}. */
  static String resourceName(long print) {
    return String.format("endgames-%016x.bin", print);
  }

  private static Optional<EndgameDatabase> load(long print, int cards, boolean trumps,
      byte[] canon) {
    try (InputStream in = EndgameDatabase.class.getResourceAsStream(resourceName(print))) {
      if (in == null) {
        return Optional.empty();
      }
      return Optional.of(read(in, print, cards, trumps, canon));
    } catch (IOException e) {
      throw new UncheckedIOException("internal error: the endgame database "
          + resourceName(print) + " cannot be read", e);
    }
  }

  /**
   * Reads a database written by {@link #write}, checking that it is the one of {@code print}.
   *
   * @throws IOException if the stream fails or holds something else
   */
  static EndgameDatabase read(InputStream in, long print, int cards, boolean trumps,
      byte[] canon) throws IOException {
    DataInputStream data = new DataInputStream(in);
    EndgameDatabase db = new EndgameDatabase(print, cards, trumps, canon);
    if (data.readInt() != MAGIC || data.readInt() != FORMAT || data.readLong() != print
        || data.readInt() != cards || data.readBoolean() != trumps
        || data.readInt() != db.size || db.size > MAX_SIZE) {
      throw new IOException("not the endgame database of fingerprint "
          + String.format("%016x", print) + " with " + db.size + " positions");
    }
    new DataInputStream(new InflaterInputStream(data)).readFully(db.values);
    return db;
  }

  /** Writes this database: a header, then the values deflated. */
  void write(java.io.OutputStream out) throws IOException {
    DataOutputStream data = new DataOutputStream(out);
    data.writeInt(MAGIC);
    data.writeInt(FORMAT);
    data.writeLong(fingerprint);
    data.writeInt(cards);
    data.writeBoolean(trumps);
    data.writeInt(size);
    ByteArrayOutputStream packed = new ByteArrayOutputStream();
    try (DeflaterOutputStream z = new DeflaterOutputStream(packed)) {
      z.write(values);
    }
    packed.writeTo(data);
    data.flush();
  }

  /** Works out the value of a position: the leader's hand and the follower's. */
  interface Evaluator {
    /** {@return the leader's points difference of the cards to come under best play} */
    int value(int leaderHand, int followerHand);
  }

  /**
   * Computes the database of positions of {@code cards} cards each under the rules of
   * fingerprint {@code print}: every position is built with the standing-apart suit as the
   * first (the trump suit of the rules' tables with trump suit 0) and valued by {@code eval}.
   *
   * @return the database, or empty if the layout would exceed its limits
   */
  static Optional<EndgameDatabase> generate(long print, int cards, boolean trumps, byte[] canon,
      Evaluator eval) {
    EndgameDatabase db = new EndgameDatabase(print, cards, trumps, canon);
    if (db.size > MAX_SIZE) {
      return Optional.empty();
    }
    BitSet filled = new BitSet(db.size);
    for (int k3 = 0; k3 < CLASSES; k3++) {
      for (int k2 = 0; k2 <= k3; k2++) {
        for (int k1 = 0; k1 <= k2; k1++) {
          int t = db.apartClass(k1, k2, k3);
          if (t >= 0 && db.offset[multiset(k1, k2, k3)] >= 0) {
            db.generate(t, k1, k2, k3, eval, filled);
          }
        }
      }
    }
    if (trumps && filled.cardinality() != db.size) {
      throw new IllegalStateException("internal error: " + filled.cardinality() + " of "
          + db.size + " endgame positions computed");
    }
    return Optional.of(db);
  }

  private void generate(int t, int k1, int k2, int k3, Evaluator eval, BitSet filled) {
    for (int i0 = 0; i0 < classSize[t]; i0++) {
      int d0 = t << 8 | i0;
      for (int i1 = 0; i1 < classSize[k1]; i1++) {
        for (int i2 = k1 == k2 ? i1 : 0; i2 < classSize[k2]; i2++) {
          for (int i3 = k2 == k3 ? i2 : 0; i3 < classSize[k3]; i3++) {
            int d3 = k3 << 8 | i3;
            if (!trumps && d3 > d0) {
              continue; // looked up with the greatest descriptor apart
            }
            int[] suits = {members[t][i0], members[k1][i1], members[k2][i2], members[k3][i3]};
            int leader = 0;
            int follower = 0;
            for (int s = 0; s < 4; s++) {
              int live = suits[s] >>> 8;
              int lead = suits[s] & 0xFF;
              leader |= lead << (s << 3);
              follower |= (live & ~lead) << (s << 3);
            }
            int v = eval.value(leader, follower);
            if (v != (byte) v) {
              throw new IllegalStateException("internal error: endgame value " + v
                  + " does not fit the database");
            }
            int place = place(d0, k1 << 8 | i1, k2 << 8 | i2, d3);
            if (filled.get(place)) {
              throw new IllegalStateException("internal error: two endgame positions at place "
                  + place);
            }
            filled.set(place);
            values[place] = (byte) v;
          }
        }
      }
    }
  }

  /** {@return the number of positions the database holds a place for} */
  int size() {
    return size;
  }

  /** {@return the cards each hand holds in the database's positions} */
  int cards() {
    return cards;
  }

  /** {@return a copy of the values, for comparing two databases} */
  byte[] values() {
    return values.clone();
  }

  /**
   * {@return the descriptor (class << 8 | number) of a suit whose live cards are {@code live}
   * (raw), the leader's of them renamed canonically being {@code canonicalLead}}
   */
  int descriptor(int live, int canonicalLead) {
    return descriptor[(livePattern[live] & 0xFF) << 8 | canonicalLead];
  }

  /**
   * {@return the leader's value of the position whose suits have descriptors {@code d0..d3}}
   *
   * @param trumpSuit the trump suit, -1 for none
   */
  int value(int trumpSuit, int d0, int d1, int d2, int d3) {
    int apart;
    int a;
    int b;
    int c;
    if (trumpSuit < 0) {
      // The greatest apart, the others in any order (place sorts them).
      int m01 = Math.max(d0, d1);
      int m23 = Math.max(d2, d3);
      apart = Math.max(m01, m23);
      a = Math.min(d0, d1);
      b = Math.min(d2, d3);
      c = Math.min(m01, m23);
    } else {
      apart = trumpSuit == 0 ? d0 : trumpSuit == 1 ? d1 : trumpSuit == 2 ? d2 : d3;
      a = trumpSuit == 0 ? d3 : d0;
      b = trumpSuit == 1 ? d3 : d1;
      c = trumpSuit == 2 ? d3 : d2;
    }
    return values[place(apart, a, b, c)];
  }

  /** {@return the place of descriptor {@code apart} and the multiset {@code a, b, c}} */
  private int place(int apart, int a, int b, int c) {
    if (a > b) {
      int x = a;
      a = b;
      b = x;
    }
    if (b > c) {
      int x = b;
      b = c;
      c = x;
    }
    if (a > b) {
      int x = a;
      a = b;
      b = x;
    }
    int k1 = a >>> 8;
    int k2 = b >>> 8;
    int k3 = c >>> 8;
    int i1 = a & 0xFF;
    int i2 = b & 0xFF;
    int i3 = c & 0xFF;
    int s1 = classSize[k1];
    int s2 = classSize[k2];
    int rank;
    int count;
    if (k1 == k3) {
      rank = i3 * (i3 + 1) * (i3 + 2) / 6 + i2 * (i2 + 1) / 2 + i1;
      count = s1 * (s1 + 1) * (s1 + 2) / 6;
    } else if (k1 == k2) {
      rank = i2 * (i2 + 1) / 2 + i1 + s1 * (s1 + 1) / 2 * i3;
      count = s1 * (s1 + 1) / 2 * classSize[k3];
    } else if (k2 == k3) {
      rank = i1 + s1 * (i3 * (i3 + 1) / 2 + i2);
      count = s1 * (s2 * (s2 + 1) / 2);
    } else {
      rank = i1 + s1 * (i2 + s2 * i3);
      count = s1 * s2 * classSize[k3];
    }
    return offset[multiset(k1, k2, k3)] + (apart & 0xFF) * count + rank;
  }

  /** {@return the number of multisets of three descriptors of classes {@code k1 <= k2 <= k3}} */
  private long combinations(int k1, int k2, int k3) {
    long s1 = classSize[k1];
    long s2 = classSize[k2];
    long s3 = classSize[k3];
    if (k1 == k3) {
      return s1 * (s1 + 1) * (s1 + 2) / 6;
    }
    if (k1 == k2) {
      return s1 * (s1 + 1) / 2 * s3;
    }
    if (k2 == k3) {
      return s1 * (s2 * (s2 + 1) / 2);
    }
    return s1 * s2 * s3;
  }

  /** {@return the class of the suit apart when the others are of classes k1, k2, k3, or -1} */
  private int apartClass(int k1, int k2, int k3) {
    int n = 2 * cards - cardsOf(k1) - cardsOf(k2) - cardsOf(k3);
    int k = cards - leadersOf(k1) - leadersOf(k2) - leadersOf(k3);
    return n < 0 || n > 8 || k < 0 || k > n ? -1 : classOf(n, k);
  }

  private static int classOf(int n, int k) {
    return n * (n + 1) / 2 + k;
  }

  private static int cardsOf(int k) {
    int n = 0;
    while (classOf(n + 1, 0) <= k) {
      n++;
    }
    return n;
  }

  private static int leadersOf(int k) {
    return k - classOf(cardsOf(k), 0);
  }

  /** {@return the number of the multiset of classes {@code k1 <= k2 <= k3}} */
  private static int multiset(int k1, int k2, int k3) {
    return k3 * (k3 + 1) * (k3 + 2) / 6 + k2 * (k2 + 1) / 2 + k1;
  }
}
