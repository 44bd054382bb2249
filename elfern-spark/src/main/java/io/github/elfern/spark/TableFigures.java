package io.github.elfern.spark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.Table;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The figures of a table study (one bot per seat, each playing for itself), as its summary gives
 * them: per bot, its share of the deals in which its points are highest (a tie at the top split
 * equally among those tied), with its Wilson 95% interval and, with paired decks, an interval
 * that takes each deck as one unit; its fair share; its mean points and settlement; and the
 * same per seat.
 *
 * <p>A bot's wins are counted in twelfths of a deal (12 alone on top, 6, 4 or 3 when two,
 * three or four tie), so that every sum is a whole number and the summary is exactly the same
 * whoever adds the rows up, in whatever order.
 */
final class TableFigures {

  /** A deal's win in twelfths: 12 is a whole deal, shared by 1, 2, 3 or 4 bots. */
  static final int TWELFTHS = 12;

  /**
   * The sums of one whole-number figure over a set of deals ({@code x} per deal), and of its sums
   * per deck ({@code S_c} over {@code n_c} deals of deck {@code c}), for its mean with a 95%
   * interval that takes the deals as independent ({@link #independent}) or each deck as one unit
   * ({@link #perDeck}).
   *
   * @param n the deals
   * @param sum the sum of {@code x}
   * @param sumSq the sum of {@code x²}
   * @param decks the decks among them, C
   * @param deckSumSq the sum over the decks of {@code S_c²}
   * @param deckCross the sum over the decks of {@code n_c S_c}
   * @param deckNSq the sum over the decks of {@code n_c²}
   */
  record Sums(long n, long sum, long sumSq, long decks, long deckSumSq, long deckCross,
      long deckNSq) {

    Sums {
      if (n < 0 || decks < 0 || decks > n || sumSq < 0 || deckSumSq < 0 || deckNSq < n) {
        throw new IllegalArgumentException("bad sums: " + n + " deals, " + decks + " decks");
      }
    }

    /**
     * Sums over deals that are each a deck of their own (independent deals).
     *
     * @param n the deals
     * @param sum the sum of the figure
     * @param sumSq the sum of its squares
     * @return the sums
     */
    static Sums independent(long n, long sum, long sumSq) {
      return new Sums(n, sum, sumSq, n, sumSq, sum, n);
    }

    /** {@return the mean per deal} */
    double mean() {
      return (double) sum / n;
    }

    /**
     * Returns the mean with the normal 95% interval for independent deals: {@code m ± z s /
     * √n}, s the sample standard deviation, computed exactly from the sums ({@code (n Σx² −
     * (Σx)²) / (n² (n − 1))} is its variance).
     */
    Figures.Mean independent() {
      if (n < 2) {
        return Figures.Mean.of(mean(), 0);
      }
      BigInteger bn = BigInteger.valueOf(n);
      BigInteger num = bn.multiply(BigInteger.valueOf(sumSq)).subtract(BigInteger.valueOf(sum)
          .pow(2));
      return Figures.Mean.of(mean(), Math.sqrt(num.doubleValue() / ((double) n * n * (n - 1))));
    }

    /**
     * Returns the mean with the normal 95% interval that takes each deck as one unit: the
     * cluster-robust ("sandwich") standard error {@code sqrt(C / (C − 1) · Σ_c (S_c − n_c m)² /
     * N²)}, as the paired tournament's ({@link Summary#clustered}); here from the sums, {@code
     * Σ_c (S_c − n_c m)² = (N² ΣS_c² − 2 N T Σn_c S_c + T² Σn_c²) / N²} with {@code T} the sum,
     * computed exactly. When every deck is one deal it is {@link #independent}'s.
     */
    Figures.Mean perDeck() {
      if (decks < 2) {
        return Figures.Mean.of(mean(), 0);
      }
      BigInteger bn = BigInteger.valueOf(n);
      BigInteger t = BigInteger.valueOf(sum);
      BigInteger num = bn.pow(2).multiply(BigInteger.valueOf(deckSumSq))
          .subtract(BigInteger.TWO.multiply(bn).multiply(t).multiply(BigInteger.valueOf(
              deckCross)))
          .add(t.pow(2).multiply(BigInteger.valueOf(deckNSq)));
      double nn = (double) n * n;
      double var = (double) decks / (decks - 1) * num.doubleValue() / (nn * nn);
      return Figures.Mean.of(mean(), Math.sqrt(Math.max(0, var)));
    }
  }

  /**
   * One bot's figures.
   *
   * @param won its wins per deal, in twelfths
   * @param points its points per deal
   * @param settlement its settlement per deal ({@code DealResult.settlement})
   * @param forfeits the deals it forfeited
   * @param moves its moves and their time
   * @param wonBySeat its wins in twelfths in the deals in which it sat in each seat, by seat
   * @param pointsBySeat its points in those deals, by seat
   */
  record Place(Sums won, Sums points, Sums settlement, long forfeits, Summary.Moves moves,
      List<Sums> wonBySeat, List<Sums> pointsBySeat) {
    Place {
      wonBySeat = List.copyOf(wonBySeat);
      pointsBySeat = List.copyOf(pointsBySeat);
      Objects.requireNonNull(moves, "moves");
    }
  }

  /**
   * A table study's tally, as the rows add up.
   *
   * @param places one per bot, in the table's order
   * @param seatWon the wins in twelfths of whichever bot sat in each seat, by seat
   * @param seatPoints the points of each seat, by seat
   * @param cpu the thread's CPU time per deal
   */
  record Tally(List<Place> places, List<Sums> seatWon, List<Sums> seatPoints, Summary.Times cpu) {
    Tally {
      places = List.copyOf(places);
      seatWon = List.copyOf(seatWon);
      seatPoints = List.copyOf(seatPoints);
      Objects.requireNonNull(cpu, "cpu");
    }
  }

  private final Study study;
  private final Tally tally;
  private final List<String> names;

  /**
   * Checks a tally against its study.
   *
   * @throws IllegalStateException if it does not add up to the study's deals: a bot or a seat
   *     with another number of deals, or wins that are not one deal's worth per deal
   */
  TableFigures(Study study, Tally tally) {
    this.study = study;
    this.tally = tally;
    int n = study.bots().size();
    long deals = study.deals();
    if (tally.places().size() != n || tally.seatWon().size() != n
        || tally.seatPoints().size() != n) {
      throw new IllegalStateException("the study has " + n + " bots, its rows "
          + tally.places().size());
    }
    long won = 0;
    for (int i = 0; i < n; i++) {
      Place p = tally.places().get(i);
      long bySeat = 0;
      for (Sums s : p.wonBySeat()) {
        bySeat += s.n();
      }
      if (p.won().n() != deals || p.points().n() != deals || bySeat != deals
          || tally.seatWon().get(i).n() != deals) {
        throw new IllegalStateException("the study has " + deals + " deals, its rows "
            + p.won().n() + " for bot " + DealRows.letter(i));
      }
      won += p.won().sum();
    }
    if (won != TWELFTHS * deals) {
      throw new IllegalStateException("the deals' wins add up to " + won / (double) TWELFTHS
          + " deals, not " + deals);
    }
    this.names = Table.distinctNames(study.bots());
  }

  private int n() {
    return study.bots().size();
  }

  private long deals() {
    return study.deals();
  }

  /** {@return the bots' names in the summary: their specs, told apart where two are alike} */
  List<String> names() {
    return names;
  }

  /** {@return a bot's share of the deals won, ties split, as a share of deals} */
  Summary.Share share(Sums won) {
    return new Summary.Share(won.sum() / (double) TWELFTHS, won.n());
  }

  /** {@return the share's interval that takes each deck as one unit, clipped to [0, 1]} */
  static double[] perDeck(Sums won) {
    Figures.Mean m = won.perDeck().linear(1.0 / TWELFTHS, 0);
    return new double[] {Math.max(0, m.low()), Math.min(1, m.high())};
  }

  /** {@return the fair share of a bot: one deal in n} */
  double fair() {
    return 1.0 / n();
  }

  private String decks() {
    return study.paired() ? "each deck once per seat, the bots rotating" : "a fresh deck per deal";
  }

  /** {@return the summary's first line} */
  String title() {
    return String.format(Locale.ROOT, "%s: %s, one bot per seat, %,d deals",
        study.rules().notation(), String.join(", ", names), deals());
  }

  /** {@return a count of deals that may hold a third: "812", "812.5", "812.33"} */
  static String count(double c) {
    if (c == Math.rint(c)) {
      return Long.toString((long) c);
    }
    return new BigDecimal(c).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros()
        .toPlainString();
  }

  private static String seatName(int seat) {
    return seat == 0 ? "seat 0 (forehand)" : "seat " + seat;
  }

  private static String clip(String name) {
    return name.length() <= 20 ? name : name.substring(0, 19) + "…";
  }

  /** {@return a share's line: count, share, Wilson interval, and per deck when paired} */
  private String shareLine(String label, Sums won, boolean paired) {
    Summary.Share s = share(won);
    int d = s.decimals();
    String row = String.format(Locale.ROOT, "%-26s %9s %7s%%  %s", label, count(s.count()),
        Figures.percent(s.share(), d), s.intervalText(d));
    if (paired) {
      double[] p = perDeck(won);
      row = String.format(Locale.ROOT, "%-55s [%s%%, %s%%]", row, Figures.percent(p[0], d),
          Figures.percent(p[1], d));
    }
    return row + "\n";
  }

  /** {@return the figures as the lines of summary.txt, before the rules and the run} */
  String text() {
    StringBuilder sb = new StringBuilder();
    boolean paired = study.paired();
    sb.append(String.format(Locale.ROOT, "%s (%s), deals from seed %s%n", title(), decks(),
        Long.toUnsignedString(study.seed())));
    sb.append(String.format(Locale.ROOT, "top points: the deals in which a bot's points are "
        + "highest, a tie at the top split; fair share %s%%%n", Figures.percent(fair(), 2)));
    sb.append(String.format(Locale.ROOT, "%-26s %9s %8s   %s%n", "", "deals", "share",
        paired ? "95% interval (Wilson)   per deck" : "95% interval (Wilson)"));
    for (int i = 0; i < n(); i++) {
      sb.append(shareLine(clip(names.get(i)), tally.places().get(i).won(), paired));
    }
    int total = study.rules().totalPoints();
    sb.append(String.format(Locale.ROOT, "mean points of %d%s:%n", total,
        paired ? " (intervals per deck)" : ""));
    for (int i = 0; i < n(); i++) {
      sb.append(String.format(Locale.ROOT, "  %-24s %s%n", clip(names.get(i)),
          tally.places().get(i).points().perDeck().text(3)));
    }
    sb.append(String.format(Locale.ROOT, "mean settlement per deal, as the rules settle it%s:%n",
        paired ? " (intervals per deck)" : ""));
    for (int i = 0; i < n(); i++) {
      sb.append(String.format(Locale.ROOT, "  %-24s %s%n", clip(names.get(i)),
          tally.places().get(i).settlement().perDeck().signed(3)));
    }
    sb.append("by seat: top points and mean points of whoever sat there, then of each bot in "
        + "the deals it sat there\n");
    for (int seat = 0; seat < n(); seat++) {
      sb.append(shareLine(seatName(seat), tally.seatWon().get(seat), paired).stripTrailing())
          .append(String.format(Locale.ROOT, "  points %s%n",
              tally.seatPoints().get(seat).perDeck().text(3)));
      for (int i = 0; i < n(); i++) {
        Sums w = tally.places().get(i).wonBySeat().get(seat);
        if (w.n() == 0) {
          sb.append(String.format(Locale.ROOT, "  %-24s %9s%n", clip(names.get(i)), "0"));
          continue;
        }
        sb.append(shareLine("  " + clip(names.get(i)), w, false).stripTrailing())
            .append(String.format(Locale.ROOT, "  points %s%n",
                tally.places().get(i).pointsBySeat().get(seat).independent().text(3)));
      }
    }
    StringBuilder forfeits = new StringBuilder();
    StringBuilder moves = new StringBuilder();
    for (int i = 0; i < n(); i++) {
      Place p = tally.places().get(i);
      forfeits.append(i == 0 ? "" : ", ").append(names.get(i)).append(' ').append(p.forfeits());
      moves.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT,
          "%s mean %.2f ms (max %.1f ms)", names.get(i), p.moves().meanMs(), p.moves().maxMs()));
    }
    sb.append("forfeits: ").append(forfeits).append('\n');
    sb.append("time per move (on the clock): ").append(moves).append('\n');
    Summary.Times t = tally.cpu();
    sb.append(String.format(Locale.ROOT, "time per deal (thread CPU): mean %.1f ms, median "
        + "%.1f ms, p90 %.1f ms, max %.1f ms; %.0f s in all%n", t.mean(), t.median(), t.p90(),
        t.max(), t.totalSeconds()));
    sb.append(intervals()).append('\n');
    return sb.toString();
  }

  /** {@return what the intervals assume, one line} */
  String intervals() {
    return study.paired()
        ? "intervals: Wilson 95% takes the deals as independent, but the " + n() + " deals of a "
            + "deck (the bots rotating round its hands) are not; \"per deck\" and the means' "
            + "normal 95% intervals take each deck as one unit (cluster-robust standard error), "
            + "cite those; a bot's figures in one seat come from deals on distinct decks, "
            + "which are independent (Wilson, sample standard deviation)"
        : "intervals: Wilson 95% for shares, normal 95% (sample standard deviation) for means; "
            + "the deals are independent (a fresh deck each)";
  }

  private static ArrayNode interval(Figures.Mean m) {
    return Json.MAPPER.createArrayNode().add(Json.round(m.low())).add(Json.round(m.high()));
  }

  /** {@return a share as JSON: deals (to six decimals), share, Wilson and per-deck intervals} */
  private ObjectNode shareJson(Sums won, boolean paired) {
    Summary.Share s = share(won);
    ObjectNode o = s.json();
    if (s.count() != Math.rint(s.count())) {
      o.put("deals", new BigDecimal(s.count()).setScale(6, RoundingMode.HALF_EVEN)
          .stripTrailingZeros());
    }
    if (paired) {
      double[] p = perDeck(won);
      o.putArray("pairedInterval").add(Json.round(p[0])).add(Json.round(p[1]));
    }
    return o;
  }

  /** Adds the table's figures to a summary's JSON object (docs/studies.md, "Summary"). */
  void json(ObjectNode o) {
    boolean paired = study.paired();
    ArrayNode bots = o.putArray("bots");
    study.bots().forEach(bots::add);
    o.put("paired", paired);
    o.put("fairShare", Json.round(fair()));
    ArrayNode list = o.putArray("contestants");
    for (int i = 0; i < n(); i++) {
      Place p = tally.places().get(i);
      ObjectNode c = list.addObject();
      c.put("name", names.get(i));
      c.put("bot", study.bots().get(i));
      c.set("won", shareJson(p.won(), paired));
      Figures.Mean pts = p.points().perDeck();
      c.put("meanPoints", Json.round(pts.mean()));
      c.set("meanPointsInterval", interval(pts));
      Figures.Mean st = p.settlement().perDeck();
      c.put("meanSettlement", Json.round(st.mean()));
      c.set("meanSettlementInterval", interval(st));
      c.put("forfeits", p.forfeits());
      c.set("moves", p.moves().json());
      ArrayNode seats = c.putArray("seats");
      for (int seat = 0; seat < n(); seat++) {
        ObjectNode s = seats.addObject();
        Sums w = p.wonBySeat().get(seat);
        s.put("seat", seat);
        s.put("deals", w.n());
        if (w.n() == 0) {
          s.putNull("won");
          s.putNull("meanPoints");
          s.putNull("meanPointsInterval");
          continue;
        }
        s.set("won", shareJson(w, false));
        Figures.Mean m = p.pointsBySeat().get(seat).independent();
        s.put("meanPoints", Json.round(m.mean()));
        s.set("meanPointsInterval", interval(m));
      }
    }
    ArrayNode seats = o.putArray("seats");
    for (int seat = 0; seat < n(); seat++) {
      ObjectNode s = seats.addObject();
      s.put("seat", seat);
      s.set("won", shareJson(tally.seatWon().get(seat), paired));
      Figures.Mean m = tally.seatPoints().get(seat).perDeck();
      s.put("meanPoints", Json.round(m.mean()));
      s.set("meanPointsInterval", interval(m));
    }
    o.set("cpu", tally.cpu().json());
    o.put("intervals", intervals());
  }

  /** {@return the chart: each bot's share of the top points with its interval, and the fair one} */
  String svg() {
    List<Chart.ShareBar> bars = new ArrayList<>();
    for (int i = 0; i < n(); i++) {
      Place p = tally.places().get(i);
      Summary.Share s = share(p.won());
      double[] iv = study.paired() ? perDeck(p.won()) : s.interval();
      bars.add(new Chart.ShareBar(clip(names.get(i)), s.share(), iv[0], iv[1],
          String.format(Locale.ROOT, "mean points %.2f", p.points().mean())));
    }
    return Chart.shares(title(), "Share of the deals in which each bot's points are highest (a "
        + "tie split), 95% intervals" + (study.paired() ? " per deck" : ""), (study.paired()
        ? "paired decks" : "fresh decks") + ", seed " + Long.toUnsignedString(study.seed()),
        bars, fair());
  }
}
