package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the library writes, it reads back (EGN.md §8): {@link GameRecord#of} refuses the tags that
 * the reader refuses, with the reader's code and message, and a record it makes is written and
 * read back equal, whatever strings the tags hold.
 */
class OfReadsBackTest {

  private static final int RULES = RandomGames.RULES.size() - 1;

  /** Tag names: those the reader checks, those it keeps verbatim, and made-up ones. */
  private static final List<String> NAMES = List.of("Players", "Date", "Suits", "Result", "Seed",
      "Deck", "Game", "Variant", "Event", "Site", "Round", "Out", "Scoring", "Annotator", "Zeta",
      "x_1");

  /** Characters a hostile value is made of. */
  private static final String HOSTILE = "\"\\;[]{}() \t.-?*=#%\u0000\u0007\u001b\u007f\u0085"
      + "\u00e9\u00df\u202e\u200b\u2028\ufeff\ud83c\udca1\ud800\udfffAKQJT987CSHDEGOU0123456789";

  /** Values that come near what the reader checks. */
  private static final List<String> PLAUSIBLE = List.of("Anna;Ben", "Anna; Ben; Carl",
      "Anna;Ben;Carl;Dieter", "Anna;;Ben", " ; ", "Anna", "yesterday", "2026.11.??", "2026.13.01",
      "????.??.??", "2026.02.31", "2026.1.1", "german", "french", "klingon", "German", "1-0", "*",
      "18-2", "0-0-0", "42", "-1", "18446744073709551615", "18446744073709551616", "elfern",
      "elfern-trumps", "fuenfzehnern", "bohemian-schneider", "hand=4", "hand=7", "head=true",
      "players=3", "tendler", "", "??", "KD 9S", "an unknown tag");

  /** A value: plausible, hostile, very long, or the one that fits the state's deal. */
  private static String value(String name, GameState last, long seed, SplitMix64 random) {
    switch (random.uniform(6)) {
      case 0:
      case 1:
        return PLAUSIBLE.get(random.uniform(PLAUSIBLE.size()));
      case 2: {
        StringBuilder sb = new StringBuilder();
        int n = random.uniform(random.uniform(4) == 0 ? 200 : 12);
        for (int i = 0; i < n; i++) {
          sb.append(HOSTILE.charAt(random.uniform(HOSTILE.length())));
        }
        return sb.toString();
      }
      case 3:
        return random.uniform(2) == 0 ? "e".repeat(65_536) : "\"\\".repeat(20_000 + random
            .uniform(30_000));
      default:
        switch (name) {
          case "Seed":
            return Long.toUnsignedString(seed);
          case "Result":
            return last.isOver() ? last.result().notation() : "*";
          case "Game":
            return last.rules().preset().id();
          case "Players": {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < last.players(); i++) {
              sb.append(i > 0 ? ";" : "").append(RandomGames.NAMES[i]).append(" \"q\\");
            }
            return sb.toString();
          }
          default:
            return "2026.11.22";
        }
    }
  }

  @Test
  @DisplayName("GameRecord.of refuses, or writes a record that reads back equal")
  void of_refusesOrReadsBack() {
    AtomicInteger made = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    qt(35L).withExamples(1500).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40), longs().all())
        .checkAssert((rules, seed, cut, tagSeed) -> {
          List<GameState> states = RandomGames.play(rules, seed, cut);
          GameState last = states.get(states.size() - 1);
          SplitMix64 random = new SplitMix64(tagSeed);
          Map<String, String> tags = new LinkedHashMap<>();
          for (int i = random.uniform(5); i > 0; i--) {
            String name = NAMES.get(random.uniform(NAMES.size()));
            tags.put(name, value(name, last, seed, random));
          }
          GameRecord record;
          try {
            record = GameRecord.of(last, tags);
          } catch (IllegalArgumentException e) {
            refused.incrementAndGet();
            assertThat(e.getMessage()).hasSizeLessThan(600);
            return;
          }
          made.incrementAndGet();
          String text = EgnWriter.write(record);
          for (Strictness strictness : Strictness.values()) {
            List<ParsedRecord> read = EgnReader.readAll(text, strictness);
            assertThat(read).as(text).hasSize(1);
            assertThat(read.get(0).diagnostics()).as(text).isEmpty();
            assertThat(read.get(0).record()).as(text).isEqualTo(record);
          }
        });
    // both branches are taken often, so the property says something about each
    assertThat(made.get()).isGreaterThan(300);
    assertThat(refused.get()).isGreaterThan(300);
  }

  /** The state after the spec's first trick of seed 42, and its Players as the issue gave it. */
  private static GameState elfern() {
    return GameState.deal(io.github.elfern.rules.Rules.preset("elfern"), 42L).play("KD 9S");
  }

  /** Refuses as the reader does: an {@link EgnException} with the reader's code and message. */
  private static void refusedAsRead(Map<String, String> tags, EgnCode code, String message) {
    assertThatThrownBy(() -> GameRecord.of(elfern(), tags))
        .isInstanceOfSatisfying(EgnException.class, e -> {
          assertThat(e.diagnostic().code()).isEqualTo(code);
          assertThat(e.diagnostic().message()).isEqualTo(message);
        });
  }

  @Test
  @DisplayName("the issue's examples are refused with the reader's code and message")
  void of_refusesWhatTheReaderRefuses() {
    refusedAsRead(Map.of("Players", "Anna;Ben;Carl"), EgnCode.BAD_TAG,
        "bad Players: expected 2 names separated by ';' for elfern, found 3 in 'Anna;Ben;Carl'");
    refusedAsRead(Map.of("Date", "yesterday"), EgnCode.BAD_TAG,
        "bad Date: expected YYYY.MM.DD with ?? for unknown parts, found 'yesterday'");
    refusedAsRead(Map.of("Suits", "klingon"), EgnCode.BAD_TAG,
        "bad Suits: expected french or german, found 'klingon'");
    refusedAsRead(Map.of("Result", "1-0"), EgnCode.RESULT_MISMATCH,
        "Result \"1-0\" disagrees with the termination marker: expected *");
    refusedAsRead(Map.of("Seed", "-1"), EgnCode.BAD_DECK, "bad Seed: expected an unsigned 64-bit"
        + " decimal integer (0 to 18446744073709551615), found '-1'");
    refusedAsRead(Map.of("Variant", "hand=9"), EgnCode.BAD_VARIANT,
        "bad Variant 'hand=9': " + variantMessage("hand=9"));
    refusedAsRead(Map.of("Game", "chess"), EgnCode.UNKNOWN_GAME,
        "unknown game 'chess': expected one of "
            + io.github.elfern.rules.Preset.validIds());
  }

  private static String variantMessage(String variant) {
    try {
      io.github.elfern.rules.Rules.preset("elfern").withVariants(variant);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    throw new AssertionError(variant + " is a valid variant");
  }

  @Test
  @DisplayName("the same text read gives the same diagnostic as GameRecord.of")
  void reader_andOf_agree() {
    String text = "[Game \"elfern\"]\n[Players \"Anna;Ben;Carl\"]\n[Seed \"42\"]\n\n1. KD 9S *\n";
    Diagnostic read = EgnReader.readAll(text, Strictness.LENIENT).get(0).firstError()
        .orElseThrow();
    assertThatThrownBy(() -> GameRecord.of(elfern(), Map.of("Players", "Anna;Ben;Carl")))
        .isInstanceOfSatisfying(EgnException.class, e -> {
          assertThat(e.diagnostic().code()).isEqualTo(read.code());
          assertThat(e.diagnostic().message()).isEqualTo(read.message());
        });
  }
}
