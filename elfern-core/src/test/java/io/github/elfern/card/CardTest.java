package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Card tokens and the canonical order of notation.md §3. */
class CardTest {

  @Test
  @DisplayName("32 cards in canonical order: clubs, spades, hearts, diamonds; A K Q J T 9 8 7 (notation.md §3)")
  void values_canonicalOrder() {
    String suits = "CSHD";
    String ranks = "AKQJT987";
    assertThat(Card.values()).hasSize(32);
    for (int i = 0; i < 32; i++) {
      Card c = Card.values()[i];
      String token = "" + ranks.charAt(i % 8) + suits.charAt(i / 8);
      assertThat(c.notation()).isEqualTo(token);
      assertThat(c.toString()).isEqualTo(token);
      assertThat(Card.parse(token)).isSameAs(c);
      assertThat(Card.ofIndex(i)).isSameAs(c);
      assertThat(Card.of(c.rank(), c.suit())).isSameAs(c);
      assertThat(c.bit()).isEqualTo(1 << i);
      assertThat(c.rank().letter()).isEqualTo(ranks.charAt(i % 8));
      assertThat(c.suit().letter()).isEqualTo(suits.charAt(i / 8));
    }
    assertThat(Card.ACE_OF_CLUBS.ordinal()).isZero();
    assertThat(Card.SEVEN_OF_DIAMONDS.ordinal()).isEqualTo(31);
  }

  @Test
  @DisplayName("10 is accepted for T (notation.md §3)")
  void parse_ten() {
    assertThat(Card.parse("10H")).isEqualTo(Card.TEN_OF_HEARTS);
    assertThat(Card.parse("TH")).isEqualTo(Card.TEN_OF_HEARTS);
  }

  @Test
  @DisplayName("German letters: A K O U T 9 8 7 and suits E G H S (notation.md §3)")
  void germanNotation() {
    assertThat(Card.QUEEN_OF_CLUBS.germanNotation()).isEqualTo("OE");
    assertThat(Card.JACK_OF_SPADES.germanNotation()).isEqualTo("UG");
    assertThat(Card.ACE_OF_DIAMONDS.germanNotation()).isEqualTo("AS");
    assertThat(Card.TEN_OF_HEARTS.germanNotation()).isEqualTo("TH");
    assertThat(Rank.fromGermanLetter('D')).contains(Rank.ACE);
    assertThat(Suit.fromGermanLetter('L')).contains(Suit.SPADES);
  }

  @Test
  @DisplayName("a token that is no card is refused with a message naming it")
  void parse_bad_refused() {
    for (String bad : new String[] {"", "A", "AX", "1H", "AHH", "ah", "XH", "11H", " AH"}) {
      assertThatThrownBy(() -> Card.parse(bad)).as("'%s'", bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("'" + bad + "'");
    }
  }

  @Test
  @DisplayName("rank order: A > K > Q > J > T > 9 > 8 > 7, ten low; honours A K Q J T (seed 000)")
  void rank_orderAndHonours() {
    Rank[] order = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN};
    for (int i = 0; i < order.length; i++) {
      for (int j = 0; j < order.length; j++) {
        assertThat(order[i].isHigherThan(order[j])).as("%s > %s", order[i], order[j]).isEqualTo(i < j);
      }
      assertThat(order[i].isHonour()).isEqualTo(i < 5);
    }
  }
}
