package io.github.elfern.examples.cli;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.bot.Bots;
import io.github.elfern.bot.Contestant;
import io.github.elfern.card.SeatKey;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.RecordedMove;
import io.github.elfern.conformance.ExternalBot;
import io.github.elfern.conformance.ProcessEngine;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options that name external bots ({@code --engine NAME=COMMAND}, {@code --move-time}) and
 * the run's secrets ({@code --seed}, {@code --key} and the files that hold them), mixed into
 * {@code simulate} and {@code match}, and the bots they make: a name in {@code --bots} is an
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

  @Option(names = "--move-floor", paramLabel = "MS", defaultValue = "0",
      description = {"With an external bot in the run, each library bot's move takes at least MS "
          + "milliseconds (default ${DEFAULT-VALUE}: as long as it thinks). A library bot thinks "
          + "longer the more moves it has (a forced move is answered at once), so a program that "
          + "times its requests learns something of the cards; a floor above the library bots' "
          + "thinking time hides it, at the cost of MS a library move."})
  long moveFloor;

  @Option(names = "--key", paramLabel = "HEX",
      description = {"Secret key (64 hex digits, e.g. from 'openssl rand -hex 32') from which "
          + "each seat's random generator is derived. With an external bot the key is drawn at "
          + "random per run unless given, and printed after the run (give it to replay a run); "
          + "with library bots only it comes from the seed. In a contest use --key-file."})
  String key;

  @Option(names = "--key-file", paramLabel = "FILE",
      description = "Reads the key from FILE (64 hex digits), so that it does not show in the "
          + "process list as --key does.")
  Path keyFile;

  @Option(names = "--seed", paramLabel = "N",
      description = {"Seed of the run's decks (and of a match's first dealer), an unsigned "
          + "64-bit decimal. Default: 1 when only "
          + "library bots play, so runs replay; drawn at random (SecureRandom) when an external "
          + "bot or a person (match --human) plays, so that no program or person can compute the "
          + "decks, and printed after the run. "
          + "Every program on the machine can read the command line: in a contest use "
          + "--seed-file."})
  String seed;

  @Option(names = "--seed-file", paramLabel = "FILE",
      description = "Reads the seed from FILE (the number alone), so that it does not show in "
          + "the process list as --seed does.")
  Path seedFile;

  /** The most characters a --seed-file or --key-file is read for. */
  private static final int MAX_SECRET_FILE = 4096;

  private final List<ExternalBot> started = new CopyOnWriteArrayList<>();
  private Thread hook;

  private void check() {
    CommandLine cl = mixee.commandLine();
    if (moveTime < 1) {
      throw new ParameterException(cl, "--move-time must be at least 1 ms, got " + moveTime);
    }
    if (moveFloor < 0 || moveFloor > 60_000) {
      throw new ParameterException(cl, "--move-floor must be from 0 to 60000 ms, got "
          + moveFloor);
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
    // a command with a quote left open is the user's mistake: exit code 2, as for other options
    ExternalBot b = UsageError.of("--engine", () -> ExternalBot.of(name, engines.get(name),
        Duration.ofMillis(moveTime)));
    started.add(b);
    if (hook == null) {
      // Ctrl-C or SIGTERM: stop every bot program and its process tree before the JVM exits,
      // a program still starting or greeting (which no bot holds yet) included.
      hook = new Thread(() -> {
        stopBots();
        ProcessEngine.stopAll();
      }, "elfern-stop-bots");
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
    if (engines.containsKey(spec)) {
      return external(spec);
    }
    return UsageError.of("--bots", () -> {
      try {
        return Bots.create(spec);
      } catch (IllegalArgumentException e) {
        throw unknown(spec, e, false);
      }
    });
  }

  /**
   * Makes the contestant a {@code --bots} entry names ({@code solver} included).
   *
   * @param spec an {@code --engine} name, {@code solver} or a library bot spec
   * @return the contestant
   */
  Contestant contestant(String spec) {
    check();
    if (engines.containsKey(spec)) {
      return Contestant.of(external(spec));
    }
    return UsageError.of("--bots", () -> {
      try {
        return Contestant.parse(spec);
      } catch (IllegalArgumentException e) {
        throw unknown(spec, e, true);
      }
    });
  }

  /**
   * Returns the refusal of a bot spec; for an unknown name, one that lists every name a seat
   * accepts here: the library's bots, the solver where it may play, and the {@code --engine}
   * names.
   */
  private IllegalArgumentException unknown(String spec, IllegalArgumentException e,
      boolean solver) {
    String name = spec.strip().split("\\s+")[0];
    boolean unknownName = e.getMessage().startsWith("unknown bot '")
        || (!solver && name.equals("solver"));
    if (!unknownName) {
      return e;
    }
    String engineNames = engines.isEmpty()
        ? "an external program given with --engine NAME=COMMAND"
        : "an --engine name (" + String.join(", ", engines.keySet()) + ")";
    return new IllegalArgumentException((name.equals("solver")
        ? "the solver sees every card, so it cannot play here" : "unknown bot '" + name + "'")
        + " (valid: " + Bots.NAMES + (solver ? ", solver" : "") + ", or " + engineNames + ")", e);
  }

  /**
   * The secrets of a run: the seed of its decks and the key of its seats' generators, each given
   * by the user or drawn at random for the run.
   *
   * @param seed the seed of the decks (or of the match)
   * @param seedDrawn whether the seed was drawn at random
   * @param key the key of the seats' generators
   * @param keyDrawn whether the key was drawn at random
   */
  record Secrets(long seed, boolean seedDrawn, SeatKey key, boolean keyDrawn) {

    /** {@return the seed as written, with "(drawn at random)" after it if it was} */
    String seedText() {
      return Long.toUnsignedString(seed) + (seedDrawn ? " (drawn at random)" : "");
    }

    /**
     * Returns the line that tells, after the run, what was drawn at random for it, so that the
     * run can be replayed: empty when nothing was.
     *
     * @return the line, or empty
     */
    Optional<String> replayLine() {
      if (seedDrawn) {
        return Optional.of("Seed " + seedText() + ", key " + key.hex()
            + (keyDrawn ? " (drawn at random)" : "")
            + ": to replay this run, give them with --seed-file and --key-file.");
      }
      return keyDrawn ? Optional.of("Key " + key.hex() + " (drawn at random): to replay this "
          + "run, give it with --key-file.") : Optional.empty();
    }
  }

  /**
   * Returns the run's secrets (VECTORS.md, "What a bot receives" and "A contest among untrusted
   * bots"). The seed is {@code --seed} or the number in {@code --seed-file}; without either it is
   * 1 when only library bots play (runs replay by default) and drawn from a {@link SecureRandom}
   * when an external bot plays, so that no program can compute the decks. The key is {@code
   * --key} or the one in {@code --key-file}; without either it is drawn from a {@link
   * SecureRandom} when an external bot plays, so that no program can predict the seats' choices,
   * and else derived from the seed, so that runs of library bots replay from the seed alone.
   * When an external bot plays and a secret was given on the command line, a note on standard
   * error says that every program on the machine can read it there. Call it after the bots are
   * made.
   *
   * @return the secrets
   * @throws ParameterException if an option or file is malformed, unreadable or doubled
   */
  Secrets secrets() {
    return secrets(false);
  }

  /**
   * Returns the run's secrets as {@link #secrets()} does, drawn at random also when {@code
   * personPlays}: a person at the terminal (match --human) must not be able to compute the bots'
   * hands from a known seed either.
   *
   * @param personPlays whether a person plays a seat
   * @return the secrets
   * @throws ParameterException if an option or file is malformed, unreadable or doubled
   */
  Secrets secrets(boolean personPlays) {
    CommandLine cl = mixee.commandLine();
    boolean external = anyExternal();
    boolean secret = external || personPlays;
    String seedText = secret("--seed", seed, "--seed-file", seedFile);
    long s;
    boolean seedDrawn = false;
    if (seedText == null) {
      seedDrawn = secret;
      s = secret ? Seeds.draw() : 1;
    } else {
      try {
        s = Seeds.parse(seedText);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(cl, (seed != null ? "--seed: "
            : "--seed-file " + seedFile + ": ") + e.getMessage());
      }
    }
    String keyText = secret("--key", key, "--key-file", keyFile);
    SeatKey k;
    boolean keyDrawn = false;
    if (keyText == null) {
      // a person who gave the seed knows the deals already: the key then replays from it
      keyDrawn = external || (personPlays && seedDrawn);
      k = keyDrawn ? SeatKey.draw(new SecureRandom()) : SeatKey.fromSeed(s);
    } else {
      try {
        k = SeatKey.parse(keyText);
      } catch (IllegalArgumentException e) {
        // a key read from a file is secret: the message does not quote it
        throw new ParameterException(cl, key != null ? "--key: " + e.getMessage()
            : "--key-file " + keyFile + " does not hold a key of 64 hexadecimal digits "
                + "(e.g. from 'openssl rand -hex 32')");
      }
    }
    List<String> visible = new ArrayList<>();
    if (seed != null) {
      visible.add("--seed");
    }
    if (key != null) {
      visible.add("--key");
    }
    if (external && !visible.isEmpty()) {
      cl.getErr().println("note: " + String.join(" and ", visible) + " on the command line can "
          + "be read by every program on this machine; give "
          + (visible.size() == 1 ? "it with " + visible.get(0) + "-file"
              : "them with --seed-file and --key-file") + " in a contest");
      cl.getErr().flush();
    }
    return new Secrets(s, seedDrawn, k, keyDrawn);
  }

  /**
   * Returns a secret given as an option or in a file (stripped of surrounding blanks), or null
   * if neither was given.
   */
  private String secret(String option, String value, String fileOption, Path file) {
    CommandLine cl = mixee.commandLine();
    if (value != null && file != null) {
      throw new ParameterException(cl, "give " + option + " or " + fileOption + ", not both");
    }
    if (file == null) {
      return value;
    }
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      char[] buf = new char[MAX_SECRET_FILE + 1];
      int n = 0;
      int got;
      while (n < buf.length && (got = r.read(buf, n, buf.length - n)) > 0) {
        n += got;
      }
      if (n > MAX_SECRET_FILE) {
        throw new ParameterException(cl, fileOption + " " + file + ": the file is longer than "
            + MAX_SECRET_FILE + " characters; it should hold the " + option.substring(2)
            + " alone");
      }
      return new String(buf, 0, n).strip();
    } catch (IOException | UncheckedIOException e) {
      String why = e instanceof NoSuchFileException ? "no such file"
          : e instanceof AccessDeniedException ? "permission denied"
          : e instanceof CharacterCodingException ? "not UTF-8 text"
          : String.valueOf(e.getMessage());
      throw new ParameterException(cl, fileOption + " " + file + ": cannot read it (" + why
          + ")");
    }
  }

  /** {@return whether an external bot was made, i.e. a program outside the process plays} */
  boolean anyExternal() {
    return !started.isEmpty();
  }

  /** {@return whether {@code spec} names an external bot (an {@code --engine})} */
  boolean isExternal(String spec) {
    return engines.containsKey(spec);
  }

  /**
   * Waits, when an external bot is in the run, until a library bot's move that began at {@code
   * startNanos} ({@link System#nanoTime}) has taken {@code --move-floor}, so that the time to its
   * move does not tell the external bot how long it thought. Returns at once when interrupted.
   */
  void padLibraryMove(long startNanos) {
    if (moveFloor <= 0 || !anyExternal()) {
      return;
    }
    long end = startNanos + moveFloor * 1_000_000L;
    for (long left = end - System.nanoTime(); left > 0 && !Thread.currentThread().isInterrupted();
        left = end - System.nanoTime()) {
      java.util.concurrent.locks.LockSupport.parkNanos(left);
    }
  }

  /**
   * Returns the line that says a contestant forfeited every deal it played, which makes the run
   * a failed one (exit code 1) as a bot that never started does.
   *
   * @param name the contestant's name
   * @param forfeits the deals it forfeited
   * @param deals the deals it played, at least 1
   * @param run what failed, e.g. {@code "run"} or {@code "match"}
   * @return the line, or empty if it did not forfeit every deal
   */
  static Optional<String> forfeitedAll(String name, int forfeits, int deals, String run) {
    return forfeits < deals || deals == 0 ? Optional.empty() : Optional.of(name
        + " forfeited every deal (" + forfeits + " of " + deals + "): the " + run + " failed");
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
   * @param deal the deal when the bot failed, with its players in their seats
   * @param tags the record's tags, without {@code Players} (the deal gives them)
   * @param who the forfeiting bot and its seat, e.g. {@code "seeded (seat 1)"}
   * @param failure what happened
   * @param result the score given
   */
  static GameRecord forfeitRecord(PlayedDeal deal, Map<String, String> tags, String who,
      BotFailure failure, DealResult result) {
    Map<String, String> t = new LinkedHashMap<>(tags);
    t.put("Result", "*");
    t.put("Termination", "forfeit");
    GameRecord r = GameRecord.of(deal, t);
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
        + result.notation() + " (" + result.outcome().code() + ")";
  }
}
