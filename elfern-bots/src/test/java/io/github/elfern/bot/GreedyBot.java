package io.github.elfern.bot;

import io.github.elfern.card.Rank;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * An outside yardstick of the bots' strength: a greedy bot that wins with the cheapest winning card when an
 * honour (A K Q J T) is on the trick, and otherwise throws its cheapest card. Cheapest means
 * fewest points under the deal's rules, then the lowest rank. Whether a card wins is asked of the
 * engine (it plays the card in a world consistent with the view: the trick's winner depends only
 * on the cards played), so the bot has no rule of its own.
 */
final class GreedyBot implements Bot {

  static final GreedyBot INSTANCE = new GreedyBot();

  @Override
  public String name() {
    return "greedy";
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    Comparator<Move> cheapest = Comparator.<Move>comparingInt(m -> view.rules().points(m.card()))
        .thenComparing(m -> -m.card().rank().ordinal());
    List<Move> legal = view.legalMoves();
    boolean honour = view.currentTrick().stream().anyMatch(m -> m.card().rank() != Rank.NINE
        && m.card().rank() != Rank.EIGHT && m.card().rank() != Rank.SEVEN);
    if (honour) {
      GameState world = WorldSampler.sample(view, random);
      return legal.stream().filter(m -> wins(world, m)).min(cheapest)
          .orElseGet(() -> legal.stream().min(cheapest).orElseThrow());
    }
    return legal.stream().min(cheapest).orElseThrow();
  }

  /** {@return whether {@code move} takes the trick now: it completes it and its seat wins it} */
  private static boolean wins(GameState world, Move move) {
    int me = world.toMove();
    GameState after = world.play(move);
    if (after.players() - world.currentTrick().size() != 1) {
      return false; // the trick is not complete: with 3 or 4 players a later card may beat it
    }
    return after.tricksWon(me) > world.tricksWon(me);
  }
}
