package io.github.elfern.json;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;

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
 * MatchTable} and {@link GameRecord} (a finished deal, with its EGN; a record of a deal that is
 * not over is refused, since it would reveal the deck) as objects with {@code "v": 1}. Every one
 * of them is read back, except {@link Trick} (the core has no public factory of a trick; a trick
 * is read as part of a view). A bad value is answered with a {@link MismatchedInputException}
 * whose message names the field and the card or move. For untrusted input use a mapper with
 * bounded reading limits: {@link ElfernJson#mapper()}.
 *
 * <p>Each type has a serializer and a deserializer of its own; reading checks the format (types,
 * sizes, tokens, the version, and that the derived fields given agree with the value), and
 * rebuilds the value with the core's factories, which check the rules and the scoring.
 */
public final class ElfernModule extends SimpleModule {

  private static final long serialVersionUID = 1L;

  /** Makes the module; register it with {@code ObjectMapper.registerModule}. */
  public ElfernModule() {
    super("ElfernModule", new Version(ElfernJson.VERSION, 0, 0, null, "io.github.elfern",
        "elfern-json"));
    register(CardCodec.INSTANCE);
    register(MoveCodec.INSTANCE);
    register(CardSetCodec.INSTANCE);
    register(ViewCodec.INSTANCE);
    register(TrickCodec.INSTANCE);
    register(ResultCodec.INSTANCE);
    register(ScoredDealCodec.INSTANCE);
    register(MatchTableCodec.INSTANCE);
    register(FinishedDealCodec.INSTANCE);
  }

  /** Adds a type's serializer and deserializer, as a {@code jackson-datatype-*} module does. */
  private <T> void register(TreeCodec<T> codec) {
    addSerializer(codec.type(), codec.serializer());
    addDeserializer(codec.type(), codec.deserializer());
  }
}
