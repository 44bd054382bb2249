package io.github.elfern.notation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A record as the parser saw it: tags and movetext items with their source positions, before
 * validation. Records built in code are turned into one of these (positions 0) so that one
 * checker validates both.
 */
final class RawRecord {

  static final int NUMBER = 0;
  static final int CARD = 1;
  static final int COMMENT = 2;
  static final int ERROR = 3;

  /** A tag pair and where its {@code [} stands. */
  static final class RawTag {
    final String name;
    final String value;
    final int line;
    final int column;

    RawTag(String name, String value, int line, int column) {
      this.name = name;
      this.value = value;
      this.line = line;
      this.column = column;
    }
  }

  final Map<String, RawTag> tags = new LinkedHashMap<>();
  int firstLine;
  int firstColumn;
  /** The first error of the tag section (malformed pair, duplicate tag, comment), if any. */
  Diagnostic tagError;
  boolean hasError;

  int count;
  int[] kinds = new int[48];
  int[] values = new int[48];
  int[] lines = new int[48];
  int[] columns = new int[48];
  final List<String> comments = new ArrayList<>();
  final List<Diagnostic> errors = new ArrayList<>(1);

  String marker;
  int markerLine;
  int markerColumn;

  void add(int kind, int value, int line, int column) {
    if (count == kinds.length) {
      int n = count * 2;
      kinds = Arrays.copyOf(kinds, n);
      values = Arrays.copyOf(values, n);
      lines = Arrays.copyOf(lines, n);
      columns = Arrays.copyOf(columns, n);
    }
    kinds[count] = kind;
    values[count] = value;
    lines[count] = line;
    columns[count] = column;
    count++;
  }

  void comment(String text, int line, int column) {
    comments.add(text);
    add(COMMENT, comments.size() - 1, line, column);
  }

  /** Records a movetext error; only the first error of a record is kept. */
  void error(Diagnostic d) {
    if (!hasError) {
      hasError = true;
      errors.add(d);
      add(ERROR, errors.size() - 1, d.line(), d.column());
    }
  }

  void tagError(Diagnostic d) {
    if (!hasError) {
      hasError = true;
      tagError = d;
    }
  }

  String tag(String name) {
    RawTag t = tags.get(name);
    return t == null ? null : t.value;
  }
}
