/**
 * The Elfern rules: cards and decks, rules presets with their options, immutable game states
 * with legal moves, views for one seat, the search cursor, and scoring across a match.
 *
 * <p>Start with {@link io.github.elfern.rules.Rules#preset(String)} and
 * {@link io.github.elfern.game.GameState#deal(io.github.elfern.rules.Rules,
 * io.github.elfern.card.Deck)}. Bots and the exact solver are in {@code io.github.elfern.bots}.
 */
module io.github.elfern.core {
  exports io.github.elfern.card;
  exports io.github.elfern.rules;
  exports io.github.elfern.game;
  exports io.github.elfern.scoring;
  // Internal, but exported to all: a qualified export breaks a build that puts elfern-notation
  // or elfern-bots on the class path beside this module on the module path (as Surefire does
  // with test dependencies). Not API: left out of the published Javadoc, and may change in any
  // release (see the packages' documentation).
  exports io.github.elfern.kernel;
  exports io.github.elfern.card.internal;
}
