package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The record of a deal with its players ({@link GameRecord#of(PlayedDeal, Map)}): Players in the
 * seats of that deal, read back to the same points for the same names.
 */
class PlayedDealRecordTest {

  private static GameState playOut(GameState s, long seed) {
    SplitMix64 random = new SplitMix64(seed);
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(random.uniform(s.legalMoves().size())));
    }
    return s;
  }

  @Test
  @DisplayName("a match's deals, seats alternating: each record names its deal's players in seat"
      + " order, and replaying it gives each name the points that player took")
  void of_matchDeals_namesInTheirSeats() {
    Match m = Match.start(Rules.preset("elfern"), Scoring.parse("tendler"),
        List.of("Anna", "Ben"), 3);
    List<String> firsts = new ArrayList<>();
    for (int d = 0; d < 6 && !m.isOver(); d++) {
      GameState s = playOut(m.deal(), d);
      PlayedDeal played = m.playedDeal(s);
      m = m.record(s);
      GameRecord r = GameRecord.parse(EgnWriter.write(
          GameRecord.of(played, Map.of("Event", "test", "Deal", Integer.toString(d + 1)))));
      assertThat(r.seats()).isEqualTo(played.playersBySeat());
      assertThat(r.tag("Players")).contains(String.join("; ", played.playersBySeat()));
      List<GameState> states = r.replay();
      DealResult result = states.get(states.size() - 1).result();
      assertThat(result).isEqualTo(s.result());
      // the points of each player by name: the match's own accounting of the deal
      var scored = m.history().get(m.history().size() - 1);
      for (int seat = 0; seat < 2; seat++) {
        String name = r.seats().get(seat);
        int player = m.players().indexOf(name);
        assertThat(scored.seating().get(seat)).isEqualTo(player);
        assertThat(result.points(seat)).isEqualTo(scored.result().points(seat));
      }
      firsts.add(r.seats().get(0));
    }
    assertThat(firsts).contains("Anna", "Ben");
  }

  @Test
  @DisplayName("of(PlayedDeal) refuses a Players tag among the tags and a name that cannot be"
      + " written and read back, before writing anything")
  void of_badNames_refused() {
    GameState s = playOut(GameState.deal(Rules.preset("elfern"), 4), 1);
    assertThatThrownBy(() -> GameRecord.of(new PlayedDeal(s, List.of("Anna", "Ben")),
        Map.of("Players", "Ben; Anna")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the tags hold Players, which the deal's players give: leave it out");
    assertThatThrownBy(() -> GameRecord.of(new PlayedDeal(s, List.of("Anna;Ben", "Cleo")),
        Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the player in seat 0 (forehand): the player name 'Anna;Ben' holds ';',"
            + " which separates the names in an EGN Players tag");
    assertThatThrownBy(() -> GameRecord.of(new PlayedDeal(s, List.of("Anna", "Ben ")),
        Map.of()))
        .hasMessageContaining("seat 1 (dealer)").hasMessageContaining("white space");
  }

  @Test
  @DisplayName("checkPlayerName: what a Players tag cannot hold is refused with a reason; names"
      + " of any script, quotes and brackets pass")
  void checkPlayerName_cases() {
    for (String good : List.of("Anna", "Zoë O'Neil", "\"Ben\" [bot]", "Jürgen \\ 2", "鈴木",
        "Anna \ud83c\udca1")) {
      GameRecord.checkPlayerName(good);
    }
    assertThatThrownBy(() -> GameRecord.checkPlayerName("Anna;Ben"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("holds ';'");
    assertThatThrownBy(() -> GameRecord.checkPlayerName(" "))
        .hasMessage("the player name ' ' is blank");
    assertThatThrownBy(() -> GameRecord.checkPlayerName(" Anna"))
        .hasMessageContaining("begins or ends with white space");
    assertThatThrownBy(() -> GameRecord.checkPlayerName("A\tB"))
        .hasMessageContaining("control or invisible");
    assertThatThrownBy(() -> GameRecord.checkPlayerName("Anna\ud83d"))
        .hasMessageContaining("half a surrogate pair");
    assertThatThrownBy(() -> GameRecord.checkPlayerName("x".repeat(201)))
        .hasMessageContaining("201 characters, more than 200");
  }
}
