package io.github.elfern.game;

/** How a deal ended, from the winner's side: the level of the win, a tie, or a settlement. */
public enum Outcome {
  /** A simple win (11+ honours, 61+ card points): worth 1. */
  SIMPLE(1),
  /** A double win, the loser is schneider (15+ honours in Elfern, 16+ in Böhmischer Schneider). */
  SCHNEIDER(2),
  /** A triple win, the loser is schwarz (all 20 honours; with card points, the loser took no trick). */
  SCHWARZ(3),
  /** An equal split (10–10, 60–60): a Ständer, or what {@link io.github.elfern.rules.TieRule} says. */
  TIE(0),
  /** No single winner: the deal is settled against the average (Fünfzehnern). */
  SETTLEMENT(0);

  private final int multiple;

  Outcome(int multiple) {
    this.multiple = multiple;
  }

  /** {@return the win's multiple of the basic award: 1, 2 or 3, and 0 for a tie or settlement} */
  public int multiple() {
    return multiple;
  }
}
