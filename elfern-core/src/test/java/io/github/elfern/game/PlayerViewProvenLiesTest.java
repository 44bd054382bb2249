package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link PlayerView#fromHistory} refuses a history that the seat can prove impossible from what it
 * knows (API audit, findings 1 and 2): a Zwang announcement that the rules do not allow, and a
 * failure to follow by a seat known to hold the suit. A view must not be influenced by such a lie.
 *
 * <p>The rules (docs/rules.md#zwang, #following): Zwang — a leader holding the king and queen of
 * a suit who leads the queen may announce it, and the ace's holder must play it; Elfern, phase 2 —
 * the obligation to follow suit once the stock is empty.
 */
class PlayerViewProvenLiesTest {

  private static final Rules FZ = Rules.preset("fuenfzehnern");
  /**
   * Seed 1: seat 0 QC 7C KS QS KH 9H AD 8D; seat 1 JC 9C 8C AS 7S AH JD 7D; seat 2 AC KC TC 9S 8S
   * TH 8H TD; seat 3 JS TS QH JH 7H KD QD 9D.
   */
  private static final GameState F = GameState.deal(FZ, 1);

  private static List<Move> moves(String tokens) {
    List<Move> list = new ArrayList<>();
    for (String t : tokens.split(" ")) {
      list.add(Move.parse(t));
    }
    return list;
  }

  private static PlayerView view(int seat, CardSet hand, String moves) {
    return PlayerView.fromHistory(FZ, seat, hand, Optional.empty(), moves(moves));
  }

  @Test
  @DisplayName("Zwang on a card that is not a queen is refused")
  void zwangNotOnAQueen_refused() {
    assertThat(F.hand(0).contains(Card.SEVEN_OF_CLUBS)).isTrue();
    assertThatThrownBy(() -> view(2, F.hand(2), "7C=Z JC"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("7C=Z")
        .hasMessageContaining("queen")
        .hasMessageContaining("trick 1");
  }

  @Test
  @DisplayName("Zwang on a queen whose king the viewing seat holds is refused")
  void zwangWithTheKingInTheViewersHand_refused() {
    assertThat(F.hand(2).contains(Card.KING_OF_CLUBS)).isTrue();
    assertThatThrownBy(() -> view(2, F.hand(2).without(Card.ACE_OF_CLUBS), "QC=Z JC AC"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("QC=Z")
        .hasMessageContaining("KC")
        .hasMessageContaining("seat 2");
    assertThatThrownBy(() -> view(2, F.hand(2), "QC=Z JC"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("KC");
  }

  @Test
  @DisplayName("Zwang on a queen whose king has been played is refused")
  void zwangAfterTheKingWasPlayed_refused() {
    // Trick 1: KS 7S 9S JS, seat 0 wins with the king; then it leads QS announcing Zwang.
    GameState s = F.play("KS 7S 9S JS");
    assertThat(s.leader()).isZero();
    assertThatThrownBy(() -> view(2, s.hand(2), "KS 7S 9S JS QS=Z"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("QS=Z")
        .hasMessageContaining("KS")
        .hasMessageContaining("played");
  }

  @Test
  @DisplayName("a Zwang lead the seat cannot disprove is accepted, and binds the ace")
  void zwangPossible_accepted() {
    PlayerView v = view(1, F.hand(1), "QS=Z");
    assertThat(v.currentTrick()).containsExactly(Move.parse("QS=Z"));
    assertThat(v.legalMoves()).containsExactly(Move.parse("AS"));
    assertThat(v).isEqualTo(F.play("QS=Z").view(1));
  }

  @Test
  @DisplayName("Zwang: a follower known to hold the ace (the viewer itself) who withholds it is refused")
  void zwangAceWithheld_refused() {
    // Seat 1 holds AS; under Zwang it must play it, not 7S.
    assertThatThrownBy(() -> view(1, F.hand(1).without(Card.SEVEN_OF_SPADES), "QS=Z 7S"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 1")
        .hasMessageContaining("AS");
  }

  @Test
  @DisplayName("elfern, stock empty: a seat known to hold the suit led that does not follow is refused")
  void provenRevoke_refused() {
    // Play seed 42 to the empty stock with the first legal moves, then find a lead by seat 0
    // that seat 1 can follow while holding another suit too.
    Rules rules = Rules.preset("elfern");
    GameState s = GameState.deal(rules, 42);
    while (s.stockSize() > 0 || s.toMove() != 0 || !s.currentTrick().isEmpty()) {
      s = s.play(s.legalMoves().get(0));
    }
    GameState found = null;
    Card revoke = null;
    for (Move lead : s.legalMoves()) {
      GameState t = s.play(lead);
      Suit led = lead.card().suit();
      CardSet h1 = t.hand(1);
      if (h1.hasSuit(led) && h1.size() > h1.ofSuit(led).size()) {
        found = t;
        revoke = h1.minus(h1.ofSuit(led)).first();
        break;
      }
    }
    assertThat(found).as("a lead that seat 1 can follow, holding another suit too").isNotNull();
    List<Move> history = new ArrayList<>(found.moves());
    history.add(Move.of(revoke));
    GameState at = found;
    Card held = at.hand(1).ofSuit(at.currentTrick().get(0).card().suit()).first();
    // With two players and the stock empty, seat 0 knows seat 1's hand: the revoke is proven.
    assertThatThrownBy(() -> PlayerView.fromHistory(rules, 0, at.hand(0), Optional.empty(), history))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 1")
        .hasMessageContaining(revoke.toString())
        .hasMessageContaining(held.toString())
        .hasMessageContaining("trick " + at.trickNumber());
    // The honest history is accepted and equals the engine's view.
    assertThat(PlayerView.fromHistory(rules, 0, at.hand(0), Optional.empty(), at.moves()))
        .isEqualTo(at.view(0));
  }

  @Test
  @DisplayName("fuenfzehnern: a seat that showed a void and later plays that suit is refused")
  void voidThenPlaysTheSuit_refused() {
    // Trick 1: QC led; seat 1 (JC 9C 8C) plays AS instead (a revoke), seats 2, 3 follow/discard.
    // Later seat 1 plays 9C: it held clubs when it showed itself void. Seat 3 sees this.
    // Seat 2 wins trick 1 with AC and leads TC; seat 3 (void in clubs) discards; seat 0 follows 7C,
    // and seat 1 plays 9C.
    String history = "QC AS AC 7H TC 9D 7C 9C";
    // From seat 3's view, what seat 1 did in trick 1 contradicts trick 2.
    assertThatThrownBy(() -> view(3, F.hand(3).without(Card.SEVEN_OF_HEARTS)
            .without(Card.NINE_OF_DIAMONDS), history))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seat 1")
        .hasMessageContaining("AS")
        .hasMessageContaining("9C");
  }
  @Test
  @DisplayName("fuenfzehnern: voids that leave unseen cards no hand to be in are refused")
  void voidsThatLeaveUnseenCardsNowhere_refused() {
    // Audit s12-b: seat 0 leads AH and keeps KH QH; seats 1, 2 and 3 discard clubs, so each shows
    // itself void in hearts (fuenfzehnern: "must follow suit if able"). JH TH 9H 8H 7H are then
    // neither in seat 0's hand nor played, and no seat can hold them (there is no stock). The
    // view was accepted, and a bot that deals the unseen cards failed on it ("no world is
    // consistent with the view").
    CardSet hand = CardSet.parse("AS KS QS JS TS KH QH");
    assertThatThrownBy(() -> view(0, hand, "AH 7C 8C 9C"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("JH TH 9H 8H 7H")
        .hasMessageContaining("seat 1, seat 2 and seat 3")
        .hasMessageContaining("void in hearts")
        .hasMessageContaining("trick 1");
    // One seat that may still hold hearts has room for the five: accepted.
    PlayerView v = view(0, hand, "AH 7C 8C JH");
    assertThat(v.voids(1)).containsExactly(Suit.HEARTS);
    assertThat(v.voids(3)).isEmpty();
  }
}
