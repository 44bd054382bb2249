package io.github.elfern.conformance;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines of the line protocol in bounded memory: a line ends at LF only (a CR inside a line
 * is part of it; one CR before the LF is dropped), and a line longer than the limit is skipped to
 * its end without being kept, so a peer that never ends a line costs no memory.
 */
final class LineReader {

  /** One line: its text (empty when too long) and whether it was longer than the limit. */
  record Line(String text, boolean tooLong, long length) {}

  private final Reader in;
  private final int max;
  private final char[] buf = new char[8192];
  private int pos;
  private int end;

  LineReader(Reader in, int max) {
    this.in = in;
    this.max = max;
  }

  /**
   * Reads the next line.
   *
   * @return the line, or null at the end of input (a last line without LF is returned first)
   * @throws IOException if reading fails
   */
  Line next() throws IOException {
    StringBuilder sb = new StringBuilder();
    long length = 0;
    boolean any = false;
    while (true) {
      if (pos == end) {
        end = in.read(buf, 0, buf.length);
        pos = 0;
        if (end <= 0) {
          end = 0;
          return any ? line(sb, length) : null;
        }
      }
      any = true;
      int start = pos;
      while (pos < end && buf[pos] != '\n') {
        pos++;
      }
      int n = pos - start;
      if (length + n <= max + 1) {
        sb.append(buf, start, n);
      } else if (sb.length() > 0) {
        sb.setLength(0);
        sb.trimToSize();
      }
      length += n;
      if (pos < end) {
        pos++;
        return line(sb, length);
      }
    }
  }

  private Line line(StringBuilder sb, long length) {
    if (length > 0 && length <= max + 1 && sb.charAt(sb.length() - 1) == '\r') {
      sb.setLength(sb.length() - 1);
      length--;
    }
    return length > max ? new Line("", true, length) : new Line(sb.toString(), false, length);
  }
}
