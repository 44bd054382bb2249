package io.github.elfern.bot;

import io.github.elfern.kernel.TrickTables;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.rules.Obligation;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A rule-of-thumb player after the tactics that von Abenstein (1820) gives for Elfern (Kiddle,
 * "Tactics"), adapted to each preset; fast enough for play-outs.
 *
 * <p>It scores every legal move and plays the best (ties broken by the generator):
 * <ul>
 *   <li><b>Lose the non-counters early.</b> While the stock is long, lead low cards that count
 *       nothing, and discard them when not taking a trick; keep honours and sure winners back.
 *   <li><b>Keep the suits the opponent cannot beat for the end.</b> A lead that nothing unseen
 *       can beat scores more the shorter the stock ("most of the blanks have been discarded").
 *   <li><b>Take honours, not blanks.</b> Capture a led card that counts, with the cheapest card
 *       that does it; let a led blank go.
 *   <li><b>Don't waste aces.</b> An ace (or a trump) is not spent on a card that counts nothing;
 *       holding the ace with lower honours, let a led king pass while its queen is still out.
 *   <li><b>Play a singleton ten early:</b> capture with it the first blank of its suit led.
 *   <li><b>Continue a sequence:</b> after a lead that won, lead the next card of the suit if it is
 *       now a sure winner.
 *   <li><b>Fight for the lead near the end:</b> the value of winning a trick grows as the stock
 *       shrinks.
 * </ul>
 * Card values come from the rules (honours, card points or Fünfzehnern's points), so the same
 * rules weigh a ten at 10 in the card-point game; which cards capture comes from the rules too
 * (the Bohemian next-higher capture, trumps, seven-beats-ace). In Fünfzehnern a follower takes a
 * trick only when no later player can still beat it, and a queen led from king and queen
 * announces Zwang when the ace is out against it.
 *
 * <p>In a two-player deal with the stock empty every card is known, and the bot plays the
 * {@link Solver}'s best move instead (option {@code endgame=solve}, the default; {@code
 * endgame=heuristic} keeps to the rules of thumb). With {@code endgame=solve} and at most four
 * cards left in the stock (two-player deals without Zwang or lead restrictions), it solves eight
 * worlds consistent with its view ({@link WorldSampler}) and plays the move that wins in most of
 * them, points breaking ties: this raised its share of decided deals against a greedy bot from
 * 63% to 71% in {@code elfern} (1,000 paired decks, seed 7; BENCHMARKS.md).
 */
public final class HeuristicBot implements Bot {

  /** From this many cards in the stock on, {@code endgame=solve} solves sampled worlds. */
  static final int LATE_STOCK = 4;
  /** The worlds sampled per choice near the end of the stock. */
  static final int LATE_WORLDS = 8;

  private final boolean solveEndgame;

  private HeuristicBot(boolean solveEndgame) {
    this.solveEndgame = solveEndgame;
  }

  /** {@return the bot that solves two-player endgames exactly ({@code endgame=solve})} */
  public static HeuristicBot create() {
    return new HeuristicBot(true);
  }

  /**
   * Returns the bot with its endgame option.
   *
   * @param solveEndgame whether to solve two-player endgames (stock empty) exactly
   * @return the bot
   */
  public static HeuristicBot create(boolean solveEndgame) {
    return new HeuristicBot(solveEndgame);
  }

  /** {@return whether the bot solves two-player endgames exactly} */
  public boolean solvesEndgame() {
    return solveEndgame;
  }

  @Override
  public String name() {
    return solveEndgame ? "heuristic" : "heuristic endgame=heuristic";
  }

  @Override
  public Move choose(PlayerView view, RandomGenerator random) {
    List<Move> moves = BotSupport.legalMoves(view);
    if (moves.size() == 1) {
      return moves.get(0);
    }
    if (solveEndgame && view.players() == 2 && view.stockSize() == 0) {
      List<Move> best = new Solver(12).solve(WorldSampler.sample(view, random)).bestMoves();
      return best.get(random.nextInt(best.size()));
    }
    if (solveEndgame && view.players() == 2 && view.stockSize() <= LATE_STOCK
        && view.rules().leadRestriction() == io.github.elfern.rules.LeadRestriction.NONE
        && !view.rules().zwang()) {
      return lateChoice(view, moves, random);
    }
    Scorer scorer = new Scorer(view);
    List<Move> best = new ArrayList<>();
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Move m : moves) {
      double s = scorer.score(m);
      if (s > bestScore + 1e-9) {
        bestScore = s;
        best.clear();
        best.add(m);
      } else if (s > bestScore - 1e-9) {
        best.add(m);
      }
    }
    return best.get(random.nextInt(best.size()));
  }

  /**
   * Near the end of the stock: solves {@link #LATE_WORLDS} worlds drawn by {@link WorldSampler}
   * and plays the move that wins in most of them (a tie counting half), more points breaking
   * ties. The sign of the solver's points difference is the exact win, tie or loss of the world,
   * since the best difference is positive exactly when some line wins.
   */
  private static Move lateChoice(PlayerView view, List<Move> moves, RandomGenerator random) {
    Solver solver = new Solver(14);
    long[] total = new long[moves.size()];
    for (int k = 0; k < LATE_WORLDS; k++) {
      Solver.Solution sol = solver.solve(WorldSampler.sample(view, random));
      for (int i = 0; i < moves.size(); i++) {
        int v = sol.value(moves.get(i));
        total[i] += Integer.signum(v) * 1000L + v;
      }
    }
    int best = 0;
    for (int i = 1; i < moves.size(); i++) {
      if (total[i] > total[best]) {
        best = i;
      }
    }
    return moves.get(best);
  }

  /** {@return {@link #name()}} */
  @Override
  public String toString() {
    return name();
  }

  /** What the scores need to know about the view, computed once per choice. */
  static final class Scorer {
    private final PlayerView view;
    private final TrickTables cr;
    private final int hand;
    private final int others; // cards that some other seat may hold now or draw later
    private final double urgency; // 0 at the deal, 1 with the stock empty
    private final int players;

    Scorer(PlayerView view) {
      this.view = view;
      this.cr = TrickTables.of(view.rules(), view.trumpSuit().map(Suit::ordinal).orElse(-1));
      this.hand = view.hand().mask();
      this.players = view.players();
      int o = view.unseenCards().mask();
      for (int seat = 0; seat < players; seat++) {
        if (seat != view.seat()) {
          o |= view.knownCards(seat).mask();
        }
      }
      // A drawn turned trump that this seat has not seen is held by another seat.
      if (view.turnedTrump().isPresent() && view.stockSize() == 0) {
        int t = view.turnedTrump().get().bit();
        int seen = hand | view.playedCards().mask();
        for (Move m : view.currentTrick()) {
          seen |= m.card().bit();
        }
        o |= t & ~seen;
      }
      this.others = o;
      int initialStock = view.rules().deck().size() - view.rules().handSize() * players;
      this.urgency = initialStock == 0
          ? 1.0 - (double) Integer.bitCount(hand) / view.rules().handSize() * 0.5
          : 1.0 - (double) view.stockSize() / initialStock;
    }

    double score(Move move) {
      int c = move.card().ordinal();
      List<Move> trick = view.currentTrick();
      double s = trick.isEmpty() ? leadScore(c) : followScore(c, trick);
      if (move.isZwang()) {
        // Zwang only constrains the others: announce it whenever the queen is led, and more
        // readily when the ace is out against us (it must fall on our queen, freeing the king).
        int ace = c & ~7;
        s += (others & (1 << ace)) != 0 ? 6 : 0.5;
      }
      return s;
    }

    private boolean isTrump(int c) {
      return cr.trumpSuit() >= 0 && c >>> 3 == cr.trumpSuit();
    }

    /** The other cards that could beat {@code c} if it is led now. */
    private int leadBeaters(int c) {
      int beaters = cr.beatsLed(c) & others;
      if (cr.obligation(view.stockSize()) != Obligation.NONE) {
        // Seats that must follow can only beat with the suit led (or a trump when void): drop
        // trumps unless some other seat is proven void in the suit.
        boolean someVoid = false;
        for (int seat = 0; seat < players; seat++) {
          if (seat != view.seat() && view.voids(seat).contains(Suit.ofOrdinal(c >>> 3))) {
            someVoid = true;
          }
        }
        if (!someVoid && players > 2 && cr.trumpSuit() >= 0) {
          beaters &= Kernel.suitMask(c >>> 3);
        }
      }
      return beaters;
    }

    /** What a card is worth to keep: its points plus its power to win tricks later. */
    private double keepValue(int c) {
      return HeuristicBot.keepValue(cr.points(c), (leadBeaters(c) & ~hand) == 0, isTrump(c),
          (c & 7) == Rank.ACE.ordinal());
    }

    private double leadScore(int c) {
      int v = cr.points(c);
      boolean sure = leadBeaters(c) == 0;
      double s = HeuristicBot.leadScore(v, sure, isTrump(c), c & 7, urgency);
      if (sure && continuesSequence(c)) {
        s += 6;
      }
      if (players > 2) {
        // Fünfzehnern: a queen led from king and queen while the ace is out (with Zwang).
        if (Kernel.zwangAllowed(cr.compiled(), hand, c)) {
          s += 3;
        }
      }
      return s;
    }

    /** {@return whether this seat's last lead won and {@code c} is the next card of that suit} */
    private boolean continuesSequence(int c) {
      List<Trick> tricks = view.tricks();
      if (tricks.isEmpty()) {
        return false;
      }
      Trick last = tricks.get(tricks.size() - 1);
      if (last.leader() != view.seat() || last.winner() != view.seat()) {
        return false;
      }
      return continues(last.cards().get(0).ordinal(), c, others | hand);
    }

    private double followScore(int c, List<Move> trick) {
      int led = trick.get(0).card().ordinal();
      int size = trick.size();
      int word = 0;
      for (int i = 0; i < size; i++) {
        word = Kernel.withCard(word, i, trick.get(i).card().ordinal());
      }
      int trickPoints = cr.trickPoints(word, size);
      // The kernel's trick winner, with c played next: whether c would take the trick so far.
      boolean wins = cr.bestIndex(Kernel.withCard(word, size, c), size + 1) == size;
      int v = cr.points(c);
      if (wins) {
        boolean safe = laterSeatsCannotBeat(c, led, trick.size());
        if (!safe) {
          return trickPoints - 3 * v - keepValue(c) * 0.5;
        }
        return winningFollowScore(trickPoints, v, keepValue(c), urgency,
            (c & 7) == Rank.TEN.ordinal()
                && Integer.bitCount(hand & Kernel.suitMask(c >>> 3)) == 1,
            trickPoints > 0 && waitForQueen(c, led));
      }
      return losingFollowScore(v, keepValue(c), c & 7);
    }

    /** {@return whether no seat still to play to this trick can hold a card beating {@code c}} */
    private boolean laterSeatsCannotBeat(int c, int led, int played) {
      int later = players - 1 - played;
      if (later == 0) {
        return true;
      }
      int beaters = cr.beatsFollow(c) & others;
      if (beaters == 0) {
        return true;
      }
      // Seats proven void in the suit led (and with no trumps to play) cannot beat.
      for (int k = 1; k <= later; k++) {
        int seat = Kernel.seatAfter(view.seat(), k, players);
        if (!view.voids(seat).contains(Suit.ofOrdinal(led >>> 3))) {
          return false;
        }
      }
      return cr.trumpSuit() < 0;
    }

    private boolean waitForQueen(int c, int led) {
      return view.stockSize() > 0 && players == 2 && waitsForQueen(c, led, hand, others);
    }
  }

  // The rules of thumb as numbers, shared by the scorer above and by the model of the opponent in
  // the strongest bot's search (InfoSetSearch.ruleOfThumb), which reads them from masks.

  /**
   * {@return what a card is worth to keep: its points plus its power to win tricks later}
   *
   * @param points the card's points
   * @param sure whether nothing another seat may hold beats it when led
   * @param trump whether it is a trump
   * @param ace whether it is an ace
   */
  static double keepValue(int points, boolean sure, boolean trump, boolean ace) {
    double v = points * 2.0;
    if (sure) {
      v += 2 + points;
    }
    if (trump) {
      v += 3;
    }
    if (ace) {
      v += 2;
    }
    return v;
  }

  /**
   * {@return the score of leading a card, before the bonuses for a sequence and for Zwang}
   *
   * @param points the card's points
   * @param sure whether nothing another seat may hold beats it
   * @param trump whether it is a trump
   * @param rank the rank's ordinal (0 the ace)
   * @param urgency 0 at the deal, 1 with the stock empty
   */
  static double leadScore(int points, boolean sure, boolean trump, int rank, double urgency) {
    if (sure) {
      // Sure winners are for the end; the more they carry, the more they are worth then.
      return urgency * (12 + 3 * points) + (points == 0 ? 1 : -2) * (1 - urgency);
    }
    if (points == 0) {
      // Lose the blanks early, the lowest first.
      return 6 + rank * 0.5 - urgency * 4 - (trump ? 4 : 0);
    }
    // An honour that can be captured is a gift, the more so the more it counts.
    return -4 - 3 * points - (trump ? 3 : 0);
  }

  /**
   * {@return the score of taking the trick with a card that no later seat can beat}
   *
   * @param trickPoints the points already in the trick
   * @param points the card's points
   * @param keep the card's {@link #keepValue}
   * @param urgency 0 at the deal, 1 with the stock empty
   * @param singletonTen whether the card is a ten alone in its suit in the hand
   * @param waitForQueen whether the ace should let the led king go ({@link #waitsForQueen})
   */
  static double winningFollowScore(int trickPoints, int points, double keep, double urgency,
      boolean singletonTen, boolean waitForQueen) {
    int stake = trickPoints + points;
    if (trickPoints == 0) {
      // Let a blank go rather than spend a good card on it, except a singleton ten, which is lost
      // if kept (Kiddle).
      return -2 - keep * 1.5 + urgency * 3 + (singletonTen ? 25 : 0);
    }
    double s = 10 + 4 * stake - keep + urgency * 4;
    return waitForQueen ? s - 4 * stake : s;
  }

  /**
   * {@return the score of a card that loses the trick: give away little, keep what may win later}
   *
   * @param points the card's points
   * @param keep the card's {@link #keepValue}
   * @param rank the rank's ordinal (0 the ace)
   */
  static double losingFollowScore(int points, double keep, int rank) {
    return -4 * points - keep * 0.8 + rank * 0.1;
  }

  /**
   * Kiddle: holding the ace with lower honours, let a led king go while its queen is out; the
   * queen is likely to follow and falls to the ace (two players, while the stock lasts).
   *
   * @param c the card to play
   * @param led the card led
   * @param hand the hand
   * @param others the cards another seat may hold
   * @return whether {@code c} is that ace
   */
  static boolean waitsForQueen(int c, int led, int hand, int others) {
    int base = led & ~7;
    return c == base + Rank.ACE.ordinal()
        && led == base + Rank.KING.ordinal()
        && (others & (1 << (base + Rank.QUEEN.ordinal()))) != 0
        && (hand & ((1 << (base + Rank.JACK.ordinal())) | (1 << (base + Rank.TEN.ordinal())))) != 0;
  }

  /**
   * {@return whether {@code c} is the next card, below {@code led}, of the suit led: the same
   * suit, lower, and no card of {@code live} ranked between them}
   *
   * @param led a card led to a trick that its leader won
   * @param c the card to lead now
   * @param live the cards still in play (hand and the cards others may hold)
   */
  static boolean continues(int led, int c, int live) {
    if (led >>> 3 != c >>> 3 || c <= led) {
      return false;
    }
    int between = ((1 << c) - 1) & ~((1 << (led + 1)) - 1);
    return (between & live) == 0;
  }

  /**
   * The score that {@link Scorer} gives a card for a player of two while the stock lasts,
   * computed on masks from any hand (as {@link BestBot} models an opponent in each world it
   * draws): the lead and follow scores above, with every other card that another seat may hold
   * counted as a threat.
   *
   * @param tt the trick tables of the rules and trump suit
   * @param card the card (ordinal)
   * @param led the card led to the trick, -1 when the player leads
   * @param hand the player's hand, the card included
   * @param others the cards another seat may hold now or draw later
   * @param urgency 0 at the deal, 1 with the stock empty
   * @param lastWin the player's lead to the previous trick if it won that trick, else -1 (no
   *     bonus for continuing a sequence)
   * @return the score; the rules of thumb play the card that scores most
   */
  static double twoPlayerScore(TrickTables tt, int card, int led, int hand, int others,
      double urgency, int lastWin) {
    int v = tt.points(card);
    boolean trump = tt.trumpSuit() >= 0 && card >>> 3 == tt.trumpSuit();
    boolean sure = (tt.beatsLed(card) & others) == 0;
    if (led < 0) {
      double s = leadScore(v, sure, trump, card & 7, urgency);
      if (sure && lastWin >= 0 && continues(lastWin, card, others | hand)) {
        s += 6;
      }
      return s;
    }
    double keep = keepValue(v, sure, trump, (card & 7) == Rank.ACE.ordinal());
    if ((tt.beatsLed(led) & (1 << card)) == 0) {
      return losingFollowScore(v, keep, card & 7);
    }
    int trickPoints = tt.points(led);
    return winningFollowScore(trickPoints, v, keep, urgency,
        (card & 7) == Rank.TEN.ordinal()
            && Integer.bitCount(hand & Kernel.suitMask(card >>> 3)) == 1,
        trickPoints > 0 && waitsForQueen(card, led, hand, others));
  }
}
