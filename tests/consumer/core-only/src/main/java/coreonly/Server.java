package coreonly;

import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.security.SecureRandom;

/** The part of a game server that deals: it needs elfern-core only. */
public final class Server {
  private Server() {}

  /**
   * Deals a deal of Elfern from a secret seed.
   *
   * @return the deal
   */
  public static GameState deal() {
    return GameState.deal(Rules.preset("elfern"), new SecureRandom().nextLong());
  }
}
