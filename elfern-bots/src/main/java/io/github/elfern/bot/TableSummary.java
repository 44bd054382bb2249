package io.github.elfern.bot;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The figures of a {@link Table} over a run of deals, one place for their arithmetic: per
 * contestant, its share of the deals in which its points are highest (a tie at the top split
 * equally among those tied) with its Wilson 95% interval and an interval that takes each deck as
 * one unit, its mean points and mean settlement with normal 95% intervals, and the same per seat
 * and per contestant in each seat. {@code elfern simulate} and {@code elfern-study tournament}
 * both report a table from it.
 *
 * <p>It holds whole-number sums ({@link Sums}), so that it is exactly the same whoever adds the
 * deals up, in whatever order: a contestant's wins are counted in twelfths of a deal ({@link
 * #TWELFTHS}: 12 alone on top, 6, 4 or 3 when two, three or four tie). {@link Table.Tally#summary}
 * adds deals up into one; a caller that adds them up elsewhere (a Spark job) gives the sums.
 *
 * <p>Why two intervals: with {@link Tournament.Decks#PAIRED} decks the deals of one deck (the
 * contestants rotating round its hands) are not independent, so the Wilson interval, which takes
 * the deals as independent, is too narrow or too wide; the per-deck interval takes each deck as
 * one unit (the cluster-robust standard error). A contestant's figures in one seat come from
 * deals on distinct decks and are independent. {@link #intervals()} says so in one line.
 *
 * @param decks paired (each deck once per rotation of the table) or fresh (a deck per deal)
 * @param places one per contestant, in the table's order
 * @param seatWon the wins, in twelfths, of whichever contestant sat in each seat, by seat
 * @param seatPoints the points of each seat, by seat
 */
public record TableSummary(Tournament.Decks decks, List<Place> places, List<Sums> seatWon,
    List<Sums> seatPoints) {

  /** A deal's win in twelfths: 12 is a whole deal, shared by 1, 2, 3 or 4 contestants. */
  public static final int TWELFTHS = 12;

  /** The normal quantile of the 95% intervals. */
  public static final double Z95 = 1.959964;

  /**
   * Checks that the sums add up to one table's deals.
   *
   * @param decks paired or fresh decks
   * @param places one per contestant
   * @param seatWon the wins of each seat
   * @param seatPoints the points of each seat
   * @throws IllegalArgumentException if there are not 2 to 4 contestants, one seat each, a
   *     contestant or a seat has another number of deals than the others, or the wins are not
   *     one deal's worth per deal
   * @throws NullPointerException if an argument is null
   */
  public TableSummary {
    Objects.requireNonNull(decks, "decks");
    places = List.copyOf(places);
    seatWon = List.copyOf(seatWon);
    seatPoints = List.copyOf(seatPoints);
    int n = places.size();
    if (n < 2 || n > 4 || seatWon.size() != n || seatPoints.size() != n) {
      throw new IllegalArgumentException("a table summary has 2 to 4 contestants and as many "
          + "seats, got " + n + " contestants, " + seatWon.size() + " seats");
    }
    long deals = places.get(0).won().n();
    if (deals < 1 || deals > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a table summary needs 1 to " + Integer.MAX_VALUE
          + " deals, got " + deals);
    }
    long won = 0;
    for (int i = 0; i < n; i++) {
      Place p = places.get(i);
      if (p.wonBySeat().size() != n) {
        throw new IllegalArgumentException("contestant " + i + " has figures for "
            + p.wonBySeat().size() + " seats, not " + n);
      }
      long bySeat = 0;
      for (Sums s : p.wonBySeat()) {
        bySeat += s.n();
      }
      if (p.won().n() != deals || p.points().n() != deals || p.settlement().n() != deals
          || bySeat != deals || seatWon.get(i).n() != deals || seatPoints.get(i).n() != deals) {
        throw new IllegalArgumentException("contestant " + i + " or seat " + i + " has other "
            + "deals than the " + deals + " of contestant 0");
      }
      won += p.won().sum();
    }
    if (won != TWELFTHS * deals) {
      throw new IllegalArgumentException("the deals' wins add up to " + won / (double) TWELFTHS
          + " deals, not " + deals);
    }
  }

  /** {@return the number of contestants, and of seats} */
  public int players() {
    return places.size();
  }

  /** {@return the number of deals} */
  public long deals() {
    return places.get(0).won().n();
  }

  /** {@return a contestant's fair share of the deals: one in {@link #players()}} */
  public double fairShare() {
    return 1.0 / players();
  }

  /**
   * {@return contestant {@code i}'s share of the deals won, ties split, with both intervals}
   *
   * @param i the contestant's place at the table, from 0
   */
  public Share share(int i) {
    return Share.of(places.get(i).won());
  }

  /**
   * {@return the share of the deals won by whichever contestant sat in {@code seat}}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public Share seatShare(int seat) {
    return Share.of(seatWon.get(seat));
  }

  /**
   * Returns contestant {@code i}'s share of the deals it played in {@code seat}, or nothing when
   * it never sat there (a run shorter than a rotation). Those deals are on distinct decks: its
   * per-deck interval is the one for independent deals.
   *
   * @param i the contestant's place at the table, from 0
   * @param seat the seat, from 0
   * @return the share, if it sat there
   */
  public Optional<Share> share(int i, int seat) {
    Sums w = places.get(i).wonBySeat().get(seat);
    return w.n() == 0 ? Optional.empty() : Optional.of(Share.of(w));
  }

  /**
   * {@return contestant {@code i}'s mean points per deal, its interval per deck}
   *
   * @param i the contestant's place at the table, from 0
   */
  public Estimate meanPoints(int i) {
    return places.get(i).points().meanPerDeck();
  }

  /**
   * {@return contestant {@code i}'s mean settlement per deal ({@code DealResult.settlement}),
   * its interval per deck}
   *
   * @param i the contestant's place at the table, from 0
   */
  public Estimate meanSettlement(int i) {
    return places.get(i).settlement().meanPerDeck();
  }

  /**
   * {@return the mean points of whichever contestant sat in {@code seat}, its interval per deck}
   *
   * @param seat the seat, from 0
   */
  public Estimate seatMeanPoints(int seat) {
    return seatPoints.get(seat).meanPerDeck();
  }

  /**
   * Returns contestant {@code i}'s mean points in the deals it played in {@code seat}, with the
   * interval for independent deals, or nothing when it never sat there.
   *
   * @param i the contestant's place at the table, from 0
   * @param seat the seat, from 0
   * @return the mean, if it sat there
   */
  public Optional<Estimate> meanPoints(int i, int seat) {
    Sums p = places.get(i).pointsBySeat().get(seat);
    return p.n() == 0 ? Optional.empty() : Optional.of(p.meanIndependent());
  }

  /** {@return what the intervals assume, one line for a report} */
  public String intervals() {
    return decks == Tournament.Decks.PAIRED
        ? "intervals: Wilson 95% takes the deals as independent, but the " + players()
            + " deals of a deck (the bots rotating round its hands) are not; \"per deck\" and "
            + "the means' normal 95% intervals take each deck as one unit (cluster-robust "
            + "standard error), cite those; a bot's figures in one seat come from deals on "
            + "distinct decks, which are independent (Wilson, sample standard deviation)"
        : "intervals: Wilson 95% for shares, normal 95% (sample standard deviation) for means; "
            + "the deals are independent (a fresh deck each)";
  }

  /**
   * The sums of one whole-number figure {@code x} over a set of deals, and of its sums per deck
   * ({@code S_c} over the {@code n_c} deals of deck {@code c}), from which its mean follows with
   * a 95% interval that takes the deals as independent ({@link #meanIndependent}) or each deck as
   * one unit ({@link #meanPerDeck}).
   *
   * @param n the deals
   * @param sum the sum of {@code x}
   * @param sumSq the sum of {@code x²}
   * @param decks the decks among them, C
   * @param deckSumSq the sum over the decks of {@code S_c²}
   * @param deckCross the sum over the decks of {@code n_c S_c}
   * @param deckNSq the sum over the decks of {@code n_c²}
   */
  public record Sums(long n, long sum, long sumSq, long decks, long deckSumSq, long deckCross,
      long deckNSq) {

    /** The sums over no deals. */
    public static final Sums NONE = new Sums(0, 0, 0, 0, 0, 0, 0);

    /**
     * Checks the sums.
     *
     * @param n the deals
     * @param sum the sum
     * @param sumSq the sum of squares
     * @param decks the decks
     * @param deckSumSq the sum of the decks' squared sums
     * @param deckCross the sum of {@code n_c S_c}
     * @param deckNSq the sum of {@code n_c²}
     * @throws IllegalArgumentException if a count or a sum of squares is negative, there are
     *     more decks than deals, or deals without a deck
     */
    public Sums {
      if (n < 0 || decks < 0 || decks > n || n > 0 && decks == 0 || sumSq < 0 || deckSumSq < 0
          || deckNSq < n) {
        throw new IllegalArgumentException("bad sums: " + n + " deals, " + decks + " decks");
      }
    }

    /**
     * Returns the sums over deals that are each a deck of their own (independent deals).
     *
     * @param n the deals
     * @param sum the sum of the figure
     * @param sumSq the sum of its squares
     * @return the sums
     */
    public static Sums independent(long n, long sum, long sumSq) {
      return new Sums(n, sum, sumSq, n, sumSq, sum, n);
    }

    /**
     * {@return the mean per deal}
     *
     * @throws IllegalStateException if there are no deals
     */
    public double mean() {
      if (n == 0) {
        throw new IllegalStateException("no deals, no mean");
      }
      return (double) sum / n;
    }

    /**
     * Returns the mean with the normal 95% interval for independent deals, {@code m ± z s / √n}
     * with {@code s} the sample standard deviation, computed exactly from the sums ({@code (n Σx²
     * − (Σx)²) / (n² (n − 1))} is the mean's variance); a point for one deal.
     *
     * @return the mean with its interval
     * @throws IllegalStateException if there are no deals
     */
    public Estimate meanIndependent() {
      double m = mean();
      if (n < 2) {
        return Estimate.of(m, 0);
      }
      BigInteger num = BigInteger.valueOf(n).multiply(BigInteger.valueOf(sumSq))
          .subtract(BigInteger.valueOf(sum).pow(2));
      return Estimate.of(m, Math.sqrt(num.doubleValue() / ((double) n * n * (n - 1))));
    }

    /**
     * Returns the mean with the normal 95% interval that takes each deck as one unit: the
     * cluster-robust ("sandwich") standard error {@code sqrt(C / (C − 1) · Σ_c (S_c − n_c m)² /
     * N²)}, here from the sums, {@code Σ_c (S_c − n_c m)² = (N² ΣS_c² − 2 N T Σn_c S_c + T²
     * Σn_c²) / N²} with {@code T} the sum, computed exactly; a point for one deck. When every
     * deck is one deal it is {@link #meanIndependent}'s.
     *
     * @return the mean with its interval
     * @throws IllegalStateException if there are no deals
     */
    public Estimate meanPerDeck() {
      double m = mean();
      if (decks < 2) {
        return Estimate.of(m, 0);
      }
      BigInteger bn = BigInteger.valueOf(n);
      BigInteger t = BigInteger.valueOf(sum);
      BigInteger num = bn.pow(2).multiply(BigInteger.valueOf(deckSumSq))
          .subtract(BigInteger.TWO.multiply(bn).multiply(t).multiply(BigInteger.valueOf(
              deckCross)))
          .add(t.pow(2).multiply(BigInteger.valueOf(deckNSq)));
      double nn = (double) n * n;
      double var = (double) decks / (decks - 1) * num.doubleValue() / (nn * nn);
      return Estimate.of(m, Math.sqrt(Math.max(0, var)));
    }
  }

  /**
   * A mean with its normal 95% interval.
   *
   * @param mean the mean
   * @param low the interval's lower end
   * @param high its upper end
   */
  public record Estimate(double mean, double low, double high) {

    /**
     * Checks the interval.
     *
     * @param mean the mean
     * @param low its lower end
     * @param high its upper end
     * @throws IllegalArgumentException if {@code low <= mean <= high} does not hold
     */
    public Estimate {
      if (!(low <= mean && mean <= high)) {
        throw new IllegalArgumentException("not an interval around its mean: " + mean + " ["
            + low + ", " + high + "]");
      }
    }

    /**
     * Returns a mean with the interval {@code mean ± z se}, {@code z} = {@link #Z95}.
     *
     * @param mean the mean
     * @param standardError its standard error, not negative
     * @return the mean with its interval
     */
    public static Estimate of(double mean, double standardError) {
      return new Estimate(mean, mean - Z95 * standardError, mean + Z95 * standardError);
    }
  }

  /**
   * A share of the deals won (a tie at the top split), with its Wilson 95% interval and the
   * interval that takes each deck as one unit (clipped to [0, 1]).
   *
   * @param deals the deals won, ties split (a whole number of twelfths)
   * @param of the deals played
   * @param share {@code deals / of}
   * @param low the Wilson interval's lower end
   * @param high its upper end
   * @param deckLow the per-deck interval's lower end
   * @param deckHigh its upper end
   */
  public record Share(double deals, long of, double share, double low, double high,
      double deckLow, double deckHigh) {

    /**
     * Checks the share.
     *
     * @param deals the deals won
     * @param of the deals played
     * @param share the share
     * @param low the Wilson interval's lower end
     * @param high its upper end
     * @param deckLow the per-deck interval's lower end
     * @param deckHigh its upper end
     * @throws IllegalArgumentException if a figure is out of range
     */
    public Share {
      if (of < 1 || !(deals >= 0 && deals <= of) || !(0 <= low && low <= high && high <= 1)
          || !(0 <= deckLow && deckLow <= deckHigh && deckHigh <= 1)) {
        throw new IllegalArgumentException("bad share: " + deals + " of " + of);
      }
    }

    /**
     * Returns the share of a contestant's wins.
     *
     * @param won its wins per deal, in twelfths of a deal
     * @return the share with its intervals
     * @throws IllegalArgumentException if there are no deals, or more wins than deals
     */
    public static Share of(Sums won) {
      if (won.n() < 1 || won.n() > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("a share of 1 to " + Integer.MAX_VALUE
            + " deals, got " + won.n());
      }
      double deals = won.sum() / (double) TWELFTHS;
      double[] w = Tournament.wilson(deals, (int) won.n(), Z95);
      Estimate d = won.meanPerDeck();
      double share = deals / won.n();
      return new Share(deals, won.n(), share, w[0], w[1],
          Math.min(share, Math.max(0, d.low() / TWELFTHS)),
          Math.max(share, Math.min(1, d.high() / TWELFTHS)));
    }
  }

  /**
   * One contestant's sums.
   *
   * @param won its wins per deal, in twelfths
   * @param points its points per deal
   * @param settlement its settlement per deal ({@code DealResult.settlement})
   * @param forfeits the deals it forfeited
   * @param wonBySeat its wins in the deals in which it sat in each seat, by seat (each deal a
   *     deck of its own)
   * @param pointsBySeat its points in those deals, by seat
   */
  public record Place(Sums won, Sums points, Sums settlement, long forfeits,
      List<Sums> wonBySeat, List<Sums> pointsBySeat) {

    /**
     * Copies the lists and checks them.
     *
     * @param won its wins
     * @param points its points
     * @param settlement its settlement
     * @param forfeits its forfeits
     * @param wonBySeat its wins by seat
     * @param pointsBySeat its points by seat
     * @throws IllegalArgumentException if the forfeits are negative or the lists differ in
     *     length or deals
     * @throws NullPointerException if a component is null
     */
    public Place {
      Objects.requireNonNull(won, "won");
      Objects.requireNonNull(points, "points");
      Objects.requireNonNull(settlement, "settlement");
      wonBySeat = List.copyOf(wonBySeat);
      pointsBySeat = List.copyOf(pointsBySeat);
      if (forfeits < 0 || forfeits > won.n() || wonBySeat.size() != pointsBySeat.size()) {
        throw new IllegalArgumentException("bad place: " + forfeits + " forfeits, "
            + wonBySeat.size() + " and " + pointsBySeat.size() + " seats");
      }
      for (int s = 0; s < wonBySeat.size(); s++) {
        if (wonBySeat.get(s).n() != pointsBySeat.get(s).n()) {
          throw new IllegalArgumentException("seat " + s + ": wins of " + wonBySeat.get(s).n()
              + " deals, points of " + pointsBySeat.get(s).n());
        }
      }
    }
  }
}
