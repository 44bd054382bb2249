package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Perft counts on positions small enough to count by hand, and the consistency of divide. */
class PerftTest {

  private static final String[] ZWANG_DEAL = {
    "KH QH AC KC QC JC TC 9C", "JH TH AS KS QS JS TS 9S",
    "AH 9H 8H 8S 7S AD KD QD", "7H 8C 7C JD TD 9D 8D 7D"
  };

  @Test
  @DisplayName("elfern from the deal: 6, 36, 216, 1296, as every card is legal in phase 1 (Kiddle)")
  void count_elfernPhaseOne_powersOfSix() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(7));
    assertThat(Perft.count(s, 0)).isEqualTo(1);
    assertThat(Perft.count(s, 1)).isEqualTo(6);
    assertThat(Perft.count(s, 2)).isEqualTo(36);
    assertThat(Perft.count(s, 3)).isEqualTo(216);
    assertThat(Perft.count(s, 4)).isEqualTo(1296);
    assertThat(Perft.count(GameState.deal(Rules.parse("elfern hand=4"), Deck.shuffled(7)), 2)).isEqualTo(16);
  }

  @Test
  @DisplayName("fuenfzehnern: a Zwang announcement counts as a move of its own")
  void count_fuenfzehnern_zwangCountsAsMove() {
    // Seat 0 may lead 6 clubs, QC=Z, KH, QH, QH=Z: 10. Seat 1 has no club (8 replies to each of the
    // 7 club leads) and must follow hearts with JH or TH (2 replies to each of the 3 heart leads).
    GameState s = Positions.start("fuenfzehnern", ZWANG_DEAL);
    assertThat(Perft.count(s, 1)).isEqualTo(10);
    assertThat(Perft.count(s, 2)).isEqualTo(7 * 8 + 3 * 2);
    GameState noZwang = Positions.start("fuenfzehnern zwang=false", ZWANG_DEAL);
    assertThat(Perft.count(noZwang, 1)).isEqualTo(8);
    assertThat(Perft.count(noZwang, 2)).isEqualTo(6 * 8 + 2 * 2);
  }

  @Test
  @DisplayName("an endgame of two cards each: AH 7S against KH 8S in phase 2 has two lines")
  void count_phaseTwoEndgame() {
    // AH: dealer must follow KH, forehand wins and leads 7S, dealer follows 8S.
    // 7S: dealer must follow 8S and wins, leads KH, forehand follows AH.
    GameState s = Positions.twoPlayer("elfern", "AH 7S", "KH 8S", "-", "-", 0, "-");
    assertThat(s.remainingPlays()).isEqualTo(4);
    for (int depth = 1; depth <= 4; depth++) {
      assertThat(Perft.count(s, depth)).as("depth %d", depth).isEqualTo(2);
    }
    assertThatThrownBy(() -> Perft.count(s, 5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("past the end");
  }

  @Test
  @DisplayName("divide: one entry per legal move, in order, summing to count")
  void divide_sumsToCount() {
    for (String rules : new String[] {"elfern", "elfern-trumps head", "fuenfzehnern lead=strict"}) {
      GameState s = GameState.deal(Rules.parse(rules), 11);
      for (int depth = 1; depth <= 3; depth++) {
        Map<Move, Long> d = Perft.divide(s, depth);
        assertThat(new ArrayList<>(d.keySet())).isEqualTo(s.legalMoves());
        assertThat(d.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(Perft.count(s, depth));
        for (Map.Entry<Move, Long> e : d.entrySet()) {
          assertThat(e.getValue()).isEqualTo(Perft.count(s.play(e.getKey()), depth - 1));
        }
      }
    }
  }

  @Test
  @DisplayName("a depth past the end of the deal, or negative, is an error; the end itself counts 1")
  void count_badDepth_refused() {
    GameState s = GameState.deal(Rules.preset("elfern"), 3);
    assertThatThrownBy(() -> Perft.count(s, 33)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("33");
    assertThatThrownBy(() -> Perft.count(s, -1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("depth -1 must not be negative")
        .hasMessageNotContaining("past the end");
    assertThatThrownBy(() -> Perft.count(s, Integer.MIN_VALUE, 1000))
        .hasMessageContaining("must not be negative");
    assertThatThrownBy(() -> Perft.divide(s, -3)).hasMessageContaining("must not be negative");
    assertThatThrownBy(() -> Perft.divide(s, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Perft.divide(s, 33)).isInstanceOf(IllegalArgumentException.class);
    GameState end = s;
    while (!end.isOver()) {
      end = end.play(end.legalMoves().get(0));
    }
    assertThat(Perft.count(end, 0)).isEqualTo(1);
    GameState over = end;
    assertThatThrownBy(() -> Perft.count(over, 1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void limitedCount_visitsTheSamePositions_andAllocatesNoneOfThem() {
    // Found by EngineFuzzTest: "perft 20" one play into an elfern deal, refused at the protocol
    // server's limit of 5,000,000 positions, took 3.5 seconds: the limited count made a
    // GameState, a list of moves and a cursor for every position, where the unlimited count
    // plays and undoes on one cursor.
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(7));
    // depth 3 from the deal: the root and its 6 children are visited before the last ply
    assertThat(Perft.count(s, 3, 7)).isEqualTo(216);
    assertThatThrownBy(() -> Perft.count(s, 3, 6)).hasMessageContaining("visits more than 6");
    GameState deep = s.play(s.legalMoves().get(0));
    long before = allocatedBytes();
    assertThatThrownBy(() -> Perft.count(deep, 20, 1_000_000))
        .hasMessageContaining("perft 20 visits more than 1000000 positions (the limit)");
    long allocated = allocatedBytes() - before;
    assertThat(allocated).as("bytes allocated for a million positions").isLessThan(1 << 20);
  }

  /**
   * {@return the bytes this thread has allocated so far (HotSpot's ThreadMXBean), found by
   * reflection: the test is compiled inside the core module, which does not read
   * java.management}
   */
  private static long allocatedBytes() {
    try {
      Object threads = Class.forName("java.lang.management.ManagementFactory")
          .getMethod("getThreadMXBean").invoke(null);
      return (Long) Class.forName("com.sun.management.ThreadMXBean")
          .getMethod("getCurrentThreadAllocatedBytes").invoke(threads);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
