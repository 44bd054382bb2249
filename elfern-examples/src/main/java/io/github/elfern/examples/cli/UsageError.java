package io.github.elfern.examples.cli;

import java.util.function.Supplier;

/**
 * A bad option value found while a command runs (an unknown preset, bot or scoring schedule): a
 * usage error, exit code 2, like the option errors picocli finds itself.
 */
final class UsageError extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  UsageError(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * Returns what {@code parse} makes of an option's value, turning its refusal into a usage error
   * that names the option.
   *
   * @param option the option, e.g. {@code --game}
   * @param parse parses the option's value
   */
  static <T> T of(String option, Supplier<T> parse) {
    try {
      return parse.get();
    } catch (UsageError e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new UsageError(option + ": " + e.getMessage(), e);
    }
  }
}
