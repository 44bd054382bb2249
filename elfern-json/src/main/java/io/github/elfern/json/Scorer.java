package io.github.elfern.json;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import io.github.elfern.rules.TieRule;
import io.github.elfern.scoring.DealerAfterTie;
import io.github.elfern.scoring.NextDealer;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.scoring.ScoringSchedule;
import io.github.elfern.scoring.SittingOut;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Scores a deal as {@code Match.record} does, from the state of the match before it, so that a
 * scored deal or a match table read from JSON can be rebuilt and compared field by field. The
 * core's {@code Match} cannot be rebuilt from a table (its seed decides the dealers drawn by lot,
 * and the table never carries the seed), so its arithmetic is repeated here, through the
 * schedules' own public {@code award} and {@code isOver}; {@code JsonMatchSheetTest} checks it
 * against {@code Match} over random matches of every schedule.
 */
final class Scorer {
  private Scorer() {}

  /**
   * A deal scored, with what it leaves for the next deal.
   *
   * @param deal the deal as the match records it
   * @param multiplier the multiplier of the next deal
   */
  record Scored(ScoredDeal deal, int multiplier) {}

  /** Whether every player plays every deal (Fünfzehnern for three or four). */
  static boolean allPlay(Rules rules, int players) {
    return rules.players() == players && players != 2;
  }

  /** The kind of a deal with this result, as {@code Match.record} decides it. */
  static ScoredDeal.Kind kind(DealResult result, int players) {
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
   * Scores one deal.
   *
   * @param schedule the match's schedule
   * @param number the deal's number
   * @param seating the player in each seat
   * @param sittingOut the player sitting out, if any
   * @param result the deal's result
   * @param multiplier the multiplier in force
   * @param before each player's total before the deal
   * @param pot the pot before the deal
   * @return the deal scored
   */
  static Scored score(ScoringSchedule schedule, int number, List<Integer> seating,
      OptionalInt sittingOut, DealResult result, int multiplier, int[] before, int pot) {
    int n = before.length;
    int seats = seating.size();
    int[] seatTotals = new int[seats];
    for (int s = 0; s < seats; s++) {
      seatTotals[s] = before[seating.get(s)];
    }
    ScoredDeal.Kind kind = kind(result, n);
    int[] seatAward = new int[seats];
    int newPot = pot;
    int newMultiplier = multiplier;
    switch (kind) {
      case SETTLEMENT -> seatAward = schedule.award(result, 1, seatTotals);
      case STANDER -> {
        if (schedule.hasPot()) {
          for (int s = 0; s < seats; s++) {
            if (seatTotals[s] > 0) {
              seatAward[s] = -1;
              newPot++;
            }
          }
        } else {
          newMultiplier = 2;
        }
      }
      case WIN -> {
        seatAward = schedule.award(result, schedule.hasPot() ? 1 : multiplier, seatTotals);
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
      totals.add(before[p]);
    }
    for (int s = 0; s < seats; s++) {
      int p = seating.get(s);
      awards.set(p, seatAward[s]);
      totals.set(p, Math.addExact(before[p], seatAward[s]));
    }
    return new Scored(new ScoredDeal(number, seating, sittingOut, result, kind, multiplier,
        awards, totals, newPot), newMultiplier);
  }

  /** The player who sits out the first deal dealt by {@code dealer}, or -1. */
  static int firstSitter(Rules rules, int players, int dealer) {
    return !allPlay(rules, players) && players == 3 ? (dealer + 2) % 3 : -1;
  }

  /** The seating of a deal, as {@code Match.seating} gives it. */
  static List<Integer> seating(Rules rules, int players, int dealer, int sitter) {
    List<Integer> seats = new ArrayList<>();
    if (allPlay(rules, players)) {
      for (int s = 0; s < players; s++) {
        seats.add((dealer + 1 + s) % players);
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

  /** Who sits out the deal after {@code deal}, or -1. */
  static int nextSitter(Rules rules, Scoring scoring, int players, ScoredDeal deal, int sitter) {
    if (deal.kind() == ScoredDeal.Kind.REDEAL || allPlay(rules, players) || players != 3) {
      return sitter;
    }
    return deal.kind() == ScoredDeal.Kind.WIN && scoring.sittingOut() == SittingOut.LOSER
        ? deal.loser().getAsInt()
        : (sitter + 1) % 3;
  }

  /**
   * The players who may deal after {@code deal}: one, or two when the dealer after a deal without
   * a winner is drawn by lot.
   */
  static Set<Integer> nextDealers(Rules rules, Scoring scoring, int players, ScoredDeal deal,
      int newSitter) {
    int dealer = deal.dealer();
    if (deal.kind() == ScoredDeal.Kind.REDEAL) {
      return Set.of(dealer);
    }
    if (allPlay(rules, players)) {
      return Set.of((dealer + 1) % players);
    }
    Set<Integer> preferred = new LinkedHashSet<>();
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
    Set<Integer> out = new LinkedHashSet<>();
    for (int p : preferred) {
      out.add(p == newSitter ? nextPlaying(players, p, newSitter) : p);
    }
    return out;
  }

  private static int nextPlaying(int players, int player, int sitter) {
    int p = (player + 1) % players;
    while (p == sitter) {
      p = (p + 1) % players;
    }
    return p;
  }
}
