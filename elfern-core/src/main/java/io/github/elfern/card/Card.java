package io.github.elfern.card;

import io.github.elfern.card.internal.CardGrammar;
import java.util.Objects;

/**
 * The 32 cards of the pack, declared in the canonical order of the notation: clubs, spades,
 * hearts, diamonds, and within a suit A K Q J T 9 8 7.
 *
 * <p>{@link #ordinal()} is the card's bit index in a {@link CardSet}: {@code suit * 8 + rank}.
 * {@link #parse(String)} and {@link #notation()} are exact inverses; {@link #parse(String,
 * SuitSystem)} reads German letters and {@link #parseLenient(String)} what people type:
 *
 * <pre>{@code
 * Card queen = Card.parse("QH");            // Card.QUEEN_OF_HEARTS
 * queen.notation();                         // "QH"
 * queen.rank() == Rank.QUEEN;               // true
 * Card.parse("OH", SuitSystem.GERMAN);      // the same card in German letters
 * Card.parseLenient("q♥");                  // and as typed
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
   * @throws IndexOutOfBoundsException if {@code index} is not from 0 to 31; the message names it
   */
  public static Card ofIndex(int index) {
    if ((index >>> 5) != 0) {
      throw new IndexOutOfBoundsException("no card with index " + index + " (0 to 31)");
    }
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
   * Parses a canonical French card token such as {@code "AH"}, {@code "TC"} or {@code "10C"}:
   * {@code parse(token, SuitSystem.FRENCH)}.
   *
   * <p>This is the inverse of {@link #notation()}. For German letters use {@link #parse(String,
   * SuitSystem)}; for what people type ({@code "kd"}, {@code "K♦"}, {@code "10h"}) use {@link
   * #parseLenient(String)}.
   *
   * @param token the token, rank first
   * @return the card
   * @throws IllegalArgumentException if the token is not a card; the message names the token and
   *     what would have been accepted
   */
  public static Card parse(String token) {
    return parse(token, SuitSystem.FRENCH);
  }

  /**
   * Parses a card token in the letters of {@code system}, as the strict EGN reader does: upper
   * case, {@code 10} for the ten, and in German {@code D} for the Daus and {@code L} for leaves.
   *
   * <pre>{@code
   * Card.parse("OH", SuitSystem.GERMAN);   // Card.QUEEN_OF_HEARTS, the Ober of hearts
   * Card.parse("10C", SuitSystem.FRENCH);  // Card.TEN_OF_CLUBS
   * }</pre>
   *
   * @param token the token, rank first
   * @param system the letters of the token
   * @return the card
   * @throws IllegalArgumentException if the token is not a card in {@code system}; the message
   *     names the token and what would have been accepted
   */
  public static Card parse(String token, SuitSystem system) {
    return parse(token, system, false);
  }

  /**
   * Parses a French card token as people type it, as the lenient EGN reader does: besides what
   * {@link #parse(String)} reads, lower case ({@code "kd"}, {@code "10h"}) and the suit symbols
   * {@code ♣ ♠ ♥ ♦} ({@code "K♦"}).
   *
   * @param token the token, rank first
   * @return the card
   * @throws IllegalArgumentException if the token is not a card; the message names the token and
   *     what would have been accepted
   */
  public static Card parseLenient(String token) {
    return parseLenient(token, SuitSystem.FRENCH);
  }

  /**
   * Parses a card token in the letters of {@code system} as the lenient EGN reader does: besides
   * what {@link #parse(String, SuitSystem)} reads, lower case, and in French the suit symbols
   * {@code ♣ ♠ ♥ ♦} (German letters have no symbols).
   *
   * @param token the token, rank first
   * @param system the letters of the token
   * @return the card
   * @throws IllegalArgumentException if the token is not a card in {@code system}; the message
   *     names the token and what would have been accepted
   */
  public static Card parseLenient(String token, SuitSystem system) {
    return parse(token, system, true);
  }

  private static Card parse(String token, SuitSystem system, boolean lenient) {
    boolean german = Objects.requireNonNull(system, "system") == SuitSystem.GERMAN;
    int length = token.length();
    if (length == 2 || length == 3) {
      int c = CardGrammar.card(token.toCharArray(), 0, length, german, lenient);
      if (c != CardGrammar.NONE) {
        return VALUES[c];
      }
    }
    throw new IllegalArgumentException(CardGrammar.whyNot(token, german, lenient));
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
