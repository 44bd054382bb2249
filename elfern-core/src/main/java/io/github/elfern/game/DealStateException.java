package io.github.elfern.game;

import java.io.IOException;
import java.io.ObjectInputStream;

/**
 * Thrown when a deal is asked for what its state does not allow: its result before it is over
 * ({@link GameState#result()}, {@link DealCursor#result()}), a play after it is over, or a play
 * by a seat whose turn it is not ({@link GameState#play(int, Move)}).
 *
 * <p>The message says what was asked and where the deal stands (the trick, the seat to move, the
 * cards still to play) and names no card of a hand or the stock, so it may be logged or shown to
 * a player. The full position, which shows every hand and the stock in order, is {@link
 * #position()}: for debugging, never for a player.
 */
public final class DealStateException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  /**
   * The position string of the state asked: every hand and the stock. Not serialized, so that a
   * serialized exception carries no hidden card; empty after deserialization.
   */
  private transient String position;

  DealStateException(String message, String position) {
    super(message);
    this.position = position;
  }

  /**
   * Reads the message and leaves the position empty: it was not written.
   *
   * @param in the stream being read
   * @throws IOException if the stream fails
   * @throws ClassNotFoundException if a class of the stream is unknown
   */
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    in.defaultReadObject();
    position = "";
  }

  /**
   * {@return the position string of the state that was asked ({@link GameState#position()}), or
   * the empty string for an exception read back by Java deserialization} It shows every hand and
   * the stock in order: never send it to a player. It is {@code transient}: Java serialization
   * does not write it.
   */
  public String position() {
    return position;
  }
}
