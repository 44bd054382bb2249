package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The opponent model of the early search: {@code InfoSetSearch.ruleOfThumb} must choose, from
 * the cards alone, a move that {@link HeuristicBot}'s own scorer ranks best, since it stands for
 * that bot's first phase inside the search. The scorer is the independent reference: it works
 * on the {@link PlayerView}, the model on the masks of a {@link DealCursor}.
 */
class InfoSetSearchTest {

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app"})
  void theOpponentModelPlaysAMoveTheHeuristicScoresBest(String preset) {
    Rules rules = Rules.preset(preset);
    SplitMix64 random = new SplitMix64(13);
    Bot heuristic = HeuristicBot.create(false);
    int checked = 0;
    int leads = 0;
    int follows = 0;
    int nonBlankChoices = 0;
    for (long seed = 1; seed <= 150; seed++) {
      GameState s = GameState.deal(rules, seed);
      while (s.stockSize() > 0) {
        PlayerView view = s.view(s.toMove());
        List<Move> moves = view.legalMoves();
        if (moves.size() > 1 && !mayContinueASequence(view)) {
          TrickTables tt = TrickTables.of(rules, view.trumpSuit().map(Suit::ordinal).orElse(-1));
          InfoSetSearch search = new InfoSetSearch(new DealCursor[] {DealCursor.of(s)},
              1 - s.toMove(), tt, view.turnedTrump().map(Card::ordinal).orElse(-1), seed);
          int card = search.ruleOfThumb(DealCursor.of(s));
          HeuristicBot.Scorer scorer = new HeuristicBot.Scorer(view);
          double best = moves.stream().mapToDouble(scorer::score).max().orElseThrow();
          Move chosen = moves.stream().filter(m -> m.card().ordinal() == card).findFirst()
              .orElseThrow(() -> new AssertionError("not a legal card: " + card));
          assertThat(scorer.score(chosen)).as("%s seed %d: %s chose %s, legal %s", preset, seed,
              s, chosen, moves).isCloseTo(best, org.assertj.core.data.Offset.offset(1e-9));
          checked++;
          if (view.currentTrick().isEmpty()) {
            leads++;
          } else {
            follows++;
          }
          if (rules.points(chosen.card()) > 0) {
            nonBlankChoices++;
          }
        }
        // Vary the positions: the heuristic's moves, one in three random.
        Move next = random.nextInt(3) == 0 ? moves.get(random.nextInt(moves.size()))
            : heuristic.choose(view, random);
        s = s.play(next);
      }
    }
    assertThat(leads).isGreaterThan(300);
    assertThat(follows).isGreaterThan(300);
    assertThat(nonBlankChoices).isGreaterThan(100);
    assertThat(checked).isEqualTo(leads + follows);
  }

  /** The scorer's bonus for continuing a sequence (left out of the model) may apply. */
  private static boolean mayContinueASequence(PlayerView view) {
    List<Trick> tricks = view.tricks();
    if (!view.currentTrick().isEmpty() || tricks.isEmpty()) {
      return false;
    }
    Trick last = tricks.get(tricks.size() - 1);
    return last.leader() == view.seat() && last.winner() == view.seat();
  }

  /**
   * Stopping once {@link InfoSetSearch#decided} holds never changes the choice: the same search
   * (same worlds, same seed) run to the end chooses the same card, and some choices stop early.
   */
  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app"})
  void stoppingWhenDecidedKeepsTheChoice(String preset) {
    Rules rules = Rules.preset(preset);
    SplitMix64 random = new SplitMix64(17);
    int early = 0;
    for (long seed = 1; seed <= 12; seed++) {
      GameState s = GameState.deal(rules, seed);
      PlayerView view = s.view(s.toMove());
      TrickTables tt = TrickTables.of(rules, view.trumpSuit().map(Suit::ordinal).orElse(-1));
      DealCursor[] worlds = new DealCursor[8];
      for (int w = 0; w < worlds.length; w++) {
        worlds[w] = DealCursor.of(WorldSampler.sample(view, random));
      }
      int trump = view.turnedTrump().map(Card::ordinal).orElse(-1);
      int total = 3000;
      InfoSetSearch full = new InfoSetSearch(worlds, view.seat(), tt, trump, seed);
      for (int it = 0; it < total; it++) {
        full.iterate(it % worlds.length);
      }
      InfoSetSearch cut = new InfoSetSearch(worlds, view.seat(), tt, trump, seed);
      int it = 0;
      while (it < total && !(it > 0 && cut.decided(total - it))) {
        cut.iterate(it % worlds.length);
        it++;
      }
      assertThat(cut.bestCard()).as("%s seed %d, stopped after %d", preset, seed, it)
          .isEqualTo(full.bestCard());
      if (it < total) {
        early++;
      }
    }
    assertThat(early).isPositive();
  }
}
