package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.kernel.Kernel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The readable multi-line rendering of states ({@link GameState#render()}) and views ({@link
 * PlayerView#render()}) that apps and the command-line program share: the game and trick, the
 * stock and turned trump, each seat's hand grouped by suit in canonical order (a view shows only
 * its own hand and the others' counts), the trick in progress, the points and, at the end, the
 * result. Cards use the canonical French tokens; the seat that a view belongs to is marked
 * {@code *}.
 */
final class TextRendering {
  private TextRendering() {}

  static String render(GameState s) {
    StringBuilder sb = new StringBuilder();
    sb.append(heading(s.rules().notation(), s.isOver(), s.trickNumber(), s.rules().hasStock(),
        s.stockSize(), s.turnedTrump().orElse(null))).append('\n');
    int width = nameWidth(s.players(), s::seatName);
    for (int seat = 0; seat < s.players(); seat++) {
      sb.append("  ").append(pad(s.seatName(seat), width)).append("  ")
          .append(hand(s.hand(seat))).append(points(s.points(seat))).append('\n');
    }
    appendTrick(sb, s.players(), s.leader(), s.currentTrick(), s.isOver(), s.toMove(),
        s::seatName);
    if (s.isOver()) {
      sb.append("  Result ").append(s.result().notation()).append('\n');
    }
    return sb.toString();
  }

  static String render(PlayerView v) {
    IntFunction<String> names = seat -> seatName(seat, v.players());
    StringBuilder sb = new StringBuilder();
    sb.append(heading(v.rules().notation(), v.isOver(), v.tricks().size() + 1,
        v.rules().hasStock(), v.stockSize(), v.turnedTrump().orElse(null))).append('\n');
    int width = nameWidth(v.players(), names);
    for (int seat = 0; seat < v.players(); seat++) {
      String shown = seat == v.seat() ? hand(v.hand())
          : v.handSize(seat) + (v.handSize(seat) == 1 ? " card" : " cards");
      sb.append("  ").append(pad(names.apply(seat) + (seat == v.seat() ? " *" : ""), width + 2))
          .append("  ").append(shown).append(points(v.points(seat))).append('\n');
    }
    appendTrick(sb, v.players(), v.leader(), v.currentTrick(), v.isOver(), v.toMove(), names);
    return sb.toString();
  }

  private static String heading(String rules, boolean over, int trick, boolean hasStock,
      int stock, Card turned) {
    StringBuilder sb = new StringBuilder(rules);
    if (over) {
      sb.append(", the deal is over");
    } else if (trick > 0) {
      sb.append(", trick ").append(trick);
    }
    if (hasStock) {
      sb.append(", stock ").append(stock);
    }
    if (turned != null) {
      sb.append(", trumps ").append(turned.suit().frenchName()).append(" (")
          .append(turned.notation()).append(" turned)");
    }
    return sb.toString();
  }

  /** The seat's name as {@link GameState#seatName(int)} gives it, for a view. */
  private static String seatName(int seat, int players) {
    return seat == 0 ? "seat 0 (forehand)"
        : seat == players - 1 ? "seat " + seat + " (dealer)" : "seat " + seat;
  }

  private static int nameWidth(int players, IntFunction<String> names) {
    int w = 0;
    for (int seat = 0; seat < players; seat++) {
      w = Math.max(w, names.apply(seat).length());
    }
    return w;
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - s.length()));
  }

  private static String points(int p) {
    return "   (" + p + (p == 1 ? " point)" : " points)");
  }

  /** A hand in canonical order, suits separated by two spaces. */
  static String hand(CardSet hand) {
    StringBuilder sb = new StringBuilder();
    for (Suit s : Suit.values()) {
      StringBuilder group = new StringBuilder();
      for (Card c : hand.ofSuit(s)) {
        group.append(group.length() == 0 ? "" : " ").append(c.notation());
      }
      if (group.length() > 0) {
        sb.append(sb.length() == 0 ? "" : "  ").append(group);
      }
    }
    return sb.length() == 0 ? "(no cards)" : sb.toString();
  }

  private static void appendTrick(StringBuilder sb, int players, int leader, List<Move> trick,
      boolean over, int toMove, IntFunction<String> names) {
    if (over) {
      return;
    }
    List<String> played = new ArrayList<>();
    for (int i = 0; i < trick.size(); i++) {
      played.add(names.apply(Kernel.seatAfter(leader, i, players)) + " " + trick.get(i).notation());
    }
    sb.append("  ").append(played.isEmpty() ? "No card on the table"
        : "On the table: " + String.join(", ", played)).append("; ")
        .append(names.apply(toMove)).append(" to play\n");
  }
}
