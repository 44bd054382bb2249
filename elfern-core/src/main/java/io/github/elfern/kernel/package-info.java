/**
 * The one rules kernel of the library: the play rules of every preset as static,
 * allocation-free operations over card bit masks (card ordinal = bit), the per-rules constants
 * they read ({@link io.github.elfern.kernel.CompiledRules}), and the packed position that {@code
 * GameState} and {@code DealCursor} share ({@link io.github.elfern.kernel.PackedPosition}), moved
 * on by {@link io.github.elfern.kernel.Kernel#finishTrick}.
 *
 * <p>Internal: not part of the API, left out of the published Javadoc (every type here is
 * {@code @hidden}), and free to change in any release. Applications use {@code GameState} (immutable) or {@code DealCursor} (mutable, for
 * search) in {@code io.github.elfern.game}, both built on this kernel. The package is exported
 * to every module, not only to the library's own: a qualified export fails when the module it
 * names is on the class path while this one is on the module path, which is where a build puts
 * a test dependency that its module-info does not require (Surefire 3.2.5, Maven 3.9's default,
 * does so without opening the package), and {@code elfern-notation} then cannot read the rules.
 *
 * @hidden
 */
package io.github.elfern.kernel;
