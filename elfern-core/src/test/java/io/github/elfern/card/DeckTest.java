package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DeckTest {

  // Check values from an independent implementation, top card first.
  @Test
  @DisplayName("portable shuffle, seed 0 (EGN.md §12)")
  void shuffled_seed0() {
    assertThat(Deck.shuffled(0).notation())
        .isEqualTo("9D 8S JC 7H KC AH KD 8C 8D KS TH KH QH JD JS 7C 8H TS AD QS 7S QD 9H 9C JH TC AS QC 7D AC 9S TD");
  }

  @Test
  void shuffled_seed1() {
    assertThat(Deck.shuffled(1).notation())
        .isEqualTo("AD 9H KH 8D 9C JC 7S AH KC TC 8S AC JS JH QD KD QC 7C QS KS JD AS 7D 8C 9S 8H TH TD TS 9D 7H QH");
  }

  @Test
  void shuffled_seed42() {
    assertThat(Deck.shuffled(42).notation())
        .isEqualTo("8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H");
  }

  @Test
  void splitMix64_firstOutputFromStateZero() {
    assertThat(new SplitMix64(0).nextLong()).isEqualTo(0xe220a8397b1dcdafL);
  }

  @Test
  void parse_isInverseOfNotation() {
    Deck d = Deck.shuffled(7);
    assertThat(Deck.parse(d.notation())).isEqualTo(d);
  }

  @Test
  @DisplayName("shuffleInto writes the deck of shuffled, seed 42 as above, and leaves the generator"
      + " where shuffled does")
  void shuffleInto_isShuffledWithoutADeck() {
    byte[] out = new byte[40];
    SplitMix64 a = new SplitMix64(42);
    assertThat(Deck.shuffleInto(CardSet.ALL.mask(), a, out)).isEqualTo(32);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 32; i++) {
      sb.append(i == 0 ? "" : " ").append(Card.ofIndex(out[i]).notation());
    }
    assertThat(sb.toString()).isEqualTo(
        "8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H");
    SplitMix64 b = new SplitMix64(42);
    Deck.shuffled(CardSet.ALL, b);
    assertThat(a.nextLong()).isEqualTo(b.nextLong());
    CardSet some = CardSet.parse("AH KH QH 7S 8D");
    Deck.shuffleInto(some.mask(), new SplitMix64(3), out);
    Deck d = Deck.shuffled(some, 3);
    for (int i = 0; i < some.size(); i++) {
      assertThat(Card.ofIndex(out[i])).isEqualTo(d.card(i));
    }
    assertThatThrownBy(() -> Deck.shuffleInto(CardSet.ALL.mask(), new SplitMix64(1), new byte[31]))
        .isInstanceOf(IndexOutOfBoundsException.class).hasMessageContaining("32 cards");
  }
}
