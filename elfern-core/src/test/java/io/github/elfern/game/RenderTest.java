package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * The readable renderings of states and views. The hands of the deal of seed 42 are
 * those of the README's picture of it: forehand 8C AH QH 9H 8H KD, the dealer AC QC TS 9S KH JH.
 */
class RenderTest {

  private static final GameState DEAL = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));

  @Test
  void state_showsEveryHandBySuitThePointsAndWhoIsToPlay() {
    String text = DEAL.render();
    assertThat(text.lines()).hasSize(4);
    assertThat(text).startsWith("elfern, trick 1, stock 20\n")
        .contains("seat 0 (forehand)  8C  AH QH 9H 8H  KD   (0 points)\n")
        .contains("seat 1 (dealer)    AC QC  TS 9S  KH JH   (0 points)\n")
        .endsWith("No card on the table; seat 0 (forehand) to play\n");
  }

  @Test
  void state_midTrickAndOver() {
    assertThat(DEAL.play("KD").render())
        .contains("On the table: seat 0 (forehand) KD; seat 1 (dealer) to play");
    GameState s = DEAL;
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    assertThat(s.render()).contains("the deal is over").endsWith("Result "
        + s.result().notation() + "\n");
  }

  @Test
  void view_showsOnlyItsOwnHandAndTheOthersCounts() {
    // docs/architecture.md#hidden-information: a seat sees its hand, the played cards, the stock size, no other hand
    String text = DEAL.play("KD").view(1).render();
    assertThat(text).contains("seat 1 (dealer) *", "AC QC  TS 9S  KH JH", "5 cards",
        "On the table: seat 0 (forehand) KD; seat 1 (dealer) to play");
    for (Card hidden : DEAL.hand(0).minus(DEAL.hand(0).ofSuit(Card.parse("KD").suit()))) {
      assertThat(text).doesNotContain(hidden.notation());
    }
    for (Card stock : DEAL.stock()) {
      if (!DEAL.hand(1).contains(stock)) {
        assertThat(text).doesNotContain(" " + stock.notation());
      }
    }
  }
}
