package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Writes the table of a match ({@link Match#table()}), also deal by deal for a match too long to
 * hold: {@link #measure} every deal first (the columns are as wide as their widest cell), then
 * write {@link #head()}, a {@link #row} per deal and {@link #foot}, as {@code elfern score} does
 * in two passes over a file with {@link Match#withoutHistory()}.
 *
 * <pre>{@code
 * MatchTable t = MatchTable.of(match);
 * match.history().forEach(t::measure);
 * StringBuilder sb = new StringBuilder(t.head());
 * match.history().forEach(d -> sb.append(t.row(d)));
 * sb.append(t.foot(match));            // equals match.table()
 * }</pre>
 */
public final class MatchTable {

  private final Match start;
  private final List<String> names;
  private final boolean threeHanded;
  private final boolean pot;
  private final String[] header;
  /** Whether a measured deal counts double, so that the foot explains the x column. */
  private boolean doubled;
  private final int[] width;

  private MatchTable(Match m) {
    this.start = m;
    this.names = m.players();
    this.threeHanded = m.rules().players() == 2 && names.size() == 3;
    this.pot = m.scoring().schedule().hasPot();
    List<String> head = new ArrayList<>(List.of("Deal", "Dealer"));
    if (threeHanded) {
      head.add("Out");
    }
    head.add("Outcome");
    head.add("x");
    for (String name : names) {
      head.add(name);
      head.add("+/-");
      head.add("total");
    }
    if (pot) {
      head.add("pot");
    }
    this.header = head.toArray(new String[0]);
    this.width = new int[header.length];
    widen(header);
  }

  /**
   * Starts the table of a match.
   *
   * @param match the match, at any point: its players, rules, scoring and (once it is over) seed
   *     head the table
   * @return a table without rows, its columns as wide as their headings
   */
  public static MatchTable of(Match match) {
    return new MatchTable(match);
  }

  /** What the seed line says before the match is over. */
  private static final String SEED_HIDDEN = "shown when the match is over";

  static String render(Match m) {
    MatchTable t = new MatchTable(m);
    for (ScoredDeal d : m.history()) {
      t.measure(d);
    }
    StringBuilder sb = new StringBuilder(t.head());
    for (ScoredDeal d : m.history()) {
      sb.append(t.row(d));
    }
    return sb.append(t.foot(m)).toString();
  }

  /**
   * Widens the columns to fit a deal's row.
   *
   * @param deal a deal of the match
   */
  public void measure(ScoredDeal deal) {
    widen(cells(deal));
    doubled |= deal.multiplier() == 2;
  }

  private void widen(String[] cells) {
    for (int c = 0; c < cells.length; c++) {
      width[c] = Math.max(width[c], cells[c].length());
    }
  }

  private String[] cells(ScoredDeal d) {
    int n = names.size();
    List<String> row = new ArrayList<>();
    row.add(Integer.toString(d.number()));
    row.add(names.get(d.dealer()));
    if (threeHanded) {
      row.add(d.sittingOut().isPresent() ? names.get(d.sittingOut().getAsInt()) : "");
    }
    row.add(outcome(d, names));
    row.add(d.multiplier() == 2 ? "x2" : "");
    DealResult r = d.result();
    for (int p = 0; p < n; p++) {
      int seat = d.seating().indexOf(p);
      row.add(seat < 0 ? "out" : Integer.toString(r.points(seat)));
      int award = d.awards().get(p);
      row.add(award == 0 ? "." : signed(award));
      row.add(Integer.toString(d.totals().get(p)));
    }
    if (pot) {
      row.add(Integer.toString(d.pot()));
    }
    return row.toArray(new String[0]);
  }

  /**
   * Returns the lines above the rows: game, scoring, seed, a blank line and the headings.
   *
   * <p>The seed is shown only when the match the table was made of {@link Match#isOver() is
   * over} (for replaying it); before, the line says {@code Seed: shown when the match is over}:
   * with the seed and the results so far anyone could compute every deal still to come, the
   * hands of the other players and the stock included.
   *
   * @return the lines, each ending with LF
   */
  public String head() {
    StringBuilder sb = new StringBuilder();
    sb.append("Game: ").append(start.rules().notation()).append('\n');
    sb.append("Scoring: ").append(start.scoring().notation()).append('\n');
    sb.append("Seed: ")
        .append(start.isOver() ? Long.toUnsignedString(start.seed()) : SEED_HIDDEN)
        .append('\n');
    sb.append('\n');
    return sb.append(aligned(header)).toString();
  }

  /**
   * Returns a deal's row, aligned to the columns measured so far.
   *
   * @param deal a deal of the match
   * @return the line, ending with LF
   */
  public String row(ScoredDeal deal) {
    return aligned(cells(deal));
  }

  /**
   * Returns the lines below the rows: the state of the match, the pot, the settlement and, under
   * {@link Banner}, the banners drawn.
   *
   * @param m the match after its last deal
   * @return the lines, each ending with LF
   */
  public String foot(Match m) {
    int n = names.size();
    StringBuilder sb = new StringBuilder();
    if (doubled) {
      // the x column explained, when a measured deal uses it
      sb.append("x2: the award of this deal counts double (it follows a Ständer)\n");
    }
    sb.append('\n');
    if (m.isOver()) {
      OptionalInt w = m.winner();
      sb.append("Over after ")
          .append(m.dealsPlayed())
          .append(m.dealsPlayed() == 1 ? " deal: " : " deals: ")
          .append(w.isPresent() ? names.get(w.getAsInt()) + " wins" : "drawn")
          .append('\n');
    } else {
      sb.append("Next deal: ").append(names.get(m.dealer())).append(" deals");
      if (m.sittingOut().isPresent()) {
        sb.append(", ").append(names.get(m.sittingOut().getAsInt())).append(" sits out");
      }
      if (m.multiplier() == 2) {
        sb.append(", award doubled after a Ständer");
      }
      sb.append('\n');
    }
    if (pot && m.pot() > 0) {
      sb.append("Pot: ").append(m.pot()).append('\n');
    }
    int[] settlement = m.settlement();
    sb.append("Settlement:");
    for (int p = 0; p < n; p++) {
      sb.append(p == 0 ? " " : ", ")
          .append(names.get(p))
          .append(' ')
          .append(signed(settlement[p]));
    }
    sb.append('\n');
    if (m.scoring().schedule() instanceof Banner) {
      for (int p = 0; p < n; p++) {
        sb.append('\n').append(names.get(p)).append(" (").append(m.total(p)).append(" lines)\n");
        sb.append(Banner.draw(m.total(p))).append('\n');
      }
    }
    return sb.toString();
  }

  private static String signed(int v) {
    return v == 0 ? "0" : String.format(Locale.ROOT, "%+d", v);
  }

  private static String outcome(ScoredDeal d, List<String> names) {
    switch (d.kind()) {
      case WIN:
        return names.get(d.winner().getAsInt())
            + " "
            + d.result().outcome().name().toLowerCase(Locale.ROOT);
      case STANDER:
        return "Ständer";
      case TIE:
        return "tie";
      case REDEAL:
        return "tie, redeal";
      default:
        return "settled";
    }
  }

  /** Aligns a row: columns separated by two spaces, numbers right-aligned. */
  private String aligned(String[] row) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < row.length; c++) {
      if (c > 0) {
        line.append("  ");
      }
      String cell = row[c];
      boolean right = cell.matches("[+-]?[0-9]+|\\.|out|x2|\\+/-|total|pot");
      String pad = " ".repeat(Math.max(0, width[c] - cell.length()));
      line.append(right ? pad + cell : cell + pad);
    }
    return line.toString().stripTrailing() + "\n";
  }
}
