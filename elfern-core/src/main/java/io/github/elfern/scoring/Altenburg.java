package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import java.util.Objects;
import java.util.List;

/**
 * The soft schedule of the Altenburg rule book (1988, via Kiddle; id {@code altenburg}): the
 * winner scores by the honours he took, 11–13 → 1 point, 14–15 → 2, 16–17 → 3, 18–19 → 4, 20 → 5.
 *
 * <p>Unlike {@link Tendler}, 15 honours is worth 2 points (Tendler: schneider, also 2) but 14
 * already scores 2 here and 16 scores 3; all 20 honours score 5 (Tendler: schwarz, 3). A player's
 * total is the points he has scored; only the winner scores, so the totals are not zero-sum. The
 * match ends when a player reaches {@code target} points (default 10); the winner is that player.
 * After a Ständer the next win scores double (our reading of Kiddle, which states the Ständer
 * rule for the game and not per schedule). At the end every two players settle the difference of
 * their points (our choice; the source names no settlement).
 *
 * <p>The schedule counts honours: it refuses card-point games ({@code bohemian-points}) and
 * Fünfzehnern, where 11 to 20 honours mean nothing. It accepts the honours game of Böhmischer
 * Schneider, whose winner also has 11 to 20 honours.
 *
 * @param target the points at which the match ends, 10 (the default) to 1,000,000
 */
public record Altenburg(int target) implements ScoringSchedule {

  /** The schedule's id, {@value}. */
  public static final String ID = "altenburg";

  /** The default target, {@value}. */
  public static final int DEFAULT_TARGET = 10;

  /**
   * Validates the parameter.
   *
   * @param target the points at which the match ends
   * @throws IllegalArgumentException if {@code target} is not from 1 to 1,000,000
   */
  public Altenburg {
    Awards.checkCount(ID, "target", target);
  }

  /**
   * Returns the points for a winner who took {@code honours} honours: 0 below 11, then 1, 2, 3, 4
   * or 5 as the schedule says.
   *
   * @param honours the winner's honours, 0 to 20
   * @return the points
   * @throws IllegalArgumentException if {@code honours} is not from 0 to 20
   */
  public static int points(int honours) {
    if (honours < 0 || honours > 20) {
      throw new IllegalArgumentException("honours are counted from 0 to 20, got " + honours);
    }
    if (honours >= 20) {
      return 5;
    }
    if (honours >= 18) {
      return 4;
    }
    if (honours >= 16) {
      return 3;
    }
    if (honours >= 14) {
      return 2;
    }
    return honours >= 11 ? 1 : 0;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String parameters() {
    return target == DEFAULT_TARGET ? "" : "target=" + target;
  }

  @Override
  public void checkGame(Rules rules) {
    Awards.checkHonours(ID, rules);
  }

  /** {@return false: only the winner scores} */
  @Override
  public boolean isZeroSum() {
    return false;
  }

  @Override
  public List<Integer> award(DealResult result, int multiplier, List<Integer> seatTotals) {
    Awards.checkArguments(result, multiplier, seatTotals);
    if (result.winner().isEmpty()) {
      return Awards.list(new int[result.players()]);
    }
    int honours = result.points(result.winner().getAsInt());
    return Awards.list(Awards.toWinner(result, points(honours) * multiplier, false));
  }

  @Override
  public boolean isOver(List<Integer> totals, int pot, int deals) {
    return Awards.anyAtLeast(totals, target);
  }

  /** {@return the pairwise differences in points: with two players, the leader receives the gap} */
  @Override
  public List<Integer> settlement(List<Integer> totals) {
    Objects.requireNonNull(totals, "totals");
    return Awards.pairwiseDifference(totals);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
