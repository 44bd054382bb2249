package io.github.elfern.conformance;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines of the line protocol in bounded memory: a line ends at LF only (a CR inside a line
 * is part of it; one CR before the LF is dropped), and a line longer than the limit is skipped to
 * its end without being kept, so a peer that never ends a line costs no memory.
 *
 * <p>In the eager mode ({@link #LineReader(Reader, int, boolean)}) a line is reported too long as
 * soon as it passes the limit, and its rest is skipped by the next call, so that a reader waiting
 * for an answer learns of it without waiting for the line's end, which may never come.
 */
final class LineReader {

  /** How many characters of a line longer than the limit are kept, to show its start. */
  static final int PREFIX = 200;

  /**
   * One line.
   *
   * @param text the line without its end; for a line longer than the limit, its first {@link
   *     #PREFIX} characters
   * @param tooLong whether the line was longer than the limit
   * @param length its length in characters (for a line reported eagerly, the length read so far)
   */
  record Line(String text, boolean tooLong, long length) {}

  private final Reader in;
  private final int max;
  private final boolean eager;
  private final char[] buf = new char[8192];
  private int pos;
  private int end;
  private boolean skipping;

  LineReader(Reader in, int max) {
    this(in, max, false);
  }

  /**
   * Makes a reader.
   *
   * @param in the characters
   * @param max the longest line kept
   * @param eager whether to report a line too long as soon as it passes {@code max}
   */
  LineReader(Reader in, int max, boolean eager) {
    this.in = in;
    this.max = max;
    this.eager = eager;
  }

  private boolean fill() throws IOException {
    if (pos == end) {
      end = in.read(buf, 0, buf.length);
      pos = 0;
      if (end <= 0) {
        end = 0;
        return false;
      }
    }
    return true;
  }

  /**
   * Reads the next line.
   *
   * @return the line, or null at the end of input (a last line without LF is returned first)
   * @throws IOException if reading fails
   */
  Line next() throws IOException {
    while (skipping) {
      if (!fill()) {
        return null;
      }
      while (pos < end && buf[pos] != '\n') {
        pos++;
      }
      if (pos < end) {
        pos++;
        skipping = false;
      }
    }
    StringBuilder sb = new StringBuilder();
    long length = 0;
    boolean any = false;
    while (true) {
      if (!fill()) {
        return any ? line(sb, length) : null;
      }
      any = true;
      int start = pos;
      while (pos < end && buf[pos] != '\n') {
        pos++;
      }
      int n = pos - start;
      if (length + n <= max + 1) {
        sb.append(buf, start, n);
      } else {
        if (sb.length() < PREFIX) {
          sb.append(buf, start, Math.min(n, PREFIX - sb.length()));
        }
        if (sb.length() > PREFIX) {
          sb.setLength(PREFIX);
          sb.trimToSize();
        }
      }
      length += n;
      if (pos < end) {
        pos++;
        return line(sb, length);
      }
      if (eager && length > max + 1) {
        skipping = true;
        return line(sb, length);
      }
    }
  }

  private Line line(StringBuilder sb, long length) {
    if (length > 0 && length <= max + 1 && sb.charAt(sb.length() - 1) == '\r') {
      sb.setLength(sb.length() - 1);
      length--;
    }
    if (length > max) {
      return new Line(sb.length() > PREFIX ? sb.substring(0, PREFIX) : sb.toString(), true, length);
    }
    return new Line(sb.toString(), false, length);
  }
}
