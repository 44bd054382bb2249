package io.github.elfern.scoring;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The deals of a match, kept in one append-only array shared by the successive {@link Match}
 * values of a match, so that recording a deal costs O(1) amortised instead of a copy of the whole
 * history. Each match sees a prefix of the log through {@link #view(int)}; as an entry is never
 * changed once written, a prefix is immutable. Recording from a match that is not the last of its
 * line (a branch) copies its prefix into a new log first.
 */
final class DealLog {

  private final int offset; // the number of deals before the first one kept
  private ScoredDeal[] deals = new ScoredDeal[8];
  private int size;

  private DealLog(int offset) {
    this.offset = offset;
  }

  /** The empty log of a new match. */
  static DealLog empty() {
    return new DealLog(0);
  }

  /** An empty log that forgets the first {@code recorded} deals of a match. */
  static DealLog after(int recorded) {
    return new DealLog(recorded);
  }

  /**
   * Appends a deal after the first {@code at} deals.
   *
   * @param at the number of deals the recording match has recorded (those forgotten included)
   * @param deal the deal
   * @return the log holding the prefix and the deal: this one when {@code at} is its end, else a
   *     copy
   */
  synchronized DealLog append(int at, ScoredDeal deal) {
    DealLog log = this;
    int kept = at - offset;
    if (kept != size) {
      log = new DealLog(offset);
      log.deals = Arrays.copyOf(deals, Math.max(8, kept * 2));
      log.size = kept;
      Arrays.fill(log.deals, kept, log.deals.length, null);
    }
    synchronized (log) {
      if (log.size == log.deals.length) {
        log.deals = Arrays.copyOf(log.deals, log.deals.length * 2);
      }
      log.deals[log.size++] = deal;
    }
    return log;
  }

  private synchronized ScoredDeal get(int i) {
    return deals[i];
  }

  /**
   * Returns the deals kept of the first {@code recorded} as an unmodifiable list.
   *
   * @param recorded how many deals the match has recorded (those forgotten included)
   * @return the deals kept, first first
   */
  List<ScoredDeal> view(int recorded) {
    return new Prefix(this, recorded - offset);
  }

  /** An unmodifiable prefix of a log. */
  private static final class Prefix extends AbstractList<ScoredDeal> implements RandomAccess {
    private final DealLog log;
    private final int n;

    Prefix(DealLog log, int n) {
      this.log = log;
      this.n = n;
    }

    @Override
    public ScoredDeal get(int index) {
      if (index < 0 || index >= n) {
        throw new IndexOutOfBoundsException("deal index " + index + " of " + n + " deals");
      }
      return log.get(index);
    }

    @Override
    public int size() {
      return n;
    }
  }
}
