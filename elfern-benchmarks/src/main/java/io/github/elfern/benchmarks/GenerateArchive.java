package io.github.elfern.benchmarks;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.game.Move;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes an archive of canonical EGN records for the reader's benchmarks and the large-file run of
 * {@code BENCHMARKS.md}: complete {@code elfern} deals played at random from a fixed seed, with the
 * tags that {@code elfern simulate --out} writes (Event, Round, Game, Players, Seed, Deck,
 * Result). Usage: {@code java -cp benchmarks.jar io.github.elfern.benchmarks.GenerateArchive FILE
 * BYTES}; it stops after the record that reaches {@code BYTES}.
 */
public final class GenerateArchive {
  private GenerateArchive() {}

  /** The seed of every archive: the same bytes on every run. */
  static final long SEED = 2026;

  /**
   * Plays one deal and returns its record.
   *
   * @param rules the rules
   * @param random the generator, drawn from for the deck's seed and every play
   * @param round the round number, from 1
   * @return the record
   */
  static GameRecord record(Rules rules, SplitMix64 random, int round) {
    long seed = random.nextLong();
    GameState s = GameState.deal(rules, seed);
    while (!s.isOver()) {
      List<Move> legal = s.legalMoves();
      s = s.play(legal.get(random.uniform(legal.size())));
    }
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "elfern simulate");
    tags.put("Round", Integer.toString(round));
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Result", s.result().notation());
    // A in the first seat of odd rounds, B of even ones, as elfern simulate seats them
    List<String> players = round % 2 == 1 ? List.of("random (A)", "random (B)")
        : List.of("random (B)", "random (A)");
    return GameRecord.of(new PlayedDeal(s, players), tags);
  }

  /**
   * Writes the archive.
   *
   * @param args the file and the number of bytes
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: GenerateArchive FILE BYTES");
      System.exit(2);
    }
    long target = Long.parseLong(args[1]);
    Rules rules = Rules.preset("elfern");
    SplitMix64 random = new SplitMix64(SEED);
    long bytes = 0;
    int round = 0;
    try (Writer out = Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8)) {
      while (bytes < target) {
        String text = EgnWriter.write(record(rules, random, ++round));
        out.write(text);
        bytes += text.length(); // ASCII: one byte per character
      }
    }
    System.out.println(round + " records, " + bytes + " bytes written to " + args[0]);
  }
}
