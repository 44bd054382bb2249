package io.github.elfern.examples.vectors;

import static io.github.elfern.examples.vectors.VectorGenerator.obj;

import io.github.elfern.card.Deck;
import io.github.elfern.conformance.EngineConnection;
import io.github.elfern.conformance.LibraryAdapter;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The {@code requests} vectors: requests at the edges of the protocol with the answer each must
 * get (VECTORS.md §3, {@code requests.jsonl}). Each expected answer follows from a rule, cited in
 * the vector's {@code source}: a refusal from the statement of the request, a count from the
 * cards left, an EGN error from the place where the text was built to hold it. Generation sends
 * every vector to the library's own engine and fails if an answer disagrees.
 */
final class RequestVectors {
  private RequestVectors() {}

  /** The deck of the example deal of the EGN specification, seed 42 (EGN.md §13). */
  private static final Deck SPEC_DECK = Deck.shuffled(Rules.preset("elfern").deck(), 42);

  /** Forehand's legal moves at the start of the example deal: all six cards (phase 1). */
  private static final String SPEC_FIRST_LEGAL = "legal 0 8C AH QH 9H 8H KD";

  static List<Map<String, Object>> generate() {
    List<Map<String, Object>> out = new ArrayList<>();
    perft(out);
    egnRecords(out);
    partialRecords(out);
    records(out);
    spellings(out);
    seeds(out);
    presets(out);
    setups(out);
    for (Map<String, Object> v : out) {
      agree(v);
    }
    return out;
  }

  private static Map<String, Object> vector(String id, String rules, String source,
      Object... requestsAndAnswers) {
    List<Object> requests = new ArrayList<>();
    for (int i = 0; i < requestsAndAnswers.length; i += 2) {
      Object r = requestsAndAnswers[i];
      requests.add(r instanceof Map ? r : obj("request", r, "answer", requestsAndAnswers[i + 1]));
      if (r instanceof Map) {
        i--;
      }
    }
    return obj("id", "requests/" + id, "rules", rules, "requests", requests, "source", source);
  }

  /** The same vector with a deal to start from: its deck, then these moves. */
  private static Map<String, Object> dealt(Map<String, Object> v, Deck deck, String moves) {
    Map<String, Object> m = obj("id", v.get("id"), "rules", v.get("rules"), "deck",
        deck.notation(), "moves", moves);
    m.put("requests", v.get("requests"));
    m.put("source", v.get("source"));
    return m;
  }

  private static Map<String, Object> egn(String text, String answer) {
    return obj("request", "egn", "text", text, "answer", answer);
  }

  // ---------------------------------------------------------------- perft

  private static void perft(List<Map<String, Object>> out) {
    String[] moves = VectorGenerator.SPEC_EXAMPLE_MOVES.split(" ");
    out.add(dealt(vector("perft/elfern/at-the-end", "elfern", "A deal of 32 cards ends after 32"
        + " moves (docs/rules.md#results: it ends when every card has been played): from its end"
        + " there is one sequence of 0 moves, and a depth past the end is an error (VECTORS.md"
        + " §5, perft)", "perft 0", "perft 1", "perft 1", "error"), SPEC_DECK,
        VectorGenerator.SPEC_EXAMPLE_MOVES));
    out.add(dealt(vector("perft/elfern/last-trick", "elfern", "After 30 of the 32 moves each"
        + " seat holds one card (docs/rules.md#dealing, #stock): one sequence of the 2 moves"
        + " left, and 3 moves are past the end of the deal (VECTORS.md §5, perft)",
        "perft 2", "perft 1", "perft 3", "error", "perft -1", "error"), SPEC_DECK,
        String.join(" ", Arrays.asList(moves).subList(0, 30))));
    Rules fifteen = Rules.preset("fuenfzehnern");
    out.add(dealt(vector("perft/fuenfzehnern/past-the-end", "fuenfzehnern", "Fünfzehnern deals"
        + " all 32 cards, 8 to each of 4 seats (docs/rules.md#dealing): a deal has 32 moves, so"
        + " a depth of 33 from the deal is past its end (VECTORS.md §5, perft)",
        "perft 33", "error"), Deck.shuffled(fifteen.deck(), 42), ""));
  }

  // ---------------------------------------------------------------- egn: several records

  /** The example record of EGN.md §13, valid, with its text. */
  private static InvalidVectors.Text spec() {
    return new InvalidVectors.Text().tag("Event", "Conformance").tag("Game", "elfern")
        .tag("Players", "Anna; Ben").tag("Seed", "42").tag("Result", "18-2")
        .moves(Arrays.asList(VectorGenerator.SPEC_EXAMPLE_MOVES.split(" ")), 2, "18-2");
  }

  private static int lines(String text) {
    return (int) text.chars().filter(c -> c == '\n').count();
  }

  private static void egnRecords(List<Map<String, Object>> out) {
    String valid = spec().render();
    InvalidVectors.Text badPlayers = spec().replaceTag("Players", "Anna");
    String bad = badPlayers.render();
    int[] badAt = badPlayers.tagAt("Players");
    InvalidVectors.Text badGame = spec().replaceTag("Game", "elfen");
    String bad2 = badGame.render();
    int[] bad2At = badGame.tagAt("Game");
    String why = "egn answers the first error of the first record of the text, not of the first"
        + " record that has one (VECTORS.md §5, egn); ";
    out.add(vector("egn/error-in-the-second-record", "elfern", why + "the first record is the"
        + " example record of EGN.md §13, valid; the second names one player where Elfern has two"
        + " (EGN.md §4, Players: bad-tag)", egn(valid + "\n" + bad, "valid")));
    out.add(vector("egn/error-in-the-first-record", "elfern", why + "the first record names one"
        + " player (EGN.md §4: bad-tag at its [, line " + badAt[0] + "), the second is the"
        + " example record of EGN.md §13", egn(bad + "\n" + valid,
            "error " + badAt[0] + " " + badAt[1] + " bad-tag")));
    out.add(vector("egn/errors-in-both-records", "elfern", why + "the first record names one"
        + " player (EGN.md §4: bad-tag at line " + badAt[0] + "), the second an unknown game"
        + " (unknown-game at line " + (lines(bad) + 1 + bad2At[0]) + ")",
        egn(bad + "\n" + bad2, "error " + badAt[0] + " " + badAt[1] + " bad-tag")));
  }

  // ---------------------------------------------------------------- egn: partial records

  /**
   * The example record seen from forehand (EGN.md §7): the dealer's six dealt cards unknown
   * ({@code ??}), the rest of the deck shown. Without a seed, so that the deck is the record's
   * only deal.
   */
  private static InvalidVectors.Text partial(List<String> moves, String marker) {
    String[] deck = SPEC_DECK.notation().split(" ");
    // Elfern deals two to forehand, two to the dealer, three times (docs/rules.md#dealing)
    for (int i : new int[] {2, 3, 6, 7, 10, 11}) {
      deck[i] = "??";
    }
    return new InvalidVectors.Text().tag("Event", "Conformance").tag("Game", "elfern")
        .tag("Players", "Anna; Ben").tag("Deck", String.join(" ", deck))
        .tag("Result", marker).moves(moves, 2, marker);
  }

  private static void partialRecords(List<Map<String, Object>> out) {
    List<String> moves = Arrays.asList(VectorGenerator.SPEC_EXAMPLE_MOVES.split(" "));
    out.add(vector("egn/partial/valid", "elfern", "The example record of EGN.md §13 with the"
        + " dealer's six dealt cards written ?? in Deck: a partial record, whose partial-deck"
        + " note is information, not an error (EGN.md §7); every card the dealer plays from them"
        + " is one the deck does not show, played while he holds unknown cards",
        egn(partial(moves, "18-2").render(), "valid")));
    // The dealer answers the first trick with the stock's last card, which nobody has drawn
    String last = SPEC_DECK.notation().split(" ")[31];
    List<String> played = List.of("KD", last);
    InvalidVectors.Text t = partial(played, "*");
    t.render();
    int[] at = t.move(1, 2);
    out.add(vector("egn/partial/not-in-hand", "elfern", "In the partial record of the example"
        + " deal the dealer plays " + last + ", the last card of the stock, in the first trick:"
        + " a card the deck puts in the stock not yet drawn is not-in-hand (EGN.md §7,"
        + " Possession), at line " + at[0] + ", column " + at[1],
        egn(t.render(), "error " + at[0] + " " + at[1] + " not-in-hand")));
  }

  // ---------------------------------------------------------------- record

  private static void records(List<Map<String, Object>> out) {
    String rule = "record refuses a deal no deck can give (VECTORS.md §3, Match scoring, 1): ";
    out.add(vector("record/elfern", "elfern", rule + "Elfern has 20 honours"
        + " (docs/rules.md#counting) and 16 tricks of 2 cards (32 cards, docs/rules.md#deck); a"
        + " trick holds at most 2 honours; a seat without a trick has no points",
        "match 1 2 tendler deals=3", "ok",
        "record 12/9 9/7", "error", // 21 honours
        "record 12/8 9/8", "error", // 17 tricks
        "record 12/8 16/0", "error", // points without a trick
        "record 20/0 1/15", "error", // 20 honours in one trick of two cards
        "record 12/8/0 6/6/4", "error", // three seats in a two-hand deal
        "record 12/8 9/7", "ok"));
    out.add(vector("record/bohemian-points", "bohemian-points", rule + "the card-point game"
        + " counts 120 (A 11, T 10, K 4, Q 3, J 2: docs/rules.md#counting); one trick of two"
        + " cards holds at most two aces, 22 points",
        "match 1 2 tendler deals=3", "ok",
        "record 60/61 8/8", "error", // 121 points
        "record 23/97 1/15", "error", // 23 points in one trick
        "record 22/98 1/15", "ok"));
    out.add(vector("record/fuenfzehnern", "fuenfzehnern", rule + "Fünfzehnern counts 60"
        + " (A 5, K 4, Q 3, J 2, T 1: docs/rules.md#counting) in 8 tricks of 4 cards; one trick"
        + " holds at most the four aces, 20 points",
        "match 1 4 fifteen deals=2", "ok",
        "record 15/15/15/14 2/2/2/2", "error", // 59 points
        "record 15/15/15/15 2/2/2/3", "error", // 9 tricks
        "record 21/13/13/13 1/2/2/3", "error", // 21 points in one trick
        "record 20/14/13/13 1/2/2/3", "ok"));
  }

  // ---------------------------------------------------------------- play: card spellings

  private static void spellings(List<Map<String, Object>> out) {
    out.add(dealt(vector("play/spellings/elfern", "elfern", "play takes a move as a canonical"
        + " token (VECTORS.md §2: rank A K Q J T 9 8 7 and suit C S H D, upper case; =Z for"
        + " Zwang): 10D, kd, K♦, KD=z and the German OS are no moves, and KS is the king of"
        + " spades, which forehand does not hold (his hand is 8C AH QH 9H 8H KD, VECTORS.md §5);"
        + " a refused move changes nothing, and in phase 1 every card is legal"
        + " (docs/rules.md#phases)", "play 10D", "error", "play kd", "error", "play K\u2666",
        "error", "play KD=z", "error", "play OS", "error", "play KS", "illegal not-in-hand",
        "legal", SPEC_FIRST_LEGAL, "play KD", "ok"), SPEC_DECK, ""));
    String deck = SPEC_DECK.notation();
    String tenSpelled = deck.replace("TD", "10D");
    String twice = deck.replace("7H", "8H");
    String short31 = deck.substring(0, deck.lastIndexOf(' '));
    out.add(dealt(vector("deal/bad-decks/elfern", "elfern", "deal takes the rules' deck in"
        + " canonical tokens (VECTORS.md §2): the example deck with its ten of diamonds written"
        + " 10D, with 8H twice and no 7H, or with 31 cards (Elfern has 32, docs/rules.md#deck) is"
        + " error, and a refused deal changes nothing: after KD the dealer, holding AC QC TS 9S"
        + " KH JH (VECTORS.md §5), is to play, with every card legal in phase 1"
        + " (docs/rules.md#phases)", "play KD", "ok", "deal " + tenSpelled, "error",
        "deal " + twice, "error", "deal " + short31, "error",
        "legal", "legal 1 AC QC TS 9S KH JH"), SPEC_DECK, ""));
  }

  // ---------------------------------------------------------------- shuffle: seeds

  private static void seeds(List<Map<String, Object>> out) {
    out.add(vector("shuffle/seeds/elfern", "elfern", "A seed is an unsigned 64-bit integer in"
        + " decimal ASCII digits (VECTORS.md §2 and §5, shuffle): 0042 is 42, whose deck is the"
        + " example deal's (EGN.md §13); 2^64, a sign, a digit separator and an exponent are no"
        + " seed", "shuffle 18446744073709551616", "error", "shuffle -1", "error",
        "shuffle +5", "error", "shuffle 1_000", "error", "shuffle 1e3", "error",
        "shuffle 0042", "deck " + SPEC_DECK.notation()));
  }

  // ---------------------------------------------------------------- rules: unknown presets

  private static void presets(List<Map<String, Object>> out) {
    out.add(vector("rules/unknown-preset", "elfern", "A rules text whose first word is not one"
        + " of the six preset ids (VECTORS.md §2; exact, lower case) names no game: error, not"
        + " unsupported (VECTORS.md §5, rules)", "rules elfen", "error", "rules Elfern", "error",
        "rules", "error"));
  }

  // ---------------------------------------------------------------- setup

  private static void setups(List<Map<String, Object>> out) {
    String start = GameState.deal(Rules.preset("elfern"), SPEC_DECK).position();
    String[] f = start.split("\\|", -1);
    String twice = f[0] + "|" + f[1].replace("JH", "KD") + "|" + String.join("|",
        Arrays.asList(f).subList(2, f.length));
    String pointsWithoutTrick = String.join("|", Arrays.asList(f).subList(0, 5)) + "|1/0|"
        + String.join("|", Arrays.asList(f).subList(6, f.length));
    String sevenCards = f[0] + "|" + f[1].replace("KD/", "KDQD/") + "|"
        + f[2].replace("QD", "") + "|" + String.join("|", Arrays.asList(f).subList(3, f.length));
    String otherRules = "elfern-app" + start.substring(start.indexOf('|'));
    out.add(dealt(vector("setup/bad-positions/elfern", "elfern", "setup refuses a position no"
        + " deal can reach (EGN.md §10, the reader's checks): a card twice (KD in both hands),"
        + " points without a trick, seven cards in a hand where Elfern deals six"
        + " (docs/rules.md#dealing; the stock's top card QD moved into forehand's hand), rules"
        + " other than those set (VECTORS.md §5, setup), and a text that is no position; a refused setup leaves the deal as it was (forehand to"
        + " lead with 8C AH QH 9H 8H KD, VECTORS.md §5)",
        "setup " + twice, "error", "setup " + pointsWithoutTrick, "error",
        "setup " + sevenCards, "error", "setup " + otherRules, "error",
        "setup elfern|nonsense", "error", "legal", SPEC_FIRST_LEGAL,
        "setup " + start, "ok", "legal", SPEC_FIRST_LEGAL), SPEC_DECK, ""));
  }

  // ---------------------------------------------------------------- the library agrees

  /**
   * Sends the vector to the library's own engine and checks every answer.
   *
   * @throws IllegalStateException on the first answer that differs
   */
  @SuppressWarnings("unchecked")
  private static void agree(Map<String, Object> v) {
    EngineConnection engine = EngineConnection.of(new LibraryAdapter());
    check(v, "rules " + v.get("rules"), "ok", engine.ask("rules " + v.get("rules")));
    if (v.containsKey("deck")) {
      check(v, "deal", "ok", engine.ask("deal " + v.get("deck")));
      String moves = (String) v.get("moves");
      for (String m : moves.isBlank() ? new String[0] : moves.split(" ")) {
        check(v, "play " + m, "ok", engine.ask("play " + m));
      }
    }
    for (Object o : (List<Object>) v.get("requests")) {
      Map<String, Object> r = (Map<String, Object>) o;
      String request = (String) r.get("request");
      if (r.containsKey("text")) {
        String text = (String) r.get("text");
        request = "egn " + lines(text) + "\n" + text.substring(0, text.length() - 1);
      }
      String expected = (String) r.get("answer");
      String answer = engine.ask(request);
      boolean same = expected.equals("error") ? answer.startsWith("error ")
          : answer.equals(expected);
      if (!same) {
        throw new IllegalStateException(v.get("id") + ": '" + request.split("\n")[0]
            + "' expected " + expected + ", the library answered " + answer);
      }
    }
  }

  private static void check(Map<String, Object> v, String request, String expected,
      String answer) {
    if (!answer.equals(expected)) {
      throw new IllegalStateException(v.get("id") + ": '" + request + "' expected " + expected
          + ", the library answered " + answer);
    }
  }
}
