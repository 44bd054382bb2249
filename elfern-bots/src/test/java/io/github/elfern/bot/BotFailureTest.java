package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.Outcome;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Forfeits: the library's rule (our choice, the sources know no bots) and the tournament host. */
class BotFailureTest {

  /** A bot that plays randomly but fails on its {@code failAt}-th move of every deal. */
  static final class FailingBot implements Bot {
    private final int failAt;

    FailingBot(int failAt) {
      this.failAt = failAt;
    }

    @Override
    public String name() {
      return "failing";
    }

    @Override
    public Move choose(PlayerView view, RandomGenerator random) {
      int mine = 0;
      for (var t : view.tricks()) {
        for (int i = 0; i < t.moves().size(); i++) {
          mine += t.seatOf(i, view.players()) == view.seat() ? 1 : 0;
        }
      }
      if (mine + 1 == failAt) {
        throw new BotFailure(name(), BotFailure.Kind.TIME_OUT, "no answer within 5 ms");
      }
      return RandomBot.INSTANCE.choose(view, random);
    }
  }

  @Test
  void forfeitResult_twoPlayers_isASchwarzForTheOpponent() {
    // Hand-computed: Elfern has 20 honour points and 16 tricks; all go to the other seat.
    DealResult r = BotFailure.forfeitResult(Rules.preset("elfern"), Set.of(1));
    assertThat(r.notation()).isEqualTo("20-0");
    assertThat(r.tricksWon(0)).isEqualTo(16);
    assertThat(r.outcome()).isEqualTo(Outcome.SCHWARZ);
    assertThat(BotFailure.forfeitResult(Rules.preset("bohemian-points"), Set.of(0)).notation())
        .isEqualTo("0-120");
  }

  @Test
  void forfeitResult_fuenfzehnern_forfeiterPaysFifteen() {
    // Hand-computed: 60 points shared by three seats, 20 each; 8 tricks as 3, 3, 2.
    DealResult r = BotFailure.forfeitResult(Rules.preset("fuenfzehnern"), Set.of(2));
    assertThat(r.notation()).isEqualTo("20-20-0-20");
    assertThat(r.tricksWon(0) + r.tricksWon(1) + r.tricksWon(3)).isEqualTo(8);
    assertThat(r.settlement()).containsExactly(5, 5, -15, 5);
  }

  @Test
  void forfeitResult_everySeat_isRefused() {
    assertThatThrownBy(() -> BotFailure.forfeitResult(Rules.preset("elfern"), Set.of(0, 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("some but not all");
  }

  @Test
  void message_namesTheBotAndWhatHappened() {
    BotFailure f = new BotFailure("lowest", BotFailure.Kind.ILLEGAL_MOVE, "7S is not legal");
    assertThat(f).hasMessage("bot 'lowest' chose an illegal move: 7S is not legal");
    assertThat(f.kind()).isEqualTo(BotFailure.Kind.ILLEGAL_MOVE);
  }

  @Test
  void tournament_failingBot_forfeitsEveryDealAndTheTournamentGoesOn() {
    Tournament.Result r = new Tournament(Rules.preset("elfern"),
        Contestant.of(new FailingBot(3)), Contestant.parse("random")).play(5, 11);
    assertThat(r.deals()).isEqualTo(10);
    assertThat(r.forfeits()).isEqualTo(10);
    assertThat(r.losses()).isEqualTo(10);
    assertThat(r.meanPointsDifference()).isEqualTo(-20.0);
    assertThat(r.toString()).contains("forfeits 10 by failing, 0 by random");
    assertThat(r.reversed().opponentForfeits()).isEqualTo(10);
  }

  @Test
  void tournament_failingBotWithFourPlayers_losesForItsSide() {
    Tournament.Result r = new Tournament(Rules.preset("fuenfzehnern"),
        Contestant.parse("random"), Contestant.of(new FailingBot(2))).play(2, 3);
    assertThat(r.opponentForfeits()).isEqualTo(4);
    assertThat(r.wins()).isEqualTo(4);
    assertThat(r.pointsDifference()).isEqualTo(4 * 60);
  }
}
