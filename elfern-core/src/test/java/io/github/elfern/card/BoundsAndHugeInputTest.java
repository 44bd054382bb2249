package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Bad indexes and huge inputs (API audit, findings 5 and 6): an index out of range is refused
 * with a message that names it and the range, and a message never copies a huge input.
 */
class BoundsAndHugeInputTest {

  @Test
  @DisplayName("Card.ofIndex outside 0..31 names the index and the range")
  void cardOfIndex_outOfRange() {
    for (int bad : new int[] {-1, 32, Integer.MIN_VALUE}) {
      assertThatThrownBy(() -> Card.ofIndex(bad))
          .isInstanceOf(IndexOutOfBoundsException.class)
          .hasMessageContaining(String.valueOf(bad))
          .hasMessageContaining("0 to 31");
    }
    assertThat(Card.ofIndex(31)).isEqualTo(Card.SEVEN_OF_DIAMONDS);
  }

  @Test
  @DisplayName("Deck.card outside the deck names the position and the deck's range")
  void deckCard_outOfRange() {
    Deck d = Deck.shuffled(42);
    assertThatThrownBy(() -> d.card(-1))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("-1")
        .hasMessageContaining("0 to 31");
    Deck small = Deck.parse("AC KC QC");
    assertThatThrownBy(() -> small.card(3))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("3")
        .hasMessageContaining("0 to 2");
  }

  @Test
  @DisplayName("CardSet.parse of a huge text with a repeated card does not copy the text")
  void cardSetParse_hugeInput_clipped() {
    String huge = "QH QH" + " 7C".repeat(3_000_000);
    assertThatThrownBy(() -> CardSet.parse(huge))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("QH")
        .hasMessageContaining("twice")
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(200));
  }
}
