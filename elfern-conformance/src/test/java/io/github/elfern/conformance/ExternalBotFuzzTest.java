package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.Printable;
import io.github.elfern.rules.Rules;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of the host side of an external bot ({@link ExternalBot#choose}) with
 * Jazzer: the program's answers are fuzzed bytes (see EgnFuzzTest in elfern-notation for how to
 * run it). In the normal build it replays the inputs in {@code
 * src/test/resources/io/github/elfern/conformance/ExternalBotFuzzTestInputs/choose_anyAnswers/}.
 *
 * <p>The first byte chooses the view asked about ({@link #VIEWS}, modulo their number); the
 * other bytes are the program's output, cut into answer lines as {@link ProcessEngine} cuts them
 * ({@link LineReader} in its eager mode, at most {@link ProcessEngine#MAX_LINE} characters); a
 * request after the last line finds the program gone.
 *
 * <p>The properties: {@code choose} returns one of the view's legal moves or throws a {@link
 * BotFailure} whose message is at most {@link #MAX_MESSAGE} characters with nothing left to
 * escape ({@link Printable#escape}); and the reason given for an illegal move names no card the
 * seat has not seen.
 */
@Tag("slow")
class ExternalBotFuzzTest {

  /** The longest failure message: echoes of the program are clipped to 120 characters. */
  static final int MAX_MESSAGE = 1_000;

  /** The views asked about: the seat to move in deals of several rules, early and late. */
  static final List<PlayerView> VIEWS = views();

  private static final Pattern CARD = Pattern.compile("\\b[AKQJT987][CSHD]\\b");

  private static List<PlayerView> views() {
    List<PlayerView> views = new ArrayList<>();
    long seed = 1;
    for (String rules : List.of("elfern", "elfern-trumps", "bohemian-schneider", "fuenfzehnern",
        "fuenfzehnern players=3", "elfern head")) {
      for (int plies : new int[] {0, 5, 14, 24}) {
        GameState s = GameState.deal(Rules.parse(rules), seed++);
        for (int i = 0; i < plies && !s.isOver(); i++) {
          s = s.play(s.legalMoves().get(i % s.legalMoves().size()));
        }
        if (!s.isOver()) {
          views.add(s.view(s.toMove()));
        }
      }
    }
    return List.copyOf(views);
  }

  @FuzzTest(maxDuration = "2m")
  void choose_anyAnswers(byte[] input) {
    if (input.length == 0) {
      return;
    }
    PlayerView view = VIEWS.get((input[0] & 0xFF) % VIEWS.size());
    LineReader lines = new LineReader(new InputStreamReader(
        new ByteArrayInputStream(input, 1, input.length - 1), StandardCharsets.UTF_8),
        ProcessEngine.MAX_LINE, true);
    List<String> answers = new ArrayList<>();
    try (ExternalBot bot = ExternalBot.of("fuzzed", () -> new EngineConnection() {
      @Override
      public String ask(String request) {
        LineReader.Line line;
        try {
          line = lines.next();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        if (line == null) {
          throw new EngineFailure("engine exited with code 1");
        }
        if (line.tooLong()) {
          throw new EngineFailure("engine wrote a line longer than " + ProcessEngine.MAX_LINE);
        }
        answers.add(line.text());
        return line.text();
      }

      @Override
      public void close() {}
    })) {
      Move move;
      try {
        move = bot.choose(view, new SplitMix64(7));
      } catch (BotFailure f) {
        check(f, view, answers);
        return;
      }
      assertThat(view.legalMoves()).contains(move);
    }
  }

  private static void check(BotFailure f, PlayerView view, List<String> answers) {
    String m = f.getMessage();
    assertThat(m.length()).as("length of %s", Printable.clip(m, 200))
        .isLessThanOrEqualTo(MAX_MESSAGE);
    assertThat(Printable.escape(m)).as("nothing left to escape").isEqualTo(m);
    if (f.kind() != BotFailure.Kind.ILLEGAL_MOVE) {
      return;
    }
    // The answer was exactly "move TOKEN", echoed as it is; the reason follows it.
    String answer = answers.get(answers.size() - 1);
    String prefix = "bot 'fuzzed' chose an illegal move: answered '" + answer + "' (";
    assertThat(m).startsWith(prefix);
    CardSet seen = view.hand().union(view.playedCards())
        .with(Move.parse(answer.substring("move ".length())).card());
    for (Move played : view.currentTrick()) {
      seen = seen.with(played.card());
    }
    if (view.turnedTrump().isPresent()) {
      seen = seen.with(view.turnedTrump().get());
    }
    Matcher cards = CARD.matcher(m.substring(prefix.length()));
    while (cards.find()) {
      assertThat(seen.contains(Card.parse(cards.group())))
          .as("%s in the reason '%s', not seen by seat %d", cards.group(), m, view.seat())
          .isTrue();
    }
  }
}
