package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;

/**
 * Which rule a move breaks in a position and how a message says it, without the seat's name: the
 * one place of these words, for the refusals of {@link GameState#play(Move)} and the proven lies
 * of {@link PlayerView#fromHistory}.
 *
 * @param violation the rule broken
 * @param reason what the seat did wrong, e.g. {@code "must follow hearts (holds KH 9H) but played
 *     7S"}
 */
record RuleBreach(Violation violation, String reason) {

  /**
   * {@return the rule that {@code move} breaks when played from {@code hand} (the move must be
   * illegal there)}
   *
   * @param cr the compiled rules
   * @param trumpSuit the trump suit, -1 for none
   * @param hand the hand of the seat to move
   * @param played the cards of completed tricks
   * @param lead the lead state
   * @param stockSize the cards in the stock when the trick was led
   * @param trick the trick word of the trick in progress
   * @param size the cards in it
   * @param zwangActive whether the trick's lead announced Zwang
   * @param move the move
   */
  static RuleBreach of(CompiledRules cr, int trumpSuit, int hand, int played, int lead,
      int stockSize, int trick, int size, boolean zwangActive, Move move) {
    Card card = move.card();
    int c = card.ordinal();
    if ((hand & (1 << c)) == 0) {
      return new RuleBreach(Violation.NOT_IN_HAND,
          "does not hold " + card + " (holds " + CardSet.ofMask(hand) + ")");
    }
    if (size == 0) {
      int allowed = Kernel.leadMask(cr, hand, played, lead);
      if ((allowed & (1 << c)) == 0) {
        return new RuleBreach(Violation.LEAD_RESTRICTED, "may not lead " + card + " under the "
            + cr.leadRestrictionName() + " lead restriction" + leadReason(cr, lead)
            + " (may lead " + CardSet.ofMask(allowed) + ")");
      }
      return new RuleBreach(Violation.ZWANG_NOT_ALLOWED, "may not announce Zwang with " + card
          + (cr.zwang()
              ? " (only a queen led by the holder of its king)"
              : " (these rules have no Zwang)"));
    }
    int legal = Kernel.legalMask(cr, hand, played, lead, stockSize, trumpSuit, trick, size,
        zwangActive);
    if (move.isZwang() && (legal & (1 << c)) != 0) {
      return new RuleBreach(Violation.ZWANG_NOT_ALLOWED,
          "may not announce Zwang with " + card + " (only on a lead)");
    }
    return follow(cr, trumpSuit, hand, stockSize, trick, size, zwangActive, card);
  }

  /** The rule that {@code card}, played to a trick in progress, breaks. */
  private static RuleBreach follow(CompiledRules cr, int trumpSuit, int hand, int stockSize,
      int trick, int size, boolean zwangActive, Card card) {
    int c = card.ordinal();
    int ledSuit = Kernel.cardAt(trick, 0) >>> 3;
    int ace = hand & (1 << (ledSuit << 3));
    int obligation = cr.obligation(stockSize);
    int follow = hand & Kernel.suitMask(ledSuit);
    int obliged = Kernel.obligedMask(obligation, hand, ledSuit, trumpSuit);
    if (zwangActive && ace != 0) {
      return new RuleBreach(Violation.MUST_PLAY_ACE, "must play "
          + Card.ofIndex(Integer.numberOfTrailingZeros(ace)) + " to the Zwang lead but played "
          + card);
    }
    if (obligation != CompiledRules.OBLIGE_NONE && follow != 0 && (follow & (1 << c)) == 0) {
      return new RuleBreach(Violation.MUST_FOLLOW, "must follow "
          + Suit.ofOrdinal(ledSuit).frenchName() + " (holds " + CardSet.ofMask(follow)
          + ") but played " + card);
    }
    if ((obliged & (1 << c)) != 0) {
      int best = Kernel.bestIndex(cr, trumpSuit, trick, size);
      int winners = obliged
          & Kernel.beatMask(cr, trumpSuit, Kernel.cardAt(trick, best), best == 0);
      return new RuleBreach(Violation.MUST_HEAD, "must head the trick (can win with "
          + CardSet.ofMask(winners) + ") but played " + card);
    }
    return new RuleBreach(Violation.MUST_TRUMP, "must trump (void in "
        + Suit.ofOrdinal(ledSuit).frenchName() + ", holds " + CardSet.ofMask(obliged)
        + " of trumps " + Suit.ofOrdinal(trumpSuit).frenchName() + ") but played " + card);
  }

  /** Why the lead restriction binds, e.g. {@code " (won the lead in hearts)"}; empty if nothing. */
  private static String leadReason(CompiledRules cr, int lead) {
    int b = Kernel.binding(lead);
    switch (cr.leadRestriction()) {
      case CompiledRules.LEAD_FIRST_SUIT:
        return Kernel.firstSuit(lead) < 0
            ? ""
            : " (first trick led in " + Suit.ofOrdinal(Kernel.firstSuit(lead)).frenchName() + ")";
      case CompiledRules.LEAD_KASTNER:
      case CompiledRules.LEAD_PARLETT:
        return b < 0 ? "" : " (won the lead on a " + Suit.ofOrdinal(b).frenchName() + " trick)";
      default:
        return b < 0 ? "" : " (won the lead in " + Suit.ofOrdinal(b).frenchName() + ")";
    }
  }
}
