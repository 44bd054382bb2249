package io.github.elfern.notation;

import java.util.Map;

/**
 * Receives the records of an input one by one from {@link EgnReader#accept(EgnVisitor)}: for
 * skimming an archive by its tags without reading the moves, or for stopping early.
 *
 * <pre>{@code
 * reader.accept(new EgnVisitor() {
 *   public Action tags(Map<String, String> tags, int line, int column) {
 *     return "Anna; Ben".equals(tags.get("Players")) ? Action.READ : Action.SKIP;
 *   }
 *   public boolean record(ParsedRecord record) {
 *     found.add(record.record());
 *     return found.size() < 10;            // stop after ten
 *   }
 * });
 * }</pre>
 */
public interface EgnVisitor {

  /** What the reader does with a record once its tags are known. */
  enum Action {
    /** Read and validate the movetext, then call {@link #record(ParsedRecord)}. */
    READ,
    /** Skip the movetext to the record's end without validating it; no call for the record. */
    SKIP,
    /** Skip the movetext and stop reading after this record. */
    STOP
  }

  /**
   * Called when a record's tag section is complete (with no tags for a record that has none).
   *
   * @param tags the tags in the order read, values verbatim (a malformed pair is missing)
   * @param line the line of the record's first token
   * @param column the column of the record's first token
   * @return what to do with the record
   */
  default Action tags(Map<String, String> tags, int line, int column) {
    return Action.READ;
  }

  /**
   * Called with each record read (not with skipped ones).
   *
   * @param record the record and its diagnostics
   * @return true to go on, false to stop reading
   */
  default boolean record(ParsedRecord record) {
    return true;
  }
}
