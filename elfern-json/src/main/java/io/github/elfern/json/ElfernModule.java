package io.github.elfern.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.scoring.ScoredDeal;
import java.io.IOException;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The Jackson module of the Elfern wire format: register it on an {@code ObjectMapper} to read and
 * write the library's values as JSON, as the {@code jackson-datatype-*} modules do for theirs.
 *
 * <pre>{@code
 * ObjectMapper mapper = new ObjectMapper().registerModule(new ElfernModule());
 * String json = mapper.writeValueAsString(state.view(seat));   // only what the seat may see
 * PlayerView view = mapper.readValue(json, PlayerView.class);  // rebuilt from its history
 * }</pre>
 *
 * <p><b>Register it, or let Jackson find it.</b> Like the {@code jackson-datatype-*} modules, it
 * is a service of {@code com.fasterxml.jackson.databind.Module} ({@code META-INF/services} on the
 * class path, {@code provides} in module-info on the module path), so {@code
 * ObjectMapper.findAndRegisterModules()} registers it. A framework that builds its own mapper may
 * not look there: Spring Boot, for one, registers the {@code Module} beans of its context, so
 * declare the module as a bean. A mapper without the module does not fail: Jackson's
 * bean serializer writes a {@link PlayerView} as {@code {"over":false,"myTurn":true}}, without
 * a card, and reads none of these values. A server's test that writes one view and checks for
 * {@code "v":1} catches the mistake.
 *
 * <p>Written: {@link Card} and {@link Move} as their EGN tokens, {@link CardSet} as an array of
 * tokens, {@link PlayerView}, {@link Trick}, {@link DealResult}, {@link ScoredDeal}, {@link
 * MatchSheet} and {@link GameRecord} (a finished deal, with its EGN; a record of a deal that is
 * not over is refused, since it would reveal the deck) as objects with {@code "v": 1}. Every one of them is read back, except {@link Trick} (the core has no public factory
 * of a trick; a trick is read as part of a view). A bad value is answered with a {@link
 * MismatchedInputException} whose message names the field and the card or move. For untrusted
 * input use a mapper with bounded reading limits: {@link ElfernJson#mapper()}.
 */
public final class ElfernModule extends SimpleModule {

  private static final long serialVersionUID = 1L;

  /** Makes the module; register it with {@code ObjectMapper.registerModule}. */
  public ElfernModule() {
    super("ElfernModule", new Version(ElfernJson.VERSION, 0, 0, null, "io.github.elfern",
        "elfern-json"));
    addSerializer(Card.class, new TreeSerializer<>(Card.class,
        c -> Wire.object(false).textNode(c.notation())));
    addSerializer(Move.class, new TreeSerializer<>(Move.class,
        m -> Wire.object(false).textNode(m.notation())));
    addSerializer(CardSet.class, new TreeSerializer<>(CardSet.class, Wire::cards));
    addSerializer(PlayerView.class, new TreeSerializer<>(PlayerView.class,
        v -> Wire.view(v, true)));
    addSerializer(Trick.class, new TreeSerializer<>(Trick.class, t -> Wire.trick(t, true)));
    addSerializer(DealResult.class, new TreeSerializer<>(DealResult.class,
        r -> Wire.result(r, true)));
    addSerializer(ScoredDeal.class, new TreeSerializer<>(ScoredDeal.class,
        d -> Wire.scoredDeal(d, true)));
    addSerializer(MatchSheet.class, new TreeSerializer<>(MatchSheet.class,
        m -> Wire.matchSheet(m, true)));
    addSerializer(GameRecord.class, new TreeSerializer<>(GameRecord.class,
        r -> Wire.finishedDeal(r, true)));

    addDeserializer(Card.class, new TreeDeserializer<>(Card.class, "card", Wire::card));
    addDeserializer(Move.class, new TreeDeserializer<>(Move.class, "move", Wire::move));
    addDeserializer(CardSet.class, new TreeDeserializer<>(CardSet.class, "cards",
        Wire::cardSet));
    addDeserializer(PlayerView.class, new TreeDeserializer<>(PlayerView.class, "view",
        Wire::readView));
    addDeserializer(Trick.class, new TreeDeserializer<>(Trick.class, "trick", (n, p) -> {
      throw new Wire.Bad(p + ": a trick cannot be read on its own (the core has no public"
          + " factory of a trick); read the view or the finished deal that holds it");
    }));
    addDeserializer(DealResult.class, new TreeDeserializer<>(DealResult.class, "result",
        (n, p) -> Wire.readResult(n, p, true)));
    addDeserializer(ScoredDeal.class, new TreeDeserializer<>(ScoredDeal.class, "deal",
        (n, p) -> Wire.readScoredDeal(n, p, true, true)));
    addDeserializer(MatchSheet.class, new TreeDeserializer<>(MatchSheet.class, "match",
        Wire::readMatchSheet));
    addDeserializer(GameRecord.class, new TreeDeserializer<>(GameRecord.class, "record",
        Wire::readFinishedDeal));
  }

  private static final class TreeSerializer<T> extends StdSerializer<T> {
    private static final long serialVersionUID = 1L;
    private final transient Function<T, JsonNode> write;

    TreeSerializer(Class<T> type, Function<T, JsonNode> write) {
      super(type);
      this.write = write;
    }

    @Override
    public void serialize(T value, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      JsonNode tree;
      try {
        tree = write.apply(value);
      } catch (Wire.Bad e) {
        throw JsonMappingException.from(gen, e.getMessage());
      }
      gen.writeTree(tree);
    }
  }

  private static final class TreeDeserializer<T> extends StdDeserializer<T> {
    private static final long serialVersionUID = 1L;
    private final String name;
    private final transient BiFunction<JsonNode, String, T> read;

    TreeDeserializer(Class<T> type, String name, BiFunction<JsonNode, String, T> read) {
      super(type);
      this.name = name;
      this.read = read;
    }

    @Override
    public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      // The context's readTree reads just this value; p.readValueAsTree() would apply the
      // mapper's trailing-token check here, in the middle of an enclosing array, map or POJO.
      JsonNode node = ctxt.readTree(p);
      try {
        return read.apply(node, name);
      } catch (Wire.Bad e) {
        throw MismatchedInputException.from(p, handledType(), e.getMessage());
      }
    }
  }
}
