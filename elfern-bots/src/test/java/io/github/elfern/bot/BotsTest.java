package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Execution(ExecutionMode.CONCURRENT) // its tests share nothing: they run in parallel
class BotsTest {

  private static final List<String> BOTS = List.of(
      "random", "heuristic", "heuristic endgame=heuristic",
      "montecarlo samples=2 solve-at=8", "montecarlo samples=1 playout=random solve-at=0");

  /** Plays a whole deal with {@code bot} in every seat, checking each move against the view. */
  private static List<Move> playDeal(Rules rules, Bot bot, long seed) {
    GameState s = GameState.deal(rules, seed);
    SplitMix64 random = new SplitMix64(seed + 17);
    while (!s.isOver()) {
      PlayerView view = s.view(s.toMove());
      Move m = bot.choose(view, random);
      assertThat(view.legalMoves()).as("%s in %s", bot.name(), s).contains(m);
      assertThat(s.legalMoves()).contains(m);
      s = s.play(m);
    }
    return s.moves();
  }

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern hand=4 head", "elfern-trumps", "elfern-trumps hand=5",
      "elfern-app", "bohemian-schneider", "bohemian-schneider capture=higher", "bohemian-points",
      "fuenfzehnern", "fuenfzehnern players=3 lead=strict", "fuenfzehnern lead=kastner",
      "fuenfzehnern lead=parlett zwang=false", "fuenfzehnern lead=first-suit", "fuenfzehnern lead=none"})
  void choose_everyBotEveryPreset_playsOnlyLegalMoves(String rules) {
    Rules r = Rules.parse(rules);
    for (String spec : BOTS) {
      Bot bot = Bots.create(spec);
      int deals = spec.startsWith("montecarlo") ? 2 : 12;
      for (long seed = 0; seed < deals; seed++) {
        playDeal(r, bot, seed * 31 + 5);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"random", "heuristic", "montecarlo samples=3"})
  void choose_sameSeed_sameDeal(String spec) {
    for (String rules : List.of("elfern-trumps", "fuenfzehnern")) {
      Bot bot = Bots.create(spec);
      assertThat(playDeal(Rules.parse(rules), bot, 3))
          .isEqualTo(playDeal(Rules.parse(rules), Bots.create(spec), 3));
    }
  }

  @Test
  void choose_notMyTurn_isRefused() {
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    assertThatThrownBy(() -> Bots.create("heuristic").choose(s.view(1), new SplitMix64(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 0's turn");
  }

  @ParameterizedTest
  @ValueSource(strings = {"random", "heuristic", "montecarlo samples=3", "best"})
  void choose_notMyTurnOrOver_messageNamesNoCardOfTheView(String spec) {
    // The message may be logged or passed on: it must not carry the view's hand.
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), 1);
    assertThatThrownBy(() -> Bots.create(spec).choose(s.view(1), new SplitMix64(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("it is seat 0's turn, not seat 1's (trick 1): a bot chooses only for the seat"
            + " to move");
    GameState end = s;
    while (!end.isOver()) {
      end = end.play(end.legalMoves().get(0));
    }
    GameState over = end;
    assertThatThrownBy(() -> Bots.create(spec).choose(over.view(0), new SplitMix64(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the deal is over, there is no move to choose for seat 0");
    GameState played = s;
    for (int i = 0; i < 5; i++) { // into the third trick, the stock drawn from
      played = played.play(played.legalMoves().get(0));
    }
    GameState late = played;
    assertThatThrownBy(() -> Bots.create(spec).choose(late.view(late.toMove() ^ 1),
        new SplitMix64(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(e -> {
          for (Card c : late.hand(late.toMove() ^ 1).toList()) {
            assertThat(e.getMessage()).doesNotContain(c.notation());
          }
        });
  }

  @Test
  void create_badSpecs_areRefusedWithTheReason() {
    assertThatThrownBy(() -> Bots.create("alphazero")).hasMessageContaining("unknown bot 'alphazero'")
        .hasMessageContaining("montecarlo");
    assertThatThrownBy(() -> Bots.create("montecarlo samples=x")).hasMessageContaining("samples='x'");
    assertThatThrownBy(() -> Bots.create("montecarlo samples=0")).hasMessageContaining("samples");
    assertThatThrownBy(() -> Bots.create("random depth=3")).hasMessageContaining("unknown bot option 'depth'");
    assertThatThrownBy(() -> Bots.create("heuristic endgame=maybe")).hasMessageContaining("endgame");
    assertThatThrownBy(() -> Bots.create("solver")).hasMessageContaining("Contestant.parse");
  }

  @Test
  void create_names_roundTrip() {
    for (String spec : List.of("random", "heuristic", "heuristic endgame=heuristic",
        "montecarlo samples=5 playout=random solve-at=10")) {
      assertThat(Bots.create(spec).name()).isEqualTo(spec);
      assertThat(Bots.create(Bots.create(spec).name()).name()).isEqualTo(spec);
    }
    assertThat(Contestant.parse("solver").name()).isEqualTo("solver");
  }

  // ------------------------------------------------------------------ tactics of Kiddle

  /** A phase-1 Elfern position with the given hands; the stock is the other cards in order. */
  private static GameState position(String hand0, String hand1, String trick) {
    int used = CardSet.parse(hand0).mask() | CardSet.parse(hand1).mask();
    for (String t : trick.substring(2).split(" ")) {
      if (!t.equals("-")) {
        used |= Card.parse(t).bit();
      }
    }
    // A fresh position: every other card is in the stock, in canonical order.
    StringBuilder stock = new StringBuilder();
    for (Card c : CardSet.ofMask(~used)) {
      stock.append(c.notation());
    }
    return GameState.fromPosition("elfern|" + hand0.replace(" ", "") + "/" + hand1.replace(" ", "")
        + "|" + stock + "|-|" + trick.replace(" ", "") + "|0/0|0/0|-,-,0,-,-");
  }

  private static Move heuristicMove(GameState s) {
    return HeuristicBot.create().choose(s.view(s.toMove()), new SplitMix64(1));
  }

  @Test
  @DisplayName("Kiddle: a singleton ten is played on the first blank of its suit led")
  void choose_singletonTenOnALedBlank_capturesWithTheTen() {
    GameState s = position("9S KC QC 9C 8H 7H", "TS 8C 7C 9D 8D 7D", "0:-").play("9S");
    assertThat(heuristicMove(s)).isEqualTo(Move.parse("TS"));
  }

  @Test
  @DisplayName("Kiddle: as soon as an honour is played it is usually good to take it")
  void choose_ledHonour_isTaken() {
    GameState s = position("KH KC QC 9C 8S 7S", "AH 8C 7C 9D 8D 7D", "0:-").play("KH");
    assertThat(heuristicMove(s)).isEqualTo(Move.parse("AH"));
  }

  @Test
  @DisplayName("Kiddle: avoid winning tricks when the opponent plays a non-counter; don't waste aces")
  void choose_ledBlank_isNotTakenWithAnAce() {
    GameState s = position("8D KC QC 9C 8S 7S", "AD 8C 7C 9H 8H 7H", "0:-").play("8D");
    Move m = heuristicMove(s);
    assertThat(m).isNotEqualTo(Move.parse("AD"));
    assertThat(Rules.preset("elfern").points(m.card())).isZero();
  }

  @Test
  @DisplayName("Kiddle: at the start of the game try to lose all non-counters")
  void choose_earlyLead_isABlank() {
    GameState s = position("AC KC QS 9C 8S 7H", "JD 8C 7C 9D 8D TD", "0:-");
    Move m = heuristicMove(s);
    assertThat(Rules.preset("elfern").points(m.card())).isZero();
  }

  @Test
  void choose_viewOfOtherSeat_neverSeesHiddenCards() {
    // Two states that differ only in cards seat 0 cannot see give equal views, hence equal moves.
    GameState a = position("AC KC QS 9C 8S 7H", "JD 8C 7C 9D 8D TD", "0:-");
    GameState b = position("AC KC QS 9C 8S 7H", "JH 8H 7D 9D 8D TH", "0:-");
    List<Move> movesA = new ArrayList<>();
    List<Move> movesB = new ArrayList<>();
    for (String spec : List.of("heuristic", "montecarlo samples=4")) {
      movesA.add(Bots.create(spec).choose(a.view(0), new SplitMix64(9)));
      movesB.add(Bots.create(spec).choose(b.view(0), new SplitMix64(9)));
    }
    assertThat(movesA).isEqualTo(movesB);
  }
  @Tag("slow")
  @Test
  @DisplayName("a huge spec is not copied into the message: clipped to about 40 characters")
  void create_hugeSpec_messageIsClipped() {
    String huge = "x".repeat(10_000_000);
    for (String spec : new String[] {"best " + huge, "best move-time=" + "9".repeat(10_000_000),
        huge, "montecarlo playout=" + huge, "heuristic endgame=" + huge, "best " + huge + "=1",
        "random x=1 x=" + huge}) {
      assertThatThrownBy(() -> Bots.create(spec))
          .isInstanceOf(IllegalArgumentException.class)
          .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(300)
              .contains("characters)"));
    }
    // control characters are escaped, not passed on to a terminal
    assertThatThrownBy(() -> Bots.create("best move-time=\u001b[2J"))
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\u001b")
            .contains("\\u001B[2J"));
  }

  @Test
  @DisplayName("a bot option's number is ASCII digits only: no sign, no other script's digits")
  void create_numbersOfOtherForms_areRefused() {
    for (String v : new String[] {"+5", "\u0665", "-5", "1e3", "0x10", "\uff15", "99999999999"}) {
      assertThatThrownBy(() -> Bots.create("montecarlo samples=" + v))
          .as(v)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("samples");
    }
    assertThat(Bots.create("montecarlo samples=5").name()).contains("5");
    assertThat(Bots.create("best move-time=0")).isNotNull();
  }
}
