package io.github.elfern.notation;

/**
 * How strictly a reader or validator holds a record to canonical EGN.
 *
 * <p>Both modes refuse unknown games and variant keys and every illegal play. {@link #STRICT}
 * also refuses what {@link #LENIENT} tolerates: lower-case card letters, the suit symbols {@code ♣
 * ♠ ♥ ♦}, {@code =z}, and tricks without their number.
 */
public enum Strictness {
  /** Tolerates lower case, suit symbols and missing trick numbers (the default). */
  LENIENT,
  /** Accepts only canonical spellings ({@code 10}, German {@code D} and {@code L} included). */
  STRICT
}
