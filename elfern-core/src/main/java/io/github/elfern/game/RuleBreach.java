package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import java.util.function.Function;

/**
 * Which rule a move breaks in a position and how a message says it, without the seat's name: the
 * one place of these words, for the refusals of {@link GameState#play(Move)} and the proven lies
 * of {@link PlayerView#fromHistory}.
 *
 * <p>The words are made in both suit systems, so that a program shows a player the cards in the
 * letters they chose: {@code "does not hold QH (holds QS AH)"} in French, {@code "does not hold
 * OH (holds OG AH)"} in German (where G is the leaves, French spades), with the suits named as
 * {@link Suit#frenchName()} and {@link Suit#germanName()} do.
 *
 * @param violation the rule broken
 * @param reason what the seat did wrong, in French letters, e.g. {@code "must follow hearts
 *     (holds KH 9H) but played 7S"}
 * @param germanReason the same in German letters, e.g. {@code "must follow hearts (holds KH 9H)
 *     but played 7G"}
 */
record RuleBreach(Violation violation, String reason, String germanReason) {

  /** {@return what the seat did wrong, in the letters of {@code suits}} */
  String reason(SuitSystem suits) {
    return suits == SuitSystem.GERMAN ? germanReason : reason;
  }

  /** The breach, its words made in each suit system by {@code words}. */
  private static RuleBreach of(Violation violation, Function<Words, String> words) {
    return new RuleBreach(violation, words.apply(Words.FRENCH), words.apply(Words.GERMAN));
  }

  /** How the words of a breach name cards and suits in one suit system. */
  private enum Words {
    FRENCH(SuitSystem.FRENCH),
    GERMAN(SuitSystem.GERMAN);

    private final SuitSystem suits;

    Words(SuitSystem suits) {
      this.suits = suits;
    }

    String card(Card card) {
      return suits.notation(card);
    }

    /** The cards of a mask in canonical order, e.g. {@code "KH 9H"}. */
    String cards(int mask) {
      if (suits == SuitSystem.FRENCH) {
        return CardSet.ofMask(mask).notation();
      }
      StringBuilder sb = new StringBuilder();
      for (Card c : CardSet.ofMask(mask)) {
        sb.append(sb.length() == 0 ? "" : " ").append(suits.notation(c));
      }
      return sb.toString();
    }

    String suit(int suit) {
      return suits == SuitSystem.FRENCH ? Suit.ofOrdinal(suit).frenchName()
          : Suit.ofOrdinal(suit).germanName();
    }
  }

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
      return of(Violation.NOT_IN_HAND,
          w -> "does not hold " + w.card(card) + " (holds " + w.cards(hand) + ")");
    }
    if (size == 0) {
      int allowed = Kernel.leadMask(cr, hand, played, lead);
      if ((allowed & (1 << c)) == 0) {
        return of(Violation.LEAD_RESTRICTED, w -> "may not lead " + w.card(card) + " under the "
            + cr.leadRestrictionName() + " lead restriction" + leadReason(cr, lead, w)
            + " (may lead " + w.cards(allowed) + ")");
      }
      return of(Violation.ZWANG_NOT_ALLOWED, w -> "may not announce Zwang with " + w.card(card)
          + (cr.zwang()
              ? " (only a queen led by the holder of its king)"
              : " (these rules have no Zwang)"));
    }
    int legal = Kernel.legalMask(cr, hand, played, lead, stockSize, trumpSuit, trick, size,
        zwangActive);
    if (move.isZwang() && (legal & (1 << c)) != 0) {
      return of(Violation.ZWANG_NOT_ALLOWED,
          w -> "may not announce Zwang with " + w.card(card) + " (only on a lead)");
    }
    return follow(cr, trumpSuit, hand, stockSize, trick, size, zwangActive, card);
  }

  /**
   * The rule that {@code card}, played to a trick in progress, breaks: the kernel's answer
   * ({@link Kernel#followBreach}) in words, naming the cards that rule left the seat.
   */
  private static RuleBreach follow(CompiledRules cr, int trumpSuit, int hand, int stockSize,
      int trick, int size, boolean zwangActive, Card card) {
    int ledSuit = Kernel.cardAt(trick, 0) >>> 3;
    switch (Kernel.followBreach(cr, hand, stockSize, trumpSuit, trick, size, zwangActive,
        card.ordinal())) {
      case Kernel.MUST_PLAY_ACE:
        return of(Violation.MUST_PLAY_ACE, w -> "must play " + w.card(Card.ofIndex(ledSuit << 3))
            + " to the Zwang lead but played " + w.card(card));
      case Kernel.MUST_FOLLOW:
        int follow = hand & Kernel.suitMask(ledSuit);
        return of(Violation.MUST_FOLLOW, w -> "must follow " + w.suit(ledSuit)
            + " (holds " + w.cards(follow) + ") but played " + w.card(card));
      case Kernel.MUST_HEAD:
        int winners = Kernel.legalFollow(cr, hand, stockSize, trumpSuit, trick, size, zwangActive);
        return of(Violation.MUST_HEAD, w -> "must head the trick (can win with "
            + w.cards(winners) + ") but played " + w.card(card));
      case Kernel.MUST_TRUMP:
        int trumps = hand & Kernel.suitMask(trumpSuit);
        return of(Violation.MUST_TRUMP, w -> "must trump (void in " + w.suit(ledSuit)
            + ", holds " + w.cards(trumps) + " of trumps " + w.suit(trumpSuit)
            + ") but played " + w.card(card));
      default:
        throw new AssertionError("a legal play to the trick: " + card);
    }
  }

  /** Why the lead restriction binds, e.g. {@code " (won the lead in hearts)"}; empty if nothing. */
  private static String leadReason(CompiledRules cr, int lead, Words w) {
    int b = Kernel.binding(lead);
    switch (cr.leadRestriction()) {
      case FIRST_SUIT:
        return Kernel.firstSuit(lead) < 0
            ? ""
            : " (first trick led in " + w.suit(Kernel.firstSuit(lead)) + ")";
      case KASTNER:
      case PARLETT:
        return b < 0 ? "" : " (won the lead on a " + w.suit(b) + " trick)";
      default:
        return b < 0 ? "" : " (won the lead in " + w.suit(b) + ")";
    }
  }
}
