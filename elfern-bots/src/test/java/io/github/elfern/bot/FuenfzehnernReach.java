package io.github.elfern.bot;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Locale;

/**
 * How far a sound perfect-information search gets in Fünfzehnern (three or four players), a
 * measurement for BENCHMARKS.md, not a test: by the number of cards still to be played, the
 * time of (a) paranoid alpha-beta (the seat to move maximises its own points, all the others
 * together minimise them: a guaranteed lower bound for that seat, and alpha-beta applies since
 * it is two-sided) and (b) max-n (every seat maximises its own points; no deep pruning), both
 * on {@link DealCursor} (every rule, Zwang and lead restrictions included, from the kernel).
 * Run with {@code java -cp elfern-core/target/classes:elfern-core/target/test-classes
 * io.github.elfern.bot.FuenfzehnernReach [rules]}.
 */
public final class FuenfzehnernReach {
  private FuenfzehnernReach() {}

  private static long nodes;
  private static long limit;

  public static void main(String[] args) {
    Rules rules = Rules.parse(args.length > 0 ? args[0] : "fuenfzehnern");
    int players = rules.players();
    int positions = 4;
    for (int left = players * 2; left <= rules.deck().size(); left += players) {
      double paranoidMs = 0;
      double maxnMs = 0;
      long pn = 0;
      long mn = 0;
      boolean capped = false;
      for (int p = 0; p < positions; p++) {
        GameState s = randomTrickStart(rules, 77L * p + left, left);
        DealCursor c = DealCursor.of(s);
        int seat = c.toMove();
        nodes = 0;
        limit = 200_000_000L;
        long t0 = System.nanoTime();
        try {
          paranoid(c, seat, Integer.MIN_VALUE, Integer.MAX_VALUE);
        } catch (IllegalStateException e) {
          capped = true;
        }
        paranoidMs += (System.nanoTime() - t0) / 1e6;
        pn += nodes;
        nodes = 0;
        t0 = System.nanoTime();
        try {
          maxn(DealCursor.of(s), new int[players]);
        } catch (IllegalStateException e) {
          capped = true;
        }
        maxnMs += (System.nanoTime() - t0) / 1e6;
        mn += nodes;
      }
      System.out.printf(Locale.ROOT,
          "%s, %2d cards left: paranoid %9.1f ms %,13d nodes; max-n %9.1f ms %,13d nodes"
              + " (mean of %d)%s%n", rules.notation(), left, paranoidMs / positions, pn / positions,
          maxnMs / positions, mn / positions, positions, capped ? " (node cap hit)" : "");
      if (capped || paranoidMs / positions > 20_000) {
        break;
      }
    }
  }

  private static GameState randomTrickStart(Rules rules, long seed, int left) {
    SplitMix64 random = new SplitMix64(seed);
    GameState s = GameState.deal(rules, seed);
    while (s.remainingPlays() > left || !s.currentTrick().isEmpty()) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.uniform(moves.size())));
    }
    return s;
  }

  private static void count() {
    if (++nodes > limit) {
      throw new IllegalStateException("node cap");
    }
  }

  /** {@code seat}'s points at the end, {@code seat} maximising and the others minimising. */
  private static int paranoid(DealCursor c, int seat, int alpha, int beta) {
    count();
    if (c.isOver()) {
      return c.points(seat);
    }
    boolean max = c.toMove() == seat;
    int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    int legal = c.legalMask();
    for (int m = legal; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      for (int z = 0; z < (c.zwangAllowed(card) ? 2 : 1); z++) {
        c.play(card, z == 1);
        int v = paranoid(c, seat, alpha, beta);
        c.undo();
        if (max) {
          best = Math.max(best, v);
          alpha = Math.max(alpha, v);
        } else {
          best = Math.min(best, v);
          beta = Math.min(beta, v);
        }
        if (alpha >= beta) {
          return best;
        }
      }
    }
    return best;
  }

  /** Max-n: fills {@code out} with every seat's final points when each maximises its own. */
  private static void maxn(DealCursor c, int[] out) {
    count();
    int n = out.length;
    if (c.isOver()) {
      for (int i = 0; i < n; i++) {
        out[i] = c.points(i);
      }
      return;
    }
    int mover = c.toMove();
    int[] child = new int[n];
    int best = Integer.MIN_VALUE;
    int legal = c.legalMask();
    for (int m = legal; m != 0; m &= m - 1) {
      int card = Integer.numberOfTrailingZeros(m);
      for (int z = 0; z < (c.zwangAllowed(card) ? 2 : 1); z++) {
        c.play(card, z == 1);
        maxn(c, child);
        c.undo();
        if (child[mover] > best) {
          best = child[mover];
          System.arraycopy(child, 0, out, 0, n);
        }
      }
    }
  }
}
