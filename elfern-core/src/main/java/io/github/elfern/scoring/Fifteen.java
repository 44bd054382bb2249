package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import java.util.Objects;
import java.util.List;
import java.util.OptionalInt;

/**
 * The Fünfzehnern settlement summed over deals (Wikipedia's Fünfzehnern; id {@code fifteen}): each player scores
 * his card points minus 15, the average of the 60 points among four.
 *
 * <p>Under the rules option {@code settlement=simplified} (a {@code Variant} key of {@code
 * fuenfzehnern}, not a {@code Scoring} key), when exactly two of four players took all the tricks,
 * those two receive 15 each and the two others pay 15 each, whatever the points (Wikipedia's Fünfzehnern); see
 * {@link DealResult#settlement()}. With three players ({@code players=3}, diamonds removed) the
 * 45 points also average 15, and the simplified settlement does not apply.
 *
 * <p>A player's total is the sum of his scores; it is zero-sum. The match ends
 * after {@code deals} deals, or is open-ended; the winner is the player with the highest total.
 * Fünfzehnern has no winner and no tie in the Ständer sense, so the deal passes clockwise after
 * every deal (our choice; {@code dealer=alternate} is the only dealer option), and nothing is ever
 * doubled.
 *
 * @param deals the number of deals after which the match ends, if agreed (1 to 1,000,000)
 */
public record Fifteen(OptionalInt deals) implements ScoringSchedule {

  /** The schedule's id, {@value}. */
  public static final String ID = "fifteen";

  /**
   * Validates the parameter.
   *
   * @param deals the number of deals after which the match ends, if agreed
   * @throws IllegalArgumentException if a given count is not from 1 to 1,000,000
   */
  public Fifteen {
    deals.ifPresent(d -> Awards.checkCount(ID, "deals", d));
  }

  /** {@return the open-ended schedule} */
  public static Fifteen openEnded() {
    return new Fifteen(OptionalInt.empty());
  }

  /**
   * Returns the schedule of a match of {@code deals} deals.
   *
   * @param deals the number of deals, 1 to 1,000,000
   * @return the schedule
   * @throws IllegalArgumentException if {@code deals} is out of range
   */
  public static Fifteen ofDeals(int deals) {
    return new Fifteen(OptionalInt.of(deals));
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String parameters() {
    return deals.isPresent() ? "deals=" + deals.getAsInt() : "";
  }

  @Override
  public void checkGame(Rules rules) {
    if (rules.hasWinner()) {
      throw new IllegalArgumentException(
          "scoring schedule " + ID + " settles Fünfzehnern deals against fifteen points, but "
              + rules.preset().id() + " is won or lost: use tendler, banner, altenburg or counters");
    }
  }

  /** {@return true: the scores of a deal add up to zero} */
  @Override
  public boolean isZeroSum() {
    return true;
  }

  /** {@return the deal's {@link DealResult#settlement()}, whatever the multiplier} */
  @Override
  public List<Integer> award(DealResult result, int multiplier, List<Integer> seatTotals) {
    Awards.checkArguments(result, multiplier, seatTotals);
    return result.settlement();
  }

  @Override
  public boolean isOver(List<Integer> totals, int pot, int dealsPlayed) {
    java.util.Objects.requireNonNull(totals, "totals");
    return deals.isPresent() && dealsPlayed >= deals.getAsInt();
  }

  /** {@return the totals themselves: each deal has already been settled} */
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
