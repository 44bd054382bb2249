package io.github.elfern.examples.cli;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.bot.Bots;
import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.SeatKey;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.RecordedMove;
import io.github.elfern.conformance.ExternalBot;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options that name external bots ({@code --engine NAME=COMMAND}, {@code --move-time}), mixed
 * into {@code simulate} and {@code match}, and the bots they make: a name in {@code --bots} is an
 * external bot when {@code --engine} defines it, else a library bot spec.
 *
 * <p>A bot that fails (no answer within the move time, an illegal move, garbage, an exit)
 * forfeits the deal ({@link BotFailure#forfeitResult}); its record then ends with {@code *}, a
 * comment that tells what happened and the score given, and the tag {@code Termination
 * "forfeit"}.
 */
final class EngineBots implements AutoCloseable {

  private static final Set<String> RESERVED = Set.of("random", "heuristic", "montecarlo",
      "solver");

  @Spec(Spec.Target.MIXEE) CommandSpec mixee;

  @Option(names = "--engine", paramLabel = "NAME=COMMAND", mapFallbackValue = "",
      description = {"An external bot: a program speaking the line protocol (VECTORS.md, "
          + "\"Bots\"), named for --bots, e.g. --engine \"seeded=python3 elfern_engine.py\". "
          + "Repeatable. A bot that times out, answers an illegal move or garbage, or exits "
          + "forfeits the deal (scored as the worst loss: no points, no tricks) and is restarted."})
  Map<String, String> engines = new LinkedHashMap<>();

  @Option(names = "--move-time", paramLabel = "MS", defaultValue = "5000",
      description = "Time an external bot may take per move, in milliseconds "
          + "(default ${DEFAULT-VALUE}).")
  long moveTime;

  @Option(names = "--key", paramLabel = "HEX",
      description = {"Secret key (64 hex digits, e.g. from 'openssl rand -hex 32') from which "
          + "each seat's random generator is derived. With an external bot the key is drawn at "
          + "random per run unless given (give it to replay a run); with library bots only it "
          + "comes from --seed."})
  String key;

  private final List<ExternalBot> started = new CopyOnWriteArrayList<>();
  private Thread hook;

  private void check() {
    CommandLine cl = mixee.commandLine();
    if (moveTime < 1) {
      throw new ParameterException(cl, "--move-time must be at least 1 ms, got " + moveTime);
    }
    for (Map.Entry<String, String> e : engines.entrySet()) {
      if (!e.getKey().matches("[A-Za-z0-9_.-]+")) {
        throw new ParameterException(cl, "--engine name '" + e.getKey()
            + "' must be letters, digits, '_', '.' or '-' (e.g. --engine \"mine=python3 bot.py\")");
      }
      if (RESERVED.contains(e.getKey())) {
        throw new ParameterException(cl, "--engine name '" + e.getKey()
            + "' is the name of a library bot; choose another");
      }
      if (e.getValue().isBlank()) {
        throw new ParameterException(cl, "--engine " + e.getKey() + " needs a command: "
            + "--engine \"" + e.getKey() + "=python3 bot.py\"");
      }
    }
  }

  /** The external bot that {@code --engine} names {@code name}, made once. */
  private ExternalBot external(String name) {
    for (ExternalBot b : started) {
      if (b.name().equals(name)) {
        return b;
      }
    }
    ExternalBot b = ExternalBot.of(name, engines.get(name), Duration.ofMillis(moveTime));
    started.add(b);
    if (hook == null) {
      // Ctrl-C or SIGTERM: stop every bot program and its process tree before the JVM exits.
      hook = new Thread(this::stopBots, "elfern-stop-bots");
      Runtime.getRuntime().addShutdownHook(hook);
    }
    return b;
  }

  /**
   * Makes the bot a {@code --bots} entry names.
   *
   * @param spec an {@code --engine} name or a library bot spec
   * @return the bot
   */
  Bot bot(String spec) {
    check();
    return engines.containsKey(spec) ? external(spec) : Bots.create(spec);
  }

  /**
   * Makes the contestant a {@code --bots} entry names ({@code solver} included).
   *
   * @param spec an {@code --engine} name, {@code solver} or a library bot spec
   * @return the contestant
   */
  Contestant contestant(String spec) {
    check();
    return engines.containsKey(spec) ? Contestant.of(external(spec)) : Contestant.parse(spec);
  }

  /**
   * Returns the key of the seats' generators (VECTORS.md, "What a bot receives"): {@code --key}
   * when given; else drawn from a {@link SecureRandom} when an external bot takes part, so that
   * no bot program can predict the decks or the other seats' choices; else derived from the
   * seed, so that runs of library bots replay from {@code --seed} alone. Call it after the bots
   * are made.
   *
   * @param seed the run's seed
   * @return the key
   */
  SeatKey seatKey(long seed) {
    if (key != null) {
      try {
        return SeatKey.parse(key);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(mixee.commandLine(), "--key: " + e.getMessage());
      }
    }
    return started.isEmpty() ? SeatKey.fromSeed(seed) : SeatKey.draw(new SecureRandom());
  }

  /**
   * Returns the external bots whose program was to play but never started (every such deal was
   * forfeited), each with why, for the report; a run with one is a failed run (exit code 1).
   *
   * @return one line per such bot, empty if all started
   */
  List<String> neverStarted() {
    List<String> lines = new ArrayList<>();
    for (ExternalBot b : started) {
      if (b.starts() == 0 && !b.lastStartFailure().isEmpty()) {
        lines.add("External bot " + b.name() + " never started: "
            + Display.printable(b.lastStartFailure()));
      }
    }
    return lines;
  }

  private void stopBots() {
    for (ExternalBot b : started) {
      b.close();
    }
  }

  /** Stops the bot programs (with their process trees). */
  @Override
  public void close() {
    stopBots();
    if (hook != null) {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // the JVM is shutting down: the hook runs anyway
      }
      hook = null;
    }
  }

  /**
   * Returns the record of a forfeited deal: the moves played, a comment with what happened and
   * the score given, the marker {@code *} and the tag {@code Termination "forfeit"}.
   *
   * @param s the deal when the bot failed
   * @param tags the record's tags
   * @param who the forfeiting bot and its seat, e.g. {@code "seeded (seat 1)"}
   * @param failure what happened
   * @param result the score given
   */
  static GameRecord forfeitRecord(GameState s, Map<String, String> tags, String who,
      BotFailure failure, DealResult result) {
    Map<String, String> t = new LinkedHashMap<>(tags);
    t.put("Result", "*");
    t.put("Termination", "forfeit");
    GameRecord r = GameRecord.of(s, t);
    GameRecord.Builder b = GameRecord.builder();
    r.tags().forEach(b::tag);
    for (String c : r.leadingComments()) {
      b.comment(c);
    }
    for (RecordedMove m : r.moves()) {
      b.move(m);
    }
    b.comment(forfeitNote(who, failure, result).replace('}', ')'));
    return b.termination("*").build();
  }

  /** The one-line note on a forfeit: who, what happened, the score given. */
  static String forfeitNote(String who, BotFailure failure, DealResult result) {
    return "Forfeit by " + who + ": " + Display.printable(failure.getMessage()) + "; scored "
        + result.notation() + " (" + result.outcome().name().toLowerCase(Locale.ROOT) + ")";
  }
}
