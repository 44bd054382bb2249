package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/** The lead field of a position string (EGN.md, "Position string"), written and read in one place. */
class LeadFieldTest {

  @Test
  void theSpecsExample() {
    int lead = Kernel.packLead(Suit.HEARTS.ordinal(), -1, true, Suit.CLUBS.ordinal(),
        (1 << Suit.CLUBS.ordinal()) | (1 << Suit.HEARTS.ordinal()));
    assertThat(LeadField.parse("H,-,1,C,CH")).isEqualTo(lead);
    assertThat(LeadField.format(lead)).isEqualTo("H,-,1,C,CH");
    assertThat(LeadField.format(Kernel.initialLead())).isEqualTo("-,-,0,-,-");
  }

  @Test
  void everyLeadState_roundTrips() {
    int n = 0;
    for (int binding = -1; binding < 4; binding++) {
      for (int secondary = -1; secondary < 4; secondary++) {
        for (int first = -1; first < 4; first++) {
          for (int led = 0; led < 16; led++) {
            for (boolean won : new boolean[] {false, true}) {
              int lead = Kernel.packLead(binding, secondary, won, first, led);
              assertThat(LeadField.parse(LeadField.format(lead))).isEqualTo(lead);
              n++;
            }
          }
        }
      }
    }
    assertThat(n).isEqualTo(5 * 5 * 5 * 16 * 2);
  }

  @Test
  void malformedFields_sayWhat() {
    assertThatThrownBy(() -> LeadField.parse("H,-,1,C"))
        .hasMessage("lead: expected binding,secondary,won,first,led such as 'H,-,1,C,CH'");
    assertThatThrownBy(() -> LeadField.parse("H,-,2,C,-"))
        .hasMessageStartingWith("lead: expected");
    assertThatThrownBy(() -> LeadField.parse("X,-,1,C,-")).hasMessage("lead: bad suit 'X'");
    assertThatThrownBy(() -> LeadField.parse("HH,-,1,C,-")).hasMessage("lead: bad suit 'HH'");
    assertThatThrownBy(() -> LeadField.parse("H,-,1,C,CZ")).hasMessage("lead: bad suit 'Z'");
  }

  @Test
  void thePositionCodec_namesTheField() {
    String good = GameState.deal(Rules.parse("elfern"), 7).position();
    String bad = good.substring(0, good.lastIndexOf('|') + 1) + "Q,-,0,-,-";
    // the field and why, not the position itself, whose hands and stock are hidden
    assertThatThrownBy(() -> GameState.fromPosition(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bad position: lead: bad suit 'Q'");
  }
}
