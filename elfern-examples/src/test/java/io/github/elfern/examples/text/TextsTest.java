package io.github.elfern.examples.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Violation;
import io.github.elfern.notation.EgnCode;
import io.github.elfern.notation.EgnException;
import io.github.elfern.notation.GameRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The words of the programs: every language has every key, and the codes are all covered. */
class TextsTest {

  /** The keys and texts of one properties file of the bundle, read as the file holds them. */
  static Properties file(String language) throws IOException {
    String name = "/io/github/elfern/examples/text/texts"
        + (language.equals("en") ? "" : "_" + language) + ".properties";
    Properties p = new Properties();
    try (InputStream in = TextsTest.class.getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return p;
  }

  @Test
  @DisplayName("every key is in every language's file, with the same arguments {0}, {1}...")
  void everyLanguage_hasEveryKey() throws IOException {
    Properties english = file("en");
    assertThat(english).isNotEmpty();
    for (String lang : Texts.LANGUAGES) {
      Properties other = file(lang);
      assertThat(other.stringPropertyNames()).as(lang)
          .containsExactlyInAnyOrderElementsOf(english.stringPropertyNames());
      for (String key : english.stringPropertyNames()) {
        assertThat(arguments(other.getProperty(key))).as(lang + " " + key)
            .isEqualTo(arguments(english.getProperty(key)));
        assertThat(other.getProperty(key)).as(lang + " " + key).isNotBlank();
      }
    }
  }

  private static Set<String> arguments(String text) {
    Set<String> args = new TreeSet<>();
    Matcher m = Pattern.compile("\\{[0-9]}").matcher(text);
    while (m.find()) {
      args.add(m.group());
    }
    return args;
  }

  @Test
  @DisplayName("every violation and every EGN code has words")
  void everyCode_hasWords() {
    for (String lang : Texts.LANGUAGES) {
      Texts t = Texts.of(lang, SuitSystem.FRENCH);
      for (Violation v : Violation.values()) {
        assertThat(t.all()).as(lang).containsKey("refusal." + v.code());
      }
      for (EgnCode c : EgnCode.values()) {
        assertThat(t.all()).as(lang).containsKey("egn." + c.code());
      }
    }
  }

  @Test
  @DisplayName("card names: queen of hearts, Herz-Ober, Kreuz-Dame")
  void cardNames() {
    Card qh = Card.parse("QH");
    assertThat(Texts.of("en", SuitSystem.FRENCH).cardName(qh)).isEqualTo("queen of hearts");
    assertThat(Texts.of("de", SuitSystem.GERMAN).cardName(qh)).isEqualTo("Herz-Ober");
    assertThat(Texts.of("de", SuitSystem.FRENCH).cardName(Card.parse("QC")))
        .isEqualTo("Kreuz-Dame");
    assertThat(Texts.of("de", SuitSystem.GERMAN).cardName(Card.parse("AD")))
        .isEqualTo("Schellen-Daus");
  }

  @Test
  @DisplayName("a refusal in German: \"muss Herz bedienen\", by the violation's code")
  void refusal_inGerman() {
    // seed 42 (EGN.md §10): forehand holds 8C AH QH 9H 8H KD and leads; the dealer answers
    io.github.elfern.game.GameState s = io.github.elfern.game.GameState
        .deal(io.github.elfern.rules.Rules.preset("elfern").withVariants("hand=6"), 42);
    // play into phase 2 is long; the first trick is phase 1, where any card may follow, so
    // the refusal checked is a card not held
    Card notHeld = null;
    for (Card c : Card.values()) {
      if (!s.hand(0).contains(c)) {
        notHeld = c;
        break;
      }
    }
    try {
      s.play(io.github.elfern.game.Move.of(notHeld));
      throw new AssertionError("not refused");
    } catch (IllegalPlayException e) {
      String de = Texts.of("de", SuitSystem.GERMAN).refusal(e, s.view(0));
      assertThat(de).isEqualTo(SuitSystem.GERMAN.notation(notHeld)
          + " ist nicht in der Hand (hat 8E AH OH 9H 8H KS)");
      // the English words are the library's own
      assertThat(Texts.of("en", SuitSystem.FRENCH).refusal(e, s.view(0))).isEqualTo(e.reason());
    }
  }

  @Test
  @DisplayName("must follow, in German: \"muss Herz bedienen (hat ...), nicht ...\" (seed 42, the"
      + " first legal move of each seat until a follower holds the suit led and another card"
      + " with the stock empty: docs/rules.md#following)")
  void mustFollow_inGerman() {
    io.github.elfern.game.GameState s = io.github.elfern.game.GameState
        .deal(io.github.elfern.rules.Rules.preset("elfern"), 42);
    while (!s.isOver()) {
      io.github.elfern.game.PlayerView v = s.view(s.toMove());
      if (!v.currentTrick().isEmpty() && s.stockSize() == 0) {
        io.github.elfern.card.Suit led = v.currentTrick().get(0).card().suit();
        Card other = null;
        for (Card c : v.hand()) {
          if (c.suit() != led) {
            other = c;
          }
        }
        if (other != null && !v.hand().ofSuit(led).isEmpty()) {
          try {
            s.play(io.github.elfern.game.Move.of(other));
            throw new AssertionError("not refused");
          } catch (IllegalPlayException e) {
            assertThat(e.violation()).isEqualTo(Violation.MUST_FOLLOW);
            Texts de = Texts.of("de", SuitSystem.GERMAN);
            String suit = de.suit(led);
            assertThat(de.refusal(e, v)).isEqualTo("muss " + suit + " bedienen (hat "
                + de.cards(v.hand().ofSuit(led)) + "), nicht " + de.card(other));
            return;
          }
        }
      }
      s = s.play(s.legalMoves().get(0));
    }
    throw new AssertionError("no follower had to follow suit");
  }

  @Test
  @DisplayName("a record that cannot be replayed, said in a sentence")
  void notReplayable_inASentence() {
    try {
      GameRecord.parse("[Game \"elfern\"]\n\n*\n");
      throw new AssertionError("not refused");
    } catch (EgnException e) {
      assertThat(e.diagnostic().code()).isEqualTo(EgnCode.NOT_REPLAYABLE);
      assertThat(Texts.of("en", SuitSystem.FRENCH).diagnostic(e.diagnostic()))
          .contains("the record gives neither a Seed nor a Deck, so its cards are not known");
      assertThat(Texts.of("de", SuitSystem.FRENCH).diagnostic(e.diagnostic()))
          .contains("der Datensatz nennt weder Seed noch Deck");
    }
  }

  @Test
  @DisplayName("the browser's preferred language: de-AT,de;q=0.9 is German, fr,en;q=0.5 English")
  void preferred() {
    assertThat(Texts.preferred("de-AT,de;q=0.9,en;q=0.8")).isEqualTo("de");
    assertThat(Texts.preferred("fr-FR,fr;q=0.9,en;q=0.5")).isEqualTo("en");
    assertThat(Texts.preferred("en-GB,de;q=0.9")).isEqualTo("en");
    assertThat(Texts.preferred("")).isEqualTo("en");
    assertThat(Texts.preferred("de;q=x")).isEqualTo("en");
  }
}
