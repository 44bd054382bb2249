package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The solver's endgame table: its entries serve positions that differ by an exchange of suits
 * other than the trump suit, and outlive a solve, so one solver must give the values of a fresh
 * one whatever it solved before (other deals, other trump suits, other rules).
 */
class SolverTableTest {

  /**
   * Position {@code p} with suits {@code a} and {@code b} exchanged on every card (hands, stock,
   * turned trump and trick): by the symmetry of the rules a position of the same value when
   * neither is the trump suit.
   */
  static String exchangeSuits(String p, char a, char b) {
    String[] f = p.split("\\|", -1);
    for (int i = 1; i <= 4; i++) {
      StringBuilder out = new StringBuilder(f[i]);
      for (int k = 1; k < out.length(); k++) {
        char c = out.charAt(k);
        boolean card = "AKQJT987".indexOf(out.charAt(k - 1)) >= 0;
        if (card && c == a) {
          out.setCharAt(k, b);
        } else if (card && c == b) {
          out.setCharAt(k, a);
        }
      }
      f[i] = out.toString();
    }
    return String.join("|", f);
  }

  static GameState randomPosition(Rules rules, long seed, int left) {
    return SolverAgreementTest.randomPosition(rules, seed, left);
  }

  @Test
  void exchangeSuits_swapsSuitLettersOfCardsOnly() {
    String p = "elfern-trumps|AC9CASADQD9D/QSAHJH7HKD8D|TDKCTC9STSJDKS8S7STHJS8H7DKH8CQCQH9HJC7C"
        + "|7C|0:AS|0/0|0/0|-,-,0,-,-";
    assertThat(exchangeSuits(p, 'S', 'H')).isEqualTo(
        "elfern-trumps|AC9CAHADQD9D/QHASJS7SKD8D|TDKCTC9HTHJDKH8H7HTSJH8S7DKS8CQCQS9SJC7C"
            + "|7C|0:AH|0/0|0/0|-,-,0,-,-");
  }

  @Test
  void solve_suitsExchanged_sameValuesWithTheMovesExchanged() {
    for (String preset : List.of("elfern", "elfern-trumps", "elfern-app", "bohemian-points")) {
      Rules rules = Rules.preset(preset);
      Solver solver = new Solver(18);
      for (int i = 0; i < 12; i++) {
        GameState s = randomPosition(rules, 4000 + i, 14 + i % 5);
        char trump = s.trumpSuit().map(Suit::letter).orElse('-');
        String suits = "CSHD".replace(String.valueOf(trump), "");
        char a = suits.charAt(i % suits.length());
        char b = suits.charAt((i + 1) % suits.length());
        GameState t = GameState.fromPosition(exchangeSuits(s.position(), a, b));
        Map<String, Integer> mine = byText(solver.solve(s).values());
        Map<String, Integer> theirs = byText(solver.solve(t).values());
        Map<String, Integer> expected = new LinkedHashMap<>();
        mine.forEach((m, v) -> expected.put(exchangeSuits("|" + m + "||||", a, b)
            .split("\\|")[1], v));
        assertThat(theirs).as("%s and %s", s.position(), t.position())
            .containsExactlyInAnyOrderEntriesOf(expected);
        assertThat(theirs).isEqualTo(byText(new Solver(18).solve(t).values()));
      }
    }
  }

  /**
   * Position {@code p} at a trick start with the seats exchanged: each seat's hand, points and
   * tricks given to the other, and the other seat to lead. Nothing in rules without a lead
   * restriction tells the seats apart (the trick's winner draws first, whoever he is), so its
   * leader has the same moves and values.
   */
  static String exchangeSeats(String p) {
    String[] f = p.split("\\|", -1);
    String[] hands = f[1].split("/", -1);
    f[1] = hands[1] + "/" + hands[0];
    assertThat(f[4]).as("a trick start").matches("[01]:-");
    f[4] = (f[4].charAt(0) == '0' ? "1" : "0") + ":-";
    for (int i = 5; i <= 6; i++) {
      String[] two = f[i].split("/", -1);
      f[i] = two[1] + "/" + two[0];
    }
    return String.join("|", f);
  }

  @Test
  void solve_seatsExchanged_sameValuesFromTheSameEntries() {
    for (String preset : List.of("elfern", "elfern-trumps", "elfern-app", "bohemian-points")) {
      Rules rules = Rules.preset(preset);
      for (int i = 0; i < 6; i++) {
        GameState s = randomPosition(rules, 5000 + i, 16 + 2 * (i % 3));
        if (!s.currentTrick().isEmpty()) {
          s = s.play(s.legalMoves().get(0));
        }
        GameState t = GameState.fromPosition(exchangeSeats(s.position()));
        assertThat(t.toMove()).isEqualTo(1 - s.toMove());
        assertThat(t.hand(t.toMove())).isEqualTo(s.hand(s.toMove()));
        // The transposition tables are under test: without the endgame databases, which would
        // answer the endgames before the tables are asked.
        Solver fresh = new Solver(18, false);
        Map<String, Integer> alone = byText(fresh.solve(t).values());
        Solver solver = new Solver(18, false);
        Map<String, Integer> mine = byText(solver.solve(s).values());
        long before = solver.nodes();
        Map<String, Integer> theirs = byText(solver.solve(t).values());
        // Value of a move: the mover's final points difference, already taken points included;
        // they are exchanged with the seats, so the difference is the same.
        assertThat(theirs).as("%s and %s", s.position(), t.position()).isEqualTo(mine)
            .isEqualTo(alone);
        assertThat(solver.nodes() - before).as("positions searched again, %s", t.position())
            .isLessThan(fresh.nodes() / 2);
      }
    }
  }

  @Test
  void solve_oneSolverAcrossRulesAndTrumps_agreesWithTheOldSolver() {
    List<Rules> rules = new ArrayList<>();
    for (String preset : List.of("elfern", "elfern-trumps", "elfern-app", "bohemian-schneider",
        "bohemian-points")) {
      rules.add(Rules.preset(preset));
    }
    Solver solver = new Solver(18);
    OldSolver old = new OldSolver(18);
    SplitMix64 random = new SplitMix64(77);
    for (int i = 0; i < 60; i++) {
      // Mostly elfern-trumps (its trump suit changes from deal to deal), the others in between.
      Rules r = rules.get(i % 3 == 0 ? random.uniform(rules.size()) : 1);
      GameState s = randomPosition(r, 9000 + i, 13 + random.uniform(5));
      if (s.isOver()) {
        continue;
      }
      assertThat(solver.solve(s).values()).as("%s", s.position())
          .isEqualTo(old.solve(s).values());
    }
  }

  @Test
  void clear_nextSolveSearchesAsAFreshSolverWould() {
    GameState s = randomPosition(Rules.preset("elfern-trumps"), 31, 22);
    Solver solver = new Solver(16, false); // the endgame table, not the database, is kept
    int value = solver.value(s);
    long fresh = solver.nodes();
    assertThat(solver.value(s)).isEqualTo(value);
    long again = solver.nodes() - fresh;
    assertThat(again).as("endgames kept from the first solve").isLessThan(fresh);
    solver.clear();
    long before = solver.nodes();
    assertThat(solver.value(s)).isEqualTo(value);
    assertThat(solver.nodes() - before).isEqualTo(fresh);
  }

  private static Map<String, Integer> byText(Map<Move, Integer> values) {
    Map<String, Integer> out = new LinkedHashMap<>();
    values.forEach((m, v) -> out.put(m.toString(), v));
    return out;
  }
}
