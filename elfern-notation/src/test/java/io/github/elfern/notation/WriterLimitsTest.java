package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * EGN.md §8: writing a record and reading it back gives an equal record. So a record built in
 * code may hold no more than the default {@link ReadLimits} let a reader read (§11): at each
 * limit the record is written and read back equal, one past it the builder refuses it, naming
 * the limit.
 */
class WriterLimitsTest {

  private static final ReadLimits D = ReadLimits.defaults();

  /** A deal of two tricks (seed 42: forehand leads KD), its tags and moves in a builder. */
  private static GameRecord.Builder base() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S 8H 7S");
    GameRecord r = GameRecord.of(s, Map.of());
    GameRecord.Builder b = GameRecord.builder();
    r.tags().forEach(b::tag);
    for (Move m : s.moves()) {
      b.move(m);
    }
    return b;
  }

  /** Writes the record, reads it back with the default limits: no diagnostic, an equal record. */
  private static void readsBack(GameRecord.Builder b) {
    GameRecord r = b.build();
    String text = EgnWriter.write(r);
    List<ParsedRecord> back = EgnReader.readAll(text, Strictness.STRICT);
    assertThat(back).hasSize(1);
    assertThat(back.get(0).diagnostics()).isEmpty();
    assertThat(back.get(0).record()).isEqualTo(r);
  }

  private static void refused(GameRecord.Builder b, String limit) {
    assertThatThrownBy(b::build)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(limit)
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
  }

  @Test
  @DisplayName("a tag value of 65,536 characters reads back; one more is refused")
  void tagValue_atTheLimit() {
    readsBack(base().tag("Event", "e".repeat(D.maxTagValueChars())));
    // escapes are written but not counted: the reader counts the value as read
    readsBack(base().tag("Event", "\"\\".repeat(D.maxTagValueChars() / 2)));
    assertThatThrownBy(() -> base().tag("Event", "e".repeat(D.maxTagValueChars() + 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("ReadLimits.maxTagValueChars");
    assertThatThrownBy(() -> base().tag("Event", "e".repeat(10_000_000)))
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
  }

  @Test
  @DisplayName("a tag name of 256 characters reads back; 257 is refused")
  void tagName_atTheLimit() {
    readsBack(base().tag("X" + "x".repeat(ReadLimits.MAX_WORD_CHARS - 1), "v"));
    assertThatThrownBy(() -> base().tag("X" + "x".repeat(ReadLimits.MAX_WORD_CHARS), "v"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("256")
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300));
  }

  @Test
  @DisplayName("1,024 tags read back (the Deck written from the Seed counted); 1,025 are refused")
  void tags_atTheLimit() {
    GameRecord.Builder b = base();
    int have = EgnWriter.write(b.build()).split("\n\n")[0].split("\n").length;
    for (int i = 0; i < D.maxTags() - have; i++) {
      b.tag("T" + i, "v");
    }
    readsBack(b);
    refused(b.tag("Z", "v"), "ReadLimits.maxTags");
    // the Deck a Seed gives is written too, so it counts
    GameRecord.Builder seeded = GameRecord.builder().tag("Game", "elfern").tag("Seed", "42");
    for (int i = 0; i < D.maxTags() - 2; i++) {
      seeded.tag("T" + i, "v");
    }
    refused(seeded, "ReadLimits.maxTags");
  }

  @Tag("slow")
  @Test
  @DisplayName("a comment of 1,048,576 characters reads back; one more is refused")
  void comment_atTheLimit() {
    String words = "ab ".repeat(D.maxCommentChars() / 3 + 1).substring(0, D.maxCommentChars() - 1)
        + "c";
    assertThat(words).hasSize(D.maxCommentChars());
    readsBack(base().comment(words));
    refused(base().comment(words + "d"), "ReadLimits.maxCommentChars");
    refused(base().comment("x".repeat(2_000_000)), "ReadLimits.maxCommentChars");
  }

  @Test
  @DisplayName("a comment word fills a line: with its braces 1,048,576 code points at most")
  void commentWord_atTheLineLimit() {
    readsBack(base().comment("x".repeat(D.maxLineChars() - 2)));
    refused(base().comment("x".repeat(D.maxLineChars() - 1)), "ReadLimits.maxLineChars");
  }

  @Tag("slow")
  @Test
  @DisplayName("4,096 trick numbers, cards and comments read back; one more is refused")
  void tokens_atTheLimit() {
    GameRecord.Builder b = base(); // 2 trick numbers and 4 cards
    for (int i = 0; i < D.maxTokens() - 6; i++) {
      b.comment("c" + i);
    }
    readsBack(b);
    refused(b.comment("one more"), "ReadLimits.maxTokens");
    GameRecord.Builder many = base();
    for (int i = 0; i < 5000; i++) {
      many.comment("c" + i);
    }
    refused(many, "ReadLimits.maxTokens");
  }

  @Test
  @DisplayName("a record of 4,194,304 characters to its marker reads back; one more is refused")
  void record_atTheLimit() {
    GameRecord.Builder b = base();
    // to its marker: the text without the line end and blank line after the marker
    int length = EgnWriter.write(b.build()).length() - 2;
    int i = 0;
    String last = null;
    int lastValue = 0;
    while (length < D.maxRecordChars()) {
      last = "T" + i++;
      // a tag line is [name "value"] and a line end: 6 characters besides name and value
      lastValue = Math.min(D.maxTagValueChars(), D.maxRecordChars() - length - last.length() - 6);
      b.tag(last, "v".repeat(lastValue));
      length += last.length() + lastValue + 6;
    }
    assertThat(length).isEqualTo(D.maxRecordChars());
    assertThat(lastValue).isBetween(0, D.maxTagValueChars() - 1);
    readsBack(b);
    String text = EgnWriter.write(b.build());
    // the reader itself refuses one character more
    String longer = text.replace("[" + last + " \"", "[" + last + " \"v");
    assertThat(EgnReader.readAll(longer, Strictness.STRICT).get(0).firstError().orElseThrow()
        .message()).contains("ReadLimits.maxRecordChars");
    refused(b.tag(last, "v".repeat(lastValue + 1)),
        "ReadLimits.maxRecordChars");
  }
}
