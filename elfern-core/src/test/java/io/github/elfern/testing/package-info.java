/**
 * Test fixtures shared by the tests of elfern-core and elfern-bots (through core's test jar):
 * the matrix of rule sets, the check of refusals of hostile input, and SplitMix64's inverse.
 */
package io.github.elfern.testing;
