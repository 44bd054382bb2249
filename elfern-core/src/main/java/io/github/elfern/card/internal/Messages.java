package io.github.elfern.card.internal;

/**
 * The one rule for quoting input in an error message, for the rules, scoring and bot parsers: at
 * most 40 characters of it, its invisible characters escaped, so that a message neither copies a
 * huge input nor passes a control character on to a terminal.
 */
public final class Messages {
  private Messages() {}

  /** The most characters of an input a message shows. */
  public static final int SHOWN = 40;

  /**
   * {@return whether {@code text} has a character that {@link #clip} escapes}: a control
   * character, white space other than the space (tab, line and paragraph separators among them)
   * or a format character (bidirectional controls among them); for checking names that are
   * printed as they are
   *
   * @param text the text
   */
  public static boolean hasInvisible(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (invisible(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Appends the first {@code n} characters of {@code text} to {@code sb}, each invisible one (see
   * {@link #hasInvisible}) as a Unicode escape: the escaping of {@link #clip} and {@link
   * CardGrammar#quote}.
   */
  static void appendEscaped(StringBuilder sb, String text, int n) {
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (invisible(c)) {
        sb.append(String.format("\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
  }

  private static boolean invisible(char c) {
    return Character.isISOControl(c) || (Character.isWhitespace(c) && c != ' ')
        || Character.getType(c) == Character.FORMAT;
  }

  /**
   * {@return {@code text} as a message shows it: control characters, other white space than the
   * space and format characters (bidirectional controls among them) as Unicode escapes
   * (backslash, u, four upper-case hex digits, as {@link CardGrammar#quote} writes them); cut
   * after {@value #SHOWN} characters with {@code …} and the full length, e.g. {@code
   * "xxxx… (10000000 characters)"}}
   *
   * @param text the input, of any length
   */
  public static String clip(String text) {
    int n = Math.min(text.length(), SHOWN);
    if (n < text.length() && n > 0 && Character.isHighSurrogate(text.charAt(n - 1))) {
      n--; // not half a character
    }
    StringBuilder sb = new StringBuilder(n + 32);
    appendEscaped(sb, text, n);
    if (n < text.length()) {
      sb.append("… (").append(text.length()).append(" characters)");
    }
    return sb.toString();
  }
}
