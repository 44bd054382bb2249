package io.github.elfern.notation;

import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A record as read from text, with what validation found: at most one error (validation of a
 * record stops at its first error) and any notes about a partial record, each with its line and
 * column.
 *
 * <p>When the text after the last record holds an error but no record (an unterminated
 * <code>&#123;</code> comment, which runs to the end of the input), the reader returns it as a
 * record of its own with no tags and no moves and that {@code syntax} error, positioned at the
 * <code>&#123;</code>: so no error of the input is lost (EGN.md §3).
 */
public final class ParsedRecord {

  /** Builds the record when it is first asked for: a validating pass need not make it. */
  private final Supplier<GameRecord> source;
  /** The record once built; a race builds two equal immutable records, which is harmless. */
  private volatile GameRecord record;
  private final List<Diagnostic> diagnostics;
  private final int number;
  private final int line;
  private final int column;
  private final GameState finalState;
  private final int hidden;

  ParsedRecord(Supplier<GameRecord> source, List<Diagnostic> diagnostics, int number, int line,
      int column, GameState finalState, int hidden) {
    this.source = source;
    this.diagnostics = List.copyOf(diagnostics);
    this.number = number;
    this.line = line;
    this.column = column;
    this.finalState = finalState;
    this.hidden = hidden;
  }

  /** {@return the record: everything the text held, errors or not} */
  public GameRecord record() {
    GameRecord r = record;
    if (r == null) {
      r = source.get();
      record = r;
    }
    return r;
  }

  /** {@return the error (if any) and the notes, in text order} */
  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  /** {@return the record's error, if it has one} */
  public Optional<Diagnostic> firstError() {
    for (Diagnostic d : diagnostics) {
      if (d.isError()) {
        return Optional.of(d);
      }
    }
    return Optional.empty();
  }

  /** {@return whether the record has an error} */
  public boolean hasError() {
    return firstError().isPresent();
  }

  /** {@return the record's number in its input, from 1} */
  public int number() {
    return number;
  }

  /** {@return the line of the record's first token (its first tag, or its first move)} */
  public int line() {
    return line;
  }

  /** {@return the column of the record's first token} */
  public int column() {
    return column;
  }

  /**
   * Returns the state after the record's last play, when the record has no error. For a partial
   * record it is the state of one full deck that agrees with the record (see {@link
   * #hiddenCards()}), and empty when the plays could not all be replayed.
   *
   * @return the final state, or empty
   */
  public Optional<GameState> finalState() {
    return Optional.ofNullable(finalState);
  }

  /**
   * Returns the cards whose place the record does not show: in a partial record's replay they are
   * placed by guess (empty for a complete deck).
   *
   * @return the hidden cards
   */
  public CardSet hiddenCards() {
    return CardSet.ofMask(hidden);
  }

  /**
   * {@return whether {@code o} is a parsed record with an equal record, equal diagnostics, number,
   * position, final state and hidden cards}
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof ParsedRecord)) {
      return false;
    }
    ParsedRecord p = (ParsedRecord) o;
    return number == p.number && line == p.line && column == p.column && hidden == p.hidden
        && diagnostics.equals(p.diagnostics) && finalState().equals(p.finalState())
        && record().equals(p.record());
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(number, line, column, hidden, diagnostics, record());
  }

  /** Returns e.g. {@code "record 3 at 21:1: 1 diagnostic(s)"}. */
  @Override
  public String toString() {
    return "record " + number + " at " + line + ":" + column + ": " + diagnostics;
  }
}
