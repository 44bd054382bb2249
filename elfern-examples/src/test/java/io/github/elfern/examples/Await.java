package io.github.elfern.examples;

import java.time.Duration;

/**
 * Waiting in tests for something expected, on a slow or busy machine too: a test waits for the
 * event itself under a generous deadline, never sleeps for a guessed time. The deadline only
 * bounds a failing test; a passing one goes on as soon as the event has come.
 */
public final class Await {
  private Await() {}

  /**
   * The budget of anything that is not under test but must happen: a process start and its
   * greeting, an answer, a process ending after it was stopped. Generous, so that a loaded
   * machine does not fail a test; it costs nothing when the event comes at once.
   */
  public static final Duration GENEROUS = Duration.ofSeconds(30);

  /** A condition that may throw, for {@link #until}. */
  @FunctionalInterface
  public interface Condition {
    /** {@return whether the awaited event has happened} */
    boolean holds() throws Exception;
  }

  /**
   * Waits until {@code condition} holds, for at most {@link #GENEROUS}.
   *
   * @param what the event, for the failure message
   * @param condition what to wait for
   * @throws AssertionError if it does not hold by the deadline
   */
  public static void until(String what, Condition condition) throws Exception {
    until(what, GENEROUS, condition);
  }

  /**
   * Waits until {@code condition} holds, for at most {@code deadline}.
   *
   * @param what the event, for the failure message
   * @param deadline the longest wait
   * @param condition what to wait for
   * @throws AssertionError if it does not hold by the deadline
   */
  public static void until(String what, Duration deadline, Condition condition) throws Exception {
    long end = System.nanoTime() + deadline.toNanos();
    while (!condition.holds()) {
      if (System.nanoTime() - end > 0) {
        throw new AssertionError("waited " + deadline.toSeconds() + " s for " + what);
      }
      Thread.sleep(10);
    }
  }
}
