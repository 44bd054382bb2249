package io.github.elfern.bot;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Rank;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The solver against plain minimax (no pruning, over the engine's own {@link GameState} moves)
 * on small random positions of every two-player preset with every combination of its options,
 * and of two-player rows with each lead restriction and Zwang; and against the earlier solver,
 * alpha-beta on its own masks ({@link OldSolver}), on mid-size positions.
 */
class SolverAgreementTest {

  /** Plain minimax through the public engine API: the final difference for {@code seat}. */
  static int minimax(GameState s, int seat) {
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
  static GameState randomPosition(Rules rules, long seed, int left) {
    SplitMix64 random = new SplitMix64(seed);
    GameState s = GameState.deal(rules, seed);
    while (s.remainingPlays() > left) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.uniform(moves.size())));
    }
    return s;
  }

  /** Every two-player preset with every combination of the values of its options. */
  static List<Rules> presetRules() {
    List<Rules> out = new ArrayList<>();
    for (Preset p : Preset.values()) {
      if (p.players() != 2) {
        continue;
      }
      List<String> variants = List.of("");
      for (Option<?> v : p.options()) {
        List<String> next = new ArrayList<>();
        for (String prefix : variants) {
          for (String value : v.textValues()) {
            next.add(prefix + " " + v.key() + "=" + value);
          }
        }
        variants = next;
      }
      for (String v : variants) {
        out.add(Rules.parse(p.id() + v));
      }
    }
    return out;
  }

  /** Two-player rows with each lead restriction, with and without Zwang and obligations. */
  static List<Rules> restrictedRules() {
    List<Rules> out = new ArrayList<>();
    for (LeadRestriction lead : LeadRestriction.values()) {
      for (boolean zwang : List.of(false, true)) {
        for (boolean follow : List.of(false, true)) {
          Preset.Builder b = (follow ? Preset.ELFERN_TRUMPS : Preset.ELFERN)
              .toBuilder("two-" + lead.value() + (zwang ? "-zwang" : "") + (follow ? "-f" : ""))
              .leadRestriction(lead)
              .zwang(zwang);
          if (follow) {
            b.obligations(Obligation.FOLLOW, Obligation.FOLLOW_OR_TRUMP).mustHead(true);
          }
          out.add(Rules.of(b.build()));
        }
      }
    }
    return out;
  }

  static Stream<Rules> allRules() {
    return Stream.concat(presetRules().stream(), restrictedRules().stream());
  }

  @Test
  void ruleSets_coverEveryTwoPlayerPresetAndOption() {
    // elfern, elfern-trumps, elfern-app, bohemian-points: hand (3) x head (2) x seven (2);
    // bohemian-schneider: capture (2). Restricted rows: 6 lead restrictions x 2 x 2.
    assertThat(presetRules()).hasSize(4 * 12 + 2);
    assertThat(restrictedRules()).hasSize(24);
    assertThat(allRules()).allSatisfy(r -> assertThat(Solver.handles(r)).isTrue());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("allRules")
  void solve_smallRandomPositions_agreesWithMinimax(Rules rules) {
    Solver solver = new Solver(10);
    qt(rules.notation().hashCode()).withExamples(40)
        .forAll(longs().all(), integers().between(2, 9))
        .checkAssert((seed, left) -> {
          GameState s = randomPosition(rules, seed, left);
          if (s.isOver()) {
            return;
          }
          int seat = s.toMove();
          Solver.Solution solution = solver.solve(s);
          assertThat(solution.seat()).isEqualTo(seat);
          int best = Integer.MIN_VALUE;
          for (Move m : s.legalMoves()) {
            int expected = minimax(s.play(m), seat);
            assertThat(solution.value(m)).as("%s after %s", s.position(), m).isEqualTo(expected);
            best = Math.max(best, expected);
          }
          int value = best;
          assertThat(solution.pointsDifference()).as("%s", s.position()).isEqualTo(value);
          assertThat(solution.bestMoves()).isNotEmpty()
              .allSatisfy(m -> assertThat(solution.value(m)).isEqualTo(value));
          assertThat(solver.value(s)).isEqualTo(best);
          // The threshold query: seat's points under best play are (total + best) / 2.
          int total = rules.totalPoints();
          int mine = (total + best) / 2;
          assertThat(solver.canReach(s, seat, mine)).isTrue();
          assertThat(solver.canReach(s, seat, mine + 1)).isFalse();
          assertThat(solver.canReach(s, 1 - seat, total - mine)).isTrue();
          assertThat(solver.canReach(s, 1 - seat, total - mine + 1)).isFalse();
        });
  }

  /** Rows with Zwang and obligations, where an ace, king or queen may not stand for another. */
  static Stream<Rules> zwangRules() {
    return restrictedRules().stream().filter(r -> r.zwang() && r.mustHead());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("zwangRules")
  void solve_zwangPositions_agreeWithMinimax(Rules rules) {
    Solver solver = new Solver(10);
    qt(rules.notation().hashCode() + 13L).withExamples(60)
        .forAll(longs().all(), integers().between(10, 12))
        .checkAssert((seed, left) -> {
          GameState s = randomPosition(rules, seed, left);
          int seat = s.toMove();
          Solver.Solution solution = solver.solve(s);
          for (Move m : s.legalMoves()) {
            assertThat(solution.value(m)).as("%s after %s", s.position(), m)
                .isEqualTo(minimax(s.play(m), seat));
          }
        });
  }

  /**
   * Positions where a hand holds the ten and the nine of a suit: under rank order they decide
   * every trick alike but count differently, so one of them is a dominated lead or reply that the
   * solver drops (the dearer when it would lose the trick, the cheaper when it would win it).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("presetRules")
  void solve_handsWithAlikeCardsOfOtherPoints_agreeWithMinimax(Rules rules) {
    Solver solver = new Solver(10);
    int[] checked = {0};
    qt(rules.notation().hashCode() + 29L).withExamples(600)
        .forAll(longs().all(), integers().between(4, 10))
        .checkAssert((seed, left) -> {
          GameState s = randomPosition(rules, seed, left);
          if (s.isOver() || !holdsTenAndNine(s)) {
            return;
          }
          checked[0]++;
          int seat = s.toMove();
          Solver.Solution solution = solver.solve(s);
          for (Move m : s.legalMoves()) {
            assertThat(solution.value(m)).as("%s after %s", s.position(), m)
                .isEqualTo(minimax(s.play(m), seat));
          }
        });
    assertThat(checked[0]).as("positions with a ten and a nine in one hand").isGreaterThan(20);
  }

  private static boolean holdsTenAndNine(GameState s) {
    for (int seat = 0; seat < 2; seat++) {
      for (Suit suit : Suit.values()) {
        CardSet hand = s.hand(seat);
        if (hand.contains(Card.of(Rank.TEN, suit)) && hand.contains(Card.of(Rank.NINE, suit))) {
          return true;
        }
      }
    }
    return false;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("oldSolverRules")
  void solve_midSizePositions_agreesWithTheOldSolver(Rules rules) {
    Solver solver = new Solver(16);
    OldSolver old = new OldSolver(18);
    qt(rules.notation().hashCode()).withExamples(12)
        .forAll(longs().all(), integers().between(11, 17))
        .checkAssert((seed, left) -> {
          GameState s = randomPosition(rules, seed, left);
          Solver.Solution mine = solver.solve(s);
          Map<Move, Integer> theirs = old.solve(s).values();
          assertThat(mine.values()).as("%s", s.position()).isEqualTo(theirs);
        });
  }

  static Stream<Rules> oldSolverRules() {
    return presetRules().stream().filter(r -> r.handSize() == 6 || r.handSize() == 4);
  }

  @Test
  void solve_withATimeLimit_givesUpOrAgrees() {
    Rules rules = Rules.preset("elfern");
    GameState deal = GameState.deal(rules, 7);
    Solver solver = new Solver(16);
    assertThat(solver.solve(deal, Duration.ZERO)).isEmpty();
    GameState late = randomPosition(rules, 7, 12);
    assertThat(solver.solve(late, Duration.ofMinutes(1)).orElseThrow().values())
        .isEqualTo(new Solver(16).solve(late).values());
  }
}
