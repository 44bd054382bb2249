package io.github.elfern.scoring;

import static io.github.elfern.scoring.Deals.elfern;
import static io.github.elfern.scoring.Deals.honours;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ScheduleExamplesTest {

  private static final List<Integer> EVEN = List.of(0, 0);

  @Test
  @DisplayName("Tendler: 1 / 2 / 3 stakes for simple, schneider (15+), schwarz (20) (Kiddle)")
  void tendler_stakesBySourceThresholds() {
    Tendler t = Tendler.openEnded();
    assertThat(t.award(elfern(11, 9), 1, EVEN)).containsExactly(1, -1);
    assertThat(t.award(elfern(14, 6), 1, EVEN)).containsExactly(1, -1);
    assertThat(t.award(elfern(15, 5), 1, EVEN)).containsExactly(2, -2);
    assertThat(t.award(elfern(1, 19), 1, EVEN)).containsExactly(-2, 2);
    assertThat(t.award(elfern(20, 0), 1, EVEN)).containsExactly(3, -3);
    assertThat(t.award(elfern(10, 10), 1, EVEN)).containsExactly(0, 0);
  }

  @Test
  @DisplayName("Tendler after a Ständer: a schneider is worth 4 stakes (Kiddle, rules matrix)")
  void tendler_doubledSchneiderIsFour() {
    assertThat(Tendler.openEnded().award(elfern(16, 4), 2, EVEN)).containsExactly(4, -4);
  }

  @Test
  @DisplayName("Altenburg 1988: 11-13 -> 1, 14-15 -> 2, 16-17 -> 3, 18-19 -> 4, 20 -> 5 (Kiddle)")
  void altenburg_softSchedule() {
    int[] expected = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5};
    for (int honours = 0; honours <= 20; honours++) {
      assertThat(Altenburg.points(honours)).as("%d honours", honours).isEqualTo(expected[honours]);
    }
    assertThat(new Altenburg(10).award(elfern(4, 16), 1, EVEN)).containsExactly(0, 3);
  }

  @Test
  @DisplayName("15 honours: schneider under Tendler (2); Altenburg gives 2 already from 14; 20 is"
      + " schwarz (3) against Altenburg's 5 (Kiddle)")
  void tendlerAndAltenburg_differAtTheThresholds() {
    Tendler t = Tendler.openEnded();
    Altenburg a = new Altenburg(10);
    assertThat(t.award(elfern(14, 6), 1, EVEN).get(0)).isEqualTo(1);
    assertThat(a.award(elfern(14, 6), 1, EVEN).get(0)).isEqualTo(2);
    assertThat(t.award(elfern(15, 5), 1, EVEN).get(0)).isEqualTo(2);
    assertThat(a.award(elfern(15, 5), 1, EVEN).get(0)).isEqualTo(2);
    assertThat(t.award(elfern(16, 4), 1, EVEN).get(0)).isEqualTo(2);
    assertThat(a.award(elfern(16, 4), 1, EVEN).get(0)).isEqualTo(3);
    assertThat(elfern(20, 0).outcome()).isEqualTo(Outcome.SCHWARZ);
    assertThat(t.award(elfern(20, 0), 1, EVEN).get(0)).isEqualTo(3);
    assertThat(a.award(elfern(20, 0), 1, EVEN).get(0)).isEqualTo(5);
  }

  @Test
  void altenburg_pointsOutOfRange_refused() {
    assertThatThrownBy(() -> Altenburg.points(21))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("0 to 20, got 21");
  }

  @Test
  @DisplayName("Banner: 1 / 2 / 3 lines, four lines a banner, difference settled (Tendler via 000)")
  void banner_linesAndSettlement() {
    Banner b = new Banner(1);
    assertThat(b.award(elfern(12, 8), 1, EVEN)).containsExactly(1, 0);
    assertThat(b.award(elfern(3, 17), 1, EVEN)).containsExactly(0, 2);
    assertThat(b.award(elfern(20, 0), 1, EVEN)).containsExactly(3, 0);
    assertThat(b.isOver(List.of(3, 2), 0, 3)).isFalse();
    assertThat(b.isOver(List.of(4, 1), 0, 3)).isTrue();
    assertThat(new Banner(2).isOver(List.of(7, 1), 0, 5)).isFalse();
    assertThat(b.settlement(List.of(5, 2))).containsExactly(3, -3);
    // three players: every two settle their difference
    assertThat(b.settlement(List.of(4, 1, 0))).containsExactly(7, -2, -5);
  }

  @Test
  @DisplayName("Banner drawing: pole, top, fly, bottom; the shape of the Javadoc example")
  void draw_strokesInOrder() {
    assertThat(Banner.draw(0)).isEqualTo("-");
    assertThat(Banner.draw(1)).isEqualTo("|\n|\n|");
    assertThat(Banner.draw(2)).isEqualTo("|__\n|\n|");
    assertThat(Banner.draw(3)).isEqualTo("|__\n|  |\n|");
    assertThat(Banner.draw(4)).isEqualTo("|__\n|__|\n|");
    assertThat(Banner.draw(6)).isEqualTo("|__   |__\n|__|  |\n|     |");
    assertThatThrownBy(() -> Banner.draw(-1)).hasMessageContaining("negative");
  }

  @Test
  @DisplayName("Counters: the loser pays 1 / 2 / 3, at most what he holds (Braillespiel, rules matrix)")
  void counters_loserPaysAtMostHisHolding() {
    Counters c = new Counters(10);
    assertThat(c.award(elfern(12, 8), 1, List.of(10, 10))).containsExactly(1, -1);
    assertThat(c.award(elfern(15, 5), 1, List.of(10, 10))).containsExactly(2, -2);
    assertThat(c.award(elfern(0, 20), 1, List.of(10, 10))).containsExactly(-3, 3);
    assertThat(c.award(elfern(0, 20), 1, List.of(1, 19))).containsExactly(-1, 1);
    assertThat(c.isOver(List.of(0, 20), 0, 9)).isTrue();
    assertThat(c.isOver(List.of(0, 18), 2, 9)).isFalse();
    assertThat(c.settlement(List.of(14, 6))).containsExactly(4, -4);
  }

  @Test
  @DisplayName("Fünfzehnern: points - 15 each, summing to zero (Wikipedia's Fünfzehnern)")
  void fifteen_pointsMinusFifteen() {
    Rules r = Rules.preset("fuenfzehnern");
    DealResult d = DealResult.of(r, List.of(20, 15, 15, 10), List.of(3, 2, 2, 1));
    assertThat(Fifteen.openEnded().award(d, 1, List.of(0, 0, 0, 0))).containsExactly(5, 0, 0, -5);
  }

  @Test
  @DisplayName("Fünfzehnern simplified: two players took every trick, +15 / -15 whatever the points"
      + " (Wikipedia's Fünfzehnern)")
  void fifteen_simplifiedSettlement() {
    Rules r = Rules.parse("fuenfzehnern settlement=simplified");
    DealResult d = DealResult.of(r, List.of(50, 0, 10, 0), List.of(6, 0, 2, 0));
    assertThat(Fifteen.openEnded().award(d, 1, List.of(0, 0, 0, 0))).containsExactly(15, -15, 15, -15);
    DealResult standard =
        DealResult.of(Rules.preset("fuenfzehnern"), List.of(50, 0, 10, 0), List.of(6, 0, 2, 0));
    assertThat(Fifteen.openEnded().award(standard, 1, List.of(0, 0, 0, 0))).containsExactly(35, -15, -5, -15);
    // one player took every trick: the standard settlement applies (rules matrix)
    DealResult all = DealResult.of(r, List.of(60, 0, 0, 0), List.of(8, 0, 0, 0));
    assertThat(Fifteen.openEnded().award(all, 1, List.of(0, 0, 0, 0))).containsExactly(45, -15, -15, -15);
  }

  @Test
  @DisplayName("Fünfzehnern for three: 45 points, still points - 15 (Wikipedia's Fünfzehnern 'Adaptation')")
  void fifteen_threePlayers() {
    Rules r = Rules.parse("fuenfzehnern players=3");
    DealResult d = DealResult.of(r, List.of(25, 20, 0), List.of(5, 3, 0));
    assertThat(Fifteen.openEnded().award(d, 1, List.of(0, 0, 0))).containsExactly(10, 5, -15);
  }

  @Test
  @DisplayName("Böhmischer Schneider (honours): 11 simple, 15 still simple, 16 double, 20 triple"
      + " (rules matrix, Wikipedia)")
  void bohemianSchneider_ownThresholds() {
    Rules r = Rules.preset("bohemian-schneider");
    Tendler t = Tendler.openEnded();
    assertThat(t.award(honours(r, 11, 9), 1, EVEN).get(0)).isEqualTo(1);
    assertThat(t.award(honours(r, 15, 5), 1, EVEN).get(0)).isEqualTo(1);
    assertThat(t.award(honours(r, 16, 4), 1, EVEN).get(0)).isEqualTo(2);
    assertThat(t.award(honours(r, 20, 0), 1, EVEN).get(0)).isEqualTo(3);
    // Altenburg counts honours, so it accepts the honours game
    new Altenburg(10).checkGame(r);
  }

  @Test
  @DisplayName("Card-point game: 61 wins, loser at most 30 double, loser without a trick triple"
      + " (Braillespiel; thresholds 'our choice' in the rules matrix)")
  void bohemianPoints_ownThresholds() {
    Rules r = Rules.preset("bohemian-points");
    Banner b = new Banner(1);
    assertThat(b.award(DealResult.of(r, List.of(61, 59), List.of(8, 8)), 1, EVEN))
        .containsExactly(1, 0);
    assertThat(b.award(DealResult.of(r, List.of(89, 31), List.of(9, 7)), 1, EVEN))
        .containsExactly(1, 0);
    assertThat(b.award(DealResult.of(r, List.of(30, 90), List.of(5, 11)), 1, EVEN))
        .containsExactly(0, 2);
    assertThat(b.award(DealResult.of(r, List.of(120, 0), List.of(14, 2)), 1, EVEN))
        .containsExactly(2, 0);
    assertThat(b.award(DealResult.of(r, List.of(120, 0), List.of(16, 0)), 1, EVEN))
        .containsExactly(3, 0);
  }

  @Test
  void checkGame_altenburgWithCardPoints_refused() {
    assertThatThrownBy(() -> new Altenburg(10).checkGame(Rules.preset("bohemian-points")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("altenburg")
        .hasMessageContaining("bohemian-points counts card points")
        .hasMessageContaining("use tendler, banner or counters");
  }

  @Test
  void checkGame_winnerSchedulesWithFuenfzehnern_refused() {
    for (ScoringSchedule s :
        new ScoringSchedule[] {Tendler.openEnded(), new Banner(1), new Counters(10), new Altenburg(10)}) {
      assertThatThrownBy(() -> s.checkGame(Rules.preset("fuenfzehnern")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("scoring schedule " + s.id())
          .hasMessageContaining("use fifteen");
    }
  }

  @Test
  void checkGame_fifteenWithElfern_refused() {
    assertThatThrownBy(() -> Fifteen.openEnded().checkGame(Rules.preset("elfern")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("elfern is won or lost");
  }

  @Test
  void award_badMultiplier_refused() {
    assertThatThrownBy(() -> Tendler.openEnded().award(elfern(12, 8), 4, EVEN))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("got 4");
  }

  @Test
  void constructors_countsOutOfRange_refused() {
    assertThatThrownBy(() -> new Banner(0)).hasMessageContaining("banner banners");
    assertThatThrownBy(() -> new Counters(-3)).hasMessageContaining("counters start");
    assertThatThrownBy(() -> Tendler.ofDeals(2_000_000)).hasMessageContaining("1 to 1000000");
    assertThatThrownBy(() -> new Altenburg(0)).hasMessageContaining("altenburg target");
    assertThatThrownBy(() -> Fifteen.ofDeals(0)).hasMessageContaining("fifteen deals");
  }

  @Test
  void tendler_endsByDealsOrTarget() {
    assertThat(Tendler.ofDeals(3).isOver(List.of(1, -1), 0, 2)).isFalse();
    assertThat(Tendler.ofDeals(3).isOver(List.of(1, -1), 0, 3)).isTrue();
    assertThat(Tendler.toTarget(5).isOver(List.of(4, -4), 0, 9)).isFalse();
    assertThat(Tendler.toTarget(5).isOver(List.of(-5, 5), 0, 9)).isTrue();
    assertThat(Tendler.openEnded().isOver(List.of(99, -99), 0, 999)).isFalse();
  }
}
