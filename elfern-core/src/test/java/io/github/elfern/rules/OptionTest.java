package io.github.elfern.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import io.github.elfern.card.CardSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The typed options ({@link Option}) and the preset rows ({@link Preset}): per-preset defaults
 * as docs/rules.md#options gives them, the typed and text forms agreeing, and the
 * value semantics of both.
 */
class OptionTest {

  @Test
  @DisplayName("each option is found by its text key; the keys and values of docs/rules.md#options")
  void options_areFoundByTheirKeys() {
    for (Option<?> o : Option.all()) {
      assertThat(Option.fromKey(o.key())).containsSame(o);
      assertThat(o).hasToString(o.key());
    }
    assertThat(Option.fromKey("Head")).isEmpty();
    assertThat(Option.fromKey("")).isEmpty();
    // the values as docs/rules.md#options lists them, in the order the error messages give them
    assertThat(Option.HAND.textValues()).containsExactly("6", "5", "4");
    assertThat(Option.HEAD.textValues()).containsExactly("false", "true");
    assertThat(Option.CAPTURE.textValues()).containsExactly("next", "higher");
    assertThat(Option.PLAYERS.textValues()).containsExactly("4", "3");
    assertThat(Option.LEAD.textValues())
        .containsExactly("none", "relaxed", "strict", "first-suit", "kastner", "parlett");
    assertThat(Option.ZWANG.textValues()).containsExactly("true", "false");
    assertThat(Option.SETTLEMENT.textValues()).containsExactly("standard", "simplified");
    assertThat(Option.all()).filteredOn(Option::isBoolean)
        .containsExactly(Option.HEAD, Option.SEVEN_BEATS_ACE, Option.ZWANG);
  }

  @Test
  @DisplayName("an option equals only itself, with a hash that does not change between runs")
  void options_identityAndStableHash() {
    EqualsTester t = new EqualsTester();
    for (Option<?> o : Option.all()) {
      t.addEqualityGroup(o);
      assertThat(o.hashCode()).isEqualTo(o.key().hashCode());
    }
    t.testEquals();
  }

  @Test
  @DisplayName("Rules keeps its options in canonical order, whatever order the text gives them")
  void rules_keepOptionsInCanonicalOrder() {
    Rules r = Rules.parse("fuenfzehnern settlement=simplified zwang=false lead=strict players=3");
    assertThat(r.options().keySet())
        .containsExactly(Option.PLAYERS, Option.LEAD, Option.ZWANG, Option.SETTLEMENT);
    assertThat(r.changedOptions().keySet())
        .containsExactly(Option.PLAYERS, Option.LEAD, Option.ZWANG, Option.SETTLEMENT);
    assertThat(r.notation())
        .isEqualTo("fuenfzehnern players=3 lead=strict zwang=false settlement=simplified");
    assertThat(Preset.FUENFZEHNERN.toBuilder("fz-copy")
        .options(Option.SETTLEMENT, Option.PLAYERS).build().options())
        .containsExactly(Option.PLAYERS, Option.SETTLEMENT);
  }

  @Test
  @DisplayName("every value of every option formats to its text and parses back")
  void options_textRoundTrip() {
    for (Option<?> o : Option.all()) {
      roundTrip(o);
    }
  }

  private static <T> void roundTrip(Option<T> o) {
    assertThat(o.values()).hasSameSizeAs(o.textValues());
    for (T value : o.values()) {
      assertThat(o.type()).isInstanceOf(Class.class);
      assertThat(o.type().isInstance(value)).isTrue();
      assertThat(o.parse(o.format(value))).isEqualTo(value);
    }
    for (String text : o.textValues()) {
      assertThat(o.format(o.parse(text))).isEqualTo(text);
    }
  }

  @Test
  @DisplayName("typed values: hand 4/5/6, players 3/4, lead the six restrictions (docs/rules.md#options)")
  void options_typedValues() {
    assertThat(Option.HAND.values()).containsExactlyInAnyOrder(4, 5, 6);
    assertThat(Option.PLAYERS.values()).containsExactlyInAnyOrder(3, 4);
    assertThat(Option.HEAD.values()).containsExactlyInAnyOrder(false, true);
    assertThat(Option.LEAD.values()).containsExactly(LeadRestriction.values());
    assertThat(Option.CAPTURE.values()).containsExactlyInAnyOrder(Capture.values());
    assertThat(Option.SETTLEMENT.values()).containsExactlyInAnyOrder(Settlement.values());
  }

  @Test
  @DisplayName("defaults per preset (docs/rules.md#options): elfern-app has"
      + " seven-beats-ace on, Fünfzehnern lead=relaxed (Alvensleben via Wikipedia's Fünfzehnern), zwang on,"
      + " 4 players; Böhmischer Schneider capture=next (Wikipedia)")
  void defaults_perPreset() {
    assertThat(Option.SEVEN_BEATS_ACE.defaultFor(Preset.ELFERN)).isFalse();
    assertThat(Option.SEVEN_BEATS_ACE.defaultFor(Preset.ELFERN_APP)).isTrue();
    assertThat(Option.HAND.defaultFor(Preset.BOHEMIAN_POINTS)).isEqualTo(6);
    assertThat(Option.CAPTURE.defaultFor(Preset.BOHEMIAN_SCHNEIDER)).isEqualTo(Capture.NEXT);
    assertThat(Option.LEAD.defaultFor(Preset.FUENFZEHNERN)).isEqualTo(LeadRestriction.RELAXED);
    assertThat(Option.ZWANG.defaultFor(Preset.FUENFZEHNERN)).isTrue();
    assertThat(Option.PLAYERS.defaultFor(Preset.FUENFZEHNERN)).isEqualTo(4);
    assertThat(Rules.of(Preset.ELFERN_APP).options())
        .containsEntry(Option.SEVEN_BEATS_ACE, "true");
    assertThat(Rules.of(Preset.FUENFZEHNERN).options()).isEqualTo(Map.of(
        Option.PLAYERS, "4", Option.LEAD, "relaxed", Option.ZWANG, "true",
        Option.SETTLEMENT, "standard"));
  }

  @Test
  @DisplayName("which options apply is the row's list (docs/rules.md#options)")
  void options_applyPerRow() {
    for (String id : List.of("elfern", "elfern-trumps", "elfern-app", "bohemian-points")) {
      assertThat(Preset.fromId(id).orElseThrow().options())
          .containsExactly(Option.HAND, Option.HEAD, Option.SEVEN_BEATS_ACE);
    }
    assertThat(Preset.BOHEMIAN_SCHNEIDER.options()).containsExactly(Option.CAPTURE);
    assertThat(Preset.FUENFZEHNERN.options())
        .containsExactly(Option.PLAYERS, Option.LEAD, Option.ZWANG, Option.SETTLEMENT);
  }

  @Test
  @DisplayName("Rules.with(Option, value) equals the text form; Rules.option reads it back typed")
  void with_typedEqualsText() {
    assertThat(Rules.preset("elfern").with(Option.HEAD, true)).isEqualTo(Rules.parse("elfern head"));
    assertThat(Rules.preset("elfern").with(Option.HAND, 5).notation()).isEqualTo("elfern hand=5");
    Rules f = Rules.preset("fuenfzehnern").with(Option.LEAD, LeadRestriction.FIRST_SUIT)
        .with(Option.PLAYERS, 3);
    assertThat(f).isEqualTo(Rules.parse("fuenfzehnern players=3 lead=first-suit"));
    assertThat(f.option(Option.LEAD)).isEqualTo(LeadRestriction.FIRST_SUIT);
    assertThat(f.option(Option.PLAYERS)).isEqualTo(3);
    assertThat(f.option(Option.ZWANG)).isTrue();
    // docs/rules.md#three-players: three players play without diamonds (24 cards, 45 points)
    assertThat(f.deck().size()).isEqualTo(24);
    assertThat(f.totalPoints()).isEqualTo(45);
    // an option that does not apply reads the rule the preset fixes
    assertThat(Rules.preset("elfern").option(Option.LEAD)).isEqualTo(LeadRestriction.NONE);
    assertThat(Rules.preset("bohemian-schneider").option(Option.HAND)).isEqualTo(6);
    assertThat(Rules.preset("elfern").option(Option.CAPTURE)).isEqualTo(Capture.HIGHER);
  }

  @Test
  @DisplayName("hand=5 is dealt 2-2-1 and hand=4 2-2 (docs/rules.md#dealing; Kiddle)")
  void hand_setsTheBatches() {
    assertThat(Rules.preset("elfern").with(Option.HAND, 5).dealBatches()).containsExactly(2, 2, 1);
    assertThat(Rules.preset("elfern").with(Option.HAND, 4).dealBatches()).containsExactly(2, 2);
    assertThat(Rules.preset("bohemian-points").with(Option.HAND, 4).handSize()).isEqualTo(4);
  }

  @Test
  @DisplayName("a typed option outside the preset or a bad value is refused with the key named")
  void with_refusesBadTypedValues() {
    assertThatThrownBy(() -> Rules.preset("elfern").with(Option.CAPTURE, Capture.NEXT))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("unknown variant key 'capture' for elfern (valid: hand, head, seven-beats-ace)");
    assertThatThrownBy(() -> Rules.preset("elfern").with(Option.HAND, 7))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bad value '7' for variant key 'hand' (valid: 6, 5, 4)");
    assertThatThrownBy(() -> Option.LEAD.parse("loose"))
        .hasMessageContaining("'lead'").hasMessageContaining("first-suit");
  }

  @Test
  @DisplayName("a huge game, key or value is named in a short message")
  void hostile_hugeTextGivesShortMessages() {
    String huge = "x".repeat(1_000_000);
    for (String text : List.of(huge, "elfern " + huge, "elfern hand=" + huge,
        "elfern " + huge + "=1", "elfern head head" + huge + " head")) {
      assertThatThrownBy(() -> Rules.parse(text))
          .isInstanceOf(IllegalArgumentException.class)
          .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
    }
  }

  @Test
  @DisplayName("a preset row that breaks a rule is refused, naming the preset and the rule")
  void builder_refusesInconsistentRows() {
    assertThatThrownBy(() -> Preset.builder("x").players(5, CardSet.ALL).build())
        .hasMessage("preset x, players: must be 2, 3 or 4, got 5");
    assertThatThrownBy(() -> Preset.builder("x").deal(6, 3, 2).build())
        .hasMessage("preset x, deal: batches [3, 2] do not add up to 6");
    assertThatThrownBy(() -> Preset.builder("x").players(4, CardSet.ALL).deal(9, 9).build())
        .hasMessageContaining("preset x, deal: 4 hands of 9");
    assertThatThrownBy(() -> Preset.builder("x").players(4, CardSet.ALL).deal(8, 4, 4)
        .turnsTrump(true).build())
        .hasMessage("preset x, trump: a turned trump needs a stock");
    assertThatThrownBy(() -> Preset.builder("x").thresholds(CardValues.HONOURS, 21, 15, false)
        .build())
        .hasMessageContaining("preset x, thresholds");
    // the row's value of an option's rule must be one of the option's values
    assertThatThrownBy(() -> Preset.builder("x").deal(3, 3).options(Option.HAND).build())
        .hasMessage("preset x, hand: the row's value is not one of [6, 5, 4]");
    assertThatThrownBy(() -> Preset.builder("Elfern Neu"))
        .hasMessageContaining("bad preset id 'Elfern Neu'");
    assertThatThrownBy(() -> Preset.builder("x".repeat(100_000)))
        .hasMessageContaining("at most 40");
    assertThatThrownBy(() -> Preset.builder("x").sources((String[]) null))
        .isInstanceOf(NullPointerException.class).hasMessage("sources");
    assertThatThrownBy(() -> Preset.builder("x").sources("a", null))
        .isInstanceOf(NullPointerException.class).hasMessage("source");
  }

  @Test
  @DisplayName("a row the engine cannot deal is refused: a stock only with two, split evenly")
  void builder_refusesRowsThatCannotBeDealt() {
    // docs/rules.md#stock: only the two-player games have a stock, and after each trick both players draw
    // one card, so the stock must hold an even number of cards.
    assertThatThrownBy(() -> Preset.FUENFZEHNERN.toBuilder("fz6").deal(6, 3, 3).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("preset fz6, stock: 4 hands of 6 leave 8 of the 32 cards in a stock,"
            + " but only a two-player game has a stock");
    assertThatThrownBy(() -> Preset.ELFERN.toBuilder("el3").players(3, CardSet.ALL).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("preset el3, stock: 3 hands of 6 leave 14 of the 32 cards in a stock,"
            + " but only a two-player game has a stock");
    CardSet thirtyOne = CardSet.ALL.without(io.github.elfern.card.Card.parse("7D"));
    assertThatThrownBy(() -> Preset.ELFERN.toBuilder("el31").players(2, thirtyOne).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("preset el31, stock: 2 hands of 6 leave 19 of the 31 cards in the stock,"
            + " which does not split evenly between the two draws after a trick");
    // through an option: a four-player row that lets the hand size change
    Preset fzh = Preset.FUENFZEHNERN.toBuilder("fzh").options(Option.HAND).deal(6, 2, 2, 2)
        .players(4, CardSet.ALL.minus(CardSet.parse("7C 8C 7S 8S 7H 8H 7D 8D"))).build();
    assertThat(Rules.of(fzh).handSize()).isEqualTo(6);
    assertThatThrownBy(() -> Rules.of(fzh).with("hand", "4"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("hand=4")
        .hasMessageContaining("stock: 4 hands of 4 leave 8 of the 24 cards in a stock,"
            + " but only a two-player game has a stock");
    // what may be dealt still is: two players, an even stock; all cards dealt among four
    assertThat(Preset.ELFERN.toBuilder("el30").players(2, thirtyOne.without(
        io.github.elfern.card.Card.parse("8D"))).build().deck().size()).isEqualTo(30);
    assertThat(Preset.builder("el16").deal(16, 8, 8).build().handSize()).isEqualTo(16);
  }

  @Test
  @DisplayName("a custom row may not take a built-in preset's id: a position names its rules")
  void builder_refusesTheIdsOfTheBuiltInPresets() {
    // A position or record names its rules by the preset id and reads them back with
    // Rules.preset(id): a custom row called "elfern" would be read back as plain elfern.
    for (Preset p : Preset.values()) {
      assertThatThrownBy(() -> Preset.ELFERN.toBuilder(p.id()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("preset id '" + p.id() + "' is the id of a built-in preset; a custom row"
              + " needs an id of its own (built-in: " + Preset.validIds() + ")");
      assertThatThrownBy(() -> Preset.builder(p.id()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("preset id '" + p.id() + "' is the id of a built-in preset");
    }
    // so what a position names is what it has
    Preset seven = Preset.ELFERN.toBuilder("elfern-seven").sevenBeatsAce(true).build();
    assertThat(Rules.of(seven).notation()).startsWith("elfern-seven");
    // the options of a built-in row still apply to it
    assertThat(Rules.parse("elfern head").mustHead()).isTrue();
  }

  @Test
  @DisplayName("presets: equal when their rows are equal; the ids of docs/rules.md#games")
  void preset_valueSemantics() {
    new EqualsTester()
        .addEqualityGroup(Preset.ELFERN, Preset.fromId("elfern").orElseThrow())
        .addEqualityGroup(Preset.ELFERN_APP)
        .addEqualityGroup(Preset.ELFERN.toBuilder("elfern2").build(),
            Preset.ELFERN.toBuilder("elfern2").build())
        .addEqualityGroup(Preset.ELFERN.toBuilder("elfern2").sources("elsewhere").build())
        .addEqualityGroup(Preset.ELFERN.toBuilder("elfern2").mustHead(true).build())
        .addEqualityGroup(Preset.FUENFZEHNERN)
        .testEquals();
    assertThat(Preset.values()).extracting(Preset::id).containsExactly("elfern", "elfern-trumps",
        "elfern-app", "bohemian-schneider", "bohemian-points", "fuenfzehnern");
    assertThat(Preset.values()).allSatisfy(p -> assertThat(p.sources()).isNotEmpty());
  }

  @Test
  @DisplayName("rules: equal when preset and options are equal, whichever way they were made")
  void rules_valueSemantics() {
    new EqualsTester()
        .addEqualityGroup(Rules.preset("elfern"), Rules.of(Preset.ELFERN), Rules.parse("elfern"),
            Rules.parse("elfern hand=6 head=false"), Rules.preset("elfern").with(Option.HEAD, false))
        .addEqualityGroup(Rules.parse("elfern head"), Rules.preset("elfern").with("head", "true"),
            Rules.preset("elfern").with(Option.HEAD, true))
        .addEqualityGroup(Rules.parse("elfern-app seven-beats-ace=false"))
        .addEqualityGroup(Rules.preset("elfern-app"))
        .addEqualityGroup(Rules.parse("fuenfzehnern players=3"))
        .addEqualityGroup(Rules.of(Preset.ELFERN.toBuilder("elfern-copy").build()),
            Rules.of(Preset.ELFERN.toBuilder("elfern-copy").build()))
        .testEquals();
  }

  @Test
  @DisplayName("no public method of Rules, Preset, Option or the builder accepts a null")
  void nulls_areRefused() {
    NullPointerTester t = new NullPointerTester()
        .setDefault(Preset.class, Preset.ELFERN)
        .setDefault(Option.class, Option.HEAD)
        .setDefault(CardSet.class, CardSet.ALL);
    t.testAllPublicStaticMethods(Rules.class);
    t.testAllPublicInstanceMethods(Rules.preset("elfern"));
    t.testAllPublicStaticMethods(Preset.class);
    t.testAllPublicInstanceMethods(Preset.FUENFZEHNERN);
    t.testAllPublicInstanceMethods(Preset.builder("x"));
    t.testAllPublicStaticMethods(Option.class);
    t.testAllPublicInstanceMethods(Option.LEAD);
  }
}
