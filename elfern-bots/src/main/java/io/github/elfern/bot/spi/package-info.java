/**
 * The service through which the solver finds optional data: {@link
 * io.github.elfern.bot.spi.EndgameTableSource}, implemented by the {@code elfern-endgames}
 * artifact. Users of the library do not implement it.
 */
package io.github.elfern.bot.spi;
