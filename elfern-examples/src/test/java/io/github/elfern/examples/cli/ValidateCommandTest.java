package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code validate} command: its line format {@code FILE:LINE:COL: CODE message} (EGN.md
 * §9) and exit codes. The expected positions are counted by hand in the texts below.
 */
class ValidateCommandTest {

  @TempDir Path dir;

  private static final String TAGS = "[Game \"elfern\"]\n[Seed \"42\"]\n\n";

  @Test
  void validate_validFile_printsNothingButTheSummaryAndExitsZero() {
    Cli.Run r = Cli.run("validate", Cli.CLUB_EVENING);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEmpty();
    // the club evening of EGN.md §13 is one record
    assertThat(r.err()).isEqualTo("1 file, 1 record, 0 errors.\n");
    Cli.Run quiet = Cli.run("validate", "--quiet", Cli.CLUB_EVENING);
    assertThat(quiet.exit()).isZero();
    assertThat(quiet.out() + quiet.err()).isEmpty();
  }

  @Test
  void validate_summaryCountsFilesRecordsErrorsAndUnreadableFiles() throws IOException {
    String two = Cli.file(dir, "two.egn", TAGS + "1. KD 9S 2. 8H 7C *\n\n" + TAGS
        + "1. KD 9S 2. 8H 7S *\n");
    Cli.Run r = Cli.run("validate", two, dir.resolve("none.egn").toString());
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).endsWith("2 files, 2 records, 1 error in 1 record; 1 unreadable.\n");
  }

  @Test
  @DisplayName("validate: a card not in the hand, at line 4 column 16 (Ben holds AC QC TS 7S KH JH"
      + " after the first trick of seed 42, EGN.md §10)")
  void validate_cardNotInHand_printsFileLineColumnCode() throws IOException {
    //          col: 1234567890123456
    String f = Cli.file(dir, "a.egn", TAGS + "1. KD 9S 2. 8H 7C *\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.lines()).hasSize(2); // the line and the final newline
    assertThat(r.lines()[0]).startsWith(f + ":4:16: not-in-hand ").contains("7C");
  }

  @Test
  @DisplayName("validate: phase 2 must-follow (000: with the stock empty the follower must follow"
      + " suit; Ben holds TS when Anna leads KS in trick 11 of the club evening)")
  void validate_revokeInPhaseTwo_printsMustFollow() throws IOException {
    String f = Cli.file(dir, "b.egn", TAGS
        + "1. KD 9S 2. 8H 7S 3. AH AC 4. 8C JH 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS AD\n"
        + "10. 7D AS\n"
        + "11. KS 7H *\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).startsWith(f + ":6:8: must-follow ");
  }

  @Test
  void validate_wrongMarker_printsResultMismatchAtTheMarker() throws IOException {
    String f = Cli.file(dir, "c.egn", TAGS
        + "1. KD 9S 2. 8H 7S 3. AH AC 4. 8C JH 5. JC KH 6. 7C JS 7. QD 9D 8. 8S QC 9. QS AD\n"
        + "10. 7D AS 11. KS TS 12. QH 7H 13. TD 8D 14. TH JD 15. TC KC 16. 9C 9H\n"
        + "17-3\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).startsWith(f + ":6:1: result-mismatch ");
  }

  @Test
  void validate_garbageWordAndMissingGame_reportsEachRecord() throws IOException {
    String f = Cli.file(dir, "d.egn", TAGS + "1. KD %% *\n\n[Seed \"1\"]\n\n*\n\n" + TAGS + "*\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.lines()).hasSize(3);
    assertThat(r.lines()[0]).startsWith(f + ":4:7: syntax ");
    assertThat(r.lines()[1]).startsWith(f + ":6:1: missing-game ");
  }

  @Test
  @DisplayName("validate: an unterminated { after the last record is syntax at the { and exits 1"
      + " (EGN.md §3, §6)")
  void validate_unterminatedBraceAfterLastRecord_printsSyntaxAtTheBrace() throws IOException {
    // Lines 1-3 the tags, 4 the moves, 5 blank, 6 the comment: { at column 1.
    String f = Cli.file(dir, "t.egn", TAGS + "1. KD 9S *\n\n{ a note never closed\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.lines()).hasSize(2);
    assertThat(r.lines()[0]).startsWith(f + ":6:1: syntax unterminated comment");
    String empty = Cli.file(dir, "u.egn", "\n  {\n");
    Cli.Run e = Cli.run("validate", empty);
    assertThat(e.exit()).isEqualTo(1);
    assertThat(e.out()).startsWith(empty + ":2:3: syntax ");
  }

  @Test
  @DisplayName("validate --strict refuses lower case and missing trick numbers (EGN.md §2, §5)")
  void validate_strict_refusesWhatLenientAccepts() throws IOException {
    String f = Cli.file(dir, "e.egn", TAGS + "1. kd 9S *\n");
    assertThat(Cli.run("validate", f).exit()).isZero();
    Cli.Run strict = Cli.run("validate", "--strict", f);
    assertThat(strict.exit()).isEqualTo(1);
    assertThat(strict.out()).startsWith(f + ":4:4: bad-card ");

    String g = Cli.file(dir, "f.egn", TAGS + "KD 9S *\n");
    assertThat(Cli.run("validate", g).exit()).isZero();
    assertThat(Cli.run("validate", "--strict", g).out()).startsWith(g + ":4:1: trick-number ");
  }

  @Test
  void validate_severalFiles_exitsOneIfAnyHasAnError() throws IOException {
    String bad = Cli.file(dir, "bad.egn", TAGS + "1. KD 9S 2. 8H 7C *\n");
    Cli.Run r = Cli.run("validate", Cli.CLUB_EVENING, bad, Cli.CLUB_EVENING);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).startsWith(bad + ":4:16:").doesNotContain("club-evening");
  }

  @Test
  @DisplayName("validate: a partial deck is a note, not an error; --notes prints it at the [ of Deck")
  void validate_partialDeck_isANoteShownWithNotes() throws IOException {
    String f = Cli.file(dir, "p.egn", "[Game \"elfern\"]\n"
        + "[Deck \"8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D"
        + " KC KS AS TC ??\"]\n\n1. KD 9S *\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEmpty();
    Cli.Run notes = Cli.run("validate", "--notes", f);
    assertThat(notes.exit()).isZero();
    assertThat(notes.out()).startsWith(f + ":2:1: partial-deck ");
  }

  @Test
  void validate_missingFileAmongOthers_reportsItAndGoesOn() throws IOException {
    String bad = Cli.file(dir, "bad.egn", TAGS + "1. KD 9S 2. 8H 7C *\n");
    Cli.Run r = Cli.run("validate", dir.resolve("none.egn").toString(), bad);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.err()).startsWith("elfern: " + dir.resolve("none.egn") + ": no such file\n");
    assertThat(r.out()).startsWith(bad + ":4:16: not-in-hand");
  }

  @Test
  void validate_standardInput_readsDash() {
    Cli.Run r = Cli.runWithInput(TAGS + "1. KD 9S 2. 8H 7C *\n", "validate", "-");
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).startsWith("-:4:16: not-in-hand");
  }

  @Test
  void validate_controlCharactersInMessages_areEscaped() throws IOException {
    String f = Cli.file(dir, "ctl.egn", TAGS + "1. KD \u001b[2J *\n");
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).doesNotContain("\u001b").contains("\\u001b");
  }

  @Test
  @DisplayName("validate streams: a file of one 8 MB line gives one error and no memory trouble")
  void validate_oneHugeLine_reportsOneError() throws IOException {
    byte[] line = new byte[8 << 20];
    java.util.Arrays.fill(line, (byte) 'x');
    byte[] head = "[Game \"elfern\"] [Seed \"1\"] ".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    byte[] all = new byte[head.length + line.length];
    System.arraycopy(head, 0, all, 0, head.length);
    System.arraycopy(line, 0, all, head.length, line.length);
    String f = Cli.file(dir, "huge.egn", all);
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.lines()).hasSize(2);
    assertThat(r.lines()[0]).startsWith(f + ":1:28: syntax ");
  }

  @Test
  void validate_noFile_isAUsageError() {
    Cli.Run r = Cli.run("validate");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n").contains("FILE");
  }
}
