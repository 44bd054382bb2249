/**
 * Computer players for every preset, the tools they are built from, and a way to measure them.
 *
 * <ul>
 *   <li>{@link io.github.elfern.bot.Bot}: chooses a move from a {@link
 *       io.github.elfern.game.PlayerView} (never from the full state) with a random generator
 *       passed in; {@link io.github.elfern.bot.Bots#create(String)} makes one by name:
 *       {@code random}, {@code heuristic}, {@code montecarlo}, {@code best}. To write your own,
 *       implement its two methods and measure it with {@code Tournament}.
 *   <li>{@link io.github.elfern.bot.RandomBot}, {@link io.github.elfern.bot.HeuristicBot} (the
 *       tactics of von Abenstein, Kiddle), {@link io.github.elfern.bot.MonteCarloBot}
 *       (samples hidden cards, then plays out or solves each world) and {@link
 *       io.github.elfern.bot.BestBot} (the strongest: information-set Monte Carlo tree search,
 *       then the solver).
 *   <li>{@link io.github.elfern.bot.WorldSampler}: deals the cards a seat has not seen to the
 *       other hands and the stock, uniformly over the worlds consistent with its view: the
 *       complete {@code GameState} in which a bot of your own can look ahead, with a {@link
 *       io.github.elfern.game.DealCursor} for fast playouts or with the {@code Solver}.
 *   <li>{@link io.github.elfern.bot.Solver}: exact null-window alpha-beta for two-player deals
 *       (every two-player rule set) with every card known, and the threshold query; {@link
 *       io.github.elfern.bot.Contestant#perfectInformation()} plays with it (the {@code solver}
 *       contestant), for analysis only.
 *   <li>{@link io.github.elfern.bot.Tournament}: plays deals between two contestants with seats
 *       swapped and reports win rates with Wilson 95% intervals.
 *   <li>{@link io.github.elfern.card.SeatKey}: the key from which each seat of each deal gets its
 *       own generator; {@link io.github.elfern.bot.ViewEncoding}: a view as a fixed-length
 *       tensor and moves as action ids, for learning programs.
 *   <li>{@link io.github.elfern.bot.BotFailure}: thrown by a bot that could not choose (a bot
 *       program that timed out, answered garbage or an illegal move, or exited); the hosts score
 *       the deal as forfeited ({@link io.github.elfern.bot.BotFailure#forfeitResult}) and go on.
 * </ul>
 *
 * <p>Everything here is deterministic for a given seed: bots draw only from the generator they
 * are given, and the tournament derives every deal and every generator from its seed. The seed of
 * a tournament is thus the deal: a bot that can guess it knows every card. A bot is given only
 * its seat's view, but a bot in this process is not sandboxed; play bots you do not trust as
 * external programs with a secret seed ({@link io.github.elfern.bot.Tournament}).
 */
package io.github.elfern.bot;
