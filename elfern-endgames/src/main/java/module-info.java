/**
 * The solver's endgame databases, as data: the module provides an {@link
 * io.github.elfern.bot.spi.EndgameTableSource} that the solver of {@code io.github.elfern.bots}
 * finds on its own when this module is on the module path. It exports nothing.
 */
module io.github.elfern.endgames {
  requires io.github.elfern.bots;

  provides io.github.elfern.bot.spi.EndgameTableSource
      with io.github.elfern.endgames.BuiltTables;
}
