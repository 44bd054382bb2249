package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Rank;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.scoring.ScoringSchedule;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The value semantics of every public value type of the core, with guava-testlib: {@link
 * EqualsTester} (equal values made in different ways are equal with equal hash codes, different
 * values differ, nothing equals null or another type) and {@link NullPointerTester} (no public
 * method accepts a null: the API has no nulls).
 */
class ValueTypesTest {

  private static final Rules ELFERN = Rules.preset("elfern");

  static NullPointerTester tester() {
    return new NullPointerTester()
        .setDefault(Rules.class, ELFERN)
        .setDefault(Preset.class, Preset.ELFERN)
        .setDefault(Option.class, Option.HEAD)
        .setDefault(Card.class, Card.parse("AH"))
        .setDefault(Rank.class, Rank.ACE)
        .setDefault(Suit.class, Suit.HEARTS)
        .setDefault(CardSet.class, CardSet.EMPTY)
        .setDefault(Deck.class, Deck.shuffled(1))
        .setDefault(Move.class, Move.parse("AH"))
        .setDefault(SplitMix64.class, new SplitMix64(1))
        .setDefault(Scoring.class, Scoring.parse("tendler"))
        .setDefault(DealResult.class, DealResult.of(ELFERN, List.of(12, 8), List.of(9, 7)))
        .setDefault(GameState.class, GameState.deal(ELFERN, 1))
        .setDefault(String.class, "x");
  }

  @Test
  @DisplayName("Card, CardSet, Deck: equal by their cards (and order, for a deck)")
  void cards() {
    new EqualsTester()
        .addEqualityGroup(CardSet.of(Card.parse("AH"), Card.parse("7S")),
            CardSet.parse("7S AH"), CardSet.EMPTY.with(Card.parse("7S")).with(Card.parse("AH")))
        .addEqualityGroup(CardSet.EMPTY, CardSet.ofMask(0))
        .addEqualityGroup(CardSet.ALL, CardSet.copyOf(List.of(Card.values())))
        .testEquals();
    Deck d = Deck.shuffled(7);
    new EqualsTester()
        .addEqualityGroup(d, Deck.of(d.cards()), Deck.parse(d.notation()), Deck.shuffled(7))
        .addEqualityGroup(Deck.shuffled(8))
        .addEqualityGroup(Deck.canonical(CardSet.ALL))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Card.parse("AH"), Card.of(Rank.ACE, Suit.HEARTS))
        .addEqualityGroup(Card.parse("7S"))
        .testEquals();
    NullPointerTester t = tester();
    t.testAllPublicStaticMethods(Card.class);
    t.testAllPublicInstanceMethods(Card.parse("QC"));
    t.testAllPublicStaticMethods(CardSet.class);
    t.testAllPublicInstanceMethods(CardSet.parse("AH KH"));
    t.testAllPublicStaticMethods(Deck.class);
    t.testAllPublicInstanceMethods(d);
  }

  @Test
  @DisplayName("Move: a card and whether Zwang is announced")
  void moves() {
    new EqualsTester()
        .addEqualityGroup(Move.of(Card.parse("QH")), Move.parse("QH"))
        .addEqualityGroup(Move.zwang(Card.parse("QH")), Move.parse("QH=Z"))
        .addEqualityGroup(Move.of(Card.parse("KH")))
        .testEquals();
    tester().testAllPublicStaticMethods(Move.class);
    tester().testAllPublicInstanceMethods(Move.parse("QH"));
  }

  @Test
  @DisplayName("GameState, Trick, DealResult, PlayerView: equal when the game is the same")
  void states() {
    GameState a = GameState.deal(ELFERN, 42);
    GameState played = a.play(a.legalMoves().get(0));
    new EqualsTester()
        .addEqualityGroup(a, GameState.deal(ELFERN, 42), GameState.deal(ELFERN, Deck.shuffled(
            ELFERN.deck(), 42)))
        .addEqualityGroup(played, a.play(a.legalMoves().get(0)))
        .addEqualityGroup(GameState.deal(ELFERN, 43))
        .addEqualityGroup(GameState.deal(Rules.parse("elfern head"), 42))
        .testEquals();
    GameState end = playout(a, 5);
    new EqualsTester()
        .addEqualityGroup(end.result(), playout(GameState.deal(ELFERN, 42), 5).result(),
            DealResult.of(ELFERN, end.result().points(), List.of(end.tricksWon(0),
                end.tricksWon(1))))
        .addEqualityGroup(playout(GameState.deal(ELFERN, 42), 6).result().equals(end.result())
            ? DealResult.of(ELFERN, List.of(10, 10), List.of(8, 8))
            : playout(GameState.deal(ELFERN, 42), 6).result())
        .addEqualityGroup(DealResult.of(ELFERN, List.of(20, 0), List.of(16, 0)))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(end.tricks().get(0), playout(GameState.deal(ELFERN, 42), 5).tricks()
            .get(0))
        .addEqualityGroup(end.tricks().get(1))
        .testEquals();
    PlayerView v = played.view(1);
    new EqualsTester()
        .addEqualityGroup(v, a.play(a.legalMoves().get(0)).view(1),
            PlayerView.fromHistory(ELFERN, 1, played.hand(1), Optional.empty(), played.moves()))
        .addEqualityGroup(played.view(0))
        .addEqualityGroup(a.view(1))
        .testEquals();
    NullPointerTester t = tester();
    t.testAllPublicStaticMethods(GameState.class);
    t.testAllPublicInstanceMethods(a);
    t.testAllPublicInstanceMethods(end.result());
    t.testAllPublicStaticMethods(DealResult.class);
    t.testAllPublicInstanceMethods(end.tricks().get(0));
    t.testAllPublicStaticMethods(PlayerView.class);
    t.testAllPublicInstanceMethods(v);
  }

  @Test
  @DisplayName("Match, ScoredDeal, Scoring: equal when the same match is in the same state")
  void scoring() {
    Match m = Match.start(ELFERN, Scoring.parse("tendler"), List.of("A", "B"), 5);
    Match after = m.record(playout(m.deal(), 3));
    new EqualsTester()
        .addEqualityGroup(m, Match.start(ELFERN, Scoring.parse("tendler"), List.of("A", "B"), 5))
        .addEqualityGroup(after, m.record(playout(m.deal(), 3)))
        .addEqualityGroup(Match.start(ELFERN, Scoring.parse("tendler"), List.of("A", "C"), 5))
        .addEqualityGroup(Match.start(ELFERN, Scoring.parse("banner"), List.of("A", "B"), 5))
        .testEquals();
    ScoredDeal d = after.history().get(0);
    new EqualsTester()
        .addEqualityGroup(d, m.record(playout(m.deal(), 3)).history().get(0),
            new ScoredDeal(d.number(), d.seating(), d.sittingOut(), d.result(), d.kind(),
                d.multiplier(), d.awards(), d.totals(), d.pot()))
        .addEqualityGroup(new ScoredDeal(d.number() + 1, d.seating(), d.sittingOut(), d.result(),
            d.kind(), d.multiplier(), d.awards(), d.totals(), d.pot()))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Scoring.parse("banner banners=2"), Scoring.parse("banner banners=2"))
        .addEqualityGroup(Scoring.parse("tendler"))
        .addEqualityGroup(Scoring.parse("fifteen"))
        .testEquals();
    NullPointerTester t = tester();
    t.testAllPublicStaticMethods(Match.class);
    t.testAllPublicInstanceMethods(m);
    t.testAllPublicStaticMethods(Scoring.class);
    t.testAllPublicInstanceMethods(Scoring.parse("banner"));
    for (String id : List.of("tendler", "banner", "altenburg", "counters", "fifteen")) {
      ScoringSchedule s = Scoring.parse(id).schedule();
      t.testAllPublicInstanceMethods(s);
      t.testAllPublicConstructors(s.getClass());
      new EqualsTester()
          .addEqualityGroup(s, Scoring.parse(id).schedule())
          .addEqualityGroup(Scoring.parse(id).schedule().equals(Scoring.parse("tendler").schedule())
              ? Scoring.parse("banner").schedule() : Scoring.parse("tendler").schedule())
          .testEquals();
    }
    t.testAllPublicInstanceMethods(d);
    t.testAllPublicConstructors(ScoredDeal.class);
  }

  /** Plays random legal moves to the end of the deal. */
  @Test
  @DisplayName("GameState: the deck as dealt is kept but not compared")
  void states_deckAsDealt_isNotPartOfEquality() {
    Deck deck = Deck.shuffled(ELFERN.deck(), 42);
    // elfern deals 2-2-2 from the top, forehand first: the top two cards both go to forehand,
    // so swapping them deals the same hands and stock from another deck.
    Deck swapped = Deck.of(swap(deck.cards(), 0, 1));
    GameState a = GameState.deal(ELFERN, deck);
    GameState b = GameState.deal(ELFERN, swapped);
    GameState parsed = GameState.fromPosition(a.position());
    Move first = a.legalMoves().get(0);
    new EqualsTester()
        .addEqualityGroup(a, b, parsed)
        .addEqualityGroup(a.play(first), b.play(first), parsed.play(first))
        .addEqualityGroup(GameState.deal(ELFERN, Deck.of(swap(deck.cards(), 1, 2))))
        .testEquals();
    assertThat(a.dealtDeck()).hasValue(deck);
    assertThat(b.dealtDeck()).hasValue(swapped);
    assertThat(parsed.dealtDeck()).isEmpty();
    // every state of a deal keeps its deck, and the position string round trip stays exact
    assertThat(playout(a, 3).dealtDeck()).hasValue(deck);
    assertThat(a.play(first).start().dealtDeck()).hasValue(deck);
    assertThat(parsed.position()).isEqualTo(b.position());
  }

  /** A copy of {@code cards} with positions {@code i} and {@code j} swapped. */
  private static List<Card> swap(List<Card> cards, int i, int j) {
    List<Card> copy = new java.util.ArrayList<>(cards);
    java.util.Collections.swap(copy, i, j);
    return copy;
  }

  static GameState playout(GameState s, long seed) {
    SplitMix64 r = new SplitMix64(seed);
    while (!s.isOver()) {
      List<Move> legal = s.legalMoves();
      s = s.play(legal.get(r.nextInt(legal.size())));
    }
    return s;
  }
}
