package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.CardValues;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Shared arithmetic of the schedules: validation, winner awards and settlements. */
final class Awards {

  /** The largest count accepted for a parameter (deals, target, banners, counters). */
  static final int MAX = 1_000_000;

  private Awards() {}

  static int checkCount(String schedule, String key, int value) {
    if (value < 1 || value > MAX) {
      throw new IllegalArgumentException(
          schedule + " " + key + " must be a whole number from 1 to " + MAX + ", got " + value);
    }
    return value;
  }

  static void checkArguments(DealResult result, int multiplier, List<Integer> seatTotals) {
    java.util.Objects.requireNonNull(result, "result");
    java.util.Objects.requireNonNull(seatTotals, "seatTotals");
    if (multiplier != 1 && multiplier != 2) {
      throw new IllegalArgumentException("the multiplier is 1, or 2 after a Ständer, got " + multiplier);
    }
    if (seatTotals.size() != result.players()) {
      throw new IllegalArgumentException(
          "the deal has " + result.players() + " seats, got " + seatTotals.size() + " totals");
    }
  }

  /** {@return the counts as an immutable list} */
  static List<Integer> list(int[] counts) {
    List<Integer> l = new ArrayList<>(counts.length);
    for (int c : counts) {
      l.add(c);
    }
    return Collections.unmodifiableList(l);
  }

  /** {@return the counts as a new array} */
  static int[] array(List<Integer> counts) {
    int[] a = new int[counts.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = counts.get(i);
    }
    return a;
  }

  /** Gives {@code amount} to the winner and, when zero-sum, takes it from the loser. */
  static int[] toWinner(DealResult result, int amount, boolean zeroSum) {
    int[] d = new int[result.players()];
    if (result.winner().isPresent()) {
      d[result.winner().getAsInt()] = amount;
      if (zeroSum) {
        d[result.loser().getAsInt()] = -amount;
      }
    }
    return d;
  }

  /**
   * Pairwise differences: every two players settle the difference of their totals, so player i
   * receives {@code n * t[i] - sum}; for two players, the leader receives the difference.
   */
  static List<Integer> pairwiseDifference(List<Integer> list) {
    int[] totals = array(list);
    long sum = 0;
    for (int t : totals) {
      sum += t;
    }
    int[] s = new int[totals.length];
    for (int i = 0; i < totals.length; i++) {
      s[i] = Math.toIntExact((long) totals.length * totals[i] - sum);
    }
    return list(s);
  }

  static List<Integer> copy(List<Integer> totals) {
    return List.copyOf(totals);
  }

  static boolean anyAtLeast(List<Integer> totals, int target) {
    for (int t : totals) {
      if (t >= target) {
        return true;
      }
    }
    return false;
  }

  /** Refuses games without a winner (Fünfzehnern) for a winner-based schedule. */
  static void checkHasWinner(String id, Rules rules) {
    if (!rules.hasWinner()) {
      throw new IllegalArgumentException(
          "scoring schedule " + id + " scores deals with a winner, but " + rules.preset().id()
              + " has " + rules.players() + " players settled against the average: use fifteen");
    }
  }

  /** Refuses games that do not count honours (card points, Fünfzehnern) for Altenburg. */
  static void checkHonours(String id, Rules rules) {
    checkHasWinner(id, rules);
    if (rules.cardValues() != CardValues.HONOURS) {
      throw new IllegalArgumentException(
          "scoring schedule " + id + " maps the winner's honours (11 to 20), but "
              + rules.preset().id() + " counts card points (" + rules.totalPoints()
              + " in all): use tendler, banner or counters");
    }
  }
}
