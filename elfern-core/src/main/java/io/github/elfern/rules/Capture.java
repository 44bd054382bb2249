package io.github.elfern.rules;

/**
 * Which card of the suit led lets the follower capture a trick in Böhmischer Schneider, by the
 * {@code capture} option.
 */
public enum Capture {
  /**
   * Only the next-higher card of the suit led captures, so a led ace is never captured (English
   * and German Wikipedia). "Next-higher" is by rank, whether or not the cards in between are out.
   */
  NEXT("next"),
  /** Any higher card of the suit led captures (the Kiddle/CardRules reading), as in Elfern. */
  HIGHER("higher");

  private final String value;

  Capture(String value) {
    this.value = value;
  }

  /** {@return the option value, {@code "next"} or {@code "higher"}} */
  public String value() {
    return value;
  }
}
