package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Fünfzehnern's lead restrictions and Zwang (Wikipedia's Fünfzehnern; docs/rules.md#lead-restrictions), on deals
 * built by hand so that each restriction bites; the expected sets of legal leads are worked out by
 * hand in the comments.
 */
class FuenfzehnernTest {

  /**
   * Deal 1: seat 1 wins the lead in clubs with AC and keeps QC JC 9C, two spades AS KS, a single
   * AH and a single 7D; TC stays out with seat 0. Trick 1: KC AC 7C 8C (seat 1 wins).
   */
  private static final String[] DEAL_1 = {
    "KC TC QS JS KH QH AD KD", "AC QC JC 9C AS KS AH 7D",
    "7C 8S 9S JH TH QD JD TD", "8C TS 7S 9H 8H 7H 9D 8D"
  };

  /**
   * Deal 2: seat 1 wins the lead in clubs with its only club, leads 8S freely and loses it to
   * seat 2's KS; seat 2 is then void in spades and holds 9C and AD. Tricks: KC AC 8C 7C, 8S KS 7S TS.
   */
  private static final String[] DEAL_2 = {
    "KC QC JS TS AH KH 7D QD", "AC AS 8S 9S 7H 8H 9D 8D",
    "KS 9C 8C AD TH 9H JD TD", "JC TC 7C QS 7S QH JH KD"
  };

  /**
   * Deal 3: seat 0 leads and wins AH and AD, then leads 7S and loses it to seat 1's only spade KS;
   * seat 1 keeps KH QH KD QD 9C. Tricks: AH 9H JH 8H, AD 9D JD 8D, 7S KS QS TS.
   */
  private static final String[] DEAL_3 = {
    "AH AD 7S AC KC QC JC TC", "KS KH QH 9H KD QD 9D 9C",
    "AS QS JS JH TH JD TD 8C", "TS 9S 8S 8H 7H 8D 7D 7C"
  };

  /** Deal 4: seat 0 holds KH QH and AC KC QC; seat 2 holds AH with 9H 8H. */
  private static final String[] DEAL_4 = {
    "KH QH AC KC QC JC TC 9C", "JH TH AS KS QS JS TS 9S",
    "AH 9H 8H 8S 7S AD KD QD", "7H 8C 7C JD TD 9D 8D 7D"
  };

  private static GameState deal(String rules, String[] hands) {
    return Positions.start(rules, hands);
  }

  private static CardSet cards(String tokens) {
    return CardSet.parse(tokens);
  }

  private static List<String> moves(GameState s) {
    List<String> out = new ArrayList<>();
    for (Move m : s.legalMoves()) {
      out.add(m.notation());
    }
    return out;
  }

  @Test
  @DisplayName("the deals of this test hold each card of the pack once")
  void deals_arePartitionsOfThePack() {
    for (String[] d : List.of(DEAL_1, DEAL_2, DEAL_3, DEAL_4)) {
      CardSet all = CardSet.EMPTY;
      for (String h : d) {
        assertThat(cards(h).size()).isEqualTo(8);
        all = all.union(cards(h));
      }
      assertThat(all).isEqualTo(CardSet.ALL);
    }
  }

  @Nested
  class LeadRestrictions {
    private GameState deal1AfterTrick1(String lead) {
      return deal("fuenfzehnern zwang=false lead=" + lead, DEAL_1).play("KC AC 7C 8C");
    }

    @Test
    @DisplayName("the first lead is free under every restriction (Wikipedia's Fünfzehnern: eldest leads any card)")
    void legalCards_firstTrick_anyCard() {
      for (String lead : new String[] {"none", "relaxed", "strict", "first-suit", "kastner", "parlett"}) {
        assertThat(deal("fuenfzehnern zwang=false lead=" + lead, DEAL_1).legalCards()).as(lead)
            .isEqualTo(cards(DEAL_1[0]));
      }
    }

    @Test
    @DisplayName("lead=none: no restriction on leading (Meyers 1907)")
    void legalCards_none_anyCard() {
      GameState s = deal1AfterTrick1("none");
      assertThat(s.toMove()).isEqualTo(1);
      assertThat(s.legalCards()).isEqualTo(cards("QC JC 9C AS KS AH 7D"));
    }

    @Test
    @DisplayName("lead=relaxed: who won the lead in clubs leads clubs or an unbeatable card of"
        + " another suit (Alvensleben via Wikipedia's Fünfzehnern); KS is unbeatable as AS is his own, 7D is not")
    void legalCards_relaxed_bindingSuitOrUnbeatable() {
      assertThat(deal1AfterTrick1("relaxed").legalCards()).isEqualTo(cards("QC JC 9C AS KS AH"));
    }

    @Test
    @DisplayName("lead=strict holding the binding suit: as relaxed (Wikipedia's Fünfzehnern)")
    void legalCards_strict_holdingBindingSuit_asRelaxed() {
      assertThat(deal1AfterTrick1("strict").legalCards()).isEqualTo(cards("QC JC 9C AS KS AH"));
    }

    @Test
    @DisplayName("lead=first-suit: every later lead is of the first trick's suit if able, or a"
        + " singleton of another suit (1880 anthology via Wikipedia's Fünfzehnern)")
    void legalCards_firstSuit_firstSuitOrSingleton() {
      assertThat(deal1AfterTrick1("first-suit").legalCards()).isEqualTo(cards("QC JC 9C AH 7D"));
    }

    @Test
    @DisplayName("lead=kastner: who just won the lead leads his highest card of the previous trick's"
        + " suit (Kastner 2005 via Wikipedia's Fünfzehnern)")
    void legalCards_kastner_highestOfPreviousSuit() {
      assertThat(deal1AfterTrick1("kastner").legalCards()).isEqualTo(cards("QC"));
    }

    @Test
    @DisplayName("lead=parlett: who just won the lead leads an unbeatable card of the previous"
        + " trick's suit if he has one (Parlett 2008 via Wikipedia's Fünfzehnern): QC (AC KC out) and JC (QC his own),"
        + " not 9C (TC is out)")
    void legalCards_parlett_unbeatableOfPreviousSuit() {
      assertThat(deal1AfterTrick1("parlett").legalCards()).isEqualTo(cards("QC JC"));
    }

    @Test
    @DisplayName("leading a second time in a row: relaxed and strict still bind (he retains the lead),"
        + " kastner and parlett allow any card (Wikipedia's Fünfzehnern)")
    void legalCards_secondLeadInARow() {
      // Trick 2: seat 1 leads QC; seat 2 and 3 are void, seat 0 must play TC; QC wins.
      String trick2 = "QC 8S 9H TC";
      String all = "JC 9C AS KS AH 7D";
      assertThat(deal1AfterTrick1("relaxed").play(trick2).legalCards()).isEqualTo(cards("JC 9C AS KS AH"));
      assertThat(deal1AfterTrick1("strict").play(trick2).legalCards()).isEqualTo(cards("JC 9C AS KS AH"));
      assertThat(deal1AfterTrick1("kastner").play(trick2).legalCards()).isEqualTo(cards(all));
      assertThat(deal1AfterTrick1("parlett").play(trick2).legalCards()).isEqualTo(cards(all));
      assertThat(deal1AfterTrick1("first-suit").play(trick2).legalCards())
          .as("clubs or the singletons AH and 7D").isEqualTo(cards("JC 9C AH 7D"));
      assertThat(deal1AfterTrick1("none").play(trick2).legalCards()).isEqualTo(cards(all));
    }

    @Test
    @DisplayName("void in the suit of the previous trick: relaxed, strict (no earlier binding),"
        + " kastner and parlett (nothing led he holds) allow any card")
    void legalCards_voidAfterWinningTheLead() {
      for (String lead : new String[] {"none", "relaxed", "strict", "first-suit", "kastner", "parlett"}) {
        GameState s = deal("fuenfzehnern zwang=false lead=" + lead, DEAL_2).play("KC AC 8C 7C");
        assertThat(s.toMove()).isEqualTo(1);
        assertThat(s.legalCards()).as(lead).isEqualTo(cards("AS 8S 9S 7H 8H 9D 8D"));
      }
    }

    @Test
    @DisplayName("lead=strict void in the binding suit: lead the suit in which the previous leader"
        + " had won the lead, or an unbeatable card of another suit (Wikipedia's Fünfzehnern); relaxed is free")
    void legalCards_strict_secondarySuit() {
      // Seat 2 won the lead in spades from seat 1, who had won it in clubs; seat 2 holds no spade.
      String play = "KC AC 8C 7C 8S KS 7S TS";
      GameState strict = deal("fuenfzehnern zwang=false lead=strict", DEAL_2).play(play);
      assertThat(strict.toMove()).isEqualTo(2);
      assertThat(strict.hand(2)).isEqualTo(cards("9C AD TH 9H JD TD"));
      assertThat(strict.legalCards()).isEqualTo(cards("9C AD"));
      GameState relaxed = deal("fuenfzehnern zwang=false lead=relaxed", DEAL_2).play(play);
      assertThat(relaxed.legalCards()).isEqualTo(cards("9C AD TH 9H JD TD"));
      // Kastner: highest card of a suit already led (clubs or spades): 9C. Parlett: a card of a
      // suit already led: 9C. First-suit: clubs, no singleton.
      for (String lead : new String[] {"kastner", "parlett", "first-suit"}) {
        GameState s = deal("fuenfzehnern zwang=false lead=" + lead, DEAL_2).play(play);
        assertThat(s.legalCards()).as(lead).isEqualTo(cards("9C"));
      }
    }

    @Test
    @DisplayName("void in the previous suit: kastner leads the highest card of any one suit already"
        + " led (his choice), parlett any card of a suit already led (Wikipedia's Fünfzehnern)")
    void legalCards_kastnerParlett_suitsAlreadyLed() {
      String play = "AH 9H JH 8H AD 9D JD 8D 7S KS QS TS";
      GameState kastner = deal("fuenfzehnern zwang=false lead=kastner", DEAL_3).play(play);
      assertThat(kastner.toMove()).isEqualTo(1);
      assertThat(kastner.hand(1)).isEqualTo(cards("KH QH KD QD 9C"));
      assertThat(kastner.legalCards()).isEqualTo(cards("KH KD"));
      assertThat(deal("fuenfzehnern zwang=false lead=parlett", DEAL_3).play(play).legalCards())
          .isEqualTo(cards("KH QH KD QD"));
      assertThat(deal("fuenfzehnern zwang=false lead=first-suit", DEAL_3).play(play).legalCards())
          .isEqualTo(cards("KH QH 9C"));
      for (String lead : new String[] {"none", "relaxed", "strict"}) {
        assertThat(deal("fuenfzehnern zwang=false lead=" + lead, DEAL_3).play(play).legalCards())
            .as(lead).isEqualTo(cards("KH QH KD QD 9C"));
      }
    }

    @Test
    @DisplayName("relaxed: a leader who never won the lead from another player leads freely")
    void legalCards_relaxed_eldestRetainingFromTheStart() {
      GameState s = deal("fuenfzehnern zwang=false", DEAL_3).play("AH 9H JH 8H");
      assertThat(s.toMove()).isZero();
      assertThat(s.legalCards()).isEqualTo(cards("AD 7S AC KC QC JC TC"));
    }

    @Test
    @DisplayName("a restricted lead is refused with lead-restricted, naming seat, card and rule")
    void play_restrictedLead_leadRestricted() {
      GameState s = deal1AfterTrick1("relaxed");
      assertThatThrownBy(() -> s.play(Card.SEVEN_OF_DIAMONDS))
          .isInstanceOfSatisfying(IllegalPlayException.class, e -> {
            assertThat(e.violation()).isEqualTo(Violation.LEAD_RESTRICTED);
            assertThat(e.violation().code()).isEqualTo("lead-restricted");
            assertThat(e.seat()).isEqualTo(1);
            assertThat(e.card()).isEqualTo(Card.SEVEN_OF_DIAMONDS);
          })
          .hasMessageContaining("seat 1")
          .hasMessageContaining("7D")
          .hasMessageContaining("relaxed");
    }
  }

  @Nested
  class Zwang {
    @Test
    @DisplayName("Zwang is offered as QC=Z right after QC for a queen lead by the holder of its"
        + " king (Wikipedia's Fünfzehnern), also when the ace is in the leader's own hand")
    void legalMoves_queenWithKing_offersZwang() {
      GameState s = deal("fuenfzehnern", DEAL_4);
      assertThat(moves(s)).containsExactly("AC", "KC", "QC", "QC=Z", "JC", "TC", "9C", "KH", "QH", "QH=Z");
    }

    @Test
    @DisplayName("zwang=false: no announcement is offered, and =Z is refused (Wikipedia's Fünfzehnern 'without Zwang')")
    void legalMoves_zwangFalse_noAnnouncement() {
      GameState s = deal("fuenfzehnern zwang=false", DEAL_4);
      assertThat(moves(s)).containsExactly("AC", "KC", "QC", "JC", "TC", "9C", "KH", "QH");
      assertThatThrownBy(() -> s.play(Move.parse("QH=Z")))
          .isInstanceOfSatisfying(IllegalPlayException.class,
              e -> assertThat(e.violation()).isEqualTo(Violation.ZWANG_NOT_ALLOWED))
          .hasMessageContaining("seat 0")
          .hasMessageContaining("QH")
          .hasMessageContaining("Zwang");
    }

    @Test
    @DisplayName("after Zwang the holder of the ace must play it, though he holds other cards of the"
        + " suit; the ace wins (Wikipedia's Fünfzehnern)")
    void legalCards_afterZwang_aceHolderMustPlayAce() {
      GameState s = deal("fuenfzehnern", DEAL_4).play("QH=Z");
      assertThat(s.isZwangAnnounced()).isTrue();
      assertThat(s.legalCards()).as("seat 1 follows freely").isEqualTo(cards("JH TH"));
      GameState t = s.play("JH");
      // the trick in progress is moves, the Zwang lead with its announcement, the same
      // for the state and for every seat's view (also of a state parsed without history)
      List<Move> trick = List.of(Move.zwang(Card.QUEEN_OF_HEARTS), Move.of(Card.JACK_OF_HEARTS));
      assertThat(t.currentTrick()).isEqualTo(trick);
      assertThat(GameState.fromPosition(t.position()).currentTrick()).isEqualTo(trick);
      for (int seat = 0; seat < t.players(); seat++) {
        assertThat(t.view(seat).currentTrick()).isEqualTo(trick);
        assertThat(GameState.fromPosition(t.position()).view(seat).currentTrick()).isEqualTo(trick);
      }
      assertThat(t.legalCards()).isEqualTo(cards("AH"));
      assertThatThrownBy(() -> t.play(Card.NINE_OF_HEARTS))
          .isInstanceOfSatisfying(IllegalPlayException.class,
              e -> assertThat(e.violation()).isEqualTo(Violation.MUST_PLAY_ACE))
          .hasMessageContaining("seat 2")
          .hasMessageContaining("AH")
          .hasMessageContaining("9H");
      GameState u = t.play("AH");
      assertThat(u.legalCards()).isEqualTo(cards("7H"));
      GameState v = u.play("7H");
      assertThat(v.tricks().get(0).winner()).isEqualTo(2);
      assertThat(v.points(2)).as("Q 3 + J 2 + A 5").isEqualTo(10);
      assertThat(v.isZwangAnnounced()).isFalse();
      assertThat(v.tricks().get(0).moves().get(0)).isEqualTo(Move.zwang(Card.QUEEN_OF_HEARTS));
    }

    @Test
    @DisplayName("after Zwang an ace that is its holder's only card of the suit is forced all the same")
    void legalCards_afterZwang_singletonAceForced() {
      // Deal 1: seat 0 holds KH QH; seat 1's only heart is AH.
      GameState s = deal("fuenfzehnern", DEAL_1).play("QH=Z");
      assertThat(s.legalCards()).isEqualTo(cards("AH"));
      assertThat(moves(s)).containsExactly("AH");
    }

    @Test
    @DisplayName("Zwang with the ace in the leader's own hand forces nothing (docs/rules.md#zwang)")
    void legalCards_zwangWithOwnAce_forcesNothing() {
      GameState s = deal("fuenfzehnern", DEAL_4).play("QC=Z");
      assertThat(s.legalCards()).as("seat 1 is void in clubs").isEqualTo(cards(DEAL_4[1]));
      assertThat(s.play("9S").play("8S").legalCards()).isEqualTo(cards("8C 7C"));
    }

    @Test
    @DisplayName("Zwang may be announced when the ace has already been played (docs/rules.md#zwang)")
    void legalMoves_acePlayed_zwangStillAllowed() {
      // Deal 3 under parlett: AH and AD went in tricks 1 and 2; seat 1 holds KH QH KD QD.
      GameState s = deal("fuenfzehnern lead=parlett", DEAL_3).play("AH 9H JH 8H AD 9D JD 8D 7S KS QS TS");
      assertThat(moves(s)).containsExactly("KH", "QH", "QH=Z", "KD", "QD", "QD=Z");
      GameState t = s.play("QH=Z");
      assertThat(t.legalCards()).as("seat 2 follows hearts as usual").isEqualTo(cards("TH"));
    }

    @Test
    @DisplayName("Zwang only on a lead that the restriction allows: a forbidden queen lead is"
        + " lead-restricted, not offered with =Z (docs/rules.md#zwang)")
    void play_zwangOnRestrictedLead_leadRestricted() {
      GameState s = deal("fuenfzehnern lead=kastner", DEAL_3).play("AH 9H JH 8H AD 9D JD 8D 7S KS QS TS");
      assertThat(moves(s)).containsExactly("KH", "KD");
      assertThatThrownBy(() -> s.play(Move.parse("QH=Z")))
          .isInstanceOfSatisfying(IllegalPlayException.class,
              e -> assertThat(e.violation()).isEqualTo(Violation.LEAD_RESTRICTED))
          .hasMessageContaining("seat 1")
          .hasMessageContaining("QH")
          .hasMessageContaining("kastner");
    }

    @Test
    @DisplayName("Zwang is refused on a king, on a queen without its king, and on a follow")
    void play_zwangNotAllowed() {
      GameState s = deal("fuenfzehnern", DEAL_1);
      for (String bad : new String[] {"KH=Z", "QS=Z", "AD=Z"}) {
        assertThatThrownBy(() -> s.play(Move.parse(bad))).as(bad)
            .isInstanceOfSatisfying(IllegalPlayException.class,
                e -> assertThat(e.violation()).isEqualTo(Violation.ZWANG_NOT_ALLOWED))
            .hasMessageContaining("seat 0")
            .hasMessageContaining(bad.substring(0, 2));
      }
      // Deal 4: seat 1, void in clubs, may discard QS but not announce Zwang with it.
      GameState f = deal("fuenfzehnern", DEAL_4).play("AC");
      assertThat(f.legalCards()).contains(Card.QUEEN_OF_SPADES);
      assertThatThrownBy(() -> f.play(Move.parse("QS=Z")))
          .isInstanceOfSatisfying(IllegalPlayException.class,
              e -> assertThat(e.violation()).isEqualTo(Violation.ZWANG_NOT_ALLOWED))
          .hasMessageContaining("seat 1")
          .hasMessageContaining("QS");
    }

    @Test
    @DisplayName("three players: Zwang works as with four (Parlett's adaptation, Wikipedia's Fünfzehnern)")
    void legalCards_threePlayers_zwang() {
      GameState s = Positions.start("fuenfzehnern players=3",
          "KH QH AC KC QC JC TC 9C", "AH 9H JH AS KS QS JS 8C", "TH 8H 7H TS 9S 8S 7S 7C");
      assertThat(moves(s)).contains("QH=Z", "QC=Z");
      GameState t = s.play("QH=Z");
      assertThat(t.legalCards()).isEqualTo(cards("AH"));
    }
  }
}
