package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WorldSamplerTest {

  /** Plays random moves from a seeded deal until {@code stop} holds. */
  static GameState play(Rules rules, long seed, Predicate<GameState> stop) {
    SplitMix64 random = new SplitMix64(seed);
    GameState s = GameState.deal(rules, seed);
    while (!s.isOver() && !stop.test(s)) {
      List<Move> moves = s.legalMoves();
      s = s.play(moves.get(random.uniform(moves.size())));
    }
    return s;
  }

  /** A world as a comparable string: the hands and the stock. */
  private static String key(GameState world) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < world.players(); i++) {
      sb.append(world.hand(i).notation()).append('/');
    }
    return sb.append(world.stock()).toString();
  }

  /**
   * Every world the engine accepts for the view, found independently of the sampler: each card
   * not seen by the view's seat goes to some other seat or to the stock, in every order.
   */
  private static Set<String> allConsistentWorlds(GameState truth, PlayerView view) {
    int seen = view.hand().mask() | view.playedCards().mask();
    for (Move m : truth.currentTrick()) {
      seen |= m.card().bit();
    }
    List<Card> hidden = CardSet.ofMask(truth.rules().deck().mask() & ~seen).toList();
    List<Integer> others = new ArrayList<>();
    for (int i = 0; i < view.players(); i++) {
      if (i != view.seat()) {
        others.add(i);
      }
    }
    int holders = others.size() + 1; // the last holder is the stock
    Set<String> worlds = new HashSet<>();
    int combos = (int) Math.pow(holders, hidden.size());
    for (int code = 0; code < combos; code++) {
      int[] hands = new int[view.players()];
      hands[view.seat()] = view.hand().mask();
      List<Card> stock = new ArrayList<>();
      int x = code;
      for (Card c : hidden) {
        int h = x % holders;
        x /= holders;
        if (h < others.size()) {
          hands[others.get(h)] |= c.bit();
        } else {
          stock.add(c);
        }
      }
      List<CardSet> handList = new ArrayList<>();
      for (int hand : hands) {
        handList.add(CardSet.ofMask(hand));
      }
      for (List<Card> order : permutations(stock)) {
        try {
          worlds.add(key(view.withHiddenCards(handList, order)));
        } catch (IllegalArgumentException inconsistent) {
          // not a world of this view
        }
      }
    }
    return worlds;
  }

  private static List<List<Card>> permutations(List<Card> cards) {
    List<List<Card>> out = new ArrayList<>();
    if (cards.isEmpty()) {
      out.add(new ArrayList<>());
      return out;
    }
    for (int i = 0; i < cards.size(); i++) {
      List<Card> rest = new ArrayList<>(cards);
      Card first = rest.remove(i);
      for (List<Card> p : permutations(rest)) {
        p.add(0, first);
        out.add(p);
      }
    }
    return out;
  }

  private static void assertSamplesCoverExactly(GameState truth, int seat, int samples) {
    PlayerView view = truth.view(seat);
    Set<String> expected = allConsistentWorlds(truth, view);
    assertThat(expected).contains(key(view.withHiddenCards(hands(truth), truth.stock())));
    assertThat(WorldSampler.countWorlds(view)).isEqualTo(expected.size());
    Map<String, Integer> seen = new HashMap<>();
    SplitMix64 random = new SplitMix64(99);
    for (int i = 0; i < samples; i++) {
      seen.merge(key(WorldSampler.sample(view, random)), 1, Integer::sum);
    }
    assertThat(seen.keySet()).isEqualTo(expected);
    // Uniform: with n worlds and samples/n expected hits each, no world is far off.
    double mean = (double) samples / expected.size();
    assertThat(seen.values()).allSatisfy(
        hits -> assertThat((double) hits).isBetween(mean - 5 * Math.sqrt(mean), mean + 5 * Math.sqrt(mean)));
  }

  private static List<CardSet> hands(GameState s) {
    List<CardSet> list = new ArrayList<>();
    for (int i = 0; i < s.players(); i++) {
      list.add(s.hand(i));
    }
    return list;
  }

  @Tag("slow")
  @Test
  void sample_elfernLastStockTrick_coversEveryWorldUniformly() {
    GameState s = play(Rules.preset("elfern"), 11, g -> g.stockSize() == 2);
    assertSamplesCoverExactly(s, s.toMove(), 6000);
  }

  @Tag("slow")
  @Test
  void sample_turnedTrumpInStock_staysLast() {
    // docs/rules.md#trumps: the turned trump lies under the stock and is the last card drawn.
    GameState s = play(Rules.preset("elfern-trumps"), 12, g -> g.stockSize() == 2);
    assertSamplesCoverExactly(s, s.toMove(), 3000);
  }

  @Test
  void sample_turnedTrumpDrawn_staysWithItsHolder() {
    // docs/rules.md#trumps: the loser of the last stock trick draws the turned trump, so both know who has it.
    int checked = 0;
    for (long seed = 1; seed < 40; seed++) {
      GameState s = play(Rules.preset("elfern-trumps"), seed, g -> g.stockSize() == 0);
      Card trump = s.turnedTrump().orElseThrow();
      int holder = s.hand(0).contains(trump) ? 0 : s.hand(1).contains(trump) ? 1 : -1;
      if (holder < 0) {
        continue;
      }
      PlayerView v = s.view(1 - holder);
      GameState world = WorldSampler.sample(v, new SplitMix64(seed));
      assertThat(world.hand(holder).contains(trump)).isTrue();
      assertThat(key(world)).isEqualTo(key(v.withHiddenCards(hands(s), s.stock())));
      checked++;
    }
    assertThat(checked).isGreaterThan(5);
  }

  @Test
  void sample_fuenfzehnernWithProvenVoids_coversEveryWorld() {
    // Wikipedia's Fünfzehnern: players must follow suit, so a discard proves a void.
    Rules rules = Rules.parse("fuenfzehnern players=3");
    for (long seed = 1; seed < 200; seed++) {
      GameState s = play(rules, seed, g -> g.remainingPlays() <= 9);
      int seat = s.toMove();
      PlayerView v = s.view(seat);
      boolean voids = false;
      for (int i = 0; i < 3; i++) {
        voids |= i != seat && !v.voids(i).isEmpty();
      }
      if (voids) {
        assertSamplesCoverExactly(s, seat, 3000);
        return;
      }
    }
    throw new AssertionError("no position with a proven void found");
  }

  @ParameterizedTest
  @ValueSource(strings = {"elfern", "elfern-trumps", "elfern-app", "bohemian-schneider",
      "bohemian-points", "fuenfzehnern", "fuenfzehnern players=3 lead=strict"})
  void sample_anyPosition_agreesWithTheView(String rules) {
    Rules r = Rules.parse(rules);
    SplitMix64 random = new SplitMix64(1);
    for (long seed = 0; seed < 40; seed++) {
      int stopAt = (int) (seed % r.deck().size());
      GameState s = play(r, seed, g -> g.remainingPlays() <= stopAt);
      if (s.isOver()) {
        continue;
      }
      int seat = (int) (seed % r.players());
      PlayerView v = s.view(seat);
      GameState world = WorldSampler.sample(v, random);
      assertThat(world.hand(seat)).isEqualTo(s.hand(seat));
      assertThat(world.stockSize()).isEqualTo(s.stockSize());
      assertThat(world.toMove()).isEqualTo(s.toMove());
      assertThat(world.legalMoves()).isEqualTo(s.toMove() == seat ? s.legalMoves() : world.legalMoves());
      for (int i = 0; i < r.players(); i++) {
        assertThat(world.hand(i).size()).isEqualTo(s.hand(i).size());
        for (var suit : v.voids(i)) {
          assertThat(world.hand(i).hasSuit(suit)).isFalse();
        }
      }
    }
  }

  @Test
  void view_ofAWorldWithATrickInProgress_showsTheTrick() {
    // Regression: PlayerView failed with an index out of bounds when fewer moves had been played
    // since the position than cards lay in the trick (found by the Monte Carlo play-outs).
    GameState s = GameState.deal(Rules.preset("fuenfzehnern"), 1);
    s = s.play(s.legalMoves().get(0));
    GameState world = WorldSampler.sample(s.view(1), new SplitMix64(1));
    assertThat(world.view(1).currentTrick()).isEqualTo(s.view(1).currentTrick());
    GameState next = world.play(world.legalMoves().get(0));
    assertThat(next.view(2).currentTrick()).hasSize(2);
    assertThat(GameState.fromPosition(s.position()).view(0).currentTrick()).hasSize(1);
  }
}
