package io.github.elfern.notation;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * The hand-written scanner and record parser: reads characters from a buffer, keeps line and
 * column (code points; CR and a leading byte-order mark not counted), and splits the text into
 * records of tags and movetext items. It holds one buffer and the record being read, whatever the
 * size of the input; the {@link ReadLimits} bound the record, and past a limit the rest of the
 * record (and of a long line) is scanned without being kept. Every loop consumes one character
 * per step, so time is linear in the input.
 */
final class EgnParser {

  static final int MAX_WORD = ReadLimits.MAX_WORD_CHARS;

  private static final int EOF = -1;

  private final ReadLimits limits;
  private final int maxLine;
  private final int maxTagValue;
  private final int maxTags;
  private final int maxItems;
  private final int maxCommentChars;

  /** Characters consumed so far. */
  private long consumed;
  /** The value of {@link #consumed} at which the record passes its limit. */
  private long recordLimitAt = Long.MAX_VALUE;
  /** Where the record passed its character limit (line 0: not passed). */
  private int overLine;
  private int overColumn;
  /** Where a line passed its length limit (line 0: not passed). */
  private int longLine;
  private int longColumn;
  /** After a limit is passed, the rest of the record is scanned but not kept. */
  private boolean discard;

  private final Reader in;
  private final char[] buf = new char[1 << 16];
  private int pos;
  private int limit;
  private boolean eof;
  private final boolean strict;

  /** Line and column of the next character. */
  private int line = 1;
  private int column = 1;
  private boolean lineHasContent;
  private boolean blankLineSeen;

  private final char[] word = new char[MAX_WORD];
  private final StringBuilder text = new StringBuilder(256);

  EgnParser(Reader in, Strictness strictness, ReadLimits limits) {
    this.in = in;
    this.strict = strictness == Strictness.STRICT;
    this.limits = limits;
    this.maxLine = limits.maxLineChars();
    this.maxTagValue = limits.maxTagValueChars();
    this.maxTags = limits.maxTags();
    this.maxItems = limits.maxTokens();
    this.maxCommentChars = limits.maxCommentChars();
    if (peek() == '\uFEFF') {
      pos++;
    }
  }

  // ------------------------------------------------------------------ characters

  private int peek() {
    if (pos < limit) {
      return buf[pos];
    }
    if (!fill()) {
      return EOF;
    }
    return buf[pos];
  }

  private boolean fill() {
    if (eof) {
      return false;
    }
    try {
      int n;
      do {
        n = in.read(buf, 0, buf.length);
      } while (n == 0);
      if (n < 0) {
        eof = true;
        return false;
      }
      pos = 0;
      limit = n;
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Consumes the character just peeked. */
  private void advance(int c) {
    pos++;
    if (++consumed == recordLimitAt) {
      overLine = line;
      overColumn = column;
    }
    if (c == '\n') {
      if (!lineHasContent) {
        blankLineSeen = true;
      }
      lineHasContent = false;
      if (line < Integer.MAX_VALUE) {
        line++;
      }
      column = 1;
    } else if (c == '\r') {
      // not counted
    } else {
      if (c != ' ' && c != '\t') {
        lineHasContent = true;
      }
      if (c < 0xDC00 || c > 0xDFFF) {
        if (column == maxLine + 1 && longLine == 0) {
          longLine = line;
          longColumn = column;
        }
        if (column < Integer.MAX_VALUE) {
          column++;
        }
      }
    }
  }

  /**
   * Consumes {@code n} characters of the buffer at once, with the bookkeeping of {@code n} calls of
   * {@link #advance(int)}: none of them is a line end, a CR or half of a surrogate pair, and the
   * line already has content or one of them is not blank.
   */
  private void advanceRun(int n) {
    pos += n;
    long before = consumed;
    consumed += n;
    if (before < recordLimitAt && consumed >= recordLimitAt) {
      overLine = line;
      overColumn = (int) Math.min(column + (recordLimitAt - before - 1), Integer.MAX_VALUE);
    }
    lineHasContent = true;
    long first = column;
    long last = first + n - 1;
    if (longLine == 0 && first <= maxLine + 1L && maxLine + 1L <= last) {
      longLine = line;
      longColumn = maxLine + 1;
    }
    column = (int) Math.min(last + 1, Integer.MAX_VALUE);
  }

  private static boolean isSpace(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }

  private void skipSpace() {
    while (true) {
      int c = peek();
      if (!isSpace(c)) {
        return;
      }
      advance(c);
    }
  }

  // ------------------------------------------------------------------ records

  /**
   * Reads the next record, or returns null at the end of the input when only white space and
   * comments remain. When what remains holds an error (an unterminated {@code {} or an overlong
   * comment), it is returned as a record without tags or moves whose tag section has that error.
   *
   * @param skipMoves read the movetext only to find the record's end (no items kept)
   */
  RawRecord next(boolean skipMoves) {
    return read(skipMoves, null);
  }

  /** Reads a record; when {@code tagsDone} is given, it is told when the tag section ends. */
  RawRecord read(boolean skipMoves, TagListener tagsDone) {
    RawRecord rec = new RawRecord();
    int phase = 0; // 0 start, 1 tags, 2 movetext
    boolean german = false;
    boolean skipping = skipMoves;
    boolean started = false;
    discard = false;
    recordLimitAt = Long.MAX_VALUE;
    overLine = 0;
    while (true) {
      skipSpace();
      int c = peek();
      if (!started) {
        if (longLine != 0 && longLine != line) {
          longLine = 0; // a long run of white space before the record harms nothing
        }
        if (c != EOF) {
          started = true;
          recordLimitAt = consumed + limits.maxRecordChars() + 1;
        }
      } else {
        checkLimits(rec, phase, true);
      }
      if (c == EOF) {
        if (phase == 0 && rec.tagError == null) {
          return null;
        }
        if (phase == 0) {
          // Text after the last record that is no record but holds an error (an unterminated
          // '{'): a record of its own, with no tags and no moves, so that the error is not lost.
          rec.firstLine = rec.tagError.line();
          rec.firstColumn = rec.tagError.column();
          if (tagsDone != null) {
            tagsDone.tagsDone(rec);
          }
          return rec;
        }
        if (phase == 1 && tagsDone != null) {
          skipping = tagsDone.tagsDone(rec) || skipping;
        }
        rec.error(new Diagnostic(line, column, EgnCode.SYNTAX,
            "missing termination marker: expected * or the points such as 12-8, found the end "
                + "of the file"));
        return rec;
      }
      c = peek(); // checkLimits may have skipped the rest of a line
      if (c == EOF || isSpace(c)) {
        continue;
      }
      if (c == '{' || c == ';') {
        readComment(rec, c, skipping || discard, phase < 2);
        continue;
      }
      if (c == '[') {
        if (phase == 0) {
          phase = 1;
          rec.firstLine = line;
          rec.firstColumn = column;
          readTag(rec);
          continue;
        }
        if (phase == 1 && !blankLineSeen) {
          readTag(rec);
          continue;
        }
        if (phase == 1 && tagsDone != null) {
          skipping = tagsDone.tagsDone(rec) || skipping;
        }
        rec.error(new Diagnostic(line, column, EgnCode.SYNTAX,
            "missing termination marker: expected * or the points such as 12-8 before the next "
                + "tag section"));
        return rec;
      }
      if (phase == 0) {
        rec.firstLine = line;
        rec.firstColumn = column;
      }
      if (phase < 2) {
        phase = 2;
        String suits = rec.tag("Suits");
        german = "german".equals(suits);
        if (tagsDone != null) {
          skipping = tagsDone.tagsDone(rec) || skipping;
        }
      }
      if (readWord(rec, german, skipping || discard)) {
        checkLimits(rec, phase, false);
        return rec;
      }
    }
  }

  /**
   * Reports a limit passed by the token just read (the first by position, if both were), and
   * from then on scans the record without keeping it; after a long line the rest of the line is
   * skipped, unless the record has just ended (the rest then belongs to the next record).
   */
  private void checkLimits(RawRecord rec, int phase, boolean skipLine) {
    if (longLine == 0 && overLine == 0) {
      return;
    }
    Diagnostic lineError = longLine == 0 ? null : new Diagnostic(longLine, longColumn,
        EgnCode.SYNTAX, "line too long: expected at most " + maxLine + " characters on a line "
            + "(ReadLimits.maxLineChars); the rest of the line and of the record is skipped");
    Diagnostic recordError = overLine == 0 ? null : new Diagnostic(overLine, overColumn,
        EgnCode.SYNTAX, "record too long: expected at most " + limits.maxRecordChars()
            + " characters in a record (ReadLimits.maxRecordChars); the rest of the record is "
            + "skipped");
    if (lineError != null && recordError != null && isBefore(recordError, lineError)) {
      report(rec, recordError, phase);
      report(rec, lineError, phase);
    } else {
      if (lineError != null) {
        report(rec, lineError, phase);
      }
      if (recordError != null) {
        report(rec, recordError, phase);
      }
    }
    if (skipLine && longLine == line) {
      while (true) {
        int c = peek();
        if (c == EOF || c == '\n') {
          break;
        }
        advance(c);
      }
    }
    longLine = 0;
    overLine = 0;
    recordLimitAt = Long.MAX_VALUE;
    discard = true;
  }

  private static boolean isBefore(Diagnostic a, Diagnostic b) {
    return a.line() != b.line() ? a.line() < b.line() : a.column() < b.column();
  }

  /** Records an error of the tag section (phases 0 and 1) or of the movetext. */
  private static void report(RawRecord rec, Diagnostic d, int phase) {
    if (phase < 2) {
      rec.tagError(d);
    } else {
      rec.error(d);
    }
  }

  /** Told when a record's tag section is complete; returns true to skip the movetext. */
  interface TagListener {
    boolean tagsDone(RawRecord rec);
  }

  // ------------------------------------------------------------------ comments

  private void readComment(RawRecord rec, int open, boolean skipping, boolean inTags) {
    int l = line;
    int col = column;
    advance(open);
    text.setLength(0);
    boolean keep = !skipping;
    int length = 0;
    while (true) {
      int c = peek();
      if (c == EOF) {
        if (open == '{') {
          Diagnostic d = new Diagnostic(l, col, EgnCode.SYNTAX,
              "unterminated comment: expected '}' to close the '{', found the end of the file");
          if (inTags) {
            rec.tagError(d);
          } else {
            rec.error(d);
          }
          return;
        }
        break;
      }
      if (open == ';' && c == '\n') {
        break;
      }
      advance(c);
      if (open == '{' && c == '}') {
        break;
      }
      if (keep) {
        if (++length > maxCommentChars) {
          keep = false;
          text.setLength(0);
          Diagnostic d = new Diagnostic(l, col, EgnCode.SYNTAX,
              "comment too long: expected at most " + maxCommentChars
                  + " characters (ReadLimits.maxCommentChars)");
          if (inTags) {
            rec.tagError(d);
          } else {
            rec.error(d);
          }
        } else {
          text.append((char) c);
        }
      }
    }
    if (keep) {
      if (rec.count >= maxItems) {
        tooManyTokens(rec, l, col, inTags);
        return;
      }
      String folded = Comments.fold(text);
      rec.comment(open == ';' ? folded.replace('}', ')') : folded, l, col);
    }
  }

  // ------------------------------------------------------------------ tags

  private void readTag(RawRecord rec) {
    blankLineSeen = false;
    int l = line;
    int col = column;
    advance('[');
    skipBlanks();
    int c = peek();
    text.setLength(0);
    if (!isLetter(c)) {
      malformedTag(rec, l, col, "expected a tag name (a letter, then letters, digits or _) "
          + "after '[', found " + describe(c));
      return;
    }
    while (isLetter(c) || (c >= '0' && c <= '9') || c == '_') {
      advance(c);
      if (text.length() == MAX_WORD) {
        malformedTag(rec, l, col, "the tag name " + text.substring(0, 16) + "... is too long "
            + "(more than " + MAX_WORD + " characters)");
        return;
      }
      text.append((char) c);
      c = peek();
    }
    String name = tagName(text);
    skipBlanks();
    c = peek();
    if (c != '"') {
      malformedTag(rec, l, col, "expected '\"' to open the value of " + name + ", found "
          + describe(c));
      return;
    }
    advance(c);
    text.setLength(0);
    while (true) {
      if (!discard) {
        // Fast path: a run of plain characters that lies in the buffer.
        int p = pos;
        int end = limit;
        while (p < end) {
          char ch = buf[p];
          if (ch == '"' || ch == '\\' || ch == '\n' || ch == '\r' || ch >= 0xD800) {
            break;
          }
          p++;
        }
        int n = p - pos;
        if (n > 0 && text.length() + n <= maxTagValue) {
          text.append(buf, pos, n);
          advanceRun(n);
        }
      }
      c = peek();
      if (c == EOF || c == '\n') {
        malformedTag(rec, l, col, "unterminated value of " + name + ": expected '\"' before the "
            + "end of the line");
        return;
      }
      advance(c);
      if (c == '"') {
        break;
      }
      if (c == '\\') {
        int e = peek();
        if (e != '"' && e != '\\') {
          malformedTag(rec, l, col, "bad escape in the value of " + name
              + ": only \\\" and \\\\ exist, found \\" + (e == EOF || e == '\n' ? "" : (char) e));
          return;
        }
        advance(e);
        c = e;
      }
      if (c == '\r') {
        continue;
      }
      if (text.length() >= maxTagValue) {
        malformedTag(rec, l, col, "the value of " + name + " is too long: expected at most "
            + maxTagValue + " characters (ReadLimits.maxTagValueChars)");
        return;
      }
      if (!discard) {
        text.append((char) c);
      }
    }
    skipBlanks();
    c = peek();
    if (c != ']') {
      malformedTag(rec, l, col, "expected ']' to close the tag pair " + name + ", found "
          + describe(c));
      return;
    }
    advance(c);
    if (discard) {
      return;
    }
    if (rec.tags.containsKey(name)) {
      rec.tagError(new Diagnostic(l, col, EgnCode.DUPLICATE_TAG,
          "tag " + name + " is given twice (first at " + rec.tags.get(name).line + ":"
              + rec.tags.get(name).column + "); a name may appear once per record"));
    } else if (rec.tags.size() >= maxTags) {
      rec.tagError(new Diagnostic(l, col, EgnCode.SYNTAX,
          "too many tags: expected at most " + maxTags + " in one record (ReadLimits.maxTags)"));
    } else {
      rec.tags.put(name, new RawRecord.RawTag(name, text.toString(), l, col));
    }
  }

  /** The tag names of the specification, shared rather than made anew for every record. */
  private static final String[] KNOWN_TAGS = EgnWriter.TAG_ORDER.toArray(new String[0]);

  /** {@return the name read, the shared string when it is one of the specification's} */
  private static String tagName(StringBuilder name) {
    for (String known : KNOWN_TAGS) {
      if (known.length() == name.length() && known.contentEquals(name)) {
        return known;
      }
    }
    return name.toString();
  }

  private static boolean isLetter(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  private void skipBlanks() {
    int c = peek();
    while (c == ' ' || c == '\t' || c == '\r') {
      advance(c);
      c = peek();
    }
  }

  /** Reports a malformed tag pair and resumes after the next ']' on the line, or at its end. */
  private void malformedTag(RawRecord rec, int l, int col, String why) {
    rec.tagError(new Diagnostic(l, col, EgnCode.SYNTAX, "malformed tag pair: " + why));
    while (true) {
      int c = peek();
      if (c == EOF || c == '\n') {
        return;
      }
      advance(c);
      if (c == ']') {
        return;
      }
    }
  }

  private static String describe(int c) {
    if (c == EOF) {
      return "the end of the file";
    }
    if (c == '\n') {
      return "the end of the line";
    }
    return "'" + (char) c + "'";
  }

  // ------------------------------------------------------------------ movetext

  /** Reads one word of movetext; returns true when it was the termination marker. */
  private boolean readWord(RawRecord rec, boolean german, boolean skipping) {
    int l = line;
    int col = column;
    int len = 0;
    boolean truncated = false;
    // Fast path: the word ends inside the buffer and holds no surrogate.
    int p = pos;
    int end = limit;
    while (p < end) {
      char ch = buf[p];
      if (ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r' || ch == '{' || ch == ';'
          || ch == '[' || ch >= 0xD800) {
        break;
      }
      p++;
    }
    int n = p - pos;
    boolean fast = p < end && buf[p] < 0xD800 && n > 0 && n <= MAX_WORD;
    if (fast) {
      System.arraycopy(buf, pos, word, 0, n);
      len = n;
      advanceRun(n);
    }
    while (!fast) {
      int c = peek();
      if (c == EOF || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '{' || c == ';'
          || c == '[') {
        break;
      }
      advance(c);
      if (len < MAX_WORD) {
        word[len++] = (char) c;
      } else {
        truncated = true;
      }
    }
    int off = 0;
    while (true) {
      // A trick number, possibly glued to what follows ("1.KD").
      int j = off;
      while (j < len && word[j] >= '0' && word[j] <= '9') {
        j++;
      }
      if (j > off && j < len && word[j] == '.') {
        if (!skipping) {
          item(rec, RawRecord.NUMBER, number(off, j), l, col + off);
        }
        off = j + 1;
        if (off == len && !truncated) {
          return false;
        }
        continue;
      }
      break;
    }
    int at = col + off;
    if (!truncated && isMarker(off, len)) {
      rec.marker = new String(word, off, len - off);
      rec.markerLine = l;
      rec.markerColumn = at;
      return true;
    }
    if (skipping) {
      return false;
    }
    if (off < len && CardTokens.startsLikeCard(word, off, len)) {
      int packed = truncated ? CardTokens.BAD : CardTokens.parse(word, off, len, german, strict, true);
      if (packed == CardTokens.BAD) {
        rec.error(new Diagnostic(l, at, EgnCode.BAD_CARD,
            CardTokens.whyBad(token(off, len, truncated), german, strict, true)));
      } else {
        item(rec, RawRecord.CARD, packed, l, at);
      }
      return false;
    }
    rec.error(new Diagnostic(l, at, EgnCode.SYNTAX,
        "unexpected '" + token(off, len, truncated) + "': expected a trick number such as 3., a "
            + "card such as " + (german ? "OH" : "QH") + ", a comment or the termination marker"));
    return false;
  }

  /** The word read, for a message (made only when there is an error to report). */
  private String token(int off, int len, boolean truncated) {
    return new String(word, off, len - off) + (truncated ? "..." : "");
  }

  private void item(RawRecord rec, int kind, int value, int l, int col) {
    if (rec.count >= maxItems) {
      tooManyTokens(rec, l, col, false);
      return;
    }
    rec.add(kind, value, l, col);
  }

  /** Reports the token past {@link ReadLimits#maxTokens()}; the rest of the record is not kept. */
  private void tooManyTokens(RawRecord rec, int l, int col, boolean inTags) {
    Diagnostic d = new Diagnostic(l, col, EgnCode.SYNTAX, "too many tokens: expected at most "
        + maxItems + " trick numbers, cards and comments in a record (ReadLimits.maxTokens)");
    if (inTags) {
      rec.tagError(d);
    } else {
      rec.error(d);
    }
    discard = true;
  }

  private int number(int from, int to) {
    long v = 0;
    for (int i = from; i < to; i++) {
      v = v * 10 + (word[i] - '0');
      if (v >= Integer.MAX_VALUE) {
        return Integer.MAX_VALUE; // "too large": Checker says so rather than show a number
      }
    }
    return (int) v;
  }

  /** {@return whether {@code word[from, to)} is {@code *} or numbers joined by '-'} */
  private boolean isMarker(int from, int to) {
    if (to - from == 1 && word[from] == '*') {
      return true;
    }
    if (to - from < 3 || word[from] < '0' || word[from] > '9') {
      return false; // the shortest points are 0-0; a card such as 9H starts with a digit too
    }
    int groups = 0;
    int digits = 0;
    for (int i = from; i < to; i++) {
      char c = word[i];
      if (c >= '0' && c <= '9') {
        digits++;
      } else if (c == '-' && digits > 0) {
        groups++;
        digits = 0;
      } else {
        return false;
      }
    }
    return groups >= 1 && digits > 0;
  }
}
