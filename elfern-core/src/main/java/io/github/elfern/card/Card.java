package io.github.elfern.card;

/**
 * The 32 cards of the pack, declared in the canonical order of the notation: clubs, spades,
 * hearts, diamonds, and within a suit A K Q J T 9 8 7.
 *
 * <p>{@link #ordinal()} is the card's bit index in a {@link CardSet}: {@code suit * 8 + rank}.
 * {@link #parse(String)} and {@link #notation()} are exact inverses:
 *
 * <pre>{@code
 * Card queen = Card.parse("QH");            // Card.QUEEN_OF_HEARTS
 * queen.notation();                         // "QH"
 * queen.rank() == Rank.QUEEN;               // true
 * }</pre>
 */
public enum Card {
  /** The ace of clubs, AC. */
  ACE_OF_CLUBS(Rank.ACE, Suit.CLUBS),
  /** The king of clubs, KC. */
  KING_OF_CLUBS(Rank.KING, Suit.CLUBS),
  /** The queen of clubs, QC. */
  QUEEN_OF_CLUBS(Rank.QUEEN, Suit.CLUBS),
  /** The jack of clubs, JC. */
  JACK_OF_CLUBS(Rank.JACK, Suit.CLUBS),
  /** The ten of clubs, TC. */
  TEN_OF_CLUBS(Rank.TEN, Suit.CLUBS),
  /** The nine of clubs, 9C. */
  NINE_OF_CLUBS(Rank.NINE, Suit.CLUBS),
  /** The eight of clubs, 8C. */
  EIGHT_OF_CLUBS(Rank.EIGHT, Suit.CLUBS),
  /** The seven of clubs, 7C. */
  SEVEN_OF_CLUBS(Rank.SEVEN, Suit.CLUBS),
  /** The ace of spades, AS. */
  ACE_OF_SPADES(Rank.ACE, Suit.SPADES),
  /** The king of spades, KS. */
  KING_OF_SPADES(Rank.KING, Suit.SPADES),
  /** The queen of spades, QS. */
  QUEEN_OF_SPADES(Rank.QUEEN, Suit.SPADES),
  /** The jack of spades, JS. */
  JACK_OF_SPADES(Rank.JACK, Suit.SPADES),
  /** The ten of spades, TS. */
  TEN_OF_SPADES(Rank.TEN, Suit.SPADES),
  /** The nine of spades, 9S. */
  NINE_OF_SPADES(Rank.NINE, Suit.SPADES),
  /** The eight of spades, 8S. */
  EIGHT_OF_SPADES(Rank.EIGHT, Suit.SPADES),
  /** The seven of spades, 7S. */
  SEVEN_OF_SPADES(Rank.SEVEN, Suit.SPADES),
  /** The ace of hearts, AH. */
  ACE_OF_HEARTS(Rank.ACE, Suit.HEARTS),
  /** The king of hearts, KH. */
  KING_OF_HEARTS(Rank.KING, Suit.HEARTS),
  /** The queen of hearts, QH. */
  QUEEN_OF_HEARTS(Rank.QUEEN, Suit.HEARTS),
  /** The jack of hearts, JH. */
  JACK_OF_HEARTS(Rank.JACK, Suit.HEARTS),
  /** The ten of hearts, TH. */
  TEN_OF_HEARTS(Rank.TEN, Suit.HEARTS),
  /** The nine of hearts, 9H. */
  NINE_OF_HEARTS(Rank.NINE, Suit.HEARTS),
  /** The eight of hearts, 8H. */
  EIGHT_OF_HEARTS(Rank.EIGHT, Suit.HEARTS),
  /** The seven of hearts, 7H. */
  SEVEN_OF_HEARTS(Rank.SEVEN, Suit.HEARTS),
  /** The ace of diamonds, AD. */
  ACE_OF_DIAMONDS(Rank.ACE, Suit.DIAMONDS),
  /** The king of diamonds, KD. */
  KING_OF_DIAMONDS(Rank.KING, Suit.DIAMONDS),
  /** The queen of diamonds, QD. */
  QUEEN_OF_DIAMONDS(Rank.QUEEN, Suit.DIAMONDS),
  /** The jack of diamonds, JD. */
  JACK_OF_DIAMONDS(Rank.JACK, Suit.DIAMONDS),
  /** The ten of diamonds, TD. */
  TEN_OF_DIAMONDS(Rank.TEN, Suit.DIAMONDS),
  /** The nine of diamonds, 9D. */
  NINE_OF_DIAMONDS(Rank.NINE, Suit.DIAMONDS),
  /** The eight of diamonds, 8D. */
  EIGHT_OF_DIAMONDS(Rank.EIGHT, Suit.DIAMONDS),
  /** The seven of diamonds, 7D. */
  SEVEN_OF_DIAMONDS(Rank.SEVEN, Suit.DIAMONDS);

  private static final Card[] VALUES = values();

  private final Rank rank;
  private final Suit suit;
  private final String notation;

  Card(Rank rank, Suit suit) {
    this.rank = rank;
    this.suit = suit;
    this.notation = "" + rank.letter() + suit.letter();
  }

  /**
   * {@return the card with the given {@link #ordinal()} (its bit index), without copying}
   *
   * @param index the bit index, from 0 to 31
   */
  public static Card ofIndex(int index) {
    return VALUES[index];
  }

  /**
   * {@return the card of the given rank and suit}
   *
   * @param rank the rank
   * @param suit the suit
   */
  public static Card of(Rank rank, Suit suit) {
    return VALUES[suit.ordinal() * 8 + rank.ordinal()];
  }

  /**
   * Parses a canonical French card token such as {@code "AH"}, {@code "TC"} or {@code "10C"}.
   *
   * <p>This is the inverse of {@link #notation()}; the EGN reader of the notation module accepts
   * more spellings (German letters, lower case, suit symbols).
   *
   * @param token the token, rank letter first
   * @return the card
   * @throws IllegalArgumentException if the token is not a card
   */
  public static Card parse(String token) {
    String t = token.startsWith("10") ? "T" + token.substring(2) : token;
    if (t.length() == 2) {
      Rank r = Rank.fromLetter(t.charAt(0)).orElse(null);
      Suit s = Suit.fromLetter(t.charAt(1)).orElse(null);
      if (r != null && s != null) {
        return of(r, s);
      }
    }
    throw new IllegalArgumentException(
        "not a card: '" + token + "' (expected a rank A K Q J T 9 8 7 and a suit C S H D, e.g. QH)");
  }

  /** {@return this card's rank} */
  public Rank rank() {
    return rank;
  }

  /** {@return this card's suit} */
  public Suit suit() {
    return suit;
  }

  /** {@return the single-bit mask of this card in a {@link CardSet}} */
  public int bit() {
    return 1 << ordinal();
  }

  /** {@return the canonical French EGN token of this card, e.g. {@code "QH"}} */
  public String notation() {
    return notation;
  }

  /** {@return the German EGN token of this card, e.g. {@code "OH"} for the Ober of hearts} */
  public String germanNotation() {
    return "" + rank.germanLetter() + suit.germanLetter();
  }

  /** {@return the canonical token, as {@link #notation()} does} */
  @Override
  public String toString() {
    return notation;
  }
}
