package io.github.elfern.notation;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.Move;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One play of a record: the move (a card, with {@code =Z} for a Zwang announcement), its
 * annotation glyph, and the comments that stand after it.
 *
 * @param move the card and its announcement
 * @param glyph the annotation glyph, if any
 * @param comments the comments after this play, each with white space folded
 */
public record RecordedMove(Move move, Optional<Glyph> glyph, List<String> comments) {

  /**
   * Checks the parts and copies the comments.
   *
   * @param move the card and its announcement
   * @param glyph the annotation glyph, if any
   * @param comments the comments after this play
   * @throws IllegalArgumentException if a comment holds a closing brace
   */
  public RecordedMove {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(glyph, "glyph");
    comments = comments.isEmpty() ? List.of() : Comments.checkAll(comments);
  }

  /**
   * Returns a play without glyph or comment.
   *
   * @param move the move
   * @return the recorded move
   */
  public static RecordedMove of(Move move) {
    return new RecordedMove(move, Optional.empty(), List.of());
  }

  /**
   * Returns the move's canonical token with its suffixes, e.g. {@code "QC=Z!"}.
   *
   * @param suits the letters to use
   * @return the token
   */
  public String notation(SuitSystem suits) {
    String card = suits.notation(move.card());
    String z = move.isZwang() ? "=Z" : "";
    return card + z + glyph.map(Glyph::text).orElse("");
  }
}
