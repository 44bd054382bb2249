package io.github.elfern.bot;

import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.List;

/** Checks and small helpers shared by the bots. */
final class BotSupport {
  private BotSupport() {}

  /** {@return the view's legal moves, refusing a view whose seat is not to move} */
  static List<Move> legalMoves(PlayerView view) {
    // No view in the messages: its toString() shows the seat's hand, and a message may be
    // logged or passed on.
    if (view.isOver()) {
      throw new IllegalArgumentException("the deal is over, there is no move to choose for seat "
          + view.seat());
    }
    if (!view.isMyTurn()) {
      throw new IllegalArgumentException("it is seat " + view.toMove() + "'s turn, not seat "
          + view.seat() + "'s (trick " + (view.playedCards().size() / view.players() + 1)
          + "): a bot chooses only for the seat to move");
    }
    return view.legalMoves();
  }

  /** {@return the index of the {@code n}-th set bit of {@code mask}, counting from 0 at the lowest} */
  static int nthBit(int mask, int n) {
    for (int i = 0; i < n; i++) {
      mask &= mask - 1;
    }
    return Integer.numberOfTrailingZeros(mask);
  }
}
