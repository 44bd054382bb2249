package io.github.elfern.examples.serve;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The threads that choose bot moves, shared fairly by the remote addresses whose tables the moves
 * are for, so that one address with many tables of slow bots cannot hold up the bots of others.
 *
 * <p>A free thread takes the next move of the address that has moves waiting and the fewest
 * moves being chosen; among such addresses it takes them in turn (round robin), and the moves of
 * one address in the order they were asked for. So an address that asks for one move while
 * another keeps every thread busy gets the next free thread, and two addresses with many moves
 * waiting share the threads evenly. The queue holds at most {@code capacity} moves; the memory for
 * addresses is bounded by it, as an address is kept only while it has moves waiting or being
 * chosen.
 */
final class BotPool implements AutoCloseable {

  private final int threadCount;
  private final int capacity;
  private final String name;
  private final List<Thread> threads = new ArrayList<>();
  /** The moves waiting, by address, each in the order they were asked for. */
  private final Map<String, ArrayDeque<Runnable>> waiting = new HashMap<>();
  /** The addresses with moves waiting, in the order of their turns. */
  private final ArrayDeque<String> turns = new ArrayDeque<>();
  /** The moves being chosen, by address; an address with none is not kept. */
  private final Map<String, Integer> running = new HashMap<>();
  private int size;
  private boolean closed;

  /**
   * Makes a pool; its threads are started as moves come, one a move up to {@code threadCount}.
   *
   * @param threadCount the threads that choose moves
   * @param capacity the most moves that may wait at once
   * @param name the threads' names, numbered from 1: {@code name-1}, {@code name-2}, ...
   */
  BotPool(int threadCount, int capacity, String name) {
    this.threadCount = threadCount;
    this.capacity = capacity;
    this.name = name;
  }

  /**
   * Queues a move of an address's table.
   *
   * @param address the remote address the move is counted for
   * @param move what chooses and plays the move
   * @return whether it was queued: not when {@code capacity} moves wait already, or the pool is
   *     closed
   */
  synchronized boolean submit(String address, Runnable move) {
    if (closed || size >= capacity) {
      return false;
    }
    ArrayDeque<Runnable> mine = waiting.get(address);
    if (mine == null) {
      mine = new ArrayDeque<>();
      waiting.put(address, mine);
      turns.addLast(address);
    }
    mine.addLast(move);
    size++;
    if (threads.size() < threadCount) {
      Thread t = new Thread(this::work, name + "-" + (threads.size() + 1));
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    notify();
    return true;
  }

  /** {@return whether the pool is closed} */
  synchronized boolean isClosed() {
    return closed;
  }

  /**
   * Takes the next move: the first of the address with moves waiting and the fewest being chosen,
   * the first such in turn. {@return the address, and counts the move as being chosen}, or null
   * once the pool is closed.
   */
  private synchronized String next(Runnable[] move) throws InterruptedException {
    while (!closed && size == 0) {
      wait();
    }
    if (closed) {
      return null;
    }
    String best = null;
    int fewest = Integer.MAX_VALUE;
    for (String a : turns) {
      int n = running.getOrDefault(a, 0);
      if (n < fewest) {
        best = a;
        fewest = n;
      }
    }
    for (Iterator<String> i = turns.iterator(); i.hasNext(); ) {
      if (i.next().equals(best)) {
        i.remove();
        break;
      }
    }
    ArrayDeque<Runnable> mine = waiting.get(best);
    move[0] = mine.pollFirst();
    size--;
    if (mine.isEmpty()) {
      waiting.remove(best);
    } else {
      turns.addLast(best); // its next move waits for the others' turns
    }
    running.merge(best, 1, Integer::sum);
    return best;
  }

  private synchronized void done(String address) {
    running.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
  }

  private void work() {
    Runnable[] move = new Runnable[1];
    while (true) {
      String address;
      try {
        address = next(move);
      } catch (InterruptedException e) {
        return;
      }
      if (address == null) {
        return;
      }
      try {
        move[0].run();
      } catch (RuntimeException | Error e) {
        // a move that fails is not played; the thread goes on with the others' moves
      } finally {
        move[0] = null;
        done(address);
      }
    }
  }

  /** Stops the threads; moves waiting are dropped, moves being chosen are interrupted. */
  @Override
  public void close() {
    synchronized (this) {
      closed = true;
      waiting.clear();
      turns.clear();
      size = 0;
      notifyAll();
      threads.forEach(Thread::interrupt);
    }
  }
}
