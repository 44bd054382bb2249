package io.github.elfern.examples.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the program names players for a person: a bot by a short name of its kind ("Heuristic
 * bot"), not by its spec with options, which goes where a reader needs it (a comment of a saved
 * record, a tooltip in the browser); and any name cut to {@link #SHOWN} characters with an
 * ellipsis where it is shown in a line or a column, so that a long name neither breaks the
 * alignment of a table nor buries the cards in a sentence.
 */
public final class PlayerNames {
  private PlayerNames() {}

  /** The most characters of a name that a display shows; a longer name ends in {@code …}. */
  public static final int SHOWN = 20;

  /**
   * Returns the short name of a bot from its spec: {@code "best iterations=6000 samples=16"} is
   * "Best bot", {@code "montecarlo samples=24"} "Monte Carlo bot", another kind its name
   * capitalised ("Seeded bot").
   *
   * @param spec the bot's spec, as {@code Bots.create} or {@code --engine} take it
   * @return its short name
   */
  public static String bot(String spec) {
    String kind = spec.strip().split("\\s+", 2)[0];
    switch (kind) {
      case "montecarlo":
        return "Monte Carlo bot";
      case "":
        return "Bot";
      default:
        String k = kind.length() > SHOWN ? kind.substring(0, SHOWN) : kind;
        return k.substring(0, 1).toUpperCase(Locale.ROOT) + k.substring(1) + " bot";
    }
  }

  /**
   * Returns the short names of several players, numbered where a short name repeats: the bots of
   * {@code specs} ("Random bot 2" and "Random bot 3" for two random bots in places 2 and 3), with
   * {@code person} for a place whose spec is null (its name, numbered by place when it contains
   * {@code %d}).
   *
   * @param specs each place's bot spec, or null for a person's place
   * @param person the name of a person's place, e.g. {@code "Player %d"} (places from 1)
   * @return one name per place
   */
  public static List<String> of(List<String> specs, String person) {
    Map<String, Integer> count = new HashMap<>();
    for (String s : specs) {
      if (s != null) {
        count.merge(bot(s), 1, Integer::sum);
      }
    }
    List<String> names = new ArrayList<>();
    for (int p = 0; p < specs.size(); p++) {
      String s = specs.get(p);
      if (s == null) {
        names.add(person.contains("%d") ? String.format(Locale.ROOT, person, p + 1) : person);
      } else {
        String b = bot(s);
        names.add(count.get(b) > 1 ? b + " " + (p + 1) : b);
      }
    }
    return names;
  }

  /**
   * Returns a name as a display shows it: at most {@link #SHOWN} characters (code points), a
   * longer one cut and ended with {@code …}.
   *
   * @param name the name
   * @return the name, or its first {@code SHOWN - 1} characters and {@code …}
   */
  public static String shown(String name) {
    if (name.codePointCount(0, name.length()) <= SHOWN) {
      return name;
    }
    return name.substring(0, name.offsetByCodePoints(0, SHOWN - 1)) + "…";
  }
}
