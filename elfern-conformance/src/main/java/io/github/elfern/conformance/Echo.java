package io.github.elfern.conformance;

import io.github.elfern.notation.internal.Printable;

/**
 * Makes what a program wrote fit to echo in this module's messages: the one place here that
 * clips and escapes text from or about an engine or a bot.
 */
final class Echo {
  private Echo() {}

  /** The most characters of a program's text quoted in a message. */
  static final int MAX = 120;

  /**
   * Returns text with control characters escaped as {@link Printable#escape} does, and with the
   * invisible characters that can disguise text escaped too, each UTF-16 unit as {@code
   * \}{@code uXXXX}: format characters ({@link Character#FORMAT}: U+202E RIGHT-TO-LEFT OVERRIDE,
   * U+200B ZERO WIDTH SPACE, U+FEFF BYTE ORDER MARK, ...) and the line and paragraph separators
   * U+2028 and U+2029.
   *
   * @param text the text
   * @return the escaped text
   */
  static String escape(String text) {
    String s = Printable.escape(text);
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      int n = Character.charCount(cp);
      int type = Character.getType(cp);
      boolean invisible = type == Character.FORMAT || type == Character.LINE_SEPARATOR
          || type == Character.PARAGRAPH_SEPARATOR;
      if (invisible && sb == null) {
        sb = new StringBuilder(s.length() + 16).append(s, 0, i);
      }
      if (sb != null) {
        if (invisible) {
          for (int k = i; k < i + n; k++) {
            sb.append("\\u").append(String.format("%04x", (int) s.charAt(k)));
          }
        } else {
          sb.append(s, i, i + n);
        }
      }
      i += n;
    }
    return sb == null ? s : sb.toString();
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
