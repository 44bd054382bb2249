package io.github.elfern.json;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.Scoring;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Object to JSON to object gives an equal object, over random deals of every preset. */
class JsonRoundTripTest {

  private final ObjectMapper mapper = ElfernJson.mapper();

  private <T> T roundTrip(T value, Class<T> type) {
    try {
      return mapper.readValue(mapper.writeValueAsString(value), type);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static GameState playRandomly(Rules rules, long seed, int plays) {
    GameState s = GameState.deal(rules, seed);
    SplitMix64 random = new SplitMix64(seed ^ 0x5DEECE66DL);
    for (int i = 0; i < plays && !s.isOver(); i++) {
      List<Move> legal = s.legalMoves();
      s = s.play(legal.get((int) Long.remainderUnsigned(random.nextLong(), legal.size())));
    }
    return s;
  }

  @Test
  void view_roundTripsForEverySeatOfRandomDealsOfEveryPreset() {
    qt(3709L).withExamples(60).forAll(integers().between(0, Preset.values().size() - 1),
        longs().all(), integers().between(0, 40))
        .checkAssert((p, seed, plays) -> {
          GameState s = playRandomly(Rules.of(Preset.values().get(p)), seed, plays);
          for (int seat = 0; seat < s.players(); seat++) {
            PlayerView v = s.view(seat);
            assertThat(roundTrip(v, PlayerView.class)).isEqualTo(v);
          }
        });
  }

  @Test
  void resultAndFinishedDeal_roundTripForRandomFinishedDeals() {
    qt(3710L).withExamples(40).forAll(integers().between(0, Preset.values().size() - 1),
        longs().all())
        .checkAssert((p, seed) -> {
          GameState s = playRandomly(Rules.of(Preset.values().get(p)), seed, 64);
          DealResult r = s.result();
          assertThat(roundTrip(r, DealResult.class)).isEqualTo(r);
          String names = String.join("; ", List.of("Anna", "Ben", "Cara", "Dan").subList(0, s.players()));
          GameRecord record = GameRecord.of(s, Map.of("Players", names));
          assertThat(roundTrip(record, GameRecord.class)).isEqualTo(record);
        });
  }

  @Test
  void matchTable_roundTripsAndLeavesOutTheSeed() throws Exception {
    Match m = Match.start(Rules.preset("elfern"), Scoring.parse("tendler"),
        List.of("Anna", "Ben"), 1234567L);
    for (int i = 0; i < 6 && !m.isOver(); i++) {
      m = m.record(playRandomly(m.rules(), m.dealSeed(), 64));
    }
    MatchTable table = MatchTable.of(m);
    assertThat(roundTrip(table, MatchTable.class)).isEqualTo(table);
    String json = mapper.writeValueAsString(table);
    assertThat(json).doesNotContain("1234567").doesNotContain("seed");
    assertThat(roundTrip(table.deals().get(0), io.github.elfern.scoring.ScoredDeal.class))
        .isEqualTo(table.deals().get(0));
  }

  @Test
  void cardsMovesAndCardSets_areTheirEgnTokens() throws Exception {
    assertThat(mapper.writeValueAsString(Card.parse("QH"))).isEqualTo("\"QH\"");
    assertThat(mapper.writeValueAsString(Move.zwang(Card.parse("QC")))).isEqualTo("\"QC=Z\"");
    assertThat(mapper.readValue("\"QC=Z\"", Move.class)).isEqualTo(Move.zwang(Card.parse("QC")));
    CardSet set = CardSet.parse("AH KH 7S");
    assertThat(roundTrip(set, CardSet.class)).isEqualTo(set);
  }

  @Test
  void view_holdsNoCardOfAnotherHandNorTheStock() {
    // docs/architecture.md#hidden-information: a seat's view is its own hand and what was played
    qt(3711L).withExamples(40).forAll(integers().between(0, Preset.values().size() - 1),
        longs().all(), integers().between(0, 30))
        .checkAssert((p, seed, plays) -> {
          GameState s = playRandomly(Rules.of(Preset.values().get(p)), seed, plays);
          for (int seat = 0; seat < s.players(); seat++) {
            JsonNode json = mapper.valueToTree(s.view(seat));
            CardSet seen = s.hand(seat).union(s.playedCards()).union(CardSet.copyOf(
                s.currentTrick().stream().map(Move::card).toList()));
            if (s.turnedTrump().isPresent()) {
              seen = seen.with(s.turnedTrump().get());
            }
            for (Card c : Card.values()) {
              if (!seen.contains(c)) {
                assertThat(json.toString()).as("seat %d sees %s", seat, c)
                    .doesNotContain("\"" + c.notation() + "\"");
              }
            }
          }
        });
  }
}
