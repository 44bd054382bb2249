package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Rank;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * Odd values are refused, not read silently (audit finding 6): a Zwang that is not a queen led by
 * the holder of its king, card tokens outside JSON.md's grammar, duplicate keys.
 */
class JsonStrictInputTest {

  private final ObjectMapper mapper = ElfernJson.mapper();

  /** A Fünfzehnern deal (rules with Zwang) where the forehand holds a king and seat 1 sees it led. */
  private static GameState fuenfzehnern(long seed) {
    return GameState.deal(Rules.preset("fuenfzehnern"), seed);
  }

  @Test
  void aZwangByAKing_isRefused() throws Exception {
    assertThat(Rules.preset("fuenfzehnern").zwang()).isTrue();
    for (long seed = 1; ; seed++) {
      GameState s = fuenfzehnern(seed);
      Card king = null;
      for (Card c : s.hand(0)) {
        if (c.rank() == Rank.KING) {
          king = c;
        }
      }
      if (king == null) {
        continue;
      }
      String k = king.notation();
      String json = mapper.writeValueAsString(s.play(Move.of(king)).view(1));
      String bad = json.replace("\"moves\":[\"" + k + "\"]", "\"moves\":[\"" + k + "=Z\"]");
      assertThat(bad).isNotEqualTo(json);
      assertThatThrownBy(() -> mapper.readValue(bad, PlayerView.class))
          .hasMessageContaining("by seat 0 in trick 1")
          .hasMessageContaining(k + "=Z")
          .hasMessageContaining("queen");
      return;
    }
  }

  @Test
  void aZwangByAQueenWhoseKingTheViewingSeatHolds_isRefused() throws Exception {
    for (long seed = 1; ; seed++) {
      GameState s = fuenfzehnern(seed);
      Card queen = null;
      for (Card c : s.hand(0)) {
        if (c.rank() == Rank.QUEEN && s.hand(1).contains(Card.of(Rank.KING, c.suit()))) {
          queen = c;
        }
      }
      if (queen == null) {
        continue;
      }
      String q = queen.notation();
      String json = mapper.writeValueAsString(s.play(Move.of(queen)).view(1));
      String bad = json.replace("\"moves\":[\"" + q + "\"]", "\"moves\":[\"" + q + "=Z\"]");
      assertThat(bad).isNotEqualTo(json);
      assertThatThrownBy(() -> mapper.readValue(bad, PlayerView.class))
          .hasMessageContaining("by seat 0 in trick 1")
          .hasMessageContaining("the leader must hold K" + q.charAt(1));
      return;
    }
  }

  @Test
  void cardTokensOutsideTheGrammar_areRefusedNamingTheToken() {
    for (String token : new String[] {"10H", "qh", "Qh", "OH"}) {
      assertThatThrownBy(() -> mapper.readValue("\"" + token + "\"", Card.class))
          .hasMessageContaining("'" + token + "' is not a card");
      assertThatThrownBy(() -> mapper.readValue("\"" + token + "\"", Move.class))
          .hasMessageContaining("'" + token + "' is not a move");
      assertThatThrownBy(() -> mapper.readValue("[\"" + token + "\"]", CardSet.class))
          .hasMessageContaining("'" + token + "' is not a card");
    }
    assertThatThrownBy(() -> mapper.readValue("\"10C=Z\"", Move.class))
        .hasMessageContaining("'10C=Z' is not a move");
  }

  @Test
  void duplicateKeys_areRefusedByTheSafeMapper() throws Exception {
    GameState s = fuenfzehnern(3);
    String json = mapper.writeValueAsString(s.view(0));
    String twice = json.replace("\"v\":1,", "\"v\":2,\"v\":1,");
    assertThatThrownBy(() -> mapper.readValue(twice, PlayerView.class))
        .hasMessageContaining("Duplicate field 'v'");
    String hand = json.substring(json.indexOf("\"hand\":"), json.indexOf("]", json.indexOf(
        "\"hand\":")) + 1);
    String handTwice = json.replace(hand, hand + "," + hand);
    assertThatThrownBy(() -> mapper.readValue(handTwice, PlayerView.class))
        .hasMessageContaining("Duplicate field 'hand'");
  }
}
