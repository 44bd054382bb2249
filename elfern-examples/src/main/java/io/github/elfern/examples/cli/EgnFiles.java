package io.github.elfern.examples.cli;

import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.Strictness;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opens the EGN files named on the command line, turning every way a file can be unusable into
 * one clear message.
 *
 * <p>The name {@code -} stands for standard input. Bytes that are not UTF-8 are read as U+FFFD by
 * the reader, so they make the word they stand in a bad token ({@code syntax} or {@code bad-card}
 * at that word's position) and never stop the reading.
 */
final class EgnFiles {
  private EgnFiles() {}

  /** The problem that makes a file unreadable, as one line without the file name. */
  static final class Unreadable extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    Unreadable(String file, String problem) {
      super(file + ": " + problem);
    }
  }

  /** A file that cannot be written, as one line naming the file and the reason. */
  static final class Unwritable extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    Unwritable(Path file, String problem) {
      super(file + ": write error: " + problem);
    }
  }

  /**
   * Checks, before any work is done, that {@code file} can be written (created or overwritten),
   * without creating or changing it.
   *
   * @throws Unwritable naming the file and why it cannot be written
   */
  static void checkWritable(Path file) {
    if (Files.isDirectory(file)) {
      throw new Unwritable(file, "is a directory");
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw new Unwritable(file, "no such directory " + parent);
    }
    if (Files.exists(file) ? !Files.isWritable(file) : !Files.isWritable(parent)) {
      throw new Unwritable(file, "permission denied");
    }
  }

  /** Returns the one-line failure of writing {@code file}, without the Java exception names. */
  static Unwritable unwritable(Path file, IOException e) {
    String reason;
    Path parent = file.toAbsolutePath().getParent();
    if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) {
      reason = fse.getReason();
    } else if (e instanceof NoSuchFileException) {
      // the directory may exist and still refuse the file (as /proc does): say which it is
      reason = parent == null || !Files.isDirectory(parent) ? "no such directory " + parent
          : "cannot be created in " + parent;
    } else if (e instanceof AccessDeniedException) {
      reason = "permission denied";
    } else {
      reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
    return new Unwritable(file, reason);
  }

  /**
   * Writes {@code text} to {@code file} as UTF-8, replacing it.
   *
   * @throws Unwritable naming the file and why it cannot be written
   */
  static void write(Path file, String text) {
    try {
      Files.writeString(file, text, java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw unwritable(file, e);
    }
  }

  /**
   * Tells on {@code err} why the records could not be saved and prints them on {@code out}
   * instead, so that played deals are never lost.
   *
   * @param err standard error
   * @param out standard output
   * @param e why the file could not be written
   * @param egn the records
   * @param what what follows, e.g. "the deal" or "the deals"
   */
  static void toStandardOutput(PrintWriter err, PrintWriter out, Unwritable e, String egn,
      String what) {
    err.println("elfern: " + Display.printable(e.getMessage()) + "; " + what
        + " follow" + (what.endsWith("s") ? "" : "s") + " as EGN on standard output");
    err.flush();
    out.println();
    out.print(egn);
    out.flush();
  }

  /**
   * Opens a file (or standard input for {@code -}) for reading record by record.
   *
   * @throws Unreadable if the file does not exist, is a directory or cannot be read
   */
  static EgnReader open(String file, Strictness strictness, InputStream stdin) {
    if (file.equals("-")) {
      return EgnReader.of(new NonClosing(stdin), strictness);
    }
    Path path;
    try {
      path = Path.of(file);
    } catch (InvalidPathException e) {
      throw new Unreadable(file, "not a valid file name (" + e.getReason() + ")");
    }
    if (Files.isDirectory(path)) {
      throw new Unreadable(file, "is a directory, not an EGN file");
    }
    try {
      return EgnReader.open(path, strictness);
    } catch (NoSuchFileException e) {
      throw new Unreadable(file, "no such file");
    } catch (AccessDeniedException e) {
      throw new Unreadable(file, "permission denied");
    } catch (IOException e) {
      throw new Unreadable(file, "cannot be read (" + e.getMessage() + ")");
    }
  }

  /** Returns the message of an error met while reading, without the Java exception names. */
  static String problem(UncheckedIOException e) {
    IOException cause = e.getCause();
    return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
  }

  /** Standard input, which closing a reader must leave open. */
  private static final class NonClosing extends java.io.FilterInputStream {
    NonClosing(InputStream in) {
      super(in);
    }

    @Override
    public void close() {
      // standard input stays open
    }
  }
}
