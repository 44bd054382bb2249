package io.github.elfern.bot;

import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Writes the endgame databases that the library ships ({@link EndgameDatabase}), computed by the
 * solver: {@code java -cp elfern-core/target/classes:elfern-core/target/test-classes
 * io.github.elfern.bot.EndgameDatabases elfern-core/src/main/resources/io/github/elfern/bot}.
 * Run it whenever {@code EndgameDatabaseTest} says that a shipped database differs from a fresh
 * computation, or is missing.
 */
public final class EndgameDatabases {

  /**
   * The rules whose endgames have a database: {@code elfern}, {@code elfern-trumps} and {@code
   * elfern-app}, each also with {@code head=true}, and {@code bohemian-points} (rules with the
   * same endgames share them). Smaller hands have none: they are solved fast without.
   */
  static final List<String> RULES = List.of("elfern", "elfern-trumps", "elfern-app",
      "elfern head=true", "elfern-trumps head=true", "elfern-app head=true", "bohemian-points");

  private EndgameDatabases() {}

  /**
   * Writes each database into the directory given.
   *
   * @param args the directory
   * @throws IOException if a file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Files.createDirectories(Path.of(args[0]));
    for (String id : RULES) {
      Rules rules = Rules.parse(id);
      long t0 = System.nanoTime();
      Optional<EndgameDatabase> db = Solver.computeDatabase(rules);
      if (db.isEmpty()) {
        throw new IllegalStateException(id + " has no endgame database");
      }
      Path file = dir.resolve(EndgameDatabase.resourceName(
          EndgameDatabase.fingerprint(rules, rules.turnedTrump())));
      try (OutputStream out = Files.newOutputStream(file)) {
        db.get().write(out);
      }
      System.out.printf("%s: %,d positions in %.1f s, %s (%,d bytes)%n", id, db.get().size(),
          (System.nanoTime() - t0) / 1e9, file, Files.size(file));
    }
  }
}
