package io.github.elfern.endgames;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.Solver;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a user of the artifact relies on, through the public API only: with it on the class path
 * the solver finds a database for each rule set the artifact is built for, and gives the values
 * it gives without.
 */
class EndgameArtifactTest {

  @Test
  void theSolverFindsTheArtifact() {
    assertThat(Solver.endgameDatabasesInstalled()).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app", "elfern head=true",
      "elfern-trumps head=true", "elfern-app head=true", "bohemian-points"})
  void everyBuiltRuleSet_hasADatabase_andTheSameValuesAsWithout(String id) {
    Rules rules = Rules.parse(id);
    assertThat(Solver.hasEndgameDatabase(rules)).as(id).isTrue();
    Solver with = new Solver(14, true);
    Solver without = new Solver(14, false);
    SplitMix64 random = new SplitMix64(id.hashCode());
    for (long seed = 1; seed <= 40; seed++) {
      // Positions at the first tricks with the stock empty, where the databases are read, and
      // one trick earlier, whose search reaches them.
      GameState s = GameState.deal(rules, seed);
      int left = 2 * rules.handSize() + 2 * (int) (seed % 2);
      while (s.remainingPlays() > left) {
        List<Move> legal = s.legalMoves();
        s = s.play(legal.get(random.uniform(legal.size())));
      }
      assertThat(with.value(s)).as("%s", s.position()).isEqualTo(without.value(s));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"bohemian-schneider", "elfern hand=5", "fuenfzehnern"})
  void otherRules_haveNone(String id) {
    assertThat(Solver.hasEndgameDatabase(Rules.parse(id))).isFalse();
  }

  @Test
  void theSource_servesOnlyDatabaseNames() {
    BuiltTables tables = new BuiltTables();
    assertThat(tables.open("../module-info.class")).isEmpty();
    assertThat(tables.open("endgames-0000000000000000.bin")).isEmpty();
    assertThat(tables.open("BuiltTables.class")).isEmpty();
  }
}
