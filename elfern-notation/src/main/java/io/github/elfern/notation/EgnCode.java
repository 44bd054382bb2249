package io.github.elfern.notation;

import java.util.Objects;

/**
 * The stable codes of EGN diagnostics: the error codes of the specification, and the codes of the
 * notes this library adds for partial records.
 *
 * <p>Errors are listed in the order of the specification's table. {@link #code()} is the text
 * that tools print and that other implementations compare.
 */
public enum EgnCode {
  /** Malformed tag pair, garbage token, unterminated comment, missing termination marker. */
  SYNTAX("syntax"),
  /** A tag name given twice in one record. */
  DUPLICATE_TAG("duplicate-tag"),
  /** No {@code Game} tag. */
  MISSING_GAME("missing-game"),
  /** {@code Game} names no preset. */
  UNKNOWN_GAME("unknown-game"),
  /** An unknown key, bad value or repeated key in {@code Variant}. */
  BAD_VARIANT("bad-variant"),
  /** A malformed value of {@code Suits}, {@code Players} or {@code Date}. */
  BAD_TAG("bad-tag"),
  /** A token that starts like a card but is none, in the movetext or in {@code Deck}. */
  BAD_CARD("bad-card"),
  /** {@code Deck} is no permutation of the preset's deck, or {@code Seed} is no unsigned integer. */
  BAD_DECK("bad-deck"),
  /** {@code Seed} and {@code Deck} describe different decks. */
  SEED_DECK_MISMATCH("seed-deck-mismatch"),
  /** Neither {@code Seed} nor {@code Deck}: the deal cannot be replayed. */
  NOT_REPLAYABLE("not-replayable"),
  /** A wrong trick number, a number inside a trick, or (strict) a missing number. */
  TRICK_NUMBER("trick-number"),
  /** A card after the deal is over. */
  EXTRA_CARD("extra-card"),
  /** The seat does not hold the card. */
  NOT_IN_HAND("not-in-hand"),
  /** Zwang obliged the seat to play its ace. */
  MUST_PLAY_ACE("must-play-ace"),
  /** The seat had to follow suit. */
  MUST_FOLLOW("must-follow"),
  /** The seat had to head the trick (win it if able). */
  MUST_HEAD("must-head"),
  /** The seat had to trump. */
  MUST_TRUMP("must-trump"),
  /** The lead restriction forbids the lead. */
  LEAD_RESTRICTED("lead-restricted"),
  /** {@code =Z} where the rules do not allow it. */
  ZWANG_NOT_ALLOWED("zwang-not-allowed"),
  /** The marker disagrees with the rules' points, or the {@code Result} tag with the marker. */
  RESULT_MISMATCH("result-mismatch"),
  /** Note: the {@code Deck} has unknown cards ({@code ??}); only what is provable was checked. */
  PARTIAL_DECK("partial-deck", false),
  /** Note: some plays of a partial record could not be checked because they depend on unseen cards. */
  UNCHECKED("unchecked", false);

  private final String code;
  private final boolean error;

  EgnCode(String code) {
    this(code, true);
  }

  EgnCode(String code, boolean error) {
    this.code = code;
    this.error = error;
  }

  /** {@return the stable text of the code, e.g. {@code "must-follow"}} */
  public String code() {
    return code;
  }

  /** {@return whether this code is an error (the others are information about partial records)} */
  public boolean isError() {
    return error;
  }

  /**
   * Returns the code whose text is {@code code}.
   *
   * @param code e.g. {@code "not-in-hand"}
   * @return the code
   * @throws IllegalArgumentException if no code has that text
   */
  public static EgnCode fromCode(String code) {
    Objects.requireNonNull(code, "code");
    for (EgnCode c : values()) {
      if (c.code.equals(code)) {
        return c;
      }
    }
    throw new IllegalArgumentException("unknown EGN code '" + code + "'");
  }

  /** Returns {@link #code()}. */
  @Override
  public String toString() {
    return code;
  }
}
