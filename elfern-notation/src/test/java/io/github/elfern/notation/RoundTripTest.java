package io.github.elfern.notation;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.game.GameState;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Round trips over random games of every preset (EGN.md §8, last paragraphs). */
class RoundTripTest {

  private static final int RULES = RandomGames.RULES.size() - 1;

  @Tag("slow")
  @Test
  void write_thenRead_givesEqualRecordWithoutDiagnostics() {
    qt(3713L).withExamples(150).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40), booleans().all())
        .checkAssert((rules, seed, cut, german) -> {
          List<GameState> states = RandomGames.play(rules, seed, cut);
          GameRecord record = RandomGames.record(states, seed, german, seed % 3 == 0);
          String text = EgnWriter.write(record);
          List<ParsedRecord> read = EgnReader.readAll(text, Strictness.STRICT);
          assertThat(read).hasSize(1);
          assertThat(read.get(0).diagnostics()).as(text).isEmpty();
          assertThat(read.get(0).record()).as(text).isEqualTo(record);
        });
  }

  @Test
  void write_canonicalText_isIdempotent() {
    qt(3714L).withExamples(150).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40), booleans().all())
        .checkAssert((rules, seed, cut, german) -> {
          GameRecord record = RandomGames.record(RandomGames.play(rules, seed, cut), seed, german,
              true);
          String text = EgnWriter.write(record);
          assertThat(EgnWriter.write(GameRecord.parse(text))).isEqualTo(text);
          for (String line : text.split("\n")) {
            if (!line.startsWith("[")) {
              assertThat(line.length()).as(line).isLessThanOrEqualTo(EgnWriter.LINE_WIDTH);
            }
          }
        });
  }

  @Test
  void replay_givesTheOriginalStates() {
    qt(3715L).withExamples(150).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40))
        .checkAssert((rules, seed, cut) -> {
          List<GameState> states = RandomGames.play(rules, seed, cut);
          GameRecord record = RandomGames.record(states, seed, false, false);
          assertThat(GameRecord.parse(EgnWriter.write(record)).replay()).isEqualTo(states);
        });
  }

  @Test
  void read_lenientSpellings_giveTheCanonicalRecord() {
    qt(3716L).withExamples(100).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40))
        .checkAssert((rules, seed, cut) -> {
          GameRecord record = RandomGames.record(RandomGames.play(rules, seed, cut), seed, false,
              false);
          String text = EgnWriter.write(record);
          int blank = text.indexOf("\n\n");
          String movetext = text.substring(blank + 2)
              .replaceAll("\\b[0-9]+\\. ", "")
              .replace("TH", "10\u2665").replace("KS", "k\u2660").replace("QD", "qd")
              .replace("AC", "Ac").replace("\n", "\r\n");
          String lenient = text.substring(0, blank + 2) + movetext;
          List<ParsedRecord> read = EgnReader.readAll(lenient, Strictness.LENIENT);
          assertThat(read.get(0).diagnostics()).as(lenient).isEmpty();
          assertThat(read.get(0).record()).isEqualTo(record);
          assertThat(EgnWriter.write(read.get(0).record())).isEqualTo(text);
        });
  }

  @Test
  void validate_builtRecord_agreesWithReader() {
    qt(3717L).withExamples(60).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40))
        .checkAssert((rules, seed, cut) -> {
          GameRecord record = RandomGames.record(RandomGames.play(rules, seed, cut), seed, false,
              false);
          assertThat(EgnValidator.validate(record)).isEmpty();
        });
  }
}
