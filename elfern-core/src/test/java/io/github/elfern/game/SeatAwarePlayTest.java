package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#play(int, Move)}: a server's play for the seat that sent the move, and the
 * state's {@code toString()}, which names no card.
 */
class SeatAwarePlayTest {

  // Seed 42, elfern: forehand holds 8C AH QH 9H 8H KD (EGN.md §10).
  private static final GameState DEAL = GameState.deal(Rules.preset("elfern"), 42);

  /** Every card that some seat cannot see at {@code s}: the other hands and the stock. */
  private static List<Card> hiddenFrom(GameState s, int seat) {
    List<Card> hidden = new ArrayList<>(s.stock());
    for (int other = 0; other < s.players(); other++) {
      if (other != seat) {
        hidden.addAll(s.hand(other).toList());
      }
    }
    return hidden;
  }

  @Test
  @DisplayName("a move from the seat whose turn it is not is refused, naming both seats and no"
      + " card; the state is unchanged")
  void play_wrongSeat_refusedWithoutACard() {
    Card ac = Card.parse("AC"); // in the dealer's hand or the stock, not forehand's
    assertThat(DEAL.hand(0).contains(ac)).isFalse();
    assertThatThrownBy(() -> DEAL.play(1, Move.of(ac)))
        .isInstanceOf(DealStateException.class)
        .hasMessage("seat 1 (dealer) played out of turn: it is the turn of seat 0 (forehand), in"
            + " trick 1")
        .satisfies(e -> {
          for (Card c : hiddenFrom(DEAL, 1)) {
            assertThat(e.getMessage()).doesNotContain(c.notation());
          }
          for (Card c : DEAL.hand(0).toList()) { // forehand's hand, which play(Move) would name
            assertThat(e.getMessage()).doesNotContain(c.notation());
          }
        });
    // the same move from the wrong seat, whatever the card: never the other seat's hand
    for (Card c : DEAL.rules().deck()) {
      assertThatThrownBy(() -> DEAL.play(1, Move.of(c)))
          .isInstanceOf(DealStateException.class)
          .hasMessageNotContaining("holds");
    }
    assertThat(DEAL.moves()).isEmpty();
  }

  @Test
  @DisplayName("the seat to move plays as with play(Move); its own illegal move names its own"
      + " hand only")
  void play_rightSeat_asPlayMove() {
    Move lead = DEAL.legalMoves().get(0);
    assertThat(DEAL.play(0, lead)).isEqualTo(DEAL.play(lead));
    GameState led = DEAL.play(0, lead);
    assertThat(led.toMove()).isEqualTo(1);
    assertThatThrownBy(() -> led.play(0, led.legalMoves().get(0)))
        .isInstanceOf(DealStateException.class)
        .hasMessage("seat 0 (forehand) played out of turn: it is the turn of seat 1 (dealer), in"
            + " trick 1");
    // forehand plays a card it does not hold: the message names forehand's hand, no other
    assertThatThrownBy(() -> DEAL.play(0, Move.parse("AS")))
        .isInstanceOf(IllegalPlayException.class)
        .hasMessage("seat 0 (forehand) does not hold AS (holds 8C AH QH 9H 8H KD); legal: 8C AH"
            + " QH 9H 8H KD");
  }

  @Test
  @DisplayName("after the end, every seat is refused; a seat out of range is an"
      + " IndexOutOfBoundsException")
  void play_overOrNoSuchSeat() {
    GameState s = DEAL;
    while (!s.isOver()) {
      s = s.play(s.toMove(), s.legalMoves().get(0));
    }
    GameState end = s;
    assertThatThrownBy(() -> end.play(0, Move.parse("AS")))
        .isInstanceOf(DealStateException.class)
        .hasMessage("seat 0 (forehand) may not play: the deal is over");
    assertThatThrownBy(() -> DEAL.play(2, Move.parse("AS")))
        .isInstanceOf(IndexOutOfBoundsException.class).hasMessageContaining("no seat 2");
    assertThatThrownBy(() -> DEAL.play(-1, Move.parse("AS")))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  @DisplayName("toString names no card of a hand or the stock, at every step; position() does")
  void toString_namesNoCard() {
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), 42);
    assertThat(s.toString())
        .isEqualTo("GameState[elfern-trumps, trick 1, seat 0 (forehand) to play, 32 cards still"
            + " to play]");
    while (!s.isOver()) {
      String text = "state: " + s;
      for (int seat = 0; seat < s.players(); seat++) {
        for (Card c : s.hand(seat).toList()) {
          assertThat(text).doesNotContain(c.notation());
        }
      }
      for (Card c : s.stock()) {
        assertThat(text).doesNotContain(c.notation());
      }
      assertThat(text).doesNotContain(s.position());
      s = s.play(s.legalMoves().get(0));
    }
    assertThat(s.toString()).isEqualTo("GameState[elfern-trumps, over: "
        + s.result().notation() + "]");
    assertThat(s.position()).contains("|");
  }
}
