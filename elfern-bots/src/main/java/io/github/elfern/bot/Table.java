package io.github.elfern.bot;

import io.github.elfern.card.SeatKey;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Measures one contestant per seat around a table of two, three or four players, e.g. one
 * {@code best} against three {@code heuristic} bots in Fünfzehnern: every contestant plays for
 * itself, and a deal is won by the contestant whose points are highest (a tie at the top shared
 * equally among those tied).
 *
 * <p>With {@link Tournament.Decks#PAIRED} decks every deck is dealt once per rotation of the
 * table: in deal {@code d} of a table of {@code n}, deck {@code d / n} is dealt and contestant
 * {@code i} sits in seat {@code (i + d) mod n}, so that each contestant holds each hand of each
 * deck once and the luck of the deal largely cancels. With {@link Tournament.Decks#FRESH} every
 * deal has a deck of its own, the contestants still rotating. Decks and the seats' generators
 * come from the seed and key as in {@link Tournament} ({@link SeatKey#deckSeed}, {@link
 * SeatKey#generators}), so a run replays exactly, and a deal's figures depend only on the
 * contestants, the rules, the seed, the key and the deal's number: deals may be played in any
 * order, on any number of threads. What {@link Tournament}'s description says of the seed as a
 * secret and of failures holds here too: only a {@link BotFailure} forfeits a deal (the
 * contestant's seat takes nothing, {@link BotFailure#forfeitResult}), any other failure of a
 * contestant stops the run with an {@link IllegalStateException} naming it, the deal and the seat.
 *
 * <pre>{@code
 * Rules rules = Rules.preset("fuenfzehnern");
 * Table.Result r = new Table(rules, List.of(Contestant.parse("best"), Contestant.parse("heuristic"),
 *     Contestant.parse("heuristic"), Contestant.parse("heuristic"))).play(500, 1);
 * System.out.println(r);   // per contestant: share of the deals won, its 95% interval, points
 * }</pre>
 *
 * <p>{@link Tally#summary()} adds the deals up into a {@link TableSummary}: besides the Wilson
 * interval, one that takes each deck as one unit, and the figures per seat.
 */
public final class Table {

  private final Rules rules;
  private final List<Contestant> contestants;
  private final List<String> names;

  /**
   * Creates a table, asking each contestant its name once, here.
   *
   * @param rules the rules of every deal
   * @param contestants one contestant per seat, {@code rules.players()} of them, in the order of
   *     the seats of the first deal; the same contestant object may appear more than once only
   *     if it may be called for several seats (the library's bots may)
   * @throws IllegalArgumentException if the number of contestants is not the number of players,
   *     or a contestant has no name (as {@link Tournament#Tournament} says)
   * @throws NullPointerException if an argument or a contestant is null
   */
  public Table(Rules rules, List<Contestant> contestants) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.contestants = List.copyOf(contestants);
    if (this.contestants.size() != rules.players()) {
      throw new IllegalArgumentException(rules.notation() + " is played by " + rules.players()
          + " players, but the table has " + this.contestants.size() + " contestants");
    }
    List<String> n = new ArrayList<>();
    for (int i = 0; i < this.contestants.size(); i++) {
      n.add(Tournament.nameOf(Character.toString('A' + i), this.contestants.get(i)));
    }
    this.names = List.copyOf(n);
  }

  /** {@return the contestants' names, in the table's order} */
  public List<String> names() {
    return names;
  }

  /**
   * Returns names that tell the contestants of a table apart, for a report: each name as given,
   * and a name that more than one contestant has followed by the contestant's place at the
   * table, {@code " (A)"}, {@code " (B)"} ...: {@code [best, heuristic, heuristic]} gives {@code
   * [best, heuristic (B), heuristic (C)]}.
   *
   * @param names the contestants' names, in the table's order
   * @return the names told apart, in the same order
   * @throws NullPointerException if a name is null
   */
  public static List<String> distinctNames(List<String> names) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      String name = Objects.requireNonNull(names.get(i), "name");
      long same = names.stream().filter(name::equals).count();
      out.add(same > 1 ? name + " (" + (char) ('A' + i) + ")" : name);
    }
    return List.copyOf(out);
  }

  /**
   * Returns the seed of the portable shuffle of one deal's deck at a table of {@code players}.
   *
   * @param decks paired (each deck once per rotation) or fresh
   * @param seed the run's seed
   * @param players the number of seats
   * @param deal the deal's number, from 0
   * @return the deck seed ({@link GameState#deal(Rules, long)})
   * @throws IllegalArgumentException if {@code deal} is negative or {@code players} is not 2 to 4
   */
  public static long deckSeed(Tournament.Decks decks, long seed, int players, long deal) {
    Objects.requireNonNull(decks, "decks");
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("a table seats 2 to 4 players, got " + players);
    }
    SeatKey.checkDeal(deal);
    return SeatKey.fromSeed(seed).deckSeed(decks == Tournament.Decks.PAIRED ? deal / players
        : deal);
  }

  /**
   * Plays {@code decks} decks, each once per rotation of the table: {@code decks * players}
   * deals, each seat's generator from {@link SeatKey#fromSeed}{@code (seed)}.
   *
   * @param decks the number of decks, at least 1, at most {@code Integer.MAX_VALUE / 4}
   * @param seed the seed of the decks and of the generators
   * @return the tally
   * @throws IllegalArgumentException if {@code decks} is out of range
   */
  public Result play(int decks, long seed) {
    if (decks < 1 || decks > Integer.MAX_VALUE / 4) {
      throw new IllegalArgumentException("a table needs at least 1 deck and at most "
          + Integer.MAX_VALUE / 4 + ", got " + decks);
    }
    return playDeals(decks * rules.players(), Tournament.Decks.PAIRED, seed,
        SeatKey.fromSeed(seed));
  }

  /**
   * Plays deals {@code 0} to {@code deals - 1}, as {@link #playDeal} plays each.
   *
   * @param deals the number of deals, at least 1
   * @param decks paired or fresh decks
   * @param seed the seed of the decks
   * @param key the key of the seats' generators
   * @return the tally
   * @throws IllegalArgumentException if {@code deals < 1}
   */
  public Result playDeals(int deals, Tournament.Decks decks, long seed, SeatKey key) {
    if (deals < 1) {
      throw new IllegalArgumentException("a table needs at least 1 deal, got " + deals);
    }
    Tally tally = new Tally(names, decks);
    for (int d = 0; d < deals; d++) {
      tally.add(playDeal(d, decks, seed, key));
    }
    return tally.result();
  }

  /**
   * Plays one deal: the deck of {@link #deckSeed}, contestant {@code i} in seat {@code (i +
   * deal) mod players}, each seat drawing from its own generator ({@link SeatKey#generators}).
   *
   * @param deal the deal's number, from 0
   * @param decks paired or fresh decks
   * @param seed the seed of the decks
   * @param key the key of the seats' generators
   * @return the deal's figures, per contestant in the table's order
   * @throws IllegalArgumentException if {@code deal} is negative
   * @throws IllegalStateException if a contestant fails other than by {@link BotFailure}
   */
  public Deal playDeal(long deal, Tournament.Decks decks, long seed, SeatKey key) {
    return playDealInFull(deal, decks, seed, key).deal();
  }

  /**
   * Plays one deal as {@link #playDeal} does and returns, besides its figures, its last position
   * and the failure that ended it, if any, for a caller that writes records of the deals.
   *
   * @param deal the deal's number, from 0
   * @param decks paired or fresh decks
   * @param seed the seed of the decks
   * @param key the key of the seats' generators
   * @return the deal: its figures, per contestant, its last position, the failure, its result
   * @throws IllegalArgumentException if {@code deal} is negative
   * @throws IllegalStateException if a contestant fails other than by {@link BotFailure}
   */
  public DealInFull<Deal> playDealInFull(long deal, Tournament.Decks decks, long seed,
      SeatKey key) {
    Objects.requireNonNull(key, "key");
    int n = rules.players();
    long deckSeed = deckSeed(decks, seed, n, deal);
    GameState s = GameState.deal(rules, deckSeed);
    List<RandomGenerator> random = key.generators(deal, n);
    int rotation = (int) (deal % n);
    int[] contestantAt = new int[n];
    for (int i = 0; i < n; i++) {
      contestantAt[(i + rotation) % n] = i;
    }
    int[] moves = new int[n];
    long[] nanos = new long[n];
    long[] max = new long[n];
    int forfeit = -1;
    DealResult forfeitResult = null;
    BotFailure failure = null;
    while (!s.isOver()) {
      int seat = s.toMove();
      int who = contestantAt[seat];
      long t0 = System.nanoTime();
      Move move;
      try {
        move = contestants.get(who).choose(s, random.get(seat));
      } catch (BotFailure f) {
        forfeit = who;
        failure = f;
        forfeitResult = BotFailure.forfeitResult(rules, Set.of(seat));
        break;
      } catch (RuntimeException e) {
        throw failed(names.get(who), deal, seat, e.toString(), e);
      }
      long t = System.nanoTime() - t0;
      if (move == null) {
        throw failed(names.get(who), deal, seat, "it chose no move (null)", null);
      }
      try {
        s = s.play(move);
      } catch (IllegalPlayException e) {
        throw failed(names.get(who), deal, seat, "it chose an illegal move: " + e.reason(), e);
      }
      moves[who]++;
      nanos[who] += t;
      max[who] = Math.max(max[who], t);
    }
    DealResult result = forfeitResult != null ? forfeitResult : s.result();
    int[] points = new int[n];
    int[] settlement = new int[n];
    int[] seats = new int[n];
    List<Integer> settled = result.settlement();
    for (int seat = 0; seat < n; seat++) {
      int who = contestantAt[seat];
      seats[who] = seat;
      points[who] = result.points(seat);
      settlement[who] = settled.get(seat);
    }
    return new DealInFull<>(new Deal(deal, deckSeed, seats, points, settlement, forfeit, moves,
        nanos, max), s, Optional.ofNullable(failure), result);
  }

  private static IllegalStateException failed(String name, long deal, int seat, String problem,
      Throwable cause) {
    return new IllegalStateException("contestant '" + name + "' failed in deal " + deal
        + ", seat " + seat + ": " + problem, cause);
  }

  /**
   * One deal at a table, per contestant in the table's order.
   *
   * @param deal the deal's number, from 0
   * @param deckSeed the seed of its deck
   * @param seats the seat of each contestant
   * @param points each contestant's points (after a forfeit, as {@link
   *     BotFailure#forfeitResult} scores it)
   * @param settlement each contestant's settlement ({@link DealResult#settlement()})
   * @param forfeit the contestant that forfeited, or -1
   * @param moves the moves each chose
   * @param nanos the time each took for them, in nanoseconds (on the clock)
   * @param maxNanos the longest move of each, in nanoseconds
   */
  public record Deal(long deal, long deckSeed, int[] seats, int[] points, int[] settlement,
      int forfeit, int[] moves, long[] nanos, long[] maxNanos) {

    /**
     * Copies the arrays and checks the components.
     *
     * @param deal the deal's number
     * @param deckSeed the seed of its deck
     * @param seats the seat of each contestant
     * @param points each contestant's points
     * @param settlement each contestant's settlement
     * @param forfeit the contestant that forfeited, or -1
     * @param moves the moves of each
     * @param nanos the time of each
     * @param maxNanos the longest move of each
     * @throws IllegalArgumentException if the arrays differ in length or a count is negative
     */
    public Deal {
      SeatKey.checkDeal(deal);
      seats = seats.clone();
      points = points.clone();
      settlement = settlement.clone();
      moves = moves.clone();
      nanos = nanos.clone();
      maxNanos = maxNanos.clone();
      int n = points.length;
      if (n < 2 || seats.length != n || settlement.length != n || moves.length != n
          || nanos.length != n || maxNanos.length != n || forfeit < -1 || forfeit >= n) {
        throw new IllegalArgumentException("a table deal has one entry per contestant (2 to 4)");
      }
      for (int i = 0; i < n; i++) {
        if (points[i] < 0 || moves[i] < 0 || nanos[i] < 0 || maxNanos[i] < 0) {
          throw new IllegalArgumentException("a deal's points, moves and times cannot be "
              + "negative");
        }
      }
    }

    /** {@return each contestant's share of the deal's win: 1 alone on top, 1/k among k tied} */
    public double[] shares() {
      int[] t = twelfths();
      double[] s = new double[t.length];
      for (int i = 0; i < s.length; i++) {
        s[i] = t[i] / (double) TableSummary.TWELFTHS;
      }
      return s;
    }

    /**
     * {@return each contestant's share of the deal's win in twelfths of a deal ({@link
     * TableSummary#TWELFTHS}): 12 alone on top, 6, 4 or 3 among 2, 3 or 4 tied, else 0}
     */
    public int[] twelfths() {
      int top = Arrays.stream(points).max().orElseThrow();
      int k = (int) Arrays.stream(points).filter(p -> p == top).count();
      int[] t = new int[points.length];
      for (int i = 0; i < t.length; i++) {
        t[i] = points[i] == top ? TableSummary.TWELFTHS / k : 0;
      }
      return t;
    }

    /** {@return the seat of each contestant (a copy)} */
    @Override
    public int[] seats() {
      return seats.clone();
    }

    /** {@return each contestant's points (a copy)} */
    @Override
    public int[] points() {
      return points.clone();
    }

    /** {@return each contestant's settlement (a copy)} */
    @Override
    public int[] settlement() {
      return settlement.clone();
    }

    /** {@return the moves each contestant chose (a copy)} */
    @Override
    public int[] moves() {
      return moves.clone();
    }

    /** {@return the time each contestant took, in nanoseconds (a copy)} */
    @Override
    public long[] nanos() {
      return nanos.clone();
    }

    /** {@return the longest move of each contestant, in nanoseconds (a copy)} */
    @Override
    public long[] maxNanos() {
      return maxNanos.clone();
    }

    /** {@return whether {@code o} is a deal with the same numbers, array by array} */
    @Override
    public boolean equals(Object o) {
      return o instanceof Deal d && deal == d.deal && deckSeed == d.deckSeed
          && forfeit == d.forfeit && Arrays.equals(seats, d.seats)
          && Arrays.equals(points, d.points) && Arrays.equals(settlement, d.settlement)
          && Arrays.equals(moves, d.moves) && Arrays.equals(nanos, d.nanos)
          && Arrays.equals(maxNanos, d.maxNanos);
    }

    /** {@return a hash of the numbers, consistent with {@link #equals}} */
    @Override
    public int hashCode() {
      return Objects.hash(deal, deckSeed, forfeit, Arrays.hashCode(seats),
          Arrays.hashCode(points), Arrays.hashCode(settlement), Arrays.hashCode(moves),
          Arrays.hashCode(nanos), Arrays.hashCode(maxNanos));
    }

    /** {@return the deal's numbers, arrays written out} */
    @Override
    public String toString() {
      return "Deal[deal=" + deal + ", deckSeed=" + deckSeed + ", seats=" + Arrays.toString(seats)
          + ", points=" + Arrays.toString(points) + ", settlement="
          + Arrays.toString(settlement) + ", forfeit=" + forfeit + ", moves="
          + Arrays.toString(moves) + ", nanos=" + Arrays.toString(nanos) + ", maxNanos="
          + Arrays.toString(maxNanos) + "]";
    }
  }

  /**
   * Adds up {@link Deal}s, in any order, into a {@link Result} and a {@link TableSummary}: for
   * runs that play their deals on several threads. The deals of one deck are added up together
   * for the summary's per-deck intervals; a deck's sums are kept only until its last deal is
   * added, so a run that adds its deals roughly in order holds few.
   */
  public static final class Tally {
    /** The figures summed per contestant (won, points, settlement) and per seat (won, points). */
    private static final int BOT_FIGURES = 3;
    private static final int SEAT_FIGURES = 2;

    private final List<String> names;
    private final Tournament.Decks decks;
    private final double[] shares;
    private final long[] points;
    private final long[] settlement;
    private final int[] forfeits;
    private int deals;
    /** Per contestant then per seat, each figure: its sums over deals and over closed decks. */
    private final Acc[] figures;
    /** Per contestant and seat: its wins and points, the deals independent. */
    private final Acc[] bySeat;
    /** The decks with deals still to come: each figure's sum so far, and the deals. */
    private final java.util.Map<Long, OpenDeck> open = new java.util.HashMap<>();

    /**
     * Starts an empty tally.
     *
     * @param names the contestants' names, in the table's order (2 to 4)
     * @param decks how the deals were dealt: paired, deals {@code n d} to {@code n d + n - 1}
     *     on deck {@code d}, or a fresh deck per deal (as the deals were played)
     * @throws IllegalArgumentException if there are not 2 to 4 names
     * @throws NullPointerException if an argument is null
     */
    public Tally(List<String> names, Tournament.Decks decks) {
      this.names = List.copyOf(names);
      this.decks = Objects.requireNonNull(decks, "decks");
      if (this.names.size() < 2 || this.names.size() > 4) {
        throw new IllegalArgumentException("a table seats 2 to 4 contestants, got "
            + this.names.size());
      }
      int n = this.names.size();
      shares = new double[n];
      points = new long[n];
      settlement = new long[n];
      forfeits = new int[n];
      figures = new Acc[n * (BOT_FIGURES + SEAT_FIGURES)];
      bySeat = new Acc[n * n * 2];
      for (int i = 0; i < figures.length; i++) {
        figures[i] = new Acc();
      }
      for (int i = 0; i < bySeat.length; i++) {
        bySeat[i] = new Acc();
      }
    }

    /**
     * Adds one deal.
     *
     * @param d the deal, with one entry per contestant of the tally
     * @throws IllegalArgumentException if the deal has another number of contestants, does not
     *     seat one contestant per seat, or, with paired decks, the deck's other deals so far were
     *     dealt from another deck
     */
    public void add(Deal d) {
      int n = names.size();
      int[] p = d.points();
      if (p.length != n) {
        throw new IllegalArgumentException("a deal of " + p.length + " contestants at a table of "
            + n);
      }
      int[] seats = d.seats();
      int taken = 0;
      for (int i = 0; i < n; i++) {
        if (seats[i] < 0 || seats[i] >= n || (taken & 1 << seats[i]) != 0) {
          throw new IllegalArgumentException("deal " + d.deal() + " seats contestant " + i
              + " in seat " + seats[i] + ": not one contestant per seat");
        }
        taken |= 1 << seats[i];
      }
      int[] won = d.twelfths();
      int[] st = d.settlement();
      double[] s = d.shares();
      long[] x = new long[figures.length];
      for (int i = 0; i < n; i++) {
        x[i * BOT_FIGURES] = won[i];
        x[i * BOT_FIGURES + 1] = p[i];
        x[i * BOT_FIGURES + 2] = st[i];
        int seat = n * BOT_FIGURES + seats[i] * SEAT_FIGURES;
        x[seat] = won[i];
        x[seat + 1] = p[i];
      }
      long deck = decks == Tournament.Decks.PAIRED ? d.deal() / n : d.deal();
      OpenDeck o = open.get(deck);
      if (o != null && o.deckSeed != d.deckSeed()) {
        throw new IllegalArgumentException("deal " + d.deal() + " was not dealt from the deck "
            + "of the other deals of deck " + deck + ": were the decks " + decks + "?");
      }
      if (o == null) {
        o = new OpenDeck(d.deckSeed(), figures.length);
        open.put(deck, o);
      }
      // the deal is sound: count it
      for (int f = 0; f < figures.length; f++) {
        figures[f].add(x[f]);
        o.sums[f] += x[f];
      }
      o.deals++;
      for (int i = 0; i < n; i++) {
        bySeat[(i * n + seats[i]) * 2].add(won[i]);
        bySeat[(i * n + seats[i]) * 2 + 1].add(p[i]);
        shares[i] += s[i];
        points[i] += p[i];
        settlement[i] += st[i];
      }
      if (d.forfeit() >= 0) {
        forfeits[d.forfeit()]++;
      }
      deals++;
      if (o.deals == (decks == Tournament.Decks.PAIRED ? n : 1)) {
        for (int f = 0; f < figures.length; f++) {
          figures[f].close(o.sums[f], o.deals);
        }
        open.remove(deck);
      }
    }

    /**
     * {@return the tally so far}
     *
     * @throws IllegalStateException if no deal was added
     */
    public Result result() {
      if (deals == 0) {
        throw new IllegalStateException("no deal was played");
      }
      List<Standing> standings = new ArrayList<>();
      for (int i = 0; i < names.size(); i++) {
        standings.add(new Standing(names.get(i), shares[i], points[i], settlement[i],
            forfeits[i]));
      }
      return new Result(deals, standings);
    }

    /**
     * Returns the summary so far: a deck whose deals have not all been added (the last of a run
     * that is not a whole number of rotations) counts with the deals it has.
     *
     * @return the summary
     * @throws IllegalStateException if no deal was added
     */
    public TableSummary summary() {
      if (deals == 0) {
        throw new IllegalStateException("no deal was played");
      }
      int n = names.size();
      TableSummary.Sums[] sums = new TableSummary.Sums[figures.length];
      for (int f = 0; f < figures.length; f++) {
        Acc last = new Acc(); // the decks whose deals have not all come, each as it stands
        for (OpenDeck o : open.values()) {
          last.close(o.sums[f], o.deals);
        }
        sums[f] = figures[f].sums(last);
      }
      List<TableSummary.Place> places = new ArrayList<>();
      List<TableSummary.Sums> seatWon = new ArrayList<>();
      List<TableSummary.Sums> seatPoints = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        List<TableSummary.Sums> wonBySeat = new ArrayList<>();
        List<TableSummary.Sums> pointsBySeat = new ArrayList<>();
        for (int seat = 0; seat < n; seat++) {
          wonBySeat.add(bySeat[(i * n + seat) * 2].independent());
          pointsBySeat.add(bySeat[(i * n + seat) * 2 + 1].independent());
        }
        places.add(new TableSummary.Place(sums[i * BOT_FIGURES], sums[i * BOT_FIGURES + 1],
            sums[i * BOT_FIGURES + 2], forfeits[i], wonBySeat, pointsBySeat));
        seatWon.add(sums[n * BOT_FIGURES + i * SEAT_FIGURES]);
        seatPoints.add(sums[n * BOT_FIGURES + i * SEAT_FIGURES + 1]);
      }
      return new TableSummary(decks, places, seatWon, seatPoints);
    }

    /** One figure's running sums over deals, and over the decks closed so far. */
    private static final class Acc {
      private long n;
      private long sum;
      private long sumSq;
      private long decks;
      private long deckSumSq;
      private long deckCross;
      private long deckNSq;

      void add(long x) {
        n++;
        sum += x;
        sumSq += x * x;
      }

      void close(long deckSum, long deckDeals) {
        decks++;
        deckSumSq += deckSum * deckSum;
        deckCross += deckDeals * deckSum;
        deckNSq += deckDeals * deckDeals;
      }

      /** {@return the sums, with the decks closed in {@code more} besides this one's} */
      TableSummary.Sums sums(Acc more) {
        return new TableSummary.Sums(n, sum, sumSq, decks + more.decks,
            deckSumSq + more.deckSumSq, deckCross + more.deckCross, deckNSq + more.deckNSq);
      }

      TableSummary.Sums independent() {
        return TableSummary.Sums.independent(n, sum, sumSq);
      }
    }

    /** A deck with deals still to come. */
    private static final class OpenDeck {
      private final long deckSeed;
      private final long[] sums;
      private long deals;

      OpenDeck(long deckSeed, int figures) {
        this.deckSeed = deckSeed;
        this.sums = new long[figures];
      }
    }
  }

  /**
   * One contestant's figures over a run.
   *
   * @param name its name
   * @param won the deals it won, a tie at the top counted as its share (1/2, 1/3, 1/4)
   * @param points its points over all deals
   * @param settlement its settlement over all deals ({@link DealResult#settlement()})
   * @param forfeits the deals it forfeited
   */
  public record Standing(String name, double won, long points, long settlement, int forfeits) {

    /**
     * Checks the components.
     *
     * @param name its name
     * @param won the deals won, ties split
     * @param points its points
     * @param settlement its settlement
     * @param forfeits its forfeits
     * @throws IllegalArgumentException if a count is negative or not finite
     */
    public Standing {
      Objects.requireNonNull(name, "name");
      if (!(won >= 0 && won < Double.POSITIVE_INFINITY) || points < 0 || forfeits < 0) {
        throw new IllegalArgumentException("bad standing: won " + won + ", points " + points
            + ", forfeits " + forfeits);
      }
    }
  }

  /**
   * A table's tally.
   *
   * @param deals the deals played
   * @param standings one per contestant, in the table's order
   */
  public record Result(int deals, List<Standing> standings) {

    /**
     * Copies the standings and checks them.
     *
     * @param deals the deals played, at least 1
     * @param standings one per contestant
     * @throws IllegalArgumentException if {@code deals < 1} or a standing won more deals than
     *     were played
     */
    public Result {
      standings = List.copyOf(standings);
      if (deals < 1) {
        throw new IllegalArgumentException("a table's result needs at least 1 deal, got "
            + deals);
      }
      for (Standing s : standings) {
        if (s.won() > deals + 1e-9) {
          throw new IllegalArgumentException(s.name() + " won " + s.won() + " of " + deals
              + " deals");
        }
      }
    }

    /**
     * {@return contestant {@code i}'s share of the deals won, ties at the top split}
     *
     * @param i the contestant's place at the table, from 0
     */
    public double share(int i) {
      return Math.min(1, standings.get(i).won() / deals);
    }

    /**
     * {@return the Wilson 95% interval of {@link #share(int)}}
     *
     * @param i the contestant's place at the table, from 0
     */
    public double[] shareInterval(int i) {
      return Tournament.wilson(Math.min(deals, standings.get(i).won()), deals, 1.959964);
    }

    /**
     * {@return contestant {@code i}'s mean points per deal}
     *
     * @param i the contestant's place at the table, from 0
     */
    public double meanPoints(int i) {
      return (double) standings.get(i).points() / deals;
    }

    /**
     * {@return contestant {@code i}'s mean settlement per deal}
     *
     * @param i the contestant's place at the table, from 0
     */
    public double meanSettlement(int i) {
      return (double) standings.get(i).settlement() / deals;
    }

    /** {@return one line per contestant: share won with its interval, mean points, settlement} */
    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder();
      sb.append(deals).append(" deals");
      for (int i = 0; i < standings.size(); i++) {
        double[] ci = shareInterval(i);
        sb.append(String.format(Locale.ROOT,
            "%n%s: won %.1f, share %.3f [%.3f, %.3f], mean points %.2f, mean settlement %+.2f",
            standings.get(i).name(), standings.get(i).won(), share(i), ci[0], ci[1],
            meanPoints(i), meanSettlement(i)));
        if (standings.get(i).forfeits() > 0) {
          sb.append(", forfeits ").append(standings.get(i).forfeits());
        }
      }
      return sb.toString();
    }
  }
}
