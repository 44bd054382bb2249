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
 *
 * <p>Whatever its length, a line's first {@link #HEAD_WORDS} words are kept ({@link Line#head()}),
 * so that a request line too long to keep can still be known by its first words (an {@code egn}
 * header and its line count, which frame the lines after it).
 */
final class LineReader {

  /** How many characters of a line longer than the limit are kept, to show its start. */
  static final int PREFIX = 200;

  /** How many of a line's first words {@link Line#head()} keeps. */
  static final int HEAD_WORDS = 3;

  /**
   * How many characters of each of the first words {@link Line#head()} keeps: more than any word
   * it is used to recognise (a request's name, a line count, {@code strict}).
   */
  static final int HEAD_WORD_LENGTH = 24;

  /**
   * One line.
   *
   * @param text the line without its end; for a line longer than the limit, its first {@link
   *     #PREFIX} characters
   * @param tooLong whether the line was longer than the limit
   * @param length its length in characters (for a line reported eagerly, the length read so far)
   * @param head the line's first words (at most {@link #HEAD_WORDS}, each clipped to {@link
   *     #HEAD_WORD_LENGTH} characters), split at white space ({@link #isBlank}) as {@link
   *     ProtocolServer} splits a request; {@code [""]} for a blank line
   * @param ended whether the line ended with LF (false for a last line cut off by the end of the
   *     input, and for a line reported eagerly as too long)
   */
  record Line(String text, boolean tooLong, long length, String[] head, boolean ended) {}

  /**
   * Tells whether a character separates the words of a request: white space as {@link
   * Character#isWhitespace} has it (blanks, tabs, CR and the other ASCII separators, Unicode's
   * spaces but the no-break ones).
   *
   * @param c the character
   * @return whether it is white space
   */
  static boolean isBlank(char c) {
    return Character.isWhitespace(c);
  }

  /** Collects the first words of a line in bounded memory, chunk by chunk. */
  private static final class Head {
    private final String[] words = new String[HEAD_WORDS];
    private int count;
    private final StringBuilder word = new StringBuilder();
    private boolean inWord;

    void feed(char[] chars, int from, int to) {
      for (int i = from; i < to && count < HEAD_WORDS; i++) {
        char c = chars[i];
        if (isBlank(c)) {
          if (inWord) {
            end();
          }
        } else {
          inWord = true;
          if (word.length() < HEAD_WORD_LENGTH) {
            word.append(c);
          }
        }
      }
    }

    private void end() {
      words[count++] = word.toString();
      word.setLength(0);
      inWord = false;
    }

    String[] words() {
      if (inWord && count < HEAD_WORDS) {
        end();
      }
      return count == 0 ? new String[] {""} : java.util.Arrays.copyOf(words, count);
    }
  }

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
    Head head = new Head();
    long length = 0;
    boolean any = false;
    while (true) {
      if (!fill()) {
        return any ? line(sb, length, head, false) : null;
      }
      any = true;
      int start = pos;
      while (pos < end && buf[pos] != '\n') {
        pos++;
      }
      int n = pos - start;
      head.feed(buf, start, pos);
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
        return line(sb, length, head, true);
      }
      if (eager && length > max + 1) {
        skipping = true;
        return line(sb, length, head, false);
      }
    }
  }

  private Line line(StringBuilder sb, long length, Head head, boolean ended) {
    if (length > 0 && length <= max + 1 && sb.charAt(sb.length() - 1) == '\r') {
      sb.setLength(sb.length() - 1);
      length--;
    }
    if (length > max) {
      return new Line(sb.length() > PREFIX ? sb.substring(0, PREFIX) : sb.toString(), true, length,
          head.words(), ended);
    }
    return new Line(sb.toString(), false, length, head.words(), ended);
  }
}
