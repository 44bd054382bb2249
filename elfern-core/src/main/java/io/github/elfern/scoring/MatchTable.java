package io.github.elfern.scoring;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A match's table as it is shown to the players and spectators: the rules, the scoring, the
 * players, every deal scored so far and the state of the match, but not the match's seed, which
 * would let a client compute the coming deals. It is what {@link Match#table()} returns, and
 * what the JSON wire format of {@code elfern-json} sends; {@link Match#render()} writes it as
 * plain text, and a {@link Writer} writes it deal by deal.
 *
 * <pre>{@code
 * MatchTable table = match.table();
 * table.totals();                                   // [-2, 2]
 * String json = ElfernJson.mapper().writeValueAsString(table);   // with elfern-json
 * }</pre>
 *
 * @param rules the rules of every deal
 * @param scoring the scoring schedule and its options
 * @param players the players' names, by player index
 * @param deals the deals scored so far, in order
 * @param totals each player's total now, by player index
 * @param pot the counters in the pot now
 * @param multiplier the multiplier for the next deal: 1, or 2 after a Ständer
 * @param dealer the player who deals next
 * @param over whether the match is over
 * @param winner the winner of the match, once there is one
 */
public record MatchTable(Rules rules, Scoring scoring, List<String> players,
    List<ScoredDeal> deals, List<Integer> totals, int pot, int multiplier, int dealer,
    boolean over, OptionalInt winner) {

  /**
   * Copies the lists and checks that they fit together: the players are named as {@link
   * Match#start} requires and fit the rules and scoring, and the deals, replayed with the
   * library's scoring from the start of the match, give every deal's number, seating, kind,
   * multiplier, awards, totals and pot, and the table's totals, pot, multiplier, dealer, {@code
   * over} and winner. Where the match drew a dealer by lot, either player the lot could give is
   * accepted.
   *
   * @param rules the rules of every deal
   * @param scoring the scoring schedule and its options
   * @param players the players' names, by player index
   * @param deals the deals scored so far, in order, from the first deal of the match
   * @param totals each player's total now, by player index
   * @param pot the counters in the pot now
   * @param multiplier the multiplier for the next deal: 1 or 2
   * @param dealer the player who deals next
   * @param over whether the match is over
   * @param winner the winner of the match, once there is one
   * @throws IllegalArgumentException if a field contradicts the rest; the message starts with the
   *     field's name, e.g. {@code deals[0].awards[1] is 5 but the match's scoring gives 2}
   */
  public MatchTable {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(deals, "deals");
    Objects.requireNonNull(totals, "totals");
    players = List.copyOf(players);
    deals = List.copyOf(deals);
    totals = List.copyOf(totals);
    Replay r = replayDeals(rules, scoring, players, deals);
    String source = "the deals give";
    if (!totals.equals(r.totals())) {
      for (int p = 0; p < Math.min(totals.size(), r.totals().size()); p++) {
        if (!totals.get(p).equals(r.totals().get(p))) {
          throw new IllegalArgumentException("totals[" + p + "] is " + totals.get(p) + " but "
              + source + " " + r.totals().get(p));
        }
      }
      throw new IllegalArgumentException("totals is " + totals + " but " + source + " "
          + r.totals());
    }
    if (pot != r.pot()) {
      throw new IllegalArgumentException("pot is " + pot + " but " + source + " " + r.pot());
    }
    if (multiplier != r.multiplier()) {
      throw new IllegalArgumentException("multiplier is " + multiplier + " but " + source + " "
          + r.multiplier());
    }
    if (!r.dealers().contains(dealer)) {
      throw new IllegalArgumentException("dealer is " + dealer + " but " + source + " "
          + (r.dealers().size() == 1 ? r.dealers().iterator().next()
              : "one of " + r.dealers()));
    }
    if (over != r.over()) {
      throw new IllegalArgumentException("over is " + over + " but " + source + " " + r.over());
    }
    if (!winner.equals(r.winner())) {
      throw new IllegalArgumentException("winner is "
          + (winner.isPresent() ? String.valueOf(winner.getAsInt()) : "missing") + " but "
          + source + " " + (r.winner().isPresent() ? String.valueOf(r.winner().getAsInt())
              : "none (" + (r.over() ? "the best total is shared" : "the match goes on") + ")"));
    }
  }

  /**
   * What the deals of a match give, replayed from its start.
   *
   * @param totals each player's total after the deals
   * @param pot the pot after the deals
   * @param multiplier the multiplier of the next deal
   * @param dealers the players who may deal next (two when the lot decides)
   * @param over whether the match is over
   * @param winner the winner, once the match is over and the best total is not shared
   */
  private record Replay(List<Integer> totals, int pot, int multiplier, List<Integer> dealers,
      boolean over, OptionalInt winner) {}

  /**
   * Replays the deals of a match from its start, as {@link Match#record} scored them.
   *
   * @throws IllegalArgumentException naming the first field that contradicts the rules, the
   *     scoring or the deals before it
   */
  private static Replay replayDeals(Rules rules, Scoring scoring, List<String> players,
      List<ScoredDeal> deals) {
    int n = players.size();
    for (int i = 0; i < n; i++) {
      String name = players.get(i);
      if (name.isBlank()) {
        throw new IllegalArgumentException("players[" + i + "] is blank; every player needs a"
            + " name (Match.start)");
      }
      int first = players.indexOf(name);
      if (first != i) {
        throw new IllegalArgumentException("players[" + i + "] is \"" + name
            + "\" as players[" + first + "] is; the names must differ (Match.start)");
      }
    }
    try {
      Match.start(rules, scoring, players, 0L);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("scoring \"" + scoring.notation() + "\" with " + n
          + " players does not fit rules \"" + rules.notation() + "\": " + e.getMessage());
    }
    ScoringSchedule schedule = scoring.schedule();
    int[] totals = new int[n];
    Arrays.fill(totals, schedule.startingTotal());
    int[] won = new int[n];
    int pot = 0;
    int multiplier = 1;
    int played = 0;
    boolean over = false;
    Set<Integer> dealers = new LinkedHashSet<>();
    for (int p = 0; p < n; p++) {
      dealers.add(p); // the first dealer is drawn by lot among all
    }
    int sitter = -2; // not known before the first deal's dealer is
    for (int i = 0; i < deals.size(); i++) {
      ScoredDeal given = deals.get(i);
      String at = "deals[" + i + "]";
      if (over) {
        throw new IllegalArgumentException(at + " follows the end of the match after deal " + i);
      }
      if (given.number() != i + 1) {
        throw new IllegalArgumentException(at + ".number is " + given.number()
            + " but the deals give " + (i + 1) + " (deals are numbered from 1, redeals"
            + " included)");
      }
      if (!given.result().rules().equals(rules)) {
        throw new IllegalArgumentException(at + ".result.rules is \""
            + given.result().rules().notation() + "\" but the match plays \"" + rules.notation()
            + "\"");
      }
      if (given.totals().size() != n) {
        throw new IllegalArgumentException(at + ".totals has " + given.totals().size()
            + " entries, one per player (" + n + ")");
      }
      int dealer = given.dealer();
      if (!dealers.contains(dealer)) {
        throw new IllegalArgumentException(at + ".seating is " + given.seating()
            + ": its dealer (the last seat) is player " + dealer + " but the deals give "
            + (dealers.size() == 1 ? "player " + dealers.iterator().next()
                : "one of players " + dealers));
      }
      if (sitter == -2) {
        sitter = MatchStep.firstSitter(rules, n, dealer);
      }
      List<Integer> seating = MatchStep.seating(rules, n, dealer, sitter);
      if (!seating.equals(given.seating())) {
        throw new IllegalArgumentException(at + ".seating is " + given.seating()
            + " but the deals give " + seating);
      }
      MatchStep.Scored scored = MatchStep.score(schedule, i + 1, seating,
          sitter < 0 ? OptionalInt.empty() : OptionalInt.of(sitter), given.result(), multiplier,
          Awards.list(totals), pot);
      ScoredDeal d = scored.deal();
      String diff = DealDifference.of(given, d, at, "the match's scoring gives");
      if (diff != null) {
        throw new IllegalArgumentException(diff);
      }
      for (int p = 0; p < n; p++) {
        totals[p] = d.totals().get(p);
        won[p] = Math.addExact(won[p], Math.max(0, d.awards().get(p)));
      }
      pot = d.pot();
      multiplier = scored.nextMultiplier();
      if (d.kind() != ScoredDeal.Kind.REDEAL) {
        played++;
      }
      int nextSitter = MatchStep.nextSitter(rules, scoring, n, d, sitter);
      dealers = new LinkedHashSet<>(MatchStep.nextDealers(rules, scoring, n, d, nextSitter));
      sitter = nextSitter;
      over = schedule.isOver(Awards.list(totals), Awards.list(won), pot, played);
    }
    OptionalInt winner = OptionalInt.empty();
    if (over) {
      int best = 0;
      boolean shared = false;
      for (int p = 1; p < n; p++) {
        if (totals[p] > totals[best]) {
          best = p;
          shared = false;
        } else if (totals[p] == totals[best]) {
          shared = true;
        }
      }
      winner = shared ? OptionalInt.empty() : OptionalInt.of(best);
    }
    List<Integer> list = new ArrayList<>();
    for (int t : totals) {
      list.add(t);
    }
    return new Replay(List.copyOf(list), pot, multiplier, List.copyOf(dealers), over, winner);
  }

  /**
   * Replays the deals of a match from its start with the library's scoring and returns the table
   * they give: its totals, pot, multiplier, {@code over} and winner are computed; the rest is
   * checked as the constructor checks it. This is how a table received from elsewhere (the JSON
   * wire format, say) is rebuilt from its primary fields.
   *
   * @param rules the rules of every deal
   * @param scoring the scoring schedule and its options
   * @param players the players' names, by player index
   * @param deals the deals scored so far, in order, from the first deal of the match
   * @param dealer the player who deals next
   * @return the table
   * @throws IllegalArgumentException if a field contradicts the rest, as for the constructor
   */
  public static MatchTable replay(Rules rules, Scoring scoring, List<String> players,
      List<ScoredDeal> deals, int dealer) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(deals, "deals");
    Replay r = replayDeals(rules, scoring, List.copyOf(players), List.copyOf(deals));
    return new MatchTable(rules, scoring, players, deals, r.totals(), r.pot(), r.multiplier(),
        dealer, r.over(), r.winner());
  }

  /**
   * {@return the table of a match, without its seed}; the same as {@link Match#table()}
   *
   * @param match the match, with its whole history
   * @throws IllegalArgumentException if the match has dropped deals from its history ({@link
   *     Match#withoutHistory()}): a table replays every deal from the start of the match
   */
  public static MatchTable of(Match match) {
    if (match.history().size() != match.recorded()) {
      throw new IllegalArgumentException("the match has dropped "
          + (match.recorded() - match.history().size()) + " of its " + match.recorded()
          + " deals from its history (Match.withoutHistory()); a match table holds every deal");
    }
    return new MatchTable(match.rules(), match.scoring(), match.players(), match.history(),
        match.totals(), match.pot(), match.multiplier(), match.dealer(), match.isOver(),
        match.winner());
  }

  /**
   * Starts writing the table of a match as plain text deal by deal, for a match too long to hold
   * ({@link Match#withoutHistory()}): {@link Writer#measure} every deal first (the columns are as
   * wide as their widest cell), then write {@link Writer#head()}, a {@link Writer#row} per deal and
   * {@link Writer#foot}, as {@code elfern score} does in two passes over a file.
   *
   * <pre>{@code
   * MatchTable.Writer w = MatchTable.writer(start);
   * match.history().forEach(w::measure);
   * StringBuilder sb = new StringBuilder(w.head());
   * match.history().forEach(d -> sb.append(w.row(d)));
   * sb.append(w.foot(match));            // equals match.render()
   * }</pre>
   *
   * @param match the match, at any point: its players, rules, scoring and (once it is over) seed
   *     head the table
   * @return a writer without rows, its columns as wide as their headings
   */
  public static Writer writer(Match match) {
    Objects.requireNonNull(match, "match");
    return new Writer(match);
  }

  /**
   * Writes the table of a match as plain text, deal by deal ({@link MatchTable#writer}): the
   * lines of {@link Match#render()}. Not thread-safe: measuring widens its columns.
   */
  public static final class Writer {

    /** What the seed line says before the match is over. */
    private static final String SEED_HIDDEN = "shown when the match is over";

    private final Match start;
    private final List<String> names;
    private final boolean threeHanded;
    private final boolean pot;
    private final String[] header;
    /** Whether a measured deal counts double, so that the foot explains the x column. */
    private boolean doubled;
    private final int[] width;

    private Writer(Match m) {
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

    /** {@return the whole table of a match as text: what {@link Match#render()} returns} */
    static String render(Match m) {
      Writer t = new Writer(m);
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
      Objects.requireNonNull(deal, "deal");
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
     * <p>The seed is shown only when the match the writer was made of {@link Match#isOver() is
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
      Objects.requireNonNull(deal, "deal");
      return aligned(cells(deal));
    }

    /**
     * Returns the lines below the rows: the state of the match, the pot, the settlement and,
     * under {@link Banner}, the banners drawn.
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
      List<Integer> settlement = m.settlement();
      sb.append("Settlement:");
      for (int p = 0; p < n; p++) {
        sb.append(p == 0 ? " " : ", ")
            .append(names.get(p))
            .append(' ')
            .append(signed(settlement.get(p)));
      }
      sb.append('\n');
      if (m.scoring().schedule() instanceof Banner) {
        for (int p = 0; p < n; p++) {
          sb.append('\n').append(names.get(p)).append(" (").append(m.total(p))
              .append(" lines)\n");
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
              + d.result().outcome().code();
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
}
