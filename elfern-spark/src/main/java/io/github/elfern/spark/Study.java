package io.github.elfern.spark;

import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.Contestant;
import io.github.elfern.bot.Solver;
import io.github.elfern.bot.Table;
import io.github.elfern.bot.Tournament;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What a study computes: its kind, the rules, the number of deals, the seed of the run, the two
 * bots of a tournament or the bot of each seat of a table, and how many Spark partitions the
 * deals are cut into. Immutable; every
 * value is checked when the study is made, so that a bad study is refused before Spark starts.
 *
 * <p>Deal {@code i} of a study depends only on the study's kind, rules, seed, bots and {@code
 * i}: never on the partitions, the executors or the attempt, so that every partitioning gives the
 * same rows and a task that is run again gives the rows it gave before.
 *
 * <pre>{@code
 * Study solve = Study.solve(Rules.parse("elfern-trumps"), 20_000, 1);
 * Study match = Study.tournament(Rules.parse("elfern"), "best", "heuristic", 100_000, 7, true);
 * Study table = Study.table(Rules.parse("fuenfzehnern"),
 *     List.of("best", "heuristic", "heuristic", "heuristic"), 2_000, 1, true);
 * }</pre>
 */
public final class Study {

  /** What a study computes per deal. */
  public enum Kind {
    /** The value of every deal with best play on both sides ({@link io.github.elfern.bot.SolvedDeal}). */
    SOLVE,
    /** A deal between bot A and bot B ({@link Tournament#playDeal}). */
    TOURNAMENT,
    /** A deal with one bot per seat, each playing for itself ({@link Table#playDeal}). */
    TABLE;

    /** {@return the kind's name as the summaries write it: "solve", "tournament" or "table"} */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** The deals a partition holds when no number of partitions is given: about 500. */
  static final long DEALS_PER_PARTITION = 500;

  private final Kind kind;
  private final Rules rules;
  private final long deals;
  private final long seed;
  private final List<String> bots;
  private final boolean paired;
  private final int partitions;
  private final int[] failFirstAttempts;

  private Study(Kind kind, Rules rules, long deals, long seed, List<String> bots,
      boolean paired, int partitions, int[] failFirstAttempts) {
    this.kind = kind;
    this.rules = rules;
    this.deals = deals;
    this.seed = seed;
    this.bots = bots;
    this.paired = paired;
    this.partitions = partitions;
    this.failFirstAttempts = failFirstAttempts;
  }

  /**
   * Makes a study of perfect-play values: deal {@code i} is {@link
   * io.github.elfern.bot.SolvedDeal#solve SolvedDeal.solve(rules, seed, i, solver)}.
   *
   * @param rules two-player rules
   * @param deals the number of deals, 1 to {@code Integer.MAX_VALUE}
   * @param seed the run's seed, an unsigned 64-bit integer in a {@code long}
   * @return the study, with about 500 deals a partition
   * @throws IllegalArgumentException if the solver does not play these rules or {@code deals}
   *     is out of range
   */
  public static Study solve(Rules rules, long deals, long seed) {
    Objects.requireNonNull(rules, "rules");
    if (!Solver.handles(rules)) {
      throw new IllegalArgumentException("the solver plays two-player deals, not "
          + rules.notation());
    }
    checkDeals(deals);
    return new Study(Kind.SOLVE, rules, deals, seed, List.of(), false, 0, new int[0]);
  }

  /**
   * Makes a tournament study: deal {@code i} is {@link Tournament#playDeal
   * playDeal(i, decks, seed, SeatKey.fromSeed(seed))} between the two bots, as {@code elfern
   * simulate --seed} plays the library's bots.
   *
   * @param rules the rules
   * @param botA bot A's spec ({@link Contestant#parse}, e.g. {@code "montecarlo samples=16"} or
   *     {@code "solver"})
   * @param botB bot B's spec
   * @param deals the number of deals, 1 to {@code Integer.MAX_VALUE}
   * @param seed the run's seed, an unsigned 64-bit integer in a {@code long}
   * @param paired whether each deck is played twice, seats swapped ({@link
   *     Tournament.Decks#PAIRED}), or each deal has a fresh deck
   * @return the study, with about 500 deals a partition
   * @throws IllegalArgumentException if a spec names no bot, the solver is asked to play more
   *     than two players, or {@code deals} is out of range
   */
  public static Study tournament(Rules rules, String botA, String botB, long deals, long seed,
      boolean paired) {
    Objects.requireNonNull(rules, "rules");
    checkBot("A", botA, rules);
    checkBot("B", botB, rules);
    checkDeals(deals);
    return new Study(Kind.TOURNAMENT, rules, deals, seed, List.of(botA.strip(), botB.strip()),
        paired, 0, new int[0]);
  }

  /**
   * Makes a study of a table with one bot per seat, each playing for itself: deal {@code i} is
   * {@link Table#playDeal playDeal(i, decks, seed, SeatKey.fromSeed(seed))}, as {@code elfern
   * simulate --bots best,heuristic,heuristic,heuristic --seed} plays it. With paired decks,
   * deals {@code n d} to {@code n d + n - 1} share deck {@code d} and the bots rotate round the
   * {@code n} seats, bot {@code i} sitting in seat {@code (i + deal) mod n}.
   *
   * @param rules rules of three or four players
   * @param bots one bot spec per seat ({@link Contestant#parse}), in the order of the seats of
   *     deal 0
   * @param deals the number of deals, 1 to {@code Integer.MAX_VALUE}
   * @param seed the run's seed, an unsigned 64-bit integer in a {@code long}
   * @param paired whether each deck is dealt once per rotation of the seats ({@link
   *     Tournament.Decks#PAIRED}), or each deal has a fresh deck
   * @return the study, with about 500 deals a partition
   * @throws IllegalArgumentException if the rules have two players, the number of bots is not
   *     the number of players, a spec names no bot, or {@code deals} is out of range
   */
  public static Study table(Rules rules, List<String> bots, long deals, long seed,
      boolean paired) {
    Objects.requireNonNull(rules, "rules");
    List<String> specs = new ArrayList<>();
    for (String b : List.copyOf(bots)) {
      specs.add(b.strip());
    }
    if (rules.players() < 3 || specs.size() != rules.players()) {
      throw new IllegalArgumentException(rules.notation() + " seats " + rules.players()
          + " players: give two bots (A against B)" + (rules.players() > 2 ? " or one per seat"
              : "") + "; got " + specs.size());
    }
    for (int i = 0; i < specs.size(); i++) {
      checkBot(Character.toString('A' + i), specs.get(i), rules);
    }
    checkDeals(deals);
    return new Study(Kind.TABLE, rules, deals, seed, List.copyOf(specs), paired, 0, new int[0]);
  }

  private static void checkBot(String place, String spec, Rules rules) {
    Objects.requireNonNull(spec, "bot " + place);
    try {
      Contestant.parse(spec);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("bot " + place + ": " + e.getMessage(), e);
    }
    if (spec.strip().equals("solver") && !Solver.handles(rules)) {
      throw new IllegalArgumentException("bot " + place + ": the solver plays two-player deals, "
          + "not " + rules.notation());
    }
  }

  private static void checkDeals(long deals) {
    if (deals < 1 || deals > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a study needs 1 to " + Integer.MAX_VALUE
          + " deals, got " + deals);
    }
  }

  /**
   * Returns this study cut into {@code partitions} Spark partitions (tasks): deals {@code
   * [p N / P, (p + 1) N / P)} in partition {@code p}, one Parquet file each. The rows do not
   * depend on it.
   *
   * @param partitions 1 to the number of deals
   * @return the study
   * @throws IllegalArgumentException if {@code partitions} is out of range
   */
  public Study withPartitions(int partitions) {
    if (partitions < 1 || partitions > deals) {
      throw new IllegalArgumentException("partitions must be 1 to the number of deals ("
          + deals + "), got " + partitions);
    }
    return new Study(kind, rules, deals, seed, bots, paired, partitions, failFirstAttempts);
  }

  /**
   * Returns this study with the first attempt of each given partition's task failing before it
   * computes a deal: for tests of Spark's retries only. It is part of the study, not a setting of
   * the process, so no other study sees it.
   */
  Study failingFirstAttempts(int... partitionIds) {
    return new Study(kind, rules, deals, seed, bots, paired, partitions, partitionIds.clone());
  }

  /** {@return what the study computes} */
  public Kind kind() {
    return kind;
  }

  /** {@return the rules of every deal} */
  public Rules rules() {
    return rules;
  }

  /** {@return the number of deals} */
  public long deals() {
    return deals;
  }

  /** {@return the run's seed, an unsigned 64-bit integer in a {@code long}} */
  public long seed() {
    return seed;
  }

  /** {@return bot A's spec; empty for a study of perfect-play values} */
  public String botA() {
    return bots.isEmpty() ? "" : bots.get(0);
  }

  /** {@return bot B's spec; empty for a study of perfect-play values} */
  public String botB() {
    return bots.isEmpty() ? "" : bots.get(1);
  }

  /**
   * {@return the bots' specs: A and B of a tournament, one per seat of a table in the order of
   * the seats of deal 0; none for a study of perfect-play values}
   */
  public List<String> bots() {
    return bots;
  }

  /**
   * {@return whether a tournament plays each deck twice, seats swapped, or a table each deck
   * once per rotation of the seats}
   */
  public boolean paired() {
    return paired;
  }

  /**
   * Returns the number of partitions: as given, or about one per 500 deals and at least {@code
   * parallelism}, at most one per deal.
   *
   * @param parallelism Spark's default parallelism (the cores), used when none was given
   * @return the partitions
   */
  public int partitions(int parallelism) {
    if (partitions > 0) {
      return partitions;
    }
    long byDeals = (deals + DEALS_PER_PARTITION - 1) / DEALS_PER_PARTITION;
    return (int) Math.min(deals, Math.min(Integer.MAX_VALUE, Math.max(byDeals,
        Math.max(1, parallelism))));
  }

  /** {@return the partitions whose first attempt fails (tests only); usually none} */
  int[] failFirstAttempts() {
    return failFirstAttempts.clone();
  }

  /** {@return e.g. "solve elfern-trumps, 20000 deals from seed 1"} */
  @Override
  public String toString() {
    return kind.id() + " " + rules.notation() + (kind == Kind.SOLVE ? ""
        : ", " + String.join(" vs ", bots) + (paired ? ", paired decks" : ", fresh decks"))
        + ", " + deals
        + " deals from seed " + Long.toUnsignedString(seed)
        + (failFirstAttempts.length > 0 ? ", failing " + Arrays.toString(failFirstAttempts) : "");
  }
}
