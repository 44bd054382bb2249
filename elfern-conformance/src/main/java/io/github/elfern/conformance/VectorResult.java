package io.github.elfern.conformance;

import java.util.Objects;

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
 */
public record VectorResult(Vector vector, Status status, String detail) {

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
   * Checks the fields.
   *
   * @param vector the vector
   * @param status the verdict
   * @param detail the detail
   */
  public VectorResult {
    Objects.requireNonNull(vector, "vector");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(detail, "detail");
  }
}
