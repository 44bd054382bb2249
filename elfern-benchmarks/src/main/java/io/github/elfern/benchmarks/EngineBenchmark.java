package io.github.elfern.benchmarks;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.DealCursor;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.Perft;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Benchmarks of the rules engine through its public API: the reference random playout, legal move
 * generation, and perft from a phase-2 position.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class EngineBenchmark {

  /** The preset measured. */
  @Param({"elfern", "elfern-trumps", "fuenfzehnern"})
  public String game;

  private Rules rules;
  private long seed;
  private GameState[] positions;
  private GameState phaseTwo;
  private int next;
  private DealCursor cursor;

  /** Prepares the rules, a set of mid-deal positions and a phase-2 position. */
  @Setup
  public void setUp() {
    rules = Rules.preset(game);
    positions = new GameState[256];
    SplitMix64 random = new SplitMix64(7);
    for (int i = 0; i < positions.length; i++) {
      GameState s = GameState.deal(rules, i);
      int plays = random.uniform(s.remainingPlays());
      for (int k = 0; k < plays; k++) {
        CardSet legal = s.legalCards();
        s = s.play(legal.get(random.uniform(legal.size())));
      }
      positions[i] = s;
    }
    GameState s = GameState.deal(rules, 99);
    while (s.remainingPlays() > 10) {
      s = s.play(s.legalCards().first());
    }
    phaseTwo = s;
    cursor = DealCursor.of(phaseTwo);
  }

  /**
   * The reference workload of one seed: SplitMix64 seeded with it, the portable shuffle, the deal,
   * and a uniformly random legal card per play from the same generator.
   */
  @Benchmark
  public int randomPlayout() {
    SplitMix64 random = new SplitMix64(++seed);
    GameState s = GameState.deal(rules, Deck.shuffled(rules.deck(), random));
    while (!s.isOver()) {
      CardSet legal = s.legalCards();
      s = s.play(legal.get(random.uniform(legal.size())));
    }
    return s.points(0);
  }

  /**
   * The reference workload on the search API: the same deal, dealt by one reused {@link
   * DealCursor} straight from the generator, which then plays the same random cards, all without
   * allocating (but the generator).
   */
  @Benchmark
  public int randomPlayoutSearch() {
    SplitMix64 random = new SplitMix64(++seed);
    cursor.reset(rules, random);
    DealCursor c = cursor;
    while (!c.isOver()) {
      int legal = c.legalMask();
      for (int k = random.uniform(Integer.bitCount(legal)); k > 0; k--) {
        legal &= legal - 1;
      }
      c.play(Integer.numberOfTrailingZeros(legal));
    }
    return c.points(0);
  }

  /** What the seat to move may know of a varying mid-deal position: its {@link PlayerView}. */
  @Benchmark
  public PlayerView playerView() {
    GameState s = positions[next++ & 255];
    return s.view(s.toMove());
  }

  /** Legal moves (as a list of moves) of a varying mid-deal position. */
  @Benchmark
  public List<Move> legalMoves() {
    return positions[next++ & 255].legalMoves();
  }

  /** Legal cards (as a mask set) of a varying mid-deal position. */
  @Benchmark
  public CardSet legalCards() {
    return positions[next++ & 255].legalCards();
  }

  /** Perft to the end from a phase-2 position with ten cards left. */
  @Benchmark
  public long perftPhaseTwo() {
    return Perft.count(phaseTwo, phaseTwo.remainingPlays());
  }
}
