package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.type.TypeFactory;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Every value the module reads is read as well when it is nested in an array, a map or a POJO,
 * by the safe mapper and by a plain mapper with the module (audit finding 1: the safe mapper's
 * trailing-token check fired inside the enclosing document).
 */
class JsonNestedTest {

  /** A POJO holding a value of the module followed by another field, as an app's message would. */
  public static final class Holder<T> {
    /** The value of the module. */
    public T value;
    /** A field after the value, so that the document goes on after it. */
    public String table;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder<?> h && Objects.equals(value, h.value)
          && Objects.equals(table, h.table);
    }

    @Override
    public int hashCode() {
      return Objects.hash(value, table);
    }
  }

  private static final List<ObjectMapper> MAPPERS =
      List.of(ElfernJson.mapper(), new ObjectMapper().registerModule(new ElfernModule()));

  /** Two values of every type the module reads, each with its class. */
  private static Map<Class<?>, List<?>> samples() {
    GameState live = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S 8H");
    GameState done = live;
    while (!done.isOver()) {
      done = done.play(done.legalMoves().get(0));
    }
    Match m = Match.start(Rules.preset("elfern"), Scoring.parse("tendler"),
        List.of("Anna", "Ben"), 7L);
    m = m.record(done.result());
    Match m2 = m.record(done.result());
    Map<Class<?>, List<?>> out = new LinkedHashMap<>();
    out.put(Card.class, List.of(Card.parse("QH"), Card.parse("KH")));
    out.put(Move.class, List.of(Move.parse("QH"), Move.parse("QC=Z")));
    out.put(CardSet.class, List.of(CardSet.parse("AH KH 7S"), CardSet.EMPTY));
    out.put(PlayerView.class, List.of(live.view(0), live.view(1)));
    out.put(DealResult.class, List.of(done.result(), done.result()));
    out.put(ScoredDeal.class, List.of(m2.history().get(0), m2.history().get(1)));
    out.put(MatchTable.class, List.of(MatchTable.of(m), MatchTable.of(m2)));
    out.put(GameRecord.class, List.of(GameRecord.of(done, Map.of("Players", "Anna; Ben")),
        GameRecord.of(done, Map.of("Players", "Cara; Dan"))));
    return out;
  }

  @Test
  void everyValue_readsBackInsideAnArrayAMapAndAPojo_withBothMappers() throws Exception {
    for (ObjectMapper mapper : MAPPERS) {
      TypeFactory types = mapper.getTypeFactory();
      for (Map.Entry<Class<?>, List<?>> e : samples().entrySet()) {
        Class<?> type = e.getKey();
        List<?> values = e.getValue();
        String what = type.getSimpleName() + " with " + mapper.getFactory().getClass();

        JavaType list = types.constructCollectionType(List.class, type);
        assertThat((Object) mapper.readValue(mapper.writeValueAsString(values), list))
            .as("List<%s>", what).isEqualTo(values);

        Map<String, Object> map = new LinkedHashMap<>();
        map.put("first", values.get(0));
        map.put("second", values.get(1));
        JavaType mapType = types.constructMapType(LinkedHashMap.class, String.class, type);
        assertThat((Object) mapper.readValue(mapper.writeValueAsString(map), mapType))
            .as("Map<String, %s>", what).isEqualTo(map);

        Holder<Object> holder = new Holder<>();
        holder.value = values.get(0);
        holder.table = "abc";
        JavaType pojo = types.constructParametricType(Holder.class, type);
        assertThat((Object) mapper.readValue(mapper.writeValueAsString(holder), pojo))
            .as("Holder<%s>", what).isEqualTo(holder);
      }
    }
  }

  @Test
  void auditCases_cardArrayAndMoveInAPojo_readWithTheSafeMapper() throws Exception {
    ObjectMapper safe = ElfernJson.mapper();
    assertThat(safe.readValue("[\"QH\",\"KH\"]", Card[].class))
        .containsExactly(Card.parse("QH"), Card.parse("KH"));
    JavaType pojo = safe.getTypeFactory().constructParametricType(Holder.class, Move.class);
    Holder<Move> h = safe.readValue("{\"value\":\"QH\",\"table\":\"abc\"}", pojo);
    assertThat(h.value).isEqualTo(Move.parse("QH"));
    assertThat(h.table).isEqualTo("abc");
  }

  @Test
  void safeMapper_stillRejectsTrailingTokensAfterTheWholeDocument() {
    ObjectMapper safe = ElfernJson.mapper();
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> safe.readValue("[\"QH\"] \"KH\"", Card[].class))
        .hasMessageContaining("Trailing token");
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> safe.readValue("\"QH\" \"KH\"", Card.class))
        .hasMessageContaining("Trailing token");
  }
}
