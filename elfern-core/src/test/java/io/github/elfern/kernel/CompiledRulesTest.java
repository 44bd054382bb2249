package io.github.elfern.kernel;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link CompiledRules#endgameFingerprint()}: the same for rules that play alike once the stock
 * is empty, different for every option that changes that play (the option table of
 * docs/rules.md#options).
 */
class CompiledRulesTest {

  private static long print(String rules) {
    return CompiledRules.of(Rules.parse(rules)).endgameFingerprint();
  }

  @Test
  void endgameFingerprint_isTheSameForRulesThatPlayTheEndgameAlike() {
    // The hand size changes the deal, not the play of a trick (docs/rules.md#dealing: hand=4, 5, 6).
    assertThat(print("elfern hand=4")).isEqualTo(print("elfern"));
    // elfern-app is elfern with seven-beats-ace; its tie rule and match options are not play.
    assertThat(print("elfern-app")).isEqualTo(print("elfern seven-beats-ace=true"));
  }

  @Test
  void endgameFingerprint_tellsApartEveryOptionThatChangesTheEndgame() {
    // docs/rules.md#options: head, seven-beats-ace, capture, and the presets'
    // trumps and card points.
    List<String> rules = List.of("elfern", "elfern head=true", "elfern seven-beats-ace=true",
        "elfern-trumps", "elfern-trumps head=true", "bohemian-points", "bohemian-schneider",
        "bohemian-schneider capture=higher", "fuenfzehnern");
    assertThat(rules.stream().map(CompiledRulesTest::print).distinct()).hasSize(rules.size());
  }
}
