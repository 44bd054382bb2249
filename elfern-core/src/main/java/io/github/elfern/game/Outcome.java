package io.github.elfern.game;

/**
 * How a deal ended, from the winner's side: the level of the win, a tie, or a settlement.
 *
 * <p>Each has a stable lower-case {@link #code()}, as {@link Violation} has: the word that {@link
 * DealResult#toString()}, the JSON wire format ({@code "outcome"}) and the conformance protocol
 * ({@code result 12-8 simple}) write.
 */
public enum Outcome {
  /** A simple win (11+ honours, 61+ card points): worth 1. */
  SIMPLE(1, "simple"),
  /** A double win, the loser is schneider (15+ honours in Elfern, 16+ in Böhmischer Schneider). */
  SCHNEIDER(2, "schneider"),
  /** A triple win, the loser is schwarz (all 20 honours; with card points, the loser took no trick). */
  SCHWARZ(3, "schwarz"),
  /** An equal split (10–10, 60–60): a Ständer, or what {@link io.github.elfern.rules.TieRule} says. */
  TIE(0, "tie"),
  /** No single winner: the deal is settled against the average (Fünfzehnern). */
  SETTLEMENT(0, "settlement");

  private final int multiple;
  private final String code;

  Outcome(int multiple, String code) {
    this.multiple = multiple;
    this.code = code;
  }

  /** {@return the stable lower-case id of the outcome, e.g. {@code "schneider"}} */
  public String code() {
    return code;
  }

  /** {@return the win's multiple of the basic award: 1, 2 or 3, and 0 for a tie or settlement} */
  public int multiple() {
    return multiple;
  }
}
