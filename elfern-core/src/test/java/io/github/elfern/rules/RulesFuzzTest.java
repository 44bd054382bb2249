package io.github.elfern.rules;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.testing.Refusals;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of {@link Rules#parse} with Jazzer (see EgnFuzzTest in elfern-notation
 * for how to run it). In the normal build it replays the inputs in {@code
 * src/test/resources/io/github/elfern/rules/RulesFuzzTestInputs/parse_anyText/}.
 *
 * <p>The properties, for any bytes read as UTF-8: the only exception is an {@link
 * IllegalArgumentException} with a short message ({@link Refusals}); accepted rules write a
 * notation that reads back to equal rules and the same notation.
 */
@Tag("slow")
class RulesFuzzTest {

  @FuzzTest(maxDuration = "2m")
  void parse_anyText(byte[] input) {
    String text = new String(input, StandardCharsets.UTF_8);
    Rules rules;
    try {
      rules = Rules.parse(text);
    } catch (IllegalArgumentException e) {
      Refusals.check(e, text);
      return;
    }
    Rules again = Rules.parse(rules.notation());
    assertThat(again).as("round trip of %s", text).isEqualTo(rules);
    assertThat(again.notation()).isEqualTo(rules.notation());
    assertThat(rules.deck().size()).isGreaterThanOrEqualTo(rules.handSize() * rules.players());
  }
}
