package io.github.elfern.game;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine under hostile use (docs/architecture.md#conventions): every illegal move from
 * any state of any preset is refused with {@link IllegalPlayException} that describes it, and the
 * state stays as it was and usable; rule options out of range are refused when the rules are made.
 */
class HostilePlayTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  /** Every card, plain and with a Zwang announcement. */
  private static List<Move> everyMove() {
    List<Move> all = new ArrayList<>();
    for (Card c : Card.values()) {
      all.add(Move.of(c));
      if (c.rank() == io.github.elfern.card.Rank.QUEEN) {
        all.add(Move.zwang(c));
      }
    }
    return all;
  }

  @Tag("slow")
  @Test
  @DisplayName("every illegal move from random states of every preset throws IllegalPlayException"
      + " naming the seat, the move and the rule, and leaves the state as it was")
  void play_illegalMove_throwsAndLeavesTheStateUsable() {
    List<Move> every = everyMove();
    AtomicLong refused = new AtomicLong();
    qt(81L).withExamples(40)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all())
        .checkAssert((r, seed) -> {
          Rules rules = MATRIX.get(r);
          SplitMix64 random = new SplitMix64(seed);
          GameState s = GameState.deal(rules, seed);
          while (!s.isOver()) {
            String before = s.position();
            List<Move> legal = s.legalMoves();
            CardSet legalCards = s.legalCards();
            int toMove = s.toMove();
            List<Move> history = s.moves();
            for (Move m : every) {
              if (legal.contains(m)) {
                continue;
              }
              GameState at = s;
              IllegalPlayException e =
                  catchThrowableOfType(IllegalPlayException.class, () -> at.play(m));
              assertThat(e).as("%s from %s", m, before).isNotNull();
              assertThat(e.move()).isEqualTo(m);
              assertThat(e.card()).isEqualTo(m.card());
              assertThat(e.seat()).isEqualTo(toMove);
              assertThat(e.violation()).isNotNull();
              assertThat(e.legalMoves()).isEqualTo(legal);
              assertThat(e.position()).isEqualTo(before);
              assertThat(e.getMessage()).contains(m.card().notation()).doesNotContain(before);
              assertThat(e.reason()).isNotBlank();
              // The state is unchanged.
              assertThat(s.position()).isEqualTo(before);
              assertThat(s.legalMoves()).isEqualTo(legal);
              assertThat(s.legalCards()).isEqualTo(legalCards);
              assertThat(s.moves()).isEqualTo(history);
              refused.incrementAndGet();
            }
            // And usable: the game goes on with a legal move.
            s = s.play(legal.get(random.uniform(legal.size())));
          }
          GameState end = s;
          assertThatThrownBy(() -> end.play(Card.ACE_OF_HEARTS))
              .isInstanceOf(IllegalStateException.class);
          assertThat(end.result().points()).hasSize(rules.players());
        });
    assertThat(refused.get()).as("illegal moves tried").isGreaterThan(10_000);
  }

  @Test
  @DisplayName("illegal moves in text are refused as IllegalArgumentException, naming the token")
  void playText_garbageOrIllegal_refusedWithoutChangingTheState() {
    GameState s = GameState.deal(Rules.preset("elfern"), 42);
    String before = s.position();
    for (String bad : List.of("XX", "KD KD", "QC=Z", "KD 9S 8H ZZ", "1.", "A", "AHH",
        "\u0000", "KD".repeat(10_000))) {
      assertThatThrownBy(() -> s.play(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
          .hasMessageNotContaining("Exception");
      assertThat(s.position()).isEqualTo(before);
    }
  }

  @Test
  @DisplayName("a value out of range for any option of any preset is refused when the rules are "
      + "made, naming the key and the valid values")
  void with_outOfRangeValue_refusedAtConstruction() {
    List<String> bad = List.of("", " ", "0", "-1", "1", "2", "3", "7", "8", "32", "06", "+6",
        "6 ", " 6", "\uFF16", "2147483648", "-2147483649", "99999999999999999999", "TRUE",
        "True", "yes", "1.5", "NaN", "null", "next ", "Higher", "STRICT", "none,strict", "\u0000",
        "x".repeat(100_000));
    long refused = 0;
    for (Preset p : Preset.values()) {
      Rules rules = Rules.of(p);
      for (Option<?> v : Option.all()) {
        if (!v.appliesTo(p)) {
          assertThatThrownBy(() -> rules.with(v.key(), v.textValues().get(0)))
              .isInstanceOf(IllegalArgumentException.class)
              .hasMessageContaining("unknown variant key '" + v.key() + "'");
          continue;
        }
        for (String value : v.textValues()) {
          assertThat(rules.with(v.key(), value).options()).containsEntry(v, value);
        }
        Set<String> allowed = Set.copyOf(v.textValues());
        for (String value : bad) {
          if (allowed.contains(value)) {
            continue;
          }
          assertThatThrownBy(() -> rules.with(v.key(), value))
              .isInstanceOf(IllegalArgumentException.class)
              .hasMessageContaining("variant key '" + v.key() + "'")
              .hasMessageContaining(String.join(", ", v.textValues()));
          if (value.strip().equals(value)) { // the text form separates pairs by white space
            assertThatThrownBy(() -> Rules.parse(p.id() + " " + v.key() + "=" + value))
                .isInstanceOf(IllegalArgumentException.class);
          }
          refused++;
        }
      }
    }
    assertThat(refused).isGreaterThan(200);
    assertThatThrownBy(() -> Rules.parse("elfern hand=5 hand=6"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
    assertThatThrownBy(() -> Rules.parse("")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Rules.parse("x".repeat(100_000)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
