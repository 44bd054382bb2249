package io.github.elfern.scoring;

import io.github.elfern.card.SeatKey;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.card.internal.Messages;
import io.github.elfern.rules.TieRule;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A match: a series of deals between named players, scored by a {@link Scoring}, as an immutable
 * value that knows the running totals, who deals and who sits out next, the multiplier in force,
 * whether the match is over and who won.
 *
 * <p>An app plays a match deal by deal: start it, deal, play the deal, record the result, and go
 * on with the returned match until {@link #isOver()}:
 *
 * <pre>{@code
 * Match m = Match.start(Rules.preset("elfern"), Scoring.parse("banner"), List.of("Anna", "Ben"), 42);
 * while (!m.isOver()) {
 *   GameState s = m.deal();          // the next deal, shuffled from the match's seed
 *   // ... play s to the end; seat i is player m.playerAt(i) ...
 *   m = m.record(s.result());
 * }
 * System.out.print(m.render());      // deals, awards, running totals, banners
 * }</pre>
 *
 * <p><b>Players and seats.</b> Players are numbered from 0 in the order given, which is also the
 * seating order at the table, clockwise. A deal's seats are numbered from forehand (seat 0) to the
 * dealer (last seat); {@link #seating()} says which player sits in each seat of the next deal. In
 * two-hand games the player who is not the dealer is forehand. In Fünfzehnern seat 0 is the player
 * after the dealer in seat order (eldest) and the deal passes clockwise (our choice).
 *
 * <p><b>Three players</b> (Braillespiel, Braillespiel) play a two-hand game with one player sitting out
 * each deal. Our choices, the source being silent: the first dealer is drawn by lot among all
 * three, the next player in seat order is forehand, the third sits out; afterwards {@link
 * SitOutRule} decides who sits out, and a tie among three changes nothing (Braillespiel): no doubling,
 * no pot.
 *
 * <p><b>Dealer.</b> The first dealer is drawn by lot (Kiddle, Braillespiel). After a win, {@link
 * NextDealer}; after a deal without a winner, {@link DealerAfterTie} (unless the deal alternates);
 * when the chosen player sits out, the next player in seat order who plays deals. A redealt deal
 * (a tie in Böhmischer Schneider) is dealt again by the same dealer and does not count as a deal.
 *
 * <p><b>Ständer.</b> Under the game's {@link TieRule#STANDER} (Elfern, Elfern with trumps, the
 * card-point game) a tie between two players awards nothing and the next deal with a winner is
 * scored with multiplier 2; a run of Ständer still doubles only once (Kiddle). Under {@link
 * Counters} each player puts a counter in the pot instead, and the next winner takes it (seed
 * 001). Under {@link TieRule#NOTHING_CARRIED} (the app) a tie carries nothing.
 *
 * <p><b>Seed.</b> The match's seed gives a key ({@link SeatKey#fromSeed}), and the key gives every
 * deal and the lot, so a match with the same seed and results replays identically. Deal {@code d}
 * (numbered from 0 in the order recorded, redeals included) is the portable shuffle of {@link
 * SeatKey#deckSeed SeatKey.fromSeed(seed).deckSeed(d)}, the one derivation that a tournament's
 * decks use too: an HMAC, so that a player who recovers one deal's seed from its cards learns
 * nothing about another deal. Every draw by lot comes from a {@link SplitMix64} started at
 * {@link SeatKey#lotSeed()}: in order, the first dealer ({@code uniform(players)}), then, each
 * time the next dealer is drawn by lot, {@code uniform(2)} over the two players of the next deal
 * in seat order. Whoever knows the seed knows every deal, so keep it secret while a player that
 * must not see the cards plays.
 */
public final class Match {

  /** SplitMix64 adds this to its state on every draw; the n-th draw is reachable in one step. */
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private final Rules rules;
  private final Scoring scoring;
  private final List<String> players;
  private final long seed;
  private final SeatKey key; // SeatKey.fromSeed(seed): the deals' seeds and the lot's
  private final DealLog log;
  private final int recorded; // deals recorded, those forgotten by withoutHistory() included
  private final List<ScoredDeal> history;

  // Derived from the above; kept to answer queries in constant time.
  private final int[] totals;
  private final int[] won; // per player, the sum of his positive awards
  private final int pot;
  private final int multiplier;
  private final int dealer;
  private final int sitter; // -1: nobody sits out
  private final long draws; // draws by lot so far
  private final int dealsPlayed;
  private final boolean over;

  private Match(
      Rules rules,
      Scoring scoring,
      List<String> players,
      long seed,
      SeatKey key,
      DealLog log,
      int deals,
      int[] totals,
      int[] won,
      int pot,
      int multiplier,
      int dealer,
      int sitter,
      long draws,
      int dealsPlayed) {
    this.rules = rules;
    this.scoring = scoring;
    this.players = players;
    this.seed = seed;
    this.key = key;
    this.log = log;
    this.recorded = deals;
    this.history = log.view(deals);
    this.totals = totals;
    this.won = won;
    this.pot = pot;
    this.multiplier = multiplier;
    this.dealer = dealer;
    this.sitter = sitter;
    this.draws = draws;
    this.dealsPlayed = dealsPlayed;
    this.over = deals > 0
        && scoring.schedule().isOver(Awards.list(totals), Awards.list(won), pot, dealsPlayed);
  }

  /**
   * Starts a match: checks that the scoring fits the game and the players, and draws the first
   * dealer by lot (see the class description).
   *
   * @param rules the rules of every deal
   * @param scoring the schedule and match options
   * @param players the players' names in seat order (clockwise): two or three for the two-hand
   *     games, as many as the rules' players for Fünfzehnern; not blank, all different, without
   *     control or invisible characters (tab, line breaks, bidirectional controls), since tables
   *     print them as they are
   * @param seed the seed of the match's deals and lot, read as an unsigned 64-bit integer: keep
   *     it secret from players that must not see the cards
   * @return the match before its first deal
   * @throws IllegalArgumentException if the schedule does not fit the game (e.g. {@code altenburg}
   *     with card points), the number of players does not fit, a name is blank, repeated or has
   *     a control or invisible character, or
   *     {@code out} is set for two players
   */
  public static Match start(Rules rules, Scoring scoring, List<String> players, long seed) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(scoring, "scoring");
    List<String> names = List.copyOf(Objects.requireNonNull(players, "players"));
    if (new HashSet<>(names).size() != names.size()) {
      throw new IllegalArgumentException("player names must differ, got " + names);
    }
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      if (name.isBlank()) {
        throw new IllegalArgumentException("a player's name is blank in " + names);
      }
      // a name is printed in tables and in EGN's Players tag: one line, read as it is written
      String problem = Messages.nameProblem(name);
      if (problem != null) {
        throw new IllegalArgumentException("player " + (i + 1) + "'s name '" + Messages.clip(name)
            + "' " + problem);
      }
    }
    scoring.checkMatch(rules, names.size());
    int n = names.size();
    SeatKey key = SeatKey.fromSeed(seed);
    int first = lot(key, 0).uniform(n);
    int sitter = MatchStep.firstSitter(rules, n, first);
    int[] totals = new int[n];
    Arrays.fill(totals, scoring.schedule().startingTotal());
    return new Match(rules, scoring, names, seed, key, DealLog.empty(), 0, totals, new int[n], 0,
        1, first, sitter, 1, 0);
  }

  /** {@return the match's lot after {@code draws} draws} */
  private static SplitMix64 lot(SeatKey key, long draws) {
    return new SplitMix64(key.lotSeed() + draws * GOLDEN_GAMMA);
  }

  /** {@return the rules of every deal} */
  public Rules rules() {
    return rules;
  }

  /** {@return the schedule and match options} */
  public Scoring scoring() {
    return scoring;
  }

  /** {@return the players' names in seat order} */
  public List<String> players() {
    return players;
  }

  /**
   * {@return the seed of the match's deals and lot}: with it and the results recorded so far every
   * later deal can be computed, so an app keeps it from the players until the match is over (as
   * {@link #table()} and {@link #render()} do).
   */
  public long seed() {
    return seed;
  }

  /**
   * {@return the deals recorded so far, first deal first; after {@link #withoutHistory()} only
   * those recorded since}
   */
  public List<ScoredDeal> history() {
    return history;
  }

  /** {@return the number of deals recorded, redeals included, whether kept in the history or not} */
  public int recorded() {
    return recorded;
  }

  /**
   * Returns this match without its history: the same state (totals, dealer, pot, multiplier,
   * what each has won, the lot's draws, the deal numbers), but {@link #history()} empty, so that
   * a long stream of deals can be scored in bounded memory by dropping the history as it goes.
   * {@link #render()} then shows only the deals recorded since, and {@link #table()} refuses.
   *
   * @return the match without its history
   */
  public Match withoutHistory() {
    return new Match(rules, scoring, players, seed, key, DealLog.after(recorded), recorded,
        totals, won, pot, multiplier, dealer, sitter, draws, dealsPlayed);
  }

  /**
   * Returns what a player has won in all: the sum of his positive awards (stakes, lines, points
   * or counters), paid ones not subtracted; what a race such as {@code tendler target=N} counts.
   *
   * @param player the player's index in {@link #players()}
   * @return the awards won
   * @throws IndexOutOfBoundsException if there is no such player
   */
  public int won(int player) {
    return won[player];
  }

  /** {@return the number of deals played, redeals not counted} */
  public int dealsPlayed() {
    return dealsPlayed;
  }

  /** {@return each player's running total (counters: what each holds), by player index} */
  public List<Integer> totals() {
    return Awards.list(totals);
  }

  /**
   * Returns a player's running total.
   *
   * @param player a player index
   * @return the total
   * @throws IndexOutOfBoundsException if there is no such player
   */
  public int total(int player) {
    Objects.checkIndex(player, players.size());
    return totals[player];
  }

  /** {@return the counters in the pot (always 0 except under {@link Counters})} */
  public int pot() {
    return pot;
  }

  /** {@return the multiplier of the next deal's award: 1, or 2 after a Ständer} */
  public int multiplier() {
    return multiplier;
  }

  /** {@return the player who deals the next deal} */
  public int dealer() {
    return dealer;
  }

  /** {@return the player who sits out the next deal (three-player Elfern), if anyone does} */
  public OptionalInt sittingOut() {
    return sitter < 0 ? OptionalInt.empty() : OptionalInt.of(sitter);
  }

  /** {@return the player in each seat of the next deal, forehand first, the dealer last} */
  public List<Integer> seating() {
    return MatchStep.seating(rules, players.size(), dealer, sitter);
  }

  /**
   * Returns the player in a seat of the next deal.
   *
   * @param seat a seat, 0 (forehand) to the dealer's
   * @return the player index
   * @throws IndexOutOfBoundsException if the deal has no such seat
   */
  public int playerAt(int seat) {
    return seating().get(seat);
  }

  /**
   * Returns the seat of a player in the next deal; empty if he sits it out.
   *
   * @param player a player index
   * @return the seat
   * @throws IndexOutOfBoundsException if there is no such player
   */
  public OptionalInt seatOf(int player) {
    Objects.checkIndex(player, players.size());
    int seat = seating().indexOf(player);
    return seat < 0 ? OptionalInt.empty() : OptionalInt.of(seat);
  }

  /**
   * {@return the seed of the next deal's portable shuffle}: {@code
   * SeatKey.fromSeed(seed()).deckSeed(recorded())} (see the class description).
   */
  public long dealSeed() {
    return key.deckSeed(recorded);
  }

  /**
   * Deals the next deal: the portable shuffle of {@link #dealSeed()} under the match's rules.
   *
   * @return the deal before its first lead; seat i is player {@link #playerAt(int) playerAt(i)}
   * @throws IllegalStateException if the match is over
   */
  public GameState deal() {
    checkNotOver();
    return GameState.deal(rules, dealSeed());
  }

  /** {@return whether the match is over by its schedule} */
  public boolean isOver() {
    return over;
  }

  /**
   * Returns the winner of a finished match: the player with the highest total (the most lines,
   * points, counters or stakes); empty while the match goes on or if the best total is shared.
   *
   * @return the winning player
   */
  public OptionalInt winner() {
    if (!over) {
      return OptionalInt.empty();
    }
    int best = 0;
    boolean shared = false;
    for (int p = 1; p < totals.length; p++) {
      if (totals[p] > totals[best]) {
        best = p;
        shared = false;
      } else if (totals[p] == totals[best]) {
        shared = true;
      }
    }
    return shared ? OptionalInt.empty() : OptionalInt.of(best);
  }

  /**
   * Returns what each player receives (positive) or pays (negative) if the match is settled now;
   * the entries add up to zero (see each schedule's {@code settlement}).
   *
   * @return the settlement per player
   */
  public List<Integer> settlement() {
    return scoring.schedule().settlement(Awards.list(totals));
  }

  /**
   * Records the result of the next deal, played in the seats of {@link #seating()}.
   *
   * @param result the deal's result, in seats, under the match's rules
   * @return the match after the deal
   * @throws IllegalStateException if the match is over
   * @throws IllegalArgumentException if the result was played under other rules
   */
  public Match record(DealResult result) {
    checkNotOver();
    if (!result.rules().equals(rules)) {
      throw new IllegalArgumentException(
          "deal " + (recorded + 1) + " was played under '" + result.rules().notation()
              + "' but the match plays '" + rules.notation() + "'");
    }
    int n = players.size();
    List<Integer> seating = seating();
    MatchStep.Scored scored = MatchStep.score(scoring.schedule(), recorded + 1, seating,
        sittingOut(), result, multiplier, Awards.list(totals), pot);
    ScoredDeal deal = scored.deal();
    int[] newTotals = new int[n];
    int[] newWon = won.clone();
    for (int p = 0; p < n; p++) {
      newTotals[p] = deal.totals().get(p);
      newWon[p] = Math.addExact(newWon[p], Math.max(0, deal.awards().get(p)));
    }
    int newSitter = MatchStep.nextSitter(rules, scoring, n, deal, sitter);
    List<Integer> dealers = MatchStep.nextDealers(rules, scoring, n, deal, newSitter);
    long newDraws = draws;
    int newDealer = dealers.get(0);
    if (dealers.size() == 2) { // the dealer after a deal without a winner, drawn by lot
      newDealer = dealers.get(lot(key, newDraws).uniform(2));
      newDraws++;
    }
    int played = dealsPlayed + (deal.kind() == ScoredDeal.Kind.REDEAL ? 0 : 1);
    DealLog newLog = log.append(recorded, deal);
    int newPot = deal.pot();
    int newMultiplier = scored.nextMultiplier();
    return new Match(
        rules,
        scoring,
        players,
        seed,
        key,
        newLog,
        recorded + 1,
        newTotals,
        newWon,
        newPot,
        newMultiplier,
        newDealer,
        newSitter,
        newDraws,
        played);
  }

  /**
   * Records a finished deal: {@code record(finished.result())}, once it is sure that the deal is
   * the one this match dealt next ({@link #deal()}) and that it is over.
   *
   * <p>Recording moves the match on: {@link #seating()} and {@link #playerAt(int)} then give the
   * seats of the next deal. To record the deal with its players (its {@code Players} in EGN), take
   * {@link #playedDeal(GameState)} first.
   *
   * @param finished the match's next deal, played to its end
   * @return the match after the deal
   * @throws IllegalStateException if the match is over
   * @throws IllegalArgumentException if the deal was played under other rules, is not the deal
   *     this match dealt next (another deck, or a history that does not start at the deal), or
   *     is not over; the message says what differs and names no card
   */
  public Match record(GameState finished) {
    checkNotOver();
    checkDealt(Objects.requireNonNull(finished, "finished"));
    if (!finished.isOver()) {
      throw new IllegalArgumentException(
          "deal " + (recorded + 1) + " is not over: trick " + finished.trickNumber() + ", "
              + finished.remainingPlays() + " cards still to play");
    }
    return record(finished.result());
  }

  /**
   * Returns the match's next deal with its players in the seats they play: the names of {@link
   * #playersBySeat()}. Take it before {@link #record(GameState)} moves the match on; the deal may
   * be finished or not (an abandoned deal is recorded with its players too).
   *
   * <pre>{@code
   * PlayedDeal played = match.playedDeal(state);
   * match = match.record(state);
   * String egn = EgnWriter.write(GameRecord.of(played, Map.of()));   // Players in seat order
   * }</pre>
   *
   * @param deal the match's next deal, as far as it was played
   * @return the deal with the players' names by seat
   * @throws IllegalStateException if the match is over
   * @throws IllegalArgumentException if the deal was played under other rules or is not the deal
   *     this match dealt next (as for {@link #record(GameState)}); the message names no card
   */
  public PlayedDeal playedDeal(GameState deal) {
    checkNotOver();
    checkDealt(Objects.requireNonNull(deal, "deal"));
    return new PlayedDeal(deal, playersBySeat());
  }

  /**
   * {@return the names of the players in each seat of the next deal, forehand first, the dealer
   * last: {@link #players()} in the order of {@link #seating()}}
   */
  public List<String> playersBySeat() {
    List<Integer> seats = seating();
    String[] names = new String[seats.size()];
    for (int s = 0; s < names.length; s++) {
      names[s] = players.get(seats.get(s));
    }
    return List.of(names);
  }

  /**
   * Refuses a deal that is not the one this match deals next: other rules, or another start than
   * that of {@link #deal()} (another deck, a position parsed from elsewhere, a history that does
   * not start at the deal). The messages name no card: a deal's cards are hidden.
   */
  private void checkDealt(GameState deal) {
    int number = recorded + 1;
    if (!deal.rules().equals(rules)) {
      throw new IllegalArgumentException(
          "deal " + number + " was played under '" + deal.rules().notation()
              + "' but the match plays '" + rules.notation() + "'");
    }
    GameState expected = GameState.deal(rules, dealSeed());
    if (!deal.start().equals(expected)) {
      String what = deal.start().trickNumber() != 1 || !deal.start().currentTrick().isEmpty()
          ? "its history starts in trick " + deal.start().trickNumber() + ", not at the deal"
          : deal.dealtDeck().isPresent()
              ? "it was dealt from another deck"
              : "its hands and stock are not those the match dealt";
      throw new IllegalArgumentException("the deal is not this match's deal " + number + ": "
          + what + " (the match deals the portable shuffle of dealSeed(), from its seed)");
    }
  }

  private void checkNotOver() {
    if (over) {
      throw new IllegalStateException(
          "the match is over after " + recorded + " deals (" + scoring.notation() + ")");
    }
  }

  /**
   * Returns the match's table as a value: the rules, scoring, players, every deal scored and the
   * state of the match, without the seed (see {@link MatchTable}); the value the JSON wire format
   * sends to players and spectators.
   *
   * @return the table
   * @throws IllegalStateException if the match has dropped deals from its history ({@link
   *     #withoutHistory()}): a table holds every deal from the first; {@link #render()} still
   *     writes the deals recorded since
   */
  public MatchTable table() {
    if (history.size() != recorded) {
      throw new IllegalStateException("the match has dropped " + (recorded - history.size())
          + " of its " + recorded + " deals from its history (withoutHistory()); a match table"
          + " holds every deal, render() writes those recorded since");
    }
    return MatchTable.of(this);
  }

  /**
   * Returns the match's table as plain text for people: one row per deal with its dealer, who sat
   * out, the outcome, the multiplier, and for each player the points taken, the award and the
   * running total; then the pot, the state of the match, the settlement and, under {@link
   * Banner}, each player's banners drawn in ASCII. Lines end with {@code '\n'}. After {@link
   * #withoutHistory()} only the deals recorded since are shown; {@link MatchTable#writer} writes
   * the same text deal by deal.
   *
   * <p>The head names the game and the scoring, and the match's {@link #seed()} only once the
   * match {@link #isOver() is over}: the seed and the results so far determine every deal still
   * to come, so a table shown during the match says {@code Seed: shown when the match is over}.
   *
   * @return the table as text
   */
  public String render() {
    return MatchTable.Writer.render(this);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Match)) {
      return false;
    }
    Match m = (Match) o;
    return seed == m.seed
        && rules.equals(m.rules)
        && scoring.equals(m.scoring)
        && players.equals(m.players)
        && recorded == m.recorded
        && history.equals(m.history);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, scoring, players, seed, recorded, history);
  }

  /** {@return a one-line summary, e.g. {@code "elfern, tendler: Anna 3, Ben -3 after 4 deals"}} */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(rules.notation()).append(", ").append(scoring.notation()).append(':');
    for (int p = 0; p < players.size(); p++) {
      sb.append(p == 0 ? " " : ", ").append(players.get(p)).append(' ').append(totals[p]);
    }
    sb.append(" after ").append(recorded).append(recorded == 1 ? " deal" : " deals");
    if (over) {
      sb.append(" (over)");
    }
    return sb.toString();
  }
}
