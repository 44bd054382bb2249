package io.github.elfern.card.internal;

/**
 * The one rule for quoting input in an error message, for the rules, scoring and bot parsers: at
 * most 40 characters of it, its invisible characters escaped, so that a message neither copies a
 * huge input nor passes a control character on to a terminal.
 *
 * @hidden
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
      if (invisible(text.charAt(i)) || unpaired(text, i)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return whether the character at {@code i} of {@code text} is half of a surrogate pair
   * without its other half}: such a string has no UTF-8 form, and writing it to a file fails
   *
   * @param text the text
   * @param i an index into it
   */
  public static boolean unpaired(String text, int i) {
    char c = text.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
    }
    return Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
  }

  /**
   * {@return the index of the first unpaired surrogate of {@code text} (see {@link #unpaired}),
   * or -1 when it has none}
   *
   * @param text the text
   */
  public static int firstUnpaired(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (unpaired(text, i)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Returns why {@code name} cannot be a player's name, or null when it can: a name is printed in
   * tables and records as it is, so it must not be blank and must print on one line as it reads
   * (no control or invisible character, no unpaired surrogate). The one check of names for
   * {@code Match} and {@code PlayedDeal}.
   *
   * @param name the name
   * @return the reason, e.g. {@code "is blank"}, or null
   */
  public static String nameProblem(String name) {
    if (name.isBlank()) {
      return "is blank";
    }
    if (firstUnpaired(name) >= 0) {
      return "has half a surrogate pair, which has no UTF-8 form; a name must print on one line"
          + " as it reads";
    }
    if (hasInvisible(name)) {
      return "has a control or invisible character; a name must print on one line as it reads";
    }
    return null;
  }

  /**
   * Appends the first {@code n} characters of {@code text} to {@code sb}, each invisible one (see
   * {@link #hasInvisible}) as a Unicode escape: the escaping of {@link #clip} and {@link
   * CardGrammar#quote}.
   */
  static void appendEscaped(StringBuilder sb, String text, int n) {
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (invisible(c) || unpaired(text, i)) {
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
