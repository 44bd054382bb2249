/**
 * The Elfern rules engine: cards and decks, rules presets with their options, immutable game
 * states with legal moves, views for one seat, scoring schedules and bots.
 *
 * <p>Start with {@link io.github.elfern.rules.Rules#preset(String)} and
 * {@link io.github.elfern.game.GameState#deal(io.github.elfern.rules.Rules,
 * io.github.elfern.card.Deck)}.
 */
module io.github.elfern.core {
  exports io.github.elfern.card;
  exports io.github.elfern.rules;
  exports io.github.elfern.game;
  exports io.github.elfern.scoring;
  exports io.github.elfern.bot;
  // Internal, but exported to all: a qualified export breaks a build that puts elfern-notation on
  // the class path beside this module on the module path (see the package's documentation).
  exports io.github.elfern.kernel;
}
