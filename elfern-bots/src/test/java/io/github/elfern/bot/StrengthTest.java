package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Strength floors of the bots, measured on paired decks (seats swapped, so the luck of the deal
 * cancels): the heuristic bot keeps at least 60% of the decided deals against the greedy bot
 * ({@link GreedyBot}), with the lower end of the Wilson 95% interval above an even game.
 */
@Tag("slow")
class StrengthTest {

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app"})
  void heuristicBeatsGreedy(String preset) {
    Strength.Report r = Strength.run(Rules.preset(preset), "heuristic", "greedy", 150, 11);
    assertThat(r.decided()).as(r.toString()).isGreaterThanOrEqualTo(0.60);
    assertThat(r.interval()[0]).as(r.toString()).isGreaterThan(0.5);
  }

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "fuenfzehnern"})
  void greedyPlaysLegallyAndBeatsRandom(String preset) {
    // the yardstick itself must be a sensible player: it beats the random bot
    Strength.Report r = Strength.run(Rules.preset(preset), "greedy", "random", 100, 3);
    assertThat(r.interval()[0]).as(r.toString()).isGreaterThan(0.5);
  }

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-app", "elfern-trumps"})
  void appAiPlaysLegallyAndBeatsRandom(String preset) {
    // the app's rules of thumb, the second outside yardstick, are a sensible player too
    Strength.Report r = Strength.run(Rules.preset(preset), "appai", "random", 100, 3);
    assertThat(r.interval()[0]).as(r.toString()).isGreaterThan(0.5);
  }
}
