/**
 * Playing a deal: {@link io.github.elfern.game.GameState} (an immutable snapshot with legal
 * moves and {@code play}), {@link io.github.elfern.game.Move}, {@link io.github.elfern.game.Trick},
 * {@link io.github.elfern.game.DealResult} and {@link io.github.elfern.game.Outcome},
 * {@link io.github.elfern.game.PlayerView} (what one seat may know),
 * {@link io.github.elfern.game.Perft}, and {@link io.github.elfern.game.IllegalPlayException}
 * with its {@link io.github.elfern.game.Violation}.
 *
 * <p>Seats are numbered from 0: forehand (eldest) first, the dealer last. Illegal plays throw
 * {@code IllegalPlayException} (an {@code IllegalArgumentException}); playing on a finished deal
 * throws {@code IllegalStateException}.
 */
package io.github.elfern.game;
