package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.TrickTables;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * What a two-player opponent's past plays say about its hand, for sampling worlds: a player who
 * let a led card that counts go without beating it, while the stock lasted (any card may then be
 * played), held no card that beats it. So of the cards that beat it, the opponent can hold now, or
 * have played since, at most as many as it has drawn since. Every common player (the heuristic,
 * the greedy yardstick, the Monte Carlo bots) takes a led honour when it can, so worlds that break
 * this are unlikely; {@link #sample} prefers worlds that keep it (a few draws, then the last
 * world). Only what the view shows is used: the tricks, who led and won them, and the stock's size.
 */
final class FollowInference {

  /** How many worlds {@link #sample} draws at most to find one that keeps every constraint. */
  static final int TRIES = 6;

  private final int opponent;
  private final int[] beaters;
  private final int[] limits;
  private final int[] playedSince;
  private final int count;

  private FollowInference(int opponent, int[] beaters, int[] limits, int[] playedSince,
      int count) {
    this.opponent = opponent;
    this.beaters = beaters;
    this.limits = limits;
    this.playedSince = playedSince;
    this.count = count;
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
      after |= 1 << oppCard;
    }
    return new FollowInference(opp, beaters, limits, since, k);
  }

  /**
   * {@return whether a world keeps every constraint}
   *
   * @param world a complete state agreeing with the view
   */
  boolean consistent(GameState world) {
    int hand = world.hand(opponent).mask();
    for (int i = 0; i < count; i++) {
      if (Integer.bitCount(beaters[i] & (hand | playedSince[i])) > limits[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Draws a world consistent with the view ({@link WorldSampler}), redrawing up to {@link #TRIES}
   * times while it breaks a constraint; the last world drawn if none keeps them all.
   *
   * @param view the view
   * @param random the generator
   * @return a world
   */
  GameState sample(PlayerView view, RandomGenerator random) {
    GameState w = WorldSampler.sample(view, random);
    for (int i = 1; i < TRIES && count > 0 && !consistent(w); i++) {
      w = WorldSampler.sample(view, random);
    }
    return w;
  }
}
