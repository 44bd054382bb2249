package io.github.elfern.scoring;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
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
    return DealResult.of(rules, new int[] {forehand, dealer}, tricksFor(forehand, dealer, 16));
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
    return DealResult.of(rules, new int[] {a, b}, tricks);
  }

  /** A random Fünfzehnern result: tricks among the seats, points only to seats with tricks. */
  static DealResult randomFifteen(Rules rules, SplitMix64 rng) {
    int n = rules.players();
    int tricksTotal = rules.deck().size() / n;
    int[] tricks = new int[n];
    for (int i = 0; i < tricksTotal; i++) {
      tricks[rng.uniform(rng.uniform(2) == 0 ? 2 : n)]++;
    }
    int[] points = new int[n];
    int withTricks = 0;
    for (int t : tricks) {
      withTricks += t > 0 ? 1 : 0;
    }
    int[] takers = new int[withTricks];
    for (int i = 0, k = 0; i < n; i++) {
      if (tricks[i] > 0) {
        takers[k++] = i;
      }
    }
    for (int p = 0; p < rules.totalPoints(); p++) {
      points[takers[rng.uniform(withTricks)]]++;
    }
    return DealResult.of(rules, points, tricks);
  }

  /** Plays the match's next deal with random legal moves. */
  static GameState playOut(GameState s, SplitMix64 rng) {
    while (!s.isOver()) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(rng.uniform(moves.size())));
    }
    return s;
  }

  static int sum(int[] a) {
    int s = 0;
    for (int v : a) {
      s += v;
    }
    return s;
  }
}
