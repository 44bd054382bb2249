/**
 * JMH benchmarks of the engine and the notation; run with {@code java -jar
 * elfern-benchmarks/target/benchmarks.jar}.
 */
package io.github.elfern.benchmarks;
