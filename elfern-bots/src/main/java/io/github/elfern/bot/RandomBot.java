package io.github.elfern.bot;

import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The weakest sensible player: plays one of the legal moves, each with the same chance (a Zwang
 * announcement counts as a move of its own). The yardstick for the other bots.
 */
public final class RandomBot implements Bot {

  /** The bot; it has no options. */
  public static final RandomBot INSTANCE = new RandomBot();

  private RandomBot() {}

  @Override
  public String name() {
    return "random";
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    List<Move> moves = BotSupport.legalMoves(view);
    return moves.get(random.nextInt(moves.size()));
  }

  /** {@return {@link #name()}} */
  @Override
  public String toString() {
    return name();
  }
}
