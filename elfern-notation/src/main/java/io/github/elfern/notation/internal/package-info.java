/**
 * Helpers shared by the library's own modules (exported only to them): the one escaping of
 * untrusted text before it reaches a terminal or a file.
 */
package io.github.elfern.notation.internal;
