package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.game.GameState;
import io.github.elfern.rules.CardValues;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The endgame databases ({@link EndgameDatabase}), as the elfern-endgames build computes them
 * and as the solver reads them ({@link ComputedTables} serves them here): that their layout has a
 * place for every position, that their values are those of plain minimax, that the solver finds
 * the same values with them as without, and that they are used only where their rules apply.
 */
@Tag("slow")
@Execution(ExecutionMode.CONCURRENT) // its tests share nothing: they run in parallel
class EndgameDatabaseTest {

  /** The rules that have a database. */
  static Stream<String> withDatabase() {
    return EndgameDatabases.RULES.stream();
  }

  /** The database of {@code id}'s rules as the solver loads it. */
  private static Optional<EndgameDatabase> loaded(String id) {
    Rules rules = Rules.parse(id);
    Solver probe = new Solver(10);
    probe.value(SolverAgreementTest.randomPosition(rules, 1, 4));
    return probe.database();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void layout_hasAPlaceForEveryPositionUpToTheSuitsTheRulesTreatAlike(String id) {
    // The counts of canonical positions worked out apart from the code, by Burnside's lemma over
    // the exchanges of the suits the rules treat alike (generating functions of a suit's
    // descriptors: its live pattern and which of its cards the leader holds): six cards a hand
    // with trumps (the trump suit apart) 3,211,206, without 822,674; five a hand under
    // seven-beats-ace, whose ace and seven keep their names, 3,980,902; four a hand with card
    // points, where no two honours are alike, 4,082,582.
    EndgameDatabase db = loaded(id).orElseThrow();
    int expected = id.startsWith("elfern-app") ? 3_980_902
        : id.startsWith("elfern-trumps") ? 3_211_206
        : id.startsWith("bohemian-points") ? 4_082_582 : 822_674;
    assertThat(db.size()).isEqualTo(expected);
    assertThat(db.cards()).isEqualTo(id.startsWith("elfern-app") ? 5
        : id.startsWith("bohemian-points") ? 4 : 6);
    assertThat(Solver.hasEndgameDatabase(Rules.parse(id))).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"bohemian-schneider", "bohemian-points head=true", "elfern hand=5",
      "elfern-trumps hand=4", "elfern-trumps seven-beats-ace=true", "elfern-app hand=5"})
  void rulesWithOtherEndgames_haveNoDatabase(String id) {
    assertThat(loaded(id)).isEmpty();
    assertThat(Solver.hasEndgameDatabase(Rules.parse(id))).isFalse();
    assertThat(Solver.hasEndgameDatabase(Rules.parse("fuenfzehnern"))).isFalse();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void positionsOfTheDatabase_agreeWithPlainMinimax(String id) {
    // Trick starts with the stock empty and the database's cards in each hand are those it
    // holds; plain minimax over the engine's moves is the independent reference.
    Rules rules = Rules.parse(id);
    Solver solver = new Solver(12);
    int cards = loaded(id).orElseThrow().cards();
    for (long seed = 1; seed <= 300; seed++) {
      GameState s = SolverAgreementTest.randomPosition(rules, seed, 2 * cards);
      assertThat(s.stock()).isEmpty();
      assertThat(s.currentTrick()).isEmpty();
      int seat = s.toMove();
      assertThat(solver.value(s)).as("%s", s.position())
          .isEqualTo(SolverAgreementTest.minimax(s, seat));
    }
    assertThat(solver.database()).isPresent();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void solver_withAndWithoutTheDatabase_givesTheSameValues(String id) {
    Rules rules = Rules.parse(id);
    Solver with = new Solver(14);
    Solver without = new Solver(14, false);
    int cards = loaded(id).orElseThrow().cards();
    for (long seed = 1; seed <= 600; seed++) {
      // The database's own positions, and positions one or two tricks earlier whose search
      // reaches them, from either seat.
      int left = 2 * cards + 2 * (int) (seed % 3);
      GameState s = SolverAgreementTest.randomPosition(rules, seed * 7919, left);
      assertThat(with.value(s)).as("%s", s.position()).isEqualTo(without.value(s));
    }
    // Whole deals, every first lead (with card points, whose deals take longest, one).
    int deals = rules.cardValues() == CardValues.HONOURS ? 3 : 1;
    for (long seed = 1; seed <= deals; seed++) {
      GameState deal = GameState.deal(rules, seed);
      assertThat(with.solve(deal).values()).as("deal %d", seed)
          .isEqualTo(without.solve(deal).values());
    }
    assertThat(with.database()).isPresent();
    assertThat(without.database()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void database_writtenAndReadBack_isTheSame(String id) throws IOException {
    Rules rules = Rules.parse(id);
    EndgameDatabase db = loaded(id).orElseThrow();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    db.write(out);
    long print = EndgameDatabase.fingerprint(rules, rules.turnsTrump());
    byte[] canon = canonOf(rules);
    EndgameDatabase back = EndgameDatabase.read(new ByteArrayInputStream(out.toByteArray()),
        print, rules.turnsTrump(), canon);
    assertThat(back.cards()).isEqualTo(db.cards());
    assertThat(Arrays.equals(back.values(), db.values())).isTrue();
    // Another fingerprint, or a file cut short, is refused.
    assertThatThrownBy(() -> EndgameDatabase.read(new ByteArrayInputStream(out.toByteArray()),
        print + 1, rules.turnsTrump(), canon))
        .isInstanceOf(IOException.class).hasMessageContaining("not the endgame database");
    byte[] cut = Arrays.copyOf(out.toByteArray(), out.size() / 2);
    assertThatThrownBy(() -> EndgameDatabase.read(new ByteArrayInputStream(cut), print,
        rules.turnsTrump(), canon)).isInstanceOf(IOException.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void fingerprint_doesNotDependOnTheTrumpSuitButOnTheEndgameRules(String id) {
    Rules rules = Rules.parse(id);
    long print = EndgameDatabase.fingerprint(rules, rules.turnsTrump());
    String otherHeading = id.endsWith(" head=true") ? id.replace(" head=true", "")
        : id + " head=true";
    assertThat(EndgameDatabase.fingerprint(Rules.parse(otherHeading), rules.turnsTrump()))
        .isNotEqualTo(print);
    assertThat(EndgameDatabase.fingerprint(Rules.parse(id), !rules.turnsTrump()))
        .isNotEqualTo(print);
    // The table of these rules is the one the fingerprint names.
    assertThat(new ComputedTables().open(EndgameDatabase.resourceName(print))).isPresent();
    assertThat(EndgameDatabases.RULES).contains(id);
  }

  /** The solver's canonical renaming of {@code rules}, as its database layout follows it. */
  private static byte[] canonOf(Rules rules) {
    Solver probe = new Solver(10, false);
    probe.value(SolverAgreementTest.randomPosition(rules, 1, 4));
    return probe.canonTable();
  }
}
