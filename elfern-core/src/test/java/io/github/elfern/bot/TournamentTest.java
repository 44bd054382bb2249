package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

class TournamentTest {

  @Test
  void wilson_halfOfHundred_isTheTextbookInterval() {
    // Hand-computed: p = 0.5, n = 100, z = 1.96 gives 0.5 -+ 0.0962.
    double[] w = Tournament.wilson(50, 100, 1.959964);
    assertThat(w[0]).isCloseTo(0.4038, within(1e-4));
    assertThat(w[1]).isCloseTo(0.5962, within(1e-4));
  }

  @Test
  void wilson_noSuccesses_staysAboveZero() {
    // Hand-computed: z^2 / (n + z^2) = 3.8415 / 13.8415 = 0.2775 for 0 of 10.
    double[] w = Tournament.wilson(0, 10, 1.959964);
    assertThat(w[0]).isZero();
    assertThat(w[1]).isCloseTo(0.2775, within(1e-4));
  }

  @Test
  void play_sameBotBothSides_isSymmetricAndReplays() {
    Tournament t = new Tournament(Rules.preset("elfern"), Contestant.parse("random"),
        Contestant.parse("random"));
    Tournament.Result r = t.play(50, 7);
    assertThat(r.deals()).isEqualTo(100);
    assertThat(r).isEqualTo(t.play(50, 7));
    double[] ci = r.scoreInterval();
    assertThat(ci[0]).isLessThanOrEqualTo(r.score());
    assertThat(ci[1]).isGreaterThanOrEqualTo(r.score());
    assertThat(r.toString()).contains("random vs random: 100 deals");
  }

  @Test
  void play_fuenfzehnern_countsBothTeamsPoints() {
    Tournament.Result r = new Tournament(Rules.preset("fuenfzehnern"), Contestant.parse("heuristic"),
        Contestant.parse("random")).play(10, 1);
    assertThat(r.deals()).isEqualTo(20);
  }

  @Test
  void play_perfectInformationContestant_playsLegally() {
    Tournament.Result r = new Tournament(Rules.parse("elfern hand=4"),
        Contestant.perfectInformation(), Contestant.parse("random")).play(1, 1);
    assertThat(r.deals()).isEqualTo(2);
  }

  @Test
  void perfectInformation_keptFromMoveToMove_playsABestMoveOfAFreshSolver() {
    // The contestant keeps its solvers from move to move, and with them the endgames they
    // solved: its move must still be one of the best moves, across deals, trump suits and rules.
    // Each deck is dealt under every preset in turn: the same hands come back under other rules.
    Contestant solver = Contestant.perfectInformation();
    for (long seed = 1; seed <= 3; seed++) {
      for (String preset : List.of("elfern-trumps", "elfern", "bohemian-points", "elfern-app")) {
        GameState s = GameState.deal(Rules.parse(preset + " hand=4"), seed);
        while (!s.isOver()) {
          var move = solver.choose(s, new SplitMix64(seed));
          assertThat(new Solver().solve(s).bestMoves()).as("%s", s.position()).contains(move);
          s = s.play(move);
        }
      }
    }
  }

  @Test
  void play_noDecks_isRefused() {
    Tournament t = new Tournament(Rules.preset("elfern"), Contestant.parse("random"),
        Contestant.parse("random"));
    assertThatThrownBy(() -> t.play(0, 1)).hasMessageContaining("at least 1 deck");
  }
}
