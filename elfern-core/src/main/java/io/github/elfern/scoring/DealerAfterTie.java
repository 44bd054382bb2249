package io.github.elfern.scoring;

/**
 * Who deals after a deal without a winner (a Ständer, or a tie that carries nothing): the {@code
 * stander-dealer} key of the EGN {@code Scoring} tag.
 *
 * <p>It applies when the dealer is chosen by {@link NextDealer#WINNER} or {@link NextDealer#LOSER};
 * under {@link NextDealer#ALTERNATE} the deal simply passes on. A redealt deal (Böhmischer
 * Schneider) is always dealt again by the same dealer.
 */
public enum DealerAfterTie {
  /**
   * The dealer is drawn by lot among the players of the next deal, from the match's seeded
   * generator (Kiddle "more commonly", Braillespiel; the default).
   */
  LOT("lot"),
  /** The dealer stays the same (Kiddle). */
  SAME("same");

  private final String value;

  DealerAfterTie(String value) {
    this.value = value;
  }

  /** {@return the value as written in the {@code Scoring} tag, e.g. {@code "lot"}} */
  public String value() {
    return value;
  }
}
