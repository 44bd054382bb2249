package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A finished deal reveals the deck, so a live deal is never written or read as one (audit finding
 * 4), and an EGN text that is not canonical is rejected showing the first line that differs
 * (finding 3).
 */
class JsonFinishedDealTest {

  private final ObjectMapper mapper = ElfernJson.mapper();

  private static GameState live() {
    return GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD");
  }

  private static GameState finished() {
    GameState s = live();
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    return s;
  }

  @Test
  void aLiveDeal_isNotWrittenAsAFinishedDeal() {
    GameRecord record = GameRecord.of(live(), Map.of("Players", "Anna; Ben"));
    assertThatThrownBy(() -> mapper.writeValueAsString(record))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("record: the deal is not over")
        .hasMessageContaining("1 of 32");
  }

  @Test
  void aLiveDeal_refused_namesNoHiddenCard() {
    // the refusal of a live deal names no card that the seat to move cannot see
    qt(35L).withExamples(60).forAll(longs().all(), integers().between(0, 30))
        .checkAssert((seed, cut) -> {
          GameState s = GameState.deal(Rules.preset("elfern-trumps"), seed);
          for (int i = 0; i < cut; i++) {
            s = s.play(s.legalMoves().get((int) Long.remainderUnsigned(seed >>> i,
                s.legalMoves().size())));
          }
          GameRecord record = GameRecord.of(s, Map.of());
          Throwable e = catchThrowable(() -> mapper.writeValueAsString(record));
          assertThat(e).isInstanceOf(JsonProcessingException.class);
          for (Card c : s.view(s.toMove()).unseenCards()) {
            assertThat(e.getMessage()).doesNotContain(c.notation());
          }
        });
  }

  @Test
  void aLiveDeal_isNotReadAsAFinishedDeal() throws Exception {
    GameRecord record = GameRecord.of(live(), Map.of("Players", "Anna; Ben"));
    assertThat(record.termination()).isEqualTo("*");
    ObjectNode json = mapper.createObjectNode().put("v", 1).put("egn", EgnWriter.write(record));
    assertThatThrownBy(() -> mapper.readValue(json.toString(), GameRecord.class))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("record: the deal is not over");
  }

  @Test
  void aFinishedDeal_isWrittenAndReadBack() throws Exception {
    GameRecord record = GameRecord.of(finished(), Map.of("Players", "Anna; Ben"));
    assertThat(mapper.readValue(mapper.writeValueAsString(record), GameRecord.class))
        .isEqualTo(record);
  }

  @Test
  void aNonCanonicalEgn_isRejectedShowingTheFirstLineThatDiffers() throws Exception {
    GameRecord record = GameRecord.of(finished(), Map.of("Players", "Anna; Ben"));
    String canonical = EgnWriter.write(record);
    // the same record with the Players tag first: valid EGN, but not the canonical tag order
    String[] lines = canonical.split("\n", -1);
    assertThat(lines[0]).startsWith("[Game ");
    assertThat(lines[1]).startsWith("[Players ");
    String swapped = lines[1] + "\n" + lines[0] + canonical.substring(lines[0].length()
        + lines[1].length() + 1);
    assertThat(GameRecord.parse(swapped)).isEqualTo(record);
    ObjectNode json = mapper.createObjectNode().put("v", 1).put("egn", swapped);
    assertThatThrownBy(() -> mapper.readValue(json.toString(), GameRecord.class))
        .hasMessageContaining("record.egn line 1 is \"[Players \\\"Anna; Ben\\\"]\"")
        .hasMessageContaining("\"[Game \\\"elfern\\\"]\"");
  }
}
