package io.github.elfern.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A match knows its deals: {@link Match#record(GameState)} takes only the deal it dealt, and
 * {@link Match#playedDeal(GameState)} pairs a deal with the players in the seats they played.
 */
class MatchDealsTest {

  private static final Rules ELFERN = Rules.preset("elfern");

  private static Match match() {
    return Match.start(ELFERN, Scoring.parse("tendler"), List.of("Anna", "Ben"), 11);
  }

  private static GameState playOut(GameState s) {
    SplitMix64 random = new SplitMix64(5);
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(random.uniform(s.legalMoves().size())));
    }
    return s;
  }

  private static List<Card> cardsOf(GameState s) {
    List<Card> all = new ArrayList<>(s.stock());
    for (int seat = 0; seat < s.players(); seat++) {
      all.addAll(s.hand(seat).toList());
    }
    return all;
  }

  @Test
  @DisplayName("record refuses a deal from another deck, naming no card")
  void record_anotherDeck_refused() {
    Match m = match();
    GameState other = playOut(GameState.deal(ELFERN, m.dealSeed() + 1));
    GameState start = other.start();
    assertThatThrownBy(() -> m.record(other))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the deal is not this match's deal 1: it was dealt from another deck (the"
            + " match deals the portable shuffle of dealSeed(), from its seed)")
        .satisfies(e -> {
          for (Card c : cardsOf(start)) {
            assertThat(e.getMessage()).doesNotContain(c.notation());
          }
        });
    assertThatThrownBy(() -> m.playedDeal(other)).hasMessageContaining("another deck");
    // the match's own deal is taken, and the next one is then refused: it was deal 1
    GameState own = playOut(m.deal());
    Match after = m.record(own);
    assertThatThrownBy(() -> after.record(own))
        .hasMessageStartingWith("the deal is not this match's deal 2");
  }

  @Test
  @DisplayName("record refuses a deal under other rules, a position parsed mid-deal, and an"
      + " unfinished deal")
  void record_otherRulesOrStartOrUnfinished_refused() {
    Match m = match();
    GameState trumps = playOut(GameState.deal(Rules.preset("elfern-trumps"), m.dealSeed()));
    assertThatThrownBy(() -> m.record(trumps))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deal 1 was played under 'elfern-trumps' but the match plays 'elfern'");
    GameState dealt = m.deal();
    GameState played = dealt;
    for (int i = 0; i < 4; i++) {
      played = played.play(played.legalMoves().get(0));
    }
    GameState twoTricks = played;
    GameState parsed = playOut(GameState.fromPosition(twoTricks.position()));
    assertThatThrownBy(() -> m.record(parsed))
        .hasMessage("the deal is not this match's deal 1: its history starts in trick 3, not at"
            + " the deal (the match deals the portable shuffle of dealSeed(), from its seed)");
    // the start parsed from the deal's own position is the same deal: taken
    GameState sameStart = playOut(GameState.fromPosition(dealt.position()));
    assertThat(m.record(sameStart)).isEqualTo(m.record(sameStart.result()));
    GameState other = GameState.fromPosition(GameState.deal(ELFERN, 3).position());
    assertThatThrownBy(() -> m.record(playOut(other)))
        .hasMessageContaining("its hands and stock are not those the match dealt");
    assertThatThrownBy(() -> m.record(twoTricks)).hasMessageContaining("deal 1 is not over");
  }

  @Test
  @DisplayName("a shuffled deck that deals the same hands and stock is the same deal")
  void record_sameDealFromReorderedDeck_taken() {
    Match m = match();
    Deck d = Deck.shuffled(ELFERN.deck(), m.dealSeed());
    List<Card> cards = new ArrayList<>(d.cards());
    // forehand's first two cards swapped: the same hand, dealt in another order
    Card first = cards.get(0);
    cards.set(0, cards.get(1));
    cards.set(1, first);
    GameState s = playOut(GameState.deal(ELFERN, Deck.of(cards)));
    assertThat(m.record(s)).isEqualTo(m.record(s.result()));
  }

  @Test
  @DisplayName("playedDeal names the players in the seats of the deal they played, deal after"
      + " deal, while the seating alternates")
  void playedDeal_seatsAlternate() {
    Match m = match();
    List<List<String>> seen = new ArrayList<>();
    for (int d = 0; d < 6 && !m.isOver(); d++) {
      List<String> expected = new ArrayList<>();
      for (int seat = 0; seat < 2; seat++) {
        expected.add(m.players().get(m.seating().get(seat)));
      }
      assertThat(m.playersBySeat()).isEqualTo(expected);
      GameState s = playOut(m.deal());
      PlayedDeal played = m.playedDeal(s);
      assertThat(played.state()).isEqualTo(s);
      assertThat(played.playersBySeat()).isEqualTo(expected);
      assertThat(played.playerAt(1)).isEqualTo(m.players().get(m.dealer()));
      Match next = m.record(s);
      ScoredDeal scored = next.history().get(next.history().size() - 1);
      // the deal's own seating, recorded in its ScoredDeal
      for (int seat = 0; seat < 2; seat++) {
        assertThat(played.playerAt(seat))
            .isEqualTo(m.players().get(scored.seating().get(seat)));
      }
      seen.add(played.playersBySeat());
      m = next;
    }
    assertThat(seen).contains(List.of("Anna", "Ben"), List.of("Ben", "Anna"));
  }

  @Test
  @DisplayName("PlayedDeal refuses a wrong number of names, a blank name, a control character"
      + " and half a surrogate pair; toString names no card")
  void playedDeal_names() {
    GameState s = GameState.deal(ELFERN, 1);
    assertThatThrownBy(() -> new PlayedDeal(s, List.of("Anna")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a deal of elfern has 2 seats, but 1 players are named");
    assertThatThrownBy(() -> new PlayedDeal(s, List.of("Anna", " ")))
        .hasMessage("the name of the player in seat 1 (dealer) ' ' is blank");
    assertThatThrownBy(() -> new PlayedDeal(s, List.of("A\nB", "Ben")))
        .hasMessage("the name of the player in seat 0 (forehand) 'A\\u000AB' has a control or"
            + " invisible character; a name must print on one line as it reads");
    assertThatThrownBy(() -> new PlayedDeal(s, List.of("Anna\ud83d", "Ben")))
        .hasMessageContaining("half a surrogate pair");
    assertThat(new PlayedDeal(s, List.of("Anna", "Anna")).playersBySeat())
        .containsExactly("Anna", "Anna"); // a bot against itself
    assertThat(new PlayedDeal(s, List.of("Anna", "Ben")).toString())
        .isEqualTo("Anna; Ben: trick 1, seat 0 (forehand) to play, 32 cards still to play");
  }

  @Test
  @DisplayName("a match refuses a name with half a surrogate pair, which no UTF-8 file can hold")
  void start_unpairedSurrogate_refused() {
    assertThatThrownBy(() -> Match.start(ELFERN, Scoring.parse("tendler"),
        List.of("Anna\ud83d", "Ben"), 1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("player 1's name 'Anna\\uD83D' has half a surrogate pair");
    assertThat(Match.start(ELFERN, Scoring.parse("tendler"), List.of("Anna \ud83c\udca1", "Ben"),
        1).players()).containsExactly("Anna \ud83c\udca1", "Ben");
  }
}
