package io.github.elfern.rules;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The games of the rules matrix, by the id that EGN's {@code Game} tag and {@link
 * Rules#preset(String)} use.
 */
public enum Preset {
  /** Elfern: two players, honours count, no trumps (seeds 000, 001). */
  ELFERN("elfern"),
  /** Elfern with a turned trump that is drawn last (seed 000, "Trump suit"). */
  ELFERN_TRUMPS("elfern-trumps"),
  /** Elfern as the app of seeds 002/003 states it: a seven beats a led ace; ties carry nothing. */
  ELFERN_APP("elfern-app"),
  /** Böhmischer Schneider, the honours game: the follower captures only with the next-higher card. */
  BOHEMIAN_SCHNEIDER("bohemian-schneider"),
  /** Böhmischer Schneider, the card-point game of Braillespiel (seed 001): A 11, T 10, K 4, Q 3, J 2. */
  BOHEMIAN_POINTS("bohemian-points"),
  /** Fünfzehnern: four (or three) players, all cards dealt, lead restrictions and Zwang (seed 004). */
  FUENFZEHNERN("fuenfzehnern");

  private final String id;

  Preset(String id) {
    this.id = id;
  }

  /** {@return the preset's id, e.g. {@code "elfern-trumps"}} */
  public String id() {
    return id;
  }

  /**
   * Returns the preset with the given id, if there is one.
   *
   * @param id an id such as {@code "elfern"}
   * @return the preset, or empty if no preset has that id
   */
  public static Optional<Preset> fromId(String id) {
    for (Preset p : values()) {
      if (p.id.equals(id)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** {@return the ids of all presets, comma separated, for error messages} */
  public static String validIds() {
    return Arrays.stream(values()).map(Preset::id).collect(Collectors.joining(", "));
  }

  /** {@return {@link #id()}} */
  @Override
  public String toString() {
    return id;
  }
}
