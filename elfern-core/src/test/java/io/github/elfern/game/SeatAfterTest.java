package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#seatAfter} and {@link PlayerView#seatAfter}: the seats in playing order, from
 * forehand (seat 0) to the dealer (the last seat) and round again (docs/rules.md#seats).
 */
class SeatAfterTest {

  @Test
  void fourSeats_goRoundFromForehandToTheDealer() {
    GameState s = GameState.deal(Rules.preset("fuenfzehnern"), 7);
    int[][] expected = {{0, 1, 2, 3}, {1, 2, 3, 0}, {2, 3, 0, 1}, {3, 0, 1, 2}};
    for (int seat = 0; seat < 4; seat++) {
      for (int k = 0; k < 4; k++) {
        assertThat(s.seatAfter(seat, k)).as("%s after %s", k, seat).isEqualTo(expected[seat][k]);
        assertThat(s.view(2).seatAfter(seat, k)).isEqualTo(expected[seat][k]);
      }
      assertThat(s.seatAfter(seat, 4)).as("a full round").isEqualTo(seat);
      assertThat(s.seatAfter(seat, 9)).isEqualTo(expected[seat][1]);
    }
  }

  @Test
  void twoSeats_alternate() {
    GameState s = GameState.deal(Rules.preset("elfern"), 7);
    assertThat(s.seatAfter(0, 1)).isEqualTo(1);
    assertThat(s.seatAfter(1, 1)).isEqualTo(0);
    assertThat(s.seatAfter(1, 2)).isEqualTo(1);
  }

  @Test
  void theTricks_arePlayedInThatOrder() {
    GameState s = GameState.deal(Rules.preset("fuenfzehnern"), 11);
    while (!s.isOver()) {
      s = s.play(s.legalCards().get(0));
    }
    for (Trick t : s.tricks()) {
      for (int i = 0; i < 4; i++) {
        assertThat(t.seatOf(i, 4)).isEqualTo(s.seatAfter(t.leader(), i));
      }
    }
  }

  @Test
  void badArguments_areRefused() {
    GameState s = GameState.deal(Rules.preset("elfern"), 7);
    assertThatThrownBy(() -> s.seatAfter(2, 0)).isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("no seat 2");
    assertThatThrownBy(() -> s.seatAfter(-1, 0)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> s.seatAfter(0, -1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> s.view(0).seatAfter(5, 1))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
