package io.github.elfern.json;

import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A match's score sheet as it is sent to the players and spectators: the rules, the scoring, the
 * players, every deal scored so far and the state of the match, but not the match's seed, which
 * would let a client compute the coming deals.
 *
 * <pre>{@code
 * MatchSheet table = MatchSheet.of(match);
 * String json = ElfernJson.mapper().writeValueAsString(table);
 * }</pre>
 *
 * @param rules the rules of every deal
 * @param scoring the scoring schedule and its options
 * @param players the players' names, by player index
 * @param deals the deals scored so far, in order
 * @param totals each player's total now, by player index
 * @param pot the counters in the pot now
 * @param multiplier the multiplier for the next deal: 1, or 2 after a Ständer
 * @param dealer the player who deals next
 * @param over whether the match is over
 * @param winner the winner of the match, once there is one
 */
public record MatchSheet(Rules rules, Scoring scoring, List<String> players,
    List<ScoredDeal> deals, List<Integer> totals, int pot, int multiplier, int dealer,
    boolean over, OptionalInt winner) {

  /**
   * Copies the lists and checks that they fit together.
   *
   * @param rules the rules of every deal
   * @param scoring the scoring schedule and its options
   * @param players the players' names, by player index
   * @param deals the deals scored so far, in order
   * @param totals each player's total now, by player index
   * @param pot the counters in the pot now
   * @param multiplier the multiplier for the next deal: 1 or 2
   * @param dealer the player who deals next
   * @param over whether the match is over
   * @param winner the winner of the match, once there is one
   * @throws IllegalArgumentException if the totals are not one per player, the dealer or winner
   *     is not a player, the multiplier is not 1 or 2, the pot is negative or a deal's totals are
   *     not one per player
   */
  public MatchSheet {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(winner, "winner");
    players = List.copyOf(players);
    deals = List.copyOf(deals);
    totals = List.copyOf(totals);
    int n = players.size();
    if (totals.size() != n) {
      throw new IllegalArgumentException(
          "match table has " + n + " players but " + totals.size() + " totals");
    }
    if (dealer < 0 || dealer >= n) {
      throw new IllegalArgumentException("dealer " + dealer + " is not a player (0 to "
          + (n - 1) + ")");
    }
    if (winner.isPresent() && (winner.getAsInt() < 0 || winner.getAsInt() >= n)) {
      throw new IllegalArgumentException("winner " + winner.getAsInt() + " is not a player (0 to "
          + (n - 1) + ")");
    }
    if ((multiplier != 1 && multiplier != 2) || pot < 0) {
      throw new IllegalArgumentException("bad multiplier " + multiplier + " or pot " + pot);
    }
    for (ScoredDeal d : deals) {
      if (d.totals().size() != n) {
        throw new IllegalArgumentException("deal " + d.number() + " has " + d.totals().size()
            + " totals for " + n + " players");
      }
    }
  }

  /**
   * {@return the score sheet of a match, without its seed}
   *
   * @param match the match
   */
  public static MatchSheet of(Match match) {
    int[] totals = match.totals();
    Integer[] boxed = new Integer[totals.length];
    for (int i = 0; i < totals.length; i++) {
      boxed[i] = totals[i];
    }
    return new MatchSheet(match.rules(), match.scoring(), match.players(), match.history(),
        List.of(boxed), match.pot(), match.multiplier(), match.dealer(), match.isOver(),
        match.winner());
  }
}
