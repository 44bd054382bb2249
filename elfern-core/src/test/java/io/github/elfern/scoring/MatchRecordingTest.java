package io.github.elfern.scoring;

import static io.github.elfern.scoring.Deals.ELFERN;
import static io.github.elfern.scoring.Deals.elfern;
import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.game.DealResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Recording deals: the history is shared, not copied, so a long match records in
 * linear time, and branching from an earlier match does not disturb the later ones; and the
 * spec decision on {@code tendler target=N}: a race to N stakes won.
 */
class MatchRecordingTest {

  private static final List<String> TWO = List.of("Anna", "Ben");

  @Test
  @DisplayName("tendler target=N ends when a player has won N stakes, not at a balance of N"
      + " (docs/rules.md#tendler; Tendler's stakes: 1/2/3 for simple/schneider/schwarz)")
  void tendlerTarget_isARaceToStakesWon() {
    Match m = Match.start(ELFERN, Scoring.parse("tendler target=5"), TWO, 1);
    int first = m.playerAt(0);
    // Forehand wins schwarz (3 stakes), then the other player wins schneider twice (2 + 2).
    m = m.record(elfern(20, 0));
    assertThat(m.won(first)).isEqualTo(3);
    assertThat(m.isOver()).isFalse();
    int other = 1 - first;
    m = m.record(m.seatOf(other).getAsInt() == 0 ? elfern(16, 4) : elfern(4, 16));
    m = m.record(m.seatOf(other).getAsInt() == 0 ? elfern(16, 4) : elfern(4, 16));
    // other has won 4, balance +1; first has won 3, balance -1: not over.
    assertThat(m.won(other)).isEqualTo(4);
    assertThat(m.total(other)).isEqualTo(1);
    assertThat(m.isOver()).isFalse();
    // first wins schneider: 5 stakes won, but a balance of only +1: the race is over.
    m = m.record(m.seatOf(first).getAsInt() == 0 ? elfern(16, 4) : elfern(4, 16));
    assertThat(m.won(first)).isEqualTo(5);
    assertThat(m.total(first)).isEqualTo(1);
    assertThat(m.total(other)).isEqualTo(-1);
    assertThat(m.isOver()).isTrue();
    assertThat(m.winner()).hasValue(first);
    assertThat(m.settlement()).isEqualTo(m.totals());
  }

  @Tag("slow")
  @Test
  void record_manyDeals_isLinear_andHistoryIsAnImmutablePrefix() {
    Match m = Match.start(ELFERN, Scoring.parse("tendler"), TWO, 1);
    List<Match> kept = new ArrayList<>();
    for (int i = 0; i < 200_000; i++) {
      m = m.record(elfern(12, 8));
      if (i % 50_000 == 0) {
        kept.add(m);
      }
    }
    assertThat(m.history()).hasSize(200_000);
    assertThat(kept.get(1).history()).hasSize(50_001);
    assertThatThrownBy(() -> kept.get(1).history().get(50_001))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> kept.get(1).history().add(null))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void branching_fromAnEarlierMatch_leavesTheLaterOnesAlone() {
    qt(3701L).withExamples(200).forAll(
        SourceDSL.lists().of(SourceDSL.integers().between(0, 20)).ofSizeBetween(1, 30),
        SourceDSL.integers().between(0, 29),
        SourceDSL.lists().of(SourceDSL.integers().between(0, 20)).ofSizeBetween(1, 10))
        .checkAssert((line, pick, branch) -> {
          int at = pick % (line.size() + 1);
          // Record a line of deals, then from the match after deal `at` a different branch;
          // both must equal matches recorded from scratch.
          List<Match> states = new ArrayList<>();
          Match m = Match.start(ELFERN, Scoring.parse("tendler"), TWO, 3);
          states.add(m);
          for (int p : line) {
            m = m.record(result(p));
            states.add(m);
          }
          Match b = states.get(at);
          for (int p : branch) {
            b = b.record(result(p));
          }
          Match fresh = Match.start(ELFERN, Scoring.parse("tendler"), TWO, 3);
          for (int i = 0; i < at; i++) {
            fresh = fresh.record(result(line.get(i)));
          }
          for (int p : branch) {
            fresh = fresh.record(result(p));
          }
          assertThat(b).isEqualTo(fresh);
          assertThat(b.history()).isEqualTo(fresh.history());
          Match again = Match.start(ELFERN, Scoring.parse("tendler"), TWO, 3);
          for (int p : line) {
            again = again.record(result(p));
          }
          assertThat(m.history()).isEqualTo(again.history());
        });
  }

  private static DealResult result(int forehandHonours) {
    return elfern(forehandHonours, 20 - forehandHonours);
  }
}
