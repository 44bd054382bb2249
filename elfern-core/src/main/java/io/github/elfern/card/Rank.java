package io.github.elfern.card;

import java.util.Optional;

/**
 * The eight ranks of the 32-card pack, from highest to lowest: A K Q J T 9 8 7.
 *
 * <p>Tens rank low, between the jack and the nine, in every game of this library. The declaration
 * order is the rank order, so a lower {@link #ordinal()} is a higher rank. Which card wins a
 * trick is not the rank order alone: trumps, {@code seven-beats-ace} and {@code capture=next}
 * change it, so ask a {@code GameState} (its legal moves and its tricks' winners) instead.
 */
public enum Rank {
  /** Ace (German: Daus or Deuce). */
  ACE('A', 'A', "ace"),
  /** King. */
  KING('K', 'K', "king"),
  /** Queen (German: Ober). */
  QUEEN('Q', 'O', "queen"),
  /** Jack (German: Unter). */
  JACK('J', 'U', "jack"),
  /** Ten. */
  TEN('T', 'T', "ten"),
  /** Nine. */
  NINE('9', '9', "nine"),
  /** Eight. */
  EIGHT('8', '8', "eight"),
  /** Seven. */
  SEVEN('7', '7', "seven");

  private static final Rank[] VALUES = values();

  private final char letter;
  private final char germanLetter;
  private final String englishName;

  Rank(char letter, char germanLetter, String englishName) {
    this.letter = letter;
    this.germanLetter = germanLetter;
    this.englishName = englishName;
  }

  /**
   * {@return the rank with the given {@link #ordinal()}, without copying {@code values()}}
   *
   * @param ordinal the ordinal
   */
  public static Rank ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /** {@return the French EGN letter of this rank: {@code A K Q J T 9 8 7}} */
  public char letter() {
    return letter;
  }

  /** {@return the German EGN letter of this rank: {@code A K O U T 9 8 7}} */
  public char germanLetter() {
    return germanLetter;
  }

  /** {@return the English name of this rank in lower case, as used in messages} */
  public String englishName() {
    return englishName;
  }

  /** {@return whether this rank is an honour (A K Q J T), the cards that count in Elfern} */
  public boolean isHonour() {
    return ordinal() <= TEN.ordinal();
  }

  /**
   * Returns the rank whose French letter is {@code c}, if there is one.
   *
   * @param c a letter such as {@code 'K'} or {@code 'T'}
   * @return the rank, or empty when {@code c} is no French rank letter
   */
  public static Optional<Rank> fromLetter(char c) {
    for (Rank r : VALUES) {
      if (r.letter == c) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the rank whose German letter is {@code c} ({@code D} is accepted for the Daus), if
   * there is one.
   *
   * @param c a letter such as {@code 'O'}
   * @return the rank, or empty when {@code c} is no German rank letter
   */
  public static Optional<Rank> fromGermanLetter(char c) {
    if (c == 'D') {
      return Optional.of(ACE);
    }
    for (Rank r : VALUES) {
      if (r.germanLetter == c) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }
}
