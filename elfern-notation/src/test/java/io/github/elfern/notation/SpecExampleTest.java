package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Outcome;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The complete record of EGN.md §13 (seed 42, Anna forehand, 18-2). */
class SpecExampleTest {

  static String example() {
    try (InputStream in = SpecExampleTest.class.getResourceAsStream("spec-example.egn")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("EGN.md §13: the example record parses and validates without diagnostics")
  void read_specExample_isValid() {
    List<ParsedRecord> records = EgnReader.readAll(example(), Strictness.STRICT);
    assertThat(records).hasSize(1);
    assertThat(records.get(0).diagnostics()).isEmpty();
    GameRecord r = records.get(0).record();
    assertThat(r.seats()).containsExactly("Anna", "Ben");
    assertThat(r.moves()).hasSize(32);
    assertThat(r.moves().get(19).comments())
        .containsExactly("The stock is empty: from trick 11 on, the follower must follow suit.");
    assertThat(r.termination()).isEqualTo("18-2");
  }

  @Test
  @DisplayName("EGN.md §13: the example replays to 18-2, a schneider for Anna")
  void replay_specExample_endsEighteenToTwo() {
    List<GameState> states = GameRecord.parse(example()).replay();
    assertThat(states).hasSize(33);
    GameState end = states.get(32);
    assertThat(end.result().notation()).isEqualTo("18-2");
    assertThat(end.result().outcome()).isEqualTo(Outcome.SCHNEIDER);
  }

  @Test
  @DisplayName("EGN.md §13 and §8: the example is canonical, so it writes back byte for byte")
  void write_specExample_isByteIdentical() {
    assertThat(EgnWriter.write(GameRecord.parse(example()))).isEqualTo(example());
  }

  @Test
  void legal_specExample_dealIsOver() {
    assertThat(Legal.line(EgnReader.readAll(example(), Strictness.LENIENT).get(0))).isEqualTo("-");
  }
}
