package io.github.elfern.bot;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.elfern.card.SeatKey;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class TableTest {

  private static final Rules FOUR = Rules.preset("fuenfzehnern");

  private static List<Contestant> seats(String... specs) {
    return Arrays.stream(specs).map(Contestant::parse).toList();
  }

  @Test
  void playDeal_twoPlayers_isTheTournamentsDeal() {
    // A table of two plays each deck twice, seats swapped, from the same generators: the same
    // deals as a paired tournament, so its tallies are the tournament's.
    Rules rules = Rules.preset("elfern");
    Table table = new Table(rules, seats("heuristic", "random"));
    Tournament tournament = new Tournament(rules, Contestant.parse("heuristic"),
        Contestant.parse("random"));
    SeatKey key = SeatKey.fromSeed(5);
    for (int d = 0; d < 6; d++) {
      Table.Deal t = table.playDeal(d, Tournament.Decks.PAIRED, 5, key);
      Tournament.Deal u = tournament.playDeal(d, Tournament.Decks.PAIRED, 5, key);
      assertThat(t.deckSeed()).isEqualTo(u.deckSeed());
      assertThat(t.points()).containsExactly(u.pointsA(), u.pointsB());
      assertThat(t.seats()[0]).isEqualTo(d % 2); // A is forehand in the even deals
    }
  }

  @Test
  void playDeal_pairedDecks_eachContestantHoldsEachHandOnce() {
    // Deck d / 4, contestant i in seat (i + d) mod 4: over the four deals of a deck the seats
    // of each contestant are a permutation, and the deck is the same.
    Table table = new Table(FOUR, seats("random", "random", "random", "random"));
    SeatKey key = SeatKey.fromSeed(3);
    long deck = table.playDeal(4, Tournament.Decks.PAIRED, 3, key).deckSeed();
    boolean[][] held = new boolean[4][4];
    for (int d = 4; d < 8; d++) {
      Table.Deal deal = table.playDeal(d, Tournament.Decks.PAIRED, 3, key);
      assertThat(deal.deckSeed()).isEqualTo(deck);
      for (int i = 0; i < 4; i++) {
        assertThat(deal.seats()[i]).isEqualTo((i + d) % 4);
        held[i][deal.seats()[i]] = true;
      }
      // every card of the deck is scored: 60 points among the four
      assertThat(Arrays.stream(deal.points()).sum()).isEqualTo(FOUR.totalPoints());
      assertThat(deal.settlement()).containsExactly(Arrays.stream(deal.points())
          .map(p -> p - 15).toArray());
    }
    for (boolean[] row : held) {
      assertThat(row).containsOnly(true);
    }
    assertThat(table.playDeal(8, Tournament.Decks.PAIRED, 3, key).deckSeed()).isNotEqualTo(deck);
  }

  @Test
  void shares_tieAtTheTop_isSplit() {
    Table.Deal d = new Table.Deal(0, 1, new int[] {0, 1, 2, 3}, new int[] {20, 20, 15, 5},
        new int[] {5, 5, 0, -10}, -1, new int[4], new long[4], new long[4]);
    assertThat(d.shares()).containsExactly(0.5, 0.5, 0, 0);
    Table.Deal three = new Table.Deal(0, 1, new int[] {0, 1, 2}, new int[] {8, 8, 8},
        new int[] {-7, -7, -7}, -1, new int[3], new long[3], new long[3]);
    assertThat(three.shares()).containsExactly(1 / 3.0, 1 / 3.0, 1 / 3.0);
  }

  @Test
  void result_sharesAddUpToTheDeals() {
    qt(61L).withExamples(4).forAll(integers().between(1, 12)).checkAssert(n -> {
      Table.Result r = new Table(FOUR, seats("heuristic", "random", "random", "random"))
          .playDeals(n, Tournament.Decks.PAIRED, n, SeatKey.fromSeed(n));
      double won = 0;
      long points = 0;
      for (int i = 0; i < 4; i++) {
        won += r.standings().get(i).won();
        points += r.standings().get(i).points();
        assertThat(r.shareInterval(i)[0]).isLessThanOrEqualTo(r.share(i));
        assertThat(r.shareInterval(i)[1]).isGreaterThanOrEqualTo(r.share(i));
      }
      assertThat(won).isCloseTo(n, within(1e-9));
      assertThat(points).isEqualTo((long) n * FOUR.totalPoints());
    });
  }

  @Test
  void play_replaysAndHeuristicOutscoresRandom() {
    Table table = new Table(Rules.parse("fuenfzehnern players=3"),
        seats("heuristic", "random", "random"));
    Table.Result r = table.play(30, 9);
    assertThat(r.deals()).isEqualTo(90);
    assertThat(r).isEqualTo(table.play(30, 9));
    assertThat(r.meanPoints(0)).as(r.toString()).isGreaterThan(r.meanPoints(1));
    assertThat(r.toString()).contains("90 deals", "heuristic: won");
  }

  @Test
  void constructor_wrongNumberOfContestants_isRefused() {
    assertThatThrownBy(() -> new Table(FOUR, seats("random", "random", "random")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("fuenfzehnern is played by 4 players, but the table has 3 contestants");
  }

  @Test
  void playDeal_botFailure_forfeitsThatContestantsSeat() {
    Contestant failing = new Contestant() {
      @Override
      public String name() {
        return "failing";
      }

      @Override
      public Move choose(GameState state, RandomGenerator random) {
        throw new BotFailure("failing", BotFailure.Kind.TIME_OUT, "too slow");
      }
    };
    List<Contestant> c = new ArrayList<>(seats("random", "random", "random"));
    c.add(1, failing);
    DealInFull<Table.Deal> p = new Table(FOUR, c).playDealInFull(0, Tournament.Decks.FRESH, 1,
        SeatKey.fromSeed(1));
    assertThat(p.deal().forfeit()).isEqualTo(1);
    assertThat(p.deal().points()[1]).isZero();
    assertThat(p.failure()).isPresent();
    assertThat(p.state().toMove()).isEqualTo(1); // contestant 1 sits in seat 1 in deal 0
  }

  @Test
  void distinctNames_markOnlyTheNamesThatRepeat_withTheirPlace() {
    assertThat(Table.distinctNames(List.of("best", "heuristic", "heuristic")))
        .containsExactly("best", "heuristic (B)", "heuristic (C)");
    assertThat(Table.distinctNames(List.of("random", "random")))
        .containsExactly("random (A)", "random (B)");
    assertThat(Table.distinctNames(List.of("a", "b", "c", "a")))
        .containsExactly("a (A)", "b", "c", "a (D)");
  }
}
