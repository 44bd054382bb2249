package io.github.elfern.examples.cli;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.Perft;
import io.github.elfern.rules.Rules;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** The {@code perft} command: counts legal play sequences to a depth, optionally per first move. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the legal play sequences of exactly DEPTH moves (Zwang announcements count as moves).",
      "The total is always on the last line; --divide first prints the count per first move."
    })
final class PerftCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Option(names = "--game", description = "Preset id, e.g. elfern, fuenfzehnern.")
  String game;

  @Option(names = "--variant", description = "Rule options, e.g. \"hand=5 head\".", defaultValue = "")
  String variant;

  @Option(names = "--seed", description = "Seed of the portable shuffle (unsigned 64-bit decimal).")
  String seed;

  @Option(names = "--position", description = "A position string, as written by the library.")
  String position;

  @Option(names = "--depth", required = true, description = "Number of plays.")
  int depth;

  @Option(names = "--divide", description = "Print the count for each first move.")
  boolean divide;

  @Override
  public Integer call() {
    GameState state = start();
    PrintWriter out = spec.commandLine().getOut();
    if (divide) {
      long total = 0;
      for (Map.Entry<Move, Long> e : Perft.divide(state, depth).entrySet()) {
        out.println(e.getKey().notation() + " " + e.getValue());
        total += e.getValue();
      }
      out.println(total);
    } else {
      out.println(Perft.count(state, depth));
    }
    out.flush();
    return 0;
  }

  private GameState start() {
    if (position != null) {
      if (game != null || seed != null) {
        throw new IllegalArgumentException("give either --position or --game with --seed, not both");
      }
      return GameState.fromPosition(position);
    }
    if (game == null || seed == null) {
      throw new IllegalArgumentException("give --game and --seed, or --position");
    }
    return GameState.deal(Rules.preset(game).withVariants(variant), Seeds.parse(seed));
  }
}
