/**
 * The generation of the conformance kit's test vectors from this library ({@code elfern vectors
 * generate} and {@code vectors check}, the drift check of the build).
 */
package io.github.elfern.examples.vectors;
