package io.github.elfern.rules;

/** What a player who does not lead must play to a trick, in one phase of a game. */
public enum Obligation {
  /** Any card (phase 1 of Elfern; Böhmischer Schneider throughout). */
  NONE,
  /** Follow suit if able, else any card. */
  FOLLOW,
  /** Follow suit if able, else trump if able, else any card (phase 2 with trumps, Kiddle). */
  FOLLOW_OR_TRUMP
}
