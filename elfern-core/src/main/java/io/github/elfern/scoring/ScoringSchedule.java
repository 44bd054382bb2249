package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import java.util.List;

/**
 * How the deals of a match are scored and when the match ends: one of the schedules of the
 * sources, named by the id of the EGN {@code Scoring} tag.
 *
 * <ul>
 *   <li>{@link Tendler} ({@code tendler}): 1, 2 or 3 stakes for a simple, schneider or schwarz win.
 *   <li>{@link Banner} ({@code banner}): 1, 2 or 3 chalked lines; four lines make a banner.
 *   <li>{@link Altenburg} ({@code altenburg}): the soft schedule, 1 to 5 points by the winner's
 *       honours, to a target.
 *   <li>{@link Counters} ({@code counters}): the loser pays the winner counters; a Ständer feeds a
 *       pot.
 *   <li>{@link Fifteen} ({@code fifteen}): Fünfzehnern, each player's points minus 15.
 * </ul>
 *
 * <p>Counts (totals, awards, settlements) are immutable lists, by seat or by player as each method
 * says. A schedule works on one deal at a time and in the deal's seats (forehand first); a {@link
 * Match} maps seats to players, keeps the totals and applies the Ständer rule: after a Ständer the
 * next deal with a winner is scored with multiplier 2 (never 4), except under {@link Counters},
 * where a pot replaces the doubling. What a win is worth at the level of the game (simple,
 * schneider, schwarz) is the game's own rule: 11/15/20 honours in Elfern, 11/16/20 in Böhmischer
 * Schneider, 61 / loser at most 30 / loser without a trick in the card-point game (see {@link
 * io.github.elfern.game.Outcome}).
 *
 * <pre>{@code
 * ScoringSchedule s = Scoring.parse("banner banners=2").schedule();
 * s.id();                                 // "banner"
 * ((Banner) s).lines(Outcome.SCHNEIDER);  // 2
 * }</pre>
 */
public sealed interface ScoringSchedule permits Tendler, Banner, Altenburg, Counters, Fifteen {

  /** {@return the schedule's id in the {@code Scoring} tag, e.g. {@code "tendler"}} */
  String id();

  /**
   * Returns the schedule's parameters as {@code key=value} pairs in canonical order, defaults
   * omitted, e.g. {@code "banners=2"}; empty when every parameter has its default.
   *
   * @return the parameters
   */
  String parameters();

  /** {@return the id followed by the parameters, e.g. {@code "banner banners=2"}} */
  default String notation() {
    String p = parameters();
    return p.isEmpty() ? id() : id() + " " + p;
  }

  /**
   * Checks that this schedule can score deals of {@code rules}.
   *
   * @param rules the rules of the match's deals
   * @throws IllegalArgumentException if the combination makes no sense (e.g. {@code altenburg}
   *     with card points, {@code fifteen} for a two-player game); the message names both and a
   *     schedule that fits
   */
  void checkGame(Rules rules);

  /** {@return each player's total at the start of a match: 0, or the counters each starts with} */
  default int startingTotal() {
    return 0;
  }

  /**
   * Tells whether what one player gains another loses, so that the players' totals (with the pot)
   * always add up to the same number.
   *
   * @return whether the schedule is zero-sum
   */
  boolean isZeroSum();

  /**
   * Tells whether a Ständer feeds a pot (each player puts one counter in) instead of doubling the
   * next award.
   *
   * @return whether the schedule has a pot
   */
  default boolean hasPot() {
    return false;
  }

  /**
   * Returns the change of each seat's total for a deal, forehand first: for a win, the winner's
   * award times {@code multiplier} (and the loser's payment where the schedule is zero-sum); for a
   * tie, nothing; for Fünfzehnern, the settlement.
   *
   * @param result the deal's result, under rules that {@link #checkGame} accepts
   * @param multiplier 1, or 2 after a Ständer
   * @param seatTotals each seat's total before the deal (counters: what each holds)
   * @return the change per seat
   * @throws IllegalArgumentException if the multiplier is not 1 or 2 or the totals are not one
   *     per seat of the deal
   */
  List<Integer> award(DealResult result, int multiplier, List<Integer> seatTotals);

  /**
   * Tells whether a match with these totals is over.
   *
   * @param totals each player's total
   * @param pot the counters in the pot (0 except under {@link Counters})
   * @param deals the deals played so far, redeals not counted
   * @return whether the match ends here
   */
  boolean isOver(List<Integer> totals, int pot, int deals);

  /**
   * Tells whether a match is over, knowing also what each player has won in all: the sum of his
   * positive awards, which a race to a number of wins needs ({@link Tendler}'s {@code target}).
   * {@link Match} asks this form; by default it is {@link #isOver(List, int, int)}.
   *
   * @param totals each player's total
   * @param won each player's awards won in all (paid ones not subtracted)
   * @param pot the counters in the pot (0 except under {@link Counters})
   * @param deals the deals played so far, redeals not counted
   * @return whether the match ends here
   */
  default boolean isOver(List<Integer> totals, List<Integer> won, int pot, int deals) {
    java.util.Objects.requireNonNull(won, "won");
    return isOver(totals, pot, deals);
  }

  /**
   * Returns what each player receives (positive) or pays (negative) when the match is settled; the
   * entries add up to zero.
   *
   * @param totals each player's total
   * @return the settlement per player
   */
  List<Integer> settlement(List<Integer> totals);
}
