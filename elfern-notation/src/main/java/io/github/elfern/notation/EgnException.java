package io.github.elfern.notation;

/**
 * Thrown when a record is used in a way its errors forbid, e.g. replaying a record with an
 * illegal play or parsing text that holds no valid record; carries the {@link Diagnostic}.
 */
public final class EgnException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final transient Diagnostic diagnostic;

  /**
   * Creates the exception for a diagnostic.
   *
   * @param diagnostic the error
   */
  public EgnException(Diagnostic diagnostic) {
    super(java.util.Objects.requireNonNull(diagnostic, "diagnostic").toString());
    this.diagnostic = diagnostic;
  }

  /** {@return the error} */
  public Diagnostic diagnostic() {
    return diagnostic;
  }
}
