package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import io.github.elfern.rules.TieRule;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The deal results and settlements of docs/rules.md#results, from points and tricks chosen by hand. */
class ResultTest {

  private static DealResult two(String rules, int p0, int p1, int t0, int t1) {
    return DealResult.of(Rules.parse(rules), List.of(p0, p1), List.of(t0, t1));
  }

  @Test
  @DisplayName("elfern: 11+ wins, 15+ wins schneider (double), 20 schwarz (triple) (Kiddle)")
  void outcome_elfern() {
    DealResult r = two("elfern", 11, 9, 9, 7);
    assertThat(r.outcome()).isEqualTo(Outcome.SIMPLE);
    assertThat(r.outcome().multiple()).isEqualTo(1);
    assertThat(r.winner()).hasValue(0);
    assertThat(r.loser()).hasValue(1);
    assertThat(r.isTie()).isFalse();
    assertThat(two("elfern", 9, 11, 7, 9).winner()).hasValue(1);
    assertThat(two("elfern", 14, 6, 9, 7).outcome()).isEqualTo(Outcome.SIMPLE);
    assertThat(two("elfern", 15, 5, 9, 7).outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("elfern", 5, 15, 7, 9).outcome().multiple()).isEqualTo(2);
    assertThat(two("elfern", 19, 1, 15, 1).outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("elfern", 20, 0, 12, 4).outcome()).as("20 honours, though the loser took tricks")
        .isEqualTo(Outcome.SCHWARZ);
    assertThat(two("elfern", 0, 20, 4, 12).outcome().multiple()).isEqualTo(3);
    assertThat(two("elfern-trumps", 15, 5, 9, 7).outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("elfern-app", 20, 0, 12, 4).outcome()).isEqualTo(Outcome.SCHWARZ);
  }

  @Test
  @DisplayName("elfern: 10-10 is a Ständer, no winner (Kiddle); elfern-app carries nothing (the app's README)")
  void outcome_elfernTie() {
    DealResult r = two("elfern", 10, 10, 8, 8);
    assertThat(r.isTie()).isTrue();
    assertThat(r.outcome()).isEqualTo(Outcome.TIE);
    assertThat(r.outcome().multiple()).isZero();
    assertThat(r.winner()).isEmpty();
    assertThat(r.loser()).isEmpty();
    assertThat(r.notation()).isEqualTo("10-10");
    assertThat(Rules.preset("elfern").tieRule()).isEqualTo(TieRule.STANDER);
    assertThat(Rules.preset("elfern-trumps").tieRule()).isEqualTo(TieRule.STANDER);
    assertThat(Rules.preset("elfern-app").tieRule()).isEqualTo(TieRule.NOTHING_CARRIED);
    assertThat(two("elfern-app", 10, 10, 8, 8).outcome()).isEqualTo(Outcome.TIE);
    assertThat(r.isStander()).as("a 10-10 tie in elfern is a Ständer").isTrue();
    assertThat(two("elfern-app", 10, 10, 8, 8).isStander()).as("the app's tie carries nothing")
        .isFalse();
    assertThat(two("bohemian-schneider", 10, 10, 8, 8).isStander()).as("redealt").isFalse();
    assertThat(two("elfern", 11, 9, 8, 8).isStander()).isFalse();
  }

  @Test
  @DisplayName("bohemian-schneider: 11+ wins, 16+ double, 20 triple; 10-10 redealt (Wikipedia)")
  void outcome_bohemianSchneider() {
    assertThat(two("bohemian-schneider", 11, 9, 8, 8).outcome()).isEqualTo(Outcome.SIMPLE);
    assertThat(two("bohemian-schneider", 15, 5, 8, 8).outcome()).as("15 is not yet double")
        .isEqualTo(Outcome.SIMPLE);
    assertThat(two("bohemian-schneider", 16, 4, 8, 8).outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("bohemian-schneider", 4, 16, 8, 8).winner()).hasValue(1);
    assertThat(two("bohemian-schneider", 19, 1, 12, 4).outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("bohemian-schneider", 20, 0, 12, 4).outcome()).isEqualTo(Outcome.SCHWARZ);
    assertThat(two("bohemian-schneider", 10, 10, 8, 8).outcome()).isEqualTo(Outcome.TIE);
    assertThat(Rules.preset("bohemian-schneider").tieRule()).isEqualTo(TieRule.REDEAL);
  }

  @Test
  @DisplayName("bohemian-points: 61 wins; double when the loser has 30 or fewer, triple when he took"
      + " no trick; 60-60 is a Ständer (Braillespiel; thresholds our choice)")
  void outcome_bohemianPoints() {
    assertThat(two("bohemian-points", 61, 59, 8, 8).outcome()).isEqualTo(Outcome.SIMPLE);
    assertThat(two("bohemian-points", 59, 61, 8, 8).winner()).hasValue(1);
    assertThat(two("bohemian-points", 89, 31, 8, 8).outcome()).isEqualTo(Outcome.SIMPLE);
    assertThat(two("bohemian-points", 90, 30, 8, 8).outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("bohemian-points", 120, 0, 14, 2).outcome()).as("no points, but tricks")
        .isEqualTo(Outcome.SCHNEIDER);
    assertThat(two("bohemian-points", 120, 0, 16, 0).outcome()).isEqualTo(Outcome.SCHWARZ);
    assertThat(two("bohemian-points", 0, 120, 0, 16).winner()).hasValue(1);
    DealResult tie = two("bohemian-points", 60, 60, 8, 8);
    assertThat(tie.outcome()).isEqualTo(Outcome.TIE);
    assertThat(tie.winner()).isEmpty();
    assertThat(Rules.preset("bohemian-points").tieRule()).isEqualTo(TieRule.STANDER);
  }

  @Test
  @DisplayName("two-player settlement: the multiple to the winner, its negation to the loser, 0 on a tie")
  void settlement_twoPlayers() {
    assertThat(two("elfern", 12, 8, 8, 8).settlement()).containsExactly(1, -1);
    assertThat(two("elfern", 4, 16, 8, 8).settlement()).containsExactly(-2, 2);
    assertThat(two("elfern", 20, 0, 12, 4).settlement()).containsExactly(3, -3);
    assertThat(two("elfern", 10, 10, 8, 8).settlement()).containsExactly(0, 0);
  }

  @Test
  @DisplayName("fuenfzehnern: each scores points - 15 (Wikipedia's Fünfzehnern)")
  void settlement_fuenfzehnern_standard() {
    Rules rules = Rules.preset("fuenfzehnern");
    DealResult r = DealResult.of(rules, List.of(20, 15, 10, 15), List.of(3, 2, 1, 2));
    assertThat(r.settlement()).containsExactly(5, 0, -5, 0);
    assertThat(r.outcome()).isEqualTo(Outcome.SETTLEMENT);
    assertThat(r.outcome().multiple()).isZero();
    assertThat(r.winner()).isEmpty();
    assertThat(r.notation()).isEqualTo("20-15-10-15");
    DealResult three = DealResult.of(Rules.parse("fuenfzehnern players=3"), List.of(30, 15, 0),
        List.of(5, 3, 0));
    assertThat(three.settlement()).containsExactly(15, 0, -15);
  }

  @Test
  @DisplayName("fuenfzehnern settlement=simplified: when exactly two took all tricks, the two others"
      + " pay 15 each and they receive 15 each, points not counted (Wikipedia's Fünfzehnern)")
  void settlement_fuenfzehnern_simplified() {
    Rules rules = Rules.parse("fuenfzehnern settlement=simplified");
    assertThat(DealResult.of(rules, List.of(40, 20, 0, 0), List.of(5, 3, 0, 0)).settlement())
        .containsExactly(15, 15, -15, -15);
    assertThat(DealResult.of(rules, List.of(0, 50, 0, 10), List.of(0, 7, 0, 1)).settlement())
        .as("even with fewer than 15 points").containsExactly(-15, 15, -15, 15);
    assertThat(DealResult.of(rules, List.of(60, 0, 0, 0), List.of(8, 0, 0, 0)).settlement())
        .as("one player took every trick: standard (docs/rules.md#settlement)").containsExactly(45, -15, -15, -15);
    assertThat(DealResult.of(rules, List.of(30, 20, 10, 0), List.of(4, 3, 1, 0)).settlement())
        .as("three took tricks: standard").containsExactly(15, 5, -5, -15);
    Rules three = Rules.parse("fuenfzehnern players=3 settlement=simplified");
    assertThat(DealResult.of(three, List.of(30, 15, 0), List.of(5, 3, 0)).settlement())
        .as("four players only (docs/rules.md#settlement)").containsExactly(15, 0, -15);
  }

  @Test
  @DisplayName("DealResult.of refuses points that do not add up, wrong seat counts, negatives")
  void of_inconsistent_refused() {
    Rules elfern = Rules.preset("elfern");
    assertThatThrownBy(() -> DealResult.of(elfern, List.of(10, 9), List.of(8, 8)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("20");
    assertThatThrownBy(() -> DealResult.of(elfern, List.of(20), List.of(16)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 seats");
    assertThatThrownBy(() -> DealResult.of(elfern, List.of(21, -1), List.of(8, 8)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
  }

  @Test
  @DisplayName("result() of an unfinished deal is an IllegalStateException")
  void result_unfinished_illegalState() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    assertThatThrownBy(s::result).isInstanceOf(IllegalStateException.class).hasMessageContaining("not over");
  }

  @Test
  @DisplayName("a whole played deal: the example record of EGN.md §13 ends 18-2, schneider for forehand")
  void result_exampleRecord() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play(
        "KD 9S 8H 7S AH AC 8C JH JC KH 7C JS QD 9D 8S QC QS AD 7D AS"
            + " KS TS QH 7H TD 8D TH JD TC KC 9C 9H");
    DealResult r = s.result();
    assertThat(r.points()).containsExactly(18, 2);
    assertThat(r.tricksWon(0) + r.tricksWon(1)).isEqualTo(16);
    assertThat(r.tricksWon()).containsExactly(s.tricksWon(0), s.tricksWon(1));
    assertThatThrownBy(() -> r.tricksWon().set(0, 16)).as("an immutable list")
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(r.winner()).hasValue(0);
    assertThat(r.outcome()).isEqualTo(Outcome.SCHNEIDER);
    assertThat(r.settlement()).containsExactly(2, -2);
  }

  @Test
  @DisplayName("outcomes have the stable lower-case codes that the protocol and JSON write")
  void outcome_code_isTheWordOfTheProtocolAndTheWireFormat() {
    // the words of VECTORS.md (games.jsonl "outcome", the answer to "result") and JSON.md
    assertThat(Arrays.stream(Outcome.values()).map(Outcome::code))
        .containsExactly("simple", "schneider", "schwarz", "tie", "settlement");
    assertThat(two("elfern", 18, 2, 14, 2)).hasToString("18-2 schneider");
    assertThat(two("elfern", 10, 10, 8, 8)).hasToString("10-10 tie");
  }
}
