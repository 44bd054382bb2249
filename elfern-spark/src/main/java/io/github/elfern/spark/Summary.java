package io.github.elfern.spark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.bot.Tournament;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The figures of a finished study, as text for a person, as JSON for a program and as an SVG
 * chart: shares with Wilson 95% intervals, mean points and the distribution of the points.
 *
 * <p>A study of perfect-play values counts forehand's wins, ties and losses, each win by its
 * level (simple, schneider, schwarz), from the distribution of forehand's points alone: the
 * outcome of a deal is a function of its points ({@link SolvedDeal#outcomeOf}). A tournament
 * counts bot A's wins, ties and losses, its score (a tie counting half), both bots' mean points,
 * forfeits and time per move. A table (one bot per seat) counts each bot's share of the deals in
 * which its points are highest, a tie split, its mean points and settlement, overall and per
 * seat. Everything but the times is the same for every run of the study.
 */
public final class Summary {

  /** The normal quantile of a 95% interval. */
  static final double Z95 = io.github.elfern.bot.TableSummary.Z95;

  /**
   * A share of the deals with its Wilson 95% interval ({@link Tournament#wilson}, z = {@value
   * #Z95}), which takes the deals as independent; its ends are exactly 0 for a count of 0 and
   * exactly 1 for a count of all.
   *
   * @param count the deals counted (a tie may count half: then a whole number plus 0.5)
   * @param of the deals in all, at least 1
   */
  record Share(double count, long of) {
    Share {
      if (of < 1 || of > Integer.MAX_VALUE || !(count >= 0 && count <= of)) {
        throw new IllegalArgumentException("a share needs 0 <= count <= of, 1 <= of, got "
            + count + " of " + of);
      }
    }

    double share() {
      return count / of;
    }

    double[] interval() {
      return Tournament.wilson(count, (int) of, Z95);
    }

    ObjectNode json() {
      double[] w = interval();
      ObjectNode n = Json.MAPPER.createObjectNode();
      if (count == Math.rint(count)) {
        n.put("deals", (long) count);
      } else {
        n.put("deals", count);
      }
      n.put("share", Json.round(share()));
      n.putArray("interval").add(Json.round(w[0])).add(Json.round(w[1]));
      return n;
    }

    /** {@return the decimals its percentages need in a summary: two, or more to show the interval} */
    int decimals() {
      double[] w = interval();
      return Figures.decimals(w[0], w[1], 2);
    }

    /** {@return e.g. "[51.62%, 53.00%]", with {@code decimals} decimals} */
    String intervalText(int decimals) {
      double[] w = interval();
      return "[" + Figures.percent(w[0], decimals) + "%, " + Figures.percent(w[1], decimals)
          + "%]";
    }

    /** {@return e.g. "52.31%  [51.62%, 53.00%]"} */
    String text() {
      int d = decimals();
      return String.format(Locale.ROOT, "%7s%%  %s", Figures.percent(share(), d),
          intervalText(d));
    }
  }

  /**
   * Times on the clock or of the CPU, in milliseconds, with the total in seconds.
   *
   * @param mean the mean
   * @param median the median (approximate: Spark's percentile_approx)
   * @param p90 the 90th percentile (approximate)
   * @param max the maximum
   * @param totalSeconds the sum, in seconds
   */
  record Times(double mean, double median, double p90, double max, double totalSeconds) {
    ObjectNode json() {
      ObjectNode n = Json.MAPPER.createObjectNode();
      n.put("meanMs", Json.round(mean));
      n.put("medianMs", Json.round(median));
      n.put("p90Ms", Json.round(p90));
      n.put("maxMs", Json.round(max));
      n.put("totalSeconds", Json.round(totalSeconds));
      return n;
    }
  }

  /**
   * One bot's moves in a tournament.
   *
   * @param moves the moves it chose
   * @param totalMs their time in all, in milliseconds
   * @param maxMs the longest, in milliseconds
   */
  record Moves(long moves, double totalMs, double maxMs) {
    double meanMs() {
      return moves == 0 ? 0 : totalMs / moves;
    }

    ObjectNode json() {
      ObjectNode n = Json.MAPPER.createObjectNode();
      n.put("moves", moves);
      n.put("meanMs", Json.round(meanMs()));
      n.put("maxMs", Json.round(maxMs));
      return n;
    }
  }

  /**
   * A kind of ending of a tournament's deal and how many deals ended so.
   *
   * @param pointsA the points of A's seats
   * @param pointsB the points of B's seats
   * @param forfeit who forfeited: "none", "a" or "b"
   * @param deals how many deals ended so
   */
  record Ending(int pointsA, int pointsB, String forfeit, long deals) {}

  /**
   * A kind of deck of a tournament and how many decks were so: with paired decks, a deck is
   * deals {@code 2d} and {@code 2d + 1}; with a fresh deck per deal, it is one deal. The
   * intervals that account for the pairing treat each deck as one unit.
   *
   * @param deals the deck's deals: 2, or 1 (fresh decks, or the last of an odd number)
   * @param winsA A's wins among them
   * @param ties the ties among them
   * @param pointsA A's points in them
   * @param pointsB B's points in them
   * @param decks how many decks were so
   */
  record DeckTally(int deals, int winsA, int ties, long pointsA, long pointsB, long decks) {}

  /** The outcome categories of a two-player deal, from forehand's (or A's) side, in order. */
  static final List<String> CATEGORIES = List.of("win-schwarz", "win-schneider", "win-simple",
      "tie", "loss-simple", "loss-schneider", "loss-schwarz");

  private final Study study;
  private final long[] histogram; // deals by forehand's (A's) points
  private final Times times; // solve: CPU per deal
  private final List<Ending> endings; // tournament
  private final List<DeckTally> decks; // tournament
  private final Moves movesA;
  private final Moves movesB;
  private final TableFigures table; // a table's figures; null for the other kinds
  private final Provenance run; // null until the run is known

  private Summary(Study study, long[] histogram, Times times, List<Ending> endings,
      List<DeckTally> decks, Moves movesA, Moves movesB, TableFigures table, Provenance run) {
    this.study = study;
    this.histogram = histogram;
    this.times = times;
    this.endings = endings;
    this.decks = decks;
    this.movesA = movesA;
    this.movesB = movesB;
    this.table = table;
    this.run = run;
  }

  /**
   * Sums up a study of perfect-play values.
   *
   * @param study the study
   * @param histogram the deals by forehand's points, from 0 to the deck's points
   * @param times the CPU time per deal
   */
  static Summary ofSolve(Study study, long[] histogram, Times times) {
    check(study, histogram);
    return new Summary(study, histogram.clone(), Objects.requireNonNull(times), List.of(),
        List.of(), null, null, null, null);
  }

  /**
   * Sums up a tournament.
   *
   * @param study the study
   * @param endings the deals by the points of A and B and who forfeited
   * @param decks the decks by their deals, A's wins, the ties and both sides' points
   * @param movesA A's moves
   * @param movesB B's moves
   * @throws IllegalStateException if the endings or the decks do not add up to the study's deals
   */
  static Summary ofTournament(Study study, List<Ending> endings, List<DeckTally> decks,
      Moves movesA, Moves movesB) {
    long[] histogram = new long[study.rules().totalPoints() + 1];
    for (Ending e : endings) {
      histogram[Math.min(e.pointsA(), histogram.length - 1)] += e.deals();
    }
    check(study, histogram);
    long n = 0;
    for (DeckTally d : decks) {
      n += d.deals() * d.decks();
    }
    if (n != study.deals()) {
      throw new IllegalStateException("the study has " + study.deals() + " deals, its decks "
          + n);
    }
    return new Summary(study, histogram, null, List.copyOf(endings), List.copyOf(decks),
        movesA, movesB, null, null);
  }

  /**
   * Sums up a table (one bot per seat).
   *
   * @param study the study, of kind {@link Study.Kind#TABLE}
   * @param tally the rows added up
   * @throws IllegalStateException if the tally does not add up to the study's deals
   */
  static Summary ofTable(Study study, TableFigures.Tally tally) {
    if (study.kind() != Study.Kind.TABLE) {
      throw new IllegalArgumentException("not a table: " + study);
    }
    return new Summary(study, new long[0], tally.cpu(), List.of(), List.of(), null, null,
        new TableFigures(study, tally), null);
  }

  private static void check(Study study, long[] histogram) {
    long n = 0;
    for (long h : histogram) {
      n += h;
    }
    if (histogram.length != study.rules().totalPoints() + 1 || n != study.deals()) {
      throw new IllegalStateException("the study has " + study.deals() + " deals, its rows "
          + n + " in " + histogram.length + " points classes");
    }
  }

  /** {@return this summary with what made it (the build, Spark, the run) under the figures} */
  Summary withRun(Provenance run) {
    return new Summary(study, histogram, times, endings, decks, movesA, movesB, table,
        Objects.requireNonNull(run, "run"));
  }

  /** {@return what made the study, if known} */
  Optional<Provenance> run() {
    return Optional.ofNullable(run);
  }

  /** {@return the rules' every option, e.g. "hand=6 stock=yes ...", defaults included} */
  private String options() {
    StringBuilder sb = new StringBuilder();
    rules().options().forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k.key())
        .append('=').append(v));
    return sb.toString();
  }

  /** {@return the study summed up} */
  public Study study() {
    return study;
  }

  /** {@return the deals by forehand's points (a tournament: A's points), index = points} */
  long[] histogram() {
    return histogram.clone();
  }

  /** {@return the CPU times of a study of perfect-play values} */
  Times times() {
    return times;
  }

  private Rules rules() {
    return study.rules();
  }

  private long n() {
    return study.deals();
  }

  /** {@return the deals in each of {@link #CATEGORIES}, from forehand's (A's) side} */
  Map<String, Long> categories() {
    Map<String, Long> m = new LinkedHashMap<>();
    for (String c : CATEGORIES) {
      m.put(c, 0L);
    }
    if (study.kind() == Study.Kind.SOLVE) {
      int total = rules().totalPoints();
      for (int f = 0; f <= total; f++) {
        if (histogram[f] > 0) {
          m.merge(category(f), histogram[f], Long::sum);
        }
      }
    } else {
      for (Ending e : endings) {
        m.merge(e.pointsA() > e.pointsB() ? "win-simple" : e.pointsA() < e.pointsB()
            ? "loss-simple" : "tie", e.deals(), Long::sum);
      }
    }
    return m;
  }

  /** {@return the category of {@link #CATEGORIES} that forehand's {@code points} make} */
  private String category(int points) {
    int total = rules().totalPoints();
    Outcome o = SolvedDeal.outcomeOf(rules(), points);
    String side = 2 * points > total ? "win-" : "loss-";
    return o == Outcome.TIE ? "tie" : side + o.name().toLowerCase(Locale.ROOT);
  }

  private Share share(String... categories) {
    Map<String, Long> m = categories();
    long c = 0;
    for (String k : categories) {
      c += m.get(k);
    }
    return new Share(c, n());
  }

  private Share wins() {
    return share("win-simple", "win-schneider", "win-schwarz");
  }

  private Share losses() {
    return share("loss-simple", "loss-schneider", "loss-schwarz");
  }

  private Share ties() {
    return share("tie");
  }

  /** {@return the mean of forehand's (A's) points} */
  double meanPoints() {
    double sum = 0;
    for (int p = 0; p < histogram.length; p++) {
      sum += (double) p * histogram[p];
    }
    return sum / n();
  }

  /**
   * Returns forehand's (a tournament with fresh decks: A's) mean points with a normal 95%
   * interval: the mean plus or minus z times the sample standard deviation over the root of the
   * deals. For a paired tournament, see {@link #clustered}.
   */
  Figures.Mean meanPointsInterval() {
    if (study.kind() == Study.Kind.TOURNAMENT) {
      return clustered(d -> d.pointsA());
    }
    double m = meanPoints();
    double ss = 0;
    for (int p = 0; p < histogram.length; p++) {
      ss += histogram[p] * (p - m) * (p - m);
    }
    long n = n();
    return Figures.Mean.of(m, n < 2 ? 0 : Math.sqrt(ss / (n - 1) / n));
  }

  /** {@return forehand's mean value (points minus the dealer's) with its interval} */
  Figures.Mean meanValueInterval() {
    return meanPointsInterval().linear(2, -rules().totalPoints());
  }

  /**
   * Returns the mean over the deals of a tournament of a figure that each deck sums over its
   * deals, with a 95% interval that treats each deck as one unit: the cluster-robust
   * ("sandwich") standard error {@code sqrt(C / (C - 1) · Σ_c (S_c - n_c m)² / N²)} over the C
   * decks, S_c the deck's sum and n_c its deals, and a normal quantile. With a fresh deck per
   * deal every deck is one deal, and this is the usual {@code s / sqrt(N)}.
   */
  Figures.Mean clustered(java.util.function.ToDoubleFunction<DeckTally> sum) {
    double total = 0;
    long clusters = 0;
    for (DeckTally d : decks) {
      total += sum.applyAsDouble(d) * d.decks();
      clusters += d.decks();
    }
    double m = total / n();
    double ss = 0;
    for (DeckTally d : decks) {
      double r = sum.applyAsDouble(d) - d.deals() * m;
      ss += d.decks() * r * r;
    }
    double var = clusters < 2 ? 0 : (double) clusters / (clusters - 1) * ss / ((double) n() * n());
    return Figures.Mean.of(m, Math.sqrt(var));
  }

  /**
   * Returns a tournament's share with the interval that accounts for paired decks ({@link
   * #clustered}), clipped to [0, 1].
   */
  private double[] pairedInterval(java.util.function.ToDoubleFunction<DeckTally> count) {
    Figures.Mean m = clustered(count);
    return new double[] {Math.max(0, m.low()), Math.min(1, m.high())};
  }

  /** {@return the mean of B's points (a tournament)} */
  private double meanPointsB() {
    double sum = 0;
    for (Ending e : endings) {
      sum += (double) e.pointsB() * e.deals();
    }
    return sum / n();
  }

  private long forfeits(String who) {
    long f = 0;
    for (Ending e : endings) {
      f += e.forfeit().equals(who) ? e.deals() : 0;
    }
    return f;
  }

  /** {@return the deals whose loser has no point: schwarz or not, points do not tell} */
  private Share scoreless() {
    return new Share(histogram[0] + histogram[histogram.length - 1], n());
  }

  private String title() {
    if (study.kind() == Study.Kind.SOLVE) {
      return String.format(Locale.ROOT, "%s: %,d deals with best play on both sides",
          rules().notation(), n());
    }
    return String.format(Locale.ROOT, "%s: %s against %s, %,d deals", rules().notation(),
        nameA(), nameB(), n());
  }

  private String nameA() {
    return study.botA().equals(study.botB()) ? study.botA() + " (A)" : study.botA();
  }

  private String nameB() {
    return study.botA().equals(study.botB()) ? study.botB() + " (B)" : study.botB();
  }

  /** The tournament's figures of A's side: name, share, the count per deck, in order. */
  private record Line(String label, Share share, java.util.function.ToDoubleFunction<DeckTally>
      perDeck) {}

  private List<Line> tournamentLines() {
    Map<String, Long> cat = categories();
    return List.of(
        new Line(clip(nameA()) + " wins", new Share(cat.get("win-simple"), n()),
            DeckTally::winsA),
        new Line("tie", new Share(cat.get("tie"), n()), DeckTally::ties),
        new Line(clip(nameB()) + " wins", new Share(cat.get("loss-simple"), n()),
            d -> d.deals() - d.winsA() - d.ties()),
        new Line("score of " + clip(nameA()), new Share(cat.get("win-simple")
            + cat.get("tie") / 2.0, n()), d -> d.winsA() + d.ties() / 2.0));
  }

  /** {@return the summary for a person to read, lines ending in a newline} */
  public String text() {
    StringBuilder sb = new StringBuilder();
    if (study.kind() == Study.Kind.TABLE) {
      sb.append(table.text());
    } else if (study.kind() == Study.Kind.SOLVE) {
      sb.append(String.format(Locale.ROOT, "%s, deals from seed %s (every card known)%n",
          title(), Long.toUnsignedString(study.seed())));
      sb.append(String.format(Locale.ROOT, "%-26s %9s %8s   %s%n", "", "deals", "share",
          "95% interval (Wilson)"));
      boolean schwarz = !rules().schwarzByTricks();
      Share[] top = {wins(), ties(), losses()};
      List<String> levels = schwarz ? List.of("simple", "schneider", "schwarz")
          : List.of("simple", "schneider");
      Map<String, Long> cat = categories();
      long[] topCounts = {(long) top[0].count(), (long) top[1].count(), (long) top[2].count()};
      int d = 2;
      for (String c : CATEGORIES) {
        d = Math.max(d, new Share(cat.get(c), n()).decimals());
      }
      for (Share s : top) {
        d = Math.max(d, s.decimals());
      }
      String[] topText = Figures.percentsOfAWhole(topCounts, n(), d);
      long[] all = new long[CATEGORIES.size()];
      for (int i = 0; i < all.length; i++) {
        all[i] = cat.get(CATEGORIES.get(i));
      }
      String[] allText = Figures.percentsOfAWhole(all, n(), d);
      line(sb, "forehand wins", top[0], topText[0], d);
      for (String level : levels) {
        int i = CATEGORIES.indexOf("win-" + level);
        line(sb, "  " + level, share("win-" + level), allText[i], d);
      }
      line(sb, "tie", top[1], topText[1], d);
      line(sb, "dealer wins", top[2], topText[2], d);
      for (String level : levels) {
        int i = CATEGORIES.indexOf("loss-" + level);
        line(sb, "  " + level, share("loss-" + level), allText[i], d);
      }
      line(sb, "schneider (either side)", share("win-schneider", "loss-schneider"));
      if (schwarz) {
        line(sb, "schwarz (either side)", share("win-schwarz", "loss-schwarz"));
      } else {
        line(sb, "loser without a point", scoreless());
        sb.append("schwarz: not counted (these rules count the loser's tricks, the solver "
            + "counts points; a loser without a point is counted as schneider above)\n");
      }
      sb.append(String.format(Locale.ROOT, "forehand's mean points: %s of %d%n",
          meanPointsInterval().text(3), rules().totalPoints()));
      sb.append(String.format(Locale.ROOT, "forehand's mean value (points minus the dealer's): "
          + "%s of %d%n", meanValueInterval().signed(3), rules().totalPoints()));
      sb.append(String.format(Locale.ROOT, "time per deal (thread CPU): mean %.1f ms, median "
          + "%.1f ms, p90 %.1f ms, max %.1f ms; %.0f s in all%n", times.mean(), times.median(),
          times.p90(), times.max(), times.totalSeconds()));
      sb.append("intervals: Wilson 95% for shares, normal 95% (sample standard deviation) for "
          + "means; the deals are independent\n");
      sb.append("forehand's points: deals\n");
    } else {
      sb.append(String.format(Locale.ROOT, "%s (%s), deals from seed %s%n", title(),
          study.paired() ? "each deck twice, seats swapped" : "a fresh deck per deal",
          Long.toUnsignedString(study.seed())));
      sb.append(String.format(Locale.ROOT, "%-26s %9s %8s   %s%n", "", "deals", "share",
          study.paired() ? "95% interval (Wilson)   per deck" : "95% interval (Wilson)"));
      List<Line> lines = tournamentLines();
      int d = 2;
      for (Line l : lines) {
        d = Math.max(d, l.share().decimals());
      }
      Map<String, Long> cat = categories();
      String[] top = Figures.percentsOfAWhole(new long[] {cat.get("win-simple"), cat.get("tie"),
          cat.get("loss-simple")}, n(), d);
      for (int i = 0; i < lines.size(); i++) {
        Line l = lines.get(i);
        String share = i < 3 ? top[i] : Figures.percent(l.share().share(), d);
        String row = String.format(Locale.ROOT, "%-26s %9s %7s%%  %s", l.label(),
            count(l.share().count()), share, l.share().intervalText(d));
        if (study.paired()) {
          double[] p = pairedInterval(l.perDeck());
          row = String.format(Locale.ROOT, "%-55s [%s%%, %s%%]", row, Figures.percent(p[0], d),
              Figures.percent(p[1], d));
        }
        sb.append(row).append('\n');
      }
      Figures.Mean a = meanPointsInterval();
      Figures.Mean b = clustered(DeckTally::pointsB);
      Figures.Mean diff = clustered(x -> x.pointsA() - x.pointsB());
      sb.append(String.format(Locale.ROOT, "mean points of %d: %s %s, %s %s%n",
          rules().totalPoints(), nameA(), a.text(3), nameB(), b.text(3)));
      sb.append(String.format(Locale.ROOT, "mean difference (%s minus %s): %s%n", nameA(),
          nameB(), diff.signed(3)));
      sb.append(String.format(Locale.ROOT, "forfeits: %s %d, %s %d%n", nameA(), forfeits("a"),
          nameB(), forfeits("b")));
      sb.append(String.format(Locale.ROOT, "time per move: %s mean %.2f ms (max %.1f ms), %s "
          + "mean %.2f ms (max %.1f ms)%n", nameA(), movesA.meanMs(), movesA.maxMs(), nameB(),
          movesB.meanMs(), movesB.maxMs()));
      sb.append(study.paired()
          ? "intervals: Wilson 95% takes the deals as independent; \"per deck\" and the means' "
              + "normal 95% intervals take each deck (its two deals, seats swapped) as one unit "
              + "(cluster-robust standard error)\n"
          : "intervals: Wilson 95% for shares, normal 95% (sample standard deviation) for means; "
              + "the deals are independent\n");
      sb.append(nameA()).append("'s points: deals\n");
    }
    for (int p = 0; p < histogram.length; p++) {
      if (histogram[p] > 0) {
        sb.append(String.format(Locale.ROOT, "  %3d: %d (%s%%)%n", p, histogram[p],
            Figures.percent((double) histogram[p] / n(), 2)));
      }
    }
    sb.append("rules: ").append(rules().notation()).append(" (every option: ").append(options())
        .append(")\n");
    if (run != null) {
      sb.append(run.text(n()));
    } else {
      sb.append("made by: not recorded (no \"run\" in the summary)\n");
    }
    return sb.toString();
  }

  private static String clip(String name) {
    return name.length() <= 20 ? name : name.substring(0, 19) + "…";
  }

  private static void line(StringBuilder sb, String label, Share s) {
    sb.append(String.format(Locale.ROOT, "%-26s %9s %s%n", label, count(s.count()), s.text()));
  }

  /** A line whose share is given rounded (one of several that add up to 100%). */
  private static void line(StringBuilder sb, String label, Share s, String percent,
      int decimals) {
    sb.append(String.format(Locale.ROOT, "%-26s %9s %7s%%  %s%n", label, count(s.count()),
        percent, s.intervalText(decimals)));
  }

  private static String count(double c) {
    return c == Math.rint(c) ? Long.toString((long) c) : String.format(Locale.ROOT, "%.1f", c);
  }

  private static ArrayNode interval(Figures.Mean m) {
    return Json.MAPPER.createArrayNode().add(Json.round(m.low())).add(Json.round(m.high()));
  }

  /** {@return the summary as one line of JSON (docs/studies.md, "Summary")} */
  public String json() {
    ObjectNode o = Json.MAPPER.createObjectNode();
    o.put("kind", study.kind().id());
    o.put("game", rules().notation());
    ObjectNode r = o.putObject("rules");
    r.put("notation", rules().notation());
    ObjectNode opts = r.putObject("options");
    rules().options().forEach((k, v) -> opts.put(k.key(), v));
    o.put("deals", n());
    o.put("seed", Long.toUnsignedString(study.seed()));
    o.put("totalPoints", rules().totalPoints());
    Map<String, Long> cat = categories();
    if (study.kind() == Study.Kind.TABLE) {
      table.json(o);
      if (run != null) {
        o.set("run", run.json());
      }
      return Json.write(o);
    }
    if (study.kind() == Study.Kind.SOLVE) {
      ObjectNode f = o.putObject("forehand");
      f.set("win", wins().json());
      f.set("tie", ties().json());
      f.set("loss", losses().json());
      ObjectNode outcomes = o.putObject("outcomes");
      for (String c : CATEGORIES) {
        if (rules().schwarzByTricks() && c.endsWith("schwarz")) {
          outcomes.putNull(c); // not counted: the solver counts points, not tricks
        } else {
          outcomes.set(c, new Share(cat.get(c), n()).json());
        }
      }
      o.set("schneider", share("win-schneider", "loss-schneider").json());
      if (rules().schwarzByTricks()) {
        o.putNull("schwarz");
        o.set("loserWithoutAPoint", scoreless().json());
      } else {
        o.set("schwarz", share("win-schwarz", "loss-schwarz").json());
      }
      Figures.Mean m = meanPointsInterval();
      o.put("meanPoints", Json.round(m.mean()));
      o.set("meanPointsInterval", interval(m));
      Figures.Mean v = meanValueInterval();
      o.put("meanValue", Json.round(v.mean()));
      o.set("meanValueInterval", interval(v));
      o.set("cpu", times.json());
    } else {
      o.put("a", study.botA());
      o.put("b", study.botB());
      o.put("paired", study.paired());
      List<Line> lines = tournamentLines();
      String[] names = {"aWins", "ties", "bWins", "aScore"};
      for (int i = 0; i < names.length; i++) {
        ObjectNode s = lines.get(i).share().json();
        if (study.paired()) {
          double[] p = pairedInterval(lines.get(i).perDeck());
          s.putArray("pairedInterval").add(Json.round(p[0])).add(Json.round(p[1]));
        }
        o.set(names[i], s);
      }
      Figures.Mean a = meanPointsInterval();
      Figures.Mean b = clustered(DeckTally::pointsB);
      Figures.Mean diff = clustered(x -> x.pointsA() - x.pointsB());
      o.put("meanPointsA", Json.round(a.mean()));
      o.set("meanPointsAInterval", interval(a));
      o.put("meanPointsB", Json.round(b.mean()));
      o.set("meanPointsBInterval", interval(b));
      o.put("meanDifference", Json.round(diff.mean()));
      o.set("meanDifferenceInterval", interval(diff));
      o.put("forfeitsA", forfeits("a"));
      o.put("forfeitsB", forfeits("b"));
      o.set("movesA", movesA.json());
      o.set("movesB", movesB.json());
    }
    ArrayNode d = o.putArray("distribution");
    for (long h : histogram) {
      d.add(h);
    }
    if (run != null) {
      o.set("run", run.json());
    }
    return Json.write(o);
  }

  /** {@return the chart of the study: the outcomes as one bar and the points' distribution} */
  public String svg() {
    if (study.kind() == Study.Kind.TABLE) {
      return table.svg();
    }
    Map<String, Long> cat = categories();
    List<Chart.Segment> bar = new ArrayList<>();
    String winner = study.kind() == Study.Kind.SOLVE ? "forehand" : clip(nameA());
    String loser = study.kind() == Study.Kind.SOLVE ? "dealer" : clip(nameB());
    for (String c : CATEGORIES) {
      String label = c.equals("tie") ? "tie" : (c.startsWith("win") ? winner : loser) + " "
          + (study.kind() == Study.Kind.SOLVE ? c.substring(c.indexOf('-') + 1)
              : "wins");
      if (study.kind() == Study.Kind.SOLVE && c.endsWith("schwarz") && rules().schwarzByTricks()) {
        continue; // never counted: the solver does not count tricks
      }
      if (study.kind() == Study.Kind.TOURNAMENT && (c.endsWith("schneider")
          || c.endsWith("schwarz"))) {
        continue; // a tournament counts wins only
      }
      bar.add(new Chart.Segment(label, Chart.colour(c), cat.get(c)));
    }
    Figures.Mean m = meanPointsInterval();
    String headline;
    String subtitle;
    if (study.kind() == Study.Kind.SOLVE) {
      Share w = wins();
      int d = Math.max(1, Figures.decimals(w.interval()[0], w.interval()[1], 1));
      headline = String.format(Locale.ROOT, "forehand wins %s%% [%s, %s]; mean points %s of %d "
          + "(95%% intervals)", Figures.percent(w.share(), d), Figures.percent(w.interval()[0],
          d), Figures.percent(w.interval()[1], d), m.text(2), rules().totalPoints());
      subtitle = "deals from seed " + Long.toUnsignedString(study.seed());
    } else {
      Line w = tournamentLines().get(0);
      double[] iv = study.paired() ? pairedInterval(w.perDeck()) : w.share().interval();
      int d = Math.max(1, Figures.decimals(iv[0], iv[1], 1));
      headline = String.format(Locale.ROOT, "%s %s%% [%s, %s]; mean points %s of %d "
          + "(95%% intervals%s)", w.label(), Figures.percent(w.share().share(), d),
          Figures.percent(iv[0], d), Figures.percent(iv[1], d), m.text(2),
          rules().totalPoints(), study.paired() ? ", per deck" : "");
      subtitle = (study.paired() ? "paired decks" : "fresh decks") + ", seed "
          + Long.toUnsignedString(study.seed());
    }
    String axis = study.kind() == Study.Kind.SOLVE ? "forehand's points with best play"
        : clip(nameA()) + "'s points";
    int total = rules().totalPoints();
    String[] fills = new String[total + 1];
    for (int p = 0; p <= total; p++) {
      fills[p] = Chart.colour(study.kind() == Study.Kind.SOLVE ? category(p)
          : 2 * p > total ? "win-simple" : 2 * p < total ? "loss-simple" : "tie");
    }
    return Chart.study(title(), headline, subtitle, bar, histogram, fills, total, m.mean(),
        axis);
  }
}
