package io.github.elfern.notation;

import java.util.Objects;

/**
 * One finding about a record: an error with its stable code, or a note about what a partial
 * record could not prove; with the line and column (1-based, in Unicode code points) of the token
 * it concerns and a message that says what was expected and what was found.
 *
 * <p>Diagnostics of records built in code rather than read from text have line and column 0.
 *
 * <p>A message quotes what the text holds, and the text is untrusted: so every message is kept
 * with its control characters, bidirectional controls and line separators written as {@code
 * \}{@code uXXXX} (the constructor escapes them), and {@link #format(String)} escapes the file
 * name too. {@link #message()}, {@link #toString()} and {@link #format(String)} are therefore
 * safe to print on a terminal as they are: a file cannot clear the screen, retitle the window,
 * reorder a line or fake another one.
 *
 * @param line the 1-based line, or 0 when the record was not read from text
 * @param column the 1-based column in code points, or 0 when the record was not read from text
 * @param code the stable code
 * @param message what was expected and what was found, e.g. {@code "7H is not in Ben's hand"},
 *     its control characters escaped
 */
public record Diagnostic(int line, int column, EgnCode code, String message) {

  /**
   * Checks the parts and escapes the message's control characters.
   *
   * @param line the 1-based line, or 0
   * @param column the 1-based column, or 0
   * @param code the stable code
   * @param message what was expected and what was found; kept with its control characters,
   *     bidirectional controls and line separators written as {@code \}{@code uXXXX}
   * @throws IllegalArgumentException if the line or column is negative
   * @throws NullPointerException if the code or message is null
   */
  public Diagnostic {
    Objects.requireNonNull(code, "code");
    message = Printable.escape(Objects.requireNonNull(message, "message"));
    if (line < 0 || column < 0) {
      throw new IllegalArgumentException("negative line or column: " + line + ":" + column);
    }
  }

  /** {@return whether this is an error rather than a note} */
  public boolean isError() {
    return code.isError();
  }

  /**
   * Returns the line that {@code elfern validate} prints: {@code FILE:LINE:COL: CODE message},
   * safe to print as it is (the file name's control characters escaped as the message's are).
   *
   * @param file the file name to print
   * @return the formatted line, without a line end
   */
  public String format(String file) {
    return Printable.escape(Objects.requireNonNull(file, "file")) + ":" + this;
  }

  /**
   * Returns {@code LINE:COL: CODE message}, or {@code CODE message} for a record not read from
   * text (line 0: one made in code, whose tags {@link GameRecord#of} or {@link
   * GameRecord#checkTag} refused).
   */
  @Override
  public String toString() {
    return (line == 0 ? "" : line + ":" + column + ": ") + code.code() + " " + message;
  }
}
