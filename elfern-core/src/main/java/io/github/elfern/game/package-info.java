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
 * {@code IllegalPlayException} (an {@code IllegalArgumentException}); playing on a finished deal,
 * or asking the result of one that is not over, throws {@link
 * io.github.elfern.game.DealStateException} (an {@code IllegalStateException}).
 *
 * <p>No message of this package names a card that the acting seat cannot see: the seat to move,
 * for the methods of a deal; where no seat acts (a deck that is no deck of the rules, a malformed
 * position string), no card of a hand or the stock. A message may quote the cards the caller
 * gave. The full position, for debugging, is on the exception ({@link
 * io.github.elfern.game.IllegalPlayException#position()}, {@link
 * io.github.elfern.game.DealStateException#position()}), never in its message.
 *
 * <p>A server gives each seat only its {@code PlayerView} ({@code state.view(seat)}), checks that
 * a move comes from the seat {@code toMove()}, and answers an illegal one with the exception's
 * message ({@link io.github.elfern.game.IllegalPlayException#seatMessage()}, the same text).
 * Deal with a secret seed ({@link
 * io.github.elfern.game.GameState#deal(io.github.elfern.rules.Rules, long)}).
 */
package io.github.elfern.game;
