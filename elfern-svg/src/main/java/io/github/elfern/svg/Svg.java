package io.github.elfern.svg;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.game.Trick;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Draws cards, hands, tricks and a table seen from one seat as standalone SVG documents (strings),
 * in the spirit of python-chess's {@code chess.svg}: no dependencies, no fonts to ship, a pure
 * function of the arguments.
 *
 * <pre>{@code
 * String queen = Svg.card(Card.parse("QH"), CardStyle.GERMAN);
 * String table = Svg.table(state.view(0), List.of("Anna", "Ben"), CardStyle.FRENCH);
 * Files.writeString(Path.of("table.svg"), table);
 * }</pre>
 *
 * <p>A card is 100 by 150 user units; pictures carry {@code width} and {@code height} in pixels
 * of the same size and a {@code viewBox}, so they scale without loss. Each card is a group with
 * {@code class="card"} and a {@code data-card} attribute holding its notation (a back has {@code
 * class="back"} and no card), so a page can find and style them.
 *
 * <p>Every picture is well-formed XML whatever the names it draws: they are shortened to {@link
 * #MAX_NAME_LENGTH} code points between whole characters, escaped, and a character XML 1.0
 * forbids is drawn as U+FFFD (see {@link #table(PlayerView, List, CardStyle)}).
 */
public final class Svg {

  private Svg() {}

  /** The width of a card in user units. */
  public static final int CARD_WIDTH = 100;

  /** The height of a card in user units. */
  public static final int CARD_HEIGHT = 150;

  /**
   * The longest name a picture draws, in code points: a longer name is drawn as its longest start
   * of whole characters (extended grapheme clusters: a letter with its combining accents, an
   * emoji sequence) within 39 code points, and "…", wherever it appears.
   */
  public static final int MAX_NAME_LENGTH = 40;

  private static final String FONT = "font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\"";
  private static final String RED = "#c8102e";
  private static final String BLACK = "#1b1b1b";
  private static final String HIGHLIGHT = "#f2b705";
  private static final String ELLIPSIS = "\u2026";
  /** The code points of a name the scoreboard has room for. */
  private static final int SCOREBOARD_NAME_LENGTH = 11;

  // --- public pictures ---------------------------------------------------------------------

  /**
   * {@return an SVG document of one card, face up}
   *
   * @param card the card
   * @param style French or German suits
   */
  public static String card(Card card, CardStyle style) {
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(style, "style");
    StringBuilder sb = open(CARD_WIDTH, CARD_HEIGHT, style.cardName(card));
    face(sb, card, style, 0, 0, 1, false);
    return close(sb);
  }

  /** {@return an SVG document of a card's back} */
  public static String back() {
    StringBuilder sb = open(CARD_WIDTH, CARD_HEIGHT, "card back");
    back(sb, 0, 0, 1);
    return close(sb);
  }

  /**
   * {@return an SVG document of a hand, the cards overlapping from left to right in the given
   * order}
   *
   * @param cards the cards, at most 32
   * @param style French or German suits
   * @throws IllegalArgumentException if there are more than 32 cards
   * @throws NullPointerException if an argument or a card is null
   */
  public static String hand(List<Card> cards, CardStyle style) {
    return hand(cards, CardSet.EMPTY, style);
  }

  /**
   * {@return an SVG document of a hand in which some cards (the legal ones, say) are raised and
   * outlined}
   *
   * @param cards the cards, at most 32
   * @param highlighted the cards to raise
   * @param style French or German suits
   * @throws IllegalArgumentException if there are more than 32 cards
   * @throws NullPointerException if an argument or a card is null
   */
  public static String hand(List<Card> cards, CardSet highlighted, CardStyle style) {
    Objects.requireNonNull(cards, "cards");
    Objects.requireNonNull(highlighted, "highlighted");
    Objects.requireNonNull(style, "style");
    checkSize(cards);
    for (int i = 0; i < cards.size(); i++) {
      Objects.requireNonNull(cards.get(i), "card " + i + " of the hand");
    }
    int step = 40;
    int lift = 16;
    int width = 10 + CARD_WIDTH + step * Math.max(0, cards.size() - 1) + 10;
    int height = 10 + lift + CARD_HEIGHT + 10;
    StringBuilder sb = open(width, height, "hand " + names(cards, style));
    for (int i = 0; i < cards.size(); i++) {
      Card c = cards.get(i);
      boolean up = highlighted.contains(c);
      face(sb, c, style, 10 + step * i, 10 + (up ? 0 : lift), 1, up);
    }
    return close(sb);
  }

  /**
   * {@return an SVG document of a completed trick: its cards in the order played, each with the
   * seat that played it, the winner's card outlined}
   *
   * @param trick the trick
   * @param players the number of seats of the deal
   * @param style French or German suits
   * @throws IllegalArgumentException if {@code players} is not 2 to 4
   * @throws NullPointerException if {@code trick} or {@code style} is null
   */
  public static String trick(Trick trick, int players, CardStyle style) {
    Objects.requireNonNull(trick, "trick");
    Objects.requireNonNull(style, "style");
    checkPlayers(players);
    List<String> names = defaultNames(players, -1);
    List<Move> moves = trick.moves();
    int width = 10 + 110 * moves.size();
    int height = 10 + CARD_HEIGHT + 50;
    StringBuilder sb = open(width, height, "trick " + trick.number());
    for (int i = 0; i < moves.size(); i++) {
      int seat = trick.seatOf(i, players);
      double x = 10 + 110 * i;
      face(sb, moves.get(i).card(), style, x, 10, 1, seat == trick.winner());
      text(sb, x + 50, 10 + CARD_HEIGHT + 20, 14, "#333333", "middle",
          names.get(seat) + (seat == trick.winner() ? " wins" : ""), true);
    }
    return close(sb);
  }

  /**
   * {@return an SVG document of the table as one seat sees it: its own hand face up (the legal
   * cards raised on its turn), the other hands face down with their sizes, the stock face down
   * with the turned trump beneath it, the trick on the table, the last trick, and each seat's
   * tricks and points}
   *
   * <p>Only what the view holds is drawn, so the picture shows no card the seat has not seen.
   *
   * <p>The names are untrusted text (a browser's, say) and any string gives a well-formed
   * picture of bounded size: a name longer than {@link #MAX_NAME_LENGTH} code points is shortened
   * to at most that many, ending in "…", wherever it is drawn (the scoreboard shortens it further,
   * to 11), and cut only between whole characters, never between a letter and its accent nor
   * inside an emoji sequence;
   * markup characters are escaped; and each character XML 1.0 does not allow (the C0 controls but
   * tab, line feed and carriage return; U+FFFE; U+FFFF; a surrogate that is not half of a pair) is
   * drawn as U+FFFD, the replacement character, rather than refused.
   *
   * @param view the seat's view
   * @param names a name per seat, forehand first; {@link List#of()} for "You", "Seat 1", ...
   * @param style French or German suits
   * @throws IllegalArgumentException if {@code names} is neither empty nor one per seat
   * @throws NullPointerException if an argument or a name is null
   */
  public static String table(PlayerView view, List<String> names, CardStyle style) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(names, "names");
    Objects.requireNonNull(style, "style");
    int n = view.players();
    if (!names.isEmpty() && names.size() != n) {
      List<String> shown = new ArrayList<>();
      for (String name : names) {
        shown.add(name == null ? null : shorten(name, MAX_NAME_LENGTH));
      }
      throw new IllegalArgumentException(
          "table needs one name per seat (" + n + "), got " + names.size() + ": " + shown);
    }
    List<String> who = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      who.add(shorten(Objects.requireNonNull(names.get(i), "name of seat " + i),
          MAX_NAME_LENGTH));
    }
    if (who.isEmpty()) {
      who = defaultNames(n, view.seat());
    }
    int width = 860;
    int height = 640;
    StringBuilder sb = open(width, height, "table seen by " + who.get(view.seat()));
    sb.append("<rect width=\"").append(width).append("\" height=\"").append(height)
        .append("\" rx=\"18\" fill=\"#1f6f43\"/>");
    sb.append("<rect x=\"8\" y=\"8\" width=\"").append(width - 16).append("\" height=\"")
        .append(height - 16).append("\" rx=\"14\" fill=\"none\" stroke=\"#2f8a57\""
            + " stroke-width=\"2\"/>");

    // the other seats, face down, along the top
    List<Integer> others = new ArrayList<>();
    for (int k = 1; k < n; k++) {
      others.add(view.seatAfter(view.seat(), k));
    }
    double slot = (width - 40.0) / others.size();
    for (int k = 0; k < others.size(); k++) {
      int seat = others.get(k);
      int size = view.handSize(seat);
      double scale = 0.6;
      double step = Math.min(22, (slot - 80) / Math.max(1, size));
      double fan = CARD_WIDTH * scale + step * Math.max(0, size - 1);
      double x0 = 20 + slot * k + (slot - fan) / 2;
      for (int i = 0; i < size; i++) {
        back(sb, x0 + step * i, 44, scale);
      }
      text(sb, 20 + slot * k + slot / 2, 32, 16, "#ffffff", "middle",
          who.get(seat) + seatMark(view, seat) + " \u00b7 " + size
              + (size == 1 ? " card" : " cards"), true);
    }

    // the stock with the turned trump beneath it
    double sx = 40;
    double sy = 210;
    Optional<Card> trump = view.turnedTrump();
    if (trump.isPresent() && view.stockSize() > 0) {
      sb.append("<g transform=\"rotate(90 ").append(fmt(sx + 50 + 45)).append(' ')
          .append(fmt(sy + 75)).append(")\">");
      face(sb, trump.get(), style, sx + 45, sy, 0.9, false);
      sb.append("</g>");
    }
    if (view.stockSize() > 0) {
      int layers = Math.min(4, (view.stockSize() + 4) / 5);
      for (int i = 0; i < layers; i++) {
        back(sb, sx + 2 * i, sy - 2 * i, 0.9);
      }
      text(sb, sx + 47, sy + 160, 15, "#ffffff", "middle", "stock " + view.stockSize(), true);
    } else if (view.rules().hasStock()) {
      sb.append("<rect x=\"").append(fmt(sx)).append("\" y=\"").append(fmt(sy))
          .append("\" width=\"90\" height=\"135\" rx=\"8\" fill=\"none\" stroke=\"#8fc9a5\""
              + " stroke-dasharray=\"6 5\" stroke-width=\"2\"/>");
      text(sb, sx + 45, sy + 160, 15, "#ffffff", "middle", "stock empty", true);
    }
    Optional<Suit> trumpSuit = view.trumpSuit();
    if (trumpSuit.isPresent()) {
      text(sb, sx + 47, sy + 182, 15, "#ffe9a8", "middle",
          "trump " + style.suitName(trumpSuit.get()) + " " + Unicode.symbol(trumpSuit.get()),
          true);
    }

    // the trick on the table, or the last trick in grey
    List<Move> current = view.currentTrick();
    List<Trick> done = view.tricks();
    double tx = 250;
    double ty = 200;
    if (!current.isEmpty()) {
      for (int i = 0; i < current.size(); i++) {
        int seat = view.seatAfter(view.leader(), i);
        face(sb, current.get(i).card(), style, tx + 105 * i, ty, 1, false);
        text(sb, tx + 105 * i + 50, ty + 170, 14, "#ffffff", "middle", who.get(seat), true);
      }
    } else if (!done.isEmpty()) {
      Trick last = done.get(done.size() - 1);
      text(sb, tx, ty - 10, 14, "#d7f0df", "start",
          "last trick, won by " + who.get(last.winner()), true);
      for (int i = 0; i < last.moves().size(); i++) {
        sb.append("<g opacity=\"0.8\">");
        face(sb, last.moves().get(i).card(), style, tx + 80 * i, ty, 0.75,
            last.seatOf(i, n) == last.winner());
        sb.append("</g>");
      }
    }

    // the scoreboard
    double bx = 640;
    double by = 196;
    double bh = 44 + 26 * n;
    sb.append("<rect x=\"").append(fmt(bx)).append("\" y=\"").append(fmt(by))
        .append("\" width=\"190\" height=\"").append(fmt(bh))
        .append("\" rx=\"10\" fill=\"#12502f\" stroke=\"#2f8a57\"/>");
    text(sb, bx + 14, by + 24, 13, "#b9e3c8", "start", "seat", false);
    text(sb, bx + 130, by + 24, 13, "#b9e3c8", "end", "tricks", false);
    text(sb, bx + 178, by + 24, 13, "#b9e3c8", "end", "points", false);
    for (int s = 0; s < n; s++) {
      double y = by + 50 + 26 * s;
      String colour = s == view.seat() ? "#ffe9a8" : "#ffffff";
      text(sb, bx + 14, y, 15, colour, "start", shorten(who.get(s), SCOREBOARD_NAME_LENGTH),
          s == view.toMove());
      text(sb, bx + 130, y, 15, colour, "end", Integer.toString(view.tricksWon(s)), false);
      text(sb, bx + 178, y, 15, colour, "end", Integer.toString(view.points(s)), true);
    }

    // the own hand, legal cards raised on the seat's turn
    List<Card> hand = view.hand().toList();
    CardSet legal = CardSet.EMPTY;
    if (view.isMyTurn() && !view.isOver()) {
      List<Card> cards = new ArrayList<>();
      for (Move m : view.legalMoves()) {
        cards.add(m.card());
      }
      legal = CardSet.copyOf(cards);
    }
    double step = hand.size() > 8 ? 52 : 66;
    double fan = CARD_WIDTH + step * Math.max(0, hand.size() - 1);
    double hx = (width - fan) / 2;
    for (int i = 0; i < hand.size(); i++) {
      Card c = hand.get(i);
      boolean up = legal.contains(c);
      face(sb, c, style, hx + step * i, 452 + (up ? -16 : 0), 1, up);
    }
    String status;
    if (view.isOver()) {
      status = "the deal is over";
    } else if (view.isMyTurn()) {
      status = current.isEmpty() ? "your lead" : "your turn";
    } else {
      status = who.get(view.toMove()) + " to play";
    }
    text(sb, width / 2.0, 422, 17, "#ffffff", "middle",
        who.get(view.seat()) + seatMark(view, view.seat()) + " \u00b7 " + status, true);
    return close(sb);
  }

  // --- drawing helpers -----------------------------------------------------------------------

  private static void checkSize(List<Card> cards) {
    if (cards.size() > 32) {
      throw new IllegalArgumentException("a hand has at most 32 cards, got " + cards.size());
    }
  }

  private static void checkPlayers(int players) {
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("players must be 2 to 4, got " + players);
    }
  }

  private static String seatMark(PlayerView view, int seat) {
    return seat == 0 ? " (forehand)" : seat == view.players() - 1 ? " (dealer)" : "";
  }

  private static List<String> defaultNames(int players, int self) {
    List<String> list = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      list.add(i == self ? "You" : "Seat " + i);
    }
    return list;
  }

  private static String names(List<Card> cards, CardStyle style) {
    StringBuilder sb = new StringBuilder();
    for (Card c : cards) {
      sb.append(sb.length() == 0 ? "" : " ").append(Unicode.label(c, style));
    }
    return sb.toString();
  }

  /**
   * {@return the text as it is, or, when it has more than {@code max} code points, its longest
   * start of whole user-perceived characters within {@code max - 1} code points, and "…"}: the
   * one place a picture shortens text. It counts code points, which bounds the picture's size
   * whatever the text, and cuts only between extended grapheme clusters (Unicode UAX #29), so it
   * never parts a letter from its combining accent nor splits an emoji sequence (ZWJ, flag, skin
   * tone) or a surrogate pair. A cluster that alone exceeds the room is left out.
   *
   * <p>The clusters come from {@code \X} of {@link Pattern}, not from {@link
   * java.text.BreakIterator#getCharacterInstance()}, which before Java 20 splits emoji ZWJ
   * sequences, flags and skin tones.
   */
  static String shorten(String s, int max) {
    if (s.length() <= max || s.codePointCount(0, s.length()) <= max) {
      return s;
    }
    int room = s.offsetByCodePoints(0, max - 1);
    // a cluster ending at room is told apart from a longer one by the code point after room
    Matcher clusters = CLUSTER.matcher(s).region(0, s.offsetByCodePoints(room, 1));
    int end = 0;
    while (clusters.find() && clusters.end() <= room) {
      end = clusters.end();
    }
    return s.substring(0, end) + ELLIPSIS;
  }

  /** One extended grapheme cluster, a user-perceived character. */
  private static final Pattern CLUSTER = Pattern.compile("\\X");

  private static StringBuilder open(int width, int height, String title) {
    StringBuilder sb = new StringBuilder(4096);
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width)
        .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width)
        .append(' ').append(height).append("\"><title>").append(escape(title))
        .append("</title>");
    return sb;
  }

  private static String close(StringBuilder sb) {
    return sb.append("</svg>").toString();
  }

  /**
   * {@return the text made safe as XML 1.0 character data or attribute value}: the one place a
   * picture escapes text. It escapes {@code < > & "} and replaces each character XML 1.0 does not
   * allow (the C0 controls but tab, line feed and carriage return; U+FFFE; U+FFFF; a surrogate
   * that is not half of a pair) with U+FFFD, the replacement character.
   */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      switch (c) {
        case '<':
          sb.append("&lt;");
          break;
        case '>':
          sb.append("&gt;");
          break;
        case '&':
          sb.append("&amp;");
          break;
        case '"':
          sb.append("&quot;");
          break;
        default:
          if (isXmlChar(c)) {
            sb.appendCodePoint(c);
          } else {
            sb.append('\uFFFD');
          }
      }
    }
    return sb.toString();
  }

  /** Whether XML 1.0 allows the code point (production 2, {@code Char}); a lone surrogate not. */
  private static boolean isXmlChar(int c) {
    return c >= 0x20 && c <= 0xD7FF || c == 0x9 || c == 0xA || c == 0xD
        || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000;
  }

  private static String fmt(double v) {
    if (v == Math.rint(v)) {
      return Long.toString((long) v);
    }
    return String.format(Locale.ROOT, "%.2f", v);
  }

  private static void text(StringBuilder sb, double x, double y, int size, String fill,
      String anchor, String content, boolean bold) {
    sb.append("<text x=\"").append(fmt(x)).append("\" y=\"").append(fmt(y)).append("\" ")
        .append(FONT).append(" font-size=\"").append(size).append("\" fill=\"").append(fill)
        .append("\" text-anchor=\"").append(anchor).append('"')
        .append(bold ? " font-weight=\"bold\"" : "").append('>').append(escape(content))
        .append("</text>");
  }

  private static String colour(Suit suit, CardStyle style) {
    if (style == CardStyle.FRENCH) {
      return suit == Suit.HEARTS || suit == Suit.DIAMONDS ? RED : BLACK;
    }
    switch (suit) {
      case HEARTS:
        return RED;
      case DIAMONDS:
        return "#9a6a00";
      case SPADES:
        return "#23753a";
      default:
        return "#6b4423";
    }
  }

  /** Draws a card face with its top left corner at (x, y), scaled. */
  private static void face(StringBuilder sb, Card card, CardStyle style, double x, double y,
      double scale, boolean highlight) {
    sb.append("<g class=\"card\" data-card=\"").append(card.notation())
        .append("\" transform=\"translate(").append(fmt(x)).append(' ').append(fmt(y))
        .append(')').append(scale == 1 ? "" : " scale(" + fmt(scale) + ")").append("\">");
    sb.append("<title>").append(escape(style.cardName(card))).append("</title>");
    if (highlight) {
      sb.append("<rect x=\"-4\" y=\"-4\" width=\"108\" height=\"158\" rx=\"11\" fill=\""
          + HIGHLIGHT + "\"/>");
    }
    sb.append("<rect x=\"0.75\" y=\"0.75\" width=\"98.5\" height=\"148.5\" rx=\"8\""
        + " fill=\"#fffdf7\" stroke=\"#8a8a8a\" stroke-width=\"1.5\"/>");
    Suit suit = card.suit();
    String ink = colour(suit, style);
    String label = style.label(card.rank());
    // the two corner indexes, the lower one turned
    for (int turn = 0; turn < 2; turn++) {
      if (turn == 1) {
        sb.append("<g transform=\"rotate(180 50 75)\">");
      }
      sb.append("<text x=\"12\" y=\"23\" ").append(FONT).append(" font-size=\"")
          .append(label.length() > 1 ? 17 : 20).append("\" font-weight=\"bold\" fill=\"")
          .append(ink).append("\" text-anchor=\"middle\"")
          .append(label.length() > 1 ? " letter-spacing=\"-1.5\"" : "").append('>')
          .append(label).append("</text>");
      pip(sb, suit, style, 12, 35, 14, false);
      if (turn == 1) {
        sb.append("</g>");
      }
    }
    Rank rank = card.rank();
    switch (rank) {
      case ACE:
        pip(sb, suit, style, 50, 75, 58, false);
        break;
      case KING:
      case QUEEN:
      case JACK:
        sb.append("<rect x=\"24\" y=\"20\" width=\"52\" height=\"110\" rx=\"5\" fill=\"")
            .append(style == CardStyle.FRENCH ? "#f4efe1" : "#f1f3e6")
            .append("\" stroke=\"").append(ink).append("\" stroke-width=\"1.5\"/>");
        sb.append("<text x=\"50\" y=\"66\" ").append(FONT)
            .append(" font-size=\"38\" font-weight=\"bold\" fill=\"").append(ink)
            .append("\" text-anchor=\"middle\">").append(label).append("</text>");
        pip(sb, suit, style, 50, 98, 34, false);
        break;
      default:
        for (double[] p : layout(rank)) {
          pip(sb, suit, style, p[0], p[1], 20, p[1] > 76);
        }
        break;
    }
    sb.append("</g>");
  }

  private static double[][] layout(Rank rank) {
    double l = 34;
    double r = 66;
    double c = 50;
    switch (rank) {
      case SEVEN:
        return new double[][] {{l, 30}, {r, 30}, {c, 52}, {l, 75}, {r, 75}, {l, 120}, {r, 120}};
      case EIGHT:
        return new double[][] {{l, 30}, {r, 30}, {c, 52}, {l, 75}, {r, 75}, {c, 98}, {l, 120},
            {r, 120}};
      case NINE:
        return new double[][] {{l, 30}, {r, 30}, {l, 60}, {r, 60}, {c, 75}, {l, 90}, {r, 90},
            {l, 120}, {r, 120}};
      default: // ten
        return new double[][] {{l, 30}, {r, 30}, {c, 45}, {l, 60}, {r, 60}, {l, 90}, {r, 90},
            {c, 105}, {l, 120}, {r, 120}};
    }
  }

  /** Draws a suit symbol centred at (cx, cy), {@code size} units tall. */
  private static void pip(StringBuilder sb, Suit suit, CardStyle style, double cx, double cy,
      double size, boolean turned) {
    double s = size / 100.0;
    sb.append("<g transform=\"translate(").append(fmt(cx - size / 2)).append(' ')
        .append(fmt(cy - size / 2)).append(") scale(").append(fmt(s)).append(')')
        .append(turned ? " rotate(180 50 50)" : "").append("\">");
    String ink = colour(suit, style);
    if (style == CardStyle.FRENCH) {
      switch (suit) {
        case HEARTS:
          path(sb, HEART, ink);
          break;
        case DIAMONDS:
          path(sb, "M50 2L86 50L50 98L14 50Z", ink);
          break;
        case SPADES:
          path(sb, SPADE, ink);
          break;
        default:
          path(sb, CLUB, ink);
          break;
      }
    } else {
      switch (suit) {
        case HEARTS:
          path(sb, HEART, ink);
          sb.append("<path d=\"M26 20C18 22 14 30 16 38\" fill=\"none\" stroke=\"#ffffff\""
              + " stroke-opacity=\"0.5\" stroke-width=\"5\" stroke-linecap=\"round\"/>");
          break;
        case DIAMONDS: // a bell
          sb.append("<circle cx=\"50\" cy=\"8\" r=\"6\" fill=\"none\" stroke=\"#6e4b00\""
              + " stroke-width=\"4\"/>");
          sb.append("<circle cx=\"50\" cy=\"55\" r=\"42\" fill=\"#e8b21f\" stroke=\"#6e4b00\""
              + " stroke-width=\"4\"/>");
          sb.append("<path d=\"M10 44H90M10 56H90\" stroke=\"#6e4b00\" stroke-width=\"4\"/>");
          sb.append("<path d=\"M50 72V94\" stroke=\"#3b2a00\" stroke-width=\"7\""
              + " stroke-linecap=\"round\"/>");
          sb.append("<circle cx=\"50\" cy=\"72\" r=\"7\" fill=\"#3b2a00\"/>");
          break;
        case SPADES: // a leaf
          path(sb, LEAF, ink);
          sb.append("<path d=\"M50 12V84M50 34L32 24M50 34L68 24M50 54L28 42M50 54L72 42\""
              + " fill=\"none\" stroke=\"#c9ecd0\" stroke-width=\"3\"/>");
          break;
        default: // an acorn
          sb.append("<path d=\"M47 0H53V14H47Z\" fill=\"#4a2f14\"/>");
          sb.append("<path d=\"M28 42C28 72 40 98 50 98C60 98 72 72 72 42Z\" fill=\"#d9a441\""
              + " stroke=\"#6b4423\" stroke-width=\"3\"/>");
          sb.append("<path d=\"M18 44C18 24 32 12 50 12C68 12 82 24 82 44Z\" fill=\"#6b4423\"/>");
          sb.append("<path d=\"M28 22L40 44M44 14L56 44M62 16L72 40M38 16L26 38M56 14L44 40"
              + "M72 22L60 44\" stroke=\"#9c6a3a\" stroke-width=\"2\"/>");
          break;
      }
    }
    sb.append("</g>");
  }

  private static void path(StringBuilder sb, String d, String fill) {
    sb.append("<path d=\"").append(d).append("\" fill=\"").append(fill).append("\"/>");
  }

  private static final String HEART = "M50 92C22 68 4 50 4 30C4 14 16 4 29 4C39 4 46 10 50 19"
      + "C54 10 61 4 71 4C84 4 96 14 96 30C96 50 78 68 50 92Z";
  private static final String SPADE = "M50 3C74 26 94 42 94 62C94 76 84 84 72 84C63 84 56 80"
      + " 53 74C54 84 58 91 66 97H34C42 91 46 84 47 74C44 80 37 84 28 84C16 84 6 76 6 62"
      + "C6 42 26 26 50 3Z";
  private static final String CLUB = "M50 6A22 22 0 1 1 49.9 6ZM27 37A22 22 0 1 1 26.9 37Z"
      + "M73 37A22 22 0 1 1 72.9 37ZM46 52C46 76 42 88 32 97H68C58 88 54 76 54 52Z";
  private static final String LEAF = "M50 2C74 18 94 40 90 62C87 78 68 84 54 82L57 98H43"
      + "L46 82C32 84 13 78 10 62C6 40 26 18 50 2Z";

  /** Draws a card's back with its top left corner at (x, y), scaled. */
  private static void back(StringBuilder sb, double x, double y, double scale) {
    sb.append("<g class=\"back\" transform=\"translate(").append(fmt(x)).append(' ')
        .append(fmt(y)).append(')').append(scale == 1 ? "" : " scale(" + fmt(scale) + ")")
        .append("\">");
    sb.append("<rect x=\"0.75\" y=\"0.75\" width=\"98.5\" height=\"148.5\" rx=\"8\""
        + " fill=\"#fffdf7\" stroke=\"#8a8a8a\" stroke-width=\"1.5\"/>");
    sb.append("<rect x=\"7\" y=\"7\" width=\"86\" height=\"136\" rx=\"5\" fill=\"#1f4e8c\"/>");
    StringBuilder d = new StringBuilder();
    for (int row = 0; row < 9; row++) {
      for (int col = 0; col < 6; col++) {
        double cx = 14 + col * 14.4 + (row % 2 == 0 ? 0 : 7.2);
        double cy = 16 + row * 15;
        if (cx > 88) {
          continue;
        }
        d.append('M').append(fmt(cx)).append(' ').append(fmt(cy - 6)).append('L')
            .append(fmt(cx + 5)).append(' ').append(fmt(cy)).append('L').append(fmt(cx))
            .append(' ').append(fmt(cy + 6)).append('L').append(fmt(cx - 5)).append(' ')
            .append(fmt(cy)).append('Z');
      }
    }
    sb.append("<path d=\"").append(d).append("\" fill=\"#3b73b9\"/>");
    sb.append("<rect x=\"11\" y=\"11\" width=\"78\" height=\"128\" rx=\"4\" fill=\"none\""
        + " stroke=\"#dfe8f5\" stroke-width=\"1.5\"/>");
    sb.append("</g>");
  }
}
