package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Rules;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The opponent who let a led honour go held nothing that beats it: in basic {@code elfern} (no
 * trumps, any higher card of the suit captures, docs/rules.md#trick-winner) the cards that beat a led jack are the
 * ace, king and queen of its suit, and after one draw the opponent can hold at most one of them.
 */
class FollowInferenceTest {

  @Test
  void anHonourLetGoBoundsTheHigherCardsTheOpponentHolds() {
    Rules rules = Rules.preset("elfern");
    int checked = 0;
    for (long seed = 1; seed <= 400 && checked < 20; seed++) {
      GameState s = GameState.deal(rules, seed);
      int lead = -1;
      for (Card c : s.hand(0)) {
        int r = c.ordinal() & 7;
        // a queen, jack or ten: it counts and cards of its own suit above it exist
        if (r >= 2 && r <= 4 && (higher(c.ordinal()) & s.hand(1).mask()) == 0) {
          lead = c.ordinal();
        }
      }
      if (lead < 0 || s.toMove() != 0) {
        continue;
      }
      s = s.play(Move.of(Card.ofIndex(lead)));
      // the opponent throws a card of another suit: it cannot beat the lead
      Card thrown = null;
      for (Card c : s.hand(1)) {
        if (c.ordinal() >>> 3 != lead >>> 3) {
          thrown = c;
        }
      }
      if (thrown == null) {
        continue;
      }
      s = s.play(Move.of(thrown));
      assertThat(s.tricksWon(0)).isEqualTo(1);
      PlayerView view = s.view(0);
      FollowInference inference = FollowInference.of(view,
          TrickTables.of(rules, -1));
      int beaters = higher(lead) & ~view.hand().mask();
      int consistent = 0;
      int inconsistent = 0;
      SplitMix64 random = new SplitMix64(seed);
      for (int k = 0; k < 300; k++) {
        GameState w = WorldSampler.sample(view, random);
        boolean expected = Integer.bitCount(beaters & w.hand(1).mask()) <= 1; // one card drawn
        assertThat(inference.consistent(w)).as("seed %d, world %s", seed, w).isEqualTo(expected);
        if (expected) {
          consistent++;
        } else {
          inconsistent++;
        }
      }
      if (Integer.bitCount(beaters) >= 2) {
        assertThat(inconsistent).as("seed %d: some worlds break the constraint", seed)
            .isPositive();
      }
      assertThat(consistent).isPositive();
      // the preferring sampler draws inconsistent worlds less often than the uniform one
      int bad = 0;
      for (int k = 0; k < 300; k++) {
        bad += inference.consistent(inference.sample(random)) ? 0 : 1;
      }
      assertThat(bad).as("seed %d", seed).isLessThanOrEqualTo(inconsistent);
      checked++;
    }
    assertThat(checked).isEqualTo(20);
  }

  /** The cards of the same suit ranked above {@code card} (lower ordinals in the suit). */
  private static int higher(int card) {
    return ((1 << card) - 1) & Kernel.suitMask(card >>> 3);
  }

  /**
   * The opponent's first lead, judged against {@link HeuristicBot}'s own scorer (the independent
   * reference, on a {@link PlayerView}): a world in which the scorer would have led that card
   * from the world's hand (the hand now plus the card) weighs {@code (1 - SLACK) * handSize +
   * SLACK}, any other world {@code SLACK}. The lead is random, so both kinds of world occur.
   */
  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app"})
  void theFirstLeadIsJudgedByTheRulesOfThumb(String preset) {
    Rules rules = Rules.preset(preset);
    SplitMix64 random = new SplitMix64(11);
    int likely = 0;
    int unlikely = 0;
    for (long seed = 1; seed <= 40; seed++) {
      GameState start = GameState.deal(rules, seed);
      int leader = start.toMove();
      List<Move> moves = start.legalMoves();
      Move lead = moves.get(random.nextInt(moves.size()));
      GameState s = start.play(lead);
      PlayerView view = s.view(1 - leader);
      PlayerView before = start.view(1 - leader);
      TrickTables tt = TrickTables.of(rules, view.trumpSuit().map(Suit::ordinal).orElse(-1));
      FollowInference inference = FollowInference.of(view, tt);
      for (int k = 0; k < 30; k++) {
        GameState w = WorldSampler.sample(view, random);
        CardSet oppHand = CardSet.ofMask(w.hand(leader).mask() | lead.card().bit());
        List<CardSet> hands = leader == 0 ? List.of(oppHand, w.hand(1))
            : List.of(w.hand(0), oppHand);
        GameState pre = before.withHiddenCards(hands, w.stock());
        HeuristicBot.Scorer scorer = new HeuristicBot.Scorer(pre.view(leader));
        double best = pre.legalMoves().stream().mapToDouble(scorer::score).max().orElseThrow();
        boolean chosen = scorer.score(lead) > best - 1e-9;
        double expected = chosen
            ? (1 - FollowInference.SLACK) * rules.handSize() + FollowInference.SLACK
            : FollowInference.SLACK;
        assertThat(inference.likelihood(w, random)).as("%s seed %d: %s", preset, seed, pre)
            .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-9));
        if (chosen) {
          likely++;
        } else {
          unlikely++;
        }
      }
    }
    assertThat(likely).isGreaterThan(50);
    assertThat(unlikely).isGreaterThan(50);
  }
}
