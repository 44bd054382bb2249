package io.github.elfern.examples.cli;

import io.github.elfern.bot.Solver;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.Glyph;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.RecordedMove;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code analyze} command: the exact solver's verdict on each play of recorded deals, like a
 * chess engine's annotations — the best final points the player could still secure against best
 * defence, and what the play actually chosen secures.
 *
 * <p>The solver sees every card (both hands and the order of the stock), so its verdicts are
 * hindsight: they say what was possible, not what a player could have known. It solves
 * two-player deals (every two-player rule set) from the first lead on, or from the first position
 * with at most {@code --solve-at} cards left in the hands and the stock; a position that takes
 * longer than {@code --time-limit} is skipped (and says so). A play that gives away 1 or 2 points is marked {@code ?}, 3 or more {@code ??}, and the only
 * play that keeps the best result when others lose {@code !}. {@code --write} writes the records
 * back as EGN with these glyphs (a glyph already in the record is kept) and a comment on each
 * marked play; the other records are copied as read.
 */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    description = {
      "Annotates recorded deals with the exact solver: for each play, the best result the "
          + "player could secure and the result of the play made (hindsight: the solver sees "
          + "every card).",
      "Two-player deals, from the first trick (or positions with at most --solve-at cards "
          + "left); each position within --time-limit."
    })
final class AnalyzeCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(paramLabel = "FILE", description = "The EGN file (- for standard input).")
  String file;

  @Option(names = "--solve-at", defaultValue = "32", paramLabel = "CARDS",
      description = "Solve positions with at most this many cards left (default ${DEFAULT-VALUE}: "
          + "the whole deal).")
  int solveAt;

  @Option(names = "--time-limit", defaultValue = "10000", paramLabel = "MS",
      description = "Give up on a position after this many milliseconds (default "
          + "${DEFAULT-VALUE}).")
  long timeLimit;

  @Option(names = "--write", paramLabel = "OUT", description = "Write the annotated records as EGN.")
  Path write;

  @Option(names = "--suits", paramLabel = "SUITS", completionCandidates = EnumValues.Suits.class,
      description = "Card letters shown: french or german (default: the record's).")
  SuitSystem suits;

  @Override
  public Integer call() {
    if (solveAt < 0 || solveAt > 32) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--solve-at must be from 0 to 32 (the cards of a deal), got " + solveAt);
    }
    if (timeLimit < 1) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(),
          "--time-limit must be at least 1 ms, got " + timeLimit);
    }
    if (write != null) {
      EgnFiles.checkWritable(write);
    }
    PrintWriter out = spec.commandLine().getOut();
    Solver solver = new Solver();
    boolean bad = false;
    int count = 0;
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in());
        BufferedWriter egn = write == null ? null
            : Files.newBufferedWriter(write, StandardCharsets.UTF_8)) {
      Optional<ParsedRecord> next;
      while ((next = reader.next()).isPresent()) {
        count++;
        ParsedRecord r = next.get();
        GameRecord annotated = analyze(r, solver, out);
        bad |= r.hasError();
        if (egn != null) {
          egn.write(EgnWriter.write(annotated));
        }
        out.flush();
      }
    } catch (IOException e) {
      throw EgnFiles.unwritable(write, e);
    }
    if (write != null) {
      out.println(Display.printable("Annotated records written to " + write + "."));
    }
    if (count == 0) {
      out.println(Display.printable(file) + " holds no record.");
    }
    out.flush();
    return bad ? 1 : 0;
  }

  /** Prints the verdicts on one record and returns it with glyphs and comments added. */
  private GameRecord analyze(ParsedRecord parsed, Solver solver, PrintWriter out) {
    GameRecord record = parsed.record();
    out.println(Display.printable("Record " + parsed.number() + " (" + file + ", line "
        + parsed.line() + ")"));
    if (parsed.hasError()) {
      out.println("  not analyzed: " + Display.printable(parsed.firstError().get().toString()));
      return record;
    }
    GameState end = parsed.finalState().get();
    Rules rules = end.rules();
    if (!Solver.handles(rules)) {
      out.println("  not analyzed: the solver plays two-player deals, not " + rules.notation());
      return record;
    }
    if (!parsed.hiddenCards().isEmpty()) {
      out.println("  not analyzed: a partial record (the solver needs every card)");
      return record;
    }
    // the names as recorded, for the comments written back; the display escapes them
    List<String> names = Display.seatNames(record.seats(), 2);
    Display d = new Display(suits != null ? suits : record.suits(), names);
    Display inRecord = new Display(record.suits(), names);
    // the names in a column as wide as the longest (at most PlayerNames.SHOWN)
    int width = d.nameWidth(10);
    List<RecordedMove> moves = record.moves();
    List<RecordedMove> result = new ArrayList<>();
    GameState s = end.start();
    int total = rules.totalPoints();
    boolean first = true;
    for (int i = 0; i < moves.size(); i++) {
      RecordedMove rm = moves.get(i);
      Move m = rm.move();
      RecordedMove annotated = rm;
      if (s.remainingPlays() <= solveAt && s.legalMoves().size() > 0) {
        int mover = s.toMove();
        Optional<Solver.Solution> solved = solver.solve(s, Duration.ofMillis(timeLimit));
        if (solved.isEmpty()) {
          out.println(String.format("%3d. %-4s %s not solved within %d ms (--time-limit)",
              s.trickNumber(), d.move(m), d.paddedName(mover, width), timeLimit));
          result.add(rm);
          s = s.play(m);
          continue;
        }
        Solver.Solution sol = solved.get();
        int best = sol.pointsDifference();
        int played = sol.value(m);
        int loss = (best - played) / 2;
        boolean onlyMove = sol.bestMoves().size() == 1
            && sol.values().values().stream().anyMatch(v -> v < best);
        Glyph glyph = loss >= 3 ? Glyph.BLUNDER : loss >= 1 ? Glyph.MISTAKE
            : onlyMove ? Glyph.GOOD : null;
        List<String> bestTokens = new ArrayList<>();
        for (Move b : sol.bestMoves()) {
          bestTokens.add(d.move(b));
        }
        if (first) {
          out.println((s.trickNumber() == 1 && s.moves().isEmpty()
              ? "  from the first lead (the whole deal)"
              : "  from trick " + s.trickNumber() + ", the first position with at most "
                  + solveAt + " cards left (--solve-at)")
              + "; points " + d.name(0) + "-" + d.name(1));
        }
        String line = String.format("%3d. %-4s %s best %s by %s; played %s", s.trickNumber(),
            d.move(m) + (glyph == null ? "" : glyph.text()), d.paddedName(mover, width),
            score(best, total, mover), String.join(" ", bestTokens), score(played, total, mover));
        out.println(loss > 0 ? line + " (gives away " + loss + (loss == 1 ? " point)" : " points)")
            : line);
        List<String> comments = new ArrayList<>(rm.comments());
        if (first) {
          comments.add("solver: with best play from here " + names.get(mover) + " ends "
              + score(best, total, mover));
          first = false;
        }
        if (loss > 0) {
          // in the record's own letters, whatever --suits shows
          List<String> recordTokens = new ArrayList<>();
          for (Move b : sol.bestMoves()) {
            recordTokens.add(inRecord.move(b));
          }
          comments.add("solver: " + String.join(" ", recordTokens) + " keeps "
              + score(best, total, mover) + ", " + inRecord.move(m) + " gives "
              + score(played, total, mover));
        }
        annotated = new RecordedMove(m, rm.glyph().or(() -> Optional.ofNullable(glyph)), comments);
      }
      result.add(annotated);
      s = s.play(m);
    }
    if (first) {
      out.println("  no position with at most " + solveAt + " cards left");
    }
    GameRecord.Builder b = GameRecord.builder();
    for (Map.Entry<String, String> t : record.tags().entrySet()) {
      b.tag(t.getKey(), t.getValue());
    }
    for (String c : record.leadingComments()) {
      b.comment(c);
    }
    for (RecordedMove rm : result) {
      b.move(rm);
    }
    return b.termination(record.termination()).build();
  }

  /** The final points of the mover and the other seat, e.g. "14-6" in seat order. */
  private static String score(int difference, int total, int mover) {
    int mine = (total + difference) / 2;
    int other = total - mine;
    return mover == 0 ? mine + "-" + other : other + "-" + mine;
  }
}
