package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.bot.Bots;
import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * External bots: a bot program plays through the {@code choose} request; one that hangs, answers
 * garbage or an illegal move, or exits forfeits the deal, and the tournament goes on.
 */
@Timeout(60)
class ExternalBotTest {

  /**
   * The move time of the hanging program, the time-out under test; the programs that answer at
   * once get {@link Await#GENEROUS}, so that a busy machine does not turn their answers into
   * time-outs.
   */
  private static final Duration MOVE_TIME = Duration.ofMillis(400);

  private static String broken(String mode) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "\"" + java + "\" -Xshare:auto -XX:TieredStopAtLevel=1 -cp \""
        + System.getProperty("java.class.path") + "\" " + BrokenEngine.class.getName() + " " + mode;
  }

  /** One deck (two deals, seats swapped) of the broken program against the random bot. */
  private static Tournament.Result againstRandom(String mode, Duration moveTime) {
    try (ExternalBot bot = ExternalBot.of("broken-" + mode, broken(mode), moveTime)) {
      return new Tournament(Rules.preset("elfern"), Contestant.of(bot),
          Contestant.parse("random")).play(1, 5);
    }
  }

  @Test
  void inProcessServer_playsLikeALibraryBot_withoutForfeits() {
    AtomicInteger starts = new AtomicInteger();
    try (ExternalBot bot = ExternalBot.of("heuristic-over-the-wire", () -> {
      starts.incrementAndGet();
      return EngineConnection.of(new ProtocolServer(new LibraryAdapter(),
          Bots.create("heuristic")));
    })) {
      Tournament.Result r = new Tournament(Rules.preset("elfern-trumps"), Contestant.of(bot),
          Contestant.parse("random")).play(10, 3);
      assertThat(r.deals()).isEqualTo(20);
      assertThat(r.forfeits()).isZero();
      assertThat(r.wins()).isGreaterThan(r.losses());
      assertThat(starts.get()).isEqualTo(1);
    }
  }

  @Test
  void failingConnection_forfeitsOneDealAndIsRestarted() {
    AtomicInteger starts = new AtomicInteger();
    AtomicInteger requests = new AtomicInteger();
    try (ExternalBot bot = ExternalBot.of("flaky", () -> {
      starts.incrementAndGet();
      ProtocolServer server = new ProtocolServer(new LibraryAdapter(), Bots.create("random"));
      return new EngineConnection() {
        @Override
        public String ask(String request) {
          if (requests.incrementAndGet() == 5) {
            throw new EngineConnection.EngineFailure("no answer within 1 ms", true);
          }
          return server.answer(request);
        }

        @Override
        public void close() {}
      };
    })) {
      Tournament.Result r = new Tournament(Rules.preset("elfern"), Contestant.of(bot),
          Contestant.parse("random")).play(2, 8);
      assertThat(r.forfeits()).isEqualTo(1);
      assertThat(r.deals()).isEqualTo(4);
      assertThat(starts.get()).isEqualTo(2);
    }
  }

  @Tag("slow")
  @Test
  void hangingProgram_timesOutAndForfeitsEachDeal() {
    Tournament.Result r = againstRandom("silent", MOVE_TIME);
    assertThat(r.deals()).isEqualTo(2);
    assertThat(r.forfeits()).isEqualTo(2);
    assertThat(r.pointsDifference()).isEqualTo(-40);
  }

  @Test
  void choose_notMyTurn_refusedWithoutTheViewsHand() {
    // no program is started: the turn is checked first, and the message may be logged
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    try (ExternalBot bot = ExternalBot.of("never", () -> {
      throw new AssertionError("started");
    })) {
      assertThatThrownBy(() -> bot.choose(s.view(1), new SplitMix64(1)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("it is seat 0's turn, not seat 1's (trick 1)")
          .satisfies(e -> s.hand(1).forEach(c ->
              assertThat(e.getMessage()).doesNotContain(c.notation())));
    }
  }

  @Tag("slow")
  @Test
  void illegalMove_garbageAndExit_forfeitWithAReason() {
    for (String mode : new String[] {"illegal", "garbage", "exit"}) {
      Tournament.Result r = againstRandom(mode, Await.GENEROUS);
      assertThat(r.forfeits()).as(mode).isEqualTo(2);
      assertThat(r.losses()).as(mode).isEqualTo(2);
    }
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    try (ExternalBot bot = ExternalBot.of("b", broken("illegal"), Await.GENEROUS)) {
      assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("bot 'b' chose an illegal move: answered 'move ")
          .hasMessageContaining("; legal: ");
    }
    try (ExternalBot bot = ExternalBot.of("g", broken("garbage"), Await.GENEROUS)) {
      assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("bot 'g' gave no move: answered '")
          .hasMessageContaining("expected 'move TOKEN'");
    }
    try (ExternalBot bot = ExternalBot.of("x", broken("exit"), Await.GENEROUS)) {
      assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("bot 'x' failed: engine exited")
          .hasMessageContaining("out of cheese");
    }
  }

  private static ExternalBot answering(String answer) {
    return Programs.answering("fixed", answer);
  }

  @Test
  void nonCanonicalToken_forfeits_evenForALegalCard() {
    // Audit finding 16a: "move 10H" was taken for TH.
    GameState t = GameState.deal(Rules.preset("elfern"), 1);
    String ten = t.legalMoves().stream().map(io.github.elfern.game.Move::notation)
        .filter(m -> m.startsWith("T")).findFirst().orElseThrow();
    try (ExternalBot bot = answering("move 10" + ten.charAt(1))) {
      assertThatThrownBy(() -> bot.choose(t.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("answered 'move 10" + ten.charAt(1) + "', which is not a "
              + "canonical move token (" + ten + ")");
    }
    try (ExternalBot bot = answering("move " + ten)) {
      assertThat(bot.choose(t.view(0), new SplitMix64(1)).notation()).isEqualTo(ten);
    }
  }

  @Test
  void answerWithBlanksAroundOrBetweenItsWords_forfeits_evenForALegalCard() {
    // Audit s12-b: the answer was stripped and split at any white space, so " move KD",
    // "move  KD", "move\tKD" and "move KD " were taken for "move KD"; VECTORS.md §5 separates
    // words by single spaces and forfeits anything but "move MOVE".
    GameState t = GameState.deal(Rules.preset("elfern"), 1);
    String legal = t.legalMoves().get(0).notation();
    for (String answer : new String[] {" move " + legal, "move  " + legal, "move\t" + legal,
        "move " + legal + " ", "move " + legal + "\u00a0", "\u2003move " + legal}) {
      try (ExternalBot bot = answering(answer)) {
        assertThatThrownBy(() -> bot.choose(t.view(0), new SplitMix64(1)))
            .as(answer)
            .isInstanceOf(BotFailure.class)
            .hasMessageContaining("expected 'move TOKEN'");
      }
    }
    try (ExternalBot bot = answering("move " + legal)) {
      assertThat(bot.choose(t.view(0), new SplitMix64(1)).notation()).isEqualTo(legal);
    }
  }

  @Test
  void illegalMove_forfeit_namesTheRuleBroken_andOnlyTheBotsOwnCards() {
    // Audit finding 16b: the forfeit said only which moves were allowed.
    GameState s = GameState.deal(Rules.preset("elfern"), 1).play("TC AC AH 9H JS JH 7S KD KH 7C "
        + "QD 9C JD JC 8S 8C TH TD 7D 9D 7H QH TS");
    try (ExternalBot bot = answering("move KC")) {
      assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("answered 'move KC' (must-follow: must follow spades (holds AS KS)"
              + " but played KC; legal: AS KS)")
          .hasMessageNotContaining("elfern|");
    }
    try (ExternalBot bot = answering("move QS")) {
      assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("answered 'move QS' (not-in-hand: does not hold QS (holds ")
          .hasMessageNotContaining("elfern|");
    }
  }

  @Test
  void javadocExample_dealsFreshDecks_asAnExternalBotNeeds() throws java.io.IOException {
    // Audit finding 16c: the example played paired decks, whose second deal shows a bot that
    // remembers the opponent's hand of the first.
    String source = java.nio.file.Files.readString(Path.of("src/main/java/io/github/elfern/"
        + "conformance/ExternalBot.java"));
    String example = source.substring(source.indexOf("<pre>{@code"), source.indexOf("}</pre>"));
    assertThat(example).contains(".playDeals(100, Tournament.Decks.FRESH, secretSeed, key)")
        .doesNotContain(".play(");
    // the example's calls, with an in-process bot in place of the program
    long secretSeed = 7;
    io.github.elfern.card.SeatKey key = io.github.elfern.card.SeatKey.draw(
        new java.security.SecureRandom());
    try (ExternalBot lowest = ExternalBot.of("lowest", () -> EngineConnection.of(
        new ProtocolServer(new LibraryAdapter(), Bots.create("random"))))) {
      Tournament.Result r = new Tournament(Rules.preset("elfern"), Contestant.of(lowest),
          Contestant.parse("heuristic")).playDeals(4, Tournament.Decks.FRESH, secretSeed, key);
      assertThat(r.deals()).isEqualTo(4);
    }
  }

  @Test
  void missingProgram_stopsTryingAfterThreeFailedStarts() {
    GameState s = GameState.deal(Rules.preset("elfern"), 1);
    try (ExternalBot bot = ExternalBot.of("ghost", "/nonexistent/bot --flag", MOVE_TIME)) {
      for (int i = 0; i < 3; i++) {
        assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
            .hasMessageContaining("cannot start engine '/nonexistent/bot --flag'");
      }
      assertThatThrownBy(() -> bot.choose(s.view(0), new SplitMix64(1)))
          .isInstanceOf(BotFailure.class)
          .hasMessageContaining("not started again after 3 failed starts in a row");
    }
  }

  @Test
  void of_badArguments_areRefused() {
    assertThatThrownBy(() -> ExternalBot.of("x", "  ", MOVE_TIME))
        .hasMessageContaining("command of external bot 'x' is empty");
    assertThatThrownBy(() -> ExternalBot.of("x", "bot", Duration.ZERO))
        .hasMessageContaining("must be positive");
    assertThatThrownBy(() -> ExternalBot.of(" ", "bot", MOVE_TIME))
        .hasMessageContaining("needs a name");
  }
}
