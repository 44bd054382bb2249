package io.github.elfern.examples.cli;

/** Parses seeds: unsigned 64-bit decimal integers, as the EGN {@code Seed} tag holds them. */
final class Seeds {
  private Seeds() {}

  static long parse(String text) {
    if (!text.matches("[0-9]{1,20}")) {
      throw new IllegalArgumentException("seed '" + text + "' is not an unsigned 64-bit decimal integer");
    }
    try {
      return Long.parseUnsignedLong(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("seed '" + text + "' is larger than 2^64-1");
    }
  }
}
