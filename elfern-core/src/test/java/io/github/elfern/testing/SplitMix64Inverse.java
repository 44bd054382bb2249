package io.github.elfern.testing;

import io.github.elfern.card.SplitMix64;

/**
 * The inverse of {@link SplitMix64}'s output function, as an attacker would write it: from one
 * output, the generator's state before it. The seed-secrecy tests use it to show that one deal's
 * seed does not give the others.
 */
public final class SplitMix64Inverse {

  private SplitMix64Inverse() {}

  /**
   * Undoes the output mix of one {@link SplitMix64#nextLong()}.
   *
   * @param z an output
   * @return the state that gave it (after the generator's increment)
   */
  public static long unmix(long z) {
    z = z ^ (z >>> 31) ^ (z >>> 62);
    z *= 0x319642B2D24D8EC3L;
    z = z ^ (z >>> 27) ^ (z >>> 54);
    z *= 0x96DE1B173F119089L;
    return z ^ (z >>> 30) ^ (z >>> 60);
  }
}
