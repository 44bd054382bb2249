package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.bot.Bots;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Protocol version 2: the {@code capabilities} handshake, by which the kit
 * skips at once what an engine does not support and says so, and the self-contained {@code setup}
 * request, which sets a deal up from a position string alone, as UCI's {@code position fen}
 * does; engines of version 1 keep passing unchanged.
 */
class CapabilitiesTest {

  @Test
  void line_roundTrips_andItsErrorsAreNamed() {
    Capabilities c = Capabilities.parse("capabilities presets=elfern,fuenfzehnern "
        + "requests=shuffle,deal,legal");
    assertThat(c.presets()).containsExactly("elfern", "fuenfzehnern");
    assertThat(c.requests()).containsExactly("shuffle", "deal", "legal");
    assertThat(c.playsPreset("elfern")).isTrue();
    assertThat(c.playsPreset("elfern-trumps")).isFalse();
    assertThat(c.answers("legal")).isTrue();
    assertThat(c.answers("hello")).isTrue(); // every engine answers hello, rules, quit
    assertThat(c.answers("position")).isFalse();
    assertThat(Capabilities.parse(c.notation())).isEqualTo(c);
    Capabilities none = Capabilities.parse("capabilities presets=- requests=-");
    assertThat(none.presets()).isEmpty();
    assertThat(none.notation()).isEqualTo("capabilities presets=- requests=-");
    // a key of a later version is ignored
    assertThat(Capabilities.parse("capabilities presets=elfern requests=deal colour=blue"))
        .isEqualTo(new Capabilities(Set.of("elfern"), Set.of("deal")));
    assertThatThrownBy(() -> Capabilities.parse("capabilities presets=elfern"))
        .hasMessageContaining("the key 'requests' is missing");
    assertThatThrownBy(() -> Capabilities.parse("capabilities presets=a presets=b requests=-"))
        .hasMessageContaining("'presets' is given twice");
    assertThatThrownBy(() -> Capabilities.parse("capabilities  presets=a requests=-"))
        .hasMessageContaining("single spaces");
    assertThatThrownBy(() -> Capabilities.parse("capabilities presets=a,,b requests=-"))
        .hasMessageContaining("a name of presets must be a word");
    assertThatThrownBy(() -> Capabilities.parse("ready x"))
        .hasMessageContaining("expected 'capabilities presets=... requests=...'");
  }

  @Test
  void server_declaresWhatTheAdapterDeclares_andChooseWithABot() {
    ProtocolServer library = new ProtocolServer(new LibraryAdapter());
    Capabilities c = Capabilities.parse(library.answer("capabilities"));
    assertThat(c.presets()).containsExactly("elfern", "elfern-trumps", "elfern-app",
        "bohemian-schneider", "bohemian-points", "fuenfzehnern");
    assertThat(c.requests()).contains("shuffle", "position", "perft", "setup", "egn", "match",
        "record", "table").doesNotContain("choose");
    assertThat(Capabilities.parse(new ProtocolServer(new LibraryAdapter(),
        Bots.create("random")).answer("capabilities")).requests()).contains("choose");
    // an adapter that declares nothing is of version 1
    assertThat(new ProtocolServer(new DelegatingAdapter()).answer("capabilities"))
        .isEqualTo("unsupported");
    assertThat(library.answer("capabilities please")).startsWith("error capabilities takes"
        + " nothing");
    assertThat(library.answer("hello 2")).startsWith("ready elfern-java");
    assertThat(library.answer("hello 1")).startsWith("ready elfern-java");
  }

  @Test
  @SuppressWarnings("unchecked")
  void setup_givesEveryPositionOfTheStepsVectors_itsLegalMovesAndPosition() {
    ProtocolServer server = new ProtocolServer(new LibraryAdapter());
    int checked = 0;
    for (Vector v : Vectors.bundled().of(VectorKind.STEPS)) {
      assertThat(server.answer("rules " + v.rules())).isEqualTo("ok");
      for (Object o : v.list("steps")) {
        Map<String, Object> step = (Map<String, Object>) o;
        String pos = (String) step.get("position");
        assertThat(server.answer("setup " + pos)).as(pos).isEqualTo("ok");
        assertThat(server.answer("legal")).isEqualTo("legal " + step.get("seat") + " "
            + step.get("legal"));
        assertThat(server.answer("position")).isEqualTo("position " + pos);
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(400);
  }

  @Test
  void setup_refusesOtherRules_malformedPositions_andComesAfterRules() {
    ProtocolServer server = new ProtocolServer(new LibraryAdapter());
    Vector v = Vectors.bundled().all().stream().filter(x -> x.id().equals(
        "steps/elfern/spec-example")).findFirst().orElseThrow();
    String start = v.list("steps").stream().map(o -> (String) ((Map<?, ?>) o).get("position"))
        .findFirst().orElseThrow();
    assertThat(server.answer("setup " + start)).startsWith("error no rules set");
    assertThat(server.answer("rules elfern-trumps")).isEqualTo("ok");
    assertThat(server.answer("setup " + start)).isEqualTo("error the position is of 'elfern'"
        + " but the rules set are 'elfern-trumps'");
    assertThat(server.answer("rules elfern")).isEqualTo("ok");
    assertThat(server.answer("setup")).isEqualTo("error setup needs a position string");
    assertThat(server.answer("setup elfern|AC|-|-|0:-|0/0|0/0|-,-,0,-,-")).startsWith("error ");
    // a refused setup leaves no deal behind it... and a good one replaces the deal
    assertThat(server.answer("setup " + start)).isEqualTo("ok");
    assertThat(server.answer("position")).isEqualTo("position " + start);
    // an adapter without setup answers unsupported
    assertThat(new ProtocolServer(new LibraryConformanceTest.Revoking()).answer("setup " + start))
        .isEqualTo("unsupported");
  }

  /**
   * An engine in this process that declares {@code capabilities} (or answers the request as
   * {@code answer} says) and logs every request.
   */
  private static EngineConnection declaring(String answer, List<String> log,
      ConformanceAdapter adapter) {
    ProtocolServer server = new ProtocolServer(adapter);
    return new EngineConnection() {
      @Override
      public String ask(String request) {
        log.add(request);
        return request.equals("capabilities") ? answer : server.answer(request);
      }

      @Override
      public void close() {}
    };
  }

  @Test
  void kit_skipsWhatIsNotDeclared_atOnce_andSaysWhy_andLeavesOutUndeclaredChecks() {
    List<String> log = new ArrayList<>();
    String declared = "capabilities presets=elfern requests=deal,legal,play,hands,status,result";
    ConformanceReport r = Conformance.run(Vectors.bundled(),
        () -> declaring(declared, log, new LibraryAdapter()));
    assertThat(r.count(VectorResult.Status.FAILED)).as(r.format(3)).isZero();
    for (VectorResult v : r.results()) {
      String preset = v.vector().rules().split(" ")[0];
      if (!preset.equals("elfern")) {
        assertThat(v.status()).isEqualTo(VectorResult.Status.SKIPPED);
        assertThat(v.detail()).isEqualTo("preset " + preset + " is not declared");
      } else if (v.vector().kind() == VectorKind.GAMES || v.vector().kind() == VectorKind.STEPS
          || v.vector().kind() == VectorKind.REQUESTS && List.of("deal", "legal", "play")
              .containsAll(Conformance.requestWords(v.vector()))) {
        assertThat(v.status()).as(v.vector().id()).isEqualTo(VectorResult.Status.PASSED);
      } else {
        assertThat(v.status()).as(v.vector().id()).isEqualTo(VectorResult.Status.SKIPPED);
        // the line names what is missing, not the whole list the engine declared
        assertThat(v.detail()).matches("requests? [a-z, ]+ not declared")
            .doesNotContain("requests=");
      }
    }
    // nothing undeclared was sent: no other preset's rules, no position, egn, perft, setup
    assertThat(log).allSatisfy(request -> {
      String word = request.split("[ \n]")[0];
      assertThat(word).isIn("capabilities", "rules", "deal", "legal", "play", "hands", "status",
          "result");
      if (word.equals("rules") && !request.equals("rules")) {
        // elfern, or a text that names no game (requests/rules/unknown-preset)
        assertThat(request.split(" ")[1]).isIn("elfern", "elfen", "Elfern");
      }
    });
    assertThat(r.leftOut()).containsOnlyKeys("position", "egn", "setup");
    assertThat(r.format(3)).contains("SKIP games/elfern-trumps/1: preset elfern-trumps is not"
        + " declared\n", "SKIP shuffle/elfern/0: request shuffle not declared\n")
        .containsPattern("steps: +\\d+ passed, +0 failed, +\\d+ skipped; left out: \\d+ position,"
            + " \\d+ setup\n");
  }

  @Test
  void kit_usesSetupForPerft_andChecksItOnEveryStep() {
    List<String> log = new ArrayList<>();
    Vectors some = Vectors.bundled().filter(v -> v.rules().equals("elfern-trumps")
        && (v.kind() == VectorKind.PERFT || v.kind() == VectorKind.STEPS));
    ConformanceReport r = Conformance.run(some, () -> declaring(
        new LibraryAdapter().capabilities().orElseThrow().notation(), log, new LibraryAdapter()));
    assertThat(r.passed()).as(r.format(3)).isTrue();
    assertThat(r.leftOut()).isEmpty();
    long setups = log.stream().filter(l -> l.startsWith("setup ")).count();
    long expected = some.of(VectorKind.PERFT).size();
    for (Vector v : some.of(VectorKind.STEPS)) {
      expected += v.list("steps").size() + 1;
    }
    assertThat(setups).isEqualTo(expected);
    // perft: no deal and no replay, the position string alone; steps deal once each
    assertThat(log.stream().filter(l -> l.startsWith("deal ")).count())
        .isEqualTo(some.of(VectorKind.STEPS).size());
  }

  /** Declares setup but ignores it: the deal stays what it was. */
  static final class IgnoresSetup extends DelegatingAdapter {
    @Override
    public void setup(String position) {
      // wrongly does nothing
    }

    @Override
    public Optional<Capabilities> capabilities() {
      return inner.capabilities();
    }
  }

  @Test
  void kit_catchesAWrongSetup() {
    Vectors some = Vectors.bundled().filter(v -> v.id().equals("steps/elfern/spec-example")
        || v.kind() == VectorKind.PERFT && v.rules().equals("elfern"));
    ConformanceReport r = Conformance.run(some, () -> EngineConnection.of(new IgnoresSetup()));
    assertThat(r.count(VectorResult.Status.PASSED)).as(r.format(3)).isZero();
    VectorResult steps = r.results().stream().filter(v -> v.vector().kind() == VectorKind.STEPS)
        .findFirst().orElseThrow();
    assertThat(steps.detail()).contains("step 1 (KD): legal moves after setup",
        "expected: legal 0 ", "got:      legal -");
  }

  @Test
  void malformedCapabilities_failTheStart_namingTheLine() {
    ConformanceReport r = Conformance.run(Vectors.bundled().filter(v -> v.id().equals(
        "shuffle/elfern/0")), () -> declaring("capabilities presets=elfern", new ArrayList<>(),
        new LibraryAdapter()));
    assertThat(r.results().get(0).detail()).contains("engine answered 'capabilities' with a"
        + " malformed line: capabilities: the key 'requests' is missing");
  }

  @Test
  void engineOfVersion1_answeringUnsupportedOrError_isCheckedAsBefore() {
    Vectors some = Vectors.bundled().filter(v -> v.rules().equals("elfern"));
    for (String answer : new String[] {"unsupported", "error unknown request 'capabilities'"}) {
      List<String> log = new ArrayList<>();
      ConformanceReport r = Conformance.run(some, () -> declaring(answer, log,
          new DelegatingAdapter()));
      assertThat(r.passed()).as(r.format(3)).isTrue();
      assertThat(r.count(VectorResult.Status.PASSED)).isEqualTo(some.size());
      // an engine of version 1 that answers setup is checked on it: nothing is left out
      assertThat(log).anyMatch(l -> l.startsWith("setup"));
      assertThat(r.leftOut()).isEmpty();
    }
  }

  @Test
  void checksLeftOut_countAlike_forEnginesOfVersion1And2_withTheSameAbilities() {
    Vectors some = Vectors.bundled().filter(v -> v.rules().equals("elfern")
        && (v.kind() == VectorKind.STEPS || v.kind() == VectorKind.PERFT
        || v.kind() == VectorKind.GAMES));
    // the same engine without setup: of version 1, answering it unsupported or error (as any
    // request it does not know), and of version 2, not declaring it
    ConformanceAdapter unsupported = new DelegatingAdapter() {
      @Override
      public void setup(String position) {
        throw new UnsupportedOperationException("setup");
      }
    };
    ConformanceAdapter unknown = new DelegatingAdapter() {
      @Override
      public void setup(String position) {
        throw new IllegalArgumentException("unknown request 'setup'");
      }
    };
    ConformanceReport v1 = Conformance.run(some, () -> declaring("unsupported",
        new ArrayList<>(), unsupported));
    ConformanceReport v1Error = Conformance.run(some, () -> declaring("error unknown request",
        new ArrayList<>(), unknown));
    ConformanceReport v2 = Conformance.run(some, () -> declaring("capabilities presets=elfern"
        + " requests=deal,legal,play,hands,status,result,position,perft,egn", new ArrayList<>(),
        new LibraryAdapter()));
    for (ConformanceReport r : List.of(v1, v1Error, v2)) {
      assertThat(r.passed()).as(r.format(3)).isTrue();
    }
    int setups = some.of(VectorKind.STEPS).stream().mapToInt(v -> v.list("steps").size() + 1)
        .sum();
    assertThat(v2.leftOut()).isEqualTo(Map.of("setup", setups));
    assertThat(v1.leftOut()).isEqualTo(v2.leftOut());
    assertThat(v1Error.leftOut()).isEqualTo(v2.leftOut());
    assertThat(v1.format(3)).isEqualTo(v2.format(3));
  }

  @Test
  void capabilities_copyTheirSets() {
    Set<String> presets = new LinkedHashSet<>(List.of("elfern"));
    Capabilities c = new Capabilities(presets, Set.of());
    presets.add("fuenfzehnern");
    assertThat(c.presets()).containsExactly("elfern");
    assertThatThrownBy(() -> new Capabilities(Set.of("a b"), Set.of()))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
