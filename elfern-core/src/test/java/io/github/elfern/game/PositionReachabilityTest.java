package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#fromPosition} refuses positions that no deal can reach (API audit, finding 3;
 * EGN.md §10, "A reader of positions checks"). The expected verdicts come from the rules, not
 * from the code: who leads first, how many cards a trick holds, what a deal deals.
 */
class PositionReachabilityTest {

  /** The start of elfern, seed 42 (EGN.md §10). */
  private static final String ELFERN_START = "elfern|8CAHQH9H8HKD/ACQCTS9SKHJH"
      + "|QD7S7CJDJCJSTDADQS8D8S9DTH9C7DKCKSASTC7H|-|0:-|0/0|0/0|-,-,0,-,-";
  /** Elfern, seed 42, after KD 9S 8H (EGN.md §10). */
  private static final String ELFERN_AFTER_ONE = "elfern|8CAHQH9HQD/ACQCTS7SKHJH"
      + "|7CJDJCJSTDADQS8D8S9DTH9C7DKCKSASTC7H|-|0:8H|1/0|1/0|-,-,0,D,D";

  private static void refused(String position, String... parts) {
    assertThatThrownBy(() -> GameState.fromPosition(position))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(e -> {
          for (String p : parts) {
            assertThat(e.getMessage()).contains(p);
          }
        });
  }

  @Test
  @DisplayName("the EGN.md examples and every position of played deals are accepted")
  void reachablePositions_accepted() {
    assertThat(GameState.fromPosition(ELFERN_START).position()).isEqualTo(ELFERN_START);
    assertThat(GameState.fromPosition(ELFERN_AFTER_ONE).position()).isEqualTo(ELFERN_AFTER_ONE);
    for (String rules : List.of("elfern", "elfern-trumps", "bohemian-schneider", "fuenfzehnern",
        "fuenfzehnern lead=strict", "fuenfzehnern lead=kastner players=3", "elfern head=true")) {
      for (long seed = 1; seed <= 20; seed++) {
        GameState s = GameState.deal(Rules.parse(rules), seed);
        java.util.Random r = new java.util.Random(seed);
        while (true) {
          GameState parsed = GameState.fromPosition(s.position());
          assertThat(parsed.position()).isEqualTo(s.position());
          if (s.isOver()) {
            break;
          }
          List<Move> legal = s.legalMoves();
          s = s.play(legal.get(r.nextInt(legal.size())));
        }
      }
    }
  }

  @Test
  @DisplayName("(a) points without a trick are refused")
  void pointsWithoutTricks_refused() {
    refused("elfern|-/-|-|-|0:-|20/0|0/16|-,-,0,-,-", "seat 0", "20 points", "no trick");
  }

  @Test
  @DisplayName("(b) more points than the tricks can hold are refused (two cards to a trick)")
  void morePointsThanTricksHold_refused() {
    // AH QH AC QC are played: four honours in two tricks, all four to seat 0 with one trick.
    // Lead state: seat 0 led H, seat 1 won it (binding H), led C, seat 0 won it (binding C).
    String base = "elfern|8C9H8HKDQD7S/TS9SKHJH7CJD|JCJSTDADQS8D8S9DTH9C7DKCKSASTC7H|-|0:-|";
    refused(base + "4/0|1/1|C,H,1,H,CH", "seat 0", "4 points", "1 trick", "at most 2");
    assertThat(GameState.fromPosition(base + "2/2|1/1|C,H,1,H,CH").points(1)).isEqualTo(2);
  }

  @Test
  @DisplayName("(c) once tricks are taken the suits led must be given")
  void ledSuitsMissing_refused() {
    refused(ELFERN_AFTER_ONE.replace("-,-,0,D,D", "-,-,0,-,-"), "lead", "first");
  }

  @Test
  @DisplayName("(d) at the start of a deal no suit has been led and nobody has won the lead")
  void leadStateAtTheStart_mustBeEmpty() {
    GameState f = GameState.deal(Rules.preset("fuenfzehnern"), 1);
    String bound = f.position().replace("-,-,0,-,-", "H,S,1,C,CSHD");
    refused(bound, "lead", "no trick");
    // Fünfzehnern is led first by eldest, seat 0 (docs/rules.md#leading).
    refused(f.position().replace("|0:-|", "|2:-|"), "seat 0");
    // A seat leads only after taking the last trick: seat 1 leads, seat 0 took the trick.
    String afterTrick = GameState.fromPosition(ELFERN_START).play("KD 9S").position();
    assertThat(afterTrick).contains("|0:-|1/0|1/0|-,-,0,D,D");
    refused(afterTrick.replace("|0:-|", "|1:-|").replace("-,-,0,D,D", "D,-,1,D,D"),
        "seat 1", "took no trick");
  }

  @Test
  @DisplayName("(e) lead-state fields that cannot have arisen, or written twice, are refused")
  void leadStateOddFields_refused() {
    refused(ELFERN_START.replace("-,-,0,-,-", "-,-,0,-,CC"), "lead");
    // A binding suit that was never led; a first suit not among the suits led.
    refused(ELFERN_AFTER_ONE.replace("-,-,0,D,D", "S,-,0,D,D"), "lead");
    refused(ELFERN_AFTER_ONE.replace("-,-,0,D,D", "-,-,0,C,D"), "lead");
    // Nobody won the lead from another's lead, so nobody has a binding suit or won the lead.
    refused(ELFERN_AFTER_ONE.replace("-,-,0,D,D", "-,-,1,D,D"), "lead");
    // Two suits led in one trick; a suit led of which no card is played.
    refused(ELFERN_AFTER_ONE.replace("-,-,0,D,D", "-,-,0,D,SD"), "lead");
    refused(ELFERN_AFTER_ONE.replace("-,-,0,D,D", "-,-,0,D,DD"), "lead");
  }

  @Test
  @DisplayName("(f) hands larger than the deal deals are refused")
  void handsTooLarge_refused() {
    Deck d = Deck.shuffled(42);
    String h0 = CardSet.copyOf(d.cards().subList(0, 16)).notation().replace(" ", "");
    String h1 = CardSet.copyOf(d.cards().subList(16, 32)).notation().replace(" ", "");
    refused("elfern|" + h0 + "/" + h1 + "|-|-|0:-|0/0|0/0|-,-,0,-,-", "16", "6");
  }

  @Test
  @DisplayName("(g) a card in the trick in progress that breaks the obligation is refused")
  void revokeInTheTrick_refused() {
    // Seed 1: seat 1 holds JC 9C 8C, so it must follow the QC lead, and may not play AS.
    String p = "fuenfzehnern|7CKSQSKH9HAD8D/JC9C8C7SAHJD7D/ACKCTC9S8STH8HTD/JSTSQHJH7HKDQD9D"
        + "|-|-|0:QCAS|0/0/0/0|0/0/0/0|-,-,0,-,-";
    refused(p, "seat 1", "AS", "follow");
    // The same with 9C is fine.
    GameState ok = GameState.fromPosition(p.replace("JC9C8C7SAHJD7D", "JC8CAS7SAHJD7D")
        .replace("QCAS", "QC9C"));
    assertThat(ok.toMove()).isEqualTo(2);
    assertThat(ok.currentTrick()).extracting(Move::card)
        .containsExactly(Card.QUEEN_OF_CLUBS, Card.NINE_OF_CLUBS);
  }
}
