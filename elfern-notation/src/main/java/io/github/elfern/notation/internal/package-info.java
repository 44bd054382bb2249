/**
 * Helpers shared by the library's own modules (exported only to them): the one escaping of
 * untrusted text before it reaches a terminal or a file, and the one reading of a seed.
 */
package io.github.elfern.notation.internal;
