package io.github.elfern.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.testing.RulesMatrix;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The presets and options of the rules matrix (docs/rules.md), their text form and errors. */
class RulesTest {

  @Test
  @DisplayName("elfern: 2 players, 32 cards, 6 each, stock, no trumps, honours 20, 11/15/20, Ständer"
      + " (Kiddle, Braillespiel)")
  void preset_elfern() {
    Rules r = Rules.preset("elfern");
    assertThat(r.preset()).isEqualTo(Preset.ELFERN);
    assertThat(r.players()).isEqualTo(2);
    assertThat(r.deck().size()).isEqualTo(32);
    assertThat(r.handSize()).isEqualTo(6);
    assertThat(r.dealBatches()).containsExactly(2, 2, 2);
    assertThat(r.hasStock()).isTrue();
    assertThat(r.turnsTrump()).isFalse();
    assertThat(r.phase1Obligation()).isEqualTo(Obligation.NONE);
    assertThat(r.phase2Obligation()).isEqualTo(Obligation.FOLLOW);
    assertThat(r.mustHead()).isFalse();
    assertThat(r.sevenBeatsAce()).isFalse();
    assertThat(r.cardValues()).isEqualTo(CardValues.HONOURS);
    assertThat(r.totalPoints()).isEqualTo(20);
    assertThat(r.winAt()).isEqualTo(11);
    assertThat(r.schneiderAt()).isEqualTo(15);
    assertThat(r.schwarzByTricks()).isFalse();
    assertThat(r.tieRule()).isEqualTo(TieRule.STANDER);
    assertThat(r.leadRestriction()).isEqualTo(LeadRestriction.NONE);
    assertThat(r.zwang()).isFalse();
    assertThat(r.notation()).isEqualTo("elfern");
  }

  @Test
  @DisplayName("elfern-trumps: a turned trump, follow else trump in phase 2 (Kiddle 'Trump suit')")
  void preset_elfernTrumps() {
    Rules r = Rules.preset("elfern-trumps");
    assertThat(r.turnsTrump()).isTrue();
    assertThat(r.phase1Obligation()).isEqualTo(Obligation.NONE);
    assertThat(r.phase2Obligation()).isEqualTo(Obligation.FOLLOW_OR_TRUMP);
    assertThat(r.totalPoints()).isEqualTo(20);
    assertThat(r.tieRule()).isEqualTo(TieRule.STANDER);
  }

  @Test
  @DisplayName("elfern-app: seven-beats-ace on by default, a tie carries nothing (the app's README)")
  void preset_elfernApp() {
    Rules r = Rules.preset("elfern-app");
    assertThat(r.sevenBeatsAce()).isTrue();
    assertThat(r.tieRule()).isEqualTo(TieRule.NOTHING_CARRIED);
    assertThat(r.turnsTrump()).isFalse();
    assertThat(r.notation()).isEqualTo("elfern-app");
    assertThat(r.withVariants("seven-beats-ace=false").notation()).isEqualTo("elfern-app seven-beats-ace=false");
  }

  @Test
  @DisplayName("bohemian-schneider: 3-3 deal, no obligation ever, capture=next, 11/16/20, redeal"
      + " (Wikipedia)")
  void preset_bohemianSchneider() {
    Rules r = Rules.preset("bohemian-schneider");
    assertThat(r.players()).isEqualTo(2);
    assertThat(r.handSize()).isEqualTo(6);
    assertThat(r.dealBatches()).containsExactly(3, 3);
    assertThat(r.phase1Obligation()).isEqualTo(Obligation.NONE);
    assertThat(r.phase2Obligation()).isEqualTo(Obligation.NONE);
    assertThat(r.capture()).isEqualTo(Capture.NEXT);
    assertThat(r.withVariants("capture=higher").capture()).isEqualTo(Capture.HIGHER);
    assertThat(r.totalPoints()).isEqualTo(20);
    assertThat(r.winAt()).isEqualTo(11);
    assertThat(r.schneiderAt()).isEqualTo(16);
    assertThat(r.tieRule()).isEqualTo(TieRule.REDEAL);
  }

  @Test
  @DisplayName("bohemian-points: as elfern, card points A 11 T 10 K 4 Q 3 J 2 = 120, 61 wins (Braillespiel)")
  void preset_bohemianPoints() {
    Rules r = Rules.preset("bohemian-points");
    assertThat(r.dealBatches()).containsExactly(2, 2, 2);
    assertThat(r.phase2Obligation()).isEqualTo(Obligation.FOLLOW);
    assertThat(r.cardValues()).isEqualTo(CardValues.CARD_POINTS);
    assertThat(r.totalPoints()).isEqualTo(120);
    assertThat(r.winAt()).isEqualTo(61);
    assertThat(r.schwarzByTricks()).isTrue();
    assertThat(r.tieRule()).isEqualTo(TieRule.STANDER);
  }

  @Test
  @DisplayName("fuenfzehnern: 4 players, 8 each in 4-4, no stock, follow suit, A5 K4 Q3 J2 T1 = 60,"
      + " lead=relaxed, Zwang on, standard settlement (Wikipedia's Fünfzehnern)")
  void preset_fuenfzehnern() {
    Rules r = Rules.preset("fuenfzehnern");
    assertThat(r.players()).isEqualTo(4);
    assertThat(r.handSize()).isEqualTo(8);
    assertThat(r.dealBatches()).containsExactly(4, 4);
    assertThat(r.hasStock()).isFalse();
    assertThat(r.phase2Obligation()).isEqualTo(Obligation.FOLLOW);
    assertThat(r.cardValues()).isEqualTo(CardValues.FIFTEEN);
    assertThat(r.totalPoints()).isEqualTo(60);
    assertThat(r.leadRestriction()).isEqualTo(LeadRestriction.RELAXED);
    assertThat(r.zwang()).isTrue();
    assertThat(r.settlement()).isEqualTo(Settlement.STANDARD);
    assertThat(r.tieRule()).isEqualTo(TieRule.NOT_APPLICABLE);
    Rules three = r.withVariants("players=3");
    assertThat(three.players()).isEqualTo(3);
    assertThat(three.deck().size()).isEqualTo(24);
    assertThat(three.deck().hasSuit(Suit.DIAMONDS)).isFalse();
    assertThat(three.totalPoints()).isEqualTo(45);
    assertThat(three.handSize()).isEqualTo(8);
  }

  @Test
  @DisplayName("every option value reaches its getter")
  void options_reachGetters() {
    assertThat(Rules.parse("elfern hand=5").handSize()).isEqualTo(5);
    assertThat(Rules.parse("elfern hand=5").dealBatches()).containsExactly(2, 2, 1);
    assertThat(Rules.parse("elfern hand=4").handSize()).isEqualTo(4);
    assertThat(Rules.parse("elfern hand=4").dealBatches()).containsExactly(2, 2);
    assertThat(Rules.parse("elfern head").mustHead()).isTrue();
    assertThat(Rules.parse("bohemian-points seven-beats-ace").sevenBeatsAce()).isTrue();
    assertThat(Rules.parse("fuenfzehnern zwang=false").zwang()).isFalse();
    assertThat(Rules.parse("fuenfzehnern settlement=simplified").settlement()).isEqualTo(Settlement.SIMPLIFIED);
    String[][] leads = {
      {"none", "NONE"}, {"relaxed", "RELAXED"}, {"strict", "STRICT"},
      {"first-suit", "FIRST_SUIT"}, {"kastner", "KASTNER"}, {"parlett", "PARLETT"}
    };
    for (String[] l : leads) {
      assertThat(Rules.parse("fuenfzehnern lead=" + l[0]).leadRestriction())
          .isEqualTo(LeadRestriction.valueOf(l[1]));
      assertThat(LeadRestriction.valueOf(l[1]).value()).isEqualTo(l[0]);
    }
  }

  @Test
  @DisplayName("card values: honours A K Q J T 1 each (Kiddle); card points A 11 T 10 K 4 Q 3 J 2"
      + " (Braillespiel); fifteen A 5 K 4 Q 3 J 2 T 1 (Wikipedia's Fünfzehnern); 9 8 7 nothing")
  void points_perRank() {
    int[][] expected = {
      // A  K  Q  J  T  9  8  7
      {1, 1, 1, 1, 1, 0, 0, 0},
      {11, 4, 3, 2, 10, 0, 0, 0},
      {5, 4, 3, 2, 1, 0, 0, 0}
    };
    String[] presets = {"elfern", "bohemian-points", "fuenfzehnern"};
    String ranks = "AKQJT987";
    for (int p = 0; p < presets.length; p++) {
      Rules r = Rules.preset(presets[p]);
      for (Suit s : Suit.values()) {
        for (int i = 0; i < 8; i++) {
          Card c = Card.parse("" + ranks.charAt(i) + s.letter());
          assertThat(r.points(c)).as("%s in %s", c, presets[p]).isEqualTo(expected[p][i]);
          assertThat(r.cardValues().of(c)).isEqualTo(expected[p][i]);
          assertThat(r.cardValues().of(Rank.fromLetter(ranks.charAt(i)).orElseThrow()))
              .isEqualTo(expected[p][i]);
        }
      }
    }
    assertThat(Rules.preset("bohemian-schneider").points(Card.TEN_OF_SPADES)).isEqualTo(1);
    assertThat(Rules.preset("elfern-trumps").points(Card.SEVEN_OF_SPADES)).isZero();
  }

  @Test
  @DisplayName("Rules.parse(r.notation()) equals r for every preset and every option combination")
  void parse_notation_roundTrips() {
    Set<Rules> distinct = new HashSet<>();
    for (String text : RulesMatrix.allTexts()) {
      Rules r = Rules.parse(text);
      Rules back = Rules.parse(r.notation());
      assertThat(back).as(text).isEqualTo(r).hasSameHashCodeAs(r);
      assertThat(back.notation()).isEqualTo(r.notation());
      assertThat(Rules.parse(r.toString())).isEqualTo(r);
      distinct.add(r);
    }
    assertThat(distinct).as("every combination is a different rule set").hasSize(RulesMatrix.allTexts().size());
  }

  @Test
  @DisplayName("notation is canonical: defaults left out, options in a fixed order, bare key = true")
  void notation_canonical() {
    assertThat(Rules.parse("elfern hand=6 head=false").notation()).isEqualTo("elfern");
    assertThat(Rules.parse("elfern hand=6")).isEqualTo(Rules.preset("elfern"));
    assertThat(Rules.parse("elfern head")).isEqualTo(Rules.parse("elfern head=true"));
    assertThat(Rules.parse("elfern seven-beats-ace head hand=5"))
        .isEqualTo(Rules.parse("elfern hand=5 head=true seven-beats-ace=true"));
    assertThat(Rules.parse("  elfern   hand=5  ").notation()).isEqualTo("elfern hand=5");
    assertThat(Rules.parse("fuenfzehnern lead=relaxed zwang=true")).isEqualTo(Rules.preset("fuenfzehnern"));
    assertThat(Rules.preset("elfern").with("hand", "5")).isEqualTo(Rules.parse("elfern hand=5"));
    assertThat(Rules.preset("elfern").with(Option.HEAD, true))
        .isEqualTo(Rules.parse("elfern head"));
    assertThat(Rules.of(Preset.FUENFZEHNERN)).isEqualTo(Rules.preset("fuenfzehnern"));
    assertThat(Rules.preset("elfern")).isNotEqualTo(Rules.preset("elfern-app"));
    assertThat(Rules.parse("elfern head").changedOptions()).containsOnlyKeys(Option.HEAD);
    assertThat(Rules.preset("elfern").options())
        .containsOnlyKeys(Option.HAND, Option.HEAD, Option.SEVEN_BEATS_ACE);
  }

  @Test
  @DisplayName("an unknown game is refused, naming the valid ids")
  void preset_unknown_refused() {
    assertThatThrownBy(() -> Rules.preset("skat"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("skat")
        .hasMessageContaining("elfern, elfern-trumps, elfern-app, bohemian-schneider, bohemian-points, fuenfzehnern");
    assertThatThrownBy(() -> Rules.parse("")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("an unknown key, or a key of another preset, is refused, naming the valid keys (docs/rules.md#options)")
  void withVariants_unknownKey_refused() {
    assertThatThrownBy(() -> Rules.parse("elfern trumps=true"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'trumps'")
        .hasMessageContaining("hand, head, seven-beats-ace");
    assertThatThrownBy(() -> Rules.parse("elfern lead=strict"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'lead'")
        .hasMessageContaining("elfern");
    assertThatThrownBy(() -> Rules.parse("fuenfzehnern hand=5"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("players, lead, zwang, settlement");
    assertThatThrownBy(() -> Rules.parse("bohemian-schneider head"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("capture");
    assertThatThrownBy(() -> Rules.preset("elfern").with(Option.CAPTURE, Capture.NEXT))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("capture");
  }

  @Test
  @DisplayName("a bad value is refused, naming the valid values")
  void withVariants_badValue_refused() {
    assertThatThrownBy(() -> Rules.parse("elfern hand=7"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'7'")
        .hasMessageContaining("6, 5, 4");
    assertThatThrownBy(() -> Rules.parse("elfern head=yes"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("false, true");
    assertThatThrownBy(() -> Rules.parse("fuenfzehnern lead=loose"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("none, relaxed, strict, first-suit, kastner, parlett");
    assertThatThrownBy(() -> Rules.parse("fuenfzehnern players=2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4, 3");
    assertThatThrownBy(() -> Rules.parse("elfern hand"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs a value")
        .hasMessageContaining("6, 5, 4");
    assertThatThrownBy(() -> Rules.parse("elfern HAND=5")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Rules.parse("elfern hand=")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("a repeated key is refused, even with the same value (docs/rules.md#options)")
  void withVariants_repeatedKey_refused() {
    assertThatThrownBy(() -> Rules.parse("elfern hand=5 hand=4"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'hand'")
        .hasMessageContaining("twice");
    assertThatThrownBy(() -> Rules.parse("elfern head head=true"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("twice");
  }

  @Test
  @DisplayName("the options are the keys and values of the option table of docs/rules.md#options")
  void option_keysAndValues() {
    assertThat(Option.all()).extracting(Option::key).containsExactly(
        "hand", "head", "seven-beats-ace", "capture", "players", "lead", "zwang", "settlement");
    assertThat(Option.fromKey("seven-beats-ace")).containsSame(Option.SEVEN_BEATS_ACE);
    assertThat(Option.fromKey("nope")).isEmpty();
    assertThat(Option.HEAD.isBoolean()).isTrue();
    assertThat(Option.HAND.isBoolean()).isFalse();
    assertThat(Option.HAND.appliesTo(Preset.BOHEMIAN_SCHNEIDER)).isFalse();
    assertThat(Option.CAPTURE.appliesTo(Preset.BOHEMIAN_SCHNEIDER)).isTrue();
    assertThat(Preset.fromId("elfern-app")).contains(Preset.ELFERN_APP);
    assertThat(Preset.fromId("Elfern")).isEmpty();
  }
}
