package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One deal of a {@link Match} as the match scored it: who sat where, the result, the multiplier in
 * force, what each player gained and the totals after it.
 *
 * <p>Players are the match's player indexes; {@code seating} lists them by seat, forehand first
 * and the dealer last.
 *
 * @param number the deal's number in the match, from 1 (redeals included)
 * @param seating the player in each seat, forehand first, dealer last
 * @param sittingOut the player who sat the deal out (three-player Elfern), if any
 * @param result the deal's result, in seats
 * @param kind how the deal was scored
 * @param multiplier the multiplier in force for this deal: 1, or 2 after a Ständer
 * @param awards what each player gained (negative: paid), by player index, pot included
 * @param totals each player's total after the deal, by player index
 * @param pot the counters in the pot after the deal (0 except under {@link Counters})
 */
public record ScoredDeal(
    int number,
    List<Integer> seating,
    OptionalInt sittingOut,
    DealResult result,
    Kind kind,
    int multiplier,
    List<Integer> awards,
    List<Integer> totals,
    int pot) {

  /** How a deal was scored in the match. */
  public enum Kind {
    /** A deal with a winner: the award was paid (times the multiplier), the pot taken. */
    WIN,
    /** A Ständer: no award; the next win is doubled, or each player fed the pot. */
    STANDER,
    /** A tie that carries nothing (the app's rule, or three players). */
    TIE,
    /** A tie in Böhmischer Schneider: redealt by the same dealer, not counted as a deal. */
    REDEAL,
    /** A Fünfzehnern deal: every player scored against fifteen. */
    SETTLEMENT
  }

  /**
   * Copies the lists and checks the fields.
   *
   * @param number the deal's number in the match, from 1
   * @param seating the player in each seat, forehand first, dealer last
   * @param sittingOut the player who sat the deal out, if any
   * @param result the deal's result, in seats
   * @param kind how the deal was scored
   * @param multiplier the multiplier in force: 1 or 2
   * @param awards what each player gained, by player index
   * @param totals each player's total after the deal, by player index
   * @param pot the counters in the pot after the deal
   * @throws IllegalArgumentException if the number or multiplier is out of range, the seating
   *     does not match the deal's seats or the awards and totals differ in length
   */
  public ScoredDeal {
    seating = List.copyOf(seating);
    awards = List.copyOf(awards);
    totals = List.copyOf(totals);
    Objects.requireNonNull(sittingOut, "sittingOut");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(kind, "kind");
    if (number < 1 || (multiplier != 1 && multiplier != 2) || pot < 0) {
      throw new IllegalArgumentException(
          "bad deal number " + number + ", multiplier " + multiplier + " or pot " + pot);
    }
    if (seating.size() != result.players() || awards.size() != totals.size()) {
      throw new IllegalArgumentException(
          "seating " + seating + " does not fit the deal's " + result.players()
              + " seats, or awards " + awards + " and totals " + totals + " differ in length");
    }
  }

  /** {@return the dealer of the deal (the player in the last seat)} */
  public int dealer() {
    return seating.get(seating.size() - 1);
  }

  /** {@return the player who won the deal, if it had a winner} */
  public OptionalInt winner() {
    OptionalInt seat = result.winner();
    return seat.isPresent() ? OptionalInt.of(seating.get(seat.getAsInt())) : OptionalInt.empty();
  }

  /** {@return the player who lost the deal, if it had a winner} */
  public OptionalInt loser() {
    OptionalInt seat = result.loser();
    return seat.isPresent() ? OptionalInt.of(seating.get(seat.getAsInt())) : OptionalInt.empty();
  }
}
