package io.github.elfern.bot;

import io.github.elfern.kernel.Kernel;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayerView;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Deals the cards a seat has not seen to the other hands and the stock, consistently with its
 * view: a "world" in which a Monte Carlo bot can look ahead.
 *
 * <p>A world is consistent when every hand has its size, no seat holds a card of a suit in which
 * play has proven it void, the cards a seat is known to hold (the turned trump it drew) are in
 * its hand, and a turned trump still in the stock is the stock's last card; exactly the worlds
 * that {@link PlayerView#withHiddenCards(List, List)} accepts. The sampler draws each consistent
 * world with the same probability: it deals suit by suit, choosing how many cards of the suit
 * each holder gets with probability proportional to the number of worlds that follow (counted
 * exactly by dynamic programming over the holders' free places), then which cards uniformly; the
 * stock order is a uniform permutation. Nothing is rejected, so sampling never stalls however
 * tight the voids.
 *
 * <p>Inferences beyond the view's proven voids are not drawn: a seat that did not play the ace
 * to a Zwang lead, or a player's style, does not change the odds.
 *
 * <pre>{@code
 * PlayerView view = state.view(1);
 * GameState world = WorldSampler.sample(view, new SplitMix64(3));
 * }</pre>
 */
public final class WorldSampler {

  private WorldSampler() {}

  /**
   * Draws one consistent world, uniformly.
   *
   * @param view the view whose hidden cards are to be dealt
   * @param random the source of the random choices
   * @return a complete state that agrees with the view, with no history
   */
  public static GameState sample(PlayerView view, RandomGenerator random) {
    return new Deal(view).sample(view, random);
  }

  /**
   * {@return a sampler of one view's worlds that does the view's counting once: its {@link
   * Sampler#sample} draws as {@link #sample} does, from the same generator the same world}
   *
   * @param view the view whose hidden cards are to be dealt
   */
  static Sampler sampler(PlayerView view) {
    Deal d = new Deal(view);
    return random -> d.sample(view, random);
  }

  /** Draws worlds of one view ({@link #sampler}). */
  interface Sampler {
    /**
     * {@return one consistent world, drawn uniformly}
     *
     * @param random the source of the random choices
     */
    GameState sample(RandomGenerator random);
  }

  /**
   * Returns the number of consistent worlds of the view, stock orders counted (as a {@code
   * double}: it can exceed {@code long} with a long stock).
   *
   * @param view the view
   * @return how many worlds {@link #sample} chooses from
   */
  public static double countWorlds(PlayerView view) {
    Deal d = new Deal(view);
    double sets = d.count(0, d.caps);
    int stockFree = d.stockHolder < 0 ? 0 : d.caps[d.stockHolder];
    for (int i = 2; i <= stockFree; i++) {
      sets *= i;
    }
    return sets;
  }

  /** Shuffles {@code list} in place (Fisher-Yates, from the last place down). */
  static <T> void shuffle(List<T> list, RandomGenerator random) {
    for (int i = list.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      T t = list.get(i);
      list.set(i, list.get(j));
      list.set(j, t);
    }
  }

  /** The holders of hidden cards (the other seats, then the stock), their free places and suits. */
  private static final class Deal {
    final int[] fixedHands;
    final int pool;
    final int holders;
    final int[] seatOf = new int[4]; // -1 for the stock
    final int[] caps = new int[4];
    final int[] voidSuits = new int[4]; // bit per suit the holder may not hold
    final int stockHolder;
    final int trumpInStock;
    final int[] suitCount = new int[4];
    final List<Map<Integer, Double>> memo = new ArrayList<>();

    Deal(PlayerView view) {
      int n = view.players();
      fixedHands = new int[n];
      int pool = view.unseenCards().mask();
      int trump = view.turnedTrump().map(Card::ordinal).orElse(-1);
      // A drawn turned trump not yet played is in some other hand. knownCards names its holder,
      // except in a two-player deal with the stock empty, where it returns the unseen cards,
      // which leave the turned trump out: the one other seat holds it then.
      int trumpOut = 0;
      if (trump >= 0 && view.stockSize() == 0) {
        int seen = view.hand().mask() | view.playedCards().mask();
        for (var m : view.currentTrick()) {
          seen |= m.card().bit();
        }
        trumpOut = (seen & (1 << trump)) == 0 ? 1 << trump : 0;
        for (int seat = 0; seat < n; seat++) {
          if (seat != view.seat() && (view.knownCards(seat).mask() & trumpOut) != 0) {
            trumpOut = 0;
          }
        }
      }
      int h = 0;
      for (int seat = 0; seat < n; seat++) {
        int known = view.knownCards(seat).mask();
        if (n == 2 && seat != view.seat()) {
          known |= trumpOut;
        }
        fixedHands[seat] = known;
        if (seat == view.seat()) {
          continue;
        }
        pool &= ~known;
        int free = view.handSize(seat) - Integer.bitCount(known);
        if (free > 0) {
          seatOf[h] = seat;
          caps[h] = free;
          for (Suit s : view.voids(seat)) {
            voidSuits[h] |= 1 << s.ordinal();
          }
          h++;
        }
      }
      trumpInStock = trump >= 0 && view.stockSize() > 0 ? trump : -1;
      int stockFree = view.stockSize() - (trumpInStock >= 0 ? 1 : 0);
      if (stockFree > 0) {
        seatOf[h] = -1;
        caps[h] = stockFree;
        stockHolder = h;
        h++;
      } else {
        stockHolder = -1;
      }
      holders = h;
      this.pool = pool;
      int free = 0;
      for (int i = 0; i < h; i++) {
        free += caps[i];
      }
      if (free != Integer.bitCount(pool)) {
        throw new IllegalArgumentException("the view is inconsistent: " + Integer.bitCount(pool)
            + " unseen cards for " + free + " hidden places: " + view);
      }
      for (int s = 0; s < 4; s++) {
        suitCount[s] = Integer.bitCount(pool & Kernel.suitMask(s));
        memo.add(new HashMap<>());
      }
    }

    /** Draws one consistent world of {@code view}, the view this deal was made of. */
    GameState sample(PlayerView view, RandomGenerator random) {
      int[] hands = fixedHands.clone();
      List<Card> stockCards = new ArrayList<>();
      int[] caps = this.caps.clone();
      for (int suit = 0; suit < 4; suit++) {
        int[] counts = chooseCounts(suit, caps, random);
        List<Card> cards = CardSet.ofMask(pool & Kernel.suitMask(suit)).toList();
        cards = new ArrayList<>(cards);
        shuffle(cards, random);
        int next = 0;
        for (int h = 0; h < holders; h++) {
          for (int k = 0; k < counts[h]; k++) {
            Card c = cards.get(next++);
            if (seatOf[h] >= 0) {
              hands[seatOf[h]] |= c.bit();
            } else {
              stockCards.add(c);
            }
          }
          caps[h] -= counts[h];
        }
      }
      shuffle(stockCards, random);
      if (trumpInStock >= 0) {
        stockCards.add(Card.ofIndex(trumpInStock));
      }
      List<CardSet> handList = new ArrayList<>();
      for (int i = 0; i < view.players(); i++) {
        handList.add(CardSet.ofMask(hands[i]));
      }
      return view.withHiddenCards(handList, stockCards);
    }

    private static int key(int[] caps) {
      return caps[0] | caps[1] << 6 | caps[2] << 12 | caps[3] << 18;
    }

    /** The number of ways to place the unseen cards of suits {@code suit..3} into the free places. */
    double count(int suit, int[] caps) {
      if (suit == 4) {
        for (int c : caps) {
          if (c != 0) {
            return 0;
          }
        }
        return 1;
      }
      int key = key(caps);
      Double cached = memo.get(suit).get(key);
      if (cached != null) {
        return cached;
      }
      double[] total = new double[1];
      distribute(suit, caps, new int[4], 0, suitCount[suit], (counts, weight) -> {
        total[0] += weight;
        return false;
      });
      memo.get(suit).put(key, total[0]);
      return total[0];
    }

    /** Chooses how many cards of {@code suit} each holder gets, weighted by the worlds that follow. */
    int[] chooseCounts(int suit, int[] caps, RandomGenerator random) {
      double total = count(suit, caps);
      if (!(total > 0)) {
        throw new IllegalArgumentException("no world is consistent with the view");
      }
      double[] target = {random.nextDouble() * total};
      int[] chosen = new int[4];
      int[] last = new int[4];
      distribute(suit, caps, new int[4], 0, suitCount[suit], (counts, weight) -> {
        if (weight > 0) {
          System.arraycopy(counts, 0, last, 0, 4);
        }
        target[0] -= weight;
        if (target[0] < 0) {
          System.arraycopy(counts, 0, chosen, 0, 4);
          return true;
        }
        return false;
      });
      // Rounding can leave a sliver of the target unspent: take the last possible choice.
      return target[0] < 0 ? chosen : last;
    }

    private interface Visitor {
      boolean visit(int[] counts, double weight);
    }

    /** Visits every split of {@code left} cards of {@code suit} among holders {@code h..}. */
    private boolean distribute(int suit, int[] caps, int[] counts, int h, int left, Visitor v) {
      if (h == holders) {
        if (left != 0) {
          return false;
        }
        int[] rest = new int[4];
        double ways = multinomial(suitCount[suit], counts);
        for (int i = 0; i < 4; i++) {
          rest[i] = caps[i] - counts[i];
        }
        return v.visit(counts, ways * count(suit + 1, rest));
      }
      int max = (voidSuits[h] & (1 << suit)) != 0 ? 0 : Math.min(caps[h], left);
      for (int k = 0; k <= max; k++) {
        counts[h] = k;
        if (distribute(suit, caps, counts, h + 1, left - k, v)) {
          return true;
        }
      }
      counts[h] = 0;
      return false;
    }

    private static double multinomial(int n, int[] counts) {
      double r = FACTORIAL[n];
      for (int c : counts) {
        r /= FACTORIAL[c];
      }
      return r;
    }
  }

  private static final double[] FACTORIAL = new double[33];

  static {
    FACTORIAL[0] = 1;
    for (int i = 1; i < FACTORIAL.length; i++) {
      FACTORIAL[i] = FACTORIAL[i - 1] * i;
    }
  }
}
