package io.github.elfern.scoring;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.List;

/** Test helpers: deal results built without playing, and random playouts. */
final class Deals {

  static final Rules ELFERN = Rules.preset("elfern");

  private Deals() {}

  /** An Elfern result, forehand's honours first; tricks split so each side with honours has one. */
  static DealResult elfern(int forehand, int dealer) {
    return honours(ELFERN, forehand, dealer);
  }

  static DealResult honours(Rules rules, int forehand, int dealer) {
    return twoHand(rules, forehand, dealer, tricksFor(forehand, dealer, 16)[0]);
  }

  /**
   * A two-hand result with forehand's tricks as near {@code preferred} as the points allow: a
   * trick holds two cards, so a seat's points must fit in its tricks (and the other's in theirs).
   */
  static DealResult twoHand(Rules rules, int forehand, int dealer, int preferred) {
    int total = rules.deck().size() / 2;
    for (int d = 0; d <= total; d++) {
      for (int t : new int[] {preferred - d, preferred + d}) {
        if (t < 0 || t > total) {
          continue;
        }
        try {
          return DealResult.of(rules, List.of(forehand, dealer), List.of(t, total - t));
        } catch (IllegalArgumentException e) {
          // these tricks cannot hold these points: try the next split
        }
      }
    }
    throw new IllegalArgumentException("no trick split holds " + forehand + "-" + dealer);
  }

  static int[] tricksFor(int a, int b, int total) {
    if (a == 0) {
      return new int[] {0, total};
    }
    if (b == 0) {
      return new int[] {total, 0};
    }
    return new int[] {total / 2, total - total / 2};
  }

  /** A random two-hand result under {@code rules}; about one in five is a tie. */
  static DealResult randomTwoHand(Rules rules, SplitMix64 rng) {
    int total = rules.totalPoints();
    int a = rng.uniform(5) == 0 ? total / 2 : rng.uniform(total + 1);
    int b = total - a;
    int[] tricks;
    int tricksTotal = 16;
    if (a == 0 || b == 0) {
      // the side without points may still have taken tricks of blanks
      int t = rng.uniform(3) == 0 ? 1 + rng.uniform(4) : 0;
      tricks = a == 0 ? new int[] {t, tricksTotal - t} : new int[] {tricksTotal - t, t};
    } else {
      int t = 1 + rng.uniform(tricksTotal - 1);
      tricks = new int[] {t, tricksTotal - t};
    }
    return twoHand(rules, a, b, tricks[0]);
  }

  /** A random Fünfzehnern result: tricks among the seats, points only to seats with tricks. */
  static DealResult randomFifteen(Rules rules, SplitMix64 rng) {
    int n = rules.players();
    int tricksTotal = rules.deck().size() / n;
    int[] tricks = new int[n];
    for (int i = 0; i < tricksTotal; i++) {
      tricks[rng.uniform(rng.uniform(2) == 0 ? 2 : n)]++;
    }
    // The cards go to the seats in shuffled order, as many as their tricks hold: the points
    // then always fit in the tricks.
    int[] points = new int[n];
    java.util.List<io.github.elfern.card.Card> cards =
        io.github.elfern.card.Deck.shuffled(rules.deck(), rng.nextLong()).cards();
    int k = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < tricks[i] * n; j++) {
        points[i] += rules.points(cards.get(k++));
      }
    }
    return DealResult.of(rules, Arrays.stream(points).boxed().toList(),
        Arrays.stream(tricks).boxed().toList());
  }

  /** Plays the match's next deal with random legal moves. */
  static GameState playOut(GameState s, SplitMix64 rng) {
    while (!s.isOver()) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(rng.uniform(moves.size())));
    }
    return s;
  }

  static int sum(List<Integer> a) {
    int s = 0;
    for (int v : a) {
      s += v;
    }
    return s;
  }
}
