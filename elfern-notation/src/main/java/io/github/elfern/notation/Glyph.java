package io.github.elfern.notation;

import java.util.Objects;
import java.util.Optional;

/** An annotation glyph written directly after a card, as in PGN: {@code ! ? !! ?? !? ?!}. */
public enum Glyph {
  /** {@code !}: a good play. */
  GOOD("!"),
  /** {@code ?}: a mistake. */
  MISTAKE("?"),
  /** {@code !!}: a brilliant play. */
  BRILLIANT("!!"),
  /** {@code ??}: a blunder. */
  BLUNDER("??"),
  /** {@code !?}: an interesting play. */
  INTERESTING("!?"),
  /** {@code ?!}: a dubious play. */
  DUBIOUS("?!");

  private static final Glyph[] VALUES = values();

  private final String text;

  Glyph(String text) {
    this.text = text;
  }

  /** {@return the glyph as written, e.g. {@code "!?"}} */
  public String text() {
    return text;
  }

  /**
   * Returns the glyph written as {@code text}, if there is one.
   *
   * @param text e.g. {@code "??"}
   * @return the glyph, or empty
   */
  public static Optional<Glyph> fromText(String text) {
    Objects.requireNonNull(text, "text");
    for (Glyph g : VALUES) {
      if (g.text.equals(text)) {
        return Optional.of(g);
      }
    }
    return Optional.empty();
  }

  static Glyph ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /** Returns {@link #text()}. */
  @Override
  public String toString() {
    return text;
  }
}
