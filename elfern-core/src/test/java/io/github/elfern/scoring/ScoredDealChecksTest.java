package io.github.elfern.scoring;

import static io.github.elfern.scoring.Deals.ELFERN;
import static io.github.elfern.scoring.Deals.elfern;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A scored deal checks that its fields fit together, and {@link MatchStep#checkAlone} that some
 * schedule gives a deal received without its match. The example: an 18-2 Elfern deal won by
 * forehand, who is player 1 (seating [1, 0]); 18 honours make a schneider (15 or more,
 * docs/rules.md#results), which Tendler pays with 2 stakes (docs/rules.md#tendler), so player 1
 * gains 2 and player 0 pays 2.
 */
class ScoredDealChecksTest {

  private static final DealResult SCHNEIDER = elfern(18, 2);

  private static ScoredDeal deal(List<Integer> seating, OptionalInt out, ScoredDeal.Kind kind,
      List<Integer> awards, List<Integer> totals) {
    return new ScoredDeal(1, seating, out, SCHNEIDER, kind, 1, awards, totals, 0);
  }

  @Test
  void constructor_theExample_isAccepted() {
    ScoredDeal d = deal(List.of(1, 0), OptionalInt.empty(), ScoredDeal.Kind.WIN,
        List.of(-2, 2), List.of(-2, 2));
    assertThat(d.winner()).hasValue(1);
    assertThat(d.dealer()).isEqualTo(0);
  }

  @Test
  void constructor_aPlayerSeatedTwice_isRefusedNamingTheSeat() {
    assertThatThrownBy(() -> deal(List.of(0, 0), OptionalInt.empty(), ScoredDeal.Kind.WIN,
        List.of(-2, 2), List.of(-2, 2)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seating[1]: player 0 is seated twice");
  }

  @Test
  void constructor_aSeatOfNoPlayer_isRefused() {
    assertThatThrownBy(() -> deal(List.of(3, 0), OptionalInt.empty(), ScoredDeal.Kind.WIN,
        List.of(-2, 2), List.of(-2, 2)))
        .hasMessage("seating[0] is 3, not a player (0 to 1)");
  }

  @Test
  void constructor_aKindOtherThanTheResultGives_isRefused() {
    assertThatThrownBy(() -> deal(List.of(1, 0), OptionalInt.empty(), ScoredDeal.Kind.STANDER,
        List.of(0, 0), List.of(0, 0)))
        .hasMessage("kind is \"stander\" but the result gives \"win\"");
  }

  @Test
  void constructor_threePlayersOfATwoHandGame_nameTheOneNotSeatedAsSittingOut() {
    // three players of a two-hand game: one sits each deal out (docs/rules.md#three-players)
    List<Integer> three = List.of(-2, 2, 0);
    assertThat(deal(List.of(1, 0), OptionalInt.of(2), ScoredDeal.Kind.WIN, three, three)
        .sittingOut()).hasValue(2);
    assertThatThrownBy(() -> deal(List.of(1, 0), OptionalInt.empty(), ScoredDeal.Kind.WIN,
        three, three)).hasMessage("sittingOut is missing but player 2 is the one not seated");
    assertThatThrownBy(() -> deal(List.of(1, 0), OptionalInt.of(2), ScoredDeal.Kind.WIN,
        List.of(-2, 2), List.of(-2, 2)))
        .hasMessage("sittingOut is 2 but all 2 players play this deal");
    assertThatThrownBy(() -> deal(List.of(1, 0), OptionalInt.of(2), ScoredDeal.Kind.WIN,
        three, List.of(-2, 2))).hasMessageStartingWith("totals has 2 entries");
  }

  @Test
  void checkAlone_theExample_isAccepted_andADoubledOneAfterAStander() {
    assertThatCode(() -> MatchStep.checkAlone(deal(List.of(1, 0), OptionalInt.empty(),
        ScoredDeal.Kind.WIN, List.of(-2, 2), List.of(-2, 2)), "deal")).doesNotThrowAnyException();
    // after a Ständer the next win counts double: the schneider is then worth 4 stakes
    ScoredDeal doubled = new ScoredDeal(1, List.of(1, 0), OptionalInt.empty(), SCHNEIDER,
        ScoredDeal.Kind.WIN, 2, List.of(-4, 4), List.of(-4, 4), 0);
    assertThatCode(() -> MatchStep.checkAlone(doubled, "deal")).doesNotThrowAnyException();
  }

  @Test
  void checkAlone_anAwardNoScheduleGives_isRefusedNamingTheFieldUnderEachSchedule() {
    ScoredDeal wrong = deal(List.of(1, 0), OptionalInt.empty(), ScoredDeal.Kind.WIN,
        List.of(-3, 3), List.of(-3, 3));
    assertThatThrownBy(() -> MatchStep.checkAlone(wrong, "deal"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("deal: no scoring schedule gives these awards, totals,"
            + " multiplier and pot: ")
        .hasMessageContaining("under tendler, deal.awards[0] is -3 but the scoring gives -2")
        .hasMessageContaining("under banner, deal.totals[0] is -3 after an award of -3, but no"
            + " total is ever below 0");
  }

  @Test
  void checkAlone_everyDealThatAMatchScores_isAccepted() {
    String[] scorings = {"tendler", "banner dealer=loser", "altenburg", "counters start=3"};
    qt(0x5C0_2ED_DEA1L).withExamples(60)
        .forAll(integers().between(0, scorings.length - 1), integers().between(2, 3),
            longs().all())
        .checkAssert((scoring, players, seed) -> {
          List<String> names = List.of("A", "B", "C").subList(0, players);
          Match m;
          try {
            m = Match.start(ELFERN, Scoring.parse(scorings[scoring]), names, seed);
          } catch (IllegalArgumentException notForThisNumberOfPlayers) {
            return;
          }
          SplitMix64 rng = new SplitMix64(seed);
          for (int i = 0; i < 8 && !m.isOver(); i++) {
            m = m.record(Deals.randomTwoHand(ELFERN, rng));
          }
          for (ScoredDeal d : m.history()) {
            // only the default parameters are tried, and every one of these scorings starts a
            // deal from totals that some default schedule reaches the same way
            assertThatCode(() -> MatchStep.checkAlone(d, "deal")).as("%s", d)
                .doesNotThrowAnyException();
          }
        });
  }

  @Test
  void checkAlone_underRulesWithoutStander_refusesAMultiplierOfTwo() {
    Rules app = Rules.preset("elfern-app"); // a tie carries nothing here: nothing is doubled
    DealResult r = Deals.honours(app, 18, 2);
    ScoredDeal doubled = new ScoredDeal(1, List.of(1, 0), OptionalInt.empty(), r,
        ScoredDeal.Kind.WIN, 2, List.of(-4, 4), List.of(-4, 4), 0);
    assertThatThrownBy(() -> MatchStep.checkAlone(doubled, "deal"))
        .hasMessageContaining("deal.multiplier is 2, but no Ständer doubles a deal here");
  }
}
