package io.github.elfern.examples.conformance;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.conformance.ConformanceSuite;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.conformance.ConformanceAdapter;
import io.github.elfern.conformance.Vectors;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * An example for implementers: the conformance suite run against an engine through an adapter of a
 * few dozen lines. Here the "engine" is this library's {@link GameState}; yours would call your own
 * classes instead. Only the required methods are implemented, so the vectors that need shuffle,
 * perft, EGN or matches are reported as skipped.
 */
class MyEngineConformanceTest {

  /** The adapter: translate each request into a call of your engine. */
  static final class MyAdapter implements ConformanceAdapter {
    private Rules rules;
    private GameState game;

    @Override
    public String name() {
      return "example adapter";
    }

    @Override
    public boolean rules(String text) {
      rules = Rules.parse(text);
      return rules.players() == 2; // say: this engine plays the two-hand games only
    }

    @Override
    public void deal(List<String> deck) {
      for (String token : deck) {
        if (!Card.parse(token).notation().equals(token)) { // Card.parse reads 10D too
          throw new IllegalArgumentException("not a canonical card token: " + token);
        }
      }
      game = GameState.deal(rules, Deck.parse(String.join(" ", deck)));
    }

    @Override
    public int toMove() {
      return game.isOver() ? -1 : game.toMove();
    }

    @Override
    public List<String> legalMoves() {
      return game.legalMoves().stream().map(Move::notation).toList();
    }

    @Override
    public Optional<String> play(String move) {
      // the protocol's moves are canonical tokens only: 10D and kd are errors (VECTORS.md §5)
      Move m = Move.parse(move); // reads 10D too, as EGN does
      if (!m.notation().equals(move)) {
        throw new IllegalArgumentException("not a canonical move token: " + move);
      }
      try {
        game = game.play(m);
        return Optional.empty();
      } catch (IllegalPlayException e) {
        return Optional.of(e.violation().code());
      }
    }

    @Override
    public List<List<String>> hands() {
      List<List<String>> hands = new ArrayList<>();
      for (int seat = 0; seat < game.players(); seat++) {
        hands.add(game.hand(seat).toList().stream().map(Card::notation).toList());
      }
      return hands;
    }

    @Override
    public List<Integer> points() {
      return List.of(game.points(0), game.points(1));
    }

    @Override
    public List<Integer> tricksWon() {
      return List.of(game.tricksWon(0), game.tricksWon(1));
    }

    @Override
    public String result() {
      return game.outcome().map(r -> r.notation() + " " + r.outcome().code()).orElse("*");
    }
  }

  @TestFactory
  Stream<DynamicNode> conformance() {
    // all vectors of the Elfern presets; the suite makes a fresh adapter for each
    return ConformanceSuite.tests(Vectors.bundled().filter(v -> v.rules().startsWith("elfern")),
        MyAdapter::new);
  }
}
