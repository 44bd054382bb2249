package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.Capture;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The trick tables' inverse tables and the facts they state about what beats what, for every
 * preset and option combination and every trump suit.
 */
class TrickTablesTest {

  @Test
  @DisplayName("what a card beats is what beats it, turned round, led and following")
  void beaten_isBeatsTurnedRound() {
    for (String text : RulesMatrix.allTexts()) {
      for (int trump = -1; trump < 4; trump++) {
        TrickTables t = TrickTables.of(Rules.parse(text), trump);
        for (int a = 0; a < 32; a++) {
          for (int b = 0; b < 32; b++) {
            assertThat(t.beatenLed(b) >>> a & 1).as("%s trump %d: %d led, %d", text, trump, a, b)
                .isEqualTo(t.beatsLed(a) >>> b & 1);
            assertThat(t.beatenFollow(b) >>> a & 1).as("%s trump %d: %d, %d", text, trump, a, b)
                .isEqualTo(t.beatsFollow(a) >>> b & 1);
          }
          assertThat(t.beatenLedTable()[a]).isEqualTo(t.beatenLed(a));
          assertThat(t.beatenFollowTable()[a]).isEqualTo(t.beatenFollow(a));
          assertThat(t.beatsLedTable()[a]).isEqualTo(t.beatsLed(a));
          assertThat(t.beatsFollowTable()[a]).isEqualTo(t.beatsFollow(a));
          assertThat(t.pointsTable()[a]).isEqualTo(t.points(a));
        }
      }
    }
  }

  @Test
  @DisplayName("captures are scarce exactly under capture=next; a seven on a led ace exactly under"
      + " seven-beats-ace (docs/rules.md#capture, docs/rules.md#seven-beats-ace)")
  void facts_followTheOptions() {
    for (String text : RulesMatrix.allTexts()) {
      Rules rules = Rules.parse(text);
      for (int trump = -1; trump < 4; trump++) {
        if (trump >= 0 && !rules.turnsTrump()) {
          continue;
        }
        TrickTables t = TrickTables.of(rules, trump);
        boolean next = rules.capture() == Capture.NEXT;
        assertThat(t.scarceCaptures()).as(text).isEqualTo(next);
        assertThat(t.sevenOnAce()).as(text).isEqualTo(rules.sevenBeatsAce() && !next);
        // docs/rules.md#trick-winner: what beats what asks only whether a card is of the suit led
        // or of trumps, and its rank; no suit but the trump suit is special
        assertThat(t.suitLocal()).as(text).isTrue();
        assertThat(t.suitSymmetric()).as(text).isTrue();
      }
    }
  }

  @Test
  @DisplayName("the tables are built once per compiled rules and trump suit, and shared")
  void tables_areShared() {
    CompiledRules cr = CompiledRules.of(Rules.parse("elfern-trumps"));
    assertThat(TrickTables.of(cr, 2)).isSameAs(TrickTables.of(cr, 2)).isSameAs(cr.tables(2));
    assertThat(TrickTables.of(cr, 1)).isNotSameAs(cr.tables(2));
    assertThat(TrickTables.of(cr.rules(), 2).beatsLedTable()).isEqualTo(cr.tables(2).beatsLedTable());
  }
}
