package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link EndgameDatabase#endgameFingerprint}: the same for rules that play alike once the stock
 * is empty, different for every option that changes that play (the option table of
 * docs/rules.md#options); and the names of the databases it gives.
 */
class EndgameFingerprintTest {

  private static long print(String rules) {
    return EndgameDatabase.endgameFingerprint(Rules.parse(rules));
  }

  @Test
  void endgameFingerprint_isTheSameForRulesThatPlayTheEndgameAlike() {
    // The hand size changes the deal, not the play of a trick
    // (docs/rules.md#dealing: hand=4, 5, 6).
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
    assertThat(rules.stream().map(EndgameFingerprintTest::print).distinct())
        .hasSize(rules.size());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
      "elfern, endgames-99e1d346a191b1d8.bin",
      "elfern-trumps, endgames-2c5ff425dbf773b4.bin",
      "elfern-app, endgames-e93ea8ed7d1cd09c.bin",
      "elfern head=true, endgames-6efda757b0674e1a.bin",
      "elfern-trumps head=true, endgames-52c0b8232114a2b7.bin",
      "elfern-app head=true, endgames-f55b4ea2e5a44213.bin",
      "bohemian-points, endgames-5ebcb085d34a7115.bin"})
  void databaseNames_areThoseTheKernelsFingerprintGave(String id, String name) {
    // The names of the database files as they were committed when the fingerprint was computed
    // in the kernel (CompiledRules, commit 0851431): moving it to the solver's side changed no
    // number, so that a database is found under the name it always had.
    Rules rules = Rules.parse(id);
    assertThat(EndgameDatabase.resourceName(
        EndgameDatabase.fingerprint(rules, rules.turnsTrump()))).isEqualTo(name);
  }
}
