package io.github.elfern.game;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link PlayerView#fromHistory}: a seat's view rebuilt from its hand, the turned trump and the
 * moves equals the view the engine gives, at every step of random deals of every rules
 * combination (the property that lets a bot program receive a view over a wire).
 */
class PlayerViewHistoryTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  @Test
  void fromHistory_everyStepOfRandomDeals_equalsTheEnginesView() {
    qt(6L)
        .withExamples(150)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Rules rules = MATRIX.get(r);
              SplitMix64 random = new SplitMix64(moveSeed);
              GameState s = GameState.deal(rules, seed);
              while (true) {
                for (int seat = 0; seat < s.players(); seat++) {
                  PlayerView expected = s.view(seat);
                  PlayerView rebuilt = PlayerView.fromHistory(rules, seat, s.hand(seat),
                      s.turnedTrump(), s.moves());
                  assertThat(rebuilt).as(rules.notation() + " after " + s.moves())
                      .isEqualTo(expected);
                  assertThat(rebuilt.voids(seat == 0 ? 1 : 0))
                      .isEqualTo(expected.voids(seat == 0 ? 1 : 0));
                  assertThat(rebuilt.legalMoves()).isEqualTo(expected.legalMoves());
                  assertThat(rebuilt.knownCards(1 - Math.min(seat, 1)))
                      .isEqualTo(expected.knownCards(1 - Math.min(seat, 1)));
                }
                if (s.isOver()) {
                  break;
                }
                List<Move> legal = s.legalMoves();
                Move m = legal.get(random.uniform(legal.size()));
                for (Move z : legal) {
                  if (z.isZwang() && random.uniform(2) == 0) {
                    m = z;
                  }
                }
                s = s.play(m);
              }
            });
  }

  @Test
  void fromHistory_handHoldingAPlayedCard_isRefused() {
    GameState s = GameState.deal(Rules.preset("elfern"), 3);
    Card lead = s.legalMoves().get(0).card();
    GameState after = s.play(lead);
    CardSet wrong = after.hand(1).without(after.hand(1).get(0)).with(lead);
    assertThatThrownBy(() -> PlayerView.fromHistory(after.rules(), 1, wrong, Optional.empty(),
        after.moves()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("already played");
  }

  @Test
  void fromHistory_wrongHandSizeOrMissingTrump_isRefused() {
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), 3);
    assertThatThrownBy(() -> PlayerView.fromHistory(s.rules(), 0, s.hand(0), Optional.empty(),
        s.moves()))
        .hasMessageContaining("turns a trump, but none is given");
    assertThatThrownBy(() -> PlayerView.fromHistory(s.rules(), 0,
        s.hand(0).without(s.hand(0).get(0)), s.turnedTrump(), s.moves()))
        .hasMessageContaining("must hold 6 cards");
    assertThatThrownBy(() -> PlayerView.fromHistory(s.rules(), 2, s.hand(0), s.turnedTrump(),
        s.moves()))
        .hasMessageContaining("seat 2 is not a seat");
  }
}
