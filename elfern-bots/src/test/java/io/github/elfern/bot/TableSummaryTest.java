package io.github.elfern.bot;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TableSummaryTest {

  /** Six deals of three players: A and B tie, A, all three tie, C, B, A and C tie. */
  private static final int[][] SIX = {{30, 30, 0}, {40, 10, 10}, {20, 20, 20}, {10, 5, 45},
      {15, 40, 5}, {25, 10, 25}};

  /** Deal {@code d} of a table: contestant i in seat (i + d) mod n, a settlement of points - 15. */
  private static Table.Deal deal(int d, int[] points, Tournament.Decks decks) {
    int n = points.length;
    int[] seats = new int[n];
    int[] settlement = new int[n];
    for (int i = 0; i < n; i++) {
      seats[i] = (i + d) % n;
      settlement[i] = points[i] - 15;
    }
    return new Table.Deal(d, decks == Tournament.Decks.PAIRED ? d / n : d, seats, points,
        settlement, -1, new int[n], new long[n], new long[n]);
  }

  private static TableSummary summary(int[][] points, Tournament.Decks decks) {
    Table.Tally tally = new Table.Tally(List.of("a", "b", "c", "d").subList(0,
        points[0].length), decks);
    for (int d = 0; d < points.length; d++) {
      tally.add(deal(d, points[d], decks));
    }
    return tally.summary();
  }

  @Test
  void sixDeals_pairedDecks_theFiguresComputedByHand() {
    // Expected values from the definitions, computed in Python: Wilson's formula with z =
    // 1.959964; the per-deck interval sqrt(C / (C - 1) * sum_c (S_c - n_c m)^2 / N^2) over the
    // decks {0, 1, 2} and {3, 4, 5}.
    TableSummary s = summary(SIX, Tournament.Decks.PAIRED);
    assertThat(s.players()).isEqualTo(3);
    assertThat(s.deals()).isEqualTo(6);
    assertThat(s.fairShare()).isEqualTo(1 / 3.0);
    // A: 1/2 + 1 + 1/3 + 0 + 0 + 1/2 = 7/3 deals (28 twelfths); B and C 11/6 each
    TableSummary.Share a = s.share(0);
    assertThat(s.places().get(0).won().sum()).isEqualTo(28);
    assertThat(a.deals()).isCloseTo(7 / 3.0, within(1e-12));
    assertThat(a.share()).isCloseTo(7 / 18.0, within(1e-12));
    assertThat(a.low()).isCloseTo(0.124614, within(1e-6));
    assertThat(a.high()).isCloseTo(0.739905, within(1e-6));
    // A's sums per deck 11/6 and 1/2: 2 * ((11/6 - 7/6)^2 + (1/2 - 7/6)^2) / 36, se 0.222222,
    // 0.388889 -/+ 0.435547: [-0.046659, 0.824436], clipped to [0, 1]
    assertThat(a.deckLow()).isEqualTo(0.0);
    assertThat(a.deckHigh()).isCloseTo(0.824436, within(1e-6));
    assertThat(s.share(1).deals()).isCloseTo(11 / 6.0, within(1e-12));
    assertThat(s.share(2).deals()).isCloseTo(11 / 6.0, within(1e-12));
    // A's points 30, 40, 20, 10, 15, 25: mean 23.333333; per deck (sums 90 and 50):
    // [10.266907, 36.399760]; its settlement 15 less
    assertThat(s.meanPoints(0).mean()).isCloseTo(70 / 3.0, within(1e-12));
    assertThat(s.meanPoints(0).low()).isCloseTo(10.266907, within(1e-6));
    assertThat(s.meanPoints(0).high()).isCloseTo(36.399760, within(1e-6));
    assertThat(s.meanSettlement(0).mean()).isCloseTo(25 / 3.0, within(1e-12));
    assertThat(s.meanSettlement(0).low()).isCloseTo(10.266907 - 15, within(1e-6));
    // A sat in seat 0 in deals 0 and 3 (a tie of two, then nothing): 1/4 of those 2 deals,
    // Wilson [0.026677, 0.802133]; 30 and 10 points, mean 20
    TableSummary.Share a0 = s.share(0, 0).orElseThrow();
    assertThat(a0.of()).isEqualTo(2);
    assertThat(a0.share()).isEqualTo(0.25);
    assertThat(a0.low()).isCloseTo(0.026677, within(1e-6));
    assertThat(a0.high()).isCloseTo(0.802133, within(1e-6));
    assertThat(s.meanPoints(0, 0).orElseThrow().mean()).isEqualTo(20.0);
    // seat 0 was A's, C's, B's, A's, C's, B's: 1/2 + 0 + 1/3 + 0 + 0 + 0 = 5/6 of 6 deals,
    // Wilson [0.021867, 0.537819]; its points 30, 10, 20, 10, 5, 10
    TableSummary.Share seat0 = s.seatShare(0);
    assertThat(seat0.share()).isCloseTo(5 / 36.0, within(1e-12));
    assertThat(seat0.low()).isCloseTo(0.021867, within(1e-6));
    assertThat(seat0.high()).isCloseTo(0.537819, within(1e-6));
    assertThat(s.seatMeanPoints(0).mean()).isCloseTo(85 / 6.0, within(1e-12));
    assertThat(s.intervals()).contains("the 3 deals of a deck").contains("per deck");
  }

  @Test
  void sixDeals_freshDecks_perDeckIsTheIndependentNormalInterval() {
    TableSummary s = summary(SIX, Tournament.Decks.FRESH);
    // A's wins per deal 1/2, 1, 1/3, 0, 0, 1/2: mean 0.388889, sample sd 0.375154,
    // 0.388889 -/+ 1.959964 * 0.375154 / sqrt(6): [0.088708, 0.689069] (Python)
    assertThat(s.share(0).deckLow()).isCloseTo(0.088708, within(1e-6));
    assertThat(s.share(0).deckHigh()).isCloseTo(0.689069, within(1e-6));
    // A's points: sample sd 10.801234, se 4.409586: [14.690704, 31.975962]
    assertThat(s.meanPoints(0).low()).isCloseTo(14.690704, within(1e-6));
    assertThat(s.meanPoints(0).high()).isCloseTo(31.975962, within(1e-6));
    assertThat(s.places().get(0).points().meanPerDeck()).isEqualTo(s.places().get(0).points()
        .meanIndependent());
    assertThat(s.intervals()).contains("the deals are independent");
    // the same deals and wins as paired, other decks
    assertThat(s.share(0).low()).isEqualTo(summary(SIX, Tournament.Decks.PAIRED).share(0).low());
  }

  @Test
  void aShortRun_countsItsLastDeck_andSeatsNotSatIn() {
    // two deals of a table of three: one deck, open; B never sat in seat 0 (A and C did)
    TableSummary s = summary(new int[][] {{30, 30, 0}, {40, 10, 10}}, Tournament.Decks.PAIRED);
    assertThat(s.places().get(0).won().decks()).isEqualTo(1);
    assertThat(s.meanPoints(0).low()).isEqualTo(s.meanPoints(0).mean()); // one deck: no spread
    assertThat(s.share(1, 0)).isEmpty();
    assertThat(s.meanPoints(1, 0)).isEmpty();
    assertThat(s.share(2, 0).orElseThrow().of()).isEqualTo(1);
    assertThat(s.places().get(1).wonBySeat().get(0)).isEqualTo(TableSummary.Sums.NONE);
  }

  @Test
  void aSummary_isTheSameWhateverTheOrderOfItsDeals() {
    qt(46).forAll(integers().between(1, 40), longs().all(), integers().between(3, 4))
        .checkAssert((deals, seed, n) -> {
          Random random = new Random(seed);
          List<Table.Deal> list = new ArrayList<>();
          for (int d = 0; d < deals; d++) {
            int[] points = new int[n];
            for (int i = 0; i < n; i++) {
              points[i] = random.nextInt(4) * 5; // ties are common
            }
            list.add(deal(d, points, Tournament.Decks.PAIRED));
          }
          Table.Tally inOrder = new Table.Tally(List.of("a", "b", "c", "d").subList(0, n),
              Tournament.Decks.PAIRED);
          list.forEach(inOrder::add);
          Collections.shuffle(list, random);
          Table.Tally shuffled = new Table.Tally(List.of("a", "b", "c", "d").subList(0, n),
              Tournament.Decks.PAIRED);
          list.forEach(shuffled::add);
          TableSummary s = inOrder.summary();
          assertThat(shuffled.summary()).isEqualTo(s);
          // every deal is one deal's worth of wins, the seats' as the contestants'
          long won = 0;
          long seatWon = 0;
          for (int i = 0; i < n; i++) {
            won += s.places().get(i).won().sum();
            seatWon += s.seatWon().get(i).sum();
            assertThat(s.share(i).low()).isBetween(0.0, s.share(i).share());
            assertThat(s.share(i).deckHigh()).isBetween(s.share(i).share(), 1.0);
          }
          assertThat(won).isEqualTo(seatWon).isEqualTo(12L * deals);
          assertThat(s.places().get(0).won().decks()).isEqualTo((deals + n - 1) / n);
          assertThat(inOrder.result().share(0)).isCloseTo(s.share(0).share(), within(1e-12));
        });
  }

  @Test
  void wilson_ofNoneAndAll_endsExactlyAtZeroAndOne() {
    // the formula's ends at p = 0 and p = 1 are 0 and 1; in floating point the lower end of 0
    // of 69 came out 3.5e-18, which a share of 0 would not lie in
    assertThat(Tournament.wilson(0, 69, TableSummary.Z95)[0]).isEqualTo(0.0);
    assertThat(Tournament.wilson(69, 69, TableSummary.Z95)[1]).isEqualTo(1.0);
    TableSummary.Share none = TableSummary.Share.of(TableSummary.Sums.independent(69, 0, 0));
    assertThat(none.low()).isEqualTo(0.0);
    assertThat(none.deckLow()).isEqualTo(0.0);
  }

  @Test
  void badInput_isRefused() {
    Table.Tally tally = new Table.Tally(List.of("a", "b", "c"), Tournament.Decks.PAIRED);
    assertThatThrownBy(tally::summary).isInstanceOf(IllegalStateException.class)
        .hasMessage("no deal was played");
    tally.add(deal(0, SIX[0], Tournament.Decks.PAIRED));
    // deal 1 belongs to deck 0 but was dealt from another deck: the decks were not paired
    assertThatThrownBy(() -> tally.add(deal(1, SIX[1], Tournament.Decks.FRESH)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deal 1 was not dealt from the deck of the other deals of deck 0: were the "
            + "decks PAIRED?");
    assertThatThrownBy(() -> tally.add(new Table.Deal(2, 0, new int[] {0, 0, 1}, SIX[2],
        new int[3], -1, new int[3], new long[3], new long[3])))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deal 2 seats contestant 1 in seat 0: not one contestant per seat");
    // nothing of the refused deals was counted
    assertThat(tally.summary().deals()).isEqualTo(1);
    // sums whose wins are not one deal per deal
    TableSummary s = tally.summary();
    TableSummary.Place a = s.places().get(0);
    TableSummary.Place twice = new TableSummary.Place(new TableSummary.Sums(1, 12, 144, 1, 144,
        12, 1), a.points(), a.settlement(), 0, a.wonBySeat(), a.pointsBySeat());
    assertThatThrownBy(() -> new TableSummary(s.decks(), List.of(twice, s.places().get(1),
        s.places().get(2)), s.seatWon(), s.seatPoints()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the deals' wins add up to 1.5 deals, not 1");
    assertThatThrownBy(() -> new TableSummary.Sums(2, 0, 0, 3, 0, 0, 2))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
