package io.github.elfern.conformance;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

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

  /**
   * {@return whether the run passed: no vector failed and every vector was run (a run stopped
   * before its end has not passed, whatever it found before)}
   */
  public boolean passed() {
    return count(VectorResult.Status.FAILED) == 0 && complete();
  }

  /**
   * {@return whether every vector was run: false when the run was stopped before its end (its
   * budget spent, the engine timed out too often or could not be started, or it was interrupted)}
   */
  public boolean complete() {
    return count(VectorResult.Status.NOT_RUN) == 0;
  }

  /**
   * Writes the report: the first failures in detail, every skipped vector with the reason, a line
   * per kind (with the checks left out of its vectors that passed, {@code ; left out: 46
   * position}), the skipped count, the checks left out in all (and a note when every vector was skipped), the vectors not run
   * as one count with the reason the run was stopped ({@code 12 vectors not run: the run was
   * stopped because the run's budget of 60 s was spent}), never one by one, and last {@code N
   * passed, M failed} ({@code , K not run} when the run was stopped). What a vector file or an
   * engine wrote is escaped (control and invisible characters as {@code \}{@code uXXXX}), so that
   * it cannot make lines of its own.
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
      byKind.computeIfAbsent(r.vector().kind(),
          k -> new long[VectorResult.Status.values().length])[r.status().ordinal()]++;
    }
    long notRun = count(VectorResult.Status.NOT_RUN);
    for (VectorResult r : results) {
      if (r.status() == VectorResult.Status.SKIPPED) {
        sb.append("SKIP ").append(Echo.escape(r.vector().id())).append(": ")
            .append(Echo.escape(r.detail())).append('\n');
      }
    }
    if (count(VectorResult.Status.SKIPPED) > 0) {
      sb.append('\n');
    }
    byKind.forEach((k, c) -> sb.append(String.format("%-9s %5d passed, %5d failed, %5d skipped%s%s%n",
        k.id() + ":", c[0], c[1], c[2], notRun == 0 ? "" : String.format(", %5d not run", c[3]),
        leftOutText(leftOut(k)))));
    sb.append(count(VectorResult.Status.SKIPPED)).append(" skipped\n");
    Map<String, Integer> leftOut = leftOut();
    if (!leftOut.isEmpty()) {
      long vectors = results.stream().filter(r -> r.status() == VectorResult.Status.PASSED
          && !r.leftOut().isEmpty()).count();
      int checks = leftOut.values().stream().mapToInt(Integer::intValue).sum();
      sb.append(checks).append(checks == 1 ? " check" : " checks").append(" left out of ")
          .append(vectors).append(vectors == 1 ? " vector" : " vectors").append(" that passed")
          .append(leftOutText(leftOut).substring("; left out".length()))
          .append(" (the engine answered 'unsupported' or does not declare them)\n");
    }
    if (allUnsupported()) {
      sb.append("The engine answered 'unsupported' to every vector: nothing was checked.\n");
    }
    notRun(sb);
    sb.append(count(VectorResult.Status.PASSED)).append(" passed, ").append(failed)
        .append(" failed").append(notRun == 0 ? "" : ", " + notRun + " not run").append('\n');
    return sb.toString();
  }

  /**
   * Returns the checks left out of the vectors that passed, by request ({@link
   * VectorResult#leftOut()}), summed over every kind.
   *
   * @return the counts by request, in the order of the request names
   */
  public Map<String, Integer> leftOut() {
    return leftOut(results, null);
  }

  /**
   * Returns the checks left out of the vectors of one kind that passed, by request.
   *
   * @param kind the kind
   * @return the counts by request, in the order of the request names
   */
  public Map<String, Integer> leftOut(VectorKind kind) {
    return leftOut(results, java.util.Objects.requireNonNull(kind, "kind"));
  }

  private static Map<String, Integer> leftOut(List<VectorResult> results, VectorKind kind) {
    Map<String, Integer> sum = new TreeMap<>();
    for (VectorResult r : results) {
      if (r.status() == VectorResult.Status.PASSED && (kind == null || r.vector().kind() == kind)) {
        r.leftOut().forEach((request, n) -> sum.merge(request, n, Integer::sum));
      }
    }
    return java.util.Collections.unmodifiableMap(sum);
  }

  /** {@return "; left out: 46 position, 2 egn", or empty when nothing was left out} */
  private static String leftOutText(Map<String, Integer> counts) {
    StringBuilder sb = new StringBuilder();
    counts.forEach((request, n) -> sb.append(sb.length() == 0 ? "; left out: " : ", ").append(n)
        .append(' ').append(request));
    return sb.toString();
  }

  /**
   * Writes the vectors not run as one line per reason the run was stopped (one reason in a run
   * from {@link Conformance#run}), saying how many of them were under way.
   */
  private void notRun(StringBuilder sb) {
    Map<String, long[]> byReason = new LinkedHashMap<>();
    for (VectorResult r : results) {
      if (r.status() != VectorResult.Status.NOT_RUN) {
        continue;
      }
      String first = r.detail().split("\n", 2)[0];
      boolean begun = first.startsWith(NOT_FINISHED);
      String reason = begun ? first.substring(NOT_FINISHED.length())
          : first.startsWith(NOT_RUN) ? first.substring(NOT_RUN.length()) : first;
      long[] c = byReason.computeIfAbsent(reason, k -> new long[2]);
      c[0]++;
      c[1] += begun ? 1 : 0;
    }
    byReason.forEach((reason, c) -> sb.append(c[0]).append(c[0] == 1 ? " vector" : " vectors")
        .append(" not run: the run was stopped because ").append(Echo.escape(reason))
        .append(c[1] == 0 ? "" : " (" + c[1] + " of them was under way)").append('\n'));
  }

  /** The start of the detail of a vector not begun (see {@link VectorResult#detail()}). */
  private static final String NOT_RUN = "not run: ";

  /** The start of the detail of a vector under way when the run was stopped. */
  private static final String NOT_FINISHED = "not finished: ";

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
