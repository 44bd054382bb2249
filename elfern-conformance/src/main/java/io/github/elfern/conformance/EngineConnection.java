package io.github.elfern.conformance;

/**
 * A conversation with an implementation under test: one request, one answer line. The kit talks
 * to an engine in another process through {@link ProcessEngine}, and to a Java adapter in the same
 * process through {@link #of(ConformanceAdapter)}.
 */
public interface EngineConnection extends AutoCloseable {

  /**
   * Sends a request and waits for its answer.
   *
   * @param request the request line (for {@code egn}, followed by its text lines after LFs)
   * @return the answer line, without its line end
   * @throws EngineFailure if the engine does not answer in time, exits, or floods the channel;
   *     the connection is then unusable
   */
  String ask(String request);

  /**
   * Checks that the conversation is in step, after a vector and after an answer that disagreed
   * with a vector: a program is greeted again and must answer {@code ready NAME} at once (a line
   * written for an earlier request, or a wrong greeting, fails without waiting for a {@code ready}
   * that may never come).
   *
   * @return empty, or a note on lines the engine wrote that nobody asked for, when the connection
   *     could get back in step despite them
   * @throws EngineFailure if the engine fails meanwhile, or answers the greeting with anything but
   *     {@code ready NAME}; the connection is then unusable
   */
  default String resync() {
    return "";
  }

  /** Ends the conversation (and the engine's process, if it has one). */
  @Override
  void close();

  /**
   * Connects to a Java adapter in this process.
   *
   * @param adapter the adapter
   * @return a connection that answers through a {@link ProtocolServer}
   */
  static EngineConnection of(ConformanceAdapter adapter) {
    return of(new ProtocolServer(adapter));
  }

  /**
   * Connects to a protocol server in this process (for instance one that answers {@code choose}
   * with a library bot).
   *
   * @param server the server
   * @return a connection that answers through the server
   */
  static EngineConnection of(ProtocolServer server) {
    return new EngineConnection() {
      @Override
      public String ask(String request) {
        return server.answer(request);
      }

      @Override
      public void close() {}
    };
  }

  /** The engine failed as a program: no answer in time, an early exit, a flood of output. */
  final class EngineFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Whether the engine did not answer in time. */
    private final boolean timeOut;

    /**
     * Makes a failure.
     *
     * @param message what went wrong, e.g. {@code "engine exited with code 3"}
     */
    public EngineFailure(String message) {
      this(message, false);
    }

    /**
     * Makes a failure that may be a time-out.
     *
     * @param message what went wrong, e.g. {@code "no answer within 5000 ms to 'legal'"}
     * @param timeOut whether the engine did not answer in time
     */
    public EngineFailure(String message, boolean timeOut) {
      super(message);
      this.timeOut = timeOut;
    }

    /** {@return whether the engine did not answer in time (rather than exiting or flooding)} */
    public boolean isTimeOut() {
      return timeOut;
    }
  }
}
