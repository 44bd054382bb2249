package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The canonical writer of EGN.md §8. */
class WriterTest {

  @Test
  void write_tagsInCanonicalOrder_othersAlphabetical_deckFromSeed_noResultInvented() {
    String text = "[Zeta \"z\"]\n[Seed \"42\"]\n[Game \"elfern\"]\n[Alpha \"a\"]\n"
        + "[Players \"Anna; Ben\"]\n[Event \"E\"]\n\n1. KD 9S *\n";
    String deck = Deck.shuffled(42).notation();
    assertThat(EgnWriter.write(GameRecord.parse(text))).isEqualTo(
        "[Event \"E\"]\n[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Seed \"42\"]\n[Deck \""
            + deck + "\"]\n[Alpha \"a\"]\n[Zeta \"z\"]\n\n1. KD 9S *\n\n");
  }

  @Test
  void write_commentsOfTheTagSection_standBeforeTheFirstTrick() {
    String text = "{before} [Game \"elfern\"]\n; semicolon } comment\n[Seed \"42\"]\n\n"
        + "{  first\n  move }  1. KD {after KD} 9S *\n";
    String written = EgnWriter.write(GameRecord.parse(text));
    assertThat(written).endsWith(
        "\n\n{before} {semicolon ) comment} {first move} 1. KD {after KD} 9S *\n\n");
  }

  @Test
  void write_suffixes_zwangThenGlyph() {
    String text = ErrorCodeTest.FIFTEEN + "1. QC=Z! AC?! AS TS *\n";
    assertThat(EgnWriter.write(GameRecord.parse(text)))
        .endsWith("\n\n1. QC=Z! AC?! AS TS *\n\n");
  }

  @Test
  void write_recordWithoutTags_hasNoLeadingBlankLine() {
    GameRecord r = GameRecord.builder().move(Move.parse("KD")).build();
    assertThat(EgnWriter.write(r)).isEqualTo("1. KD *\n\n");
  }

  @Test
  void write_germanRecord_usesGermanLettersEverywhere() {
    // The seed-42 deal in German letters: OE is the Ober of acorns (QC), 9S the nine of bells.
    String text = "[Game \"elfern\"]\n[Suits \"german\"]\n[Seed \"42\"]\n\n"
        + "1. KS 9G 2. 8H 7G 3. DH AE 4. 8e UH *\n";
    ParsedRecord r = EgnReader.readAll(text, Strictness.LENIENT).get(0);
    assertThat(r.diagnostics()).isEmpty();
    String written = EgnWriter.write(r.record());
    assertThat(written).contains("[Deck \"8H 8E OE TG AH 9H 9G UH OH KS AE KH OS 7G 7E US UE UG"
        + " TS AS OG 8S 8G 9S TH 9E 7S KE KG AG TE 7H\"]");
    assertThat(written).endsWith("1. KS 9G 2. 8H 7G 3. AH AE 4. 8E UH *\n\n");
    // Anna won tricks 1-4 and drew QD 7C JC TD: she leads from JC 7C QH 9H QD TD.
    assertThat(Legal.line(r)).isEqualTo("UE 7E OH 9H OS TS");
  }

  @Test
  void read_germanRecord_strictAcceptsDaus_lenientAcceptsLowerCase() {
    String text = "[Game \"elfern\"]\n[Suits \"german\"]\n[Seed \"42\"]\n\n"
        + "1. KS 9L 2. 8H 7G 3. DH AE *\n";
    assertThat(EgnReader.readAll(text, Strictness.STRICT).get(0).diagnostics()).isEmpty();
    Diagnostic d = ErrorCodeTest.first(text.replace("3. DH", "3. dh"), Strictness.STRICT);
    assertThat(d.code()).isEqualTo(EgnCode.BAD_CARD);
    Diagnostic french = ErrorCodeTest.first(text.replace("1. KS", "1. KD"), Strictness.LENIENT);
    assertThat(french.code()).isEqualTo(EgnCode.BAD_CARD);
  }

  @Test
  void of_unfinishedState_writesStarAndDeck() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S 8H");
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Players", "Anna; Ben");
    GameRecord r = GameRecord.of(s, tags);
    assertThat(r.termination()).isEqualTo("*");
    assertThat(r.tag("Result")).isEmpty();
    assertThat(EgnWriter.write(r)).endsWith("\n\n1. KD 9S 2. 8H *\n\n");
    assertThat(r.replay()).last().isEqualTo(s);
    // Phase 1, no obligation: Ben (QC TS JH AC KH, plus 7S drawn) may play any card.
    assertThat(Legal.line(EgnValidator.check(r))).isEqualTo("AC QC TS 7S KH JH");
  }

  @Test
  void of_finishedState_writesTheResultTag() {
    // PGN users expect a Result tag on a finished deal
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    GameRecord r = GameRecord.of(s, Map.of("Players", "Anna; Ben"));
    assertThat(r.tag("Result")).hasValue(s.result().notation());
    assertThat(r.termination()).isEqualTo(s.result().notation());
    assertThat(EgnValidator.check(r).diagnostics()).isEmpty();
    // a given Result that agrees is kept; one that disagrees with the marker is refused as the
    // reader refuses it (what the library writes, it reads back)
    assertThat(GameRecord.of(s, Map.of("Result", s.result().notation())).tag("Result"))
        .hasValue(s.result().notation());
    GameState over = s;
    assertThatThrownBy(() -> GameRecord.of(over, Map.of("Result", "*")))
        .isInstanceOfSatisfying(EgnException.class, e -> assertThat(e.diagnostic().code())
            .isEqualTo(EgnCode.RESULT_MISMATCH));
  }

  @Test
  void of_dealtState_writesTheDeckAsDealt() {
    // the Deck tag is the deck the state was dealt from, in its order, not a deck
    // re-sorted within each seat's batches that happens to deal the same hands.
    Deck dealt = Deck.shuffled(7);
    GameState s = GameState.deal(Rules.preset("elfern"), dealt);
    for (int i = 0; i < 3; i++) {
      s = s.play(s.legalMoves().get(0));
    }
    GameRecord r = GameRecord.of(s, Map.of());
    assertThat(r.tag("Deck")).hasValue(dealt.notation());
    List<GameState> replayed = r.replay();
    assertThat(replayed).last().isEqualTo(s);
    assertThat(replayed.get(0).dealtDeck()).hasValue(dealt);
    // a Seed that gives this very deck is kept; a Deck tag that deals the same hands in another
    // order is not the deck the state was dealt from
    GameState seeded = GameState.deal(Rules.preset("elfern"), Deck.shuffled(7));
    assertThat(GameRecord.of(seeded, Map.of("Seed", "7")).tag("Deck")).hasValue(dealt.notation());
    Deck reordered = sameHandsOtherOrder(dealt);
    assertThat(GameState.deal(Rules.preset("elfern"), reordered)).isEqualTo(seeded);
    assertThatThrownBy(() -> GameRecord.of(seeded, Map.of("Deck", reordered.notation())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not the deck the state was dealt from")
        .hasMessageContaining("differ first at card 1")
        // the deck as dealt is the deal's hidden cards: the message names none
        .hasMessageNotContaining(dealt.card(2).notation() + " " + dealt.card(3).notation());
  }

  @Test
  void of_stateFromAPositionString_writesADeckThatDealsIt() {
    // A state parsed from a position string knows no deck: the record reconstructs one.
    GameState dealt = GameState.deal(Rules.preset("elfern"), Deck.shuffled(7));
    GameState parsed = GameState.fromPosition(dealt.position());
    assertThat(parsed.dealtDeck()).isEmpty();
    GameState s = parsed.play(parsed.legalMoves().get(0));
    GameRecord r = GameRecord.of(s, Map.of());
    assertThat(r.replay()).last().isEqualTo(s);
    Deck written = r.deck().orElseThrow().toDeck().orElseThrow();
    assertThat(GameState.deal(Rules.preset("elfern"), written)).isEqualTo(parsed);
  }

  /** Swaps the first two cards: elfern deals 2-2-2, so both go to forehand. */
  static Deck sameHandsOtherOrder(Deck deck) {
    List<io.github.elfern.card.Card> cards = new java.util.ArrayList<>(deck.cards());
    java.util.Collections.swap(cards, 0, 1);
    return Deck.of(cards);
  }

  @Test
  void of_stateWithSeedThatDisagrees_isRefused() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    assertThatThrownBy(() -> GameRecord.of(s, Map.of("Seed", "43")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Seed");
  }

  @Test
  void of_stateOfACustomPreset_isRefusedNamingThePreset() {
    // EGN's Game tag names only the built-in presets (EGN.md), so a custom row has no record
    Rules custom = Rules.of(io.github.elfern.rules.Preset.ELFERN.toBuilder("elfern-seven")
        .sevenBeatsAce(true).build());
    GameState s = GameState.deal(custom, Deck.shuffled(42));
    assertThatThrownBy(() -> GameRecord.of(s, Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageNotContaining("null")
        .hasMessageContaining("elfern-seven")
        .hasMessageContaining("built-in");
  }

  @Test
  void of_tagsThatDisagreeWithTheRules_areQuotedInTheMessage() {
    GameState s = GameState.deal(Rules.parse("elfern head"), Deck.shuffled(42));
    assertThatThrownBy(() -> GameRecord.of(s, Map.of("Game", "elfern-app")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the tags Game 'elfern-app' and Variant 'head=true' disagree with the"
            + " state's rules elfern head=true");
    assertThatThrownBy(() -> GameRecord.of(s, Map.of("Variant", "hand=5")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the tags Game 'elfern' and Variant 'hand=5' disagree with the state's"
            + " rules elfern head=true");
    // a Game tag the reader does not know is refused with its code and message, escaped
    assertThatThrownBy(() -> GameRecord.of(s, Map.of("Game", "x\u001b[2J" + "y".repeat(100))))
        .isInstanceOfSatisfying(EgnException.class, e -> assertThat(e.diagnostic().code())
            .isEqualTo(EgnCode.UNKNOWN_GAME))
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300)
            .doesNotContain("\u001b[2J"));
  }

  @Test
  void builder_refusesBadNamesMarkersAndBraces() {
    assertThatThrownBy(() -> GameRecord.builder().tag("1x", "v"))
        .hasMessageContaining("bad tag name");
    assertThatThrownBy(() -> GameRecord.builder().termination("18:2"))
        .hasMessageContaining("bad termination marker");
    assertThatThrownBy(() -> GameRecord.builder().comment("a } b"))
        .hasMessageContaining("'}'");
    assertThat(new RecordedMove(Move.parse("QC=Z"), Optional.of(Glyph.BLUNDER), List.of())
        .notation(SuitSystem.GERMAN)).isEqualTo("OE=Z??");
  }
}
