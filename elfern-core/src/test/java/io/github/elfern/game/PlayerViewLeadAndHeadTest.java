package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Rank;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link PlayerView#fromHistory} refuses a history in which a seat provably broke a lead
 * restriction or the duty to head, and accepts one where the viewer cannot prove it.
 *
 * <p>The rules (docs/rules.md#lead-restrictions and #heading): in Fünfzehnern, the lead
 * restriction ({@code relaxed}: a player on lead who holds a card of his binding suit must lead
 * that suit or an unbeatable card; {@code strict}: as relaxed, then the second suit;
 * {@code first-suit}: every lead after the first trick must be of the suit led to the first
 * trick if able, or a singleton of another suit; {@code kastner}: a player who has just won the
 * lead leads his highest card of the suit of the trick he won; {@code parlett}: he leads that
 * suit if able); in Elfern's phase 2 with {@code head=true}, a follower must play a card that
 * wins the trick if able: with trumps, follow and win if able, else follow, else trump; with
 * seven-beats-ace a seven is thus forced on a led ace
 * (Meyers 1905).
 */
class PlayerViewLeadAndHeadTest {

  /** Every rules combination of the matrix with a lead restriction or the duty to head. */
  private static final List<Rules> BOUND = RulesMatrix.all().stream()
      .filter(r -> r.leadRestriction() != LeadRestriction.NONE || r.mustHead())
      .toList();

  @Test
  @DisplayName("every step of random legal deals under a lead restriction or head=true is accepted"
      + " for every seat")
  void fromHistory_legalHistoriesUnderLeadRestrictionsOrHead_accepted() {
    assertThat(BOUND).hasSize(2 * 5 * 2 * 2 + 4 * 3 * 2);
    for (Rules rules : BOUND) {
      for (long seed = 0; seed < 6; seed++) {
        SplitMix64 random = new SplitMix64(seed * 7919 + rules.hashCode());
        GameState s = GameState.deal(rules, random.nextLong());
        while (true) {
          for (int seat = 0; seat < s.players(); seat++) {
            PlayerView rebuilt = PlayerView.fromHistory(rules, seat, s.hand(seat),
                s.turnedTrump(), s.moves());
            assertThat(rebuilt).as("%s, seat %s after %s", rules, seat, s.moves())
                .isEqualTo(s.view(seat));
          }
          if (s.isOver()) {
            break;
          }
          List<Move> legal = s.legalMoves();
          s = s.play(legal.get(random.uniform(legal.size())));
        }
      }
    }
  }

  /**
   * Fünfzehnern seed 1: seat 0 QC 7C KS QS KH 9H AD 8D; seat 1 JC 9C 8C AS 7S AH JD 7D; seat 2 AC
   * KC TC 9S 8S TH 8H TD; seat 3 JS TS QH JH 7H KD QD 9D.
   */
  private static final long SEED = 1;

  /**
   * Trick 1: 8D JD TD QD, seat 3 wins the lead in diamonds with QD and keeps KD 9D. Trick 2: seat
   * 3 leads 7H (the lie: it holds diamonds and 7H is beatable, the viewer holding 8H), KH AH TH;
   * seat 1 wins. Trick 3: 7D 8S KD AD, seat 3 follows with KD, so it held KD in trick 2. Trick 4:
   * 9H 7S 8H QH, seat 3 plays QH, so 7H was no singleton either.
   */
  private static final String LIE = "8D JD TD QD 7H KH AH TH 7D 8S KD AD 9H 7S 8H QH";

  private static List<Move> moves(String tokens) {
    List<Move> list = new ArrayList<>();
    for (String t : tokens.split(" ")) {
      list.add(Move.parse(t));
    }
    return list;
  }

  /** Seat 2's hand at the end of {@link #LIE}: its cards less TD TH 8S 8H. */
  private static final CardSet SEAT2_AFTER_LIE = CardSet.parse("AC KC TC 9S");

  @ParameterizedTest
  @ValueSource(strings = {"relaxed", "strict", "first-suit", "kastner", "parlett"})
  @DisplayName("fuenfzehnern: a lead the restriction forbids with every hand the seat can hold is"
      + " refused")
  void leadRestrictionBroken_provenByLaterPlays_refused(String lead) {
    Rules rules = Rules.preset("fuenfzehnern").with("lead", lead);
    GameState s = GameState.deal(rules, SEED).play("8D JD TD QD");
    // The engine agrees that seat 3 may not lead 7H there (an independent judge of the lie).
    IllegalPlayException e = catchThrowableOfType(IllegalPlayException.class,
        () -> s.play(Move.parse("7H")));
    assertThat(e.violation()).isEqualTo(Violation.LEAD_RESTRICTED);
    assertThatThrownBy(() -> PlayerView.fromHistory(rules, 2, SEAT2_AFTER_LIE, Optional.empty(),
            moves(LIE)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 3")
        .hasMessageContaining("7H")
        .hasMessageContaining("trick 2")
        .hasMessageContaining("move 5")
        .hasMessageContaining(lead + " lead restriction");
  }

  @Test
  @DisplayName("fuenfzehnern lead=none: the same history breaks no rule and is accepted")
  void noLeadRestriction_sameHistory_accepted() {
    Rules rules = Rules.preset("fuenfzehnern").with("lead", "none");
    GameState s = GameState.deal(rules, SEED).play(LIE);
    assertThat(PlayerView.fromHistory(rules, 2, SEAT2_AFTER_LIE, Optional.empty(), moves(LIE)))
        .isEqualTo(s.view(2));
  }

  @Test
  @DisplayName("fuenfzehnern first-suit: without QH played later, 7H may have been a singleton")
  void firstSuit_singletonPossible_accepted() {
    // Up to trick 3 seat 2 knows that seat 3 held KD, but not that it held another heart: 7H may
    // have been a singleton, which first-suit allows ("a singleton ... may be led instead").
    Rules rules = Rules.preset("fuenfzehnern").with("lead", "first-suit");
    String history = "8D JD TD QD 7H KH AH TH 7D 8S KD AD";
    PlayerView v = PlayerView.fromHistory(rules, 2, CardSet.parse("AC KC TC 9S 8H"),
        Optional.empty(), moves(history));
    assertThat(v.tricks()).hasSize(3);
  }

  @Test
  @DisplayName("fuenfzehnern relaxed: a seat that shows itself void in the suit it won the lead in"
      + " may lead another suit, and is not refused")
  void relaxed_voidShownLater_accepted() {
    // LIE up to trick 3, but seat 3 discards JS on 7D: it holds no diamond, so 7H was free. A deal
    // where this is the truth: seat 0 holds seat 3's KD 9D, seat 3 holds seat 0's QC 7C.
    Rules rules = Rules.preset("fuenfzehnern");
    GameState s = GameState.deal(rules, Deck.parse("KD 9D KS QS JC 9C 8C AS AC KC TC 9S JS TS QH"
        + " JH KH 9H AD 8D 7S AH JD 7D 8S TH 8H TD 7H QC 7C QD"));
    assertThat(s.hand(3)).isEqualTo(CardSet.parse("JS TS QH JH 7H QC 7C QD"));
    assertThat(s.hand(2)).isEqualTo(GameState.deal(rules, SEED).hand(2));
    String history = "8D JD TD QD 7H KH AH TH 7D 8S JS AD";
    GameState after = s.play(history);
    // Seat 2's view is the same in both deals; it cannot tell this deal from a lie.
    assertThat(PlayerView.fromHistory(rules, 2, CardSet.parse("AC KC TC 9S 8H"),
        Optional.empty(), moves(history))).isEqualTo(after.view(2));
  }

  @Test
  @DisplayName("fuenfzehnern: with more than 4,096 hands the seat can have held, nothing is"
      + " concluded (the documented bound)")
  void moreHandsThanTried_nothingConcluded() {
    // LIE up to KD in trick 3: seat 3 held 7H KD and 5 more of the 16 cards seat 2 cannot place
    // (32, less 4 played before, its own 7, KH of seat 0, AH 7D of seat 1, and 7H KD): 16 choose
    // 5 = 4,368 hands. One more move (AD, seat 0's) leaves 15 choose 5 = 3,003, and the lie is
    // refused.
    assertThat(HistoryProofs.MAX_HANDS_TRIED).isEqualTo(4096);
    Rules rules = Rules.preset("fuenfzehnern");
    PlayerView v = PlayerView.fromHistory(rules, 2, CardSet.parse("AC KC TC 9S 8H"),
        Optional.empty(), moves("8D JD TD QD 7H KH AH TH 7D 8S KD"));
    assertThat(v.currentTrick()).hasSize(3);
    assertThatThrownBy(() -> PlayerView.fromHistory(rules, 2, CardSet.parse("AC KC TC 9S 8H"),
            Optional.empty(), moves("8D JD TD QD 7H KH AH TH 7D 8S KD AD")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 3 led 7H in trick 2 (move 5)")
        .hasMessageContaining("and 5 of");
  }

  @Test
  @DisplayName("fuenfzehnern: the viewer's own restricted lead is refused")
  void leadRestrictionBroken_byTheViewer_refused() {
    Rules rules = Rules.preset("fuenfzehnern").with("lead", "kastner");
    // Seat 3 holds KD 9D after trick 1; kastner makes it lead KD (its highest diamond).
    GameState s = GameState.deal(rules, SEED).play("8D JD TD QD");
    assertThat(s.legalCards()).isEqualTo(CardSet.parse("KD"));
    assertThatThrownBy(() -> PlayerView.fromHistory(rules, 3,
            CardSet.parse("JS TS QH JH 7H KD"), Optional.empty(), moves("8D JD TD QD 9D")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 3")
        .hasMessageContaining("9D")
        .hasMessageContaining("trick 2")
        .hasMessageContaining("kastner lead restriction");
  }

  /** A deal's seed, a state with seat 0's lead on the table, and a card heading forbids seat 1. */
  private record Breach(long seed, GameState state, Card low) {}

  /**
   * A state of {@code rules} (two players, {@code head=true}) with seat 0's lead in phase 2 on the
   * table, where seat 1 holds a card that its obligation to follow allows but heading forbids and
   * that {@code wanted} accepts, and that card; searched over seeds playing the first legal moves.
   */
  private static Breach findHeadBreach(Rules rules, Predicate<GameState> wanted) {
    for (long seed = 0; seed < 200; seed++) {
      GameState s = GameState.deal(rules, seed);
      while (!s.isOver()) {
        if (s.stockSize() == 0 && s.toMove() == 0 && s.currentTrick().isEmpty()) {
          for (Move lead : s.legalMoves()) {
            GameState t = s.play(lead);
            if (!wanted.test(t)) {
              continue;
            }
            for (Card c : t.hand(1).minus(t.legalCards())) {
              IllegalPlayException e = catchThrowableOfType(IllegalPlayException.class,
                  () -> t.play(c));
              if (e.violation() == Violation.MUST_HEAD) {
                return new Breach(seed, t, c);
              }
            }
          }
        }
        s = s.play(s.legalMoves().get(0));
      }
    }
    throw new AssertionError("no head breach found for " + rules);
  }

  private static void assertHeadBreachRefused(Rules rules, GameState t, Card low) {
    List<Move> history = new ArrayList<>(t.moves());
    history.add(Move.of(low));
    String trick = "trick " + t.trickNumber();
    // Seat 0 knows seat 1's hand (two players, the stock empty); seat 1 knows its own.
    assertThatThrownBy(() -> PlayerView.fromHistory(rules, 0, t.hand(0), t.turnedTrump(),
            history))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 1")
        .hasMessageContaining(low.toString())
        .hasMessageContaining(trick)
        .hasMessageContaining("move " + history.size())
        .hasMessageContaining("must head");
    assertThatThrownBy(() -> PlayerView.fromHistory(rules, 1, t.hand(1).without(low),
            t.turnedTrump(), history))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must head");
    // The history before the lie is accepted, and so is a card that heads.
    assertThat(PlayerView.fromHistory(rules, 0, t.hand(0), t.turnedTrump(), t.moves()))
        .isEqualTo(t.view(0));
    Card winner = t.legalCards().first();
    GameState honest = t.play(winner);
    assertThat(PlayerView.fromHistory(rules, 0, honest.hand(0), honest.turnedTrump(),
        honest.moves())).isEqualTo(honest.view(0));
  }

  @Test
  @DisplayName("elfern head=true: following low while holding a card that wins is refused")
  void head_followedLow_refused() {
    Rules rules = Rules.parse("elfern head=true");
    Breach found = findHeadBreach(rules, t -> true);
    assertHeadBreachRefused(rules, found.state(), found.low());
  }

  @Test
  @DisplayName("elfern-trumps head=true: a low trump on a led trump, holding a higher one, is"
      + " refused")
  void head_lowTrumpOnTrump_refused() {
    Rules rules = Rules.parse("elfern-trumps head=true");
    Breach found = findHeadBreach(rules,
        t -> t.turnedTrump().get().suit() == t.currentTrick().get(0).card().suit());
    assertHeadBreachRefused(rules, found.state(), found.low());
  }

  @Test
  @DisplayName("elfern head seven-beats-ace: not playing the seven on a led ace is refused")
  void head_sevenWithheldOnAce_refused() {
    Rules rules = Rules.parse("elfern head=true seven-beats-ace=true");
    Breach found = findHeadBreach(rules,
        t -> t.currentTrick().get(0).card().rank() == Rank.ACE);
    GameState t = found.state();
    Card ace = t.currentTrick().get(0).card();
    assertThat(t.legalCards()).isEqualTo(CardSet.of(Card.of(Rank.SEVEN, ace.suit())));
    assertHeadBreachRefused(rules, t, found.low());
  }

  @Test
  @DisplayName("elfern (no head): following low while holding a winner is legal and accepted")
  void noHead_followedLow_accepted() {
    Rules rules = Rules.parse("elfern head=true");
    Breach found = findHeadBreach(rules, t -> true);
    GameState t = found.state();
    List<Move> history = new ArrayList<>(t.moves());
    history.add(Move.of(found.low()));
    // The same deal under plain elfern: every move of the history is legal there.
    Rules plain = Rules.preset("elfern");
    GameState legal = GameState.deal(plain, found.seed());
    for (Move m : history) {
      legal = legal.play(m);
    }
    assertThat(PlayerView.fromHistory(plain, 0, legal.hand(0), Optional.empty(), history))
        .isEqualTo(legal.view(0));
  }
}
