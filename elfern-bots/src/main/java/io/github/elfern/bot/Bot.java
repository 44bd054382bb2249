package io.github.elfern.bot;

import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.random.RandomGenerator;

/**
 * A computer player: chooses a move for one seat from what that seat may know.
 *
 * <p>A bot receives only its seat's view, a {@link PlayerView}, never a {@link
 * io.github.elfern.game.GameState}: the view reveals no hidden card (no other hand, not the
 * stock). That is what the interface gives, not a sandbox: a bot runs in the host's process with
 * the host's rights, reflection reaches anything there, and a bot that can guess what a deal was
 * dealt from can deal it again, as {@link Tournament#deckSeed} and {@code GameState.deal} are
 * public. Whoever knows the seed of a tournament knows every card — the seed of a tournament is
 * the deal. So play a bot you do not trust as an external program ({@code ExternalBot}, in the
 * {@code elfern-conformance} module), with a secret seed from {@link java.security.SecureRandom}
 * and a fresh deck per deal ({@link Tournament.Decks#FRESH}), never in process ({@link
 * Tournament}).
 *
 * <p>Every random choice a bot makes comes from the generator passed in: given equal views and
 * generators in the same state, a bot chooses the same move. The bots of this package are
 * immutable and may be shared between threads (each thread with its own generator).
 *
 * <pre>{@code
 * Bot bot = Bots.create("heuristic");
 * RandomGenerator random = new SplitMix64(7);
 * GameState state = GameState.deal(Rules.preset("elfern"), 42);
 * while (!state.isOver()) {
 *   state = state.play(bot.choose(state.view(state.toMove()), random));
 * }
 * }</pre>
 */
public interface Bot {

  /**
   * Returns the bot's name with its options, as {@link Bots#create(String)} accepts it.
   *
   * @return e.g. {@code "montecarlo samples=64 playout=heuristic solve-at=12"}
   */
  String name();

  /**
   * Chooses the move to play for the seat whose view this is.
   *
   * @param view what the seat to move knows; it must be that seat's turn
   * @param random the source of every random choice the bot makes
   * @return one of {@code view.legalMoves()}
   * @throws IllegalArgumentException if it is not the view's seat's turn (or the deal is over)
   * @throws BotFailure if the bot cannot choose a legal move (a bot program timed out, answered
   *     garbage or an illegal move, or exited); the host then scores the deal as forfeited by
   *     this seat ({@link BotFailure#forfeitResult}). The bots of this library never throw it.
   */
  Move choose(PlayerView view, RandomGenerator random);
}
