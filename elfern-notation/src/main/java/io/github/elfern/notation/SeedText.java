package io.github.elfern.notation;

import java.util.OptionalLong;

/**
 * Reads a seed as written: the one rule for the EGN {@code Seed} tag (EGN.md §4), the
 * conformance protocol's seeds and the command line's {@code --seed}, an unsigned 64-bit decimal
 * integer in ASCII digits. The seed, read as an unsigned 64-bit integer in a {@code long}, is
 * what {@link io.github.elfern.card.Deck#shuffled(long)} and {@link
 * io.github.elfern.game.GameState#deal(io.github.elfern.rules.Rules, long)} take.
 *
 * <pre>{@code
 * long seed = SeedText.require("18446744073709551615");   // -1L, read unsigned
 * }</pre>
 */
public final class SeedText {

  private SeedText() {}

  /** What a seed is, for messages. */
  public static final String FORM = "an unsigned 64-bit decimal (0 to 18446744073709551615)";

  /**
   * Reads a seed.
   *
   * @param text the text, e.g. {@code "42"}
   * @return the seed as an unsigned 64-bit integer in a {@code long}, or empty if the text is not
   *     1 to 20 ASCII digits of a number below 2^64
   */
  public static OptionalLong parse(String text) {
    if (text.isEmpty() || text.length() > 20) {
      return OptionalLong.empty();
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) < '0' || text.charAt(i) > '9') {
        return OptionalLong.empty();
      }
    }
    try {
      return OptionalLong.of(Long.parseUnsignedLong(text));
    } catch (NumberFormatException e) {
      return OptionalLong.empty(); // 2^64 or more
    }
  }

  /**
   * Reads a seed, or refuses it naming the text (clipped and escaped) and the range.
   *
   * @param text the text
   * @return the seed as an unsigned 64-bit integer in a {@code long}
   * @throws IllegalArgumentException e.g. {@code seed '-5' is not an unsigned 64-bit decimal (0
   *     to 18446744073709551615)}
   */
  public static long require(String text) {
    OptionalLong seed = parse(text);
    if (seed.isEmpty()) {
      throw new IllegalArgumentException("seed '" + Printable.clip(text, 40) + "' is not "
          + FORM);
    }
    return seed.getAsLong();
  }
}
