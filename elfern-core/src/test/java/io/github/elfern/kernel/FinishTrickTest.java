package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * {@link Kernel#finishTrick}, the one operation that finishes a trick, on tricks whose outcome the
 * rules say plainly (docs/rules.md#trick-winner, #stock, #lead-restrictions), and {@link
 * Kernel#afterTrick} against its definition field by field.
 */
class FinishTrickTest {

  private static int word(String... cards) {
    int w = 0;
    for (int i = 0; i < cards.length; i++) {
      w |= (Card.parse(cards[i]).ordinal() + 1) << (i << 3);
    }
    return w;
  }

  private static int suit(String card) {
    return Card.parse(card).suit().ordinal();
  }

  private static long finish(String rules, int trumpSuit, int leader, int stockPos, int stockLen,
      String... cards) {
    CompiledRules cr = CompiledRules.of(Rules.parse(rules));
    int turn = PackedPosition.turn(Kernel.initialLead(), stockPos, cards.length - 1, leader);
    return Kernel.finishTrick(cr.tables(trumpSuit), word(cards), turn, stockLen);
  }

  @Test
  void elfern_theHigherCardOfTheSuitLedWins_andBothDrawTheWinnerFirst() {
    // Elfern: no trumps, the higher card of the suit led wins, honours count 1 each; the winner
    // draws first, then the other seat, while the stock lasts.
    long o = finish("elfern", -1, 0, 0, 20, "9H", "KH");
    int after = (int) o;
    assertThat(Kernel.winner(o)).isEqualTo(1);
    assertThat(Kernel.trickValue(o)).isEqualTo(1); // the king; the nine counts nothing
    assertThat(PackedPosition.leader(after)).isEqualTo(1);
    assertThat(PackedPosition.size(after)).isZero();
    assertThat(PackedPosition.stockPos(after)).isEqualTo(2);
    assertThat(Kernel.drawer(1, 0, 2)).isEqualTo(1);
    assertThat(Kernel.drawer(1, 1, 2)).isEqualTo(0);
    // Seat 1 took the lead from seat 0 in hearts: hearts binds it, and it has just won the lead.
    int lead = PackedPosition.lead(after);
    assertThat(Kernel.binding(lead)).isEqualTo(suit("KH"));
    assertThat(Kernel.wonLead(lead)).isTrue();
    assertThat(Kernel.firstSuit(lead)).isEqualTo(suit("KH"));
    long score = Kernel.credit(0, o);
    assertThat(PackedPosition.points(score, 1)).isEqualTo(1);
    assertThat(PackedPosition.tricks(score, 1)).isEqualTo(1);
    assertThat(PackedPosition.points(score, 0)).isZero();
    assertThat(PackedPosition.tricks(score, 0)).isZero();
  }

  @Test
  void elfern_aCardOfAnotherSuitLoses_andTheStockRunsOut() {
    long o = finish("elfern", -1, 1, 18, 20, "7C", "AH");
    assertThat(Kernel.winner(o)).isEqualTo(1); // the leader: the ace did not follow suit
    assertThat(Kernel.trickValue(o)).isEqualTo(1);
    assertThat(PackedPosition.stockPos((int) o)).isEqualTo(20);
    assertThat(Kernel.wonLead(PackedPosition.lead((int) o))).isFalse();
    long empty = finish("elfern", -1, 1, 20, 20, "7C", "AH");
    assertThat(PackedPosition.stockPos((int) empty)).isEqualTo(20); // nothing left to draw
  }

  @Test
  void trumps_beatTheSuitLed() {
    long o = finish("elfern-trumps", suit("7D"), 0, 0, 20, "AH", "7D");
    assertThat(Kernel.winner(o)).isEqualTo(1);
  }

  @Test
  void sevenBeatsAce_aSevenTakesALedAce() {
    assertThat(Kernel.winner(finish("elfern-app", -1, 0, 0, 20, "AH", "7H"))).isEqualTo(1);
    assertThat(Kernel.winner(finish("elfern", -1, 0, 0, 20, "AH", "7H"))).isEqualTo(0);
  }

  @Test
  void captureNext_onlyTheNextHigherCardCaptures() {
    // Böhmischer Schneider: the follower captures only with the card just above the one led.
    assertThat(Kernel.winner(finish("bohemian-schneider", -1, 0, 0, 20, "9H", "KH")))
        .isEqualTo(0);
    assertThat(Kernel.winner(finish("bohemian-schneider", -1, 0, 0, 20, "9H", "TH")))
        .isEqualTo(1);
  }

  @Test
  void fuenfzehnern_fourSeats_theHighestOfTheSuitLedWins() {
    // Seat 3 leads; seats 0, 1, 2 follow in turn. A 5 K 4 Q 3 J 2 T 1; no trumps, no stock.
    long o = finish("fuenfzehnern", -1, 3, 0, 0, "QS", "7S", "AS", "KH");
    assertThat(Kernel.winner(o)).isEqualTo(1);
    assertThat(Kernel.trickValue(o)).isEqualTo(3 + 0 + 5 + 4);
    assertThat(PackedPosition.stockPos((int) o)).isZero();
    long score = Kernel.credit(Kernel.credit(0, o), o);
    assertThat(PackedPosition.points(score, 1)).isEqualTo(24);
    assertThat(PackedPosition.tricks(score, 1)).isEqualTo(2);
  }

  @Test
  void theZwangBitEndsWithTheTrick() {
    CompiledRules cr = CompiledRules.of(Rules.parse("fuenfzehnern"));
    int turn = PackedPosition.turn(Kernel.initialLead(), 0, 3, 0) | PackedPosition.ZWANG;
    long o = Kernel.finishTrick(cr.tables(-1), word("QS", "AS", "7S", "8S"), turn, 0);
    assertThat(PackedPosition.zwang((int) o)).isFalse();
    assertThat((int) o >>> PackedPosition.BITS).isZero();
  }

  @Test
  void afterTrick_isItsDefinitionFieldByField() {
    int checked = 0;
    for (int lead = 0; lead < 1 << 14; lead++) {
      for (int ledSuit = 0; ledSuit < 4; ledSuit++) {
        for (int winner = 0; winner < 2; winner++) {
          boolean won = winner != 0; // the leader is seat 0
          int first = Kernel.firstSuit(lead) < 0 ? ledSuit : Kernel.firstSuit(lead);
          int led = Kernel.ledSuits(lead) | (1 << ledSuit);
          int expected = won
              ? Kernel.packLead(ledSuit, Kernel.binding(lead), true, first, led)
              : Kernel.packLead(Kernel.binding(lead), Kernel.secondary(lead), false, first, led);
          int actual = Kernel.afterTrick(lead, ledSuit, 0, winner);
          if (actual != expected) { // one assertion per case would take seconds
            assertThat(actual).as("lead %s, led suit %s, winner %s", lead, ledSuit, winner)
                .isEqualTo(expected);
          }
          checked++;
        }
      }
    }
    assertThat(checked).isEqualTo((1 << 14) * 4 * 2);
  }
}
