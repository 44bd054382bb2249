package io.github.elfern.examples.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * Finds the program's English words in a text meant to be German: every word of the English
 * bundle that the German bundle does not also use (Zwang, Ober, Daus, Stock, EGN... are words of
 * both), and a few common English words, so that a German screen or transcript can be checked
 * for words left untranslated. Card tokens (AS, TH) are left out: they are letters, not words.
 */
public final class EnglishWords {
  private EnglishWords() {}

  private static final Set<String> ENGLISH = english();

  private static Set<String> english() {
    Set<String> english = words(values(""));
    english.removeAll(words(values("_de")));
    english.addAll(Set.of("you", "your", "the", "and", "wins", "win", "draws", "draw", "plays",
        "play", "trick", "points", "point", "hearts", "acorns", "leaves", "bells", "legal",
        "lead", "leads", "turned", "trumps", "player", "seat", "deal", "new", "next", "result",
        "follow", "turn", "over", "cards", "card", "replay", "record", "watch"));
    english.removeAll(Set.of("bot", "elfern"));
    return english;
  }

  private static String values(String suffix) {
    Properties p = new Properties();
    try (InputStream in = EnglishWords.class.getResourceAsStream(
        "/io/github/elfern/examples/text/texts" + suffix + ".properties")) {
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    StringBuilder sb = new StringBuilder();
    p.values().forEach(v -> sb.append(v).append(' '));
    return sb.toString();
  }

  /** {@return the words of a text: runs of letters, in lower case, without arguments {0}} */
  public static Set<String> words(String text) {
    Set<String> w = new TreeSet<>();
    for (String s : text.replaceAll("\\{[0-9]}", " ").split("[^\\p{L}]+")) {
      if (s.length() > 1) {
        w.add(s.toLowerCase(Locale.ROOT));
      }
    }
    return w;
  }

  /** {@return the English words in a text, its card tokens (AS, TH, OH=Z) left out} */
  public static Set<String> in(String text) {
    Set<String> found = words(text.replaceAll("\\b[AKQJOUT987][CSHDEGL]\\b", " "));
    found.retainAll(ENGLISH);
    return found;
  }
}
