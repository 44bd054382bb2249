package io.github.elfern.game;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Property tests over random deals of every preset and option combination, with random legal
 * moves: the engine must agree, step by step, with {@link ReferenceGame}, a plain model written
 * from docs/rules.md, and keep its own invariants (values, round trips, views).
 */
class GamePropertiesTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  /** A random deal played to the end with random legal moves: the states, moves and the deck. */
  private record Game(Rules rules, Deck deck, List<GameState> states, List<Move> moves) {
    GameState last() {
      return states.get(states.size() - 1);
    }
  }

  private static Deck deckFor(Rules rules, long seed) {
    return Deck.shuffled(CardSet.copyOf(ReferenceGame.pack(rules)), seed);
  }

  private static Game randomGame(int rulesIndex, long seed, long moveSeed) {
    return randomGame(rulesIndex, seed, moveSeed, false);
  }

  /** As {@link #randomGame(int, long, long)}; with {@code preferZwang}, half the Zwang chances are taken. */
  private static Game randomGame(int rulesIndex, long seed, long moveSeed, boolean preferZwang) {
    Rules rules = MATRIX.get(rulesIndex);
    Deck deck = deckFor(rules, seed);
    SplitMix64 random = new SplitMix64(moveSeed);
    List<GameState> states = new ArrayList<>();
    List<Move> moves = new ArrayList<>();
    GameState s = GameState.deal(rules, deck);
    states.add(s);
    while (!s.isOver()) {
      List<Move> legal = s.legalMoves();
      Move m = legal.get(random.uniform(legal.size()));
      if (preferZwang && random.uniform(2) == 0) {
        for (Move z : legal) {
          if (z.isZwang()) {
            m = z;
          }
        }
      }
      moves.add(m);
      s = s.play(m);
      states.add(s);
    }
    return new Game(rules, deck, states, moves);
  }

  private static List<String> tokens(List<Move> moves) {
    List<String> out = new ArrayList<>();
    for (Move m : moves) {
      out.add(m.notation());
    }
    return out;
  }

  @Tag("slow")
  @Test
  @DisplayName("the engine agrees with a model of docs/rules.md at every step of random deals of every"
      + " preset and option (deal, draw, trick winner, obligations, lead restrictions, Zwang, result)")
  void play_randomDeals_agreeWithTheRulesModel() {
    qt(20261122L)
        .withExamples(4000)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Rules rules = MATRIX.get(r);
              Deck deck = deckFor(rules, seed);
              ReferenceGame model = new ReferenceGame(rules, deck);
              GameState s = GameState.deal(rules, deck);
              SplitMix64 random = new SplitMix64(moveSeed);
              String where = rules.notation() + " seed " + Long.toUnsignedString(seed);
              while (true) {
                String at = where + " after " + s.moves();
                for (int seat = 0; seat < model.players; seat++) {
                  assertThat(s.hand(seat)).as("hand %d, %s", seat, at)
                      .isEqualTo(CardSet.copyOf(model.hands.get(seat)));
                  assertThat(s.points(seat)).as("points %d, %s", seat, at).isEqualTo(model.points[seat]);
                  assertThat(s.tricksWon(seat)).as("tricks %d, %s", seat, at)
                      .isEqualTo(model.tricks[seat]);
                }
                assertThat(s.stock()).as("stock, %s", at).isEqualTo(model.stock);
                assertThat(cards(s.currentTrick())).as("trick, %s", at).isEqualTo(model.trick);
                assertThat(s.currentTrick().stream().filter(Move::isZwang).count())
                    .as("a Zwang lead is the first move of the trick, %s", at)
                    .isEqualTo(s.isZwangAnnounced() ? 1L : 0L);
                assertThat(s.playedCards()).as("played, %s", at).isEqualTo(CardSet.copyOf(model.played));
                assertThat(s.turnedTrump().orElse(null)).isEqualTo(model.turned);
                assertThat(s.trumpSuit().orElse(null)).isEqualTo(model.trumps);
                assertThat(s.isOver()).as("over, %s", at).isEqualTo(model.isOver());
                if (s.isOver()) {
                  break;
                }
                assertThat(s.toMove()).as("to move, %s", at).isEqualTo(model.toMove());
                assertThat(s.leader()).as("leader, %s", at).isEqualTo(model.leader);
                assertThat(tokens(s.legalMoves())).as("legal moves, %s in %s", at, s.position())
                    .isEqualTo(model.legalMoves());
                List<Move> legal = s.legalMoves();
                Move m = legal.get(random.uniform(legal.size()));
                if ((moveSeed & 1) != 0) {
                  // Odd move seeds announce Zwang whenever they can, to exercise forced aces.
                  for (Move z : legal) {
                    m = z.isZwang() ? z : m;
                  }
                }
                s = s.play(m);
                model.play(m.notation());
              }
              DealResult result = s.result();
              for (int seat = 0; seat < model.players; seat++) {
                assertThat(result.points(seat)).isEqualTo(model.points[seat]);
                assertThat(result.tricksWon(seat)).isEqualTo(model.tricks[seat]);
              }
              assertThat(result.outcome()).as("outcome, %s %s", where, result).isEqualTo(model.outcome());
              if (rules.preset() == Preset.FUENFZEHNERN) {
                assertThat(result.settlement()).as("settlement, %s %s", where, result)
                    .isEqualTo(java.util.Arrays.stream(model.fifteenSettlement()).boxed().toList());
              }
            });
  }

  @Test
  @DisplayName("every card is in exactly one place (hands, stock, trick, played) at every step")
  void cards_everyStep_inExactlyOnePlace() {
    qt(1L)
        .withExamples(300)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(r, seed, moveSeed);
              CardSet pack = g.rules().deck();
              assertThat(pack.size()).isEqualTo(ReferenceGame.pack(g.rules()).size());
              for (GameState s : g.states()) {
                List<CardSet> places = new ArrayList<>();
                for (int seat = 0; seat < s.players(); seat++) {
                  places.add(s.hand(seat));
                }
                places.add(CardSet.copyOf(s.stock()));
                places.add(CardSet.copyOf(cards(s.currentTrick())));
                places.add(s.playedCards());
                int total = 0;
                CardSet union = CardSet.EMPTY;
                for (CardSet p : places) {
                  total += p.size();
                  union = union.union(p);
                }
                assertThat(s.stock()).hasSize(s.stockSize());
                assertThat(total).as("no card twice in %s", s.position()).isEqualTo(pack.size());
                assertThat(union).as("every card somewhere in %s", s.position()).isEqualTo(pack);
              }
            });
  }

  @Test
  @DisplayName("points add up to rules.totalPoints(); legalMoves never empty before the end and a"
      + " subset of the hand; empty after it, where play is an IllegalStateException")
  void legalMoves_randomDeals_nonEmptySubsetOfHand() {
    qt(2L)
        .withExamples(300)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(r, seed, moveSeed);
              for (GameState s : g.states()) {
                if (s.isOver()) {
                  continue;
                }
                assertThat(s.legalMoves()).isNotEmpty();
                assertThat(s.hand(s.toMove()).containsAll(s.legalCards())).isTrue();
                CardSet fromMoves = CardSet.EMPTY;
                for (Move m : s.legalMoves()) {
                  fromMoves = fromMoves.with(m.card());
                  assertThat(s.isLegal(m)).isTrue();
                  if (m.isZwang()) {
                    assertThat(m.card().rank().letter()).isEqualTo('Q');
                    assertThat(s.currentTrick()).isEmpty();
                  }
                }
                assertThat(fromMoves).isEqualTo(s.legalCards());
                assertThat(s.remainingPlays()).isEqualTo(
                    g.rules().deck().size() - s.playedCards().size() - s.currentTrick().size());
              }
              GameState end = g.last();
              int sum = 0;
              for (int seat = 0; seat < end.players(); seat++) {
                sum += end.points(seat);
              }
              assertThat(sum).isEqualTo(g.rules().totalPoints());
              assertThat(end.legalMoves()).isEmpty();
              assertThat(end.legalCards().isEmpty()).isTrue();
              assertThat(end.remainingPlays()).isZero();
              Card any = g.rules().deck().first();
              assertThatThrownBy(() -> end.play(any)).isInstanceOf(IllegalStateException.class);
            });
  }

  @Test
  @DisplayName("phase 2 and games without stock: every legal move follows suit if able, else trumps"
      + " if able (Kiddle); with head it wins the trick if any card of the obliged set can (Meyers)")
  void legalMoves_followerObligations_holdForEveryLegalMove() {
    qt(3L)
        .withExamples(300)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(r, seed, moveSeed);
              Rules rules = g.rules();
              for (GameState s : g.states()) {
                if (s.isOver() || s.currentTrick().isEmpty()) {
                  continue;
                }
                boolean bound = rules.preset() == Preset.FUENFZEHNERN
                    || (rules.preset() != Preset.BOHEMIAN_SCHNEIDER && s.stockSize() == 0);
                CardSet hand = s.hand(s.toMove());
                if (!bound) {
                  if (!s.isZwangAnnounced()) {
                    assertThat(s.legalCards()).as("no obligation in %s", s.position()).isEqualTo(hand);
                  }
                  continue;
                }
                Suit led = s.currentTrick().get(0).card().suit();
                CardSet follow = hand.ofSuit(led);
                Suit trumps = s.trumpSuit().orElse(null);
                for (Card c : s.legalCards()) {
                  if (!follow.isEmpty()) {
                    assertThat(c.suit()).as("must follow in %s", s.position()).isEqualTo(led);
                  } else if (trumps != null && hand.hasSuit(trumps)) {
                    assertThat(c.suit()).as("must trump in %s", s.position()).isEqualTo(trumps);
                  }
                }
                if (rules.mustHead()) {
                  Card ledCard = s.currentTrick().get(0).card();
                  boolean canWin = false;
                  boolean allWin = true;
                  for (Card c : s.legalCards()) {
                    boolean wins = s.play(c).tricks().get(s.tricks().size()).winner() == s.toMove();
                    allWin &= wins;
                    canWin |= wins;
                  }
                  assertThat(canWin == allWin).as("head in %s (led %s)", s.position(), ledCard).isTrue();
                }
              }
            });
  }

  @Test
  @DisplayName("Zwang (Wikipedia's Fünfzehnern): offered only for a queen whose king the leader holds, on an allowed"
      + " lead; after it the ace holder's only legal card is the ace")
  void zwang_randomDeals_queenWithKingAndForcedAce() {
    List<Rules> fifteen = new ArrayList<>();
    for (Rules r : MATRIX) {
      if (r.preset() == Preset.FUENFZEHNERN) {
        fifteen.add(r);
      }
    }
    AtomicInteger forced = new AtomicInteger();
    qt(9L)
        .withExamples(300)
        .forAll(integers().between(0, fifteen.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(MATRIX.indexOf(fifteen.get(r)), seed, moveSeed, true);
              for (GameState s : g.states()) {
                if (s.isOver()) {
                  continue;
                }
                CardSet hand = s.hand(s.toMove());
                for (Move m : s.legalMoves()) {
                  if (m.isZwang()) {
                    Card q = m.card();
                    assertThat(g.rules().zwang()).isTrue();
                    assertThat(q.rank().letter()).isEqualTo('Q');
                    assertThat(hand).contains(Card.parse("K" + q.suit().letter()));
                    assertThat(s.legalCards()).contains(q);
                  }
                }
                if (s.isZwangAnnounced()) {
                  Card ace = Card.parse("A" + s.currentTrick().get(0).card().suit().letter());
                  if (hand.contains(ace)) {
                    assertThat(s.legalCards()).isEqualTo(CardSet.of(ace));
                    forced.incrementAndGet();
                  }
                }
              }
            });
    assertThat(forced.get()).as("aces forced by Zwang").isGreaterThan(20);
  }

  @Test
  @DisplayName("replaying the same moves from the same deck gives equal states (equals, hashCode)")
  void play_sameMovesSameDeck_equalStates() {
    qt(4L)
        .withExamples(200)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(r, seed, moveSeed);
              GameState s = GameState.deal(g.rules(), g.deck());
              assertThat(s).isEqualTo(g.states().get(0));
              for (int i = 0; i < g.moves().size(); i++) {
                s = s.play(g.moves().get(i));
                GameState t = g.states().get(i + 1);
                assertThat(s).isEqualTo(t);
                assertThat(s.hashCode()).isEqualTo(t.hashCode());
                assertThat(s.moves()).isEqualTo(g.moves().subList(0, i + 1));
                assertThat(s.start()).isEqualTo(g.states().get(0));
              }
              GameState replay = GameState.deal(g.rules(), g.deck())
                  .play(String.join(" ", tokens(g.moves())));
              assertThat(replay).isEqualTo(g.last());
              assertThat(replay.result()).isEqualTo(g.last().result());
              assertThat(replay.result().hashCode()).isEqualTo(g.last().result().hashCode());
              if (g.states().size() > 2) {
                assertThat(g.states().get(1)).isNotEqualTo(g.states().get(2));
              }
            });
  }

  @Test
  @DisplayName("GameState.deal(rules, seed) deals the portable shuffle of the rules' deck (EGN.md §12)")
  void deal_seed_isPortableShuffleOfTheRulesDeck() {
    qt(5L)
        .withExamples(200)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all())
        .checkAssert(
            (r, seed) -> {
              Rules rules = MATRIX.get(r);
              assertThat(GameState.deal(rules, seed)).isEqualTo(GameState.deal(rules, deckFor(rules, seed)));
            });
  }

  @Test
  @DisplayName("position() round trips through fromPosition: same position, legal moves and perft(2)")
  void fromPosition_everyState_roundTrips() {
    qt(6L)
        .withExamples(150)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(r, seed, moveSeed);
              for (GameState s : g.states()) {
                GameState p = GameState.fromPosition(s.position());
                assertThat(p.position()).isEqualTo(s.position());
                assertThat(p.legalMoves()).isEqualTo(s.legalMoves());
                assertThat(p.toMove()).isEqualTo(s.toMove());
                assertThat(p.isOver()).isEqualTo(s.isOver());
                if (s.remainingPlays() >= 2) {
                  assertThat(Perft.count(p, 2)).as(s.position()).isEqualTo(Perft.count(s, 2));
                }
                if (s.isOver()) {
                  assertThat(p.result()).isEqualTo(s.result());
                }
              }
            });
  }

  @Test
  @DisplayName("withHiddenCards with the true hands and stock gives the same position, for every seat")
  void withHiddenCards_trueCards_samePosition() {
    qt(7L)
        .withExamples(100)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Game g = randomGame(r, seed, moveSeed);
              for (GameState s : g.states()) {
                if (s.isOver()) {
                  continue;
                }
                List<CardSet> hands = new ArrayList<>();
                for (int seat = 0; seat < s.players(); seat++) {
                  hands.add(s.hand(seat));
                }
                for (int seat = 0; seat < s.players(); seat++) {
                  PlayerView v = s.view(seat);
                  assertThat(v.withHiddenCards(hands, s.stock()).position()).isEqualTo(s.position());
                  assertThat(v.hand()).isEqualTo(s.hand(seat));
                  if (v.isMyTurn()) {
                    assertThat(v.legalMoves()).isEqualTo(s.legalMoves());
                  }
                }
              }
            });
  }

  @Test
  @DisplayName("a PlayerView reveals no card its seat has not seen: two states that differ only in"
      + " hidden cards give equal views")
  void view_statesDifferingInHiddenCards_areEqual() {
    AtomicInteger compared = new AtomicInteger();
    qt(8L)
        .withExamples(400)
        .forAll(
            integers().between(0, MATRIX.size() - 1),
            longs().all(),
            longs().all(),
            integers().between(0, 1000))
        .checkAssert(
            (r, seed, moveSeed, pick) -> {
              Game g = randomGame(r, seed, moveSeed);
              SplitMix64 random = new SplitMix64(moveSeed ^ pick);
              int step = random.uniform(g.states().size() - 1);
              GameState s = g.states().get(step);
              int seat = random.uniform(s.players());
              // Hidden from the seat: other hands and the stock, but not the face-up turned trump.
              CardSet seen = s.hand(seat).union(s.playedCards()).union(CardSet.copyOf(cards(s.currentTrick())));
              if (s.turnedTrump().isPresent()) {
                seen = seen.with(s.turnedTrump().get());
              }
              CardSet hidden = g.rules().deck().minus(seen);
              if (hidden.size() < 2) {
                return;
              }
              Card x = hidden.get(random.uniform(hidden.size()));
              Card y = hidden.get(random.uniform(hidden.size()));
              if (x == y || sameHiddenHand(s, x, y)) {
                return;
              }
              List<Card> cards = new ArrayList<>(g.deck().cards());
              int ix = cards.indexOf(x);
              int iy = cards.indexOf(y);
              cards.set(ix, y);
              cards.set(iy, x);
              GameState other;
              try {
                other = GameState.deal(g.rules(), Deck.of(cards));
                for (Move m : g.moves().subList(0, step)) {
                  other = other.play(m);
                }
              } catch (IllegalPlayException e) {
                return; // the swap made the history illegal: not a state that differs only in hidden cards
              }
              assertThat(other.position()).isNotEqualTo(s.position());
              assertThat(other.view(seat)).as("view of %d: %s vs %s", seat, s.position(), other.position())
                  .isEqualTo(s.view(seat));
              assertThat(other.view(seat).hashCode()).isEqualTo(s.view(seat).hashCode());
              // Nor does anything derived from the view: its text, what it says about the others.
              PlayerView mine = s.view(seat);
              PlayerView theirs = other.view(seat);
              assertThat(theirs.toString()).isEqualTo(mine.toString());
              assertThat(theirs.unseenCards()).isEqualTo(mine.unseenCards());
              for (int o = 0; o < s.players(); o++) {
                assertThat(theirs.knownCards(o)).isEqualTo(mine.knownCards(o));
                assertThat(theirs.voids(o)).isEqualTo(mine.voids(o));
                assertThat(theirs.handSize(o)).isEqualTo(mine.handSize(o));
              }
              if (mine.isMyTurn()) {
                assertThat(theirs.legalMoves()).isEqualTo(mine.legalMoves());
              }
              compared.incrementAndGet();
            });
    assertThat(compared.get()).as("pairs of states compared").isGreaterThan(150);
  }

  private static boolean sameHiddenHand(GameState s, Card x, Card y) {
    for (int seat = 0; seat < s.players(); seat++) {
      if (s.hand(seat).contains(x) && s.hand(seat).contains(y)) {
        return true;
      }
    }
    return false;
  }

  /** The cards of {@code moves}, in order. */
  private static List<Card> cards(List<Move> moves) {
    return moves.stream().map(Move::card).toList();
  }
}
