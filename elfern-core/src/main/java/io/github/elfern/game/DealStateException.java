package io.github.elfern.game;

/**
 * Thrown when a deal is asked for what its state does not allow: its result before it is over
 * ({@link GameState#result()}, {@link DealCursor#result()}), or a play after it is over.
 *
 * <p>The message says what was asked and where the deal stands (the trick, the seat to move, the
 * cards still to play) and names no card of a hand or the stock, so it may be logged or shown to
 * a player. The full position, which shows every hand and the stock in order, is {@link
 * #position()}: for debugging, never for a player.
 */
public final class DealStateException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  /** The position string of the state asked. */
  private final String position;

  DealStateException(String message, String position) {
    super(message);
    this.position = position;
  }

  /**
   * {@return the position string of the state that was asked ({@link GameState#position()})} It
   * shows every hand and the stock in order: never send it to a player.
   */
  public String position() {
    return position;
  }
}
