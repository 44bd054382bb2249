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

  private ScoredDeal[] deals = new ScoredDeal[8];
  private int size;

  /** The empty log of a new match. */
  static DealLog empty() {
    return new DealLog();
  }

  /**
   * Appends a deal after the first {@code at} deals.
   *
   * @param at the number of deals the recording match sees
   * @param deal the deal
   * @return the log holding the prefix and the deal: this one when {@code at} is its end, else a
   *     copy
   */
  synchronized DealLog append(int at, ScoredDeal deal) {
    DealLog log = this;
    if (at != size) {
      log = new DealLog();
      log.deals = Arrays.copyOf(deals, Math.max(8, at * 2));
      log.size = at;
      Arrays.fill(log.deals, at, log.deals.length, null);
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
   * Returns the first {@code n} deals as an unmodifiable list.
   *
   * @param n how many, at most the log's size when called
   * @return the deals, first first
   */
  List<ScoredDeal> view(int n) {
    return new Prefix(this, n);
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
