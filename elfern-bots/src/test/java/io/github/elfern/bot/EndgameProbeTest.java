package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Suit;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The best bot's reads of the endgame databases and its inference at tables, against what they
 * stand for: the solver's search without the databases, and deals played by the rules of thumb.
 */
class EndgameProbeTest {

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app", "bohemian-points"})
  void value_isTheSearchedValueOfTheRestOfTheDeal(String preset) {
    Rules rules = Rules.preset(preset);
    Bot heuristic = HeuristicBot.create(false);
    SplitMix64 random = new SplitMix64(17);
    Solver plain = new Solver(18, false); // searches the endgames instead of reading them
    for (long seed = 0; seed < 40; seed++) {
      GameState s = GameState.deal(rules, seed);
      Optional<EndgameProbe> probe = EndgameProbe.of(rules,
          s.trumpSuit().map(Suit::ordinal).orElse(-1));
      assertThat(probe).as(preset).isPresent();
      int cards = probe.get().cards();
      while (!(s.stockSize() == 0 && s.currentTrick().isEmpty() && s.hand(0).size() == cards)) {
        s = s.play(heuristic.choose(s.view(s.toMove()), random));
      }
      int leader = s.toMove();
      int value = probe.get().value(s.hand(leader).mask(), s.hand(1 - leader).mask())
          + s.points(leader) - s.points(1 - leader);
      assertThat(value).as("%s", s.position()).isEqualTo(plain.solve(s).pointsDifference());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"bohemian-schneider", "fuenfzehnern"})
  void of_rulesWithoutADatabase_isEmpty(String preset) {
    assertThat(EndgameProbe.of(Rules.preset(preset), -1)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"fuenfzehnern", "fuenfzehnern players=3 lead=strict"})
  void tableInference_theTrueWorldOfRuleOfThumbPlayers_weighsSomething(String text) {
    // Every seat plays by the rules of thumb: the true world explains every play, so each play
    // counts at least one over the moves tied best (never the slack of a play they would not
    // make), and the world is never ruled out.
    Rules rules = Rules.parse(text);
    Bot heuristic = HeuristicBot.create(false);
    for (long seed = 1; seed <= 3; seed++) {
      GameState s = GameState.deal(rules, seed);
      SplitMix64 random = new SplitMix64(seed);
      while (!s.isOver()) {
        PlayerView v = s.view(s.toMove());
        Optional<TableInference> inference = TableInference.of(v);
        assertThat(inference.isPresent()).isEqualTo(!v.moves().isEmpty());
        if (inference.isPresent()) {
          // each play of another seat counts at least 1 / (its legal moves) >= 1/8, never 0
          double w = inference.get().weight(s);
          assertThat(w).as("%s", s.position()).isGreaterThanOrEqualTo(Math.pow(1.0 / 8,
              v.moves().size())).isLessThanOrEqualTo(1);
        }
        s = s.play(heuristic.choose(v, random));
      }
    }
  }
}
