package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * What a bot in the host's process can learn, and that the documentation says so (audit 1): the
 * seed of a tournament is the deal, and a bot is given only its seat's view but is no sandbox.
 */
class HiddenInformationDocsTest {

  /** A bot that tries seeds 0 to 1999 at its first move and notes the opponent's hand it finds. */
  private static final class SeedGuesser implements Bot {
    final Rules rules;
    final List<CardSet> guessed = new ArrayList<>();

    SeedGuesser(Rules rules) {
      this.rules = rules;
    }

    @Override
    public String name() {
      return "guesser";
    }

    @Override
    public Move choose(PlayerView view, RandomGenerator random) {
      if (view.tricks().isEmpty() && view.currentTrick().size() < view.players()
          && view.hand().size() == rules.handSize()) {
        search:
        for (long seed = 0; seed < 2000; seed++) {
          for (long deal = 0; deal < 2; deal++) {
            GameState g = GameState.deal(rules,
                Tournament.deckSeed(Tournament.Decks.PAIRED, seed, deal));
            if (g.hand(view.seat()).equals(view.hand())) {
              guessed.add(g.hand(1 - view.seat()));
              break search;
            }
          }
        }
      }
      return RandomBot.INSTANCE.choose(view, random);
    }
  }

  /** A contestant that plays randomly and notes its hand at its first move. */
  private static final class HandRecorder implements Contestant {
    final List<CardSet> hands = new ArrayList<>();

    @Override
    public String name() {
      return "recorder";
    }

    @Override
    public Move choose(GameState state, RandomGenerator random) {
      if (state.hand(state.toMove()).size() == state.rules().handSize()
          && state.tricks().isEmpty()) {
        hands.add(state.hand(state.toMove()));
      }
      return state.legalMoves().get(random.nextInt(state.legalMoves().size()));
    }
  }

  @Test
  void aBotThatGuessesASmallSeed_knowsTheOpponentsHand() {
    // The fact the documentation warns of: with seed 1 an in-process bot reads every hand.
    Rules rules = Rules.preset("elfern");
    SeedGuesser guesser = new SeedGuesser(rules);
    HandRecorder opponent = new HandRecorder();
    new Tournament(rules, Contestant.of(guesser), opponent).play(1, 1);
    assertThat(opponent.hands).hasSize(2);
    assertThat(guesser.guessed).isEqualTo(opponent.hands);
  }

  private static String read(String path) throws IOException {
    return Files.readString(Path.of(path));
  }

  @Test
  void botJavadoc_promisesOnlyWhatIsTrue() throws IOException {
    String bot = read("src/main/java/io/github/elfern/bot/Bot.java").replaceAll("\\s*\\* ?", " ");
    assertThat(bot).doesNotContain("cannot peek")
        .contains("not a sandbox")
        .contains("the seed of a tournament is the deal");
  }

  @Test
  void tournamentJavadocAndDocs_sayTheSeedIsTheDeal_andHowToPlayUntrustedBots()
      throws IOException {
    String tournament = read("src/main/java/io/github/elfern/bot/Tournament.java")
        .replaceAll("\\s*\\* ?", " ");
    for (String text : List.of(tournament, read("../docs/bots.md"),
        read("../docs/security.md"))) {
      assertThat(text.replaceAll("\\s+", " "))
          .containsIgnoringCase("the seed of a tournament is the deal")
          .contains("SecureRandom").contains("Decks.FRESH").contains("ExternalBot")
          .contains("never in process");
    }
  }
}
