package io.github.elfern.conformance;

import io.github.elfern.bot.Bots;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** The protocol server on standard input and output, run as a child JVM with a small heap. */
public final class ServeMain {
  private ServeMain() {}

  /**
   * Serves until {@code quit}.
   *
   * @param args unused
   * @throws Exception if reading fails
   */
  public static void main(String[] args) throws Exception {
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    new ProtocolServer(new LibraryAdapter(), Bots.create("random")).serve(new BufferedReader(
        new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
    out.flush();
  }
}
