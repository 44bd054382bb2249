package io.github.elfern.notation;

import io.github.elfern.card.Card;
import java.util.Optional;

/**
 * Which letters the card tokens of a record use: French ({@code QH}, the default) or German
 * ({@code OH}), chosen by the {@code Suits} tag.
 */
public enum SuitSystem {
  /** Ranks {@code A K Q J T 9 8 7}, suits {@code C S H D}. */
  FRENCH("french"),
  /** Ranks {@code A K O U T 9 8 7}, suits {@code E G H S} (acorns, leaves, hearts, bells). */
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
