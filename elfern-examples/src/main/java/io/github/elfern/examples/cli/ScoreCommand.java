package io.github.elfern.examples.cli;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code score} command: scores the deals of an EGN file as one match under a scoring
 * schedule, with {@link Match}, and prints the match table.
 *
 * <p>Every record must be valid, finished, of the same rules, and name its players ({@code
 * Players}); the players of the match are the names in order of first appearance. Results are
 * credited by name, not by seat, so the totals are right whoever dealt each record. The match's
 * first dealer is the first record's dealer (the lot is drawn from the first seed that gives it);
 * later dealers follow the schedule's rules. Records after the end of the match are not scored
 * (a note says how many). The schedule is {@code --scoring}, or else the first record's {@code
 * Scoring} tag.
 */
@Command(
    name = "score",
    mixinStandardHelpOptions = true,
    description = {
      "Scores the deals of an EGN file as a match and prints the score table.",
      "Every record must be valid, finished and name its players."
    })
final class ScoreCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(paramLabel = "FILE", description = "The EGN file (- for standard input).")
  String file;

  @Option(names = "--scoring", paramLabel = "SCHEDULE",
      description = "e.g. tendler, \"banner banners=2\", \"counters start=10\" "
          + "(default: the first record's Scoring tag).")
  String scoring;

  private record Played(int number, List<String> names, DealResult result) {}

  @Override
  public Integer call() {
    List<Played> deals = new ArrayList<>();
    String tagScoring = null;
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in())) {
      Optional<ParsedRecord> next;
      while ((next = reader.next()).isPresent()) {
        ParsedRecord r = next.get();
        if (r.hasError()) {
          throw new IllegalArgumentException(Display.printable(r.firstError().get().format(file))
              + " (record " + r.number() + ")");
        }
        GameState end = r.finalState().get();
        if (!end.isOver()) {
          throw new IllegalArgumentException(file + ": record " + r.number() + " (line "
              + r.line() + ") is not finished: only finished deals can be scored");
        }
        List<String> names = r.record().seats();
        if (names.isEmpty()) {
          throw new IllegalArgumentException(file + ": record " + r.number() + " (line "
              + r.line() + ") has no Players tag: a match needs the players' names");
        }
        if (tagScoring == null) {
          tagScoring = r.record().tag("Scoring").orElse(null);
        }
        deals.add(new Played(r.number(), names, end.result()));
      }
    }
    if (deals.isEmpty()) {
      throw new IllegalArgumentException(file + " holds no record to score");
    }
    String schedule = scoring != null ? scoring : tagScoring;
    if (schedule == null) {
      throw new IllegalArgumentException("give --scoring: the first record of " + file
          + " has no Scoring tag");
    }
    Scoring s = UsageError.of("--scoring", () -> Scoring.parse(schedule));
    Rules rules = deals.get(0).result().rules();
    List<String> players = new ArrayList<>();
    for (Played p : deals) {
      for (String n : p.names()) {
        if (!players.contains(n)) {
          players.add(n);
        }
      }
    }
    List<String> first = deals.get(0).names();
    Match m = firstDealer(rules, s, players, first.get(first.size() - 1));
    PrintWriter out = spec.commandLine().getOut();
    int scored = 0;
    for (Played p : deals) {
      if (m.isOver()) {
        break;
      }
      List<String> seated = new ArrayList<>();
      for (int seat : m.seating()) {
        seated.add(m.players().get(seat));
      }
      if (!new HashSet<>(seated).equals(new HashSet<>(p.names()))) {
        throw new IllegalArgumentException(file + ": record " + p.number() + " is played by "
            + String.join(", ", p.names()) + ", but in the match " + String.join(", ", seated)
            + " play deal " + (m.dealsPlayed() + 1));
      }
      int n = seated.size();
      int[] points = new int[n];
      int[] tricks = new int[n];
      for (int seat = 0; seat < n; seat++) {
        int r = p.names().indexOf(seated.get(seat));
        points[seat] = p.result().points(r);
        tricks[seat] = p.result().tricks(r);
      }
      m = m.record(DealResult.of(p.result().rules(), points, tricks));
      scored++;
    }
    // the deals come from the file: the match's seed only chose the first dealer, so the table
    // names the file instead of a seed that dealt nothing
    out.print(m.table().replaceFirst("(?m)^Seed: [0-9]+$",
        java.util.regex.Matcher.quoteReplacement("Deals: " + file)));
    if (scored < deals.size()) {
      out.println("The match was over after record " + deals.get(scored - 1).number() + "; "
          + (deals.size() - scored) + " more records were not scored.");
    }
    out.flush();
    return 0;
  }

  /** Starts the match with the first seed (from 0) whose lot makes {@code dealer} deal first. */
  private static Match firstDealer(Rules rules, Scoring s, List<String> players, String dealer) {
    Match m = Match.start(rules, s, players, 0);
    for (long seed = 1; seed < 1000 && !m.players().get(m.dealer()).equals(dealer); seed++) {
      m = Match.start(rules, s, players, seed);
    }
    return m;
  }
}
