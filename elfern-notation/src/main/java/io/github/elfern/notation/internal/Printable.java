package io.github.elfern.notation.internal;

/**
 * Makes untrusted text (from a file, a bot or an engine) safe to echo on a terminal or into an
 * EGN file: the one place where control characters are escaped, for the EGN diagnostics (every
 * {@link io.github.elfern.notation.Diagnostic} escapes its message and file name with it), the
 * messages about bot and engine programs, and the records of their deals.
 */
public final class Printable {

  private Printable() {}

  /**
   * Returns text with every control character (C0 but the tab, DEL and C1, so {@code ESC[2J} and
   * OSC title sequences too), every Unicode bidirectional control (U+061C, U+200E, U+200F,
   * U+202A to U+202E, U+2066 to U+2069: they reorder what follows, as in "Trojan Source") and the
   * line and paragraph separators U+2028 and U+2029 written as {@code \}{@code uXXXX}, so that it
   * cannot move the cursor, clear the screen, retitle the window, reorder the line or break it.
   *
   * <p>Escaping twice gives what escaping once gives (a backslash is left as it is), so a caller
   * that escapes text a library message already escaped prints the same.
   *
   * @param text the text
   * @return the escaped text; {@code text} itself when it has no such character
   */
  public static String escape(String text) {
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = unsafe(c);
      if (control && sb == null) {
        sb = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (sb != null) {
        if (control) {
          sb.append("\\u").append(String.format("%04x", (int) c));
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? text : sb.toString();
  }

  /** {@return whether {@code c} is a character {@link #escape} writes as an escape} */
  private static boolean unsafe(char c) {
    return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f)
        || c == 0x061c || c == 0x200e || c == 0x200f
        || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
        || c == 0x2028 || c == 0x2029;
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
