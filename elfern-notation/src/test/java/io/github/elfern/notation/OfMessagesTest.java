package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link GameRecord#of}, the notation's method that acts on a deal, names in its refusals no card
 * hidden from the seat to move: a Seed that deals other cards, a Deck that deals the
 * same hands in another order, a state whose history does not start at the deal. Cards the
 * caller gave (in a Deck tag) may be quoted; the deck the state was dealt from may not.
 */
class OfMessagesTest {

  private static final int RULES = RandomGames.RULES.size() - 1;

  /** The tokens of the hidden cards in French letters, and in German where not ambiguous. */
  private static List<String> tokens(CardSet hidden) {
    List<String> tokens = new ArrayList<>();
    for (Card c : hidden) {
      tokens.add(c.notation());
      boolean frenchOfAnother = false;
      for (Card o : Card.values()) {
        frenchOfAnother |= !hidden.contains(o) && o.notation().equals(c.germanNotation());
      }
      if (!frenchOfAnother) {
        tokens.add(c.germanNotation());
      }
    }
    return tokens;
  }

  @Test
  @DisplayName("GameRecord.of refuses without naming a card hidden from the seat to move")
  void of_refusals_nameNoHiddenCard() {
    Map<String, Integer> refused = new LinkedHashMap<>();
    qt(35L).withExamples(150).forAll(integers().between(0, RULES), longs().all(),
        integers().between(0, 40))
        .checkAssert((rules, seed, cut) -> {
          List<GameState> states = RandomGames.play(rules, seed, cut);
          GameState last = states.get(states.size() - 1);
          if (last.isOver()) {
            return;
          }
          CardSet hidden = last.view(last.toMove()).unseenCards();
          Deck dealt = last.dealtDeck().orElseThrow();
          Map<String, Supplier<GameRecord>> calls = new LinkedHashMap<>();
          calls.put("other Seed", () -> GameRecord.of(last,
              Map.of("Seed", Long.toUnsignedString(seed + 1))));
          calls.put("same hands, other order", () -> GameRecord.of(last,
              Map.of("Deck", WriterTest.sameHandsOtherOrder(dealt).notation())));
          GameState parsed = GameState.fromPosition(last.position());
          if (!last.moves().isEmpty()) {
            calls.put("not from the deal", () -> GameRecord.of(parsed, Map.of()));
          }
          calls.forEach((name, call) -> {
            Throwable e = catchThrowable(call::get);
            assertThat(e).as(name).isInstanceOf(IllegalArgumentException.class);
            refused.merge(name, 1, Integer::sum);
            for (String token : tokens(hidden)) {
              assertThat(e.getMessage()).as("%s names hidden %s", name, token)
                  .doesNotContain(token);
            }
          });
        });
    assertThat(refused).containsKeys("other Seed", "same hands, other order",
        "not from the deal");
  }
}
