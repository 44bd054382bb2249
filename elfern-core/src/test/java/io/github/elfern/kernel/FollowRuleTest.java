package io.github.elfern.kernel;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.rules.Rules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kernel's answer to "which follow rule binds, and which does a card break" ({@link
 * Kernel#followRule}, {@link Kernel#followBreach}) on plays whose rule docs/rules.md#following,
 * #heading and #zwang state plainly, and the deal's one layout ({@link Kernel#deal}, {@link
 * Kernel#stockSource}) against docs/rules.md#dealing, #stock and #trumps.
 */
class FollowRuleTest {

  private static int word(String... cards) {
    int w = 0;
    for (int i = 0; i < cards.length; i++) {
      w = Kernel.withCard(w, i, Card.parse(cards[i]).ordinal());
    }
    return w;
  }

  private static int hand(String cards) {
    return CardSet.parse(cards).mask();
  }

  private static int suit(String card) {
    return Card.parse(card).suit().ordinal();
  }

  /** The rule {@code card} breaks, played from {@code hand} to the trick {@code trick}. */
  private static int breach(String rules, int trumpSuit, int stockSize, boolean zwang,
      String hand, String card, String... trick) {
    return Kernel.followBreach(CompiledRules.of(Rules.parse(rules)), hand(hand), stockSize,
        trumpSuit, word(trick), trick.length, zwang, Card.parse(card).ordinal());
  }

  @Test
  void phaseTwo_aFollowerWhoCanFollowMustFollow() {
    // rules.md#following: elfern, phase 2, follow suit if able.
    assertThat(breach("elfern", -1, 0, false, "9H 7S", "7S", "KH"))
        .isEqualTo(Kernel.MUST_FOLLOW);
    assertThat(breach("elfern", -1, 0, false, "9H 7S", "9H", "KH")).isEqualTo(Kernel.FREE);
    // Void in hearts: any card.
    assertThat(breach("elfern", -1, 0, false, "7S 8C", "7S", "KH")).isEqualTo(Kernel.FREE);
  }

  @Test
  void phaseOne_anyCard() {
    // rules.md#phases: while the stock lasts the follower may play any card.
    assertThat(breach("elfern", -1, 10, false, "9H 7S", "7S", "KH")).isEqualTo(Kernel.FREE);
  }

  @Test
  void followOrTrump_aVoidFollowerWithATrumpMustTrump() {
    // rules.md#following: elfern-trumps, phase 2, else trump if able.
    int diamonds = suit("7D");
    assertThat(breach("elfern-trumps", diamonds, 0, false, "7D 8S", "8S", "AH"))
        .isEqualTo(Kernel.MUST_TRUMP);
    assertThat(breach("elfern-trumps", diamonds, 0, false, "7D 8S", "7D", "AH"))
        .isEqualTo(Kernel.FREE);
  }

  @Test
  void heading_withinTheCardsTheObligationAllows() {
    // rules.md#heading: follow suit and win if able, else follow suit; never trump when he can
    // follow; a card off suit while holding the suit breaks following first.
    String rules = "elfern head";
    assertThat(breach(rules, -1, 0, false, "KH 8H 7S", "8H", "9H")).isEqualTo(Kernel.MUST_HEAD);
    assertThat(breach(rules, -1, 0, false, "KH 8H 7S", "7S", "9H"))
        .isEqualTo(Kernel.MUST_FOLLOW);
    assertThat(breach(rules, -1, 0, false, "KH 8H 7S", "KH", "9H")).isEqualTo(Kernel.FREE);
    // Only lower hearts: follow suit, no card wins.
    assertThat(breach(rules, -1, 0, false, "8H 7H", "7H", "9H")).isEqualTo(Kernel.FREE);
    CompiledRules cr = CompiledRules.of(Rules.parse(rules));
    int h = Card.parse("9H").ordinal();
    long r = Kernel.followRule(cr, hand("KH 8H 7S"), 0, -1, h, h, true, false);
    assertThat((int) r).isEqualTo(hand("KH"));
    assertThat((int) (r >>> 32)).isEqualTo(Kernel.MUST_FOLLOW | Kernel.MUST_HEAD);
  }

  @Test
  void heading_withTrumps_aTrumpThatCouldWin() {
    // rules.md#heading: with trumps, void in the suit led: trump (any trump wins then).
    int diamonds = suit("7D");
    assertThat(breach("elfern-trumps head", diamonds, 0, false, "7D 8S", "8S", "AH"))
        .isEqualTo(Kernel.MUST_TRUMP);
  }

  @Test
  void zwang_theAceMustFall() {
    // rules.md#zwang: the holder of the ace of the suit led must play it to a Zwang lead.
    assertThat(breach("fuenfzehnern", -1, 0, true, "AS 7S KH", "7S", "QS"))
        .isEqualTo(Kernel.MUST_PLAY_ACE);
    assertThat(breach("fuenfzehnern", -1, 0, true, "AS 7S KH", "KH", "QS"))
        .isEqualTo(Kernel.MUST_PLAY_ACE);
    assertThat(breach("fuenfzehnern", -1, 0, true, "AS 7S KH", "AS", "QS"))
        .isEqualTo(Kernel.FREE);
    // Without the ace, Zwang forces nothing: the obligation binds as usual.
    assertThat(breach("fuenfzehnern", -1, 0, true, "8S 7S KH", "KH", "QS"))
        .isEqualTo(Kernel.MUST_FOLLOW);
  }

  @Test
  void zwangKing_isTheKingOfAQueen() {
    assertThat(Kernel.zwangKing(Card.parse("QS").ordinal()))
        .isEqualTo(1 << Card.parse("KS").ordinal());
    assertThat(Kernel.zwangKing(Card.parse("KS").ordinal())).isZero();
    assertThat(Kernel.zwangKing(Card.parse("AH").ordinal())).isZero();
  }

  @Test
  void aCardBreaksNoRule_exactlyWhenTheRuleLeavesIt() {
    List<String> presets = List.of("elfern", "elfern-trumps head", "elfern head seven-beats-ace",
        "bohemian-schneider", "fuenfzehnern", "elfern-app head");
    qt(43_001L).forAll(integers().between(0, presets.size() - 1), integers().all(),
            integers().between(-1, 3), integers().between(0, 1))
        .checkAssert((p, bits, trump, zwang) -> {
          CompiledRules cr = CompiledRules.of(Rules.parse(presets.get(p)));
          int deck = cr.deck();
          int hand = bits & deck;
          if ((deck & ~hand) == 0) {
            return; // no card left to lead
          }
          // The lead: a card not in hand, picked by the hand's bits.
          int others = deck & ~hand;
          for (int skip = Integer.bitCount(bits >>> 27) % Integer.bitCount(others); skip > 0;
              skip--) {
            others &= others - 1;
          }
          int led = Integer.numberOfTrailingZeros(others);
          int trick = Kernel.withCard(0, 0, led);
          long r = Kernel.followRule(cr, hand, 0, trump, led, led, true, zwang == 1);
          assertThat((int) r & ~hand).isZero();
          for (int m = hand; m != 0; m &= m - 1) {
            int c = Integer.numberOfTrailingZeros(m);
            boolean legal = ((int) r & (1 << c)) != 0;
            int broken = Kernel.followBreach(cr, hand, 0, trump, trick, 1, zwang == 1, c);
            assertThat(broken == Kernel.FREE).as("card %s", c).isEqualTo(legal);
          }
        });
  }

  @Test
  void deal_handsInBatchesThenTheStock_aTurnedTrumpLaidLast() {
    // rules.md#dealing and #trumps: elfern-trumps deals 5 + 5 + ... from the top, forehand
    // first; the first card after the hands is turned and lies under the stock.
    CompiledRules cr = CompiledRules.of(Rules.parse("elfern-trumps"));
    int size = Integer.bitCount(cr.deck());
    byte[] deck = new byte[size];
    int k = 0;
    for (int m = cr.deck(); m != 0; m &= m - 1) {
      deck[k++] = (byte) Integer.numberOfTrailingZeros(m);
    }
    int[] hands = {-1, -1, -1, -1};
    int dealt = Kernel.dealtCards(cr);
    byte[] stock = new byte[size - dealt];
    int trump = Kernel.deal(cr, deck, size, hands, stock);
    assertThat(trump).isEqualTo(deck[dealt]);
    assertThat(stock[stock.length - 1]).isEqualTo(deck[dealt]);
    assertThat(stock[0]).isEqualTo(deck[dealt + 1]);
    assertThat(hands[2]).isZero();
    assertThat(hands[3]).isZero();
    int all = 0;
    for (int pos = 0; pos < dealt; pos++) {
      int seat = Kernel.dealtTo(cr, pos);
      assertThat(hands[seat] & (1 << deck[pos])).isNotZero();
      all |= 1 << deck[pos];
    }
    assertThat(hands[0] | hands[1]).isEqualTo(all);
    for (int i = 0; i < stock.length; i++) {
      assertThat(stock[i]).isEqualTo(deck[dealt + Kernel.stockSource(cr, i, stock.length)]);
    }
    // Without a turned trump the stock keeps the deck's order.
    CompiledRules plain = CompiledRules.of(Rules.parse("elfern"));
    assertThat(Kernel.deal(plain, deck, size, hands, stock)).isEqualTo(-1);
    assertThat(stock[0]).isEqualTo(deck[Kernel.dealtCards(plain)]);
    assertThat(Kernel.stockSource(plain, 3, 12)).isEqualTo(3);
  }
}
