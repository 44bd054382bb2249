package io.github.elfern.spark;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A finished study's summary computed again: from its rows ({@code deals/}) and the study its
 * {@code summary.json} names, or, for a study of perfect-play values without rows, from that
 * summary's distribution and CPU times. What made the run ({@code "run"}) is kept.
 */
final class Summaries {
  private Summaries() {}

  /**
   * A study's directory as read: the study, its summary's JSON and whether it has rows.
   *
   * @param dir the directory
   * @param study the study its summary names
   * @param json its summary
   * @param hasRows whether {@code deals/} is there
   */
  record Source(Path dir, Study study, JsonNode json, boolean hasRows) {}

  /**
   * Reads the study a directory holds.
   *
   * @param dir a study's output directory
   * @return what it holds
   * @throws IllegalArgumentException if it holds no readable summary
   */
  static Source read(Path dir) {
    Path file = dir.resolve("summary.json");
    JsonNode n;
    try {
      n = Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalArgumentException(file + ": cannot be read as a study's summary ("
          + (e.getMessage() == null ? e.getClass().getSimpleName()
              : e.getMessage().lines().findFirst().orElse("")) + ")", e);
    }
    Study study;
    try {
      Rules rules = Rules.parse(n.path("game").asText());
      long deals = n.path("deals").asLong();
      long seed = Checks.seed(n.path("seed").asText());
      study = switch (n.path("kind").asText()) {
        case "solve" -> Study.solve(rules, deals, seed);
        case "tournament" -> Study.tournament(rules, n.path("a").asText(), n.path("b").asText(),
            deals, seed, n.path("paired").asBoolean());
        case "table" -> {
          List<String> bots = new ArrayList<>();
          n.path("bots").forEach(b -> bots.add(b.asText()));
          yield Study.table(rules, bots, deals, seed, n.path("paired").asBoolean());
        }
        default -> throw new IllegalArgumentException("no \"kind\" solve, tournament or table");
      };
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": not a study's summary: " + e.getMessage(), e);
    }
    return new Source(dir, study, n, Files.isDirectory(dir.resolve("deals")));
  }

  /** {@return the run of the summary, if it has one} */
  private static Summary withRun(Summary s, JsonNode n) {
    return n.has("run") ? s.withRun(Provenance.fromJson(n.path("run"))) : s;
  }

  /**
   * Sums up the study's rows.
   *
   * @param source the study
   * @param spark a session to read them
   * @return the summary
   * @throws IllegalStateException if the rows are not the study's number of deals
   */
  static Summary fromRows(Source source, org.apache.spark.sql.SparkSession spark) {
    return withRun(StudyRunner.summarize(source.study(), spark.read().parquet(
        source.dir().resolve("deals").toString())), source.json());
  }

  /**
   * Sums up a study of perfect-play values from its summary's distribution and CPU times.
   *
   * @param source the study
   * @return the summary
   * @throws IllegalArgumentException if it is a tournament or a table (whose decks only the rows
   *     give) or the distribution does not fit
   */
  static Summary fromJson(Source source) {
    JsonNode n = source.json();
    if (source.study().kind() != Study.Kind.SOLVE) {
      throw new IllegalArgumentException(source.dir().resolve("deals") + " is absent: a "
          + source.study().kind().id() + "'s summary needs its rows");
    }
    JsonNode d = n.path("distribution");
    long[] h = new long[d.size()];
    for (int i = 0; i < h.length; i++) {
      h[i] = d.get(i).asLong();
    }
    JsonNode c = n.path("cpu");
    try {
      return withRun(Summary.ofSolve(source.study(), h, new Summary.Times(
          c.path("meanMs").asDouble(), c.path("medianMs").asDouble(), c.path("p90Ms").asDouble(),
          c.path("maxMs").asDouble(), c.path("totalSeconds").asDouble())), n);
    } catch (IllegalStateException e) {
      throw new IllegalArgumentException(source.dir().resolve("summary.json") + ": "
          + e.getMessage(), e);
    }
  }

  /** Writes a study's summary files again. */
  static void write(Path dir, Summary s) {
    try {
      Files.writeString(dir.resolve("summary.txt"), s.text(), StandardCharsets.UTF_8);
      Files.writeString(dir.resolve("summary.json"), s.json() + "\n", StandardCharsets.UTF_8);
      Files.writeString(dir.resolve("chart.svg"), s.svg(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(dir + ": " + e.getMessage(), e);
    }
  }
}
