package io.github.elfern.game;

import io.github.elfern.card.Card;
import java.util.Objects;

/**
 * One card drawn from the stock after a trick: the seat that drew it, the card, and whether the
 * card lay face up (the turned trump, drawn as the last card of the stock, which every seat has
 * seen; docs/rules.md, "The turned trump").
 *
 * <p>A {@link Trick} of {@link GameState#tricks()} lists every draw after it; a trick of {@link
 * PlayerView#tricks()} only the face-up ones, since a seat does not see what another seat draws
 * (see {@link Trick#draws()}).
 *
 * @param seat the seat that drew the card, from 0 (forehand)
 * @param card the card drawn
 * @param faceUp whether every seat saw the card: the turned trump
 */
public record Draw(int seat, Card card, boolean faceUp) {

  /**
   * Checks the draw's fields.
   *
   * @param seat the seat that drew the card, from 0 (forehand)
   * @param card the card drawn
   * @param faceUp whether every seat saw the card: the turned trump
   * @throws IllegalArgumentException if the seat is negative
   * @throws NullPointerException if the card is null
   */
  public Draw {
    Objects.requireNonNull(card, "card");
    if (seat < 0) {
      throw new IllegalArgumentException("seat must not be negative, got " + seat);
    }
  }

  /**
   * {@return whether {@code viewer} saw this card drawn: its own draw, or a face-up card}
   *
   * @param viewer a seat, from 0 (forehand)
   */
  public boolean seenBy(int viewer) {
    return faceUp || seat == viewer;
  }

  /**
   * {@return e.g. {@code "1 draws KD"}, or {@code "0 draws 9H (face up)"}} It names the card:
   * a draw that a reader may not see is not for its eyes (see {@link #seenBy(int)}).
   */
  @Override
  public String toString() {
    return seat + " draws " + card + (faceUp ? " (face up)" : "");
  }
}
