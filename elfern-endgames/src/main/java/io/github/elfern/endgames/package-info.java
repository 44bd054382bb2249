/**
 * The endgame databases that the build of this artifact computed with the solver, served to it
 * through {@link io.github.elfern.endgames.BuiltTables}. Nothing here is for users to call:
 * putting the artifact on the class path or module path is all it takes.
 */
package io.github.elfern.endgames;
