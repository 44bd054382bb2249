package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Outcome;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.rules.Rules;
import io.github.elfern.rules.TieRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The steps by which a {@link Match} scores a deal and passes the deal on: the deal's kind and
 * awards, the seating, who sits out and who may deal next. {@link Match#record} takes them, and
 * they are public so that a score sheet received from elsewhere (a match table in JSON, say) can
 * be checked deal by deal without the match's seed, which decides only the dealer drawn by lot.
 */
public final class MatchStep {

  private MatchStep() {}

  /**
   * A deal scored, with the multiplier it leaves for the next deal.
   *
   * @param deal the deal as the match records it
   * @param nextMultiplier the multiplier of the next deal's award: 2 after a Ständer that doubles,
   *     else 1 after a win, else unchanged
   */
  public record Scored(ScoredDeal deal, int nextMultiplier) {

    /**
     * Checks the parts.
     *
     * @param deal the deal as the match records it
     * @param nextMultiplier the multiplier of the next deal's award
     * @throws NullPointerException if the deal is null
     */
    public Scored {
      Objects.requireNonNull(deal, "deal");
    }
  }

  /** Whether every player plays every deal (Fünfzehnern for three or four). */
  static boolean allPlay(Rules rules, int players) {
    return rules.players() == players && players != 2;
  }

  /**
   * Returns the kind of a deal with this result in a match of {@code players} players: a
   * settlement, a win, or by the rules' tie rule a redeal, a Ständer (two players) or a tie that
   * carries nothing.
   *
   * @param result the deal's result
   * @param players the match's number of players
   * @return the kind
   */
  public static ScoredDeal.Kind kind(DealResult result, int players) {
    Objects.requireNonNull(result, "result");
    Outcome outcome = result.outcome();
    if (outcome == Outcome.SETTLEMENT) {
      return ScoredDeal.Kind.SETTLEMENT;
    }
    if (outcome != Outcome.TIE) {
      return ScoredDeal.Kind.WIN;
    }
    TieRule tie = result.rules().tieRule();
    if (tie == TieRule.REDEAL) {
      return ScoredDeal.Kind.REDEAL;
    }
    return tie == TieRule.STANDER && players == 2 ? ScoredDeal.Kind.STANDER : ScoredDeal.Kind.TIE;
  }

  /**
   * Scores one deal: its kind, each player's award under the schedule (the pot to the winner,
   * a counter into the pot from each player who has one at a Ständer under counters) and the
   * totals after it.
   *
   * @param schedule the match's schedule
   * @param number the deal's number, from 1
   * @param seating the player in each seat of the deal, forehand first
   * @param sittingOut the player sitting the deal out, if any
   * @param result the deal's result, in seats
   * @param multiplier the multiplier in force
   * @param before each player's total before the deal
   * @param pot the counters in the pot before the deal
   * @return the deal scored and the next deal's multiplier
   * @throws ArithmeticException if a total overflows
   */
  public static Scored score(ScoringSchedule schedule, int number, List<Integer> seating,
      OptionalInt sittingOut, DealResult result, int multiplier, List<Integer> before, int pot) {
    Objects.requireNonNull(schedule, "schedule");
    Objects.requireNonNull(seating, "seating");
    Objects.requireNonNull(sittingOut, "sittingOut");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(before, "before");
    int n = before.size();
    int seats = seating.size();
    List<Integer> seatTotals = new ArrayList<>(seats);
    for (int s = 0; s < seats; s++) {
      seatTotals.add(before.get(seating.get(s)));
    }
    ScoredDeal.Kind kind = kind(result, n);
    int[] seatAward = new int[seats];
    int newPot = pot;
    int newMultiplier = multiplier;
    switch (kind) {
      case SETTLEMENT -> seatAward = Awards.array(schedule.award(result, 1, seatTotals));
      case STANDER -> {
        if (schedule.hasPot()) {
          for (int s = 0; s < seats; s++) {
            if (seatTotals.get(s) > 0) {
              seatAward[s] = -1;
              newPot++;
            }
          }
        } else {
          newMultiplier = 2;
        }
      }
      case WIN -> {
        seatAward = Awards.array(
            schedule.award(result, schedule.hasPot() ? 1 : multiplier, seatTotals));
        seatAward[result.winner().getAsInt()] += pot;
        newPot = 0;
        newMultiplier = 1;
      }
      default -> { } // a tie that carries nothing, a redeal
    }
    List<Integer> awards = new ArrayList<>();
    List<Integer> totals = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      awards.add(0);
      totals.add(before.get(p));
    }
    for (int s = 0; s < seats; s++) {
      int p = seating.get(s);
      awards.set(p, seatAward[s]);
      totals.set(p, Math.addExact(before.get(p), seatAward[s]));
    }
    return new Scored(new ScoredDeal(number, seating, sittingOut, result, kind, multiplier,
        awards, totals, newPot), newMultiplier);
  }

  /**
   * Returns the player who sits out the first deal dealt by {@code dealer}: in a two-hand game
   * of three players the one after the forehand, else nobody.
   *
   * @param rules the rules of every deal
   * @param players the match's number of players
   * @param dealer the first dealer
   * @return the player, or -1 for nobody
   */
  public static int firstSitter(Rules rules, int players, int dealer) {
    Objects.requireNonNull(rules, "rules");
    return !allPlay(rules, players) && players == 3 ? (dealer + 2) % 3 : -1;
  }

  /**
   * Returns the seating of a deal: with every player playing, clockwise from the dealer's left;
   * else the players who neither deal nor sit out, in order, and the dealer last.
   *
   * @param rules the rules of every deal
   * @param players the match's number of players
   * @param dealer the deal's dealer
   * @param sitter the player sitting out, or -1
   * @return the player in each seat, forehand first
   */
  public static List<Integer> seating(Rules rules, int players, int dealer, int sitter) {
    Objects.requireNonNull(rules, "rules");
    List<Integer> seats = new ArrayList<>();
    if (allPlay(rules, players)) {
      for (int s = 0; s < players; s++) {
        seats.add(Kernel.seatAfter(dealer, 1 + s, players));
      }
    } else {
      for (int p = 0; p < players; p++) {
        if (p != dealer && p != sitter) {
          seats.add(p);
        }
      }
      seats.add(dealer);
    }
    return List.copyOf(seats);
  }

  /**
   * Returns who sits out the deal after {@code deal}: with three players in a two-hand game the
   * loser of a win under {@link SitOutRule#LOSER}, else the next in turn; nobody changes after a
   * redeal.
   *
   * @param rules the rules of every deal
   * @param scoring the match's scoring
   * @param players the match's number of players
   * @param deal the deal just scored
   * @param sitter who sat it out, or -1
   * @return the player, or -1 for nobody
   */
  public static int nextSitter(Rules rules, Scoring scoring, int players, ScoredDeal deal,
      int sitter) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(deal, "deal");
    if (deal.kind() == ScoredDeal.Kind.REDEAL || allPlay(rules, players) || players != 3) {
      return sitter;
    }
    return deal.kind() == ScoredDeal.Kind.WIN && scoring.sitOutRule() == SitOutRule.LOSER
        ? deal.loser().getAsInt()
        : (sitter + 1) % 3;
  }

  /**
   * Returns the players who may deal after {@code deal}: one, or two (in the order of the lot's
   * draw, 0 then 1) when the dealer after a deal without a winner is drawn by lot.
   *
   * @param rules the rules of every deal
   * @param scoring the match's scoring
   * @param players the match's number of players
   * @param deal the deal just scored
   * @param newSitter who sits out the next deal ({@link #nextSitter}), or -1
   * @return one player, or the two the lot chooses between
   */
  public static List<Integer> nextDealers(Rules rules, Scoring scoring, int players,
      ScoredDeal deal, int newSitter) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(deal, "deal");
    int dealer = deal.dealer();
    if (deal.kind() == ScoredDeal.Kind.REDEAL) {
      return List.of(dealer);
    }
    if (allPlay(rules, players)) {
      return List.of(Kernel.seatAfter(dealer, 1, players));
    }
    List<Integer> preferred = new ArrayList<>();
    OptionalInt winner = deal.kind() == ScoredDeal.Kind.WIN ? deal.winner() : OptionalInt.empty();
    if (scoring.nextDealer() == NextDealer.ALTERNATE) {
      preferred.add(nextPlaying(players, dealer, newSitter));
    } else if (winner.isPresent()) {
      preferred.add(scoring.nextDealer() == NextDealer.WINNER ? winner.getAsInt()
          : deal.loser().getAsInt());
    } else if (scoring.dealerAfterTie() == DealerAfterTie.SAME) {
      preferred.add(dealer);
    } else {
      int first = nextPlaying(players, players - 1, newSitter);
      preferred.add(first);
      preferred.add(nextPlaying(players, first, newSitter));
    }
    List<Integer> out = new ArrayList<>();
    for (int p : preferred) {
      out.add(p == newSitter ? nextPlaying(players, p, newSitter) : p);
    }
    return List.copyOf(out);
  }

  /**
   * Checks a scored deal that arrives without its match (a deal sent on its own, say): some
   * schedule that fits the rules, with its default parameters, must give exactly its awards,
   * totals, multiplier and pot from the totals before it (its totals minus its awards). Which
   * schedule, and the totals before, only the whole match tells: {@link MatchTable} checks a deal
   * exactly.
   *
   * @param deal the deal, whose fields fit together (its constructor checks that)
   * @param name what the messages call the deal, e.g. {@code "deal"}
   * @throws IllegalArgumentException if no schedule gives the deal; the message names, for each
   *     schedule that fits the rules, the first field it gives otherwise, e.g. {@code deal: no
   *     scoring schedule gives these awards, totals, multiplier and pot: under tendler,
   *     deal.awards[0] is 999 but the scoring gives -2; ...}
   */
  public static void checkAlone(ScoredDeal deal, String name) {
    Objects.requireNonNull(deal, "deal");
    Objects.requireNonNull(name, "name");
    Rules rules = deal.result().rules();
    int n = deal.totals().size();
    List<String> misfits = new ArrayList<>();
    for (String id : Scoring.IDS) {
      ScoringSchedule schedule = Scoring.parse(id).schedule();
      try {
        schedule.checkGame(rules);
      } catch (IllegalArgumentException e) {
        continue;
      }
      String misfit = misfit(deal, schedule, rules, n, name);
      if (misfit == null) {
        return;
      }
      misfits.add("under " + schedule.id() + ", " + misfit);
    }
    throw new IllegalArgumentException(name + ": no scoring schedule gives these awards, totals,"
        + " multiplier and pot: " + String.join("; ", misfits));
  }

  /** Why {@code schedule} does not give this deal, or {@code null} if it does. */
  private static String misfit(ScoredDeal d, ScoringSchedule schedule, Rules rules, int n,
      String path) {
    int[] before = new int[n];
    long sum = d.pot();
    for (int p = 0; p < n; p++) {
      before[p] = d.totals().get(p) - d.awards().get(p);
      sum += d.totals().get(p);
    }
    boolean stander = rules.tieRule() == TieRule.STANDER && n == 2;
    if (d.multiplier() == 2 && (schedule.hasPot() || !stander)) {
      return path + ".multiplier is 2, but no Ständer doubles a deal here";
    }
    if (schedule.hasPot() || !schedule.isZeroSum()) {
      for (int p = 0; p < n; p++) {
        if (d.totals().get(p) < 0 || before[p] < 0) {
          return path + ".totals[" + p + "] is " + d.totals().get(p) + " after an award of "
              + d.awards().get(p) + ", but no total is ever below 0";
        }
      }
    }
    if (schedule.hasPot() && (sum <= 0 || sum % n != 0)) {
      return path + ".totals " + d.totals() + " and pot " + d.pot()
          + " are not the counters of " + n + " players who started with as many each";
    }
    if (!schedule.hasPot() && schedule.isZeroSum() && sum != 0) {
      return path + ".totals " + d.totals() + " add up to " + sum + ", not 0";
    }
    int potBefore = 0;
    if (schedule.hasPot()) {
      List<Integer> seatBefore = new ArrayList<>();
      for (int p : d.seating()) {
        seatBefore.add(before[p]);
      }
      potBefore = switch (d.kind()) {
        case WIN -> d.awards().get(d.winner().getAsInt())
            - schedule.award(d.result(), 1, seatBefore).get(d.result().winner().getAsInt());
        case STANDER -> d.pot() - (int) seatBefore.stream().filter(t -> t > 0).count();
        default -> d.pot();
      };
      if (potBefore < 0) {
        return path + ".pot is " + d.pot() + ", less than the deal put in";
      }
    }
    Scored rebuilt = score(schedule, d.number(), d.seating(), d.sittingOut(), d.result(),
        d.multiplier(), Awards.list(before), potBefore);
    return DealDifference.of(d, rebuilt.deal(), path, "the scoring gives");
  }

  /** The next player after {@code player} in seat order who is not {@code sitter}. */
  static int nextPlaying(int players, int player, int sitter) {
    int p = Kernel.seatAfter(player, 1, players);
    while (p == sitter) {
      p = Kernel.seatAfter(p, 1, players);
    }
    return p;
  }
}
