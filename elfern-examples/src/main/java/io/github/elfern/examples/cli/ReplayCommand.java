package io.github.elfern.examples.cli;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.text.Texts;
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

  @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
      description = "Language of the words: en or de (default ${DEFAULT-VALUE}).")
  String lang;

  /** The words, in the language asked for, with cards in the record's letters until told. */
  private Texts texts;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    texts = Texts.of(UsageError.of("--lang", () -> Texts.language(lang)), SuitSystem.FRENCH);
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
      out.println(texts.get("replay.noRecord", Display.printable(file)));
    }
    out.flush();
    return bad ? 1 : 0;
  }

  /** Tells one record; returns whether it is free of errors. */
  private boolean tell(ParsedRecord parsed, PrintWriter out) {
    GameRecord record = parsed.record();
    StringBuilder title = new StringBuilder(texts.get("replay.record", parsed.number(), file,
        parsed.line()));
    for (String tag : List.of("Event", "Site", "Date", "Round", "Deal")) {
      record.tag(tag).ifPresent(v -> title.append(", ").append(v));
    }
    out.println(Display.printable(title.toString()));
    Optional<Diagnostic> error = parsed.firstError();
    IllegalPlayException[] refused = new IllegalPlayException[1];
    List<GameState> states = states(parsed, refused);
    if (states.isEmpty()) {
      out.println("  " + texts.get("replay.cannot", error.map(e -> Display.printable(
          texts.language().equals("en") ? e.toString() : texts.diagnostic(e)))
          .orElse(texts.get("replay.deckUnknown"))));
      return error.isEmpty();
    }
    GameState start = states.get(0);
    Rules rules = start.rules();
    Texts words = texts.withSuits(suits != null ? suits : record.suits());
    Display d = new Display(words, Display.seatNames(record.seats(), rules.players(), words), -1);
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
    out.println(d.t("replay.game", rules.notation(), String.join(", ", who)));
    out.println(d.legend());
    start.turnedTrump().ifPresent(c -> out.println(d.t("replay.trumps", d.suit(c.suit()),
        !placed.contains(c) ? "??" : d.card(c))));
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
      out.println(!rules.hasStock() ? d.t("replay.trick", before.trickNumber())
          : before.stockSize() > 0
              ? d.t("replay.trick.stock", before.trickNumber(), before.stockSize())
              : d.t("replay.trick.empty", before.trickNumber()));
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
        String t = token + (m.isZwang() ? " (Zwang)" : "");
        int mover = s.toMove();
        plays.append(k > i ? ", " + d.name(mover) + " " + t
            : d.t(d.isYou(mover) ? "replay.leads.you" : "replay.leads", d.name(mover), t));
      }
      GameState after = states.get(end);
      if (end - i == n) {
        int winner = after.leader();
        int gained = after.points(winner) - before.points(winner);
        String won = d.t(gained == 1 ? "points.one" : "points.other", gained);
        plays.append(": ").append(d.isYou(winner) ? d.t("replay.wins.you", won)
            : d.t("replay.wins", d.name(winner), won));
        out.println(plays);
        List<String> draws = new ArrayList<>();
        for (Draw drawn : after.tricks().get(after.tricks().size() - 1).draws()) {
          Card c = drawn.card();
          String card = !placed.contains(c) ? "??" : d.card(c);
          draws.add(d.t(d.isYou(drawn.seat()) ? "replay.draws.you" : "replay.draws",
              d.name(drawn.seat()), drawn.faceUp() ? d.t("replay.turned", card) : card));
        }
        if (!draws.isEmpty()) {
          out.println("  " + String.join(", ", draws)
              + (after.stockSize() == 0 ? "; " + d.t("replay.stockIsEmpty") : ""));
        }
        int[] points = new int[n];
        for (int s = 0; s < n; s++) {
          points[s] = after.points(s);
        }
        out.println("  " + d.t("replay.points", d.points(points)));
      } else {
        out.println(d.t("replay.unfinishedTrick", plays));
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
      out.println(d.t("replay.error", Display.printable(inLetters(error.get(), refused[0], d,
          record, states.get(states.size() - 1)))));
      return false;
    }
    if (last.isOver()) {
      out.println(d.t("replay.result", last.result().notation(), d.verdict(last.result(), rules)));
    } else {
      out.println(d.t("replay.unfinished", record.termination(), last.moves().size(),
          last.remainingPlays()));
    }
    return true;
  }

  /**
   * Returns a record's error as the display shows it. The record's checker names the cards in
   * the record's letters; when the display shows other letters ({@code --suits}) and the error is
   * a play that the rules refuse, the refusal is told again in the display's letters, with the
   * same line, column and code. In another language than English, the error is said by its
   * code ({@link Texts#diagnostic}), a refused play by its rule ({@link Texts#refusal}).
   */
  private static String inLetters(Diagnostic error, IllegalPlayException refused, Display d,
      GameRecord record, GameState at) {
    boolean english = d.texts().language().equals("en");
    boolean isRefusal = refused != null
        && error.code().code().equals(refused.violation().code());
    if (!isRefusal) {
      return english ? error.toString() : d.texts().diagnostic(error);
    }
    if (english && d.suits() == record.suits()) {
      return error.toString();
    }
    String reason = english ? refused.reason(d.suits())
        : d.texts().refusal(refused, at.view(refused.seat()));
    return error.line() + ":" + error.column() + ": " + error.code().code() + " "
        + d.name(refused.seat()) + " " + reason;
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
