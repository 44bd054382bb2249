package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A scored deal and a match table are rebuilt with the library's scoring and every derived field
 * is compared (audit findings 2 and 3). The base values are the JSON.md example: an 18-2
 * schneider in Elfern, won by the forehand, who is player 1 (seating [1, 0]); under tendler a
 * schneider is worth 2 stakes (rules: 15 honours make a schneider, Tendler pays 1/2/3), so player
 * 1 gains 2 and player 0 pays 2.
 */
class JsonScoringCheckTest {

  private final ObjectMapper mapper = ElfernJson.mapper();

  private static final String RESULT = "{\"rules\":\"elfern\",\"points\":[18,2],\"tricks\":[14,2],"
      + "\"outcome\":\"schneider\",\"winner\":0,\"loser\":1,\"settlement\":[2,-2],"
      + "\"notation\":\"18-2\"}";
  private static final String DEAL = "{\"v\":1,\"number\":1,\"seating\":[1,0],\"result\":" + RESULT
      + ",\"kind\":\"win\",\"multiplier\":1,\"awards\":[-2,2],\"totals\":[-2,2],\"pot\":0}";
  private static final String TABLE = "{\"v\":1,\"rules\":\"elfern\",\"scoring\":\"tendler\","
      + "\"players\":[\"Anna\",\"Ben\"],\"deals\":[" + DEAL.replace("\"v\":1,", "")
      + "],\"totals\":[-2,2],\"pot\":0,\"multiplier\":1,\"dealer\":1,\"over\":false}";

  private void dealRejected(String json, String... parts) {
    assertThatThrownBy(() -> mapper.readValue(json, ScoredDeal.class))
        .as(json).hasMessageContainingAll(parts);
  }

  private void tableRejected(String json, String... parts) {
    assertThatThrownBy(() -> mapper.readValue(json, MatchTable.class))
        .as(json).hasMessageContainingAll(parts);
  }

  @Test
  void theExamples_areRead() throws Exception {
    assertThat(mapper.readValue(DEAL, ScoredDeal.class).awards()).containsExactly(-2, 2);
    assertThat(mapper.readValue(TABLE, MatchTable.class).totals()).containsExactly(-2, 2);
  }

  @Test
  void scoredDeal_badSeating_isRejected() {
    dealRejected(DEAL.replace("[1,0]", "[0,0]"), "deal.seating[1]", "player 0", "twice");
    dealRejected(DEAL.replace("[1,0]", "[3,0]"), "deal.seating[0] is 3", "not a player");
    dealRejected(DEAL.replace("\"pot\":0", "\"pot\":0,\"sittingOut\":2"), "deal.sittingOut");
  }

  @Test
  void scoredDeal_awardsTotalsKindMultiplierPotThatNoScoringGives_areRejected() {
    dealRejected(DEAL.replace("\"awards\":[-2,2]", "\"awards\":[999,-5]"), "deal.awards");
    dealRejected(DEAL.replace("\"awards\":[-2,2]", "\"awards\":[5,5]"), "deal.awards");
    dealRejected(DEAL.replace("\"totals\":[-2,2]", "\"totals\":[77,-1000]"), "deal.totals");
    for (String kind : new String[] {"tie", "stander", "redeal"}) {
      dealRejected(DEAL.replace("\"win\"", "\"" + kind + "\""),
          "deal.kind is \"" + kind + "\"", "\"win\"");
    }
    dealRejected(DEAL.replace("\"multiplier\":1", "\"multiplier\":2"), "deal.");
    dealRejected(DEAL.replace("\"pot\":0", "\"pot\":5"), "deal.");
  }

  @Test
  void scoredDeal_doubledAfterAStander_isRead() throws Exception {
    // after a Ständer the next win counts double (Kiddle): a schneider is then 4 stakes
    String doubled = DEAL.replace("\"multiplier\":1", "\"multiplier\":2")
        .replace("\"awards\":[-2,2]", "\"awards\":[-4,4]")
        .replace("\"totals\":[-2,2]", "\"totals\":[-4,4]");
    assertThat(mapper.readValue(doubled, ScoredDeal.class).awards()).containsExactly(-4, 4);
  }

  @Test
  void matchTable_contradictions_areRejected() {
    tableRejected(TABLE.replace("\"totals\":[-2,2],\"pot\":0,\"multiplier\"",
        "\"totals\":[100,-100],\"pot\":0,\"multiplier\""), "match.totals[0] is 100", "-2");
    tableRejected(TABLE.replace("\"over\":false", "\"over\":false,\"winner\":0"),
        "match.winner is 0", "none");
    tableRejected(TABLE.replace("\"over\":false", "\"over\":true,\"winner\":0"), "match.over");
    tableRejected(TABLE.replace("[\"Anna\",\"Ben\"]", "[\"Anna\",\"Anna\"]"),
        "match.players[1]", "Anna");
    tableRejected(TABLE.replace("[\"Anna\",\"Ben\"]", "[\"Anna\",\"\"]"),
        "match.players[1]", "blank");
    tableRejected(TABLE.replace("\"tendler\"", "\"fifteen\""), "match.scoring", "fifteen");
    tableRejected(TABLE.replace("\"number\":1", "\"number\":7"), "match.deals[0].number is 7");
    tableRejected(TABLE.replace("\"multiplier\":1,\"dealer\"", "\"multiplier\":2,\"dealer\""),
        "match.multiplier is 2");
    tableRejected(TABLE.replace("\"pot\":0,\"multiplier\":1,\"dealer\"",
        "\"pot\":7,\"multiplier\":1,\"dealer\""), "match.pot is 7");
    // the winner of deal 1 (player 1) deals next under the default dealer=winner
    tableRejected(TABLE.replace("\"dealer\":1", "\"dealer\":0"), "match.dealer is 0");
  }

  @Test
  void matchTable_twoDealsBothNumberedOne_areRejected() {
    String first = DEAL.replace("\"v\":1,", "");
    String second = first.replace("\"totals\":[-2,2]", "\"totals\":[-4,4]");
    String two = "{\"v\":1,\"rules\":\"elfern\",\"scoring\":\"tendler\","
        + "\"players\":[\"Anna\",\"Ben\"],\"deals\":[" + first + "," + second
        + "],\"totals\":[-4,4],\"pot\":0,\"multiplier\":1,\"dealer\":1,\"over\":false}";
    assertThat(two).contains("\"number\":1,\"seating\":[1,0]", "\"totals\":[-4,4],\"pot\"");
    tableRejected(two, "match.deals[1].number is 1", "2");
  }

  @Test
  void nestedDerivedFields_mayBeLeftOut_andAMismatchNamesTheInnermostField() throws Exception {
    String bare = DEAL.replace(RESULT,
        "{\"rules\":\"elfern\",\"points\":[18,2],\"tricks\":[14,2]}");
    assertThat(mapper.readValue(bare, ScoredDeal.class).result().notation()).isEqualTo("18-2");
    String noNotation = DEAL.replace(",\"notation\":\"18-2\"", "");
    assertThat(mapper.readValue(noNotation, ScoredDeal.class).kind())
        .isEqualTo(ScoredDeal.Kind.WIN);
    dealRejected(DEAL.replace("\"notation\":\"18-2\"", "\"notation\":\"18-2 schneider\""),
        "deal.result.notation is \"18-2 schneider\"", "\"18-2\"");
    tableRejected(TABLE.replace("\"notation\":\"18-2\"", "\"notation\":\"18-2 schneider\""),
        "match.deals[0].result.notation is \"18-2 schneider\"", "\"18-2\"");
  }

  private static final List<String> SCORINGS = List.of("tendler", "tendler deals=3",
      "tendler target=3 dealer=loser", "banner", "banner dealer=alternate",
      "altenburg stander-dealer=same", "counters start=3", "counters out=rotate",
      "tendler out=rotate", "fifteen deals=4");

  @Tag("slow")
  @Test
  void everyMatchOfEveryScheduleAndPreset_readsBack_andEveryDealAlone() throws Exception {
    // the library's Match is the reference: whatever it scores must be read back unchanged
    int matches = 0;
    for (Preset preset : Preset.values()) {
      for (String scoringText : SCORINGS) {
        for (int players = 2; players <= 4; players++) {
          for (long seed = 1; seed <= 3; seed++) {
            List<String> names = List.of("Anna", "Ben", "Cara", "Dan").subList(0, players);
            Match m;
            try {
              m = Match.start(Rules.of(preset), Scoring.parse(scoringText), names, seed);
            } catch (IllegalArgumentException notForThisGame) {
              continue;
            }
            SplitMix64 random = new SplitMix64(seed);
            List<MatchTable> tables = new ArrayList<>();
            tables.add(MatchTable.of(m));
            for (int d = 0; d < 12 && !m.isOver(); d++) {
              GameState s = m.deal();
              while (!s.isOver()) {
                List<Move> legal = s.legalMoves();
                s = s.play(legal.get((int) Long.remainderUnsigned(random.nextLong(),
                    legal.size())));
              }
              m = m.record(s);
              tables.add(MatchTable.of(m));
            }
            for (MatchTable table : tables) {
              String json = mapper.writeValueAsString(table);
              assertThat(mapper.readValue(json, MatchTable.class)).as(json).isEqualTo(table);
            }
            for (ScoredDeal deal : m.history()) {
              String json = mapper.writeValueAsString(deal);
              assertThat(mapper.readValue(json, ScoredDeal.class)).as(json).isEqualTo(deal);
            }
            matches++;
          }
        }
      }
    }
    assertThat(matches).isGreaterThan(100);
  }

  @Test
  void matchTableOf_aMatchWithoutItsHistory_isRefused() {
    Match m = Match.start(Rules.preset("elfern"), Scoring.parse("tendler"),
        List.of("Anna", "Ben"), 5L);
    GameState s = m.deal();
    while (!s.isOver()) {
      s = s.play(s.legalMoves().get(0));
    }
    Match forgetful = m.record(s).withoutHistory();
    assertThatThrownBy(() -> MatchTable.of(forgetful))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("withoutHistory");
  }
}
