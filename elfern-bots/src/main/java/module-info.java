/**
 * Computer players for every Elfern preset, the exact solver of two-player deals, and
 * tournaments that measure them.
 *
 * <p>Start with {@link io.github.elfern.bot.Bots#create(String)} and {@link
 * io.github.elfern.bot.Solver}. The solver reads the endgame tables of the optional module
 * {@code io.github.elfern.endgames} (artifact {@code elfern-endgames}) when it is on the class
 * path or module path, found as a {@link io.github.elfern.bot.spi.EndgameTableSource} service;
 * without it the solver gives the same values, more slowly.
 */
module io.github.elfern.bots {
  requires transitive io.github.elfern.core;

  exports io.github.elfern.bot;
  exports io.github.elfern.bot.spi;

  uses io.github.elfern.bot.spi.EndgameTableSource;
}
