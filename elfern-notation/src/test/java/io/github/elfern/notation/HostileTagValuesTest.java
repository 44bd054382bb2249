package io.github.elfern.notation;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.rules.Rules;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every path that writes a record ({@link GameRecord#of(GameState, Map)}, {@link
 * GameRecord#of(PlayedDeal, Map)}, {@link GameRecord#builder()}) either refuses a hostile tag
 * value or name up front, with a clear message, or writes it so that it reads back equal
 * (EGN.md §8), also through a UTF-8 file.
 */
class HostileTagValuesTest {

  private static final GameState FINISHED = finished();

  private static GameState finished() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    return s;
  }

  private static final List<String> TAGS = List.of("Event", "Site", "Date", "Round", "Players",
      "Suits", "Seed", "Result", "Variant", "Annotator", "Termination", "X_1");

  /** Pieces of hostile text: separators, quotes, brackets, controls, halves of pairs, letters. */
  private static final String[] PIECES = {";", "; ", "\"", "\\", "\\\"", "[", "]", "{", "}", "(",
      "*", "-", " ", "  ", "\t", "\n", "\r", "\u0000", "\u001b[2J", "\u0085", "\u2028", "\u202e",
      "\ufeff", "\u00a0", "\ud83d", "\ude00", "\ud83c\udca1", "Anna", "Ben", "Zoë", "鈴木", "12",
      "18446744073709551616", "2026.12.07", "??", "german", "french", "head=true", "zwang",
      "18-2", "%", "A", "x"};

  /** A hostile string made from a seed: pieces in a row, now and then some 100 KB long. */
  static String hostile(long seed) {
    SplitMix64 r = new SplitMix64(seed);
    int kind = r.uniform(20);
    if (kind == 0) {
      return "a".repeat(100_000 + r.uniform(5000)) + PIECES[r.uniform(PIECES.length)];
    }
    if (kind == 1) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    int n = 1 + r.uniform(6);
    for (int i = 0; i < n; i++) {
      sb.append(PIECES[r.uniform(PIECES.length)]);
    }
    return sb.toString();
  }

  /** A clear refusal: a message that names what was refused and prints as it reads. */
  private static void assertClear(RuntimeException e, String what) {
    assertThat(e).isInstanceOf(IllegalArgumentException.class);
    String m = e.getMessage();
    assertThat(m).isNotBlank().hasSizeLessThan(2000);
    assertThat(m).as("names %s: %s", what, m).containsIgnoringCase(what);
    for (int i = 0; i < m.length(); i++) {
      char c = m.charAt(i);
      assertThat((Character.isISOControl(c) && c != '\t') || c == '\u2028' || c == '\u202e'
          || Character.isSurrogate(c) && !Character.isSurrogatePair(
              m.charAt(Math.max(0, i - 1)), c) && !(i + 1 < m.length()
              && Character.isSurrogatePair(c, m.charAt(i + 1))))
          .as("a raw control character or half a pair in '%s'", m).isFalse();
    }
  }

  /** The record's text survives a UTF-8 file: it encodes without error and reads back equal. */
  private static void assertReadsBack(GameRecord r) throws CharacterCodingException {
    String text = EgnWriter.write(r);
    ByteBuffer bytes = StandardCharsets.UTF_8.newEncoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT).encode(CharBuffer.wrap(text));
    String decoded = StandardCharsets.UTF_8.decode(bytes).toString();
    List<ParsedRecord> read = EgnReader.readAll(decoded, Strictness.LENIENT);
    assertThat(read).as(text).hasSize(1);
    assertThat(read.get(0).record()).as(text).isEqualTo(r);
    assertThat(read.get(0).firstError()).as(text).isEmpty();
  }

  @Test
  @DisplayName("builder and of: a hostile tag value is refused up front with a message naming the"
      + " tag, or written and read back equal")
  void tagValues_refusedOrReadBack() {
    qt(20261209L)
        .withExamples(1500)
        .forAll(integers().between(0, TAGS.size() - 1), longs().all())
        .checkAssert((t, seed) -> {
          String name = TAGS.get(t);
          String value = hostile(seed);
          // the builder, with the tags that make a replayable record
          GameRecord built;
          try {
            built = GameRecord.builder().tag("Game", "elfern").tag("Seed", "42").tag(name, value)
                .termination("*").build();
          } catch (RuntimeException e) {
            assertClear(e, name);
            built = null;
          }
          if (built != null) {
            try {
              assertReadsBack(built);
            } catch (CharacterCodingException e) {
              throw new AssertionError(e);
            }
          }
          // checkTag agrees with the builder on what it refuses alone
          if (built != null) {
            GameRecord.checkTag(name, value);
          }
          // of, from a finished deal
          Map<String, String> tags = new LinkedHashMap<>();
          tags.put(name, value);
          GameRecord made;
          try {
            made = GameRecord.of(FINISHED, tags);
          } catch (RuntimeException e) {
            assertClear(e, name);
            made = null;
          }
          if (made != null) {
            try {
              assertReadsBack(made);
            } catch (CharacterCodingException e) {
              throw new AssertionError(e);
            }
          }
        });
  }

  @Test
  @DisplayName("of(PlayedDeal): hostile names are refused by checkPlayerName before the record is"
      + " made, with a message naming the player, or read back as the same names in the same"
      + " seats")
  void playerNames_refusedOrReadBack() {
    qt(20261210L)
        .withExamples(1500)
        .forAll(longs().all(), longs().all())
        .checkAssert((a, b) -> {
          List<String> names = List.of(hostile(a), hostile(b));
          boolean nameOk = true;
          for (String n : names) {
            try {
              GameRecord.checkPlayerName(n);
            } catch (RuntimeException e) {
              assertClear(e, "player name");
              nameOk = false;
            }
          }
          GameRecord r;
          try {
            r = GameRecord.of(new PlayedDeal(FINISHED, names), Map.of("Event", "x"));
          } catch (RuntimeException e) {
            assertThat(nameOk).as("refused, but checkPlayerName passed: %s", e).isFalse();
            assertClear(e, "player");
            return;
          }
          assertThat(nameOk).as("accepted a name checkPlayerName refuses").isTrue();
          try {
            assertReadsBack(r);
          } catch (CharacterCodingException e) {
            throw new AssertionError(e);
          }
          GameRecord back = GameRecord.parse(EgnWriter.write(r));
          assertThat(back.seats()).isEqualTo(names);
          assertThat(back.replay().get(back.replay().size() - 1).result())
              .isEqualTo(FINISHED.result());
        });
  }

  @Test
  @DisplayName("the issue's examples: builder refuses what parse would refuse, and half a"
      + " surrogate pair")
  void builder_issueExamples_refused() {
    Object[][] cases = {
        {"Players", "; Ben", "bad-tag bad Players: name 1 of '; Ben' is empty"},
        {"Date", "yesterday", "bad-tag bad Date: expected YYYY.MM.DD"},
        {"Game", "skat", "unknown-game unknown game 'skat'"},
        {"Seed", "abc", "bad-deck bad Seed"},
        {"Suits", "klingon", "bad-tag bad Suits: expected french or german, found 'klingon'"},
        {"Variant", "head=maybe", "bad-variant bad Variant 'head=maybe'"},
        {"Players", "Anna; Ben; Cleo", "bad-tag bad Players: expected 2 names"},
    };
    for (Object[] c : cases) {
      GameRecord.Builder b = GameRecord.builder().tag("Game", "elfern").tag("Seed", "42");
      if (!c[0].equals("Game")) {
        b.tag((String) c[0], (String) c[1]);
      } else {
        b = GameRecord.builder().tag("Game", (String) c[1]).tag("Seed", "42");
      }
      GameRecord.Builder built = b;
      assertThatThrownBy(built::build).as("%s %s", c[0], c[1])
          .isInstanceOf(EgnException.class)
          .hasMessageStartingWith((String) c[2]);
    }
    assertThatThrownBy(() -> GameRecord.builder().tag("Event", "Anna\ud83d"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the value of tag Event holds half a surrogate pair (U+D83D at character 5),"
            + " which has no UTF-8 form");
    assertThatThrownBy(() -> GameRecord.of(FINISHED, Map.of("Event", "\ude00x")))
        .hasMessageContaining("half a surrogate pair");
    assertThatThrownBy(() -> GameRecord.builder().tag("Game", "elfern").tag("Seed", "42")
        .tag("Result", "18-2").termination("*").build())
        .isInstanceOf(EgnException.class).hasMessageStartingWith("result-mismatch");
    // a fragment without Game still builds, and reads back equal
    GameRecord fragment = GameRecord.builder().tag("Event", "notes").build();
    assertThat(EgnReader.readAll(EgnWriter.write(fragment), Strictness.LENIENT).get(0).record())
        .isEqualTo(fragment);
  }
}
