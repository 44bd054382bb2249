package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.NullChecks;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No public method or constructor of the notation takes a null: each refuses it with a {@link
 * NullPointerException} that names the parameter ({@link NullChecks}, over every public class
 * found in the compiled package).
 */
class NullArgumentsTest {

  private static final GameState PLAYED = played();

  private static GameState played() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    for (int i = 0; i < 6; i++) {
      s = s.play(s.legalMoves().get(0));
    }
    return s;
  }

  private static NullChecks checks() {
    return new NullChecks()
        .set(GameState.class, PLAYED)
        .set(PlayedDeal.class, new PlayedDeal(PLAYED, List.of("Anna", "Ben")))
        .set(Rules.class, Rules.preset("elfern"))
        .set(Move.class, Move.parse("AH"))
        .set(Card.class, Card.parse("AH"))
        .set(Deck.class, Deck.shuffled(1))
        .set(RecordedMove.class, RecordedMove.of(Move.parse("AH")))
        .set(SuitSystem.class, SuitSystem.FRENCH)
        .set(Strictness.class, Strictness.STRICT)
        .set(EgnCode.class, EgnCode.SYNTAX)
        .set(ReadLimits.class, ReadLimits.defaults())
        .set(Reader.class, new StringReader(""))
        .set(InputStream.class, InputStream.nullInputStream())
        .set(Path.class, Path.of("target", "no-such-file.egn"))
        .set(GameRecord.class, GameRecord.of(PLAYED, Map.of()))
        .set(ParsedRecord.class, EgnReader.readAll(GameRecord.of(PLAYED, Map.of()).toString(),
            Strictness.LENIENT).get(0))
        .set(PartialDeck.class, PartialDeck.of(Deck.shuffled(1)))
        .set(Diagnostic.class, new Diagnostic(1, 1, EgnCode.SYNTAX, "m"));
  }

  private static List<Class<?>> publicClasses() throws IOException, ClassNotFoundException {
    List<Class<?>> classes = new ArrayList<>();
    try (Stream<Path> files = Files.list(
        Path.of("target", "classes", "io", "github", "elfern", "notation"))) {
      for (Path f : files.sorted().toList()) {
        String name = f.getFileName().toString();
        if (!name.endsWith(".class") || name.equals("package-info.class")) {
          continue;
        }
        Class<?> c = Class.forName("io.github.elfern.notation."
            + name.substring(0, name.length() - ".class".length()), false,
            NullArgumentsTest.class.getClassLoader());
        boolean open = true;
        for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
          open &= Modifier.isPublic(k.getModifiers()) && !k.isAnonymousClass();
        }
        if (open) {
          classes.add(c);
        }
      }
    }
    return classes;
  }

  @Test
  @DisplayName("GameRecord.parse(null) names its parameter, not an internal variable")
  void parse_null_namesTheParameter() {
    assertThatThrownBy(() -> GameRecord.parse(null))
        .isInstanceOf(NullPointerException.class).hasMessage("text");
    assertThatThrownBy(() -> GameRecord.parse(null, Strictness.LENIENT))
        .isInstanceOf(NullPointerException.class).hasMessage("text");
  }

  @Test
  @DisplayName("every public static method and constructor refuses a null argument, naming it")
  void staticMethodsAndConstructors_refuseNull() throws Exception {
    List<Class<?>> classes = publicClasses();
    assertThat(classes).contains(GameRecord.class, GameRecord.Builder.class, EgnReader.class,
        EgnWriter.class, PartialDeck.class, ReadLimits.Builder.class);
    List<String> failures = new ArrayList<>();
    NullChecks t = checks();
    for (Class<?> c : classes) {
      failures.addAll(t.checkClass(c));
    }
    assertThat(failures).as("methods that take a null").isEmpty();
  }

  @Test
  @DisplayName("every public instance method refuses a null argument, naming it")
  void instanceMethods_refuseNull() {
    GameRecord r = GameRecord.of(PLAYED, Map.of("Event", "Test"));
    ParsedRecord parsed = EgnReader.readAll(r.toString(), Strictness.LENIENT).get(0);
    List<Object> instances = List.of(r, GameRecord.builder(), parsed, parsed.diagnostics().isEmpty()
        ? new Diagnostic(1, 1, EgnCode.SYNTAX, "m") : parsed.diagnostics().get(0),
        PartialDeck.of(Deck.shuffled(1)), ReadLimits.defaults(), ReadLimits.builder(),
        RecordedMove.of(Move.parse("AH")), EgnReader.of(new StringReader(r.toString())),
        new EgnException(new Diagnostic(1, 1, EgnCode.SYNTAX, "m")), Strictness.STRICT,
        EgnCode.SYNTAX, Glyph.values()[0]);
    List<String> failures = new ArrayList<>();
    NullChecks t = checks();
    for (Object o : instances) {
      failures.addAll(t.checkInstance(o));
    }
    assertThat(failures).as("methods that take a null").isEmpty();
  }
}
