package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * The kernel reads the rules' own enums: what it holds for each preset and option is the value
 * the rules give, whatever the rules' accessors are asked.
 */
class CompiledRulesTest {

  @Test
  void everyPreset_compilesToItsOwnEnums() {
    for (Preset p : Preset.values()) {
      Rules r = Rules.of(p);
      CompiledRules cr = CompiledRules.of(r);
      assertThat(cr.leadRestriction()).isSameAs(r.leadRestriction());
      assertThat(cr.obligation(1)).isSameAs(r.phase1Obligation());
      assertThat(cr.obligation(0)).isSameAs(r.phase2Obligation());
      assertThat(cr.freeLead()).isEqualTo(r.leadRestriction() == LeadRestriction.NONE);
    }
  }

  @Test
  void everyLeadRestriction_isHeldAsItIs() {
    for (LeadRestriction l : LeadRestriction.values()) {
      CompiledRules cr = CompiledRules.of(Rules.preset("fuenfzehnern").with(
          Option.LEAD, l));
      assertThat(cr.leadRestriction()).isSameAs(l);
      assertThat(cr.leadRestrictionName()).isEqualTo(l.value());
    }
  }

  @Test
  void theObligationsOfThePhases_docsRulesFollowing() {
    // docs/rules.md#following: Elfern binds no one while the stock lasts and obliges following
    // once it is empty; elfern-trumps obliges follow-or-trump then
    CompiledRules elfern = CompiledRules.of(Rules.preset("elfern"));
    assertThat(elfern.obligation(10)).isSameAs(Obligation.NONE);
    assertThat(elfern.obligation(0)).isSameAs(Obligation.FOLLOW);
    CompiledRules trumps = CompiledRules.of(Rules.preset("elfern-trumps"));
    assertThat(trumps.obligation(10)).isSameAs(Obligation.NONE);
    assertThat(trumps.obligation(0)).isSameAs(Obligation.FOLLOW_OR_TRUMP);
  }
}
