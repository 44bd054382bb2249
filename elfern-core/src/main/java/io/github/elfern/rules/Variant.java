package io.github.elfern.rules;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The rule options that modify a preset: the keys of EGN's {@code Variant} tag, each with the
 * values it accepts and the presets it applies to.
 */
public enum Variant {
  /** Cards per hand in the Elfern family: 6 (2-2-2), 5 (2-2, 2-2, 1-1) or 4 (2-2, 2-2) (seed 000). */
  HAND("hand", List.of("6", "5", "4"), stockGames()),
  /** Phase 2 obliges the follower to win the trick if able (Meyers). */
  HEAD("head", List.of("false", "true"), stockGames()),
  /** A seven following a led ace of its suit wins the trick (the app, seed 003). */
  SEVEN_BEATS_ACE("seven-beats-ace", List.of("false", "true"), stockGames()),
  /** Which card captures in Böhmischer Schneider: {@code next} or {@code higher}. */
  CAPTURE("capture", List.of("next", "higher"), EnumSet.of(Preset.BOHEMIAN_SCHNEIDER)),
  /** Players in Fünfzehnern: 4, or 3 with the diamonds removed (Parlett). */
  PLAYERS("players", List.of("4", "3"), EnumSet.of(Preset.FUENFZEHNERN)),
  /** The lead restriction of Fünfzehnern (see {@link LeadRestriction}). */
  LEAD(
      "lead",
      Arrays.stream(LeadRestriction.values()).map(LeadRestriction::value).toList(),
      EnumSet.of(Preset.FUENFZEHNERN)),
  /** Whether Zwang may be announced in Fünfzehnern. */
  ZWANG("zwang", List.of("true", "false"), EnumSet.of(Preset.FUENFZEHNERN)),
  /** The settlement of Fünfzehnern (see {@link Settlement}). */
  SETTLEMENT("settlement", List.of("standard", "simplified"), EnumSet.of(Preset.FUENFZEHNERN));

  private final String key;
  private final List<String> values;
  private final Set<Preset> presets;

  Variant(String key, List<String> values, Set<Preset> presets) {
    this.key = key;
    this.values = values;
    this.presets = presets;
  }

  private static Set<Preset> stockGames() {
    return EnumSet.of(
        Preset.ELFERN, Preset.ELFERN_TRUMPS, Preset.ELFERN_APP, Preset.BOHEMIAN_POINTS);
  }

  /** {@return the EGN key, e.g. {@code "seven-beats-ace"}} */
  public String key() {
    return key;
  }

  /** {@return the values this option accepts, in canonical spelling, the usual default first} */
  public List<String> allowedValues() {
    return values;
  }

  /** {@return whether this option is a boolean, so that a bare key means {@code true}} */
  public boolean isBoolean() {
    return values.contains("true");
  }

  /**
   * {@return whether this option applies to {@code preset}}
   *
   * @param preset the preset
   */
  public boolean appliesTo(Preset preset) {
    return presets.contains(preset);
  }

  /**
   * Returns the option with the given key, if there is one.
   *
   * @param key a key such as {@code "head"}
   * @return the option, or empty if no option has that key
   */
  public static Optional<Variant> fromKey(String key) {
    for (Variant v : values()) {
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
