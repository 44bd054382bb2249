package io.github.elfern.scoring;

import io.github.elfern.card.internal.Messages;
import io.github.elfern.rules.Rules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The value of the EGN {@code Scoring} tag: a {@link ScoringSchedule} with its parameters and the
 * match options (who deals next, who deals after a tie, who sits out with three players).
 *
 * <p>The text form is {@code id key=value ...}. Keys per schedule: {@code tendler} {@code deals},
 * {@code target} (open-ended by default); {@code banner} {@code banners} (default 1); {@code
 * altenburg} {@code target} (default 10); {@code counters} {@code start} (default 10); {@code
 * fifteen} {@code deals}. Match options: {@code dealer} = {@code winner} (default), {@code loser}
 * or {@code alternate}; {@code stander-dealer} = {@code lot} (default) or {@code same}; {@code out}
 * = {@code loser} (default) or {@code rotate}. Fünfzehnern has no winner, no tie and nobody sitting
 * out: {@code fifteen} takes only {@code deals} and {@code dealer=alternate}, its default. Counts
 * are whole numbers from 1 to 1,000,000. An unknown id, an unknown or repeated key, a key without a
 * value or a bad value is refused with a message naming it and the valid choices.
 *
 * <p>{@link #notation()} writes the canonical form: the id, the schedule's parameters in the order
 * above, then {@code dealer}, {@code stander-dealer}, {@code out}, each only when it differs from
 * its default; it parses back to an equal value.
 *
 * <pre>{@code
 * Scoring s = Scoring.parse("tendler  dealer=alternate deals=12");
 * s.notation();          // "tendler deals=12 dealer=alternate"
 * s.schedule();          // Tendler.ofDeals(12)
 * s.nextDealer();        // NextDealer.ALTERNATE
 * }</pre>
 */
public final class Scoring {

  /** The ids of the schedules, in canonical order. */
  static final List<String> IDS =
      List.of(Tendler.ID, Banner.ID, Altenburg.ID, Counters.ID, Fifteen.ID);

  private static final String DEALER = "dealer";
  private static final String STANDER_DEALER = "stander-dealer";
  private static final String OUT = "out";

  private final ScoringSchedule schedule;
  private final NextDealer nextDealer;
  private final DealerAfterTie dealerAfterTie;
  private final SitOutRule sittingOut;

  private Scoring(
      ScoringSchedule schedule,
      NextDealer nextDealer,
      DealerAfterTie dealerAfterTie,
      SitOutRule sittingOut) {
    this.schedule = Objects.requireNonNull(schedule, "schedule");
    this.nextDealer = Objects.requireNonNull(nextDealer, "nextDealer");
    this.dealerAfterTie = Objects.requireNonNull(dealerAfterTie, "dealerAfterTie");
    this.sittingOut = Objects.requireNonNull(sittingOut, "sittingOut");
    if (schedule instanceof Fifteen) {
      if (nextDealer != NextDealer.ALTERNATE) {
        throw new IllegalArgumentException(
            "fifteen has no winner or loser: the deal passes clockwise (dealer=alternate), got dealer="
                + nextDealer.value());
      }
      if (dealerAfterTie != DealerAfterTie.LOT || sittingOut != SitOutRule.LOSER) {
        throw new IllegalArgumentException(
            "fifteen has no tie and nobody sits out: stander-dealer and out do not apply");
      }
    }
  }

  /**
   * Returns a schedule with the default match options: the winner deals ({@code alternate} for
   * {@link Fifteen}), the dealer after a tie is drawn by lot, the loser sits out.
   *
   * @param schedule the schedule
   * @return the scoring
   */
  public static Scoring of(ScoringSchedule schedule) {
    return new Scoring(
        schedule, defaultDealer(schedule), DealerAfterTie.LOT, SitOutRule.LOSER);
  }

  private static NextDealer defaultDealer(ScoringSchedule schedule) {
    return schedule instanceof Fifteen ? NextDealer.ALTERNATE : NextDealer.WINNER;
  }

  /**
   * Parses a {@code Scoring} tag value; the inverse of {@link #notation()}.
   *
   * @param text e.g. {@code "banner banners=2 dealer=loser"}; white space between pairs is free
   * @return the scoring
   * @throws IllegalArgumentException on a blank value, an unknown id, an unknown, repeated or
   *     valueless key, or a bad value; the message quotes the text and lists the valid choices
   */
  public static Scoring parse(String text) {
    String t = Objects.requireNonNull(text, "text").strip();
    if (t.isEmpty()) {
      throw new IllegalArgumentException(
          "empty Scoring value: expected a schedule id (valid: " + String.join(", ", IDS) + ")");
    }
    String[] tokens = t.split("\\s+");
    String id = tokens[0];
    if (!IDS.contains(id)) {
      throw new IllegalArgumentException(
          "unknown scoring schedule '" + clip(id) + "' in Scoring \"" + clip(t) + "\" (valid: "
              + String.join(", ", IDS) + ")");
    }
    List<String> keys = keysOf(id);
    Map<String, String> pairs = new LinkedHashMap<>();
    for (int i = 1; i < tokens.length; i++) {
      String pair = tokens[i];
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq);
      if (!keys.contains(key)) {
        throw new IllegalArgumentException(
            "unknown key '" + clip(key) + "' for scoring schedule " + id + " in Scoring \""
                + clip(t) + "\" (valid: " + String.join(", ", keys) + ")");
      }
      if (eq < 0 || eq == pair.length() - 1) {
        throw new IllegalArgumentException(
            "Scoring key '" + key + "' needs a value (" + key + "=...) in Scoring \"" + clip(t)
                + "\"");
      }
      if (pairs.put(key, pair.substring(eq + 1)) != null) {
        throw new IllegalArgumentException(
            "Scoring key '" + key + "' is given twice in Scoring \"" + clip(t) + "\"");
      }
    }
    try {
      ScoringSchedule schedule = scheduleOf(id, pairs, t);
      NextDealer dealer =
          pairs.containsKey(DEALER)
              ? choice(NextDealer.values(), NextDealer::value, DEALER, pairs.get(DEALER), t)
              : defaultDealer(schedule);
      DealerAfterTie afterTie =
          pairs.containsKey(STANDER_DEALER)
              ? choice(
                  DealerAfterTie.values(),
                  DealerAfterTie::value,
                  STANDER_DEALER,
                  pairs.get(STANDER_DEALER),
                  t)
              : DealerAfterTie.LOT;
      SitOutRule out =
          pairs.containsKey(OUT)
              ? choice(SitOutRule.values(), SitOutRule::value, OUT, pairs.get(OUT), t)
              : SitOutRule.LOSER;
      return new Scoring(schedule, dealer, afterTie, out);
    } catch (IllegalArgumentException e) {
      if (e.getMessage().contains("Scoring \"")) {
        throw e;
      }
      throw new IllegalArgumentException(e.getMessage() + " in Scoring \"" + clip(t) + "\"", e);
    }
  }

  /** {@return {@code text} as a message quotes it: {@link Messages#clip}} */
  private static String clip(String text) {
    return Messages.clip(text);
  }

  private static List<String> keysOf(String id) {
    switch (id) {
      case Tendler.ID:
        return List.of("deals", "target", DEALER, STANDER_DEALER, OUT);
      case Banner.ID:
        return List.of("banners", DEALER, STANDER_DEALER, OUT);
      case Altenburg.ID:
        return List.of("target", DEALER, STANDER_DEALER, OUT);
      case Counters.ID:
        return List.of("start", DEALER, STANDER_DEALER, OUT);
      default:
        return List.of("deals", DEALER);
    }
  }

  private static ScoringSchedule scheduleOf(String id, Map<String, String> pairs, String text) {
    switch (id) {
      case Tendler.ID:
        return new Tendler(
            optionalCount(pairs, "deals", text), optionalCount(pairs, "target", text));
      case Banner.ID:
        return new Banner(count(pairs, "banners", Banner.DEFAULT_BANNERS, text));
      case Altenburg.ID:
        return new Altenburg(count(pairs, "target", Altenburg.DEFAULT_TARGET, text));
      case Counters.ID:
        return new Counters(count(pairs, "start", Counters.DEFAULT_START, text));
      default:
        return new Fifteen(optionalCount(pairs, "deals", text));
    }
  }

  private static int count(Map<String, String> pairs, String key, int dflt, String text) {
    OptionalInt v = optionalCount(pairs, key, text);
    return v.isPresent() ? v.getAsInt() : dflt;
  }

  private static OptionalInt optionalCount(Map<String, String> pairs, String key, String text) {
    String v = pairs.get(key);
    if (v == null) {
      return OptionalInt.empty();
    }
    if (!v.matches("[0-9]{1,7}") || Integer.parseInt(v) < 1 || Integer.parseInt(v) > Awards.MAX) {
      throw new IllegalArgumentException(
          "Scoring key '" + key + "' needs a whole number from 1 to " + Awards.MAX + ", got '"
              + clip(v) + "' in Scoring \"" + clip(text) + "\"");
    }
    return OptionalInt.of(Integer.parseInt(v));
  }

  private static <E> E choice(
      E[] values, java.util.function.Function<E, String> name, String key, String v, String text) {
    StringBuilder valid = new StringBuilder();
    for (E e : values) {
      if (name.apply(e).equals(v)) {
        return e;
      }
      valid.append(valid.length() > 0 ? ", " : "").append(name.apply(e));
    }
    throw new IllegalArgumentException(
        "Scoring key '" + key + "' must be one of " + valid + ", got '" + clip(v)
            + "' in Scoring \"" + clip(text) + "\"");
  }

  /** {@return the schedule with its parameters} */
  public ScoringSchedule schedule() {
    return schedule;
  }

  /** {@return who deals after a deal with a winner ({@code dealer})} */
  public NextDealer nextDealer() {
    return nextDealer;
  }

  /** {@return who deals after a deal without a winner ({@code stander-dealer})} */
  public DealerAfterTie dealerAfterTie() {
    return dealerAfterTie;
  }

  /** {@return who sits out the next deal when three play ({@code out})} */
  public SitOutRule sitOutRule() {
    return sittingOut;
  }

  /**
   * Returns this scoring with another dealer rule.
   *
   * @param dealer who deals after a deal with a winner
   * @return the modified scoring
   * @throws IllegalArgumentException for {@link Fifteen} and any rule but {@code alternate}
   */
  public Scoring withNextDealer(NextDealer dealer) {
    return new Scoring(schedule, dealer, dealerAfterTie, sittingOut);
  }

  /**
   * Returns this scoring with another rule for the dealer after a tie.
   *
   * @param afterTie who deals after a deal without a winner
   * @return the modified scoring
   * @throws IllegalArgumentException for {@link Fifteen} and any rule but {@code lot}
   */
  public Scoring withDealerAfterTie(DealerAfterTie afterTie) {
    return new Scoring(schedule, nextDealer, afterTie, sittingOut);
  }

  /**
   * Returns this scoring with another rule for who sits out (three players).
   *
   * @param out who sits out the next deal
   * @return the modified scoring
   * @throws IllegalArgumentException for {@link Fifteen} and any rule but {@code loser}
   */
  public Scoring withSitOutRule(SitOutRule out) {
    return new Scoring(schedule, nextDealer, dealerAfterTie, out);
  }

  /**
   * Checks that a match of {@code players} players can be scored this way under {@code rules}.
   *
   * @throws IllegalArgumentException if the schedule does not fit the game, the number of players
   *     does not fit the game, or {@code out} is set without three players
   */
  void checkMatch(Rules rules, int players) {
    schedule.checkGame(rules);
    if (rules.players() == 2) {
      if (players != 2 && players != 3) {
        throw new IllegalArgumentException(
            rules.preset().id() + " is played by two, or by three with one sitting out; got "
                + players + " players");
      }
      if (players == 2 && sittingOut != SitOutRule.LOSER) {
        throw new IllegalArgumentException(
            "out=" + sittingOut.value() + " applies to three players; this match has two");
      }
    } else if (players != rules.players()) {
      throw new IllegalArgumentException(
          rules.notation() + " is played by " + rules.players() + ", got " + players + " players");
    }
  }

  /**
   * Returns the canonical {@code Scoring} value: id, parameters, then the match options that
   * differ from their defaults.
   *
   * @return the canonical value, e.g. {@code "banner banners=2 dealer=loser"}
   */
  public String notation() {
    StringBuilder sb = new StringBuilder(schedule.notation());
    if (nextDealer != defaultDealer(schedule)) {
      sb.append(' ').append(DEALER).append('=').append(nextDealer.value());
    }
    if (dealerAfterTie != DealerAfterTie.LOT) {
      sb.append(' ').append(STANDER_DEALER).append('=').append(dealerAfterTie.value());
    }
    if (sittingOut != SitOutRule.LOSER) {
      sb.append(' ').append(OUT).append('=').append(sittingOut.value());
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Scoring)) {
      return false;
    }
    Scoring s = (Scoring) o;
    return schedule.equals(s.schedule)
        && nextDealer == s.nextDealer
        && dealerAfterTie == s.dealerAfterTie
        && sittingOut == s.sittingOut;
  }

  @Override
  public int hashCode() {
    return Objects.hash(schedule, nextDealer, dealerAfterTie, sittingOut);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
