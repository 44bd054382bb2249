/**
 * SVG pictures and Unicode characters of cards, in the spirit of python-chess's {@code chess.svg}.
 *
 * <ul>
 *   <li>{@link io.github.elfern.svg.Svg}: a card, a card's back, a hand, a trick and a table seen
 *       from one seat ({@link io.github.elfern.game.PlayerView}), as standalone SVG documents;
 *   <li>{@link io.github.elfern.svg.CardStyle}: French or German suits;
 *   <li>{@link io.github.elfern.svg.Unicode}: the Playing Cards characters and short suit-symbol
 *       labels for terminals.
 * </ul>
 *
 * <p>Every picture is a pure function of its arguments: a table drawn from a view shows only what
 * that seat may see (the other hands face down with their sizes, the stock face down).
 */
package io.github.elfern.svg;
