package io.github.elfern.endgames;

import io.github.elfern.bot.spi.EndgameTableSource;
import java.io.InputStream;
import java.util.Optional;

/**
 * The endgame databases packed in this artifact, as the service through which the solver finds
 * them. Stateless and thread-safe.
 */
public final class BuiltTables implements EndgameTableSource {

  /** Makes the source; {@link java.util.ServiceLoader} calls this. */
  public BuiltTables() {}

  /**
   * Opens the database of that name from this module's resources.
   *
   * @param name the database's name, as {@code endgames-0123456789abcdef.bin}
   * @return the stream, or empty if the artifact holds no such database
   */
  @Override
  public Optional<InputStream> open(String name) {
    if (!name.matches("endgames-[0-9a-f]{16}\\.bin")) {
      return Optional.empty();
    }
    return Optional.ofNullable(BuiltTables.class.getResourceAsStream(name));
  }
}
