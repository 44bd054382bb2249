package io.github.elfern.rules;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;

/** What each card counts in the tricks a player takes. */
public enum CardValues {
  /** Elfern's honours: A K Q J T one point each, 20 in the pack (Kiddle). */
  HONOURS(1, 1, 1, 1, 1),
  /** The card-point Böhmischer Schneider: A 11, T 10, K 4, Q 3, J 2, 120 in the pack (Braillespiel). */
  CARD_POINTS(11, 4, 3, 2, 10),
  /** Fünfzehnern: A 5, K 4, Q 3, J 2, T 1, 60 in the pack (Wikipedia's Fünfzehnern). */
  FIFTEEN(5, 4, 3, 2, 1);

  private final int[] byRank;

  CardValues(int ace, int king, int queen, int jack, int ten) {
    this.byRank = new int[] {ace, king, queen, jack, ten, 0, 0, 0};
  }

  /**
   * {@return what a card of {@code rank} counts}
   *
   * @param rank the rank
   */
  public int of(Rank rank) {
    return byRank[rank.ordinal()];
  }

  /**
   * {@return what {@code card} counts}
   *
   * @param card the card
   */
  public int of(Card card) {
    return byRank[card.rank().ordinal()];
  }
}
