package io.github.elfern.bot;

import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;

/**
 * The order in which the {@link Solver}'s search tries moves: a score for each lead and each
 * reply (the higher first), and the insertion of a move into the order by its score. For the
 * leader: the table's move, then the leads that fewest of the opponent's cards beat, cheapest
 * first, with the stock empty sure winners first, and with trumps while the stock lasts by the
 * lead's one-trick exchange. For the follower: a capture, the cheapest first and of a card that
 * counts before a blank one, else the cheapest discard, and while the stock lasts, with trumps or
 * where honours count, by the reply's one-trick exchange (the trick's points, the draw and the
 * card given up, weighed together), with card points winning or losing as the two cards to be
 * drawn make worth it; and while the stock lasts his second reply is the best of the other kind,
 * capturing or letting the lead win, than his first. Only the time a search takes depends on
 * the order, never its value.
 */
final class MoveOrdering {

  /**
   * How much a point of draw quality ({@link #quality}) weighs in the follower's order while
   * the stock lasts: a difference of one honour between the two cards to be drawn outweighs the
   * follower's usual preference between capturing and discarding.
   */
  private static final int DRAW_WEIGHT = 500;
  /** How much a point of a lead's one-trick exchange ({@link #exchange}) weighs with trumps. */
  private static final int EXCHANGE_WEIGHT = 1000;
  /**
   * How much a point of a reply's one-trick exchange ({@link #replyExchange}) weighs in the
   * follower's order while the stock lasts (where {@link #replyByExchange}): it decides the order,
   * the usual preferences only break its ties.
   */
  private static final int REPLY_EXCHANGE_WEIGHT = 500;
  /** The score of the table's move, above every other. */
  static final int TABLE_MOVE = 1 << 20;

  // the kernel's tables of the rules (RuleTables), read again by each prepare
  private int[] pts;
  private int[] beatsLed;
  /**
   * How much a card is worth having, for move ordering only. Without trumps: twice its points and
   * 8 more for an ace. With trumps: 16 for a trump and 2 more for each rank it stands above the
   * seven, 16 for an ace, and a point less for each point it counts (what the trick wins is
   * weighed on its own). The weights with trumps, and those of {@link #exchange} and {@link
   * #replyExchange}, were found by a search over them on 40 deals (which gave
   * 14% fewer positions on 40 other deals); in {@code elfern} the same search found nothing
   * better.
   */
  private final int[] quality = new int[32];
  /**
   * {@code drawAdvantage[pos]}: how much better ({@link #quality}) the card the trick's winner
   * draws is than the loser's, with the stock at {@code pos}.
   */
  private final int[] drawAdvantage = new int[34];
  /** The weights of a reply's trick points, draw and card given up in {@link #replyExchange}. */
  private int replyTrickWeight;
  private int replyDrawWeight;
  private int replyCardWeight;
  private int drawWeight; // DRAW_WEIGHT, or 0 where it does not pay
  /**
   * Whether the follower orders his replies while the stock lasts by their one-trick exchange
   * ({@link #replyExchange}): with trumps, and without them where the draw counts in his order
   * and the honours count ({@link io.github.elfern.rules.CardValues#HONOURS}). (With card points,
   * as in {@code bohemian-points}, that order searched a quarter more positions.)
   */
  private boolean replyByExchange;
  private CompiledRules cr;
  private int trumpSuit;

  /** Takes the rules of {@code t} (just prepared). */
  void prepare(RuleTables t) {
    pts = t.pts;
    beatsLed = t.beatsLed;
    cr = t.cr;
    int trump = t.trumpSuit;
    trumpSuit = trump;
    for (int c = 0; c < 32; c++) {
      quality[c] = trump < 0 ? 2 * pts[c] + ((c & 7) == 0 ? 8 : 0)
          : -pts[c] + (c >>> 3 == trump ? 16 + 2 * (7 - (c & 7)) : 0) + ((c & 7) == 0 ? 16 : 0);
    }
    // Where only the next-higher card captures, captures are scarce and the follower's order
    // does better without the draw (half the positions searched in bohemian-schneider).
    drawWeight = t.scarceCaptures ? 0 : DRAW_WEIGHT;
    replyByExchange = trump >= 0 || (drawWeight > 0 && t.honours);
    replyTrickWeight = trump >= 0 ? 4 : 8;
    replyDrawWeight = trump >= 0 ? 6 : 3;
    replyCardWeight = trump >= 0 ? 1 : 2;
  }

  /** Takes the stock of a solve: {@code stock[0..stockLen)}, the next card first. */
  void prepareStock(int[] stock, int stockLen) {
    for (int i = stockLen - 1; i >= 0; i--) {
      drawAdvantage[i] = quality[stock[i]] - (i + 1 < stockLen ? quality[stock[i + 1]] : 0);
    }
  }

  /** {@return the draw advantage of a trick with the stock at {@code pos} (while it lasts)} */
  int drawAdvantage(int pos) {
    return drawAdvantage[pos];
  }

  /**
   * The score of leading {@code c} against {@code other}, the stock at {@code pos} of {@code
   * stockLen} cards. Leads fewest of the opponent's cards can beat come first (with the stock
   * empty only his cards that the obligations let him play count); among them the cheapest,
   * lowest first. With the stock empty a sure winner is cashed first, the dearest first.
   * (Preferring sure winners while the stock lasts, as the endgame order does, searched a third
   * more positions in elfern and elfern-app.) With trumps, while the stock lasts, the lead's
   * one-trick exchange comes first: half the positions in elfern-trumps.
   */
  int leadScore(int c, int other, int pos, int stockLen) {
    int beaters = beatsLed[c] & (pos < stockLen ? other
        : Kernel.followMask(cr, other, 0, trumpSuit, c, c, true, false));
    int s = pos >= stockLen && beaters == 0
        ? (1 << 18) + pts[c] * 8 - (c & 7)
        : -pts[c] * 8 - Integer.bitCount(beaters) * 64 + (c & 7);
    if (pos < stockLen && trumpSuit >= 0) {
      s += EXCHANGE_WEIGHT * exchange(c, other, drawAdvantage[pos]);
    }
    return s;
  }

  /**
   * The score of replying {@code f} to the lead {@code c}, which counts {@code pc} and beats
   * {@code beats}; {@code stockLasts} whether the stock lasts, {@code draw} then the trick's
   * draw advantage. A follower first tries to capture a lead that counts, then a blank one (the
   * cheapest capture first), else to throw his cheapest card. (Capturing a blank lead last
   * searched 13% more positions in elfern, 40% more in bohemian-schneider.)
   */
  int replyScore(int c, int f, int pc, int beats, boolean stockLasts, int draw) {
    int s = (beats & (1 << f)) != 0
        ? (pc > 0 ? 1000 : 32) + pc * 8 - pts[f] * 4 + (f & 7)
        : -pts[f] * 8 + (f & 7);
    if (stockLasts && replyByExchange) {
      // The trick's points, the draw and the card given up are weighed together.
      s += REPLY_EXCHANGE_WEIGHT * replyExchange(c, f, draw);
    } else if (stockLasts) {
      // While the stock lasts the trick also decides who draws the better card: a follower
      // first tries to win or lose as the two cards to be drawn make worth it.
      s += (beats & (1 << f)) != 0 ? drawWeight * draw : -drawWeight * draw;
    }
    return s;
  }

  /**
   * The one-trick exchange of leading {@code c} against {@code other} while the stock lasts, the
   * trick's winner drawing a card {@code draw} better than the loser's ({@link #drawAdvantage}),
   * for move ordering only: the least, over the opponent's replies, of the trick's points (twice)
   * and the draw (three times) to the winner, plus the reply's worth less twice the lead's ({@link
   * #quality}).
   */
  private int exchange(int c, int other, int draw) {
    int worst = Integer.MAX_VALUE;
    for (int m = other; m != 0; m &= m - 1) {
      int f = Integer.numberOfTrailingZeros(m);
      int trick = 2 * (pts[c] + pts[f]) + 3 * draw;
      int v = (beatsLed[c] & (1 << f)) != 0 ? -trick : trick;
      worst = Math.min(worst, v + quality[f] - 2 * quality[c]);
    }
    return worst;
  }

  /**
   * The follower's one-trick exchange of replying {@code f} to the lead {@code c} while the stock
   * lasts, the trick's winner drawing a card {@code draw} better than the loser's, for move
   * ordering only: the trick's points and the draw to the winner, less the worth of the card given
   * up ({@link #quality}), weighed 8 : 3 : 2 without trumps and 4 : 6 : 1 with them.
   */
  private int replyExchange(int c, int f, int draw) {
    int trick = replyTrickWeight * (pts[c] + pts[f]) + replyDrawWeight * draw;
    return ((beatsLed[c] & (1 << f)) != 0 ? trick : -trick) - replyCardWeight * quality[f];
  }

  /**
   * Inserts move {@code mv} of score {@code s} into {@code order[0..n)}, kept by descending score
   * in {@code score} (after the moves of the same score), and returns the new count.
   */
  static int insert(int[] order, int[] score, int n, int mv, int s) {
    int i = n;
    while (i > 0 && score[i - 1] < s) {
      score[i] = score[i - 1];
      order[i] = order[i - 1];
      i--;
    }
    score[i] = s;
    order[i] = mv;
    return n + 1;
  }

  /**
   * Moves the first of the follower's replies {@code order[2..n)} of the other kind than the
   * first reply (capturing the lead, of {@code beats}, or letting it win) to second place, when
   * the second is of the first's kind, keeping the others in their order. When the best-scored
   * capture fails to hold the leader, the next captures mostly fail alike, and so do the next
   * ways of letting him win: the best of the other kind is the likelier refutation. (While the
   * stock lasts: 2-5% fewer positions in elfern-trumps, 3-4% in elfern and elfern-app, 14-28%
   * in bohemian-points.)
   */
  static void secondOfOtherKind(int[] order, int n, int beats) {
    boolean firstCaptures = (beats >>> order[0] & 1) != 0;
    boolean secondCaptures = (beats >>> order[1] & 1) != 0;
    if (secondCaptures != firstCaptures) {
      return;
    }
    for (int i = 2; i < n; i++) {
      int f = order[i];
      boolean captures = (beats >>> f & 1) != 0;
      if (captures != firstCaptures) {
        System.arraycopy(order, 1, order, 2, i - 1);
        order[1] = f;
        return;
      }
    }
  }
}
