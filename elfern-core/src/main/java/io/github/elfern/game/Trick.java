package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.kernel.Kernel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A completed trick: its number in the deal, its leader, the moves played to it, its winner and
 * the cards drawn from the stock after it.
 *
 * <p>What was drawn depends on who asks. A trick of {@link GameState#tricks()} knows every draw:
 * {@link #draws()} lists each card drawn, by whom, in the order drawn. A trick of {@link
 * PlayerView#tricks()} is as the view's seat saw it: {@link #draws()} lists only the face-up
 * draws (the turned trump drawn as the last card of the stock), since a view is rebuilt from the
 * seat's hand and the moves ({@link PlayerView#fromHistory}), which do not say when the seat drew
 * which of its cards; its own drawn cards are in {@link PlayerView#hand()}. Who drew, and how
 * many cards, every seat knows: {@link #drawCount()} and {@link #drawer(int)} are the same in
 * both. A server that tells each seat what it drew uses the state's tricks and {@link
 * #drawsSeenBy(int)}.
 */
public final class Trick {

  private final int number;
  private final int leader;
  private final List<Move> moves;
  private final int winner;
  private final int drawCount;
  private final List<Draw> draws;

  Trick(int number, int leader, List<Move> moves, int winner, int drawCount, List<Draw> draws) {
    this.number = number;
    this.leader = leader;
    this.moves = Collections.unmodifiableList(new ArrayList<>(moves));
    this.winner = winner;
    this.drawCount = drawCount;
    this.draws = List.copyOf(draws);
  }

  /** {@return this trick with only its face-up draws: as every seat saw it} */
  Trick faceUpOnly() {
    List<Draw> shown = new ArrayList<>(1);
    for (Draw d : draws) {
      if (d.faceUp()) {
        shown.add(d);
      }
    }
    return shown.size() == draws.size() ? this
        : new Trick(number, leader, moves, winner, drawCount, shown);
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
   * Returns the cards drawn from the stock after this trick, in the order drawn (the winner
   * first, then the seats after him in playing order: docs/rules.md#stock); empty when the
   * stock was empty. A trick of {@link GameState#tricks()} lists every draw; a trick of {@link
   * PlayerView#tricks()} only the face-up ones (see the class description), so that a view
   * holds no card its seat has not seen.
   *
   * @return the draws known here, in the order drawn
   */
  public List<Draw> draws() {
    return draws;
  }

  /**
   * Returns the draws of {@link #draws()} that {@code seat} saw: its own and the face-up ones;
   * what a server may tell that seat about this trick's draws.
   *
   * @param seat a seat, from 0 (forehand)
   * @return the draws that seat saw, in the order drawn
   * @throws IndexOutOfBoundsException if the deal has no such seat
   */
  public List<Draw> drawsSeenBy(int seat) {
    java.util.Objects.checkIndex(seat, moves.size());
    List<Draw> seen = new ArrayList<>(draws.size());
    for (Draw d : draws) {
      if (d.seenBy(seat)) {
        seen.add(d);
      }
    }
    return Collections.unmodifiableList(seen);
  }

  /**
   * {@return how many cards were drawn from the stock after this trick: one per seat while the
   * stock lasts, 0 once it is empty} Every seat knows it, also where {@link #draws()} does not
   * list the cards.
   */
  public int drawCount() {
    return drawCount;
  }

  /**
   * Returns the seat that drew the {@code k}-th card after this trick: the winner first, then
   * the seats after him in playing order.
   *
   * @param k the draw, from 0, below {@link #drawCount()}
   * @return the seat that drew it
   * @throws IndexOutOfBoundsException if fewer than {@code k + 1} cards were drawn
   */
  public int drawer(int k) {
    java.util.Objects.checkIndex(k, drawCount);
    return Kernel.drawer(winner, k, moves.size());
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
        && ((Trick) o).moves.equals(moves)
        && ((Trick) o).drawCount == drawCount
        && ((Trick) o).draws.equals(draws);
  }

  @Override
  public int hashCode() {
    return (((number * 31 + leader) * 31 + winner) * 31 + moves.hashCode()) * 31
        + drawCount * 7 + draws.hashCode();
  }

  /**
   * {@return e.g. {@code "3: 0 leads KD 9S, won by 0"}} It names the cards played, which every
   * seat saw, and no card drawn.
   */
  @Override
  public String toString() {
    return number + ": " + leader + " leads " + Moves.notation(moves) + ", won by " + winner;
  }
}
