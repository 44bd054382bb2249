package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.kernel.Kernel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A completed trick: its number in the deal, its leader, the moves played to it and its winner. */
public final class Trick {

  private final int number;
  private final int leader;
  private final List<Move> moves;
  private final int winner;

  Trick(int number, int leader, List<Move> moves, int winner) {
    this.number = number;
    this.leader = leader;
    this.moves = Collections.unmodifiableList(new ArrayList<>(moves));
    this.winner = winner;
  }

  /** {@return the trick's number in the deal, from 1} */
  public int number() {
    return number;
  }

  /** {@return the seat that led the trick} */
  public int leader() {
    return leader;
  }

  /** {@return the seat that won the trick} */
  public int winner() {
    return winner;
  }

  /** {@return the moves in the order played, leader first} */
  public List<Move> moves() {
    return moves;
  }

  /** {@return the cards in the order played, leader first} */
  public List<Card> cards() {
    List<Card> list = new ArrayList<>(moves.size());
    for (Move m : moves) {
      list.add(m.card());
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * {@return the seat that played the {@code i}-th card of the trick (0 is the leader)}
   *
   * @param i the index of the card in the trick, 0 for the lead
   * @param players the number of seats
   */
  public int seatOf(int i, int players) {
    return Kernel.seatAfter(leader, i, players);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Trick
        && ((Trick) o).number == number
        && ((Trick) o).leader == leader
        && ((Trick) o).winner == winner
        && ((Trick) o).moves.equals(moves);
  }

  @Override
  public int hashCode() {
    return ((number * 31 + leader) * 31 + winner) * 31 + moves.hashCode();
  }

  /** {@return e.g. {@code "3: 0 leads KD 9S, won by 0"}} */
  @Override
  public String toString() {
    return number + ": " + leader + " leads " + Moves.notation(moves) + ", won by " + winner;
  }
}
