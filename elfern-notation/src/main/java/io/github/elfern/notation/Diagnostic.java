package io.github.elfern.notation;

import java.util.Objects;

/**
 * One finding about a record: an error with its stable code, or a note about what a partial
 * record could not prove; with the line and column (1-based, in Unicode code points) of the token
 * it concerns and a message that says what was expected and what was found.
 *
 * <p>Diagnostics of records built in code rather than read from text have line and column 0.
 *
 * @param line the 1-based line, or 0 when the record was not read from text
 * @param column the 1-based column in code points, or 0 when the record was not read from text
 * @param code the stable code
 * @param message what was expected and what was found, e.g. {@code "7H is not in Ben's hand"}
 */
public record Diagnostic(int line, int column, EgnCode code, String message) {

  /**
   * Checks the parts.
   *
   * @param line the 1-based line, or 0
   * @param column the 1-based column, or 0
   * @param code the stable code
   * @param message what was expected and what was found
   * @throws IllegalArgumentException if the line or column is negative
   * @throws NullPointerException if the code or message is null
   */
  public Diagnostic {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
    if (line < 0 || column < 0) {
      throw new IllegalArgumentException("negative line or column: " + line + ":" + column);
    }
  }

  /** {@return whether this is an error rather than a note} */
  public boolean isError() {
    return code.isError();
  }

  /**
   * Returns the line that {@code elfern validate} prints: {@code FILE:LINE:COL: CODE message}.
   *
   * @param file the file name to print
   * @return the formatted line, without a line end
   */
  public String format(String file) {
    return Objects.requireNonNull(file, "file") + ":" + this;
  }

  /** Returns {@code LINE:COL: CODE message}. */
  @Override
  public String toString() {
    return line + ":" + column + ": " + code.code() + " " + message;
  }
}
