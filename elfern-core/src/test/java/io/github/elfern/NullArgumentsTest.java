package io.github.elfern;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Rank;
import io.github.elfern.card.SeatKey;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Draw;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.game.Violation;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.scoring.ScoringSchedule;
import io.github.elfern.testing.NullChecks;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * No public method or constructor of the core's API packages takes a null: each refuses it with a
 * {@link NullPointerException} (naming the parameter where the code checks it), checked with
 * guava-testlib's {@code NullPointerTester} over every public class found in the compiled
 * packages, not a chosen few, and with a message of the code's own ({@link NullChecks}).
 */
class NullArgumentsTest {

  private static final Rules ELFERN = Rules.preset("elfern");
  private static final List<String> PACKAGES = List.of("card", "rules", "game", "scoring");

  static NullChecks tester() {
    GameState s = GameState.deal(ELFERN, 1);
    Match m = Match.start(ELFERN, Scoring.parse("tendler"), List.of("Anna", "Ben"), 1);
    GameState dealt = m.deal();
    while (!dealt.isOver()) {
      dealt = dealt.play(dealt.legalMoves().get(0));
    }
    Match after = m.record(dealt);
    return new NullChecks()
        .set(Match.class, after)
        .set(ScoredDeal.class, after.history().get(0))
        .set(MatchTable.class, after.table())
        .set(Rules.class, ELFERN)
        .set(Preset.class, Preset.ELFERN)
        .set(Option.class, Option.HEAD)
        .set(Card.class, Card.parse("AH"))
        .set(Rank.class, Rank.ACE)
        .set(Suit.class, Suit.HEARTS)
        .set(SuitSystem.class, SuitSystem.FRENCH)
        .set(CardSet.class, CardSet.EMPTY)
        .set(Deck.class, Deck.shuffled(1))
        .set(Move.class, Move.parse("AH"))
        .set(SplitMix64.class, new SplitMix64(1))
        .set(RandomGenerator.class, new SplitMix64(1))
        .set(SeatKey.class, SeatKey.fromSeed(1))
        .set(Scoring.class, Scoring.parse("tendler"))
        .set(ScoringSchedule.class, Scoring.parse("tendler").schedule())
        .set(DealResult.class, DealResult.of(ELFERN, List.of(12, 8), List.of(9, 7)))
        .set(GameState.class, s)
        .set(PlayerView.class, s.view(0))
        .set(PlayedDeal.class, new PlayedDeal(s, List.of("Anna", "Ben")))
        .set(Optional.class, Optional.empty())
        .set(String.class, "x");
  }

  /** The public classes of the API packages, nested ones included. */
  private static List<Class<?>> publicClasses() throws IOException, ClassNotFoundException {
    Path root = Path.of("target", "classes", "io", "github", "elfern");
    List<Class<?>> classes = new ArrayList<>();
    for (String p : PACKAGES) {
      try (Stream<Path> files = Files.list(root.resolve(p))) {
        for (Path f : files.sorted().toList()) {
          String name = f.getFileName().toString();
          if (!name.endsWith(".class") || name.equals("package-info.class")) {
            continue;
          }
          Class<?> c = Class.forName("io.github.elfern." + p + "."
              + name.substring(0, name.length() - ".class".length()), false,
              NullArgumentsTest.class.getClassLoader());
          if (isPublic(c)) {
            classes.add(c);
          }
        }
      }
    }
    return classes;
  }

  private static List<Class<?>> publicClassesUnchecked() {
    try {
      return publicClasses();
    } catch (IOException | ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  private static boolean isPublic(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) {
      if (!Modifier.isPublic(k.getModifiers()) || k.isAnonymousClass() || k.isSynthetic()) {
        return false;
      }
    }
    return true;
  }

  /** An instance of each public class that has instances, to call its instance methods on. */
  private static List<Object> instances() {
    GameState s = GameState.deal(ELFERN, 1);
    GameState played = s;
    for (int i = 0; i < 3; i++) {
      played = played.play(played.legalMoves().get(0));
    }
    GameState end = played;
    while (!end.isOver()) {
      end = end.play(end.legalMoves().get(0));
    }
    Match m = Match.start(ELFERN, Scoring.parse("tendler"), List.of("Anna", "Ben"), 1);
    GameState dealt = m.deal();
    while (!dealt.isOver()) {
      dealt = dealt.play(dealt.legalMoves().get(0));
    }
    Match after = m.record(dealt);
    ScoredDeal scored = after.history().get(0);
    MatchTable table = after.table();
    List<Object> list = new ArrayList<>(List.of(
        Card.parse("AH"), CardSet.parse("AH KH"), Deck.shuffled(1), Rank.ACE, Suit.HEARTS,
        SuitSystem.GERMAN, SeatKey.fromSeed(1), new SplitMix64(1),
        DealCursor.of(played), end.result(), new Draw(0, Card.parse("AH"), false), played,
        Move.parse("QH=Z"), new PlayedDeal(played, List.of("Anna", "Ben")), played.view(1),
        end.tricks().get(0), Violation.values()[0],
        ELFERN, Preset.ELFERN, Option.HEAD,
        m, after, scored, table, Scoring.parse("banner"), Scoring.parse("tendler").schedule(),
        Scoring.parse("banner").schedule(), Scoring.parse("altenburg").schedule(),
        Scoring.parse("counters").schedule(), Scoring.parse("fifteen").schedule(),
        io.github.elfern.rules.CardValues.values()[0], Preset.builder("custom"),
        MatchTable.writer(after)));
    try {
      s.play(Card.parse("AS"));
    } catch (RuntimeException e) {
      list.add(e);
    }
    try {
      end.play(Card.parse("AS"));
    } catch (RuntimeException e) {
      list.add(e);
    }
    return list;
  }

  @Test
  @DisplayName("every public static method and constructor of card, rules, game and scoring"
      + " refuses a null argument")
  void staticMethodsAndConstructors_refuseNull() throws Exception {
    List<Class<?>> classes = publicClasses();
    assertThat(classes).contains(GameState.class, Match.class, Trick.class, PlayedDeal.class,
        Draw.class, MatchTable.class);
    NullChecks t = tester();
    List<String> failures = new ArrayList<>();
    for (Class<?> c : classes) {
      failures.addAll(t.checkClass(c));
    }
    assertThat(failures).as("methods that take a null").isEmpty();
  }



  @Test
  @DisplayName("every public instance method of an instance of each public class refuses a"
      + " null argument")
  void instanceMethods_refuseNull() {
    List<Object> instances = instances();
    // every public class whose instance methods take an object is among them
    List<String> uncovered = new ArrayList<>();
    for (Class<?> c : publicClassesUnchecked()) {
      boolean takesObjects = false;
      for (java.lang.reflect.Method method : c.getDeclaredMethods()) {
        if (Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers())
            && !method.getName().equals("equals")) {
          for (Class<?> p : method.getParameterTypes()) {
            takesObjects |= !p.isPrimitive();
          }
        }
      }
      if (takesObjects && instances.stream().noneMatch(c::isInstance)) {
        uncovered.add(c.getName());
      }
    }
    assertThat(uncovered).as("public classes without an instance here").isEmpty();
    NullChecks t = tester();
    List<String> failures = new ArrayList<>();
    for (Object o : instances) {
      failures.addAll(t.checkInstance(o));
    }
    assertThat(failures).as("methods that take a null").isEmpty();
  }
}
