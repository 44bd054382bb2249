package io.github.elfern.rules;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.card.internal.Messages;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A rule option that modifies a preset, in the spirit of OpenSpiel's game parameters: each
 * option has a text key ({@code head}, {@code lead}, ...) and text values, as EGN's {@code
 * Variant} tag and {@link Rules#notation()} write them, a value type with the typed values they
 * stand for, the rule of a {@link Preset} row that it sets, and so a default per preset: the
 * row's own value of that rule. A preset row lists the options that apply to it ({@link
 * Preset#options()}). (The presets are the variants of the game.)
 *
 * <pre>{@code
 * Rules r = Rules.preset("fuenfzehnern").with(Option.LEAD, LeadRestriction.STRICT);
 * r.option(Option.LEAD);                    // LeadRestriction.STRICT
 * Option.HEAD.defaultFor(Preset.ELFERN);    // false
 * Option.SEVEN_BEATS_ACE.defaultFor(Preset.ELFERN_APP); // true
 * Option.fromKey("lead");                   // Optional[lead], i.e. Option.LEAD
 * Option.LEAD.textValues();                 // [none, relaxed, strict, first-suit, kastner, parlett]
 * }</pre>
 *
 * <p>Each option sets one rule, in one place: {@link #HAND} sets the hand size and its deal
 * batches, {@link #PLAYERS} the seats and the deck, and each other option the rule of the same
 * name. The options are the constants below, one object each, so that they compare by identity;
 * {@link #all()} lists them in their canonical order, the order in which {@link
 * Rules#notation()} and EGN write them.
 *
 * @param <T> the type of the option's values
 */
public final class Option<T> {

  /** Cards per hand: 6 (dealt 2-2-2), 5 (2-2, 2-2, 1-1) or 4 (2-2, 2-2) (Kiddle). */
  public static final Option<Integer> HAND =
      new Option<>(0, "hand", List.of("6", "5", "4"), Integer.class, Integer::valueOf,
          String::valueOf, Preset::handSize, (b, n) -> b.deal(n, n == 6 ? new int[] {2, 2, 2}
              : n == 5 ? new int[] {2, 2, 1} : new int[] {2, 2}));

  /** Whether phase 2 obliges the follower to win the trick if able (Meyers). */
  public static final Option<Boolean> HEAD =
      bool(1, "head", List.of("false", "true"), Preset::mustHead, Preset.Builder::mustHead);

  /** Whether a seven following a led ace of its suit wins the trick (the app, the app's README). */
  public static final Option<Boolean> SEVEN_BEATS_ACE =
      bool(2, "seven-beats-ace", List.of("false", "true"), Preset::sevenBeatsAce,
          Preset.Builder::sevenBeatsAce);

  /** Which card captures in Böhmischer Schneider: {@code next} or {@code higher} (see {@link Capture}). */
  public static final Option<Capture> CAPTURE =
      new Option<>(3, "capture", List.of("next", "higher"), Capture.class,
          text -> Capture.valueOf(text.toUpperCase(Locale.ROOT)), Capture::value,
          Preset::capture, Preset.Builder::capture);

  /**
   * Seats in one deal: 4, or 3 with the diamonds removed from the row's deck (Parlett, Wikipedia's Fünfzehnern).
   */
  public static final Option<Integer> PLAYERS =
      new Option<>(4, "players", List.of("4", "3"), Integer.class, Integer::valueOf,
          String::valueOf, Preset::players,
          (b, n) -> b.players(n, n == 3
              ? b.currentDeck().minus(CardSet.ofMask(CardSet.suitMask(Suit.DIAMONDS)))
              : b.currentDeck()));

  /** The lead restriction of Fünfzehnern (see {@link LeadRestriction}). */
  public static final Option<LeadRestriction> LEAD =
      new Option<>(5, "lead",
          Arrays.stream(LeadRestriction.values()).map(LeadRestriction::value).toList(),
          LeadRestriction.class,
          text -> LeadRestriction.valueOf(text.toUpperCase(Locale.ROOT).replace('-', '_')),
          LeadRestriction::value, Preset::leadRestriction, Preset.Builder::leadRestriction);

  /** Whether Zwang may be announced (Fünfzehnern). */
  public static final Option<Boolean> ZWANG =
      bool(6, "zwang", List.of("true", "false"), Preset::zwang, Preset.Builder::zwang);

  /** The settlement of Fünfzehnern: {@code standard} or {@code simplified} (see {@link Settlement}). */
  public static final Option<Settlement> SETTLEMENT =
      new Option<>(7, "settlement", List.of("standard", "simplified"), Settlement.class,
          text -> Settlement.valueOf(text.toUpperCase(Locale.ROOT)), Settlement::value,
          Preset::settlement, Preset.Builder::settlement);

  // in canonical order: each option's index is its position here
  private static final List<Option<?>> ALL =
      List.of(HAND, HEAD, SEVEN_BEATS_ACE, CAPTURE, PLAYERS, LEAD, ZWANG, SETTLEMENT);

  /** Options in the canonical order of {@link #all()}. */
  static final Comparator<Option<?>> CANONICAL = Comparator.comparingInt(o -> o.index);

  private final int index;
  private final String key;
  private final List<String> textValues;
  private final Class<T> type;
  private final List<T> values;
  private final Function<T, String> format;
  private final Function<Preset, T> read;
  private final BiConsumer<Preset.Builder, T> apply;

  private Option(int index, String key, List<String> textValues, Class<T> type,
      Function<String, T> parse, Function<T, String> format, Function<Preset, T> read,
      BiConsumer<Preset.Builder, T> apply) {
    this.index = index;
    this.key = key;
    this.textValues = List.copyOf(textValues);
    this.type = type;
    List<T> vs = new ArrayList<>();
    for (String text : textValues) {
      vs.add(parse.apply(text));
    }
    this.values = Collections.unmodifiableList(vs);
    this.format = format;
    this.read = read;
    this.apply = apply;
  }

  private static Option<Boolean> bool(int index, String key, List<String> textValues,
      Function<Preset, Boolean> read, BiConsumer<Preset.Builder, Boolean> apply) {
    return new Option<>(index, key, textValues, Boolean.class, Boolean::valueOf, String::valueOf,
        read, apply);
  }

  /** {@return every option, in canonical order: the order in which EGN writes them} */
  public static List<Option<?>> all() {
    return ALL;
  }

  /**
   * Returns the option with the given text key, if there is one.
   *
   * @param key a key such as {@code "head"}
   * @return the option, or empty if no option has that key
   */
  public static Optional<Option<?>> fromKey(String key) {
    Objects.requireNonNull(key, "key");
    for (Option<?> o : ALL) {
      if (o.key.equals(key)) {
        return Optional.of(o);
      }
    }
    return Optional.empty();
  }

  /** {@return the text key, as EGN writes it, e.g. {@code "seven-beats-ace"}} */
  public String key() {
    return key;
  }

  /**
   * {@return the text values this option accepts, in canonical spelling and in the order of
   * {@link #values()}}
   */
  public List<String> textValues() {
    return textValues;
  }

  /** {@return whether this option is a boolean, so that a bare key in EGN means {@code true}} */
  public boolean isBoolean() {
    return type == Boolean.class;
  }

  /**
   * {@return whether this option applies to {@code preset}: whether its row lists the option}
   *
   * @param preset the preset
   */
  public boolean appliesTo(Preset preset) {
    return preset.options().contains(this);
  }

  /** {@return the type of the option's values} */
  public Class<T> type() {
    return type;
  }

  /** {@return the values this option accepts, in the order of {@link #textValues()}} */
  public List<T> values() {
    return values;
  }

  /**
   * {@return the value of the option's rule in a preset's row: its default there}
   *
   * @param preset the preset
   */
  public T defaultFor(Preset preset) {
    return read.apply(Objects.requireNonNull(preset, "preset"));
  }

  /**
   * {@return the text form of a value, as EGN writes it}
   *
   * @param value one of {@link #values()}
   * @throws IllegalArgumentException if the value is not one of them
   */
  public String format(T value) {
    check(value);
    return format.apply(value);
  }

  /**
   * {@return the value of a text form}
   *
   * @param text one of {@link #textValues()}
   * @throws IllegalArgumentException if the text is none of them; the message names the key and
   *     the valid values
   */
  public T parse(String text) {
    Objects.requireNonNull(text, "text");
    int i = textValues.indexOf(text);
    if (i < 0) {
      throw new IllegalArgumentException("bad value '" + abbreviate(text) + "' for variant key '"
          + key()
          + "' (valid: " + String.join(", ", textValues) + ")");
    }
    return values.get(i);
  }

  /** {@return whether the row's own value of the rule is one that this option accepts} */
  boolean allows(Preset preset) {
    return values.contains(read.apply(preset));
  }

  /** Sets the option's rule in a row to the value of {@code text}, already checked. */
  void apply(Preset.Builder row, String text) {
    apply.accept(row, parse(text));
  }

  /** {@return {@code value}, if this option accepts it} */
  T check(T value) {
    Objects.requireNonNull(value, "value");
    if (!values.contains(value)) {
      throw new IllegalArgumentException("bad value '" + value + "' for variant key '" + key()
          + "' (valid: " + String.join(", ", textValues) + ")");
    }
    return value;
  }

  /** {@return {@code text} as an error message shows it: {@link Messages#clip}} */
  static String abbreviate(String text) {
    return Messages.clip(text);
  }

  /** {@return whether {@code o} is this option: each option is one object} */
  @Override
  public boolean equals(Object o) {
    return this == o;
  }

  /** {@return a hash of the key, the same in every run} */
  @Override
  public int hashCode() {
    return key.hashCode();
  }

  /** {@return {@link #key()}} */
  @Override
  public String toString() {
    return key;
  }
}
