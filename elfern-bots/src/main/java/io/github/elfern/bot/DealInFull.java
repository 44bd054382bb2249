package io.github.elfern.bot;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal of a {@link Tournament} or a {@link Table} in full, for a caller that writes records
 * of the deals ({@code elfern simulate --out}): its figures, its last position, the failure that
 * ended it, if any, and its result ({@link Tournament#playDealInFull}, {@link
 * Table#playDealInFull}).
 *
 * @param <D> the figures' type: {@link Tournament.Deal} (from A's side) or {@link Table.Deal}
 *     (per contestant)
 * @param deal its figures
 * @param state its last position: the end of the deal, or, after a forfeit, the position in
 *     which the seat to move failed
 * @param failure the failure of that seat's contestant, if it forfeited
 * @param result the deal's result, by seat: the end's, or the forfeit's ({@link
 *     BotFailure#forfeitResult})
 */
public record DealInFull<D>(D deal, GameState state, Optional<BotFailure> failure,
    DealResult result) {

  /**
   * Checks the components.
   *
   * @param deal its figures
   * @param state its last position
   * @param failure the failure, if a contestant forfeited
   * @param result its result
   * @throws NullPointerException if a component is null
   * @throws IllegalArgumentException if the deal is not over and nobody failed
   */
  public DealInFull {
    Objects.requireNonNull(deal, "deal");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(failure, "failure");
    Objects.requireNonNull(result, "result");
    if (failure.isEmpty() && !state.isOver()) {
      throw new IllegalArgumentException("a deal without a forfeit is played to its end");
    }
  }
}
