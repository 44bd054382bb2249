package io.github.elfern.game;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#equals} is equality of position (docs/architecture.md#names): equal exactly
 * when the position strings are equal, whatever the history, with equal hash codes.
 */
class GameStateEqualityTest {

  private static List<GameState> playout(Rules rules, long seed) {
    Random random = new Random(seed);
    List<GameState> states = new ArrayList<>();
    GameState s = GameState.deal(rules, seed);
    states.add(s);
    while (!s.isOver()) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.nextInt(moves.size())));
      states.add(s);
    }
    return states;
  }

  @Test
  void everyState_equalsItsParsedPosition_withoutItsHistory() {
    for (String preset : List.of("elfern", "elfern-trumps", "fuenfzehnern")) {
      for (GameState s : playout(Rules.parse(preset), 7)) {
        GameState parsed = GameState.fromPosition(s.position());
        assertThat(parsed.moves()).isEmpty();
        assertThat(parsed).isEqualTo(s);
        assertThat(s).isEqualTo(parsed);
        assertThat(parsed.hashCode()).isEqualTo(s.hashCode());
      }
    }
  }

  @Test
  void equal_exactlyWhenThePositionStringsAre() {
    Rules rules = Rules.parse("elfern-trumps");
    qt(43_002L).forAll(longs().between(0, 1000), longs().between(0, 1000))
        .checkAssert((x, y) -> {
          List<GameState> a = playout(rules, x);
          List<GameState> b = playout(rules, y);
          for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            GameState s = a.get(i);
            GameState t = b.get(i);
            assertThat(s.equals(t)).isEqualTo(s.position().equals(t.position()));
            if (s.equals(t)) {
              assertThat(s.hashCode()).isEqualTo(t.hashCode());
            }
          }
          // Same seed, same moves: equal states along the way, histories and all.
          assertThat(playout(rules, x)).isEqualTo(a);
        });
  }
}
