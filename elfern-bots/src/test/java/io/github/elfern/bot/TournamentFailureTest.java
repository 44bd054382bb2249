package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * A {@link Tournament} whose in-process contestant fails (throws, chooses no move or an illegal
 * one) stops with an exception that names the contestant, the deal and the seat (audit 6).
 */
class TournamentFailureTest {

  private static final Rules ELFERN = Rules.preset("elfern");

  /**
   * A contestant that plays random moves until the first move of its deal number {@code failAt}
   * (counting the deals it has begun from 0), where it answers as {@code failure} says.
   */
  private static Contestant failingAt(String name, int failAt,
      BiFunction<GameState, RandomGenerator, Move> failure) {
    return new Contestant() {
      int dealsBegun = 0;

      @Override
      public String name() {
        return name;
      }

      @Override
      public Move choose(GameState state, RandomGenerator random) {
        if (state.moves().size() < state.players() && dealsBegun++ == failAt) {
          return failure.apply(state, random);
        }
        return state.legalMoves().get(random.nextInt(state.legalMoves().size()));
      }
    };
  }

  @Test
  void aContestantThatThrows_stopsTheTournament_namingItTheDealAndTheSeat() {
    // Audit finding 6: the RuntimeException came out bare, naming no contestant.
    RuntimeException boom = new RuntimeException("boom");
    Contestant thrower = failingAt("thrower", 3, (s, r) -> {
      throw boom;
    });
    // deal 3 is odd: A takes the odd seat, seat 1
    assertThatThrownBy(() -> new Tournament(ELFERN, thrower, Contestant.parse("random"))
        .play(5, 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("contestant 'thrower' failed in deal 3, seat 1:"
            + " java.lang.RuntimeException: boom")
        .hasCause(boom);
    // as B in deal 0, it sits in seat 1 too
    Contestant first = failingAt("first", 0, (s, r) -> {
      throw new IllegalArgumentException("not my turn");
    });
    assertThatThrownBy(() -> new Tournament(ELFERN, Contestant.parse("random"), first)
        .play(1, 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("contestant 'first' failed in deal 0, seat 1:"
            + " java.lang.IllegalArgumentException: not my turn");
  }

  @Test
  void aContestantThatChoosesNoMove_isRefusedByName() {
    // Audit finding 6: NullPointerException: Cannot invoke "...Move.card()" because "move" is null.
    Contestant nuller = failingAt("nuller", 2, (s, r) -> null);
    assertThatThrownBy(() -> new Tournament(ELFERN, nuller, Contestant.parse("random"))
        .play(2, 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("contestant 'nuller' failed in deal 2, seat 0: it chose no move (null)");
  }

  @Test
  void aContestantThatChoosesAnIllegalMove_isRefusedByName_withoutThePosition() {
    // Audit finding 6: the raw IllegalPlayException, whose message shows every hand.
    Contestant cheat = failingAt("cheat", 1,
        (s, r) -> Move.of(s.hand(1 - s.toMove()).first()));
    Throwable t = catchThrowable(() ->
        new Tournament(ELFERN, Contestant.parse("random"), cheat).play(1, 1));
    assertThat(t).isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("contestant 'cheat' failed in deal 1, seat 0:"
            + " it chose an illegal move: does not hold ")
        .hasCauseInstanceOf(IllegalPlayException.class);
    IllegalPlayException cause = (IllegalPlayException) t.getCause();
    assertThat(t.getMessage()).endsWith(cause.reason()).doesNotContain(cause.position());
  }
}
