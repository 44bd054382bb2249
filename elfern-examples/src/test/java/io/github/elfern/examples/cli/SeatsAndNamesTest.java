package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Card;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The records the programs save name the players in the seats they sat in, deal after deal, and
 * give each name the points its seat took. The test knows on its own who sat where: the person
 * at the terminal is told each card they play ("You play KD."), and the replayed record says
 * which seat played it; a tally the program prints is checked against the records it saved.
 */
class SeatsAndNamesTest {

  @TempDir Path dir;

  private static final Pattern MINE =
      Pattern.compile("You(?:r| play(?: your)?) last card, ([AKQJT987][CSHD])|You play ([AKQJT987][CSHD])");

  /** Every card token, {@code times} times over: at each prompt one of the next 32 is legal. */
  private static String everyCard(int times) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < times; i++) {
      for (Card c : Card.values()) {
        sb.append(c.notation()).append('\n');
      }
    }
    return sb.toString();
  }

  /** {@return the cards the person was told they played, in the order told} */
  private static List<String> told(String out) {
    List<String> cards = new ArrayList<>();
    Matcher m = MINE.matcher(out);
    while (m.find()) {
      cards.add(m.group(1) != null ? m.group(1) : m.group(2));
    }
    return cards;
  }

  private static List<GameRecord> records(Path file) throws IOException {
    List<GameRecord> out = new ArrayList<>();
    for (ParsedRecord p : EgnReader.readAll(Files.readString(file, StandardCharsets.UTF_8),
        Strictness.STRICT)) {
      out.add(p.record());
    }
    return out;
  }

  /** {@return the seat that played each of a record's cards} */
  private static Map<String, Integer> playedFrom(GameRecord record) {
    List<GameState> states = record.replay();
    Map<String, Integer> from = new HashMap<>();
    for (int k = 0; k < record.moves().size(); k++) {
      from.put(record.moves().get(k).move().card().notation(), states.get(k).toMove());
    }
    return from;
  }

  /**
   * Checks that the cards the person played were played from the seat that a record's Players
   * gives their name, and no other card from that seat; returns that seat.
   */
  private static int seatOfThePerson(String what, GameRecord record, String name,
      List<String> cards) {
    int seat = record.seats().indexOf(name);
    assertThat(seat).as(what + ": %s in Players %s", name, record.seats()).isNotNegative();
    Map<String, Integer> from = playedFrom(record);
    assertThat(cards).as(what + ": cards told").isNotEmpty();
    for (String c : cards) {
      assertThat(from.get(c)).as(what + ": the seat that played %s, told to %s, in\n%s", c, name,
          record).isEqualTo(seat);
    }
    assertThat(from.values().stream().filter(s -> s == seat).count()).as(what
        + ": the cards of %s's seat", name).isEqualTo(cards.size());
    return seat;
  }

  /** {@return the settlement line of a match table, by name} */
  private static Map<String, Integer> settlement(String out) {
    Matcher m = Pattern.compile("\nSettlement: ([^\n]*)\n").matcher(out);
    assertThat(m.find()).as(out).isTrue();
    Map<String, Integer> by = new HashMap<>();
    for (String part : m.group(1).split(", ")) {
      int space = part.lastIndexOf(' ');
      by.put(part.substring(0, space), Integer.parseInt(part.substring(space + 1)));
    }
    return by;
  }

  /** {@return the points each name took in a finished record, by its Players} */
  private static Map<String, Integer> pointsByName(GameRecord record) {
    List<GameState> states = record.replay();
    GameState end = states.get(states.size() - 1);
    assertThat(end.isOver()).isTrue();
    assertThat(record.tag("Result")).hasValue(end.result().notation());
    Map<String, Integer> points = new HashMap<>();
    for (int s = 0; s < end.players(); s++) {
      points.merge(record.seats().get(s), end.result().points(s), Integer::sum);
    }
    return points;
  }

  @ParameterizedTest(name = "{0}, seat {1}")
  @CsvSource({"elfern, 0", "elfern, 1", "elfern-trumps, 1", "fuenfzehnern, 2"})
  void play_savesTheNameInTheSeatThatPlayedItsCards(String game, int seat) throws IOException {
    Path save = dir.resolve(game + seat + ".egn");
    Cli.Run r = Cli.runWithInput(everyCard(20), "play", "--game", game, "--seed", "7", "--seat",
        Integer.toString(seat), "--name", "Anna", "--save", save.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    GameRecord record = records(save).get(0);
    assertThat(seatOfThePerson(game, record, "Anna", told(r.out()))).isEqualTo(seat);
    assertThat(record.tag("Result")).hasValueSatisfying(res -> assertThat(r.out())
        .contains("The deal is over: " + res + ","));
    pointsByName(record);
  }

  @Test
  void matchWithAPerson_savesEachDealWithItsOwnSeating() throws IOException {
    Path save = dir.resolve("match.egn");
    Cli.Run r = Cli.runWithInput(everyCard(200), "match", "--scoring", "tendler deals=4 dealer=alternate",
        "--human", "--seed", "5", "--save", save.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    List<GameRecord> records = records(save);
    assertThat(records).hasSize(4);
    String[] deals = r.out().split("\nDeal \\d+: ");
    assertThat(deals).hasSize(5); // what came before the first deal, and one part per deal
    Set<Integer> seats = new HashSet<>();
    for (int k = 0; k < 4; k++) {
      String part = deals[k + 1];
      GameRecord record = records.get(k);
      String what = "deal " + (k + 1);
      seats.add(seatOfThePerson(what, record, "You", told(part)));
      // the line that ends the deal names its dealer, the last seat, and its result
      Matcher end = Pattern.compile("\nDeal " + (k + 1) + " \\(dealer: ([^)]*)\\): (\\S+),")
          .matcher(part);
      assertThat(end.find()).as(part).isTrue();
      assertThat(end.group(1)).as(what + ": the dealer").isEqualTo(
          record.seats().get(record.seats().size() - 1));
      assertThat(record.tag("Result")).as(what).hasValue(end.group(2));
      pointsByName(record);
    }
    assertThat(seats).as("the person's seats").hasSize(2);
    // the saved deals, scored again by their Players, settle as the match did
    Cli.Run score = Cli.run("score", save.toString(), "--scoring", "tendler deals=4 dealer=alternate");
    assertThat(score.exit()).as(score.err()).isZero();
    assertThat(settlement(score.out())).isEqualTo(settlement(r.out()));
  }

  /** A match played with German cards is saved as such, as {@code play --suits german} does. */
  @Test
  void matchWithAPerson_inGermanCards_savesEachDealWithItsSuits() throws IOException {
    Path save = dir.resolve("german-match.egn");
    Cli.Run r = Cli.runWithInput("1\n2\n3\n4\n5\n6\n".repeat(200), "match", "--scoring",
        "tendler deals=2", "--human", "--suits", "german", "--seed", "5", "--save",
        save.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    List<GameRecord> records = records(save);
    assertThat(records).hasSize(2);
    for (GameRecord record : records) {
      assertThat(record.tag("Suits")).as(Files.readString(save)).hasValue("german");
    }
  }

  @Test
  void matchBetweenBots_savesEachDealWithItsOwnSeating() throws IOException {
    Path save = dir.resolve("bots.egn");
    Cli.Run r = Cli.run("match", "--scoring", "tendler deals=6 dealer=alternate", "--bots", "heuristic,random",
        "--seed", "11", "--save", save.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    List<GameRecord> records = records(save);
    assertThat(records).hasSize(6);
    Set<List<String>> seatings = new HashSet<>();
    for (int k = 0; k < records.size(); k++) {
      GameRecord record = records.get(k);
      seatings.add(record.seats());
      Matcher end = Pattern.compile("\nDeal " + (k + 1) + " \\(dealer: ([^)]*)\\): (\\S+),")
          .matcher(r.out());
      assertThat(end.find()).as(r.out()).isTrue();
      assertThat(end.group(1)).isEqualTo(record.seats().get(record.seats().size() - 1));
      assertThat(record.tag("Result")).hasValue(end.group(2));
      pointsByName(record);
    }
    assertThat(seatings).as("the seatings").hasSize(2);
    Cli.Run score = Cli.run("score", save.toString(), "--scoring", "tendler deals=6 dealer=alternate");
    assertThat(score.exit()).as(score.err()).isZero();
    assertThat(settlement(score.out())).isEqualTo(settlement(r.out()));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"elfern", "fuenfzehnern"})
  void simulate_savesEachDealWithTheBotsInTheSeatsThatScoredForThem(String game)
      throws IOException {
    Path out = dir.resolve("sim.egn");
    Cli.Run r = Cli.run("simulate", "--game", game, "--bots", "heuristic,random", "--games", "6",
        "--seed", "3", "--threads", "2", "--no-progress", "--json", "--out", out.toString());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    JsonNode json = new ObjectMapper().readTree(r.out());
    List<GameRecord> records = records(out);
    assertThat(records).hasSize(6);
    Map<String, Integer> total = new HashMap<>();
    Set<List<String>> seatings = new HashSet<>();
    for (GameRecord record : records) {
      seatings.add(record.seats());
      // a bot in several seats is numbered by seat: "heuristic 1", "heuristic 3"
      pointsByName(record).forEach((name, p) -> total.merge(name.replaceFirst(" \\d+$", ""), p,
          Integer::sum));
    }
    assertThat(seatings).as("the seatings").hasSize(2);
    for (JsonNode bot : json.get("bots")) {
      assertThat(total.get(bot.get("name").asText())).as(bot.toString())
          .isEqualTo(bot.get("points").asInt());
    }
  }

  @Test
  void play_aNameTheRecordCannotCarry_isRefusedBeforeTheDeal() {
    for (String name : new String[] {"Anna;Ben", " Anna", "Anna\u0007", "A\ud83d", "",
        "x".repeat(10_000)}) {
      Path save = dir.resolve("refused.egn");
      Cli.Run r = Cli.runWithInput(everyCard(20), "play", "--seed", "7", "--name", name,
          "--save", save.toString());
      String what = "--name '" + name.substring(0, Math.min(40, name.length())) + "'";
      assertThat(r.exit()).as(what + "\n" + r.out() + r.err()).isEqualTo(2);
      assertThat(r.err()).as(what).contains("--name").doesNotContain("bad-tag")
          .doesNotContain("0:0");
      assertThat(r.out()).as(what).doesNotContain("Your hand").doesNotContain("The deal is over");
      assertThat(save).as(what).doesNotExist();
    }
  }

  /**
   * The name stands at the table too, so it is checked before the deal whether or not the deal
   * is saved: an empty name would seat nobody visible ("Seats in playing order:  (forehand)").
   */
  @Test
  void play_aNameThatCannotStandAtTheTable_isRefusedBeforeTheDeal_withoutSaveToo() {
    for (String name : new String[] {"Anna;Ben", " Anna", "Anna\u0007", "", "x".repeat(300)}) {
      Cli.Run r = Cli.runWithInput(everyCard(20), "play", "--seed", "7", "--name", name);
      String what = "--name '" + name.substring(0, Math.min(40, name.length())) + "'";
      assertThat(r.exit()).as(what + "\n" + r.out() + r.err()).isEqualTo(2);
      assertThat(r.err()).as(what).contains("--name");
      assertThat(r.out()).as(what).doesNotContain("Your hand").doesNotContain("The deal is over");
    }
  }

  /**
   * Hostile names on the command line: separators, quotes, brackets, controls, halves of
   * surrogate pairs, white space at the ends, long ones. Each is refused before the deal (exit
   * code 2, nothing played, nothing saved) or saved and read back as given.
   */
  @Test
  void play_everyNameIsRefusedUpFront_orReadBackAsGiven() throws IOException {
    java.util.SplittableRandom random = new java.util.SplittableRandom(20261207L);
    String[] pieces = {"Anna", "Ben", ";", ",", "\"", "'", "[", "]", "{", "}", "(", ")", "\\",
        " ", "\t", "\n", "\r", "\u0000", "\u0007", "\u007f", "\u200b", "\ud83d", "\ude00",
        "\ud83d\ude00", "\u00e4", "\u00df", "%", "=", "#", "*", "1-0", "{c}"};
    List<String> names = new ArrayList<>(List.of("Anna Maria", "O'Neil", "\"Ben\"", "[Cleo]",
        "{Dora}", "Anna ", "\ud83d\ude00", "x".repeat(200), "x".repeat(201),
        "x".repeat(100_000)));
    for (int i = 0; i < 40; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = 1 + random.nextInt(6); k > 0; k--) {
        sb.append(pieces[random.nextInt(pieces.length)]);
      }
      names.add(sb.toString());
    }
    int saved = 0;
    int refused = 0;
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      Path save = dir.resolve("name" + i + ".egn");
      Cli.Run r = Cli.runWithInput(everyCard(20), "play", "--seed", "7", "--name", name,
          "--save", save.toString());
      String what = "--name '" + name.substring(0, Math.min(40, name.length())) + "'";
      if (r.exit() == 2) {
        refused++;
        assertThat(r.err()).as(what).contains("--name");
        assertThat(r.out()).as(what).doesNotContain("Your hand");
        assertThat(save).as(what).doesNotExist();
      } else {
        saved++;
        assertThat(r.exit()).as(what + "\n" + r.out() + r.err()).isZero();
        GameRecord record = records(save).get(0);
        assertThat(record.seats()).as(what).hasSize(2);
        assertThat(record.seats().get(0)).as(what).isEqualTo(name);
        seatOfThePerson(what, record, name, told(r.out()));
      }
    }
    assertThat(saved).as("names saved").isPositive();
    assertThat(refused).as("names refused").isPositive();
  }
}
