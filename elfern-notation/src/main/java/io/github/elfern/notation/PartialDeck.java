package io.github.elfern.notation;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The deck of a record as far as it is known: every position, top card first, holds a card or is
 * unknown ({@code ??} in the {@code Deck} tag of a record written from one seat's knowledge).
 *
 * <pre>{@code
 * PartialDeck d = PartialDeck.of(Deck.shuffled(42));
 * d.isComplete();            // true
 * d.toDeck();                // Optional[8H 8C QC ...]
 * }</pre>
 */
public final class PartialDeck {

  private final byte[] cards; // card index, or -1 for unknown
  private final int unknown; // the number of unknown positions

  private PartialDeck(byte[] cards) {
    this.cards = cards;
    int n = 0;
    for (byte c : cards) {
      if (c < 0) {
        n++;
      }
    }
    this.unknown = n;
  }

  /**
   * Returns the known deck of a complete deck.
   *
   * @param deck the deck
   * @return every position known
   */
  public static PartialDeck of(Deck deck) {
    byte[] b = new byte[deck.size()];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) deck.card(i).ordinal();
    }
    return new PartialDeck(b);
  }

  /**
   * Returns a deck with unknown positions.
   *
   * @param cards the card at each position, top first; empty where unknown
   * @return the partial deck
   * @throws IllegalArgumentException if a known card occurs twice
   */
  public static PartialDeck of(List<Optional<Card>> cards) {
    byte[] b = new byte[cards.size()];
    int seen = 0;
    for (int i = 0; i < b.length; i++) {
      Optional<Card> c = cards.get(i);
      if (c.isPresent()) {
        if ((seen & c.get().bit()) != 0) {
          throw new IllegalArgumentException("card " + c.get() + " occurs twice in the deck");
        }
        seen |= c.get().bit();
        b[i] = (byte) c.get().ordinal();
      } else {
        b[i] = -1;
      }
    }
    return new PartialDeck(b);
  }

  static PartialDeck ofIndices(byte[] cards) {
    return new PartialDeck(cards.clone());
  }

  /** {@return the number of positions} */
  public int size() {
    return cards.length;
  }

  /**
   * Returns the card at a position, empty where unknown.
   *
   * @param position from 0 (the top card)
   * @return the card, or empty
   * @throws IndexOutOfBoundsException if there is no such position; the message names it and the
   *     range
   */
  public Optional<Card> card(int position) {
    if (position < 0 || position >= cards.length) {
      throw new IndexOutOfBoundsException("no position " + position + " in a deck of "
          + cards.length + " cards (0 to " + (cards.length - 1) + ")");
    }
    int c = cards[position];
    return c < 0 ? Optional.empty() : Optional.of(Card.ofIndex(c));
  }

  int index(int position) {
    return cards[position];
  }

  /** {@return every position's card, top first, empty where unknown} */
  public List<Optional<Card>> cards() {
    List<Optional<Card>> list = new ArrayList<>(cards.length);
    for (int i = 0; i < cards.length; i++) {
      list.add(card(i));
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * {@return the cards whose positions this deck shows}: every card of a complete deck. A replay
   * of a partial deck has to place the others by guess (where a card played later came from, for
   * one), so a display that must not guess shows only these at their places.
   */
  public CardSet knownCards() {
    int mask = 0;
    for (int c : cards) {
      if (c >= 0) {
        mask |= 1 << c;
      }
    }
    return CardSet.ofMask(mask);
  }

  /** {@return the number of unknown positions} */
  public int unknownCount() {
    return unknown;
  }

  /** {@return whether every position is known} */
  public boolean isComplete() {
    return unknownCount() == 0;
  }

  /** {@return the deck when every position is known} */
  public Optional<Deck> toDeck() {
    if (!isComplete()) {
      return Optional.empty();
    }
    List<Card> list = new ArrayList<>(cards.length);
    for (byte c : cards) {
      list.add(Card.ofIndex(c));
    }
    return Optional.of(Deck.of(list));
  }

  /**
   * Returns the {@code Deck} tag value, {@code ??} where unknown.
   *
   * @param suits the letters to use
   * @return the value
   */
  public String notation(SuitSystem suits) {
    StringBuilder sb = new StringBuilder(cards.length * 3);
    for (byte c : cards) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(c < 0 ? "??" : suits.notation(Card.ofIndex(c)));
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PartialDeck && Arrays.equals(cards, ((PartialDeck) o).cards);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cards);
  }

  /** Returns the French {@link #notation(SuitSystem)}. */
  @Override
  public String toString() {
    return notation(SuitSystem.FRENCH);
  }
}
