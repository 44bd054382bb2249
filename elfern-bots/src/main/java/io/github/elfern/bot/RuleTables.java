package io.github.elfern.bot;

import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.CardValues;
import io.github.elfern.rules.Rules;
import java.util.Arrays;

/**
 * The {@link Solver}'s tables of one rule set and trump suit: each card's points, what it beats
 * led and following and what beats it, read off the kernel's {@link TrickTables}, and the facts
 * about them that the solver's parts decide by (whether a lead is restricted, whether the suits
 * are alike). Refilled in place by {@link #prepare} when the rules or the trump suit change; the
 * other parts hold the same arrays, so that the search reads them without an indirection.
 */
final class RuleTables {

  /** The rules these tables are of, null before the first {@link #prepare}. */
  Rules rules;
  /** The trump suit's ordinal, -1 for none (-2 before the first {@link #prepare}). */
  int trumpSuit = -2;
  CompiledRules cr;
  /** The kernel's trick tables of the rules and trump suit, which finish a trick. */
  TrickTables trickTables;
  /** What each card counts. */
  final int[] pts = new int[32];
  /** The cards each card beats when led (the followers that lose to it are not in it). */
  final int[] beatsLed = new int[32];
  /** The cards each card beats when following. */
  final int[] beatsFollow = new int[32];
  /** The cards that beat each card when it is followed to ({@code beatsLed} turned round). */
  final int[] beatenLed = new int[32];
  /** The cards that beat each card when it follows ({@code beatsFollow} turned round). */
  final int[] beatenFollow = new int[32];
  /** The deck's cards. */
  int deck;
  /** Whether a lead restriction limits what may be led. */
  boolean restricted;
  /** Whether the rules know Zwang announcements. */
  boolean zwang;
  /** Whether a led card can fall to at most one card of its suit (the next-higher). */
  boolean scarceCaptures;
  /**
   * Whether a seven captures a led ace while the other captures follow rank order (where
   * captures are not {@link #scarceCaptures}).
   */
  boolean sevenOnAce;
  /** Whether the points are the honours' ({@link CardValues#HONOURS}). */
  boolean honours;
  /**
   * Whether what beats what between two suits does not depend on the ranks, and within a suit is
   * alike for every suit (as the points are), so that two cards' equivalence depends on their
   * suit's live cards alone.
   */
  boolean suitLocal;
  /**
   * Whether the tables treat every two suits other than the trump suit alike: exchanging them
   * maps what beats what and the points onto themselves, so that positions differing only by such
   * an exchange have one value (the obligations and Zwang are alike for every suit).
   */
  boolean suitSymmetric;

  /**
   * Fills the tables of {@code rs} with trump suit {@code trump} (-1 for none), unless they are
   * those already.
   *
   * @return whether the rules or the trump suit changed
   */
  boolean prepare(Rules rs, int trump) {
    if (rs.equals(rules) && trump == trumpSuit) {
      return false;
    }
    rules = rs;
    trumpSuit = trump;
    TrickTables tables = TrickTables.of(rs, trump);
    trickTables = tables;
    cr = tables.compiled();
    Arrays.fill(beatenLed, 0);
    Arrays.fill(beatenFollow, 0);
    for (int c = 0; c < 32; c++) {
      pts[c] = tables.points(c);
      beatsLed[c] = tables.beatsLed(c);
      beatsFollow[c] = tables.beatsFollow(c);
    }
    for (int c = 0; c < 32; c++) {
      for (int m = beatsLed[c]; m != 0; m &= m - 1) {
        beatenLed[Integer.numberOfTrailingZeros(m)] |= 1 << c;
      }
      for (int m = beatsFollow[c]; m != 0; m &= m - 1) {
        beatenFollow[Integer.numberOfTrailingZeros(m)] |= 1 << c;
      }
    }
    deck = rs.deck().mask();
    // Read off the kernel's trick tables: whether a led card can fall to at most one card of its
    // suit (only the next-higher card captures), and whether a seven captures a led ace.
    boolean scarce = true;
    boolean seven = false;
    for (int c = 0; c < 32; c++) {
      scarce &= Integer.bitCount(beatsLed[c] & Kernel.suitMask(c >>> 3)) <= 1;
      seven |= (c & 7) == 0 && (beatsLed[c] >>> (c | 7) & 1) != 0;
    }
    scarceCaptures = scarce;
    sevenOnAce = seven && !scarce;
    restricted = !cr.freeLead();
    zwang = cr.zwang();
    honours = rs.cardValues() == CardValues.HONOURS;
    suitLocal = suitLocal();
    suitSymmetric = suitSymmetric();
    return true;
  }

  private boolean suitSymmetric() {
    for (int s = 0; s < 4; s++) {
      for (int r = s + 1; r < 4; r++) {
        if (s == trumpSuit || r == trumpSuit) {
          continue;
        }
        for (int c = 0; c < 32; c++) {
          int sc = swapSuits(1 << c, s, r);
          int d = Integer.numberOfTrailingZeros(sc);
          if (pts[d] != pts[c] || swapSuits(beatsLed[c], s, r) != beatsLed[d]
              || swapSuits(beatsFollow[c], s, r) != beatsFollow[d]) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private boolean suitLocal() {
    for (int a = 0; a < 32; a++) {
      for (int b = 0; b < 32; b++) {
        int a0 = a & ~7;
        int b0 = b & ~7;
        int x = a0 == b0 ? a & 7 : a0;
        int y = a0 == b0 ? b & 7 : b0;
        if (((beatsLed[a] >>> b ^ beatsLed[x] >>> y) & 1
            | (beatsFollow[a] >>> b ^ beatsFollow[x] >>> y) & 1) != 0) {
          return false;
        }
      }
    }
    return true;
  }

  private static int swapSuits(int cards, int s, int r) {
    int a = cards >>> (s << 3) & 0xFF;
    int b = cards >>> (r << 3) & 0xFF;
    return cards & ~(0xFF << (s << 3) | 0xFF << (r << 3)) | a << (r << 3) | b << (s << 3);
  }

  /** {@return the points of the cards of {@code mask}} */
  int pointsOf(int mask) {
    int p = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      p += pts[Integer.numberOfTrailingZeros(m)];
    }
    return p;
  }
}
