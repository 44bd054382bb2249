package io.github.elfern.scoring;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Properties of scoring over random matches. A case is (game, scoring, number of players, seed):
 * the seed drives both the match and the random deal results.
 */
class ScoringPropertiesTest {

  private static final String[] TWO_HAND =
      {"elfern", "elfern-trumps", "elfern-app", "bohemian-schneider", "bohemian-points"};

  private static final String[] SCORINGS = {
    "tendler deals=12",
    "tendler target=6 stander-dealer=same",
    "banner banners=2 dealer=loser",
    "altenburg target=15 dealer=alternate",
    "counters start=4",
    "counters start=2 dealer=loser stander-dealer=same",
  };

  /** A random match of a two-hand game (2 or 3 players), recorded until over or 60 deals. */
  private static Match randomMatch(int game, int scoring, int players, long seed) {
    Rules rules = Rules.preset(TWO_HAND[game]);
    String text = SCORINGS[scoring];
    if (text.startsWith("altenburg") && rules.totalPoints() != 20) {
      text = "banner"; // altenburg refuses card points
    }
    List<String> names = players == 2 ? List.of("A", "B") : List.of("A", "B", "C");
    Match m = Match.start(rules, Scoring.parse(text), names, seed);
    SplitMix64 rng = new SplitMix64(~seed);
    for (int i = 0; i < 60 && !m.isOver(); i++) {
      m = m.record(Deals.randomTwoHand(rules, rng));
    }
    return m;
  }

  private static Match randomFifteenMatch(int players, boolean simplified, long seed) {
    Rules rules =
        Rules.parse("fuenfzehnern players=" + players + (simplified ? " settlement=simplified" : ""));
    List<String> names = players == 3 ? List.of("A", "B", "C") : List.of("A", "B", "C", "D");
    Match m = Match.start(rules, Scoring.parse("fifteen deals=10"), names, seed);
    SplitMix64 rng = new SplitMix64(~seed);
    while (!m.isOver()) {
      m = m.record(Deals.randomFifteen(rules, rng));
    }
    return m;
  }

  @Tag("slow")
  @Test
  void totals_equalStartPlusSumOfAwards() {
    qt(3703L).forAll(
            integers().between(0, TWO_HAND.length - 1),
            integers().between(0, SCORINGS.length - 1),
            integers().between(2, 3),
            longs().all())
        .checkAssert(
            (game, scoring, players, seed) -> {
              Match m = randomMatch(game, scoring, players, seed);
              int[] expected = new int[players];
              java.util.Arrays.fill(expected, m.scoring().schedule().startingTotal());
              for (ScoredDeal d : m.history()) {
                for (int p = 0; p < players; p++) {
                  expected[p] += d.awards().get(p);
                  assertThat(d.totals().get(p)).isEqualTo(expected[p]);
                }
              }
              assertThat(m.totals()).isEqualTo(java.util.Arrays.stream(expected).boxed().toList());
            });
  }

  @Test
  void totals_zeroSumSchedules_keepTheirSum() {
    qt(3704L).forAll(
            integers().between(0, TWO_HAND.length - 1),
            integers().between(0, SCORINGS.length - 1),
            integers().between(2, 3),
            longs().all())
        .checkAssert(
            (game, scoring, players, seed) -> {
              Match m = randomMatch(game, scoring, players, seed);
              ScoringSchedule s = m.scoring().schedule();
              int start = s.startingTotal() * players;
              for (ScoredDeal d : m.history()) {
                int sum = d.totals().stream().mapToInt(Integer::intValue).sum() + d.pot();
                if (s.isZeroSum()) {
                  assertThat(sum).isEqualTo(start);
                } else {
                  assertThat(sum).isGreaterThanOrEqualTo(start);
                }
              }
              assertThat(Deals.sum(m.settlement())).isZero();
            });
  }

  @Test
  void fifteen_settlementSumsToZero() {
    qt(3705L).forAll(integers().between(3, 4), integers().between(0, 1), longs().all())
        .checkAssert(
            (players, simplified, seed) -> {
              Match m = randomFifteenMatch(players, simplified == 1, seed);
              for (ScoredDeal d : m.history()) {
                assertThat(Deals.sum(d.result().settlement())).isZero();
                assertThat(d.awards().stream().mapToInt(Integer::intValue).sum()).isZero();
                assertThat(d.kind()).isEqualTo(ScoredDeal.Kind.SETTLEMENT);
              }
              assertThat(Deals.sum(m.totals())).isZero();
              assertThat(m.dealsPlayed()).isEqualTo(10);
            });
  }

  @Test
  void stander_doublesTheNextWinOnlyOnce() {
    qt(3706L).forAll(
            integers().between(0, TWO_HAND.length - 1),
            integers().between(0, SCORINGS.length - 1),
            longs().all())
        .checkAssert(
            (game, scoring, seed) -> {
              Match m = randomMatch(game, scoring, 2, seed);
              ScoringSchedule s = m.scoring().schedule();
              boolean afterStander = false;
              for (ScoredDeal d : m.history()) {
                assertThat(d.multiplier()).isIn(1, 2);
                boolean doubles = !s.hasPot() && afterStander;
                assertThat(d.multiplier()).isEqualTo(doubles ? 2 : 1);
                if (d.kind() == ScoredDeal.Kind.WIN && !s.hasPot()) {
                  DealResult r = d.result();
                  int basic = s.award(r, 1, List.of(0, 0)).get(r.winner().getAsInt());
                  assertThat(d.awards().get(d.winner().getAsInt()))
                      .isEqualTo(basic * d.multiplier());
                }
                if (d.kind() == ScoredDeal.Kind.STANDER) {
                  afterStander = true;
                } else if (d.kind() == ScoredDeal.Kind.WIN) {
                  afterStander = false;
                }
              }
            });
  }

  @Test
  void match_sameSeed_replaysIdentically() {
    qt(3707L).withExamples(40)
        .forAll(
            integers().between(0, TWO_HAND.length - 1),
            integers().between(0, SCORINGS.length - 1),
            integers().between(2, 3),
            longs().all())
        .checkAssert(
            (game, scoring, players, seed) -> {
              Match a = playedMatch(game, scoring, players, seed);
              Match b = playedMatch(game, scoring, players, seed);
              assertThat(a).isEqualTo(b);
              assertThat(a.hashCode()).isEqualTo(b.hashCode());
              assertThat(a.render()).isEqualTo(b.render());
              assertThat(a.totals()).isEqualTo(b.totals());
            });
  }

  /** A match whose deals are dealt by the match and played out with random legal moves. */
  private static Match playedMatch(int game, int scoring, int players, long seed) {
    Rules rules = Rules.preset(TWO_HAND[game]);
    String text = SCORINGS[scoring];
    if (text.startsWith("altenburg") && rules.totalPoints() != 20) {
      text = "banner";
    }
    List<String> names = players == 2 ? List.of("A", "B") : List.of("A", "B", "C");
    Match m = Match.start(rules, Scoring.parse(text), names, seed);
    for (int i = 0; i < 25 && !m.isOver(); i++) {
      GameState s = m.deal();
      m = m.record(Deals.playOut(s, new SplitMix64(m.dealSeed())));
    }
    return m;
  }

  @Test
  void lot_positionArithmetic_matchesSequentialDraws() {
    // The match reaches its n-th lot draw in one step; check it against drawing in sequence,
    // using a match whose every deal is a Ständer drawn by lot: the first dealer, then one lot
    // per deal. The deals' shuffle seeds come from the key, not from the lot.
    qt(3708L).forAll(longs().all())
        .checkAssert(
            seed -> {
              SplitMix64 rng = MatchSeeds.lot(seed);
              Match m = Match.start(Deals.ELFERN, Scoring.parse("tendler"), List.of("A", "B"), seed);
              assertThat(m.dealer()).isEqualTo(rng.uniform(2));
              for (int i = 0; i < 5; i++) {
                assertThat(m.dealSeed()).isEqualTo(MatchSeeds.deal(seed, i));
                m = m.record(Deals.elfern(10, 10));
                assertThat(m.dealer()).isEqualTo(rng.uniform(2));
              }
            });
  }
}
