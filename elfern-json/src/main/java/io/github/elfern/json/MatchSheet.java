package io.github.elfern.json;

import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.MatchStep;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.scoring.ScoringSchedule;
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
   * The most deals a match table holds, so that its JSON stays within {@link
   * ElfernJson#MAX_DOCUMENT} and is read back by {@link ElfernJson#mapper()}.
   */
  public static final int MAX_DEALS = 1000;

  /**
   * Copies the lists and checks that they fit together: the players are named as {@code
   * Match.start} requires and fit the rules and scoring, and the deals, replayed with the
   * library's scoring from the start of the match, give every deal's number, seating, kind,
   * multiplier, awards, totals and pot, and the table's totals, pot, multiplier, dealer, {@code
   * over} and winner. Where the match drew a dealer by lot, either player the lot could give is
   * accepted.
   *
   * @param rules the rules of every deal
   * @param scoring the scoring schedule and its options
   * @param players the players' names, by player index
   * @param deals the deals scored so far, in order, from the first deal of the match
   * @param totals each player's total now, by player index
   * @param pot the counters in the pot now
   * @param multiplier the multiplier for the next deal: 1 or 2
   * @param dealer the player who deals next
   * @param over whether the match is over
   * @param winner the winner of the match, once there is one
   * @throws IllegalArgumentException if there are more than {@link #MAX_DEALS} deals or a field
   *     contradicts the rest; the message starts with the
   *     field's name, e.g. {@code deals[0].awards[1] is 5 but the match's scoring gives 2}
   */
  public MatchSheet {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(winner, "winner");
    players = List.copyOf(players);
    deals = List.copyOf(deals);
    totals = List.copyOf(totals);
    if (deals.size() > MAX_DEALS) {
      throw new IllegalArgumentException("deals has " + deals.size() + " entries, at most "
          + MAX_DEALS + " fit in a match table");
    }
    Replay r = replay(rules, scoring, players, deals);
    String source = "the deals give";
    if (!totals.equals(r.totals())) {
      for (int p = 0; p < Math.min(totals.size(), r.totals().size()); p++) {
        if (!totals.get(p).equals(r.totals().get(p))) {
          throw new IllegalArgumentException("totals[" + p + "] is " + totals.get(p) + " but "
              + source + " " + r.totals().get(p));
        }
      }
      throw new IllegalArgumentException("totals is " + totals + " but " + source + " "
          + r.totals());
    }
    if (pot != r.pot()) {
      throw new IllegalArgumentException("pot is " + pot + " but " + source + " " + r.pot());
    }
    if (multiplier != r.multiplier()) {
      throw new IllegalArgumentException("multiplier is " + multiplier + " but " + source + " "
          + r.multiplier());
    }
    if (!r.dealers().contains(dealer)) {
      throw new IllegalArgumentException("dealer is " + dealer + " but " + source + " "
          + (r.dealers().size() == 1 ? r.dealers().iterator().next()
              : "one of " + r.dealers()));
    }
    if (over != r.over()) {
      throw new IllegalArgumentException("over is " + over + " but " + source + " " + r.over());
    }
    if (!winner.equals(r.winner())) {
      throw new IllegalArgumentException("winner is "
          + (winner.isPresent() ? String.valueOf(winner.getAsInt()) : "missing") + " but "
          + source + " " + (r.winner().isPresent() ? String.valueOf(r.winner().getAsInt())
              : "none (" + (r.over() ? "the best total is shared" : "the match goes on") + ")"));
    }
  }

  /**
   * What the deals of a match give, replayed from its start.
   *
   * @param totals each player's total after the deals
   * @param pot the pot after the deals
   * @param multiplier the multiplier of the next deal
   * @param dealers the players who may deal next (two when the lot decides)
   * @param over whether the match is over
   * @param winner the winner, once the match is over and the best total is not shared
   */
  record Replay(List<Integer> totals, int pot, int multiplier, java.util.Set<Integer> dealers,
      boolean over, OptionalInt winner) {}

  /**
   * Replays the deals of a match from its start, as {@code Match.record} scored them.
   *
   * @throws IllegalArgumentException naming the first field that contradicts the rules, the
   *     scoring or the deals before it
   */
  static Replay replay(Rules rules, Scoring scoring, List<String> players,
      List<ScoredDeal> deals) {
    int n = players.size();
    for (int i = 0; i < n; i++) {
      String name = players.get(i);
      if (name.isBlank()) {
        throw new IllegalArgumentException("players[" + i + "] is blank; every player needs a"
            + " name (Match.start)");
      }
      int first = players.indexOf(name);
      if (first != i) {
        throw new IllegalArgumentException("players[" + i + "] is \"" + name
            + "\" as players[" + first + "] is; the names must differ (Match.start)");
      }
    }
    try {
      Match.start(rules, scoring, players, 0L);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("scoring \"" + scoring.notation() + "\" with " + n
          + " players does not fit rules \"" + rules.notation() + "\": " + e.getMessage());
    }
    ScoringSchedule schedule = scoring.schedule();
    int[] totals = new int[n];
    java.util.Arrays.fill(totals, schedule.startingTotal());
    int[] won = new int[n];
    int pot = 0;
    int multiplier = 1;
    int played = 0;
    boolean over = false;
    java.util.Set<Integer> dealers = new java.util.LinkedHashSet<>();
    for (int p = 0; p < n; p++) {
      dealers.add(p); // the first dealer is drawn by lot among all
    }
    int sitter = -2; // not known before the first deal's dealer is
    for (int i = 0; i < deals.size(); i++) {
      ScoredDeal given = deals.get(i);
      String at = "deals[" + i + "]";
      if (over) {
        throw new IllegalArgumentException(at + " follows the end of the match after deal " + i);
      }
      if (given.number() != i + 1) {
        throw new IllegalArgumentException(at + ".number is " + given.number()
            + " but the deals give " + (i + 1) + " (deals are numbered from 1, redeals"
            + " included)");
      }
      if (!given.result().rules().equals(rules)) {
        throw new IllegalArgumentException(at + ".result.rules is \""
            + given.result().rules().notation() + "\" but the match plays \"" + rules.notation()
            + "\"");
      }
      if (given.totals().size() != n) {
        throw new IllegalArgumentException(at + ".totals has " + given.totals().size()
            + " entries, one per player (" + n + ")");
      }
      int dealer = given.dealer();
      if (!dealers.contains(dealer)) {
        throw new IllegalArgumentException(at + ".seating is " + given.seating()
            + ": its dealer (the last seat) is player " + dealer + " but the deals give "
            + (dealers.size() == 1 ? "player " + dealers.iterator().next()
                : "one of players " + dealers));
      }
      if (sitter == -2) {
        sitter = MatchStep.firstSitter(rules, n, dealer);
      }
      List<Integer> seating = MatchStep.seating(rules, n, dealer, sitter);
      if (!seating.equals(given.seating())) {
        throw new IllegalArgumentException(at + ".seating is " + given.seating()
            + " but the deals give " + seating);
      }
      MatchStep.Scored scored = MatchStep.score(schedule, i + 1, seating,
          sitter < 0 ? OptionalInt.empty() : OptionalInt.of(sitter), given.result(), multiplier,
          totals, pot);
      ScoredDeal d = scored.deal();
      String diff = Wire.difference(Wire.scoredDeal(given, false), Wire.scoredDeal(d, false), at,
          "the match's scoring gives");
      if (diff != null) {
        throw new IllegalArgumentException(diff);
      }
      for (int p = 0; p < n; p++) {
        totals[p] = d.totals().get(p);
        won[p] = Math.addExact(won[p], Math.max(0, d.awards().get(p)));
      }
      pot = d.pot();
      multiplier = scored.nextMultiplier();
      if (d.kind() != ScoredDeal.Kind.REDEAL) {
        played++;
      }
      int nextSitter = MatchStep.nextSitter(rules, scoring, n, d, sitter);
      dealers = new java.util.LinkedHashSet<>(
          MatchStep.nextDealers(rules, scoring, n, d, nextSitter));
      sitter = nextSitter;
      over = schedule.isOver(totals.clone(), won.clone(), pot, played);
    }
    OptionalInt winner = OptionalInt.empty();
    if (over) {
      int best = 0;
      boolean shared = false;
      for (int p = 1; p < n; p++) {
        if (totals[p] > totals[best]) {
          best = p;
          shared = false;
        } else if (totals[p] == totals[best]) {
          shared = true;
        }
      }
      winner = shared ? OptionalInt.empty() : OptionalInt.of(best);
    }
    List<Integer> list = new java.util.ArrayList<>();
    for (int t : totals) {
      list.add(t);
    }
    return new Replay(List.copyOf(list), pot, multiplier, java.util.Set.copyOf(dealers), over,
        winner);
  }

  /**
   * {@return the score sheet of a match, without its seed}
   *
   * @param match the match, with its whole history
   * @throws IllegalArgumentException if the match has dropped deals from its history ({@link
   *     Match#withoutHistory()}): a table replays every deal from the start of the match
   */
  public static MatchSheet of(Match match) {
    if (match.history().size() != match.recorded()) {
      throw new IllegalArgumentException("the match has dropped "
          + (match.recorded() - match.history().size()) + " of its " + match.recorded()
          + " deals from its history (Match.withoutHistory()); a match table holds every deal");
    }
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
