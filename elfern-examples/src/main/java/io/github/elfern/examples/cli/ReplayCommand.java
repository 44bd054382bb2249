package io.github.elfern.examples.cli;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.game.Draw;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.notation.Diagnostic;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.PartialDeck;
import io.github.elfern.notation.RecordedMove;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code replay} command: tells the deals of an EGN file trick by trick, for a person — the
 * hands before each trick, the cards played, who wins the trick and with how many points, who
 * draws what from the stock, and the running points; then the result.
 *
 * <p>Cards are shown in the record's letters unless {@code --suits} asks for French or German.
 * A record with an error is told as far as its plays can be replayed, then its error is shown and
 * the exit code is 1. In a partial record (a {@code Deck} with {@code ??}) a card is shown only
 * where the record places it: at a place the {@code Deck} shows, or in a hand from the trick it is
 * played in (before that, from the trick at which the stock is empty, as no draw is left); every
 * other card, and every draw from a place the {@code Deck} does not show, is written {@code ??}.
 */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Tells the deals of an EGN file trick by trick: hands, plays, trick winners, draws and "
          + "running points.",
      "Exits 1 if a record has an error (it is told as far as it can be replayed)."
    })
final class ReplayCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(paramLabel = "FILE", description = "The EGN file (- for standard input).")
  String file;

  @Option(names = "--suits", paramLabel = "SUITS", completionCandidates = EnumValues.Suits.class,
      description = "Card letters: french or german (default: the record's).")
  SuitSystem suits;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    boolean bad = false;
    int count = 0;
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in())) {
      Optional<ParsedRecord> next;
      while ((next = reader.next()).isPresent()) {
        if (count++ > 0) {
          out.println();
        }
        bad |= !tell(next.get(), out);
        out.flush();
      }
    }
    if (count == 0) {
      out.println(Display.printable(file) + " holds no record.");
    }
    out.flush();
    return bad ? 1 : 0;
  }

  /** Tells one record; returns whether it is free of errors. */
  private boolean tell(ParsedRecord parsed, PrintWriter out) {
    GameRecord record = parsed.record();
    StringBuilder title = new StringBuilder("Record " + parsed.number() + " (" + file + ", line "
        + parsed.line() + ")");
    for (String tag : List.of("Event", "Site", "Date", "Round", "Deal")) {
      record.tag(tag).ifPresent(v -> title.append(", ").append(v));
    }
    out.println(Display.printable(title.toString()));
    Optional<Diagnostic> error = parsed.firstError();
    IllegalPlayException[] refused = new IllegalPlayException[1];
    List<GameState> states = states(parsed, refused);
    if (states.isEmpty()) {
      out.println("  cannot be replayed: "
          + error.map(e -> Display.printable(e.toString())).orElse("the deck is not known"));
      return error.isEmpty();
    }
    GameState start = states.get(0);
    Rules rules = start.rules();
    Display d = new Display(suits != null ? suits : record.suits(),
        Display.seatNames(record.seats(), rules.players()));
    CardSet hidden = parsed.hiddenCards();
    // The cards at places the deck shows. A partial deck's replay has placed the others by
    // guess: a card played later may have been dealt or drawn at any time before, so it is shown
    // in a hand only from the trick it is played in, or once the stock is empty (no draws left).
    CardSet placed = record.deck().map(PartialDeck::knownCards).orElse(CardSet.EMPTY);
    CardSet unplaced = rules.deck().minus(placed);
    List<String> who = new ArrayList<>();
    for (int s = 0; s < rules.players(); s++) {
      who.add(d.nameWithRole(s));
    }
    out.println("Game " + rules.notation() + ": " + String.join(", ", who));
    out.println(d.legend());
    start.turnedTrump().ifPresent(c -> out.println("Trumps: " + d.suit(c.suit())
        + " (the turned card " + (!placed.contains(c) ? "??" : d.card(c))
        + " lies under the stock)"));
    for (String c : record.leadingComments()) {
      out.println(Display.printable("  {" + c + "}"));
    }
    List<RecordedMove> recorded = record.moves();
    List<Move> played = states.get(states.size() - 1).moves();
    // the hands in a column as wide as the longest name (at most PlayerNames.SHOWN)
    int width = d.nameWidth(12);
    for (int i = 0; i + 1 < states.size(); ) {
      GameState before = states.get(i);
      int n = rules.players();
      int end = Math.min(i + n, states.size() - 1);
      out.println();
      out.println("Trick " + before.trickNumber() + (!rules.hasStock() ? ""
          : before.stockSize() > 0 ? " (stock " + before.stockSize() + ")" : " (stock empty)"));
      CardSet uncertain = before.stockSize() > 0 ? unplaced : hidden;
      CardSet inTrick = CardSet.EMPTY;
      for (int k = i; k < end; k++) {
        inTrick = inTrick.with(played.get(k).card());
      }
      for (int s = 0; s < n; s++) {
        out.println("  " + d.paddedName(s, width) + " "
            + d.hand(before.hand(s), uncertain.minus(inTrick)));
      }
      StringBuilder plays = new StringBuilder("  ");
      for (int k = i; k < end; k++) {
        GameState s = states.get(k);
        Move m = played.get(k);
        String token = k < recorded.size() ? recorded.get(k).notation(d.suits()) : d.move(m);
        plays.append(k == i ? d.name(s.toMove()) + " leads " : ", " + d.name(s.toMove()) + " ")
            .append(token).append(m.isZwang() ? " (Zwang)" : "");
      }
      GameState after = states.get(end);
      if (end - i == n) {
        int winner = after.leader();
        int gained = after.points(winner) - before.points(winner);
        plays.append(": ").append(d.name(winner)).append(" wins the trick (")
            .append(gained).append(gained == 1 ? " point)" : " points)");
        out.println(plays);
        List<String> draws = new ArrayList<>();
        for (Draw drawn : after.tricks().get(after.tricks().size() - 1).draws()) {
          Card c = drawn.card();
          draws.add(d.name(drawn.seat()) + " draws " + (!placed.contains(c) ? "??" : d.card(c))
              + (drawn.faceUp() ? " (the turned trump)" : ""));
        }
        if (!draws.isEmpty()) {
          out.println("  " + String.join(", ", draws)
              + (after.stockSize() == 0 ? "; the stock is empty" : ""));
        }
        int[] points = new int[n];
        for (int s = 0; s < n; s++) {
          points[s] = after.points(s);
        }
        out.println("  Points: " + d.points(points));
      } else {
        out.println(plays + " (trick unfinished)");
      }
      for (int k = i; k < end && k < recorded.size(); k++) {
        for (String c : recorded.get(k).comments()) {
          out.println(Display.printable("  {" + c + "}"));
        }
      }
      i = end;
    }
    GameState last = states.get(states.size() - 1);
    out.println();
    if (error.isPresent()) {
      out.println("Error: " + Display.printable(inLetters(error.get(), refused[0], d, record)));
      return false;
    }
    if (last.isOver()) {
      out.println("Result " + last.result().notation() + ": " + d.verdict(last.result(), rules));
    } else {
      out.println("Unfinished (" + record.termination() + ") after " + last.moves().size()
          + " plays; " + last.remainingPlays() + " cards remain to be played.");
    }
    return true;
  }

  /**
   * Returns a record's error as the display shows it. The record's checker names the cards in
   * the record's letters; when the display shows other letters ({@code --suits}) and the error is
   * a play that the rules refuse, the refusal is told again in the display's letters, with the
   * same line, column and code.
   */
  private static String inLetters(Diagnostic error, IllegalPlayException refused, Display d,
      GameRecord record) {
    if (refused == null || d.suits() == record.suits()
        || !error.code().code().equals(refused.violation().code())) {
      return error.toString();
    }
    return error.line() + ":" + error.column() + ": " + error.code().code() + " "
        + d.name(refused.seat()) + " " + refused.reason(d.suits());
  }

  /**
   * Returns the deal and the state after each play that could be replayed: all of them for a
   * valid record, those before the first refused play for a record with an error; empty when the
   * record gives no rules or no full deck. The refusal of a play, if one was refused, is put in
   * {@code refused[0]}.
   */
  private static List<GameState> states(ParsedRecord parsed, IllegalPlayException[] refused) {
    List<GameState> states = new ArrayList<>();
    Optional<GameState> end = parsed.finalState();
    if (end.isPresent()) {
      GameState s = end.get().start();
      states.add(s);
      for (Move m : end.get().moves()) {
        s = s.play(m);
        states.add(s);
      }
      return states;
    }
    GameRecord record = parsed.record();
    Optional<Rules> rules = record.rules();
    Optional<Deck> deck = record.deck().flatMap(p -> p.toDeck());
    if (rules.isEmpty() || deck.isEmpty()) {
      return states;
    }
    GameState s;
    try {
      s = GameState.deal(rules.get(), deck.get());
    } catch (IllegalArgumentException e) {
      return states;
    }
    states.add(s);
    for (RecordedMove m : record.moves()) {
      try {
        s = s.play(m.move());
      } catch (IllegalPlayException e) {
        refused[0] = e;
        break;
      } catch (IllegalArgumentException | IllegalStateException e) {
        break;
      }
      states.add(s);
    }
    return states;
  }
}
