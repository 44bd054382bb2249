package io.github.elfern.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Objects;
import java.util.Properties;

/**
 * What made a study: the library's version and the git commit it was built from, the Spark
 * master, the partitions, when the run started, the driver's Java and Spark versions, and how
 * long the run took on the clock. Written into {@code summary.json} (as {@code "run"}) and at the
 * end of {@code summary.txt}, so that a summary can be cited and checked.
 *
 * @param version the version of elfern-spark (and so of the library it was built with)
 * @param commit the git commit of the build, with "-dirty" if tracked files differed from it,
 *     or "unknown"
 * @param master the Spark master URL the study ran on
 * @param partitions the Spark partitions (tasks) of the study
 * @param started when the run started, to the second (UTC)
 * @param java the driver's Java version and vendor, e.g. "17.0.15 (Debian)"
 * @param spark the Spark version of the driver, e.g. "4.2.0"
 * @param wallSeconds the seconds on the clock from the start of the job to the rows written, to
 *     six significant digits (as {@code summary.json} keeps them)
 */
record Provenance(String version, String commit, String master, int partitions, Instant started,
    String java, String spark, double wallSeconds) {

  Provenance {
    Objects.requireNonNull(version, "version");
    Objects.requireNonNull(commit, "commit");
    Objects.requireNonNull(master, "master");
    Objects.requireNonNull(java, "java");
    Objects.requireNonNull(spark, "spark");
    started = started.truncatedTo(ChronoUnit.SECONDS);
    // to the digits summary.json keeps, so that the text made from it says the same
    wallSeconds = Json.round(wallSeconds).doubleValue();
  }

  /** The build's version and commit, read once from {@code build.properties}. */
  private static final Properties BUILD = build();

  private static Properties build() {
    Properties p = new Properties();
    try (InputStream in = Provenance.class.getResourceAsStream("build.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("build.properties of elfern-spark: " + e.getMessage(), e);
    }
    return p;
  }

  /** {@return the version of elfern-spark this class was built as, or "unknown"} */
  static String libraryVersion() {
    return BUILD.getProperty("version", "unknown");
  }

  /** {@return the git commit this class was built from, or "unknown"} */
  static String libraryCommit() {
    return BUILD.getProperty("commit", "unknown");
  }

  /** {@return this JVM's Java version and vendor, e.g. "17.0.15 (Debian)"} */
  static String javaVersion() {
    return Runtime.version() + " (" + System.getProperty("java.vendor", "unknown vendor") + ")";
  }

  /**
   * Describes a run of this build in this JVM.
   *
   * @param master the master URL
   * @param partitions the partitions
   * @param started when the run started
   * @param spark Spark's version
   * @param wallSeconds the run's seconds on the clock
   * @return the provenance
   */
  static Provenance of(String master, int partitions, Instant started, String spark,
      double wallSeconds) {
    return new Provenance(libraryVersion(), libraryCommit(), master, partitions, started,
        javaVersion(), spark, wallSeconds);
  }

  /** {@return the provenance as the {@code "run"} object of {@code summary.json}} */
  ObjectNode json() {
    ObjectNode n = Json.MAPPER.createObjectNode();
    n.put("library", "elfern-spark " + version);
    n.put("commit", commit);
    n.put("master", master);
    n.put("partitions", partitions);
    n.put("started", started.toString());
    n.put("java", java);
    n.put("spark", spark);
    n.put("wallSeconds", Json.round(wallSeconds));
    return n;
  }

  /**
   * Reads the {@code "run"} object of a summary.
   *
   * @param n the object
   * @return the provenance
   * @throws IllegalArgumentException if a field is missing or malformed
   */
  static Provenance fromJson(JsonNode n) {
    try {
      String library = text(n, "library");
      return new Provenance(library.startsWith("elfern-spark ")
          ? library.substring("elfern-spark ".length()) : library, text(n, "commit"),
          text(n, "master"), n.path("partitions").asInt(), Instant.parse(text(n, "started")),
          text(n, "java"), text(n, "spark"), n.path("wallSeconds").asDouble());
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("the summary's \"run\" is malformed: " + e.getMessage(),
          e);
    }
  }

  private static String text(JsonNode n, String field) {
    JsonNode v = n.path(field);
    if (!v.isTextual()) {
      throw new IllegalArgumentException("\"" + field + "\" is missing");
    }
    return v.asText();
  }

  /** {@return the lines of {@code summary.txt} that say what made the study} */
  String text(long deals) {
    return String.format(Locale.ROOT, "made by: elfern-spark %s (commit %s), Spark %s, Java %s%n"
        + "run: started %s on %s, %d %s, %.1f s on the clock (%.1f deals/s)%n", version, commit,
        spark, java, started, master, partitions, partitions == 1 ? "partition" : "partitions",
        wallSeconds, wallSeconds > 0 ? deals / wallSeconds : 0);
  }
}
