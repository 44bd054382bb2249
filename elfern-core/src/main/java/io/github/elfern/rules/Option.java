package io.github.elfern.rules;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.card.internal.Messages;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A rule option as a typed key, in the spirit of OpenSpiel's game parameters: each option has a
 * {@link OptionKey} key (its text form in EGN), a value type, the values it accepts, the rule of a
 * {@link Preset} row that it sets, and so a default per preset: the row's own value of that rule.
 *
 * <pre>{@code
 * Rules r = Rules.preset("fuenfzehnern").with(Option.LEAD, LeadRestriction.STRICT);
 * r.option(Option.LEAD);                    // LeadRestriction.STRICT
 * Option.HEAD.defaultFor(Preset.ELFERN);    // false
 * Option.SEVEN_BEATS_ACE.defaultFor(Preset.ELFERN_APP); // true
 * }</pre>
 *
 * <p>Each option sets one rule, in one place: {@link #HAND} sets the hand size and its deal
 * batches, {@link #PLAYERS} the seats and the deck, and each other option the rule of the same
 * name.
 *
 * @param <T> the type of the option's values
 */
public final class Option<T> {

  /** Cards per hand: 6 (dealt 2-2-2), 5 (2-2, 2-2, 1-1) or 4 (2-2, 2-2) (Kiddle). */
  public static final Option<Integer> HAND =
      new Option<>(OptionKey.HAND, Integer.class, Integer::valueOf, String::valueOf,
          Preset::handSize, (b, n) -> b.deal(n, n == 6 ? new int[] {2, 2, 2}
              : n == 5 ? new int[] {2, 2, 1} : new int[] {2, 2}));

  /** Whether phase 2 obliges the follower to win the trick if able (Meyers). */
  public static final Option<Boolean> HEAD =
      bool(OptionKey.HEAD, Preset::mustHead, Preset.Builder::mustHead);

  /** Whether a seven following a led ace of its suit wins the trick (the app, the app's README). */
  public static final Option<Boolean> SEVEN_BEATS_ACE =
      bool(OptionKey.SEVEN_BEATS_ACE, Preset::sevenBeatsAce, Preset.Builder::sevenBeatsAce);

  /** Which card captures in Böhmischer Schneider (see {@link Capture}). */
  public static final Option<Capture> CAPTURE =
      new Option<>(OptionKey.CAPTURE, Capture.class,
          text -> Capture.valueOf(text.toUpperCase(java.util.Locale.ROOT)), Capture::value,
          Preset::capture, Preset.Builder::capture);

  /**
   * Seats in one deal: 4, or 3 with the diamonds removed from the row's deck (Parlett, Wikipedia's Fünfzehnern).
   */
  public static final Option<Integer> PLAYERS =
      new Option<>(OptionKey.PLAYERS, Integer.class, Integer::valueOf, String::valueOf,
          Preset::players,
          (b, n) -> b.players(n, n == 3
              ? b.currentDeck().minus(CardSet.ofMask(CardSet.suitMask(Suit.DIAMONDS)))
              : b.currentDeck()));

  /** The lead restriction of Fünfzehnern (see {@link LeadRestriction}). */
  public static final Option<LeadRestriction> LEAD =
      new Option<>(OptionKey.LEAD, LeadRestriction.class,
          text -> LeadRestriction.valueOf(text.toUpperCase(java.util.Locale.ROOT).replace('-', '_')),
          LeadRestriction::value, Preset::leadRestriction, Preset.Builder::leadRestriction);

  /** Whether Zwang may be announced (Fünfzehnern). */
  public static final Option<Boolean> ZWANG =
      bool(OptionKey.ZWANG, Preset::zwang, Preset.Builder::zwang);

  /** The settlement of Fünfzehnern (see {@link Settlement}). */
  public static final Option<Settlement> SETTLEMENT =
      new Option<>(OptionKey.SETTLEMENT, Settlement.class,
          text -> Settlement.valueOf(text.toUpperCase(java.util.Locale.ROOT)), Settlement::value,
          Preset::settlement, Preset.Builder::settlement);

  private static final List<Option<?>> ALL =
      List.of(HAND, HEAD, SEVEN_BEATS_ACE, CAPTURE, PLAYERS, LEAD, ZWANG, SETTLEMENT);

  private final OptionKey variant;
  private final Class<T> type;
  private final List<T> values;
  private final Function<T, String> format;
  private final Function<Preset, T> read;
  private final BiConsumer<Preset.Builder, T> apply;

  private Option(OptionKey variant, Class<T> type, Function<String, T> parse,
      Function<T, String> format, Function<Preset, T> read, BiConsumer<Preset.Builder, T> apply) {
    this.variant = variant;
    this.type = type;
    List<T> vs = new ArrayList<>();
    for (String text : variant.allowedValues()) {
      vs.add(parse.apply(text));
    }
    this.values = Collections.unmodifiableList(vs);
    this.format = format;
    this.read = read;
    this.apply = apply;
  }

  private static Option<Boolean> bool(OptionKey variant, Function<Preset, Boolean> read,
      BiConsumer<Preset.Builder, Boolean> apply) {
    return new Option<>(variant, Boolean.class, Boolean::valueOf, String::valueOf, read, apply);
  }

  /** {@return every option, in the canonical order of {@link OptionKey}} */
  public static List<Option<?>> all() {
    return ALL;
  }

  /**
   * {@return the typed option of an EGN key}
   *
   * @param variant the key
   */
  public static Option<?> of(OptionKey variant) {
    return ALL.get(variant.ordinal());
  }

  /** {@return the EGN key of this option} */
  public OptionKey optionKey() {
    return variant;
  }

  /** {@return the EGN key's text, e.g. {@code "seven-beats-ace"}} */
  public String key() {
    return variant.key();
  }

  /** {@return the type of the option's values} */
  public Class<T> type() {
    return type;
  }

  /** {@return the values this option accepts, in the order of {@link OptionKey#allowedValues()}} */
  public List<T> values() {
    return values;
  }

  /**
   * {@return the value of the option's rule in a preset's row: its default there}
   *
   * @param preset the preset
   */
  public T defaultFor(Preset preset) {
    return read.apply(java.util.Objects.requireNonNull(preset, "preset"));
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
   * @param text one of {@link OptionKey#allowedValues()}
   * @throws IllegalArgumentException if the text is none of them; the message names the key and
   *     the valid values
   */
  public T parse(String text) {
    Objects.requireNonNull(text, "text");
    int i = variant.allowedValues().indexOf(text);
    if (i < 0) {
      throw new IllegalArgumentException("bad value '" + abbreviate(text) + "' for variant key '"
          + key()
          + "' (valid: " + String.join(", ", variant.allowedValues()) + ")");
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
          + "' (valid: " + String.join(", ", variant.allowedValues()) + ")");
    }
    return value;
  }

  /** {@return {@code text} as an error message shows it: {@link Messages#clip}} */
  static String abbreviate(String text) {
    return Messages.clip(text);
  }

  /** {@return {@link #key()}} */
  @Override
  public String toString() {
    return key();
  }
}
