package io.github.elfern.notation;

import io.github.elfern.card.SuitSystem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes records as canonical EGN: the text that any conforming writer produces for the record,
 * byte for byte.
 *
 * <p>The layout: the tags one per line in the order Event, Site, Date, Round, Match, Deal, Game,
 * Variant, Players, Out, Suits, Scoring, Seed, Deck, Result, then the others in alphabetical
 * (UTF-16 code unit) order, values verbatim with {@code "} and {@code \} escaped, except {@code
 * Deck}, which is written from the record's deck in canonical tokens of the record's letters (and
 * always written when the deck is known); a blank line (none when there are no tags); the
 * movetext, its words separated by single spaces and filled greedily into lines of at most 80
 * characters (a longer word stands alone), with trick numbers, {@code {comment}}s broken at their
 * spaces, suffixes {@code =Z} then the glyph, and the termination marker; a blank line. Lines
 * end with LF.
 *
 * <pre>{@code
 * String text = EgnWriter.write(record);
 * GameRecord.parse(text).equals(record);     // true
 * }</pre>
 */
public final class EgnWriter {
  private EgnWriter() {}

  /** The tags written first, in this order; the others follow alphabetically. */
  public static final List<String> TAG_ORDER = List.of("Event", "Site", "Date", "Round", "Match",
      "Deal", "Game", "Variant", "Players", "Out", "Suits", "Scoring", "Seed", "Deck", "Result");

  /** The width of a movetext line. */
  public static final int LINE_WIDTH = 80;

  /**
   * Returns the canonical text of a record, ending with its blank line.
   *
   * @param record the record
   * @return the text
   */
  public static String write(GameRecord record) {
    StringBuilder sb = new StringBuilder(1024);
    write(record, sb);
    return sb.toString();
  }

  /**
   * Appends the canonical text of a record, ending with its blank line.
   *
   * @param record the record
   * @param out where to write
   * @throws UncheckedIOException if {@code out} fails
   */
  public static void write(GameRecord record, Appendable out) {
    try {
      out.append(text(record));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String text(GameRecord record) {
    StringBuilder sb = new StringBuilder(1024);
    Map<String, String> tags = record.tags();
    SuitSystem suits = record.suits();
    List<String[]> ordered = new ArrayList<>();
    for (String name : TAG_ORDER) {
      String value = tags.get(name);
      if (name.equals("Deck") && record.deck().isPresent()) {
        value = record.deck().get().notation(suits);
      }
      if (value != null) {
        ordered.add(new String[] {name, value});
      }
    }
    Map<String, String> others = new TreeMap<>();
    tags.forEach((k, v) -> {
      if (!TAG_ORDER.contains(k)) {
        others.put(k, v);
      }
    });
    others.forEach((k, v) -> ordered.add(new String[] {k, v}));
    for (String[] t : ordered) {
      sb.append('[').append(t[0]).append(" \"");
      escape(t[1], sb);
      sb.append("\"]\n");
    }
    if (!ordered.isEmpty()) {
      sb.append('\n');
    }
    Filler f = new Filler(sb);
    for (String c : record.leadingComments()) {
      f.comment(c);
    }
    int n = record.seatsPerTrick();
    List<RecordedMove> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      if (i % n == 0) {
        f.word((i / n + 1) + ".");
      }
      RecordedMove m = moves.get(i);
      f.word(m.notation(suits));
      for (String c : m.comments()) {
        f.comment(c);
      }
    }
    f.word(record.termination());
    sb.append("\n\n");
    return sb.toString();
  }

  private static void escape(String value, StringBuilder sb) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
  }

  /** Greedy filling of words into lines of at most {@link #LINE_WIDTH} code points. */
  private static final class Filler {
    private final StringBuilder sb;
    private int width = -1; // -1: nothing on the line yet

    Filler(StringBuilder sb) {
      this.sb = sb;
    }

    void word(String w) {
      int len = w.codePointCount(0, w.length());
      if (width < 0) {
        width = len;
      } else if (width + 1 + len <= LINE_WIDTH) {
        sb.append(' ');
        width += 1 + len;
      } else {
        sb.append('\n');
        width = len;
      }
      sb.append(w);
    }

    void comment(String text) {
      String c = Comments.fold(text);
      if (c.isEmpty()) {
        word("{}");
        return;
      }
      String[] words = c.split(" ");
      for (int i = 0; i < words.length; i++) {
        String w = words[i];
        if (i == 0) {
          w = "{" + w;
        }
        if (i == words.length - 1) {
          w = w + "}";
        }
        word(w);
      }
    }
  }
}
