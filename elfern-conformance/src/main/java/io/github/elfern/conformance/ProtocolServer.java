package io.github.elfern.conformance;

import io.github.elfern.bot.Bot;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.Printable;
import io.github.elfern.rules.Rules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The engine side of the conformance line protocol: turns each request into a call of a {@link
 * ConformanceAdapter} and its answer into one line (see {@code VECTORS.md}, "The protocol").
 *
 * <p>Errors never end the session: an adapter that throws {@link UnsupportedOperationException}
 * answers {@code unsupported}; a malformed or refused request ({@link IllegalArgumentException},
 * {@link IllegalStateException}) answers {@code error} and the message; any other exception is a
 * bug of the engine, answered {@code error internal error: } and the exception.
 *
 * <p>With a {@link Bot}, the server also answers the bot request {@code choose} (VECTORS.md,
 * "Bots"): it rebuilds the seat's {@link PlayerView} from the request under the rules of the last
 * {@code rules} request, lets the bot choose with a {@link SplitMix64} seeded from the request,
 * and answers {@code move TOKEN}. Without a bot, {@code choose} is {@code unsupported}.
 *
 * <pre>{@code
 * ProtocolServer server = new ProtocolServer(new LibraryAdapter(), Bots.create("heuristic"));
 * server.answer("rules elfern");   // "ok"
 * server.serve(stdin, stdout);     // until "quit" or the end of input
 * }</pre>
 */
public final class ProtocolServer {

  /**
   * The protocol version this library speaks: 2, which adds {@code capabilities} and {@code setup}
   * to version 1. The kit greets with {@code hello 2}; a server answers {@code ready NAME} to
   * {@code hello} of any version, as version 1 did.
   */
  public static final int VERSION = 2;

  /** The longest request line {@link #serve} reads, in characters: 65,536. */
  public static final int MAX_LINE = 1 << 16;

  /** The most text lines of one {@code egn} request: 100,000. */
  public static final int MAX_EGN_LINES = 100_000;

  /** The most characters of the text of one {@code egn} request, line ends included: 2^20. */
  public static final int MAX_EGN_CHARS = 1 << 20;

  /**
   * The most positions one {@code perft} request may visit: 5,000,000, well under a second (the
   * vectors need at most 48,068), so that no request line costs seconds.
   */
  public static final long MAX_PERFT_NODES = 5_000_000L;

  private final ConformanceAdapter adapter;
  private final Bot bot;
  private Rules botRules;

  /**
   * Makes a server for an adapter, without a bot: {@code choose} is answered {@code unsupported}.
   *
   * @param adapter the implementation to serve
   */
  public ProtocolServer(ConformanceAdapter adapter) {
    this.adapter = Objects.requireNonNull(adapter, "adapter");
    this.bot = null;
  }

  /**
   * Makes a server for an adapter that answers {@code choose} with a bot.
   *
   * @param adapter the implementation to serve
   * @param bot the bot that chooses the moves
   */
  public ProtocolServer(ConformanceAdapter adapter, Bot bot) {
    this.adapter = Objects.requireNonNull(adapter, "adapter");
    this.bot = Objects.requireNonNull(bot, "bot");
  }

  /**
   * Serves requests from {@code in} until {@code quit} or the end of input, one answer line each.
   * Lines end at LF only (a CR before it is dropped; a last line without LF is a line). A request
   * is known by its first word, the line split at white space, so {@code " egn 2"} and {@code
   * "egn\t2"} are {@code egn} headers whose two text lines follow.
   *
   * <p>The framing of {@code egn} (VECTORS.md section 5, "Limits of {@code elfern engine}"): a
   * header whose second word is a count from 0 to {@link #MAX_EGN_LINES} is followed by that many
   * text lines, which are read whatever they hold, even when the header itself is longer than
   * {@link #MAX_LINE} (its first words are still known), so that the request after them is read
   * as one; a header without such a count has no text lines (it is answered {@code error} and the
   * lines after it are requests). Input that ends inside the text lines is answered {@code error
   * egn input ended after K of its N text lines}, and the session ends.
   *
   * <p>A request line longer than {@link #MAX_LINE} characters, an {@code egn} request whose
   * header is longer than that, whose text is longer than {@link #MAX_EGN_CHARS} characters or
   * has a line longer than {@link #MAX_LINE} characters, or whose header has a word other than
   * {@code strict} after the count, and a {@code perft} that would visit more than {@link
   * #MAX_PERFT_NODES} positions are answered {@code error} and the session goes on; what is too
   * long is read and dropped, never kept, so memory stays bounded whatever the peer sends.
   *
   * @param in the requests
   * @param out where the answers go; flushed after each
   * @throws IOException if reading fails
   */
  public void serve(BufferedReader in, PrintWriter out) throws IOException {
    LineReader lines = new LineReader(in, MAX_LINE);
    LineReader.Line line;
    while ((line = lines.next()) != null) {
      // a line too long to keep is still known by its first words: an egn header keeps its body
      String[] words = line.tooLong() ? line.head() : words(line.text());
      if (!line.tooLong() && words.length == 1 && words[0].equals("quit")) {
        return;
      }
      if (!words[0].equals("egn")) {
        if (line.tooLong()) {
          answer(out, "error request line of " + line.length() + " characters is longer than the "
              + "limit of " + MAX_LINE);
        } else {
          answer(out, answer(line.text()));
        }
        continue;
      }
      int n = words.length < 2 || !words[1].matches("[0-9]{1,6}") ? -1
          : Integer.parseInt(words[1]);
      if (n < 0 || n > MAX_EGN_LINES) {
        // no count, no body: the lines after the header are requests
        answer(out, line.tooLong() ? "error request line of " + line.length() + " characters is "
            + "longer than the limit of " + MAX_LINE : "error egn needs a line count from 0 to "
            + MAX_EGN_LINES + ", got '" + clip(words.length < 2 ? "" : words[1]) + "'");
        continue;
      }
      // The body is read to its end whatever it holds, so that the framing holds.
      StringBuilder sb = new StringBuilder(line.tooLong() ? "" : line.text());
      long body = 0;
      int longLine = 0;
      long longLength = 0;
      for (int i = 1; i <= n; i++) {
        LineReader.Line l = lines.next();
        if (l == null) {
          answer(out, "error egn input ended after " + (i - 1) + " of its " + n + " text lines");
          return;
        }
        body += l.length() + 1;
        if (l.tooLong() && longLine == 0) {
          longLine = i;
          longLength = l.length();
        }
        if (!line.tooLong() && body <= MAX_EGN_CHARS && longLine == 0) {
          sb.append('\n').append(l.text());
        } else if (sb.length() > 0) {
          sb.setLength(0);
          sb.trimToSize();
        }
      }
      if (line.tooLong()) {
        answer(out, "error egn header line of " + line.length() + " characters is longer than the "
            + "limit of " + MAX_LINE);
      } else if (body > MAX_EGN_CHARS) {
        answer(out, "error egn body of " + body + " characters is longer than the limit of "
            + MAX_EGN_CHARS);
      } else if (longLine > 0) {
        answer(out, "error egn line " + longLine + " of " + longLength + " characters is "
            + "longer than the limit of " + MAX_LINE);
      } else {
        answer(out, answer(sb.toString()));
      }
    }
  }

  private static void answer(PrintWriter out, String answer) {
    out.println(answer);
    out.flush();
  }

  /**
   * Answers one request.
   *
   * @param request the request line; for {@code egn}, followed by its text lines after LFs
   * @return the answer line
   */
  public String answer(String request) {
    try {
      return dispatch(request);
    } catch (UnsupportedOperationException e) {
      return "unsupported";
    } catch (IllegalArgumentException | IllegalStateException e) {
      return "error " + message(String.valueOf(e.getMessage()));
    } catch (RuntimeException e) {
      return "error " + message("internal error: " + e);
    }
  }

  /** The longest message of an {@code error} answer, escapes included. */
  private static final int MAX_MESSAGE = 500;

  /**
   * {@return a message fit for an answer: escaped and cut to {@link #MAX_MESSAGE} characters
   * ({@link Printable#clipEscaped}), so that a message full of escaped characters (six characters
   * each) stays as short as any}
   */
  private static String message(String m) {
    return Printable.clipEscaped(m, MAX_MESSAGE);
  }

  private static String clip(String s) {
    return Printable.clip(s, 60);
  }

  /** Reads a whole number for a request, with a message that names the request and the text. */
  private static int number(String request, String what, String text, int min, int max) {
    if (!text.matches("-?[0-9]{1,10}") || Long.parseLong(text) < min
        || Long.parseLong(text) > max) {
      throw new IllegalArgumentException(request + " needs " + what + " from " + min + " to "
          + max + ", got '" + clip(text) + "'");
    }
    return Integer.parseInt(text);
  }

  private String dispatch(String request) {
    int nl = request.indexOf('\n');
    String first = nl < 0 ? request : request.substring(0, nl);
    String[] w = words(first);
    String rest = after(first, 1);
    switch (w[0]) {
      case "hello":
        return "ready " + adapter.name();
      case "capabilities": {
        if (w.length > 1) {
          throw new IllegalArgumentException("capabilities takes nothing after it, got '"
              + clip(rest) + "'");
        }
        Capabilities c = adapter.capabilities().orElseThrow(
            () -> new UnsupportedOperationException("capabilities"));
        if (bot != null) {
          java.util.Set<String> requests = new java.util.LinkedHashSet<>(c.requests());
          requests.add("choose");
          c = new Capabilities(c.presets(), requests);
        }
        return c.notation();
      }
      case "setup":
        if (rest.isEmpty()) {
          throw new IllegalArgumentException("setup needs a position string");
        }
        adapter.setup(rest);
        return "ok";
      case "rules": {
        // A failed request leaves no rules set, for the adapter and the bot alike.
        botRules = null;
        boolean ok = adapter.rules(rest);
        if (ok && bot != null) {
          botRules = Rules.parse(rest);
        }
        return ok ? "ok" : "unsupported";
      }
      case "choose": {
        if (bot == null) {
          throw new UnsupportedOperationException("choose");
        }
        if (botRules == null) {
          throw new IllegalStateException("no rules set (send 'rules' first)");
        }
        ChooseRequest.Decoded d = ChooseRequest.decode(first, botRules);
        if (!d.view().isMyTurn()) {
          throw new IllegalArgumentException("it is not seat " + d.view().seat() + "'s turn");
        }
        return "move " + bot.choose(d.view(), new SplitMix64(d.seed())).notation();
      }
      case "shuffle":
        return "deck " + String.join(" ", adapter.shuffle(rest));
      case "deal":
        adapter.deal(Arrays.asList(words(rest)));
        return "ok";
      case "legal": {
        int seat = adapter.toMove();
        return seat < 0 ? "legal -" : ("legal " + seat + " " + String.join(" ",
            adapter.legalMoves())).strip();
      }
      case "play": {
        Optional<String> code = adapter.play(rest);
        return code.isPresent() ? "illegal " + code.get() : "ok";
      }
      case "hands": {
        StringBuilder sb = new StringBuilder("hands ");
        List<List<String>> hands = adapter.hands();
        for (int i = 0; i < hands.size(); i++) {
          sb.append(i > 0 ? "/" : "").append(hands.get(i).isEmpty() ? "-"
              : String.join("", hands.get(i)));
        }
        return sb.toString();
      }
      case "status":
        return "status " + slashed(adapter.points()) + " " + slashed(adapter.tricksWon());
      case "result":
        return "result " + adapter.result();
      case "position":
        return "position " + adapter.position();
      case "perft":
        return "perft " + adapter.perft(number("perft", "a depth", rest, 0, 1000));
      case "egn": {
        if (w.length > 3 || w.length == 3 && !w[2].equals("strict")) {
          throw new IllegalArgumentException("egn takes a line count and an optional 'strict', "
              + "got '" + clip(String.join(" ", Arrays.asList(w).subList(2, w.length))) + "'");
        }
        boolean strict = w.length > 2 && w[2].equals("strict");
        String text = nl < 0 ? "" : request.substring(nl + 1) + "\n";
        String verdict = adapter.validate(text, strict);
        return verdict.equals("valid") ? "valid" : "error " + verdict;
      }
      case "match": {
        if (w.length < 4) {
          throw new IllegalArgumentException("match needs SEED PLAYERS SCORING");
        }
        String scoring = after(first, 3);
        adapter.match(w[1], number("match", "a number of players", w[2], 1, 16), scoring);
        return "ok";
      }
      case "record":
        if (w.length != 3) {
          throw new IllegalArgumentException("record needs POINTS TRICKS, e.g. record 12/8 9/7");
        }
        adapter.record(ints("points", w[1]), ints("tricks", w[2]));
        return "ok";
      case "table":
        return "match " + adapter.table();
      case "quit":
        // a bare quit ends serve before it gets here; answer() alone has no session to end
        throw new IllegalArgumentException(rest.isEmpty() ? "quit has no answer: it ends a session"
            + " of serve" : "quit takes nothing after it, got '" + clip(rest) + "'");
      default:
        throw new IllegalArgumentException("unknown request '" + clip(w[0]) + "'");
    }
  }

  /**
   * {@return the words of a request line: split at runs of white space ({@link
   * LineReader#isBlank}), leading and trailing white space ignored; {@code [""]} for a blank line}
   */
  static String[] words(String line) {
    List<String> words = new ArrayList<>();
    int i = 0;
    while (i < line.length()) {
      while (i < line.length() && LineReader.isBlank(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < line.length() && !LineReader.isBlank(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        words.add(line.substring(start, i));
      }
    }
    return words.isEmpty() ? new String[] {""} : words.toArray(new String[0]);
  }

  /** {@return the rest of a request line after its first {@code n} words, stripped} */
  private static String after(String line, int n) {
    int i = 0;
    for (int k = 0; k < n; k++) {
      while (i < line.length() && LineReader.isBlank(line.charAt(i))) {
        i++;
      }
      while (i < line.length() && !LineReader.isBlank(line.charAt(i))) {
        i++;
      }
    }
    return line.substring(i).strip();
  }

  static String slashed(List<Integer> a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.size(); i++) {
      sb.append(i > 0 ? "/" : "").append(a.get(i));
    }
    return sb.toString();
  }

  private static List<Integer> ints(String what, String s) {
    List<Integer> l = new ArrayList<>();
    for (String p : s.split("/", -1)) {
      l.add(number("record", what + " per seat (N/N/...) with numbers", p, 0, 1_000_000));
    }
    return List.copyOf(l);
  }
}
