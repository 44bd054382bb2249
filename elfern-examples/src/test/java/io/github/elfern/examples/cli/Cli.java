package io.github.elfern.examples.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/** Runs the {@code elfern} program in-process and captures its exit code, output and errors. */
final class Cli {
  private Cli() {}

  /** What one run of the program gave. */
  record Run(int exit, String out, String err) {
    /** The output lines. */
    String[] lines() {
      return out.isEmpty() ? new String[0] : out.split("\n", -1);
    }
  }

  static Run run(String... args) {
    return runWithInput("", args);
  }

  static Run runWithInput(String stdin, String... args) {
    return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
  }

  static Run run(InputStream stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = ElfernCommand.commandLine(stdin);
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int exit = cl.execute(args);
    return new Run(exit, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
  }

  /** Writes a UTF-8 file in {@code dir} and returns its path as a string. */
  static String file(Path dir, String name, String text) throws IOException {
    return file(dir, name, text.getBytes(StandardCharsets.UTF_8));
  }

  static String file(Path dir, String name, byte[] bytes) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, bytes);
    return p.toString();
  }

  /** The example of EGN.md §13 (the club evening), as bundled. */
  static final String CLUB_EVENING = "examples/club-evening.egn";
}
