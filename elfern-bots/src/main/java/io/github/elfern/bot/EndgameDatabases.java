package io.github.elfern.bot;

import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Writes the endgame databases ({@link EndgameDatabase}), computed by the solver, into a
 * directory: the build of {@code elfern-endgames} runs it (as {@code java -cp ...
 * io.github.elfern.bot.EndgameDatabases DIR}) and packs what it writes, so the data is never
 * stored in the repository and always matches the solver it was built with. Not part of the API.
 */
final class EndgameDatabases {

  /**
   * The rules whose endgames have a database: {@code elfern}, {@code elfern-trumps} and {@code
   * elfern-app}, each also with {@code head=true}, and {@code bohemian-points} (rules with the
   * same endgames share them). Smaller hands have none: they are solved fast without.
   */
  static final List<String> RULES = List.of("elfern", "elfern-trumps", "elfern-app",
      "elfern head=true", "elfern-trumps head=true", "elfern-app head=true", "bohemian-points");

  private EndgameDatabases() {}

  /**
   * Writes each database into the directory given, and prints one line per database. A file
   * that is already there with the header of the database it names (the fingerprint of its rules
   * and the file format) is kept, so that a build that did not clean its output does not compute
   * the databases again; a clean build always does.
   *
   * @param args the directory
   * @throws IOException if a file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Files.createDirectories(Path.of(args[0]));
    for (String id : RULES) {
      Rules rules = Rules.parse(id);
      long print = EndgameDatabase.fingerprint(rules, rules.turnsTrump());
      Path file = dir.resolve(EndgameDatabase.resourceName(print));
      if (Files.isRegularFile(file)) {
        try (InputStream in = Files.newInputStream(file)) {
          if (EndgameDatabase.hasHeader(in, print, rules.turnsTrump())) {
            System.out.printf("%s: %s is there%n", id, file);
            continue;
          }
        }
      }
      long t0 = System.nanoTime();
      Optional<EndgameDatabase> db = Solver.computeDatabase(rules);
      if (db.isEmpty()) {
        throw new IllegalStateException(id + " has no endgame database");
      }
      try (OutputStream out = Files.newOutputStream(file)) {
        db.get().write(out);
      }
      System.out.printf("%s: %,d positions in %.1f s, %s (%,d bytes)%n", id, db.get().size(),
          (System.nanoTime() - t0) / 1e9, file, Files.size(file));
    }
  }
}
