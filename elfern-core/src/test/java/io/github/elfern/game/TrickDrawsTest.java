package io.github.elfern.game;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What each seat drew after each trick ({@link Trick#draws()}), in the state and in a seat's view
 * (docs/rules.md#stock and docs/rules.md#trumps).
 */
class TrickDrawsTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  @Test
  @DisplayName("replaying a deal: each seat's hand after a trick is its hand before, minus the card"
      + " it played, plus what draws() says it drew; the stock's top cards in order, winner first")
  void draws_randomDeals_accountForEveryHand() {
    qt(20261207L)
        .withExamples(600)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert((r, seed, moveSeed) -> {
          Rules rules = MATRIX.get(r);
          GameState s = GameState.deal(rules, seed);
          SplitMix64 random = new SplitMix64(moveSeed);
          String where = rules.notation() + " seed " + Long.toUnsignedString(seed);
          GameState before = s; // the state before the trick in progress
          while (!s.isOver()) {
            List<Move> legal = s.legalMoves();
            s = s.play(legal.get(random.uniform(legal.size())));
            if (!s.currentTrick().isEmpty()) {
              continue;
            }
            List<Trick> tricks = s.tricks();
            Trick t = tricks.get(tricks.size() - 1);
            String at = where + ", trick " + t.number();
            int n = s.players();
            // hands: before - played + drawn, from the states' own hands
            for (int seat = 0; seat < n; seat++) {
              CardSet expected = before.hand(seat).without(t.moves().get(
                  Math.floorMod(seat - t.leader(), n)).card());
              for (Draw d : t.draws()) {
                if (d.seat() == seat) {
                  assertThat(expected.contains(d.card())).as("drawn twice, %s", at).isFalse();
                  expected = expected.with(d.card());
                }
              }
              assertThat(s.hand(seat)).as("hand %d after %s", seat, at).isEqualTo(expected);
            }
            // the cards: the top of the stock before the trick, in order
            List<Card> stockBefore = before.stock();
            List<Card> taken = stockBefore.subList(0, stockBefore.size() - s.stock().size());
            assertThat(t.draws().stream().map(Draw::card).toList()).as(at).isEqualTo(taken);
            assertThat(t.drawCount()).as(at).isEqualTo(taken.size());
            // the seats: the winner, then the seats after him in playing order
            for (int k = 0; k < t.drawCount(); k++) {
              assertThat(t.draws().get(k).seat()).as(at).isEqualTo((t.winner() + k) % n);
              assertThat(t.drawer(k)).as(at).isEqualTo((t.winner() + k) % n);
              assertThat(t.draws().get(k).faceUp()).as(at)
                  .isEqualTo(s.turnedTrump().map(t.draws().get(k).card()::equals).orElse(false));
            }
            assertThat(tricks.subList(0, tricks.size() - 1)).as("earlier tricks unchanged, %s", at)
                .isEqualTo(before.tricks());
            before = s;
          }
        });
  }

  @Test
  @DisplayName("a view's tricks hold no card its seat has not seen: only face-up draws, the same"
      + " counts and drawers as the state's, and fromHistory gives the same tricks")
  void draws_inViews_onlyFaceUp() {
    qt(20261208L)
        .withExamples(300)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert((r, seed, moveSeed) -> {
          Rules rules = MATRIX.get(r);
          GameState s = GameState.deal(rules, seed);
          SplitMix64 random = new SplitMix64(moveSeed);
          while (!s.isOver()) {
            List<Move> legal = s.legalMoves();
            s = s.play(legal.get(random.uniform(legal.size())));
            for (int viewer = 0; viewer < s.players(); viewer++) {
              final int seat = viewer;
              PlayerView v = s.view(seat);
              List<Trick> full = s.tricks();
              assertThat(v.tricks()).hasSameSizeAs(full);
              for (int i = 0; i < full.size(); i++) {
                Trick seen = v.tricks().get(i);
                Trick all = full.get(i);
                assertThat(seen.drawCount()).isEqualTo(all.drawCount());
                assertThat(seen.moves()).isEqualTo(all.moves());
                List<Draw> faceUp = new ArrayList<>();
                for (Draw d : all.draws()) {
                  if (d.faceUp()) {
                    faceUp.add(d);
                    // face up: the turned trump, which every seat has seen
                    assertThat(s.turnedTrump()).contains(d.card());
                  }
                }
                assertThat(seen.draws()).isEqualTo(faceUp);
                assertThat(all.drawsSeenBy(seat)).allMatch(d -> d.seat() == seat || d.faceUp());
              }
              assertThat(PlayerView.fromHistory(rules, seat, s.hand(seat), s.turnedTrump(),
                  s.moves())).isEqualTo(v);
            }
          }
        });
  }

  @Test
  @DisplayName("elfern-trumps, seed 42: the loser of the tenth trick draws the turned trump, face"
      + " up, and both views show it (docs/rules.md, \"The turned trump\")")
  void turnedTrump_drawnLast_faceUp() {
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), 42);
    Card trump = s.turnedTrump().orElseThrow();
    while (s.tricks().size() < 10) {
      s = s.play(s.legalMoves().get(0));
    }
    Trick tenth = s.tricks().get(9);
    assertThat(tenth.drawCount()).isEqualTo(2);
    Draw last = tenth.draws().get(1);
    assertThat(last.card()).isEqualTo(trump);
    assertThat(last.faceUp()).isTrue();
    assertThat(last.seat()).isEqualTo(1 - tenth.winner()); // the loser draws second
    assertThat(tenth.draws().get(0).faceUp()).isFalse();
    assertThat(tenth.drawsSeenBy(tenth.winner()))
        .containsExactly(tenth.draws().get(0), last);
    assertThat(tenth.drawsSeenBy(1 - tenth.winner())).containsExactly(last);
    for (int seat = 0; seat < 2; seat++) {
      assertThat(s.view(seat).tricks().get(9).draws()).containsExactly(last);
    }
    // the first trick's draws are face down: a view lists none, but says two were drawn
    Trick first = s.view(0).tricks().get(0);
    assertThat(first.draws()).isEmpty();
    assertThat(first.drawCount()).isEqualTo(2);
    assertThat(first.drawer(0)).isEqualTo(first.winner());
    assertThatThrownBy(() -> first.drawer(2)).isInstanceOf(IndexOutOfBoundsException.class);
    // once the stock is empty nothing is drawn
    while (s.tricks().size() < 11) {
      s = s.play(s.legalMoves().get(0));
    }
    assertThat(s.tricks().get(10).draws()).isEmpty();
    assertThat(s.tricks().get(10).drawCount()).isZero();
  }

  @Test
  @DisplayName("Fünfzehnern deals every card (docs/rules.md, \"The stock and drawing\": only the"
      + " two-player games have a stock): no trick has a draw")
  void noStock_noDraws() {
    for (String game : new String[] {"fuenfzehnern", "fuenfzehnern players=4"}) {
      GameState s = GameState.deal(Rules.parse(game), 7);
      while (!s.isOver()) {
        s = s.play(s.legalMoves().get(0));
      }
      assertThat(s.tricks()).allMatch(t -> t.draws().isEmpty() && t.drawCount() == 0);
    }
  }

  @Test
  @DisplayName("Draw: a seat below 0 or a null card is refused; seenBy is its own seat or face up")
  void draw_value() {
    assertThatThrownBy(() -> new Draw(-1, Card.parse("AH"), false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat");
    assertThatThrownBy(() -> new Draw(0, null, false))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("card");
    Draw d = new Draw(1, Card.parse("AH"), false);
    assertThat(d.seenBy(1)).isTrue();
    assertThat(d.seenBy(0)).isFalse();
    assertThat(new Draw(1, Card.parse("AH"), true).seenBy(0)).isTrue();
  }
}
