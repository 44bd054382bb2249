package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link PlayerView#legalCards()}: the seat to move may play what the state allows it, and the
 * cards of its legal moves; another seat, nothing.
 */
class PlayerViewLegalCardsTest {

  @Test
  void theSeatToMove_hasTheStatesLegalCards_theOthersNone() {
    for (String preset : List.of("elfern", "elfern-trumps head", "fuenfzehnern")) {
      Random random = new Random(11);
      GameState s = GameState.deal(Rules.parse(preset), 11);
      while (!s.isOver()) {
        for (int seat = 0; seat < s.players(); seat++) {
          PlayerView v = s.view(seat);
          if (seat == s.toMove()) {
            assertThat(v.legalCards()).isEqualTo(s.legalCards());
            CardSet ofMoves = CardSet.copyOf(
                v.legalMoves().stream().map(Move::card).distinct().toList());
            assertThat(v.legalCards()).isEqualTo(ofMoves);
          } else {
            assertThat(v.legalCards()).isEmpty();
          }
        }
        List<Move> moves = s.legalMoves();
        s = s.play(moves.get(random.nextInt(moves.size())));
      }
      assertThat(s.view(0).legalCards()).isEqualTo(CardSet.EMPTY);
    }
  }

  @Test
  void aCardOfTheLegalCards_isAlwaysPlayable() {
    GameState s = GameState.deal(Rules.parse("elfern"), 3);
    for (Card c : s.view(s.toMove()).legalCards()) {
      assertThat(s.isLegal(Move.of(c))).isTrue();
    }
  }
}
