package io.github.elfern.bot;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Rules;
import io.github.elfern.rules.RulesMatrix;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every built-in bot ({@link Bots#NAMES}) chooses a legal move of the view on every view that
 * {@link PlayerView#fromHistory} accepts: views of random legal deals of every rules combination,
 * and views of deals in which seats broke a lead restriction or the duty to head where the seat
 * to move cannot prove it (the lies that a server or a remote program may tell).
 */
class BotsOnRebuiltViewsTest {

  /** Every name of {@link Bots#NAMES}, with options that keep a choice cheap. */
  private static final List<String> BOTS = List.of("random", "heuristic",
      "montecarlo samples=2 solve-at=8", "best iterations=20 samples=2");

  @Test
  void botNames_coverEveryBuiltInBot() {
    List<String> names = new ArrayList<>();
    for (String spec : BOTS) {
      names.add(spec.split(" ")[0]);
    }
    assertThat(String.join(", ", names)).isEqualTo(Bots.NAMES);
  }

  /** Asks every bot to choose on the view that {@code s}'s history rebuilds for its mover. */
  private static void everyBotChooses(List<Bot> bots, Rules rules, GameState s,
      SplitMix64 random) {
    int seat = s.toMove();
    PlayerView view = PlayerView.fromHistory(rules, seat, s.hand(seat), s.turnedTrump(),
        s.moves());
    for (Bot bot : bots) {
      Move m = bot.choose(view, random);
      assertThat(view.legalMoves()).as("%s on %s after %s", bot.name(), rules, s.moves())
          .contains(m);
    }
  }

  @Test
  @DisplayName("every bot chooses a legal move on the views of random legal deals of every rules"
      + " combination")
  void choose_viewsRebuiltFromLegalHistories_legalMove() {
    List<Bot> bots = BOTS.stream().map(Bots::create).toList();
    List<Rules> matrix = RulesMatrix.all();
    for (int r = 0; r < matrix.size(); r++) {
      Rules rules = matrix.get(r);
      SplitMix64 random = new SplitMix64(r * 104_729L + 11);
      GameState s = GameState.deal(rules, random.nextLong());
      while (!s.isOver()) {
        if (random.uniform(3) == 0) { // a third of the steps: the bots take their time
          everyBotChooses(bots, rules, s, random);
        }
        List<Move> legal = s.legalMoves();
        s = s.play(legal.get(random.uniform(legal.size())));
      }
    }
  }

  /** {@return {@code rules} without its lead restriction and duty to head} */
  private static Rules loose(Rules rules) {
    Rules l = rules.leadRestriction() == LeadRestriction.NONE ? rules : rules.with("lead", "none");
    return l.mustHead() ? l.with("head", "false") : l;
  }

  @Test
  @DisplayName("every bot chooses a legal move on every view accepted from histories that break a"
      + " lead restriction or the duty to head unprovably; a refused history is illegal")
  void choose_viewsRebuiltFromUnprovableLies_legalMove() {
    List<Bot> bots = BOTS.stream().map(Bots::create).toList();
    List<Rules> bound = RulesMatrix.all().stream()
        .filter(r -> r.leadRestriction() != LeadRestriction.NONE || r.mustHead())
        .toList();
    int acceptedLies = 0;
    int refused = 0;
    for (int r = 0; r < bound.size(); r++) {
      Rules rules = bound.get(r);
      Rules loose = loose(rules);
      for (int deal = 0; deal < 2; deal++) {
        SplitMix64 random = new SplitMix64(r * 7_919L + deal);
        long seed = random.nextLong();
        // The same deal played under the loose rules: the moves of the bound rules' seats, with
        // their lies; `truth` follows it under the bound rules while the history is legal there.
        GameState s = GameState.deal(loose, seed);
        GameState truth = GameState.deal(rules, seed);
        while (!s.isOver()) {
          int seat = s.toMove();
          boolean legalHere = truth != null;
          try {
            PlayerView.fromHistory(rules, seat, s.hand(seat), s.turnedTrump(), s.moves());
            acceptedLies += legalHere ? 0 : 1;
            if (!legalHere || random.uniform(4) == 0) { // the lies, and a quarter of the rest
              everyBotChooses(bots, rules, s, random);
            }
          } catch (IllegalArgumentException e) {
            refused++;
            assertThat(legalHere).as("%s refused a legal history: %s", rules, e.getMessage())
                .isFalse();
          }
          List<Move> legal = s.legalMoves();
          Move m = legal.get(random.uniform(legal.size()));
          s = s.play(m);
          truth = truth != null && truth.isLegal(m) ? truth.play(m) : null;
        }
      }
    }
    assertThat(acceptedLies).as("views with an unprovable lie").isPositive();
    assertThat(refused).isPositive();
  }
}
