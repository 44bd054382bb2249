package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.Contestant;
import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.bot.Solver;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The per-deal tables of {@code solve --random --out} and {@code simulate --out FILE.csv}: the
 * rows of the library's {@link SolvedDeal#solve} and {@link Tournament#playDeal}, whatever the
 * threads, which the studies of the {@code elfern-spark} module also produce (its tests check
 * the same library calls).
 */
class DealTablesTest {

  @TempDir Path dir;

  /** The rows without their last {@code timeColumns} columns (times are not reproducible). */
  private static List<String> withoutTimes(Path file, int kept) throws IOException {
    return Files.readAllLines(file).stream()
        .map(l -> String.join(",", List.of(l.split(",", -1)).subList(0, kept))).toList();
  }

  @Test
  void solveOut_rowsAreTheLibrarysSolvedDeals_whateverTheThreads() throws IOException {
    Path one = dir.resolve("one.csv");
    Path two = dir.resolve("two.csv");
    Cli.Run r1 = Cli.run("solve", "--random", "6", "--game", "elfern hand=4", "--seed", "3",
        "--out", one.toString());
    Cli.Run r2 = Cli.run("solve", "--random", "6", "--game", "elfern hand=4", "--seed", "3",
        "--threads", "2", "--out", two.toString());
    assertThat(r1.exit()).as(r1.err()).isZero();
    assertThat(r2.exit()).as(r2.err()).isZero();
    assertThat(r2.out()).contains("6 deals from seed 3, value only, 2 threads")
        .contains("Deals written to " + two);
    List<String> rows = withoutTimes(one, 8);
    assertThat(withoutTimes(two, 8)).isEqualTo(rows);
    assertThat(rows).hasSize(7);
    assertThat(rows.get(0)).isEqualTo("deal,deck_seed,deck,forehand_points,dealer_points,value,"
        + "result,outcome");
    assertThat(Files.readAllLines(one).get(0)).endsWith(",cpu_ms");
    Rules rules = Rules.parse("elfern hand=4");
    for (int i = 0; i < 6; i++) {
      String[] f = rows.get(i + 1).split(",");
      // The deck from the documented derivation, spelled out: SeatKey.fromSeed(seed).deckSeed(i).
      long deckSeed = SeatKey.fromSeed(3).deckSeed(i);
      assertThat(f[0]).isEqualTo(Integer.toString(i));
      assertThat(f[1]).isEqualTo(Long.toUnsignedString(deckSeed));
      assertThat(f[2]).isEqualTo(Deck.shuffled(deckSeed).notation());
      SolvedDeal d = SolvedDeal.solve(rules, 3, i, new Solver(16));
      assertThat(Integer.parseInt(f[3])).isEqualTo(d.forehandPoints());
      assertThat(Integer.parseInt(f[4])).isEqualTo(20 - d.forehandPoints());
      assertThat(Integer.parseInt(f[5])).isEqualTo(d.value());
      int fh = d.forehandPoints();
      assertThat(f[6]).isEqualTo(fh > 10 ? "win" : fh == 10 ? "tie" : "loss");
      assertThat(f[7]).isEqualTo(d.outcome().name().toLowerCase(Locale.ROOT));
    }
  }

  @Test
  void solveOut_badUse_isAUsageError() {
    assertThat(Cli.run("solve", "--random", "1", "--threads", "0").exit()).isEqualTo(2);
    Cli.Run r = Cli.run("solve", "--position", "x", "--out", dir.resolve("x.csv").toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("--out and --threads apply to --random");
    Cli.Run missing = Cli.run("solve", "--random", "1", "--out",
        dir.resolve("no/such/dir/x.csv").toString());
    assertThat(missing.exit()).isNotZero();
    assertThat(missing.err()).contains("no such directory");
  }

  @Test
  void simulateOutCsv_rowsAreTheLibrarysDeals_whateverTheThreads() throws IOException {
    Path one = dir.resolve("one.csv");
    Path three = dir.resolve("three.CSV");
    Cli.Run r1 = Cli.run("simulate", "--bots", "heuristic,random", "--games", "10", "--seed",
        "9", "--threads", "1", "--no-progress", "--out", one.toString());
    Cli.Run r3 = Cli.run("simulate", "--bots", "heuristic,random", "--games", "10", "--seed",
        "9", "--threads", "3", "--no-progress", "--out", three.toString());
    assertThat(r1.exit()).as(r1.err()).isZero();
    assertThat(r3.exit()).as(r3.err()).isZero();
    List<String> rows = withoutTimes(one, 8);
    assertThat(withoutTimes(three, 8)).isEqualTo(rows);
    assertThat(rows.get(0)).isEqualTo("deal,deck_seed,deck,a_forehand,a_points,b_points,result,"
        + "forfeit");
    assertThat(Files.readAllLines(one).get(0)).endsWith(",a_moves,a_ms,a_max_ms,b_moves,b_ms,"
        + "b_max_ms");
    Tournament t = new Tournament(Rules.preset("elfern"), Contestant.parse("heuristic"),
        Contestant.parse("random"));
    for (int i = 0; i < 10; i++) {
      Tournament.Deal d = t.playDeal(i, Tournament.Decks.PAIRED, 9, SeatKey.fromSeed(9));
      String[] f = Files.readAllLines(one).get(i + 1).split(",");
      assertThat(f[0]).isEqualTo(Integer.toString(i));
      assertThat(f[1]).isEqualTo(Long.toUnsignedString(SeatKey.fromSeed(9).deckSeed(i / 2)));
      assertThat(f[2]).isEqualTo(Deck.shuffled(d.deckSeed()).notation());
      assertThat(f[3]).isEqualTo(i % 2 == 0 ? "true" : "false");
      assertThat(Integer.parseInt(f[4])).isEqualTo(d.pointsA());
      assertThat(Integer.parseInt(f[5])).isEqualTo(d.pointsB());
      assertThat(f[6]).isEqualTo(d.pointsA() > d.pointsB() ? "win"
          : d.pointsA() == d.pointsB() ? "tie" : "loss");
      assertThat(f[7]).isEqualTo("none");
      assertThat(Integer.parseInt(f[8])).isEqualTo(d.movesA());
      assertThat(Integer.parseInt(f[11])).isEqualTo(d.movesB());
    }
  }
}
