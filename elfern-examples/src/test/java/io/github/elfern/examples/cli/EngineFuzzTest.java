package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.bot.Bots;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of {@code elfern engine} ({@link EngineCommand#serve}, the line
 * protocol of VECTORS.md section 5 with the heuristic bot answering {@code choose}) with Jazzer,
 * on request streams from a stranger (see EgnFuzzTest in elfern-notation for how to run it). In
 * the normal build it replays the inputs in {@code
 * src/test/resources/io/github/elfern/examples/cli/EngineFuzzTestInputs/serve_anyRequests/}.
 *
 * <p>The properties, for any bytes: the session ends without an exception; every answer line
 * starts with one of the protocol's answer words and is at most {@link #MAX_ANSWER} characters
 * long; there are no more answer lines than request lines; and no answer is an {@code error
 * internal error}, which the server gives for an exception other than a refusal (a bug).
 */
@Tag("slow")
class EngineFuzzTest {

  /** The longest answer line: error messages are clipped to 500 characters. */
  static final int MAX_ANSWER = 600;

  private static final Set<String> ANSWERS = Set.of("ready", "ok", "unsupported", "error", "deck",
      "legal", "illegal", "hands", "status", "result", "position", "perft", "valid", "match",
      "move");

  @FuzzTest(maxDuration = "2m")
  void serve_anyRequests(byte[] input) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    EngineCommand.serve(new ByteArrayInputStream(input), out, Bots.create("heuristic"));
    List<String> answers = out.toString(StandardCharsets.UTF_8).lines().toList();
    long requests = new String(input, StandardCharsets.UTF_8).lines().count();
    assertThat((long) answers.size()).as("answers to %s requests", requests)
        .isLessThanOrEqualTo(requests);
    for (String a : answers) {
      String word = a.split(" ", 2)[0];
      assertThat(ANSWERS).as("the answer '%s'", a).contains(word);
      assertThat(a.length()).as("the length of '%s'", a).isLessThanOrEqualTo(MAX_ANSWER);
      assertThat(a).doesNotStartWith("error internal error");
    }
  }
}
