package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each {@link ReadLimits} limit gives a {@code syntax} error naming the limit, at the line and
 * column where it was passed, and the reader recovers at the next record. Positions are counted
 * by hand from the texts below ({@code GOOD} is six lines: three tags, a blank line, the movetext
 * and a blank line).
 */
class ReadLimitsTest {

  private static final String GOOD = RecoveryTest.GOOD;

  /** Reads {@code bad} between two good records and returns the bad record's error. */
  private static Diagnostic errorBetweenGoodOnes(String bad, ReadLimits limits) {
    List<ParsedRecord> records =
        EgnReader.readAll(GOOD + bad + GOOD, Strictness.LENIENT, limits);
    assertThat(records).as("three records").hasSize(3);
    assertThat(records.get(0).hasError()).isFalse();
    assertThat(records.get(2).diagnostics()).as("the record after the bad one").isEmpty();
    assertThat(records.get(2).record().moves()).hasSize(4);
    Diagnostic d = records.get(1).firstError().orElseThrow();
    assertThat(d.code()).isEqualTo(EgnCode.SYNTAX);
    return d;
  }

  @Test
  void defaults_areTheDocumentedValues() {
    ReadLimits d = ReadLimits.defaults();
    assertThat(d.maxRecordChars()).isEqualTo(4_194_304);
    assertThat(d.maxLineChars()).isEqualTo(1_048_576);
    assertThat(d.maxCommentChars()).isEqualTo(1_048_576);
    assertThat(d.maxTagValueChars()).isEqualTo(65_536);
    assertThat(d.maxTags()).isEqualTo(1024);
    assertThat(d.maxTokens()).isEqualTo(4096);
    assertThat(ReadLimits.builder().build()).isEqualTo(d).hasSameHashCodeAs(d);
    assertThat(EgnReader.of(new StringReader("")).limits()).isEqualTo(d);
  }

  @Test
  void builder_refusesLimitsBelowOne() {
    assertThatThrownBy(() -> ReadLimits.builder().maxRecordChars(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxRecordChars must be at least 1, was 0");
    assertThatThrownBy(() -> ReadLimits.builder().maxLineChars(-5))
        .hasMessageContaining("maxLineChars");
    assertThatThrownBy(() -> ReadLimits.builder().maxCommentChars(0))
        .hasMessageContaining("maxCommentChars");
    assertThatThrownBy(() -> ReadLimits.builder().maxTagValueChars(0))
        .hasMessageContaining("maxTagValueChars");
    assertThatThrownBy(() -> ReadLimits.builder().maxTags(0)).hasMessageContaining("maxTags");
    assertThatThrownBy(() -> ReadLimits.builder().maxTokens(0)).hasMessageContaining("maxTokens");
  }

  @Test
  void toBuilder_keepsTheOtherLimits() {
    ReadLimits a = ReadLimits.builder().maxTags(7).maxTokens(99).build();
    ReadLimits b = a.toBuilder().maxTokens(100).build();
    assertThat(b.maxTags()).isEqualTo(7);
    assertThat(b.maxTokens()).isEqualTo(100);
    assertThat(b).isNotEqualTo(a);
    assertThat(b.toString()).contains("maxTags=7", "maxTokens=100");
  }

  @Test
  void maxTagValueChars_longValue_syntaxAtItsBracket() {
    ReadLimits limits = ReadLimits.builder().maxTagValueChars(9).build(); // "Anna; Ben"
    Diagnostic d = errorBetweenGoodOnes(
        "[Game \"elfern\"]\n[Event \"ten chars!\"]\n[Seed \"42\"]\n\n1. KD *\n\n", limits);
    assertThat(d.line()).isEqualTo(8);
    assertThat(d.column()).isEqualTo(1);
    assertThat(d.message()).contains("value of Event is too long", "at most 9 characters",
        "maxTagValueChars");
  }

  @Test
  void maxTags_oneTagTooMany_syntaxAtItsBracket() {
    ReadLimits limits = ReadLimits.builder().maxTags(3).build();
    Diagnostic d = errorBetweenGoodOnes(
        "[Game \"elfern\"]\n[Seed \"42\"]\n[Event \"e\"] [Site \"s\"]\n\n1. KD *\n\n", limits);
    assertThat(d.line()).isEqualTo(9);
    assertThat(d.column()).isEqualTo(13);
    assertThat(d.message()).contains("too many tags", "at most 3", "maxTags");
  }

  @Test
  void maxCommentChars_longComment_syntaxAtItsBrace() {
    ReadLimits limits = ReadLimits.builder().maxCommentChars(10).build();
    Diagnostic d = errorBetweenGoodOnes(
        ErrorCodeTest.TAGS + "1. KD {exactly10.} 9S { eleven chars} *\n\n", limits);
    assertThat(d.line()).isEqualTo(11);
    assertThat(d.column()).isEqualTo(23);
    assertThat(d.message()).contains("comment too long", "at most 10", "maxCommentChars");
  }

  @Test
  void maxTokens_oneTokenTooMany_syntaxAtIt() {
    ReadLimits limits = ReadLimits.builder().maxTokens(6).build(); // GOOD has six
    // 1. KD 9S {c} {d} {e} are six tokens; 2. is the seventh.
    Diagnostic d = errorBetweenGoodOnes(
        ErrorCodeTest.TAGS + "1. KD 9S {c} {d} {e} 2. 8H 7S *\n\n", limits);
    assertThat(d.line()).isEqualTo(11);
    assertThat(d.column()).isEqualTo(22);
    assertThat(d.message()).contains("too many tokens", "at most 6", "maxTokens");
  }

  @Test
  void maxTokens_commentsPastTheLimit_areAnErrorNotDropped() {
    ReadLimits limits = ReadLimits.builder().maxTokens(6).build();
    Diagnostic d = errorBetweenGoodOnes(
        ErrorCodeTest.TAGS + "{a} {b} {c} {d} {e} {f} {g} 1. KD *\n\n", limits);
    assertThat(d.line()).isEqualTo(11);
    assertThat(d.column()).isEqualTo(25);
  }

  @Test
  void maxLineChars_longLine_syntaxAtTheFirstCharacterPastIt_restOfLineSkipped() {
    // GOOD's longest line, [Players "Anna; Ben"], has 21 characters.
    ReadLimits limits = ReadLimits.builder().maxLineChars(21).build();
    // "1. KD 9S 2. 8H 7S " is 18 characters, the '{' is the 19th: 'c' is the 22nd.
    String bad = ErrorCodeTest.TAGS + "1. KD 9S 2. 8H 7S {abcdef} *\n\n";
    Diagnostic d = errorBetweenGoodOnes(bad, limits);
    assertThat(d.line()).isEqualTo(11);
    assertThat(d.column()).isEqualTo(22);
    assertThat(d.message()).contains("line too long", "at most 21", "maxLineChars");
    // The marker after the comment was skipped with the rest of the line: the record ended at
    // the next tag section, keeping what it had read before the limit.
    List<ParsedRecord> records = EgnReader.readAll(GOOD + bad + GOOD, Strictness.LENIENT, limits);
    assertThat(records.get(1).record().moves()).hasSize(4);
  }

  @Test
  void maxLineChars_markerPastTheLimit_recordStillEndsThere() {
    ReadLimits limits = ReadLimits.builder().maxLineChars(21).build();
    // The marker is the 22nd character: the record ends there, and GOOD follows on the next line.
    Diagnostic d = errorBetweenGoodOnes(ErrorCodeTest.TAGS + "1. KD 9S 2. 8H 7S    *\n", limits);
    assertThat(d.line()).isEqualTo(11);
    assertThat(d.column()).isEqualTo(22);
    assertThat(d.message()).contains("line too long");
  }

  @Test
  void maxLineChars_longWhiteSpaceLineBetweenRecords_isHarmless() {
    ReadLimits limits = ReadLimits.builder().maxLineChars(21).build();
    String text = GOOD + " ".repeat(100) + "\n\n" + GOOD;
    List<ParsedRecord> records = EgnReader.readAll(text, Strictness.LENIENT, limits);
    assertThat(records).hasSize(2).noneMatch(ParsedRecord::hasError);
  }

  @Test
  void maxRecordChars_longRecord_syntaxAtTheFirstCharacterPastIt() {
    ReadLimits limits = ReadLimits.builder().maxRecordChars(60).build();
    // GOOD is 58 characters: "[Game \"elfern\"]\n" 16, "[Players \"Anna; Ben\"]\n" 22,
    // "[Seed \"42\"]\n" 12, "\n" 1, "1. KD 9S 2. 8H 7S *" 19, that is 70 up to the marker.
    List<ParsedRecord> records = EgnReader.readAll(
        GOOD + GOOD, Strictness.LENIENT, ReadLimits.builder().maxRecordChars(70).build());
    assertThat(records).hasSize(2).noneMatch(ParsedRecord::hasError);
    records = EgnReader.readAll(GOOD + GOOD, Strictness.LENIENT, limits);
    assertThat(records).hasSize(2);
    Diagnostic d = records.get(0).firstError().orElseThrow();
    // Character 61 of the record: 16 + 22 + 12 + 1 = 51, so the 10th of line 5 ("1. KD 9S 2.").
    assertThat(d.line()).isEqualTo(5);
    assertThat(d.column()).isEqualTo(10);
    assertThat(d.message()).contains("record too long", "at most 60", "maxRecordChars");
    assertThat(records.get(1).firstError().orElseThrow().line()).isEqualTo(11);
  }

  @Test
  void maxRecordChars_inTheTagSection_isTheRecordsError() {
    ReadLimits limits = ReadLimits.builder().maxRecordChars(20).build();
    List<ParsedRecord> records = EgnReader.readAll(
        "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD *\n", Strictness.LENIENT, limits);
    assertThat(records).hasSize(1);
    Diagnostic d = records.get(0).firstError().orElseThrow();
    assertThat(d.line()).isEqualTo(2);
    assertThat(d.column()).isEqualTo(5);
    assertThat(d.message()).contains("record too long");
  }

  @Test
  void tagName_longerThanAWord_isMalformed() {
    String name = "N".repeat(ReadLimits.MAX_WORD_CHARS + 1);
    Diagnostic d = errorBetweenGoodOnes(
        "[Game \"elfern\"]\n[" + name + " \"x\"]\n[Seed \"42\"]\n\n1. KD *\n\n",
        ReadLimits.defaults());
    assertThat(d.line()).isEqualTo(8);
    assertThat(d.column()).isEqualTo(1);
    assertThat(d.message()).contains("malformed tag pair", "too long");
  }
}
