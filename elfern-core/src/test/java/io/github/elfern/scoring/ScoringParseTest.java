package io.github.elfern.scoring;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ScoringParseTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "tendler",
        "tendler deals=12",
        "tendler target=5",
        "tendler deals=12 target=5",
        "tendler deals=10 dealer=alternate",
        "banner",
        "banner banners=2 dealer=loser",
        "altenburg target=21 stander-dealer=same",
        "counters",
        "counters start=5 out=rotate",
        "fifteen",
        "fifteen deals=8"
      })
  void parse_canonical_writesBackUnchanged(String text) {
    assertThat(Scoring.parse(text).notation()).isEqualTo(text);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "banner banners=1 | banner",
        "  tendler   target=5 deals=3  | tendler deals=3 target=5",
        "altenburg target=10 dealer=winner stander-dealer=lot out=loser | altenburg",
        "counters start=10 | counters",
        "fifteen dealer=alternate | fifteen",
        "tendler out=rotate dealer=loser | tendler dealer=loser out=rotate"
      })
  void parse_nonCanonical_writesCanonical(String text, String canonical) {
    assertThat(Scoring.parse(text).notation()).isEqualTo(canonical);
  }

  @Test
  void parse_fields() {
    Scoring s = Scoring.parse("tendler deals=12 dealer=alternate stander-dealer=same");
    assertThat(s.schedule()).isEqualTo(new Tendler(OptionalInt.of(12), OptionalInt.empty()));
    assertThat(s.nextDealer()).isEqualTo(NextDealer.ALTERNATE);
    assertThat(s.dealerAfterTie()).isEqualTo(DealerAfterTie.SAME);
    assertThat(s.sitOutRule()).isEqualTo(SitOutRule.LOSER);
    assertThat(Scoring.parse("banner banners=3").schedule()).isEqualTo(new Banner(3));
    assertThat(Scoring.parse("fifteen").nextDealer()).isEqualTo(NextDealer.ALTERNATE);
  }

  @Test
  void of_defaults_equalParsedId() {
    assertThat(Scoring.of(new Counters(10))).isEqualTo(Scoring.parse("counters"));
    assertThat(Scoring.of(Fifteen.openEnded())).isEqualTo(Scoring.parse("fifteen"));
    assertThat(Scoring.of(new Banner(2)).withNextDealer(NextDealer.LOSER))
        .isEqualTo(Scoring.parse("banner banners=2 dealer=loser"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "'' | empty Scoring value: expected a schedule id (valid: tendler, banner, altenburg,"
            + " counters, fifteen)",
        "skat | unknown scoring schedule 'skat' in Scoring \"skat\" (valid: tendler, banner,",
        "banner deals=3 | unknown key 'deals' for scoring schedule banner in Scoring \"banner deals=3\""
            + " (valid: banners, dealer, stander-dealer, out)",
        "fifteen out=rotate | unknown key 'out' for scoring schedule fifteen",
        "banner banners | Scoring key 'banners' needs a value (banners=...)",
        "banner banners= | Scoring key 'banners' needs a value",
        "banner banners=2 banners=3 | Scoring key 'banners' is given twice",
        "banner banners=0 | Scoring key 'banners' needs a whole number from 1 to 1000000, got '0'",
        "counters start=ten | Scoring key 'start' needs a whole number from 1 to 1000000, got 'ten'",
        "tendler deals=99999999 | got '99999999'",
        "tendler deals=-1 | got '-1'",
        "tendler dealer=first | Scoring key 'dealer' must be one of winner, loser, alternate, got"
            + " 'first' in Scoring \"tendler dealer=first\"",
        "altenburg stander-dealer=winner | must be one of lot, same, got 'winner'",
        "counters out=dealer | must be one of loser, rotate, got 'dealer'",
        "fifteen dealer=winner | fifteen has no winner or loser: the deal passes clockwise"
            + " (dealer=alternate), got dealer=winner in Scoring \"fifteen dealer=winner\"",
        "Tendler | unknown scoring schedule 'Tendler'"
      })
  void parse_badValue_clearMessage(String text, String message) {
    assertThatThrownBy(() -> Scoring.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(message);
  }

  @Test
  void withNextDealer_fifteenWinner_refused() {
    assertThatThrownBy(() -> Scoring.of(Fifteen.ofDeals(4)).withNextDealer(NextDealer.LOSER))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("dealer=loser");
  }

  @Test
  void notation_anyScoring_parsesBackEqual() {
    qt(3702L).forAll(
            integers().between(0, 4),
            integers().between(0, 1_000_000),
            integers().between(0, 11))
        .checkAssert(
            (schedule, count, options) -> {
              int dealer = options % 3;
              int afterTie = (options / 3) % 2;
              int out = options / 6;
              int c = Math.max(1, count);
              ScoringSchedule s;
              switch (schedule) {
                case 0:
                  s = new Tendler(
                      count % 3 == 0 ? OptionalInt.empty() : OptionalInt.of(c),
                      count % 2 == 0 ? OptionalInt.empty() : OptionalInt.of(c / 2 + 1));
                  break;
                case 1:
                  s = new Banner(c);
                  break;
                case 2:
                  s = new Altenburg(c);
                  break;
                case 3:
                  s = new Counters(c);
                  break;
                default:
                  s = count % 2 == 0 ? Fifteen.openEnded() : Fifteen.ofDeals(c);
              }
              Scoring scoring = Scoring.of(s);
              if (!(s instanceof Fifteen)) {
                scoring =
                    scoring
                        .withNextDealer(NextDealer.values()[dealer])
                        .withDealerAfterTie(DealerAfterTie.values()[afterTie])
                        .withSitOutRule(SitOutRule.values()[out]);
              }
              assertThat(Scoring.parse(scoring.notation())).isEqualTo(scoring);
              assertThat(Scoring.parse(scoring.notation()).notation())
                  .isEqualTo(scoring.notation());
            });
  }
  @Test
  void parse_hugeText_messageIsClipped() {
    String huge = "x".repeat(10_000_000);
    for (String text : new String[] {"tendler " + huge, huge, "tendler deals=" + "9".repeat(10_000_000),
        "banner dealer=" + huge, "tendler deals=1 deals=" + huge, "banner " + huge + "=1",
        "tendler deals=1 " + huge}) {
      assertThatThrownBy(() -> Scoring.parse(text))
          .isInstanceOf(IllegalArgumentException.class)
          .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(400)
              .contains("characters)"));
    }
    assertThatThrownBy(() -> Scoring.parse("tendler deals=\u001b[2J"))
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\u001b"));
  }
}
