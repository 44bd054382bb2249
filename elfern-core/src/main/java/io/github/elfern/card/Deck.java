package io.github.elfern.card;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * An ordered deck of distinct cards, top card first: the order in which a deal takes them.
 *
 * <p>{@link #shuffled(long)} is the portable shuffle of the EGN specification (SplitMix64 and a
 * Fisher-Yates pass from the bottom), so a {@code Seed} gives the same deal in every language:
 *
 * <pre>{@code
 * Deck deck = Deck.shuffled(42);
 * deck.card(0);          // Card.EIGHT_OF_HEARTS, the top card
 * deck.notation();       // "8H 8C QC TS AH ..."
 * }</pre>
 */
public final class Deck {

  private final byte[] cards; // card indexes, top first
  private final int mask; // the set of the cards

  private Deck(byte[] cards, int mask) {
    this.cards = cards;
    this.mask = mask;
  }

  private static byte[] indexes(Card[] cards) {
    byte[] b = new byte[cards.length];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) cards[i].ordinal();
    }
    return b;
  }

  /**
   * Returns the deck of the given cards in the given order, top card first.
   *
   * @param cards distinct cards
   * @return the deck
   * @throws IllegalArgumentException if a card occurs twice
   */
  public static Deck of(List<Card> cards) {
    Card[] array = cards.toArray(new Card[0]);
    int seen = 0;
    for (Card c : array) {
      if ((seen & c.bit()) != 0) {
        throw new IllegalArgumentException("card " + c + " occurs twice in the deck");
      }
      seen |= c.bit();
    }
    return new Deck(indexes(array), seen);
  }

  /**
   * Parses a deck from space-separated canonical tokens, top card first.
   *
   * @param text tokens such as {@code "9D 8S JC ..."}
   * @return the deck
   * @throws IllegalArgumentException if a token is not a card or a card occurs twice
   */
  public static Deck parse(String text) {
    List<Card> list = new ArrayList<>();
    for (String token : text.strip().split("\\s+")) {
      if (!token.isEmpty()) {
        list.add(Card.parse(token));
      }
    }
    return of(list);
  }

  /**
   * {@return the given cards in canonical order: the unshuffled deck}
   *
   * @param cards the cards
   */
  public static Deck canonical(CardSet cards) {
    return new Deck(indexes(cards.toList().toArray(new Card[0])), cards.mask());
  }

  /**
   * {@return the portable shuffle of the full 32-card pack for {@code seed} (read as unsigned)}
   *
   * @param seed the seed, read as an unsigned 64-bit integer
   */
  public static Deck shuffled(long seed) {
    return shuffled(CardSet.ALL, seed);
  }

  /**
   * Returns the portable shuffle of {@code cards} for {@code seed}: start from the canonical order
   * and, for {@code i} from {@code n-1} down to 1, swap positions {@code i} and {@code uniform(i+1)}.
   *
   * @param cards the cards of the preset's deck (32, or 24 for three-player Fünfzehnern)
   * @param seed the seed, read as an unsigned 64-bit integer
   * @return the shuffled deck, top card first
   */
  public static Deck shuffled(CardSet cards, long seed) {
    return shuffled(cards, new SplitMix64(seed));
  }

  /**
   * Returns the portable shuffle of {@code cards} drawn from {@code random}, which is left just
   * after the shuffle's {@code n - 1} calls: the reference random-playout workload goes on drawing
   * its moves from the same generator.
   *
   * @param cards the cards of the preset's deck
   * @param random the generator, seeded by the caller
   * @return the shuffled deck, top card first
   */
  public static Deck shuffled(CardSet cards, SplitMix64 random) {
    java.util.Objects.requireNonNull(random, "random");
    int mask = cards.mask();
    byte[] deck = new byte[cards.size()];
    shuffleInto(mask, random, deck);
    return new Deck(deck, mask);
  }

  /**
   * Writes the portable shuffle of the cards of {@code cards} drawn from {@code random} into
   * {@code out}, as card ordinals, without making a deck: the cards in canonical order, then for
   * {@code i} from {@code n-1} down to 1 a swap of positions {@code i} and {@code
   * random.uniform(i+1)}. The same deck as {@link #shuffled(CardSet, SplitMix64)}, for loops that
   * deal many decks and allocate nothing.
   *
   * @param cards the cards, as a mask ({@link CardSet#mask()})
   * @param random the generator, left just after its {@code n - 1} calls
   * @param out where the card ordinals go, top card first, at least {@code n} long
   * @return {@code n}, the number of cards
   * @throws IndexOutOfBoundsException if {@code out} is shorter than {@code n}
   * @throws NullPointerException if {@code random} or {@code out} is null
   */
  public static int shuffleInto(int cards, SplitMix64 random, byte[] out) {
    Objects.requireNonNull(random, "random");
    Objects.requireNonNull(out, "out");
    int n = Integer.bitCount(cards);
    if (out.length < n) {
      throw new IndexOutOfBoundsException("the deck has " + n + " cards, but out holds only "
          + out.length);
    }
    if ((cards & (cards + 1)) == 0) {
      for (int i = 0; i < n; i++) { // the cards from index 0 up: no bits to scan
        out[i] = (byte) i;
      }
    } else {
      int k = 0;
      for (int m = cards; m != 0; m &= m - 1) {
        out[k++] = (byte) Integer.numberOfTrailingZeros(m);
      }
    }
    for (int i = n - 1; i >= 1; i--) {
      int j = random.uniform(i + 1);
      byte t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return n;
  }

  /** {@return the number of cards} */
  public int size() {
    return cards.length;
  }

  /**
   * {@return the card at {@code position}, 0 being the top card}
   *
   * @param position the position, 0 being the top card
   * @throws IndexOutOfBoundsException if there is no such position; the message names it and the
   *     range
   */
  public Card card(int position) {
    if (position < 0 || position >= cards.length) {
      throw new IndexOutOfBoundsException("no position " + position + " in a deck of "
          + cards.length + " cards (0 to " + (cards.length - 1) + ")");
    }
    return Card.ofIndex(cards[position]);
  }

  /** {@return the cards, top card first, as an unmodifiable list} */
  public List<Card> cards() {
    List<Card> list = new ArrayList<>(cards.length);
    for (byte b : cards) {
      list.add(Card.ofIndex(b));
    }
    return Collections.unmodifiableList(list);
  }

  /** {@return the set of cards in this deck} */
  public CardSet cardSet() {
    return CardSet.ofMask(mask);
  }

  /** {@return the canonical tokens, top card first, separated by single spaces} */
  public String notation() {
    StringBuilder sb = new StringBuilder(cards.length * 3);
    for (byte b : cards) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(Card.ofIndex(b).notation());
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Deck && Arrays.equals(cards, ((Deck) o).cards);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cards);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
