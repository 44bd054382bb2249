package io.github.elfern.rules;

/** What an equal split of the points (10–10, or 60–60 with card points) means for the match. */
public enum TieRule {
  /** A Ständer: no award, and the next deal with a winner counts double, once (seed 000). */
  STANDER,
  /** No winner, and nothing carries to the next deal (the app, seed 003). */
  NOTHING_CARRIED,
  /** The deal is redealt with nothing carried (Böhmischer Schneider). */
  REDEAL,
  /** The game has no tie in this sense (Fünfzehnern is settled against fifteen). */
  NOT_APPLICABLE
}
