package io.github.elfern.examples.cli;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.Draw;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A person at the terminal playing one seat: shows what that seat may see (its hand sorted and
 * numbered, the trick, the stock size, the turned trump, the points) and reads its moves, by
 * number or card token; {@code ?} lists the legal moves, {@code quit} abandons.
 *
 * <p>It reads line by line, so it plays as well with piped input as at a keyboard. The other
 * seats' hands are never shown: only what the seat's {@link PlayerView} holds.
 */
final class HumanSeat {

  /** Thrown when the person quits or the input ends before the deal does. */
  static final class Abandoned extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Abandoned(String why) {
      super(why);
    }
  }

  private final BufferedReader in;
  private final PrintWriter out;
  private final Display d;
  private final int seat;
  private final boolean echo;

  /**
   * Seats a person.
   *
   * @param echo whether to repeat each input line on the output (when the input is piped, so that
   *     a transcript reads like a session at the keyboard); when not (a person at a keyboard), the
   *     last card, which is played without a choice, waits for Enter
   */
  HumanSeat(BufferedReader in, PrintWriter out, Display display, int seat, boolean echo) {
    this.echo = echo;
    this.in = in;
    this.out = out;
    this.d = display;
    this.seat = seat;
  }

  int seat() {
    return seat;
  }

  /** Shows the table to the person and reads a legal move. */
  Move ask(GameState state) {
    PlayerView view = state.view(seat);
    StringBuilder head = new StringBuilder("Trick ").append(state.trickNumber());
    if (state.rules().hasStock()) {
      head.append(" | stock ").append(view.stockSize());
    }
    view.turnedTrump().ifPresent(c -> head.append(" | trumps ").append(d.suit(c.suit()))
        .append(" (").append(d.card(c)).append(" turned)"));
    head.append(" | points ").append(d.points(points(state)));
    out.println();
    out.println(head);
    List<Move> trick = view.currentTrick();
    if (trick.isEmpty()) {
      out.println("You lead.");
    } else {
      List<String> played = new ArrayList<>();
      for (int i = 0; i < trick.size(); i++) {
        played.add(d.name((state.leader() + i) % state.players()) + " " + d.move(trick.get(i)));
      }
      out.println("On the table: " + String.join(", ", played));
    }
    out.println("Your hand: " + numbered(view.hand()));
    List<Move> legalNow = state.legalMoves();
    if (view.hand().size() == 1 && legalNow.size() == 1) {
      // the last card: nothing to choose. At a keyboard the person is asked for a key first, so
      // that what they would have typed does not go to the shell once the deal is over.
      if (echo) {
        out.println("You play your last card, " + d.move(legalNow.get(0))
            + " (nothing left to choose).");
      } else {
        out.print("Your last card, " + d.move(legalNow.get(0))
            + ", is played for you: press Enter. ");
        out.flush();
        try {
          if (in.readLine() == null) {
            out.println();
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        out.println("You play " + d.move(legalNow.get(0)) + ".");
      }
      return legalNow.get(0);
    }
    while (true) {
      out.print("Your move (number or card, ? for the legal moves): ");
      out.flush();
      String line;
      try {
        line = in.readLine();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (line == null) {
        out.println();
        throw new Abandoned("the input ended before the deal did");
      }
      if (echo) {
        out.println(Display.printable(line));
      }
      String t = line.strip();
      if (t.isEmpty()) {
        continue;
      }
      boolean help = t.equalsIgnoreCase("help") || t.equalsIgnoreCase("h");
      if (help) {
        out.println(howToPlay(view.hand()));
      }
      if (t.equals("?") || help) {
        List<String> legal = new ArrayList<>();
        for (Move m : state.legalMoves()) {
          legal.add(d.move(m));
        }
        out.println("Legal: " + String.join(" ", legal));
        continue;
      }
      if (t.equalsIgnoreCase("q") || t.equalsIgnoreCase("quit")) {
        throw new Abandoned("you quit");
      }
      Optional<Move> move = parse(t, view.hand());
      if (move.isEmpty()) {
        out.println("'" + Display.printable(t) + "' is neither a card number (1-"
            + view.hand().size() + ") nor a card such as " + d.card(view.hand().first())
            + "; ? lists the legal moves, quit abandons the deal.");
        continue;
      }
      try {
        state.play(move.get());
        // the same words whether the card was typed by its number or as a card
        out.println("You play " + d.move(move.get()) + ".");
        return move.get();
      } catch (IllegalPlayException e) {
        // in the player's letters: the core's words name the cards in both suit systems
        out.println("Not allowed: " + e.reason(d.suits()) + ". Type ? for the legal moves.");
      }
    }
  }

  /** The line that {@code help} prints: every kind of answer the prompt takes. */
  private String howToPlay(CardSet hand) {
    return "Type a card's number (1-" + hand.size() + ") or the card (such as "
        + d.card(hand.first()) + ", in any case; where Zwang is played, QC=Z or 3z leads a queen "
        + "announcing it) to play it; ? lists the legal moves, quit abandons the deal.";
  }

  /** Reads a number of the hand or a card token, with {@code =Z} (or {@code z}) for Zwang. */
  private Optional<Move> parse(String text, CardSet hand) {
    String t = text.toUpperCase(Locale.ROOT);
    boolean zwang = false;
    if (t.endsWith("=Z")) {
      zwang = true;
      t = t.substring(0, t.length() - 2);
    } else if (t.length() > 1 && t.endsWith("Z") && Character.isDigit(t.charAt(0))) {
      zwang = true;
      t = t.substring(0, t.length() - 1);
    }
    Card card = null;
    if (t.matches("[0-9]{1,2}") && !t.equals("10")) {
      int k = Integer.parseInt(t);
      if (k < 1 || k > hand.size()) {
        return Optional.empty();
      }
      card = hand.get(k - 1);
    } else {
      card = card(t, d.suits()).orElse(null);
    }
    if (card == null) {
      return Optional.empty();
    }
    return Optional.of(zwang ? Move.zwang(card) : Move.of(card));
  }

  /**
   * Parses a card token in the given letters as the lenient EGN reader does ({@code K♦},
   * {@code 10h}, lower case): {@link Card#parseLenient(String, SuitSystem)}.
   */
  static Optional<Card> card(String token, SuitSystem suits) {
    try {
      return Optional.of(Card.parseLenient(token, suits));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private String numbered(CardSet hand) {
    StringBuilder sb = new StringBuilder();
    int k = 1;
    for (Card c : hand) {
      sb.append(k == 1 ? "" : "  ").append(k++).append(") ").append(d.card(c));
    }
    return sb.toString();
  }

  static int[] points(GameState s) {
    int[] p = new int[s.players()];
    for (int i = 0; i < p.length; i++) {
      p[i] = s.points(i);
    }
    return p;
  }

  /** Tells the person what a move did: the card played, and at a trick's end its winner and draws. */
  void show(GameState before, Move move, GameState after) {
    int mover = before.toMove();
    // plays before the person's turn in a trick are shown under the trick's heading (On the
    // table: ...) when the person is asked; plays after the person's are told here
    int position = Math.floorMod(seat - after.leader(), after.players());
    boolean leadShownLater = !after.currentTrick().isEmpty()
        && after.currentTrick().size() <= position;
    if (mover != seat && !leadShownLater) {
      out.println(d.name(mover) + " plays " + d.move(move) + (move.isZwang() ? " (Zwang)" : "")
          + ".");
    }
    if (!after.currentTrick().isEmpty()) {
      return;
    }
    int winner = after.leader();
    int gained = after.points(winner) - before.points(winner);
    out.println(d.name(winner) + (winner == seat ? " win" : " wins") + " the trick ("
        + gained + (gained == 1 ? " point" : " points") + ").");
    // what this seat saw drawn: its own card, and the turned trump whoever drew it
    for (Draw drawn : after.tricks().get(after.tricks().size() - 1).drawsSeenBy(seat)) {
      out.println(drawn.seat() == seat ? d.name(seat) + " draw " + d.card(drawn.card()) + "."
          : d.name(drawn.seat()) + " draws the turned trump " + d.card(drawn.card()) + ".");
    }
    if (before.stockSize() > 0 && after.stockSize() == 0) {
      String change = Display.whenStockEmpties(after.rules());
      out.println("The stock is empty" + (change.isEmpty() ? "; the rules of play stay the same."
          : ": " + change + " (? lists the legal moves)."));
    }
  }
}
