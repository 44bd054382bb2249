/**
 * Benchmarks of the engine, the bots and the notation: the JMH benchmarks (run with {@code java
 * -jar elfern-benchmarks/target/benchmarks.jar}), the project's own yardstick for the
 * random-playout workload ({@link io.github.elfern.benchmarks.TightPlayout}), two builds of the
 * whole-deal solver side by side on the same deals ({@link
 * io.github.elfern.benchmarks.SolverSideBySide}) and a long check of the solver's values against
 * plain minimax and the endgame databases ({@link io.github.elfern.benchmarks.SolverOracleCheck}).
 * BENCHMARKS.md gives the command of each figure.
 */
package io.github.elfern.benchmarks;
