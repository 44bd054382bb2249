package io.github.elfern.scoring;

import static io.github.elfern.scoring.Deals.ELFERN;
import static io.github.elfern.scoring.Deals.elfern;
import static io.github.elfern.scoring.Deals.honours;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.SplitMix64Inverse;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MatchTest {

  private static final List<String> TWO = List.of("Anna", "Ben");
  private static final List<String> THREE = List.of("Anna", "Ben", "Cleo");
  private static final int ANNA = 0;
  private static final int BEN = 1;
  private static final int CLEO = 2;

  /** The first seed whose first draw, uniform(n), picks {@code dealer}: computed independently. */
  private static long seedWithFirstDealer(int dealer, int n) {
    for (long seed = 0; ; seed++) {
      if (MatchSeeds.lot(seed).uniform(n) == dealer) {
        return seed;
      }
    }
  }

  private static Match start(String scoring, int firstDealer) {
    return Match.start(ELFERN, Scoring.parse(scoring), TWO, seedWithFirstDealer(firstDealer, 2));
  }

  @Test
  @DisplayName("the first dealer is drawn by lot (Kiddle, Braillespiel): first draw of the match's lot")
  void start_firstDealerFromLot_dealSeedsFromTheKey() {
    for (long seed = 0; seed < 40; seed++) {
      Match m = Match.start(ELFERN, Scoring.parse("tendler"), TWO, seed);
      assertThat(m.dealer()).isEqualTo(MatchSeeds.lot(seed).uniform(2));
      assertThat(m.dealSeed()).isEqualTo(MatchSeeds.deal(seed, 0));
      assertThat(m.deal()).isEqualTo(GameState.deal(ELFERN, m.dealSeed()));
      m = m.record(elfern(12, 8));
      assertThat(m.dealSeed()).isEqualTo(MatchSeeds.deal(seed, 1));
    }
  }

  @Test
  void dealSeed_oneDealsSeed_doesNotGiveTheNextDeals() {
    // The attack: a bot recovers deal 1's shuffle seed from its cards, runs SplitMix64 backwards
    // to the generator's state and forwards again to the following deals (with or without a lot
    // drawn in between).
    int predicted = 0;
    for (long seed = 0; seed < 200; seed++) {
      Match m = Match.start(ELFERN, Scoring.parse("tendler"), TWO, seed);
      long state = SplitMix64Inverse.unmix(m.dealSeed());
      m = m.record(elfern(10, 10)).record(elfern(12, 8));
      long later = m.dealSeed();
      for (int k = 1; k <= 4; k++) {
        if (new SplitMix64(state + (k - 1) * 0x9E3779B97F4A7C15L).nextLong() == later) {
          predicted++;
        }
      }
    }
    assertThat(predicted).isZero();
  }

  @Test
  @DisplayName("seat 0 is forehand, the dealer sits last; awards go to the players in those seats")
  void record_mapsSeatsToPlayers() {
    Match m = start("tendler", BEN);
    assertThat(m.seating()).containsExactly(ANNA, BEN);
    assertThat(m.playerAt(0)).isEqualTo(ANNA);
    assertThat(m.seatOf(BEN)).hasValue(1);
    m = m.record(elfern(4, 16)); // the dealer, Ben, wins schneider
    assertThat(m.totals()).containsExactly(-2, 2);
    assertThat(m.history().get(0).winner()).hasValue(BEN);
    assertThat(m.history().get(0).awards()).containsExactly(-2, 2);
  }

  @Test
  @DisplayName("dealer=winner: the winner deals the next deal (Kiddle)")
  void record_winnerDeals() {
    Match m = start("tendler", BEN).record(elfern(12, 8));
    assertThat(m.dealer()).isEqualTo(ANNA);
    assertThat(m.seating()).containsExactly(BEN, ANNA);
  }

  @Test
  @DisplayName("dealer=loser: the loser deals the next deal (Braillespiel)")
  void record_loserDeals() {
    Match m = start("counters dealer=loser", BEN).record(elfern(12, 8));
    assertThat(m.dealer()).isEqualTo(BEN);
  }

  @Test
  @DisplayName("dealer=alternate: the deal changes every deal, ties included (the app's README)")
  void record_alternateDeals() {
    Rules app = Rules.preset("elfern-app");
    Match m =
        Match.start(app, Scoring.parse("tendler deals=3 dealer=alternate"), TWO, seedWithFirstDealer(0, 2));
    assertThat(m.dealer()).isEqualTo(ANNA);
    m = m.record(honours(app, 11, 9)); // Ben, forehand, wins simple: 1
    assertThat(m.totals()).containsExactly(-1, 1);
    assertThat(m.dealer()).isEqualTo(BEN);
    m = m.record(honours(app, 10, 10));
    assertThat(m.dealer()).isEqualTo(ANNA);
    assertThat(m.history().get(1).kind()).isEqualTo(ScoredDeal.Kind.TIE);
    assertThat(m.multiplier()).as("the app's tie carries nothing").isEqualTo(1);
    m = m.record(honours(app, 15, 5)); // Ben, forehand again, wins schneider: 2, not doubled
    assertThat(m.totals()).containsExactly(-3, 3);
    assertThat(m.isOver()).isTrue();
    assertThat(m.winner()).hasValue(BEN);
  }

  @Test
  @DisplayName("Ständer: no award, the next win doubled, a second tie not quadruple; dealer by lot"
      + " (Kiddle)")
  void record_standerDoublesOnceAndDrawsDealer() {
    long seed = 7;
    SplitMix64 rng = MatchSeeds.lot(seed);
    int first = rng.uniform(2);
    int lot1 = rng.uniform(2); // dealer after the first Ständer, among Anna (0) and Ben (1)
    int lot2 = rng.uniform(2);

    Match m = Match.start(ELFERN, Scoring.parse("tendler"), TWO, seed);
    assertThat(m.dealer()).isEqualTo(first);
    m = m.record(elfern(10, 10));
    assertThat(m.history().get(0).kind()).isEqualTo(ScoredDeal.Kind.STANDER);
    assertThat(m.totals()).containsExactly(0, 0);
    assertThat(m.multiplier()).isEqualTo(2);
    assertThat(m.dealer()).isEqualTo(lot1);
    m = m.record(elfern(10, 10));
    assertThat(m.multiplier()).isEqualTo(2);
    assertThat(m.dealer()).isEqualTo(lot2);
    int forehand = m.playerAt(0);
    m = m.record(elfern(16, 4)); // forehand wins schneider: 2 stakes doubled = 4
    assertThat(m.total(forehand)).isEqualTo(4);
    assertThat(m.total(1 - forehand)).isEqualTo(-4);
    assertThat(m.history().get(2).multiplier()).isEqualTo(2);
    assertThat(m.multiplier()).isEqualTo(1);
    assertThat(m.dealer()).as("winner deals").isEqualTo(forehand);
  }

  @Test
  @DisplayName("stander-dealer=same: the dealer stays after a Ständer (Kiddle)")
  void record_standerSameDealer() {
    Match m = start("altenburg stander-dealer=same", BEN).record(elfern(10, 10));
    assertThat(m.dealer()).isEqualTo(BEN);
    m = m.record(elfern(20, 0)); // Anna all 20 honours: 5 points, doubled
    assertThat(m.totals()).containsExactly(10, 0);
    assertThat(m.isOver()).as("target 10 reached").isTrue();
    assertThat(m.winner()).hasValue(ANNA);
    assertThat(m.settlement()).containsExactly(10, -10);
  }

  @Test
  @DisplayName("Böhmischer Schneider: a tie is redealt by the same dealer, nothing carried, not"
      + " counted (rules matrix)")
  void record_bohemianTieRedealt() {
    Rules r = Rules.preset("bohemian-schneider");
    Match m = Match.start(r, Scoring.parse("tendler deals=1"), TWO, seedWithFirstDealer(BEN, 2));
    m = m.record(honours(r, 10, 10));
    assertThat(m.history().get(0).kind()).isEqualTo(ScoredDeal.Kind.REDEAL);
    assertThat(m.dealer()).isEqualTo(BEN);
    assertThat(m.multiplier()).isEqualTo(1);
    assertThat(m.dealsPlayed()).isZero();
    assertThat(m.isOver()).isFalse();
    m = m.record(honours(r, 16, 4));
    assertThat(m.totals()).containsExactly(2, -2);
    assertThat(m.isOver()).isTrue();
  }

  @Test
  @DisplayName("counters: a Ständer feeds the pot, the next winner takes it (Braillespiel)")
  void record_countersPot() {
    Match m = start("counters", BEN);
    assertThat(m.totals()).containsExactly(10, 10);
    m = m.record(elfern(10, 10));
    assertThat(m.totals()).containsExactly(9, 9);
    assertThat(m.pot()).isEqualTo(2);
    assertThat(m.multiplier()).as("the pot replaces doubling").isEqualTo(1);
    int forehand = m.playerAt(0);
    m = m.record(elfern(12, 8)); // forehand: 1 counter from the loser and the pot of 2
    assertThat(m.total(forehand)).isEqualTo(12);
    assertThat(m.total(1 - forehand)).isEqualTo(8);
    assertThat(m.pot()).isZero();
  }

  @Test
  @DisplayName("counters: the match ends when a player has none and the pot is empty (rules matrix)")
  void record_countersEndWhenOneHasNoneAndPotEmpty() {
    Match m = start("counters start=1 stander-dealer=same", BEN).record(elfern(10, 10));
    assertThat(m.totals()).containsExactly(0, 0);
    assertThat(m.pot()).isEqualTo(2);
    assertThat(m.isOver()).as("the pot can still be won").isFalse();
    m = m.record(elfern(10, 10)); // nobody has a counter to put in
    assertThat(m.pot()).isEqualTo(2);
    m = m.record(elfern(0, 20)); // Ben wins schwarz: the pot; Anna pays what she has, nothing
    assertThat(m.totals()).containsExactly(0, 2);
    assertThat(m.isOver()).isTrue();
    assertThat(m.winner()).hasValue(BEN);
    assertThat(m.settlement()).containsExactly(-1, 1);
  }

  @Test
  @DisplayName("banner: the match ends with the first completed banner; difference settled (000)")
  void record_bannerEndsAtFourLines() {
    Match m = start("banner", BEN);
    m = m.record(elfern(15, 5)); // Anna schneider: 2 lines; Anna deals
    m = m.record(elfern(12, 8)); // Ben (forehand) simple: 1 line; Ben deals
    assertThat(m.isOver()).isFalse();
    m = m.record(elfern(11, 9)); // Anna simple: 3 lines
    m = m.record(elfern(9, 11)); // Anna (dealer now) simple: 4 lines, a banner
    assertThat(m.totals()).containsExactly(4, 1);
    assertThat(m.isOver()).isTrue();
    assertThat(m.winner()).hasValue(ANNA);
    assertThat(m.settlement()).containsExactly(3, -3);
  }

  @Test
  @DisplayName("three players: two play, the loser sits out, the sitter comes in (Braillespiel)")
  void record_threePlayersLoserSitsOut() {
    Match m =
        Match.start(ELFERN, Scoring.parse("tendler"), THREE, seedWithFirstDealer(ANNA, 3));
    // our choice: the next player after the dealer is forehand, the third sits out
    assertThat(m.seating()).containsExactly(BEN, ANNA);
    assertThat(m.sittingOut()).hasValue(CLEO);
    m = m.record(elfern(12, 8)); // Ben beats Anna
    assertThat(m.sittingOut()).hasValue(ANNA);
    assertThat(m.seating()).containsExactly(CLEO, BEN);
    assertThat(m.totals()).containsExactly(-1, 1, 0);
    m = m.record(elfern(12, 8)); // Cleo beats Ben
    assertThat(m.sittingOut()).hasValue(BEN);
    assertThat(m.seating()).containsExactly(ANNA, CLEO);
    assertThat(m.history().get(1).sittingOut()).hasValue(ANNA);
  }

  @Test
  @DisplayName("three players: a tie changes nothing, no doubling (Braillespiel); sitter rotates")
  void record_threePlayersTieChangesNothing() {
    Match m =
        Match.start(
            ELFERN,
            Scoring.parse("tendler stander-dealer=same"),
            THREE,
            seedWithFirstDealer(ANNA, 3));
    m = m.record(elfern(10, 10));
    assertThat(m.history().get(0).kind()).isEqualTo(ScoredDeal.Kind.TIE);
    assertThat(m.multiplier()).isEqualTo(1);
    // Cleo sat out; the sitter passes to the next in seat order, Anna, who dealt; the deal passes
    // on to the next player who plays, Ben
    assertThat(m.sittingOut()).hasValue(ANNA);
    assertThat(m.dealer()).isEqualTo(BEN);
    assertThat(m.seating()).containsExactly(CLEO, BEN);
    m = m.record(elfern(15, 5));
    assertThat(m.totals()).containsExactly(0, -2, 2);
  }

  @Test
  @DisplayName("three players, out=rotate: the sitter passes in seat order every deal")
  void record_threePlayersRotate() {
    Match m =
        Match.start(ELFERN, Scoring.parse("banner out=rotate"), THREE, seedWithFirstDealer(ANNA, 3));
    assertThat(m.sittingOut()).hasValue(CLEO);
    m = m.record(elfern(12, 8)); // Ben beats Anna; Ben would deal
    assertThat(m.sittingOut()).hasValue(ANNA);
    assertThat(m.dealer()).isEqualTo(BEN);
    m = m.record(elfern(12, 8)); // Cleo (forehand) beats Ben; the winner deals
    assertThat(m.sittingOut()).hasValue(BEN);
    assertThat(m.dealer()).isEqualTo(CLEO);
    m = m.record(elfern(8, 12)); // Cleo beats Anna; Cleo sits out next, so Anna deals
    assertThat(m.sittingOut()).hasValue(CLEO);
    assertThat(m.dealer()).isEqualTo(ANNA);
    assertThat(m.totals()).containsExactly(0, 1, 2);
  }

  @Test
  @DisplayName("Fünfzehnern: eldest after the dealer is seat 0, the deal passes clockwise (our"
      + " choice), scores against fifteen (Wikipedia's Fünfzehnern)")
  void record_fifteenRotatesClockwise() {
    Rules r = Rules.preset("fuenfzehnern");
    List<String> four = List.of("Anna", "Ben", "Cleo", "Dora");
    long seed = seedWithFirstDealer(2, 4);
    Match m = Match.start(r, Scoring.parse("fifteen deals=2"), four, seed);
    assertThat(m.dealer()).isEqualTo(2);
    assertThat(m.seating()).containsExactly(3, 0, 1, 2);
    assertThat(m.sittingOut()).isEmpty();
    m = m.record(DealResult.of(r, List.of(20, 15, 15, 10), List.of(3, 2, 2, 1)));
    assertThat(m.totals()).containsExactly(0, 0, -5, 5); // Dora +5, Cleo -5
    assertThat(m.dealer()).isEqualTo(3);
    assertThat(m.seating()).containsExactly(0, 1, 2, 3);
    m = m.record(DealResult.of(r, List.of(30, 10, 10, 10), List.of(4, 2, 1, 1)));
    assertThat(m.totals()).containsExactly(15, -5, -10, 0);
    assertThat(m.isOver()).isTrue();
    assertThat(m.winner()).hasValue(ANNA);
  }

  @Test
  void winner_equalTotals_drawn() {
    Match m = start("tendler deals=2", BEN).record(elfern(12, 8)).record(elfern(12, 8));
    assertThat(m.isOver()).isTrue();
    assertThat(m.totals()).containsExactly(0, 0);
    assertThat(m.winner()).isEmpty();
  }

  @Test
  void record_overMatch_refused() {
    Match m = start("tendler deals=1", BEN).record(elfern(12, 8));
    assertThatThrownBy(() -> m.record(elfern(12, 8)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the match is over after 1 deals (tendler deals=1)");
    assertThatThrownBy(m::deal).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void record_otherRules_refused() {
    Match m = start("tendler", BEN);
    DealResult trumps = honours(Rules.preset("elfern-trumps"), 12, 8);
    assertThatThrownBy(() -> m.record(trumps))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("deal 1 was played under 'elfern-trumps' but the match plays 'elfern'");
  }

  @Test
  void record_unfinishedDeal_refused() {
    Match m = start("tendler", BEN);
    assertThatThrownBy(() -> m.record(m.deal()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("deal 1 is not over");
  }

  @Test
  void record_playedDeal_scoresItsResult() {
    Match m = start("tendler", BEN);
    GameState s = Deals.playOut(m.deal(), new SplitMix64(3));
    assertThat(m.record(s)).isEqualTo(m.record(s.result()));
  }

  @Test
  void start_badPlayersOrOptions_refused() {
    assertThatThrownBy(() -> Match.start(ELFERN, Scoring.parse("tendler out=rotate"), TWO, 1))
        .hasMessageContaining("out=rotate applies to three players; this match has two");
    assertThatThrownBy(
            () -> Match.start(ELFERN, Scoring.parse("tendler"), List.of("A", "B", "C", "D"), 1))
        .hasMessageContaining("elfern is played by two, or by three with one sitting out; got 4");
    assertThatThrownBy(
            () -> Match.start(Rules.preset("fuenfzehnern"), Scoring.parse("fifteen"), THREE, 1))
        .hasMessageContaining("fuenfzehnern is played by 4, got 3 players");
    assertThatThrownBy(() -> Match.start(ELFERN, Scoring.parse("tendler"), List.of("A", "A"), 1))
        .hasMessageContaining("player names must differ");
    assertThatThrownBy(() -> Match.start(ELFERN, Scoring.parse("tendler"), List.of("A", " "), 1))
        .hasMessageContaining("blank");
    assertThatThrownBy(
            () -> Match.start(Rules.preset("bohemian-points"), Scoring.parse("altenburg"), TWO, 1))
        .hasMessageContaining("bohemian-points counts card points");
  }

  @Test
  @DisplayName("table: deals, awards, running totals and chalked banners")
  void render_bannerMatch() {
    Match m = start("banner", BEN);
    m = m.record(elfern(15, 5)).record(elfern(10, 10)).record(elfern(12, 8));
    String table = m.render();
    assertThat(table).startsWith("Game: elfern\nScoring: banner\nSeed: ");
    List<String> lines = table.lines().collect(java.util.stream.Collectors.toList());
    assertThat(lines.get(4)).containsSubsequence("Deal", "Dealer", "Outcome", "x", "Anna", "+/-",
        "total", "Ben", "+/-", "total");
    assertThat(lines.get(5)).containsSubsequence("1", "Ben", "Anna schneider", "15", "+2", "2", "5",
        ".", "0");
    assertThat(lines.get(6)).containsSubsequence("2", "Anna", "Ständer", "10", ".", "2", "10", ".",
        "0");
    // deal 3 after the Ständer: doubled
    assertThat(lines.get(7)).contains("x2");
    assertThat(table).contains("\nx2: the award of this deal counts double (it follows a Ständer)\n");
    // without a doubled deal there is nothing to explain
    assertThat(start("banner", BEN).record(elfern(15, 5)).render()).doesNotContain("x2");
    int winner = m.history().get(2).winner().getAsInt();
    assertThat(m.total(winner)).isEqualTo(winner == ANNA ? 4 : 2);
    assertThat(table).contains("Settlement: Anna ");
    assertThat(table).contains("\nAnna (" + m.total(ANNA) + " lines)\n" + Banner.draw(m.total(ANNA)));
  }

  @Test
  @DisplayName("table: the seed, from which every next deal follows, only once the match is over")
  void render_showsTheSeedOnlyWhenOver() {
    long seed = 5158978194714791342L;
    String shown = Long.toUnsignedString(seed);
    Match m = Match.start(ELFERN, Scoring.parse("tendler deals=2"), TWO, seed);
    assertThat(m.render()).doesNotContain(shown)
        .contains("\nSeed: shown when the match is over\n");
    assertThat(MatchTable.writer(m).head()).doesNotContain(shown);
    m = m.record(elfern(12, 8));
    assertThat(m.isOver()).isFalse();
    assertThat(m.render()).doesNotContain(shown);
    assertThat(m.toString()).doesNotContain(shown);
    m = m.record(elfern(8, 12));
    assertThat(m.isOver()).isTrue();
    assertThat(m.render()).startsWith("Game: elfern\nScoring: tendler deals=2\nSeed: " + shown
        + "\n");
    assertThat(MatchTable.writer(m).head()).contains("Seed: " + shown + "\n");
  }

  @Test
  @DisplayName("table: the match as a value, rebuilt from its deals, and refused without them")
  void table_isTheMatchWithoutItsSeed_rebuiltFromItsDeals() {
    Match m = start("tendler", BEN);
    // Ben deals the first deal, so Anna is forehand (seat 0): a 15-5 schneider for her is worth
    // 2 stakes under tendler (docs/rules.md#results, #tendler), and the winner deals next
    m = m.record(elfern(15, 5));
    MatchTable t = m.table();
    assertThat(t.totals()).containsExactly(2, -2);
    assertThat(t.deals()).hasSize(1);
    assertThat(t.deals().get(0).awards()).containsExactly(2, -2);
    assertThat(t.dealer()).isEqualTo(ANNA);
    assertThat(t.over()).isFalse();
    assertThat(MatchTable.replay(t.rules(), t.scoring(), t.players(), t.deals(), t.dealer()))
        .isEqualTo(t);
    ScoredDeal d = t.deals().get(0);
    ScoredDeal overpaid = new ScoredDeal(1, d.seating(), d.sittingOut(), d.result(), d.kind(), 1,
        List.of(3, -3), List.of(3, -3), 0);
    assertThatThrownBy(() -> MatchTable.replay(t.rules(), t.scoring(), t.players(),
        List.of(overpaid), ANNA))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deals[0].awards[0] is 3 but the match's scoring gives 2");
    Match forgetful = m.withoutHistory();
    assertThatThrownBy(forgetful::table).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("withoutHistory()");
    assertThat(forgetful.render()).contains("Next deal: Anna deals");
  }

  @Test
  @DisplayName("a player's name with a control character is refused: it would break the table")
  void start_nameWithControlCharacter_isRefused() {
    for (String bad : new String[] {"A\nB", "A\rB", "A\tB", "A\u001b[2J", "\u202eAnna",
        "A\u2028B", "A\u0085B"}) {
      assertThatThrownBy(() -> Match.start(ELFERN, Scoring.parse("tendler"),
          List.of("Ben", bad), 1))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("player 2's name '")
          .hasMessageEndingWith("' has a control or invisible character; a name must print on"
              + " one line as it reads")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain(bad));
    }
    // letters of any script, spaces and punctuation are fine
    assertThat(Match.start(ELFERN, Scoring.parse("tendler"), List.of("Jürgen", "Zoë O'Neil"), 1)
        .players()).containsExactly("Jürgen", "Zoë O'Neil");
  }

  @Test
  void toString_summary() {
    Match m = start("tendler", BEN).record(elfern(12, 8));
    assertThat(m.toString()).isEqualTo("elfern, tendler: Anna 1, Ben -1 after 1 deal");
  }

  @Test
  void sittingOut_twoPlayers_empty() {
    assertThat(start("tendler", ANNA).sittingOut()).isEqualTo(OptionalInt.empty());
  }
}
