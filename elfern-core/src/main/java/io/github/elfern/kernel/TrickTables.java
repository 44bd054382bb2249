package io.github.elfern.kernel;

import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;

/**
 * The kernel's trick rules for one deal (rules and trump suit) unrolled into lookup tables over
 * card ordinals: what each card counts, which cards beat it and which it beats, who wins a trick
 * ({@link #bestIndex}), and the facts about what beats what that search code decides by ({@link
 * #scarceCaptures}, {@link #sevenOnAce}, {@link #suitLocal}, {@link #suitSymmetric}). Every entry
 * comes from {@link Kernel#beatMask} and {@link CompiledRules#points}, so the tables cannot
 * disagree with the kernel. Immutable (the inverse tables and the facts are worked out when first
 * asked), built once per compiled rules and trump suit ({@link CompiledRules#tables}) and shared.
 *
 * <p>The {@code ...Table()} accessors return the tables themselves, not copies, so that a search
 * reads them without a call: they must not be modified.
 *
 * @hidden
 */
public final class TrickTables {

  private final CompiledRules rules;
  private final int trumpSuit;
  private final int players;
  private final int[] points = new int[32];
  private final int[] beatsLed = new int[32];
  private final int[] beatsFollow = new int[32];
  /**
   * What each card beats and the facts about what beats what, built when first asked: only a
   * search asks, and a deal's play should not pay for them. Racy but safe: a {@link Facts} has
   * final fields only, so any thread sees it whole, and a lost write only costs a build.
   */
  private Facts facts;

  private TrickTables(CompiledRules rules, int trumpSuit) {
    this.rules = rules;
    this.trumpSuit = trumpSuit;
    this.players = rules.players;
    for (int c = 0; c < 32; c++) {
      points[c] = rules.points(c);
      beatsLed[c] = Kernel.beatMask(rules, trumpSuit, c, true);
      beatsFollow[c] = Kernel.beatMask(rules, trumpSuit, c, false);
    }
  }

  /** What each card beats, and the facts about what beats what; see {@link TrickTables#facts}. */
  private static final class Facts {
    final int[] beatenLed = new int[32];
    final int[] beatenFollow = new int[32];
    final boolean scarceCaptures;
    final boolean sevenOnAce;
    final boolean suitLocal;
    final boolean suitSymmetric;

    Facts(TrickTables t) {
      int[] beatsLed = t.beatsLed;
      int[] beatsFollow = t.beatsFollow;
      for (int c = 0; c < 32; c++) {
        for (int m = beatsLed[c]; m != 0; m &= m - 1) {
          beatenLed[Integer.numberOfTrailingZeros(m)] |= 1 << c;
        }
        for (int m = beatsFollow[c]; m != 0; m &= m - 1) {
          beatenFollow[Integer.numberOfTrailingZeros(m)] |= 1 << c;
        }
      }
      boolean scarce = true;
      boolean seven = false;
      for (int c = 0; c < 32; c++) {
        scarce &= Integer.bitCount(beatsLed[c] & Kernel.suitMask(c >>> 3)) <= 1;
        seven |= (c & 7) == 0 && (beatsLed[c] >>> (c | 7) & 1) != 0;
      }
      this.scarceCaptures = scarce;
      this.sevenOnAce = seven && !scarce;
      this.suitLocal = t.findSuitLocal();
      this.suitSymmetric = t.findSuitSymmetric();
    }
  }

  private Facts facts() {
    Facts f = facts;
    if (f == null) {
      f = new Facts(this);
      facts = f;
    }
    return f;
  }

  /** {@return new tables of {@code rules} with trump suit {@code trumpSuit}, for the cache} */
  static TrickTables build(CompiledRules rules, int trumpSuit) {
    return new TrickTables(rules, trumpSuit);
  }

  /**
   * {@return the tables of a deal under {@code rules} with trump suit {@code trumpSuit}: {@link
   * CompiledRules#tables} of the rules' compiled constants, built once and shared}
   *
   * @param rules the rules
   * @param trumpSuit the trump suit's ordinal, -1 for none
   */
  public static TrickTables of(Rules rules, int trumpSuit) {
    return CompiledRules.of(rules).tables(trumpSuit);
  }

  /**
   * {@return the tables of compiled rules {@code rules} with trump suit {@code trumpSuit}: {@link
   * CompiledRules#tables}, built once and shared}
   *
   * @param rules the compiled rules
   * @param trumpSuit the trump suit's ordinal, -1 for none
   */
  public static TrickTables of(CompiledRules rules, int trumpSuit) {
    return rules.tables(trumpSuit);
  }

  private boolean findSuitSymmetric() {
    for (int s = 0; s < 4; s++) {
      for (int r = s + 1; r < 4; r++) {
        if (s == trumpSuit || r == trumpSuit) {
          continue;
        }
        for (int c = 0; c < 32; c++) {
          int d = Integer.numberOfTrailingZeros(swapSuits(1 << c, s, r));
          if (points[d] != points[c] || swapSuits(beatsLed[c], s, r) != beatsLed[d]
              || swapSuits(beatsFollow[c], s, r) != beatsFollow[d]) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private boolean findSuitLocal() {
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

  /**
   * {@return the position in trick word {@code trick} of the card winning it
   * (docs/rules.md#trick-winner): the lead, taken over by each card that beats the card winning
   * so far} The one place where a trick's winner is found: {@link Kernel#finishTrick}, the follow rules' heading and the bots
   * ask it.
   *
   * @param trick the trick word
   * @param size the cards in the trick, at least 1
   */
  public int bestIndex(int trick, int size) {
    int beaten = beatsLed[(trick & 0xFF) - 1];
    if (size == 2) { // the two-player games: one comparison, without the loop
      return (beaten >>> ((trick >>> 8) - 1)) & 1;
    }
    int bestIdx = 0;
    for (int i = 1; i < size; i++) {
      int c = Kernel.cardAt(trick, i);
      if ((beaten & (1 << c)) != 0) {
        bestIdx = i;
        beaten = beatsFollow[c];
      }
    }
    return bestIdx;
  }

  /**
   * {@return what the cards of trick word {@code trick} count together}
   *
   * @param trick the trick word
   * @param size the cards in the trick
   */
  public int trickPoints(int trick, int size) {
    if (size == 2) {
      return points[(trick & 0xFF) - 1] + points[(trick >>> 8) - 1];
    }
    int value = 0;
    for (int i = 0; i < size; i++) {
      value += points[Kernel.cardAt(trick, i)];
    }
    return value;
  }

  /** {@return the compiled rules of the tables} */
  public CompiledRules compiled() {
    return rules;
  }

  /** {@return the rules of the tables} */
  public Rules rules() {
    return rules.rules();
  }

  /** {@return the number of seats} */
  public int players() {
    return players;
  }

  /** {@return the trump suit's ordinal, -1 for none} */
  public int trumpSuit() {
    return trumpSuit;
  }

  /**
   * {@return what card {@code c} counts}
   *
   * @param c the card ordinal
   */
  public int points(int c) {
    return points[c];
  }

  /**
   * {@return the cards that beat card {@code c} when {@code c} was led}
   *
   * @param c the card ordinal
   */
  public int beatsLed(int c) {
    return beatsLed[c];
  }

  /**
   * {@return the cards that beat card {@code c} when it was not led (it beat the lead)}
   *
   * @param c the card ordinal
   */
  public int beatsFollow(int c) {
    return beatsFollow[c];
  }

  /**
   * {@return the cards that card {@code c} beats when they were led and {@code c} follows to
   * them: {@link #beatsLed} turned round}
   *
   * @param c the card ordinal
   */
  public int beatenLed(int c) {
    return facts().beatenLed[c];
  }

  /**
   * {@return the cards that card {@code c} beats when they were not led (they beat the lead) and
   * {@code c} follows them: {@link #beatsFollow} turned round}
   *
   * @param c the card ordinal
   */
  public int beatenFollow(int c) {
    return facts().beatenFollow[c];
  }

  /**
   * {@return what each card counts, by card ordinal: {@link #points(int)} as the table itself,
   * which must not be modified}
   */
  public int[] pointsTable() {
    return points;
  }

  /** {@return {@link #beatsLed(int)} for every card, as the table itself: not to be modified} */
  public int[] beatsLedTable() {
    return beatsLed;
  }

  /** {@return {@link #beatsFollow(int)} for every card, as the table itself: not to be modified} */
  public int[] beatsFollowTable() {
    return beatsFollow;
  }

  /** {@return {@link #beatenLed(int)} for every card, as the table itself: not to be modified} */
  public int[] beatenLedTable() {
    return facts().beatenLed;
  }

  /**
   * {@return {@link #beatenFollow(int)} for every card, as the table itself: not to be modified}
   */
  public int[] beatenFollowTable() {
    return facts().beatenFollow;
  }

  /**
   * {@return whether a led card can fall to at most one card of its suit: only the next-higher
   * card captures ({@code capture=next})}
   */
  public boolean scarceCaptures() {
    return facts().scarceCaptures;
  }

  /**
   * {@return whether a seven captures a led ace of its suit while the other captures follow rank
   * order (where captures are not {@link #scarceCaptures})}
   */
  public boolean sevenOnAce() {
    return facts().sevenOnAce;
  }

  /**
   * {@return whether what beats what between two suits does not depend on the ranks, and within a
   * suit is alike for every suit, so that two cards' equivalence depends on their suit's live
   * cards alone}
   */
  public boolean suitLocal() {
    return facts().suitLocal;
  }

  /**
   * {@return whether every two suits other than the trump suit are alike: exchanging them maps
   * what beats what and the points onto themselves, so that positions differing only by such an
   * exchange have one value (the obligations and Zwang are alike for every suit)}
   */
  public boolean suitSymmetric() {
    return facts().suitSymmetric;
  }

  /**
   * {@return the obligation of a trick led with {@code stockSize} cards in the stock}
   *
   * @param stockSize the cards in the stock
   */
  public Obligation obligation(int stockSize) {
    return rules.obligation(stockSize);
  }
}
