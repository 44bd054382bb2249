package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The strongest bot: legal, deterministic without a move time, options checked. */
class BestBotTest {

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app", "bohemian-schneider",
      "bohemian-points", "fuenfzehnern"})
  void playsWholeDealsLegallyAndReplays(String preset) {
    Bot bot = Bots.create("best iterations=200 samples=4");
    for (long seed = 1; seed <= 3; seed++) {
      GameState a = GameState.deal(Rules.preset(preset), seed);
      GameState b = a;
      SplitMix64 ra = new SplitMix64(seed);
      SplitMix64 rb = new SplitMix64(seed);
      while (!a.isOver()) {
        Move m = bot.choose(a.view(a.toMove()), ra);
        assertThat(a.legalMoves()).contains(m);
        assertThat(bot.choose(b.view(b.toMove()), rb)).isEqualTo(m);
        a = a.play(m);
        b = b.play(m);
      }
    }
  }

  @Test
  void seesOnlyItsSeatsView() {
    // Deals that differ only in the cards the seat to move cannot see: the bot (one instance,
    // keeping whatever it keeps between choices, across rules) chooses the same in both, for
    // the same generator. The other deal is a world drawn consistent with the seat's view.
    Bot bot = Bots.create("best iterations=300 samples=6");
    for (String rules : List.of("elfern", "elfern-trumps", "bohemian-schneider",
        "bohemian-points", "fuenfzehnern", "fuenfzehnern players=3",
        "fuenfzehnern players=3 lead=strict")) {
      for (long seed = 1; seed <= 6; seed++) {
        GameState s = GameState.deal(Rules.parse(rules), seed);
        GameState other = WorldSampler.sample(s.view(0), new SplitMix64(seed * 31));
        assertThat(other.view(0)).isEqualTo(s.view(0));
        assertThat(other.hand(1)).isNotEqualTo(s.hand(1));
        Move m = bot.choose(s.view(0), new SplitMix64(seed));
        assertThat(bot.choose(other.view(0), new SplitMix64(seed))).as("%s seed %d", rules,
            seed).isEqualTo(m);
      }
    }
  }

  @Test
  void choosesOnAPositionSetUpMidDeal() {
    // A position without its history (fromPosition): the table inference cannot replay it and
    // is left out; the bot still chooses a legal move.
    GameState s = GameState.deal(Rules.parse("fuenfzehnern players=3"), 4);
    Bot heuristic = Bots.create("heuristic");
    for (int i = 0; i < 7; i++) {
      s = s.play(heuristic.choose(s.view(s.toMove()), new SplitMix64(i)));
    }
    GameState set = GameState.fromPosition(s.position());
    Move m = Bots.create("best samples=4").choose(set.view(set.toMove()), new SplitMix64(1));
    assertThat(set.legalMoves()).contains(m);
  }

  @Test
  void choosesAsAFreshBotWhateverItChoseBefore() {
    // The bot keeps its solvers from choice to choice, and with them the endgames they
    // solved: they must never change a choice, across deals, trump suits and rules.
    Bot kept = Bots.create("best iterations=200 samples=4");
    for (long seed = 1; seed <= 3; seed++) {
      for (String preset : List.of("elfern-trumps", "elfern", "bohemian-points")) {
        GameState s = GameState.deal(Rules.preset(preset), seed);
        for (long step = 0; !s.isOver(); step++) {
          Bot fresh = Bots.create("best iterations=200 samples=4");
          Move expected = fresh.choose(s.view(s.toMove()), new SplitMix64(seed << 8 | step));
          assertThat(kept.choose(s.view(s.toMove()), new SplitMix64(seed << 8 | step)))
              .as("%s", s.position()).isEqualTo(expected);
          s = s.play(expected);
        }
      }
    }
  }

  @Test
  void options() {
    assertThat(Bots.create("best").name())
        .isEqualTo("best iterations=" + BestBot.DEFAULT_ITERATIONS + " samples=" + BestBot.DEFAULT_SAMPLES);
    assertThat(Bots.create("best samples=8 move-time=20 iterations=50").name())
        .isEqualTo("best iterations=50 samples=8 move-time=20");
    assertThatThrownBy(() -> Bots.create("best iterations=0")).hasMessageContaining("iterations");
    assertThatThrownBy(() -> Bots.create("best samples=0")).hasMessageContaining("samples");
    assertThatThrownBy(() -> Bots.create("best move-time=-1")).hasMessageContaining("move-time");
    assertThatThrownBy(() -> Bots.create("best depth=3")).hasMessageContaining("depth");
    assertThat(Bots.NAMES).contains("best");
  }

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps"})
  void aMoveTimeCutsAnOtherwiseEndlessSearch(String preset) {
    // Ten million iterations would take minutes; with move-time=20 the choice must come back
    // long before that (the bound is loose: the machine may be loaded, this is no benchmark).
    Bot bot = Bots.create("best iterations=10000000 move-time=20");
    GameState s = GameState.deal(Rules.preset(preset), 5);
    for (int k = 0; k < 3; k++) {
      long t = System.nanoTime();
      Move m = bot.choose(s.view(s.toMove()), new SplitMix64(k));
      long ms = (System.nanoTime() - t) / 1_000_000;
      assertThat(s.legalMoves()).contains(m);
      assertThat(ms).as("milliseconds for one choice").isLessThan(5_000);
      s = s.play(m);
    }
  }

  @Tag("slow")
  @Test
  void beatsTheGreedyYardstick() {
    // a small floor, so that a broken search fails here; the full figures are in BENCHMARKS.md
    Strength.Report r = Strength.run(Rules.preset("elfern"), "best iterations=500", "greedy",
        60, 5);
    assertThat(r.interval()[0]).as(r.toString()).isGreaterThan(0.5);
  }

  @Test
  void refusesAViewNotToMove() {
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    assertThatThrownBy(() -> Bots.create("best").choose(s.view(1), new SplitMix64(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat 0's turn");
  }
}
