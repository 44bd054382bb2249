package io.github.elfern.card;

import io.github.elfern.card.internal.CardGrammar;
import java.util.Objects;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * An immutable set of cards, held as a 32-bit mask with one bit per {@link Card#ordinal()}.
 *
 * <p>Iteration, {@link #get(int)} and {@link #notation()} follow the canonical card order (clubs,
 * spades, hearts, diamonds; A K Q J T 9 8 7). Set algebra allocates nothing but the result:
 *
 * <pre>{@code
 * CardSet hand = CardSet.parse("AH KH 7S");
 * hand.ofSuit(Suit.HEARTS);                  // AH KH
 * hand.without(Card.ACE_OF_HEARTS).size();   // 2
 * }</pre>
 */
public final class CardSet implements Iterable<Card> {

  /** The set with no cards. */
  public static final CardSet EMPTY = new CardSet(0);

  /** The set of all 32 cards. */
  public static final CardSet ALL = new CardSet(-1);

  private static final int SUIT_MASK = 0xFF;

  private final int mask;

  private CardSet(int mask) {
    this.mask = mask;
  }

  /**
   * {@return the set whose bits are {@code mask}: bit {@code i} stands for {@code Card.ofIndex(i)}}
   *
   * @param mask the bit mask, bit {@code i} for {@code Card.ofIndex(i)}
   */
  public static CardSet ofMask(int mask) {
    return mask == 0 ? EMPTY : new CardSet(mask);
  }

  /**
   * {@return the set of the given cards; duplicates are ignored}
   *
   * @param cards the cards
   */
  public static CardSet of(Card... cards) {
    Objects.requireNonNull(cards, "cards");
    int m = 0;
    for (Card c : cards) {
      m |= c.bit();
    }
    return ofMask(m);
  }

  /**
   * {@return the set of the given cards; duplicates are ignored}
   *
   * @param cards the cards
   */
  public static CardSet copyOf(Iterable<Card> cards) {
    int m = 0;
    for (Card c : cards) {
      m |= c.bit();
    }
    return ofMask(m);
  }

  /**
   * {@return the mask of the eight cards of {@code suit}}
   *
   * @param suit the suit
   */
  public static int suitMask(Suit suit) {
    return SUIT_MASK << (suit.ordinal() * 8);
  }

  /**
   * Parses space-separated canonical card tokens such as {@code "AH KH 7S"}; {@code "-"} or an
   * empty string is the empty set.
   *
   * @param text the tokens
   * @return the set
   * @throws IllegalArgumentException if a token is not a card or a card is listed twice
   */
  public static CardSet parse(String text) {
    String t = text.strip();
    if (t.isEmpty() || t.equals("-")) {
      return EMPTY;
    }
    int m = 0;
    for (String token : t.split("\\s+")) {
      Card c = Card.parse(token);
      if ((m & c.bit()) != 0) {
        throw new IllegalArgumentException("card " + c + " listed twice in "
            + CardGrammar.quote(text));
      }
      m |= c.bit();
    }
    return ofMask(m);
  }

  /** {@return the bit mask of this set} */
  public int mask() {
    return mask;
  }

  /** {@return the number of cards in this set} */
  public int size() {
    return Integer.bitCount(mask);
  }

  /** {@return whether this set has no cards} */
  public boolean isEmpty() {
    return mask == 0;
  }

  /**
   * {@return whether {@code card} is in this set}
   *
   * @param card the card
   */
  public boolean contains(Card card) {
    return (mask & card.bit()) != 0;
  }

  /**
   * {@return whether every card of {@code other} is in this set}
   *
   * @param other the other set
   */
  public boolean containsAll(CardSet other) {
    return (other.mask & ~mask) == 0;
  }

  /**
   * {@return this set with {@code card} added}
   *
   * @param card the card
   */
  public CardSet with(Card card) {
    return ofMask(mask | card.bit());
  }

  /**
   * {@return this set with {@code card} removed}
   *
   * @param card the card
   */
  public CardSet without(Card card) {
    return ofMask(mask & ~card.bit());
  }

  /**
   * {@return the cards in this set or in {@code other}}
   *
   * @param other the other set
   */
  public CardSet union(CardSet other) {
    return ofMask(mask | other.mask);
  }

  /**
   * {@return the cards in both this set and {@code other}}
   *
   * @param other the other set
   */
  public CardSet intersection(CardSet other) {
    return ofMask(mask & other.mask);
  }

  /**
   * {@return the cards in this set that are not in {@code other}}
   *
   * @param other the other set
   */
  public CardSet minus(CardSet other) {
    return ofMask(mask & ~other.mask);
  }

  /**
   * {@return the cards of this set in {@code suit}}
   *
   * @param suit the suit
   */
  public CardSet ofSuit(Suit suit) {
    return ofMask(mask & suitMask(suit));
  }

  /**
   * {@return whether this set holds a card of {@code suit}}
   *
   * @param suit the suit
   */
  public boolean hasSuit(Suit suit) {
    return (mask & suitMask(suit)) != 0;
  }

  /**
   * Returns the card at position {@code index} in canonical order.
   *
   * @param index from 0 to {@code size() - 1}
   * @return the card
   * @throws IndexOutOfBoundsException if there is no such position
   */
  public Card get(int index) {
    if (index < 0 || index >= size()) {
      throw new IndexOutOfBoundsException("index " + index + " in a set of " + size() + " cards");
    }
    return Card.ofIndex(select(mask, index));
  }

  /**
   * The bit index of the {@code rank}-th set bit of {@code mask}, counting from 0 at the lowest.
   * Straight-line code, so that a random rank costs no mispredicted loop exit: for a rank below 8
   * the mask with its lowest 0..7 bits cleared is computed ahead (the rank is often known last)
   * and chosen by the rank's three bits; above, the window holding the bit is halved five times.
   */
  private static int select(int mask, int rank) {
    if (rank < 8) {
      int m1 = mask & (mask - 1);
      int m2 = m1 & (m1 - 1);
      int m3 = m2 & (m2 - 1);
      int m4 = m3 & (m3 - 1);
      int m5 = m4 & (m4 - 1);
      int m6 = m5 & (m5 - 1);
      int m7 = m6 & (m6 - 1);
      boolean odd = (rank & 1) != 0;
      int a = odd ? m1 : mask;
      int b = odd ? m3 : m2;
      int c = odd ? m5 : m4;
      int d = odd ? m7 : m6;
      boolean twos = (rank & 2) != 0;
      int low = twos ? b : a;
      int high = twos ? d : c;
      return Integer.numberOfTrailingZeros((rank & 4) != 0 ? high : low);
    }
    int at = 0;
    for (int width = 16; width > 0; width >>>= 1) {
      int low = Integer.bitCount((mask >>> at) & ((1 << width) - 1));
      int up = (low - rank - 1) >> 31; // -1 when the bit lies above the lower half, else 0
      rank -= low & up;
      at += width & up;
    }
    return at;
  }

  /**
   * Returns the first card of this set in canonical order: for one suit, its highest card.
   *
   * @return the first card of this set in canonical order: for one suit, its highest card
   * @throws NoSuchElementException if the set is empty
   */
  public Card first() {
    if (mask == 0) {
      throw new NoSuchElementException("the set is empty");
    }
    return Card.ofIndex(Integer.numberOfTrailingZeros(mask));
  }

  /** {@return the cards in canonical order as an unmodifiable list} */
  public List<Card> toList() {
    List<Card> list = new ArrayList<>(size());
    for (Card c : this) {
      list.add(c);
    }
    return Collections.unmodifiableList(list);
  }

  /** Iterates over the cards in canonical order. */
  @Override
  public Iterator<Card> iterator() {
    return new Iterator<>() {
      private int rest = mask;

      @Override
      public boolean hasNext() {
        return rest != 0;
      }

      @Override
      public Card next() {
        if (rest == 0) {
          throw new NoSuchElementException();
        }
        int i = Integer.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Card.ofIndex(i);
      }
    };
  }

  /** {@return the canonical tokens separated by single spaces, or {@code "-"} when empty} */
  public String notation() {
    if (mask == 0) {
      return "-";
    }
    StringBuilder sb = new StringBuilder(size() * 3);
    for (Card c : this) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(c.notation());
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CardSet && ((CardSet) o).mask == mask;
  }

  @Override
  public int hashCode() {
    return mask;
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
