package io.github.elfern.spark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.TableSummary;
import io.github.elfern.bot.Tournament;
import java.math.BigDecimal;
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
 * same per seat. The arithmetic is {@link TableSummary}'s, as in {@code elfern simulate}; this
 * class writes it as text, JSON and a chart.
 */
final class TableFigures {

  /**
   * A table study's tally, as the rows add up.
   *
   * @param summary the sums of the wins (in twelfths, {@link TableSummary#TWELFTHS}), points and
   *     settlement, per bot, per seat and per bot in each seat
   * @param moves each bot's moves and their time, in the table's order
   * @param cpu the thread's CPU time per deal
   */
  record Tally(TableSummary summary, List<Summary.Moves> moves, Summary.Times cpu) {
    Tally {
      Objects.requireNonNull(summary, "summary");
      moves = List.copyOf(moves);
      Objects.requireNonNull(cpu, "cpu");
    }
  }

  private final Study study;
  private final Tally tally;
  private final TableSummary summary;
  private final List<String> names;

  /**
   * Checks a tally against its study.
   *
   * @throws IllegalStateException if it does not add up to the study's deals: another number
   *     of bots or of deals, or other decks
   */
  TableFigures(Study study, Tally tally) {
    this.study = study;
    this.tally = tally;
    this.summary = tally.summary();
    int n = study.bots().size();
    if (summary.players() != n || tally.moves().size() != n) {
      throw new IllegalStateException("the study has " + n + " bots, its rows "
          + summary.players());
    }
    if (summary.deals() != study.deals()) {
      throw new IllegalStateException("the study has " + study.deals() + " deals, its rows "
          + summary.deals());
    }
    if ((summary.decks() == Tournament.Decks.PAIRED) != study.paired()) {
      throw new IllegalStateException("the study's decks are " + (study.paired() ? "paired"
          : "fresh") + ", its rows' " + summary.decks());
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

  /** {@return a share as the summaries write it (its Wilson interval is the same)} */
  private static Summary.Share share(TableSummary.Share s) {
    return new Summary.Share(s.deals(), s.of());
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
  private static String shareLine(String label, TableSummary.Share won, boolean paired) {
    Summary.Share s = share(won);
    int d = s.decimals();
    String row = String.format(Locale.ROOT, "%-26s %9s %7s%%  %s", label, count(s.count()),
        Figures.percent(s.share(), d), s.intervalText(d));
    if (paired) {
      row = String.format(Locale.ROOT, "%-55s [%s%%, %s%%]", row, Figures.percent(
          won.deckLow(), d), Figures.percent(won.deckHigh(), d));
    }
    return row + "\n";
  }

  /** {@return a mean as the summaries write it} */
  private static Figures.Mean mean(TableSummary.Estimate e) {
    return new Figures.Mean(e.mean(), e.low(), e.high());
  }

  /** {@return the figures as the lines of summary.txt, before the rules and the run} */
  String text() {
    StringBuilder sb = new StringBuilder();
    boolean paired = study.paired();
    sb.append(String.format(Locale.ROOT, "%s (%s), deals from seed %s%n", title(), decks(),
        Long.toUnsignedString(study.seed())));
    sb.append(String.format(Locale.ROOT, "top points: the deals in which a bot's points are "
        + "highest, a tie at the top split; fair share %s%%%n",
        Figures.percent(summary.fairShare(), 2)));
    sb.append(String.format(Locale.ROOT, "%-26s %9s %8s   %s%n", "", "deals", "share",
        paired ? "95% interval (Wilson)   per deck" : "95% interval (Wilson)"));
    for (int i = 0; i < n(); i++) {
      sb.append(shareLine(clip(names.get(i)), summary.share(i), paired));
    }
    int total = study.rules().totalPoints();
    sb.append(String.format(Locale.ROOT, "mean points of %d%s:%n", total,
        paired ? " (intervals per deck)" : ""));
    for (int i = 0; i < n(); i++) {
      sb.append(String.format(Locale.ROOT, "  %-24s %s%n", clip(names.get(i)),
          mean(summary.meanPoints(i)).text(3)));
    }
    sb.append(String.format(Locale.ROOT, "mean settlement per deal, as the rules settle it%s:%n",
        paired ? " (intervals per deck)" : ""));
    for (int i = 0; i < n(); i++) {
      sb.append(String.format(Locale.ROOT, "  %-24s %s%n", clip(names.get(i)),
          mean(summary.meanSettlement(i)).signed(3)));
    }
    sb.append("by seat: top points and mean points of whoever sat there, then of each bot in "
        + "the deals it sat there\n");
    for (int seat = 0; seat < n(); seat++) {
      sb.append(shareLine(seatName(seat), summary.seatShare(seat), paired).stripTrailing())
          .append(String.format(Locale.ROOT, "  points %s%n",
              mean(summary.seatMeanPoints(seat)).text(3)));
      for (int i = 0; i < n(); i++) {
        java.util.Optional<TableSummary.Share> w = summary.share(i, seat);
        if (w.isEmpty()) {
          sb.append(String.format(Locale.ROOT, "  %-24s %9s%n", clip(names.get(i)), "0"));
          continue;
        }
        sb.append(shareLine("  " + clip(names.get(i)), w.get(), false).stripTrailing())
            .append(String.format(Locale.ROOT, "  points %s%n",
                mean(summary.meanPoints(i, seat).orElseThrow()).text(3)));
      }
    }
    StringBuilder forfeits = new StringBuilder();
    StringBuilder moves = new StringBuilder();
    for (int i = 0; i < n(); i++) {
      Summary.Moves m = tally.moves().get(i);
      forfeits.append(i == 0 ? "" : ", ").append(names.get(i)).append(' ')
          .append(summary.places().get(i).forfeits());
      moves.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT,
          "%s mean %.2f ms (max %.1f ms)", names.get(i), m.meanMs(), m.maxMs()));
    }
    sb.append("forfeits: ").append(forfeits).append('\n');
    sb.append("time per move (on the clock): ").append(moves).append('\n');
    Summary.Times t = tally.cpu();
    sb.append(String.format(Locale.ROOT, "time per deal (thread CPU): mean %.1f ms, median "
        + "%.1f ms, p90 %.1f ms, max %.1f ms; %.0f s in all%n", t.mean(), t.median(), t.p90(),
        t.max(), t.totalSeconds()));
    sb.append(summary.intervals()).append('\n');
    return sb.toString();
  }

  private static ArrayNode interval(TableSummary.Estimate m) {
    return Json.MAPPER.createArrayNode().add(Json.round(m.low())).add(Json.round(m.high()));
  }

  /** {@return a share as JSON: deals (to six decimals), share, Wilson and per-deck intervals} */
  private static ObjectNode shareJson(TableSummary.Share won, boolean paired) {
    Summary.Share s = share(won);
    ObjectNode o = s.json();
    if (s.count() != Math.rint(s.count())) {
      o.put("deals", new BigDecimal(s.count()).setScale(6, RoundingMode.HALF_EVEN)
          .stripTrailingZeros());
    }
    if (paired) {
      o.putArray("pairedInterval").add(Json.round(won.deckLow())).add(Json.round(
          won.deckHigh()));
    }
    return o;
  }

  /** Adds the table's figures to a summary's JSON object (docs/studies.md, "Summary"). */
  void json(ObjectNode o) {
    boolean paired = study.paired();
    ArrayNode bots = o.putArray("bots");
    study.bots().forEach(bots::add);
    o.put("paired", paired);
    o.put("fairShare", Json.round(summary.fairShare()));
    ArrayNode list = o.putArray("contestants");
    for (int i = 0; i < n(); i++) {
      ObjectNode c = list.addObject();
      c.put("name", names.get(i));
      c.put("bot", study.bots().get(i));
      c.set("won", shareJson(summary.share(i), paired));
      TableSummary.Estimate pts = summary.meanPoints(i);
      c.put("meanPoints", Json.round(pts.mean()));
      c.set("meanPointsInterval", interval(pts));
      TableSummary.Estimate st = summary.meanSettlement(i);
      c.put("meanSettlement", Json.round(st.mean()));
      c.set("meanSettlementInterval", interval(st));
      c.put("forfeits", summary.places().get(i).forfeits());
      c.set("moves", tally.moves().get(i).json());
      ArrayNode seats = c.putArray("seats");
      for (int seat = 0; seat < n(); seat++) {
        ObjectNode s = seats.addObject();
        s.put("seat", seat);
        s.put("deals", summary.places().get(i).wonBySeat().get(seat).n());
        java.util.Optional<TableSummary.Share> w = summary.share(i, seat);
        if (w.isEmpty()) {
          s.putNull("won");
          s.putNull("meanPoints");
          s.putNull("meanPointsInterval");
          continue;
        }
        s.set("won", shareJson(w.get(), false));
        TableSummary.Estimate m = summary.meanPoints(i, seat).orElseThrow();
        s.put("meanPoints", Json.round(m.mean()));
        s.set("meanPointsInterval", interval(m));
      }
    }
    ArrayNode seats = o.putArray("seats");
    for (int seat = 0; seat < n(); seat++) {
      ObjectNode s = seats.addObject();
      s.put("seat", seat);
      s.set("won", shareJson(summary.seatShare(seat), paired));
      TableSummary.Estimate m = summary.seatMeanPoints(seat);
      s.put("meanPoints", Json.round(m.mean()));
      s.set("meanPointsInterval", interval(m));
    }
    o.set("cpu", tally.cpu().json());
    o.put("intervals", summary.intervals());
  }

  /** {@return the chart: each bot's share of the top points with its interval, and the fair one} */
  String svg() {
    List<Chart.ShareBar> bars = new ArrayList<>();
    for (int i = 0; i < n(); i++) {
      TableSummary.Share s = summary.share(i);
      bars.add(new Chart.ShareBar(clip(names.get(i)), s.share(),
          study.paired() ? s.deckLow() : s.low(), study.paired() ? s.deckHigh() : s.high(),
          String.format(Locale.ROOT, "mean points %.2f", summary.meanPoints(i).mean())));
    }
    return Chart.shares(title(), "Share of the deals in which each bot's points are highest (a "
        + "tie split), 95% intervals" + (study.paired() ? " per deck" : ""), (study.paired()
        ? "paired decks" : "fresh decks") + ", seed " + Long.toUnsignedString(study.seed()),
        bars, summary.fairShare());
  }
}
