package io.github.elfern.examples.vectors;

import static io.github.elfern.examples.vectors.VectorGenerator.list;
import static io.github.elfern.examples.vectors.VectorGenerator.obj;
import static io.github.elfern.examples.vectors.VectorGenerator.optional;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.ScoredDeal;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code scoring} vectors: sequences of deal results (points and tricks per seat) with what a
 * {@link Match} makes of them after each deal. Sequences stop where the match ends.
 */
final class ScoringVectors {
  private ScoringVectors() {}

  private static final List<String> NAMES = List.of("Anna", "Ben", "Cleo", "Dora");

  static List<Map<String, Object>> generate() {
    List<Map<String, Object>> out = new ArrayList<>();
    // Elfern, honours: the second array of each deal is derived (see two()).
    out.add(match("tendler/stander-doubling", "elfern", "tendler deals=6", 2, 1,
        p(12, 8), p(10, 10), p(5, 15), p(10, 10), p(10, 10), p(0, 20)));
    // A race to 5 stakes won (docs/rules.md#tendler): after five deals the second player has won 3 + 1 + 2
    // stakes against a balance of +3, and the match is over.
    out.add(match("tendler/target", "elfern", "tendler target=5", 2, 2,
        p(15, 5), p(20, 0), p(8, 12), p(11, 9), p(16, 4)));
    out.add(match("tendler/open-ended", "elfern", "tendler", 2, 3,
        p(12, 8), p(10, 10), p(14, 6)));
    out.add(match("tendler/dealer-alternate", "elfern", "tendler deals=4 dealer=alternate", 2, 4,
        p(12, 8), p(9, 11), p(10, 10), p(15, 5)));
    out.add(match("tendler/stander-dealer-same", "elfern-trumps",
        "tendler deals=4 stander-dealer=same", 2, 5, p(10, 10), p(10, 10), p(14, 6), p(5, 15)));
    out.add(match("banner/one", "elfern", "banner", 2, 6,
        p(12, 8), p(15, 5), p(9, 11), p(10, 10), p(13, 7), p(20, 0), p(11, 9)));
    out.add(match("banner/two-dealer-loser", "elfern", "banner banners=2 dealer=loser", 2, 7,
        p(20, 0), p(20, 0), p(3, 17), p(10, 10), p(12, 8), p(20, 0), p(16, 4), p(0, 20),
        p(15, 5), p(11, 9)));
    out.add(match("altenburg/default", "elfern", "altenburg", 2, 8,
        p(11, 9), p(6, 14), p(16, 4), p(10, 10), p(2, 18), p(20, 0), p(13, 7)));
    out.add(match("altenburg/target-3", "elfern", "altenburg target=3", 2, 9,
        p(10, 10), p(14, 6), p(9, 11)));
    out.add(match("counters/pot", "elfern", "counters start=3", 2, 10,
        p(10, 10), p(12, 8), p(10, 10), p(10, 10), p(5, 15), p(0, 20), p(12, 8)));
    out.add(match("counters/alternate-same", "elfern",
        "counters start=2 dealer=alternate stander-dealer=same", 2, 11,
        p(10, 10), p(16, 4), p(8, 12), p(20, 0)));
    out.add(match("three-players/out-loser", "elfern", "tendler deals=6", 3, 12,
        p(12, 8), p(10, 10), p(5, 15), p(16, 4), p(9, 11), p(20, 0)));
    out.add(match("three-players/out-rotate", "elfern", "tendler deals=5 out=rotate", 3, 13,
        p(12, 8), p(10, 10), p(5, 15), p(16, 4), p(9, 11)));
    out.add(match("three-players/counters", "elfern", "counters start=2", 3, 14,
        p(10, 10), p(15, 5), p(11, 9), p(4, 16), p(20, 0), p(12, 8), p(12, 8)));
    out.add(match("elfern-app/tie-carries-nothing", "elfern-app",
        "tendler deals=3 dealer=alternate", 2, 15, p(10, 10), p(12, 8), p(8, 12)));
    out.add(match("bohemian-schneider/redeal", "bohemian-schneider", "tendler deals=3", 2, 16,
        p(10, 10), p(16, 4), p(10, 10), p(20, 0), p(11, 9)));
    out.add(match("bohemian-points/stander-schwarz", "bohemian-points", "tendler deals=3", 2, 17,
        p(60, 60), p(90, 30), p(120, 0), p(70, 50)));
    out.add(match("bohemian-points/banner", "bohemian-points", "banner", 2, 18,
        p(61, 59), p(0, 120), p(31, 89), p(100, 20), p(60, 60), p(121 - 1, 0)));
    out.add(match("fifteen/standard", "fuenfzehnern", "fifteen deals=3", 4, 19,
        f(new int[] {20, 15, 10, 15}, 3, 2, 1, 2), f(new int[] {25, 0, 35, 0}, 3, 0, 5, 0),
        f(new int[] {60, 0, 0, 0}, 8, 0, 0, 0)));
    out.add(match("fifteen/simplified", "fuenfzehnern settlement=simplified", "fifteen deals=3",
        4, 20, f(new int[] {25, 0, 35, 0}, 3, 0, 5, 0), f(new int[] {20, 15, 10, 15}, 3, 2, 1, 2),
        f(new int[] {60, 0, 0, 0}, 8, 0, 0, 0)));
    out.add(match("fifteen/three-players", "fuenfzehnern players=3", "fifteen deals=2", 3, 21,
        f(new int[] {20, 15, 10}, 3, 3, 2), f(new int[] {0, 45, 0}, 0, 8, 0)));
    out.add(match("fifteen/open-ended", "fuenfzehnern", "fifteen", 4, 22,
        f(new int[] {14, 16, 15, 15}, 2, 2, 2, 2)));
    out.add(schwarzByTricks());
    return out;
  }

  /**
   * Schwarz in the card-point game is the loser taking no trick, not the winner taking every
   * point (docs/rules.md#results): 120-0 with a trick of blanks for the loser is a schneider.
   */
  private static Map<String, Object> schwarzByTricks() {
    Map<String, Object> v = match("bohemian-points/schwarz-by-tricks", "bohemian-points",
        "tendler deals=3", 2, 23, f(new int[] {120, 0}, 15, 1), f(new int[] {120, 0}, 16, 0),
        f(new int[] {0, 120}, 1, 15));
    v.put("source", "docs/rules.md#results: in bohemian-points a win is schneider when the loser"
        + " has 30 or fewer points and schwarz when he took no trick; #tendler: 2 stakes for"
        + " schneider, 3 for schwarz. Deal 1, 120-0 with one trick (of blanks) for the loser: a"
        + " schneider; deal 2, 120-0 and no trick: schwarz; deal 3, 0-120 with one trick for the"
        + " loser: a schneider for the other player");
    return v;
  }

  /** A deal result as points per seat; the tricks are made up to fit (see two()). */
  private static int[][] p(int a, int b) {
    return new int[][] {{a, b}, null};
  }

  private static int[][] f(int[] points, int... tricks) {
    return new int[][] {points, tricks};
  }

  /** Tricks that fit two-seat points: 16 in all; no trick for a seat without points if it lost them all. */
  private static int[] two(Rules rules, int[] points) {
    int total = rules.deck().size() / 2;
    if (points[0] == 0) {
      return new int[] {0, total};
    }
    if (points[1] == 0) {
      return new int[] {total, 0};
    }
    int half = total / 2;
    return points[0] > points[1] ? new int[] {half + 1, half - 1}
        : points[0] < points[1] ? new int[] {half - 1, half + 1} : new int[] {half, half};
  }

  private static Map<String, Object> match(String id, String rulesText, String scoringText,
      int players, long seed, int[][]... deals) {
    Rules rules = Rules.parse(rulesText);
    Scoring scoring = Scoring.parse(scoringText);
    Match m = Match.start(rules, scoring, NAMES.subList(0, players), seed);
    List<Object> dealList = new ArrayList<>();
    for (int[][] d : deals) {
      if (m.isOver()) {
        break;
      }
      int[] points = d[0];
      int[] tricks = d[1] != null ? d[1] : two(rules, points);
      Map<String, Object> e = obj("seating", m.seating(), "out", optional(m.sittingOut()),
          "x", m.multiplier(), "deal_seed", Long.toUnsignedString(m.dealSeed()),
          "points", list(points), "tricks", list(tricks));
      m = m.record(DealResult.of(rules, list(points), list(tricks)));
      ScoredDeal s = m.history().get(m.history().size() - 1);
      e.put("kind", s.kind().code());
      e.put("awards", s.awards());
      e.put("totals", s.totals());
      e.put("pot", s.pot());
      dealList.add(e);
    }
    Map<String, Object> end = obj("over", m.isOver(), "totals", m.totals(), "pot", m.pot());
    if (m.isOver()) {
      end.put("winner", optional(m.winner()));
      end.put("settlement", m.settlement());
    } else {
      end.put("seating", m.seating());
      end.put("out", optional(m.sittingOut()));
      end.put("x", m.multiplier());
      end.put("deal_seed", Long.toUnsignedString(m.dealSeed()));
    }
    return obj("id", "scoring/" + id, "rules", rules.notation(), "scoring", scoring.notation(),
        "players", NAMES.subList(0, players), "seed", Long.toString(seed),
        "start", Match.start(rules, scoring, NAMES.subList(0, players), seed).totals(),
        "deals", dealList, "end", end);
  }
}
