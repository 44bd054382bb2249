package io.github.elfern.notation;

/**
 * Makes untrusted text (from an EGN file, a bot or an engine) safe to echo on a terminal or into
 * an EGN file: the one place where control characters are escaped, for the EGN diagnostics
 * (every {@link Diagnostic} escapes its message and file name with it), the conformance kit's
 * messages about bot and engine programs, and the records of their deals.
 *
 * <p>Use it for what a record holds before printing it: a tag value such as the names of {@code
 * Players} or a comment may hold an escape sequence that clears the screen or a bidirectional
 * control that reorders the line.
 *
 * <pre>{@code
 * System.out.println(Printable.clip(record.tag("Event").orElse("?"), 80));
 * }</pre>
 */
public final class Printable {

  private Printable() {}

  /**
   * Returns text with every control character (C0 but the tab, DEL and C1, so {@code ESC[2J} and
   * OSC title sequences too), every Unicode format character ({@link Character#FORMAT}: the
   * bidirectional controls U+061C, U+200E, U+200F, U+202A to U+202E and U+2066 to U+2069, which
   * reorder what follows, as in "Trojan Source", and the invisible U+200B, U+FEFF and the like)
   * and the line and paragraph separators U+2028 and U+2029 written as {@code \}{@code uXXXX}
   * (each UTF-16 unit), so that it cannot move the cursor, clear the screen, retitle the window,
   * reorder the line, break it, or hide a character; and half of a surrogate pair, which has no
   * UTF-8 form and would break a log file.
   *
   * <p>Escaping twice gives what escaping once gives (a backslash is left as it is), so a caller
   * that escapes text a library message already escaped prints the same.
   *
   * @param text the text
   * @return the escaped text; {@code text} itself when it has no such character
   */
  public static String escape(String text) {
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      int n = Character.charCount(cp);
      boolean unsafe = unsafe(cp);
      if (unsafe && sb == null) {
        sb = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (sb != null) {
        if (unsafe) {
          for (int k = i; k < i + n; k++) {
            sb.append("\\u").append(String.format("%04x", (int) text.charAt(k)));
          }
        } else {
          sb.append(text, i, i + n);
        }
      }
      i += n;
    }
    return sb == null ? text : sb.toString();
  }

  /**
   * Returns {@link #escape escaped} text of at most {@code max} characters after escaping (a
   * control character takes six), cut between whole characters and their escapes, with {@code
   * ...} and the full length when cut: for a message whose length must be bounded whatever the
   * input holds.
   *
   * @param text the text
   * @param max the most characters of the result before the {@code ...} note, at least 6
   * @return the escaped, bounded text
   */
  public static String clipEscaped(String text, int max) {
    String escaped = escape(text);
    if (escaped.length() <= max) {
      return escaped;
    }
    StringBuilder sb = new StringBuilder(max);
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      int n = Character.charCount(cp);
      String piece = escape(text.substring(i, i + n));
      if (sb.length() + piece.length() > max - 3) {
        break;
      }
      sb.append(piece);
      i += n;
    }
    return sb + "... (" + text.length() + " characters)";
  }

  /** {@return whether code point {@code cp} is one {@link #escape} writes as escapes} */
  private static boolean unsafe(int cp) {
    if ((cp < 0x20 && cp != '\t') || (cp >= 0x7f && cp <= 0x9f)) {
      return true;
    }
    int type = Character.getType(cp);
    return type == Character.FORMAT || type == Character.LINE_SEPARATOR
        || type == Character.PARAGRAPH_SEPARATOR
        || type == Character.SURROGATE; // half a pair: no UTF-8 form
  }

  /**
   * Returns {@link #escape escaped} text clipped to at most {@code max} characters before
   * escaping, with {@code ...} and the full length when clipped: for echoing input that may be
   * huge in a message.
   *
   * @param text the text
   * @param max the most characters kept, at least 3
   * @return the escaped, clipped text
   */
  public static String clip(String text, int max) {
    if (text.length() <= max) {
      return escape(text);
    }
    return escape(text.substring(0, max - 3)) + "... (" + text.length() + " characters)";
  }
}
