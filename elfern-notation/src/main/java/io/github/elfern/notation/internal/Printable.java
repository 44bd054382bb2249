package io.github.elfern.notation.internal;

/**
 * Makes untrusted text (from a file, a bot or an engine) safe to echo on a terminal or into an
 * EGN file: the one place where control characters are escaped, for the EGN diagnostics, the
 * messages about bot and engine programs, and the records of their deals.
 */
public final class Printable {

  private Printable() {}

  /**
   * Returns text with every control character (C0 but the tab, DEL and C1, so {@code ESC[2J} and
   * OSC title sequences too) written as {@code \}{@code uXXXX}, so that it cannot move the cursor,
   * clear the screen, retitle the window, or break a line.
   *
   * @param text the text
   * @return the escaped text; {@code text} itself when it has no control character
   */
  public static String escape(String text) {
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean control = (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f);
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
