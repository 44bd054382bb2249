package io.github.elfern.spark;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Objects;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Tells on standard error how far a study has come: the deals done, the rate and the time left,
 * at most every few seconds. It counts the rows that finished tasks wrote (a task that failed
 * counts nothing, its retry counts its rows), so it moves in steps of a partition.
 */
final class Progress extends SparkListener {
  private final long deals;
  private final PrintStream err;
  private final long everyNanos;
  private final long start = System.nanoTime();
  private long done;
  private long lastPrint;

  /**
   * Makes a progress report for a study.
   *
   * @param deals the study's deals
   * @param err where to tell
   * @param everyMillis the least time between two lines, in milliseconds
   */
  Progress(long deals, PrintStream err, long everyMillis) {
    this.deals = deals;
    this.err = Objects.requireNonNull(err, "err");
    this.everyNanos = everyMillis * 1_000_000L;
    this.lastPrint = start;
  }

  @Override
  public synchronized void onTaskEnd(SparkListenerTaskEnd end) {
    if (end.taskInfo() == null || !end.taskInfo().successful() || end.taskMetrics() == null) {
      return;
    }
    long written = end.taskMetrics().outputMetrics().recordsWritten();
    if (written == 0) {
      return; // a task of another job (the summary reads the rows back)
    }
    done += written;
    long now = System.nanoTime();
    if (now - lastPrint >= everyNanos || done == deals) {
      lastPrint = now;
      err.println(line(done, deals, (now - start) / 1e9));
      err.flush();
    }
  }

  /** {@return the deals done so far} */
  synchronized long done() {
    return done;
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
