package io.github.elfern.svg;

import io.github.elfern.card.Card;
import io.github.elfern.card.Suit;
import java.util.Objects;

/**
 * Unicode characters for cards in a terminal: the Playing Cards block (U+1F0A0 to U+1F0DF) and
 * short labels with suit symbols such as {@code Q♥}.
 *
 * <pre>{@code
 * Unicode.of(Card.parse("QH"));    // "🂽"
 * Unicode.label(Card.parse("TD")); // "10♦"
 * }</pre>
 */
public final class Unicode {

  private Unicode() {}

  /** The character of a card's back, U+1F0A0. */
  public static final String BACK = new String(Character.toChars(0x1F0A0));

  /**
   * {@return the Playing Cards character of the card (French pack; the queen is the character
   * named QUEEN, not the knight)}
   *
   * @param card the card
   */
  public static String of(Card card) {
    Objects.requireNonNull(card, "card");
    int base;
    switch (card.suit()) {
      case SPADES:
        base = 0x1F0A0;
        break;
      case HEARTS:
        base = 0x1F0B0;
        break;
      case DIAMONDS:
        base = 0x1F0C0;
        break;
      default:
        base = 0x1F0D0;
        break;
    }
    int offset;
    switch (card.rank()) {
      case ACE:
        offset = 1;
        break;
      case KING:
        offset = 0xE;
        break;
      case QUEEN:
        offset = 0xD;
        break;
      case JACK:
        offset = 0xB;
        break;
      case TEN:
        offset = 0xA;
        break;
      default:
        offset = card.rank().letter() - '0';
        break;
    }
    return new String(Character.toChars(base + offset));
  }

  /**
   * {@return the suit symbol: ♣ ♠ ♥ ♦ (German suits map to them as the pack does: acorns ♣,
   * leaves ♠, hearts ♥, bells ♦)}
   *
   * @param suit the suit
   */
  public static String symbol(Suit suit) {
    Objects.requireNonNull(suit, "suit");
    switch (suit) {
      case CLUBS:
        return "\u2663";
      case SPADES:
        return "\u2660";
      case HEARTS:
        return "\u2665";
      default:
        return "\u2666";
    }
  }

  /**
   * {@return a short label of the card with its suit symbol, e.g. {@code "Q♥"}, {@code "10♦"}}
   *
   * @param card the card
   */
  public static String label(Card card) {
    return label(card, CardStyle.FRENCH);
  }

  /**
   * {@return a short label of the card in the given pack, e.g. {@code "O♥"} for the German Ober}
   *
   * @param card the card
   * @param style the pack whose index letters to use
   */
  public static String label(Card card, CardStyle style) {
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(style, "style");
    return style.label(card.rank()) + symbol(card.suit());
  }
}
