package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.rules.Capture;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;

/**
 * The trick rules of one deal as lookup tables over card indices (bit {@code suit * 8 + rank},
 * ace the lowest bit of its suit): which cards beat which, what each counts, what a follower
 * must play. The bots' own copy of the engine's rules; tests check that they agree.
 */
final class CardRules {

  final Rules rules;
  final int trumpSuit; // -1 without trumps
  final int[] points = new int[32];
  /** Cards that beat card {@code c} when {@code c} was led. */
  final int[] beatsLed = new int[32];
  /** Cards that beat card {@code c} when {@code c} was not led (it beat the lead). */
  final int[] beatsFollow = new int[32];

  CardRules(Rules rules, int trumpSuit) {
    this.rules = rules;
    this.trumpSuit = trumpSuit;
    for (int c = 0; c < 32; c++) {
      points[c] = rules.points(Card.ofIndex(c));
      beatsLed[c] = beat(c, true);
      beatsFollow[c] = beat(c, false);
    }
  }

  static int suitMask(int suit) {
    return 0xFF << (suit << 3);
  }

  private int beat(int best, boolean bestIsLed) {
    int suit = best >>> 3;
    int rank = best & 7;
    int higher = ((1 << best) - 1) & suitMask(suit);
    int seven = rules.sevenBeatsAce() && bestIsLed && rank == Rank.ACE.ordinal()
        ? 1 << ((suit << 3) | Rank.SEVEN.ordinal()) : 0;
    if (suit == trumpSuit) {
      return higher | seven;
    }
    int capture = rules.capture() == Capture.NEXT ? (rank == 0 ? 0 : 1 << (best - 1)) : higher;
    return capture | seven | (trumpSuit >= 0 ? suitMask(trumpSuit) : 0);
  }

  Obligation obligation(int stockSize) {
    return stockSize > 0 ? rules.phase1Obligation() : rules.phase2Obligation();
  }

  /** The cards of {@code hand} that may follow {@code led} while {@code best} wins (no Zwang). */
  int followMask(int hand, int stockSize, int led, int best, boolean bestIsLed) {
    Obligation o = obligation(stockSize);
    if (o == Obligation.NONE) {
      return hand;
    }
    int allowed = hand & suitMask(led >>> 3);
    if (allowed == 0 && o == Obligation.FOLLOW_OR_TRUMP && trumpSuit >= 0) {
      allowed = hand & suitMask(trumpSuit);
    }
    if (allowed == 0) {
      allowed = hand;
    }
    if (rules.mustHead()) {
      int winners = allowed & (bestIsLed ? beatsLed[best] : beatsFollow[best]);
      if (winners != 0) {
        return winners;
      }
    }
    return allowed;
  }
}
