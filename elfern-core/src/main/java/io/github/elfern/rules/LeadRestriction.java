package io.github.elfern.rules;

/**
 * What a player on lead may lead in Fünfzehnern (Wikipedia's Fünfzehnern), by the {@code lead} option.
 *
 * <p>Definitions, our precise reading of the sources: a player <em>wins the lead</em> when he
 * wins a trick that another player led; the suit <em>in which he won the lead</em> is the suit
 * led to that trick; he <em>retains the lead</em> while he keeps winning the tricks he leads, and
 * his binding suit stays the same meanwhile. A card is <em>unbeatable</em> when every higher card
 * of its suit has been played or is in the leader's own hand.
 */
public enum LeadRestriction {
  /** No restriction on leading (Meyers 1907). */
  NONE("none"),
  /**
   * The default (Alvensleben 1853 via Wikipedia's Fünfzehnern): a player on lead who won the lead (or retains
   * it) and holds a card of the suit in which he won the lead must lead that suit, or an
   * unbeatable card of another suit.
   */
  RELAXED("relaxed"),
  /**
   * As {@link #RELAXED}; and when void in that suit, he must lead the suit in which the player
   * who led the trick he won had himself won the lead (if that player had one and he holds a card
   * of it), or an unbeatable card of another suit. While he retains the lead, both suits stay.
   */
  STRICT("strict"),
  /**
   * The anthology of 1880: every lead after the first trick, by any player, must be of the suit
   * led to the first trick if able; a singleton of another suit may be led instead.
   */
  FIRST_SUIT("first-suit"),
  /**
   * Kastner and Folkvord 2005: a player who has just won the lead must lead his highest card of
   * the suit of the previous trick; if void there, his highest card of any one suit already led in
   * the deal; else any card. Leading a second time in a row, any card.
   */
  KASTNER("kastner"),
  /**
   * Parlett 2008: a player who has just won the lead must lead the suit of the previous trick if
   * able, an unbeatable card of it if he has one; failing that, a card of a suit already led if
   * able; else any card. Leading a second time in a row, any card.
   */
  PARLETT("parlett");

  private final String value;

  LeadRestriction(String value) {
    this.value = value;
  }

  /** {@return the option value used in the {@code lead} key, e.g. {@code "first-suit"}} */
  public String value() {
    return value;
  }
}
