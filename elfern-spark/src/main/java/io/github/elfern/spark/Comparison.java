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

  private Comparison(List<JsonNode> summaries) {
    this.summaries = summaries;
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
        throw new IllegalArgumentException(file + ": not the summary of a study of perfect-play "
            + "values (elfern-study solve)");
      }
      list.add(n);
    }
    return new Comparison(list);
  }

  private static String share(JsonNode s) {
    if (s == null || s.isNull() || s.isMissingNode()) {
      return "—";
    }
    JsonNode i = s.path("interval");
    return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * s.path("share").asDouble(),
        100 * i.path(0).asDouble(), 100 * i.path(1).asDouble());
  }

  /** {@return the table in Markdown, one row per study} */
  String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("| rules | deals | forehand wins | ties | dealer wins | forehand's mean points "
        + "| schneider | schwarz |\n");
    sb.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (JsonNode n : summaries) {
      JsonNode f = n.path("forehand");
      String schwarz = n.path("schwarz").isNull()
          ? "n/a (" + share(n.path("loserWithoutAPoint")) + " without a point)"
          : share(n.path("schwarz"));
      sb.append(String.format(Locale.ROOT, "| `%s` | %,d | %s | %s | %s | %.2f of %d | %s | %s |%n",
          n.path("game").asText(), n.path("deals").asLong(), share(f.path("win")),
          share(f.path("tie")), share(f.path("loss")), n.path("meanPoints").asDouble(),
          n.path("totalPoints").asInt(), share(n.path("schneider")), schwarz));
    }
    sb.append("\nShares of all deals with Wilson 95% intervals, in percent; schneider and schwarz "
        + "count either side's.\n");
    return sb.toString();
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
      bars.add(new Chart.Bar(n.path("game").asText(), String.format(Locale.ROOT,
          "%,d deals, mean %.2f", n.path("deals").asLong(), n.path("meanPoints").asDouble()),
          segments));
    }
    String svg = Chart.compare(title, String.format(Locale.ROOT, "Forehand's outcomes and mean "
        + "points with best play on both sides; at least %,d deals per rule set", deals), bars);
    try {
      Files.writeString(file, svg, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
  }
}
