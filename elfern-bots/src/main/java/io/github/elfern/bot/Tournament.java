package io.github.elfern.bot;

import io.github.elfern.card.SeatKey;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.random.RandomGenerator;

/**
 * Measures two contestants against each other: plays deals with seats swapped and reports win
 * rates with Wilson 95% confidence intervals.
 *
 * <p>By default every deck is played twice, once with each contestant in each seat (with three or
 * four players, A takes the even seats and B the odd ones, then they swap), so luck of the deal
 * largely cancels; a contestant that may remember its hands (a program outside the process)
 * plays a fresh deck per deal instead ({@link Decks}). A contestant wins a deal when its seats
 * took more points than the other's; equal points are a tie. Decks come from the tournament's
 * seed and each seat of each deal has a generator of its own ({@link SeatKey}), so a run replays
 * exactly.
 *
 * <p><b>The seed of a tournament is the deal.</b> Every deck is a public function of the seed
 * ({@link #deckSeed}, {@link GameState#deal(Rules, long)}), so a contestant that can guess the
 * seed knows every card: a bot in this process that tries the seeds 0 to 1999 until one deals
 * its own hand then knows the opponent's hand and the stock. A contestant in this process is
 * trusted by nature — it runs with the host's rights and reflection reaches anything — and a
 * {@link Bot} is given only its seat's view, but it is not a sandbox. For bots you do not trust,
 * run them as external programs ({@code ExternalBot}, in the {@code elfern-conformance}
 * module), never in process, with a secret seed from {@link java.security.SecureRandom}, a key
 * drawn the same way and a fresh deck per deal:
 *
 * <pre>{@code
 * SecureRandom secure = new SecureRandom();
 * Tournament.Result r = new Tournament(rules, Contestant.of(externalBot), Contestant.parse("best"))
 *     .playDeals(1000, Tournament.Decks.FRESH, secure.nextLong(), SeatKey.draw(secure));
 * }</pre>
 *
 * <p>A contestant whose bot throws {@link BotFailure} forfeits the deal: it is scored by {@link
 * BotFailure#forfeitResult} (its seats take nothing, the other's take every point), counted in
 * {@link Result#forfeits()}, and the tournament goes on. Only {@code BotFailure}, which bots
 * backed by an external program throw ({@code ExternalBot}, with its time per move), counts as a
 * forfeit. Any other failure of a contestant in this process — it throws another exception,
 * chooses no move ({@code null}) or an illegal one — is a bug in that code, so the tournament
 * stops, with an {@link IllegalStateException} that names the contestant, the deal (numbered from
 * 0) and the seat, e.g. {@code "contestant 'x' failed in deal 3, seat 1:
 * java.lang.RuntimeException: boom"}, and keeps the failure as its cause; an illegal move is
 * described by {@link io.github.elfern.game.IllegalPlayException#reason()}, which names only the
 * seat's own cards. Contestants in this process have no time limit: the tournament waits for
 * every move.
 *
 * <p>Between the library's own bots a known seed does no harm:
 *
 * <pre>{@code
 * Tournament.Result r = new Tournament(Rules.preset("elfern"),
 *     Contestant.parse("heuristic"), Contestant.parse("random")).play(1000, 1);
 * System.out.println(r);   // wins, losses, ties, score with its 95% interval
 * }</pre>
 *
 * <p>From the command line (module jar or classes on the class path):
 * {@code java -cp elfern-core/target/classes io.github.elfern.bot.Tournament elfern heuristic
 * random 1000 1}: rules, contestant A, contestant B, decks, seed.
 */
public final class Tournament {

  private final Rules rules;
  private final Contestant a;
  private final Contestant b;
  private final String nameA; // asked once, up front: the result and the failures use it
  private final String nameB;

  /**
   * Creates a tournament, asking each contestant its name once, here, for the result and the
   * messages.
   *
   * @param rules the rules of every deal
   * @param a the first contestant
   * @param b the second contestant
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if a contestant's {@link Contestant#name()} returns null or
   *     throws: the message names the contestant's place (A or B) and class, e.g. {@code
   *     "contestant B (com.example.MyBot) has no name: name() returned null"}
   */
  public Tournament(Rules rules, Contestant a, Contestant b) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.a = Objects.requireNonNull(a, "a");
    this.b = Objects.requireNonNull(b, "b");
    this.nameA = nameOf("A", a);
    this.nameB = nameOf("B", b);
  }

  /** {@return the contestant's name, refused if null or if asking it throws} */
  static String nameOf(String place, Contestant c) {
    String problem;
    RuntimeException cause = null;
    try {
      String name = c.name();
      if (name != null) {
        return name;
      }
      problem = "returned null";
    } catch (RuntimeException e) {
      problem = "threw " + e;
      cause = e;
    }
    throw new IllegalArgumentException("contestant " + place + " (" + c.getClass().getName()
        + ") has no name: name() " + problem, cause);
  }

  /** The most decks {@link #play} takes: two deals each, and deals are counted in an int. */
  private static final int MAX_DECKS = Integer.MAX_VALUE / 2;

  /**
   * Plays {@code decks} decks twice each (seats swapped), so {@code 2 * decks} deals.
   *
   * @param decks the number of decks, 1 to {@code Integer.MAX_VALUE / 2} (1,073,741,823)
   * @param seed the seed of the decks and of every generator: whoever knows it knows every card
   *     of every deal, so keep it secret from a contestant you do not trust (see the class
   *     description)
   * @return the tally, from A's side
   * @throws IllegalArgumentException if {@code decks} is out of range
   * @throws IllegalStateException if a contestant other than an external program fails (see
   *     the class description)
   */
  public Result play(int decks, long seed) {
    return play(decks, seed, SeatKey.fromSeed(seed));
  }

  /**
   * Plays {@code decks} decks twice each (seats swapped), each seat of each deal drawing from its
   * own generator derived from {@code key} ({@link SeatKey#generators}, deal numbers from 0): the
   * same as {@code playDeals(2 * decks, Decks.PAIRED, seed, key)}. Pass a key drawn at random
   * ({@code SeatKey.draw(new SecureRandom())}) when a contestant is a program that must not learn
   * the decks, e.g. an {@code ExternalBot}, and play such a contestant with {@link Decks#FRESH}
   * instead: with paired decks it meets its own old hand across the table.
   *
   * @param decks the number of decks, 1 to {@code Integer.MAX_VALUE / 2} (1,073,741,823)
   * @param seed the seed of the decks
   * @param key the key of the seats' generators
   * @return the tally, from A's side
   * @throws IllegalArgumentException if {@code decks} is out of range
   * @throws IllegalStateException if a contestant other than an external program fails (see
   *     the class description)
   */
  public Result play(int decks, long seed, SeatKey key) {
    if (decks < 1 || decks > MAX_DECKS) {
      throw new IllegalArgumentException("a tournament needs at least 1 deck and at most "
          + MAX_DECKS + " (two deals each), got " + decks);
    }
    return playDeals(2 * decks, Decks.PAIRED, seed, key);
  }

  /**
   * How a tournament deals its decks.
   *
   * <p>Paired decks cancel much of the luck of the deal, but a contestant that remembers its hand
   * (a program outside the process may) holds in the second deal of each pair exactly the hand
   * its opponent held in the first, with the same stock: so it reads the opponent's hand. Play
   * such contestants with fresh decks.
   */
  public enum Decks {
    /**
     * Each deck twice, seats swapped: deals {@code 2d} and {@code 2d + 1} are dealt from deck
     * {@code d}, whose seed is the first eight bytes (big-endian) of {@code
     * HMAC-SHA256(SeatKey.fromSeed(seed), "elfern deck" || d)} ({@link SeatKey#deckSeed}), so
     * that recovering one deck's seed from its cards tells nothing about another deck. For
     * contestants that cannot remember their hands, such as the library's bots.
     */
    PAIRED,
    /**
     * A fresh deck for every deal, seats still alternating: deal {@code d} is dealt from deck
     * {@code d} ({@link SeatKey#deckSeed}, as above), so that no two deals share a deck.
     */
    FRESH
  }

  /**
   * Returns the seed of the portable shuffle of one deal's deck: the one rule by which both the
   * tournament and the {@code simulate} command deal.
   *
   * @param decks how the tournament deals
   * @param seed the tournament's seed
   * @param deal the deal's number in the run, from 0
   * @return the deck seed ({@link GameState#deal(Rules, long)})
   * @throws IllegalArgumentException if {@code deal} is negative
   */
  public static long deckSeed(Decks decks, long seed, long deal) {
    Objects.requireNonNull(decks, "decks");
    SeatKey.checkDeal(deal); // before the halving, which would turn -1 into deck 0
    return SeatKey.fromSeed(seed).deckSeed(decks == Decks.PAIRED ? deal / 2 : deal);
  }

  /**
   * Plays {@code deals} deals with the decks dealt as {@code decks} says ({@link #deckSeed}), A
   * taking the even seats in the even deals and the odd seats in the odd ones, each seat of each
   * deal drawing from its own generator derived from {@code key} ({@link SeatKey#generators}).
   *
   * @param deals the number of deals, at least 1
   * @param decks paired decks (for the library's bots) or a fresh deck per deal (for programs
   *     that may remember their hands)
   * @param seed the seed of the decks: whoever knows it knows every card, so draw it from a
   *     {@link java.security.SecureRandom} when a contestant is not trusted
   * @param key the key of the seats' generators
   * @return the tally, from A's side
   * @throws IllegalArgumentException if {@code deals < 1}
   * @throws IllegalStateException if a contestant other than an external program fails (see
   *     the class description)
   */
  public Result playDeals(int deals, Decks decks, long seed, SeatKey key) {
    if (deals < 1) {
      throw new IllegalArgumentException("a tournament needs at least 1 deal, got " + deals);
    }
    Objects.requireNonNull(decks, "decks");
    Objects.requireNonNull(key, "key");
    int wins = 0;
    int losses = 0;
    int ties = 0;
    int forfeitsA = 0;
    int forfeitsB = 0;
    long difference = 0;
    for (int deal = 0; deal < deals; deal++) {
      Deal d = playDeal(deal, decks, seed, key);
      forfeitsA += d.forfeitA() ? 1 : 0;
      forfeitsB += d.forfeitB() ? 1 : 0;
      difference += d.pointsA() - d.pointsB();
      if (d.pointsA() > d.pointsB()) {
        wins++;
      } else if (d.pointsA() < d.pointsB()) {
        losses++;
      } else {
        ties++;
      }
    }
    return new Result(nameA, nameB, wins, losses, ties, difference, forfeitsA, forfeitsB);
  }

  /**
   * Plays one deal of a run as {@link #playDeals} plays it: dealt from {@link #deckSeed}, A in
   * the even seats when the deal's number is even and in the odd seats when it is odd, each seat
   * drawing from its own generator ({@link SeatKey#generators}). A deal's figures depend only on
   * the contestants, the rules, the seed, the key and the deal's number (not on the deals played
   * before, for contestants that keep nothing from deal to deal, as the library's bots do), so
   * the deals of a run may be played in any order, on any number of threads or machines: how the
   * studies of the {@code elfern-spark} module and {@code elfern simulate} play them. The times
   * are not part of that: they are measured on the clock.
   *
   * @param deal the deal's number in the run, from 0
   * @param decks paired decks or a fresh deck per deal
   * @param seed the seed of the decks
   * @param key the key of the seats' generators
   * @return the deal's figures, from A's side
   * @throws IllegalArgumentException if {@code deal} is negative
   * @throws IllegalStateException if a contestant other than an external program fails (see
   *     the class description)
   */
  public Deal playDeal(long deal, Decks decks, long seed, SeatKey key) {
    return playDealInFull(deal, decks, seed, key).deal();
  }

  /**
   * Plays one deal as {@link #playDeal} does and returns, besides its figures, the deal itself:
   * its last position (the end of the deal, or the position in which a contestant forfeited) and
   * the failure that ended it, for a caller that writes records of the deals ({@code elfern
   * simulate --out}).
   *
   * @param deal the deal's number in the run, from 0
   * @param decks paired decks or a fresh deck per deal
   * @param seed the seed of the decks
   * @param key the key of the seats' generators
   * @return the deal
   * @throws IllegalArgumentException if {@code deal} is negative
   * @throws IllegalStateException if a contestant other than an external program fails (see
   *     the class description)
   */
  public DealInFull<Deal> playDealInFull(long deal, Decks decks, long seed, SeatKey key) {
    Objects.requireNonNull(decks, "decks");
    Objects.requireNonNull(key, "key");
    SeatKey.checkDeal(deal);
    int swap = (int) (deal % 2);
    long deckSeed = deckSeed(decks, seed, deal);
    GameState s = GameState.deal(rules, deckSeed);
    List<RandomGenerator> random = key.generators(deal, s.players());
    DealResult forfeit = null;
    BotFailure failure = null;
    boolean forfeitA = false;
    int movesA = 0;
    int movesB = 0;
    long nanosA = 0;
    long nanosB = 0;
    long maxA = 0;
    long maxB = 0;
    while (!s.isOver() && forfeit == null) {
      boolean isA = (s.toMove() + swap) % 2 == 0;
      long t0 = System.nanoTime();
      try {
        s = move(isA ? a : b, isA ? nameA : nameB, deal, s, random.get(s.toMove()));
      } catch (BotFailure f) {
        forfeit = BotFailure.forfeitResult(rules, seatsOf(s.players(), isA ? swap : 1 - swap));
        forfeitA = isA;
        failure = f;
      }
      long t = System.nanoTime() - t0;
      if (forfeit != null) {
        break; // a forfeited move is not a move: its time is not counted
      } else if (isA) {
        movesA++;
        nanosA += t;
        maxA = Math.max(maxA, t);
      } else {
        movesB++;
        nanosB += t;
        maxB = Math.max(maxB, t);
      }
    }
    DealResult result = forfeit != null ? forfeit : s.result();
    int pa = 0;
    int pb = 0;
    for (int seat = 0; seat < s.players(); seat++) {
      if ((seat + swap) % 2 == 0) {
        pa += result.points(seat);
      } else {
        pb += result.points(seat);
      }
    }
    return new DealInFull<>(new Deal(deal, deckSeed, pa, pb, forfeit != null && forfeitA,
        forfeit != null && !forfeitA, movesA, nanosA, maxA, movesB, nanosB, maxB), s,
        Optional.ofNullable(failure), result);
  }

  /**
   * One deal of a tournament from A's side ({@link #playDeal}): the points of A's seats and of
   * B's, who forfeited, and the time the contestants took (on the clock, {@link
   * System#nanoTime()}, so not reproducible as the rest is).
   *
   * @param deal the deal's number in the run, from 0; A took the even seats when it is even
   *     (with two players: A was forehand), the odd seats when it is odd
   * @param deckSeed the seed of the deal's deck ({@link GameState#deal(Rules, long)})
   * @param pointsA the points of A's seats (after a forfeit, as {@link
   *     BotFailure#forfeitResult} scores it)
   * @param pointsB the points of B's seats
   * @param forfeitA whether A forfeited the deal
   * @param forfeitB whether B forfeited the deal
   * @param movesA the moves A chose
   * @param nanosA the time A took for them, in nanoseconds
   * @param maxNanosA the longest of them, in nanoseconds (0 without a move)
   * @param movesB the moves B chose
   * @param nanosB the time B took for them, in nanoseconds
   * @param maxNanosB the longest of them, in nanoseconds (0 without a move)
   */
  public record Deal(long deal, long deckSeed, int pointsA, int pointsB, boolean forfeitA,
      boolean forfeitB, int movesA, long nanosA, long maxNanosA, int movesB, long nanosB,
      long maxNanosB) {

    /**
     * Checks the components.
     *
     * @param deal the deal's number in the run, from 0
     * @param deckSeed the seed of the deal's deck
     * @param pointsA the points of A's seats
     * @param pointsB the points of B's seats
     * @param forfeitA whether A forfeited the deal
     * @param forfeitB whether B forfeited the deal
     * @param movesA the moves A chose
     * @param nanosA their time in nanoseconds
     * @param maxNanosA the longest of them
     * @param movesB the moves B chose
     * @param nanosB their time in nanoseconds
     * @param maxNanosB the longest of them
     * @throws IllegalArgumentException if a number is negative or both contestants forfeited
     */
    public Deal {
      SeatKey.checkDeal(deal);
      if (pointsA < 0 || pointsB < 0 || movesA < 0 || movesB < 0 || nanosA < 0 || nanosB < 0
          || maxNanosA < 0 || maxNanosB < 0) {
        throw new IllegalArgumentException("a deal's points, moves and times cannot be negative");
      }
      if (forfeitA && forfeitB) {
        throw new IllegalArgumentException("only one contestant forfeits a deal");
      }
    }
  }

  /**
   * Plays the move the contestant to move chooses. A {@link BotFailure} passes through, to be
   * scored as a forfeit; any other failure of the contestant stops the tournament with an {@link
   * IllegalStateException} that names the contestant, the deal and the seat, and keeps the cause.
   *
   * @param c the contestant to move
   * @param name its name
   * @param deal the deal's number in the run, from 0
   * @param s the deal, not over
   * @param random the seat's generator
   * @return the deal after the move
   */
  private static GameState move(Contestant c, String name, long deal, GameState s,
      RandomGenerator random) {
    Move move;
    try {
      move = c.choose(s, random);
    } catch (BotFailure f) {
      throw f;
    } catch (RuntimeException e) {
      throw failed(name, deal, s, e.toString(), e);
    }
    if (move == null) {
      throw failed(name, deal, s, "it chose no move (null)", null);
    }
    try {
      return s.play(move);
    } catch (IllegalPlayException e) {
      // the reason names the seat's own cards only; the message of e shows every hand
      throw failed(name, deal, s, "it chose an illegal move: " + e.reason(), e);
    }
  }

  /** {@return the failure of contestant {@code name} to move in deal {@code deal} at {@code s}} */
  private static IllegalStateException failed(String name, long deal, GameState s,
      String problem, Throwable cause) {
    return new IllegalStateException("contestant '" + name + "' failed in deal " + deal
        + ", seat " + s.toMove() + ": " + problem, cause);
  }

  /**
   * Returns the seats of one side: those where {@code (seat + parity)} is even, as A's seats are
   * those where {@code (seat + swap)} is even.
   *
   * @param players the number of seats
   * @param parity 0 for the even seats, 1 for the odd ones
   * @return the seats
   */
  static Set<Integer> seatsOf(int players, int parity) {
    Set<Integer> seats = new TreeSet<>();
    for (int seat = 0; seat < players; seat++) {
      if ((seat + parity) % 2 == 0) {
        seats.add(seat);
      }
    }
    return seats;
  }

  /**
   * The tally of a tournament from contestant A's side.
   *
   * @param a contestant A's name
   * @param b contestant B's name
   * @param wins deals A won
   * @param losses deals A lost
   * @param ties deals with equal points
   * @param pointsDifference A's points minus B's, summed over the deals
   * @param forfeits deals A forfeited (counted among its losses)
   * @param opponentForfeits deals B forfeited (counted among A's wins)
   */
  public record Result(String a, String b, int wins, int losses, int ties, long pointsDifference,
      int forfeits, int opponentForfeits) {

    /**
     * Validates the counts: none negative, 1 to {@code Integer.MAX_VALUE} deals in all, and
     * the forfeits among the losses and wins.
     *
     * @param a the name of contestant A
     * @param b the name of contestant B
     * @param wins deals A won
     * @param losses deals A lost
     * @param ties deals with equal points
     * @param pointsDifference A's points minus B's, summed over the deals
     * @param forfeits deals A forfeited (counted among its losses)
     * @param opponentForfeits deals B forfeited (counted among A's wins)
     */
    public Result {
      Objects.requireNonNull(a, "a");
      Objects.requireNonNull(b, "b");
      long deals = (long) wins + losses + ties;
      if (wins < 0 || losses < 0 || ties < 0 || deals == 0 || deals > Integer.MAX_VALUE) {
        throw new IllegalArgumentException("bad tally: " + wins + "/" + losses + "/" + ties
            + " (wins/losses/ties, each at least 0, 1 to " + Integer.MAX_VALUE
            + " deals in all)");
      }
      if (forfeits < 0 || opponentForfeits < 0 || forfeits > losses
          || opponentForfeits > wins) {
        throw new IllegalArgumentException("bad forfeits: " + forfeits + " of " + losses
            + " losses, " + opponentForfeits + " of " + wins + " wins");
      }
    }

    /**
     * Makes a tally without forfeits.
     *
     * @param a contestant A's name
     * @param b contestant B's name
     * @param wins deals A won
     * @param losses deals A lost
     * @param ties deals with equal points
     * @param pointsDifference A's points minus B's, summed over the deals
     */
    public Result(String a, String b, int wins, int losses, int ties, long pointsDifference) {
      this(a, b, wins, losses, ties, pointsDifference, 0, 0);
    }

    /** {@return the same tally from B's side} */
    public Result reversed() {
      return new Result(b, a, losses, wins, ties, -pointsDifference, opponentForfeits, forfeits);
    }

    /** {@return the number of deals played} */
    public int deals() {
      return wins + losses + ties;
    }

    /** {@return A's share of the deals won} */
    public double winRate() {
      return (double) wins / deals();
    }

    /** {@return A's score: wins plus half the ties, per deal} */
    public double score() {
      return (wins + ties / 2.0) / deals();
    }

    /** {@return A's mean points difference per deal} */
    public double meanPointsDifference() {
      return (double) pointsDifference / deals();
    }

    /** {@return the Wilson 95% interval of {@link #winRate()}} */
    public double[] winRateInterval() {
      return wilson(wins, deals(), 1.959964);
    }

    /** {@return the Wilson 95% interval of {@link #score()} (a tie counted as half a win)} */
    public double[] scoreInterval() {
      return wilson(wins + ties / 2.0, deals(), 1.959964);
    }

    /** {@return the tally, the rates and their intervals on one line} */
    @Override
    public String toString() {
      double[] w = winRateInterval();
      double[] sc = scoreInterval();
      return String.format(Locale.ROOT,
          "%s vs %s: %d deals, %d won, %d lost, %d tied; win rate %.3f [%.3f, %.3f];"
              + " score %.3f [%.3f, %.3f]; mean points difference %+.2f",
          a, b, deals(), wins, losses, ties, winRate(), w[0], w[1], score(), sc[0], sc[1],
          meanPointsDifference())
          + (forfeits + opponentForfeits == 0 ? ""
              : "; forfeits " + forfeits + " by " + a + ", " + opponentForfeits + " by " + b);
    }
  }

  /**
   * Returns the Wilson score interval of a proportion.
   *
   * @param successes the successes (may be fractional, a tie counting half)
   * @param trials the trials, at least 1
   * @param z the normal quantile, 1.96 for 95%; finite and not negative
   * @return {@code {low, high}}, {@code low <= high}
   * @throws IllegalArgumentException if {@code trials < 1}, successes are out of range or NaN,
   *     or {@code z} is negative, infinite or NaN
   */
  public static double[] wilson(double successes, int trials, double z) {
    if (trials < 1 || !(successes >= 0 && successes <= trials)) {
      throw new IllegalArgumentException("Wilson interval needs 0 <= successes <= trials >= 1, got "
          + successes + " of " + trials);
    }
    if (!(z >= 0 && z < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException(
          "Wilson interval needs a finite quantile z >= 0, got " + z);
    }
    double p = successes / trials;
    double z2 = z * z;
    double denom = 1 + z2 / trials;
    double centre = (p + z2 / (2 * trials)) / denom;
    double half = z * Math.sqrt(p * (1 - p) / trials + z2 / (4.0 * trials * trials)) / denom;
    // the formula's ends at p = 0 and p = 1 are exactly 0 and 1; floating point leaves ~1e-19
    return new double[] {successes == 0 ? 0 : Math.max(0, centre - half),
        successes == trials ? 1 : Math.min(1, centre + half)};
  }

  /**
   * Runs a tournament from the command line and prints the result.
   *
   * @param args rules (e.g. {@code "elfern-trumps"}), contestant A, contestant B (e.g. {@code
   *     "montecarlo samples=16"}, {@code "solver"}), the number of decks, the seed
   */
  public static void main(String[] args) {
    if (args.length != 5) {
      System.err.println("usage: Tournament <rules> <contestant A> <contestant B> <decks> <seed>");
      System.exit(2);
      return;
    }
    try {
      Tournament t = new Tournament(Rules.parse(args[0]), Contestant.parse(args[1]),
          Contestant.parse(args[2]));
      long start = System.nanoTime();
      Result r = t.play(Integer.parseInt(args[3]), Long.parseLong(args[4]));
      System.out.println(args[0] + ": " + r);
      System.out.printf(Locale.ROOT, "(%.1f s)%n", (System.nanoTime() - start) / 1e9);
    } catch (IllegalArgumentException e) {
      System.err.println("error: " + e.getMessage());
      System.exit(2);
    }
  }
}
