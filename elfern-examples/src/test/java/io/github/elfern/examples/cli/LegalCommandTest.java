package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code legal} command: one line per record as EGN.md §9 says. The expected moves are
 * read off the hands that the {@code Deck} tags deal (positions of EGN.md §10).
 */
class LegalCommandTest {

  @TempDir Path dir;

  @Test
  @DisplayName("legal: in phase 1 every card of the hand is legal (000), canonical order; over: -")
  void legal_lines_followTheSpecification() throws IOException {
    String f = Cli.file(dir, "a.egn",
        "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD *\n\n"            // Ben holds AC QC TS 9S KH JH
            + "[Game \"elfern\"]\n[Suits \"german\"]\n[Seed \"42\"]\n\n1. KS *\n\n" // KD = KS
            + "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD 9S 2. 8H 7C *\n\n"
            + new String(java.nio.file.Files.readAllBytes(Path.of(Cli.CLUB_EVENING)),
                java.nio.charset.StandardCharsets.UTF_8));
    Cli.Run r = Cli.run("legal", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.lines()).containsExactly(
        "AC QC TS 9S KH JH", "AE OE TG 9G KH UH", "! not-in-hand", "-", "");
  }

  @Test
  @DisplayName("legal: a Zwang lead QS=Z right after QS (004: the leader holding K and Q of a suit"
      + " may announce Zwang with the queen)")
  void legal_zwang_isASeparateMoveAfterTheQueen() throws IOException {
    // Seed 1 deals Anna AD 9H KH 8D and QC 7C QS KS (batches of four, see fuenfzehnern.egn).
    String f = Cli.file(dir, "z.egn", "[Game \"fuenfzehnern\"]\n[Seed \"1\"]\n\n*\n");
    Cli.Run r = Cli.run("legal", f);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo("QC 7C KS QS QS=Z KH 9H AD 8D\n");
  }

  @Test
  void legal_emptyFile_printsNoLine_andSaysSoOnStandardError() throws IOException {
    String f = Cli.file(dir, "e.egn", "");
    Cli.Run r = Cli.run("legal", f);
    assertThat(r.exit()).isZero();
    // standard output stays one line per record: none
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).isEqualTo(f + " holds no record.\n");
  }
}
