package io.github.elfern.conformance;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The verdict of the kit on one vector: passed, failed (with the first disagreement in detail),
 * skipped (the implementation does not support what the vector needs) or not run (the run was
 * stopped before it).
 *
 * @param vector the vector
 * @param status the verdict
 * @param detail empty when passed; for a failure the step, the request, the expected and the actual
 *     answer and the last exchanges; for a skip the reason; for a vector not run {@code "not run:
 *     "} and why the run was stopped, or {@code "not finished: "}, why, and the last exchanges
 *     for the vector under way
 * @param leftOut the checks the kit left out of this vector, by request ({@code position},
 *     {@code egn}, {@code setup}): how many times the engine answered {@code unsupported} to a
 *     request that only adds a check, or does not declare it among its capabilities, so that a
 *     vector that passed without them says so; empty when nothing was left out
 */
public record VectorResult(Vector vector, Status status, String detail,
    Map<String, Integer> leftOut) {

  /** The four verdicts. */
  public enum Status {
    /** Every answer agreed with the vector. */
    PASSED,
    /** An answer disagreed, or the engine failed. */
    FAILED,
    /** The implementation answered {@code unsupported} to something the vector needs. */
    SKIPPED,
    /**
     * The vector was not checked, or not to its end, because the run was stopped (its budget was
     * spent, the engine timed out too often or could not be started, or the run was
     * interrupted): neither passed nor failed.
     */
    NOT_RUN
  }

  /**
   * Checks the fields and copies the checks left out, sorted by request.
   *
   * @param vector the vector
   * @param status the verdict
   * @param detail the detail
   * @param leftOut the checks left out, by request; counts of at least 1
   * @throws IllegalArgumentException if a count is below 1
   */
  public VectorResult {
    Objects.requireNonNull(vector, "vector");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(detail, "detail");
    Map<String, Integer> sorted = new TreeMap<>(Objects.requireNonNull(leftOut, "leftOut"));
    sorted.forEach((request, count) -> {
      if (count == null || count < 1) {
        throw new IllegalArgumentException("a check left out counts at least 1, got " + request
            + "=" + count);
      }
    });
    leftOut = java.util.Collections.unmodifiableMap(sorted);
  }

  /**
   * Makes a verdict with no check left out.
   *
   * @param vector the vector
   * @param status the verdict
   * @param detail the detail
   */
  public VectorResult(Vector vector, Status status, String detail) {
    this(vector, status, detail, Map.of());
  }
}
