package io.github.elfern.rules;

/** How a deal of Fünfzehnern is settled, by the {@code settlement} option (Wikipedia's Fünfzehnern). */
public enum Settlement {
  /** Each player scores his card points minus 15. */
  STANDARD("standard"),
  /**
   * When exactly two players took all the tricks, the two without tricks pay 15 each and the two
   * others receive 15 each. Applies with four players only; otherwise the standard settlement.
   */
  SIMPLIFIED("simplified");

  private final String value;

  Settlement(String value) {
    this.value = value;
  }

  /** {@return the option value, {@code "standard"} or {@code "simplified"}} */
  public String value() {
    return value;
  }
}
