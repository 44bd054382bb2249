/**
 * EGN, the Elfern Game Notation: reading records in bounded memory, validating them (syntax,
 * legality, result), replaying them to game states and writing them canonically.
 *
 * <p>Start with {@link io.github.elfern.notation.EgnReader} and {@link
 * io.github.elfern.notation.EgnWriter}.
 */
module io.github.elfern.notation {
  requires transitive io.github.elfern.core;

  exports io.github.elfern.notation;
}
