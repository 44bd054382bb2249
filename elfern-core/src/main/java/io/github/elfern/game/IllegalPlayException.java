package io.github.elfern.game;

import io.github.elfern.card.Card;
import java.util.List;

/**
 * Thrown when a seat plays a move that the rules forbid in the current state; the state it was
 * played on is unchanged and stays usable.
 *
 * <p>The message names the seat, the rule, the card and what was allowed, and ends with the
 * position, e.g. {@code "seat 1 (dealer) must follow hearts (holds KH 9H) but played 7S; legal:
 * KH 9H; in elfern|...."}. The parts are also available as values, so that a caller can phrase
 * its own message with the players' names.
 *
 * <p><b>The message is not for the seat that played.</b> The position in it shows every hand and
 * the stock in order. A server or protocol that refuses a remote player's move tells him {@link
 * #seatMessage()} (or builds its own from {@link #reason()} and {@link #legalMoves()}), which
 * names only his own cards and what was allowed.
 */
public final class IllegalPlayException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** The move refused (not serialised: moves are interned). */
  private final transient Move move;
  /** The seat that played it. */
  private final int seat;
  /** The rule that forbids it. */
  private final Violation violation;
  /** The moves that were legal (not serialised). */
  private final transient List<Move> legalMoves;
  /** The position string of the state the move was played on. */
  private final String position;
  /** What the seat did wrong, without its name. */
  private final String reason;
  /** The seat's name, as the message gives it. */
  private final String seatName;

  IllegalPlayException(
      Move move,
      int seat,
      String seatName,
      Violation violation,
      String reason,
      List<Move> legalMoves,
      String position) {
    super(
        seatName
            + " "
            + reason
            + "; legal: "
            + Moves.notation(legalMoves)
            + "; in "
            + position);
    this.move = move;
    this.seat = seat;
    this.violation = violation;
    this.legalMoves = legalMoves;
    this.position = position;
    this.reason = reason;
    this.seatName = seatName;
  }

  /** {@return the move that was refused} */
  public Move move() {
    return move;
  }

  /** {@return the card that was refused} */
  public Card card() {
    return move.card();
  }

  /** {@return the seat that played it, 0 being forehand} */
  public int seat() {
    return seat;
  }

  /** {@return the rule that forbids the move} */
  public Violation violation() {
    return violation;
  }

  /**
   * Returns what the seat did wrong, without the seat's name, e.g. {@code "must follow hearts
   * (holds KH 9H) but played 7S"}.
   *
   * @return what the seat did wrong, without the seat's name, e.g
   */
  public String reason() {
    return reason;
  }

  /** {@return the moves that were legal, in canonical order} */
  public List<Move> legalMoves() {
    return legalMoves;
  }

  /**
   * Returns what the seat that played may be told: the message without the position, e.g. {@code
   * "seat 1 (dealer) must follow hearts (holds KH 9H) but played 7S; legal: KH 9H"}. It names no
   * card but the seat's own, the card refused and the cards already played, so a server can send
   * it to a remote player. ({@link #getMessage()} ends with the position, which shows every hand
   * and the stock.)
   *
   * @return the seat, what it did wrong and its legal moves
   */
  public String seatMessage() {
    return seatName + " " + reason + "; legal: " + Moves.notation(legalMoves);
  }

  /**
   * {@return the position string of the state the move was played on} It shows every hand and the
   * stock in order: never send it to a player.
   */
  public String position() {
    return position;
  }
}
