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

/**
 * An {@link IllegalPlayException} keeps its parts through Java serialization, but the position,
 * which shows every hand; so does a {@link DealStateException}.
 */
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
  @DisplayName("move, card, legal moves, seat, rule and reason survive a round trip, the position"
      + " does not")
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
    assertThat(e.position()).isEqualTo(s.position());
    assertThat(back.position()).isEmpty(); // transient: the position shows every hand
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
  @DisplayName("the serialized bytes hold neither the position nor a card the seat cannot see")
  void serialization_leavesThePositionOut() throws Exception {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    IllegalPlayException e = catchIllegal(() -> s.play(Card.ACE_OF_SPADES));
    String bytes = serializedText(e);
    assertThat(bytes).doesNotContain(s.position()).doesNotContain(s.position().split("\\|")[1]);
    // The dealer's hand and the stock: not one of those cards may stand in the bytes as a token
    // that the seat could not see; the seat's own hand and the refused card may.
    List<Card> hidden = new java.util.ArrayList<>(s.hand(1).toList());
    hidden.addAll(s.stock());
    hidden.remove(Card.ACE_OF_SPADES); // the card refused, which the seat tried
    for (Card c : hidden) {
      assertThat(bytes).as("%s", c).doesNotContain(" " + c.notation() + " ")
          .doesNotContain(" " + c.notation() + ";");
    }
    DealStateException over = dealOver();
    DealStateException back = (DealStateException) new ObjectInputStream(
        new ByteArrayInputStream(serialized(over))).readObject();
    assertThat(over.position()).isNotEmpty();
    assertThat(back.position()).isEmpty();
    assertThat(back.getMessage()).isEqualTo(over.getMessage());
    assertThat(serializedText(over)).doesNotContain(over.position());
  }

  private static DealStateException dealOver() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    GameState end = s;
    try {
      end.play(Card.ACE_OF_SPADES);
    } catch (DealStateException e) {
      return e;
    }
    throw new AssertionError("no DealStateException");
  }

  private static byte[] serialized(Object o) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(o);
    }
    return bytes.toByteArray();
  }

  private static String serializedText(Object o) throws Exception {
    return new String(serialized(o), java.nio.charset.StandardCharsets.ISO_8859_1);
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
