package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** An {@link IllegalPlayException} keeps all its parts through Java serialization (audit, 4). */
class IllegalPlaySerializationTest {

  private static IllegalPlayException roundTrip(IllegalPlayException e) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(e);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (IllegalPlayException) in.readObject();
    }
  }

  @Test
  @DisplayName("move, card, legal moves, seat, rule, reason and position survive a round trip")
  void serializationRoundTrip_keepsEverything() throws Exception {
    // Seed 42, elfern: forehand holds 8C AH QH 9H 8H KD (EGN.md §10), not AS.
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    IllegalPlayException e = catchIllegal(() -> s.play(Card.ACE_OF_SPADES));
    IllegalPlayException back = roundTrip(e);
    assertThat(back.move()).isEqualTo(Move.parse("AS"));
    assertThat(back.card()).isEqualTo(Card.ACE_OF_SPADES);
    assertThat(back.legalMoves()).isEqualTo(
        Moves(("8C AH QH 9H 8H KD")));
    assertThat(back.seat()).isZero();
    assertThat(back.violation()).isEqualTo(Violation.NOT_IN_HAND);
    assertThat(back.reason()).isEqualTo(e.reason());
    assertThat(back.position()).isEqualTo(s.position());
    assertThat(back.getMessage()).isEqualTo(e.getMessage());
    assertThat(back.seatMessage()).isEqualTo(e.seatMessage());
    // the German words too: 8C AH QH 9H 8H KD are 8E AH OH 9H 8H KS in German letters
    assertThat(back.reason(SuitSystem.GERMAN))
        .isEqualTo("does not hold AG (holds 8E AH OH 9H 8H KS)");
    assertThat(back.seatMessage(SuitSystem.GERMAN)).isEqualTo(e.seatMessage(SuitSystem.GERMAN));
    assertThatThrownBy(() -> back.legalMoves().clear())
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  @DisplayName("a refused Zwang announcement keeps its =Z through a round trip")
  void serializationRoundTrip_zwang() throws Exception {
    GameState s = GameState.deal(Rules.preset("fuenfzehnern"), 1);
    // Seed 1: seat 0 holds QC 7C KS QS KH 9H AD 8D; QC=Z needs KC, which seat 2 holds.
    IllegalPlayException e = catchIllegal(() -> s.play(Move.parse("QC=Z")));
    IllegalPlayException back = roundTrip(e);
    assertThat(back.move()).isEqualTo(Move.parse("QC=Z"));
    assertThat(back.legalMoves()).contains(Move.parse("QS=Z")).isEqualTo(e.legalMoves());
  }

  private static List<Move> Moves(String tokens) {
    return java.util.Arrays.stream(tokens.split(" ")).map(Move::parse)
        .sorted(java.util.Comparator.comparingInt(m -> m.card().ordinal())).toList();
  }

  private static IllegalPlayException catchIllegal(Runnable r) {
    try {
      r.run();
    } catch (IllegalPlayException e) {
      return e;
    }
    throw new AssertionError("no IllegalPlayException");
  }
}
