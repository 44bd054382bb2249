package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Partial records: {@code ??} in Deck for the cards one seat never saw (EGN.md §7). */
class PartialRecordTest {

  /**
   * The deck of seed 42 as Anna knows it: every card that was ever in Ben's hand is unknown (his
   * dealt cards QC TS 9S JH AC KH and whatever he drew).
   */
  static String annasDeck() {
    String example = SpecExampleTest.example();
    List<GameState> states = GameRecord.parse(example).replay();
    Deck deck = Deck.shuffled(42);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < deck.size(); i++) {
      Card c = deck.card(i);
      boolean bens = states.stream().anyMatch(s -> s.hand(1).contains(c));
      sb.append(i > 0 ? " " : "").append(bens ? "??" : c.notation());
    }
    return sb.toString();
  }

  static String annasRecord(String movetextChange, String replacement) {
    String example = SpecExampleTest.example();
    int start = example.indexOf("[Deck \"") + 7;
    int end = example.indexOf('"', start);
    String text = example.substring(0, start) + annasDeck() + example.substring(end);
    return text.replace("[Seed \"42\"]\n", "").replace(movetextChange, replacement);
  }

  @Test
  void read_finishedPartialRecord_hasOnlyTheNote() {
    String text = annasRecord("", "");
    assertThat(annasDeck()).startsWith("8H 8C ?? ?? AH 9H ?? ?? QH KD ?? ??");
    ParsedRecord r = EgnReader.readAll(text, Strictness.STRICT).get(0);
    assertThat(r.diagnostics()).extracting(Diagnostic::code).containsExactly(EgnCode.PARTIAL_DECK);
    assertThat(r.diagnostics().get(0).line()).isEqualTo(6);
    assertThat(r.finalState().orElseThrow().result().notation()).isEqualTo("18-2");
    assertThat(Legal.line(r)).isEqualTo("-");
    assertThat(EgnWriter.write(r.record())).isEqualTo(text);
  }

  @Test
  void replay_partialRecord_replaysEveryPlay() {
    assertThat(GameRecord.parse(annasRecord("", "")).replay()).hasSize(33);
  }

  @Test
  void notInHand_cardTheDeckPutsInTheOtherHand() {
    // 8H is dealt to Anna (deck position 1): Ben cannot play it. Seven tag lines and a blank
    // line put the movetext on lines 9 to 11.
    Diagnostic d = ErrorCodeTest.first(annasRecord("1. KD 9S", "1. KD 8H"), Strictness.LENIENT);
    assertThat(d.code()).isEqualTo(EgnCode.NOT_IN_HAND);
    assertThat(d.line()).isEqualTo(9);
    assertThat(d.column()).isEqualTo(7);
    assertThat(d.message()).startsWith("8H is not in Ben's hand");
  }

  @Test
  void notInHand_cardPlayedTwice() {
    Diagnostic d = ErrorCodeTest.first(annasRecord("2. 8H 7S", "2. 8H 9S"), Strictness.LENIENT);
    assertThat(d.code()).isEqualTo(EgnCode.NOT_IN_HAND);
    assertThat(d.column()).isEqualTo(16);
  }

  @Test
  void mustFollow_provableRevokeInPhaseTwo() {
    // Trick 12: Anna leads QH; Ben still holds 7H and 9H (he plays them later) but plays JD.
    String text = annasRecord("12. QH 7H 13. TD 8D 14. TH JD", "12. QH JD 13. TD 8D 14. TH 7H");
    Diagnostic d = ErrorCodeTest.first(text, Strictness.LENIENT);
    assertThat(d.code()).isEqualTo(EgnCode.MUST_FOLLOW);
    assertThat(d.line()).isEqualTo(11);
    assertThat(d.column()).isEqualTo(18);
  }

  @Test
  void unchecked_fuenfzehnernFromOneSeat_isANoteNotAnError() {
    // Seat 0 knows only its own eight cards; seat 1 shows TH to a club lead, which is legal only
    // if seat 1 has no club: the record cannot tell.
    String deck = "KC QC JC TC ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? AH KH QH JH"
        + " ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??";
    String text = "[Game \"fuenfzehnern\"]\n[Deck \"" + deck + "\"]\n\n1. KC TH *\n";
    ParsedRecord r = EgnReader.readAll(text, Strictness.STRICT).get(0);
    assertThat(r.hasError()).isFalse();
    assertThat(r.diagnostics()).extracting(Diagnostic::code)
        .containsExactly(EgnCode.PARTIAL_DECK, EgnCode.UNCHECKED);
    assertThat(r.diagnostics().get(1).line()).isEqualTo(4);
    assertThat(r.diagnostics().get(1).column()).isEqualTo(7);
    assertThat(r.diagnostics().get(1).isError()).isFalse();
  }

  @Test
  void notInHand_seatWithoutUnseenCards() {
    // Seat 0's eight cards are all known: it cannot lead 7S.
    String deck = "KC QC JC TC ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? AH KH QH JH"
        + " ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??";
    String text = "[Game \"fuenfzehnern\"]\n[Deck \"" + deck + "\"]\n\n1. 7S *\n";
    Diagnostic d = ErrorCodeTest.first(text, Strictness.LENIENT);
    assertThat(d.code()).isEqualTo(EgnCode.NOT_IN_HAND);
    assertThat(d.column()).isEqualTo(4);
  }

  @Test
  void legal_partialRecord_hidesGuessedCards() {
    String deck = "KC QC JC TC ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? AH KH QH JH"
        + " ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??";
    ParsedRecord start = EgnReader.readAll("[Game \"fuenfzehnern\"]\n[Deck \"" + deck
        + "\"]\n\n*\n", Strictness.LENIENT).get(0);
    // Seat 0 to lead, holding KC QC JC TC AH KH QH JH: Zwang with QC and QH (it holds both kings).
    assertThat(Legal.line(start)).isEqualTo("KC QC QC=Z JC TC AH KH QH QH=Z JH");
    ParsedRecord after = EgnReader.readAll("[Game \"fuenfzehnern\"]\n[Deck \"" + deck
        + "\"]\n\n1. KC *\n", Strictness.LENIENT).get(0);
    assertThat(Legal.line(after)).isEqualTo("??");
  }
}
