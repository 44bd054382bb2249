package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** After an error the reader goes on with the next record (EGN.md §3). */
class RecoveryTest {

  static final String GOOD = ErrorCodeTest.TAGS + "1. KD 9S 2. 8H 7S *\n\n";

  @Test
  void read_badRecordsBetweenGoodOnes_loseNothingElse() {
    String text = GOOD
        + ErrorCodeTest.TAGS + "1. KD xyz 9S 2. 8H 7S *\n\n"       // garbage, then its marker
        + GOOD
        + "[Game \"elfern\"\n[Seed \"42\"]\n\n1. KD 9S *\n\n"         // malformed tag pair
        + GOOD
        + ErrorCodeTest.TAGS + "1. KD {unended\n\n";                   // swallows the rest
    List<ParsedRecord> records = EgnReader.readAll(text, Strictness.LENIENT);
    assertThat(records).hasSize(6);
    assertThat(records).extracting(ParsedRecord::hasError)
        .containsExactly(false, true, false, true, false, true);
    assertThat(records.get(1).firstError().orElseThrow().code()).isEqualTo(EgnCode.SYNTAX);
    assertThat(records.get(2).record().moves()).hasSize(4);
    assertThat(records.get(2).line()).isEqualTo(13);
    assertThat(records.get(3).firstError().orElseThrow().line()).isEqualTo(19);
  }

  @Test
  void read_markerFollowedByNextRecordWithoutBlankLine() {
    String text = GOOD.strip() + " " + GOOD;
    List<ParsedRecord> records = EgnReader.readAll(text, Strictness.LENIENT);
    assertThat(records).hasSize(2);
    assertThat(records).noneMatch(ParsedRecord::hasError);
  }

  @Test
  void read_trailingCommentsAndBlankLines_areNoRecord() {
    assertThat(EgnReader.readAll(GOOD + "\n\n{end of file}\n; really\n", Strictness.LENIENT))
        .hasSize(1);
    assertThat(EgnReader.readAll("", Strictness.LENIENT)).isEmpty();
    assertThat(EgnReader.readAll("\uFEFF", Strictness.LENIENT)).isEmpty();
  }

  @Test
  void accept_visitorSkipsMovetextAndStops() {
    String text = GOOD + GOOD.replace("Anna; Ben", "Clara; Dieter") + "[Game \"chess\"]\n\n*\n\n"
        + GOOD;
    List<String> players = new ArrayList<>();
    List<ParsedRecord> read = new ArrayList<>();
    try (EgnReader reader = EgnReader.of(new StringReader(text))) {
      reader.accept(new EgnVisitor() {
        @Override
        public Action tags(Map<String, String> tags, int line, int column) {
          players.add(tags.getOrDefault("Players", "-"));
          if (tags.getOrDefault("Game", "").equals("chess")) {
            return Action.STOP;
          }
          return tags.get("Players").startsWith("Anna") ? Action.READ : Action.SKIP;
        }

        @Override
        public boolean record(ParsedRecord record) {
          read.add(record);
          return true;
        }
      });
    }
    assertThat(players).containsExactly("Anna; Ben", "Clara; Dieter", "-");
    assertThat(read).hasSize(1);
    assertThat(read.get(0).record().moves()).hasSize(4);
  }

  @Test
  void accept_recordReturningFalse_stops() {
    List<ParsedRecord> read = new ArrayList<>();
    try (EgnReader reader = EgnReader.of(new StringReader(GOOD + GOOD + GOOD))) {
      reader.accept(new EgnVisitor() {
        @Override
        public boolean record(ParsedRecord record) {
          read.add(record);
          return read.size() < 2;
        }
      });
    }
    assertThat(read).extracting(ParsedRecord::number).containsExactly(1, 2);
  }
}
