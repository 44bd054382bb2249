package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Equality and text forms of the game's small values: Move, DealResult, Trick. */
class ValuesTest {

  @Test
  @DisplayName("Move: equal by card and announcement; parse is the inverse of notation")
  void move_equalsHashCodeNotation() {
    Move qc = Move.of(Card.QUEEN_OF_CLUBS);
    Move qcz = Move.zwang(Card.QUEEN_OF_CLUBS);
    assertThat(Move.parse("QC")).isEqualTo(qc).hasSameHashCodeAs(qc);
    assertThat(Move.parse("QC=Z")).isEqualTo(qcz).hasSameHashCodeAs(qcz);
    assertThat(qc).isNotEqualTo(qcz);
    assertThat(qc.isZwang()).isFalse();
    assertThat(qcz.isZwang()).isTrue();
    assertThat(qcz.card()).isEqualTo(Card.QUEEN_OF_CLUBS);
    assertThat(qcz.notation()).isEqualTo("QC=Z");
    assertThat(qcz.toString()).isEqualTo("QC=Z");
    assertThat(Move.parse("10H")).isEqualTo(Move.of(Card.TEN_OF_HEARTS));
    for (Card c : Card.values()) {
      assertThat(Move.parse(Move.of(c).notation())).isEqualTo(Move.of(c));
      assertThat(Move.parse(Move.zwang(c).notation())).isEqualTo(Move.zwang(c));
    }
    assertThatThrownBy(() -> Move.parse("QX=Z")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("QX");
  }

  @Test
  @DisplayName("DealResult: equal by rules, points and tricks")
  void dealResult_equalsHashCode() {
    Rules elfern = Rules.preset("elfern");
    DealResult a = DealResult.of(elfern, List.of(12, 8), List.of(9, 7));
    DealResult b = DealResult.of(elfern, List.of(12, 8), List.of(9, 7));
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a).isNotEqualTo(DealResult.of(elfern, List.of(12, 8), List.of(8, 8)));
    assertThat(a).isNotEqualTo(DealResult.of(elfern, List.of(8, 12), List.of(9, 7)));
    assertThat(a).isNotEqualTo(DealResult.of(Rules.preset("elfern-app"), List.of(12, 8), List.of(9, 7)));
    assertThat(a.notation()).isEqualTo("12-8");
    assertThat(a.points()).containsExactly(12, 8);
    assertThatThrownBy(() -> a.points().set(0, 99)).as("an immutable list")
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(a.points(0)).isEqualTo(12);
  }

  @Test
  @DisplayName("Trick: leader, moves and winner of a played trick; equal tricks from equal play")
  void trick_valuesFromPlay() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42).play("KD 9S 8C QC");
    Trick first = s.tricks().get(0);
    assertThat(first.leader()).isZero();
    assertThat(first.winner()).isZero();
    assertThat(first.cards()).containsExactly(Card.KING_OF_DIAMONDS, Card.NINE_OF_SPADES);
    Trick second = s.tricks().get(1);
    assertThat(second.leader()).isZero();
    assertThat(second.winner()).isEqualTo(1);
    assertThat(second.moves()).containsExactly(Move.of(Card.EIGHT_OF_CLUBS), Move.of(Card.QUEEN_OF_CLUBS));
    Trick again = GameState.deal(Rules.preset("elfern"), 42).play("KD 9S").tricks().get(0);
    assertThat(again).isEqualTo(first).hasSameHashCodeAs(first);
    assertThat(second).isNotEqualTo(first);
  }
}
