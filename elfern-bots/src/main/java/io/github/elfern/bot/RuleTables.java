package io.github.elfern.bot;

import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.CardValues;
import io.github.elfern.rules.Rules;

/**
 * The {@link Solver}'s view of one rule set and trump suit: the kernel's {@link TrickTables}
 * (each card's points, what beats it and what it beats, led and following, and the facts about
 * them that the solver's parts decide by, such as whether the suits are alike), held as
 * references to the kernel's own tables, and the few rules besides (whether a lead is
 * restricted, Zwang, honours). {@link #prepare} points them at the tables of new rules or a new
 * trump suit; each part of the solver reads the references again in its own {@code prepare}, so
 * that the search reads the tables without an indirection. The tables are the kernel's: nothing
 * here writes to them.
 */
final class RuleTables {

  /** The rules these tables are of, null before the first {@link #prepare}. */
  Rules rules;
  /** The trump suit's ordinal, -1 for none (-2 before the first {@link #prepare}). */
  int trumpSuit = -2;
  CompiledRules cr;
  /** The kernel's trick tables of the rules and trump suit, which finish a trick. */
  TrickTables trickTables;
  /** What each card counts ({@link TrickTables#pointsTable}). */
  int[] pts;
  /** The cards that beat each card when it was led ({@link TrickTables#beatsLedTable}). */
  int[] beatsLed;
  /** The cards that beat each card when it follows ({@link TrickTables#beatsFollowTable}). */
  int[] beatsFollow;
  /** The led cards that each card beats when it follows to them ({@code beatsLed} turned round). */
  int[] beatenLed;
  /**
   * The cards that each card beats when they were not led and it follows them ({@code
   * beatsFollow} turned round).
   */
  int[] beatenFollow;
  /** The deck's cards. */
  int deck;
  /** Whether a lead restriction limits what may be led. */
  boolean restricted;
  /** Whether the rules know Zwang announcements. */
  boolean zwang;
  /** {@link TrickTables#scarceCaptures}. */
  boolean scarceCaptures;
  /** {@link TrickTables#sevenOnAce}. */
  boolean sevenOnAce;
  /** Whether the points are the honours' ({@link CardValues#HONOURS}). */
  boolean honours;
  /** {@link TrickTables#suitLocal}. */
  boolean suitLocal;
  /** {@link TrickTables#suitSymmetric}. */
  boolean suitSymmetric;

  /**
   * Points the tables at those of {@code rs} with trump suit {@code trump} (-1 for none), unless
   * they are those already; the solver's parts must then read the references again.
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
    pts = tables.pointsTable();
    beatsLed = tables.beatsLedTable();
    beatsFollow = tables.beatsFollowTable();
    beatenLed = tables.beatenLedTable();
    beatenFollow = tables.beatenFollowTable();
    deck = rs.deck().mask();
    scarceCaptures = tables.scarceCaptures();
    sevenOnAce = tables.sevenOnAce();
    restricted = !cr.freeLead();
    zwang = cr.zwang();
    honours = rs.cardValues() == CardValues.HONOURS;
    suitLocal = tables.suitLocal();
    suitSymmetric = tables.suitSymmetric();
    return true;
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
