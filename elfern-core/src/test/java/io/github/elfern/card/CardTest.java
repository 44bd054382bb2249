package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Card tokens and the canonical order of EGN.md §2 and §12. */
class CardTest {

  @Test
  @DisplayName("32 cards in canonical order: clubs, spades, hearts, diamonds; A K Q J T 9 8 7 (EGN.md §12)")
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
  @DisplayName("10 is accepted for T (EGN.md §2)")
  void parse_ten() {
    assertThat(Card.parse("10H")).isEqualTo(Card.TEN_OF_HEARTS);
    assertThat(Card.parse("TH")).isEqualTo(Card.TEN_OF_HEARTS);
  }

  @Test
  @DisplayName("German letters: A K O U T 9 8 7 and suits E G H S (EGN.md §2)")
  void germanNotation() {
    assertThat(Card.QUEEN_OF_CLUBS.germanNotation()).isEqualTo("OE");
    assertThat(Card.JACK_OF_SPADES.germanNotation()).isEqualTo("UG");
    assertThat(Card.ACE_OF_DIAMONDS.germanNotation()).isEqualTo("AS");
    assertThat(Card.TEN_OF_HEARTS.germanNotation()).isEqualTo("TH");
    assertThat(Rank.fromGermanLetter('D')).contains(Rank.ACE);
    assertThat(Suit.fromGermanLetter('L')).contains(Suit.SPADES);
  }

  @Test
  @DisplayName("parse(text, system): German letters, the Daus D, leaves L and 10 (EGN.md §2)")
  void parse_withSuitSystem() {
    // Independent of the code's tables: the German names of the cards (Ober = queen, Unter =
    // jack, Daus = ace; acorns = clubs, leaves = spades, bells = diamonds).
    assertThat(Card.parse("OH", SuitSystem.GERMAN)).isEqualTo(Card.QUEEN_OF_HEARTS);
    assertThat(Card.parse("UE", SuitSystem.GERMAN)).isEqualTo(Card.JACK_OF_CLUBS);
    assertThat(Card.parse("DS", SuitSystem.GERMAN)).isEqualTo(Card.ACE_OF_DIAMONDS);
    assertThat(Card.parse("AL", SuitSystem.GERMAN)).isEqualTo(Card.ACE_OF_SPADES);
    assertThat(Card.parse("KG", SuitSystem.GERMAN)).isEqualTo(Card.KING_OF_SPADES);
    assertThat(Card.parse("10S", SuitSystem.GERMAN)).isEqualTo(Card.TEN_OF_DIAMONDS);
    assertThat(Card.parse("10S", SuitSystem.FRENCH)).isEqualTo(Card.TEN_OF_SPADES);
    for (Card c : Card.values()) {
      for (SuitSystem system : SuitSystem.values()) {
        assertThat(Card.parse(system.notation(c), system)).isSameAs(c);
        assertThat(Card.parseLenient(system.notation(c), system)).isSameAs(c);
        assertThat(Card.parseLenient(system.notation(c).toLowerCase(java.util.Locale.ROOT), system))
            .isSameAs(c);
      }
    }
    assertThatThrownBy(() -> Card.parse("QH", SuitSystem.GERMAN))
        .hasMessageContaining("'QH'").hasMessageContaining("E G H S")
        .hasMessageContaining("it is a card in French letters");
    assertThatThrownBy(() -> Card.parse("OH", SuitSystem.FRENCH))
        .hasMessageContaining("'OH'").hasMessageContaining("it is a card in German letters");
  }

  @Test
  @DisplayName("parseLenient: lower case, 10h and the suit symbols K♦, as the lenient EGN reader")
  void parseLenient_asTyped() {
    assertThat(Card.parseLenient("K♦")).isEqualTo(Card.KING_OF_DIAMONDS);
    assertThat(Card.parseLenient("q♥")).isEqualTo(Card.QUEEN_OF_HEARTS);
    assertThat(Card.parseLenient("a♣")).isEqualTo(Card.ACE_OF_CLUBS);
    assertThat(Card.parseLenient("7♠")).isEqualTo(Card.SEVEN_OF_SPADES);
    assertThat(Card.parseLenient("10h")).isEqualTo(Card.TEN_OF_HEARTS);
    assertThat(Card.parseLenient("jS")).isEqualTo(Card.JACK_OF_SPADES);
    assertThat(Card.parseLenient("dh", SuitSystem.GERMAN)).isEqualTo(Card.ACE_OF_HEARTS);
    assertThat(Card.parseLenient("ul", SuitSystem.GERMAN)).isEqualTo(Card.JACK_OF_SPADES);
    // strict parses refuse what only the lenient one reads, and say so
    assertThatThrownBy(() -> Card.parse("K♦")).hasMessageContaining("'K♦'")
        .hasMessageContaining("upper-case");
    assertThatThrownBy(() -> Card.parse("kd")).hasMessageContaining("'kd'")
        .hasMessageContaining("lenient");
    // suit symbols are French only (EGN.md §2)
    assertThatThrownBy(() -> Card.parseLenient("K♦", SuitSystem.GERMAN))
        .hasMessageContaining("suit symbols are French only");
  }

  @Test
  @DisplayName("bad tokens: empty, huge, control characters, 11h, Z♦ give clear messages")
  void parse_badTokens_clearMessages() {
    for (SuitSystem system : SuitSystem.values()) {
      assertThatThrownBy(() -> Card.parseLenient("", system))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'' is empty")
          .hasMessageContaining("expected a rank");
      assertThatThrownBy(() -> Card.parse("", system)).hasMessageContaining("'' is empty");
    }
    String huge = "K".repeat(100_000);
    assertThatThrownBy(() -> Card.parseLenient(huge))
        .hasMessageContaining("'" + "K".repeat(16) + "...'")
        .hasMessageContaining("(100000 characters)")
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(200));
    assertThatThrownBy(() -> Card.parseLenient("K"))
        .hasMessageContaining("'K\\u0007'")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\u0007"));
    assertThatThrownBy(() -> Card.parseLenient("K\nD"))
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    assertThatThrownBy(() -> Card.parseLenient("11h"))
        .hasMessageContaining("'11h'").hasMessageContaining("(10)")
        .hasMessageContaining("suit symbol");
    assertThatThrownBy(() -> Card.parseLenient("Z♦"))
        .hasMessageContaining("'Z♦'").hasMessageContaining("A K Q J T 9 8 7");
    assertThatThrownBy(() -> Card.parse("10", SuitSystem.GERMAN))
        .hasMessageContaining("'10'").hasMessageContaining("A K O U T 9 8 7 (D, 10)");
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
  @DisplayName("rank order: A > K > Q > J > T > 9 > 8 > 7, ten low; honours A K Q J T (Kiddle)")
  void rank_orderAndHonours() {
    Rank[] order = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN};
    assertThat(Rank.values()).as("declaration order, highest first").containsExactly(order);
    for (int i = 0; i < order.length; i++) {
      assertThat(order[i].isHonour()).isEqualTo(i < 5);
    }
  }
}
