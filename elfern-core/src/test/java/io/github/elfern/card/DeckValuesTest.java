package io.github.elfern.card;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Deck as a value: equality, text round trip, validation, and the shuffle as a permutation. */
class DeckValuesTest {

  @Test
  @DisplayName("equal decks are equal with equal hash codes; order matters")
  void equalsHashCode() {
    Deck a = Deck.shuffled(9);
    Deck b = Deck.parse(a.notation());
    assertThat(b).isEqualTo(a).hasSameHashCodeAs(a);
    assertThat(Deck.of(a.cards())).isEqualTo(a);
    assertThat(a).isNotEqualTo(Deck.shuffled(10));
    List<Card> swapped = new ArrayList<>(a.cards());
    Card top = swapped.get(0);
    swapped.set(0, swapped.get(1));
    swapped.set(1, top);
    assertThat(Deck.of(swapped)).isNotEqualTo(a);
    assertThat(a.toString()).isEqualTo(a.notation());
  }

  @Test
  @DisplayName("the canonical deck lists the cards in canonical order (EGN.md §12)")
  void canonical() {
    Deck d = Deck.canonical(CardSet.ALL);
    assertThat(d.size()).isEqualTo(32);
    assertThat(d.card(0)).isEqualTo(Card.ACE_OF_CLUBS);
    assertThat(d.card(31)).isEqualTo(Card.SEVEN_OF_DIAMONDS);
    assertThat(d.cardSet()).isEqualTo(CardSet.ALL);
  }

  @Test
  @DisplayName("a card twice or a bad token is refused, naming it")
  void invalid_refused() {
    assertThatThrownBy(() -> Deck.parse("AH KH AH")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("AH");
    assertThatThrownBy(() -> Deck.parse("AH QQ")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("QQ");
    List<Card> cards = Deck.shuffled(1).cards();
    assertThatThrownBy(() -> cards.set(0, Card.SEVEN_OF_HEARTS))
        .as("a deck is immutable").isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  @DisplayName("the portable shuffle is a permutation of the given cards, for any seed (EGN.md §12)")
  void shuffled_isPermutation() {
    CardSet noDiamonds = CardSet.ALL.minus(CardSet.ALL.ofSuit(Suit.DIAMONDS));
    qt(14L)
        .forAll(longs().all())
        .checkAssert(seed -> {
          Deck d = Deck.shuffled(seed);
          assertThat(d.size()).isEqualTo(32);
          assertThat(d.cardSet()).isEqualTo(CardSet.ALL);
          assertThat(Deck.shuffled(seed)).isEqualTo(d);
          Deck three = Deck.shuffled(noDiamonds, seed);
          assertThat(three.size()).isEqualTo(24);
          assertThat(three.cardSet()).isEqualTo(noDiamonds);
        });
  }

  @Test
  @DisplayName("SplitMix64.uniform(n) = ((next >>> 32) * n) >>> 32 (EGN.md §12)")
  void uniform_followsTheFormula() {
    qt(15L)
        .forAll(longs().all())
        .checkAssert(seed -> {
          SplitMix64 a = new SplitMix64(seed);
          SplitMix64 b = new SplitMix64(seed);
          for (int n = 1; n <= 32; n++) {
            long next = b.nextLong();
            assertThat(a.uniform(n)).isEqualTo((int) (((next >>> 32) * n) >>> 32));
          }
        });
  }
}
