package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.SuitSystem;

/**
 * One play to a trick: a card, and whether the lead announces Zwang ({@code QC=Z} in EGN).
 *
 * <p>Moves are interned: {@link #of(Card)} and {@link #zwang(Card)} return shared instances, so
 * the engine allocates none while playing.
 */
public final class Move {

  private static final Move[] PLAIN = new Move[32];
  private static final Move[] ZWANG = new Move[32];

  static {
    for (Card c : Card.values()) {
      PLAIN[c.ordinal()] = new Move(c, false);
      ZWANG[c.ordinal()] = new Move(c, true);
    }
  }

  private final Card card;
  private final boolean zwang;

  private Move(Card card, boolean zwang) {
    this.card = card;
    this.zwang = zwang;
  }

  /**
   * {@return the move that plays {@code card} without an announcement}
   *
   * @param card the card
   */
  public static Move of(Card card) {
    return PLAIN[card.ordinal()];
  }

  /**
   * {@return the move that leads {@code queen} and announces Zwang (Fünfzehnern, Wikipedia's Fünfzehnern)}
   *
   * @param queen the queen led
   */
  public static Move zwang(Card queen) {
    return ZWANG[queen.ordinal()];
  }

  /**
   * Parses a canonical move token: a card token, optionally followed by {@code =Z}.
   *
   * @param token e.g. {@code "7H"} or {@code "QC=Z"}
   * @return the move
   * @throws IllegalArgumentException if the token is not a move
   */
  public static Move parse(String token) {
    return parse(token, SuitSystem.FRENCH, false);
  }

  /**
   * Parses a move token in the letters of {@code system}, as the strict EGN reader does: a card
   * token as {@link Card#parse(String, SuitSystem)} reads it, optionally followed by {@code =Z}.
   *
   * @param token e.g. {@code "OH=Z"} in German letters
   * @param system the letters of the token
   * @return the move
   * @throws IllegalArgumentException if the token is not a move in {@code system}
   */
  public static Move parse(String token, SuitSystem system) {
    return parse(token, system, false);
  }

  /**
   * Parses a move token as people type it, in French letters: what a server's players send, e.g.
   * {@code "qh"}, {@code "10h"}, {@code "Q♥"} or {@code "q♣=z"}. The same as {@link
   * #parseLenient(String, SuitSystem) parseLenient(token, SuitSystem.FRENCH)}, with the card
   * grammar of {@link Card#parseLenient(String)}.
   *
   * @param token the move as typed
   * @return the move
   * @throws IllegalArgumentException if the token is not a move; the message quotes the token
   *     (control characters escaped, a long one cut short) and says what would have been accepted,
   *     so it may be shown to whoever sent it
   */
  public static Move parseLenient(String token) {
    return parse(token, SuitSystem.FRENCH, true);
  }

  /**
   * Parses a move token as people type it, as the lenient EGN reader does: a card token as
   * {@link Card#parseLenient(String, SuitSystem)} reads it, optionally followed by {@code =Z} or
   * {@code =z}.
   *
   * @param token e.g. {@code "q♣=z"} or {@code "10h"}
   * @param system the letters of the token
   * @return the move
   * @throws IllegalArgumentException if the token is not a move in {@code system}
   */
  public static Move parseLenient(String token, SuitSystem system) {
    return parse(token, system, true);
  }

  private static Move parse(String token, SuitSystem system, boolean lenient) {
    boolean zwang = token.endsWith("=Z") || (lenient && token.endsWith("=z"));
    if (!zwang) {
      return of(lenient ? Card.parseLenient(token, system) : Card.parse(token, system));
    }
    String card = token.substring(0, token.length() - 2);
    return zwang(lenient ? Card.parseLenient(card, system) : Card.parse(card, system));
  }

  /** {@return the card played} */
  public Card card() {
    return card;
  }

  /** {@return whether this move announces Zwang} */
  public boolean isZwang() {
    return zwang;
  }

  /** {@return the canonical token: the card's, with {@code =Z} for a Zwang announcement} */
  public String notation() {
    return zwang ? card.notation() + "=Z" : card.notation();
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
