package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Rank;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.Refusals;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;

/**
 * Coverage-guided fuzzing of {@link PlayerView#fromHistory} with Jazzer, on histories that are
 * mostly illegal (see EgnFuzzTest in elfern-notation for how to run it). In the normal build it
 * replays the inputs in {@code
 * src/test/resources/io/github/elfern/bot/PlayerViewFuzzTestInputs/fromHistory_anyHistory/}.
 *
 * <p>The bytes are read as: the rules (byte 0, an index into every preset with every combination
 * of its options, {@link #RULES}); the seat (byte 1, 0 to 3, so out of range for fewer players);
 * the turned trump (byte 2: a card index below 32, none from 32 to 63, then again); the number of
 * cards in the hand (byte 3, 0 to 15) and that many card indices; then one move a byte (the card
 * index in the low five bits, a Zwang announcement with bit 5).
 *
 * <p>The properties: the only exception is an {@link IllegalArgumentException} with a short
 * message ({@link Refusals}); an accepted view has the seat and hand given, some deal agrees with
 * it ({@link WorldSampler} finds a world with the same seat to move and the same legal moves),
 * and a bot given the view on its turn chooses one of its legal moves.
 */
@Tag("slow")
class PlayerViewFuzzTest {

  /** Every preset with every combination of the values of its options. */
  static final List<Rules> RULES = allRules();

  private static final Bot BOT = Bots.create("heuristic");

  private static List<Rules> allRules() {
    List<Rules> all = new ArrayList<>();
    for (Preset p : Preset.values()) {
      List<Rules> some = List.of(Rules.of(p));
      for (Option<?> v : p.options()) {
        List<Rules> more = new ArrayList<>();
        for (Rules r : some) {
          for (String value : v.textValues()) {
            more.add(r.with(v.key(), value));
          }
        }
        some = more;
      }
      all.addAll(some);
    }
    return List.copyOf(all);
  }

  @FuzzTest(maxDuration = "2m")
  void fromHistory_anyHistory(byte[] input) {
    if (input.length < 4) {
      return;
    }
    Rules rules = RULES.get((input[0] & 0xFF) % RULES.size());
    int seat = input[1] & 3;
    int t = input[2] & 0x3F;
    Optional<Card> trump = t < 32 ? Optional.of(Card.ofIndex(t)) : Optional.empty();
    int k = input[3] & 0x0F;
    int at = 4;
    int hand = 0;
    for (int i = 0; i < k && at < input.length; i++) {
      hand |= 1 << (input[at++] & 31);
    }
    List<Move> moves = new ArrayList<>();
    while (at < input.length) {
      int b = input[at++];
      Card c = Card.ofIndex(b & 31);
      moves.add((b & 0x20) != 0 && c.rank() == Rank.QUEEN ? Move.zwang(c)
          : Move.of(c));
    }
    String described = rules.notation() + " seat " + seat + " hand " + CardSet.ofMask(hand)
        + " trump " + trump + " moves " + moves;
    PlayerView view;
    try {
      view = PlayerView.fromHistory(rules, seat, CardSet.ofMask(hand), trump, moves);
    } catch (IllegalArgumentException e) {
      Refusals.check(e, described);
      return;
    }
    assertThat(view.seat()).isEqualTo(seat);
    assertThat(view.hand()).isEqualTo(CardSet.ofMask(hand));
    GameState world = WorldSampler.sample(view, new SplitMix64(input.length));
    assertThat(world.hand(seat)).as("a world of %s", described).isEqualTo(view.hand());
    assertThat(world.isOver()).as("a world of %s", described).isEqualTo(view.isOver());
    if (!view.isOver()) {
      assertThat(world.toMove()).as("a world of %s", described).isEqualTo(view.toMove());
    }
    if (view.isMyTurn()) {
      assertThat(world.legalMoves()).as("a world of %s", described)
          .containsExactlyElementsOf(view.legalMoves());
      assertThat(view.legalMoves()).contains(BOT.choose(view, new SplitMix64(1)));
    }
  }
}
