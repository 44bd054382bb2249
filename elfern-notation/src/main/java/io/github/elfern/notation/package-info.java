/**
 * EGN, the Elfern Game Notation: records of deals of Elfern and its relatives as text.
 *
 * <p>Key types: {@link io.github.elfern.notation.EgnReader} streams records out of a file in
 * bounded memory and validates each one, returning {@link io.github.elfern.notation.ParsedRecord}s
 * that carry the {@link io.github.elfern.notation.GameRecord} and its {@link
 * io.github.elfern.notation.Diagnostic}s; {@link io.github.elfern.notation.EgnVisitor} lets a
 * caller skim tags or stop early; {@link io.github.elfern.notation.ReadLimits} bound what one
 * record of hostile input may cost; {@link io.github.elfern.notation.EgnWriter} writes canonical
 * EGN; {@link io.github.elfern.notation.EgnValidator} validates records built in code; {@link
 * io.github.elfern.notation.Legal} gives the legal moves at the end of a record; {@link
 * io.github.elfern.notation.SeedText} reads a {@code Seed} and {@link
 * io.github.elfern.notation.Printable} makes what a record holds safe to print. The format is
 * specified in {@code EGN.md} of this module.
 */
package io.github.elfern.notation;
