package io.github.elfern.card;

import java.util.Objects;
import java.util.Optional;

/**
 * Which letters card tokens use: French ({@code QH}, the default) or German ({@code OH}); in an
 * EGN record the {@code Suits} tag chooses it.
 *
 * <p>{@link Card#parse(String, SuitSystem)} reads a token in a system's letters, {@link
 * Card#parseLenient(String, SuitSystem)} also in lower case (and, French only, with the suit
 * symbols {@code ♣ ♠ ♥ ♦}); {@link #notation(Card)} writes one.
 */
public enum SuitSystem {
  /** Ranks {@code A K Q J T 9 8 7} ({@code 10} for the ten), suits {@code C S H D}. */
  FRENCH("french"),
  /**
   * Ranks {@code A K O U T 9 8 7} ({@code D} for the Daus, {@code 10} for the ten), suits {@code
   * E G H S} (acorns, leaves, hearts, bells; {@code L} for leaves too).
   */
  GERMAN("german");

  private final String id;

  SuitSystem(String id) {
    this.id = id;
  }

  /** {@return the value of the {@code Suits} tag that selects this system} */
  public String id() {
    return id;
  }

  /**
   * Returns the system named by a {@code Suits} tag value, if it names one.
   *
   * @param value {@code "french"} or {@code "german"} (case-sensitive)
   * @return the system, or empty for any other value
   */
  public static Optional<SuitSystem> fromId(String value) {
    Objects.requireNonNull(value, "value");
    for (SuitSystem s : values()) {
      if (s.id.equals(value)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the canonical token of a card in this system, e.g. {@code "OH"} in German.
   *
   * @param card the card
   * @return the token
   */
  public String notation(Card card) {
    return this == FRENCH ? card.notation() : card.germanNotation();
  }
}
