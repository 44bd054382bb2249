package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Outcome;
import io.github.elfern.rules.Rules;
import java.util.Objects;
import java.util.List;

/**
 * Chalked banners (Tendler 1830, via Kiddle; id {@code banner}): the winner chalks up one line
 * for a simple win, two for schneider, three for schwarz; four lines make a banner ("Fahne").
 *
 * <p>A player's total is the number of lines he has chalked; only the winner of a deal chalks, so
 * the totals are not zero-sum. The match ends when a player has completed {@code banners} banners
 * (4 × {@code banners} lines; lines beyond that still count); then the difference in lines is
 * settled (with three players, every two players settle their difference). After a Ständer the
 * next win chalks double (a schneider: 4 lines, a whole banner). The match's winner is the player
 * who completed the banners.
 *
 * <p>{@link #draw(int)} draws lines as chalk would: pole, top edge, fly, bottom edge. The shape is
 * our own; the sources only say that four lines form a banner.
 *
 * @param banners the number of banners that ends the match, 1 (the default) to 1,000,000
 */
public record Banner(int banners) implements ScoringSchedule {

  /** The schedule's id, {@value}. */
  public static final String ID = "banner";

  /** The number of lines that make one banner, {@value}. */
  public static final int LINES_PER_BANNER = 4;

  /**
   * Validates the parameter.
   *
   * @param banners the number of banners that ends the match
   * @throws IllegalArgumentException if {@code banners} is not from 1 to 1,000,000
   */
  public Banner {
    Awards.checkCount(ID, "banners", banners);
  }

  /** The default number of banners, {@value}. */
  public static final int DEFAULT_BANNERS = 1;

  /**
   * Returns the lines chalked for a win at this level: 1, 2 or 3, and 0 for a tie or settlement.
   *
   * @param outcome the outcome of a deal
   * @return the lines
   */
  public int lines(Outcome outcome) {
    return outcome.multiple();
  }

  /**
   * Draws {@code lines} chalk lines as banners, three text rows joined by {@code '\n'}: each
   * complete banner as {@code "|__"}, {@code "|__|"}, {@code "|"}, an incomplete one with the
   * strokes it has (pole, top edge, fly, bottom edge, in that order), two spaces between banners.
   * No lines draw as {@code "-"}.
   *
   * <pre>
   * |__   |__
   * |__|  |
   * |     |
   * </pre>
   *
   * <p>(six lines: one banner and two strokes of the next).
   *
   * @param lines the number of lines, not negative
   * @return the drawing, without trailing spaces
   * @throws IllegalArgumentException if {@code lines} is negative
   */
  public static String draw(int lines) {
    if (lines < 0) {
      throw new IllegalArgumentException("cannot draw a negative number of lines: " + lines);
    }
    if (lines == 0) {
      return "-";
    }
    StringBuilder[] rows = {new StringBuilder(), new StringBuilder(), new StringBuilder()};
    for (int left = lines; left > 0; left -= LINES_PER_BANNER) {
      int strokes = Math.min(left, LINES_PER_BANNER);
      if (rows[0].length() > 0) {
        for (StringBuilder r : rows) {
          r.append("  ");
        }
      }
      rows[0].append(strokes >= 2 ? "|__ " : "|   ");
      rows[1].append(strokes == 4 ? "|__|" : strokes == 3 ? "|  |" : "|   ");
      rows[2].append("|   ");
    }
    StringBuilder sb = new StringBuilder();
    for (StringBuilder r : rows) {
      if (sb.length() > 0) {
        sb.append('\n');
      }
      sb.append(r.toString().stripTrailing());
    }
    return sb.toString();
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String parameters() {
    return banners == DEFAULT_BANNERS ? "" : "banners=" + banners;
  }

  @Override
  public void checkGame(Rules rules) {
    Awards.checkHasWinner(ID, rules);
  }

  /** {@return false: only the winner chalks lines} */
  @Override
  public boolean isZeroSum() {
    return false;
  }

  @Override
  public List<Integer> award(DealResult result, int multiplier, List<Integer> seatTotals) {
    Awards.checkArguments(result, multiplier, seatTotals);
    return Awards.list(Awards.toWinner(result, lines(result.outcome()) * multiplier, false));
  }

  @Override
  public boolean isOver(List<Integer> totals, int pot, int deals) {
    return Awards.anyAtLeast(totals, LINES_PER_BANNER * banners);
  }

  /** {@return the pairwise differences in lines: with two players, the leader receives the gap} */
  @Override
  public List<Integer> settlement(List<Integer> totals) {
    Objects.requireNonNull(totals, "totals");
    return Awards.pairwiseDifference(totals);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
