package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * The kernel's codes for the rules' enums are the enums' ordinals, so the two cannot drift: each
 * constant names the value of its name.
 */
class CompiledRulesTest {

  @Test
  void leadCodes_areTheOrdinals() {
    assertThat(CompiledRules.LEAD_NONE).isEqualTo(LeadRestriction.NONE.ordinal());
    assertThat(CompiledRules.LEAD_RELAXED).isEqualTo(LeadRestriction.RELAXED.ordinal());
    assertThat(CompiledRules.LEAD_STRICT).isEqualTo(LeadRestriction.STRICT.ordinal());
    assertThat(CompiledRules.LEAD_FIRST_SUIT).isEqualTo(LeadRestriction.FIRST_SUIT.ordinal());
    assertThat(CompiledRules.LEAD_KASTNER).isEqualTo(LeadRestriction.KASTNER.ordinal());
    assertThat(CompiledRules.LEAD_PARLETT).isEqualTo(LeadRestriction.PARLETT.ordinal());
    assertThat(LeadRestriction.values()).hasSize(6);
  }

  @Test
  void obligationCodes_areTheOrdinals() {
    assertThat(CompiledRules.OBLIGE_NONE).isEqualTo(Obligation.NONE.ordinal());
    assertThat(CompiledRules.OBLIGE_FOLLOW).isEqualTo(Obligation.FOLLOW.ordinal());
    assertThat(CompiledRules.OBLIGE_FOLLOW_OR_TRUMP)
        .isEqualTo(Obligation.FOLLOW_OR_TRUMP.ordinal());
    assertThat(Obligation.values()).hasSize(3);
  }

  @Test
  void everyPreset_compilesToItsOwnEnums() {
    for (Preset p : Preset.values()) {
      Rules r = Rules.of(p);
      CompiledRules cr = CompiledRules.of(r);
      assertThat(cr.leadRestriction()).isEqualTo(r.leadRestriction().ordinal());
      assertThat(cr.obligation(1)).isEqualTo(r.phase1Obligation().ordinal());
      assertThat(cr.obligation(0)).isEqualTo(r.phase2Obligation().ordinal());
    }
  }
}
