package io.github.elfern.notation;

import java.util.List;
import java.util.Map;

/**
 * Validates records made in code (records read by {@link EgnReader} are validated as they are
 * read): the tag values, the legality of every play under the record's rules, and the result.
 *
 * <p>The checks and codes are those of the reader; the diagnostics have line and column 0, since
 * the record has no text. A record made in code has canonical form, so syntax errors and the
 * strict-mode spelling checks cannot occur.
 */
public final class EgnValidator {
  private EgnValidator() {}

  /**
   * Validates a record.
   *
   * @param record the record
   * @return its error, if any, and its notes
   */
  public static List<Diagnostic> validate(GameRecord record) {
    return check(record).diagnostics();
  }

  /**
   * Validates a record and returns it with its diagnostics and final state, as the reader would.
   *
   * @param record the record
   * @return the checked record
   */
  public static ParsedRecord check(GameRecord record) {
    return new Checker(toRaw(record), Strictness.LENIENT, false, null).check(1);
  }

  /** Turns a record into the parser's form: canonical trick numbers, positions 0. */
  static RawRecord toRaw(GameRecord record) {
    RawRecord raw = new RawRecord();
    for (Map.Entry<String, String> t : record.tags().entrySet()) {
      raw.tags.put(t.getKey(), new RawRecord.RawTag(t.getKey(), t.getValue(), 0, 0));
    }
    for (String c : record.leadingComments()) {
      raw.comment(c, 0, 0);
    }
    int n = record.seatsPerTrick();
    int i = 0;
    for (RecordedMove m : record.moves()) {
      if (i % n == 0) {
        raw.add(RawRecord.NUMBER, i / n + 1, 0, 0);
      }
      int packed = m.move().card().ordinal() | (m.move().isZwang() ? CardTokens.ZWANG : 0)
          | (m.glyph().map(g -> (g.ordinal() + 1) << 6).orElse(0));
      raw.add(RawRecord.CARD, packed, 0, 0);
      for (String c : m.comments()) {
        raw.comment(c, 0, 0);
      }
      i++;
    }
    raw.marker = record.termination();
    return raw;
  }
}
