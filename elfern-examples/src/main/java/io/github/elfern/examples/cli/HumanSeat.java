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

    private final boolean quit;

    Abandoned(String why, boolean quit) {
      super(why);
      this.quit = quit;
    }

    /** {@return whether the person quit, rather than the input ending} */
    boolean quit() {
      return quit;
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
   *     a transcript reads like a session at the keyboard)
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
    List<String> head = new ArrayList<>();
    head.add(d.t("ask.head.trick", state.trickNumber()));
    if (state.rules().hasStock()) {
      head.add(d.t("ask.head.stock", view.stockSize()));
    }
    view.turnedTrump().ifPresent(c -> head.add(d.t("ask.head.trumps", d.suit(c.suit()),
        d.card(c))));
    head.add(d.t("ask.head.points", d.points(points(state))));
    out.println();
    out.println(String.join(" | ", head));
    List<Move> trick = view.currentTrick();
    if (trick.isEmpty()) {
      out.println(d.t("ask.youLead"));
    } else {
      List<String> played = new ArrayList<>();
      for (int i = 0; i < trick.size(); i++) {
        played.add(d.name((state.leader() + i) % state.players()) + " " + d.move(trick.get(i)));
      }
      out.println(d.t("ask.onTable", String.join(", ", played)));
    }
    out.println(d.t("ask.hand", numbered(view.hand())));
    List<Move> legalNow = state.legalMoves();
    if (view.hand().size() == 1 && legalNow.size() == 1) {
      // the last card: nothing to choose, so it is played and shown, without a question
      out.println(d.t("ask.last", d.move(legalNow.get(0))));
      return legalNow.get(0);
    }
    List<String> quitWords = List.of(d.t("ask.quitWords").split(" "));
    List<String> helpWords = List.of(d.t("ask.helpWords").split(" "));
    while (true) {
      out.print(d.t("ask.prompt") + " ");
      out.flush();
      String line;
      try {
        line = in.readLine();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (line == null) {
        out.println();
        throw new Abandoned(d.t("abandon.eof"), false);
      }
      if (echo) {
        out.println(Display.printable(line));
      }
      String t = line.strip();
      if (t.isEmpty()) {
        continue;
      }
      String word = t.toLowerCase(Locale.ROOT);
      boolean help = helpWords.contains(word);
      if (help) {
        out.println(howToPlay(view.hand()));
      }
      if (t.equals("?") || help) {
        List<String> legal = new ArrayList<>();
        for (Move m : state.legalMoves()) {
          legal.add(d.move(m));
        }
        out.println(d.t("ask.legal", String.join(" ", legal)));
        continue;
      }
      if (quitWords.contains(word)) {
        throw new Abandoned(d.t("abandon.quit"), true);
      }
      Optional<Move> move = parse(t, view.hand());
      if (move.isEmpty()) {
        out.println(d.t("ask.unknown", Display.printable(t), view.hand().size(),
            d.card(view.hand().first())));
        continue;
      }
      try {
        state.play(move.get());
        // the same words whether the card was typed by its number or as a card
        out.println(d.t("ask.played", d.move(move.get())));
        return move.get();
      } catch (IllegalPlayException e) {
        // said by the rule's code, in the player's language and letters
        out.println(d.t("ask.notAllowed", d.texts().refusal(e, view)));
      }
    }
  }

  /** The line that {@code help} prints: every kind of answer the prompt takes. */
  private String howToPlay(CardSet hand) {
    return d.t("ask.help", hand.size(), d.card(hand.first()),
        d.card(Card.parse("QC")) + "=Z");
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
    if (d.suits() == SuitSystem.GERMAN && t.matches("ZE[EGHSL]")) {
      // the Zehn as German players write it: ZEH is the Zehn of hearts (TH)
      t = "T" + t.charAt(2);
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
      out.println(d.t(move.isZwang() ? "show.playsZwang" : "show.plays", d.name(mover),
          d.move(move)));
    }
    if (!after.currentTrick().isEmpty()) {
      return;
    }
    int winner = after.leader();
    int gained = after.points(winner) - before.points(winner);
    String won = d.t(gained == 1 ? "points.one" : "points.other", gained);
    out.println(d.isYou(winner) ? d.t("show.win.you", won)
        : d.t("show.win", d.name(winner), won));
    // the draws in drawing order from the winner: this seat's card, the turned trump whoever drew
    // it, and "a card" for what another seat drew unseen
    for (Draw drawn : after.tricks().get(after.tricks().size() - 1).draws()) {
      if (drawn.seat() == seat) {
        out.println(d.t("show.youDraw", d.card(drawn.card())));
      } else if (drawn.seenBy(seat)) {
        out.println(d.t("show.drawsTurned", d.name(drawn.seat()), d.card(drawn.card())));
      } else {
        out.println(d.t("show.draws", d.name(drawn.seat())));
      }
    }
    if (before.stockSize() > 0 && after.stockSize() == 0) {
      String change = Display.whenStockEmpties(after.rules(), d.texts());
      out.println(change.isEmpty() ? d.t("show.stockEmpty") : d.t("show.stockEmptyChange", change));
    }
  }
}
