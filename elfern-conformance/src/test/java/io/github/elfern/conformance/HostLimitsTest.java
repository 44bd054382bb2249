package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The host against hostile programs (audit of the process host): writing is bounded in time as
 * reading is, an exit is seen at once with its code, whole process trees are stopped, markers a
 * program could forge do not exist, and long lines cost neither memory nor the time-out.
 *
 * <p>Starting a program and its greeting have a budget of their own ({@link Await#GENEROUS}), so
 * that only the time-out under test is small; what the host must do "at once" is checked against
 * {@link #AT_ONCE}, far below the time a host that waited would take.
 */
@Timeout(value = 60, threadMode = ThreadMode.SEPARATE_THREAD)
@Tag("slow")
class HostLimitsTest {

  /**
   * The bound on what must happen at once (a time-out that expired, an exit seen, a too-long line
   * reported): loose for a busy machine, and far below the time the host would take if it waited
   * (the programs here sleep for 30 s or a minute).
   */
  private static final long AT_ONCE = TimeUnit.SECONDS.toNanos(10);

  @TempDir Path dir;

  /** Starts a program, allowing the start and greeting {@link Await#GENEROUS}. */
  private static ProcessEngine start(String command, Duration timeout) {
    return ProcessEngine.start(command, Await.GENEROUS, timeout);
  }

  /** Python helpers at the top of every script: write raw bytes, greet. */
  private static final String PRELUDE = "def out(b):\n"
      + "    sys.stdout.buffer.write(b); sys.stdout.buffer.flush()\n"
      + "open(sys.argv[1], 'w').write(str(os.getpid())) if len(sys.argv) > 1 else None\n"
      + "sys.stdin.readline()\n";

  private String program(String name, String code) throws Exception {
    return Programs.python(dir, name, PRELUDE + code) + " '" + dir.resolve(name + ".pid") + "'";
  }

  private Path pid(String name) {
    return dir.resolve(name + ".pid");
  }

  /**
   * Fills its own input pipe and stops reading, then greets: the first request after the
   * greeting cannot be written. (Filling before the greeting leaves nothing but the write under
   * the small time-out.)
   */
  private static final String FILL_PIPE = "w = os.open('/proc/self/fd/0', os.O_WRONLY"
      + " | os.O_NONBLOCK)\n"
      + "try:\n"
      + "    while True: os.write(w, b'#' * 4096)\n"
      + "except BlockingIOError: pass\n"
      + "out(b'ready fill\\n')\n"
      + "time.sleep(60)\n";

  @Test
  void programThatStopsReading_timesOutOnTheWrite_andIsStopped() throws Exception {
    ProcessEngine e = start(program("fill.py", FILL_PIPE), Duration.ofMillis(500));
    long t0 = System.nanoTime();
    EngineConnection.EngineFailure f = catchThrowableOfType(() -> e.ask("shuffle 1"),
        EngineConnection.EngineFailure.class);
    assertThat(f).isNotNull();
    assertThat(f.getMessage()).contains("did not read its input within 500 ms",
        "'shuffle 1'", "fill.py");
    assertThat(f.isTimeOut()).isTrue();
    assertThat(System.nanoTime() - t0).isLessThan(AT_ONCE);
    assertThat(Programs.ends(pid("fill.py"))).isTrue();
  }

  @Test
  void close_doesNotWaitForAWriteThatIsBlocked() throws Exception {
    // As the shutdown hook of 'conformance' does on SIGTERM while a request is being written.
    ProcessEngine e = start(program("fill.py", FILL_PIPE), Duration.ofSeconds(30));
    Thread asker = new Thread(() -> {
      try {
        e.ask("shuffle 1");
      } catch (EngineConnection.EngineFailure expected) {
        // the engine is closed under it
      }
    });
    asker.setDaemon(true);
    asker.start();
    // the asker waits for its write (the only timed wait before an answer could come)
    Await.until("the request's write to block", () -> asker.getState()
        == Thread.State.TIMED_WAITING);
    long t0 = System.nanoTime();
    e.close();
    assertThat(System.nanoTime() - t0).isLessThan(AT_ONCE);
    assertThat(Programs.ends(pid("fill.py"))).isTrue();
  }

  @Test
  void exitWhileAChildHoldsTheOutput_isSeenAtOnceWithItsCode_andTheChildIsStopped()
      throws Exception {
    String script = Programs.python(dir, "crash.py", PRELUDE + "out(b'ready crash\\n')\n"
        + "sys.stdin.readline()\n"
        + "sys.stderr.write('Traceback: boom\\n'); sys.stderr.flush(); sys.exit(7)\n");
    Path child = dir.resolve("child.pid");
    // the shell forks a long sleep that inherits standard output, then becomes the program
    String command = "sh -c \"sleep 30 & echo $! > '" + child + "'; exec " + script + "\"";
    // the forked sleep holds the output for 30 s: only an exit seen at once beats AT_ONCE
    ProcessEngine e = start(command, Await.GENEROUS);
    Programs.awaitFile(child);
    long t0 = System.nanoTime();
    EngineConnection.EngineFailure f = catchThrowableOfType(() -> e.ask("rules elfern"),
        EngineConnection.EngineFailure.class);
    assertThat(f).isNotNull();
    assertThat(f.getMessage()).contains("exited with code 7", "'rules elfern'", "boom");
    assertThat(f.isTimeOut()).isFalse();
    assertThat(System.nanoTime() - t0).isLessThan(AT_ONCE);
    assertThat(Programs.ends(child)).as("the forked sleep").isTrue();
  }

  @Test
  void closedOutput_isNotAnExit() throws Exception {
    ProcessEngine e = start(program("closeout.py", "out(b'ready c\\n')\n"
        + "sys.stdin.readline()\nos.close(1)\ntime.sleep(60)\n"), Await.GENEROUS);
    assertThatThrownBy(() -> e.ask("rules elfern"))
        .hasMessageContaining("closed its output while answering 'rules elfern'")
        .hasMessageNotContaining("exited");
    assertThat(Programs.ends(pid("closeout.py"))).isTrue();
  }

  @Test
  void linesThatLookLikeTheHostsOwnMarkers_areJustAnswers() throws Exception {
    ProcessEngine e = start(program("markers.py", "out(b'ready m\\n')\n"
        + "sys.stdin.readline(); out(b'\\x00eof\\n')\n"
        + "sys.stdin.readline(); out(b'\\x00too-long\\n')\n"
        + "sys.stdin.readline(); out(b'\\x00too-longflood\\n')\n"
        + "time.sleep(60)\n"), Await.GENEROUS);
    try {
      assertThat(e.ask("rules elfern")).isEqualTo("\u0000eof");
      assertThat(e.ask("shuffle 1")).isEqualTo("\u0000too-long");
      assertThat(e.ask("shuffle 2")).isEqualTo("\u0000too-longflood");
    } finally {
      e.close();
    }
  }

  @Test
  void longCommentLine_isIgnored_andTheAnswerAfterItCounts() throws Exception {
    ProcessEngine e = start(program("comment.py", "out(b'ready c\\n')\n"
        + "sys.stdin.readline(); out(b'# ' + b'debug ' * 20000 + b'\\nok\\n')\n"
        + "time.sleep(60)\n"), Await.GENEROUS);
    try {
      assertThat(e.ask("rules elfern")).isEqualTo("ok");
    } finally {
      e.close();
    }
  }

  @Test
  void byteOrderMark_beforeTheGreeting_isDropped() throws Exception {
    ProcessEngine e = start(program("bom.py", "out(b'\\xef\\xbb\\xbfready bom\\n')\n"
        + "sys.stdin.readline(); out(b'ok\\n')\n" + "time.sleep(60)\n"), Await.GENEROUS);
    try {
      assertThat(e.name()).isEqualTo("bom");
      assertThat(e.ask("rules elfern")).isEqualTo("ok");
    } finally {
      e.close();
    }
  }

  @Test
  void lineLongerThanTheLimit_isReportedAsSoonAsItPassesIt() throws Exception {
    // 70,000 characters and then nothing: no line end ever comes
    ProcessEngine e = start(program("long.py", "out(b'ready long\\n')\n"
        + "sys.stdin.readline(); out(b'move ' + b'A' * 70000)\n"
        + "time.sleep(60)\n"), Await.GENEROUS);
    long t0 = System.nanoTime();
    EngineConnection.EngineFailure f = catchThrowableOfType(() -> e.ask("rules elfern"),
        EngineConnection.EngineFailure.class);
    assertThat(f).isNotNull();
    assertThat(f.getMessage()).contains("answer to 'rules elfern' longer than 65536 characters");
    assertThat(f.isTimeOut()).isFalse();
    assertThat(System.nanoTime() - t0).isLessThan(AT_ONCE);
  }

  @Test
  void unterminatedQuote_inTheCommand_isRefused() {
    assertThatThrownBy(() -> ProcessEngine.split("python3 'hb.py ok"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unterminated quote");
    assertThatThrownBy(() -> ExternalBot.of("x", "python3 'hb.py ok", Duration.ofSeconds(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unterminated quote");
  }
}
