package io.github.elfern.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.internal.Messages;

/**
 * The one check of the fuzz tests on a refusal of hostile input: an {@link
 * IllegalArgumentException} whose message says what is wrong in a few lines, with no invisible
 * character of the input passed on (the rule of {@link Messages}).
 */
public final class Refusals {

  /** The longest message a refusal may have, whatever the input's length. */
  public static final int MAX_MESSAGE = 1_000;

  private Refusals() {}

  /**
   * Checks a refusal's message.
   *
   * @param e the refusal
   * @param input the refused input, for the assertion's description
   */
  public static void check(IllegalArgumentException e, String input) {
    String m = e.getMessage();
    assertThat(m).as("message of the refusal of '%s'", Messages.clip(input)).isNotBlank();
    assertThat(m.length()).as("length of '%s'", Messages.clip(m)).isLessThanOrEqualTo(MAX_MESSAGE);
    assertThat(Messages.hasInvisible(m)).as("an invisible character in '%s'", Messages.clip(m))
        .isFalse();
  }
}
