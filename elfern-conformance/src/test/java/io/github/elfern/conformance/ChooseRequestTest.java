package io.github.elfern.conformance;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.bot.Bots;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The {@code choose} request: what a bot program receives, and how our server reads it back. */
class ChooseRequestTest {

  private static final List<String> RULES = List.of("elfern", "elfern hand=5 head=true",
      "elfern-trumps", "elfern-trumps head=true", "elfern-app", "bohemian-schneider",
      "bohemian-points", "fuenfzehnern", "fuenfzehnern players=3", "fuenfzehnern lead=strict",
      "fuenfzehnern lead=kastner");

  private static final Pattern CARD = Pattern.compile("(?<![A-Z0-9])[AKQJT987][CSHD](?![A-Z])");

  /**
   * The worked example of VECTORS.md ("Bots"), checked by hand: deal 42 of plain Elfern; forehand
   * holds 8C AH QH 9H 8H KD, the dealer AC QC TS 9S KH JH, the stock starts QD 7S 7C JD JC JS.
   * Forehand wins KD 9S (draws QD, dealer 7S) and AH KH (draws 7C, dealer JD), the dealer wins 8C
   * AC (draws JC, forehand JS) and leads QC: forehand holds 7C JS QH 9H 8H QD, 3 points to 1,
   * 14 cards in the stock.
   */
  @Test
  void encode_workedExample_isTheDocumentedLine() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42).play("KD 9S AH KH 8C AC QC");
    assertThat(ChooseRequest.encode(s.view(0), 42)).isEqualTo("choose seat=0 "
        + "hand=7C,JS,QH,9H,8H,QD trick=1:QC tricks=0:KD,9S>0/0:AH,KH>0/0:8C,AC>1 stock=14 "
        + "trump=- trump-holder=- sizes=6/5 points=3/1 won=2/1 voids=-/- "
        + "legal=7C,JS,QH,9H,8H,QD seed=42");
  }

  @Test
  void encodeThenDecode_everyStepOfRandomDeals_givesTheViewBackAndNoHiddenCard() {
    qt(5L)
        .withExamples(60)
        .forAll(integers().between(0, RULES.size() - 1), longs().all())
        .checkAssert(
            (r, seed) -> {
              Rules rules = Rules.parse(RULES.get(r));
              GameState s = GameState.deal(rules, seed);
              SplitMix64 random = new SplitMix64(seed);
              while (!s.isOver()) {
                PlayerView view = s.view(s.toMove());
                String line = ChooseRequest.encode(view, seed);
                ChooseRequest.Decoded d = ChooseRequest.decode(line, rules);
                assertThat(d.view()).isEqualTo(view);
                assertThat(d.seed()).isEqualTo(seed);
                // Every card named is one the seat has seen: its hand, the played cards, the
                // trick, the turned trump.
                CardSet seen = view.hand().union(view.playedCards());
                for (Move m : view.currentTrick()) {
                  seen = seen.with(m.card());
                }
                if (view.turnedTrump().isPresent()) {
                  seen = seen.with(view.turnedTrump().get());
                }
                Matcher m = CARD.matcher(line);
                while (m.find()) {
                  assertThat(seen.contains(Card.parse(m.group()))).as(line + ": " + m.group())
                      .isTrue();
                }
                List<Move> legal = s.legalMoves();
                s = s.play(legal.get(random.uniform(legal.size())));
              }
            });
  }

  @Test
  void decode_fieldDisagreeingWithTheMoves_isRefused() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42).play("KD 9S AH KH 8C AC QC");
    String line = ChooseRequest.encode(s.view(0), 1).replace("points=3/1", "points=2/2");
    assertThatThrownBy(() -> ChooseRequest.decode(line, Rules.preset("elfern")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("points=2/2 disagrees with the moves under elfern, which give "
            + "points=3/1");
    assertThatThrownBy(() -> ChooseRequest.decode("choose seat=0 hand=AC", Rules.preset("elfern")))
        .hasMessageContaining("choose needs the field trick=");
  }

  @Test
  void decode_seedAbove2To64_isRefusedWithTheRange() {
    // Audit finding 12: the overflow came through as a NumberFormatException's text.
    String line = ChooseRequest.encode(GameState.deal(Rules.preset("elfern"), 42).view(0), 1)
        .replace("seed=1", "seed=99999999999999999999");
    assertThatThrownBy(() -> ChooseRequest.decode(line, Rules.preset("elfern")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("choose: seed '99999999999999999999' is not an unsigned 64-bit decimal "
            + "(0 to 18446744073709551615)");
    ProtocolServer server = new ProtocolServer(new LibraryAdapter(), Bots.create("random"));
    server.answer("rules elfern");
    assertThat(server.answer(line)).isEqualTo("error choose: seed '99999999999999999999' is not"
        + " an unsigned 64-bit decimal (0 to 18446744073709551615)");
    assertThat(server.answer(line.replace("seed=99999999999999999999",
        "seed=18446744073709551615"))).startsWith("move ");
  }

  @Test
  void decode_unknownFields_areIgnored() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    String line = ChooseRequest.encode(s.view(0), 7) + " clock=1500";
    assertThat(ChooseRequest.decode(line, Rules.preset("elfern")).view()).isEqualTo(s.view(0));
  }

  @Test
  void server_choose_answersALegalMoveOfItsBot() {
    ProtocolServer server = new ProtocolServer(new LibraryAdapter(), Bots.create("heuristic"));
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), 42)
        .play("KD 9S AH KH 8C AC QC");
    assertThat(server.answer("choose seat=0")).startsWith("error no rules set");
    assertThat(server.answer("rules elfern-trumps")).isEqualTo("ok");
    String answer = server.answer(ChooseRequest.encode(s.view(0), 3));
    assertThat(answer).startsWith("move ");
    assertThat(s.legalMoves()).contains(Move.parse(answer.substring(5)));
    assertThat(server.answer(ChooseRequest.encode(s.view(1), 3)))
        .isEqualTo("error it is not seat 1's turn");
    assertThat(new ProtocolServer(new LibraryAdapter()).answer(ChooseRequest.encode(s.view(0), 3)))
        .isEqualTo("unsupported");
  }
}
