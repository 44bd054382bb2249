package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.game.GameState;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the reader, the validator and the writer with Jazzer (the notation is a
 * fuzz target: docs/architecture.md#conventions).
 *
 * <p>In the normal build the fuzz test runs as a regression test over the checked-in inputs in
 * {@code src/test/resources/io/github/elfern/notation/EgnFuzzTestInputs/readValidateWrite_anyBytes/}
 * (a crash found by fuzzing is saved there so that it replays forever). To fuzz for a while:
 *
 * <pre>
 * JAZZER_FUZZ=1 ./mvnw -pl elfern-notation -am test -Dtest=EgnFuzzTest \
 *     -Dsurefire.failIfNoSpecifiedTests=false -Djazzer.max_duration=10m
 * </pre>
 *
 * <p>({@code jazzer.max_duration} overrides the annotation's {@code maxDuration}; new inputs go to
 * {@code elfern-notation/.cifuzz-corpus/}, a failing one to {@code elfern-notation/crash-*}.)
 *
 * <p>The properties, for any bytes read as UTF-8 in both strictness modes: no exception escapes
 * the reader (its only documented one is {@link java.io.UncheckedIOException} from the
 * underlying input, which a byte array never throws); every record, with errors or not, can be
 * written; a record read without errors validates without errors, replays to its final state,
 * and writing it and reading it back (even strictly) gives an equal record and the same text.
 */
@Tag("slow")
class EgnFuzzTest {

  /** Small inputs keep the fuzzer fast; the limits themselves are tested in ReadLimitsTest. */
  private static final ReadLimits LIMITS = ReadLimits.builder()
      .maxRecordChars(1 << 16)
      .maxLineChars(1 << 12)
      .build();

  @FuzzTest(maxDuration = "2m")
  void readValidateWrite_anyBytes(byte[] input) {
    check(input, Strictness.LENIENT);
    check(input, Strictness.STRICT);
  }

  private static void check(byte[] input, Strictness strictness) {
    List<ParsedRecord> records = new ArrayList<>();
    try (EgnReader reader =
        EgnReader.of(new ByteArrayInputStream(input), strictness, LIMITS)) {
      reader.records().forEach(records::add);
    }
    for (ParsedRecord r : records) {
      GameRecord record = r.record();
      String text = EgnWriter.write(record);
      if (r.hasError()) {
        assertThat(r.diagnostics()).filteredOn(Diagnostic::isError).hasSize(1);
        continue;
      }
      assertThat(EgnValidator.validate(record)).as("validator agrees with the reader: %s", text)
          .noneMatch(Diagnostic::isError);
      List<GameState> states = record.replay();
      if (record.deck().map(PartialDeck::isComplete).orElse(false)) {
        assertThat(r.finalState()).contains(states.get(states.size() - 1));
      }
      for (Strictness again : Strictness.values()) {
        List<ParsedRecord> reread = EgnReader.readAll(text, again);
        assertThat(reread).as("one record in %s", text).hasSize(1);
        assertThat(reread.get(0).firstError()).as("%s read %s", text, again).isEmpty();
        assertThat(reread.get(0).record()).as("round trip of %s", text).isEqualTo(record);
        assertThat(EgnWriter.write(reread.get(0).record())).isEqualTo(text);
      }
    }
  }
}
