package io.github.elfern.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Several studies of perfect-play values side by side, read from their {@code summary.json}: a
 * Markdown table and a chart with one bar per study.
 */
final class Comparison {
  private final List<JsonNode> summaries;
  private final List<String> names; // the studies as given

  private Comparison(List<JsonNode> summaries, List<String> names) {
    this.summaries = summaries;
    this.names = names;
  }

  /**
   * Reads the summaries of studies.
   *
   * @param dirs the studies' output directories (or their {@code summary.json} files)
   * @return the comparison
   * @throws IllegalArgumentException if a summary is missing, unreadable or of a tournament
   */
  static Comparison read(List<String> dirs) {
    ObjectMapper mapper = new ObjectMapper();
    List<JsonNode> list = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (String d : dirs) {
      Path p = Path.of(d);
      Path file = Files.isDirectory(p) ? p.resolve("summary.json") : p;
      JsonNode n;
      try {
        n = mapper.readTree(Files.readString(file, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new IllegalArgumentException(file + ": cannot be read as a study's summary ("
            + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines()
                .findFirst().orElse("")) + ")", e);
      }
      if (n == null || !"solve".equals(n.path("kind").asText())) {
        String kind = n == null ? "" : n.path("kind").asText();
        throw new IllegalArgumentException(file + ": not the summary of a study of perfect-play "
            + "values (elfern-study solve)" + (kind.equals("tournament") || kind.equals("table")
                ? " but of a " + kind + ": compare reads only solve studies" : ""));
      }
      list.add(n);
      names.add(d);
    }
    return new Comparison(list, names);
  }

  /** {@return the decimals a share's interval needs in the table: one, or more to show it} */
  private static int decimals(JsonNode s) {
    if (s == null || s.isNull() || s.isMissingNode()) {
      return 1;
    }
    JsonNode i = s.path("interval");
    return Figures.decimals(i.path(0).asDouble(), i.path(1).asDouble(), 1);
  }

  /** {@return e.g. "0.05% [0.02, 0.12]", the share as given (rounded to add up) or its own} */
  private static String share(JsonNode s, String percent, int decimals) {
    if (s == null || s.isNull() || s.isMissingNode()) {
      return "—";
    }
    JsonNode i = s.path("interval");
    return (percent != null ? percent : Figures.percent(s.path("share").asDouble(), decimals))
        + "% [" + Figures.percent(i.path(0).asDouble(), decimals) + ", "
        + Figures.percent(i.path(1).asDouble(), decimals) + "]";
  }

  private static String share(JsonNode s) {
    return share(s, null, decimals(s));
  }

  /** {@return the mean points with their interval, if the summary has it} */
  private static String mean(JsonNode n) {
    JsonNode i = n.path("meanPointsInterval");
    String of = " of " + n.path("totalPoints").asInt();
    return i.isArray() ? String.format(Locale.ROOT, "%.2f [%.2f, %.2f]%s",
        n.path("meanPoints").asDouble(), i.path(0).asDouble(), i.path(1).asDouble(), of)
        : String.format(Locale.ROOT, "%.2f%s", n.path("meanPoints").asDouble(), of);
  }

  /** {@return the table in Markdown, one row per study} */
  String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("| study | rules | seed | deals | forehand wins | ties | dealer wins "
        + "| forehand's mean points | schneider | schwarz |\n");
    sb.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int k = 0; k < summaries.size(); k++) {
      JsonNode n = summaries.get(k);
      JsonNode f = n.path("forehand");
      // one number of decimals for the three shares of a row, which add up to 100%
      int d = Math.max(decimals(f.path("win")), Math.max(decimals(f.path("tie")),
          decimals(f.path("loss"))));
      long deals = n.path("deals").asLong();
      String[] p = Figures.percentsOfAWhole(new long[] {f.path("win").path("deals").asLong(),
          f.path("tie").path("deals").asLong(), f.path("loss").path("deals").asLong()}, deals, d);
      String schwarz = n.path("schwarz").isNull()
          ? "not counted (" + share(n.path("loserWithoutAPoint")) + " without a point)"
          : share(n.path("schwarz"));
      sb.append(String.format(Locale.ROOT, "| %s | `%s` | %s | %,d | %s | %s | %s | %s | %s | %s |%n",
          names.get(k).replace("|", "\\|"), n.path("game").asText(), n.path("seed").asText(),
          deals, share(f.path("win"), p[0], d), share(f.path("tie"), p[1], d),
          share(f.path("loss"), p[2], d), mean(n), share(n.path("schneider")), schwarz));
    }
    sb.append("\nShares of all deals with Wilson 95% intervals, in percent (a row's three "
        + "outcomes add up to 100%); mean points with normal 95% intervals; schneider and "
        + "schwarz count either side's.\n");
    return sb.toString();
  }

  /** The cores a cluster of the cost table's last column has. */
  static final int CLUSTER_CORES = 64;

  /**
   * Returns the costs of the studies in Markdown, one row per study, every figure computed from
   * the summaries: the CPU time of the solves (in all, mean and median per deal), what a million
   * deals take from the mean (CPU hours, and hours on {@value #CLUSTER_CORES} cores if the work
   * spreads evenly, which it does: the deals are independent), and the run's time on the clock
   * with the cores it kept busy on average (CPU time over time on the clock).
   *
   * @return the table
   */
  String costs() {
    StringBuilder sb = new StringBuilder();
    sb.append("| study | rules | deals | CPU in all | mean CPU per deal | median | a million "
        + "deals | on " + CLUSTER_CORES + " cores | the run on the clock | cores busy |\n");
    sb.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int k = 0; k < summaries.size(); k++) {
      JsonNode n = summaries.get(k);
      JsonNode cpu = n.path("cpu");
      double total = cpu.path("totalSeconds").asDouble();
      double mean = cpu.path("meanMs").asDouble();
      double millionHours = mean * 1e6 / 1000 / 3600;
      JsonNode run = n.path("run");
      String clock = "not recorded";
      String busy = "—";
      if (run.isObject()) {
        double wall = run.path("wallSeconds").asDouble();
        clock = String.format(Locale.ROOT, "%,.0f s (%s, %d partitions)", wall,
            run.path("master").asText(), run.path("partitions").asInt());
        busy = wall > 0 ? String.format(Locale.ROOT, "%.2f", total / wall) : "—";
      }
      sb.append(String.format(Locale.ROOT, "| %s | `%s` | %,d | %,.0f s | %.1f ms | %.1f ms | "
          + "%s CPU hours | %s h | %s | %s |%n", names.get(k).replace("|", "\\|"),
          n.path("game").asText(), n.path("deals").asLong(), total, mean,
          cpu.path("medianMs").asDouble(), hours(millionHours), hours(millionHours
              / CLUSTER_CORES), clock, busy));
    }
    sb.append("\nThread CPU time of the solves, each from empty tables; a million deals from the "
        + "mean (the median is lower: a few deals take many times longer); cores busy = CPU in "
        + "all / the run on the clock.\n");
    return sb.toString();
  }

  /** {@return hours with three significant digits, e.g. "15.8", "166", "42.0", "0.248"} */
  static String hours(double h) {
    return new java.math.BigDecimal(h).round(new java.math.MathContext(3))
        .toPlainString();
  }

  /**
   * Checks that the chart can be written to {@code file} before anything is printed: its
   * directory exists and is writable, and it is not a directory.
   *
   * @param file the chart's file
   * @throws IllegalArgumentException if it cannot be written there
   */
  static void checkSvg(Path file) {
    Path abs = file.toAbsolutePath();
    Path dir = abs.getParent();
    if (Files.isDirectory(abs)) {
      throw new IllegalArgumentException("--svg " + file + " is a directory: give a file");
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw new IllegalArgumentException("--svg " + file + ": the directory " + dir
          + " does not exist");
    }
    if (!Files.isWritable(dir) || (Files.exists(abs) && !Files.isWritable(abs))) {
      throw new IllegalArgumentException("--svg " + file + ": cannot be written");
    }
  }

  /** Writes the chart: one stacked bar of outcomes per study. */
  void writeSvg(Path file, String title) {
    List<Chart.Bar> bars = new ArrayList<>();
    long deals = Long.MAX_VALUE;
    for (JsonNode n : summaries) {
      List<Chart.Segment> segments = new ArrayList<>();
      for (String c : Summary.CATEGORIES) {
        JsonNode s = n.path("outcomes").path(c);
        String level = c.substring(c.indexOf('-') + 1);
        String label = c.equals("tie") ? "tie" : (c.startsWith("win") ? "forehand " : "dealer ")
            + level;
        if (n.path("schwarz").isNull() && c.endsWith("schwarz")) {
          continue;
        }
        segments.add(new Chart.Segment(label, Chart.colour(c), s.path("deals").asLong()));
      }
      deals = Math.min(deals, n.path("deals").asLong());
      JsonNode w = n.path("forehand").path("win");
      bars.add(new Chart.Bar(n.path("game").asText(), String.format(Locale.ROOT,
          "wins %s; mean %.2f", share(w), n.path("meanPoints").asDouble()), segments));
    }
    String svg = Chart.compare(title, String.format(Locale.ROOT, "Forehand's outcomes, its wins "
        + "and mean points with best play on both sides (95%% intervals); at least %,d deals per "
        + "rule set", deals), bars);
    try {
      Files.writeString(file, svg, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
  }
}
