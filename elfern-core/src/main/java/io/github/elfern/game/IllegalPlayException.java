package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Thrown when a seat plays a move that the rules forbid in the current state; the state it was
 * played on is unchanged and stays usable.
 *
 * <p>The message names the seat, the rule, the card and what was allowed, e.g. {@code "seat 1
 * (dealer) must follow hearts (holds KH 9H) but played 7S; legal: KH 9H"}. It names no card
 * that the seat which played cannot see (only its own hand, the cards played, the turned trump
 * and the card it tried), so a server may send it to that player, and a log that players read
 * leaks no hand. The parts are also available as values, so that a caller can phrase its own
 * message with the players' names; the full position, which shows every hand and the stock in
 * order, is {@link #position()}, for debugging (it is not serialized).
 *
 * <p>A player who reads German cards is told the same in German letters: {@link
 * #reason(SuitSystem)} and {@link #seatMessage(SuitSystem)}, e.g. {@code "does not hold OH (holds
 * OG AH)"} where the French words say {@code "does not hold QH (holds QS AH)"}.
 */
public final class IllegalPlayException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /**
   * The move refused. Moves are interned, so it is not serialised as an object: {@link
   * #moveNotation} is, and {@link #readObject} parses it back.
   */
  private transient Move move;
  /** The move's notation, e.g. {@code QC=Z}: the serial form of {@link #move}. */
  private final String moveNotation;
  /** The seat that played it. */
  private final int seat;
  /** The rule that forbids it. */
  private final Violation violation;
  /** The moves that were legal, unmodifiable; restored from {@link #legalNotation}. */
  private transient List<Move> legalMoves;
  /** The legal moves' notation, separated by spaces ({@code -} for none): their serial form. */
  private final String legalNotation;
  /**
   * The position string of the state the move was played on: every hand and the stock. Not
   * serialized, so that an exception sent over a wire, to a log store or to another process
   * carries no hidden card; empty after deserialization.
   */
  private transient String position;
  /** What the seat did wrong, without its name. */
  private final String reason;
  /**
   * The same in German letters; null in an exception serialised before it was kept, which then
   * tells the French words.
   */
  private final String germanReason;
  /** The seat's name, as the message gives it. */
  private final String seatName;

  IllegalPlayException(
      Move move,
      int seat,
      String seatName,
      RuleBreach breach,
      List<Move> legalMoves,
      String position) {
    super(seatName + " " + breach.reason() + "; legal: " + Moves.notation(legalMoves));
    this.move = move;
    this.moveNotation = move.notation();
    this.seat = seat;
    this.violation = breach.violation();
    this.legalMoves = List.copyOf(legalMoves);
    this.legalNotation = Moves.notation(legalMoves);
    this.position = position;
    this.reason = breach.reason();
    this.germanReason = breach.germanReason();
    this.seatName = seatName;
  }

  /**
   * Restores the moves after Java deserialisation from their notation, which was written in their
   * place.
   *
   * @param in the stream being read
   * @throws IOException if the stream fails, or {@link InvalidObjectException} if the moves are
   *     missing or malformed
   * @throws ClassNotFoundException if a class of the stream is unknown
   */
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    in.defaultReadObject();
    position = "";
    if (moveNotation == null || legalNotation == null) {
      throw new InvalidObjectException("an IllegalPlayException without its moves");
    }
    try {
      move = Move.parse(moveNotation);
      List<Move> legal = new ArrayList<>();
      if (!legalNotation.equals("-")) {
        for (String token : legalNotation.split(" ")) {
          legal.add(Move.parse(token));
        }
      }
      legalMoves = List.copyOf(legal);
    } catch (IllegalArgumentException e) {
      InvalidObjectException bad = new InvalidObjectException("bad moves in an IllegalPlayException");
      bad.initCause(e);
      throw bad;
    }
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

  /**
   * Returns what the seat did wrong, without the seat's name, its cards and suits in the letters
   * of {@code suits}: {@link #reason()} in French, e.g. {@code "must follow hearts (holds KH 9H)
   * but played 7G"} in German.
   *
   * @param suits the suit system of the player told
   * @return what the seat did wrong, in those letters
   */
  public String reason(SuitSystem suits) {
    java.util.Objects.requireNonNull(suits, "suits");
    return suits == SuitSystem.GERMAN && germanReason != null ? germanReason : reason;
  }

  /** {@return the moves that were legal, in canonical order, as an unmodifiable list} */
  public List<Move> legalMoves() {
    return legalMoves;
  }

  /**
   * Returns what the seat that played may be told, the same text as {@link #getMessage()}: e.g.
   * {@code "seat 1 (dealer) must follow hearts (holds KH 9H) but played 7S; legal: KH 9H"}. It
   * names no card but the seat's own, the card refused and the cards already played.
   *
   * @return the seat, what it did wrong and its legal moves
   */
  public String seatMessage() {
    return seatName + " " + reason + "; legal: " + Moves.notation(legalMoves);
  }

  /**
   * Returns {@link #seatMessage()} with the cards and suits in the letters of {@code suits}, e.g.
   * {@code "seat 1 (dealer) must follow hearts (holds KH 9H) but played 7G; legal: KH 9H"} in
   * German. Like {@link #seatMessage()}, it names only what the seat may see.
   *
   * @param suits the suit system of the player told
   * @return the seat, what it did wrong and its legal moves, in those letters
   */
  public String seatMessage(SuitSystem suits) {
    StringBuilder legal = new StringBuilder();
    for (Move m : legalMoves) {
      legal.append(legal.length() == 0 ? "" : " ").append(suits.notation(m.card()))
          .append(m.isZwang() ? "=Z" : "");
    }
    return seatName + " " + reason(suits) + "; legal: "
        + (legal.length() == 0 ? "-" : legal.toString());
  }

  /**
   * {@return the position string of the state the move was played on, or the empty string for an
   * exception read back by Java deserialization} It shows every hand and the stock in order: for
   * debugging, never for a player (the message leaves it out). It is {@code transient}: Java
   * serialization does not write it, so a serialized exception holds no hidden card.
   */
  public String position() {
    return position;
  }
}
