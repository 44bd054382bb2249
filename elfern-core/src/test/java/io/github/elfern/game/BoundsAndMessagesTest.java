package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Bad indexes, impossible results and messages about bad input (API audit, findings 5 and 6).
 */
class BoundsAndMessagesTest {

  @Test
  @DisplayName("DealResult.points and tricks of a seat that is not there name the seat and range")
  void dealResult_seatOutOfRange() {
    DealResult r = DealResult.of(Rules.preset("elfern"), List.of(11, 9), List.of(9, 7));
    assertThatThrownBy(() -> r.points(5))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("seat 5")
        .hasMessageContaining("0 to 1");
    assertThatThrownBy(() -> r.tricksWon(-1))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("seat -1");
  }

  @Test
  @DisplayName("DealResult.of: a seat cannot take more points than its tricks can hold")
  void dealResult_morePointsThanTricksHold() {
    Rules elfern = Rules.preset("elfern");
    // A two-player trick holds two cards, so at most two honours (docs/rules.md#counting: 1 point each).
    assertThatThrownBy(() -> DealResult.of(elfern, List.of(20, 0), List.of(1, 15)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 0")
        .hasMessageContaining("20 points")
        .hasMessageContaining("1 trick");
    assertThatThrownBy(() -> DealResult.of(elfern, List.of(3, 17), List.of(1, 15)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(DealResult.of(elfern, List.of(2, 18), List.of(1, 15)).points(0)).isEqualTo(2);
    // Fünfzehnern: a four-card trick holds at most four aces, 20 points (A 5).
    Rules fz = Rules.preset("fuenfzehnern");
    assertThatThrownBy(
            () -> DealResult.of(fz, List.of(21, 39, 0, 0), List.of(1, 7, 0, 0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 0");
    assertThat(DealResult.of(fz, List.of(20, 40, 0, 0), List.of(1, 7, 0, 0)).points(1))
        .isEqualTo(40);
    // And the other way round: 15 tricks of two cards hold at least 10 honours (only 12 of
    // the 32 cards are no honour), so the seat with one trick has at most 2 and the other 18.
    assertThatThrownBy(() -> DealResult.of(elfern, List.of(11, 9), List.of(15, 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 1");
  }

  @Test
  @DisplayName("GameState.deal with the wrong deck names the rules given and their card count")
  void deal_wrongDeck_namesTheRulesGiven() {
    Rules three = Rules.parse("fuenfzehnern players=3");
    assertThatThrownBy(() -> GameState.deal(three, Deck.shuffled(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("24 cards of fuenfzehnern players=3")
        .hasMessageContaining("got 32 cards");
  }

  @Test
  @DisplayName("fromPosition of a huge string does not copy it into the message")
  void fromPosition_hugeInput_clipped() {
    String huge = "x".repeat(10_000_000);
    assertThatThrownBy(() -> GameState.fromPosition(huge))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("8 fields")
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(300));
    String hugeField = "elfern|" + "AC".repeat(1_000_000) + "/-|-|-|0:-|0/0|0/0|-,-,0,-,-";
    assertThatThrownBy(() -> GameState.fromPosition(hugeField))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(300));
    String hugeTrick = "elfern|-/-|-|-|" + "0".repeat(1_000_000) + "|0/0|16/0|-,-,0,C,C";
    assertThatThrownBy(() -> GameState.fromPosition(hugeTrick))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(300));
    String hugeLead = "elfern|-/-|-|-|0:-|20/0|16/0|" + "C".repeat(1_000_000) + ",-,0,C,C";
    assertThatThrownBy(() -> GameState.fromPosition(hugeLead))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(300));
  }
}
