package io.github.elfern.kernel;

import io.github.elfern.card.Rank;
import io.github.elfern.rules.Capture;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;

/**
 * The constants of one {@link Rules} that the {@link Kernel} reads on every move, read once from
 * the rules' accessors: the only place outside {@code rules} that reads the trick-rule options.
 * Immutable; cheap to build (a few field reads, no tables), and {@link #of} reuses the last one
 * built for the same rules object.
 *
 * @hidden
 */
public final class CompiledRules {

  private final Rules rules;
  final int players;
  final int deck;
  final LeadRestriction leadRestriction;
  final Obligation phase1;
  final Obligation phase2;
  final boolean mustHead;
  final boolean captureNext;
  final boolean sevenBeatsAce;
  final boolean zwang;
  final long rankPoints;
  final boolean turnedTrump;
  private final int[] dealBatches;
  /** The seat dealt the card at each deck position, -1 for the stock. */
  private final byte[] dealtSeat = new byte[33];
  private final int dealt;
  /** The trick tables by trump suit + 1, built when first asked (see {@link #tables}). */
  private final TrickTables[] tables = new TrickTables[5];

  private CompiledRules(Rules rules) {
    this.rules = rules;
    this.players = rules.players();
    this.deck = rules.deck().mask();
    this.leadRestriction = rules.leadRestriction();
    this.phase1 = rules.phase1Obligation();
    this.phase2 = rules.phase2Obligation();
    this.mustHead = rules.mustHead();
    this.captureNext = rules.capture() == Capture.NEXT;
    this.sevenBeatsAce = rules.sevenBeatsAce();
    this.zwang = rules.zwang();
    long byRank = 0;
    for (Rank r : Rank.values()) {
      byRank |= (long) rules.cardValues().of(r) << (r.ordinal() << 3);
    }
    this.rankPoints = byRank;
    this.turnedTrump = rules.turnsTrump();
    this.dealBatches = rules.dealBatches().stream().mapToInt(Integer::intValue).toArray();
    java.util.Arrays.fill(dealtSeat, (byte) -1);
    int pos = 0;
    for (int batch : dealBatches) {
      for (int seat = 0; seat < players; seat++) {
        for (int k = 0; k < batch && pos < dealtSeat.length; k++) {
          dealtSeat[pos++] = (byte) seat;
        }
      }
    }
    this.dealt = pos;
  }

  /**
   * {@return the compiled constants of {@code rules}}
   *
   * @param rules the rules
   */
  public static CompiledRules of(Rules rules) {
    CompiledRules c = last;
    if (c == null || c.rules != rules) {
      c = new CompiledRules(rules);
      last = c;
    }
    return c;
  }

  /**
   * The constants compiled last: a deal after a deal under the same rules object (a simulation, a
   * benchmark, a bot's samples) reuses them. Safe to share between threads without locking: the
   * object is immutable (final fields), so any thread sees it whole, and a stale or lost write
   * only costs a compilation.
   */
  private static CompiledRules last;

  /**
   * {@return the trick tables of these rules with trump suit {@code trumpSuit}, built when first
   * asked and kept}
   *
   * @param trumpSuit the trump suit's ordinal, -1 for none
   */
  public TrickTables tables(int trumpSuit) {
    TrickTables t = tables[trumpSuit + 1];
    if (t == null) { // racy but safe: the tables are immutable, so a lost write only costs a build
      t = TrickTables.build(this, trumpSuit);
      tables[trumpSuit + 1] = t;
    }
    return t;
  }

  /** {@return the rules these constants come from} */
  public Rules rules() {
    return rules;
  }

  /** {@return the number of seats} */
  public int players() {
    return players;
  }

  /** {@return the cards of the deck as a mask} */
  public int deck() {
    return deck;
  }

  /** {@return the lead restriction} */
  public LeadRestriction leadRestriction() {
    return leadRestriction;
  }

  /** {@return the lead restriction's option value, for messages} */
  public String leadRestrictionName() {
    return rules.leadRestriction().value();
  }

  /** {@return whether every card in hand may always be led} */
  public boolean freeLead() {
    return leadRestriction == LeadRestriction.NONE;
  }

  /**
   * {@return the obligation of a trick led with {@code stockSize} cards in the stock}
   *
   * @param stockSize the cards left in the stock when the trick was led
   */
  public Obligation obligation(int stockSize) {
    return stockSize > 0 ? phase1 : phase2;
  }

  /** {@return whether a bound follower must head the trick when he can} */
  public boolean mustHead() {
    return mustHead;
  }

  /**
   * {@return whether what beats what follows rank order alone: any higher card of the suit led
   * captures (no next-higher-only capture) and no seven beats an ace}
   */
  public boolean rankOrderBeats() {
    return !captureNext && !sevenBeatsAce;
  }

  /** {@return whether only the next-higher card of the suit led captures ({@code capture=next})} */
  public boolean captureNext() {
    return captureNext;
  }

  /** {@return whether a seven captures a led ace ({@code seven-beats-ace})} */
  public boolean sevenBeatsAce() {
    return sevenBeatsAce;
  }

  /** {@return whether the rules know Zwang announcements} */
  public boolean zwang() {
    return zwang;
  }

  /** {@return whether the top card of the stock is turned for trumps} */
  public boolean turnsTrump() {
    return turnedTrump;
  }

  /**
   * {@return what card {@code card} (an ordinal) counts}
   *
   * @param card the card ordinal
   */
  public int points(int card) {
    return (int) (rankPoints >>> ((card & 7) << 3)) & 0xFF;
  }

  /** {@return the deal batches, a copy} */
  public int[] dealBatches() {
    return dealBatches.clone();
  }

  int dealtSeat(int pos) {
    return pos < dealtSeat.length ? dealtSeat[pos] : -1;
  }

  int dealt() {
    return dealt;
  }

  int batch(int i) {
    return dealBatches[i];
  }

  int batches() {
    return dealBatches.length;
  }
}
