package io.github.elfern.conformance;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a conformance run: a verdict per vector, the counts, and a plain-text report.
 *
 * @param results the verdicts in the order the vectors were run
 */
public record ConformanceReport(List<VectorResult> results) {

  /**
   * Copies the list.
   *
   * @param results the verdicts
   */
  public ConformanceReport {
    results = List.copyOf(results);
  }

  /**
   * Counts the verdicts of one status.
   *
   * @param status the status
   * @return how many vectors have it
   */
  public long count(VectorResult.Status status) {
    return results.stream().filter(r -> r.status() == status).count();
  }

  /**
   * {@return whether every vector was skipped (the engine answered {@code unsupported} to all of
   * them), so that nothing was checked; false for an empty run}
   */
  public boolean allUnsupported() {
    return !results.isEmpty() && count(VectorResult.Status.SKIPPED) == results.size();
  }

  /** {@return whether no vector failed} */
  public boolean passed() {
    return count(VectorResult.Status.FAILED) == 0;
  }

  /**
   * Writes the report: the first failures in detail, every skipped vector with the reason, a line
   * per kind, the skipped count (and a note when every vector was skipped), and last {@code N
   * passed, M failed}.
   *
   * @param details how many failures to show in detail
   * @return the report, lines ending with LF
   */
  public String format(int details) {
    StringBuilder sb = new StringBuilder();
    int shown = 0;
    for (VectorResult r : results) {
      if (r.status() == VectorResult.Status.FAILED && shown < details) {
        shown++;
        sb.append("FAIL ").append(Echo.escape(r.vector().id())).append('\n')
            .append("  ").append(escapeLines(r.detail()).replace("\n", "\n  ")).append("\n\n");
      }
    }
    long failed = count(VectorResult.Status.FAILED);
    if (failed > shown) {
      sb.append("(").append(failed - shown).append(" more failures not shown)\n\n");
    }
    Map<VectorKind, long[]> byKind = new EnumMap<>(VectorKind.class);
    for (VectorResult r : results) {
      byKind.computeIfAbsent(r.vector().kind(), k -> new long[3])[r.status().ordinal()]++;
    }
    for (VectorResult r : results) {
      if (r.status() == VectorResult.Status.SKIPPED) {
        sb.append("SKIP ").append(Echo.escape(r.vector().id())).append(": ")
            .append(Echo.escape(r.detail())).append('\n');
      }
    }
    if (count(VectorResult.Status.SKIPPED) > 0) {
      sb.append('\n');
    }
    byKind.forEach((k, c) -> sb.append(String.format("%-8s %5d passed, %5d failed, %5d skipped%n",
        k.id() + ":", c[0], c[1], c[2])));
    sb.append(count(VectorResult.Status.SKIPPED)).append(" skipped\n");
    if (allUnsupported()) {
      sb.append("The engine answered 'unsupported' to every vector: nothing was checked.\n");
    }
    sb.append(count(VectorResult.Status.PASSED)).append(" passed, ").append(failed)
        .append(" failed\n");
    return sb.toString();
  }

  /**
   * {@return text escaped line by line ({@link Echo#escape}): its LFs stay line ends, every other
   * control or invisible character (a CR, an escape sequence from a vector file) is shown as
   * {@code \}{@code uXXXX}}
   */
  private static String escapeLines(String text) {
    StringBuilder sb = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      sb.append(sb.length() > 0 ? "\n" : "").append(Echo.escape(line));
    }
    return sb.toString();
  }
}
