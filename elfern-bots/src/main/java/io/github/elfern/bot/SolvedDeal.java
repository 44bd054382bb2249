package io.github.elfern.bot;

import io.github.elfern.card.Deck;
import io.github.elfern.card.SeatKey;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One whole deal of a run valued with best play on both sides and every card known: what a study
 * of perfect-play values records per deal, so that {@code elfern solve --random --out} and the
 * studies of the {@code elfern-spark} module give the same rows.
 *
 * <p>Deal {@code d} of the run with seed {@code s} is dealt from the deck whose seed is {@link
 * Tournament#deckSeed Tournament.deckSeed(Decks.FRESH, s, d)}, that is {@link
 * SeatKey#deckSeed SeatKey.fromSeed(s).deckSeed(d)}: a public function of the run's seed and the
 * deal's number, so that a deal's row is the same whichever machine, thread or task computes it
 * and in whatever order.
 *
 * <pre>{@code
 * Rules rules = Rules.preset("elfern-trumps");
 * Solver solver = new Solver();
 * SolvedDeal first = SolvedDeal.solve(rules, 1, 0, solver);
 * first.forehandPoints();   // forehand's points with best play on both sides
 * first.outcome();          // SIMPLE, SCHNEIDER, SCHWARZ or TIE
 * }</pre>
 *
 * @param deal the deal's number in the run, from 0
 * @param deckSeed the seed of the deal's deck ({@link GameState#deal(Rules, long)}), an unsigned
 *     64-bit integer in a {@code long}
 * @param deck the deck, top card first
 * @param forehandPoints the points forehand secures with best play on both sides
 * @param dealerPoints the points the dealer secures: the rest of the deck's points
 * @param outcome what these points make of the deal ({@link #outcomeOf}): a win's level or a
 *     tie
 */
public record SolvedDeal(long deal, long deckSeed, Deck deck, int forehandPoints,
    int dealerPoints, Outcome outcome) {

  /**
   * Checks the components.
   *
   * @param deal the deal's number in the run, from 0
   * @param deckSeed the seed of the deal's deck
   * @param deck the deck, top card first
   * @param forehandPoints forehand's points with best play
   * @param dealerPoints the dealer's points with best play
   * @param outcome what these points make of the deal
   * @throws IllegalArgumentException if the deal number or the points are negative, or the
   *     outcome is a settlement (a two-player deal has none)
   * @throws NullPointerException if the deck or the outcome is null
   */
  public SolvedDeal {
    SeatKey.checkDeal(deal);
    Objects.requireNonNull(deck, "deck");
    Objects.requireNonNull(outcome, "outcome");
    if (forehandPoints < 0 || dealerPoints < 0) {
      throw new IllegalArgumentException("points cannot be negative, got " + forehandPoints
          + " and " + dealerPoints);
    }
    if (outcome == Outcome.SETTLEMENT) {
      throw new IllegalArgumentException("a two-player deal is never settled");
    }
  }

  /**
   * Deals deal {@code deal} of the run with seed {@code seed} and values it from the first lead
   * with {@code solver} ({@link Solver#value}). The solver's tables are used as they are (values
   * never depend on them): call {@link Solver#clear()} first to time the deal as a new solver
   * would.
   *
   * @param rules two-player rules ({@link Solver#handles})
   * @param seed the run's seed, read as an unsigned 64-bit integer
   * @param deal the deal's number in the run, from 0
   * @param solver the solver to use; not shared with another thread while this runs
   * @return the deal and its value
   * @throws IllegalArgumentException if the rules are not of two players or {@code deal} is
   *     negative
   */
  public static SolvedDeal solve(Rules rules, long seed, long deal, Solver solver) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(solver, "solver");
    if (!Solver.handles(rules)) {
      throw new IllegalArgumentException("the solver plays two-player deals, not "
          + rules.notation());
    }
    long deckSeed = Tournament.deckSeed(Tournament.Decks.FRESH, seed, deal);
    Deck deck = Deck.shuffled(rules.deck(), deckSeed);
    int difference = solver.value(GameState.deal(rules, deck));
    int forehand = (rules.totalPoints() + difference) / 2;
    int dealer = rules.totalPoints() - forehand;
    return new SolvedDeal(deal, deckSeed, deck, forehand, dealer, outcomeOf(rules, forehand));
  }

  /**
   * Returns what a two-player deal's points make of it: a tie, or the level of the win ({@link
   * DealResult#outcome()}). A win is schwarz under rules where schwarz is decided by points (the
   * winner took every point); under rules where it is decided by tricks ({@link
   * Rules#schwarzByTricks()}, e.g. {@code bohemian-points}), a loser left with no points is
   * counted as schneider, since points do not tell whether the loser took a trick (the solver
   * maximises points, not tricks).
   *
   * @param rules two-player rules
   * @param forehandPoints forehand's points, 0 to the deck's {@link Rules#totalPoints()}
   * @return the outcome; never {@link Outcome#SETTLEMENT}
   * @throws IllegalArgumentException if the rules are not of two players or the points are out
   *     of range
   */
  public static Outcome outcomeOf(Rules rules, int forehandPoints) {
    Objects.requireNonNull(rules, "rules");
    int total = rules.totalPoints();
    if (rules.players() != 2) {
      throw new IllegalArgumentException("outcomeOf values two-player deals, not "
          + rules.notation());
    }
    if (forehandPoints < 0 || forehandPoints > total) {
      throw new IllegalArgumentException("forehand's points must be 0 to " + total + " in "
          + rules.notation() + ", got " + forehandPoints);
    }
    List<Integer> points = List.of(forehandPoints, total - forehandPoints);
    // Points do not say who took how many tricks: any split of the tricks that holds the points,
    // the one nearest to even, so that a seat with no points still has a trick where one can.
    int all = rules.deck().size() / 2;
    for (int d = 0; d <= all; d++) {
      for (int t0 : new int[] {all / 2 - d, all / 2 + d}) {
        if (t0 >= 0 && t0 <= all) {
          try {
            return DealResult.of(rules, points, List.of(t0, all - t0)).outcome();
          } catch (IllegalArgumentException e) {
            // these tricks cannot hold these points: try the next split
          }
        }
      }
    }
    throw new IllegalArgumentException("no split of the tricks holds " + points.get(0) + "-"
        + points.get(1) + " in " + rules.notation());
  }

  /**
   * {@return forehand's points minus the dealer's: the solver's value of the deal from the first
   * lead}
   */
  public int value() {
    return forehandPoints - dealerPoints;
  }

  /** {@return the winning seat (0 forehand, 1 the dealer), empty for a tie} */
  public OptionalInt winner() {
    return forehandPoints == dealerPoints ? OptionalInt.empty()
        : OptionalInt.of(forehandPoints > dealerPoints ? 0 : 1);
  }
}
