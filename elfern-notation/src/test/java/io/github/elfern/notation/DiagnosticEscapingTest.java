package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Diagnostics quote what a file holds; printed as they are (README: {@code
 * System.out.println(d.format("inline.egn"))}) they must not let the file drive the terminal: no
 * control character (ESC, NUL, ...) and no bidirectional override (Trojan Source, CVE-2021-42574)
 * reaches a message, {@code toString()} or {@code format(file)}.
 */
class DiagnosticEscapingTest {

  /** C0 but the tab, DEL, C1, and the Unicode bidi controls and line separators. */
  private static boolean unsafe(int c) {
    return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e
        || c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
        || c == 0x2028 || c == 0x2029;
  }

  private static void assertSafe(Diagnostic d) {
    for (String s : List.of(d.message(), d.toString(), d.format("inline.egn"))) {
      assertThat(s.chars().filter(DiagnosticEscapingTest::unsafe).toArray()).as(s).isEmpty();
    }
  }

  private static List<Diagnostic> read(String text) {
    return EgnReader.readAll(text, Strictness.STRICT).get(0).diagnostics();
  }

  @ParameterizedTest
  @ValueSource(strings = {"KD\u0000", "KD\u001b[31m", "KD\u202e", "KD\u2066", "KD\u0085",
      "KD\u2028"})
  @DisplayName("a card word with a control character is quoted escaped")
  void cardWord_controlCharacters_areEscaped(String word) {
    List<Diagnostic> ds = read("[Game \"elfern\"]\n[Seed \"42\"]\n\n1. " + word + " 9S *\n");
    assertThat(ds).isNotEmpty();
    ds.forEach(DiagnosticEscapingTest::assertSafe);
  }

  @Test
  @DisplayName("an unknown Game and a bad Players value are quoted escaped")
  void tagValues_controlCharacters_areEscaped() {
    List<Diagnostic> game = read("[Game \"elf\u001b[2Jern\"]\n[Seed \"42\"]\n\n*\n");
    assertThat(game).isNotEmpty();
    game.forEach(DiagnosticEscapingTest::assertSafe);
    assertThat(game.get(0).message()).contains("elf\\u001b[2Jern");
    List<Diagnostic> players =
        read("[Game \"elfern\"]\n[Players \"a\u001b[2J;b;c\"]\n[Seed \"42\"]\n\n*\n");
    assertThat(players).isNotEmpty();
    players.forEach(DiagnosticEscapingTest::assertSafe);
    assertThat(players.get(0).message()).contains("a\\u001b[2J");
  }

  @Test
  @DisplayName("a diagnostic made in code is escaped too, the file name of format(file) as well")
  void constructedDiagnostic_isEscaped() {
    Diagnostic d = new Diagnostic(3, 4, EgnCode.SYNTAX, "found '\u001b]0;pwned\u0007' \u202eX");
    assertSafe(d);
    assertThat(d.message()).isEqualTo("found '\\u001b]0;pwned\\u0007' \\u202eX");
    assertThat(d.format("a\u001b[2J.egn")).isEqualTo("a\\u001b[2J.egn:3:4: "
        + EgnCode.SYNTAX.code() + " found '\\u001b]0;pwned\\u0007' \\u202eX");
    // the exception carrying it says the same
    assertThat(new EgnException(d).getMessage()).isEqualTo(d.toString());
    assertThatThrownBy(() -> GameRecord.parse("[Game \"elf\u001b[2Jern\"]\n\n*\n"))
        .isInstanceOf(EgnException.class)
        .satisfies(e -> assertThat(e.getMessage().chars().filter(DiagnosticEscapingTest::unsafe)
            .toArray()).isEmpty());
  }

  @Test
  @DisplayName("escaping twice changes nothing: the CLI's output stays as it was")
  void escape_isIdempotent() {
    String once = Printable.escape("a\u001b[2J\u0000\u202e\tb\\u001b");
    assertThat(once).isEqualTo("a\\u001b[2J\\u0000\\u202e\tb\\u001b");
    assertThat(Printable.escape(once)).isSameAs(once);
  }

  @Test
  void clipEscaped_boundsTheEscapedLengthAndCutsBetweenEscapes() {
    assertThat(Printable.clipEscaped("ab\u0007", 20)).isEqualTo("ab\\u0007");
    String bells = "\u0007".repeat(1000);
    String clipped = Printable.clipEscaped(bells, 500);
    // each bell is six characters escaped: 82 of them fit before the note
    assertThat(clipped).isEqualTo("\\u0007".repeat(82) + "... (1000 characters)");
    assertThat(clipped.length()).isLessThanOrEqualTo(500 + "... (1000 characters)".length());
  }
}
