package io.github.elfern.bot;

import io.github.elfern.game.DealResult;
import io.github.elfern.rules.Rules;
import java.util.Arrays;
import java.util.Objects;
import java.util.Set;

/**
 * A bot could not choose a legal move: a bot program did not answer in time, answered an illegal
 * move or something that is not a move, or exited. The bot forfeits the deal; the host goes on
 * with the next one.
 *
 * <p>The bots of this library never throw it; a bot backed by another program does (the external
 * bots of the {@code elfern-conformance} module, {@code ExternalBot}). A host that plays bots —
 * {@link Tournament}, the {@code simulate} and {@code match} commands — catches it, ends the
 * deal at once and scores it with {@link #forfeitResult(Rules, Set)}.
 *
 * <pre>{@code
 * try {
 *   state = state.play(bot.choose(state.view(seat), random));
 * } catch (BotFailure f) {
 *   DealResult r = BotFailure.forfeitResult(state.rules(), Set.of(seat));   // e.g. 0-20
 * }
 * }</pre>
 */
public final class BotFailure extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** What went wrong. */
  public enum Kind {
    /** No answer within the time allowed for a move. */
    TIME_OUT,
    /** A well-formed move that is not among the legal moves of the view. */
    ILLEGAL_MOVE,
    /** An answer that is not a move: garbage, {@code error ...} or {@code unsupported}. */
    BAD_ANSWER,
    /** The program could not be started, exited, or flooded its output. */
    CRASH
  }

  /** The name of the bot that failed. */
  private final String bot;
  /** How it failed. */
  private final Kind kind;

  /**
   * Makes a failure.
   *
   * @param bot the name of the bot that failed
   * @param kind what went wrong
   * @param detail what happened, e.g. {@code "no answer within 2000 ms to 'choose seat=1 ...'"}
   */
  public BotFailure(String bot, Kind kind, String detail) {
    super("bot '" + bot + "' " + describe(kind) + ": " + detail);
    this.bot = Objects.requireNonNull(bot, "bot");
    this.kind = Objects.requireNonNull(kind, "kind");
  }

  private static String describe(Kind kind) {
    switch (kind) {
      case TIME_OUT:
        return "timed out";
      case ILLEGAL_MOVE:
        return "chose an illegal move";
      case BAD_ANSWER:
        return "gave no move";
      default:
        return "failed";
    }
  }

  /** {@return the name of the bot that failed} */
  public String bot() {
    return bot;
  }

  /** {@return what went wrong} */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the result of a deal that {@code forfeiting} seats forfeit: those seats take no points
   * and no tricks; the deal's points and tricks go to the other seats, shared as evenly as they
   * divide (the remainders to the lowest seats). With two players the opponent thus takes every
   * point and every trick: a schwarz. With Fünfzehnern the forfeiting seat pays the most it can
   * lose, 15.
   *
   * <p>This is the library's rule for forfeits (the sources know no bots): the forfeit is scored
   * as the worst loss the rules allow, so that failing never pays.
   *
   * @param rules the rules of the deal
   * @param forfeiting the seats that forfeit, not all of them
   * @return the deal's result
   * @throws IllegalArgumentException if no seat or every seat forfeits, or a seat is out of range
   */
  public static DealResult forfeitResult(Rules rules, Set<Integer> forfeiting) {
    int n = rules.players();
    for (int seat : forfeiting) {
      if (seat < 0 || seat >= n) {
        throw new IllegalArgumentException("seat " + seat + " is not a seat of " + rules.notation());
      }
    }
    int others = n - forfeiting.size();
    if (forfeiting.isEmpty() || others == 0) {
      throw new IllegalArgumentException("a forfeit needs some but not all of the " + n
          + " seats to forfeit, got " + forfeiting);
    }
    int totalTricks = rules.deck().size() / n;
    int[] points = new int[n];
    int[] tricks = new int[n];
    int k = 0;
    for (int seat = 0; seat < n; seat++) {
      if (!forfeiting.contains(seat)) {
        points[seat] = rules.totalPoints() / others + (k < rules.totalPoints() % others ? 1 : 0);
        tricks[seat] = totalTricks / others + (k < totalTricks % others ? 1 : 0);
        k++;
      }
    }
    return DealResult.of(rules, Arrays.stream(points).boxed().toList(),
        Arrays.stream(tricks).boxed().toList());
  }
}
