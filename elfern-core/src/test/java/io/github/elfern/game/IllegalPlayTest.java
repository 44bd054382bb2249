package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.rules.Rules;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Illegal plays: the {@link Violation} of each EGN code, the priority order of EGN.md §5
 * (not-in-hand, must-play-ace, must-follow, must-head, must-trump, lead-restricted,
 * zwang-not-allowed), messages that name the seat, the card and the rule, and a state that stays
 * usable afterwards.
 */
class IllegalPlayTest {

  private static final Pattern CARD = Pattern.compile("[AKQJT987][CSHD]");

  private static final String[] ZWANG_DEAL = {
    "KH QH AC KC QC JC TC 9C", "JH TH AS KS QS JS TS 9S",
    "AH 9H 8H 8S 7S AD KD QD", "7H 8C 7C JD TD 9D 8D 7D"
  };

  /** Seat 0 has led {@code led} in phase 2; seat 1 (the dealer) holds {@code hand1}. */
  private static GameState follow(String rules, String led, String hand1) {
    String turned = Rules.parse(rules).turnsTrump() ? "QD" : "-";
    String hand0 = hand1.split(" ").length == 3 ? "9C 8C" : "9C";
    return Positions.twoPlayer(rules, hand0, hand1, "-", turned, 0, led);
  }

  private static AbstractThrowableAssert<?, ? extends Throwable> assertIllegal(
      GameState s, Move move, Violation expected, int seat) {
    String before = s.position();
    AbstractThrowableAssert<?, ? extends Throwable> a = assertThatThrownBy(() -> s.play(move))
        .isInstanceOfSatisfying(IllegalPlayException.class, e -> {
          assertThat(e.violation()).isEqualTo(expected);
          assertThat(e.seat()).isEqualTo(seat);
          assertThat(e.move()).isEqualTo(move);
          assertThat(e.card()).isEqualTo(move.card());
          assertThat(e.legalMoves()).isEqualTo(s.legalMoves());
          assertThat(e.position()).isEqualTo(before);
          assertThat(e.reason()).isNotBlank();
          // What the seat may be told: his own cards, the card refused and the cards played,
          // never the position, which shows the other hands and the stock.
          assertThat(e.seatMessage())
              .startsWith(s.seatName(seat) + " " + e.reason() + "; legal: ")
              .contains(move.card().notation())
              .doesNotContain(before)
              .doesNotContain("|");
          Set<String> seen = new HashSet<>();
          s.hand(seat).forEach(c -> seen.add(c.notation()));
          s.playedCards().forEach(c -> seen.add(c.notation()));
          s.turnedTrump().ifPresent(c -> seen.add(c.notation()));
          seen.add(move.card().notation());
          Matcher m = CARD.matcher(e.seatMessage());
          while (m.find()) {
            assertThat(seen).as("%s", e.seatMessage()).contains(m.group());
          }
          // The same words for a player of German cards: every card token and suit name in
          // German, nothing else changed (docs/rules.md#deck: the same card, other letters).
          assertThat(e.reason(SuitSystem.FRENCH)).isEqualTo(e.reason());
          assertThat(e.seatMessage(SuitSystem.FRENCH)).isEqualTo(e.seatMessage());
          assertThat(e.reason(SuitSystem.GERMAN)).isEqualTo(german(e.reason()));
          assertThat(e.seatMessage(SuitSystem.GERMAN)).isEqualTo(german(e.seatMessage()));
        })
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(s.seatName(seat))
        .hasMessageContaining(move.card().notation())
        // the message is what the seat may be told; the position stays on position()
        .hasMessageNotContaining(before)
        .satisfies(e -> assertThat(e.getMessage())
            .isEqualTo(((IllegalPlayException) e).seatMessage()));
    // The state is unchanged and stays usable.
    assertThat(s.position()).isEqualTo(before);
    GameState next = s.play(s.legalMoves().get(0));
    assertThat(next.moves()).hasSize(s.moves().size() + 1);
    return a;
  }

  /**
   * The words of a French message in German letters, word by word: each card token by its German
   * letters (ranks A K O U T 9 8 7, suits E G H S for C S H D) and each suit name by the German
   * suit's, independently of how the library writes them.
   */
  private static String german(String french) {
    Matcher m = Pattern.compile("\\b([AKQJT987])([CSHD])\\b|\\b(clubs|spades|hearts|diamonds)\\b")
        .matcher(french);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String word;
      if (m.group(1) != null) {
        word = "AKOUT987".charAt("AKQJT987".indexOf(m.group(1))) + ""
            + "EGHS".charAt("CSHD".indexOf(m.group(2)));
      } else {
        word = switch (m.group(3)) {
          case "clubs" -> "acorns";
          case "spades" -> "leaves";
          case "hearts" -> "hearts";
          default -> "bells";
        };
      }
      m.appendReplacement(sb, word);
    }
    m.appendTail(sb);
    return sb.toString();
  }

  @Test
  @DisplayName("a player of German cards is told the refusal in German letters")
  void refusal_inGermanLetters() {
    // the hand OG AH UH 7H KS 8S in German letters is QS AH JH 7H KD 8D in French;
    // typing OH (the queen of hearts) is refused in the player's letters.
    GameState s = Positions.twoPlayer("elfern", "QS AH JH 7H KD 8D", "9C 8C 7C 9S 8S 7S",
        "-", "-", 0, "");
    IllegalPlayException e = (IllegalPlayException) org.assertj.core.api.Assertions
        .catchThrowable(() -> s.play(Move.of(Card.QUEEN_OF_HEARTS)));
    assertThat(e.reason(SuitSystem.GERMAN)).isEqualTo("does not hold OH (holds OG AH UH 7H KS 8S)");
    assertThat(e.reason()).isEqualTo("does not hold QH (holds QS AH JH 7H KD 8D)");
    // must follow, in phase 2: the suit by its German name, the cards in German letters
    IllegalPlayException f = (IllegalPlayException) org.assertj.core.api.Assertions
        .catchThrowable(() -> follow("elfern", "KD", "AD 7D 8S").play(Move.of(Card.EIGHT_OF_SPADES)));
    assertThat(f.reason(SuitSystem.GERMAN)).isEqualTo("must follow bells (holds AS 7S) but played 8G");
    assertThat(f.seatMessage(SuitSystem.GERMAN))
        .isEqualTo("seat 1 (dealer) must follow bells (holds AS 7S) but played 8G; legal: AS 7S");
    assertThat(Suit.DIAMONDS.germanName()).isEqualTo("bells");
  }

  @Test
  @DisplayName("violation codes are the EGN codes of EGN.md §5, in its priority order")
  void violation_codesInPriorityOrder() {
    assertThat(Violation.values()).extracting(Violation::code).containsExactly(
        "not-in-hand", "must-play-ace", "must-follow", "must-head", "must-trump",
        "lead-restricted", "zwang-not-allowed");
  }

  @Test
  @DisplayName("not-in-hand: a card the seat does not hold, before any other rule")
  void play_cardNotInHand_notInHand() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    assertIllegal(s, Move.of(Card.ACE_OF_CLUBS), Violation.NOT_IN_HAND, 0)
        .hasMessageContaining("seat 0 (forehand)")
        .hasMessageContaining("does not hold AC");
    // After a Zwang lead, a card seat 2 lacks is not-in-hand, not must-play-ace.
    GameState z = Positions.start("fuenfzehnern", ZWANG_DEAL).play("QH=Z JH");
    assertIllegal(z, Move.of(Card.SEVEN_OF_DIAMONDS), Violation.NOT_IN_HAND, 2)
        .hasMessageContaining("seat 2");
    // In phase 2 a follower playing a card of the led suit he lacks: not-in-hand, not must-follow.
    assertIllegal(follow("elfern", "KH", "AH 7H 8S"), Move.of(Card.NINE_OF_HEARTS), Violation.NOT_IN_HAND, 1);
  }

  @Test
  @DisplayName("must-play-ace comes before must-follow: after Zwang an off-suit card is must-play-ace")
  void play_offSuitAfterZwang_mustPlayAce() {
    GameState z = Positions.start("fuenfzehnern", ZWANG_DEAL).play("QH=Z JH");
    assertIllegal(z, Move.of(Card.EIGHT_OF_SPADES), Violation.MUST_PLAY_ACE, 2)
        .hasMessageContaining("must play AH")
        .hasMessageContaining("Zwang");
    assertIllegal(z, Move.of(Card.EIGHT_OF_HEARTS), Violation.MUST_PLAY_ACE, 2);
  }

  @Test
  @DisplayName("must-follow: phase 2 (Kiddle) and Fünfzehnern (Wikipedia's Fünfzehnern), before must-head")
  void play_revoke_mustFollow() {
    assertIllegal(follow("elfern", "KH", "AH 7H 8S"), Move.of(Card.EIGHT_OF_SPADES), Violation.MUST_FOLLOW, 1)
        .hasMessageContaining("seat 1 (dealer)")
        .hasMessageContaining("must follow hearts")
        .hasMessageContaining("8S");
    assertIllegal(follow("elfern head", "KH", "AH 7H 8S"), Move.of(Card.EIGHT_OF_SPADES),
        Violation.MUST_FOLLOW, 1);
    assertIllegal(follow("elfern-trumps", "KH", "7H 8D 8S"), Move.of(Card.EIGHT_OF_DIAMONDS),
        Violation.MUST_FOLLOW, 1).hasMessageContaining("must follow hearts");
    GameState f = Positions.start("fuenfzehnern zwang=false", ZWANG_DEAL).play("KH");
    assertIllegal(f, Move.of(Card.ACE_OF_SPADES), Violation.MUST_FOLLOW, 1)
        .hasMessageContaining("seat 1").hasMessageContaining("must follow hearts");
  }

  @Test
  @DisplayName("must-head: followed suit but could have won (Meyers), with the winning cards named")
  void play_notHeading_mustHead() {
    assertIllegal(follow("elfern head", "KH", "AH 7H 8S"), Move.of(Card.SEVEN_OF_HEARTS), Violation.MUST_HEAD, 1)
        .hasMessageContaining("must head")
        .hasMessageContaining("AH");
    assertIllegal(follow("elfern-trumps head", "KD", "AD 7D 9S"), Move.of(Card.SEVEN_OF_DIAMONDS),
        Violation.MUST_HEAD, 1);
    assertIllegal(follow("elfern head seven-beats-ace", "AH", "7H 9H KS"), Move.of(Card.NINE_OF_HEARTS),
        Violation.MUST_HEAD, 1).hasMessageContaining("7H");
  }

  @Test
  @DisplayName("must-trump: void in the suit led, holding trumps, in phase 2 (Kiddle)")
  void play_notTrumping_mustTrump() {
    assertIllegal(follow("elfern-trumps", "KH", "8D 9D 8S"), Move.of(Card.EIGHT_OF_SPADES), Violation.MUST_TRUMP, 1)
        .hasMessageContaining("must trump")
        .hasMessageContaining("diamonds");
    assertIllegal(follow("elfern-trumps head", "KH", "8D 9D 8S"), Move.of(Card.EIGHT_OF_SPADES),
        Violation.MUST_TRUMP, 1);
  }

  @Test
  @DisplayName("lead-restricted comes before zwang-not-allowed; zwang-not-allowed last")
  void play_leadRestrictionAndZwang() {
    // Seat 1 won the lead in clubs with AC and holds QC JC 9C AS KS AH 7D (relaxed: 7D forbidden).
    String[] deal = {
      "KC TC QS JS KH QH AD KD", "AC QC JC 9C AS KS AH 7D",
      "7C 8S 9S JH TH QD JD TD", "8C TS 7S 9H 8H 7H 9D 8D"
    };
    GameState s = Positions.start("fuenfzehnern", deal).play("KC AC 7C 8C");
    assertIllegal(s, Move.of(Card.SEVEN_OF_DIAMONDS), Violation.LEAD_RESTRICTED, 1)
        .hasMessageContaining("may not lead 7D")
        .hasMessageContaining("relaxed")
        .hasMessageContaining("clubs");
    assertIllegal(s, Move.parse("JC=Z"), Violation.ZWANG_NOT_ALLOWED, 1)
        .hasMessageContaining("Zwang");
    GameState t = Positions.start("fuenfzehnern", deal);
    assertIllegal(t, Move.parse("QS=Z"), Violation.ZWANG_NOT_ALLOWED, 0)
        .hasMessageContaining("may not announce Zwang with QS");
  }

  @Test
  @DisplayName("an illegal play among several through play(String) names the failing card")
  void playString_illegalInTheMiddle_reportsIt() {
    GameState s = follow("elfern", "KH", "AH 7H 8S");
    // The dealer wins with AH and leads 8S; forehand (9C 8C) does not hold 7S.
    assertThatThrownBy(() -> s.play("AH 8S 7S"))
        .isInstanceOf(IllegalPlayException.class)
        .hasMessageContaining("seat 0 (forehand) does not hold 7S");
    assertThatThrownBy(() -> s.play("XX")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("XX");
  }

  @Test
  @DisplayName("playing after the end of the deal is an IllegalStateException")
  void play_afterTheEnd_illegalState() {
    GameState s = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play(
        "KD 9S 8H 7S AH AC 8C JH JC KH 7C JS QD 9D 8S QC QS AD 7D AS"
            + " KS TS QH 7H TD 8D TH JD TC KC 9C 9H");
    assertThat(s.isOver()).isTrue();
    assertThatThrownBy(() -> s.play(Card.NINE_OF_HEARTS))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("over")
        .hasMessageContaining("9H");
    assertThatThrownBy(() -> s.play(Move.parse("QC=Z"))).isInstanceOf(IllegalStateException.class);
  }
}
