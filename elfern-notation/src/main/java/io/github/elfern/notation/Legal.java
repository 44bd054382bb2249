package io.github.elfern.notation;

import io.github.elfern.card.CardSet;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import java.util.Optional;

/**
 * The legal moves at the end of a record, as the {@code legal} command of EGN tools prints them:
 * the moves of the seat to play in canonical order and the record's letters, a Zwang lead as a
 * move of its own ({@code QC=Z}) right after {@code QC}; {@code -} when the deal is over; {@code
 * ! CODE} when the record has an error.
 *
 * <p>For a partial record, the moves listed are the legal moves among the cards the record shows
 * in that seat's hand, followed by {@code ??} when the seat also holds cards the record does not
 * show; {@code ??} alone when the plays could not all be replayed.
 */
public final class Legal {
  private Legal() {}

  /**
   * Returns the {@code legal} line of a record.
   *
   * @param record a record as read
   * @return e.g. {@code "KH 9H"}, {@code "QC QC=Z KC"}, {@code "-"} or {@code "! must-follow"}
   */
  public static String line(ParsedRecord record) {
    Optional<io.github.elfern.notation.Diagnostic> error = record.firstError();
    if (error.isPresent()) {
      return "! " + error.get().code().code();
    }
    Optional<GameState> s = record.finalState();
    if (s.isEmpty()) {
      return "??";
    }
    GameState state = s.get();
    if (state.isOver()) {
      return "-";
    }
    SuitSystem suits = record.record().suits();
    CardSet hidden = record.hiddenCards();
    StringBuilder sb = new StringBuilder();
    for (Move m : state.legalMoves()) {
      if (hidden.contains(m.card())) {
        continue;
      }
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(suits.notation(m.card())).append(m.isZwang() ? "=Z" : "");
    }
    if (!state.hand(state.toMove()).intersection(hidden).isEmpty()) {
      sb.append(sb.length() > 0 ? " ??" : "??");
    }
    return sb.toString();
  }
}
