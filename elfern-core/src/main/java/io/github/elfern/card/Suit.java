package io.github.elfern.card;

import java.util.Optional;

/**
 * The four suits, in the canonical order of the notation: clubs, spades, hearts, diamonds.
 *
 * <p>The German-suited pack maps acorns to clubs, leaves to spades, hearts to hearts and bells to
 * diamonds; {@link #germanLetter()} gives the letter EGN uses with {@code [Suits "german"]}.
 */
public enum Suit {
  /** Clubs (German: acorns, Eichel). */
  CLUBS('C', 'E', "clubs", "acorns"),
  /** Spades (German: leaves, Grün or Laub). */
  SPADES('S', 'G', "spades", "leaves"),
  /** Hearts (German: hearts, Herz or Rot). */
  HEARTS('H', 'H', "hearts", "hearts"),
  /** Diamonds (German: bells, Schellen). */
  DIAMONDS('D', 'S', "diamonds", "bells");

  private static final Suit[] VALUES = values();

  private final char letter;
  private final char germanLetter;
  private final String frenchName;
  private final String germanName;

  Suit(char letter, char germanLetter, String frenchName, String germanName) {
    this.letter = letter;
    this.germanLetter = germanLetter;
    this.frenchName = frenchName;
    this.germanName = germanName;
  }

  /**
   * {@return the suit with the given {@link #ordinal()}, without copying {@code values()}}
   *
   * @param ordinal the ordinal
   */
  public static Suit ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /** {@return the French letter of this suit in EGN: {@code C}, {@code S}, {@code H} or {@code D}} */
  public char letter() {
    return letter;
  }

  /** {@return the German letter of this suit in EGN: {@code E}, {@code G}, {@code H} or {@code S}} */
  public char germanLetter() {
    return germanLetter;
  }

  /** {@return the English name of this French suit in lower case, as used in messages} */
  public String frenchName() {
    return frenchName;
  }

  /** {@return the English name of the matching German suit in lower case ("acorns", ...)} */
  public String germanName() {
    return germanName;
  }

  /**
   * Returns the suit whose French letter is {@code c} (upper case only), if there is one.
   *
   * @param c a letter such as {@code 'H'}
   * @return the suit, or empty when {@code c} is no French suit letter
   */
  public static Optional<Suit> fromLetter(char c) {
    for (Suit s : VALUES) {
      if (s.letter == c) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the suit whose German letter is {@code c} (upper case; {@code L} is accepted for
   * leaves), if there is one.
   *
   * @param c a letter such as {@code 'E'}
   * @return the suit, or empty when {@code c} is no German suit letter
   */
  public static Optional<Suit> fromGermanLetter(char c) {
    if (c == 'L') {
      return Optional.of(SPADES);
    }
    for (Suit s : VALUES) {
      if (s.germanLetter == c) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
