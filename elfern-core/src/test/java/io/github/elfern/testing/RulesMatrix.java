package io.github.elfern.testing;

import io.github.elfern.rules.Option;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Every preset of the rules matrix with every combination of its option values, spelled out from
 * the table of docs/rules.md#options (not from {@link Option}), for tests that
 * must cover them all.
 */
public final class RulesMatrix {
  private RulesMatrix() {}

  /** The option keys and values of each preset, as docs/rules.md#options lists them. */
  private static final String[][] STOCK_GAME_OPTIONS = {
    {"hand", "6", "5", "4"}, {"head", "false", "true"}, {"seven-beats-ace", "false", "true"}
  };

  /** Returns the text of every preset and option combination, e.g. {@code "elfern hand=5 head=true ..."}. */
  public static List<String> allTexts() {
    List<String> out = new ArrayList<>();
    for (String preset : List.of("elfern", "elfern-trumps", "elfern-app", "bohemian-points")) {
      combine(preset, STOCK_GAME_OPTIONS, 0, out);
    }
    combine("bohemian-schneider", new String[][] {{"capture", "next", "higher"}}, 0, out);
    combine(
        "fuenfzehnern",
        new String[][] {
          {"players", "4", "3"},
          {"lead", "none", "relaxed", "strict", "first-suit", "kastner", "parlett"},
          {"zwang", "true", "false"},
          {"settlement", "standard", "simplified"}
        },
        0,
        out);
    return out;
  }

  /** Returns {@link #allTexts()} parsed. */
  public static List<Rules> all() {
    List<Rules> out = new ArrayList<>();
    for (String t : allTexts()) {
      out.add(Rules.parse(t));
    }
    return out;
  }

  private static void combine(String prefix, String[][] options, int i, List<String> out) {
    if (i == options.length) {
      out.add(prefix);
      return;
    }
    for (int v = 1; v < options[i].length; v++) {
      combine(prefix + " " + options[i][0] + "=" + options[i][v], options, i + 1, out);
    }
  }
}
