/**
 * Playing a deal: {@link io.github.elfern.game.GameState} (an immutable snapshot with legal
 * moves and {@code play}), {@link io.github.elfern.game.DealCursor} (a mutable position with
 * {@code play} and {@code undo}, for the inner loops of searches and playouts), {@link
 * io.github.elfern.game.Move}, {@link io.github.elfern.game.Trick},
 * {@link io.github.elfern.game.DealResult} and {@link io.github.elfern.game.Outcome},
 * {@link io.github.elfern.game.PlayerView} (what one seat may know),
 * {@link io.github.elfern.game.Perft}, and {@link io.github.elfern.game.IllegalPlayException}
 * with its {@link io.github.elfern.game.Violation}.
 *
 * <p>Seats are numbered from 0: forehand (eldest) first, the dealer last. Illegal plays throw
 * {@code IllegalPlayException} (an {@code IllegalArgumentException}); playing on a finished deal
 * throws {@code IllegalStateException}.
 *
 * <p>A server gives each seat only its {@code PlayerView} ({@code state.view(seat)}), checks that
 * a move comes from the seat {@code toMove()}, and answers an illegal one with {@link
 * io.github.elfern.game.IllegalPlayException#seatMessage()}: the exception's own message ends with
 * the position, which shows every hand. Deal with a secret seed ({@link
 * io.github.elfern.game.GameState#deal(io.github.elfern.rules.Rules, long)}).
 */
package io.github.elfern.game;
