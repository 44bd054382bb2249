package io.github.elfern.rules;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The text keys of the rule options that modify a preset ({@code head}, {@code lead}, ...), each
 * with the values it accepts, as EGN's {@code Variant} tag and {@link Rules#notation()} write
 * them. {@link Option} is the typed option of each key ({@link Option#of(OptionKey)}); a {@link
 * Preset} row lists the keys that apply to it. (The presets are the variants of the game.)
 */
public enum OptionKey {
  /** Cards per hand in the Elfern family: 6 (2-2-2), 5 (2-2, 2-2, 1-1) or 4 (2-2, 2-2) (Kiddle). */
  HAND("hand", List.of("6", "5", "4")),
  /** Phase 2 obliges the follower to win the trick if able (Meyers). */
  HEAD("head", List.of("false", "true")),
  /** A seven following a led ace of its suit wins the trick (the app, the app's README). */
  SEVEN_BEATS_ACE("seven-beats-ace", List.of("false", "true")),
  /** Which card captures in Böhmischer Schneider: {@code next} or {@code higher}. */
  CAPTURE("capture", List.of("next", "higher")),
  /** Players in Fünfzehnern: 4, or 3 with the diamonds removed (Parlett). */
  PLAYERS("players", List.of("4", "3")),
  /** The lead restriction of Fünfzehnern (see {@link LeadRestriction}). */
  LEAD(
      "lead",
      Arrays.stream(LeadRestriction.values()).map(LeadRestriction::value).toList()),
  /** Whether Zwang may be announced in Fünfzehnern. */
  ZWANG("zwang", List.of("true", "false")),
  /** The settlement of Fünfzehnern (see {@link Settlement}). */
  SETTLEMENT("settlement", List.of("standard", "simplified"));

  private final String key;
  private final List<String> values;

  OptionKey(String key, List<String> values) {
    this.key = key;
    this.values = values;
  }

  /** {@return the EGN key, e.g. {@code "seven-beats-ace"}} */
  public String key() {
    return key;
  }

  /** {@return the values this option accepts, in canonical spelling} */
  public List<String> allowedValues() {
    return values;
  }

  /** {@return whether this option is a boolean, so that a bare key means {@code true}} */
  public boolean isBoolean() {
    return values.contains("true");
  }

  /**
   * {@return whether this option applies to {@code preset}: whether its row lists the option}
   *
   * @param preset the preset
   */
  public boolean appliesTo(Preset preset) {
    return preset.options().contains(this);
  }

  /**
   * Returns the option with the given key, if there is one.
   *
   * @param key a key such as {@code "head"}
   * @return the option, or empty if no option has that key
   */
  public static Optional<OptionKey> fromKey(String key) {
    java.util.Objects.requireNonNull(key, "key");
    for (OptionKey v : values()) {
      if (v.key.equals(key)) {
        return Optional.of(v);
      }
    }
    return Optional.empty();
  }

  /** {@return {@link #key()}} */
  @Override
  public String toString() {
    return key;
  }
}
