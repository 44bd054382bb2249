package io.github.elfern.examples.cli;

import io.github.elfern.notation.SeedText;
import java.security.SecureRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * Parses seeds, unsigned 64-bit decimal integers as the EGN {@code Seed} tag holds them, and
 * draws the secret ones.
 */
final class Seeds {
  private Seeds() {}

  /**
   * Where {@link #draw()} takes its seeds from: a new {@link SecureRandom} each time (tests put a
   * fixed generator here to see a command draw through it).
   */
  static volatile Supplier<RandomGenerator> source = SecureRandom::new;

  /**
   * Draws a seed that nobody can predict, for a deal a person or another program plays: the seed
   * gives every card, the stock and the bots' choices, so it must not come from a generator whose
   * output can be guessed from earlier output or from the time.
   *
   * @return the seed, from a {@link SecureRandom}
   */
  static long draw() {
    return source.get().nextLong();
  }

  /**
   * Reads a seed.
   *
   * @param text the seed as written, ASCII digits
   * @return the seed, as an unsigned 64-bit integer in a {@code long}
   * @throws IllegalArgumentException naming the text and the range, if it is not such a number
   */
  static long parse(String text) {
    return SeedText.require(text);
  }
}
