package io.github.elfern.game;

import io.github.elfern.card.internal.Messages;
import java.util.List;
import java.util.Objects;

/**
 * A deal together with who played it: the state the deal has reached (finished or not) and the
 * players' names by seat, forehand first and the dealer last.
 *
 * <p>This is what a record of the deal needs besides the cards ({@code GameRecord.of(PlayedDeal,
 * Map)} in {@code elfern-notation} writes its {@code Players} tag from it), so that no program
 * joins the names itself, and none takes them from a seating that has moved on. A deal of a
 * {@link io.github.elfern.scoring.Match} gets its value from {@link
 * io.github.elfern.scoring.Match#playedDeal(GameState)} before the match records it; a program
 * that seats its players itself (a tournament with the bots in swapped seats) makes one with
 * the names in the seats they played.
 *
 * <pre>{@code
 * PlayedDeal played = match.playedDeal(finished);   // the seats of this deal
 * match = match.record(finished);                   // the match moves on to the next seating
 * GameRecord record = GameRecord.of(played, Map.of("Event", "club night"));
 * }</pre>
 *
 * @param state the deal as far as it was played
 * @param playersBySeat the players' names by seat, forehand first: one per seat of the deal,
 *     each not blank and printable on one line as it reads (no control or invisible character,
 *     no half of a surrogate pair); names may repeat (a bot against itself)
 */
public record PlayedDeal(GameState state, List<String> playersBySeat) {

  /**
   * Checks the names against the deal.
   *
   * @param state the deal as far as it was played
   * @param playersBySeat the players' names by seat, forehand first
   * @throws NullPointerException if an argument or a name is null
   * @throws IllegalArgumentException if there are not as many names as seats, or a name is blank
   *     or has a control or invisible character or half a surrogate pair; the message names the
   *     seat and quotes the name (escaped)
   */
  public PlayedDeal {
    Objects.requireNonNull(state, "state");
    playersBySeat = List.copyOf(Objects.requireNonNull(playersBySeat, "playersBySeat"));
    if (playersBySeat.size() != state.players()) {
      throw new IllegalArgumentException("a deal of " + state.rules().notation() + " has "
          + state.players() + " seats, but " + playersBySeat.size() + " players are named");
    }
    for (int seat = 0; seat < playersBySeat.size(); seat++) {
      String name = playersBySeat.get(seat);
      String problem = Messages.nameProblem(name);
      if (problem != null) {
        throw new IllegalArgumentException("the name of the player in " + state.seatName(seat)
            + " '" + Messages.clip(name) + "' " + problem);
      }
    }
  }

  /**
   * {@return the name of the player in {@code seat}}
   *
   * @param seat a seat, from 0 (forehand)
   * @throws IndexOutOfBoundsException if the deal has no such seat
   */
  public String playerAt(int seat) {
    return playersBySeat.get(seat);
  }

  /**
   * {@return the players by seat and where the deal stands, e.g. {@code "Anna; Ben: 18-2"} or
   * {@code "Anna; Ben: trick 3, seat 1 (dealer) to play, 14 cards still to play"}} It names no
   * card.
   */
  @Override
  public String toString() {
    return String.join("; ", playersBySeat) + ": "
        + (state.isOver() ? state.result().notation() : state.progress());
  }
}
