package io.github.elfern.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.DealInFull;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.TableSummary;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.SeatKey;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
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
import java.util.Optional;
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
 * The {@code simulate} command: a tournament between two bots over many deals, on all cores, or,
 * with one bot per seat in a game of three or four players, a table ({@link Table}).
 *
 * <p>With two bots every deal is played by {@link Tournament#playDealInFull}. With one bot per
 * seat ({@code --bots best,heuristic,heuristic,heuristic}) every deal is played by {@link
 * Table#playDealInFull}: each deck once per rotation of the seats (or a fresh deck per deal),
 * and the report gives {@link TableSummary}'s figures, as {@code elfern-study tournament} does:
 * per bot, its share of the deals in which its points were highest (a tie at the top split) with
 * its Wilson 95% interval and, with paired decks, the interval that takes each deck as one unit,
 * the fair share, its mean points and settlement with intervals and its time per move; per seat,
 * the share and mean points of whoever sat there and of each bot there.
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
      "Plays many deals between two bots, seats swapped from deal to deal, or one bot per "
          + "seat (three or four players); the same results for a seed on any number of threads.",
      "Library bots play each deck once per seat; when an external bot plays, each deal has a "
          + "fresh deck (see --paired).",
      "Two bots: per bot, deals won, lost and tied, the score (a tie counts half) with its "
          + "Wilson 95%% confidence interval, and the mean points.",
      "One bot per seat (e.g. --bots best,heuristic,heuristic,heuristic): each bot plays for "
          + "itself, the bots rotating round the seats; per bot, the share of the deals in which "
          + "its points were highest (a tie split) with its Wilson 95%% interval and one that "
          + "takes each deck as one unit, the fair share, mean points and settlement with "
          + "intervals, time per move; per seat, the same for whoever sat there and for each "
          + "bot there; and what the intervals assume.",
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

  @Option(names = "--bots", required = true, paramLabel = "A,B[,C,D]",
      description = "The two bots, e.g. heuristic,random or \"montecarlo samples=16,heuristic\"; "
          + "or one per seat with three or four players, e.g. best,heuristic,heuristic; "
          + "solver plays with every card seen (two players only); a name given by --engine "
          + "is that external bot.")
  String bots;

  @Mixin EngineBots engineBots;

  @Option(names = "--games", required = true, paramLabel = "N", description = "Number of deals.")
  int games;

  @Option(names = "--paired", negatable = true,
      description = {"Deal each deck once per seat (twice, seats swapped, with two bots; with "
          + "one bot per seat, once per rotation), so that luck of the deal largely cancels: "
          + "the default when only library bots play. When an external bot plays, every deal "
          + "has a fresh deck unless --paired is given, since a program that remembers its "
          + "hands reads the others' hands in the later deals of a deck (a warning says so). "
          + "--no-paired gives library bots fresh decks too."})
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
      + "forfeits, time per move; one bot per seat: the figures of the text, per bot and per "
      + "seat) instead of the table.")
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
    boolean blank = false;
    for (String n : names) {
      blank |= n.isBlank();
    }
    if (names.length < 2 || names.length > 4 || blank) {
      throw new ParameterException(spec.commandLine(),
          "--bots needs two bots separated by a comma, e.g. heuristic,random, or one per seat "
              + "(three or four players); got '" + bots + "'");
    }
    if (games < 1) {
      throw new ParameterException(spec.commandLine(), "--games must be at least 1, got " + games);
    }
    int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (t < 1) {
      throw new ParameterException(spec.commandLine(), "--threads must be at least 1, got " + t);
    }
    Rules rules = UsageError.of("--game/--variant", () -> Rules.preset(game).withVariants(variant));
    if (names.length > 2 && names.length != rules.players()) {
      throw new ParameterException(spec.commandLine(), "--bots: " + rules.notation() + " seats "
          + rules.players() + " players: give two bots (sides) or one per seat; got "
          + names.length);
    }
    if (names.length > 2 && outFile != null && DealTables.isTable(outFile)) {
      throw new ParameterException(spec.commandLine(), "--out: the CSV rows are written from "
          + "two sides; with one bot per seat write EGN instead");
    }
    if (outFile != null) {
      EgnFiles.checkWritable(outFile);
    }
    try (EngineBots closing = engineBots) {
      if (names.length > 2) {
        List<Contestant> seats = new ArrayList<>();
        external = new boolean[names.length];
        for (int i = 0; i < names.length; i++) {
          external[i] = closing.isExternal(names[i].strip());
          seats.add(closing.contestant(names[i].strip()));
        }
        return simulateTable(rules, seats, t);
      }
      externalA = closing.isExternal(names[0].strip());
      externalB = closing.isExternal(names[1].strip());
      return simulate(rules, closing.contestant(names[0].strip()),
          closing.contestant(names[1].strip()), t);
    }
  }

  /** Whether contestant A (B) is an external bot, whose moves are never padded. */
  private boolean externalA;
  private boolean externalB;
  /** With one bot per seat: whether each is an external bot. */
  private boolean[] external;

  private int simulate(Rules rules, Contestant a, Contestant b, int t)
      throws InterruptedException {
    List<String> ab = Table.distinctNames(List.of(a.name(), b.name()));
    String nameA = ab.get(0);
    String nameB = ab.get(1);
    checkNames(List.of(nameA, nameB));
    EngineBots.Secrets secrets = engineBots.secrets();
    long base = secrets.seed();
    SeatKey key = secrets.key();
    Tournament.Decks decks = decks("warning: --paired deals each deck twice; a bot program that"
        + " remembers its hands reads its opponent's hand in the second deal of each pair");
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
          int round = i + 1;
          batch.add(pool.submit(() -> {
            Deal deal = play(rules, a, b, decks, base, round, key, nameA, nameB);
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
      ObjectNode root = runJson(rules, games, deckCount, decks, secrets, t, seconds);
      ArrayNode list = root.putArray("bots");
      list.add(botJson(ra, pointsA, games, timesA, reasonA));
      list.add(botJson(rb, pointsB, games, timesB, reasonB));
      return printJson(out, root, failed);
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

  /** One deal at a table: its figures, each contestant's move times, its EGN, a forfeit's note. */
  private record TableDeal(Table.Deal deal, long[][] nanos, String egn, String reason) {}

  /**
   * One bot per seat ({@link Table}): each deck dealt once per rotation of the seats (paired) or
   * a fresh deck per deal, reported from the deals' {@link TableSummary}.
   */
  private int simulateTable(Rules rules, List<Contestant> contestants, int t)
      throws InterruptedException {
    int n = contestants.size();
    List<String> names = Table.distinctNames(contestants.stream().map(Contestant::name)
        .toList());
    checkNames(names);
    EngineBots.Secrets secrets = engineBots.secrets();
    long base = secrets.seed();
    SeatKey key = secrets.key();
    Tournament.Decks decks = decks("warning: --paired deals each deck once per seat; a bot"
        + " program that remembers its hands reads the others' hands in the later deals");
    PrintWriter out = spec.commandLine().getOut();
    Table.Tally tally = new Table.Tally(names, decks);
    MoveTimes[] times = new MoveTimes[n];
    String[] firstForfeit = new String[n];
    for (int i = 0; i < n; i++) {
      times[i] = new MoveTimes();
    }
    long start = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(t, r -> {
      Thread th = new Thread(r, "elfern-simulate");
      th.setDaemon(true);
      return th;
    });
    try (BufferedWriter egn = outFile == null ? null
            : Files.newBufferedWriter(outFile, StandardCharsets.UTF_8);
        ProgressBar bar = noProgress || System.console() == null ? null : new ProgressBarBuilder()
            .setTaskName("Simulating").setInitialMax(games).setStyle(ProgressBarStyle.ASCII)
            .setUpdateIntervalMillis(250).build()) {
      for (int first = 0; first < games; first += BATCH) {
        List<Future<TableDeal>> batch = new ArrayList<>();
        for (int i = first; i < Math.min(games, first + BATCH); i++) {
          int round = i + 1;
          batch.add(pool.submit(() -> {
            TableDeal deal = playTable(rules, contestants, names, decks, base, key, round);
            if (bar != null) {
              bar.step();
            }
            return deal;
          }));
        }
        for (Future<TableDeal> f : batch) {
          TableDeal d = get(f);
          tally.add(d.deal());
          for (int i = 0; i < n; i++) {
            times[i].addAll(d.nanos()[i]);
          }
          int who = d.deal().forfeit();
          if (who >= 0 && firstForfeit[who] == null) {
            firstForfeit[who] = d.reason();
          }
          if (egn != null) {
            egn.write(d.egn());
          }
        }
      }
    } catch (IOException e) {
      throw EgnFiles.unwritable(outFile, e);
    } finally {
      pool.shutdownNow();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    TableSummary r = tally.summary();
    int deckCount = decks == Tournament.Decks.PAIRED ? (games + n - 1) / n : games;
    boolean pairedDecks = decks == Tournament.Decks.PAIRED;
    List<String> failed = new ArrayList<>(engineBots.neverStarted());
    for (int i = 0; i < n; i++) {
      EngineBots.forfeitedAll(names.get(i), (int) r.places().get(i).forfeits(), games, "run")
          .ifPresent(failed::add);
    }
    if (json) {
      ObjectNode root = runJson(rules, games, deckCount, decks, secrets, t, seconds);
      root.put("fairShare", r.fairShare());
      ArrayNode list = root.putArray("bots");
      for (int i = 0; i < n; i++) {
        ObjectNode o = list.addObject();
        o.put("name", names.get(i));
        shareJson(o, r.share(i), pairedDecks);
        o.put("points", r.places().get(i).points().sum());
        meanJson(o, "meanPoints", r.meanPoints(i));
        meanJson(o, "meanSettlement", r.meanSettlement(i));
        o.put("forfeits", r.places().get(i).forfeits());
        o.set("moveTime", times[i].json());
        if (firstForfeit[i] != null) {
          o.put("firstForfeit", firstForfeit[i]);
        }
        ArrayNode seats = o.putArray("seats");
        for (int seat = 0; seat < n; seat++) {
          ObjectNode st = seats.addObject();
          st.put("seat", seat);
          st.put("deals", r.places().get(i).wonBySeat().get(seat).n());
          int at = seat;
          int who = i;
          r.share(i, seat).ifPresent(sh -> {
            shareJson(st, sh, false);
            meanJson(st, "meanPoints", r.meanPoints(who, at).orElseThrow());
          });
        }
      }
      ArrayNode seats = root.putArray("seats");
      for (int seat = 0; seat < n; seat++) {
        ObjectNode st = seats.addObject();
        st.put("seat", seat);
        shareJson(st, r.seatShare(seat), pairedDecks);
        meanJson(st, "meanPoints", r.seatMeanPoints(seat));
      }
      root.put("intervals", r.intervals());
      return printJson(out, root, failed);
    }
    out.printf(Locale.ROOT, "%s: %d deals on %d decks (%s), seed %s, %d threads, %.1f s%n",
        rules.notation(), games, deckCount, pairedDecks
            ? "each once per seat, the bots rotating" : "a fresh deck per deal",
        secrets.seedText(), t, seconds);
    out.printf(Locale.ROOT, "won: the deals in which a bot's points were highest, a tie at the "
        + "top split; fair share %.3f%n", r.fairShare());
    int w = 17;
    for (String name : names) {
      w = Math.max(w, Display.printable(name).length() + 2);
    }
    String row = "%-" + w + "s %8s %6s  %-15s %-15s %-22s %-22s %8s";
    out.println(cells(row, "bot", "won", "share", "95% (Wilson)", pairedDecks ? "per deck"
        : "", "mean points", "mean settlement", "forfeits"));
    for (int i = 0; i < n; i++) {
      TableSummary.Share sh = r.share(i);
      out.println(cells(row, Display.printable(names.get(i)), won(sh.deals()),
          fraction(sh.share()), interval(sh.low(), sh.high(), "%.3f"), pairedDecks
              ? interval(sh.deckLow(), sh.deckHigh(), "%.3f") : "",
          estimate(r.meanPoints(i), "%.2f"), estimate(r.meanSettlement(i), "%+.2f"),
          r.places().get(i).forfeits()));
    }
    out.println("settlement: as the rules settle a deal (points - 15 under settlement=standard)"
        + (pairedDecks ? "; the means' intervals per deck" : ""));
    out.println("time per move (on the clock):");
    for (int i = 0; i < n; i++) {
      out.printf(Locale.ROOT, "  %-" + w + "s %s%n", Display.printable(names.get(i)),
          times[i].text());
    }
    out.println("by seat: won and mean points of whoever sat there, then of each bot in the "
        + "deals it sat there");
    for (int seat = 0; seat < n; seat++) {
      TableSummary.Share sh = r.seatShare(seat);
      out.println(cells(row, seat == 0 ? "seat 0 (forehand)" : "seat " + seat,
          won(sh.deals()), fraction(sh.share()), interval(sh.low(), sh.high(), "%.3f"),
          pairedDecks ? interval(sh.deckLow(), sh.deckHigh(), "%.3f") : "",
          estimate(r.seatMeanPoints(seat), "%.2f"), "", ""));
      for (int i = 0; i < n; i++) {
        String label = "  " + Display.printable(names.get(i));
        java.util.Optional<TableSummary.Share> in = r.share(i, seat);
        if (in.isEmpty()) {
          out.println(cells("%-" + w + "s %8s", label, "-"));
          continue;
        }
        out.println(cells(row, label, won(in.get().deals()), fraction(in.get().share()),
            interval(in.get().low(), in.get().high(), "%.3f"), "",
            estimate(r.meanPoints(i, seat).orElseThrow(), "%.2f"), "", ""));
      }
    }
    out.println(r.intervals());
    for (int i = 0; i < n; i++) {
      if (firstForfeit[i] != null) {
        out.println(Display.printable(names.get(i) + " forfeited " + r.places().get(i)
            .forfeits() + " deal(s); the first: " + firstForfeit[i]));
      }
    }
    if (outFile != null) {
      out.println(Display.printable("Deals written to " + outFile + "."));
    }
    secrets.replayLine().ifPresent(out::println);
    failed.forEach(f -> out.println(Display.printable(f)));
    out.flush();
    return failed.isEmpty() ? 0 : 1;
  }

  /** Plays deal {@code round - 1} at a table ({@link Table#playDealInFull}). */
  private TableDeal playTable(Rules rules, List<Contestant> contestants, List<String> names,
      Tournament.Decks decks, long seed, SeatKey key, int round) {
    int n = contestants.size();
    List<Timed> timed = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      timed.add(new Timed(contestants.get(i), external[i]));
    }
    DealInFull<Table.Deal> played = new Table(rules, List.copyOf(timed)).playDealInFull(round - 1, decks,
        seed, key);
    Table.Deal d = played.deal();
    long[][] nanos = new long[n][];
    String[] bySeat = new String[n];
    for (int i = 0; i < n; i++) {
      nanos[i] = timed.get(i).nanos();
      bySeat[d.seats()[i]] = names.get(i);
    }
    String who = d.forfeit() < 0 ? null : names.get(d.forfeit()) + " (seat "
        + played.state().toMove() + ", deal " + round + ")";
    String egn = outFile == null ? null : egn(played.state(), played.failure(), played.result(),
        List.of(bySeat), round, d.deckSeed(), who);
    return new TableDeal(d, nanos, egn, played.failure()
        .map(f -> EngineBots.forfeitNote(who, f, played.result())).orElse(null));
  }

  private static void row(PrintWriter out, int w, Tournament.Result r, long points, int games) {
    double[] ci = r.scoreInterval();
    out.printf(Locale.ROOT, "%-" + w + "s %7d %7d %7d %7.3f  [%.3f, %.3f] %11.2f %9d%n",
        Display.printable(r.a()),
        r.wins(), r.losses(), r.ties(), r.score(), ci[0], ci[1], (double) points / games,
        r.forfeits());
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  /** {@return the figures of the run as a whole, the start of its JSON object} */
  private ObjectNode runJson(Rules rules, int games, int deckCount, Tournament.Decks decks,
      EngineBots.Secrets secrets, int threads, double seconds) {
    ObjectNode root = JSON.createObjectNode();
    root.put("game", rules.notation());
    root.put("deals", games);
    root.put("decks", deckCount);
    root.put("paired", decks == Tournament.Decks.PAIRED);
    root.put("seed", Long.toUnsignedString(secrets.seed()));
    root.put("seedDrawn", secrets.seedDrawn());
    if (secrets.keyDrawn()) {
      root.put("key", secrets.key().hex());
    }
    root.put("threads", threads);
    root.put("seconds", seconds);
    return root;
  }

  /** Prints the run's JSON object, with the output file and the failures; {@return the exit} */
  private int printJson(PrintWriter out, ObjectNode root, List<String> failed) {
    if (outFile != null) {
      root.put("out", outFile.toString());
    }
    if (!failed.isEmpty()) {
      ArrayNode f = root.putArray("failed");
      failed.forEach(f::add);
    }
    try {
      out.println(JSON.writeValueAsString(root));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the result as JSON", e);
    }
    out.flush();
    return failed.isEmpty() ? 0 : 1;
  }

  /** {@return the columns of a report's line, without trailing spaces} */
  private static String cells(String format, Object... columns) {
    return String.format(Locale.ROOT, format, columns).stripTrailing();
  }

  /** {@return deals won, ties split, with up to two decimals: "21", "21.5", "21.33"} */
  private static String won(double deals) {
    return deals == Math.rint(deals) ? String.format(Locale.ROOT, "%.0f", deals)
        : String.format(Locale.ROOT, "%.2f", deals).replaceAll("0$", "");
  }

  private static String fraction(double share) {
    return String.format(Locale.ROOT, "%.3f", share);
  }

  private static String interval(double low, double high, String format) {
    return String.format(Locale.ROOT, "[" + format + ", " + format + "]", low, high);
  }

  private static String estimate(TableSummary.Estimate e, String format) {
    return String.format(Locale.ROOT, format, e.mean()) + " " + interval(e.low(), e.high(),
        format);
  }

  /** Puts a share's figures into a JSON object: won, share, its Wilson and per-deck intervals. */
  private static void shareJson(ObjectNode o, TableSummary.Share s, boolean perDeck) {
    o.put("won", s.deals());
    o.put("share", s.share());
    o.set("shareInterval", interval(new double[] {s.low(), s.high()}));
    if (perDeck) {
      o.set("perDeckInterval", interval(new double[] {s.deckLow(), s.deckHigh()}));
    }
  }

  /** Puts a mean and its interval into a JSON object, as {@code name} and {@code nameInterval}. */
  private static void meanJson(ObjectNode o, String name, TableSummary.Estimate e) {
    o.put(name, e.mean());
    o.set(name + "Interval", interval(new double[] {e.low(), e.high()}));
  }

  /** {@return a Wilson 95% interval as a JSON array} */
  private static ArrayNode interval(double[] ci) {
    ArrayNode a = JSON.createArrayNode();
    a.add(ci[0]);
    a.add(ci[1]);
    return a;
  }

  /** {@return one bot's figures as a JSON object} */
  private static ObjectNode botJson(Tournament.Result r, long points, int games, MoveTimes times,
      String firstForfeit) {
    int decided = r.wins() + r.losses();
    ObjectNode o = JSON.createObjectNode();
    o.put("name", r.a());
    o.put("won", r.wins());
    o.put("lost", r.losses());
    o.put("tied", r.ties());
    o.put("forfeits", r.forfeits());
    if (decided > 0) {
      o.put("decidedWinRate", (double) r.wins() / decided);
      o.set("decidedWinRateInterval", interval(Tournament.wilson(r.wins(), decided, 1.959964)));
    } else {
      o.putNull("decidedWinRate");
      o.putNull("decidedWinRateInterval");
    }
    o.put("score", r.score());
    o.set("scoreInterval", interval(r.scoreInterval()));
    o.put("points", points);
    o.put("meanPoints", (double) points / games);
    o.set("moveTime", times.json());
    if (firstForfeit != null) {
      o.put("firstForfeit", firstForfeit);
    }
    return o;
  }

  private static <T> T get(Future<T> f) throws InterruptedException {
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

  /**
   * A contestant of one deal that keeps the time of each of its moves and, for a library bot
   * when an external bot plays, pads each move to the floor ({@link EngineBots#padLibraryMove})
   * after its time is taken: the padding is not the bot's thinking.
   */
  private final class Timed implements Contestant {
    private final Contestant inner;
    private final boolean pad;
    private long[] nanos = new long[32];
    private int moves;

    Timed(Contestant inner, boolean externalBot) {
      this.inner = inner;
      this.pad = !externalBot;
    }

    @Override
    public String name() {
      return inner.name();
    }

    @Override
    public Move choose(GameState state, RandomGenerator random) {
      long t0 = System.nanoTime();
      Move m = inner.choose(state, random);
      if (moves == nanos.length) {
        nanos = java.util.Arrays.copyOf(nanos, moves * 2);
      }
      nanos[moves++] = System.nanoTime() - t0;
      if (pad) {
        engineBots.padLibraryMove(t0);
      }
      return m;
    }

    long[] nanos() {
      return java.util.Arrays.copyOf(nanos, moves);
    }
  }

  /** Plays deal {@code round - 1} of the run as {@link Tournament#playDealInFull} plays it. */
  private Deal play(Rules rules, Contestant a, Contestant b, Tournament.Decks decks, long seed,
      int round, SeatKey key, String nameA, String nameB) {
    Timed ta = new Timed(a, externalA);
    Timed tb = new Timed(b, externalB);
    DealInFull<Tournament.Deal> played = new Tournament(rules, ta, tb).playDealInFull(round - 1, decks,
        seed, key);
    Tournament.Deal d = played.deal();
    GameState s = played.state();
    int swap = (round - 1) % 2;
    int forfeit = d.forfeitA() ? 1 : d.forfeitB() ? 2 : 0;
    DealResult result = played.result();
    List<String> seats = new ArrayList<>();
    for (int seat = 0; seat < s.players(); seat++) {
      String n = (seat + swap) % 2 == 0 ? nameA : nameB;
      seats.add(s.players() > 2 ? n + " " + (seat + 1) : n);
    }
    String who = forfeit == 0 ? null : (forfeit == 1 ? nameA : nameB) + " (seat "
        + s.toMove() + ", deal " + round + ")";
    String egn = null;
    String row = null;
    if (outFile != null && DealTables.isTable(outFile)) {
      row = DealTables.tournamentRow(round - 1, d.deckSeed(), s.dealtDeck().orElseThrow(),
          d.pointsA(), d.pointsB(), forfeit, ta.nanos(), tb.nanos());
    } else if (outFile != null) {
      egn = egn(played.state(), played.failure(), result, seats, round, d.deckSeed(), who);
    }
    return new Deal(d.pointsA(), d.pointsB(), forfeit, played.failure()
        .map(f -> EngineBots.forfeitNote(who, f, result)).orElse(null), egn, ta.nanos(),
        tb.nanos(), row);
  }

  /**
   * Before the first deal, when records are written: a name the records cannot carry would lose
   * the run at its end.
   */
  private void checkNames(List<String> names) {
    if (outFile != null) {
      for (String n : names) {
        UsageError.of("--bots", () -> {
          GameRecord.checkPlayerName(n);
          return n;
        });
      }
    }
  }

  /**
   * {@return paired decks by default, fresh ones when a bot program plays (which could remember
   * a deck), or as {@code --paired} says; warns when a bot program is dealt a deck again}
   */
  private Tournament.Decks decks(String warning) {
    boolean program = engineBots.anyExternal();
    Tournament.Decks decks = (paired == null ? !program : paired) ? Tournament.Decks.PAIRED
        : Tournament.Decks.FRESH;
    if (program && decks == Tournament.Decks.PAIRED) {
      spec.commandLine().getErr().println(warning);
      spec.commandLine().getErr().flush();
    }
    return decks;
  }

  /** {@return the EGN record of a deal, its players in the seats they played} */
  private static String egn(GameState s, Optional<BotFailure> failure, DealResult result,
      List<String> seats, int round, long deckSeed, String who) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "elfern simulate");
    tags.put("Round", Integer.toString(round));
    tags.put("Seed", Long.toUnsignedString(deckSeed));
    PlayedDeal played = new PlayedDeal(s, seats);
    if (failure.isEmpty()) {
      tags.put("Result", s.result().notation());
      return EgnWriter.write(GameRecord.of(played, tags));
    }
    return EgnWriter.write(EngineBots.forfeitRecord(played, tags, who, failure.get(), result));
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

    /** {@return e.g. "mean 3.10 ms, median 2.95 ms, p99 8.10 ms, max 12.0 ms (812 moves)"} */
    String text() {
      if (count == 0) {
        return "no moves";
      }
      return String.format(Locale.ROOT, "mean %.2f ms, median %.2f ms, p99 %.2f ms, max %.1f ms "
          + "(%d moves)", total / 1e6 / count, quantile(0.5), quantile(0.99), max / 1e6, count);
    }

    ObjectNode json() {
      ObjectNode o = JSON.createObjectNode();
      o.put("moves", count);
      if (count > 0) {
        o.put("meanMs", total / 1e6 / count);
        o.put("medianMs", quantile(0.5));
        o.put("p99Ms", quantile(0.99));
        o.put("maxMs", max / 1e6);
      }
      return o;
    }
  }
}
