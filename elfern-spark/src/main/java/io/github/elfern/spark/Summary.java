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
 * forfeits and time per move. Everything but the times is the same for every run of the study.
 */
public final class Summary {

  /** The normal quantile of a 95% interval. */
  static final double Z95 = 1.959964;

  /**
   * A share of the deals with its Wilson 95% interval ({@link Tournament#wilson}).
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

    /** {@return e.g. "52.31%  [51.62%, 53.00%]"} */
    String text() {
      double[] w = interval();
      return String.format(Locale.ROOT, "%6.2f%%  [%.2f%%, %.2f%%]", 100 * share(), 100 * w[0],
          100 * w[1]);
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

  /** The outcome categories of a two-player deal, from forehand's (or A's) side, in order. */
  static final List<String> CATEGORIES = List.of("win-schwarz", "win-schneider", "win-simple",
      "tie", "loss-simple", "loss-schneider", "loss-schwarz");

  private final Study study;
  private final long[] histogram; // deals by forehand's (A's) points
  private final Times times; // solve: CPU per deal
  private final List<Ending> endings; // tournament
  private final Moves movesA;
  private final Moves movesB;
  private final Provenance run; // null until the run is known

  private Summary(Study study, long[] histogram, Times times, List<Ending> endings, Moves movesA,
      Moves movesB, Provenance run) {
    this.study = study;
    this.histogram = histogram;
    this.times = times;
    this.endings = endings;
    this.movesA = movesA;
    this.movesB = movesB;
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
    return new Summary(study, histogram.clone(), Objects.requireNonNull(times), List.of(), null,
        null, null);
  }

  /**
   * Sums up a tournament.
   *
   * @param study the study
   * @param endings the deals by the points of A and B and who forfeited
   * @param movesA A's moves
   * @param movesB B's moves
   */
  static Summary ofTournament(Study study, List<Ending> endings, Moves movesA, Moves movesB) {
    long[] histogram = new long[study.rules().totalPoints() + 1];
    for (Ending e : endings) {
      histogram[Math.min(e.pointsA(), histogram.length - 1)] += e.deals();
    }
    check(study, histogram);
    return new Summary(study, histogram, null, List.copyOf(endings), movesA, movesB, null);
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
    return new Summary(study, histogram, times, endings, movesA, movesB,
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

  /** {@return the summary for a person to read, lines ending in a newline} */
  public String text() {
    StringBuilder sb = new StringBuilder();
    Map<String, Long> cat = categories();
    if (study.kind() == Study.Kind.SOLVE) {
      sb.append(String.format(Locale.ROOT, "%s, deals from seed %s (every card known)%n",
          title(), Long.toUnsignedString(study.seed())));
      sb.append(String.format(Locale.ROOT, "%-26s %9s %8s   %s%n", "", "deals", "share",
          "95% interval"));
      line(sb, "forehand wins", wins());
      for (String level : List.of("simple", "schneider", "schwarz")) {
        line(sb, "  " + level, share("win-" + level));
      }
      line(sb, "tie", ties());
      line(sb, "dealer wins", losses());
      for (String level : List.of("simple", "schneider", "schwarz")) {
        line(sb, "  " + level, share("loss-" + level));
      }
      line(sb, "schneider (either side)", share("win-schneider", "loss-schneider"));
      if (rules().schwarzByTricks()) {
        sb.append("schwarz: not known (these rules count the loser's tricks; the solver counts "
            + "points)\n");
        line(sb, "loser without a point", scoreless());
      } else {
        line(sb, "schwarz (either side)", share("win-schwarz", "loss-schwarz"));
      }
      sb.append(String.format(Locale.ROOT, "forehand's mean points: %.3f of %d (mean value %+.3f)%n",
          meanPoints(), rules().totalPoints(), 2 * meanPoints() - rules().totalPoints()));
      sb.append(String.format(Locale.ROOT, "time per deal (thread CPU): mean %.1f ms, median "
          + "%.1f ms, p90 %.1f ms, max %.1f ms; %.0f s in all%n", times.mean(), times.median(),
          times.p90(), times.max(), times.totalSeconds()));
      sb.append("forehand's points: deals\n");
    } else {
      sb.append(String.format(Locale.ROOT, "%s (%s), deals from seed %s%n", title(),
          study.paired() ? "each deck twice, seats swapped" : "a fresh deck per deal",
          Long.toUnsignedString(study.seed())));
      sb.append(String.format(Locale.ROOT, "%-26s %9s %8s   %s%n", "", "deals", "share",
          "95% interval"));
      line(sb, clip(nameA()) + " wins", new Share(cat.get("win-simple"), n()));
      line(sb, "tie", new Share(cat.get("tie"), n()));
      line(sb, clip(nameB()) + " wins", new Share(cat.get("loss-simple"), n()));
      line(sb, "score of " + clip(nameA()), new Share(cat.get("win-simple")
          + cat.get("tie") / 2.0, n()));
      sb.append(String.format(Locale.ROOT, "mean points: %s %.3f, %s %.3f%n", nameA(),
          meanPoints(), nameB(), meanPointsB()));
      sb.append(String.format(Locale.ROOT, "forfeits: %s %d, %s %d%n", nameA(), forfeits("a"),
          nameB(), forfeits("b")));
      sb.append(String.format(Locale.ROOT, "time per move: %s mean %.2f ms (max %.1f ms), %s "
          + "mean %.2f ms (max %.1f ms)%n", nameA(), movesA.meanMs(), movesA.maxMs(), nameB(),
          movesB.meanMs(), movesB.maxMs()));
      sb.append(nameA()).append("'s points: deals\n");
    }
    for (int p = 0; p < histogram.length; p++) {
      if (histogram[p] > 0) {
        sb.append(String.format(Locale.ROOT, "  %3d: %d (%.2f%%)%n", p, histogram[p],
            100.0 * histogram[p] / n()));
      }
    }
    sb.append("rules: ").append(rules().notation()).append(" (every option: ").append(options())
        .append(")\n");
    if (run != null) {
      sb.append(run.text(n()));
    }
    return sb.toString();
  }

  private static String clip(String name) {
    return name.length() <= 20 ? name : name.substring(0, 19) + "…";
  }

  private static void line(StringBuilder sb, String label, Share s) {
    sb.append(String.format(Locale.ROOT, "%-26s %9s %s%n", label, count(s.count()), s.text()));
  }

  private static String count(double c) {
    return c == Math.rint(c) ? Long.toString((long) c) : String.format(Locale.ROOT, "%.1f", c);
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
    if (study.kind() == Study.Kind.SOLVE) {
      ObjectNode f = o.putObject("forehand");
      f.set("win", wins().json());
      f.set("tie", ties().json());
      f.set("loss", losses().json());
      ObjectNode outcomes = o.putObject("outcomes");
      for (String c : CATEGORIES) {
        outcomes.set(c, new Share(cat.get(c), n()).json());
      }
      o.set("schneider", share("win-schneider", "loss-schneider").json());
      if (rules().schwarzByTricks()) {
        o.putNull("schwarz");
        o.set("loserWithoutAPoint", scoreless().json());
      } else {
        o.set("schwarz", share("win-schwarz", "loss-schwarz").json());
      }
      o.put("meanPoints", Json.round(meanPoints()));
      o.put("meanValue", Json.round(2 * meanPoints() - rules().totalPoints()));
      o.set("cpu", times.json());
    } else {
      o.put("a", study.botA());
      o.put("b", study.botB());
      o.put("paired", study.paired());
      o.set("aWins", new Share(cat.get("win-simple"), n()).json());
      o.set("ties", new Share(cat.get("tie"), n()).json());
      o.set("bWins", new Share(cat.get("loss-simple"), n()).json());
      o.set("aScore", new Share(cat.get("win-simple") + cat.get("tie") / 2.0, n()).json());
      o.put("meanPointsA", Json.round(meanPoints()));
      o.put("meanPointsB", Json.round(meanPointsB()));
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
    String subtitle = study.kind() == Study.Kind.SOLVE
        ? String.format(Locale.ROOT, "forehand's mean points %.2f of %d, deals from seed %s",
            meanPoints(), rules().totalPoints(), Long.toUnsignedString(study.seed()))
        : String.format(Locale.ROOT, "%s's mean points %.2f of %d, %s, seed %s", clip(nameA()),
            meanPoints(), rules().totalPoints(), study.paired() ? "paired decks" : "fresh decks",
            Long.toUnsignedString(study.seed()));
    String axis = study.kind() == Study.Kind.SOLVE ? "forehand's points with best play"
        : clip(nameA()) + "'s points";
    int total = rules().totalPoints();
    String[] fills = new String[total + 1];
    for (int p = 0; p <= total; p++) {
      fills[p] = Chart.colour(study.kind() == Study.Kind.SOLVE ? category(p)
          : 2 * p > total ? "win-simple" : 2 * p < total ? "loss-simple" : "tie");
    }
    return Chart.study(title(), subtitle, bar, histogram, fills, total, meanPoints(), axis);
  }
}
