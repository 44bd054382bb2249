package io.github.elfern.conformance;

import io.github.elfern.notation.Printable;

/**
 * Makes what a program wrote fit to echo in this module's messages: the one place here that
 * clips and escapes text from or about an engine or a bot.
 */
final class Echo {
  private Echo() {}

  /** The most characters of a program's text quoted in a message. */
  static final int MAX = 120;

  /**
   * Returns text escaped as {@link Printable#escape} does: control, format (U+202E, U+200B,
   * U+FEFF, ...) and line-separator characters as {@code \}{@code uXXXX}.
   *
   * @param text the text
   * @return the escaped text
   */
  static String escape(String text) {
    return Printable.escape(text);
  }

  /**
   * Returns text clipped to at most {@link #MAX} characters ({@code ...} at the end when clipped)
   * and {@link #escape escaped}.
   *
   * @param text the text
   * @return the clipped, escaped text
   */
  static String clip(String text) {
    return escape(text.length() > MAX ? text.substring(0, MAX - 3) + "..." : text);
  }
}
