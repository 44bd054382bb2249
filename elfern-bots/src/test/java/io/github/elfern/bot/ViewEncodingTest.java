package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.Card;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ViewEncodingTest {

  @Test
  void actionIdsAreDenseAndRoundTrip() {
    Set<Move> seen = new HashSet<>();
    for (int id = 0; id < ViewEncoding.ACTIONS; id++) {
      Move m = ViewEncoding.move(id);
      assertThat(ViewEncoding.actionId(m)).isEqualTo(id);
      assertThat(seen.add(m)).isTrue();
    }
    // the ids 32..35 are the Zwang leads of the four queens, C S H D: a Zwang lead is a move
    // of its own
    assertThat(ViewEncoding.move(32)).isEqualTo(Move.parse("QC=Z"));
    assertThat(ViewEncoding.move(35)).isEqualTo(Move.parse("QD=Z"));
    assertThat(ViewEncoding.move(0)).isEqualTo(Move.of(Card.parse("AC")));
    assertThat(ViewEncoding.move(31)).isEqualTo(Move.of(Card.parse("7D")));
    assertThatThrownBy(() -> ViewEncoding.move(36)).hasMessageContaining("action id 36")
        .hasMessageContaining("0 to 35");
    assertThatThrownBy(() -> ViewEncoding.move(-1)).hasMessageContaining("action id -1");
  }

  @Test
  void theOffsetsTileTheTensor() {
    int[] offsets = {ViewEncoding.HAND, ViewEncoding.PLAYED, ViewEncoding.TRICK,
        ViewEncoding.KNOWN, ViewEncoding.TURNED, ViewEncoding.TRUMP, ViewEncoding.STOCK,
        ViewEncoding.HAND_SIZES, ViewEncoding.POINTS, ViewEncoding.TRICKS_WON,
        ViewEncoding.TO_MOVE, ViewEncoding.LEADER, ViewEncoding.VOIDS, ViewEncoding.PLAYERS,
        ViewEncoding.ZWANG, ViewEncoding.SIZE};
    int[] lengths = {32, 32, 128, 128, 32, 5, 1, 4, 4, 4, 4, 4, 16, 3, 1};
    for (int i = 0; i < lengths.length; i++) {
      assertThat(offsets[i + 1] - offsets[i]).as("field %d", i).isEqualTo(lengths[i]);
    }
  }

  /**
   * Hidden information: the tensor depends only on what the seat may know, so every world
   * consistent with its view encodes the same; and the hand, legal actions and one-hot fields
   * say what the view says.
   */
  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app", "bohemian-schneider",
      "bohemian-points", "fuenfzehnern"})
  void encodesTheViewAndNothingHidden(String preset) {
    Rules rules = Rules.preset(preset);
    SplitMix64 random = new SplitMix64(preset.hashCode() + 13);
    for (int deal = 0; deal < 20; deal++) {
      GameState s = GameState.deal(rules, random.nextLong());
      while (!s.isOver()) {
        int seat = s.toMove();
        PlayerView view = s.view(seat);
        float[] x = ViewEncoding.encode(view);
        assertThat(x).hasSize(ViewEncoding.SIZE);
        // A sampled world starts without history, so the voids proven by play are not in its
        // view: compare everything else, and the voids with the view's own.
        float[] w = ViewEncoding.encode(WorldSampler.sample(view, random).view(seat));
        java.util.Arrays.fill(w, ViewEncoding.VOIDS, ViewEncoding.VOIDS + 16, 0f);
        float[] y = x.clone();
        java.util.Arrays.fill(y, ViewEncoding.VOIDS, ViewEncoding.VOIDS + 16, 0f);
        assertThat(java.util.Arrays.equals(w, y)).as("hidden cards leak into the tensor").isTrue();
        for (int rel = 0; rel < rules.players(); rel++) {
          for (io.github.elfern.card.Suit suit : io.github.elfern.card.Suit.values()) {
            boolean isVoid = view.voids((seat + rel) % rules.players()).contains(suit);
            assertThat(x[ViewEncoding.VOIDS + rel * 4 + suit.ordinal()])
                .isEqualTo(isVoid ? 1f : 0f);
          }
        }
        int held = 0;
        for (int c = 0; c < 32; c++) {
          boolean in = view.hand().contains(Card.ofIndex(c));
          assertThat(x[ViewEncoding.HAND + c]).isEqualTo(in ? 1f : 0f);
          held += in ? 1 : 0;
        }
        assertThat(held).isEqualTo(view.handSize(seat));
        assertThat(x[ViewEncoding.TO_MOVE]).isEqualTo(1f);
        assertThat(x[ViewEncoding.PLAYERS + rules.players() - 2]).isEqualTo(1f);
        assertThat(x[ViewEncoding.STOCK] * 32).isEqualTo((float) s.stockSize());
        boolean[] legal = ViewEncoding.legalActions(view);
        List<Move> moves = view.legalMoves();
        int count = 0;
        for (boolean b : legal) {
          count += b ? 1 : 0;
        }
        assertThat(count).isEqualTo(moves.size());
        for (Move m : moves) {
          assertThat(legal[ViewEncoding.actionId(m)]).isTrue();
          assertThat(ViewEncoding.move(ViewEncoding.actionId(m))).isEqualTo(m);
        }
        s = s.play(moves.get(random.nextInt(moves.size())));
      }
    }
  }

  /** The layout table of docs/bots.md (section "For learning programs") gives these offsets. */
  @Test
  void theDocumentedTableGivesTheOffsets() throws java.io.IOException {
    String readme = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/bots.md"));
    String table = readme.substring(readme.indexOf("**For learning programs.**"));
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^\\| (\\d+) \\| ")
        .matcher(table.substring(0, table.indexOf("Action ids:")));
    List<Integer> offsets = new java.util.ArrayList<>();
    while (m.find()) {
      offsets.add(Integer.parseInt(m.group(1)));
    }
    assertThat(offsets).containsExactly(ViewEncoding.HAND, ViewEncoding.PLAYED,
        ViewEncoding.TRICK, ViewEncoding.KNOWN, ViewEncoding.TURNED, ViewEncoding.TRUMP,
        ViewEncoding.STOCK, ViewEncoding.HAND_SIZES, ViewEncoding.POINTS,
        ViewEncoding.TRICKS_WON, ViewEncoding.TO_MOVE, ViewEncoding.LEADER, ViewEncoding.VOIDS,
        ViewEncoding.PLAYERS, ViewEncoding.ZWANG);
  }

  @Test
  void writesIntoABatchAtAnOffset() {
    PlayerView view = GameState.deal(Rules.preset("elfern"), 5).view(0);
    float[] batch = new float[ViewEncoding.SIZE * 2 + 1];
    java.util.Arrays.fill(batch, 7f);
    ViewEncoding.encode(view, batch, ViewEncoding.SIZE + 1);
    assertThat(batch[ViewEncoding.SIZE]).isEqualTo(7f);
    assertThat(java.util.Arrays.copyOfRange(batch, ViewEncoding.SIZE + 1, batch.length))
        .isEqualTo(ViewEncoding.encode(view));
    assertThatThrownBy(() -> ViewEncoding.encode(view, batch, ViewEncoding.SIZE + 2))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
