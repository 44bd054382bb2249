package io.github.elfern.bot;

import io.github.elfern.game.DealCursor;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.TrickTables;

/**
 * Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and
 * Whitehouse 2012) for a two-player deal, on {@link DealCursor}s: one tree over the moves as the
 * searching seat sees them, each iteration played in one of a set of worlds consistent with its
 * view (drawn by {@code FollowInference}, weighted by the opponent's past plays), selection by
 * UCB1 with availability counts, and a fast play-out to the end of the deal by {@link
 * #playoutCard}. Every rule (legal cards, trick winners, points, drawing) is the cursor's, that
 * is the kernel's. The caller may stop once {@link #decided} says the choice is settled.
 *
 * <p>The opponent is modelled: at its nodes while the stock lasts, {@value #MODEL_SHARE} iterations
 * in ten let it play the card that the rules of thumb of {@link HeuristicBot} choose from its
 * hand in the iteration's world and the public cards ({@link #ruleOfThumb}); in the others it
 * chooses by UCB1 like the searching seat. Common players (the heuristic, the greedy yardstick,
 * the Monte Carlo bots) play their first phase much like those rules, and a search that expects
 * the opponent to find the best reply to the searching seat's actual cards (what UCB1 over
 * shared nodes converges to) plays too timidly against them: against the heuristic bot, at
 * 3,000 iterations, the model raised the share of decided deals won from 62.5% to 72.7% ({@code
 * elfern} and {@code elfern-app}, 1,600 deals, seed 1; BENCHMARKS.md).
 *
 * <p>One instance serves one choice: it is not shared and not thread-safe.
 */
final class InfoSetSearch {

  /** UCB exploration constant, rewards being in [0, 1]. */
  static final double EXPLORATION = 0.7;
  /** Share of the reward given by the points difference (the rest by win, tie or loss). */
  static final double MARGIN = 0.25;
  /** One play-out move in this many is a random legal card. */
  static final int EPSILON = 4;
  /** In this many iterations out of ten the opponent plays its rule-of-thumb card (stock left). */
  static final int MODEL_SHARE = 9;

  private final DealCursor[] worlds;
  private final int seat;
  private final TrickTables tt;
  private final int totalPoints;
  private final int[] byCost;
  private final int initialStock;
  private final int hiddenTrump;
  private final int deck;
  private final Node root = new Node(-1, -1);
  /** The endgame database's exact values where the stock runs out, or null. */
  private final EndgameProbe probe;
  private long rng;
  private final Node[] path = new Node[40];

  /** A node of the tree: the move that led to it, by whom, and its statistics. */
  static final class Node {
    final int card;
    final int mover;
    final Node[] kids = new Node[32];
    int kidMask;
    int visits;
    int avail;
    double reward; // for the mover

    Node(int card, int mover) {
      this.card = card;
      this.mover = mover;
    }
  }

  /**
   * Creates the search of one choice.
   *
   * @param worlds the worlds, filled in by the caller before their first iteration
   * @param seat the searching seat
   * @param tt the trick tables of the deal
   * @param turnedTrump the turned trump card (ordinal), public while in the stock; -1 for none
   * @param seed the seed of the search's own random choices
   */
  InfoSetSearch(DealCursor[] worlds, int seat, TrickTables tt, int turnedTrump, long seed) {
    this.worlds = worlds;
    this.seat = seat;
    this.tt = tt;
    this.totalPoints = tt.rules().totalPoints();
    this.byCost = byCost(tt);
    this.initialStock = tt.rules().deck().size() - Kernel.dealtCards(tt.compiled());
    this.hiddenTrump = turnedTrump < 0 ? 0 : 1 << turnedTrump;
    this.deck = tt.rules().deck().mask();
    this.rng = seed;
    this.probe = EndgameProbe.of(tt.rules(), tt.trumpSuit()).orElse(null);
  }

  /**
   * {@return whether {@code c} is at a trick start with the stock empty and as many cards in each
   * hand as the endgame database holds: its exact value is then read, not played out}
   */
  private boolean probed(DealCursor c) {
    return probe != null && c.stockSize() == 0 && c.trickSize() == 0
        && Integer.bitCount(c.handMask(0)) == probe.cards()
        && Integer.bitCount(c.handMask(1)) == probe.cards();
  }

  private int nextInt(int bound) {
    rng += 0x9E3779B97F4A7C15L;
    long z = rng;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z ^= z >>> 31;
    return (int) ((z >>> 33) % bound);
  }

  /** Runs one iteration in world {@code w}. */
  void iterate(int w) {
    DealCursor c = worlds[w];
    Node node = root;
    int depth = 0;
    boolean exact = false;
    while (!c.isOver()) {
      if (probed(c)) {
        exact = true;
        break;
      }
      int legal = c.legalMask();
      int known = legal & node.kidMask;
      for (int m = known; m != 0; m &= m - 1) {
        node.kids[Integer.numberOfTrailingZeros(m)].avail++;
      }
      int mover = c.toMove();
      if (mover != seat && c.stockSize() > 0 && (legal & (legal - 1)) != 0
          && nextInt(10) < MODEL_SHARE) {
        // The modelled opponent: its rule-of-thumb card, added to the tree if new.
        int card = ruleOfThumb(c);
        Node kid = node.kids[card];
        c.play(card);
        if (kid == null) {
          kid = new Node(card, mover);
          kid.avail = 1;
          node.kids[card] = kid;
          node.kidMask |= 1 << card;
          path[depth++] = kid;
          break;
        }
        path[depth++] = kid;
        node = kid;
        continue;
      }
      int untried = legal & ~node.kidMask;
      if (untried != 0) {
        int card = BotSupport.nthBit(untried, nextInt(Integer.bitCount(untried)));
        Node kid = new Node(card, c.toMove());
        kid.avail = 1;
        node.kids[card] = kid;
        node.kidMask |= 1 << card;
        c.play(card);
        path[depth++] = kid;
        break;
      }
      Node best = null;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (int m = known; m != 0; m &= m - 1) {
        Node k = node.kids[Integer.numberOfTrailingZeros(m)];
        double s = k.reward / k.visits + EXPLORATION * Math.sqrt(Math.log(k.avail) / k.visits);
        if (s > bestScore) {
          bestScore = s;
          best = k;
        }
      }
      c.play(best.card);
      path[depth++] = best;
      node = best;
    }
    while (!exact && !c.isOver()) {
      if (probed(c)) {
        exact = true;
        break;
      }
      c.play(playoutCard(c));
    }
    int diff = c.points(seat) - c.points(1 - seat);
    if (exact) {
      int leader = c.toMove();
      int rest = probe.value(c.handMask(leader), c.handMask(1 - leader));
      diff += leader == seat ? rest : -rest;
    }
    double r = (1 - MARGIN) * (diff > 0 ? 1 : diff == 0 ? 0.5 : 0)
        + MARGIN * (0.5 + 0.5 * diff / totalPoints);
    root.visits++;
    for (int i = 0; i < depth; i++) {
      Node n = path[i];
      n.visits++;
      n.reward += n.mover == seat ? r : 1 - r;
    }
    while (c.ply() > 0) {
      c.undo();
    }
  }

  /** {@return the root move (card ordinal) visited most, ties to the lower card} */
  int bestCard() {
    int best = -1;
    int bestVisits = -1;
    for (int m = root.kidMask; m != 0; m &= m - 1) {
      Node k = root.kids[Integer.numberOfTrailingZeros(m)];
      if (k.visits > bestVisits) {
        bestVisits = k.visits;
        best = k.card;
      }
    }
    return best;
  }

  /**
   * {@return whether {@code more} further iterations cannot change {@link #bestCard}: the root
   * move visited most leads every other by more than that (and its lower card wins a tie)}
   *
   * @param more the iterations still to run
   */
  boolean decided(int more) {
    int best = -1;
    int first = -1;
    int second = 0;
    for (int m = root.kidMask; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      int v = root.kids[card].visits;
      if (v > first) {
        second = Math.max(second, first);
        first = v;
        best = card;
      } else {
        second = Math.max(second, v);
      }
    }
    // a move not yet in the tree has no visits; a rival above the leader's card needs to pass it
    return best >= 0 && first - second > more;
  }

  /** {@return the root's children's visit counts by card, for tests and diagnostics} */
  int[] rootVisits() {
    int[] v = new int[32];
    for (int m = root.kidMask; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      v[card] = root.kids[card].visits;
    }
    return v;
  }

  /** What a card costs to give away: its points, then trumps, then its power. */
  private static int cost(TrickTables tt, int card) {
    int trump = tt.trumpSuit() >= 0 && card >>> 3 == tt.trumpSuit() ? 1 : 0;
    return tt.points(card) * 64 + trump * 16 + (7 - (card & 7));
  }

  /** {@return the cards ordered from the cheapest to give away, ties to the lower ordinal} */
  private static int[] byCost(TrickTables tt) {
    Integer[] cards = new Integer[32];
    for (int c = 0; c < 32; c++) {
      cards[c] = c;
    }
    java.util.Arrays.sort(cards, (x, y) -> cost(tt, x) != cost(tt, y)
        ? Integer.compare(cost(tt, x), cost(tt, y)) : Integer.compare(x, y));
    int[] order = new int[32];
    for (int i = 0; i < 32; i++) {
      order[i] = cards[i];
    }
    return order;
  }

  private int cheapest(int mask) {
    for (int card : byCost) {
      if ((mask & (1 << card)) != 0) {
        return card;
      }
    }
    throw new IllegalArgumentException("no card in an empty mask");
  }

  /**
   * The card that {@link HeuristicBot}'s rules of thumb choose for the seat to move while the
   * stock lasts, two players, from what that seat knows: its hand, the cards played and the
   * trick. The scores of {@code HeuristicBot.twoPlayerScore} (lose the blanks early, keep back and
   * later cash the cards that nothing unseen beats, take honours with the cheapest winner, let
   * blanks go, don't waste aces, a singleton ten takes the first blank of its suit, the ace waits
   * for the queen behind a led king), without its bonus for continuing a sequence; ties go to a
   * random card of the search's generator.
   *
   * @param c a two-player cursor with the stock not empty and a card to play
   * @return the card (ordinal), one of the legal cards
   */
  int ruleOfThumb(DealCursor c) {
    int legal = c.legalMask();
    int mover = c.toMove();
    int hand = c.handMask(mover);
    int led = c.trickSize() == 0 ? -1 : c.trickCard(0);
    int seen = hand | c.playedMask() | hiddenTrump | (led < 0 ? 0 : 1 << led);
    int others = deck & ~seen;
    double urgency = 1.0 - (double) c.stockSize() / initialStock;
    int best = -1;
    int ties = 0;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (int m = legal; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      double s = HeuristicBot.twoPlayerScore(tt, card, led, hand, others, urgency, -1);
      if (s > bestScore + 1e-9) {
        bestScore = s;
        best = card;
        ties = 1;
      } else if (s > bestScore - 1e-9 && nextInt(++ties) == 0) {
        best = card;
      }
    }
    return best;
  }

  /**
   * The play-out policy, with every card of the world in sight: a follower takes a trick that
   * counts with its cheapest winning card and otherwise throws its cheapest card (taking a blank
   * only rather than throw a card that counts); a leader with the stock empty leads a sure winner
   * that counts most, else its cheapest card; one move in {@value #EPSILON} is a random legal
   * card.
   */
  int playoutCard(DealCursor c) {
    int legal = c.legalMask();
    if ((legal & (legal - 1)) == 0) {
      return Integer.numberOfTrailingZeros(legal);
    }
    if (nextInt(EPSILON) == 0) {
      return BotSupport.nthBit(legal, nextInt(Integer.bitCount(legal)));
    }
    int mover = c.toMove();
    if (c.trickSize() == 0) {
      int other = c.handMask(1 - mover);
      if (c.stockSize() == 0) {
        int sure = 0;
        for (int m = legal; m != 0; m &= m - 1) {
          int card = Integer.numberOfTrailingZeros(m);
          if ((tt.beatsLed(card) & other) == 0) {
            sure |= 1 << card;
          }
        }
        if (sure != 0) {
          int best = -1;
          int bestPts = -1;
          for (int m = sure; m != 0; m &= m - 1) {
            int card = Integer.numberOfTrailingZeros(m);
            if (tt.points(card) > bestPts) {
              bestPts = tt.points(card);
              best = card;
            }
          }
          return best;
        }
      }
      return cheapest(legal);
    }
    int led = c.trickCard(0);
    int win = legal & tt.beatsLed(led);
    int cheap = cheapest(legal);
    if (win != 0 && (tt.points(led) > 0 || tt.points(cheap) > 0)) {
      return cheapest(win);
    }
    int lose = legal & ~win;
    return lose != 0 ? cheapest(lose) : cheap;
  }
}
