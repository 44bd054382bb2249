package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Obligation;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What a two-player opponent's past plays say about its hand, for drawing worlds: {@link #sample}
 * draws the opponent's hand in proportion to how well it explains those plays, the rest of the
 * hidden cards going to the stock in random order.
 *
 * <ul>
 *   <li><b>The rules of thumb.</b> While the stock is longer than {@link
 *       HeuristicBot#LATE_STOCK} cards, {@link HeuristicBot} (and players like it) choose their
 *       cards by its scores, from the hand and the cards seen. {@link #likelihood} walks back
 *       from the opponent's hand in a world through its plays (the hand before a play is the
 *       card played and the later hand less the card drawn after that trick, which is not known
 *       and is drawn at random among those that explain the play); a play that the scores rank
 *       below another card of the hand then held counts {@value #SLACK} instead of one (any
 *       opponent that is not the model). A lead to the current trick is judged exactly: no card
 *       has been drawn since.
 *   <li><b>A let-go honour.</b> A player who let a led card that counts go without beating it,
 *       while the stock lasted (any card may then be played), held no card that beats it; so of
 *       the cards that beat it, the opponent can hold now, or have played since, at most as many
 *       as it has drawn since. A world that breaks this counts {@value #BROKEN} times as much.
 * </ul>
 * The hands are drawn by a Markov chain (Metropolis-Hastings: swap one hidden card of the hand
 * for one of the stock, keep the swap by the ratio of the worlds' weights), started from a
 * uniform world of {@link WorldSampler}, {@value #BURN_IN} steps before the first world and
 * {@value #STEPS} between worlds. Only what the view shows is used: the tricks, who led and won
 * them, and the stock's size. An instance serves one choice and is not thread-safe.
 */
final class FollowInference {

  /** The chain's steps before its first world. */
  static final int BURN_IN = 60;
  /** The chain's steps between two worlds. */
  static final int STEPS = 8;
  /** The factor of a play that the rules of thumb would not have chosen (opponents not the model). */
  static final double SLACK = 0.3;
  /** The factor of a world that breaks a constraint of a let-go honour. */
  static final double BROKEN = 0.1;

  private final int opponent;
  private final int[] beaters;
  private final int[] limits;
  private final int[] playedSince;
  private final int count;
  private final TrickTables tt;
  private final int handSize;
  private final int initialStock;
  private final int deck;
  private final int hiddenTrump;
  private final List<Play> plays;
  private final WorldSampler.Sampler sampler;
  private final PlayerView view;

  /**
   * One play of the opponent's: the card, the card led to it (-1 for a lead), the cards played
   * before its trick, the stock at its trick, the opponent's previous lead if that lead won the
   * trick (-1 if not), whether the rules of thumb chose it (the stock long enough, any card
   * allowed) and whether the opponent drew a card after its trick.
   */
  private record Play(int card, int led, int before, int stock, int lastWin, boolean judged,
      boolean drew) {}

  private FollowInference(int opponent, int[] beaters, int[] limits, int[] playedSince,
      int count, TrickTables tt, int handSize, int initialStock, int hiddenTrump,
      List<Play> plays, WorldSampler.Sampler sampler, PlayerView view) {
    this.opponent = opponent;
    this.beaters = beaters;
    this.limits = limits;
    this.playedSince = playedSince;
    this.count = count;
    this.tt = tt;
    this.handSize = handSize;
    this.initialStock = initialStock;
    this.deck = tt.rules().deck().mask();
    this.hiddenTrump = hiddenTrump;
    this.plays = plays;
    this.sampler = sampler;
    this.view = view;
  }

  /**
   * {@return the constraints that the view's history puts on the opponent's hand}
   *
   * @param view a two-player view
   * @param tt the trick tables of the deal
   */
  static FollowInference of(PlayerView view, TrickTables tt) {
    int seat = view.seat();
    int opp = 1 - seat;
    List<Trick> tricks = view.tricks();
    int n = tricks.size();
    int initialStock = view.rules().deck().size() - Kernel.dealtCards(tt.compiled());
    int drawingTricks = Math.min(n, initialStock / 2); // tricks after which both drew
    int[] beaters = new int[n];
    int[] limits = new int[n];
    int[] since = new int[n];
    // The opponent's cards played after trick t (completed tricks, then the current trick).
    int after = 0;
    List<Move> current = view.currentTrick();
    if (!current.isEmpty() && view.toMove() != opp) {
      after |= current.get(0).card().bit(); // two players: the opponent led it
    }
    List<Play> plays = new ArrayList<>(); // the opponent's plays, the latest first
    int[] before = new int[n + 1];
    for (int t = 0; t < n; t++) {
      int m = before[t];
      for (Card c : tricks.get(t).cards()) {
        m |= c.bit();
      }
      before[t + 1] = m;
    }
    if (!current.isEmpty() && view.toMove() != opp) {
      addPlay(plays, tt, current.get(0).card().ordinal(), -1, before[n], view.stockSize(),
          lastWin(tricks, n, opp), false);
    }
    int k = 0;
    for (int t = n - 1; t >= 0; t--) {
      Trick trick = tricks.get(t);
      List<Card> cards = trick.cards();
      int oppCard = trick.leader() == opp ? cards.get(0).ordinal() : cards.get(1).ordinal();
      int led = cards.get(0).ordinal();
      boolean phaseOne = initialStock - 2 * t > 0;
      if (phaseOne && trick.leader() == seat && trick.winner() == seat && tt.points(led) > 0) {
        beaters[k] = tt.beatsLed(led);
        limits[k] = Math.max(0, drawingTricks - t);
        since[k] = after;
        k++;
      }
      int stock = Math.max(0, initialStock - 2 * t);
      addPlay(plays, tt, oppCard, trick.leader() == opp ? -1 : led, before[t], stock,
          lastWin(tricks, t, opp), stock > 0);
      after |= 1 << oppCard;
    }
    return new FollowInference(opp, beaters, limits, since, k, tt, view.rules().handSize(),
        initialStock, view.turnedTrump().map(c -> c.bit()).orElse(0), plays,
        WorldSampler.sampler(view), view);
  }

  /** {@return the card that the opponent led to trick {@code t - 1} if it won it, else -1} */
  private static int lastWin(List<Trick> tricks, int t, int opp) {
    return t > 0 && tricks.get(t - 1).leader() == opp && tricks.get(t - 1).winner() == opp
        ? tricks.get(t - 1).cards().get(0).ordinal() : -1;
  }

  private static void addPlay(List<Play> plays, TrickTables tt, int card, int led, int before,
      int stock, int lastWin, boolean drew) {
    boolean judged = stock > HeuristicBot.LATE_STOCK
        && tt.obligation(stock) == Obligation.NONE;
    plays.add(new Play(card, led, before, stock, led < 0 ? lastWin : -1, judged, drew));
  }

  /**
   * {@return whether a world keeps every constraint}
   *
   * @param world a complete state agreeing with the view
   */
  boolean consistent(GameState world) {
    return consistent(world.hand(opponent).mask());
  }

  private boolean consistent(int hand) {
    for (int i = 0; i < count; i++) {
      if (Integer.bitCount(beaters[i] & (hand | playedSince[i])) > limits[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return an estimate of how likely the opponent's plays are under the rules of thumb, given
   * its hand in a world, up to a factor that is the same for every world of the view}
   *
   * <p>It walks back through the opponent's plays from its hand in the world: before a play the
   * opponent held the card played and its later hand less the card it drew after that trick.
   * Which card that was is drawn at random among those that make the play the rules' choice
   * (every card of the hand equally likely a priori); a play that no choice explains counts
   * {@value #SLACK} (opponents who are not the model, ties and approximations). The product over
   * the plays of the number of choices that explain each (weighted by {@code 1 - SLACK}, plus
   * {@code SLACK}) is an unbiased single-path estimate of the likelihood (sequential importance
   * sampling). Scores treat the drawn card as held, which only touches whether a card is sure.
   *
   * @param world a complete state agreeing with the view
   * @param random the generator of the choices of drawn cards
   */
  double likelihood(GameState world, RandomGenerator random) {
    return likelihood(world.hand(opponent).mask(), random);
  }

  private double likelihood(int hand, RandomGenerator random) {
    double w = 1;
    for (Play p : plays) {
      int held = hand | 1 << p.card();
      if (!p.drew()) {
        if (p.judged()) {
          int above = above(p, held);
          w *= (1 - SLACK) * (above == 0 ? handSize : 0) + SLACK;
        }
        hand = held;
        continue;
      }
      int choices = hand; // the cards that may have been drawn after the play
      if (hiddenTrump != 0 && p.stock() <= 2 && (hand & hiddenTrump) != 0) {
        choices = hiddenTrump; // the last card of the stock
      } else if (p.judged()) {
        int above = above(p, held);
        int valid = above == 0 ? hand : Integer.bitCount(above) == 1 ? above : 0;
        w *= (1 - SLACK) * Integer.bitCount(valid) + SLACK;
        if (valid != 0) {
          choices = valid;
        }
      }
      int d = BotSupport.nthBit(choices, random.nextInt(Integer.bitCount(choices)));
      hand = held & ~(1 << d);
    }
    return w;
  }

  /** {@return the cards of {@code held} that the rules of thumb rank above the card played} */
  private int above(Play p, int held) {
    int others = deck & ~(held | p.before() | hiddenTrump | (p.led() < 0 ? 0 : 1 << p.led()));
    double urgency = 1.0 - (double) p.stock() / initialStock;
    double played = HeuristicBot.twoPlayerScore(tt, p.card(), p.led(), held, others, urgency,
        p.lastWin()) + 1e-9;
    int above = 0;
    for (int r = held & ~(1 << p.card()); r != 0; r &= r - 1) {
      int x = Integer.numberOfTrailingZeros(r);
      if (HeuristicBot.twoPlayerScore(tt, x, p.led(), held, others, urgency, p.lastWin())
          > played) {
        above |= 1 << x;
      }
    }
    return above;
  }

  /**
   * Draws a world consistent with the view of {@link #of}, the opponent's hand by the chain (see
   * the class), so that over many draws a world comes up in proportion to its {@link
   * #likelihood} (times {@value #BROKEN} if it breaks a constraint of a let-go honour) as well as
   * the chain mixes; with no play of the opponent's yet, uniformly ({@link WorldSampler}).
   *
   * @param random the generator
   * @return a world
   */
  GameState sample(RandomGenerator random) {
    if (count == 0 && plays.isEmpty()) {
      return sampler.sample(random);
    }
    return chainSample(random);
  }

  // The chain of opponent's hands (Metropolis-Hastings), started by the first call.
  private int chainHand = -1;
  private double chainWeight;
  private int chainFree; // the cards that may be swapped: the hidden cards not known elsewhere
  private int chainVoid; // the cards of the opponent's proven voids
  private GameState chainBase; // a world of the view, for the other seats and the stock
  private int chainStock; // the stock's cards (of chainBase), the turned trump excluded

  private double weight(int hand, RandomGenerator random) {
    return likelihood(hand, random) * (consistent(hand) ? 1 : BROKEN);
  }

  /**
   * A world drawn from a Markov chain over the opponent's hands whose stationary distribution is
   * the worlds weighted by {@link #weight} (pseudo-marginal Metropolis-Hastings, the weight being
   * an unbiased estimate: propose swapping one hidden card of the hand for one hidden card of the
   * stock, a card of a proven void excluded, accept by the ratio of the weights), {@link #STEPS}
   * steps between draws and {@link #BURN_IN} before the first; the stock gets the other hidden
   * cards in random order, the turned trump last.
   */
  private GameState chainSample(RandomGenerator random) {
    int steps = STEPS;
    if (chainHand < 0) {
      chainBase = sampler.sample(random);
      chainHand = chainBase.hand(opponent).mask();
      int stock = 0;
      for (Card c : chainBase.stock()) {
        stock |= c.bit();
      }
      chainStock = stock & ~hiddenTrump;
      // the opponent's cards that the view fixes (a drawn turned trump) stay
      int fixed = chainHand & view.knownCards(opponent).mask();
      chainFree = (chainHand & ~fixed) | chainStock;
      chainVoid = 0;
      for (var suit : view.voids(opponent)) {
        chainVoid |= Kernel.suitMask(suit.ordinal());
      }
      chainWeight = weight(chainHand, random);
      steps = BURN_IN;
    }
    for (int i = 0; i < steps; i++) {
      int in = chainHand & chainFree;
      int out = chainFree & ~chainHand & ~chainVoid;
      if (in == 0 || out == 0) {
        break;
      }
      int a = BotSupport.nthBit(in, random.nextInt(Integer.bitCount(in)));
      int b = BotSupport.nthBit(out, random.nextInt(Integer.bitCount(out)));
      int next = (chainHand & ~(1 << a)) | 1 << b;
      double w = weight(next, random);
      if (w >= chainWeight || random.nextDouble() * chainWeight < w) {
        chainHand = next;
        chainWeight = w;
      }
    }
    List<Card> stock = new ArrayList<>(CardSet.ofMask(chainFree & ~chainHand).toList());
    int n = stock.size();
    WorldSampler.shuffle(stock, random);
    if (chainBase.stockSize() > n) {
      stock.add(Card.ofIndex(Integer.numberOfTrailingZeros(hiddenTrump)));
    }
    List<CardSet> hands = new ArrayList<>(2);
    for (int seat = 0; seat < 2; seat++) {
      hands.add(seat == opponent ? CardSet.ofMask(chainHand)
          : chainBase.hand(seat));
    }
    return view.withHiddenCards(hands, stock);
  }
}
