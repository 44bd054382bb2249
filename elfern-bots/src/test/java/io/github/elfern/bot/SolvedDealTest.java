package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SeatKey;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class SolvedDealTest {

  @Test
  void solve_dealsFromTheSeatKeyDeckSeed_andAgreesWithTheFullSolve() {
    Rules rules = Rules.preset("elfern");
    Solver solver = new Solver(16);
    for (long deal = 0; deal < 4; deal++) {
      SolvedDeal d = SolvedDeal.solve(rules, 7, deal, solver);
      // The documented derivation, written out: SeatKey.fromSeed(seed).deckSeed(deal).
      long deckSeed = SeatKey.fromSeed(7).deckSeed(deal);
      assertThat(d.deal()).isEqualTo(deal);
      assertThat(d.deckSeed()).isEqualTo(deckSeed);
      assertThat(d.deck()).isEqualTo(Deck.shuffled(rules.deck(), deckSeed));
      // Solver.solve values every move: another path through the search than value().
      int full = new Solver(16).solve(GameState.deal(rules, deckSeed)).pointsDifference();
      assertThat(d.value()).isEqualTo(full);
      assertThat(d.forehandPoints() + d.dealerPoints()).isEqualTo(20);
      assertThat(d.outcome()).isEqualTo(SolvedDeal.outcomeOf(rules, d.forehandPoints()));
    }
  }

  @Test
  void solve_isTheSameWhateverTheSolverSolvedBefore() {
    Rules rules = Rules.parse("elfern hand=4");
    Solver used = new Solver(14);
    SolvedDeal.solve(rules, 3, 5, used);
    assertThat(SolvedDeal.solve(rules, 3, 2, used))
        .isEqualTo(SolvedDeal.solve(rules, 3, 2, new Solver(14)));
  }

  @Test
  void outcomeOf_elfernThresholds() {
    // The preset's row (README's table of games): 11+ wins, 15+ schneider, 20 schwarz, 10-10 tie.
    Rules elfern = Rules.preset("elfern");
    assertThat(SolvedDeal.outcomeOf(elfern, 10)).isEqualTo(Outcome.TIE);
    assertThat(SolvedDeal.outcomeOf(elfern, 11)).isEqualTo(Outcome.SIMPLE);
    assertThat(SolvedDeal.outcomeOf(elfern, 14)).isEqualTo(Outcome.SIMPLE);
    assertThat(SolvedDeal.outcomeOf(elfern, 15)).isEqualTo(Outcome.SCHNEIDER);
    assertThat(SolvedDeal.outcomeOf(elfern, 19)).isEqualTo(Outcome.SCHNEIDER);
    assertThat(SolvedDeal.outcomeOf(elfern, 20)).isEqualTo(Outcome.SCHWARZ);
    assertThat(SolvedDeal.outcomeOf(elfern, 4)).isEqualTo(Outcome.SCHNEIDER); // the dealer's
    assertThat(SolvedDeal.outcomeOf(elfern, 0)).isEqualTo(Outcome.SCHWARZ);
    // Böhmischer Schneider: 16+ double.
    Rules bohemian = Rules.preset("bohemian-schneider");
    assertThat(SolvedDeal.outcomeOf(bohemian, 15)).isEqualTo(Outcome.SIMPLE);
    assertThat(SolvedDeal.outcomeOf(bohemian, 16)).isEqualTo(Outcome.SCHNEIDER);
  }

  @Test
  void outcomeOf_cardPoints_schwarzNeedsTricks_soAScorelessLoserIsSchneider() {
    // bohemian-points: 61 wins, 90+ schneider, schwarz when the loser took no trick.
    Rules points = Rules.preset("bohemian-points");
    assertThat(SolvedDeal.outcomeOf(points, 60)).isEqualTo(Outcome.TIE);
    assertThat(SolvedDeal.outcomeOf(points, 61)).isEqualTo(Outcome.SIMPLE);
    assertThat(SolvedDeal.outcomeOf(points, 89)).isEqualTo(Outcome.SIMPLE);
    assertThat(SolvedDeal.outcomeOf(points, 90)).isEqualTo(Outcome.SCHNEIDER);
    assertThat(SolvedDeal.outcomeOf(points, 120)).isEqualTo(Outcome.SCHNEIDER);
  }

  @Test
  void outcomeOf_isSymmetric_andTheWinnerHasMorePoints() {
    qt(34L).forAll(integers().between(0, 20)).checkAssert(f -> {
      Rules rules = Rules.preset("elfern");
      assertThat(SolvedDeal.outcomeOf(rules, f)).isEqualTo(SolvedDeal.outcomeOf(rules, 20 - f));
      SolvedDeal d = new SolvedDeal(0, 0, Deck.shuffled(0), f, 20 - f,
          SolvedDeal.outcomeOf(rules, f));
      assertThat(d.winner()).isEqualTo(f == 10 ? OptionalInt.empty()
          : OptionalInt.of(f > 10 ? 0 : 1));
    });
  }

  @Test
  void solve_anySeed_givesPointsThatAddUp() {
    Rules rules = Rules.parse("elfern hand=4");
    Solver solver = new Solver(12);
    qt(35L).withExamples(20).forAll(longs().all(), longs().between(0, 1L << 40))
        .checkAssert((seed, deal) -> {
          SolvedDeal d = SolvedDeal.solve(rules, seed, deal, solver);
          assertThat(d.forehandPoints() + d.dealerPoints()).isEqualTo(rules.totalPoints());
          assertThat(d.deckSeed()).isEqualTo(Tournament.deckSeed(Tournament.Decks.FRESH, seed,
              deal));
        });
  }

  @Test
  void badInput_isRefusedWithAClearMessage() {
    assertThatThrownBy(() -> SolvedDeal.solve(Rules.preset("fuenfzehnern"), 1, 0, new Solver(8)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two-player");
    assertThatThrownBy(() -> SolvedDeal.solve(Rules.preset("elfern"), 1, -1, new Solver(8)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from 0, got -1");
    assertThatThrownBy(() -> SolvedDeal.outcomeOf(Rules.preset("elfern"), 21))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 20");
    assertThatThrownBy(() -> new SolvedDeal(0, 0, Deck.shuffled(0), 10, 10, Outcome.SETTLEMENT))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
