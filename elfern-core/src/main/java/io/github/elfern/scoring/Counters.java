package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.Objects;
import java.util.List;

/**
 * Counters, as Braillespiel plays them (Braillespiel; id {@code counters}): each player starts with
 * {@code start} counters ("Zählsteine"), the loser pays the winner 1, 2 or 3 of them.
 *
 * <p>On a Ständer each of the two players puts one counter in the pot, and the winner of the next
 * deal with a winner takes the whole pot; the pot replaces the doubling of other schedules, so a
 * run of Ständer keeps feeding it. The loser pays at most what he has, and a player without
 * counters puts none in the pot (rules matrix). A player's total is what he holds; the totals and
 * the pot always add up to {@code start} times the players. The match ends when, after a deal, a
 * player has no counters and the pot is empty (a player who is out of counters but may still win
 * the pot plays on). The winner is the player holding the most counters; the settlement is what
 * each holds minus {@code start} (counters still in the pot of an unfinished match are left out).
 *
 * <p>With three players a tie changes nothing (Braillespiel): no pot, no doubling.
 *
 * @param start the counters each player starts with, 10 (the default) to 1,000,000
 */
public record Counters(int start) implements ScoringSchedule {

  /** The schedule's id, {@value}. */
  public static final String ID = "counters";

  /** The default number of counters each player starts with, {@value}. */
  public static final int DEFAULT_START = 10;

  /**
   * Validates the parameter.
   *
   * @param start the counters each player starts with
   * @throws IllegalArgumentException if {@code start} is not from 1 to 1,000,000
   */
  public Counters {
    Awards.checkCount(ID, "start", start);
  }

  /**
   * Returns the counters that the loser owes for a win at this level: 1, 2 or 3, and 0 for a tie
   * or settlement.
   *
   * @param outcome the outcome of a deal
   * @return the counters owed
   */
  public int counters(Outcome outcome) {
    return outcome.multiple();
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String parameters() {
    return start == DEFAULT_START ? "" : "start=" + start;
  }

  @Override
  public void checkGame(Rules rules) {
    Awards.checkHasWinner(ID, rules);
  }

  /** {@return {@link #start()}} */
  @Override
  public int startingTotal() {
    return start;
  }

  /** {@return true: counters only change hands (or go to the pot and come back)} */
  @Override
  public boolean isZeroSum() {
    return true;
  }

  /** {@return true: a Ständer feeds the pot instead of doubling} */
  @Override
  public boolean hasPot() {
    return true;
  }

  /**
   * Returns the counters that change hands, forehand first: the loser pays what he owes, at most
   * what he holds; the pot is not included ({@link Match} hands it to the winner).
   */
  @Override
  public List<Integer> award(DealResult result, int multiplier, List<Integer> seatTotals) {
    Awards.checkArguments(result, multiplier, seatTotals);
    if (result.winner().isEmpty()) {
      return Awards.list(new int[result.players()]);
    }
    int owed = counters(result.outcome()) * multiplier;
    int paid = Math.min(owed, Math.max(0, seatTotals.get(result.loser().getAsInt())));
    return Awards.list(Awards.toWinner(result, paid, true));
  }

  @Override
  public boolean isOver(List<Integer> totals, int pot, int deals) {
    if (pot > 0) {
      return false;
    }
    for (int t : totals) {
      if (t <= 0) {
        return true;
      }
    }
    return false;
  }

  /** {@return what each holds minus {@link #start()}} */
  @Override
  public List<Integer> settlement(List<Integer> totals) {
    Objects.requireNonNull(totals, "totals");
    int[] s = new int[totals.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = totals.get(i) - start;
    }
    return Awards.list(s);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
