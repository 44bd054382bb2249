package io.github.elfern.examples.cli;

import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.bot.Solver;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.Outcome;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.RecordedMove;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code solve} command: the exact (double-dummy) value of one position, with every card and
 * the order of the stock known: the points each seat secures with best play on both sides, what
 * that makes of the deal (a win, schneider, schwarz or a tie), the best moves and the time taken;
 * {@code --all} lists every legal move with its value.
 *
 * <p>The position is a record's state after {@code --ply K} plays, or at the lead of trick
 * {@code --trick N} ({@code elfern solve FILE [--record N] [--ply K | --trick N]}, by default the
 * end of the first record), or a position string ({@code --position POS}). The moves are shown in
 * the record's letters, or those of {@code --suits}. Every two-player rule set (see {@link Solver#handles}). The solver maximises
 * points; under rules where schwarz is decided by tricks, a loser left with no points is reported
 * as schneider with a note, since taking no trick is not what the search optimises.
 *
 * <p>{@code --random N [--game RULES] [--seed S]} is the solver's benchmark: it solves N random
 * whole deals from the first lead (deal {@code i} as {@link SolvedDeal#solve} deals it, from the
 * deck seed {@code Tournament.deckSeed(Decks.FRESH, S, i)}) and prints the median, 90th
 * percentile and maximum time, with the deck seed of the slowest deal ({@code
 * GameState.deal(rules, seed)} deals it again), and how many deals took over a second (with
 * {@code --all}, every first lead valued; otherwise the value only). The time is the CPU time of
 * the solving thread where the JVM measures it, which a loaded machine disturbs less than the
 * time on the clock. Each deal is solved from empty tables ({@code Solver.clear()} before it, not
 * timed), as a new solver would. {@code --no-endgame-database} makes the solver search the
 * endgames that the databases of {@code elfern-endgames} would answer, for comparison. {@code
 * --threads T} solves on T threads, each with a solver of its own; {@code --out FILE} writes one
 * CSV row per deal ({@link DealTables}), the same whatever T, and the same rows as a study of
 * the {@code elfern-spark} module for the same rules, seed and N.
 *
 * <p>Exit codes: 0 solved (or the deal is over), 1 a bad record or position, 2 a usage error.
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solves one position exactly, every card and the stock order known: the points each seat "
          + "secures with best play, whether that is a win, schneider, schwarz or a tie, the best "
          + "moves and the time taken.",
      "Examples: elfern solve deals.egn --record 3 --ply 10; elfern solve --position POS --all; "
          + "elfern solve --random 100 --game elfern-trumps --seed 1"
    })
final class SolveCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(arity = "0..1", paramLabel = "FILE",
      description = "An EGN file (- for standard input).")
  String file;

  @Option(names = "--record", paramLabel = "N", defaultValue = "1",
      description = "The record of FILE, from 1 (default ${DEFAULT-VALUE}).")
  int record;

  @Option(names = "--ply", paramLabel = "K",
      description = "Solve after the first K plays of the record (default: its end). A play"
          + " (ply) is one card: in a two-player deal trick N starts after 2(N-1) plays, so"
          + " --ply 10 is the lead of trick 6; see --trick.")
  Integer ply;

  @Option(names = "--trick", paramLabel = "N",
      description = "Solve at the lead of trick N of the record (the same as --ply"
          + " (N-1) times the players in a deal).")
  Integer trick;

  @Option(names = "--suits", paramLabel = "SUITS", completionCandidates = EnumValues.Suits.class,
      description = "Card letters of the moves shown: french or german (default: the record's;"
          + " french for --position).")
  SuitSystem suits;

  @Option(names = "--position", paramLabel = "POS",
      description = "A position string (GameState.position(); elfern solve FILE --ply K "
          + "prints it on its Position line), instead of FILE.")
  String position;

  @Option(names = "--all", description = "List every legal move with its value.")
  boolean all;

  @Option(names = "--random", paramLabel = "N",
      description = "Benchmark: solve N random whole deals from the first lead and print the "
          + "median, 90th percentile and maximum time (CPU time of the solving thread, each deal "
          + "from empty tables) and the seed of the slowest deal.")
  Integer random;

  @Option(names = "--game", paramLabel = "RULES", defaultValue = "elfern",
      description = "The rules of --random deals, e.g. \"elfern-trumps head\" (default "
          + "${DEFAULT-VALUE}).")
  String game;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "The run's seed, an unsigned 64-bit integer: --random deal i is dealt "
          + "from SeatKey.fromSeed(S).deckSeed(i) (default ${DEFAULT-VALUE}).")
  String seed;

  @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
      description = "--random: solve on T threads, each with a solver of its own (default "
          + "${DEFAULT-VALUE}); the values do not depend on it.")
  int threads;

  @Option(names = "--out", paramLabel = "FILE",
      description = "--random: write one CSV row per deal to FILE (deal, deck seed, deck, each "
          + "seat's points, value, result, outcome, CPU time), in the order of the deals.")
  Path outFile;

  @Option(names = "--no-endgame-database",
      description = "Search the endgames instead of reading the endgame databases shipped "
          + "with the library (for comparison; the values are the same).")
  boolean noDatabase;

  @Override
  public Integer call() {
    if (random != null) {
      if (file != null || position != null) {
        throw new ParameterException(spec.commandLine(),
            "--random solves random deals: give no FILE or --position with it");
      }
      if (random < 1) {
        throw new ParameterException(spec.commandLine(), "--random must be at least 1, got "
            + random);
      }
      Rules rules = UsageError.of("--game", () -> Rules.parse(game));
      if (!Solver.handles(rules)) {
        throw new ParameterException(spec.commandLine(), "--game: the solver plays two-player "
            + "deals, not " + rules.notation());
      }
      long first = UsageError.of("--seed", () -> Seeds.parse(seed));
      if (threads < 1) {
        throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got "
            + threads);
      }
      if (outFile != null) {
        EgnFiles.checkWritable(outFile);
      }
      return benchmark(rules, random, first, spec.commandLine().getOut());
    }
    if (outFile != null || spec.commandLine().getParseResult().hasMatchedOption("--threads")) {
      throw new ParameterException(spec.commandLine(),
          "--out and --threads apply to --random, not to one position");
    }
    if ((file == null) == (position == null)) {
      throw new ParameterException(spec.commandLine(),
          "give either FILE or --position POS (exactly one)");
    }
    if (position != null && (ply != null || trick != null || spec.commandLine()
        .getParseResult().hasMatchedOption("--record"))) {
      throw new ParameterException(spec.commandLine(),
          "--record, --ply and --trick apply to FILE, not to --position");
    }
    if (ply != null && trick != null) {
      throw new ParameterException(spec.commandLine(),
          "give --ply or --trick, not both (--trick N is --ply (N-1) times the players)");
    }
    if (trick != null && trick < 1) {
      throw new ParameterException(spec.commandLine(), "--trick must be at least 1, got "
          + trick);
    }
    if (record < 1) {
      throw new ParameterException(spec.commandLine(), "--record must be at least 1, got "
          + record);
    }
    if (ply != null && ply < 0) {
      throw new ParameterException(spec.commandLine(), "--ply must be at least 0, got " + ply);
    }
    GameState state = position != null ? GameState.fromPosition(position) : fromRecord();
    return solve(state, spec.commandLine().getOut());
  }

  private GameState fromRecord() {
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in())) {
      Optional<ParsedRecord> next = Optional.empty();
      for (int i = 0; i < record; i++) {
        next = reader.next();
        if (next.isEmpty()) {
          throw new ParameterException(spec.commandLine(), file + " has " + i
              + " record(s), so there is no record " + record);
        }
      }
      ParsedRecord r = next.get();
      if (r.hasError()) {
        throw new IllegalArgumentException(file + ", record " + record + ": "
            + Display.printable(r.firstError().get().toString()));
      }
      if (!r.hiddenCards().isEmpty()) {
        throw new IllegalArgumentException(file + ", record " + record
            + ": a partial record; the solver needs every card");
      }
      GameState end = r.finalState().get();
      List<String> given = r.record().seats();
      int players = end.players();
      letters = suits != null ? suits : r.record().suits();
      if (given.size() == players && given.stream().noneMatch(String::isEmpty)) {
        Display d = new Display(letters, given);
        names = new ArrayList<>();
        withRoles = new ArrayList<>();
        for (int i = 0; i < players; i++) {
          names.add(d.name(i));
          withRoles.add(d.nameWithRole(i));
        }
      }
      List<RecordedMove> moves = r.record().moves();
      int k = trick != null ? (trick - 1) * players : ply == null ? moves.size() : ply;
      if (k > moves.size()) {
        throw new ParameterException(spec.commandLine(), (trick != null ? "--trick " + trick
            + " starts after " + k + " plays, but" : "--ply " + k + ":") + " record " + record
            + " of " + file + " has only " + moves.size() + " plays");
      }
      GameState s = end.start();
      for (int i = 0; i < k; i++) {
        s = s.play(moves.get(i).move());
      }
      return s;
    }
  }

  /** The letters of the cards shown: {@code --suits}, else the record's, else French. */
  private SuitSystem letters;

  /** {@return a move in the letters of the cards shown} */
  private String shown(Move m) {
    SuitSystem l = letters != null ? letters : suits != null ? suits : SuitSystem.FRENCH;
    return l.notation(m.card()) + (m.isZwang() ? "=Z" : "");
  }

  /** The players' names from the record's {@code Players} tag, or null (a position has none). */
  private List<String> names;
  /** The same names with their roles, e.g. "Anna (forehand)", or null. */
  private List<String> withRoles;

  /** {@return the seat's player with its role, or "seat 0 (forehand)" without names} */
  private String labelOf(GameState s, int seat) {
    return withRoles == null ? s.seatName(seat) : withRoles.get(seat);
  }

  /** {@return the seat's player, or "seat 0 (forehand)" without names} */
  private String nameOf(GameState s, int seat) {
    return names == null ? s.seatName(seat) : names.get(seat);
  }

  private int solve(GameState s, PrintWriter out) {
    Rules rules = s.rules();
    out.println("Position: " + s.position());
    if (s.isOver()) {
      out.println("The deal is over: " + s.result().notation());
      out.flush();
      return 0;
    }
    Solver solver = new Solver(18, !noDatabase);
    long start = System.nanoTime();
    Solver.Solution sol = solver.solve(s);
    double ms = (System.nanoTime() - start) / 1e6;
    int mover = s.toMove();
    int total = rules.totalPoints();
    int[] points = pointsOf(sol.pointsDifference(), s, mover, total);
    out.println("To move: " + labelOf(s, mover));
    out.println("Value: " + describe(rules, points, s));
    List<String> best = new ArrayList<>();
    for (Move m : sol.bestMoves()) {
      best.add(shown(m));
    }
    out.println("Best: " + String.join(" ", best));
    if (all) {
      List<Map.Entry<Move, Integer>> entries = new ArrayList<>(sol.values().entrySet());
      entries.sort((x, y) -> Integer.compare(y.getValue(), x.getValue()));
      for (Map.Entry<Move, Integer> e : entries) {
        int[] p = pointsOf(e.getValue(), s, mover, total);
        out.printf(Locale.ROOT, "  %-5s %s%n", shown(e.getKey()), describe(rules, p, s));
      }
    }
    out.printf(Locale.ROOT, "Time: %.1f ms (%d nodes)%n", ms, solver.nodes());
    out.flush();
    return 0;
  }

  /** One deal of the benchmark: its row and the CPU time (or time on the clock) it took. */
  private record Timed(SolvedDeal deal, long nanos) {}

  /** The deals solved between two writes of the table: bounds the memory for any N. */
  private static final int BATCH = 1024;

  /** Solves {@code n} random whole deals and prints the time statistics. */
  private int benchmark(Rules rules, int n, long first, PrintWriter out) {
    double[] ms = new double[n];
    int wins = 0;
    int ties = 0;
    int slowest = 0;
    long slowestSeed = 0;
    // On a loaded machine the time the solving thread ran is the steadier figure.
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    boolean cpu = mx.isCurrentThreadCpuTimeSupported();
    List<Solver> solvers = Collections.synchronizedList(new ArrayList<>());
    ThreadLocal<Solver> solverOfThread = ThreadLocal.withInitial(() -> {
      Solver s = new Solver(18, !noDatabase);
      solvers.add(s);
      return s;
    });
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread th = new Thread(r, "elfern-solve");
      th.setDaemon(true);
      return th;
    });
    try (BufferedWriter table = outFile == null ? null
        : Files.newBufferedWriter(outFile, StandardCharsets.UTF_8)) {
      if (table != null) {
        table.write(DealTables.SOLVE_HEADER);
        table.newLine();
      }
      for (int from = 0; from < n; from += BATCH) {
        List<Future<Timed>> batch = new ArrayList<>();
        for (int i = from; i < Math.min(n, from + BATCH); i++) {
          long deal = i;
          batch.add(pool.submit(() -> solveTimed(rules, first, deal, solverOfThread.get(), mx,
              cpu)));
        }
        for (int k = 0; k < batch.size(); k++) {
          Timed t = get(batch.get(k));
          int i = from + k;
          ms[i] = t.nanos() / 1e6;
          if (ms[i] > ms[slowest] || i == 0) {
            slowest = i;
            slowestSeed = t.deal().deckSeed();
          }
          wins += t.deal().forehandPoints() >= rules.winAt() ? 1 : 0;
          ties += t.deal().value() == 0 ? 1 : 0;
          if (table != null) {
            table.write(DealTables.solveRow(t.deal(), t.nanos()));
            table.newLine();
          }
        }
      }
    } catch (IOException e) {
      throw EgnFiles.unwritable(outFile, e);
    } finally {
      pool.shutdownNow();
    }
    long nodes = 0;
    synchronized (solvers) {
      for (Solver s : solvers) {
        nodes += s.nodes();
      }
    }
    double[] sorted = ms.clone();
    java.util.Arrays.sort(sorted);
    double sum = 0;
    int overSecond = 0;
    for (double x : ms) {
      sum += x;
      overSecond += x > 1000 ? 1 : 0;
    }
    out.printf(Locale.ROOT, "%s: %d deals from seed %s, %s, %s%n", rules.notation(), n,
        Long.toUnsignedString(first), all ? "every first lead valued (solve)" : "value only",
        threads == 1 ? "one thread" : threads + " threads");
    out.printf(Locale.ROOT, "  %s: median %.1f ms, p90 %.1f ms, max %.1f ms (seed %s), mean %.1f ms%n",
        cpu ? "time (thread CPU)" : "time", sorted[n / 2], sorted[(int) Math.ceil(n * 0.9) - 1],
        sorted[n - 1], Long.toUnsignedString(slowestSeed), sum / n);
    out.printf(Locale.ROOT, "  over 1 s: %d of %d deals%n", overSecond, n);
    out.printf(Locale.ROOT, "  forehand wins %d, ties %d, dealer wins %d (best play)%n", wins,
        ties, n - wins - ties);
    out.printf(Locale.ROOT, "  %d positions searched%n", nodes);
    String database = !Solver.endgameDatabasesInstalled()
        ? "not installed (elfern-endgames is not on the class path)"
        : !Solver.hasEndgameDatabase(rules) ? "none for these rules"
        : noDatabase ? "off" : "read with the stock empty";
    out.printf(Locale.ROOT, "  endgame database: %s%n", database);
    if (outFile != null) {
      out.println(Display.printable("Deals written to " + outFile + "."));
    }
    out.flush();
    return 0;
  }

  /**
   * Solves deal {@code deal} of the run with seed {@code first} from empty tables and times it:
   * the value only ({@link SolvedDeal#solve}), or with {@code --all} every first lead.
   */
  private Timed solveTimed(Rules rules, long first, long deal, Solver solver, ThreadMXBean mx,
      boolean cpu) {
    solver.clear(); // each deal timed from scratch, without the endgames of the deals before
    long t0 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
    SolvedDeal d;
    if (all) {
      long deckSeed = Tournament.deckSeed(Tournament.Decks.FRESH, first, deal);
      Deck deck = Deck.shuffled(rules.deck(), deckSeed);
      int v = solver.solve(GameState.deal(rules, deck)).pointsDifference();
      int mine = (rules.totalPoints() + v) / 2;
      d = new SolvedDeal(deal, deckSeed, deck, mine, rules.totalPoints() - mine,
          SolvedDeal.outcomeOf(rules, mine));
    } else {
      d = SolvedDeal.solve(rules, first, deal, solver);
    }
    long t = (cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime()) - t0;
    return new Timed(d, t);
  }

  private static Timed get(Future<Timed> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof RuntimeException) {
        throw (RuntimeException) c;
      }
      throw new IllegalStateException(c);
    }
  }

  /** {@return the final points of every seat, from the mover's final points difference} */
  private static int[] pointsOf(int difference, GameState s, int mover, int total) {
    int mine = (total + difference) / 2;
    int[] p = new int[2];
    p[mover] = mine;
    p[1 - mover] = total - mine;
    return p;
  }

  /** {@return e.g. "seat 0 (forehand) 14, seat 1 (dealer) 6: seat 0 (forehand) wins, simple"} */
  private String describe(Rules rules, int[] points, GameState s) {
    // The search counts points, not tricks: any split of the tricks that fits the points.
    // DealResult.of refuses points that the tricks cannot hold: take the split nearest to even.
    int all = rules.deck().size() / 2;
    DealResult r = null;
    for (int d = 0; r == null && d <= all; d++) {
      for (int t0 : new int[] {all / 2 - d, all / 2 + d}) {
        if (r == null && t0 >= 0 && t0 <= all) {
          try {
            r = DealResult.of(rules, List.of(points[0], points[1]), List.of(t0, all - t0));
          } catch (IllegalArgumentException e) {
            // these tricks cannot hold these points
          }
        }
      }
    }
    if (r == null) {
      throw new IllegalStateException("no split of the tricks holds " + points[0] + "-" + points[1]);
    }
    String head = labelOf(s, 0) + " " + points[0] + ", " + labelOf(s, 1) + " " + points[1] + ": ";
    Outcome o = r.outcome();
    if (o == Outcome.TIE) {
      return head + (r.isStander() ? "a tie (Ständer)" : "a tie");
    }
    int w = r.winner().getAsInt();
    if (rules.schwarzByTricks() && points[1 - w] == 0) {
      return head + nameOf(s, w) + " wins, schneider (schwarz if the loser takes no trick: "
          + "the solver counts points, not tricks)";
    }
    return head + nameOf(s, w) + " wins, " + o.code();
  }
}
