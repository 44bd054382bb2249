package io.github.elfern.conformance;

import io.github.elfern.bot.Bot;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.internal.Printable;
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
 * answers {@code unsupported}; any other exception, or a malformed request, answers {@code error}
 * and the message.
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

  /** The protocol version that {@code hello} names. */
  public static final int VERSION = 1;

  /** The longest request line {@link #serve} reads, in characters: 65,536. */
  public static final int MAX_LINE = 1 << 16;

  /** The most text lines of one {@code egn} request: 100,000. */
  public static final int MAX_EGN_LINES = 100_000;

  /** The most characters of the text of one {@code egn} request, line ends included: 2^20. */
  public static final int MAX_EGN_CHARS = 1 << 20;

  /** The most positions one {@code perft} request may visit: 50,000,000. */
  public static final long MAX_PERFT_NODES = 50_000_000L;

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
   * Lines end at LF only (a CR before it is dropped). A request is known by its first word, the
   * line stripped and split at any whitespace, so {@code " egn 2"} and {@code "egn\t2"} are {@code
   * egn} headers whose two body lines follow. A request line longer than {@link #MAX_LINE}
   * characters, an {@code egn} request with more than {@link #MAX_EGN_LINES} lines, more than
   * {@link #MAX_EGN_CHARS} characters in its body or a body line longer than {@link #MAX_LINE}
   * characters (its whole body is still read), and a {@code perft} that would visit
   * more than {@link #MAX_PERFT_NODES} positions are answered {@code error} and the session goes
   * on; what is too long is read and dropped, never kept, so memory stays bounded whatever the
   * peer sends.
   *
   * @param in the requests
   * @param out where the answers go; flushed after each
   * @throws IOException if reading fails
   */
  public void serve(BufferedReader in, PrintWriter out) throws IOException {
    LineReader lines = new LineReader(in, MAX_LINE);
    LineReader.Line line;
    while ((line = lines.next()) != null) {
      if (line.tooLong()) {
        out.println("error request line of " + line.length() + " characters is longer than the "
            + "limit of " + MAX_LINE);
        out.flush();
        continue;
      }
      String text = line.text();
      if (text.strip().equals("quit")) {
        return;
      }
      String request = text;
      String[] words = words(text);
      if (words[0].equals("egn")) {
        int n = words.length < 2 || !words[1].matches("[0-9]{1,6}") ? -1
            : Integer.parseInt(words[1]);
        if (n < 0 || n > MAX_EGN_LINES) {
          out.println("error egn needs a line count from 0 to " + MAX_EGN_LINES + ", got '"
              + clip(words.length < 2 ? "" : words[1]) + "'");
          out.flush();
          continue;
        }
        // The body is read to its end whatever it holds, so that the framing holds.
        StringBuilder sb = new StringBuilder(text);
        long body = 0;
        int longLine = 0;
        long longLength = 0;
        for (int i = 1; i <= n; i++) {
          LineReader.Line l = lines.next();
          if (l == null) {
            return;
          }
          body += l.length() + 1;
          if (l.tooLong() && longLine == 0) {
            longLine = i;
            longLength = l.length();
          }
          if (body <= MAX_EGN_CHARS && longLine == 0) {
            sb.append('\n').append(l.text());
          } else if (sb.length() > 0) {
            sb.setLength(0);
            sb.trimToSize();
          }
        }
        if (body > MAX_EGN_CHARS) {
          out.println("error egn body of " + body + " characters is longer than the limit of "
              + MAX_EGN_CHARS);
          out.flush();
          continue;
        }
        if (longLine > 0) {
          out.println("error egn line " + longLine + " of " + longLength + " characters is "
              + "longer than the limit of " + MAX_LINE);
          out.flush();
          continue;
        }
        request = sb.toString();
      }
      out.println(answer(request));
      out.flush();
    }
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
    } catch (RuntimeException e) {
      String m = String.valueOf(e.getMessage());
      return "error " + Printable.clip(m, 500);
    }
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
    String rest = first.strip().substring(w[0].length()).strip();
    switch (w[0]) {
      case "hello":
        return "ready " + adapter.name();
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
        adapter.deal(Arrays.asList(rest.split("\\s+")));
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
        return "status " + slashed(adapter.points()) + " " + slashed(adapter.tricks());
      case "result":
        return "result " + adapter.result();
      case "position":
        return "position " + adapter.position();
      case "perft":
        return "perft " + adapter.perft(number("perft", "a depth", rest, 0, 1000));
      case "egn": {
        boolean strict = w.length > 2 && w[2].equals("strict");
        String text = nl < 0 ? "" : request.substring(nl + 1) + "\n";
        String verdict = adapter.validate(text, strict);
        return verdict.equals("valid") ? "valid" : "error " + verdict;
      }
      case "match": {
        if (w.length < 4) {
          throw new IllegalArgumentException("match needs SEED PLAYERS SCORING");
        }
        String scoring = first.strip().split("\\s+", 4)[3];
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
      default:
        throw new IllegalArgumentException("unknown request '" + w[0] + "'");
    }
  }

  /** {@return the words of a request line: split at any whitespace, after stripping it} */
  private static String[] words(String line) {
    return line.strip().split("\\s+");
  }

  static String slashed(int[] a) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.length; i++) {
      sb.append(i > 0 ? "/" : "").append(a[i]);
    }
    return sb.toString();
  }

  private static int[] ints(String what, String s) {
    List<Integer> l = new ArrayList<>();
    for (String p : s.split("/", -1)) {
      l.add(number("record", what + " per seat (N/N/...) with numbers", p, 0, 1_000_000));
    }
    return l.stream().mapToInt(Integer::intValue).toArray();
  }
}
