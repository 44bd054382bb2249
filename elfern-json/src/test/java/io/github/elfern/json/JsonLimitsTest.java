package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.ReadLimits;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.Scoring;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What the module writes from valid library values, the safe mapper reads back, up to the
 * module's own limits; past them the writer refuses (audit finding 5).
 */
class JsonLimitsTest {

  private final ObjectMapper mapper = ElfernJson.mapper();

  private static GameState finished(long seed) {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(seed));
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    return s;
  }

  private GameRecord roundTrip(GameRecord r) throws Exception {
    return mapper.readValue(mapper.writeValueAsString(r), GameRecord.class);
  }

  @Test
  void aRecordWithTagNamesUpToEgnsLimit_roundTrips_andALongerNameIsNoRecord() throws Exception {
    // EGN reads a tag name of at most ReadLimits.MAX_WORD_CHARS (256) characters
    for (int length : new int[] {100, ReadLimits.MAX_WORD_CHARS}) {
      GameRecord r = GameRecord.of(finished(1), Map.of("Players", "Anna; Ben",
          "X" + "n".repeat(length - 1), "value"));
      assertThat(roundTrip(r)).isEqualTo(r);
    }
    // one more is refused when the record is built (EGN.md §8), so it never reaches the writer
    assertThatThrownBy(() -> GameRecord.of(finished(1), Map.of("Players", "Anna; Ben",
        "X" + "n".repeat(ReadLimits.MAX_WORD_CHARS), "value")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("too long");
  }

  @Test
  void aRecordWhoseEgnIsAtTheLimit_roundTrips_andOneCharacterMoreIsNotWritten() throws Exception {
    GameState s = finished(2);
    int base = EgnWriter.write(GameRecord.of(s, Map.of("Annotator", ""))).length();
    GameRecord atLimit = GameRecord.of(s,
        Map.of("Annotator", "a".repeat(ElfernJson.MAX_EGN - base)));
    assertThat(EgnWriter.write(atLimit)).hasSize(ElfernJson.MAX_EGN);
    assertThat(roundTrip(atLimit)).isEqualTo(atLimit);
    GameRecord over = GameRecord.of(s,
        Map.of("Annotator", "a".repeat(ElfernJson.MAX_EGN - base + 1)));
    assertThatThrownBy(() -> mapper.writeValueAsString(over))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("record.egn is " + (ElfernJson.MAX_EGN + 1) + " characters long");
  }

  @Tag("slow")
  @Test
  void aMatchTableOfTheMostDeals_roundTrips_andOneDealMoreIsNotATable() throws Exception {
    for (String rules : List.of("elfern", "fuenfzehnern players=4")) {
      Rules r = Rules.parse(rules);
      List<String> names = List.of("Anna", "Ben", "Cara", "Dan").subList(0, r.players());
      Match m = Match.start(r, Scoring.parse(r.players() == 2 ? "tendler" : "fifteen"), names,
          9L);
      for (int i = 0; i < ElfernJson.MAX_DEALS; i++) {
        GameState s = m.deal();
        while (!s.isOver()) {
          s = s.play(s.legalMoves().get(0));
        }
        m = m.record(s);
      }
      MatchTable table = m.table();
      String json = mapper.writeValueAsString(table);
      assertThat(json.length()).isLessThanOrEqualTo(ElfernJson.MAX_DOCUMENT);
      assertThat(mapper.readValue(json, MatchTable.class)).isEqualTo(table);
      GameState s = m.deal();
      while (!s.isOver()) {
        s = s.play(s.legalMoves().get(0));
      }
      Match longer = m.record(s);
      // the table exists (the core knows no JSON limit), but it is not written: the safe mapper
      // would refuse to read it back
      MatchTable tooLong = longer.table();
      assertThatThrownBy(() -> mapper.writeValueAsString(tooLong))
          .isInstanceOf(JsonProcessingException.class)
          .hasMessageContaining("match.deals has " + (ElfernJson.MAX_DEALS + 1) + " entries");
    }
  }
}
