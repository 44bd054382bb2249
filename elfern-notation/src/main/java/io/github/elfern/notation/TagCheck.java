package io.github.elfern.notation;

import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The one check of a record's tag values, in the order of the specification's first-error rule
 * (Game, Variant, Suits, Players, Date, Deck, Seed, their agreement, replayability), and of the
 * {@code Result} tag against the termination marker: the reader ({@link Checker}) runs it on the
 * tags it read, {@link GameRecord#of} on the tags it is about to write, so that the library
 * writes no tag that it refuses to read.
 *
 * <p>A check gives the first error, or the rules, letters, deck and seat names the tags give.
 */
final class TagCheck {

  /** The first error, or null. */
  Diagnostic error;
  /** The note that the Deck is partial, or null. */
  Diagnostic partialNote;
  Rules rules;
  SuitSystem suits = SuitSystem.FRENCH;
  PartialDeck deck;
  /** The deck that the Seed gives (then equal to {@link #deck}), to deal without a copy. */
  Deck fullDeck;
  /** The names of {@code Players}, stripped; null without the tag. */
  String[] names;

  private TagCheck() {}

  /**
   * Checks the tag values of a record.
   *
   * @param tags the tags by name, with where each stands (0 for a record made in code)
   * @param firstLine where the record starts, for the errors of a missing tag
   * @param firstColumn where the record starts
   * @param strict whether the reader is strict (the spelling of the cards in {@code Deck})
   * @param rulesCache rules by {@code Game} and {@code Variant} already read, or null
   * @return the outcome: {@link #error} or the values
   */
  static TagCheck check(Map<String, RawRecord.RawTag> tags, int firstLine, int firstColumn,
      boolean strict, Map<String, Rules> rulesCache) {
    TagCheck t = new TagCheck();
    t.run(tags, firstLine, firstColumn, strict, rulesCache);
    return t;
  }

  private void fail(RawRecord.RawTag tag, EgnCode code, String message) {
    error = new Diagnostic(tag.line, tag.column, code, message);
  }

  private void run(Map<String, RawRecord.RawTag> tags, int firstLine, int firstColumn,
      boolean strict, Map<String, Rules> rulesCache) {
    RawRecord.RawTag game = tags.get("Game");
    if (game == null) {
      error = new Diagnostic(firstLine, firstColumn, EgnCode.MISSING_GAME,
          "missing Game tag: expected e.g. [Game \"elfern\"] (one of " + Preset.validIds() + ")");
      return;
    }
    RawRecord.RawTag variant = tags.get("Variant");
    rules = rules(game, variant, rulesCache);
    if (rules == null) {
      return;
    }
    RawRecord.RawTag suitsTag = tags.get("Suits");
    if (suitsTag != null) {
      error = alone(suitsTag, null);
      if (error != null) {
        return;
      }
      suits = SuitSystem.fromId(suitsTag.value).orElseThrow();
    }
    RawRecord.RawTag players = tags.get("Players");
    if (players != null) {
      error = alone(players, rules);
      if (error != null) {
        return;
      }
      names = playerNames(players.value);
    }
    RawRecord.RawTag date = tags.get("Date");
    if (date != null && (error = alone(date, null)) != null) {
      return;
    }
    RawRecord.RawTag deckTag = tags.get("Deck");
    if (deckTag != null) {
      DeckParse p = parseDeck(deckTag.value, rules, suits == SuitSystem.GERMAN, strict);
      if (p.code != null) {
        fail(deckTag, p.code, p.message);
        return;
      }
      deck = p.deck;
    }
    RawRecord.RawTag seedTag = tags.get("Seed");
    if (seedTag != null) {
      OptionalLong seed = SeedText.parse(seedTag.value);
      if (seed.isEmpty()) {
        error = alone(seedTag, null);
        return;
      }
      Deck dealt = Deck.shuffled(rules.deck(), seed.getAsLong());
      PartialDeck shuffled = PartialDeck.of(dealt);
      fullDeck = dealt;
      if (deck == null) {
        deck = shuffled;
      } else {
        int diff = firstDifference(deck, shuffled);
        if (diff >= 0) {
          RawRecord.RawTag later = isLater(seedTag, deckTag) ? seedTag : deckTag;
          fail(later, EgnCode.SEED_DECK_MISMATCH, "Seed " + echo(seedTag.value) + " and Deck disagree"
              + " at card " + (diff + 1) + ": the seed puts "
              + suits.notation(shuffled.card(diff).orElseThrow()) + " there, Deck has "
              + deck.card(diff).map(suits::notation).orElse("??"));
          return;
        }
      }
    }
    if (deck == null) {
      error = new Diagnostic(firstLine, firstColumn, EgnCode.NOT_REPLAYABLE,
          "neither Seed nor Deck: expected one of them so that the deal can be replayed");
      return;
    }
    if (!deck.isComplete()) {
      partialNote = new Diagnostic(deckTag.line, deckTag.column, EgnCode.PARTIAL_DECK,
          "the Deck shows " + (deck.size() - deck.unknownCount()) + " of " + deck.size()
              + " cards (?? for the others): only what the known cards prove is checked");
    }
  }

  /** The names of a {@code Players} value, stripped, as the reader reads them. */
  static String[] playerNames(String value) {
    String[] parts = value.split(";", -1);
    for (int i = 0; i < parts.length; i++) {
      parts[i] = parts[i].strip();
    }
    return parts;
  }

  /**
   * Checks the value of one tag as far as it can be checked alone: {@code Game} (a preset),
   * {@code Suits}, {@code Players} (no empty name; with {@code rules}, one name per seat), {@code
   * Date} and {@code Seed}; the other tags pass. The check of {@link #run} for these tags, and of
   * {@link GameRecord#checkTag} for a tag before the record is made.
   *
   * @param tag the tag, with where it stands
   * @param rules the record's rules, or null when not known
   * @return the error, or null
   */
  static Diagnostic alone(RawRecord.RawTag tag, Rules rules) {
    String v = tag.value;
    switch (tag.name) {
      case "Game":
        return Preset.fromId(v).isPresent() ? null : new Diagnostic(tag.line, tag.column,
            EgnCode.UNKNOWN_GAME, "unknown game '" + echo(v) + "': expected one of "
                + Preset.validIds());
      case "Suits":
        return SuitSystem.fromId(v).isPresent() ? null : new Diagnostic(tag.line, tag.column,
            EgnCode.BAD_TAG, "bad Suits: expected french or german, found '" + echo(v) + "'");
      case "Players":
        {
          String[] parts = playerNames(v);
          String expected = rules == null ? "names" : rules.players() + " names";
          for (int i = 0; i < parts.length; i++) {
            if (parts[i].isEmpty()) {
              return new Diagnostic(tag.line, tag.column, EgnCode.BAD_TAG, "bad Players: name "
                  + (i + 1) + " of '" + echo(v) + "' is empty; expected " + expected
                  + " separated by ';'");
            }
          }
          if (rules != null && parts.length != rules.players()) {
            return new Diagnostic(tag.line, tag.column, EgnCode.BAD_TAG, "bad Players: expected "
                + rules.players() + " names separated by ';' for " + rules.notation()
                + ", found " + parts.length + " in '" + echo(v) + "'");
          }
          return null;
        }
      case "Date":
        return isDate(v) ? null : new Diagnostic(tag.line, tag.column, EgnCode.BAD_TAG,
            "bad Date: expected YYYY.MM.DD with ?? for unknown parts, found '" + echo(v) + "'");
      case "Seed":
        return SeedText.parse(v).isPresent() ? null : new Diagnostic(tag.line, tag.column,
            EgnCode.BAD_DECK, "bad Seed: expected an unsigned 64-bit decimal integer "
                + "(0 to 18446744073709551615), found '" + echo(v) + "'");
      default:
        return null;
    }
  }

  private Rules rules(RawRecord.RawTag game, RawRecord.RawTag variant,
      Map<String, Rules> rulesCache) {
    String key = variant == null ? game.value : game.value + "\n" + variant.value;
    if (rulesCache != null) {
      Rules cached = rulesCache.get(key);
      if (cached != null) {
        return cached;
      }
    }
    Optional<Preset> preset = Preset.fromId(game.value);
    if (preset.isEmpty()) {
      error = alone(game, null);
      return null;
    }
    Rules r = Rules.of(preset.get());
    if (variant != null) {
      try {
        r = r.withVariants(variant.value);
      } catch (IllegalArgumentException e) {
        // Clip the echoes: a value may be 64 K characters long.
        fail(variant, EgnCode.BAD_VARIANT, "bad Variant '" + echo(variant.value)
            + "': " + Printable.clip(String.valueOf(e.getMessage()), 300));
        return null;
      }
    }
    if (rulesCache != null && rulesCache.size() < 256 && key.length() <= 256) {
      rulesCache.put(key, r);
    }
    return r;
  }

  /**
   * Checks the {@code Result} tag against the termination marker: the last check of a record,
   * after its movetext.
   *
   * @param result the {@code Result} tag, or null
   * @param marker the termination marker
   * @return the error, or null when the tag is absent or agrees
   */
  static Diagnostic result(RawRecord.RawTag result, String marker) {
    if (result == null || result.value.equals(marker)) {
      return null;
    }
    return new Diagnostic(result.line, result.column, EgnCode.RESULT_MISMATCH, "Result \""
        + echo(result.value) + "\" disagrees with the termination marker: expected " + marker);
  }

  /**
   * A tag value as a message quotes it: at most 200 characters (a value may have 64 K), its
   * control characters escaped (as every diagnostic's are).
   */
  private static String echo(String value) {
    return Printable.clip(value, 200);
  }

  private static boolean isLater(RawRecord.RawTag a, RawRecord.RawTag b) {
    return a.line != b.line ? a.line > b.line : a.column > b.column;
  }

  private static int firstDifference(PartialDeck deck, PartialDeck shuffled) {
    for (int i = 0; i < deck.size(); i++) {
      if (deck.index(i) >= 0 && deck.index(i) != shuffled.index(i)) {
        return i;
      }
    }
    return -1;
  }

  static boolean isDate(String v) {
    if (v.length() != 10 || v.charAt(4) != '.' || v.charAt(7) != '.') {
      return false;
    }
    String year = v.substring(0, 4);
    String month = v.substring(5, 7);
    String day = v.substring(8, 10);
    if (!year.equals("????") && !digits(year)) {
      return false;
    }
    if (!month.equals("??") && !(digits(month) && inRange(month, 1, 12))) {
      return false;
    }
    return day.equals("??") || (digits(day) && inRange(day, 1, 31));
  }

  private static boolean digits(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return !s.isEmpty();
  }

  private static boolean inRange(String s, int lo, int hi) {
    int v = Integer.parseInt(s);
    return v >= lo && v <= hi;
  }

  /** The outcome of reading a {@code Deck} value. */
  static final class DeckParse {
    PartialDeck deck;
    EgnCode code;
    String message;
  }

  static DeckParse parseDeck(String value, Rules rules, boolean german, boolean strict) {
    DeckParse p = new DeckParse();
    char[] w = value.toCharArray();
    byte[] buffer = new byte[w.length / 2 + 1];
    int count = 0;
    int i = 0;
    while (true) {
      while (i < w.length && (w[i] == ' ' || w[i] == '\t')) {
        i++;
      }
      if (i == w.length) {
        break;
      }
      int start = i;
      while (i < w.length && w[i] != ' ' && w[i] != '\t') {
        i++;
      }
      int card;
      if (i - start == 2 && w[start] == '?' && w[start + 1] == '?') {
        card = -1;
      } else {
        card = CardTokens.parse(w, start, i, german, strict, false);
        if (card == CardTokens.BAD) {
          p.code = EgnCode.BAD_CARD;
          p.message = "bad card in Deck (card " + (count + 1) + "): "
              + CardTokens.whyBad(new String(w, start, i - start), german, strict, false)
              + " or ?? for an unknown card";
          return p;
        }
      }
      buffer[count++] = (byte) card;
    }
    byte[] cards = java.util.Arrays.copyOf(buffer, count);
    int size = rules.deck().size();
    if (cards.length != size) {
      p.code = EgnCode.BAD_DECK;
      p.message = "Deck has " + cards.length + " cards: expected the " + size + " cards of "
          + rules.notation();
      return p;
    }
    int seen = 0;
    int deckMask = rules.deck().mask();
    for (i = 0; i < cards.length; i++) {
      int c = cards[i];
      if (c < 0) {
        continue;
      }
      if ((deckMask & (1 << c)) == 0) {
        p.code = EgnCode.BAD_DECK;
        p.message = "Deck holds " + CardTokens.notation(c, german) + " (card " + (i + 1)
            + "), which is not in the deck of " + rules.notation();
        return p;
      }
      if ((seen & (1 << c)) != 0) {
        p.code = EgnCode.BAD_DECK;
        p.message = "Deck holds " + CardTokens.notation(c, german) + " twice (again as card "
            + (i + 1)
            + "): expected a permutation of the " + size + " cards of " + rules.notation();
        return p;
      }
      seen |= 1 << c;
    }
    p.deck = PartialDeck.ofIndices(cards);
    return p;
  }
}
