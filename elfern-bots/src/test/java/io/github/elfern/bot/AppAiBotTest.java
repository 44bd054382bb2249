package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The test port of the Elfern app's rules of thumb (knoddleboy/Elfern, {@code
 * GameInterface/scripts/index.ts}: {@code choosePlayingCard} and {@code chooseOpposingCard}),
 * one example per rule of that code.
 */
class AppAiBotTest {

  private static final Rules ELFERN = Rules.preset("elfern");
  private static final Rules APP = Rules.preset("elfern-app");

  /** A generator whose {@code nextDouble} is always {@code d}. */
  private static RandomGenerator always(double d) {
    return new RandomGenerator() {
      @Override
      public long nextLong() {
        return 0;
      }

      @Override
      public double nextDouble() {
        return d;
      }
    };
  }

  private static Move choose(Rules rules, String hand, List<String> moves, RandomGenerator r) {
    PlayerView v = PlayerView.fromHistory(rules, moves.size() % 2, CardSet.parse(hand),
        Optional.empty(), moves.stream().map(Move::parse).toList());
    return AppAiBot.INSTANCE.choose(v, r);
  }

  @Test
  void leadsItsHighestCardThatIsNotAnAce() {
    // "Otherwise play a card with the highest rank", aces excluded
    assertThat(choose(ELFERN, "AH QS 9S 8S TD 8D", List.of(), new SplitMix64(1)))
        .isEqualTo(Move.parse("QS"));
  }

  @Test
  void leadsAnAceBackedByItsSevenThreeTimesInFive() {
    // an ace whose seven is in hand cannot be taken under seven-beats-ace: 60% of the time
    assertThat(choose(APP, "AH 7H QS 9S TD 8D", List.of(), always(0.1)))
        .isEqualTo(Move.parse("AH"));
    assertThat(choose(APP, "AH 7H QS 9S TD 8D", List.of(), always(0.7)))
        .isEqualTo(Move.parse("QS"));
  }

  @Test
  void takesALedHonourWithItsLowestHigherCardOfTheSuit() {
    assertThat(choose(ELFERN, "AC KC 9S 8S TD 8D", List.of("QC"), new SplitMix64(1)))
        .isEqualTo(Move.parse("KC"));
  }

  @Test
  void letsALedHonourGoWithItsLowestEightOrNine() {
    assertThat(choose(ELFERN, "JC 9S 8S TD 8D 7H", List.of("QC"), new SplitMix64(1)))
        .isEqualTo(Move.parse("8S"));
  }

  @Test
  void takesALedAceWithTheSevenOfItsSuit() {
    assertThat(choose(APP, "7C 9S 8S TD 8D 7H", List.of("AC"), new SplitMix64(1)))
        .isEqualTo(Move.parse("7C"));
  }

  @Test
  void throwsAnEightOrNineOfAnotherSuitOnALedEight() {
    // "in the first phase with another suit, so as not to beat the player's card"
    assertThat(choose(ELFERN, "9C 9S KS TD 8D 7H", List.of("8C"), new SplitMix64(1)))
        .isEqualTo(Move.parse("8D"));
  }

  @Test
  void takesALedEightWhenItHoldsNoEightOrNine() {
    assertThat(choose(ELFERN, "TC KS JD QD 7H AS", List.of("8C"), new SplitMix64(1)))
        .isEqualTo(Move.parse("TC"));
  }

  @Test
  void playsItsLowestLegalCardWhereTheAppChoosesNothing() {
    // its only eight or nine is of the suit led: the app's choice among the others is empty
    assertThat(choose(ELFERN, "9C KS TD QD 7H AS", List.of("8C"), new SplitMix64(1)))
        .isEqualTo(Move.parse("7H"));
  }
}
