package io.github.elfern.notation;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The value semantics of the notation's public value types, with guava-testlib: {@link
 * EqualsTester} and {@link NullPointerTester} (the API has no nulls).
 */
class ValueTypesTest {

  private static final GameState PLAYED = played();

  private static GameState played() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    for (int i = 0; i < 6; i++) {
      s = s.play(s.legalMoves().get(0));
    }
    return s;
  }

  private static final String TEXT = GameRecord.of(PLAYED, Map.of("Event", "Test")).toString();

  static NullPointerTester tester() {
    return new NullPointerTester()
        .setDefault(GameState.class, PLAYED)
        .setDefault(PlayedDeal.class, new PlayedDeal(PLAYED, List.of("Anna", "Ben")))
        .setDefault(Rules.class, Rules.preset("elfern"))
        .setDefault(Move.class, Move.parse("AH"))
        .setDefault(Card.class, Card.parse("AH"))
        .setDefault(Deck.class, Deck.shuffled(1))
        .setDefault(RecordedMove.class, RecordedMove.of(Move.parse("AH")))
        .setDefault(SuitSystem.class, SuitSystem.FRENCH)
        .setDefault(Strictness.class, Strictness.STRICT)
        .setDefault(EgnCode.class, EgnCode.SYNTAX)
        .setDefault(String.class, "x");
  }

  @Test
  @DisplayName("GameRecord: equal when tags, moves, comments and termination are equal")
  void gameRecord() {
    GameRecord r = GameRecord.parse(TEXT);
    new EqualsTester()
        .addEqualityGroup(r, GameRecord.parse(TEXT), GameRecord.of(PLAYED, Map.of("Event", "Test")))
        .addEqualityGroup(GameRecord.of(PLAYED, Map.of("Event", "Other")))
        .addEqualityGroup(GameRecord.of(PLAYED.start(), Map.of("Event", "Test")))
        .testEquals();
    NullPointerTester t = tester();
    t.testAllPublicStaticMethods(GameRecord.class);
    t.testAllPublicInstanceMethods(r);
    t.testAllPublicInstanceMethods(GameRecord.builder());
  }

  @Test
  @DisplayName("RecordedMove and Diagnostic: records of their parts")
  void recordedMoveAndDiagnostic() {
    new EqualsTester()
        .addEqualityGroup(RecordedMove.of(Move.parse("QH")),
            new RecordedMove(Move.parse("QH"), Optional.empty(), List.of()))
        .addEqualityGroup(new RecordedMove(Move.parse("QH"), Optional.of(Glyph.values()[0]),
            List.of()))
        .addEqualityGroup(new RecordedMove(Move.parse("QH"), Optional.empty(), List.of("good")))
        .addEqualityGroup(RecordedMove.of(Move.parse("QH=Z")))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(new Diagnostic(1, 2, EgnCode.SYNTAX, "m"),
            new Diagnostic(1, 2, EgnCode.SYNTAX, "m"))
        .addEqualityGroup(new Diagnostic(1, 3, EgnCode.SYNTAX, "m"))
        .addEqualityGroup(new Diagnostic(1, 2, EgnCode.SYNTAX, "n"))
        .testEquals();
    NullPointerTester t = tester();
    t.testAllPublicConstructors(RecordedMove.class);
    t.testAllPublicStaticMethods(RecordedMove.class);
    t.testAllPublicInstanceMethods(RecordedMove.of(Move.parse("QH")));
    t.testAllPublicConstructors(Diagnostic.class);
    t.testAllPublicInstanceMethods(new Diagnostic(1, 2, EgnCode.SYNTAX, "m"));
  }

  @Test
  @DisplayName("ParsedRecord: equal when read from equal text")
  void parsedRecord() {
    ParsedRecord p = EgnReader.readAll(TEXT, Strictness.STRICT).get(0);
    String bad = TEXT.replace("[Event \"Test\"]", "[Event \"Test\"]\n[Deck \"AH\"]");
    new EqualsTester()
        .addEqualityGroup(p, EgnReader.readAll(TEXT, Strictness.STRICT).get(0))
        .addEqualityGroup(EgnReader.readAll(bad, Strictness.STRICT).get(0))
        .addEqualityGroup(EgnReader.readAll(TEXT + "\n" + TEXT, Strictness.STRICT).get(1))
        .testEquals();
    tester().testAllPublicInstanceMethods(p);
  }

  @Test
  @DisplayName("PartialDeck and ReadLimits: equal by their contents")
  void partialDeckAndLimits() {
    Deck d = Deck.shuffled(3);
    List<Optional<Card>> cards = new ArrayList<>();
    for (Card c : d.cards()) {
      cards.add(Optional.of(c));
    }
    List<Optional<Card>> holes = new ArrayList<>(cards);
    holes.set(0, Optional.empty());
    new EqualsTester()
        .addEqualityGroup(PartialDeck.of(d), PartialDeck.of(cards))
        .addEqualityGroup(PartialDeck.of(holes))
        .addEqualityGroup(PartialDeck.of(Deck.shuffled(4)))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(ReadLimits.defaults(), ReadLimits.builder().build(),
            ReadLimits.defaults().toBuilder().build())
        .addEqualityGroup(ReadLimits.builder().maxTags(3).build())
        .testEquals();
    NullPointerTester t = tester();
    t.testAllPublicStaticMethods(PartialDeck.class);
    t.testAllPublicInstanceMethods(PartialDeck.of(holes));
    t.testAllPublicStaticMethods(ReadLimits.class);
    t.testAllPublicInstanceMethods(ReadLimits.defaults());
  }
}
