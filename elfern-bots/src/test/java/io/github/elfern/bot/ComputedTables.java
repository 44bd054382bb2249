package io.github.elfern.bot;

import io.github.elfern.bot.spi.EndgameTableSource;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The endgame tables for elfern-bots' own tests, which cannot depend on elfern-endgames (it
 * depends on them): each computed by the solver when a test first asks for it, as the
 * elfern-endgames build does, and served through the same service.
 */
public final class ComputedTables implements EndgameTableSource {

  private static final Map<String, byte[]> TABLES = new ConcurrentHashMap<>();

  /** Makes the source; {@link java.util.ServiceLoader} calls this. */
  public ComputedTables() {}

  @Override
  public Optional<InputStream> open(String name) {
    byte[] table = TABLES.computeIfAbsent(name, ComputedTables::compute);
    return table.length == 0 ? Optional.empty()
        : Optional.of(new ByteArrayInputStream(table));
  }

  /** The table of that name, computed, or no bytes if no rules of the set built have it. */
  private static byte[] compute(String name) {
    for (String id : EndgameDatabases.RULES) {
      Rules rules = Rules.parse(id);
      long print = EndgameDatabase.fingerprint(rules, rules.turnsTrump());
      if (EndgameDatabase.resourceName(print).equals(name)) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
          Solver.computeDatabase(rules).orElseThrow().write(out);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        return out.toByteArray();
      }
    }
    return new byte[0];
  }
}
