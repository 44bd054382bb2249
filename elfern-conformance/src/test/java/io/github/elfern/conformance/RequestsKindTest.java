package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * How the kit checks the vectors of {@code requests.jsonl} (VECTORS.md §3): {@code error} in a
 * vector stands for any answer whose first word is {@code error}; an {@code unsupported} answer
 * skips the vector when it is the engine's first answer to that request in it, and fails it once
 * the engine has answered that request otherwise.
 */
class RequestsKindTest {

  private static VectorResult run(String id, ConformanceAdapter adapter) {
    Vector v = Vectors.bundled().of(VectorKind.REQUESTS).stream()
        .filter(x -> x.id().equals(id)).findFirst().orElseThrow();
    return Conformance.check(v, EngineConnection.of(adapter));
  }

  @Test
  void anErrorWithAnyMessage_passes() {
    VectorResult r = run("requests/rules/unknown-preset", new DelegatingAdapter() {
      @Override
      public boolean rules(String rules) {
        if (!rules.startsWith("elfern")) {
          throw new IllegalArgumentException("whatever the engine says");
        }
        return super.rules(rules);
      }
    });
    assertThat(r.status()).as(r.detail()).isEqualTo(VectorResult.Status.PASSED);
  }

  @Test
  void aMoveSpelledTen_readAsTheTen_fails() {
    // an adapter that reads 10D as EGN does, the ten of diamonds
    VectorResult r = run("requests/play/spellings/elfern", new DelegatingAdapter() {
      @Override
      public Optional<String> play(String move) {
        return super.play(Card.parse(move.replace("=Z", "")).notation()
            + (move.endsWith("=Z") ? "=Z" : ""));
      }
    });
    assertThat(r.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.detail()).contains("request 1 (play 10D)", "expected: error MESSAGE",
        "got:      illegal not-in-hand");
  }

  @Test
  void unsupported_toARulesTextThatNamesNoGame_fails() {
    VectorResult r = run("requests/rules/unknown-preset", new DelegatingAdapter() {
      @Override
      public boolean rules(String rules) {
        return rules.equals("elfern") && super.rules(rules);
      }
    });
    assertThat(r.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.detail()).contains("request 1 (rules elfen), after the engine answered 'rules'"
        + " before", "got:      unsupported");
  }

  @Test
  void unsupported_toARequestTheEngineDoesNotImplement_skips() {
    VectorResult r = run("requests/setup/bad-positions/elfern", new DelegatingAdapter() {
      @Override
      public void setup(String position) {
        throw new UnsupportedOperationException("setup");
      }
    });
    assertThat(r.status()).isEqualTo(VectorResult.Status.SKIPPED);
    assertThat(r.detail()).isEqualTo("setup unsupported");
  }

  @Test
  void aRefusedSetupThatChangedTheDeal_fails() {
    // an engine that keeps what it read of a refused position
    VectorResult r = run("requests/setup/bad-positions/elfern", new DelegatingAdapter() {
      @Override
      public void setup(String position) {
        try {
          super.setup(position);
        } catch (IllegalArgumentException e) {
          inner.rules("elfern"); // the deal is gone
          throw e;
        }
      }
    });
    assertThat(r.status()).isEqualTo(VectorResult.Status.FAILED);
    assertThat(r.detail()).contains("(legal)");
  }
}
