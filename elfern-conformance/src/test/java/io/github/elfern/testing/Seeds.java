package io.github.elfern.testing;

import java.nio.file.Path;
import java.util.List;
import org.quicktheories.QuickTheory;
import org.quicktheories.api.AsString;
import org.quicktheories.core.ExceptionReporter;

/**
 * QuickTheories with a fixed seed, for every property test of this module: a property checks the
 * same examples on every run, and a failure says how to run it again.
 *
 * <p>Each property names its own seed ({@code qt(20261122L)}). The system property {@value
 * #PROPERTY} replaces the seeds of all properties of a run: {@code -Delfern.seed=N} replays a
 * failure reported with seed {@code N}, or tries other examples (docs/contributing.md, "Seeds").
 * QuickTheories reports the seed of a failure ("Seed was N"); the message here adds the command
 * that replays it.
 */
public final class Seeds {
  private Seeds() {}

  /** The system property whose value, a whole number, replaces the seed of every property. */
  public static final String PROPERTY = "elfern.seed";

  /**
   * {@return QuickTheories for one property}, with its seed fixed: {@code seed}, or the value of
   * {@value #PROPERTY} when that is set.
   *
   * @param seed the property's own seed
   * @throws IllegalArgumentException if {@value #PROPERTY} is set and not a whole number
   */
  public static QuickTheory qt(long seed) {
    return QuickTheory.qt().withFixedSeed(seed(seed)).withReporter(new Replay());
  }

  /** {@return the seed a property with seed {@code own} uses in this run} */
  static long seed(long own) {
    String value = System.getProperty(PROPERTY, "").strip();
    if (value.isEmpty()) {
      return own;
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("-D" + PROPERTY + " must be a whole number (a Java"
          + " long), got '" + value + "'", e);
    }
  }

  /**
   * {@return the command that runs the property under way again with {@code seed}}: the test
   * class and method are the outermost ones of the calling thread's stack whose class name ends
   * in {@code Test}, the module is the directory the tests run in (Surefire's default)
   */
  static String replay(long seed) {
    String[] test = StackWalker.getInstance().walk(frames -> frames
        .filter(f -> f.getClassName().endsWith("Test") && !f.getMethodName().startsWith("lambda$"))
        .reduce((inner, outer) -> outer)
        .map(f -> new String[] {f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1),
            f.getMethodName()})
        .orElse(new String[] {"TheTest", "itsMethod"}));
    Path dir = Path.of("").toAbsolutePath().getFileName();
    String module = dir == null ? "THE-MODULE" : dir.toString();
    return "./mvnw -B -o test -pl " + module + " -am -Dsurefire.failIfNoSpecifiedTests=false"
        + " -Dtest='" + test[0] + "#" + test[1] + "' -D" + PROPERTY + "=" + seed;
  }

  /** QuickTheories' report of a failure, and how to replay it. */
  private static final class Replay extends ExceptionReporter {
    @Override
    public void falisification(long seed, int examplesUsed, Object smallest,
        List<Object> examples, AsString<Object> toString) {
      try {
        super.falisification(seed, examplesUsed, smallest, examples, toString);
      } catch (AssertionError e) {
        throw withReplay(e, seed);
      }
    }

    @Override
    public void falisification(long seed, int examplesUsed, Object smallest, Throwable cause,
        List<Object> examples, AsString<Object> toString) {
      try {
        super.falisification(seed, examplesUsed, smallest, cause, examples, toString);
      } catch (AssertionError e) {
        throw withReplay(e, seed);
      }
    }

    private static AssertionError withReplay(AssertionError e, long seed) {
      AssertionError r = new AssertionError(e.getMessage() + System.lineSeparator()
          + "Replay: " + replay(seed), e.getCause());
      r.setStackTrace(e.getStackTrace());
      return r;
    }
  }
}
