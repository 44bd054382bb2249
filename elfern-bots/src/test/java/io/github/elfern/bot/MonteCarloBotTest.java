package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Monte Carlo bot's choices against a reference: the algorithm as it was written on {@link
 * GameState} before its play-outs moved to the search cursor, kept here verbatim ({@link
 * #referenceChoose}). The cursor is an implementation detail, so for the same view and the same
 * generator the bot must choose the same move and leave the generator in the same state.
 */
class MonteCarloBotTest {

  /**
   * The bot as it was on {@link GameState} (the play-out bot sees a view of every position, the
   * solver takes over in two-player deals without lead restriction or Zwang).
   */
  private static Move referenceChoose(PlayerView view, RandomGenerator random, int samples,
      Bot playout, int solveAt) {
    List<Move> moves = view.legalMoves();
    if (moves.size() == 1) {
      return moves.get(0);
    }
    int seat = view.seat();
    boolean twoPlayers = view.players() == 2
        && view.rules().leadRestriction() == LeadRestriction.NONE && !view.rules().zwang();
    Solver solver = twoPlayers ? new Solver(16) : null;
    long[] total = new long[moves.size()];
    for (int k = 0; k < samples; k++) {
      GameState world = WorldSampler.sample(view, random);
      if (twoPlayers && (world.stockSize() == 0 || world.remainingPlays() <= solveAt)) {
        Solver.Solution solution = solver.solve(world);
        for (int i = 0; i < moves.size(); i++) {
          total[i] += solution.value(moves.get(i));
        }
        continue;
      }
      for (int i = 0; i < moves.size(); i++) {
        GameState s = world.play(moves.get(i));
        long score;
        while (true) {
          if (s.isOver()) {
            score = solver != null ? s.points(seat) - s.points(1 - seat) : s.points(seat);
            break;
          }
          if (solver != null && (s.stockSize() == 0 || s.remainingPlays() <= solveAt)) {
            int diff = solver.solve(s).pointsDifference();
            score = s.toMove() == seat ? diff : -diff;
            break;
          }
          s = s.play(playout.choose(s.view(s.toMove()), random));
        }
        total[i] += score;
      }
    }
    int best = 0;
    for (int i = 1; i < moves.size(); i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return moves.get(best);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"elfern", "elfern-trumps", "bohemian-schneider", "fuenfzehnern",
      "fuenfzehnern players=3", "elfern head=true", "elfern-trumps seven-beats-ace=true", "fuenfzehnern zwang=false lead=none"})
  void choose_randomPositions_sameMoveAndGeneratorAsTheGameStateReference(String text) {
    Rules rules = Rules.parse(text);
    for (int deal = 1; deal <= 12; deal++) {
      SplitMix64 dealer = new SplitMix64(deal * 7919L);
      GameState s = GameState.deal(rules, deal);
      int plies = dealer.uniform(Math.max(1, s.remainingPlays() - 2));
      for (int i = 0; i < plies && !s.isOver(); i++) {
        s = s.play(RandomBot.INSTANCE.choose(s.view(s.toMove()), dealer));
      }
      if (s.isOver()) {
        continue;
      }
      PlayerView view = s.view(s.toMove());
      Bot playout = deal % 2 == 0 ? RandomBot.INSTANCE : HeuristicBot.create(false);
      int solveAt = deal % 3 == 0 ? 0 : 8;
      SplitMix64 a = new SplitMix64(deal);
      SplitMix64 b = new SplitMix64(deal);
      Move expected = referenceChoose(view, a, 3, playout, solveAt);
      Move actual = MonteCarloBot.create(3, playout, solveAt).choose(view, b);
      String at = text + " deal " + deal + " after " + s.moves() + " (" + playout.name() + ")";
      assertThat(actual).as("move, %s", at).isEqualTo(expected);
      assertThat(b.nextLong()).as("generator after the choice, %s", at).isEqualTo(a.nextLong());
    }
  }

  @Tag("slow")
  @Test
  void choose_oneBotKeptAcrossDealsAndRules_sameMoveAsTheReference() {
    // The bot keeps its solvers from choice to choice, and with them the endgames they solved:
    // they must never change a choice. Each deck is dealt under every rule set in turn, so that
    // the same hands come back under other trump suits and other points.
    Bot kept = MonteCarloBot.create(3, RandomBot.INSTANCE, 8);
    for (int deal = 1; deal <= 6; deal++) {
      for (String text : List.of("elfern-trumps", "elfern", "bohemian-points", "elfern-app")) {
        GameState s = GameState.deal(Rules.parse(text), deal);
        for (long step = 0; !s.isOver(); step++) {
          PlayerView view = s.view(s.toMove());
          Move expected = referenceChoose(view, new SplitMix64(deal << 8 | step), 3,
              RandomBot.INSTANCE, 8);
          assertThat(kept.choose(view, new SplitMix64(deal << 8 | step)))
              .as("%s", s.position()).isEqualTo(expected);
          s = s.play(expected);
        }
      }
    }
  }
  @Test
  void create_withoutAPlayout_isRefusedAtOnce() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> MonteCarloBot.create(1, null, 0))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("playout");
  }
}
