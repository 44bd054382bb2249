package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SeatKey;
import io.github.elfern.game.Move;
import io.github.elfern.testing.SplitMix64Inverse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.random.RandomGenerator;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
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
  void playDeal_inAnyOrder_givesTheDealsOfPlayDeals() {
    Rules rules = Rules.preset("elfern");
    Tournament t = new Tournament(rules, Contestant.parse("heuristic"), Contestant.parse("random"));
    SeatKey key = SeatKey.fromSeed(5);
    int n = 12;
    Tournament.Deal[] backwards = new Tournament.Deal[n];
    for (int i = n - 1; i >= 0; i--) {
      backwards[i] = t.playDeal(i, Tournament.Decks.PAIRED, 5, key);
    }
    int wins = 0;
    int losses = 0;
    long difference = 0;
    for (int i = 0; i < n; i++) {
      Tournament.Deal d = backwards[i];
      Tournament.Deal again = new Tournament(rules, Contestant.parse("heuristic"),
          Contestant.parse("random")).playDeal(i, Tournament.Decks.PAIRED, 5, key);
      assertThat(d.deal()).isEqualTo(i);
      assertThat(d.deckSeed()).isEqualTo(SeatKey.fromSeed(5).deckSeed(i / 2));
      assertThat(again.pointsA()).isEqualTo(d.pointsA());
      assertThat(again.pointsB()).isEqualTo(d.pointsB());
      assertThat(d.pointsA() + d.pointsB()).isEqualTo(20);
      // Every card is played: six tricks of the hands and ten of the stock, one card per seat.
      assertThat(d.movesA() + d.movesB()).isEqualTo(32);
      assertThat(d.maxNanosA()).isLessThanOrEqualTo(d.nanosA());
      assertThat(d.forfeitA() || d.forfeitB()).isFalse();
      wins += d.pointsA() > d.pointsB() ? 1 : 0;
      losses += d.pointsA() < d.pointsB() ? 1 : 0;
      difference += d.pointsA() - d.pointsB();
    }
    Tournament.Result r = t.playDeals(n, Tournament.Decks.PAIRED, 5, key);
    assertThat(r.wins()).isEqualTo(wins);
    assertThat(r.losses()).isEqualTo(losses);
    assertThat(r.pointsDifference()).isEqualTo(difference);
  }

  @Test
  void playDeal_aFailingBot_forfeitsWithoutAMoveCounted() {
    Tournament t = new Tournament(Rules.preset("elfern"), Contestant.parse("random"),
        Contestant.of(new BotFailureTest.FailingBot(1)));
    Tournament.Deal d = t.playDeal(1, Tournament.Decks.FRESH, 2, SeatKey.fromSeed(2));
    assertThat(d.forfeitB()).isTrue();
    assertThat(d.forfeitA()).isFalse();
    assertThat(d.pointsA()).isEqualTo(20);
    assertThat(d.movesB()).isZero();
    assertThatThrownBy(() -> t.playDeal(-1, Tournament.Decks.FRESH, 2, SeatKey.fromSeed(2)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from 0, got -1");
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

  @Tag("slow")
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

  /** A contestant that plays random moves and notes the deck of every deal at its first move. */
  private static final class DeckRecorder implements Contestant {
    final List<Deck> decks = new ArrayList<>();

    @Override
    public String name() {
      return "recorder";
    }

    @Override
    public Move choose(GameState state, RandomGenerator random) {
      if (state.moves().size() < state.players()) { // its one move of the first trick
        decks.add(state.dealtDeck().orElseThrow());
      }
      return state.legalMoves().get(random.nextInt(state.legalMoves().size()));
    }
  }

  @Test
  void playDeals_fresh_dealsNoDeckTwice_soNoBotMeetsItsOldHandAcrossTheTable() {
    // Audit finding 1: with paired decks a program that remembers its hand reads the opponent's
    // hand in the second deal of each pair. A fresh deck per deal repeats none.
    DeckRecorder forehand = new DeckRecorder();
    Tournament t = new Tournament(Rules.preset("elfern"), forehand, Contestant.parse("random"));
    Tournament.Result r = t.playDeals(40, Tournament.Decks.FRESH, 7, SeatKey.fromSeed(7));
    assertThat(r.deals()).isEqualTo(40);
    assertThat(forehand.decks).hasSize(40);
    assertThat(new HashSet<>(forehand.decks)).hasSize(40);
    assertThat(r).isEqualTo(new Tournament(Rules.preset("elfern"), new DeckRecorder(),
        Contestant.parse("random")).playDeals(40, Tournament.Decks.FRESH, 7, SeatKey.fromSeed(7)));
  }

  @Test
  void playDeals_paired_isPlayOfHalfAsManyDecks_eachDeckTwice() throws Exception {
    DeckRecorder a = new DeckRecorder();
    DeckRecorder b = new DeckRecorder();
    Tournament.Result r = new Tournament(Rules.preset("elfern"), a, Contestant.parse("random"))
        .playDeals(20, Tournament.Decks.PAIRED, 9, SeatKey.fromSeed(9));
    Tournament.Result old = new Tournament(Rules.preset("elfern"), b, Contestant.parse("random"))
        .play(10, 9);
    assertThat(r).isEqualTo(old);
    assertThat(a.decks).isEqualTo(b.decks).hasSize(20);
    for (int i = 0; i < 20; i += 2) {
      assertThat(a.decks.get(i)).isEqualTo(a.decks.get(i + 1));
      assertThat(a.decks.get(i)).isEqualTo(
          GameState.deal(Rules.preset("elfern"), hmacDeckSeed(9, i / 2)).dealtDeck()
              .orElseThrow());
    }
  }

  /**
   * Returns the seed of deck {@code deck} as VECTORS.md gives it: deck key SHA-256("elfern seat
   * key" || seed), deck seed the first 8 bytes of HMAC-SHA256(deck key, "elfern deck" || deck),
   * big-endian. Computed here from the formula, independently of SeatKey.
   */
  private static long hmacDeckSeed(long seed, long deck) throws Exception {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    sha.update("elfern seat key".getBytes(StandardCharsets.US_ASCII));
    byte[] key = sha.digest(ByteBuffer.allocate(8).putLong(seed).array());
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    mac.update("elfern deck".getBytes(StandardCharsets.US_ASCII));
    return ByteBuffer.wrap(mac.doFinal(ByteBuffer.allocate(8).putLong(deck).array())).getLong();
  }

  @Test
  void deckSeed_fresh_isTheDocumentedHmacOfTheSeed_notASplitMix64Output() throws Exception {
    long seed = 987654321987L;
    for (long deal : new long[] {0, 1, 5}) {
      assertThat(Tournament.deckSeed(Tournament.Decks.FRESH, seed, deal))
          .isEqualTo(hmacDeckSeed(seed, deal));
    }
  }

  @Test
  void deckSeed_paired_isTheSameHmacOfTheDeckNumber() throws Exception {
    long seed = 987654321987L;
    for (long deck : new long[] {0, 1, 5}) {
      assertThat(Tournament.deckSeed(Tournament.Decks.PAIRED, seed, 2 * deck))
          .isEqualTo(Tournament.deckSeed(Tournament.Decks.PAIRED, seed, 2 * deck + 1))
          .isEqualTo(hmacDeckSeed(seed, deck));
    }
  }

  @Test
  void deckSeed_paired_oneDecksSeed_doesNotGiveTheOthers() {
    // The attack: a bot recovers the first deck's seed from the cards it saw, runs SplitMix64
    // backwards to the generator's state and forwards again to the next decks.
    int predicted = 0;
    for (long seed = 0; seed < 200; seed++) {
      long state = SplitMix64Inverse.unmix(Tournament.deckSeed(Tournament.Decks.PAIRED, seed, 0));
      for (int deck = 1; deck <= 3; deck++) {
        long next = new SplitMix64(state + (deck - 1) * 0x9E3779B97F4A7C15L).nextLong();
        if (Tournament.deckSeed(Tournament.Decks.PAIRED, seed, 2L * deck) == next) {
          predicted++;
        }
      }
    }
    assertThat(predicted).isZero();
  }

  @Test
  void playDeals_noDeals_isRefused() {
    Tournament t = new Tournament(Rules.preset("elfern"), Contestant.parse("random"),
        Contestant.parse("random"));
    assertThatThrownBy(() -> t.playDeals(0, Tournament.Decks.FRESH, 1, SeatKey.fromSeed(1)))
        .hasMessage("a tournament needs at least 1 deal, got 0");
  }

  // ---- Audit: arguments, ranges and failing contestants ----

  private static final Rules ELFERN = Rules.preset("elfern");

  private static Tournament randomPair() {
    return new Tournament(ELFERN, Contestant.parse("random"), Contestant.parse("random"));
  }

  @Test
  void play_moreDecksThanDealsCanCount_isRefusedWithTheLimit() {
    // Audit finding 5: 2 * decks overflowed into "at least 1 deal, got -2".
    assertThatThrownBy(() -> randomPair().play(Integer.MAX_VALUE, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a tournament needs at least 1 deck and at most 1073741823 (two deals each),"
            + " got 2147483647");
    assertThatThrownBy(() -> randomPair().play(1 << 30, 1))
        .hasMessageEndingWith("got 1073741824");
  }

  @Test
  void wilson_nanOrNegativeOrInfinite_isRefused() {
    // Audit finding 7: NaN gave [NaN, NaN], a negative z an interval with low above high.
    assertThatThrownBy(() -> Tournament.wilson(Double.NaN, 10, 1.96))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Wilson interval needs 0 <= successes <= trials >= 1, got NaN of 10");
    assertThatThrownBy(() -> Tournament.wilson(5, 10, -1.96))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Wilson interval needs a finite quantile z >= 0, got -1.96");
    assertThatThrownBy(() -> Tournament.wilson(5, 10, Double.NaN))
        .hasMessage("Wilson interval needs a finite quantile z >= 0, got NaN");
    assertThatThrownBy(() -> Tournament.wilson(5, 10, Double.POSITIVE_INFINITY))
        .hasMessage("Wilson interval needs a finite quantile z >= 0, got Infinity");
    assertThat(Tournament.wilson(5, 10, 0)).containsExactly(0.5, 0.5);
  }

  @Test
  void result_countsBeyondAnInt_areRefusedUpFront() {
    // Audit finding 7: accepted, but toString() then threw about -2147483648 trials.
    assertThatThrownBy(() -> new Tournament.Result("a", "b", Integer.MAX_VALUE, 1, 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bad tally: 2147483647/1/0 (wins/losses/ties, each at least 0, 1 to"
            + " 2147483647 deals in all)");
    assertThat(new Tournament.Result("a", "b", Integer.MAX_VALUE, 0, 0, 0).deals())
        .isEqualTo(Integer.MAX_VALUE);
  }

  @Test
  void nullArguments_areRefusedAtTheEntryByName() {
    // Audit finding 9: null rules were accepted and failed only in play, about Rules.deck().
    Contestant r = Contestant.parse("random");
    assertThatThrownBy(() -> new Tournament(null, r, r))
        .isInstanceOf(NullPointerException.class).hasMessage("rules");
    assertThatThrownBy(() -> new Tournament(ELFERN, null, r))
        .isInstanceOf(NullPointerException.class).hasMessage("a");
    assertThatThrownBy(() -> new Tournament(ELFERN, r, null))
        .isInstanceOf(NullPointerException.class).hasMessage("b");
    assertThatThrownBy(() -> Contestant.parse(null))
        .isInstanceOf(NullPointerException.class).hasMessage("spec");
    assertThatThrownBy(() -> Tournament.deckSeed(null, 1, 0))
        .isInstanceOf(NullPointerException.class).hasMessage("decks");
  }

  @Test
  void deckSeed_negativeDeal_isRefused() {
    // Audit finding 9: deal -1 silently had the deck of deals 0 and 1.
    for (Tournament.Decks d : Tournament.Decks.values()) {
      assertThatThrownBy(() -> Tournament.deckSeed(d, 1, -1))
          .as("%s", d)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("deals are numbered from 0, got -1");
    }
  }

  /** A contestant whose name() returns null or throws, and that must never be asked to move. */
  private static final class Nameless implements Contestant {
    final boolean throwing;
    int moves;

    Nameless(boolean throwing) {
      this.throwing = throwing;
    }

    @Override
    public String name() {
      if (throwing) {
        throw new IllegalStateException("no name yet");
      }
      return null;
    }

    @Override
    public Move choose(GameState state, RandomGenerator random) {
      moves++;
      return RandomBot.INSTANCE.choose(state.view(state.toMove()), random);
    }
  }

  @Test
  void constructor_contestantNamedNull_isRefusedUpFront_withItsPlaceAndClass() {
    Nameless b = new Nameless(false);
    assertThatThrownBy(() -> new Tournament(Rules.preset("elfern"), Contestant.parse("random"), b)
        .play(1, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("contestant B (" + Nameless.class.getName() + ") has no name: name()"
            + " returned null");
    assertThat(b.moves).isZero();
  }

  @Test
  void constructor_contestantWhoseNameThrows_isRefusedUpFront_withItsPlaceAndClass() {
    Nameless a = new Nameless(true);
    assertThatThrownBy(() -> new Tournament(Rules.preset("elfern"), a, Contestant.parse("random"))
        .play(1, 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("contestant A (" + Nameless.class.getName() + ") has no name: name() threw"
            + " java.lang.IllegalStateException: no name yet")
        .hasCauseInstanceOf(IllegalStateException.class);
    assertThat(a.moves).isZero();
  }

  @Test
  @DisplayName("Tournament.Result: a record of names and counts, names never null")
  void tournamentResult() {
    new EqualsTester()
        .addEqualityGroup(new Tournament.Result("a", "b", 3, 2, 1, 7, 0, 0),
            new Tournament.Result("a", "b", 3, 2, 1, 7, 0, 0))
        .addEqualityGroup(new Tournament.Result("a", "b", 3, 2, 1, 8, 0, 0))
        .addEqualityGroup(new Tournament.Result("b", "a", 3, 2, 1, 7, 0, 0))
        .testEquals();
    new NullPointerTester().testAllPublicConstructors(Tournament.Result.class);
  }
}
