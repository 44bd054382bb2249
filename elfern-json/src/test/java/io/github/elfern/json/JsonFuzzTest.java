package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import java.io.CharConversionException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the JSON reading of {@link ElfernJson#mapper()} with Jazzer (see
 * EgnFuzzTest in elfern-notation for how to run it). In the normal build it replays the inputs in
 * {@code src/test/resources/io/github/elfern/json/JsonFuzzTestInputs/read_anyDocument/}.
 *
 * <p>The first byte chooses the type read ({@link #TYPES}, modulo their number); the other bytes
 * are the document, read as UTF-8 text and as bytes. The properties: the only exception is a
 * {@link JsonProcessingException} (the documented {@code MismatchedInputException}, a parse error
 * or a limit of the mapper) with a message, or, for bytes only, a {@link CharConversionException}
 * for bytes that are not in the encoding Jackson detects (UTF-16 or UTF-32 for bytes that start
 * with zeros); a value that is read writes JSON that reads back to an equal value and is written
 * the same again.
 */
@Tag("slow")
class JsonFuzzTest {

  /** The types the module reads. */
  static final List<Class<?>> TYPES = List.of(Card.class, Move.class, CardSet.class,
      PlayerView.class, Trick.class, DealResult.class, ScoredDeal.class, MatchTable.class,
      GameRecord.class);

  private static final ObjectMapper MAPPER = ElfernJson.mapper();

  @FuzzTest(maxDuration = "2m")
  void read_anyDocument(byte[] input) throws IOException {
    if (input.length == 0) {
      return;
    }
    Class<?> type = TYPES.get((input[0] & 0xFF) % TYPES.size());
    check(type, Arrays.copyOfRange(input, 1, input.length));
  }

  private static <T> void check(Class<T> type, byte[] document) throws IOException {
    readText(type, new String(document, StandardCharsets.UTF_8));
    T value;
    try {
      value = MAPPER.readValue(document, type);
    } catch (CharConversionException e) {
      // Bytes only: Jackson reads them as UTF-8, UTF-16 or UTF-32, whichever their start says
      // (JSON.md, "Errors and limits"); text has no encoding to get wrong.
      assertThat(e.getMessage()).isNotBlank();
      return;
    } catch (JsonProcessingException e) {
      assertThat(e.getMessage()).as("message of a %s refusal", type.getSimpleName())
          .isNotBlank();
      return;
    }
    roundTrip(type, value);
  }

  private static <T> void readText(Class<T> type, String document) throws IOException {
    T value;
    try {
      value = MAPPER.readValue(document, type);
    } catch (JsonProcessingException e) {
      assertThat(e.getMessage()).as("message of a %s refusal", type.getSimpleName())
          .isNotBlank();
      return;
    }
    roundTrip(type, value);
  }

  private static <T> void roundTrip(Class<T> type, T value) throws IOException {
    if (value == null) {
      return; // the document "null"
    }
    String json = MAPPER.writeValueAsString(value);
    T again = MAPPER.readValue(json, type);
    assertThat(again).as("round trip of %s", json).isEqualTo(value);
    assertThat(MAPPER.writeValueAsString(again)).isEqualTo(json);
  }
}
