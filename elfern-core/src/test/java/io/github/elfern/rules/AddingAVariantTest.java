package io.github.elfern.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The worked example of README "Adding a variant": a new game is one {@link Preset} row plus its
 * tests, and no engine code. The row below exists only in test scope; a row of the library is
 * written the same way in {@code Preset} and listed in {@link Preset#values()}.
 *
 * <p>The example is the Kiddle/CardRules reading of Böhmischer Schneider as a game of its own
 * (docs/rules.md#capture: with {@code capture=higher} any higher card of the suit led captures,
 * as in Elfern), so it must play exactly as {@code bohemian-schneider
 * capture=higher} does.
 */
class AddingAVariantTest {

  /** Step 1, the row: start from the nearest preset and change what differs. */
  static final Preset KIDDLE =
      Preset.BOHEMIAN_SCHNEIDER.toBuilder("bohemian-kiddle")
          .description("as `bohemian-schneider`, any higher card of the suit led captures")
          .sources("Kiddle/CardRules")
          .capture(Capture.HIGHER)
          .build();

  @Test
  @DisplayName("step 2: the row's rules, and the option defaults it implies (docs/rules.md#capture,"
      + " Böhmischer Schneider, Honours game)")
  void theRowsRules() {
    Rules r = Rules.of(KIDDLE);
    assertThat(r.notation()).isEqualTo("bohemian-kiddle");
    assertThat(r.capture()).isEqualTo(Capture.HIGHER);
    assertThat(r.option(Option.CAPTURE)).isEqualTo(Capture.HIGHER);
    assertThat(r.dealBatches()).containsExactly(3, 3);
    assertThat(r.schneiderAt()).isEqualTo(16);
    assertThat(r.tieRule()).isEqualTo(TieRule.REDEAL);
    // the capture option still applies; its default is now the row's value
    assertThat(r.with(Option.CAPTURE, Capture.NEXT).notation())
        .isEqualTo("bohemian-kiddle capture=next");
    assertThat(r.with(Option.CAPTURE, Capture.NEXT).capture()).isEqualTo(Capture.NEXT);
  }

  @Test
  @DisplayName("step 3: it plays exactly as bohemian-schneider capture=higher, move by move")
  void playsAsTheEquivalentVariant() {
    Rules kiddle = Rules.of(KIDDLE);
    Rules matrix = Rules.parse("bohemian-schneider capture=higher");
    for (long seed = 1; seed <= 200; seed++) {
      SplitMix64 random = new SplitMix64(seed);
      Deck deck = Deck.shuffled(matrix.deck(), random);
      GameState a = GameState.deal(kiddle, deck);
      GameState b = GameState.deal(matrix, deck);
      while (!b.isOver()) {
        assertThat(a.legalCards()).isEqualTo(b.legalCards());
        assertThat(a.toMove()).isEqualTo(b.toMove());
        List<Card> legal = b.legalCards().toList();
        Card c = legal.get(random.nextInt(legal.size()));
        a = a.play(c);
        b = b.play(c);
      }
      assertThat(a.isOver()).isTrue();
      assertThat(a.result().notation()).isEqualTo(b.result().notation());
      assertThat(a.result().outcome()).isEqualTo(b.result().outcome());
    }
  }

  @Test
  @DisplayName("a row is not a registered preset: Rules.parse knows only Preset.values()")
  void notRegistered() {
    assertThat(Preset.fromId("bohemian-kiddle")).isEmpty();
    assertThat(Preset.values()).doesNotContain(KIDDLE);
  }
}
