package io.github.elfern.examples.cli;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.Outcome;
import io.github.elfern.notation.Printable;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * How the command-line program shows cards, hands, seats and results to a person: card tokens in
 * French or German letters, hands grouped by suit, seats by name.
 */
final class Display {

  private final SuitSystem suits;
  private final List<String> names;

  /**
   * Shows cards in {@code suits} and the seats by {@code names}, which may come from a file or a
   * program and are therefore kept {@link #printable escaped}, and cut to {@link
   * PlayerNames#SHOWN} characters with an ellipsis ({@link PlayerNames#shown}).
   */
  Display(SuitSystem suits, List<String> names) {
    this.suits = suits;
    this.names = names.stream().map(n -> printable(PlayerNames.shown(n))).toList();
  }

  /** {@return the width of a column of names: the longest name shown, at least {@code min}} */
  int nameWidth(int min) {
    int w = min;
    for (String n : names) {
      w = Math.max(w, n.codePointCount(0, n.length()));
    }
    return w;
  }

  /** {@return a seat's name, padded with spaces to {@code width} characters} */
  String paddedName(int seat, int width) {
    String n = names.get(seat);
    return n + " ".repeat(Math.max(0, width - n.codePointCount(0, n.length())));
  }

  /**
   * Returns the names of the seats: the given names when there is one per seat, else
   * "Forehand", "Seat 1", ..., "Dealer".
   */
  static List<String> seatNames(List<String> given, int players) {
    if (given.size() == players && given.stream().noneMatch(String::isEmpty)) {
      return given;
    }
    List<String> names = new ArrayList<>();
    for (int s = 0; s < players; s++) {
      names.add(s == 0 ? "Forehand" : s == players - 1 ? "Dealer" : "Seat " + s);
    }
    return names;
  }

  SuitSystem suits() {
    return suits;
  }

  /** Returns the game's name for a person, e.g. "Fünfzehnern", from the rules' preset. */
  static String title(Rules rules) {
    switch (rules.preset().id()) {
      case "elfern": return "Elfern";
      case "elfern-trumps": return "Elfern with trumps";
      case "elfern-app": return "Elfern (app rules)";
      case "bohemian-schneider": return "Böhmischer Schneider";
      case "bohemian-points": return "Böhmischer Schneider (card points)";
      case "fuenfzehnern": return "Fünfzehnern";
      default: return rules.preset().id();
    }
  }

  /**
   * Returns the values of the counting ranks in the letters of {@code suits}, e.g. "the honours
   * A K Q J T, one point each" (German A K O U T) or "card points A 5, K 4".
   */
  private static String values(Rules rules, SuitSystem suits) {
    List<String> counted = new ArrayList<>();
    boolean same = true;
    int first = -1;
    for (io.github.elfern.card.Rank r : io.github.elfern.card.Rank.values()) {
      int v = rules.points(Card.of(r, Suit.HEARTS));
      if (v > 0) {
        first = first < 0 ? v : first;
        same &= v == first;
        counted.add(suits.notation(Card.of(r, Suit.HEARTS)).substring(0, 1) + " " + v);
      }
    }
    if (same && first == 1) {
      StringBuilder ranks = new StringBuilder();
      for (String c : counted) {
        ranks.append(ranks.length() == 0 ? "" : " ").append(c.charAt(0));
      }
      return "the honours " + ranks + ", one point each";
    }
    return "card points " + String.join(", ", counted);
  }

  /**
   * Explains the goal of a deal from the rules' thresholds, e.g. "Goal: take the honours A K Q J T,
   * one point each, 20 in all, in your tricks: 11 wins, 15 is schneider (double), all 20 schwarz",
   * the ranks in the letters of these cards (German: A K O U T).
   */
  String goal(Rules rules) {
    String counted = values(rules, suits) + ", " + rules.totalPoints() + " in all";
    if (!rules.hasWinner()) {
      return "Goal: take " + counted + ", in your tricks; each player settles against "
          + rules.totalPoints() / rules.players() + ".";
    }
    return "Goal: take " + counted + ", in your tricks: " + rules.winAt() + " or more wins, "
        + rules.schneiderAt() + " or more is schneider (double), "
        + (rules.schwarzByTricks() ? "all the tricks" : "all " + rules.totalPoints())
        + " schwarz (triple).";
  }

  /**
   * Says what changes when the stock runs out, from the rules' obligations in the two phases, or
   * empty when nothing changes.
   */
  static String whenStockEmpties(Rules rules) {
    if (rules.phase1Obligation() == rules.phase2Obligation()) {
      return "";
    }
    String must;
    switch (rules.phase2Obligation()) {
      case FOLLOW:
        must = "you must now follow suit if you can";
        break;
      case FOLLOW_OR_TRUMP:
        must = "you must now follow suit if you can, else trump if you can";
        break;
      default:
        must = "you may now play any card";
        break;
    }
    return must + (rules.mustHead() ? ", and win the trick if you can (head)" : "");
  }

  String name(int seat) {
    return names.get(seat);
  }

  /** Returns the name with its role, e.g. "Anna (forehand)". */
  String nameWithRole(int seat) {
    String role = seat == 0 ? "forehand" : seat == names.size() - 1 ? "dealer" : "seat " + seat;
    return names.get(seat).equalsIgnoreCase(role) ? names.get(seat) : names.get(seat) + " (" + role + ")";
  }

  String card(Card card) {
    return suits.notation(card);
  }

  String move(Move move) {
    return card(move.card()) + (move.isZwang() ? "=Z" : "");
  }

  String suit(Suit suit) {
    return suits == SuitSystem.GERMAN ? suit.germanName() : suit.frenchName();
  }

  /** Returns a hand in canonical order, suits separated by two spaces, hidden cards as {@code ??}. */
  String hand(CardSet hand, CardSet hidden) {
    StringBuilder sb = new StringBuilder();
    for (Suit s : Suit.values()) {
      StringBuilder group = new StringBuilder();
      for (Card c : hand.minus(hidden).ofSuit(s)) {
        group.append(group.length() == 0 ? "" : " ").append(card(c));
      }
      if (group.length() > 0) {
        sb.append(sb.length() == 0 ? "" : "  ").append(group);
      }
    }
    int unknown = hand.intersection(hidden).size();
    for (int i = 0; i < unknown; i++) {
      sb.append(sb.length() == 0 ? "??" : " ??");
    }
    return sb.length() == 0 ? "(empty)" : sb.toString();
  }

  /** Returns the key to the letters, one line. */
  String legend() {
    if (suits == SuitSystem.GERMAN) {
      return "German cards: suits E acorns (Eichel), G leaves (Grün), H hearts (Herz), "
          + "S bells (Schellen); ranks A Daus, K König, O Ober, U Unter, T ten, 9, 8, 7";
    }
    return "French cards: suits C clubs, S spades, H hearts, D diamonds; "
        + "ranks A ace, K king, Q queen, J jack, T ten, 9, 8, 7";
  }

  /** Returns the points of all seats, e.g. "Anna 3, Ben 1". */
  String points(int[] points) {
    StringBuilder sb = new StringBuilder();
    for (int s = 0; s < points.length; s++) {
      sb.append(s == 0 ? "" : ", ").append(name(s)).append(' ').append(points[s]);
    }
    return sb.toString();
  }

  /** Returns the verdict on a finished deal, e.g. "Anna wins schneider (double)". */
  String verdict(DealResult result, Rules rules) {
    Outcome o = result.outcome();
    switch (o) {
      case SIMPLE:
        return name(result.winner().getAsInt()) + " wins (simple)";
      case SCHNEIDER:
        return name(result.winner().getAsInt()) + " wins schneider (double)";
      case SCHWARZ:
        return name(result.winner().getAsInt()) + " wins schwarz (triple)";
      case TIE:
        switch (rules.tieRule()) {
          case STANDER:
            return "a tie, a Ständer: the next win counts double";
          case REDEAL:
            return "a tie: the deal is redealt";
          default:
            return "a tie: nothing is carried";
        }
      default:
        List<Integer> s = result.settlement();
        StringBuilder sb = new StringBuilder("settlement: ");
        for (int i = 0; i < s.size(); i++) {
          sb.append(i == 0 ? "" : ", ").append(name(i)).append(' ')
              .append(s.get(i) > 0 ? "+" : "").append(s.get(i));
        }
        return sb.toString();
    }
  }

  /**
   * Returns text safe to print on a terminal: control characters (which a message may quote from
   * a binary file) are written as {@code \\uXXXX}.
   */
  static String printable(String text) {
    return Printable.escape(text);
  }

  /**
   * Returns text of several lines (a score table) safe to print on a terminal: each line is
   * {@link #printable escaped}, the line breaks {@code \n} between them are kept.
   */
  static String printableLines(String text) {
    String[] lines = text.split("\n", -1);
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < lines.length; i++) {
      sb.append(i == 0 ? "" : "\n").append(printable(lines[i]));
    }
    return sb.toString();
  }
}
