package io.github.elfern.bot;

import io.github.elfern.bot.spi.EndgameTableSource;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * An endgame database: the exact value of every position with the stock empty and {@code n}
 * cards in each hand at a trick start (every other card played), for the {@link Solver} to read
 * instead of searching, as chess programs read endgame tablebases. {@code n} is the hand size
 * (the first trick with the stock empty) where those positions fit the layout's limit, else the
 * largest that fits. Immutable; the databases of the {@code elfern-endgames} artifact (an {@link
 * EndgameTableSource}) are read when a solver first meets their rules, and shared while memory
 * allows.
 *
 * <p>Such a position is the leader's hand and the follower's. What decides it is, suit by suit,
 * the live cards renamed canonically (the solver's {@link CanonicalKeys#canon renaming}, which
 * keeps what beats what and the points) and which of them the leader holds: a suit's
 * <em>descriptor</em>. Descriptors are grouped in classes by how many cards the suit holds and
 * how many of them the leader holds, numbered within each class. With trumps the trump suit's descriptor stands apart and the
 * three other suits, which the rules treat alike, are a multiset; without trumps all four are.
 * A position's place is the offset of its <em>signature</em> (the classes of the three alike
 * suits, or of the three least; the fourth class follows from the totals) plus its rank within
 * it: each run of alike suits of one class ranked by the combinatorial number system for
 * multisets, the runs and the trump suit's number in mixed radix. So every place holds one
 * position up to an exchange of the suits the rules treat alike, and no place is empty.
 *
 * <p>The value stored is the leader's points difference of the cards still to be played under
 * best play, as the solver's search returns it. The values are computed by the solver itself
 * ({@link #generate}) when {@code elfern-endgames} is built; its tests compare the sizes with
 * counts worked out apart, and sampled positions with plain minimax.
 */
final class EndgameDatabase {

  /** "EGDB": the first int of a database file. */
  private static final int MAGIC = 0x45474442;
  /** The file format; a file of another format is not read. */
  private static final int FORMAT = 2;
  /** Classes of a suit's descriptor: (cards n, of which the leader's k), 0 <= k <= n <= 8. */
  private static final int CLASSES = 45;
  /** The bits of a descriptor's number within its class. */
  private static final int NUMBER_BITS = 9;
  private static final int NUMBER = (1 << NUMBER_BITS) - 1;
  /** A class has at most this many descriptors (as {@code bohemian-points}' 320). */
  private static final int CLASS_LIMIT = 1 << NUMBER_BITS;
  /** No database has more positions than this (8 MiB of values). */
  private static final int MAX_SIZE = 1 << 23;
  /**
   * {@code MULTISET_RANK[m][i]}: C(i + m, m + 1), what the (m + 1)-th least of a run of alike
   * descriptors, number {@code i} in its class, adds to the run's rank (the combinatorial number
   * system for multisets).
   */
  private static final int[][] MULTISET_RANK = new int[4][CLASS_LIMIT];

  static {
    for (int m = 0; m < 4; m++) {
      for (int i = 0; i < CLASS_LIMIT; i++) {
        // Entries past an int are never read: a run's rank is below its count, which a layout
        // keeps below its limit.
        MULTISET_RANK[m][i] = (int) Math.min(Integer.MAX_VALUE, choose(i + m, m + 1));
      }
    }
  }

  /**
   * The databases read in this JVM, by {@link #fingerprint}, softly held: shared by every solver
   * while memory allows, and read again after the garbage collector has released one.
   */
  private static final Map<Long, SoftReference<EndgameDatabase>> LOADED =
      new ConcurrentHashMap<>();

  private final long fingerprint;
  private final int cards;
  private final boolean trumps;
  /** {@code livePattern[raw live byte]}: the number of its canonical renaming's pattern. */
  private final byte[] livePattern = new byte[256];
  /**
   * {@code descriptor[pattern << 8 | canonical leader byte]}: class << {@link #NUMBER_BITS} |
   * number in class.
   */
  private final short[] descriptor;
  private final int[] classSize = new int[CLASSES];
  /**
   * {@code runCount[k][m]}: the multisets of m descriptors of class k, C(s + m - 1, m) for the
   * class's s (at most the layout's limit; 0 where that would be more).
   */
  private final int[][] runCount = new int[CLASSES][5];
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
        descriptor[p << 8 | lead] = (short) (k << NUMBER_BITS | byClass.get(k).size() & NUMBER);
        byClass.get(k).add(live << 8 | lead);
      }
    }
    long total = 0;
    for (int k = 0; k < CLASSES; k++) {
      members[k] = byClass.get(k).stream().mapToInt(Integer::intValue).toArray();
      classSize[k] = members[k].length;
      total = classSize[k] > CLASS_LIMIT ? MAX_SIZE + 1L : total;
      for (int m = 0; m < 5; m++) {
        long count = choose(classSize[k] + m - 1, m);
        runCount[k][m] = count > MAX_SIZE ? 0 : (int) count;
      }
    }
    Arrays.fill(offset, -1);
    for (int k3 = 0; k3 < CLASSES && total <= MAX_SIZE; k3++) {
      for (int k2 = 0; k2 <= k3; k2++) {
        for (int k1 = 0; k1 <= k2; k1++) {
          long count = signatureCount(k1, k2, k3);
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
    SoftReference<EndgameDatabase> held = LOADED.get(print);
    EndgameDatabase db = held == null ? null : held.get();
    if (db != null) {
      return Optional.of(db);
    }
    Optional<EndgameDatabase> read = load(print, trumps, canon);
    read.ifPresent(d -> LOADED.put(print, new SoftReference<>(d)));
    return read;
  }

  /**
   * {@return whether an endgame table source ({@link EndgameTableSource}, the {@code
   * elfern-endgames} artifact) is on the class path or module path}
   */
  static boolean sourcePresent() {
    return ServiceLoader.load(EndgameTableSource.class, EndgameDatabase.class.getClassLoader())
        .findFirst().isPresent();
  }

  /**
   * {@return a number that identifies the databases of {@code rules}}: the {@link
   * #endgameFingerprint fingerprint} of their play with the stock empty, with the hand size
   * (which fixes the cards a hand the database holds) and whether there are trumps. Two rule
   * sets with one fingerprint have the same endgames.
   */
  static long fingerprint(Rules rules, boolean trumps) {
    long h = endgameFingerprint(rules);
    return (h * 31 + rules.handSize()) * 31 + (trumps ? 1 : 0);
  }

  /**
   * {@return a number that tells apart every two rule sets whose play differs once the stock is
   * empty}: it mixes every constant the kernel plays the endgame by, read from the kernel's
   * {@link CompiledRules} (the players, who wins a trick, the card points, the obligation with
   * the stock empty, heading, Zwang, the lead restriction and trumps), so that rules with the
   * same number play their endgames alike. Stable from run to run and from build to build (the
   * databases are named by it); a new trick rule must be mixed in here.
   */
  static long endgameFingerprint(Rules rules) {
    CompiledRules cr = CompiledRules.of(rules);
    long byRank = 0; // the points of each rank, a byte each from the ace's
    for (int r = 0; r < 8; r++) {
      byRank |= (long) cr.points(r) << (r << 3);
    }
    long h = mix(0x454C4645524EL, cr.players());
    h = mix(h, cr.leadRestriction().ordinal());
    h = mix(h, cr.obligation(0).ordinal());
    h = mix(h, cr.mustHead() ? 1 : 0);
    h = mix(h, cr.captureNext() ? 1 : 0);
    h = mix(h, cr.sevenBeatsAce() ? 1 : 0);
    h = mix(h, cr.zwang() ? 1 : 0);
    h = mix(h, byRank);
    return mix(h, cr.turnsTrump() ? 1 : 0);
  }

  /** {@return {@code h} and {@code x} mixed: their xor times SplitMix64's step, then its finish} */
  private static long mix(long h, long x) {
    long z = (h ^ x) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** The name of the resource holding the database of fingerprint {@code print}. */
  static String resourceName(long print) {
    return String.format(Locale.ROOT, "endgames-%016x.bin", print);
  }

  private static Optional<EndgameDatabase> load(long print, boolean trumps, byte[] canon) {
    String name = resourceName(print);
    for (EndgameTableSource source
        : ServiceLoader.load(EndgameTableSource.class, EndgameDatabase.class.getClassLoader())) {
      try {
        Optional<InputStream> opened = source.open(name);
        if (opened.isPresent()) {
          try (InputStream in = opened.get()) {
            return Optional.of(read(in, print, trumps, canon));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("the endgame database " + name + " of "
            + source.getClass().getName() + " cannot be read: is elfern-endgames of the same"
            + " version as elfern-bots?", e);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return whether the stream starts with the header of the database of {@code print}, in this
   * file format}
   *
   * @throws IOException if the stream fails
   */
  static boolean hasHeader(InputStream in, long print, boolean trumps) throws IOException {
    DataInputStream data = new DataInputStream(in);
    try {
      return data.readInt() == MAGIC && data.readInt() == FORMAT && data.readLong() == print
          && data.readBoolean() == trumps;
    } catch (EOFException e) {
      return false;
    }
  }

  /**
   * Reads a database written by {@link #write}, checking that it is the one of {@code print}.
   *
   * @throws IOException if the stream fails or holds something else
   */
  static EndgameDatabase read(InputStream in, long print, boolean trumps, byte[] canon)
      throws IOException {
    DataInputStream data = new DataInputStream(in);
    if (!hasHeader(data, print, trumps)) {
      throw new IOException("not the endgame database of fingerprint "
          + String.format(Locale.ROOT, "%016x", print));
    }
    int cards = data.readInt();
    int size = data.readInt();
    if (cards < 1 || cards > 16) {
      throw new IOException("an endgame database of " + cards + " cards a hand");
    }
    EndgameDatabase db = new EndgameDatabase(print, cards, trumps, canon);
    if (size != db.size || db.size > MAX_SIZE) {
      throw new IOException("an endgame database of " + size + " positions, not "
          + db.size);
    }
    new DataInputStream(new InflaterInputStream(data)).readFully(db.values);
    return db;
  }

  /** Writes this database: a header, then the values deflated. */
  void write(OutputStream out) throws IOException {
    DataOutputStream data = new DataOutputStream(out);
    data.writeInt(MAGIC);
    data.writeInt(FORMAT);
    data.writeLong(fingerprint);
    data.writeBoolean(trumps);
    data.writeInt(cards);
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
   * fingerprint {@code print}: every position is built (with trumps, the trump suit's
   * descriptor in the first suit: the rules' tables must have trump suit 0) and valued by {@code
   * eval}.
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
          if (db.signatureCount(k1, k2, k3) > 0) {
            int k4 = db.fourthClass(k1, k2, k3);
            int[] classes = trumps ? new int[] {k4, k1, k2, k3} : new int[] {k1, k2, k3, k4};
            db.generate(classes, 0, new int[4], eval, filled);
          }
        }
      }
    }
    if (filled.cardinality() != db.size) {
      throw new IllegalStateException("internal error: " + filled.cardinality() + " of "
          + db.size + " endgame positions computed");
    }
    return Optional.of(db);
  }

  /**
   * Values every position whose suits are of {@code classes} (the alike ones in order), the
   * descriptors of the suits before {@code suit} being {@code d}: each alike suit's number at
   * least the one before it of the same class, so that every multiset is met once.
   */
  private void generate(int[] classes, int suit, int[] d, Evaluator eval, BitSet filled) {
    if (suit == 4) {
      int leader = 0;
      int follower = 0;
      for (int s = 0; s < 4; s++) {
        int m = members[d[s] >>> NUMBER_BITS][d[s] & NUMBER];
        leader |= (m & 0xFF) << (s << 3);
        follower |= (m >>> 8 & ~m & 0xFF) << (s << 3);
      }
      int v = eval.value(leader, follower);
      if (v != (byte) v) {
        throw new IllegalStateException("internal error: endgame value " + v
            + " does not fit the database");
      }
      int place = place(d.clone());
      if (filled.get(place)) {
        throw new IllegalStateException("internal error: two endgame positions at place "
            + place);
      }
      filled.set(place);
      values[place] = (byte) v;
      return;
    }
    int k = classes[suit];
    boolean alike = suit > (trumps ? 1 : 0) && classes[suit - 1] == k;
    for (int i = alike ? d[suit - 1] & NUMBER : 0; i < classSize[k]; i++) {
      d[suit] = k << NUMBER_BITS | i;
      generate(classes, suit + 1, d, eval, filled);
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
   * {@return the descriptor (class << {@link #NUMBER_BITS} | number) of a suit whose live cards are {@code live}
   * (raw), the leader's of them renamed canonically being {@code canonicalLead}}
   */
  int descriptor(int live, int canonicalLead) {
    return descriptor[(livePattern[live] & 0xFF) << 8 | canonicalLead];
  }

  /**
   * {@return the leader's value of the position whose suits have descriptors {@code d} (in the
   * order of the suits)}: {@code d} is rearranged.
   *
   * @param trumpSuit the trump suit, -1 for none
   * @param d the four descriptors, a caller's scratch array
   */
  int value(int trumpSuit, int[] d) {
    if (trumps) {
      int t = d[trumpSuit];
      d[trumpSuit] = d[0];
      d[0] = t;
    }
    return values[place(d)];
  }

  /**
   * {@return the number of positions whose three alike suits (with trumps) or three least suits
   * (without, the fourth then the greatest) are of classes {@code k1 <= k2 <= k3}, the class of
   * the fourth suit following from the totals}
   */
  private long signatureCount(int k1, int k2, int k3) {
    int k4 = fourthClass(k1, k2, k3);
    if (k4 < 0) {
      return 0;
    }
    if (trumps) {
      return classSize[k4] * multisets(k1, k2, k3, -1);
    }
    return k4 < k3 ? 0 : multisets(k1, k2, k3, k4);
  }

  /**
   * {@return the number of multisets of descriptors of classes {@code k1 <= k2 <= k3 (<= k4)},
   * {@code k4} -1 for three}: the product over each run of equal classes, of m descriptors of a
   * class of s, of the multisets of m of s, C(s + m - 1, m)}
   */
  private long multisets(int k1, int k2, int k3, int k4) {
    long count = 1;
    int[] ks = {k1, k2, k3, k4};
    int n = k4 < 0 ? 3 : 4;
    for (int g = 0; g < n; ) {
      int m = 1;
      while (g + m < n && ks[g + m] == ks[g]) {
        m++;
      }
      count *= choose(classSize[ks[g]] + m - 1, m);
      g += m;
    }
    return count;
  }

  /**
   * {@return the place of the position whose suits have descriptors {@code d}, sorted in place:
   * with trumps {@code d[0]} is the trump suit's and {@code d[1..3]} the others'; without, all
   * four}
   */
  private int place(int[] d) {
    int from = trumps ? 1 : 0;
    // Insertion sort of the alike descriptors (three or four).
    for (int i = from + 1; i < 4; i++) {
      int x = d[i];
      int j = i;
      while (j > from && d[j - 1] > x) {
        d[j] = d[j - 1];
        j--;
      }
      d[j] = x;
    }
    // The rank within the signature: the runs of equal classes, each ranked by the
    // combinatorial number system for multisets, in mixed radix, the first run least significant.
    int rank = 0;
    int radix = 1;
    for (int g = from; g < 4; ) {
      int k = d[g] >>> NUMBER_BITS;
      int m = 0;
      int runRank = 0;
      while (g + m < 4 && d[g + m] >>> NUMBER_BITS == k) {
        runRank += MULTISET_RANK[m][d[g + m] & NUMBER];
        m++;
      }
      rank += runRank * radix;
      radix *= runCount[k][m];
      g += m;
    }
    if (trumps) {
      rank += (d[0] & NUMBER) * radix;
    }
    return offset[multiset(d[from] >>> NUMBER_BITS, d[from + 1] >>> NUMBER_BITS,
        d[from + 2] >>> NUMBER_BITS)] + rank;
  }

  /** {@return n choose k, for k from 0 to 4} */
  private static long choose(int n, int k) {
    long r = 1;
    for (int j = 0; j < k; j++) {
      r = r * (n - j) / (j + 1);
    }
    return r;
  }

  /**
   * {@return the class of the fourth suit (with trumps, the trump suit; without, the greatest)
   * when the others are of classes k1, k2, k3, or -1 if the totals allow none}
   */
  private int fourthClass(int k1, int k2, int k3) {
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
