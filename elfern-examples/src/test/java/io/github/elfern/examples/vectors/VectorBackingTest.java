package io.github.elfern.examples.vectors;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.conformance.Vector;
import io.github.elfern.conformance.VectorKind;
import io.github.elfern.conformance.Vectors;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The vectors' expected values backed by something other than the code that generated them: the
 * sources' worked numbers, hand-checked small cases, and properties. (The Python reference engine,
 * written from the rules alone, agrees with every plain-Elfern vector: see the examples' tests.)
 */
class VectorBackingTest {

  private static final Vectors V = Vectors.bundled();

  private static Vector byId(VectorKind kind, String id) {
    return V.of(kind).stream().filter(v -> v.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  @DisplayName("shuffle_seedZero_splitMix64Reference: Vigna's splitmix64.c from state 0")
  void shuffle_seedZero_splitMix64Reference() {
    Vector v = byId(VectorKind.SHUFFLE, "shuffle/elfern/0");
    // the first outputs of the published SplitMix64 from state 0
    assertThat(v.list("splitmix64").get(0)).isEqualTo(Long.toUnsignedString(0xE220A8397B1DCDAFL));
    assertThat(v.list("splitmix64").get(1)).isEqualTo(Long.toUnsignedString(0x6E789E6AA1B965F4L));
    assertThat(v.list("splitmix64").get(2)).isEqualTo(Long.toUnsignedString(0x06C45D188009454FL));
  }

  @Test
  @DisplayName("shuffle_seed42_isTheDeckOfTheNotationExample (EGN.md §13)")
  void shuffle_seed42_isTheDeckOfTheNotationExample() {
    assertThat(byId(VectorKind.SHUFFLE, "shuffle/elfern/42").string("deck")).isEqualTo(
        "8H 8C QC TS AH 9H 9S JH QH KD AC KH QD 7S 7C JD JC JS TD AD QS 8D 8S 9D TH 9C 7D KC "
            + "KS AS TC 7H");
  }

  @Test
  void shuffle_edgeSeeds_present() {
    Set<String> seeds = V.of(VectorKind.SHUFFLE).stream().map(v -> v.string("seed"))
        .collect(Collectors.toSet());
    assertThat(seeds).contains("0", "1", "9223372036854775807", "9223372036854775808",
        "18446744073709551615");
  }

  @Test
  void shuffle_deckIsAPermutationOfTheRulesDeck() {
    for (Vector v : V.of(VectorKind.SHUFFLE)) {
      List<String> cards = List.of(v.string("deck").split(" "));
      assertThat(cards).hasSize((int) v.number("cards")).doesNotHaveDuplicates();
    }
  }

  @Test
  @DisplayName("steps_specExample_endsEighteenToTwo (EGN.md §13, the example record)")
  void steps_specExample_endsEighteenToTwo() {
    Vector v = byId(VectorKind.STEPS, "steps/elfern/spec-example");
    assertThat(v.string("result")).isEqualTo("18-2");
    @SuppressWarnings("unchecked")
    Map<String, Object> first = (Map<String, Object>) v.list("steps").get(1);
    // EGN.md §10: after KD 9S Anna took the first trick and drew QD, Ben drew 7S
    assertThat(first.get("draws")).isEqualTo("0:QD 1:7S");
  }

  @Test
  @DisplayName("perft_phaseOneFromTheDeal_isHandSizeToTheDepth: no obligation while the stock lasts (Kiddle)")
  void perft_phaseOneFromTheDeal_isHandSizeToTheDepth() {
    int checked = 0;
    for (Vector v : V.of(VectorKind.PERFT)) {
      Rules rules = Rules.parse(v.rules());
      int stock = rules.deck().size() - 2 * rules.handSize();
      if (rules.hasStock() && v.string("moves").isEmpty() && v.number("depth") <= stock) {
        assertThat(v.number("count")).as(v.id())
            .isEqualTo(Math.round(Math.pow(rules.handSize(), v.number("depth"))));
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(10);
  }

  @Test
  void perft_includesPositionsWhereTheRulesBite() {
    long phaseTwo = V.of(VectorKind.PERFT).stream()
        .filter(v -> v.string("position").split("\\|")[2].equals("-")).count();
    long zwang = V.of(VectorKind.PERFT).stream()
        .filter(v -> v.rules().startsWith("fuenfzehnern") && v.number("count") > 0
            && !v.string("moves").isEmpty()).count();
    Set<String> leads = V.of(VectorKind.PERFT).stream().map(Vector::rules)
        .filter(r -> r.contains("lead=")).collect(Collectors.toSet());
    assertThat(phaseTwo).isGreaterThan(20);
    assertThat(zwang).isGreaterThan(20);
    assertThat(leads).hasSizeGreaterThanOrEqualTo(5);
  }

  @Test
  void games_everyPresetAndOptionCombination() {
    Set<String> rules = V.of(VectorKind.GAMES).stream().map(Vector::rules)
        .collect(Collectors.toSet());
    assertThat(rules).contains("elfern hand=4 head=true seven-beats-ace=true",
        "bohemian-schneider capture=higher",
        "fuenfzehnern players=3 lead=parlett zwang=false settlement=simplified");
    for (Preset p : Preset.values()) {
      assertThat(rules).contains(Rules.of(p).notation());
    }
    assertThat(rules).hasSize(VectorGenerator.allRules().size());
  }

  @Test
  @DisplayName("games_resultsFollowTheThresholds: 11/15/20 honours (000), 11/16/20 (Böhmischer Schneider), 61/30/no trick (001)")
  void games_resultsFollowTheThresholds() {
    for (Vector v : V.of(VectorKind.GAMES)) {
      Rules rules = Rules.parse(v.rules());
      List<Object> pts = v.list("points");
      int sum = pts.stream().mapToInt(o -> ((Long) o).intValue()).sum();
      assertThat(sum).as(v.id()).isEqualTo(rules.totalPoints());
      if (pts.size() != 2) {
        assertThat(v.string("outcome")).isEqualTo("settlement");
        continue;
      }
      int a = ((Long) pts.get(0)).intValue();
      int b = ((Long) pts.get(1)).intValue();
      int best = Math.max(a, b);
      int loserTricks = ((Long) v.list("tricks").get(a > b ? 1 : 0)).intValue();
      String expected;
      switch (rules.preset().id()) {
        case "bohemian-points":
          expected = a == b ? "tie" : loserTricks == 0 ? "schwarz"
              : 120 - best <= 30 ? "schneider" : "simple";
          break;
        case "bohemian-schneider":
          expected = a == b ? "tie" : best == 20 ? "schwarz" : best >= 16 ? "schneider"
              : "simple";
          break;
        default:
          expected = a == b ? "tie" : best == 20 ? "schwarz" : best >= 15 ? "schneider"
              : "simple";
      }
      assertThat(v.string("outcome")).as(v.id()).isEqualTo(expected);
      assertThat(v.string("result")).isEqualTo(a + "-" + b);
    }
  }

  @Test
  void games_egnRecordsAreValidWithTheirResult() {
    for (Vector v : V.of(VectorKind.GAMES)) {
      List<ParsedRecord> r = EgnReader.readAll(v.string("egn"), Strictness.STRICT);
      assertThat(r).hasSize(1);
      assertThat(r.get(0).firstError()).as(v.id()).isEmpty();
      assertThat(r.get(0).record().termination()).isEqualTo(v.string("result"));
    }
  }

  @Test
  void invalid_everyErrorCodeOnce() {
    Set<String> codes = V.of(VectorKind.INVALID).stream().map(v -> v.string("code"))
        .collect(Collectors.toSet());
    assertThat(codes).containsExactlyInAnyOrder("syntax", "duplicate-tag", "missing-game",
        "unknown-game", "bad-variant", "bad-tag", "bad-card", "bad-deck", "seed-deck-mismatch",
        "not-replayable", "trick-number", "extra-card", "not-in-hand", "must-play-ace",
        "must-follow", "must-head", "must-trump", "lead-restricted", "zwang-not-allowed",
        "result-mismatch");
  }

  @Test
  @DisplayName("scoring_standerDoubling: a schneider after a Ständer is worth 4; a run of ties doubles once (Kiddle)")
  void scoring_standerDoubling() {
    Vector v = byId(VectorKind.SCORING, "scoring/tendler/stander-doubling");
    // hand-computed from the vector's seating and points per seat: Ben (forehand) 12-8, +1
    // (simple); Ständer; Anna (dealer) 15-5, +4 (schneider x2); Ständer; Ständer (still x2);
    // Ben (dealer) 20-0, +6 (schwarz x2)
    assertThat(seating(v)).containsExactly("[1, 0]", "[0, 1]", "[1, 0]", "[1, 0]", "[1, 0]",
        "[0, 1]");
    assertThat(totals(v)).containsExactly("[-1, 1]", "[-1, 1]", "[3, -3]", "[3, -3]", "[3, -3]",
        "[-3, 3]");
  }

  @Test
  @DisplayName("scoring_countersPot: a Ständer feeds the pot, a player without counters puts none in (Braillespiel)")
  void scoring_countersPot() {
    Vector v = byId(VectorKind.SCORING, "scoring/counters/pot");
    // hand-computed from start=3: tie (2/2, pot 2); Ben wins simple (+1 and the pot: 1/5);
    // tie (0/4, pot 2); tie, Anna has nothing to put in (0/3, pot 3); Ben wins the pot (0/6)
    assertThat(totals(v)).containsExactly("[2, 2]", "[1, 5]", "[0, 4]", "[0, 3]", "[0, 6]");
    assertThat(((Map<?, ?>) v.fields().get("end")).get("over")).isEqualTo(true);
  }

  @Test
  @DisplayName("scoring_threePlayers_loserSitsOut: our choice for the Braillespiel game (Braillespiel)")
  void scoring_threePlayers_loserSitsOut() {
    Vector v = byId(VectorKind.SCORING, "scoring/three-players/out-loser");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> deals = (List<Map<String, Object>>) (List<?>) v.list("deals");
    // deal 1: seats [2, 1], Cleo (forehand) wins 12-8; Ben lost and sits out deal 2
    assertThat(deals.get(0).get("seating")).isEqualTo(List.of(2L, 1L));
    assertThat(deals.get(1).get("out")).isEqualTo(1L);
    // deal 2 is a tie among three: nothing changes hands and the sitter rotates (Ben -> Cleo)
    assertThat(deals.get(1).get("kind")).isEqualTo("tie");
    assertThat(deals.get(2).get("out")).isEqualTo(2L);
  }

  private static List<String> seating(Vector v) {
    return v.list("deals").stream().map(d -> String.valueOf(((Map<?, ?>) d).get("seating")))
        .collect(Collectors.toList());
  }

  private static List<String> totals(Vector v) {
    return v.list("deals").stream().map(d -> String.valueOf(((Map<?, ?>) d).get("totals")))
        .collect(Collectors.toList());
  }

  @Test
  @DisplayName("requests: each vector cites the rule its answers follow from (a document of the"
      + " repository: docs/rules.md, EGN.md or VECTORS.md)")
  void requests_everyVectorCitesItsSource() {
    assertThat(V.of(VectorKind.REQUESTS)).isNotEmpty().allSatisfy(v -> assertThat(
        v.string("source")).as(v.id()).containsPattern("docs/rules\\.md#|EGN\\.md §|VECTORS\\.md §"));
    assertThat(byId(VectorKind.SCORING, "scoring/bohemian-points/schwarz-by-tricks")
        .string("source")).contains("docs/rules.md#results");
  }

  @Test
  @DisplayName("requests: the last trick of the example deal, one card a hand, has one sequence"
      + " of its 2 moves; from the end of a deal, one of 0 moves")
  void requests_perftAtTheEnd_isCountedByHand() {
    Vector last = byId(VectorKind.REQUESTS, "requests/perft/elfern/last-trick");
    // 30 of the 32 moves of EGN.md §13's example are played: each seat holds one card
    assertThat(last.string("moves").split(" ")).hasSize(30);
    assertThat(last.list("requests")).first().isEqualTo(
        Map.of("request", "perft 2", "answer", "perft 1"));
    Vector end = byId(VectorKind.REQUESTS, "requests/perft/elfern/at-the-end");
    assertThat(end.string("moves").split(" ")).hasSize(32);
    assertThat(end.list("requests")).first().isEqualTo(
        Map.of("request", "perft 0", "answer", "perft 1"));
  }

  @Test
  @DisplayName("scoring: in bohemian-points 120-0 with a trick for the loser is a schneider, without"
      + " one a schwarz (docs/rules.md#results); tendler pays 2 and 3 stakes (#tendler)")
  void scoring_bohemianPoints_schwarzIsTheLoserWithoutATrick() {
    Vector v = byId(VectorKind.SCORING, "scoring/bohemian-points/schwarz-by-tricks");
    List<Object> deals = v.list("deals");
    assertThat(deals).hasSize(3);
    List<Object> kinds = deals.stream().map(d -> ((Map<?, ?>) d).get("kind"))
        .collect(Collectors.toList());
    assertThat(kinds).containsExactly("win", "win", "win");
    // the winner's award: schneider 2, schwarz 3, schneider 2
    List<Long> won = deals.stream().map(d -> ((List<?>) ((Map<?, ?>) d).get("awards")).stream()
        .mapToLong(a -> (Long) a).max().orElseThrow()).collect(Collectors.toList());
    assertThat(won).containsExactly(2L, 3L, 2L);
  }
}
