package io.github.elfern.game;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.rules.Capture;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;

/**
 * The play rules as mask operations, shared by {@link GameState} (which knows every hand) and
 * {@link PlayerView} (which knows one): what may be led, what must be played to a trick, which
 * card beats which.
 *
 * <p>The lead state packs what the lead restrictions need to know about the past: the current
 * leader's binding suit (the suit in which he won the lead), the suit in which the leader of the
 * trick he won had won the lead (for {@code strict}), whether he has just won the lead (for
 * {@code kastner} and {@code parlett}), the suit led to the first trick and the suits led so far.
 */
final class Play {
  private Play() {}

  // Lead state layout: suits are stored plus one, 0 meaning none.
  static int binding(int lead) {
    return (lead & 7) - 1;
  }

  static int secondary(int lead) {
    return ((lead >>> 3) & 7) - 1;
  }

  static boolean wonLead(int lead) {
    return (lead & (1 << 6)) != 0;
  }

  static int firstSuit(int lead) {
    return ((lead >>> 7) & 7) - 1;
  }

  static int ledSuits(int lead) {
    return (lead >>> 10) & 0xF;
  }

  static int packLead(int binding, int secondary, boolean wonLead, int firstSuit, int ledSuits) {
    return (binding + 1) | ((secondary + 1) << 3) | (wonLead ? 1 << 6 : 0) | ((firstSuit + 1) << 7)
        | (ledSuits << 10);
  }

  /** {@return the lead state after a trick led in {@code ledSuit} by {@code leader}, won by {@code winner}} */
  static int afterTrick(int lead, int ledSuit, int leader, int winner) {
    int first = firstSuit(lead) < 0 ? ledSuit : firstSuit(lead);
    int led = ledSuits(lead) | (1 << ledSuit);
    int wonLead = packLead(ledSuit, binding(lead), true, first, led);
    int keptLead = packLead(binding(lead), secondary(lead), false, first, led);
    return winner != leader ? wonLead : keptLead;
  }

  static int suitMask(int suit) {
    return 0xFF << (suit << 3);
  }

  /** Cards of {@code hand} whose every higher card of the suit is played or in {@code hand}. */
  static int unbeatable(int hand, int played) {
    int out = hand | played;
    int result = 0;
    for (int m = hand; m != 0; m &= m - 1) {
      int i = Integer.numberOfTrailingZeros(m);
      int higher = ((1 << i) - 1) & (0xFF << (i & ~7));
      if ((higher & ~out) == 0) {
        result |= 1 << i;
      }
    }
    return result;
  }

  /** The highest card (lowest bit) of {@code hand} in each suit of {@code suits}. */
  static int highestOfSuits(int hand, int suits) {
    int result = 0;
    for (int s = 0; s < 4; s++) {
      int inSuit = hand & suitMask(s);
      if ((suits & (1 << s)) != 0 && inSuit != 0) {
        result |= inSuit & -inSuit;
      }
    }
    return result;
  }

  /** The cards {@code hand} may lead under the rules' lead restriction. */
  static int leadMask(Rules rules, int hand, int played, int lead) {
    switch (rules.leadRestriction()) {
      case NONE:
        return hand;
      case RELAXED:
      case STRICT:
        {
          int b = binding(lead);
          if (b < 0) {
            return hand;
          }
          int bound = hand & suitMask(b);
          if (bound == 0 && rules.leadRestriction() == io.github.elfern.rules.LeadRestriction.STRICT) {
            int s = secondary(lead);
            bound = s < 0 ? 0 : hand & suitMask(s);
          }
          return bound == 0 ? hand : bound | unbeatable(hand, played);
        }
      case FIRST_SUIT:
        {
          int first = firstSuit(lead);
          int inFirst = first < 0 ? 0 : hand & suitMask(first);
          if (inFirst == 0) {
            return hand;
          }
          int singletons = 0;
          for (int s = 0; s < 4; s++) {
            int inSuit = hand & suitMask(s);
            if (Integer.bitCount(inSuit) == 1) {
              singletons |= inSuit;
            }
          }
          return inFirst | singletons;
        }
      case KASTNER:
        {
          if (!wonLead(lead)) {
            return hand;
          }
          int previous = hand & suitMask(binding(lead));
          if (previous != 0) {
            return previous & -previous;
          }
          int highest = highestOfSuits(hand, ledSuits(lead));
          return highest != 0 ? highest : hand;
        }
      case PARLETT:
        {
          if (!wonLead(lead)) {
            return hand;
          }
          int previous = hand & suitMask(binding(lead));
          if (previous != 0) {
            int sure = previous & unbeatable(hand, played);
            return sure != 0 ? sure : previous;
          }
          int ledMask = 0;
          for (int s = 0; s < 4; s++) {
            if ((ledSuits(lead) & (1 << s)) != 0) {
              ledMask |= suitMask(s);
            }
          }
          int led = hand & ledMask;
          return led != 0 ? led : hand;
        }
      default:
        throw new AssertionError(rules.leadRestriction());
    }
  }

  /**
   * The cards that beat {@code best}, the card now winning the trick: the higher cards of its
   * suit (with {@code capture=next} only the card just above it), a seven on a led ace under
   * {@code seven-beats-ace}, and any trump when it is not a trump itself. Straight-line code: who
   * wins a random trick is unpredictable.
   */
  static int beatMask(Rules rules, int trumpSuit, int best, boolean bestIsLed) {
    int ofSuit = suitMask(best >>> 3);
    int trumps = trumpSuit < 0 ? 0 : suitMask(trumpSuit);
    int higher = ((1 << best) - 1) & ofSuit; // canonical order: higher ranks have lower bits
    if (rules.capture() == Capture.NEXT && (ofSuit & trumps) == 0) {
      higher &= 1 << (best - 1); // the next-higher card, none above an ace
    }
    boolean sevenOnAce = rules.sevenBeatsAce() && bestIsLed && (best & 7) == Rank.ACE.ordinal();
    int seven = sevenOnAce ? 1 << (best + Rank.SEVEN.ordinal()) : 0;
    return higher | seven | (trumps & ~ofSuit);
  }

  /** The obligation for a trick led with {@code stockSize} cards left in the stock. */
  static Obligation obligation(Rules rules, int stockSize) {
    return stockSize > 0 ? rules.phase1Obligation() : rules.phase2Obligation();
  }

  /** The cards of {@code hand} that satisfy the follow obligation alone (no heading, no Zwang). */
  static int obligedMask(Obligation obligation, int hand, int ledSuit, int trumpSuit) {
    if (obligation == Obligation.NONE) {
      return hand;
    }
    int follow = hand & suitMask(ledSuit);
    if (follow != 0) {
      return follow;
    }
    if (obligation == Obligation.FOLLOW_OR_TRUMP && trumpSuit >= 0) {
      int trumps = hand & suitMask(trumpSuit);
      if (trumps != 0) {
        return trumps;
      }
    }
    return hand;
  }

  /** The cards {@code hand} may play to a trick in progress. */
  static int followMask(
      Rules rules,
      int hand,
      int stockSize,
      int trumpSuit,
      int ledCard,
      int bestCard,
      boolean bestIsLed,
      boolean zwangActive) {
    int ledSuit = ledCard >>> 3;
    if (zwangActive) {
      int ace = hand & (1 << (ledSuit << 3));
      if (ace != 0) {
        return ace;
      }
    }
    Obligation obligation = obligation(rules, stockSize);
    int allowed = obligedMask(obligation, hand, ledSuit, trumpSuit);
    if (rules.mustHead() && obligation != Obligation.NONE) {
      int winners = allowed & beatMask(rules, trumpSuit, bestCard, bestIsLed);
      if (winners != 0) {
        return winners;
      }
    }
    return allowed;
  }

  /** {@return whether Zwang may be announced when {@code hand} leads {@code card} (already legal)} */
  static boolean zwangAllowed(Rules rules, int hand, int card) {
    if (!rules.zwang() || (card & 7) != Rank.QUEEN.ordinal()) {
      return false;
    }
    return (hand & (1 << (card - 1))) != 0; // the king of the suit sits just above the queen
  }

  static String suitName(int suit) {
    return Suit.ofOrdinal(suit).frenchName();
  }

  static String cards(int mask) {
    return CardSet.ofMask(mask).notation();
  }

}
