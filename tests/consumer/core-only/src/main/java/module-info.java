/** A game server's module that needs the rules engine only. */
module coreonly {
  requires io.github.elfern.core;
}
