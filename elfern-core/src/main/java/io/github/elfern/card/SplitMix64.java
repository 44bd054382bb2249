package io.github.elfern.card;

import java.util.random.RandomGenerator;

/**
 * The SplitMix64 generator of the portable shuffle, with {@link #uniform(int)} exactly as the EGN
 * specification defines it, so that seeds give the same decks and playouts in every language.
 *
 * <p>A generator is mutable and not thread-safe, like every {@link RandomGenerator}; give each
 * thread its own. From state 0 the first {@link #nextLong()} is {@code 0xe220a8397b1dcdafL}.
 */
public final class SplitMix64 implements RandomGenerator {

  private long state;

  /**
   * Creates a generator whose state starts at {@code seed}, read as an unsigned 64-bit integer.
   *
   * @param seed the initial state
   */
  public SplitMix64(long seed) {
    this.state = seed;
  }

  /** {@return the next 64 bits of the sequence} */
  @Override
  public long nextLong() {
    long z = (state += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Returns a number from 0 to {@code n - 1}: {@code ((next() >>> 32) * n) >>> 32}, the
   * portable shuffle's reduction (one call to {@link #nextLong()}).
   *
   * @param n the number of outcomes, at least 1
   * @return the outcome
   * @throws IllegalArgumentException if {@code n < 1}
   */
  public int uniform(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("uniform(n) needs n >= 1, got " + n);
    }
    return (int) (((nextLong() >>> 32) * n) >>> 32);
  }
}
