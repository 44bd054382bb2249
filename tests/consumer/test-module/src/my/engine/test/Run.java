package my.engine.test;

import java.io.PrintWriter;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/** Runs the test class with the JUnit Platform on the module path; exit 1 unless all passed. */
public final class Run {
  private Run() {}

  /**
   * Runs {@link MyEngineConformanceTest}.
   *
   * @param args none
   */
  public static void main(String[] args) {
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
        .selectors(DiscoverySelectors.selectClass(MyEngineConformanceTest.class)).build(),
        listener);
    TestExecutionSummary s = listener.getSummary();
    PrintWriter out = new PrintWriter(System.out, true);
    s.printFailuresTo(out, 5);
    out.println("test-module: " + s.getTestsSucceededCount() + " of " + s.getTestsFoundCount()
        + " tests passed, " + s.getTestsFailedCount() + " failed, " + s.getTestsAbortedCount()
        + " aborted");
    System.exit(s.getTestsFoundCount() > 0 && s.getTestsSucceededCount()
        == s.getTestsFoundCount() ? 0 : 1);
  }
}
