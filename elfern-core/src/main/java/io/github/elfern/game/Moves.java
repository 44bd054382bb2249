package io.github.elfern.game;

import java.util.List;

/** Small helpers for lists of moves. */
final class Moves {
  private Moves() {}

  static String notation(List<Move> moves) {
    if (moves.isEmpty()) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    for (Move m : moves) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(m.notation());
    }
    return sb.toString();
  }
}
