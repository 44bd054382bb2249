/**
 * The JSON wire format, version {@value io.github.elfern.json.ElfernJson#VERSION}, as a Jackson
 * module.
 *
 * <ul>
 *   <li>{@link io.github.elfern.json.ElfernModule}: register it on any {@code ObjectMapper}
 *       (Spring, Quarkus, Javalin) to read and write {@link io.github.elfern.card.Card}, {@link
 *       io.github.elfern.card.CardSet}, {@link io.github.elfern.game.Move}, {@link
 *       io.github.elfern.game.PlayerView}, {@link io.github.elfern.game.Trick} (written only),
 *       {@link io.github.elfern.game.DealResult}, {@link io.github.elfern.scoring.ScoredDeal},
 *       {@link io.github.elfern.scoring.MatchTable} (without the match's seed) and {@link
 *       io.github.elfern.notation.GameRecord} (a finished deal with its EGN);
 *   <li>{@link io.github.elfern.json.ElfernJson}: a mapper with bounded reading limits for
 *       untrusted input, the version and the schema resource.
 * </ul>
 *
 * <p>Cards and moves are their EGN tokens ({@code "QH"}, {@code "QC=Z"}); every object carries
 * {@code "v": 1}. A view holds only what its seat may know: it is written from a {@link
 * io.github.elfern.game.PlayerView}, never from a state, and read back by replaying its history
 * ({@link io.github.elfern.game.PlayerView#fromHistory}). The format is documented with examples
 * in {@code JSON.md} and by the schema {@value io.github.elfern.json.ElfernJson#SCHEMA_RESOURCE}.
 */
package io.github.elfern.json;
