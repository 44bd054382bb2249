package io.github.elfern.scoring;

/**
 * Who sits out the next deal when three play Elfern (Braillespiel, Braillespiel: two play, the third
 * is "König"): the {@code out} key of the EGN {@code Scoring} tag.
 *
 * <p>Our choice (the source is silent): the player who sat out comes in; after a deal without a
 * winner the sitter passes to the next player in seat order.
 */
public enum SitOutRule {
  /** The loser of a deal sits out the next one (the default). */
  LOSER("loser"),
  /** The sitter passes to the next player in seat order after every deal. */
  ROTATE("rotate");

  private final String value;

  SitOutRule(String value) {
    this.value = value;
  }

  /** {@return the value as written in the {@code Scoring} tag, e.g. {@code "rotate"}} */
  public String value() {
    return value;
  }
}
