package io.github.elfern.examples.cli;

/** Parses seeds: unsigned 64-bit decimal integers, as the EGN {@code Seed} tag holds them. */
final class Seeds {
  private Seeds() {}

  /**
   * Reads a seed.
   *
   * @param text the seed as written, ASCII digits
   * @return the seed, as an unsigned 64-bit integer in a {@code long}
   * @throws IllegalArgumentException naming the text and the range, if it is not such a number
   */
  static long parse(String text) {
    try {
      if (text.matches("[0-9]{1,20}")) {
        return Long.parseUnsignedLong(text);
      }
    } catch (NumberFormatException e) {
      // larger than 2^64 - 1: refused below with the range
    }
    throw new IllegalArgumentException("seed '" + Display.printable(text.length() > 60
        ? text.substring(0, 60) + "..." : text)
        + "' is not an unsigned 64-bit decimal (0 to 18446744073709551615)");
  }
}
