package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.game.Move;
import io.github.elfern.testing.Refusals;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the card, move, card set and deck parsers with Jazzer (see
 * EgnFuzzTest in elfern-notation for how to run it). In the normal build it replays the inputs in
 * {@code src/test/resources/io/github/elfern/card/CardParseFuzzTestInputs/parse_anyText/}.
 *
 * <p>The properties, for any bytes read as UTF-8 and given to {@link Card#parse}, {@link
 * Card#parseLenient}, {@link Move#parse}, {@link Move#parseLenient} (French and German letters),
 * {@link CardSet#parse} and {@link Deck#parse}: the only exception is an {@link
 * IllegalArgumentException} with a short message ({@link Refusals}); what is accepted writes a
 * canonical notation that the strict parser reads back to an equal value.
 */
@Tag("slow")
class CardParseFuzzTest {

  @FuzzTest(maxDuration = "2m")
  void parse_anyText(byte[] input) {
    String text = new String(input, StandardCharsets.UTF_8);
    for (SuitSystem system : SuitSystem.values()) {
      check(text, t -> Card.parse(t, system), Card::notation, Card::parse);
      check(text, t -> Card.parseLenient(t, system), Card::notation, Card::parse);
      check(text, t -> Move.parse(t, system), Move::notation, Move::parse);
      check(text, t -> Move.parseLenient(t, system), Move::notation, Move::parse);
    }
    check(text, Card::parseLenient, Card::notation, Card::parse);
    check(text, Move::parseLenient, Move::notation, Move::parse);
    check(text, CardSet::parse, CardSet::notation, CardSet::parse);
    check(text, Deck::parse, Deck::notation, Deck::parse);
  }

  private static <T> void check(String text, Function<String, T> parser,
      Function<T, String> writer, Function<String, T> strict) {
    T value;
    try {
      value = parser.apply(text);
    } catch (IllegalArgumentException e) {
      Refusals.check(e, text);
      return;
    }
    String written = writer.apply(value);
    assertThat(strict.apply(written)).as("round trip of '%s' as '%s'", text, written)
        .isEqualTo(value);
  }
}
