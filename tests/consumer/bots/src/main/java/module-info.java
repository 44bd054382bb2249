/** The bots consumer as a named module: it requires the bots only, never the endgame data. */
module consumer.bots {
  requires io.github.elfern.bots;
}
