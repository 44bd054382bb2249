package io.github.elfern.notation;

import io.github.elfern.card.Card;
import io.github.elfern.card.internal.CardGrammar;

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
   * {@return whether a word starts like a card: a rank character of either system, in either
   * case, or {@code 10}}
   */
  static boolean startsLikeCard(char[] w, int from, int to) {
    char c = w[from];
    if (c == '1') {
      return from + 1 < to && w[from + 1] == '0';
    }
    return CardGrammar.rank(c, false, true) >= 0 || CardGrammar.rank(c, true, true) >= 0;
  }

  /**
   * Parses {@code w[from, to)} as a card token: the card by the core's {@link CardGrammar} (the
   * same rules as {@code Card.parse} and {@code Card.parseLenient}), then the suffixes.
   *
   * @param suffixes whether {@code =Z} and a glyph may follow (movetext) or not (Deck)
   * @return the packed token, or {@link #BAD}
   */
  static int parse(char[] w, int from, int to, boolean german, boolean strict, boolean suffixes) {
    int i = CardGrammar.cardEnd(w, from, to);
    if (i > to || (!suffixes && i != to)) {
      return BAD;
    }
    int packed = CardGrammar.card(w, from, i, german, !strict);
    if (packed == CardGrammar.NONE) {
      return BAD;
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
    String expected = CardGrammar.expected(german);
    if (suffixes) {
      expected += ", then =Z and a glyph ! ? !! ?? !? ?! if any";
    }
    if (strict && parse(w, 0, w.length, german, false, suffixes) != BAD) {
      boolean symbol = false;
      for (char c : w) {
        symbol |= CardGrammar.symbolSuit(c) >= 0;
      }
      return "'" + token + "' is not canonical: strict mode needs "
          + (symbol ? "suit letters, not symbols" : "upper-case letters")
          + " (expected " + expected + ")";
    }
    if (german) {
      for (char c : w) {
        if (CardGrammar.symbolSuit(c) >= 0) {
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
