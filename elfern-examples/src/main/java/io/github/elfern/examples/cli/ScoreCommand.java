package io.github.elfern.examples.cli;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import io.github.elfern.scoring.MatchStep;
import io.github.elfern.scoring.MatchTable;
import io.github.elfern.scoring.ScoredDeal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
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
 *
 * <p>A record whose {@code Players} order (its dealer last) is not one the schedule allows for
 * that deal gets a warning on standard error naming the record, its dealer and the schedule's,
 * and is scored all the same, seated as the schedule says: the sources do not make the dealing
 * order binding (who deals next is a match option on which they differ, docs/rules.md#dealer), and
 * no award depends on who dealt. Where the schedule draws the dealer by lot (after a deal
 * without a winner, {@code stander-dealer=lot}), either player the lot could give is allowed, and
 * the table shows the scorer's own lot. At most {@value #MAX_WARNINGS} such warnings are printed;
 * one more line counts the rest.
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

  /** One record: its number, the names in its seats, its result. */
  private record Played(int number, List<String> names, DealResult result) {}

  /** What the first pass learns about the file. */
  private static final class Survey {
    final List<String> players = new ArrayList<>();
    String tagScoring;
    List<String> first;
    int records;
  }

  /**
   * Scores in bounded memory, reading the file three times: to check every record and learn the
   * players, to measure the table's columns, and to write the rows as the deals are scored; the
   * match drops its history after each deal ({@link Match#withoutHistory()}). Standard input is
   * first copied to a temporary file.
   */
  @Override
  public Integer call() throws IOException {
    Path spooled = null;
    String source = file;
    if (file.equals("-")) {
      spooled = Files.createTempFile("elfern-score", ".egn");
      Files.copy(root.in(), spooled, StandardCopyOption.REPLACE_EXISTING);
      source = spooled.toString();
    }
    try {
      return score(source);
    } finally {
      if (spooled != null) {
        Files.deleteIfExists(spooled);
      }
    }
  }

  private int score(String source) {
    Survey survey = new Survey();
    forEachRecord(source, p -> {
      if (survey.records == 0) {
        survey.first = p.names();
      }
      survey.records++;
      for (String n : p.names()) {
        if (!survey.players.contains(n)) {
          survey.players.add(n);
          if (survey.players.size() > MAX_PLAYERS) {
            throw new IllegalArgumentException(file + ": record " + p.number() + " brings the "
                + "players to more than " + MAX_PLAYERS + "; a match has at most four");
          }
        }
      }
    }, tag -> {
      if (survey.tagScoring == null) {
        survey.tagScoring = tag;
      }
    });
    if (survey.records == 0) {
      throw new IllegalArgumentException(file + " holds no record to score");
    }
    String schedule = scoring != null ? scoring : survey.tagScoring;
    if (schedule == null) {
      throw new IllegalArgumentException("give --scoring: the first record of " + file
          + " has no Scoring tag");
    }
    Scoring s = UsageError.of("--scoring", () -> Scoring.parse(schedule));
    Rules[] rules = new Rules[1];
    forEachRecord(source, p -> {
      if (rules[0] == null) {
        rules[0] = p.result().rules();
      }
    }, tag -> { });
    Match start = firstDealer(rules[0], s, survey.players,
        survey.first.get(survey.first.size() - 1));
    MatchTable.Writer table = MatchTable.writer(start);
    Match end = play(source, start, d -> table.measure(d), false);
    PrintWriter out = spec.commandLine().getOut();
    // the deals come from the file: the match's seed only chose the first dealer, so the table
    // names the file instead of a seed that dealt nothing
    // the players' names and the file name come from outside: every line is escaped
    out.print(Display.printableLines(table.head().replaceFirst("(?m)^Seed: .*$",
        java.util.regex.Matcher.quoteReplacement("Deals: " + file))));
    play(source, start, d -> out.print(Display.printableLines(table.row(d))), true);
    out.print(Display.printableLines(table.foot(end)));
    if (otherDealing > MAX_WARNINGS) {
      PrintWriter err = spec.commandLine().getErr();
      err.println(Display.printable("warning: " + file + ": " + (otherDealing - MAX_WARNINGS)
          + " more records are dealt otherwise than the schedule says"));
      err.flush();
    }
    int scored = end.recorded();
    if (scored < survey.records) {
      out.println("The match was over after record " + lastScored[0] + "; "
          + (survey.records - scored) + " more records were not scored.");
    }
    out.flush();
    return 0;
  }

  /** The most players a match may have. */
  private static final int MAX_PLAYERS = 4;

  private final int[] lastScored = new int[1];

  /** The most warnings about records dealt otherwise than the schedule says. */
  private static final int MAX_WARNINGS = 10;

  /** The records dealt otherwise than the schedule says, counted when warning. */
  private int otherDealing;

  /**
   * Scores the records in order until the match is over, telling {@code row} each deal, and if
   * {@code warn}, warning of each record dealt otherwise than the schedule says.
   */
  private Match play(String source, Match start, Consumer<ScoredDeal> row, boolean warn) {
    Match[] m = {start};
    ScoredDeal[] last = {null};
    forEachRecord(source, p -> {
      if (m[0].isOver()) {
        return;
      }
      List<String> seated = names(m[0], m[0].seating());
      if (!new HashSet<>(seated).equals(new HashSet<>(p.names()))) {
        throw new IllegalArgumentException(file + ": record " + p.number() + " is played by "
            + String.join(", ", p.names()) + ", but in the match " + String.join(", ", seated)
            + " play deal " + (m[0].dealsPlayed() + 1));
      }
      if (warn && !allowedSeatings(m[0], last[0]).contains(p.names())) {
        warnDealing(p, seated);
      }
      int n = seated.size();
      List<Integer> points = new ArrayList<>();
      List<Integer> tricksWon = new ArrayList<>();
      for (int seat = 0; seat < n; seat++) {
        int r = p.names().indexOf(seated.get(seat));
        points.add(p.result().points(r));
        tricksWon.add(p.result().tricksWon(r));
      }
      Match next = m[0].record(DealResult.of(p.result().rules(), points, tricksWon));
      last[0] = next.history().get(next.history().size() - 1);
      row.accept(last[0]);
      m[0] = next.withoutHistory();
      lastScored[0] = p.number();
    }, tag -> { });
    return m[0];
  }

  /** {@return the names of {@code m}'s players in the order of {@code seating}} */
  private static List<String> names(Match m, List<Integer> seating) {
    List<String> names = new ArrayList<>();
    for (int player : seating) {
      names.add(m.players().get(player));
    }
    return names;
  }

  /**
   * Returns the seatings, as names from forehand to the dealer, that the schedule allows for the
   * next deal of {@code m}: the match's own, and when the dealer was drawn by lot after {@code
   * last}, the seating of every player the lot could have given ({@link MatchStep#nextDealers}).
   *
   * @param m the match before the deal
   * @param last the deal before, or null before the first
   * @return the seatings allowed
   */
  private static Set<List<String>> allowedSeatings(Match m, ScoredDeal last) {
    Set<List<String>> allowed = new HashSet<>();
    allowed.add(names(m, m.seating()));
    if (last != null) {
      int sitter = m.sittingOut().orElse(-1);
      for (int dealer : MatchStep.nextDealers(m.rules(), m.scoring(), m.players().size(), last,
          sitter)) {
        allowed.add(names(m, MatchStep.seating(m.rules(), m.players().size(), dealer, sitter)));
      }
    }
    return allowed;
  }

  /** Warns on standard error that record {@code p} is not seated as the schedule says. */
  private void warnDealing(Played p, List<String> seated) {
    otherDealing++;
    if (otherDealing > MAX_WARNINGS) {
      return;
    }
    PrintWriter err = spec.commandLine().getErr();
    err.println(Display.printable("warning: " + file + ": record " + p.number() + " is dealt by "
        + p.names().get(p.names().size() - 1) + " (Players \"" + String.join("; ", p.names())
        + "\"), but the schedule has " + seated.get(seated.size() - 1) + " deal it (\""
        + String.join("; ", seated) + "\"); the scores do not depend on who dealt, the table"
        + " shows the schedule's dealer"));
    err.flush();
  }

  /** Reads every record, checking it can be scored, and hands each to {@code each}. */
  private void forEachRecord(String source, Consumer<Played> each, Consumer<String> scoringTag) {
    try (EgnReader reader = EgnFiles.open(source, Strictness.LENIENT, root.in())) {
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
        r.record().tag("Scoring").ifPresent(scoringTag);
        each.accept(new Played(r.number(), names, end.result()));
      }
    }
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
