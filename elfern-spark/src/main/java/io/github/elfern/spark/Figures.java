package io.github.elfern.spark;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * How the summaries write their figures: percentages with as many decimals as it takes for an
 * interval to show (never "0.0 [0.0, 0.0]"), shares of one whole rounded so that they add up to
 * 100%, and means with normal 95% intervals.
 */
final class Figures {
  private Figures() {}

  /** The most decimals a percentage is given. */
  static final int MAX_DECIMALS = 6;

  /**
   * Returns the decimals a share and its interval need, in percent: at least {@code least}, and
   * more until the interval's ends differ when written (unless they are equal) and a lower end
   * above 0 does not read as 0.
   *
   * @param low the interval's lower end, a share from 0 to 1
   * @param high its upper end
   * @param least the fewest decimals
   * @return the decimals, at most {@link #MAX_DECIMALS}
   */
  static int decimals(double low, double high, int least) {
    int d = least;
    while (d < MAX_DECIMALS && (low != high && percent(low, d).equals(percent(high, d))
        || low > 0 && new BigDecimal(percent(low, d)).signum() == 0)) {
      d++;
    }
    return d;
  }

  /** {@return {@code share} in percent with {@code decimals} decimals, without the sign} */
  static String percent(double share, int decimals) {
    return new BigDecimal(100 * share).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
  }

  /**
   * Rounds the shares of one whole (counts of the same deals) so that the rounded percentages
   * add up to exactly 100: each is cut to {@code decimals} decimals and the units left over go to
   * the largest remainders (Hamilton's method).
   *
   * @param counts the counts, adding up to {@code n}
   * @param n the whole, at least 1
   * @param decimals the decimals of the percentages
   * @return the percentages as text
   * @throws IllegalArgumentException if the counts do not add up to {@code n}
   */
  static String[] percentsOfAWhole(long[] counts, long n, int decimals) {
    long sum = 0;
    for (long c : counts) {
      sum += c;
    }
    if (sum != n || n < 1) {
      throw new IllegalArgumentException("the counts add up to " + sum + ", not " + n);
    }
    BigDecimal unit = BigDecimal.ONE.movePointLeft(decimals); // of a percent
    BigDecimal hundred = BigDecimal.valueOf(100);
    BigDecimal big = BigDecimal.valueOf(n);
    long[] units = new long[counts.length];
    BigDecimal[] rest = new BigDecimal[counts.length];
    long given = 0;
    for (int i = 0; i < counts.length; i++) {
      // the exact percentage in units, as a quotient and a remainder
      BigDecimal[] qr = BigDecimal.valueOf(counts[i]).multiply(hundred).divide(unit)
          .divideAndRemainder(big);
      units[i] = qr[0].longValueExact();
      rest[i] = qr[1];
      given += units[i];
    }
    long total = hundred.divide(unit).longValueExact();
    for (long left = total - given; left > 0; left--) {
      int best = -1;
      for (int i = 0; i < counts.length; i++) {
        if (rest[i].signum() > 0 && (best < 0 || rest[i].compareTo(rest[best]) > 0)) {
          best = i;
        }
      }
      units[best]++;
      rest[best] = BigDecimal.ZERO;
    }
    String[] out = new String[counts.length];
    for (int i = 0; i < counts.length; i++) {
      out[i] = BigDecimal.valueOf(units[i]).multiply(unit).setScale(decimals).toPlainString();
    }
    return out;
  }

  /**
   * A mean with its normal 95% interval.
   *
   * @param mean the mean
   * @param low the interval's lower end
   * @param high its upper end
   */
  record Mean(double mean, double low, double high) {
    /**
     * Makes a mean from its standard error: {@code mean ± z se}.
     *
     * @param mean the mean
     * @param standardError its standard error
     * @return the mean with its interval
     */
    static Mean of(double mean, double standardError) {
      return new Mean(mean, mean - Summary.Z95 * standardError,
          mean + Summary.Z95 * standardError);
    }

    /** {@return e.g. "10.844 [10.806, 10.882]", with {@code decimals} decimals} */
    String text(int decimals) {
      String f = "%." + decimals + "f";
      return String.format(Locale.ROOT, f + " [" + f + ", " + f + "]", mean, low, high);
    }

    /** {@return e.g. "+1.687 [+1.611, +1.763]", signed} */
    String signed(int decimals) {
      String f = "%+." + decimals + "f";
      return String.format(Locale.ROOT, f + " [" + f + ", " + f + "]", mean, low, high);
    }

    /** {@return the mean of {@code a x + b}} */
    Mean linear(double a, double b) {
      double l = a * low + b;
      double h = a * high + b;
      return new Mean(a * mean + b, Math.min(l, h), Math.max(l, h));
    }
  }
}
