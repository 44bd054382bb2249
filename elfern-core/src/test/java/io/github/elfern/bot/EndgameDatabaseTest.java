package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The endgame databases shipped with the library ({@link EndgameDatabase}): that they are what
 * the solver computes today, that their values are those of plain minimax, that the solver finds
 * the same values with them as without, and that they are used only where their rules apply.
 */
class EndgameDatabaseTest {

  /** The rules whose databases are shipped. */
  static Stream<String> withDatabase() {
    return EndgameDatabases.RULES.stream();
  }

  /** The database of {@code id}'s rules as the solver loads it. */
  private static Optional<EndgameDatabase> shipped(String id) {
    Rules rules = Rules.parse(id);
    Solver probe = new Solver(10);
    probe.value(SolverAgreementTest.randomPosition(rules, 1, 4));
    return probe.database();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void shippedDatabase_isWhatTheSolverComputesToday(String id) {
    // If this fails after a change to the rules kernel or the solver's canonical keys, write the
    // databases again: see EndgameDatabases.
    EndgameDatabase db = shipped(id).orElseThrow(
        () -> new AssertionError(id + ": no endgame database is shipped; run EndgameDatabases"));
    EndgameDatabase fresh = Solver.computeDatabase(Rules.parse(id)).orElseThrow();
    assertThat(db.size()).isEqualTo(fresh.size()).isEqualTo(3_211_206);
    assertThat(Arrays.equals(db.values(), fresh.values())).as("the values of " + id).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"elfern-app", "bohemian-schneider", "bohemian-points",
      "elfern hand=5", "elfern seven-beats-ace=true", "elfern-trumps hand=4"})
  void rulesWithOtherEndgames_haveNoDatabase(String id) {
    assertThat(shipped(id)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void firstEndgameTricks_agreeWithPlainMinimax(String id) {
    // Positions at the first trick with the stock empty are those the database holds; plain
    // minimax over the engine's moves is the independent reference.
    Rules rules = Rules.parse(id);
    Solver solver = new Solver(12);
    for (long seed = 1; seed <= 300; seed++) {
      GameState s = SolverAgreementTest.randomPosition(rules, seed, 12);
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
    for (long seed = 1; seed <= 600; seed++) {
      // The first endgame trick itself, and positions one or two tricks earlier whose search
      // reaches it (the stock's last tricks), from either seat.
      int left = 12 + 2 * (int) (seed % 3);
      GameState s = SolverAgreementTest.randomPosition(rules, seed * 7919, left);
      assertThat(with.value(s)).as("%s", s.position()).isEqualTo(without.value(s));
    }
    for (long seed = 1; seed <= 3; seed++) {
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
    EndgameDatabase db = shipped(id).orElseThrow();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    db.write(out);
    long print = EndgameDatabase.fingerprint(rules, rules.turnedTrump());
    byte[] canon = canonOf(rules);
    EndgameDatabase back = EndgameDatabase.read(new ByteArrayInputStream(out.toByteArray()),
        print, 6, rules.turnedTrump(), canon);
    assertThat(Arrays.equals(back.values(), db.values())).isTrue();
    // Another fingerprint, or a file cut short, is refused.
    assertThatThrownBy(() -> EndgameDatabase.read(new ByteArrayInputStream(out.toByteArray()),
        print + 1, 6, rules.turnedTrump(), canon))
        .isInstanceOf(IOException.class).hasMessageContaining("not the endgame database");
    byte[] cut = Arrays.copyOf(out.toByteArray(), out.size() / 2);
    assertThatThrownBy(() -> EndgameDatabase.read(new ByteArrayInputStream(cut), print, 6,
        rules.turnedTrump(), canon)).isInstanceOf(IOException.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withDatabase")
  void fingerprint_doesNotDependOnTheTrumpSuitButOnTheEndgameRules(String id) {
    Rules rules = Rules.parse(id);
    long print = EndgameDatabase.fingerprint(rules, rules.turnedTrump());
    assertThat(EndgameDatabase.fingerprint(Rules.parse(id + " seven-beats-ace=true"),
        rules.turnedTrump())).isNotEqualTo(print);
    assertThat(EndgameDatabase.fingerprint(Rules.parse(id), !rules.turnedTrump()))
        .isNotEqualTo(print);
    // The shipped file of these rules is the one the fingerprint names.
    try (InputStream in = EndgameDatabase.class.getResourceAsStream(
        EndgameDatabase.resourceName(print))) {
      assertThat(in).isNotNull();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    assertThat(EndgameDatabases.RULES).contains(id);
  }

  /** The solver's canonical renaming of {@code rules}, as its database layout follows it. */
  private static byte[] canonOf(Rules rules) {
    Solver probe = new Solver(10, false);
    probe.value(SolverAgreementTest.randomPosition(rules, 1, 4));
    return probe.canonTable();
  }
}
