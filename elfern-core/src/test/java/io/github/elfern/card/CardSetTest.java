package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** CardSet as a set algebra, checked against java.util.EnumSet, and its text form. */
class CardSetTest {

  private static Set<Card> model(int mask) {
    Set<Card> s = EnumSet.noneOf(Card.class);
    for (Card c : Card.values()) {
      if ((mask >>> c.ordinal() & 1) != 0) {
        s.add(c);
      }
    }
    return s;
  }

  @Test
  @DisplayName("union, intersection, minus, with, without, contains, size agree with EnumSet")
  void algebra_agreesWithEnumSet() {
    qt().withFixedSeed(11L)
        .forAll(integers().all(), integers().all(), integers().between(0, 31))
        .checkAssert((a, b, i) -> {
          CardSet x = CardSet.ofMask(a);
          CardSet y = CardSet.ofMask(b);
          Card c = Card.ofIndex(i);
          Set<Card> mx = model(a);
          Set<Card> my = model(b);
          Set<Card> union = EnumSet.copyOf(mx);
          union.addAll(my);
          Set<Card> inter = EnumSet.copyOf(mx);
          inter.retainAll(my);
          Set<Card> minus = EnumSet.copyOf(mx);
          minus.removeAll(my);
          assertThat(x.union(y).toList()).containsExactlyElementsOf(union);
          assertThat(x.intersection(y).toList()).containsExactlyElementsOf(inter);
          assertThat(x.minus(y).toList()).containsExactlyElementsOf(minus);
          assertThat(x.size()).isEqualTo(mx.size());
          assertThat(x.isEmpty()).isEqualTo(mx.isEmpty());
          assertThat(x.contains(c)).isEqualTo(mx.contains(c));
          assertThat(x.with(c).contains(c)).isTrue();
          assertThat(x.without(c).contains(c)).isFalse();
          assertThat(x.with(c).without(c)).isEqualTo(x.without(c));
          assertThat(x.containsAll(x.intersection(y))).isTrue();
          assertThat(x.containsAll(y)).isEqualTo(mx.containsAll(my));
          assertThat(x.union(y)).isEqualTo(y.union(x));
          assertThat(x.minus(y).union(x.intersection(y))).isEqualTo(x);
          assertThat(x.mask()).isEqualTo(a);
        });
  }

  @Test
  @DisplayName("ofSuit and hasSuit select by suit")
  void suitSelections() {
    qt().withFixedSeed(12L)
        .forAll(integers().all(), integers().between(0, 31))
        .checkAssert((a, i) -> {
          CardSet x = CardSet.ofMask(a);
          Card c = Card.ofIndex(i);
          List<Card> ofSuit = new ArrayList<>();
          for (Card d : model(a)) {
            if (d.suit() == c.suit()) {
              ofSuit.add(d);
            }
          }
          assertThat(x.ofSuit(c.suit()).toList()).containsExactlyElementsOf(ofSuit);
          assertThat(x.hasSuit(c.suit())).isEqualTo(!ofSuit.isEmpty());
        });
    assertThat(CardSet.ALL.ofSuit(Suit.DIAMONDS).notation()).isEqualTo("AD KD QD JD TD 9D 8D 7D");
  }

  @Test
  @DisplayName("iteration, get, first and toList follow canonical order; notation and parse are inverses")
  void orderAndText() {
    qt().withFixedSeed(13L)
        .forAll(integers().all())
        .checkAssert(a -> {
          CardSet x = CardSet.ofMask(a);
          List<Card> expected = new ArrayList<>(model(a));
          List<Card> iterated = new ArrayList<>();
          x.forEach(iterated::add);
          assertThat(iterated).isEqualTo(expected);
          assertThat(x.toList()).isEqualTo(expected);
          for (int k = 0; k < expected.size(); k++) {
            assertThat(x.get(k)).isEqualTo(expected.get(k));
          }
          if (!expected.isEmpty()) {
            assertThat(x.first()).isEqualTo(expected.get(0));
          }
          assertThat(CardSet.parse(x.notation())).isEqualTo(x);
          assertThat(CardSet.copyOf(expected)).isEqualTo(x).hasSameHashCodeAs(x);
          assertThat(CardSet.of(expected.toArray(new Card[0]))).isEqualTo(x);
        });
  }

  @Test
  @DisplayName("equality is by content; the empty and full sets; errors name the problem")
  void equalsAndEdges() {
    assertThat(CardSet.parse("AH KH")).isEqualTo(CardSet.of(Card.KING_OF_HEARTS, Card.ACE_OF_HEARTS))
        .hasSameHashCodeAs(CardSet.of(Card.ACE_OF_HEARTS, Card.KING_OF_HEARTS));
    assertThat(CardSet.parse("AH KH")).isNotEqualTo(CardSet.parse("AH"));
    assertThat(CardSet.parse("AH").notation()).isEqualTo("AH");
    assertThat(CardSet.EMPTY.notation()).isEqualTo("-");
    assertThat(CardSet.parse("-")).isEqualTo(CardSet.EMPTY);
    assertThat(CardSet.parse("")).isEqualTo(CardSet.EMPTY);
    assertThat(CardSet.ALL.size()).isEqualTo(32);
    assertThat(CardSet.of(Card.ACE_OF_HEARTS, Card.ACE_OF_HEARTS).size()).isEqualTo(1);
    assertThatThrownBy(CardSet.EMPTY::first).isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(() -> CardSet.parse("AH 9H").get(2)).isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("2");
    assertThatThrownBy(() -> CardSet.parse("AH AH")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("AH").hasMessageContaining("twice");
    assertThatThrownBy(() -> CardSet.parse("AH ZZ")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("ZZ");
    assertThat(CardSet.suitMask(Suit.SPADES)).isEqualTo(0xFF00);
  }
}
