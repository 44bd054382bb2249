package io.github.elfern.examples.cli;

import io.github.elfern.bot.BotFailure;
import io.github.elfern.bot.Contestant;
import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.Tournament;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code simulate} command: a tournament between two bots over many deals, on all cores.
 *
 * <p>Deals are dealt as {@link Tournament#deckSeed} says, A and B swapping seats from deal to deal
 * (with three or four players, A takes the even seats and B the odd ones, then they swap): with
 * only library bots, by default in pairs on the same deck ({@link Tournament.Decks#PAIRED}); when
 * an external bot plays, by default a fresh deck per deal ({@link Tournament.Decks#FRESH}), since
 * a program that remembers its hands would read its opponent's hand in the second deal of each
 * pair; {@code --paired} and {@code --no-paired} choose. Each seat of deal {@code i} draws from
 * its own generator, derived from the run's key with the deal's number and the seat ({@link
 * SeatKey}), never from the deck. So the results (and the EGN of {@code --out}) are the same for
 * a seed and key whatever the number of threads, and {@code --games n} gives exactly the tally
 * of {@code Tournament.playDeals(n, decks, seed, key)}. The seed and key are given or drawn as
 * {@link EngineBots#secrets()} says. A bot wins a deal when its seats took more points. Deals are
 * played in batches, so memory stays bounded for any number of games. A run in which a bot never
 * started or a contestant forfeited every deal exits with 1.
 *
 * <p>{@code --out FILE} writes every deal as EGN, or, when FILE ends in {@code .csv}, one CSV row
 * per deal from A's side ({@link DealTables}: deck seed, deck, points, result, forfeit, moves
 * and their time), the rows of a tournament study of the {@code elfern-spark} module.
 *
 * <p>A bot may be an external program ({@code --engine NAME=COMMAND}, see {@link EngineBots}); a
 * bot that fails forfeits the deal, which is scored by {@link BotFailure#forfeitResult} and
 * counted in the report's {@code forfeits} column.
 */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = {
      "Plays a tournament between two bots, seats swapped from deal to deal: library bots play "
          + "each deck twice; when an external bot plays, each deal has a fresh deck (see "
          + "--paired).",
      "Prints, per bot, deals won, lost and tied, the score (a tie counts half) with its Wilson "
          + "95%% confidence interval, and the mean points. Deterministic for a seed, whatever "
          + "the number of threads.",
      "A bot may be another program (--engine NAME=COMMAND); one that fails forfeits the deal.",
      "Example: elfern simulate --engine \"seeded=python3 elfern_engine.py\" "
          + "--bots seeded,heuristic --games 100"
    })
final class SimulateCommand implements Callable<Integer> {

  private static final int BATCH = 1024;

  @Spec CommandSpec spec;

  @Option(names = "--game", defaultValue = "elfern", completionCandidates = PresetIds.class,
      description = "Preset id: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  String game;

  @Option(names = "--variant", defaultValue = "", description = "Rule options, e.g. \"hand=5 head\".")
  String variant;

  @Option(names = "--bots", required = true, paramLabel = "A,B",
      description = "The two bots, e.g. heuristic,random or \"montecarlo samples=16,heuristic\"; "
          + "solver plays with every card seen (two players only); a name given by --engine "
          + "is that external bot.")
  String bots;

  @Mixin EngineBots engineBots;

  @Option(names = "--games", required = true, paramLabel = "N", description = "Number of deals.")
  int games;

  @Option(names = "--paired", negatable = true,
      description = {"Deal each deck twice, seats swapped, so that luck of the deal largely "
          + "cancels: the default when only library bots play. When an external bot plays, "
          + "every deal has a fresh deck unless --paired is given, since a program that "
          + "remembers its hands reads its opponent's hand in the second deal of each pair "
          + "(a warning says so). --no-paired gives library bots fresh decks too."})
  Boolean paired;

  @Option(names = "--threads", paramLabel = "T", description = "Threads (default: all cores).")
  Integer threads;

  @Option(names = "--out", paramLabel = "FILE", description = "Write every deal as EGN; or, "
      + "if FILE ends in .csv, one CSV row per deal from A's side (deck seed, deck, points, "
      + "result, forfeit, moves and their time).")
  Path outFile;

  @Option(names = "--no-progress",
      description = "Do not show the progress bar (it is shown only on a terminal).")
  boolean noProgress;

  @Option(names = "--json", description = "Print the result as one JSON object (per bot: won, "
      + "lost, tied, decided-deal win rate and score with Wilson 95%% intervals, points, "
      + "forfeits, time per move) instead of the table.")
  boolean json;

  /**
   * One deal's outcome: the points of A's seats and of B's, who forfeited it (0 nobody, 1 A, 2 B)
   * and why, and its EGN if asked for.
   */
  private record Deal(int a, int b, int forfeit, String reason, String egn, long[] nanosA,
      long[] nanosB, String row) {}

  @Override
  public Integer call() throws InterruptedException {
    String[] names = bots.split(",", -1);
    if (names.length != 2 || names[0].isBlank() || names[1].isBlank()) {
      throw new ParameterException(spec.commandLine(),
          "--bots needs two bots separated by a comma, e.g. heuristic,random; got '" + bots + "'");
    }
    if (games < 1) {
      throw new ParameterException(spec.commandLine(), "--games must be at least 1, got " + games);
    }
    int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (t < 1) {
      throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got " + t);
    }
    Rules rules = UsageError.of("--game/--variant", () -> Rules.preset(game).withVariants(variant));
    if (outFile != null) {
      EgnFiles.checkWritable(outFile);
    }
    try (EngineBots closing = engineBots) {
      externalA = closing.isExternal(names[0].strip());
      externalB = closing.isExternal(names[1].strip());
      return simulate(rules, closing.contestant(names[0].strip()),
          closing.contestant(names[1].strip()), t);
    }
  }

  /** Whether contestant A (B) is an external bot, whose moves are never padded. */
  private boolean externalA;
  private boolean externalB;

  private int simulate(Rules rules, Contestant a, Contestant b, int t)
      throws InterruptedException {
    String nameA = a.name().equals(b.name()) ? a.name() + " (A)" : a.name();
    String nameB = a.name().equals(b.name()) ? b.name() + " (B)" : b.name();
    if (outFile != null) {
      // before the first deal: a name the records cannot carry would lose the run at the end
      for (String n : List.of(nameA, nameB)) {
        UsageError.of("--bots", () -> {
          GameRecord.checkPlayerName(n);
          return n;
        });
      }
    }
    EngineBots.Secrets secrets = engineBots.secrets();
    long base = secrets.seed();
    SeatKey key = secrets.key();
    boolean external = engineBots.anyExternal();
    Tournament.Decks decks = (paired == null ? !external : paired) ? Tournament.Decks.PAIRED
        : Tournament.Decks.FRESH;
    if (external && decks == Tournament.Decks.PAIRED) {
      spec.commandLine().getErr().println("warning: --paired deals each deck twice; a bot program "
          + "that remembers its hands reads its opponent's hand in the second deal of each pair");
      spec.commandLine().getErr().flush();
    }
    PrintWriter out = spec.commandLine().getOut();

    int wins = 0;
    int losses = 0;
    int ties = 0;
    int forfeitsA = 0;
    int forfeitsB = 0;
    String reasonA = null;
    String reasonB = null;
    long pointsA = 0;
    long pointsB = 0;
    MoveTimes timesA = new MoveTimes();
    MoveTimes timesB = new MoveTimes();
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(t, r -> {
      Thread th = new Thread(r, "elfern-simulate");
      th.setDaemon(true);
      return th;
    });
    boolean table = outFile != null && DealTables.isTable(outFile);
    try (BufferedWriter egn = outFile == null ? null
            : Files.newBufferedWriter(outFile, StandardCharsets.UTF_8);
        // only on a terminal: System.console() is null when input or output is redirected
        ProgressBar bar = noProgress || System.console() == null ? null : new ProgressBarBuilder().setTaskName("Simulating")
            .setInitialMax(games).setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250)
            .build()) {
      if (table) {
        egn.write(DealTables.TOURNAMENT_HEADER);
        egn.newLine();
      }
      for (int first = 0; first < games; first += BATCH) {
        List<Future<Deal>> batch = new ArrayList<>();
        for (int i = first; i < Math.min(games, first + BATCH); i++) {
          long ds = Tournament.deckSeed(decks, base, i);
          int swap = i % 2;
          int round = i + 1;
          batch.add(pool.submit(() -> {
            Deal deal = play(rules, a, b, ds, swap, round, key, nameA, nameB);
            if (bar != null) {
              bar.step();
            }
            return deal;
          }));
        }
        for (Future<Deal> f : batch) {
          Deal deal = get(f);
          if (deal.forfeit() == 1) {
            forfeitsA++;
            reasonA = reasonA == null ? deal.reason() : reasonA;
          } else if (deal.forfeit() == 2) {
            forfeitsB++;
            reasonB = reasonB == null ? deal.reason() : reasonB;
          }
          pointsA += deal.a();
          pointsB += deal.b();
          timesA.addAll(deal.nanosA());
          timesB.addAll(deal.nanosB());
          if (deal.a() > deal.b()) {
            wins++;
          } else if (deal.a() < deal.b()) {
            losses++;
          } else {
            ties++;
          }
          if (table) {
            egn.write(deal.row());
            egn.newLine();
          } else if (egn != null) {
            egn.write(deal.egn());
          }
        }
      }
    } catch (IOException e) {
      throw EgnFiles.unwritable(outFile, e);
    } finally {
      pool.shutdownNow();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    Tournament.Result ra = new Tournament.Result(nameA, nameB, wins, losses, ties,
        pointsA - pointsB, forfeitsA, forfeitsB);
    Tournament.Result rb = ra.reversed();
    int deckCount = decks == Tournament.Decks.PAIRED ? (games + 1) / 2 : games;
    List<String> failed = new ArrayList<>(engineBots.neverStarted());
    EngineBots.forfeitedAll(nameA, forfeitsA, games, "run").ifPresent(failed::add);
    EngineBots.forfeitedAll(nameB, forfeitsB, games, "run").ifPresent(failed::add);
    if (json) {
      out.println("{\"game\":" + Json.string(rules.notation()) + ",\"deals\":" + games
          + ",\"decks\":" + deckCount + ",\"paired\":" + (decks == Tournament.Decks.PAIRED)
          + ",\"seed\":" + Json.string(Long.toUnsignedString(base))
          + ",\"seedDrawn\":" + secrets.seedDrawn()
          + (secrets.keyDrawn() ? ",\"key\":" + Json.string(secrets.key().hex()) : "")
          + ",\"threads\":" + t + ",\"seconds\":" + Json.number(seconds) + ",\"bots\":["
          + botJson(ra, pointsA, games, timesA, reasonA) + ","
          + botJson(rb, pointsB, games, timesB, reasonB) + "]"
          + (outFile == null ? "" : ",\"out\":" + Json.string(outFile.toString()))
          + (failed.isEmpty() ? "" : ",\"failed\":[" + String.join(",",
              failed.stream().map(Json::string).toList()) + "]") + "}");
      out.flush();
      return failed.isEmpty() ? 0 : 1;
    }
    out.printf(Locale.ROOT, "%s: %d deals on %d decks (%s), seed %s, %d threads, %.1f s%n",
        rules.notation(), games, deckCount, decks == Tournament.Decks.PAIRED
            ? "each twice, seats swapped" : "a fresh deck per deal", secrets.seedText(), t,
        seconds);
    int w = Math.max(4, Math.max(nameA.length(), nameB.length()));
    out.printf(Locale.ROOT, "%-" + w + "s %7s %7s %7s %7s  %-17s %11s %9s%n",
        "bot", "won", "lost", "tied", "score", "95% interval", "mean points", "forfeits");
    row(out, w, ra, pointsA, games);
    row(out, w, rb, pointsB, games);
    if (reasonA != null) {
      out.println(Display.printable(nameA + " forfeited " + forfeitsA + " deal(s); the first: "
          + reasonA));
    }
    if (reasonB != null) {
      out.println(Display.printable(nameB + " forfeited " + forfeitsB + " deal(s); the first: "
          + reasonB));
    }
    out.flush();
    if (outFile != null) {
      out.println(Display.printable("Deals written to " + outFile + "."));
    }
    secrets.replayLine().ifPresent(out::println);
    failed.forEach(f -> out.println(Display.printable(f)));
    out.flush();
    return failed.isEmpty() ? 0 : 1;
  }

  private static void row(PrintWriter out, int w, Tournament.Result r, long points, int games) {
    double[] ci = r.scoreInterval();
    out.printf(Locale.ROOT, "%-" + w + "s %7d %7d %7d %7.3f  [%.3f, %.3f] %11.2f %9d%n",
        Display.printable(r.a()),
        r.wins(), r.losses(), r.ties(), r.score(), ci[0], ci[1], (double) points / games,
        r.forfeits());
  }

  /** {@return one bot's figures as a JSON object} */
  private static String botJson(Tournament.Result r, long points, int games, MoveTimes times,
      String firstForfeit) {
    int decided = r.wins() + r.losses();
    double[] score = r.scoreInterval();
    StringBuilder sb = new StringBuilder();
    sb.append("{\"name\":").append(Json.string(r.a()))
        .append(",\"won\":").append(r.wins())
        .append(",\"lost\":").append(r.losses())
        .append(",\"tied\":").append(r.ties())
        .append(",\"forfeits\":").append(r.forfeits());
    if (decided > 0) {
      double[] w = Tournament.wilson(r.wins(), decided, 1.959964);
      sb.append(",\"decidedWinRate\":").append(Json.number((double) r.wins() / decided))
          .append(",\"decidedWinRateInterval\":[").append(Json.number(w[0])).append(',')
          .append(Json.number(w[1])).append(']');
    } else {
      sb.append(",\"decidedWinRate\":null,\"decidedWinRateInterval\":null");
    }
    sb.append(",\"score\":").append(Json.number(r.score()))
        .append(",\"scoreInterval\":[").append(Json.number(score[0])).append(',')
        .append(Json.number(score[1])).append(']')
        .append(",\"points\":").append(points)
        .append(",\"meanPoints\":").append(Json.number((double) points / games))
        .append(",\"moveTime\":").append(times.json());
    if (firstForfeit != null) {
      sb.append(",\"firstForfeit\":").append(Json.string(firstForfeit));
    }
    return sb.append('}').toString();
  }

  private static Deal get(Future<Deal> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof RuntimeException) {
        throw (RuntimeException) c;
      }
      throw new IllegalStateException(c);
    }
  }

  /** Plays one deal as {@link Tournament} does: A in the seats where (seat + swap) is even. */
  private Deal play(Rules rules, Contestant a, Contestant b, long deckSeed, int swap, int round,
      SeatKey key, String nameA, String nameB) {
    GameState s = GameState.deal(rules, deckSeed);
    List<RandomGenerator> random = key.generators(round - 1, s.players());
    BotFailure failure = null;
    int failedSeat = -1;
    long[] nanosA = new long[s.remainingPlays()];
    long[] nanosB = new long[s.remainingPlays()];
    int movesA = 0;
    int movesB = 0;
    while (!s.isOver() && failure == null) {
      boolean isA = (s.toMove() + swap) % 2 == 0;
      try {
        long t0 = System.nanoTime();
        var move = (isA ? a : b).choose(s, random.get(s.toMove()));
        long t = System.nanoTime() - t0;
        if (isA) {
          nanosA[movesA++] = t;
        } else {
          nanosB[movesB++] = t;
        }
        if (!(isA ? externalA : externalB)) {
          engineBots.padLibraryMove(t0); // not counted in its time: the bot did not think it
        }
        s = s.play(move);
      } catch (BotFailure f) {
        failure = f;
        failedSeat = s.toMove();
      }
    }
    int forfeit = failure == null ? 0 : (failedSeat + swap) % 2 == 0 ? 1 : 2;
    Set<Integer> forfeiting = new TreeSet<>();
    for (int seat = 0; seat < s.players(); seat++) {
      if (forfeit != 0 && ((seat + swap) % 2 == 0) == (forfeit == 1)) {
        forfeiting.add(seat);
      }
    }
    DealResult result = failure == null ? s.result()
        : BotFailure.forfeitResult(rules, forfeiting);
    int pa = 0;
    int pb = 0;
    List<String> seats = new ArrayList<>();
    for (int seat = 0; seat < s.players(); seat++) {
      boolean isA = (seat + swap) % 2 == 0;
      if (isA) {
        pa += result.points(seat);
      } else {
        pb += result.points(seat);
      }
      String n = isA ? nameA : nameB;
      seats.add(s.players() > 2 ? n + " " + (seat + 1) : n);
    }
    String egn = null;
    String who = failure == null ? null : (forfeit == 1 ? nameA : nameB) + " (seat "
        + failedSeat + ", deal " + round + ")";
    String row = null;
    if (outFile != null && DealTables.isTable(outFile)) {
      row = DealTables.tournamentRow(round - 1, deckSeed, s.dealtDeck().orElseThrow(), pa, pb,
          forfeit, java.util.Arrays.copyOf(nanosA, movesA), java.util.Arrays.copyOf(nanosB,
          movesB));
    } else if (outFile != null) {
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", "elfern simulate");
      tags.put("Round", Integer.toString(round));
      tags.put("Seed", Long.toUnsignedString(deckSeed));
      PlayedDeal playedDeal = new PlayedDeal(s, seats);
      if (failure == null) {
        tags.put("Result", s.result().notation());
        egn = EgnWriter.write(GameRecord.of(playedDeal, tags));
      } else {
        egn = EgnWriter.write(EngineBots.forfeitRecord(playedDeal, tags, who, failure, result));
      }
    }
    return new Deal(pa, pb, forfeit,
        failure == null ? null : EngineBots.forfeitNote(who, failure, result), egn,
        java.util.Arrays.copyOf(nanosA, movesA), java.util.Arrays.copyOf(nanosB, movesB), row);
  }

  /**
   * Times per move in a log histogram (16 buckets per doubling, so quantiles are within 4.5%),
   * with the exact count, mean and maximum: bounded memory for any number of deals.
   */
  private static final class MoveTimes {
    private final long[] buckets = new long[64 * 16];
    private long count;
    private long total;
    private long max;

    void addAll(long[] nanos) {
      for (long n : nanos) {
        long v = Math.max(1, n);
        buckets[bucket(v)]++;
        count++;
        total += v;
        max = Math.max(max, v);
      }
    }

    private static int bucket(long v) {
      return (int) Math.min(64 * 16 - 1, Math.floor(Math.log(v) / Math.log(2) * 16));
    }

    /** {@return the upper bound of the bucket holding quantile {@code q}, in milliseconds} */
    private double quantile(double q) {
      long rank = (long) Math.ceil(q * count);
      long seen = 0;
      for (int i = 0; i < buckets.length; i++) {
        seen += buckets[i];
        if (seen >= Math.max(1, rank)) {
          return Math.min(max, Math.pow(2, (i + 1) / 16.0)) / 1e6;
        }
      }
      return max / 1e6;
    }

    String json() {
      if (count == 0) {
        return "{\"moves\":0}";
      }
      return "{\"moves\":" + count + ",\"meanMs\":" + Json.number(total / 1e6 / count)
          + ",\"medianMs\":" + Json.number(quantile(0.5)) + ",\"p99Ms\":"
          + Json.number(quantile(0.99)) + ",\"maxMs\":" + Json.number(max / 1e6) + "}";
    }
  }

  /** Minimal JSON output: strings escaped as RFC 8259 requires, numbers never NaN. */
  private static final class Json {
    private Json() {}

    static String string(String s) {
      StringBuilder sb = new StringBuilder("\"");
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (c == '"' || c == '\\') {
          sb.append('\\').append(c);
        } else if (c < 0x20 || c == 0x2028 || c == 0x2029) {
          sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
        } else {
          sb.append(c);
        }
      }
      return sb.append('"').toString();
    }

    static String number(double d) {
      return Double.isFinite(d) ? String.format(Locale.ROOT, "%.6g", d).replaceFirst(
          "(\\.\\d*?)0+($|e)", "$1$2").replaceFirst("\\.($|e)", "$1") : "null";
    }
  }
}
