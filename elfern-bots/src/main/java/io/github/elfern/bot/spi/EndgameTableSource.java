package io.github.elfern.bot.spi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * A source of the solver's endgame tables, for the {@link io.github.elfern.bot.Solver} to find
 * with {@link java.util.ServiceLoader}: the {@code elfern-endgames} artifact provides one that
 * reads the tables its build computed. A table is named by the fingerprint of the rules whose
 * endgames it holds (as {@code endgames-0123456789abcdef.bin}), and the solver checks that what
 * it reads is the table of that fingerprint, in the format it knows, before it uses it.
 *
 * <p>This is a service interface between the library's own artifacts: users do not implement
 * it, and it may change in any release. Implementations must be thread-safe.
 */
public interface EndgameTableSource {

  /**
   * Opens the table of the given name for reading.
   *
   * @param name the table's name, as {@code endgames-0123456789abcdef.bin}
   * @return a new stream over the table, which the caller closes, or empty if this source holds
   *     no table of that name
   * @throws IOException if the table exists but cannot be opened
   */
  Optional<InputStream> open(String name) throws IOException;
}
