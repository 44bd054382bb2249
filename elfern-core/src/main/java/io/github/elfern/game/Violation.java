package io.github.elfern.game;

/**
 * The rule an illegal play breaks, with the stable code that EGN validation reports for it.
 *
 * <p>When several apply to one card, the first in declaration order is reported.
 */
public enum Violation {
  /** The seat does not hold the card. */
  NOT_IN_HAND("not-in-hand"),
  /** Zwang was announced and this seat holds the ace of the suit led: it must play the ace. */
  MUST_PLAY_ACE("must-play-ace"),
  /** The seat must follow the suit led (phase 2, or a game without a stock). */
  MUST_FOLLOW("must-follow"),
  /**
   * The seat followed suit (or trumped) but must head: play a card that wins the trick, being
   * able to ({@code head=true}).
   */
  MUST_HEAD("must-head"),
  /** The seat is void in the suit led and must trump, being able to (phase 2 with trumps). */
  MUST_TRUMP("must-trump"),
  /** The lead restriction forbids leading this card (Fünfzehnern). */
  LEAD_RESTRICTED("lead-restricted"),
  /** Zwang may not be announced with this move. */
  ZWANG_NOT_ALLOWED("zwang-not-allowed");

  private final String code;

  Violation(String code) {
    this.code = code;
  }

  /** {@return the stable EGN error code, e.g. {@code "must-follow"}} */
  public String code() {
    return code;
  }
}
