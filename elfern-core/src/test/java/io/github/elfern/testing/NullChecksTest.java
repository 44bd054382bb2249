package io.github.elfern.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link NullChecks}' reading of parameter names from the source, for instrumented classes. */
class NullChecksTest {

  @Test
  void sourceName_findsTheDeclaration() throws Exception {
    assertThat(NullChecks.sourceName(CardSet.class.getMethod("contains", Card.class), 0))
        .isEqualTo("card");
    assertThat(NullChecks.sourceName(
        DealCursor.class.getMethod("reset", Rules.class, Deck.class), 1)).isEqualTo("deck");
    assertThat(NullChecks.sourceName(
        DealCursor.class.getMethod("reset", Rules.class, SplitMix64.class), 0)).isEqualTo("rules");
    assertThat(NullChecks.sourceName(
        DealResult.class.getMethod("of", Rules.class, List.class, List.class), 2))
        .isEqualTo("tricksWon");
    assertThat(NullChecks.sourceName(
        Preset.Builder.class.getMethod("options", Option[].class), 0)).isEqualTo("keys");
    assertThat(NullChecks.sourceName(CardSet.class.getMethod("parse", String.class), 0))
        .isEqualTo("text");
  }
}
