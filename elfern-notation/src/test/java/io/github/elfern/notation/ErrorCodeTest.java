package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every error code of EGN.md §6 on a small record, at its hand-counted line and column.
 *
 * <p>The deal of seed 42 (EGN.md §13): Anna (forehand) holds 8H 8C AH 9H QH KD, Ben holds QC
 * TS 9S JH AC KH. With {@link #TAGS} the movetext starts on line 5.
 */
class ErrorCodeTest {

  static final String TAGS = "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Seed \"42\"]\n\n";

  /**
   * A Fünfzehnern deck dealt 4-4 from eldest: seat 0 KC QC JC TC AH KH QH JH; seat 1 AC 9C 8C 7C
   * TH 9H 8H 7H; seat 2 AS KS QS JS AD KD QD JD; seat 3 TS 9S 8S 7S TD 9D 8D 7D.
   */
  static final String FIFTEEN = "[Game \"fuenfzehnern\"]\n[Deck \"KC QC JC TC AC 9C 8C 7C AS KS QS"
      + " JS TS 9S 8S 7S AH KH QH JH TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D\"]\n\n";

  static Diagnostic first(String text, Strictness strictness) {
    List<ParsedRecord> records = EgnReader.readAll(text, strictness);
    assertThat(records).isNotEmpty();
    return records.get(0).firstError().orElseThrow(() -> new AssertionError("no error"));
  }

  static Diagnostic expect(String text, EgnCode code, int line, int column) {
    return expect(text, Strictness.LENIENT, code, line, column);
  }

  static Diagnostic expect(String text, Strictness s, EgnCode code, int line, int column) {
    Diagnostic d = first(text, s);
    assertThat(d.code()).as(d.toString()).isEqualTo(code);
    assertThat(d.line()).as(d.toString()).isEqualTo(line);
    assertThat(d.column()).as(d.toString()).isEqualTo(column);
    return d;
  }

  @Test
  void syntax_garbageToken() {
    Diagnostic d = expect(TAGS + "1. KD xyz 9S *\n", EgnCode.SYNTAX, 5, 7);
    assertThat(d.message()).contains("'xyz'").contains("expected");
  }

  @Test
  void syntax_malformedTagPair_atItsBracket() {
    expect("[Event \"x\"]\n  [Game elfern]\n[Seed \"42\"]\n\n*\n", EgnCode.SYNTAX, 2, 3);
  }

  @Test
  void syntax_badEscapeInTagValue() {
    expect("[Game \"elfern\"]\n[Event \"a\\n\"]\n[Seed \"42\"]\n\n*\n", EgnCode.SYNTAX, 2, 1);
  }

  @Test
  void syntax_unterminatedBrace_atTheBrace() {
    expect(TAGS + "1. KD {oops 9S *\n", EgnCode.SYNTAX, 5, 7);
  }

  @Test
  @DisplayName("syntax: an unterminated { after the last record is a record of its own with the "
      + "error at the { (EGN.md §3 and §6: an unterminated { is syntax at the {)")
  void syntax_unterminatedBraceAfterLastRecord_recordOfItsOwn() {
    //        line 5: 1. KD 9S *   line 6: blank   line 7: "  {oops" with { at column 3
    List<ParsedRecord> records =
        EgnReader.readAll(TAGS + "1. KD 9S *\n\n  {oops\nno end", Strictness.LENIENT);
    assertThat(records).hasSize(2);
    assertThat(records.get(0).diagnostics()).isEmpty();
    ParsedRecord trailing = records.get(1);
    assertThat(trailing.number()).isEqualTo(2);
    assertThat(trailing.line()).isEqualTo(7);
    assertThat(trailing.column()).isEqualTo(3);
    assertThat(trailing.diagnostics()).hasSize(1);
    Diagnostic d = trailing.diagnostics().get(0);
    assertThat(d.code()).isEqualTo(EgnCode.SYNTAX);
    assertThat(d.line()).isEqualTo(7);
    assertThat(d.column()).isEqualTo(3);
    assertThat(d.message()).contains("unterminated comment");
    assertThat(trailing.record().tags()).isEmpty();
    assertThat(trailing.record().moves()).isEmpty();
    assertThat(trailing.finalState()).isEmpty();
  }

  @Test
  void syntax_unterminatedBraceInOtherwiseEmptyFile_atTheBrace() {
    expect("{", EgnCode.SYNTAX, 1, 1);
    expect("\uFEFF \r\n\t{ never closed", EgnCode.SYNTAX, 2, 2);
    expect("{closed} ; a line comment\n {open", EgnCode.SYNTAX, 2, 2);
  }

  @Test
  void read_closedCommentsAfterLastRecord_noFurtherRecord() {
    assertThat(EgnReader.readAll(TAGS + "1. KD 9S *\n{closed} ; line\n", Strictness.LENIENT))
        .hasSize(1);
    assertThat(EgnReader.readAll("{closed}\n; line", Strictness.LENIENT)).isEmpty();
  }

  @Test
  void accept_unterminatedBraceAfterLastRecord_toldToTheVisitorWithNoTags() {
    List<String> seen = new java.util.ArrayList<>();
    try (EgnReader reader =
        EgnReader.of(new java.io.StringReader(TAGS + "*\n{oops"), Strictness.LENIENT)) {
      reader.accept(new EgnVisitor() {
        @Override
        public Action tags(java.util.Map<String, String> tags, int line, int column) {
          seen.add("tags " + tags.size() + " at " + line + ":" + column);
          return Action.READ;
        }

        @Override
        public boolean record(ParsedRecord record) {
          seen.add("record " + record.diagnostics());
          return true;
        }
      });
    }
    assertThat(seen).containsExactly("tags 3 at 1:1", "record []", "tags 0 at 6:1",
        "record [6:1: syntax unterminated comment: expected '}' to close the '{', found the end "
            + "of the file]");
  }

  @Test
  void syntax_missingMarker_atEndOfFile_afterLastCharacter() {
    expect(TAGS + "1. KD 9S\n", EgnCode.SYNTAX, 6, 1);
    expect(TAGS + "1. KD 9S", EgnCode.SYNTAX, 5, 9);
    expect(TAGS.replace("\n", "\r\n") + "1. KD 9S\r\n", EgnCode.SYNTAX, 6, 1);
  }

  @Test
  void syntax_tagSectionBeforeMarker_atItsBracket_andStartsNextRecord() {
    String text = TAGS + "1. KD 9S\n" + TAGS + "1. KD 9S *\n";
    expect(text, EgnCode.SYNTAX, 6, 1);
    List<ParsedRecord> records = EgnReader.readAll(text, Strictness.LENIENT);
    assertThat(records).hasSize(2);
    assertThat(records.get(1).diagnostics()).isEmpty();
    assertThat(records.get(1).line()).isEqualTo(6);
  }

  @Test
  void syntax_tagsWithoutMovetext_beforeNextTagSection() {
    String text = "[Game \"elfern\"]\n[Seed \"42\"]\n\n" + TAGS + "*\n";
    expect(text, EgnCode.SYNTAX, 4, 1);
  }

  @Test
  void duplicateTag_atSecondBracket() {
    expect("[Game \"elfern\"]\n[Seed \"42\"]\n[Game \"elfern\"]\n\n*\n",
        EgnCode.DUPLICATE_TAG, 3, 1);
  }

  @Test
  void missingGame_atFirstToken() {
    expect("[Seed \"42\"]\n\n1. KD 9S *\n", EgnCode.MISSING_GAME, 1, 1);
    expect("{a note}\n  1. KD 9S *\n", EgnCode.MISSING_GAME, 2, 3);
  }

  @Test
  void unknownGame_atItsBracket() {
    expect("[Event \"x\"]\n[Game \"chess\"]\n[Seed \"42\"]\n\n*\n", EgnCode.UNKNOWN_GAME, 2, 1);
  }

  @Test
  void badVariant_unknownKeyBadValueRepeatedKey() {
    expect("[Game \"elfern\"]\n[Variant \"hand=7\"]\n[Seed \"42\"]\n\n*\n",
        EgnCode.BAD_VARIANT, 2, 1);
    expect("[Game \"elfern\"]\n[Variant \"zwang\"]\n[Seed \"42\"]\n\n*\n",
        EgnCode.BAD_VARIANT, 2, 1);
    expect("[Game \"elfern\"]\n[Variant \"head head\"]\n[Seed \"42\"]\n\n*\n",
        EgnCode.BAD_VARIANT, 2, 1);
  }

  @Test
  void badVariant_inStrictModeToo() {
    expect("[Game \"elfern\"]\n[Variant \"hand=7\"]\n[Seed \"42\"]\n\n*\n", Strictness.STRICT,
        EgnCode.BAD_VARIANT, 2, 1);
  }

  @Test
  void badTag_suitsPlayersDate() {
    expect("[Game \"elfern\"]\n[Suits \"italian\"]\n[Seed \"42\"]\n\n*\n", EgnCode.BAD_TAG, 2, 1);
    Diagnostic d = expect("[Game \"elfern\"]\n[Players \"Anna\"]\n[Seed \"42\"]\n\n*\n",
        EgnCode.BAD_TAG, 2, 1);
    assertThat(d.message()).contains("expected 2 names");
    expect("[Date \"2026-11-21\"]\n[Game \"elfern\"]\n[Seed \"42\"]\n\n*\n", EgnCode.BAD_TAG, 1, 1);
  }

  @Test
  void badTag_dateWithUnknownParts_isFine() {
    assertThat(EgnReader.readAll("[Date \"2026.??.??\"]\n" + TAGS + "*\n", Strictness.STRICT)
        .get(0).diagnostics()).isEmpty();
  }

  @Test
  void badCard_inMovetext_atTheToken() {
    expect(TAGS + "1. KD KX *\n", EgnCode.BAD_CARD, 5, 7);
    expect(TAGS + "1. KD 9S!!! *\n", EgnCode.BAD_CARD, 5, 7);
  }

  @Test
  void badCard_strictMode_lowerCaseSymbolsAndLowerZ() {
    expect(TAGS + "1. kd 9S *\n", Strictness.STRICT, EgnCode.BAD_CARD, 5, 4);
    expect(TAGS + "1. K\u2666 9S *\n", Strictness.STRICT, EgnCode.BAD_CARD, 5, 4);
    String fifteen = FIFTEEN + "1. QC=z *\n";
    expect(fifteen, Strictness.STRICT, EgnCode.BAD_CARD, 4, 4);
  }

  @Test
  void badCard_inDeck_atTheDeckBracket() {
    String deck = "8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C"
        + " 7D KC KS AS TC 7X";
    expect("[Game \"elfern\"]\n[Deck \"" + deck + "\"]\n\n*\n", EgnCode.BAD_CARD, 2, 1);
  }

  @Test
  void badDeck_wrongSizeDuplicateBadSeed() {
    String deck31 = "8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH"
        + " 9C 7D KC KS AS TC";
    expect("[Game \"elfern\"]\n[Deck \"" + deck31 + "\"]\n\n*\n", EgnCode.BAD_DECK, 2, 1);
    expect("[Game \"elfern\"]\n[Deck \"" + deck31 + " TC\"]\n\n*\n", EgnCode.BAD_DECK, 2, 1);
    expect("[Game \"elfern\"]\n[Seed \"-1\"]\n\n*\n", EgnCode.BAD_DECK, 2, 1);
    expect("[Game \"elfern\"]\n[Seed \"18446744073709551616\"]\n\n*\n", EgnCode.BAD_DECK, 2, 1);
    assertThat(EgnReader.readAll("[Game \"elfern\"]\n[Seed \"18446744073709551615\"]\n\n*\n",
        Strictness.STRICT).get(0).diagnostics()).isEmpty();
  }

  @Test
  void seedDeckMismatch_atWhicheverComesLater() {
    String other = "8C 8H QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C"
        + " 7D KC KS AS TC 7H";
    expect("[Game \"elfern\"]\n[Seed \"42\"]\n[Deck \"" + other + "\"]\n\n*\n",
        EgnCode.SEED_DECK_MISMATCH, 3, 1);
    expect("[Game \"elfern\"]\n[Deck \"" + other + "\"]\n[Seed \"42\"]\n\n*\n",
        EgnCode.SEED_DECK_MISMATCH, 3, 1);
  }

  @Test
  void notReplayable_atFirstToken_recordStillReturned() {
    String text = "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n\n1. KD 9S *\n";
    expect(text, EgnCode.NOT_REPLAYABLE, 1, 1);
    assertThat(EgnReader.readAll(text, Strictness.LENIENT).get(0).record().moves()).hasSize(2);
  }

  @Test
  void trickNumber_wrongNumber_numberInsideTrick_repeated() {
    expect(TAGS + "1. KD 9S 3. 8H 7S *\n", EgnCode.TRICK_NUMBER, 5, 10);
    expect(TAGS + "1. KD 2. 9S *\n", EgnCode.TRICK_NUMBER, 5, 7);
    expect(TAGS + "1. 1. KD 9S *\n", EgnCode.TRICK_NUMBER, 5, 4);
    expect(TAGS + "2. KD 9S *\n", EgnCode.TRICK_NUMBER, 5, 1);
  }

  @Test
  void trickNumber_strictMissingNumber_atFirstCardOfTheTrick() {
    expect(TAGS + "KD 9S *\n", Strictness.STRICT, EgnCode.TRICK_NUMBER, 5, 1);
    expect(TAGS + "1. KD 9S 8H 7S *\n", Strictness.STRICT, EgnCode.TRICK_NUMBER, 5, 10);
    assertThat(EgnReader.readAll(TAGS + "KD 9S 8H 7S *\n", Strictness.LENIENT).get(0)
        .diagnostics()).isEmpty();
  }

  @Test
  void extraCard_afterTheLastTrick() {
    String text = SpecExampleTest.example().replace("9C 9H 18-2", "9C 9H 8S 18-2");
    // Line 12: nine-character tricks "11. KS TS" start at columns 1, 11, ..., 51; "16. 9C 9H"
    // ends at column 59, so the next token stands at 61.
    expect(text, EgnCode.EXTRA_CARD, 12, 61);
  }

  @Test
  void notInHand_namesThePlayer() {
    Diagnostic d = expect(TAGS + "1. KD 7H *\n", EgnCode.NOT_IN_HAND, 5, 7);
    assertThat(d.message()).startsWith("7H is not in Ben's hand");
  }

  @Test
  void notInHand_cardPlayedTwice() {
    expect(TAGS + "1. KD 9S 2. KD *\n", EgnCode.NOT_IN_HAND, 5, 13);
  }

  @Test
  void mustPlayAce_afterZwang() {
    // Wikipedia's Fünfzehnern: seat 0 holds KC and leads QC with Zwang; seat 1 holds AC and must play it.
    expect(FIFTEEN + "1. QC=Z 7C *\n", EgnCode.MUST_PLAY_ACE, 4, 9);
  }

  @Test
  void mustFollow_inFuenfzehnern() {
    Diagnostic d = expect(FIFTEEN + "1. KC TH *\n", EgnCode.MUST_FOLLOW, 4, 7);
    assertThat(d.message()).contains("must follow clubs");
  }

  @Test
  void mustHead_withHeadVariant_inPhaseTwo() {
    // Meyers' head rule: at trick 13 Anna leads TD and Ben, holding JD and 8D, must win with JD.
    String text = SpecExampleTest.example().replace("[Game \"elfern\"]\n",
        "[Game \"elfern\"]\n[Variant \"head\"]\n");
    expect(text, EgnCode.MUST_HEAD, 13, 28);
  }

  @Test
  void leadRestricted_relaxed() {
    // Seat 1 won the lead with AC in clubs and still holds clubs: TH is not unbeatable.
    expect(FIFTEEN + "1. KC AC AS TS 2. TH *\n", EgnCode.LEAD_RESTRICTED, 4, 19);
  }

  @Test
  void zwangNotAllowed_inElfern() {
    expect(TAGS + "1. QH=Z *\n", EgnCode.ZWANG_NOT_ALLOWED, 5, 4);
  }

  @Test
  void firstApplicableCode_notInHandBeforeZwang() {
    expect(TAGS + "1. QC=Z *\n", EgnCode.NOT_IN_HAND, 5, 4);
  }

  @Test
  void resultMismatch_markerResultTagAndUnfinishedDeal() {
    String example = SpecExampleTest.example();
    expect(example.replace("9H 18-2", "9H 17-3").replace("[Result \"18-2\"]", "[Result \"17-3\"]"),
        EgnCode.RESULT_MISMATCH, 12, 61);
    expect(example.replace("[Result \"18-2\"]", "[Result \"17-3\"]"),
        EgnCode.RESULT_MISMATCH, 8, 1);
    expect(TAGS + "1. KD 9S 10-10\n", EgnCode.RESULT_MISMATCH, 5, 10);
  }

  @Test
  void resultMismatch_starOnFinishedDealIsFine() {
    String text = SpecExampleTest.example().replace("9H 18-2", "9H *")
        .replace("[Result \"18-2\"]\n", "");
    assertThat(EgnReader.readAll(text, Strictness.STRICT).get(0).diagnostics()).isEmpty();
  }

  @Test
  void firstError_tagValueBeforeMovetext() {
    expect("[Game \"elfern\"]\n[Suits \"x\"]\n[Seed \"42\"]\n\n1. KD 7H *\n", EgnCode.BAD_TAG, 2, 1);
  }

  @Test
  void firstError_tagSyntaxBeforeMissingGame() {
    expect("[Event \"x\"]\n[Site x]\n\n*\n", EgnCode.SYNTAX, 2, 1);
  }

  @Test
  void columns_countCodePoints_bomAndTabs() {
    // A BOM is not counted; a tab counts one; U+1F0A1 (two UTF-16 units) counts one.
    expect("\uFEFF" + TAGS + "{\uD83C\uDCA1}\t1. KD 7H *\n", EgnCode.NOT_IN_HAND, 5, 11);
  }
}
