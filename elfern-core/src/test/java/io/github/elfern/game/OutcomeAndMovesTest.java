package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#outcome()} and {@link PlayerView#outcome()}: empty while the deal goes on, the
 * result once it is over; {@link PlayerView#moves()}: the moves the seat has seen, which every
 * seat sees, so that {@link PlayerView#fromHistory} takes them back.
 */
class OutcomeAndMovesTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  @Test
  void outcome_theExampleRecord_isEmptyUntilTheLastCard_thenTheResult() {
    // the example record of EGN.md §13: 18-2, a schneider for forehand (15 or more honours,
    // docs/rules.md#results)
    String[] moves = ("KD 9S 8H 7S AH AC 8C JH JC KH 7C JS QD 9D 8S QC QS AD 7D AS"
        + " KS TS QH 7H TD 8D TH JD TC KC 9C 9H").split(" ");
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    for (String m : moves) {
      assertThat(s.outcome()).as("before %s", m).isEmpty();
      assertThat(s.view(0).outcome()).isEmpty();
      s = s.play(m);
    }
    assertThat(s.outcome()).hasValueSatisfying(r -> {
      assertThat(r.notation()).isEqualTo("18-2");
      assertThat(r.outcome()).isEqualTo(Outcome.SCHNEIDER);
      assertThat(r.winner()).hasValue(0);
    });
    assertThat(s.view(1).outcome()).isEqualTo(s.outcome());
  }

  @Test
  void outcomeAndMoves_everyStepOfRandomDeals_agreeWithTheState() {
    qt(35L)
        .withExamples(60)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Rules rules = MATRIX.get(r);
              SplitMix64 random = new SplitMix64(moveSeed);
              GameState s = GameState.deal(rules, seed);
              while (true) {
                assertThat(s.outcome().isPresent()).isEqualTo(s.isOver());
                for (int seat = 0; seat < s.players(); seat++) {
                  PlayerView v = s.view(seat);
                  assertThat(v.moves()).as("%s, seat %d", s, seat).isEqualTo(s.moves());
                  assertThat(PlayerView.fromHistory(rules, seat, v.hand(), v.turnedTrump(),
                      v.moves())).isEqualTo(v);
                  assertThat(v.outcome()).isEqualTo(s.outcome());
                }
                if (s.isOver()) {
                  assertThat(s.outcome()).hasValue(s.result());
                  break;
                }
                List<Move> legal = s.legalMoves();
                s = s.play(legal.get(random.uniform(legal.size())));
              }
            });
  }
}
