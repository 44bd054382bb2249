package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/** Hostile JSON is rejected with a bounded, clear error that names the field and the value. */
class JsonHostileInputTest {

  private final ObjectMapper mapper = ElfernJson.mapper();

  private String view() throws Exception {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S 8H");
    return mapper.writeValueAsString(s.view(1));
  }

  @Test
  void card_notACard_isNamed() {
    assertThatThrownBy(() -> mapper.readValue("\"XQ\"", Card.class))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("'XQ' is not a card");
    assertThatThrownBy(() -> mapper.readValue("\"QH=X\"", Move.class))
        .hasMessageContaining("'QH=X' is not a move");
    assertThatThrownBy(() -> mapper.readValue("[\"QH\",\"QH\"]", CardSet.class))
        .hasMessageContaining("card QH is given twice");
  }

  @Test
  void view_badCardInHand_namesFieldAndCard() throws Exception {
    String bad = view().replaceFirst("\"hand\":\\[\"(..)\"", "\"hand\":[\"ZZ\"");
    assertThatThrownBy(() -> mapper.readValue(bad, PlayerView.class))
        .hasMessageContaining("view.hand[0]: 'ZZ' is not a card");
  }

  @Test
  void view_handHoldingAPlayedCard_isRejectedByTheRules() throws Exception {
    String bad = view().replaceFirst("\"hand\":\\[\"(..)\"", "\"hand\":[\"KD\"");
    assertThatThrownBy(() -> mapper.readValue(bad, PlayerView.class))
        .hasMessageContaining("view: ").hasMessageContaining("KD");
  }

  @Test
  void view_derivedFieldThatDisagrees_isNamed() throws Exception {
    String bad = view().replaceFirst("\"stockSize\":\\d+", "\"stockSize\":3");
    assertThatThrownBy(() -> mapper.readValue(bad, PlayerView.class))
        .hasMessageContaining("view.stockSize is 3 but the rest of the object gives");
  }

  @Test
  void view_otherVersionOrMissingVersion_isRejected() throws Exception {
    String v2 = view().replaceFirst("\"v\":1", "\"v\":2");
    assertThatThrownBy(() -> mapper.readValue(v2, PlayerView.class))
        .hasMessageContaining("view.v is 2, this reader speaks version 1 only");
    String none = view().replaceFirst("\"v\":1,", "");
    assertThatThrownBy(() -> mapper.readValue(none, PlayerView.class))
        .hasMessageContaining("view.v is missing");
  }

  @Test
  void view_unknownField_isRejected() throws Exception {
    String bad = view().replaceFirst("\\{", "{\"deck\":\"AH\",");
    assertThatThrownBy(() -> mapper.readValue(bad, PlayerView.class))
        .hasMessageContaining("view.deck is not a field of this object");
  }

  @Test
  void hugeOrDeepInput_isBoundedByTheMapper() {
    String huge = "[\"" + "A".repeat(ElfernJson.MAX_DOCUMENT + 10) + "\"]";
    assertThatThrownBy(() -> mapper.readValue(huge, CardSet.class))
        .isInstanceOf(JsonProcessingException.class);
    String deep = "[".repeat(10_000) + "]".repeat(10_000);
    assertThatThrownBy(() -> mapper.readValue(deep, CardSet.class))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("depth");
    String long33 = "[" + "\"AH\",".repeat(33) + "\"AH\"]";
    assertThatThrownBy(() -> mapper.readValue(long33, CardSet.class))
        .hasMessageContaining("at most 32");
  }

  @Test
  void result_pointsThatDoNotAddUp_areRejected() {
    String bad = "{\"v\":1,\"rules\":\"elfern\",\"points\":[18,3],\"tricks\":[14,2]}";
    assertThatThrownBy(() -> mapper.readValue(bad, DealResult.class))
        .hasMessageContaining("add up to");
  }

  @Test
  void trick_cannotBeReadAlone() {
    assertThatThrownBy(() -> mapper.readValue(
        "{\"v\":1,\"number\":1,\"leader\":0,\"winner\":0,\"moves\":[\"KD\",\"9S\"]}",
        Trick.class)).hasMessageContaining("a trick cannot be read on its own");
  }
}
