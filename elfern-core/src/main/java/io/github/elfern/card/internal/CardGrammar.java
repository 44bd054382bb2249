package io.github.elfern.card.internal;

/**
 * The one grammar of card tokens (EGN.md §2, "Card tokens"), for {@code Card.parse}, {@code
 * Card.parseLenient} and the EGN reader: a rank, then a suit, in French or German letters.
 *
 * <p>Both modes accept upper-case letters, {@code 10} for the ten, and in German {@code D} for the
 * Daus (ace) and {@code L} for leaves. Lenient mode also accepts lower case, and in French the
 * suit symbols {@code ♣ ♠ ♥ ♦} (U+2663, U+2660, U+2665, U+2666). Suffixes such as {@code =Z} or
 * a glyph are the notation's, not part of a card.
 *
 * <p>Allocation-free: the reader calls {@link #card(char[], int, int, boolean, boolean)} on every
 * card token of a record. Ranks and suits are their ordinals in {@code Rank} and {@code Suit}
 * (canonical order: A K Q J T 9 8 7, C S H D), and a card is {@code suit * 8 + rank}.
 */
public final class CardGrammar {
  private CardGrammar() {}

  /** Not a card. */
  public static final int NONE = -1;

  // The ordinals of Rank and Suit (this package names no other of the library).
  private static final int ACE = 0;
  private static final int KING = 1;
  private static final int QUEEN = 2;
  private static final int JACK = 3;
  private static final int TEN = 4;
  private static final int NINE = 5;
  private static final int EIGHT = 6;
  private static final int SEVEN = 7;
  private static final int CLUBS = 0;
  private static final int SPADES = 1;
  private static final int HEARTS = 2;
  private static final int DIAMONDS = 3;

  /** Ranks and suits of upper-case letters and digits (-1: none), French [0] and German [1]. */
  private static final byte[][] RANKS = new byte[2][128];
  private static final byte[][] SUITS = new byte[2][128];

  static {
    for (int g = 0; g < 2; g++) {
      for (char c = 0; c < 128; c++) {
        RANKS[g][c] = (byte) rankLetter(c, g == 1);
        SUITS[g][c] = (byte) suitLetter(c, g == 1);
      }
    }
  }

  private static int rankLetter(char c, boolean german) {
    switch (c) {
      case 'A': return ACE;
      case 'K': return KING;
      case 'T': return TEN;
      case '9': return NINE;
      case '8': return EIGHT;
      case '7': return SEVEN;
      case 'Q': return german ? NONE : QUEEN;
      case 'J': return german ? NONE : JACK;
      case 'O': return german ? QUEEN : NONE;
      case 'U': return german ? JACK : NONE;
      case 'D': return german ? ACE : NONE;
      default: return NONE;
    }
  }

  private static int suitLetter(char c, boolean german) {
    if (german) {
      switch (c) {
        case 'E': return CLUBS;
        case 'G': case 'L': return SPADES;
        case 'H': return HEARTS;
        case 'S': return DIAMONDS;
        default: return NONE;
      }
    }
    switch (c) {
      case 'C': return CLUBS;
      case 'S': return SPADES;
      case 'H': return HEARTS;
      case 'D': return DIAMONDS;
      default: return NONE;
    }
  }

  /**
   * {@return the suit of a suit symbol {@code ♣ ♠ ♥ ♦}, or {@link #NONE}}
   *
   * @param c a character
   */
  public static int symbolSuit(char c) {
    switch (c) {
      case '\u2663': return CLUBS;
      case '\u2660': return SPADES;
      case '\u2665': return HEARTS;
      case '\u2666': return DIAMONDS;
      default: return NONE;
    }
  }

  /** {@return {@code c} in upper case if it is an ASCII lower-case letter, else {@code c}} */
  private static char upper(char c) {
    return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
  }

  /**
   * {@return the rank ordinal of a rank character ({@code 10} aside), or {@link #NONE}}
   *
   * @param c the character
   * @param german whether German letters are meant
   * @param lenient whether lower case is accepted
   */
  public static int rank(char c, boolean german, boolean lenient) {
    char u = lenient ? upper(c) : c;
    return u < 128 ? RANKS[german ? 1 : 0][u] : NONE;
  }

  /**
   * {@return the suit ordinal of a suit character, or {@link #NONE}}
   *
   * @param c the character
   * @param german whether German letters are meant
   * @param lenient whether lower case (and, in French, the suit symbols) is accepted
   */
  public static int suit(char c, boolean german, boolean lenient) {
    char u = lenient ? upper(c) : c;
    if (u < 128) {
      return SUITS[german ? 1 : 0][u];
    }
    return lenient && !german ? symbolSuit(c) : NONE;
  }

  /**
   * {@return where the card of a token starting at {@code from} ends: after {@code 10} and one
   * suit character, else after one rank and one suit character; may lie beyond the token}
   *
   * @param w the characters
   * @param from the token's first character
   * @param to the end of the token
   */
  public static int cardEnd(char[] w, int from, int to) {
    return to - from >= 3 && w[from] == '1' && w[from + 1] == '0' ? from + 3 : from + 2;
  }

  /**
   * Reads {@code w[from, to)} as exactly one card token.
   *
   * @param w the characters
   * @param from the first character
   * @param to the end (exclusive)
   * @param german whether German letters are meant
   * @param lenient whether lower case and (French) suit symbols are accepted
   * @return the card's ordinal ({@code suit * 8 + rank}), or {@link #NONE}
   */
  public static int card(char[] w, int from, int to, boolean german, boolean lenient) {
    int len = to - from;
    int rank;
    if (len == 2) {
      rank = rank(w[from], german, lenient);
    } else if (len == 3 && w[from] == '1' && w[from + 1] == '0') {
      rank = TEN;
    } else {
      return NONE;
    }
    int suit = suit(w[to - 1], german, lenient);
    return rank < 0 || suit < 0 ? NONE : suit * 8 + rank;
  }

  /**
   * {@return what a card token looks like, for messages: {@code "a rank A K Q J T 9 8 7 (10) and
   * a suit C S H D, e.g. QH"} or the German equivalent}
   *
   * @param german whether German letters are meant
   */
  public static String expected(boolean german) {
    return german
        ? "a rank A K O U T 9 8 7 (D, 10) and a suit E G H S (L), e.g. OH"
        : "a rank A K Q J T 9 8 7 (10) and a suit C S H D, e.g. QH";
  }

  /**
   * {@return why {@code text} is no card token, for messages: the token (quoted, control
   * characters escaped, a long one cut short) and what would have been accepted}
   *
   * @param text the refused token
   * @param german whether German letters were meant
   * @param lenient whether lower case (and French suit symbols) were accepted
   */
  public static String whyNot(String text, boolean german, boolean lenient) {
    String expected = expected(german)
        + (lenient ? (german ? ", in either case" : ", in either case, or a suit symbol ♣ ♠ ♥ ♦")
            : "");
    if (text.isEmpty()) {
      return "not a card: '' is empty (expected " + expected + ")";
    }
    String hint = "";
    char[] w = text.toCharArray();
    if (german && w.length >= 2 && symbolSuit(w[w.length - 1]) != NONE) {
      hint = "; suit symbols are French only";
    } else if (!lenient && card(w, 0, w.length, german, true) != NONE) {
      hint = "; canonical tokens use upper-case letters (a lenient parse also reads lower case"
          + (german ? "" : " and suit symbols") + ")";
    } else if (card(w, 0, w.length, !german, true) != NONE) {
      hint = "; it is a card in " + (german ? "French" : "German") + " letters";
    }
    return "not a card: " + quote(text) + " (expected " + expected + hint + ")";
  }

  /** The longest token shown whole in a message. */
  private static final int SHOWN = 16;

  /**
   * {@return {@code text} in single quotes for a message, control and other invisible characters
   * as Unicode escapes (backslash, u, four hex digits), cut after 16 characters with the full
   * length said}
   *
   * @param text the text
   */
  public static String quote(String text) {
    StringBuilder sb = new StringBuilder("'");
    Messages.appendEscaped(sb, text, Math.min(text.length(), SHOWN));
    sb.append('\'');
    if (text.length() > SHOWN) {
      sb.insert(sb.length() - 1, "...").append(" (").append(text.length()).append(" characters)");
    }
    return sb.toString();
  }
}
