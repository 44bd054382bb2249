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
 * <p>The file format, every field and the protocol are described in {@code VECTORS.md} at the
 * root of the vector directory.
 */
package io.github.elfern.notation.vectors;
