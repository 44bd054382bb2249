package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.text.EnglishWords;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The terminal in German ({@code --lang de}): a whole deal played with piped input, and its
 * replay, leave no English word, apart from proper names and the program's own option names.
 */
class GermanTerminalTest {

  @TempDir Path dir;

  /** The English words in a German text. */
  static Set<String> englishIn(String text) {
    return EnglishWords.in(text);
  }

  /** Every card in German letters, 20 times: at each prompt one of the next 32 lines is legal. */
  private static String everyGermanCard() {
    StringBuilder sb = new StringBuilder("hilfe\nxyz\n");
    for (int i = 0; i < 20; i++) {
      for (Card c : Card.values()) {
        sb.append(SuitSystem.GERMAN.notation(c)).append('\n');
      }
    }
    return sb.toString();
  }

  @Test
  @DisplayName("the English words are found: the check would see an English line")
  void theCheck_findsEnglish() {
    assertThat(englishIn("You win the trick (3 points).")).contains("win", "trick", "points");
    assertThat(englishIn("Du gewinnst den Stich (3 Punkte).")).isEmpty();
  }

  @Test
  @DisplayName("play --lang de --suits german: a whole deal in German, no English word left")
  void play_inGerman_noEnglishWord() throws IOException {
    Path save = dir.resolve("spiel.egn");
    for (String seed : new String[] {"42", "7", "2026"}) {
      Cli.Run r = Cli.runWithInput(everyGermanCard(), "play", "--seed", seed, "--lang", "de",
          "--suits", "german", "--bot", "random", "--save", save.toString());
      assertThat(r.exit()).as(r.err()).isZero();
      String out = r.out();
      assertThat(out).contains("Deine Hand: ", "Du spielst ", "Das Spiel ist aus: ",
          "Nicht erlaubt: ", "Stich 1 | Stock ", "Deutsche Karten: Farben E Eichel",
          "„XYZ“ ist weder eine Kartennummer".replace("XYZ", "xyz"), "zieht eine Karte.",
          "Du spielst deine letzte Karte");
      assertThat(out).containsAnyOf("Du gewinnst den Stich", "Zufalls-Bot gewinnt den Stich");
      // the path of the saved file is a name of the person's, not a word of the program
      assertThat(englishIn(out.replace(save.toString(), ""))).as(out).isEmpty();
      Cli.Run replay = Cli.run("replay", "--lang", "de", save.toString());
      assertThat(replay.exit()).isZero();
      assertThat(replay.out()).contains("Du spielst ", "Ergebnis ");
      // the record's own words are told as written: its Event tag, the bot's name and its spec
      // in a comment, as the play saved them (a record's names are not translated)
      String told = replay.out().replace(save.toString(), "").replace("elfern play", "")
          .replace("Random bot: random", "").replace("Random bot", "");
      assertThat(englishIn(told)).as(replay.out()).isEmpty();
    }
  }

  @Test
  @DisplayName("ZE is the Zehn in German letters: ZEH plays TH")
  void play_zeIsTheZehn() {
    // seed 42: forehand holds 8C AH QH 9H 8H KD: no ten, so ZEH is refused as not held, by name
    Cli.Run r = Cli.runWithInput("ZEH\nende\n", "play", "--seed", "42", "--lang", "de",
        "--suits", "german");
    assertThat(r.out()).contains("Nicht erlaubt: TH ist nicht in der Hand (hat 8E AH OH 9H 8H KS)");
    assertThat(r.exit()).as("quitting is no failure").isZero();
  }

  @Test
  @DisplayName("--name Anna names the person at the table: Anna wins, Anna (forehand)")
  void play_nameIsUsed() {
    StringBuilder cards = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      for (Card c : Card.values()) {
        cards.append(c.notation()).append('\n');
      }
    }
    Cli.Run r = Cli.runWithInput(cards.toString(), "play", "--seed", "42", "--name", "Anna",
        "--bot", "random");
    assertThat(r.out()).contains("Seats in playing order: Anna (forehand)")
        .containsPattern("The deal is over: [0-9]+-[0-9]+, (Anna|Random bot) wins");
    assertThat(r.out()).doesNotContain("You wins", "You leads");
  }

  @Test
  @DisplayName("replay of a deal saved without a name: You lead, You win the trick (not leads/wins)")
  void replay_youGrammar() throws IOException {
    Path save = dir.resolve("deal.egn");
    Cli.runWithInput(everyGermanCard().replace("hilfe\nxyz\n", ""), "play", "--seed", "42",
        "--suits", "german", "--bot", "random", "--save", save.toString());
    Cli.Run r = Cli.run("replay", save.toString());
    assertThat(r.out()).contains("You lead ").doesNotContain("You leads", "You wins",
        "You draws");
    assertThat(r.out()).containsAnyOf("You win the trick", "Random bot wins the trick");
  }

  @Test
  @DisplayName("quit exits 0; the end of the input before the deal's end exits 1")
  void quit_isNoFailure() {
    assertThat(Cli.runWithInput("quit\n", "play", "--seed", "42").exit()).isZero();
    assertThat(Cli.runWithInput("", "play", "--seed", "42").exit()).isOne();
  }
}
