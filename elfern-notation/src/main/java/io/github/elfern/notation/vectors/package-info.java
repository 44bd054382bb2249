/**
 * Test vectors and the conformance kit: {@link io.github.elfern.notation.vectors.Vectors} loads
 * the vectors shipped with this artifact (or generates them), {@link
 * io.github.elfern.notation.vectors.Conformance} runs them against an implementation through an
 * {@link io.github.elfern.notation.vectors.EngineConnection} — a program in any language speaking
 * the line protocol ({@link io.github.elfern.notation.vectors.ProcessEngine}) or a Java {@link
 * io.github.elfern.notation.vectors.ConformanceAdapter} — and {@link
 * io.github.elfern.notation.vectors.ConformanceReport} tells the result. {@link
 * io.github.elfern.notation.vectors.ProtocolServer} serves an adapter over the protocol; {@link
 * io.github.elfern.notation.vectors.LibraryAdapter} is this library's own.
 *
 * <p>The same protocol carries bots: {@link io.github.elfern.notation.vectors.ExternalBot} is a
 * {@link io.github.elfern.bot.Bot} played by another program that answers the {@code choose}
 * request (a seat's view on one line, never a hidden card) with a move, guarded by a move time;
 * a program that fails makes the bot throw {@link io.github.elfern.bot.BotFailure}, and the host
 * scores the deal as forfeited. A {@link io.github.elfern.notation.vectors.ProtocolServer} given a
 * bot answers {@code choose} itself, so this library's bots can be run as such programs too. (The
 * bot classes live here, beside the protocol they speak; the core module knows no processes.)
 *
 * <p>The file format, every field and the protocol are described in {@code VECTORS.md} at the
 * root of the vector directory.
 */
package io.github.elfern.notation.vectors;
