package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;
import org.junit.jupiter.api.Test;

/**
 * Move tokens in either suit system, strict and lenient, as EGN.md §2 and §8 read them: the card
 * token's grammar is {@link Card}'s, and {@code =Z} (lenient also {@code =z}) announces Zwang.
 */
class MoveParseTest {

  @Test
  void strict_frenchAndGerman() {
    assertThat(Move.parse("QC=Z")).isEqualTo(Move.zwang(Card.QUEEN_OF_CLUBS));
    assertThat(Move.parse("10H", SuitSystem.FRENCH)).isEqualTo(Move.of(Card.TEN_OF_HEARTS));
    // German: O is the Ober (queen), E Eichel (clubs), D the Daus (ace), L leaves (spades).
    assertThat(Move.parse("OE=Z", SuitSystem.GERMAN)).isEqualTo(Move.zwang(Card.QUEEN_OF_CLUBS));
    assertThat(Move.parse("DL", SuitSystem.GERMAN)).isEqualTo(Move.of(Card.ACE_OF_SPADES));
  }

  @Test
  void strict_refusesWhatOnlyTheLenientReaderTakes() {
    assertThatThrownBy(() -> Move.parse("qc=Z", SuitSystem.FRENCH))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("qc");
    assertThatThrownBy(() -> Move.parse("QC=z", SuitSystem.FRENCH))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.parse("K♦", SuitSystem.FRENCH))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void lenient_lowerCaseSymbolsAndLowerZ() {
    assertThat(Move.parseLenient("q♣=z", SuitSystem.FRENCH))
        .isEqualTo(Move.zwang(Card.QUEEN_OF_CLUBS));
    assertThat(Move.parseLenient("10h", SuitSystem.FRENCH)).isEqualTo(Move.of(Card.TEN_OF_HEARTS));
    assertThat(Move.parseLenient("K♦", SuitSystem.FRENCH))
        .isEqualTo(Move.of(Card.KING_OF_DIAMONDS));
    assertThat(Move.parseLenient("oe=Z", SuitSystem.GERMAN))
        .isEqualTo(Move.zwang(Card.QUEEN_OF_CLUBS));
  }

  @Test
  void lenient_withoutASuitSystem_readsFrenchLetters_asCardParseLenientDoes() {
    // what a server's players type: the same grammar as Card.parseLenient(String), French letters
    assertThat(Move.parseLenient("qh")).isEqualTo(Move.of(Card.QUEEN_OF_HEARTS));
    assertThat(Move.parseLenient("10h")).isEqualTo(Move.of(Card.TEN_OF_HEARTS));
    assertThat(Move.parseLenient("Q♣=z")).isEqualTo(Move.zwang(Card.QUEEN_OF_CLUBS));
    assertThat(Move.parseLenient("K♦")).isEqualTo(Move.of(Card.parseLenient("K♦")));
    // German letters are not French ones: O (Ober) is no rank in French
    assertThatThrownBy(() -> Move.parseLenient("oe"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("oe");
  }

  @Test
  void badTokens_nameTheToken() {
    assertThatThrownBy(() -> Move.parseLenient("11h", SuitSystem.FRENCH))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("11h");
    assertThatThrownBy(() -> Move.parseLenient("=z", SuitSystem.FRENCH))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.parse("", SuitSystem.GERMAN))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
