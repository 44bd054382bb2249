/**
 * Scoring matches: the schedules of the sources as {@link io.github.elfern.scoring.ScoringSchedule}
 * strategies ({@link io.github.elfern.scoring.Tendler}, {@link io.github.elfern.scoring.Banner},
 * {@link io.github.elfern.scoring.Altenburg}, {@link io.github.elfern.scoring.Counters}, {@link
 * io.github.elfern.scoring.Fifteen}), the EGN {@code Scoring} tag value {@link
 * io.github.elfern.scoring.Scoring} with the match options ({@link
 * io.github.elfern.scoring.NextDealer}, {@link io.github.elfern.scoring.DealerAfterTie}, {@link
 * io.github.elfern.scoring.SitOutRule}), and {@link io.github.elfern.scoring.Match}, an immutable
 * match that records {@link io.github.elfern.game.DealResult}s as {@link
 * io.github.elfern.scoring.ScoredDeal}s, and shows them as its {@link
 * io.github.elfern.scoring.MatchTable} ({@code match.table()}, without the seed; as text, {@code
 * match.render()}).
 *
 * <p>Every choice the sources leave open is documented on the type that makes it: totals and
 * settlement on each schedule; seats, dealer, sitting out, Ständer and the lot on {@code Match}.
 * Bad input (an unknown schedule, key or value; a schedule that does not fit the game) throws
 * {@code IllegalArgumentException} with a message naming it; recording a deal in a finished match
 * throws {@code IllegalStateException}. All types are immutable and thread-safe, but for {@link
 * io.github.elfern.scoring.MatchTable.Writer}, which widens its columns as it measures deals;
 * randomness comes from the match's own seeded generator.
 */
package io.github.elfern.scoring;
