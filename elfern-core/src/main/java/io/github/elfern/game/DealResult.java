package io.github.elfern.game;

import io.github.elfern.rules.Rules;
import io.github.elfern.rules.Settlement;
import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The result of a finished deal: the points and tricks of each seat, the winner and the level of
 * the win, as the rules define them.
 *
 * <p>Two-player games have a winner with 11+ honours (61+ card points) at the level {@link
 * Outcome#SIMPLE}, {@link Outcome#SCHNEIDER} or {@link Outcome#SCHWARZ}, or end in a {@link
 * Outcome#TIE}. Fünfzehnern has no winner: its outcome is {@link Outcome#SETTLEMENT} and {@link
 * #settlement()} gives each seat's score.
 */
public final class DealResult {

  private final Rules rules;
  private final int[] points;
  private final int[] tricks;

  private DealResult(Rules rules, int[] points, int[] tricks) {
    this.rules = rules;
    this.points = points;
    this.tricks = tricks;
  }

  /**
   * Returns the result of a deal in which each seat took the given points and tricks.
   *
   * @param rules the rules of the deal
   * @param points points per seat, forehand first
   * @param tricks tricks won per seat, forehand first
   * @return the result
   * @throws IllegalArgumentException if the arrays do not have one entry per seat, a value is
   *     negative, the tricks do not add up to the deal's, a seat has points without a trick, or the
   *     points do not add up to the deck's total
   */
  public static DealResult of(Rules rules, int[] points, int[] tricks) {
    int n = rules.players();
    if (points.length != n || tricks.length != n) {
      throw new IllegalArgumentException(
          rules.preset().id() + " has " + n + " seats, got " + points.length + " points and "
              + tricks.length + " trick counts");
    }
    int sum = 0;
    for (int i = 0; i < n; i++) {
      if (points[i] < 0 || tricks[i] < 0) {
        throw new IllegalArgumentException("negative points or tricks: " + Arrays.toString(points)
            + " " + Arrays.toString(tricks));
      }
      sum += points[i];
    }
    int trickSum = 0;
    for (int i = 0; i < n; i++) {
      trickSum += tricks[i];
      if (points[i] > 0 && tricks[i] == 0) {
        throw new IllegalArgumentException("seat " + i + " has " + points[i]
            + " points but took no trick");
      }
    }
    if (trickSum * n != rules.deck().size()) {
      throw new IllegalArgumentException("tricks " + Arrays.toString(tricks) + " add up to "
          + trickSum + ", not to the deal's " + rules.deck().size() / n);
    }
    if (sum != rules.totalPoints()) {
      throw new IllegalArgumentException("points " + Arrays.toString(points) + " add up to " + sum
          + ", not to the deck's " + rules.totalPoints());
    }
    return new DealResult(rules, points.clone(), tricks.clone());
  }

  /** {@return the rules of the deal} */
  public Rules rules() {
    return rules;
  }

  /** {@return the number of seats} */
  public int players() {
    return points.length;
  }

  /**
   * {@return the points that {@code seat} took}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int points(int seat) {
    return points[seat];
  }

  /** {@return the points of every seat, forehand first} */
  public int[] points() {
    return points.clone();
  }

  /**
   * {@return the number of tricks that {@code seat} took}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int tricks(int seat) {
    return tricks[seat];
  }

  /** {@return the winning seat of a two-player deal; empty for a tie and in Fünfzehnern} */
  public OptionalInt winner() {
    if (points.length != 2 || points[0] == points[1]) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(points[0] > points[1] ? 0 : 1);
  }

  /** {@return the losing seat of a two-player deal; empty for a tie and in Fünfzehnern} */
  public OptionalInt loser() {
    OptionalInt w = winner();
    return w.isPresent() ? OptionalInt.of(1 - w.getAsInt()) : OptionalInt.empty();
  }

  /** {@return whether the points are split equally (a Ständer in Elfern)} */
  public boolean isTie() {
    return outcome() == Outcome.TIE;
  }

  /**
   * Tells whether the deal is a Ständer: a tie under rules whose tie doubles the next award
   * (Elfern, Elfern with trumps and the card-point game, seed 000), as opposed to a tie that
   * carries nothing (the app) or is redealt (Böhmischer Schneider).
   *
   * @return whether the deal is a Ständer
   */
  public boolean isStander() {
    return isTie() && rules.tieRule() == io.github.elfern.rules.TieRule.STANDER;
  }

  /** {@return how the deal ended: the level of the win, a tie, or a settlement} */
  public Outcome outcome() {
    if (points.length != 2) {
      return Outcome.SETTLEMENT;
    }
    OptionalInt w = winner();
    if (w.isEmpty()) {
      return Outcome.TIE;
    }
    int winner = w.getAsInt();
    int best = points[winner];
    boolean schwarz =
        rules.schwarzByTricks() ? tricks[1 - winner] == 0 : best == rules.totalPoints();
    if (schwarz) {
      return Outcome.SCHWARZ;
    }
    return best >= rules.schneiderAt() ? Outcome.SCHNEIDER : Outcome.SIMPLE;
  }

  /**
   * Returns each seat's score in the Fünfzehnern settlement: points minus 15, or under {@code
   * settlement=simplified} with four players, when exactly two players took all the tricks, +15
   * for those two and −15 for the others. For two-player games, the winner's {@link
   * Outcome#multiple()} and the loser's negation (0 each for a tie). The scores add up to zero.
   *
   * @return each seat's score, forehand first; the scores add up to zero
   */
  public int[] settlement() {
    int n = points.length;
    int[] s = new int[n];
    if (n == 2) {
      OptionalInt w = winner();
      if (w.isPresent()) {
        s[w.getAsInt()] = outcome().multiple();
        s[1 - w.getAsInt()] = -outcome().multiple();
      }
      return s;
    }
    int withTricks = 0;
    for (int t : tricks) {
      if (t > 0) {
        withTricks++;
      }
    }
    boolean simplified =
        rules.settlement() == Settlement.SIMPLIFIED && n == 4 && withTricks == 2;
    int average = rules.totalPoints() / n;
    for (int i = 0; i < n; i++) {
      s[i] = simplified ? (tricks[i] > 0 ? average : -average) : points[i] - average;
    }
    return s;
  }

  /** {@return the EGN termination marker: the points joined by {@code -}, e.g. {@code "12-8"}} */
  public String notation() {
    StringBuilder sb = new StringBuilder();
    for (int p : points) {
      if (sb.length() > 0) {
        sb.append('-');
      }
      sb.append(p);
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DealResult
        && ((DealResult) o).rules.equals(rules)
        && Arrays.equals(((DealResult) o).points, points)
        && Arrays.equals(((DealResult) o).tricks, tricks);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * rules.hashCode() + Arrays.hashCode(points)) + Arrays.hashCode(tricks);
  }

  /** {@return the marker and the outcome, e.g. {@code "16-4 SCHNEIDER"}} */
  @Override
  public String toString() {
    return notation() + " " + outcome();
  }
}
