package io.github.elfern.rules;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The complete rules of one game: a {@link Preset} row with its {@link Option options} set, and
 * every rule they imply as a named, typed property that the engine reads.
 *
 * <p>Rules are immutable values. The canonical text form lists the preset id and only the
 * options that differ from the preset's defaults, in the order of {@link Option#all()}; it parses back
 * to an equal value:
 *
 * <pre>{@code
 * Rules rules = Rules.preset("elfern").with("head", "true");
 * rules.notation();                        // "elfern head=true"
 * Rules.parse("elfern head").equals(rules) // true: a bare key means true
 * rules.mustHead();                        // true
 * rules.option(Option.HEAD);               // true, typed
 * Rules.preset("elfern").with(Option.HEAD, true).equals(rules); // true
 * }</pre>
 */
public final class Rules {

  private final Preset preset;
  private final Map<Option<?>, String> options; // every applicable option, canonical values
  private final Preset row; // the preset's row with the options applied

  // The rules the engine reads are the row's (its getters below delegate to it); only what
  // the row does not hold is derived here.
  private final int[] pointsByCard = new int[32];
  private final int totalPoints;

  private Rules(Preset preset, Map<Option<?>, String> options) {
    this.preset = preset;
    this.options = inCanonicalOrder(options);
    // The effective row: the preset's row with every option's rule set to its value.
    Preset.Builder b = preset.toRowBuilder();
    this.options.forEach((v, text) -> v.apply(b, text));
    Preset row;
    try {
      row = b.build();
    } catch (IllegalArgumentException e) {
      // a custom row whose options make it one the engine cannot deal: name the options too
      Map<Option<?>, String> row0 = defaults(preset);
      StringBuilder given = new StringBuilder();
      this.options.forEach((v, text) -> {
        if (!text.equals(row0.get(v))) {
          given.append(given.length() == 0 ? "" : " ").append(v.key()).append('=').append(text);
        }
      });
      throw new IllegalArgumentException(preset.id() + " " + given + ": " + e.getMessage(), e);
    }
    this.row = row;
    CardValues cardValues = row.cardValues();
    int total = 0;
    for (Card c : row.deck()) {
      pointsByCard[c.ordinal()] = cardValues.of(c);
      total += cardValues.of(c);
    }
    this.totalPoints = total;
  }

  /**
   * Returns the rules of a preset with its default options.
   *
   * @param id the id of one of {@link Preset#values()}, e.g. {@code elfern}
   * @return the rules
   * @throws IllegalArgumentException if no preset has that id (the message lists the valid ids)
   */
  public static Rules preset(String id) {
    Preset p =
        Preset.fromId(id)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown game '" + Option.abbreviate(id) + "' (valid: " + Preset.validIds() + ")"));
    return of(p);
  }

  /**
   * {@return the rules of {@code preset} with its default options}
   *
   * @param preset the preset
   */
  public static Rules of(Preset preset) {
    return new Rules(preset, defaults(preset));
  }

  /** {@return the default value of every option that applies to {@code preset}: its row's value} */
  private static Map<Option<?>, String> defaults(Preset preset) {
    Map<Option<?>, String> m = new LinkedHashMap<>();
    for (Option<?> v : preset.options()) {
      m.put(v, defaultText(v, preset));
    }
    return m;
  }

  /** {@return an unmodifiable copy of {@code options} that iterates in canonical order} */
  private static Map<Option<?>, String> inCanonicalOrder(Map<Option<?>, String> options) {
    Map<Option<?>, String> m = new LinkedHashMap<>();
    for (Option<?> v : Option.all()) {
      String text = options.get(v);
      if (text != null) {
        m.put(v, text);
      }
    }
    return Collections.unmodifiableMap(m);
  }

  private static <T> String defaultText(Option<T> option, Preset preset) {
    return option.format(option.defaultFor(preset));
  }

  /**
   * Parses the canonical text form {@code "id key=value ..."}, where a bare boolean key means
   * {@code true}; the inverse of {@link #notation()}.
   *
   * @param text e.g. {@code "fuenfzehnern lead=strict zwang=false"}
   * @return the rules
   * @throws IllegalArgumentException on an unknown id, an unknown or repeated key, or a bad value
   */
  public static Rules parse(String text) {
    String t = text.strip();
    int space = t.indexOf(' ');
    String id = space < 0 ? t : t.substring(0, space);
    Rules rules = preset(id);
    return space < 0 ? rules : rules.withVariants(t.substring(space + 1));
  }

  /**
   * Returns these rules with the options of an EGN {@code Variant} value applied: space-separated
   * {@code key=value} pairs, a bare boolean key meaning {@code true}.
   *
   * @param variants e.g. {@code "hand=5 head"}; blank means no change
   * @return the modified rules
   * @throws IllegalArgumentException on an unknown or repeated key or a bad value; the message
   *     names the key and the valid keys or values
   */
  public Rules withVariants(String variants) {
    Map<Option<?>, String> m = new LinkedHashMap<>(options);
    Set<Option<?>> seen = new HashSet<>();
    for (String pair : variants.strip().split("\\s+")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq);
      Option<?> v = keyOf(key);
      if (!seen.add(v)) {
        throw new IllegalArgumentException(
            "variant key '" + Option.abbreviate(key) + "' is given twice");
      }
      String value = eq < 0 ? null : pair.substring(eq + 1);
      if (value == null && !v.isBoolean()) {
        throw new IllegalArgumentException(
            "variant key '" + Option.abbreviate(key) + "' needs a value (valid: " + String.join(", ", v.textValues()) + ")");
      }
      m.put(v, checkValue(v, value == null ? "true" : value));
    }
    return new Rules(preset, m);
  }

  /**
   * Returns these rules with one option set.
   *
   * @param key an option key such as {@code "hand"}
   * @param value a value such as {@code "5"}
   * @return the modified rules
   * @throws IllegalArgumentException if the key does not apply to this preset or the value is bad
   */
  public Rules with(String key, String value) {
    Objects.requireNonNull(value, "value");
    return withText(keyOf(key), value);
  }

  /** {@return these rules with one option that applies to the preset set to a text value} */
  private Rules withText(Option<?> option, String value) {
    Map<Option<?>, String> m = new LinkedHashMap<>(options);
    m.put(option, checkValue(option, value));
    return new Rules(preset, m);
  }

  /**
   * Returns these rules with one option set to a typed value.
   *
   * <pre>{@code
   * Rules.preset("elfern").with(Option.HEAD, true).notation(); // "elfern head=true"
   * }</pre>
   *
   * @param <T> the option's value type
   * @param option the option
   * @param value one of {@link Option#values()}
   * @return the modified rules
   * @throws IllegalArgumentException if the option does not apply to this preset or the value is
   *     bad; the message names the key and the valid keys or values
   */
  public <T> Rules with(Option<T> option, T value) {
    String text = option.format(option.check(value));
    if (!option.appliesTo(preset)) {
      throw unknownKey(option.key());
    }
    return withText(option, text);
  }

  /**
   * Returns the value of an option's rule under these rules: the option's value when it applies
   * to the preset (its default unless changed), otherwise the rule the preset fixes (e.g. {@link
   * LeadRestriction#NONE} for {@link Option#LEAD} in Elfern).
   *
   * @param <T> the option's value type
   * @param option the option
   * @return its value
   */
  public <T> T option(Option<T> option) {
    return option.defaultFor(row);
  }

  /**
   * Tells whether a deal has a winner, who reaches {@link #winAt()}, rather than being settled
   * seat by seat against the average (Fünfzehnern); the scoring schedules read it.
   *
   * @return whether a deal has a winner
   */
  public boolean hasWinner() {
    return row.winAt() > 0;
  }

  private Option<?> keyOf(String key) {
    return Option.fromKey(key).filter(v -> v.appliesTo(preset))
        .orElseThrow(() -> unknownKey(key));
  }

  private IllegalArgumentException unknownKey(String key) {
    String valid =
        options.keySet().stream().map(Option::key).collect(Collectors.joining(", "));
    return new IllegalArgumentException(
        "unknown variant key '"
            + Option.abbreviate(key)
            + "' for "
            + preset.id()
            + " (valid: "
            + (valid.isEmpty() ? "none" : valid)
            + ")");
  }

  private static String checkValue(Option<?> v, String value) {
    v.parse(value);
    return value;
  }

  /** {@return the preset these rules are based on} */
  public Preset preset() {
    return preset;
  }

  /**
   * {@return the text value of every option that applies to the preset, defaults included, in
   * canonical order}
   */
  public Map<Option<?>, String> options() {
    return options;
  }

  /** {@return the options whose values differ from the preset's defaults, in canonical order} */
  public Map<Option<?>, String> changedOptions() {
    Map<Option<?>, String> defaults = defaults(preset);
    Map<Option<?>, String> m = new LinkedHashMap<>();
    options.forEach(
        (k, v) -> {
          if (!v.equals(defaults.get(k))) {
            m.put(k, v);
          }
        });
    return Collections.unmodifiableMap(m);
  }

  /**
   * Returns the canonical text form: the preset id, then {@code key=value} for each changed
   * option in the order of {@link Option#all()}.
   *
   * @return the canonical text form, e.g. {@code "elfern hand=5"}
   */
  public String notation() {
    StringBuilder sb = new StringBuilder(preset.id());
    changedOptions().forEach((k, v) -> sb.append(' ').append(k.key()).append('=').append(v));
    return sb.toString();
  }

  /** {@return the number of seats at the table in one deal: 2, 3 or 4} */
  public int players() {
    return row.players();
  }

  /** {@return the cards of this game's deck: 32, or 24 without diamonds for three-player Fünfzehnern} */
  public CardSet deck() {
    return row.deck();
  }

  /** {@return the number of cards each seat is dealt} */
  public int handSize() {
    return row.handSize();
  }

  /**
   * Returns the deal's batch sizes: in each round every seat, forehand first, takes that many
   * cards from the top. Elfern deals 2-2-2 (Kiddle, Braillespiel, the app's README), Böhmischer Schneider 3-3, and
   * Fünfzehnern 4-4 clockwise from eldest (our choice; the sources are silent).
   *
   * @return the batch sizes of one round of the deal
   */
  public List<Integer> dealBatches() {
    return row.dealBatches();
  }

  /** {@return whether cards remain as a stock from which players draw after each trick} */
  public boolean hasStock() {
    return row.handSize() * row.players() < row.deck().size();
  }

  /**
   * Tells whether the top card of the stock is turned after the deal to fix trumps. Our choice,
   * as in Schnapsen: the turned card lies face up under the stock and is drawn last.
   *
   * @return whether the top card of the stock is turned after the deal to fix trumps
   */
  public boolean turnsTrump() {
    return row.turnsTrump();
  }

  /** {@return what the follower must play while the stock is not empty (phase 1)} */
  public Obligation phase1Obligation() {
    return row.phase1Obligation();
  }

  /**
   * Returns what the follower must play once a trick is led with the stock empty (phase 2), or
   * throughout a game without a stock.
   *
   * @return the phase-2 obligation
   */
  public Obligation phase2Obligation() {
    return row.phase2Obligation();
  }

  /** {@return whether phase 2 obliges the follower to win the trick if able ({@code head}, Meyers)} */
  public boolean mustHead() {
    return row.mustHead();
  }

  /** {@return whether a seven following a led ace of its suit wins the trick (the app's README)} */
  public boolean sevenBeatsAce() {
    return row.sevenBeatsAce();
  }

  /** {@return which card of the suit led captures a trick} */
  public Capture capture() {
    return row.capture();
  }

  /** {@return what the cards count} */
  public CardValues cardValues() {
    return row.cardValues();
  }

  /**
   * {@return what {@code card} counts under these rules}
   *
   * @param card the card
   */
  public int points(Card card) {
    return pointsByCard[card.ordinal()];
  }

  /** {@return the points of all cards in the deck: 20, 120, 60, or 45 with three players} */
  public int totalPoints() {
    return totalPoints;
  }

  /** {@return the points needed to win a two-player deal: 11, or 61 with card points; 0 if none} */
  public int winAt() {
    return row.winAt();
  }

  /**
   * Returns the winner's points from which a win is double (schneider): 15 in Elfern, 16 in
   * Böhmischer Schneider, 90 with card points (the loser has 30 or fewer, our choice).
   *
   * @return the winner's points for a schneider
   */
  public int schneiderAt() {
    return row.schneiderAt();
  }

  /**
   * Tells whether a triple win (schwarz) needs the loser to take no trick (card points, our
   * choice) rather than the winner to take every point (honours games).
   *
   * @return whether schwarz means the loser took no trick
   */
  public boolean schwarzByTricks() {
    return row.schwarzByTricks();
  }

  /** {@return what an equal split means for the match} */
  public TieRule tieRule() {
    return row.tieRule();
  }

  /** {@return the lead restriction ({@link LeadRestriction#NONE} outside Fünfzehnern)} */
  public LeadRestriction leadRestriction() {
    return row.leadRestriction();
  }

  /** {@return whether Zwang may be announced} */
  public boolean zwang() {
    return row.zwang();
  }

  /** {@return the settlement of Fünfzehnern ({@link Settlement#STANDARD} elsewhere)} */
  public Settlement settlement() {
    return row.settlement();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rules && ((Rules) o).preset.equals(preset) && ((Rules) o).options.equals(options);
  }

  @Override
  public int hashCode() {
    return Objects.hash(preset, options);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
