/**
 * Bots that choose moves from a {@link io.github.elfern.game.PlayerView}.
 */
package io.github.elfern.bot;
