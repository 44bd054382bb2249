package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.rules.Rules;
import io.github.elfern.rules.Settlement;
import java.util.Objects;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;

/**
 * The result of a finished deal: the points and the tricks won of each seat, the winner and the
 * level of the win, as the rules define them. Counts per seat are immutable lists, forehand first.
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
   * <pre>{@code
   * DealResult r = DealResult.of(Rules.preset("elfern"), List.of(18, 2), List.of(14, 2));
   * r.outcome();      // SCHNEIDER: 15 or more honours
   * r.toString();     // "18-2 schneider"
   * }</pre>
   *
   * @param rules the rules of the deal
   * @param points points per seat, forehand first
   * @param tricksWon tricks won per seat, forehand first
   * @return the result
   * @throws IllegalArgumentException if the lists do not have one entry per seat, a value is
   *     negative, the tricks do not add up to the deal's, a seat has points without a trick, the
   *     points do not add up to the deck's total, or some seats have more points than their tricks
   *     can hold (a trick holds one card per seat: {@code k} tricks hold at most the points of the
   *     deck's {@code k × players} highest-counting cards; checked for every group of seats, so
   *     that the others' tricks can hold the rest)
   */
  public static DealResult of(Rules rules, List<Integer> points, List<Integer> tricksWon) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(points, "points");
    Objects.requireNonNull(tricksWon, "tricksWon");
    return of(rules, toArray(points), toArray(tricksWon));
  }

  private static int[] toArray(List<Integer> list) {
    int[] a = new int[list.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = list.get(i);
    }
    return a;
  }

  private static List<Integer> toList(int[] a) {
    List<Integer> list = new ArrayList<>(a.length);
    for (int v : a) {
      list.add(v);
    }
    return Collections.unmodifiableList(list);
  }

  /** {@link #of(Rules, List, List)} from arrays, which it copies: the engine's own path. */
  static DealResult of(Rules rules, int[] points, int[] tricks) {
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
    checkPointsFitTricks(rules, points, tricks);
    return new DealResult(rules, points.clone(), tricks.clone());
  }

  /**
   * Checks that no group of seats has more points than its tricks can hold: {@code k} tricks of
   * {@code n} cards hold at most the points of the {@code k n} highest-counting cards of the deck.
   * (For the whole table this is the total; for a group, it also bounds the others from below.)
   */
  private static void checkPointsFitTricks(Rules rules, int[] points, int[] tricks) {
    int[] over = overfull(rules, rules.deck(), points, tricks, false);
    if (over.length > 0) {
      int group = over[0];
      int n = points.length;
      int p = over[1];
      int t = over[2];
      throw new IllegalArgumentException(seats(group, n) + " ha" + (Integer.bitCount(group) == 1
          ? "s " : "ve ") + p + " points in " + t + " trick" + (t == 1 ? "" : "s") + ", but "
          + t + " trick" + (t == 1 ? "" : "s") + " of " + n + " cards hold at most " + over[3]
          + " in " + rules.notation() + ": points " + Arrays.toString(points) + ", tricks "
          + Arrays.toString(tricks));
    }
  }

  /**
   * Finds a group of seats with more points than its tricks can hold: {@code k} tricks of {@code
   * n} cards hold at most the points of the {@code k n} highest-counting of {@code cards} (the
   * deck, or the cards played so far). The one rule for {@link #of} and the position reader.
   *
   * @param rules the rules, for the cards' points
   * @param cards the cards the tricks were taken from
   * @param points each seat's points
   * @param tricks each seat's tricks
   * @param wholeTable whether the group of every seat is checked too (not needed when the points
   *     are known to add up to the deck's)
   * @return {group as a bit mask of seats, its points, its tricks, the most they hold}, or an empty
   *     array when every group fits
   */
  static int[] overfull(Rules rules, Iterable<Card> cards, int[] points,
      int[] tricks, boolean wholeTable) {
    int n = points.length;
    int count = 0;
    for (Card c : cards) {
      count++;
    }
    int[] values = new int[count];
    int k = 0;
    for (Card c : cards) {
      values[k++] = rules.points(c);
    }
    Arrays.sort(values); // ascending: the highest last
    int groups = wholeTable ? 1 << n : (1 << n) - 1;
    for (int group = 1; group < groups; group++) {
      int p = 0;
      int t = 0;
      for (int i = 0; i < n; i++) {
        if ((group & (1 << i)) != 0) {
          p += points[i];
          t += tricks[i];
        }
      }
      int most = 0;
      for (int i = 0; i < t * n && i < values.length; i++) {
        most += values[values.length - 1 - i];
      }
      if (p > most) {
        return new int[] {group, p, t, most};
      }
    }
    return new int[0];
  }

  private static String seats(int group, int n) {
    StringBuilder sb = new StringBuilder(Integer.bitCount(group) == 1 ? "seat " : "seats ");
    for (int i = 0; i < n; i++) {
      if ((group & (1 << i)) != 0) {
        sb.append(sb.charAt(sb.length() - 1) == ' ' ? "" : " and ").append(i);
      }
    }
    return sb.toString();
  }

  private void checkSeat(int seat) {
    if (seat < 0 || seat >= points.length) {
      throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + points.length
          + " (0 to " + (points.length - 1) + ")");
    }
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
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int points(int seat) {
    checkSeat(seat);
    return points[seat];
  }

  /** {@return the points of every seat, forehand first} */
  public List<Integer> points() {
    return toList(points);
  }

  /**
   * {@return the number of tricks that {@code seat} won}
   *
   * @param seat the seat, from 0 (forehand)
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int tricksWon(int seat) {
    checkSeat(seat);
    return tricks[seat];
  }

  /** {@return the number of tricks every seat won, forehand first} */
  public List<Integer> tricksWon() {
    return toList(tricks);
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
   * (Elfern, Elfern with trumps and the card-point game, Kiddle), as opposed to a tie that
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
  public List<Integer> settlement() {
    int n = points.length;
    int[] s = new int[n];
    if (n == 2) {
      OptionalInt w = winner();
      if (w.isPresent()) {
        s[w.getAsInt()] = outcome().multiple();
        s[1 - w.getAsInt()] = -outcome().multiple();
      }
      return toList(s);
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
    return toList(s);
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

  /** {@return the marker and the outcome's code, e.g. {@code "16-4 schneider"}} */
  @Override
  public String toString() {
    return notation() + " " + outcome().code();
  }
}
