package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the commands tell a person: German games in German letters in every prompt,
 * echo, refusal and hint of {@code play}, {@code replay}, {@code validate}, {@code solve} and
 * {@code analyze}; bots named short, with their spec in the record; long names that keep the
 * columns aligned; the terminal's echo of a typed card and its last card.
 */
class PlayerWordsTest {

  @TempDir Path dir;

  /** The German example record, bundled with the program. */
  private static final Path GERMAN = Path.of("examples", "german-suits.egn");

  /**
   * French card tokens in German letters, word by word, from the table of docs/rules.md#deck
   * (ranks A K O U T 9 8 7 for A K Q J T 9 8 7; suits E G H S for C S H D), written here
   * independently of the library.
   */
  private static String german(String french) {
    Matcher m = Pattern.compile("\\b([AKQJT987])([CSHD])\\b").matcher(french);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, "AKOUT987".charAt("AKQJT987".indexOf(m.group(1))) + ""
          + "EGHS".charAt("CSHD".indexOf(m.group(2))));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  @Test
  @DisplayName("play --suits german: the refusal, the echo and the goal in German letters"
      + " (seed 42: forehand holds 8C AH QH 9H 8H KD, EGN.md §10)")
  void play_germanGame_speaksGerman() {
    // the hand 8C AH QH 9H 8H KD is 8E AH OH 9H 8H KS in German letters; OS (the Ober of
    // bells, QD) is not in it
    Cli.Run r = Cli.runWithInput("OS\n8e\nquit\n", "play", "--seed", "42", "--suits", "german");
    assertThat(r.out()).contains("Your hand: 1) 8E  2) AH  3) OH  4) 9H  5) 8H  6) KS")
        .contains("Not allowed: does not hold OS (holds 8E AH OH 9H 8H KS).")
        .contains("You play 8E.")
        .contains("the honours A K O U T");
    assertThat(r.out()).doesNotContain("holds 8C").doesNotContain("A K Q J T");
  }

  @Test
  @DisplayName("play: a card typed as a card is echoed as one typed by its number")
  void play_cardTypedAsItself_isEchoed() {
    Cli.Run byCard = Cli.runWithInput("KD\nquit\n", "play", "--seed", "42");
    Cli.Run byNumber = Cli.runWithInput("6\nquit\n", "play", "--seed", "42");
    assertThat(byCard.out()).contains("You play KD.");
    assertThat(byNumber.out()).contains("You play KD.");
  }

  @Test
  @DisplayName("play: the last card, played without a choice, is played and shown, at a keyboard"
      + " too, without waiting for a key")
  void play_lastCard_isPlayedAndShown() throws IOException {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    while (!(s.toMove() == 0 && s.hand(0).size() == 1)) {
      s = s.play(s.legalMoves().get(0));
    }
    for (boolean keyboard : new boolean[] {true, false}) {
      BufferedReader in = new BufferedReader(new StringReader("next line\n"));
      StringWriter text = new StringWriter();
      PrintWriter out = new PrintWriter(text);
      HumanSeat human = new HumanSeat(in, out,
          new Display(SuitSystem.FRENCH, List.of("You", "Heuristic bot")), 0, !keyboard);
      Move m = human.ask(s);
      out.flush();
      assertThat(m.card()).isEqualTo(s.hand(0).first());
      String last = m.card().notation();
      assertThat(text.toString()).contains("You play your last card, " + last
          + " (nothing left to choose).");
      // nothing was read
      assertThat(in.readLine()).isEqualTo("next line");
    }
  }

  @Test
  @DisplayName("play saves the bots by short names, with their specs in a comment")
  void play_savesShortBotNames_andTheSpec() throws IOException {
    Path save = dir.resolve("deal.egn");
    Cli.Run r = Cli.runWithInput("quit\n", "play", "--seed", "7", "--bot",
        "montecarlo samples=8", "--save", save.toString());
    // the bot's name with all its options, as Bot.name() gives it
    assertThat(r.out()).contains("against Monte Carlo bot (montecarlo samples=8 ");
    GameRecord record = GameRecord.parse(Files.readString(save, StandardCharsets.UTF_8));
    assertThat(record.seats()).containsExactly("You", "Monte Carlo bot");
    assertThat(record.leadingComments()).singleElement().asString()
        .startsWith("Monte Carlo bot: montecarlo samples=8 ");
  }

  @Test
  @DisplayName("validate, a German game: a revoke told in German letters")
  void validate_germanGame_mustFollowInGermanLetters() throws IOException {
    // trick 11 of the example: Ben leads 8G; Anna, holding AG UG, plays OH instead of UG
    String text = Files.readString(GERMAN, StandardCharsets.UTF_8).replace("11. 8G UG",
        "11. 8G OH");
    String f = Cli.file(dir, "revoke.egn", text);
    Cli.Run r = Cli.run("validate", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).contains("must-follow Anna must follow leaves (holds AG UG) but played"
        + " OH");
    // replay tells it in the letters asked for
    Cli.Run french = Cli.run("replay", "--suits", "french", f);
    assertThat(french.out()).contains("must-follow Anna must follow spades (holds AS JS) but"
        + " played QH");
    assertThat(Cli.run("replay", f).out()).contains("must follow leaves (holds AG UG)");
  }

  @Test
  @DisplayName("solve, a German game: the best moves in German letters; --trick N is --ply"
      + " 2(N-1)")
  void solve_germanGame_inGermanLetters_andByTrick() {
    Cli.Run german = Cli.run("solve", GERMAN.toString(), "--trick", "6", "--all");
    Cli.Run french = Cli.run("solve", GERMAN.toString(), "--ply", "10", "--all", "--suits",
        "french");
    assertThat(german.exit()).isZero();
    String best = line(french.out(), "Best: ");
    assertThat(line(german.out(), "Best: ")).isEqualTo(german(best));
    assertThat(german.out()).contains("\n  " + german(best.substring(6, 8)) + " ");
    assertThat(Cli.run("solve", "--help").out()).contains("A play (ply) is one card");
    assertThat(Cli.run("solve", GERMAN.toString(), "--trick", "6", "--ply", "10").exit())
        .isEqualTo(2);
  }

  private static String line(String out, String start) {
    for (String l : out.split("\n")) {
      if (l.startsWith(start)) {
        return l;
      }
    }
    throw new AssertionError("no line " + start + " in " + out);
  }

  @Test
  @DisplayName("analyze --suits french on a German game: the plays in French letters")
  void analyze_suits_showsTheLettersAskedFor() {
    Cli.Run german = Cli.run("analyze", GERMAN.toString(), "--solve-at", "4");
    Cli.Run french = Cli.run("analyze", GERMAN.toString(), "--solve-at", "4", "--suits",
        "french");
    assertThat(german.exit()).isZero();
    assertThat(german.out()).isEqualTo(german(french.out()));
    assertThat(french.out()).isNotEqualTo(german.out());
  }

  @Test
  @DisplayName("replay and analyze keep their columns with a long name: cut with an ellipsis")
  void longNames_keepTheColumns() throws IOException {
    String text = Files.readString(Path.of(Cli.CLUB_EVENING), StandardCharsets.UTF_8)
        .replace("Anna", "Maximiliane Friederike von Hohenzollern-Sigmaringen");
    String f = Cli.file(dir, "long.egn", text);
    Cli.Run r = Cli.run("replay", f);
    assertThat(r.exit()).isZero();
    String shown = "Maximiliane Frieder…"; // 20 characters, the last an ellipsis
    assertThat(shown.codePointCount(0, shown.length())).isEqualTo(PlayerNames.SHOWN);
    String[] lines = r.out().split("\n");
    int hands = 0;
    for (int i = 0; i + 1 < lines.length; i++) {
      if (lines[i].startsWith("  " + shown + " ") && lines[i + 1].startsWith("  Ben ")) {
        // the two hands start in the same column, after the longest name shown
        int column = 2 + shown.length() + 1;
        assertThat(lines[i + 1].substring(0, column)).isEqualTo("  Ben" + " ".repeat(18));
        assertThat(lines[i].charAt(column)).isNotEqualTo(' ');
        assertThat(lines[i + 1].charAt(column)).isNotEqualTo(' ');
        hands++;
      }
    }
    assertThat(hands).isEqualTo(16);
    assertThat(r.out()).contains(shown + " leads KD").doesNotContain("Hohenzollern");
    Cli.Run a = Cli.run("analyze", f, "--solve-at", "4");
    // the move (4 characters, a glyph included), then the name in a column of 20
    assertThat(a.out()).containsPattern(" 15\\. TC.. " + Pattern.quote(shown) + " best ")
        .containsPattern(" 15\\. KC.. Ben {17} best ");
  }
}
