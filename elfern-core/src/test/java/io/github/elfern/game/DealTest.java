package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Suit;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The deals, stock sizes, drawing order and turned trump (docs/rules.md#dealing, #stock, #trumps), on
 * the deck of the EGN.md §13 example (seed 42). Expected hands are worked out by hand from the deck.
 */
class DealTest {

  /** Seed 42, top card first (the example of EGN.md §13; the shuffle of §12). */
  private static final Deck DECK_42 = Deck.parse(
      "8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H");

  private static CardSet cards(String tokens) {
    return CardSet.parse(tokens);
  }

  @Test
  @DisplayName("elfern deals 6 each in batches of two, forehand first; 20 left as stock (Kiddle, Braillespiel, the app's README)")
  void deal_elfern_twoTwoTwoForehandFirst() {
    GameState s = GameState.deal(Rules.preset("elfern"), DECK_42);
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C AH 9H QH KD"));
    assertThat(s.hand(1)).isEqualTo(cards("QC TS 9S JH AC KH"));
    assertThat(s.stockSize()).isEqualTo(20);
    assertThat(s.stock()).isEqualTo(Positions.parseList(
        "QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H"));
    assertThat(s.toMove()).as("forehand leads first (Kiddle)").isZero();
    assertThat(s.leader()).isZero();
    assertThat(s.turnedTrump()).isEmpty();
    assertThat(s.trumpSuit()).isEmpty();
    assertThat(s.trickNumber()).isEqualTo(1);
    assertThat(s.remainingPlays()).isEqualTo(32);
  }

  @Test
  @DisplayName("hand=5 deals 2-2, 2-2, 1-1 and leaves 22 in the stock (Kiddle, fewer hand cards)")
  void deal_handFive_twoTwoOne() {
    GameState s = GameState.deal(Rules.parse("elfern hand=5"), DECK_42);
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C AH 9H QH"));
    assertThat(s.hand(1)).isEqualTo(cards("QC TS 9S JH KD"));
    assertThat(s.stockSize()).isEqualTo(22);
    assertThat(s.stock().get(0)).isEqualTo(Card.ACE_OF_CLUBS);
  }

  @Test
  @DisplayName("hand=4 deals 2-2, 2-2 and leaves 24 in the stock (Kiddle, fewer hand cards)")
  void deal_handFour_twoTwo() {
    GameState s = GameState.deal(Rules.parse("elfern hand=4"), DECK_42);
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C AH 9H"));
    assertThat(s.hand(1)).isEqualTo(cards("QC TS 9S JH"));
    assertThat(s.stockSize()).isEqualTo(24);
    assertThat(s.stock().get(0)).isEqualTo(Card.QUEEN_OF_HEARTS);
  }

  @Test
  @DisplayName("bohemian-schneider deals two packets of three, forehand first; 20 stock (Wikipedia)")
  void deal_bohemianSchneider_threeThree() {
    GameState s = GameState.deal(Rules.preset("bohemian-schneider"), DECK_42);
    // 8H 8C QC to forehand, TS AH 9H to the dealer, 9S JH QH to forehand, KD AC KH to the dealer.
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C QC 9S JH QH"));
    assertThat(s.hand(1)).isEqualTo(cards("TS AH 9H KD AC KH"));
    assertThat(s.stockSize()).isEqualTo(20);
    assertThat(s.stock().get(0)).isEqualTo(Card.QUEEN_OF_DIAMONDS);
  }

  @Test
  @DisplayName("bohemian-points deals as elfern (Braillespiel: 'play as elfern')")
  void deal_bohemianPoints_asElfern() {
    GameState s = GameState.deal(Rules.preset("bohemian-points"), DECK_42);
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C AH 9H QH KD"));
    assertThat(s.hand(1)).isEqualTo(cards("QC TS 9S JH AC KH"));
    assertThat(s.stockSize()).isEqualTo(20);
  }

  @Test
  @DisplayName("fuenfzehnern deals all 32 cards, 8 each in batches of four clockwise from eldest (our"
      + " choice); no stock; eldest leads (Wikipedia's Fünfzehnern)")
  void deal_fuenfzehnern_fourFourClockwise() {
    GameState s = GameState.deal(Rules.preset("fuenfzehnern"), DECK_42);
    assertThat(s.players()).isEqualTo(4);
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C QC TS JC JS TD AD"));
    assertThat(s.hand(1)).isEqualTo(cards("AH 9H 9S JH QS 8D 8S 9D"));
    assertThat(s.hand(2)).isEqualTo(cards("QH KD AC KH TH 9C 7D KC"));
    assertThat(s.hand(3)).isEqualTo(cards("QD 7S 7C JD KS AS TC 7H"));
    assertThat(s.stockSize()).isZero();
    assertThat(s.stock()).isEmpty();
    assertThat(s.toMove()).isZero();
  }

  @Test
  @DisplayName("fuenfzehnern players=3 uses 24 cards without diamonds, 8 each (Parlett via Wikipedia's Fünfzehnern)")
  void deal_fuenfzehnernThree_noDiamonds() {
    Rules rules = Rules.parse("fuenfzehnern players=3");
    assertThat(rules.deck().size()).isEqualTo(24);
    assertThat(rules.deck().hasSuit(Suit.DIAMONDS)).isFalse();
    GameState s = GameState.deal(rules, Deck.canonical(rules.deck()));
    assertThat(s.players()).isEqualTo(3);
    assertThat(s.hand(0)).isEqualTo(cards("AC KC QC JC TS 9S 8S 7S"));
    assertThat(s.hand(1)).isEqualTo(cards("TC 9C 8C 7C AH KH QH JH"));
    assertThat(s.hand(2)).isEqualTo(cards("AS KS QS JS TH 9H 8H 7H"));
    assertThat(s.stockSize()).isZero();
  }

  @Test
  @DisplayName("a deck that is not the rules' deck is refused (players=3 has no diamonds)")
  void deal_wrongDeck_isRefused() {
    Rules three = Rules.parse("fuenfzehnern players=3");
    assertThatThrownBy(() -> GameState.deal(three, DECK_42)).isInstanceOf(IllegalArgumentException.class);
    Deck short31 = Deck.of(DECK_42.cards().subList(0, 31));
    assertThatThrownBy(() -> GameState.deal(Rules.preset("elfern"), short31))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("the trick winner draws first, then the other player (Kiddle)")
  void play_afterTrick_winnerDrawsFirst() {
    // EGN.md §13 example: forehand leads KD, the dealer discards 9S; forehand wins.
    GameState s = GameState.deal(Rules.preset("elfern"), DECK_42).play("KD 9S");
    assertThat(s.tricks().get(0).winner()).isZero();
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C AH 9H QH QD"));
    assertThat(s.hand(1)).isEqualTo(cards("QC TS JH AC KH 7S"));
    assertThat(s.stockSize()).isEqualTo(18);
    assertThat(s.toMove()).as("the winner leads").isZero();
    // The dealer captures 8C with QC in trick 2 and so draws first: 7C to him, JD to forehand.
    GameState t = s.play("8C QC");
    assertThat(t.tricks().get(1).winner()).isEqualTo(1);
    assertThat(t.hand(1)).contains(Card.SEVEN_OF_CLUBS);
    assertThat(t.hand(0)).contains(Card.JACK_OF_DIAMONDS);
    assertThat(t.toMove()).as("the trick winner leads (Kiddle)").isEqualTo(1);
    assertThat(t.points(1)).as("QC is an honour, 8C is not").isEqualTo(1);
  }

  @Test
  @DisplayName("elfern-trumps turns the top card of the stock; its suit is trumps; it lies under the"
      + " stock and is drawn last (Kiddle 'Trump suit'; our choice as in Schnapsen)")
  void deal_elfernTrumps_turnsTopOfStock() {
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), DECK_42);
    assertThat(s.hand(0)).isEqualTo(cards("8H 8C AH 9H QH KD"));
    assertThat(s.hand(1)).isEqualTo(cards("QC TS 9S JH AC KH"));
    assertThat(s.turnedTrump()).contains(Card.QUEEN_OF_DIAMONDS);
    assertThat(s.trumpSuit()).contains(Suit.DIAMONDS);
    assertThat(s.stockSize()).isEqualTo(20);
    assertThat(s.stock()).isEqualTo(Positions.parseList(
        "7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC KS AS TC 7H QD"));
  }

  @Test
  @DisplayName("the turned trump is drawn by the loser of the tenth trick (docs/rules.md#trumps, our choice)")
  void play_tenthTrick_loserDrawsTurnedTrump() {
    // Trick 10: two cards left in the stock, 8S on top of the turned QD.
    GameState s = Positions.twoPlayer("elfern-trumps", "AC 9C AH KH 7S 9D", "7C 8C TH 9H JS 8D",
        "8S QD", "QD", 0, "-");
    assertThat(s.trickNumber()).isEqualTo(10);
    GameState forehandWins = s.play("AC 7C");
    assertThat(forehandWins.hand(0)).isEqualTo(cards("9C AH KH 7S 9D 8S"));
    assertThat(forehandWins.hand(1)).isEqualTo(cards("8C TH 9H JS 8D QD"));
    assertThat(forehandWins.stockSize()).isZero();
    assertThat(forehandWins.isPhaseTwo()).isTrue();
    // In phase 1 the dealer may trump instead of following clubs, wins, and forehand gets QD.
    GameState dealerWins = s.play("AC 8D");
    assertThat(dealerWins.tricks().get(0).winner()).isEqualTo(1);
    assertThat(dealerWins.hand(0)).isEqualTo(cards("9C AH KH 7S 9D QD"));
    assertThat(dealerWins.hand(1)).isEqualTo(cards("7C 8C TH 9H JS 8S"));
  }

  @Test
  @DisplayName("with hand=5 and trumps the turned card goes to the loser of the eleventh trick")
  void play_handFiveTrumps_stockOfTwentyTwoLastsElevenTricks() {
    GameState s = GameState.deal(Rules.parse("elfern-trumps hand=5"), DECK_42);
    assertThat(s.stockSize()).isEqualTo(22);
    assertThat(s.turnedTrump()).contains(Card.ACE_OF_CLUBS);
    int tricks = 0;
    while (s.stockSize() > 0) {
      CardSet legal = s.legalCards();
      s = s.play(legal.first());
      if (s.currentTrick().isEmpty()) {
        tricks++;
      }
    }
    assertThat(tricks).isEqualTo(11);
    int loser = 1 - s.tricks().get(10).winner();
    assertThat(s.hand(loser)).contains(Card.ACE_OF_CLUBS);
    assertThat(s.hand(1 - loser)).doesNotContain(Card.ACE_OF_CLUBS);
  }
}
