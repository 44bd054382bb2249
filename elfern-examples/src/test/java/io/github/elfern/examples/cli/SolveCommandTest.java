package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The {@code solve} command: the value checked against plain minimax on the engine. */
class SolveCommandTest {

  /** Plain minimax without pruning on the engine's states: the mover's final points. */
  private static int minimax(GameState s, int seat) {
    if (s.isOver()) {
      return s.result().points(seat);
    }
    boolean max = s.toMove() == seat;
    int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (Move m : s.legalMoves()) {
      int v = minimax(s.play(m), seat);
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  private static GameState clubEvening(int ply) throws IOException {
    try (EgnReader r = EgnReader.open(Path.of(Cli.CLUB_EVENING), Strictness.LENIENT)) {
      ParsedRecord rec = r.next().orElseThrow();
      GameState s = rec.finalState().orElseThrow().start();
      for (int i = 0; i < ply; i++) {
        s = s.play(rec.record().moves().get(i).move());
      }
      return s;
    }
  }

  @Test
  void solvesARecordedPositionAsMinimaxDoes() throws IOException {
    // 24 plays in: the stock is empty (trick 11 onwards, Kiddle phase 2), 8 cards left
    GameState s = clubEvening(24);
    int mover = s.toMove();
    int mine = minimax(s, mover);
    int total = s.rules().totalPoints();
    int[] points = new int[2];
    points[mover] = mine;
    points[1 - mover] = total - mine;
    Cli.Run r = Cli.run("solve", Cli.CLUB_EVENING, "--ply", "24", "--all");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("Position: " + s.position())
        // the club evening's Players tag, "Anna; Ben", names the seats forehand first (EGN.md)
        .contains("To move: " + (mover == 0 ? "Anna (forehand)" : "Ben (dealer)"))
        .contains("Value: Anna (forehand) " + points[0] + ", Ben (dealer) " + points[1] + ": "
            + (points[0] > points[1] ? "Anna" : "Ben") + " wins")
        .containsPattern("Time: [0-9.]+ ms");
    // --all: one line per legal move, each with the minimax value of playing it
    for (Move m : s.legalMoves()) {
      int v = minimax(s.play(m), mover);
      int other = total - v;
      String expected = mover == 0 ? "Anna (forehand) " + v + ", Ben (dealer) " + other
          : "Anna (forehand) " + other + ", Ben (dealer) " + v;
      assertThat(r.out()).containsPattern("(?m)^  " + m.notation() + " +"
          + java.util.regex.Pattern.quote(expected));
    }
  }

  @Test
  void solvesAPositionString() throws IOException {
    GameState s = clubEvening(26);
    Cli.Run r = Cli.run("solve", "--position", s.position());
    assertThat(r.exit()).isZero();
    // a position names no players: the seats are named by number and role
    assertThat(r.out()).contains("Best: ")
        .contains("To move: " + s.seatName(s.toMove()))
        .containsPattern("Value: seat 0 \\(forehand\\) \\d+, seat 1 \\(dealer\\) \\d+");
  }

  @Test
  void theEndOfARecordIsOver() {
    Cli.Run r = Cli.run("solve", Cli.CLUB_EVENING);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("The deal is over: 18-2");
  }

  @Test
  void badInputAndUsage() {
    assertThat(Cli.run("solve").exit()).isEqualTo(2);
    assertThat(Cli.run("solve", Cli.CLUB_EVENING, "--position", "x").exit()).isEqualTo(2);
    assertThat(Cli.run("solve", Cli.CLUB_EVENING, "--record", "2").err())
        .contains("there is no record 2");
    assertThat(Cli.run("solve", Cli.CLUB_EVENING, "--ply", "99").exit()).isEqualTo(2);
    assertThat(Cli.run("solve", Cli.CLUB_EVENING, "--ply", "-1").exit()).isEqualTo(2);
    Cli.Run bad = Cli.run("solve", "--position", "elfern|nonsense");
    assertThat(bad.exit()).isEqualTo(1);
    assertThat(bad.err()).startsWith("elfern: ").doesNotContain("Exception");
    assertThat(Cli.run("solve", "no-such-file.egn").exit()).isEqualTo(1);
  }

  @Test
  void solvesAWholeDealFromTheFirstLead() throws IOException {
    // The club evening was played out 18-2 for Anna; best play from the first lead may differ,
    // but the value is an even split of 20 points and every first lead is listed.
    GameState s = clubEvening(0);
    Cli.Run r = Cli.run("solve", Cli.CLUB_EVENING, "--ply", "0", "--all");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("To move: Anna (forehand)")
        .containsPattern("Value: Anna \\(forehand\\) \\d+, Ben \\(dealer\\) \\d+");
    for (Move m : s.legalMoves()) {
      assertThat(r.out()).containsPattern("(?m)^  " + m.notation() + " +Anna");
    }
  }

  @Tag("slow")
  @Test
  void randomDealsBenchmark_withAndWithoutTheEndgameDatabase() {
    Cli.Run with = Cli.run("solve", "--random", "3", "--game", "elfern", "--seed", "11");
    Cli.Run without = Cli.run("solve", "--random", "3", "--game", "elfern", "--seed", "11",
        "--no-endgame-database");
    assertThat(with.exit()).isZero();
    assertThat(without.exit()).isZero();
    assertThat(with.out()).contains("endgame database: read with the stock empty");
    assertThat(without.out()).containsPattern("endgame database: off\\R");
    // The same values either way, the search without the database visiting more positions.
    assertThat(outcomes(with.out())).isEqualTo(outcomes(without.out()));
    assertThat(positions(with.out())).isLessThan(positions(without.out()));
  }

  private static String outcomes(String out) {
    return out.lines().filter(l -> l.contains("forehand wins")).findFirst().orElseThrow();
  }

  private static long positions(String out) {
    return Long.parseLong(out.lines().filter(l -> l.contains("positions searched")).findFirst()
        .orElseThrow().trim().split(" ")[0]);
  }

  @Test
  void randomDealsBenchmark() {
    Cli.Run r = Cli.run("solve", "--random", "2", "--game", "elfern hand=4", "--seed", "5");
    assertThat(r.exit()).isZero();
    assertThat(r.out()).contains("elfern hand=4: 2 deals from seed 5, value only")
        .containsPattern("time( \\(thread CPU\\))?: median [0-9.]+ ms, p90 [0-9.]+ ms, "
            + "max [0-9.]+ ms \\(seed [0-9]+\\)")
        .containsPattern("over 1 s: [0-2] of 2 deals");
    assertThat(r.out()).contains("endgame database: none for these rules");
    assertThat(Cli.run("solve", "--random", "0").exit()).isEqualTo(2);
    assertThat(Cli.run("solve", "--random", "1", "--game", "fuenfzehnern").exit()).isEqualTo(2);
    assertThat(Cli.run("solve", "--random", "1", Cli.CLUB_EVENING).exit()).isEqualTo(2);
    assertThat(Cli.run("solve", "--random", "1", "--game", "no-such-game").exit()).isEqualTo(2);
  }
}
