package io.github.elfern.svg;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;

/** The pack a picture shows: French suits (clubs, spades, hearts, diamonds) or German suits. */
public enum CardStyle {
  /** French suits with the index letters A K Q J 10 9 8 7. */
  FRENCH,
  /** German suits (acorns, leaves, hearts, bells) with the index letters A K O U 10 9 8 7. */
  GERMAN;

  /**
   * {@return the index label of the rank in this pack, e.g. {@code "Q"} or {@code "O"}, {@code "10"}}
   *
   * @param rank the rank
   */
  public String label(Rank rank) {
    if (rank == Rank.TEN) {
      return "10";
    }
    return String.valueOf(this == FRENCH ? rank.letter() : rank.germanLetter());
  }

  /**
   * {@return the English name of the suit in this pack, e.g. {@code "bells"}}
   *
   * @param suit the suit
   */
  public String suitName(Suit suit) {
    return this == FRENCH ? suit.frenchName() : suit.germanName();
  }

  /**
   * {@return a short readable name of the card in this pack, e.g. {@code "queen of hearts"} or
   * {@code "O of bells"}}
   *
   * @param card the card
   */
  public String cardName(Card card) {
    String rank = this == FRENCH ? card.rank().englishName() : germanRankName(card.rank());
    return rank + " of " + suitName(card.suit());
  }

  private static String germanRankName(Rank rank) {
    switch (rank) {
      case ACE:
        return "Daus";
      case KING:
        return "König";
      case QUEEN:
        return "Ober";
      case JACK:
        return "Unter";
      default:
        return rank.englishName();
    }
  }
}
