package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.card.internal.CardGrammar;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.LeadField;
import io.github.elfern.rules.Rules;

/**
 * Writes and parses position strings; see {@link GameState#position()} for the format. Seats are
 * numbered from 0 (forehand); suits are written with their French letters.
 */
final class PositionCodec {
  private PositionCodec() {}

  static String write(GameState s) {
    int n = s.players();
    StringBuilder sb = new StringBuilder(128);
    sb.append(s.rules().notation()).append('|');
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        sb.append('/');
      }
      cards(sb, s.handMask(i));
    }
    sb.append('|');
    byte[] stock = s.stockArray();
    if (s.stockPosition() == stock.length) {
      sb.append('-');
    }
    for (int i = s.stockPosition(); i < stock.length; i++) {
      sb.append(Card.ofIndex(stock[i]).notation());
    }
    sb.append('|');
    sb.append(s.trumpCardIndex() < 0 ? "-" : Card.ofIndex(s.trumpCardIndex()).notation());
    sb.append('|').append(s.leader()).append(':');
    if (s.trickSize() == 0) {
      sb.append('-');
    }
    for (int i = 0; i < s.trickSize(); i++) {
      sb.append(Card.ofIndex(((s.trickWord() >>> (i << 3)) & 0xFF) - 1).notation());
      if (i == 0 && s.isZwangAnnounced()) {
        sb.append("=Z");
      }
    }
    sb.append('|');
    for (int i = 0; i < n; i++) {
      sb.append(i > 0 ? "/" : "").append(s.points(i));
    }
    sb.append('|');
    for (int i = 0; i < n; i++) {
      sb.append(i > 0 ? "/" : "").append(s.tricksWon(i));
    }
    sb.append('|').append(LeadField.format(s.leadState()));
    return sb.toString();
  }

  private static void cards(StringBuilder sb, int mask) {
    if (mask == 0) {
      sb.append('-');
    }
    for (Card c : CardSet.ofMask(mask)) {
      sb.append(c.notation());
    }
  }

  static GameState parse(String position) {
    String[] f = position.strip().split("\\|", -1);
    if (f.length != 8) {
      throw bad(position, "expected 8 fields separated by '|' (rules|hands|stock|trump|trick"
          + "|points|tricks|lead), found " + f.length);
    }
    Rules rules;
    try {
      rules = Rules.parse(f[0]);
    } catch (IllegalArgumentException e) {
      throw bad(position, "rules: " + e.getMessage());
    }
    int n = rules.players();
    GameState.StartFields sf = new GameState.StartFields();
    String[] hands = f[1].split("/", -1);
    if (hands.length != n) {
      throw bad(position, "hands: expected " + n + " hands separated by '/', found " + hands.length);
    }
    int seen = 0;
    for (int i = 0; i < n; i++) {
      int[] list = cardList(position, "hand " + i, hands[i]);
      for (int c : list) {
        seen = add(position, seen, c, rules);
        sf.addToHand(i, 1 << c);
      }
    }
    int[] stockList = cardList(position, "stock", f[2]);
    byte[] stock = new byte[stockList.length];
    for (int i = 0; i < stockList.length; i++) {
      seen = add(position, seen, stockList[i], rules);
      stock[i] = (byte) stockList[i];
    }
    int trumpCard = -1;
    if (rules.turnsTrump()) {
      int[] t = cardList(position, "trump", f[3]);
      if (t.length != 1) {
        throw bad(position, "trump: " + rules.preset().id() + " needs the turned card");
      }
      trumpCard = t[0];
      if (stock.length > 0 && stock[stock.length - 1] != trumpCard) {
        throw bad(position, "trump: the turned card " + Card.ofIndex(trumpCard)
            + " must be the last card of the stock while the stock lasts");
      }
    } else if (!f[3].equals("-")) {
      throw bad(position, "trump: " + rules.preset().id() + " turns no trump, expected '-'");
    }
    String trick = f[4];
    int colon = trick.indexOf(':');
    if (colon < 0) {
      throw bad(position, "trick: expected leader:cards, found " + CardGrammar.quote(trick));
    }
    sf.leader = seatNumber(position, "trick leader", trick.substring(0, colon), n);
    String trickCards = trick.substring(colon + 1);
    boolean zwang = false;
    int z = trickCards.indexOf("=Z");
    if (z >= 0) {
      if (z != 2) {
        throw bad(position, "trick: =Z may only follow the lead");
      }
      zwang = true;
      trickCards = trickCards.substring(0, 2) + trickCards.substring(4);
    }
    int[] t = cardList(position, "trick", trickCards);
    if (t.length >= n) {
      throw bad(position, "trick: a trick in progress has fewer than " + n + " cards");
    }
    for (int i = 0; i < t.length; i++) {
      seen = add(position, seen, t[i], rules);
      sf.trick |= (t[i] + 1) << (i << 3);
    }
    sf.trickSize = t.length;
    int playedMask = rules.deck().mask() & ~seen;
    int[] points = numbers(position, "points", f[5], n);
    int[] tricks = numbers(position, "tricks", f[6], n);
    int pointSum = 0;
    int trickSum = 0;
    for (int i = 0; i < n; i++) {
      sf.points |= points[i] << (i << 3);
      sf.tricksWon |= tricks[i] << (i << 3);
      pointSum += points[i];
      trickSum += tricks[i];
    }
    int playedPoints = 0;
    for (Card c : CardSet.ofMask(playedMask)) {
      playedPoints += rules.points(c);
    }
    if (Integer.bitCount(playedMask) != trickSum * n) {
      throw bad(position, "tricks: " + trickSum + " tricks taken, but " + Integer.bitCount(playedMask)
          + " cards are missing from hands, stock and trick");
    }
    if (pointSum != playedPoints) {
      throw bad(position, "points: they add up to " + pointSum + ", but the played cards count "
          + playedPoints);
    }
    // Hand sizes: seats that have played to the trick hold one card fewer.
    int expected = -1;
    for (int k = 0; k < n; k++) {
      int seat = Kernel.seatAfter(sf.leader, k, n);
      int size = Integer.bitCount(sf.hand(seat)) + (k < t.length ? 1 : 0);
      if (expected < 0) {
        expected = size;
      } else if (size != expected) {
        throw bad(position, "hands: hand sizes do not fit the trick in progress");
      }
    }
    if (stock.length % n != 0 || (stock.length > 0 && expected != rules.handSize())) {
      throw bad(position, "stock: " + stock.length + " cards do not fit hands of " + expected);
    }
    if (expected == 0 && stock.length > 0) {
      throw bad(position, "stock: cards left in the stock with empty hands");
    }
    try {
      sf.lead = LeadField.parse(f[7]);
    } catch (IllegalArgumentException e) {
      throw bad(position, e.getMessage());
    }
    checkReachable(position, rules, sf, t, stock.length, trumpCard, playedMask, points, tricks,
        trickSum, expected, zwang, f[7]);
    if (zwang) {
      int q = t[0];
      int leaderHand = sf.hand(sf.leader);
      if (!Kernel.zwangAllowed(CompiledRules.of(rules), leaderHand, q)) {
        throw bad(position, "trick: Zwang needs a queen lead by the holder of its king under zwang");
      }
      sf.lead |= 1 << 14;
    }
    return GameState.fromParts(rules, stock, trumpCard, sf);
  }

  /**
   * The checks that a position can arise in a deal (EGN.md §10), after the fields are read and the
   * cards counted: hands no larger than the deal deals; points that the tricks can hold; a lead
   * state that the tricks taken can have left, written canonically; the first lead by forehand,
   * later ones by the seat that took a trick; and every card of the trick in progress playable.
   */
  private static void checkReachable(String position, Rules rules, GameState.StartFields sf,
      int[] trick, int stockSize, int trumpCard, int playedMask, int[] points, int[] tricks,
      int trickSum, int handSize, boolean zwang, String leadText) {
    int n = rules.players();
    if (handSize > rules.handSize()) {
      throw bad(position, "hands: " + handSize + " cards a seat (counting its card in the trick),"
          + " but " + rules.notation() + " deals " + rules.handSize());
    }
    checkPoints(position, rules, playedMask, points, tricks);
    int lead = sf.lead;
    if (!LeadField.format(lead).equals(leadText)) {
      throw bad(position, "lead: " + CardGrammar.quote(leadText) + " is not written canonically,"
          + " expected '" + LeadField.format(lead) + "' (each suit once, in the order C S H D)");
    }
    int binding = Kernel.binding(lead);
    int secondary = Kernel.secondary(lead);
    int first = Kernel.firstSuit(lead);
    int led = Kernel.ledSuits(lead);
    if (trickSum == 0) {
      if (lead != Kernel.initialLead()) {
        throw bad(position, "lead: no trick has been taken, so no suit has been led and nobody has"
            + " won the lead: expected '" + LeadField.format(Kernel.initialLead()) + "', found '"
            + leadText + "'");
      }
      if (sf.leader != 0) {
        throw bad(position, "trick leader: no trick has been taken, so seat 0 (forehand) leads,"
            + " not seat " + sf.leader);
      }
    } else {
      if (first < 0 || (led & (1 << first)) == 0) {
        throw bad(position, "lead: " + trickSum + " trick" + (trickSum == 1 ? " is" : "s are")
            + " taken, so the first suit led must be given and be among the suits led, found '"
            + leadText + "'");
      }
      if (Integer.bitCount(led) > trickSum) {
        throw bad(position, "lead: " + Integer.bitCount(led) + " suits led in " + trickSum
            + " trick" + (trickSum == 1 ? "" : "s") + ", found '" + leadText + "'");
      }
      for (int suit = 0; suit < 4; suit++) {
        if ((led & (1 << suit)) != 0 && (playedMask & Kernel.suitMask(suit)) == 0) {
          throw bad(position, "lead: " + Suit.ofOrdinal(suit).frenchName() + " is given as led,"
              + " but no card of it has been played");
        }
      }
      if ((binding >= 0 && (led & (1 << binding)) == 0)
          || (secondary >= 0 && (led & (1 << secondary)) == 0)) {
        throw bad(position, "lead: a binding suit must be a suit led, found '" + leadText + "'");
      }
      if (binding < 0 && (secondary >= 0 || Kernel.wonLead(lead))) {
        throw bad(position, "lead: without a binding suit nobody has won the lead, found '"
            + leadText + "'");
      }
      if (secondary >= 0 && trickSum < 2) {
        throw bad(position, "lead: a secondary binding suit needs two tricks won from another"
            + " seat's lead, but " + trickSum + " trick is taken");
      }
      if (tricks[sf.leader] == 0) {
        throw bad(position, "trick leader: seat " + sf.leader + " leads, but took no trick (the"
            + " seat that took the last trick leads)");
      }
      if (binding < 0) { // every trick was won by its leader: forehand led and took them all
        for (int i = 1; i < n; i++) {
          if (tricks[i] > 0) {
            throw bad(position, "lead: seat " + i + " took a trick, so a seat has won the lead"
                + " from another's and the binding suit must be given, found '" + leadText + "'");
          }
        }
      }
    }
    // The trick in progress: each card must have been playable from its seat's hand then, which
    // is its hand now and the card (no card is drawn during a trick).
    int trumpSuit = trumpCard < 0 ? -1 : trumpCard >>> 3;
    CompiledRules cr = CompiledRules.of(rules);
    int word = 0;
    for (int i = 0; i < trick.length; i++) {
      int seat = Kernel.seatAfter(sf.leader, i, n);
      int hand = sf.hand(seat) | (1 << trick[i]);
      int allowed = Kernel.legalMask(cr, hand, playedMask, lead, stockSize, trumpSuit, word, i,
          zwang);
      if ((allowed & (1 << trick[i])) == 0) {
        throw bad(position, "trick: seat " + seat + " played " + Card.ofIndex(trick[i])
            + " holding " + CardSet.ofMask(hand) + ", but the rules let it play only "
            + CardSet.ofMask(allowed) + (i == 0 ? " (the lead restriction)"
                : " (must follow " + Suit.ofOrdinal(trick[0] >>> 3).frenchName()
                    + (zwang ? ", the ace to a Zwang lead" : "") + ", as the obligations say)"));
      }
      word |= (trick[i] + 1) << (i << 3);
    }
  }

  /**
   * Checks that the points fit in the tricks: a seat without a trick has no points, and no group
   * of seats has more points than its tricks can hold, the points of its {@code k n} best played
   * cards for {@code k} tricks of {@code n} cards.
   */
  private static void checkPoints(String position, Rules rules, int playedMask, int[] points,
      int[] tricks) {
    int n = points.length;
    for (int i = 0; i < n; i++) {
      if (tricks[i] == 0 && points[i] > 0) {
        throw bad(position, "points: seat " + i + " has " + points[i] + " points but took no trick");
      }
    }
    int[] over = DealResult.overfull(rules, CardSet.ofMask(playedMask), points, tricks, true);
    if (over.length > 0) {
      int group = over[0];
      int t = over[2];
      throw bad(position, "points: " + (Integer.bitCount(group) == 1
          ? "seat " + Integer.numberOfTrailingZeros(group) + " has " : "seats " + seatList(group, n)
              + " have ") + over[1] + " points in " + t + " trick" + (t == 1 ? "" : "s")
          + ", but the played cards give " + t + " trick" + (t == 1 ? "" : "s") + " of " + n
          + " cards at most " + over[3]);
    }
  }

  private static String seatList(int group, int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if ((group & (1 << i)) != 0) {
        sb.append(sb.length() == 0 ? "" : " and ").append(i);
      }
    }
    return sb.toString();
  }

  private static int add(String position, int seen, int c, Rules rules) {
    if ((seen & (1 << c)) != 0) {
      throw bad(position, "card " + Card.ofIndex(c) + " occurs twice");
    }
    if (!rules.deck().contains(Card.ofIndex(c))) {
      throw bad(position, "card " + Card.ofIndex(c) + " is not in the deck of " + rules.notation());
    }
    return seen | (1 << c);
  }

  private static int[] cardList(String position, String field, String text) {
    if (text.equals("-")) {
      return new int[0];
    }
    if (text.length() % 2 != 0 || text.isEmpty()) {
      throw bad(position, field + ": " + CardGrammar.quote(text) + " is not a list of two-letter cards");
    }
    int[] list = new int[text.length() / 2];
    for (int i = 0; i < list.length; i++) {
      try {
        list[i] = Card.parse(text.substring(2 * i, 2 * i + 2)).ordinal();
      } catch (IllegalArgumentException e) {
        throw bad(position, field + ": " + e.getMessage());
      }
    }
    return list;
  }

  private static int seatNumber(String position, String field, String text, int n) {
    if (text.length() != 1 || text.charAt(0) < '0' || text.charAt(0) >= '0' + n) {
      throw bad(position, field + ": expected a seat from 0 to " + (n - 1) + ", found " + CardGrammar.quote(text));
    }
    return text.charAt(0) - '0';
  }

  private static int[] numbers(String position, String field, String text, int n) {
    String[] parts = text.split("/", -1);
    if (parts.length != n) {
      throw bad(position, field + ": expected " + n + " numbers separated by '/'");
    }
    int[] result = new int[n];
    for (int i = 0; i < n; i++) {
      if (!parts[i].matches("[0-9]{1,3}")) {
        throw bad(position, field + ": " + CardGrammar.quote(parts[i]) + " is not a number");
      }
      result[i] = Integer.parseInt(parts[i]);
    }
    return result;
  }

  /**
   * The refusal of a position string: the field at fault and why, without the string itself,
   * whose hands and stock are the deal's hidden cards (the caller has the string).
   */
  private static IllegalArgumentException bad(String position, String why) {
    return new IllegalArgumentException("bad position: " + why);
  }
}
