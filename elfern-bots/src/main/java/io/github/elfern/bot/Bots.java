package io.github.elfern.bot;

import io.github.elfern.card.internal.Messages;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Makes bots by name, with options, as a command line or a configuration names them.
 *
 * <pre>{@code
 * Bot random = Bots.create("random");
 * Bot heuristic = Bots.create("heuristic");                      // endgame=solve
 * Bot mc = Bots.create("montecarlo samples=64 playout=heuristic solve-at=14");
 * Bot best = Bots.create("best move-time=10");                  // the strongest
 * }</pre>
 *
 * <p>Names and options:
 * <ul>
 *   <li>{@code random}: no options ({@link RandomBot}).
 *   <li>{@code heuristic}: {@code endgame=solve} (default) or {@code heuristic} ({@link
 *       HeuristicBot}).
 *   <li>{@code montecarlo}: {@code samples} (default 24), {@code playout} = {@code heuristic}
 *       (default) or {@code random}, {@code solve-at} (default 12) ({@link MonteCarloBot}).
 *   <li>{@code best}: the strongest bot, {@code iterations} (search iterations per choice
 *       while the stock lasts, default {@value BestBot#DEFAULT_ITERATIONS}), {@code samples}
 *       (worlds per choice where it samples and solves, default {@value
 *       BestBot#DEFAULT_SAMPLES}) and {@code move-time} (milliseconds per choice, default 0 = no
 *       limit) ({@link BestBot}).
 * </ul>
 * The {@code solver} is not a bot, since it sees every card: see {@link Contestant#parse(String)}.
 */
public final class Bots {

  private Bots() {}

  /** The names that {@link #create(String)} accepts, comma separated. */
  public static final String NAMES = "random, heuristic, montecarlo, best";

  /**
   * Makes the bot named by {@code spec}: a name, then {@code key=value} options separated by
   * spaces.
   *
   * @param spec e.g. {@code "montecarlo samples=64"}
   * @return the bot
   * @throws IllegalArgumentException on an unknown name, an unknown or repeated option or a bad
   *     value (a number is 1 to 9 ASCII digits, no sign); the message names it, quoting at most
   *     40 characters of the spec, and lists what is valid
   */
  public static Bot create(String spec) {
    String[] parts = Objects.requireNonNull(spec, "spec").strip().split("\\s+");
    String name = parts[0];
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 1; i < parts.length; i++) {
      int eq = parts[i].indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("bot option '" + clip(parts[i]) + "' in '"
            + clip(spec) + "' is not key=value");
      }
      if (options.put(parts[i].substring(0, eq), parts[i].substring(eq + 1)) != null) {
        throw new IllegalArgumentException("bot option '" + clip(parts[i].substring(0, eq))
            + "' is given twice in '" + clip(spec) + "'");
      }
    }
    switch (name) {
      case "random":
        checkKeys(spec, options);
        return RandomBot.INSTANCE;
      case "heuristic":
        {
          checkKeys(spec, options, "endgame");
          String endgame = options.getOrDefault("endgame", "solve");
          if (!endgame.equals("solve") && !endgame.equals("heuristic")) {
            throw new IllegalArgumentException("bot option endgame='" + clip(endgame) + "' in '"
                + clip(spec) + "' must be solve or heuristic");
          }
          return HeuristicBot.create(endgame.equals("solve"));
        }
      case "montecarlo":
        {
          checkKeys(spec, options, "samples", "playout", "solve-at");
          int samples = intOption(spec, options, "samples", 24);
          int solveAt = intOption(spec, options, "solve-at", 12);
          String playout = options.getOrDefault("playout", "heuristic");
          Bot p;
          if (playout.equals("heuristic")) {
            p = HeuristicBot.create(false);
          } else if (playout.equals("random")) {
            p = RandomBot.INSTANCE;
          } else {
            throw new IllegalArgumentException("bot option playout='" + clip(playout) + "' in '"
                + clip(spec) + "' must be heuristic or random");
          }
          return MonteCarloBot.create(samples, p, solveAt);
        }
      case "best":
        checkKeys(spec, options, "iterations", "samples", "move-time");
        return BestBot.create(
            intOption(spec, options, "iterations", BestBot.DEFAULT_ITERATIONS),
            intOption(spec, options, "samples", BestBot.DEFAULT_SAMPLES),
            intOption(spec, options, "move-time", 0));
      case "solver":
        throw new IllegalArgumentException("the solver sees every card, so it is not a bot: use "
            + "Contestant.parse(\"solver\") for analysis (bots: " + NAMES + ")");
      default:
        throw new IllegalArgumentException("unknown bot '" + clip(name) + "' (valid: " + NAMES
            + ")");
    }
  }

  private static void checkKeys(String spec, Map<String, String> options, String... valid) {
    for (String key : options.keySet()) {
      boolean ok = false;
      for (String v : valid) {
        ok |= v.equals(key);
      }
      if (!ok) {
        throw new IllegalArgumentException("unknown bot option '" + clip(key) + "' in '"
            + clip(spec) + "' (valid: " + (valid.length == 0 ? "none" : String.join(", ", valid)) + ")");
      }
    }
  }

  private static int intOption(String spec, Map<String, String> options, String key, int def) {
    String v = options.get(key);
    if (v == null) {
      return def;
    }
    // ASCII digits only: Integer.parseInt would also take a sign and other scripts' digits
    if (!v.matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException("bot option " + key + "='" + clip(v) + "' in '"
          + clip(spec) + "' is not a whole number of at most 9 digits 0-9");
    }
    return Integer.parseInt(v);
  }

  /** {@return {@code text} as a message quotes it: {@link Messages#clip}} */
  private static String clip(String text) {
    return Messages.clip(text);
  }
}
