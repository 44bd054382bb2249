package io.github.elfern.game;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The search cursor and the immutable state are two front ends of one kernel: over random deals of
 * every preset and option combination ({@link RulesMatrix}), with undo at random points, they must
 * give the same legal moves, trick winners, points and results at every step (docs/rules.md, all
 * sections: both must follow the same rules). {@link GamePropertiesTest} checks the state against
 * an independent model of docs/rules.md, so agreement here carries that check over to the cursor.
 */
class DealCursorPropertiesTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  private static void assertSame(DealCursor c, GameState s, String at) {
    assertThat(c.isOver()).as("over, %s", at).isEqualTo(s.isOver());
    assertThat(c.legalCards()).as("legal cards, %s", at).isEqualTo(s.legalCards());
    assertThat(c.legalMoves()).as("legal moves, %s", at).isEqualTo(s.legalMoves());
    assertThat(c.toMove()).as("to move, %s", at).isEqualTo(s.toMove());
    assertThat(c.leader()).as("leader (trick winner), %s", at).isEqualTo(s.leader());
    assertThat(c.stockSize()).as("stock, %s", at).isEqualTo(s.stockSize());
    assertThat(c.trickSize()).as("trick size, %s", at).isEqualTo(s.currentTrick().size());
    assertThat(c.isZwangAnnounced()).as("zwang, %s", at).isEqualTo(s.isZwangAnnounced());
    assertThat(c.playedMask()).as("played, %s", at).isEqualTo(s.playedCards().mask());
    assertThat(c.remainingPlays()).as("remaining, %s", at).isEqualTo(s.remainingPlays());
    for (int seat = 0; seat < s.players(); seat++) {
      assertThat(c.hand(seat)).as("hand %d, %s", seat, at).isEqualTo(s.hand(seat));
      assertThat(c.points(seat)).as("points %d, %s", seat, at).isEqualTo(s.points(seat));
      assertThat(c.tricksWon(seat)).as("tricks %d, %s", seat, at).isEqualTo(s.tricksWon(seat));
    }
    if (s.isOver()) {
      assertThat(c.result()).as("result, %s", at).isEqualTo(s.result());
    }
  }

  @Tag("slow")
  @Test
  @DisplayName("cursor and GameState agree at every step of random deals of every preset and"
      + " option, with undo at random points")
  void cursor_randomDealsWithUndo_agreesWithGameState() {
    qt(20261123L)
        .withExamples(1500)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(), longs().all())
        .checkAssert(
            (r, seed, moveSeed) -> {
              Rules rules = MATRIX.get(r);
              Deck deck = Deck.shuffled(rules.deck(), seed);
              GameState start = GameState.deal(rules, deck);
              DealCursor c;
              if ((seed & 1) == 0) {
                c = DealCursor.of(start);
              } else { // a cursor reused from another deal, dealt directly
                c = DealCursor.of(GameState.deal(MATRIX.get(0), 1L));
                c.play(Integer.numberOfTrailingZeros(c.legalMask()));
                c.reset(rules, deck);
              }
              SplitMix64 random = new SplitMix64(moveSeed);
              List<GameState> path = new ArrayList<>();
              path.add(start);
              String where = rules.notation() + " seed " + Long.toUnsignedString(seed);
              int steps = 0;
              while (true) {
                GameState s = path.get(path.size() - 1);
                String at = where + " after " + s.moves();
                assertSame(c, s, at);
                assertThat(c.ply()).isEqualTo(path.size() - 1);
                if (s.isOver() || steps++ > 200) {
                  break;
                }
                if (path.size() > 1 && random.uniform(4) == 0) {
                  int back = 1 + random.uniform(Math.min(path.size() - 1, 5));
                  for (int i = 0; i < back; i++) {
                    c.undo();
                    path.remove(path.size() - 1);
                  }
                  continue;
                }
                List<Move> legal = s.legalMoves();
                Move m = legal.get(random.uniform(legal.size()));
                c.play(m);
                path.add(s.play(m));
              }
              GameState last = path.get(path.size() - 1);
              assertThat(c.toState()).as("toState, %s", where).isEqualTo(last);
              assertThat(c.toState().position()).isEqualTo(last.position());
            });
  }

  @Test
  @DisplayName("an illegal play on the cursor throws the same IllegalPlayException as GameState"
      + " and leaves the cursor unchanged")
  void cursor_illegalPlay_sameMessageAsGameState() {
    Rules rules = Rules.preset("elfern");
    GameState s = GameState.deal(rules, Deck.shuffled(rules.deck(), 7L)).play("");
    // Lead a card, then try every card the follower holds but may not play.
    GameState led = s.play(s.legalMoves().get(0));
    DealCursor c = DealCursor.of(led);
    int hand = led.hand(led.toMove()).mask();
    int illegal = hand & ~led.legalCards().mask();
    for (int m = illegal; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      io.github.elfern.card.Card k = io.github.elfern.card.Card.ofIndex(card);
      String expected = null;
      try {
        led.play(k);
      } catch (IllegalPlayException e) {
        expected = e.getMessage();
      }
      assertThat(expected).isNotNull();
      assertThatThrownBy(() -> c.play(card)).isInstanceOf(IllegalPlayException.class)
          .hasMessage(expected);
      assertThat(c.ply()).isZero();
    }
    assertThatThrownBy(c::undo).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("no move to undo");
  }

  @Test
  @DisplayName("a cursor dealt from a generator is at the deal of the portable shuffle drawn from"
      + " it, and leaves the generator where Deck.shuffled leaves it")
  void reset_fromGenerator_dealsThePortableShuffle() {
    qt(20261124L)
        .withExamples(300)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all())
        .checkAssert(
            (r, seed) -> {
              Rules rules = MATRIX.get(r);
              SplitMix64 a = new SplitMix64(seed);
              SplitMix64 b = new SplitMix64(seed);
              GameState expected = GameState.deal(rules, Deck.shuffled(rules.deck(), a));
              // reused from a deal of other rules, with a move played: all of it is forgotten
              DealCursor c = DealCursor.of(GameState.deal(MATRIX.get((r + 1) % MATRIX.size()), 3L));
              c.play(Integer.numberOfTrailingZeros(c.legalMask()));
              c.reset(rules, b);
              String at = rules.notation() + " seed " + Long.toUnsignedString(seed);
              assertSame(c, expected, at);
              assertThat(c.ply()).as("ply, %s", at).isZero();
              assertThat(b.nextLong()).as("generator, %s", at).isEqualTo(a.nextLong());
              assertThat(c.toState()).as("toState, %s", at).isEqualTo(expected);
              // and the cursor plays on from there as the state does
              GameState s = expected;
              while (!s.isOver()) {
                Move m = s.legalMoves().get(s.legalMoves().size() - 1);
                c.play(m);
                s = s.play(m);
                assertSame(c, s, at + " after " + s.moves());
              }
            });
  }
}
