package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.testing.Refusals;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of {@link GameState#fromPosition} with Jazzer (see EgnFuzzTest in
 * elfern-notation for how to run it). In the normal build it replays the inputs in {@code
 * src/test/resources/io/github/elfern/game/PositionFuzzTestInputs/fromPosition_anyText/}.
 *
 * <p>The properties, for any bytes read as UTF-8: the only exception is an {@link
 * IllegalArgumentException} with a short message ({@link Refusals}); an accepted position writes
 * a position string that reads back to the same position string; and the state it describes can
 * be played to its end with the first legal move each time, and scored.
 */
@Tag("slow")
class PositionFuzzTest {

  @FuzzTest(maxDuration = "2m")
  void fromPosition_anyText(byte[] input) {
    String text = new String(input, StandardCharsets.UTF_8);
    GameState state;
    try {
      state = GameState.fromPosition(text);
    } catch (IllegalArgumentException e) {
      Refusals.check(e, text);
      return;
    }
    String position = state.position();
    assertThat(GameState.fromPosition(position).position()).as("round trip of %s", text)
        .isEqualTo(position);
    for (int seat = 0; seat < state.players(); seat++) {
      assertThat(state.view(seat).hand()).isEqualTo(state.hand(seat));
    }
    GameState s = state;
    while (!s.isOver()) {
      assertThat(s.legalMoves()).as("legal moves of %s", s.position()).isNotEmpty();
      s = s.play(s.legalMoves().get(0));
    }
    assertThat(s.result()).isNotNull();
  }
}
