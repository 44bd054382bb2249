package io.github.elfern.conformance;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A deliberately broken engine for the harness tests, run as a child JVM: it greets properly and
 * then misbehaves in the way its argument names.
 */
public final class BrokenEngine {
  private BrokenEngine() {}

  /**
   * Runs the engine.
   *
   * @param args the misbehaviour: silent, garbage, exit, huge, flood, chatty, no-greeting,
   *     stderr-flood (8 MB on standard error without a line end, then exit), escapes (answers
   *     terminal control sequences), or illegal (answers {@code choose} with a move that is not in
   *     its {@code legal=} field); for silent, optionally a file to create when a request goes
   *     unanswered, so that a test can wait for that
   * @throws Exception never on purpose
   */
  public static void main(String[] args) throws Exception {
    String mode = args[0];
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in,
        StandardCharsets.UTF_8));
    String line = in.readLine();
    if (mode.equals("no-greeting")) {
      System.out.println("hi there");
      System.out.flush();
      Thread.sleep(60_000);
      return;
    }
    System.out.println("# a comment the harness ignores");
    System.out.println("ready broken " + mode);
    System.out.flush();
    while ((line = in.readLine()) != null) {
      if (line.startsWith("hello")) {
        System.out.println("ready again");
        System.out.flush();
        continue;
      }
      if (line.startsWith("capabilities")) {
        // as an engine of protocol version 1 answers a request it does not know
        System.out.println("unsupported");
        System.out.flush();
        continue;
      }
      if (line.startsWith("rules")) {
        System.out.println("ok");
        System.out.flush();
        continue;
      }
      switch (mode) {
        case "illegal":
          System.out.println("move " + notLegal(line));
          break;
        case "silent":
          if (args.length > 1) {
            java.nio.file.Files.writeString(java.nio.file.Path.of(args[1]), line);
          }
          Thread.sleep(60_000);
          break;
        case "garbage":
          System.out.println("\u00ff\u0000 fnord");
          break;
        case "exit":
          System.err.println("engine: out of cheese");
          System.exit(3);
          break;
        case "stderr-flood":
          // Standard error without a line end, far more than the host should keep.
          for (int i = 0; i < 8_000; i++) {
            System.err.print("E".repeat(1000));
          }
          System.err.flush();
          System.exit(4);
          break;
        case "escapes":
          System.out.println("\u001b[2J\u001b]0;pwned\u0007 move");
          break;
        case "hang-after-greeting":
          Thread.sleep(600_000);
          break;
        case "huge":
          System.out.println("deck " + "X".repeat(200_000));
          break;
        case "flood":
          for (int i = 0; i < 5000; i++) {
            System.out.println("spam " + i);
          }
          break;
        default: // chatty: two answers per request
          System.out.println("ok");
          System.out.println("ok");
      }
      System.out.flush();
    }
  }

  /** The first card of the canonical deck that the request's {@code legal=} field lacks. */
  private static String notLegal(String request) {
    String legal = "";
    for (String w : request.split(" ")) {
      if (w.startsWith("legal=")) {
        legal = "," + w.substring(6) + ",";
      }
    }
    for (char suit : "CSHD".toCharArray()) {
      for (char rank : "AKQJT987".toCharArray()) {
        String card = "" + rank + suit;
        if (!legal.contains("," + card + ",")) {
          return card;
        }
      }
    }
    return "AC";
  }
}
