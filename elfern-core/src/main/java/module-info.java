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
  exports io.github.elfern.kernel to io.github.elfern.notation, io.github.elfern.bots;
  exports io.github.elfern.card.internal to io.github.elfern.notation, io.github.elfern.bots;
}
