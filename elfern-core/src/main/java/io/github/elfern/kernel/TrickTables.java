package io.github.elfern.kernel;

import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;

/**
 * The kernel's trick rules for one deal (rules and trump suit) unrolled into lookup tables over
 * card ordinals: what each card counts, which cards beat it, and who wins a trick ({@link
 * #bestIndex}). Every entry comes from {@link Kernel#beatMask} and {@link CompiledRules#points}, so
 * the tables cannot disagree with the kernel. Immutable.
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

  /**
   * {@return the tables of a deal under {@code rules} with trump suit {@code trumpSuit}}
   *
   * @param rules the rules
   * @param trumpSuit the trump suit's ordinal, -1 for none
   */
  public static TrickTables of(Rules rules, int trumpSuit) {
    return new TrickTables(CompiledRules.of(rules), trumpSuit);
  }

  /**
   * {@return the tables of compiled rules {@code rules} with trump suit {@code trumpSuit}}
   *
   * @param rules the compiled rules
   * @param trumpSuit the trump suit's ordinal, -1 for none
   */
  public static TrickTables of(CompiledRules rules, int trumpSuit) {
    return new TrickTables(rules, trumpSuit);
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
   * {@return the obligation of a trick led with {@code stockSize} cards in the stock}
   *
   * @param stockSize the cards in the stock
   */
  public Obligation obligation(int stockSize) {
    return rules.obligation(stockSize);
  }
}
