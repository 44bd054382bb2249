package io.github.elfern.examples.cli;

import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.card.Deck;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The per-deal tables of {@code solve --random --out} and {@code simulate --out FILE.csv}: CSV
 * (RFC 4180, no field needs quoting) with a header line, one row per deal in the order of the
 * deals. The columns are those of the Parquet tables of the {@code elfern-spark} studies, with
 * the same names and meanings (docs/studies.md, "Per-deal tables").
 */
final class DealTables {
  private DealTables() {}

  /** The columns of a solved deal. */
  static final String SOLVE_HEADER = "deal,deck_seed,deck,forehand_points,dealer_points,value,"
      + "result,outcome,cpu_ms";

  /** The columns of a tournament's deal, from bot A's side. */
  static final String TOURNAMENT_HEADER = "deal,deck_seed,deck,a_forehand,a_points,b_points,"
      + "result,forfeit,a_moves,a_ms,a_max_ms,b_moves,b_ms,b_max_ms";

  /** {@return whether {@code --out} names a table (a file ending in .csv) rather than EGN} */
  static boolean isTable(Path file) {
    Path name = file.getFileName();
    return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".csv");
  }

  /**
   * {@return one solved deal's row, without the line end}
   *
   * @param d the deal
   * @param cpuNanos the time taken to solve it
   */
  static String solveRow(SolvedDeal d, long cpuNanos) {
    return d.deal() + "," + Long.toUnsignedString(d.deckSeed()) + "," + d.deck().notation() + ","
        + d.forehandPoints() + "," + d.dealerPoints() + "," + d.value() + ","
        + result(d.forehandPoints(), d.dealerPoints()) + ","
        + d.outcome().name().toLowerCase(Locale.ROOT) + "," + millis(cpuNanos);
  }

  /**
   * {@return one tournament deal's row, without the line end}
   *
   * @param deal the deal's number, from 0
   * @param deckSeed its deck's seed
   * @param deck its deck
   * @param pointsA the points of A's seats
   * @param pointsB the points of B's seats
   * @param forfeit who forfeited: 0 nobody, 1 A, 2 B
   * @param nanosA the time of each of A's moves
   * @param nanosB the time of each of B's moves
   */
  static String tournamentRow(long deal, long deckSeed, Deck deck, int pointsA, int pointsB,
      int forfeit, long[] nanosA, long[] nanosB) {
    return deal + "," + Long.toUnsignedString(deckSeed) + "," + deck.notation() + ","
        + (deal % 2 == 0) + "," + pointsA + "," + pointsB + "," + result(pointsA, pointsB) + ","
        + (forfeit == 0 ? "none" : forfeit == 1 ? "a" : "b") + "," + times(nanosA) + ","
        + times(nanosB);
  }

  /** {@return "win", "tie" or "loss" for the side with {@code mine} points} */
  private static String result(int mine, int theirs) {
    return mine > theirs ? "win" : mine == theirs ? "tie" : "loss";
  }

  /** {@return the moves, their total and their longest time in milliseconds} */
  private static String times(long[] nanos) {
    long sum = 0;
    long max = 0;
    for (long n : nanos) {
      sum += n;
      max = Math.max(max, n);
    }
    return nanos.length + "," + millis(sum) + "," + millis(max);
  }

  private static String millis(long nanos) {
    return String.format(Locale.ROOT, "%.3f", nanos / 1e6);
  }
}
