package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.Objects;
import java.util.List;
import java.util.OptionalInt;

/**
 * Tendler's stakes (1830, via Kiddle; id {@code tendler}): the winner receives one stake for a
 * simple win, two if the loser is schneider, three if schwarz, paid by the loser.
 *
 * <p>A player's total is his balance of stakes, won minus paid, so the totals add up to zero. The
 * match ends after {@code deals} deals (redeals not counted) or as soon as a player has
 * <em>won</em> {@code target} stakes in all (a race to {@code target}, as banners count lines and
 * {@code altenburg} counts points; stakes paid are not subtracted), whichever comes first; with
 * neither it is open-ended (the players stop when they like, and {@link Match#settlement()}
 * settles the balances). The totals stay balances. After a Ständer the
 * next win is worth double: a schneider is then 4 stakes (Kiddle). The winner of a finished
 * match is the player with the highest balance; equal balances leave it drawn.
 *
 * <p>The app of the app's README plays {@code tendler deals=N dealer=alternate}: 1, 2 or 3 points a deal
 * and the highest score after the agreed number of deals wins. Counting points won instead of
 * balances ranks two players the same way.
 *
 * @param deals the number of deals after which the match ends, if agreed (1 to 1,000,000)
 * @param target the stakes won (in all) at which the match ends, if agreed (1 to 1,000,000)
 */
public record Tendler(OptionalInt deals, OptionalInt target) implements ScoringSchedule {

  /** The schedule's id, {@value}. */
  public static final String ID = "tendler";

  /**
   * Validates the parameters.
   *
   * @param deals the number of deals after which the match ends, if agreed
   * @param target the stakes won (in all) at which the match ends, if agreed
   * @throws IllegalArgumentException if a given count is not from 1 to 1,000,000
   */
  public Tendler {
    deals.ifPresent(d -> Awards.checkCount(ID, "deals", d));
    target.ifPresent(t -> Awards.checkCount(ID, "target", t));
  }

  /** {@return the open-ended schedule: no agreed number of deals, no target} */
  public static Tendler openEnded() {
    return new Tendler(OptionalInt.empty(), OptionalInt.empty());
  }

  /**
   * Returns the schedule of a match of {@code deals} deals.
   *
   * @param deals the number of deals, 1 to 1,000,000
   * @return the schedule
   * @throws IllegalArgumentException if {@code deals} is out of range
   */
  public static Tendler ofDeals(int deals) {
    return new Tendler(OptionalInt.of(deals), OptionalInt.empty());
  }

  /**
   * Returns the schedule of a match played until a player has won {@code target} stakes in all.
   *
   * @param target the stakes to win, 1 to 1,000,000
   * @return the schedule
   * @throws IllegalArgumentException if {@code target} is out of range
   */
  public static Tendler toTarget(int target) {
    return new Tendler(OptionalInt.empty(), OptionalInt.of(target));
  }

  /**
   * Returns the stakes of a win at this level: 1, 2 or 3, and 0 for a tie or settlement.
   *
   * @param outcome the outcome of a deal
   * @return the stakes
   */
  public int stakes(Outcome outcome) {
    return outcome.multiple();
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String parameters() {
    StringBuilder sb = new StringBuilder();
    deals.ifPresent(d -> sb.append("deals=").append(d));
    target.ifPresent(t -> sb.append(sb.length() > 0 ? " " : "").append("target=").append(t));
    return sb.toString();
  }

  @Override
  public void checkGame(Rules rules) {
    Awards.checkHasWinner(ID, rules);
  }

  /** {@return true: the loser pays the winner's stakes} */
  @Override
  public boolean isZeroSum() {
    return true;
  }

  @Override
  public List<Integer> award(DealResult result, int multiplier, List<Integer> seatTotals) {
    Awards.checkArguments(result, multiplier, seatTotals);
    return Awards.list(Awards.toWinner(result, stakes(result.outcome()) * multiplier, true));
  }

  /**
   * Tells whether the match is over from the balances alone, taking a positive balance as the
   * stakes won, which it never exceeds; {@link Match} knows the stakes won and asks {@link
   * #isOver(List, List, int, int)}.
   */
  @Override
  public boolean isOver(List<Integer> totals, int pot, int dealsPlayed) {
    java.util.Objects.requireNonNull(totals, "totals");
    List<Integer> won = new java.util.ArrayList<>(totals.size());
    for (int t : totals) {
      won.add(Math.max(0, t));
    }
    return isOver(totals, won, pot, dealsPlayed);
  }

  /** {@return whether {@code deals} deals are played or a player has won {@code target} stakes} */
  @Override
  public boolean isOver(List<Integer> totals, List<Integer> won, int pot, int dealsPlayed) {
    java.util.Objects.requireNonNull(totals, "totals");
    java.util.Objects.requireNonNull(won, "won");
    return (deals.isPresent() && dealsPlayed >= deals.getAsInt())
        || (target.isPresent() && Awards.anyAtLeast(won, target.getAsInt()));
  }

  /** {@return the balances themselves: each player has already won or paid his stakes} */
  @Override
  public List<Integer> settlement(List<Integer> totals) {
    Objects.requireNonNull(totals, "totals");
    return Awards.copy(totals);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
