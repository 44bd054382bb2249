package io.github.elfern.conformance;

import java.util.Objects;

/**
 * The verdict of the kit on one vector: passed, failed (with the first disagreement in detail) or
 * skipped (the implementation does not support what the vector needs).
 *
 * @param vector the vector
 * @param status the verdict
 * @param detail empty when passed; for a failure the step, the request, the expected and the actual
 *     answer and the last exchanges; for a skip the reason
 */
public record VectorResult(Vector vector, Status status, String detail) {

  /** The three verdicts. */
  public enum Status {
    /** Every answer agreed with the vector. */
    PASSED,
    /** An answer disagreed, or the engine failed. */
    FAILED,
    /** The implementation answered {@code unsupported} to something the vector needs. */
    SKIPPED
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
