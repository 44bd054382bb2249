package io.github.elfern.scoring;

/**
 * Who deals the next deal of a match after a deal with a winner: the {@code dealer} key of the EGN
 * {@code Scoring} tag.
 *
 * <p>Seats at the table are the match's players in their order ({@link Match#players()}), read
 * clockwise. When the chosen player sits out the next deal (three players), the deal passes to the
 * next player in seat order who plays it (our choice; the sources are silent). After a deal without
 * a winner, {@link DealerAfterTie} decides instead, except under {@link #ALTERNATE}.
 */
public enum NextDealer {
  /** The winner of the deal deals the next one (Kiddle; the default). */
  WINNER("winner"),
  /** The loser of the deal deals the next one (Braillespiel). */
  LOSER("loser"),
  /**
   * The deal passes to the next player in seat order after every deal, ties included (the app,
   * the app's README; Fünfzehnern, our choice: clockwise).
   */
  ALTERNATE("alternate");

  private final String value;

  NextDealer(String value) {
    this.value = value;
  }

  /** {@return the value as written in the {@code Scoring} tag, e.g. {@code "winner"}} */
  public String value() {
    return value;
  }
}
