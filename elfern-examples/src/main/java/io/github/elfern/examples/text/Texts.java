package io.github.elfern.examples.text;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.Diagnostic;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.TreeMap;

/**
 * The words that the terminal and the web page show a person, in one language and one suit
 * system: prompts, rule names, results, and the library's refusals and record errors, which it
 * translates by their stable codes ({@link IllegalPlayException#violation()}, {@link
 * Diagnostic#code()}).
 *
 * <p>The words live in the resource bundle {@value #BUNDLE} ({@code texts.properties} in English,
 * {@code texts_de.properties} in German); a third language is one more file there and an entry in
 * {@link #LANGUAGES}. A text's arguments are written {@code {0}}, {@code {1}}...: a plain
 * replacement (no {@link java.text.MessageFormat} quoting), the same as the web page does with the
 * bundle it gets as JSON.
 */
public final class Texts {

  /** The base name of the bundle. */
  public static final String BUNDLE = "io.github.elfern.examples.text.texts";

  /** The languages that have a bundle, by their ISO 639 code, the default first. */
  public static final List<String> LANGUAGES = List.of("en", "de");

  private static final ResourceBundle.Control NO_FALLBACK =
      ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

  private final String language;
  private final SuitSystem suits;
  private final ResourceBundle bundle;

  private Texts(String language, SuitSystem suits) {
    this.language = language;
    this.suits = suits;
    // English is the root bundle: no lookup falls back to the machine's default locale
    this.bundle = ResourceBundle.getBundle(BUNDLE,
        language.equals("en") ? Locale.ROOT : Locale.forLanguageTag(language), NO_FALLBACK);
  }

  /**
   * Returns the words of a language, with cards in the letters of {@code suits}.
   *
   * @param language an ISO 639 code of {@link #LANGUAGES}, e.g. {@code "de"}
   * @param suits the letters of the cards
   * @return the words
   * @throws IllegalArgumentException if the language has no bundle
   */
  public static Texts of(String language, SuitSystem suits) {
    return new Texts(language(language), suits);
  }

  /**
   * Checks a language code.
   *
   * @param language a language code as a person types it, e.g. {@code "de"} or {@code "DE"}
   * @return the code in lower case
   * @throws IllegalArgumentException if it names no language of {@link #LANGUAGES}
   */
  public static String language(String language) {
    String l = language.strip().toLowerCase(Locale.ROOT);
    if (!LANGUAGES.contains(l)) {
      throw new IllegalArgumentException("the language must be one of "
          + String.join(", ", LANGUAGES) + ", not '" + (l.length() > 12 ? l.substring(0, 12)
          + "..." : l) + "'");
    }
    return l;
  }

  /**
   * Picks the first language of {@link #LANGUAGES} that a list of preferences names, as an HTTP
   * {@code Accept-Language} header or a browser's {@code navigator.languages} gives them ({@code
   * de-AT,de;q=0.9,en;q=0.8}), else English.
   *
   * @param preferences the header's value; may be empty
   * @return a code of {@link #LANGUAGES}
   */
  public static String preferred(String preferences) {
    String best = "en";
    double weight = -1;
    for (String part : preferences.split(",")) {
      String[] p = part.strip().split(";");
      String tag = p[0].strip().toLowerCase(Locale.ROOT);
      String primary = tag.split("-")[0];
      double q = 1;
      for (int i = 1; i < p.length; i++) {
        String x = p[i].strip();
        if (x.startsWith("q=")) {
          try {
            q = Double.parseDouble(x.substring(2));
          } catch (NumberFormatException e) {
            q = 0;
          }
        }
      }
      if (LANGUAGES.contains(primary) && q > 0 && q > weight) {
        best = primary;
        weight = q;
      }
    }
    return best;
  }

  /** {@return the language's ISO 639 code} */
  public String language() {
    return language;
  }

  /** {@return the letters the cards are shown in} */
  public SuitSystem suits() {
    return suits;
  }

  /** {@return the same words with cards in other letters} */
  public Texts withSuits(SuitSystem other) {
    return other == suits ? this : new Texts(language, other);
  }

  /**
   * Returns a text with its arguments put in.
   *
   * @param key the text's key
   * @param args the values of {@code {0}}, {@code {1}}...
   * @return the text
   * @throws MissingResourceException if the bundle has no such key
   */
  public String get(String key, Object... args) {
    return format(bundle.getString(key), args);
  }

  /** Puts {@code args} in for {@code {0}}, {@code {1}}... in {@code pattern}. */
  static String format(String pattern, Object... args) {
    if (args.length == 0 || pattern.indexOf('{') < 0) {
      return pattern;
    }
    StringBuilder sb = new StringBuilder(pattern.length() + 16);
    int i = 0;
    while (i < pattern.length()) {
      char c = pattern.charAt(i);
      int close = c == '{' ? pattern.indexOf('}', i) : -1;
      if (close > i + 1 && close <= i + 3) {
        String n = pattern.substring(i + 1, close);
        if (n.chars().allMatch(Character::isDigit) && Integer.parseInt(n) < args.length) {
          sb.append(args[Integer.parseInt(n)]);
          i = close + 1;
          continue;
        }
      }
      sb.append(c);
      i++;
    }
    return sb.toString();
  }

  /** {@return every key and text of this language's bundle (with the root's), sorted by key} */
  public Map<String, String> all() {
    Map<String, String> m = new TreeMap<>();
    for (String k : Collections.list(bundle.getKeys())) {
      m.put(k, bundle.getString(k));
    }
    return m;
  }

  /** {@return a card's token in the letters shown, e.g. {@code OH}} */
  public String card(Card card) {
    return suits.notation(card);
  }

  /** {@return the tokens of a set of cards in canonical order, separated by spaces} */
  public String cards(Iterable<Card> cards) {
    StringBuilder sb = new StringBuilder();
    for (Card c : cards) {
      sb.append(sb.length() == 0 ? "" : " ").append(card(c));
    }
    return sb.toString();
  }

  /** {@return a move's token, e.g. {@code OH=Z}} */
  public String move(Move move) {
    return card(move.card()) + (move.isZwang() ? "=Z" : "");
  }

  /** {@return a suit's name in the letters shown, e.g. "hearts", "Herz", "Eichel"} */
  public String suit(Suit suit) {
    return get("suit." + system() + "." + suit.name().toLowerCase(Locale.ROOT));
  }

  /** {@return a rank's name in the letters shown, e.g. "queen", "Ober"} */
  public String rank(Rank rank) {
    return get("rank." + system() + "." + rank.name().toLowerCase(Locale.ROOT));
  }

  /** {@return a card's name for a person, e.g. "queen of hearts", "Herz-Ober"} */
  public String cardName(Card card) {
    return get("card.name", rank(card.rank()), suit(card.suit()));
  }

  private String system() {
    return suits == SuitSystem.GERMAN ? "german" : "french";
  }

  /**
   * Says why the seat of {@code view} may not play what {@link IllegalPlayException} refused,
   * by its {@link IllegalPlayException#violation() violation}, without the seat's name, e.g.
   * "must follow hearts (holds KH 9H) but played 7S" or "muss Herz bedienen (hat KH 9H), nicht
   * 7S". It names only cards that the seat sees: the card it tried, its own hand and its legal
   * moves. In English these are the library's own words, {@link IllegalPlayException#reason(
   * SuitSystem)}.
   *
   * @param e the refusal
   * @param view what the refused seat sees, in the position the move was refused in
   * @return the reason
   */
  public String refusal(IllegalPlayException e, PlayerView view) {
    List<Move> legal = e.legalMoves();
    Suit led = view.currentTrick().isEmpty() ? null : view.currentTrick().get(0).card().suit();
    Suit trump = view.trumpSuit().orElse(null);
    CardSet hand = view.hand();
    CardSet legalCards = CardSet.EMPTY;
    for (Move m : legal) {
      legalCards = legalCards.with(m.card());
    }
    if (language.equals("en")) {
      // the library's own words are English, and name the rule's details (a lead restriction's
      // name and why it binds): the English file's texts say the same in fewer words
      return e.reason(suits);
    }
    String code = e.violation().code();
    return switch (e.violation()) {
      case NOT_IN_HAND -> get("refusal." + code, card(e.card()), cards(hand));
      case MUST_FOLLOW -> get("refusal." + code, card(e.card()),
          led == null ? "" : suit(led), cards(led == null ? hand : hand.ofSuit(led)));
      case MUST_TRUMP -> get("refusal." + code, card(e.card()), led == null ? "" : suit(led),
          cards(legalCards), trump == null ? "" : suit(trump));
      case MUST_HEAD, MUST_PLAY_ACE, LEAD_RESTRICTED, ZWANG_NOT_ALLOWED ->
          get("refusal." + code, card(e.card()), cards(legalCards));
    };
  }

  /**
   * {@return the legal moves' tokens, separated by spaces, or "-" for none}
   *
   * @param legal the moves
   */
  public String moves(List<Move> legal) {
    StringBuilder sb = new StringBuilder();
    for (Move m : legal) {
      sb.append(sb.length() == 0 ? "" : " ").append(move(m));
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }

  /**
   * Says what an EGN record's error or note means, by its {@link Diagnostic#code() code}: a
   * sentence in this language, with the place and the code, e.g. "line 1, column 1: the record
   * gives neither a Seed nor a Deck, so its cards are not known and it cannot be replayed
   * (not-replayable: ...)"; the library's own words (English) follow in brackets where they add
   * the detail.
   *
   * @param d the diagnostic
   * @return the sentence
   */
  public String diagnostic(Diagnostic d) {
    String key = "egn." + d.code().code();
    String sentence = bundle.containsKey(key) ? get(key) : d.code().code();
    return get("egn.at", d.line(), d.column(), sentence, d.code().code() + ": " + d.message());
  }
}
