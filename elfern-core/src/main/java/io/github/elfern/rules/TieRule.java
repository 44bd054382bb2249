package io.github.elfern.rules;

/** What an equal split of the points (10–10, or 60–60 with card points) means for the match. */
public enum TieRule {
  /** A Ständer: no award, and the next deal with a winner counts double, once (Kiddle). */
  STANDER,
  /** No winner, and nothing carries to the next deal (the app, the app's README). */
  NOTHING_CARRIED,
  /** The deal is redealt with nothing carried (Böhmischer Schneider). */
  REDEAL,
  /** The game has no tie in this sense (Fünfzehnern is settled against fifteen). */
  NOT_APPLICABLE
}
