package io.github.elfern.notation;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;

/**
 * Reads card tokens: a rank, a suit, optionally {@code =Z}, optionally a glyph. The result is
 * packed into an int: bits 0-4 the card, bit 5 Zwang, bits 6-8 the glyph ordinal plus one; -1
 * means the token is not a card under the given suit system and strictness.
 */
final class CardTokens {
  private CardTokens() {}

  static final int BAD = -1;
  static final int ZWANG = 1 << 5;

  static int card(int packed) {
    return packed & 31;
  }

  static boolean zwang(int packed) {
    return (packed & ZWANG) != 0;
  }

  static int glyph(int packed) {
    return ((packed >>> 6) & 7) - 1;
  }

  /**
   * {@return whether a word starts like a card: a rank character of either system, or {@code 10}}
   */
  static boolean startsLikeCard(char[] w, int from, int to) {
    char c = w[from];
    if (c == '1') {
      return from + 1 < to && w[from + 1] == '0';
    }
    switch (c) {
      case 'A': case 'K': case 'Q': case 'J': case 'T': case 'O': case 'U': case 'D':
      case 'a': case 'k': case 'q': case 'j': case 't': case 'o': case 'u': case 'd':
      case '9': case '8': case '7':
        return true;
      default:
        return false;
    }
  }

  /** Ranks and suits of upper-case letters and digits (-1: none), for two-character tokens. */
  private static final byte[][] RANKS = new byte[2][128];
  private static final byte[][] SUITS = new byte[2][128];

  static {
    for (int g = 0; g < 2; g++) {
      for (char c = 0; c < 128; c++) {
        RANKS[g][c] = (byte) rankOf(c, g == 1);
        SUITS[g][c] = (byte) suitOf(c, g == 1);
      }
    }
  }

  static int rankOf(char c, boolean german) {
    switch (c) {
      case 'A': return Rank.ACE.ordinal();
      case 'K': return Rank.KING.ordinal();
      case 'T': return Rank.TEN.ordinal();
      case '9': return Rank.NINE.ordinal();
      case '8': return Rank.EIGHT.ordinal();
      case '7': return Rank.SEVEN.ordinal();
      case 'Q': return german ? -1 : Rank.QUEEN.ordinal();
      case 'J': return german ? -1 : Rank.JACK.ordinal();
      case 'O': return german ? Rank.QUEEN.ordinal() : -1;
      case 'U': return german ? Rank.JACK.ordinal() : -1;
      case 'D': return german ? Rank.ACE.ordinal() : -1;
      default: return -1;
    }
  }

  static int suitOf(char c, boolean german) {
    if (german) {
      switch (c) {
        case 'E': return Suit.CLUBS.ordinal();
        case 'G': case 'L': return Suit.SPADES.ordinal();
        case 'H': return Suit.HEARTS.ordinal();
        case 'S': return Suit.DIAMONDS.ordinal();
        default: return -1;
      }
    }
    switch (c) {
      case 'C': return Suit.CLUBS.ordinal();
      case 'S': return Suit.SPADES.ordinal();
      case 'H': return Suit.HEARTS.ordinal();
      case 'D': return Suit.DIAMONDS.ordinal();
      default: return -1;
    }
  }

  static int symbolSuit(char c) {
    switch (c) {
      case '\u2663': return Suit.CLUBS.ordinal();
      case '\u2660': return Suit.SPADES.ordinal();
      case '\u2665': return Suit.HEARTS.ordinal();
      case '\u2666': return Suit.DIAMONDS.ordinal();
      default: return -1;
    }
  }

  private static char upper(char c) {
    return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
  }

  /**
   * Parses {@code w[from, to)} as a card token.
   *
   * @param suffixes whether {@code =Z} and a glyph may follow (movetext) or not (Deck)
   * @return the packed token, or {@link #BAD}
   */
  static int parse(char[] w, int from, int to, boolean german, boolean strict, boolean suffixes) {
    if (to - from == 2 && w[from] < 128 && w[from + 1] < 128) {
      // The common case, such as KD: upper case, so valid in both modes.
      int g = german ? 1 : 0;
      int rank = RANKS[g][w[from]];
      int suit = SUITS[g][w[from + 1]];
      if (rank >= 0 && suit >= 0) {
        return suit * 8 + rank;
      }
    }
    int i = from;
    if (i >= to) {
      return BAD;
    }
    int rank;
    if (w[i] == '1' && i + 1 < to && w[i + 1] == '0') {
      rank = Rank.TEN.ordinal();
      i += 2;
    } else {
      char c = w[i];
      if (c >= 'a' && c <= 'z') {
        if (strict) {
          return BAD;
        }
        c = upper(c);
      }
      rank = rankOf(c, german);
      if (rank < 0) {
        return BAD;
      }
      i++;
    }
    if (i >= to) {
      return BAD;
    }
    char s = w[i++];
    int suit;
    int symbol = symbolSuit(s);
    if (symbol >= 0) {
      if (strict || german) {
        return BAD;
      }
      suit = symbol;
    } else {
      if (s >= 'a' && s <= 'z') {
        if (strict) {
          return BAD;
        }
        s = upper(s);
      }
      suit = suitOf(s, german);
      if (suit < 0) {
        return BAD;
      }
    }
    int packed = suit * 8 + rank;
    if (!suffixes) {
      return i == to ? packed : BAD;
    }
    if (i + 1 < to && w[i] == '=' && (w[i + 1] == 'Z' || (!strict && w[i + 1] == 'z'))) {
      packed |= ZWANG;
      i += 2;
    }
    if (i < to) {
      int g = glyphAt(w, i, to);
      if (g < 0) {
        return BAD;
      }
      packed |= (g + 1) << 6;
    }
    return packed;
  }

  /** The glyph that is exactly {@code w[i, to)}, or -1. */
  private static int glyphAt(char[] w, int i, int to) {
    int len = to - i;
    if (len == 1) {
      return w[i] == '!' ? Glyph.GOOD.ordinal() : w[i] == '?' ? Glyph.MISTAKE.ordinal() : -1;
    }
    if (len == 2) {
      char a = w[i];
      char b = w[i + 1];
      if (a == '!' && b == '!') {
        return Glyph.BRILLIANT.ordinal();
      }
      if (a == '?' && b == '?') {
        return Glyph.BLUNDER.ordinal();
      }
      if (a == '!' && b == '?') {
        return Glyph.INTERESTING.ordinal();
      }
      if (a == '?' && b == '!') {
        return Glyph.DUBIOUS.ordinal();
      }
    }
    return -1;
  }

  /** Explains why {@code token} is no card, for messages. */
  static String whyBad(String token, boolean german, boolean strict, boolean suffixes) {
    char[] w = token.toCharArray();
    String expected =
        german
            ? "a rank A K O U T 9 8 7 (D, 10) and a suit E G H S (L), e.g. OH"
            : "a rank A K Q J T 9 8 7 (10) and a suit C S H D, e.g. QH";
    if (suffixes) {
      expected += ", then =Z and a glyph ! ? !! ?? !? ?! if any";
    }
    if (strict && parse(w, 0, w.length, german, false, suffixes) != BAD) {
      boolean symbol = false;
      for (char c : w) {
        symbol |= symbolSuit(c) >= 0;
      }
      return "'" + token + "' is not canonical: strict mode needs "
          + (symbol ? "suit letters, not symbols" : "upper-case letters")
          + " (expected " + expected + ")";
    }
    if (german) {
      for (char c : w) {
        if (symbolSuit(c) >= 0) {
          return "'" + token + "': suit symbols are French, but [Suits \"german\"] (expected "
              + expected + ")";
        }
      }
    }
    return "expected a card: " + expected + "; found '" + token + "'";
  }

  static String notation(int card, boolean german) {
    Card c = Card.ofIndex(card);
    return german ? c.germanNotation() : c.notation();
  }
}
