package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/** Renders a {@link Match} as a plain-text table (see {@link Match#table()}). */
final class MatchTable {

  private MatchTable() {}

  static String render(Match m) {
    List<String> names = m.players();
    int n = names.size();
    boolean threeHanded = m.rules().players() == 2 && n == 3;
    boolean pot = m.scoring().schedule().hasPot();
    boolean doubled = m.history().stream().anyMatch(d -> d.multiplier() == 2);

    List<String[]> rows = new ArrayList<>();
    List<String> head = new ArrayList<>(List.of("Deal", "Dealer"));
    if (threeHanded) {
      head.add("Out");
    }
    head.add("Outcome");
    if (doubled) {
      head.add("x");
    }
    for (String name : names) {
      head.add(name);
      head.add("+/-");
      head.add("total");
    }
    if (pot) {
      head.add("pot");
    }
    rows.add(head.toArray(new String[0]));

    for (ScoredDeal d : m.history()) {
      List<String> row = new ArrayList<>();
      row.add(Integer.toString(d.number()));
      row.add(names.get(d.dealer()));
      if (threeHanded) {
        row.add(d.sittingOut().isPresent() ? names.get(d.sittingOut().getAsInt()) : "");
      }
      row.add(outcome(d, names));
      if (doubled) {
        row.add(d.multiplier() == 2 ? "x2" : "");
      }
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
      rows.add(row.toArray(new String[0]));
    }

    StringBuilder sb = new StringBuilder();
    sb.append("Game: ").append(m.rules().notation()).append('\n');
    sb.append("Scoring: ").append(m.scoring().notation()).append('\n');
    sb.append("Seed: ").append(Long.toUnsignedString(m.seed())).append('\n');
    sb.append('\n');
    appendAligned(sb, rows);
    if (doubled) {
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

  /** Appends the rows as columns separated by two spaces; numbers right-aligned. */
  private static void appendAligned(StringBuilder sb, List<String[]> rows) {
    int cols = rows.get(0).length;
    int[] width = new int[cols];
    for (String[] row : rows) {
      for (int c = 0; c < cols; c++) {
        width[c] = Math.max(width[c], row[c].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < cols; c++) {
        if (c > 0) {
          line.append("  ");
        }
        String cell = row[c];
        boolean right = cell.matches("[+-]?[0-9]+|\\.|out|x2|\\+/-|total|pot");
        String pad = " ".repeat(width[c] - cell.length());
        line.append(right ? pad + cell : cell + pad);
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
  }
}
