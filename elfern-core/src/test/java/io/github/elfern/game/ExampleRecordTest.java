package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

class ExampleRecordTest {

  // The complete record of EGN.md §13: seed 42, Anna forehand, result 18-2.
  @Test
  void play_notationSpecExample_endsEighteenToTwo() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    s = s.play("KD 9S 8H 7S AH AC 8C JH JC KH 7C JS QD 9D 8S QC QS AD 7D AS"
        + " KS TS QH 7H TD 8D TH JD TC KC 9C 9H");
    assertThat(s.isOver()).isTrue();
    assertThat(s.result().notation()).isEqualTo("18-2");
    assertThat(s.result().outcome()).isEqualTo(Outcome.SCHNEIDER);
  }
}
