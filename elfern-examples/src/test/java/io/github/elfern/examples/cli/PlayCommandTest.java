package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.notation.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code play} command with piped input. */
class PlayCommandTest {

  @TempDir Path dir;

  /** Every card token, 20 times over: at each prompt one of the next 32 lines is legal. */
  private static String everyCardRepeatedly() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      for (Card c : Card.values()) {
        sb.append(c.notation()).append('\n');
      }
    }
    return sb.toString();
  }

  @Test
  void play_pipedInput_playsTheDealToItsEndAndSavesIt() throws IOException {
    Path save = dir.resolve("deal.egn");
    Cli.Run r = Cli.runWithInput(everyCardRepeatedly(),
        "play", "--seed", "42", "--bot", "random", "--save", save.toString());
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("The deal is over: ").contains("Not allowed: ")
        .contains("Saved to " + save);
    GameRecord record = GameRecord.parse(Files.readString(save, StandardCharsets.UTF_8));
    assertThat(record.moves()).hasSize(32);
    assertThat(record.tag("Result")).isPresent();
    assertThat(record.tag("Seed")).hasValue("42");
    assertThat(Cli.run("validate", "--strict", save.toString()).exit()).isZero();
  }

  @Test
  @DisplayName("play shows the seed, from which the bot's hand and the stock follow, only after"
      + " the deal")
  void play_showsTheSeedOnlyAfterTheDeal() {
    for (String input : new String[] {everyCardRepeatedly(), "KD\nquit\n"}) {
      Cli.Run r = Cli.runWithInput(input, "play", "--bot", "random");
      String out = r.out();
      java.util.regex.Matcher m = java.util.regex.Pattern
          .compile("\nSeed ([0-9]+) replays this deal \\(--seed [0-9]+\\)\\.\n").matcher(out);
      assertThat(m.find()).as(out).isTrue();
      String seed = m.group(1);
      int end = Math.max(out.indexOf("The deal is over: "), out.indexOf("The deal is abandoned: "));
      assertThat(end).isPositive();
      assertThat(out.substring(0, end)).doesNotContain(seed);
      assertThat(out.substring(m.start())).doesNotContain("Your move");
      // the seed printed replays the deal: the same input gives the same game
      Cli.Run again = Cli.runWithInput(input, "play", "--bot", "random", "--seed", seed);
      assertThat(again.out()).isEqualTo(out);
    }
  }

  @Test
  @DisplayName("play reads cards as Card.parseLenient does: K♦ in French, ks in German letters"
      + " (seed 42: forehand holds KD, the king of bells KS)")
  void play_lenientTokens_areReadByTheCoreParse() throws IOException {
    for (String[] run : new String[][] {{"k\u2666", "french"}, {"ks", "german"}}) {
      Path save = dir.resolve(run[1] + ".egn");
      Cli.Run r = Cli.runWithInput(run[0] + "\nquit\n", "play", "--seed", "42", "--suits", run[1],
          "--save", save.toString());
      assertThat(r.exit()).as(run[0] + ": quitting is no failure").isZero();
      GameRecord record = GameRecord.parse(Files.readString(save, StandardCharsets.UTF_8));
      assertThat(record.moves().get(0).move().card()).as(run[0]).isEqualTo(Card.KING_OF_DIAMONDS);
    }
  }

  @Test
  @DisplayName("play: the hand is numbered in canonical order; ? lists the legal moves (seed 42:"
      + " forehand holds 8C AH QH 9H 8H KD, EGN.md §10)")
  void play_questionMarkAndNumbers_work() throws IOException {
    Path save = dir.resolve("short.egn");
    Cli.Run r = Cli.runWithInput("?\n6\nquit\n", "play", "--seed", "42", "--save", save.toString());
    assertThat(r.exit()).as("quitting is no failure").isZero();
    assertThat(r.out()).contains("Your hand: 1) 8C  2) AH  3) QH  4) 9H  5) 8H  6) KD")
        .contains("Legal: 8C AH QH 9H 8H KD")
        .contains("The deal is abandoned: you quit.");
    GameRecord record = GameRecord.parse(Files.readString(save, StandardCharsets.UTF_8));
    assertThat(record.moves().get(0).move().card()).isEqualTo(Card.KING_OF_DIAMONDS);
    assertThat(record.termination()).isEqualTo("*");
  }

  @Test
  void play_germanSuits_acceptsGermanTokens() {
    // KD is the king of bells, KS in German letters
    Cli.Run r = Cli.runWithInput("KS\n", "play", "--seed", "42", "--suits", "german");
    assertThat(r.out()).contains("6) KS").contains("Best bot plays"); // the default opponent
    assertThat(r.exit()).isEqualTo(1); // the input ends before the deal
    assertThat(r.out()).contains("abandoned: the input ended");
  }

  @Test
  void play_badInput_isExplainedAndAskedAgain() {
    Cli.Run r = Cli.runWithInput("xyz\n99\n", "play", "--seed", "42");
    assertThat(r.out()).contains("'xyz' is neither a card number (1-6) nor a card")
        .contains("'99' is neither");
  }

  @Test
  void play_badBotOrSeat_isAnError() {
    Cli.Run bot = Cli.run("play", "--bot", "genius", "--seed", "1");
    assertThat(bot.exit()).isEqualTo(2); // a bad option value is a usage error
    assertThat(bot.err()).startsWith("elfern: --bot: unknown bot 'genius'");
    assertThat(Cli.run("play", "--seat", "2", "--seed", "1").exit()).isEqualTo(2);
  }

  @Test
  void play_fuenfzehnern_seatsThreeBots() {
    Cli.Run r = Cli.runWithInput(everyCardRepeatedly(), "play", "--game", "fuenfzehnern",
        "--seed", "1", "--bot", "random");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("Random bot 1 plays").contains("Random bot 3 plays")
        .contains("settlement");
  }
}
