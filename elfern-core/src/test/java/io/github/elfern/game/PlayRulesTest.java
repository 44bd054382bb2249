package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What a follower may play and who wins the trick, in every game and option of docs/rules.md, on
 * hand-made positions whose expected answers follow from the rule texts. A position with stock
 * {@code "-"} is in phase 2.
 */
class PlayRulesTest {

  private static CardSet cards(String tokens) {
    return CardSet.parse(tokens);
  }

  /** Seat 0 has led {@code led}; seat 1 holds {@code hand1}; no stock (phase 2). */
  private static GameState follow(String rules, String led, String hand1) {
    int size = cards(hand1).size() - 1;
    // Forehand keeps low spades and clubs that no test uses, one card fewer than the follower.
    String[] filler = {"9C", "8C", "TC", "JC"};
    StringBuilder hand0 = new StringBuilder();
    for (int i = 0; i < size; i++) {
      hand0.append(filler[i]).append(' ');
    }
    String turned = Rules.parse(rules).turnsTrump() ? "QD" : "-";
    return Positions.twoPlayer(rules, hand0.toString().strip(), hand1, "-", turned, 0, led);
  }

  private static int winner(GameState s, String card) {
    GameState t = s.play(card);
    return t.tricks().get(t.tricks().size() - 1).winner();
  }

  private static int pointsTaken(GameState s, String card, int seat) {
    return s.play(card).points(seat) - s.points(seat);
  }

  @Nested
  class PhaseOne {
    @Test
    @DisplayName("phase 1: no obligation to follow suit while the stock lasts (Kiddle, Braillespiel)")
    void legalCards_phaseOne_everyCard() {
      // Seed 42: forehand holds 8H 8C AH 9H QH KD, the dealer QC TS 9S JH AC KH.
      for (String rules : new String[] {"elfern", "elfern head", "elfern-trumps head", "bohemian-points"}) {
        GameState s = GameState.deal(Rules.parse(rules), Deck.shuffled(42)).play("8H");
        assertThat(s.legalCards()).as(rules).isEqualTo(cards("QC TS 9S JH AC KH"));
      }
    }

    @Test
    @DisplayName("phase 2 starts with the first trick led while the stock is empty (docs/rules.md#phases)")
    void legalCards_lastDrawThenPhaseTwo() {
      GameState s = Positions.twoPlayer("elfern", "AC 9C AH KH 7S 9D", "7C 8C TH 9H JS 8D",
          "8S 7D", "-", 0, "-");
      GameState tenth = s.play("AH");
      assertThat(tenth.legalCards()).as("trick 10 is still phase 1").isEqualTo(cards("7C 8C TH 9H JS 8D"));
      GameState eleventh = tenth.play("9H").play("KH");
      assertThat(eleventh.stockSize()).isZero();
      assertThat(eleventh.legalCards()).isEqualTo(cards("TH"));
    }
  }

  @Nested
  class FollowSuit {
    @Test
    @DisplayName("phase 2: the follower must follow suit if able (Kiddle, Braillespiel)")
    void legalCards_phaseTwo_mustFollow() {
      assertThat(follow("elfern", "KH", "AH 7H 8S").legalCards()).isEqualTo(cards("AH 7H"));
      assertThat(follow("bohemian-points", "KH", "AH 7H 8S").legalCards()).isEqualTo(cards("AH 7H"));
      assertThat(follow("elfern-app", "KH", "AH 7H 8S").legalCards()).isEqualTo(cards("AH 7H"));
    }

    @Test
    @DisplayName("phase 2: a follower void in the suit led may play any card (Kiddle)")
    void legalCards_phaseTwoVoid_anyCard() {
      assertThat(follow("elfern", "KH", "8S 9D TD").legalCards()).isEqualTo(cards("8S 9D TD"));
    }

    @Test
    @DisplayName("elfern-trumps phase 2: follow suit if able, else trump if able, else any (Kiddle)")
    void legalCards_trumps_followElseTrump() {
      // Trumps are diamonds (QD turned, already played).
      assertThat(follow("elfern-trumps", "KH", "7H 8D 8S").legalCards()).isEqualTo(cards("7H"));
      assertThat(follow("elfern-trumps", "KH", "8D 9D 8S").legalCards()).isEqualTo(cards("8D 9D"));
      assertThat(follow("elfern-trumps", "KH", "8S 7S 7C").legalCards()).isEqualTo(cards("8S 7S 7C"));
      assertThat(follow("elfern-trumps", "KD", "AD 9S").legalCards()).isEqualTo(cards("AD"));
    }
  }

  @Nested
  class Head {
    @Test
    @DisplayName("head=true without trumps: follow and win if able, else follow, else any (Meyers)")
    void legalCards_headNoTrumps() {
      assertThat(follow("elfern head", "KH", "AH 7H 8S").legalCards()).isEqualTo(cards("AH"));
      assertThat(follow("elfern head", "KH", "8H 7H 8S").legalCards()).isEqualTo(cards("8H 7H"));
      assertThat(follow("elfern head", "KH", "8S 9D TD").legalCards()).isEqualTo(cards("8S 9D TD"));
      assertThat(follow("bohemian-points head", "TH", "AH JH 9H").legalCards()).isEqualTo(cards("AH JH"));
    }

    @Test
    @DisplayName("head=true with trumps: follow and win if able, else follow, else trump (Meyers, Kiddle)")
    void legalCards_headWithTrumps() {
      assertThat(follow("elfern-trumps head", "KH", "AH 7H 8D").legalCards()).isEqualTo(cards("AH"));
      assertThat(follow("elfern-trumps head", "KH", "7H 8H 8D").legalCards()).isEqualTo(cards("7H 8H"));
      assertThat(follow("elfern-trumps head", "KH", "8D 9D 8S").legalCards()).isEqualTo(cards("8D 9D"));
      assertThat(follow("elfern-trumps head", "KD", "AD 7D 9S").legalCards()).isEqualTo(cards("AD"));
      assertThat(follow("elfern-trumps head", "KD", "8D 7D 9S").legalCards()).isEqualTo(cards("8D 7D"));
    }

    @Test
    @DisplayName("head with seven-beats-ace: a seven is forced on a led ace (Meyers 1905, the app)")
    void legalCards_headSevenBeatsAce_sevenForcedOnAce() {
      assertThat(follow("elfern head seven-beats-ace", "AH", "7H 9H KS").legalCards()).isEqualTo(cards("7H"));
      assertThat(follow("elfern-app head", "AH", "7H 9H KS").legalCards()).isEqualTo(cards("7H"));
      assertThat(follow("elfern-trumps head seven-beats-ace", "AD", "7D 9D 9S").legalCards())
          .isEqualTo(cards("7D"));
      // Without the seven, nothing beats the ace: just follow.
      assertThat(follow("elfern head seven-beats-ace", "AH", "8H 9H KS").legalCards()).isEqualTo(cards("8H 9H"));
      // Without head the seven is merely allowed; without seven-beats-ace it cannot win.
      assertThat(follow("elfern-app", "AH", "7H 9H KS").legalCards()).isEqualTo(cards("7H 9H"));
      assertThat(follow("elfern head", "AH", "7H 9H KS").legalCards()).isEqualTo(cards("7H 9H"));
    }
  }

  @Nested
  class TrickWinner {
    @Test
    @DisplayName("the highest card of the suit led wins; other suits never win (Kiddle)")
    void winner_highestOfSuitLed() {
      assertThat(winner(follow("elfern", "8H", "9H"), "9H")).isEqualTo(1);
      assertThat(winner(follow("elfern", "9H", "8H"), "8H")).isZero();
      assertThat(winner(follow("elfern", "8H", "AC"), "AC")).isZero();
      assertThat(winner(follow("elfern", "TH", "JH"), "JH")).as("ten ranks low").isEqualTo(1);
      assertThat(winner(follow("elfern", "9H", "TH"), "TH")).isEqualTo(1);
    }

    @Test
    @DisplayName("with trumps the highest trump wins, else the highest card of the suit led (Kiddle)")
    void winner_trumps() {
      assertThat(winner(follow("elfern-trumps", "AH", "7D"), "7D")).isEqualTo(1);
      assertThat(winner(follow("elfern-trumps", "7D", "8D"), "8D")).isEqualTo(1);
      assertThat(winner(follow("elfern-trumps", "8D", "AH"), "AH")).isZero();
      assertThat(winner(follow("elfern-trumps", "8H", "9S"), "9S")).isZero();
    }

    @Test
    @DisplayName("seven-beats-ace: a seven following a led ace of its suit wins (the app's README)")
    void winner_sevenBeatsAce() {
      GameState s = follow("elfern-app", "AH", "7H");
      assertThat(winner(s, "7H")).isEqualTo(1);
      assertThat(pointsTaken(s, "7H", 1)).as("the ace is an honour, the seven not").isEqualTo(1);
      assertThat(winner(follow("elfern-app", "7H", "AH"), "AH")).as("a led seven is no ace").isEqualTo(1);
      assertThat(winner(follow("elfern-app", "AH", "KH"), "KH")).isZero();
      assertThat(winner(follow("elfern-app", "AH", "7S"), "7S")).as("only the seven of the ace's suit")
          .isZero();
      assertThat(winner(follow("elfern", "AH", "7H"), "7H")).as("off by default in elfern").isZero();
      assertThat(winner(follow("elfern-trumps seven-beats-ace", "AD", "7D"), "7D")).isEqualTo(1);
      assertThat(winner(follow("bohemian-points seven-beats-ace", "AS", "7S"), "7S")).isEqualTo(1);
    }

    @Test
    @DisplayName("seven-beats-ace also in phase 1 (the app's README)")
    void winner_sevenBeatsAce_phaseOne() {
      GameState s = Positions.twoPlayer("elfern-app", "AC 9C AH KH 7S 9D", "7C 8C TH 9H JS 8D",
          "8S 7D", "-", 0, "-");
      assertThat(winner(s.play("AC"), "7C")).isEqualTo(1);
      assertThat(winner(s.play("AC"), "8C")).isZero();
    }

    @Test
    @DisplayName("bohemian-schneider: only the next-higher card of the suit led captures; a led ace"
        + " never is captured (English and German Wikipedia)")
    void winner_bohemianNext() {
      assertThat(winner(follow("bohemian-schneider", "9H", "TH"), "TH")).isEqualTo(1);
      assertThat(winner(follow("bohemian-schneider", "9H", "JH"), "JH")).isZero();
      assertThat(winner(follow("bohemian-schneider", "7H", "8H"), "8H")).isEqualTo(1);
      assertThat(winner(follow("bohemian-schneider", "TH", "JH"), "JH")).as("ten ranks low").isEqualTo(1);
      assertThat(winner(follow("bohemian-schneider", "KH", "AH"), "AH")).isEqualTo(1);
      assertThat(winner(follow("bohemian-schneider", "QH", "AH"), "AH")).isZero();
      assertThat(winner(follow("bohemian-schneider", "AH", "7H"), "7H")).isZero();
      assertThat(winner(follow("bohemian-schneider", "AH", "KH"), "KH")).isZero();
      assertThat(winner(follow("bohemian-schneider", "9H", "TS"), "TS")).isZero();
    }

    @Test
    @DisplayName("bohemian-schneider capture=next is by rank, even when the card between is out"
        + " (Wikipedia: 'the next higher card'; engine doc of Capture.NEXT)")
    void winner_bohemianNext_byRankNotByCardsLeft() {
      // TH has been played (it is in no hand), yet JH still does not capture 9H.
      GameState s = Positions.twoPlayer("bohemian-schneider", "9C", "JH 8S", "-", "-", 0, "9H");
      assertThat(s.playedCards()).contains(io.github.elfern.card.Card.TEN_OF_HEARTS);
      assertThat(winner(s, "JH")).isZero();
    }

    @Test
    @DisplayName("bohemian-schneider capture=higher: any higher card of the suit led captures (Kiddle)")
    void winner_bohemianHigher() {
      assertThat(winner(follow("bohemian-schneider capture=higher", "9H", "JH"), "JH")).isEqualTo(1);
      assertThat(winner(follow("bohemian-schneider capture=higher", "9H", "8H"), "8H")).isZero();
      assertThat(winner(follow("bohemian-schneider capture=higher", "AH", "7H"), "7H")).isZero();
      assertThat(winner(follow("bohemian-schneider capture=higher", "9H", "AS"), "AS")).isZero();
    }

    @Test
    @DisplayName("bohemian-schneider: no obligation to follow suit at any time, not even in phase 2")
    void legalCards_bohemian_noObligation() {
      assertThat(follow("bohemian-schneider", "9H", "TH JH 8S").legalCards()).isEqualTo(cards("TH JH 8S"));
    }

    @Test
    @DisplayName("fuenfzehnern: must follow suit; the highest card of the suit led wins (Wikipedia's Fünfzehnern)")
    void winner_fuenfzehnern() {
      GameState s = Positions.start("fuenfzehnern lead=none zwang=false",
          "KC 7S 7H 7D 8S 8H 8D 9S", "AC 9C KS KH KD QS QH QD",
          "QC TC AS AH AD JS JH JD", "JC 8C 7C TS TH TD 9H 9D").play("KC");
      assertThat(s.legalCards()).isEqualTo(cards("AC 9C"));
      GameState t = s.play("9C").play("QC").play("JC");
      assertThat(t.tricks().get(0).winner()).as("KC beats QC, JC and 9C").isZero();
      assertThat(t.points(0)).as("K 4 + Q 3 + J 2").isEqualTo(9);
      assertThat(t.toMove()).isZero();
      GameState u = s.play("AC");
      assertThat(u.legalCards()).isEqualTo(cards("QC TC"));
      GameState v = u.play("TC");
      assertThat(v.legalCards()).isEqualTo(cards("JC 8C 7C"));
      GameState w = v.play("8C");
      assertThat(w.tricks().get(0).winner()).isEqualTo(1);
      assertThat(w.points(1)).as("A 5 + K 4 + T 1").isEqualTo(10);
      assertThat(w.toMove()).as("the winner leads").isEqualTo(1);
    }
  }
}
