package io.github.elfern.scoring;

import java.util.List;
import java.util.OptionalInt;

/**
 * The first field in which a scored deal differs from the one the scoring gives, named as the
 * wire format names it ({@code deals[2].awards[1]}), so that a score sheet received from
 * elsewhere is refused with a message a person can act on.
 */
final class DealDifference {

  private DealDifference() {}

  /**
   * Compares two deals field by field, in the order number, seating, sittingOut, result, kind,
   * multiplier, awards, totals, pot.
   *
   * @param given the deal received
   * @param want the deal the scoring gives
   * @param path what the message calls the deal, e.g. {@code deals[0]}
   * @param source what gives {@code want}, e.g. {@code the match's scoring gives}
   * @return {@code null} if the deals are equal, else e.g. {@code deals[0].awards[1] is 5 but the
   *     match's scoring gives 2}
   */
  static String of(ScoredDeal given, ScoredDeal want, String path, String source) {
    String d = number(given.number(), want.number(), path + ".number", source);
    if (d == null) {
      d = list(given.seating(), want.seating(), path + ".seating", source);
    }
    if (d == null) {
      d = optional(given.sittingOut(), want.sittingOut(), path + ".sittingOut", source);
    }
    if (d == null && !given.result().equals(want.result())) {
      d = path + ".result is " + given.result().notation() + " but " + source + " "
          + want.result().notation();
    }
    if (d == null && given.kind() != want.kind()) {
      d = path + ".kind is \"" + given.kind().code() + "\" but " + source + " \""
          + want.kind().code() + "\"";
    }
    if (d == null) {
      d = number(given.multiplier(), want.multiplier(), path + ".multiplier", source);
    }
    if (d == null) {
      d = list(given.awards(), want.awards(), path + ".awards", source);
    }
    if (d == null) {
      d = list(given.totals(), want.totals(), path + ".totals", source);
    }
    if (d == null) {
      d = number(given.pot(), want.pot(), path + ".pot", source);
    }
    return d;
  }

  private static String number(int given, int want, String path, String source) {
    return given == want ? null : path + " is " + given + " but " + source + " " + want;
  }

  private static String optional(OptionalInt given, OptionalInt want, String path,
      String source) {
    if (given.equals(want)) {
      return null;
    }
    return path + " is " + (given.isPresent() ? given.getAsInt() : "missing") + " but " + source
        + " " + (want.isPresent() ? want.getAsInt() : "none");
  }

  /** Lists of the same length differ at their first differing entry, others as a whole. */
  private static String list(List<Integer> given, List<Integer> want, String path,
      String source) {
    if (given.size() == want.size()) {
      for (int i = 0; i < given.size(); i++) {
        String d = number(given.get(i), want.get(i), path + "[" + i + "]", source);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return path + " is " + compact(given) + " but " + source + " " + compact(want);
  }

  /** A list as the wire format writes it: {@code [1,-2]}. */
  private static String compact(List<Integer> list) {
    return list.toString().replace(" ", "");
  }
}
