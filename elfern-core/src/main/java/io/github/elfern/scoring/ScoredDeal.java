package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One deal of a {@link Match} as the match scored it: who sat where, the result, the multiplier in
 * force, what each player gained and the totals after it.
 *
 * <p>Players are the match's player indexes; {@code seating} lists them by seat, forehand first
 * and the dealer last.
 *
 * @param number the deal's number in the match, from 1 (redeals included)
 * @param seating the player in each seat, forehand first, dealer last
 * @param sittingOut the player who sat the deal out (three-player Elfern), if any
 * @param result the deal's result, in seats
 * @param kind how the deal was scored
 * @param multiplier the multiplier in force for this deal: 1, or 2 after a Ständer
 * @param awards what each player gained (negative: paid), by player index, pot included
 * @param totals each player's total after the deal, by player index
 * @param pot the counters in the pot after the deal (0 except under {@link Counters})
 */
public record ScoredDeal(
    int number,
    List<Integer> seating,
    OptionalInt sittingOut,
    DealResult result,
    Kind kind,
    int multiplier,
    List<Integer> awards,
    List<Integer> totals,
    int pot) {

  /** How a deal was scored in the match. */
  public enum Kind {
    /** A deal with a winner: the award was paid (times the multiplier), the pot taken. */
    WIN("win"),
    /** A Ständer: no award; the next win is doubled, or each player fed the pot. */
    STANDER("stander"),
    /** A tie that carries nothing (the app's rule, or three players). */
    TIE("tie"),
    /** A tie in Böhmischer Schneider: redealt by the same dealer, not counted as a deal. */
    REDEAL("redeal"),
    /** A Fünfzehnern deal: every player scored against fifteen. */
    SETTLEMENT("settlement");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    /**
     * {@return the stable lower-case id of the kind, as the JSON wire format and the conformance
     * vectors write it, e.g. {@code "stander"}}
     */
    public String code() {
      return code;
    }
  }

  /**
   * Copies the lists and checks that the fields fit together: one seat per seat of the deal, each
   * a different player; one award and one total per player of the match (the deal's players, or
   * three for a two-hand game with one sitting out, who is then {@code sittingOut}); and the kind
   * that the result gives ({@link MatchStep#kind}). Whether the awards are the ones a schedule
   * gives is the match's concern ({@link MatchTable}, {@link MatchStep#checkAlone}).
   *
   * @param number the deal's number in the match, from 1
   * @param seating the player in each seat, forehand first, dealer last
   * @param sittingOut the player who sat the deal out, if any
   * @param result the deal's result, in seats
   * @param kind how the deal was scored
   * @param multiplier the multiplier in force: 1 or 2
   * @param awards what each player gained, by player index
   * @param totals each player's total after the deal, by player index
   * @param pot the counters in the pot after the deal
   * @throws IllegalArgumentException if a field is out of range or contradicts the others; the
   *     message starts with the field's name, e.g. {@code seating[1]: player 0 is seated twice}
   */
  public ScoredDeal {
    Objects.requireNonNull(seating, "seating");
    Objects.requireNonNull(awards, "awards");
    Objects.requireNonNull(totals, "totals");
    seating = List.copyOf(seating);
    awards = List.copyOf(awards);
    totals = List.copyOf(totals);
    Objects.requireNonNull(sittingOut, "sittingOut");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(kind, "kind");
    if (number < 1) {
      throw new IllegalArgumentException("number is " + number + ", deals are numbered from 1");
    }
    if (multiplier != 1 && multiplier != 2) {
      throw new IllegalArgumentException("multiplier is " + multiplier + ", not 1 or 2");
    }
    if (pot < 0) {
      throw new IllegalArgumentException("pot is " + pot + ", below 0");
    }
    int seats = result.players();
    int n = awards.size();
    if (n != seats && !(seats == 2 && n == 3)) {
      throw new IllegalArgumentException("awards has " + n + " entries, one per player: "
          + result.rules().notation() + " is played by " + seats
          + (seats == 2 ? " (or by 3, one sitting out)" : ""));
    }
    if (totals.size() != n) {
      throw new IllegalArgumentException("totals has " + totals.size()
          + " entries, one per player (" + n + ", as in awards)");
    }
    if (seating.size() != seats) {
      throw new IllegalArgumentException("seating has " + seating.size()
          + " entries, one per seat of the deal (" + seats + ")");
    }
    boolean[] seated = new boolean[n];
    for (int s = 0; s < seats; s++) {
      int p = seating.get(s);
      if (p < 0 || p >= n) {
        throw new IllegalArgumentException("seating[" + s + "] is " + p + ", not a player (0 to "
            + (n - 1) + ")");
      }
      if (seated[p]) {
        throw new IllegalArgumentException("seating[" + s + "]: player " + p
            + " is seated twice");
      }
      seated[p] = true;
    }
    if (n == seats && sittingOut.isPresent()) {
      throw new IllegalArgumentException("sittingOut is " + sittingOut.getAsInt() + " but all "
          + n + " players play this deal");
    }
    if (n > seats) {
      int sitter = 0;
      while (seated[sitter]) {
        sitter++;
      }
      if (sittingOut.isEmpty() || sittingOut.getAsInt() != sitter) {
        throw new IllegalArgumentException("sittingOut is "
            + (sittingOut.isEmpty() ? "missing" : sittingOut.getAsInt()) + " but player "
            + sitter + " is the one not seated");
      }
    }
    Kind derived = MatchStep.kind(result, n);
    if (kind != derived) {
      throw new IllegalArgumentException("kind is \"" + kind.code() + "\" but the result gives \""
          + derived.code() + "\"");
    }
  }

  /** {@return the dealer of the deal (the player in the last seat)} */
  public int dealer() {
    return seating.get(seating.size() - 1);
  }

  /** {@return the player who won the deal, if it had a winner} */
  public OptionalInt winner() {
    OptionalInt seat = result.winner();
    return seat.isPresent() ? OptionalInt.of(seating.get(seat.getAsInt())) : OptionalInt.empty();
  }

  /** {@return the player who lost the deal, if it had a winner} */
  public OptionalInt loser() {
    OptionalInt seat = result.loser();
    return seat.isPresent() ? OptionalInt.of(seating.get(seat.getAsInt())) : OptionalInt.empty();
  }
}
