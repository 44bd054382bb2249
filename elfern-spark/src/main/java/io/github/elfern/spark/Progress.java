package io.github.elfern.spark;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.scheduler.AccumulableInfo;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerExecutorMetricsUpdate;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Tells on standard error how far a study has come: a line when the first task runs, then the
 * deals done, the rate and the time left, at most every few seconds. It counts the deals through
 * the study's accumulator ({@link #ACCUMULATOR}): the running tasks' counts arrive with the
 * executors' heartbeats (every 10 s by default, {@code spark.executor.heartbeatInterval}), so it
 * moves deal by deal, not a partition at a time; a finished task counts its final number, a task
 * that failed counts nothing (its retry counts again).
 */
final class Progress extends SparkListener {
  /** The name of the accumulator the study's tasks add each deal to. */
  static final String ACCUMULATOR = "elfern-study deals";

  private final long deals;
  private final PrintStream err;
  private final long everyNanos;
  private final boolean print;
  private final long start = System.nanoTime();
  private final Map<Long, Long> running = new HashMap<>(); // task id -> deals so far
  private long finished;
  private long lastPrint;
  private boolean started;
  private long lastShown = -1;

  /**
   * Makes a progress report for a study.
   *
   * @param deals the study's deals
   * @param err where to tell
   * @param everyMillis the least time between two lines, in milliseconds
   * @param print whether to tell at all (else it only notes whether a task has started)
   */
  Progress(long deals, PrintStream err, long everyMillis, boolean print) {
    this.print = print;
    this.deals = deals;
    this.err = Objects.requireNonNull(err, "err");
    this.everyNanos = everyMillis * 1_000_000L;
    this.lastPrint = start;
  }

  /** {@return whether a task of the study has started} */
  synchronized boolean started() {
    return started;
  }

  @Override
  public synchronized void onTaskStart(SparkListenerTaskStart s) {
    if (!started) {
      started = true;
      if (!print) {
        return;
      }
      err.println(String.format(Locale.ROOT, "elfern-study: Spark has started; the tasks run "
          + "(%.0f s after the start)", (System.nanoTime() - start) / 1e9));
      err.flush();
    }
  }

  @Override
  public synchronized void onExecutorMetricsUpdate(SparkListenerExecutorMetricsUpdate u) {
    for (var t : CollectionConverters.asJava(u.accumUpdates())) {
      Long value = ours(t._4());
      if (value != null) {
        running.put((Long) t._1(), value);
      }
    }
    report(false);
  }

  @Override
  public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
    if (end.taskInfo() == null) {
      return;
    }
    running.remove(end.taskInfo().taskId());
    if (!end.taskInfo().successful()) {
      return;
    }
    Long value = ours(end.taskInfo().accumulables());
    if (value == null) {
      return; // a task of another job (the summary reads the rows back)
    }
    finished += value;
    report(finished == deals);
  }

  /** {@return this study's accumulator's update among {@code infos}, or null} */
  private static Long ours(scala.collection.Seq<AccumulableInfo> infos) {
    for (AccumulableInfo a : CollectionConverters.asJava(infos)) {
      Option<String> name = a.name();
      if (name.isDefined() && name.get().equals(ACCUMULATOR) && a.update().isDefined()) {
        return ((Number) a.update().get()).longValue();
      }
    }
    return null;
  }

  private void report(boolean force) {
    long done = done();
    long now = System.nanoTime();
    if (print && started && done > 0 && done != lastShown
        && (force || now - lastPrint >= everyNanos)) {
      lastPrint = now;
      lastShown = done;
      err.println(line(done, deals, (now - start) / 1e9));
      err.flush();
    }
  }

  /** {@return the deals done so far: those of finished tasks and of running ones} */
  synchronized long done() {
    long d = finished;
    for (long r : running.values()) {
      d += r;
    }
    return Math.min(d, deals);
  }

  /** {@return e.g. "elfern-study: 4,000 of 20,000 deals (20.0%), 152.3 deals/s, about 1 min 45 s left"} */
  static String line(long done, long deals, double seconds) {
    double rate = seconds > 0 ? done / seconds : 0;
    String left = "";
    if (done < deals && rate > 0) {
      long s = Math.round((deals - done) / rate);
      left = ", about " + (s >= 3600 ? s / 3600 + " h " + s % 3600 / 60 + " min"
          : s >= 60 ? s / 60 + " min " + s % 60 + " s" : s + " s") + " left";
    }
    return String.format(Locale.ROOT, "elfern-study: %,d of %,d deals (%.1f%%), %.1f deals/s%s",
        done, deals, 100.0 * done / deals, rate, left);
  }
}
