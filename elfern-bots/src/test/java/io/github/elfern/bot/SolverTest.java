package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class SolverTest {

  /** Plain minimax through the public engine API: the final difference for {@code seat}. */
  private static int minimax(GameState s, int seat) {
    if (s.isOver()) {
      return s.points(seat) - s.points(1 - seat);
    }
    boolean max = s.toMove() == seat;
    int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (Move m : s.legalMoves()) {
      int v = minimax(s.play(m), seat);
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** Plays random moves from a seeded deal until at most {@code left} cards remain to be played. */
  private static GameState randomPosition(Rules rules, long seed, int left) {
    SplitMix64 random = new SplitMix64(seed);
    GameState s = GameState.deal(rules, seed);
    while (s.remainingPlays() > left) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.uniform(moves.size())));
    }
    return s;
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "elfern", "elfern hand=4", "elfern head", "elfern-trumps", "elfern-trumps hand=4 head",
      "elfern-app", "elfern-app head", "bohemian-schneider", "bohemian-schneider capture=higher",
      "bohemian-points", "bohemian-points hand=4"})
  @DisplayName("solve agrees with brute-force minimax over the engine's moves (presets of docs/rules.md#games)")
  void solve_smallPositions_agreesWithBruteForceMinimax(String rules) {
    Rules r = Rules.parse(rules);
    Solver solver = new Solver(12);
    for (long seed = 1; seed <= 12; seed++) {
      // With four cards in hand, positions with stock left (phase 1) are small enough too.
      int left = 9 + (int) (seed % 3) + (r.handSize() == 4 ? 2 : 0);
      GameState s = randomPosition(r, seed * 7919, left);
      Solver.Solution solution = solver.solve(s);
      int seat = s.toMove();
      assertThat(solution.seat()).isEqualTo(seat);
      assertThat(solution.pointsDifference()).as("value of %s", s).isEqualTo(minimax(s, seat));
      for (Move m : s.legalMoves()) {
        assertThat(solution.value(m)).as("value of %s after %s", s, m)
            .isEqualTo(minimax(s.play(m), seat));
      }
      assertThat(solution.bestMoves()).isNotEmpty()
          .allSatisfy(m -> assertThat(solution.value(m)).isEqualTo(solution.pointsDifference()));
    }
  }

  @Test
  void solve_phaseTwoOfAFullDeal_isQuickAndConsistent() {
    Solver solver = new Solver();
    for (String rules : List.of("elfern", "elfern-trumps", "bohemian-points")) {
      for (long seed = 1; seed <= 20; seed++) {
        GameState s = randomPosition(Rules.parse(rules), seed, 12);
        Solver.Solution solution = solver.solve(s);
        // Playing a best move must keep the value: the opponent's best reply value is the same.
        GameState next = s.play(solution.bestMoves().get(0));
        if (!next.isOver()) {
          Solver.Solution after = solver.solve(next);
          int sameSeat = next.toMove() == s.toMove() ? 1 : -1;
          assertThat(after.pointsDifference() * sameSeat).isEqualTo(solution.pointsDifference());
        }
        assertThat(solution.points() * 2 - solution.pointsDifference())
            .isEqualTo(s.rules().totalPoints());
      }
    }
  }

  @Test
  void solve_lastTrick_isTheObviousResult() {
    // Kiddle: a trick is won by the highest card of the suit led. With AH against KH the
    // leader takes both honours.
    GameState s = randomPosition(Rules.preset("elfern"), 3, 2);
    Solver.Solution solution = new Solver(8).solve(s);
    assertThat(solution.pointsDifference()).isEqualTo(minimax(s, s.toMove()));
    assertThat(solution.bestMoves()).hasSize(1);
  }

  @Test
  void solve_fuenfzehnern_isRefused() {
    GameState s = GameState.deal(Rules.preset("fuenfzehnern"), 1);
    assertThatThrownBy(() -> new Solver(8).solve(s))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two-player");
  }

  @Test
  void solver_tableBitsOutOfRange_isRefused() {
    assertThatThrownBy(() -> new Solver(40))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("tableBits");
  }
  @Test
  @DisplayName("canReach: thresholds beyond the deal's points are false, at most 0 true, no overflow")
  void canReach_extremeThresholds_noOverflow() {
    // elfern: 20 honours in the deck, every card ends in someone's tricks, so a seat's final
    // points are (20 + its difference) / 2, the difference from plain minimax.
    GameState s = randomPosition(Rules.preset("elfern"), 11, 8);
    int total = s.rules().totalPoints();
    assertThat(total).isEqualTo(20);
    Solver solver = new Solver(12);
    for (int seat = 0; seat < 2; seat++) {
      int secured = (total + minimax(s, seat)) / 2;
      for (int p = 0; p <= total + 1; p++) {
        assertThat(solver.canReach(s, seat, p)).as("seat %d, %d points", seat, p)
            .isEqualTo(secured >= p);
      }
      // 2 * points - 20 overflows for these: 2^30 + 10 wraps to -2^31 + 20 - 20
      for (int p : new int[] {1 << 30, (1 << 30) + 10, Integer.MAX_VALUE - 1, Integer.MAX_VALUE}) {
        assertThat(solver.canReach(s, seat, p)).as("seat %d, %d points", seat, p).isFalse();
      }
      for (int p : new int[] {0, -1, -(1 << 30) + 10, Integer.MIN_VALUE + 1, Integer.MIN_VALUE}) {
        assertThat(solver.canReach(s, seat, p)).as("seat %d, %d points", seat, p).isTrue();
      }
    }
  }

  @Test
  @DisplayName("solve with a limit too long for a long of nanoseconds: no limit, not an overflow")
  void solve_hugeLimit_isNoLimit() {
    GameState s = randomPosition(Rules.preset("elfern-trumps"), 11, 8);
    Solver.Solution exact = new Solver(12).solve(s);
    for (Duration limit : new Duration[] {Duration.ofDays(146_000),
        Duration.ofSeconds(Long.MAX_VALUE), Duration.ofSeconds(Long.MAX_VALUE, 999_999_999),
        Duration.ofNanos(Long.MAX_VALUE)}) {
      Solver.Solution got = new Solver(12).solve(s, limit).orElseThrow();
      assertThat(got.values()).as("limit %s", limit).isEqualTo(exact.values());
    }
  }
  @Test
  @DisplayName("a null state or move is refused by name, not by an NPE from inside")
  void nulls_areRefusedByName() {
    Solver solver = new Solver(12);
    assertThatThrownBy(() -> solver.solve(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("state");
    assertThatThrownBy(() -> solver.canReach(null, 0, 11)).hasMessage("state");
    assertThatThrownBy(() -> solver.value(null)).hasMessage("state");
    GameState s = randomPosition(Rules.preset("elfern"), 11, 8);
    assertThatThrownBy(() -> solver.solve(s).value(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("move");
  }
}
