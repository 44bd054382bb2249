/**
 * The one rules kernel of the library: the play rules of every preset as static,
 * allocation-free operations over card bit masks (card ordinal = bit), the per-rules constants
 * they read ({@link io.github.elfern.kernel.CompiledRules}), and the packed position that {@code
 * GameState} and {@code DealCursor} share ({@link io.github.elfern.kernel.PackedPosition}), moved
 * on by {@link io.github.elfern.kernel.Kernel#finishTrick}.
 *
 * <p>Internal: this package is exported only to the library's own modules. Applications use
 * {@code GameState} (immutable) or {@code DealCursor} (mutable, for search) in
 * {@code io.github.elfern.game}, both built on this kernel.
 */
package io.github.elfern.kernel;
