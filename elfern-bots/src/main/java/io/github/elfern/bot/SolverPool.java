package io.github.elfern.bot;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;

/**
 * Solvers kept from one use to the next, for a bot or contestant that solves at every move: each
 * use takes an idle solver (or makes one) and gives it back afterwards, so that what a solver
 * stored of endgames serves the next moves of the deal. Safe to share among threads: there are at
 * most as many solvers as uses at once. A solver's values never depend on what it stored.
 */
final class SolverPool {

  private final Queue<Solver> idle = new ConcurrentLinkedQueue<>();
  private final int tableBits;

  /**
   * Creates an empty pool of solvers of {@code 2^tableBits} table entries ({@link
   * Solver#Solver(int)}).
   */
  SolverPool(int tableBits) {
    this.tableBits = tableBits;
  }

  /** {@return what {@code work} returns, given a solver that no one else uses meanwhile} */
  <T> T apply(Function<Solver, T> work) {
    Solver solver = idle.poll();
    if (solver == null) {
      solver = new Solver(tableBits);
    }
    try {
      return work.apply(solver);
    } finally {
      idle.offer(solver);
    }
  }
}
