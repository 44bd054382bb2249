package io.github.elfern.examples.cli;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.Perft;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code perft} command: counts legal play sequences to a depth, optionally per first move.
 *
 * <p>The start is a deal ({@code --game} and {@code --seed}), a position string ({@code
 * --position}) or the end of a record of an EGN file ({@code FILE}, {@code --record N} from 1).
 * The total is always on the last line; {@code --divide} first prints each first move (in the
 * record's letters when started from a file) and its count. A depth past the end of the deal, a
 * record with an error and a partial record (whose hidden cards perft would have to guess) are
 * errors (exit 1); mixing the three forms is a usage error (exit 2).
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the legal play sequences of exactly DEPTH moves (Zwang announcements count as moves).",
      "Starts from a deal (--game, --seed), a position (--position) or the end of a record "
          + "(FILE, --record).",
      "The total is always on the last line; --divide first prints the count per first move."
    })
final class PerftCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(arity = "0..1", paramLabel = "FILE",
      description = "An EGN file: start from the end of one of its records.")
  String file;

  @Option(names = "--record", paramLabel = "N", defaultValue = "1",
      description = "Which record of FILE, from 1 (default ${DEFAULT-VALUE}).")
  int record;

  @Option(names = "--game", completionCandidates = PresetIds.class,
      description = "Preset id: ${COMPLETION-CANDIDATES}.")
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
    if (depth < 0) {
      throw new ParameterException(spec.commandLine(),
          "--depth must not be negative, got " + depth);
    }
    SuitSystem letters = SuitSystem.FRENCH;
    GameState state;
    if (file != null) {
      if (game != null || seed != null || position != null) {
        throw usage("give FILE, --position, or --game with --seed; not more than one of them");
      }
      ParsedRecord r = read();
      letters = r.record().suits();
      state = r.finalState().get();
    } else {
      state = start();
    }
    PrintWriter out = spec.commandLine().getOut();
    if (divide) {
      long total = 0;
      for (Map.Entry<Move, Long> e : Perft.divide(state, depth).entrySet()) {
        Move m = e.getKey();
        out.println(letters.notation(m.card()) + (m.isZwang() ? "=Z" : "") + " " + e.getValue());
        total += e.getValue();
      }
      out.println(total);
    } else {
      out.println(Perft.count(state, depth));
    }
    out.flush();
    return 0;
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }

  /** Reads record {@code record} of the file and checks that perft can start from its end. */
  private ParsedRecord read() {
    if (record < 1) {
      throw usage("--record must be at least 1, got " + record);
    }
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in())) {
      for (int i = 1; ; i++) {
        Optional<ParsedRecord> r = reader.next();
        if (r.isEmpty()) {
          throw new IllegalArgumentException(file + " has no record " + record + ": it holds "
              + (i - 1) + (i - 1 == 1 ? " record" : " records"));
        }
        if (i == record) {
          ParsedRecord p = r.get();
          if (p.hasError()) {
            throw new IllegalArgumentException(
                Display.printable(p.firstError().get().format(file)) + " (record " + record + ")");
          }
          if (!p.hiddenCards().isEmpty()) {
            throw new IllegalArgumentException(file + ": record " + record + " is partial ("
                + p.hiddenCards().size() + " cards unknown): perft needs the whole deck");
          }
          return p;
        }
      }
    }
  }

  private GameState start() {
    if (position != null) {
      if (game != null || seed != null) {
        throw usage("give either --position or --game with --seed, not both");
      }
      return GameState.fromPosition(position);
    }
    if (game == null || seed == null) {
      throw usage("give FILE, --position, or --game with --seed");
    }
    return GameState.deal(UsageError.of("--game/--variant", () -> Rules.preset(game).withVariants(variant)),
        UsageError.of("--seed", () -> Seeds.parse(seed)));
  }
}
