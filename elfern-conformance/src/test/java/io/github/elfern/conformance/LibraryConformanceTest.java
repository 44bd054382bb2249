package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The library passes its own vectors in process, and the kit notices a wrong answer. */
class LibraryConformanceTest {

  @Tag("slow")
  @Test
  void run_libraryAdapter_passesEveryVector() {
    ConformanceReport r =
        Conformance.run(Vectors.bundled(), () -> EngineConnection.of(new LibraryAdapter()));
    assertThat(r.format(3)).endsWith(r.results().size() + " passed, 0 failed\n");
    assertThat(r.count(VectorResult.Status.SKIPPED)).isZero();
  }

  /** An adapter that plays like the library but gets phase 2 wrong: it never obliges to follow. */
  static final class Revoking implements ConformanceAdapter {
    private final LibraryAdapter inner = new LibraryAdapter();

    @Override
    public String name() {
      return "revoking";
    }

    @Override
    public boolean rules(String rules) {
      return rules.equals("elfern") && inner.rules(rules);
    }

    @Override
    public void deal(List<String> deck) {
      inner.deal(deck);
    }

    @Override
    public int toMove() {
      return inner.toMove();
    }

    @Override
    public List<String> legalMoves() {
      List<String> hand = inner.hands().get(inner.toMove());
      return hand;
    }

    @Override
    public Optional<String> play(String move) {
      return inner.play(move);
    }

    @Override
    public List<List<String>> hands() {
      return inner.hands();
    }

    @Override
    public List<Integer> points() {
      return inner.points();
    }

    @Override
    public List<Integer> tricksWon() {
      return inner.tricksWon();
    }

    @Override
    public String result() {
      return inner.result();
    }
  }

  @Test
  void run_wrongLegalMoves_failsStepsWithTheDisagreement() {
    Vectors steps = Vectors.bundled().filter(v -> v.id().equals("steps/elfern/spec-example"));
    ConformanceReport r = Conformance.run(steps, () -> EngineConnection.of(new Revoking()));
    assertThat(r.count(VectorResult.Status.FAILED)).isEqualTo(1);
    String detail = r.results().get(0).detail();
    // trick 11 is the first of phase 2 (seed 42): KS led, Ben holds TS and must follow
    assertThat(detail).contains("step 22 (TS): legal moves", "expected: legal 1 TS",
        "rules: elfern", "> legal");
    assertThat(r.format(5)).endsWith("0 passed, 1 failed\n");
  }

  @Test
  void run_unsupportedRules_areSkipped() {
    Vectors perft = Vectors.bundled().filter(v -> v.rules().startsWith("fuenfzehnern"));
    ConformanceReport r = Conformance.run(perft, () -> EngineConnection.of(new Revoking()));
    assertThat(r.count(VectorResult.Status.SKIPPED)).isEqualTo(perft.size());
    assertThat(r.passed()).isTrue();
  }

  @Test
  void egn_request_countsLines() {
    assertThat(Conformance.egn("[Game \"elfern\"]\n\n*\n", true))
        .isEqualTo("egn 3 strict\n[Game \"elfern\"]\n\n*");
    ProtocolServer server = new ProtocolServer(new LibraryAdapter());
    assertThat(server.answer(Conformance.egn("[Game \"elfern\"]\n\n*\n", false)))
        .isEqualTo("error 1 1 not-replayable");
    assertThat(server.answer("frobnicate")).isEqualTo("error unknown request 'frobnicate'");
    assertThat(server.answer("legal")).startsWith("error no deal");
  }
}
