package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link PartialDeck#knownCards}: the cards at the places a deck shows. */
class PartialDeckKnownCardsTest {

  @Test
  void knownCards_partialDeck_areTheShownOnes() {
    PartialDeck d = PartialDeck.of(List.of(Optional.of(Card.parse("QD")), Optional.empty(),
        Optional.of(Card.parse("7S")), Optional.empty()));
    assertThat(d.knownCards()).isEqualTo(CardSet.parse("QD 7S"));
  }

  @Test
  void knownCards_noPlaceShown_empty() {
    PartialDeck d = PartialDeck.of(List.of(Optional.empty(), Optional.empty()));
    assertThat(d.knownCards()).isEqualTo(CardSet.EMPTY);
  }

  @Test
  void knownCards_completeDeck_everyCard() {
    Deck deck = Deck.shuffled(7);
    assertThat(PartialDeck.of(deck).knownCards()).isEqualTo(deck.cardSet());
  }
}
