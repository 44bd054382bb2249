package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import org.junit.jupiter.api.Test;

/** {@link PartialDeck#card} outside the deck names the position and the range (API audit, 5). */
class PartialDeckBoundsTest {

  @Test
  void card_outOfRange_namesPositionAndRange() {
    PartialDeck d = PartialDeck.of(Deck.parse("AC KC QC"));
    assertThat(d.card(2)).contains(Card.QUEEN_OF_CLUBS);
    assertThatThrownBy(() -> d.card(-1))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("-1")
        .hasMessageContaining("0 to 2");
    assertThatThrownBy(() -> d.card(3))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("position 3");
  }
}
