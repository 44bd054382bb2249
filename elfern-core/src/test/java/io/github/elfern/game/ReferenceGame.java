package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Suit;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A deliberately plain, slow model of the rules matrix (docs/rules.md), written from the text of
 * the rules and not from the engine, for the property tests to check the engine against.
 *
 * <p>It reads only the preset and the option values of a {@link Rules}, never its derived getters,
 * and keeps every card in ordinary collections. Where docs/rules.md gives a definition (winning the
 * lead, binding suit, unbeatable card), the model follows its words literally.
 */
final class ReferenceGame {

  /** Ranks from high to low: Elfern order, tens low (Kiddle). */
  private static final String RANKS = "AKQJT987";

  /** One completed trick: who led, the cards in playing order, who won. */
  record Done(int leader, List<Card> cards, int winner) {
    Suit ledSuit() {
      return cards.get(0).suit();
    }
  }

  final Rules rules;
  final Preset preset;
  final int players;
  final List<Set<Card>> hands = new ArrayList<>();
  final List<Card> stock = new ArrayList<>();
  final Card turned;
  final Suit trumps;
  final boolean head;
  final boolean sevenBeatsAce;
  final String capture;
  final String lead;
  final boolean zwangRule;
  int leader;
  final List<Card> trick = new ArrayList<>();
  boolean zwangAnnounced;
  final int[] points;
  final int[] tricks;
  final Set<Card> played = EnumSet.noneOf(Card.class);
  final List<Done> history = new ArrayList<>();

  ReferenceGame(Rules rules, Deck deck) {
    this.rules = rules;
    this.preset = rules.preset();
    String opt = option(Option.PLAYERS, "2");
    this.players = preset == Preset.FUENFZEHNERN ? Integer.parseInt(opt) : 2;
    this.head = option(Option.HEAD, "false").equals("true");
    this.sevenBeatsAce = option(Option.SEVEN_BEATS_ACE, "false").equals("true");
    this.capture = option(Option.CAPTURE, "");
    this.lead = option(Option.LEAD, "none");
    this.zwangRule = option(Option.ZWANG, "false").equals("true");
    this.points = new int[players];
    this.tricks = new int[players];
    for (int i = 0; i < players; i++) {
      hands.add(EnumSet.noneOf(Card.class));
    }
    List<Card> cards = new ArrayList<>(deck.cards());
    int next = 0;
    for (int batch : batches()) {
      for (int seat = 0; seat < players; seat++) {
        for (int k = 0; k < batch; k++) {
          hands.get(seat).add(cards.get(next++));
        }
      }
    }
    List<Card> rest = cards.subList(next, cards.size());
    if (preset == Preset.ELFERN_TRUMPS) {
      // Turned after the deal, lies under the stock, drawn last (docs/rules.md#trumps, our choice).
      turned = rest.get(0);
      trumps = turned.suit();
      stock.addAll(rest.subList(1, rest.size()));
      stock.add(turned);
    } else {
      turned = null;
      trumps = null;
      stock.addAll(rest);
    }
  }

  private String option(Option<?> v, String absent) {
    String value = rules.options().get(v);
    return value == null ? absent : value;
  }

  /** The cards of the whole pack for these rules, in canonical order. */
  static List<Card> pack(Rules rules) {
    boolean three = "3".equals(rules.options().get(Option.PLAYERS));
    List<Card> pack = new ArrayList<>();
    for (Card c : Card.values()) {
      if (!(three && c.suit() == Suit.DIAMONDS)) {
        pack.add(c);
      }
    }
    return pack;
  }

  private int[] batches() {
    switch (preset.id()) {
      case "bohemian-schneider":
        return new int[] {3, 3};
      case "fuenfzehnern":
        return new int[] {4, 4};
      default:
        switch (option(Option.HAND, "6")) {
          case "5":
            return new int[] {2, 2, 1};
          case "4":
            return new int[] {2, 2};
          default:
            return new int[] {2, 2, 2};
        }
    }
  }

  // ------------------------------------------------------------------ values

  /** Height of a card within its suit: 7 for the ace down to 0 for the seven. */
  static int height(Card c) {
    return 7 - RANKS.indexOf(c.notation().charAt(0));
  }

  int value(Card c) {
    char r = c.notation().charAt(0);
    switch (preset.id()) {
      case "bohemian-points":
        return r == 'A' ? 11 : r == 'T' ? 10 : r == 'K' ? 4 : r == 'Q' ? 3 : r == 'J' ? 2 : 0;
      case "fuenfzehnern":
        return r == 'A' ? 5 : r == 'K' ? 4 : r == 'Q' ? 3 : r == 'J' ? 2 : r == 'T' ? 1 : 0;
      default:
        return "AKQJT".indexOf(r) >= 0 ? 1 : 0;
    }
  }

  // ------------------------------------------------------------------ state

  int toMove() {
    return (leader + trick.size()) % players;
  }

  boolean isOver() {
    return played.size() == pack(rules).size();
  }

  boolean phaseTwo() {
    return stock.isEmpty();
  }

  // ------------------------------------------------------------------ trick winner

  /** Index in {@code cards} (leader first) of the card that wins (or now wins) the trick. */
  int winningIndex(List<Card> cards) {
    if (preset == Preset.BOHEMIAN_SCHNEIDER) {
      // Only the follower's card can capture; a led ace never is (capture=next).
      if (cards.size() < 2) {
        return 0;
      }
      Card a = cards.get(0);
      Card b = cards.get(1);
      if (a.suit() != b.suit()) {
        return 0;
      }
      boolean captures =
          capture.equals("next") ? height(b) == height(a) + 1 : height(b) > height(a);
      return captures ? 1 : 0;
    }
    int best = 0;
    for (int i = 1; i < cards.size(); i++) {
      Card c = cards.get(i);
      Card b = cards.get(best);
      boolean beats;
      if (sevenBeatsAce && best == 0 && b.notation().charAt(0) == 'A'
          && c.suit() == b.suit() && c.notation().charAt(0) == '7') {
        beats = true;
      } else if (c.suit() == b.suit()) {
        beats = height(c) > height(b);
      } else {
        beats = trumps != null && c.suit() == trumps;
      }
      if (beats) {
        best = i;
      }
    }
    return best;
  }

  // ------------------------------------------------------------------ legal moves

  /** The legal moves in canonical order, each Zwang announcement right after its plain card. */
  List<String> legalMoves() {
    List<String> out = new ArrayList<>();
    if (isOver()) {
      return out;
    }
    Set<Card> legal = legalCards();
    List<Card> sorted = new ArrayList<>(legal);
    sorted.sort(Comparator.comparingInt(Card::ordinal));
    for (Card c : sorted) {
      out.add(c.notation());
      if (trick.isEmpty() && zwangAllowed(c)) {
        out.add(c.notation() + "=Z");
      }
    }
    return out;
  }

  boolean zwangAllowed(Card c) {
    Set<Card> hand = hands.get(toMove());
    return zwangRule && c.notation().charAt(0) == 'Q'
        && hand.contains(Card.parse("K" + c.suit().letter()));
  }

  Set<Card> legalCards() {
    Set<Card> hand = hands.get(toMove());
    return trick.isEmpty() ? legalLeads(hand) : legalFollows(hand);
  }

  private Set<Card> legalFollows(Set<Card> hand) {
    Card led = trick.get(0);
    Suit suit = led.suit();
    Card ace = Card.parse("A" + suit.letter());
    if (zwangAnnounced && hand.contains(ace)) {
      return EnumSet.of(ace);
    }
    if (preset == Preset.BOHEMIAN_SCHNEIDER) {
      return EnumSet.copyOf(hand); // no obligation at any time
    }
    if (preset != Preset.FUENFZEHNERN && !phaseTwo()) {
      return EnumSet.copyOf(hand); // phase 1: no obligation
    }
    Set<Card> candidates = ofSuit(hand, suit);
    if (candidates.isEmpty() && trumps != null) {
      candidates = ofSuit(hand, trumps);
    }
    if (candidates.isEmpty()) {
      return EnumSet.copyOf(hand);
    }
    if (head) {
      Set<Card> winners = EnumSet.noneOf(Card.class);
      for (Card c : candidates) {
        List<Card> t = new ArrayList<>(trick);
        t.add(c);
        if (winningIndex(t) == t.size() - 1) {
          winners.add(c);
        }
      }
      if (!winners.isEmpty()) {
        return winners;
      }
    }
    return candidates;
  }

  private Set<Card> legalLeads(Set<Card> hand) {
    Set<Card> all = EnumSet.copyOf(hand);
    int k = history.size();
    if (k == 0) {
      return all; // eldest leads any card to the first trick
    }
    switch (lead) {
      case "relaxed":
      case "strict": {
        Suit binding = binding(k);
        if (binding != null && !ofSuit(hand, binding).isEmpty()) {
          return suitOrUnbeatable(hand, binding);
        }
        if (binding != null && lead.equals("strict")) {
          int j = wonLeadTrick(k);
          Suit secondary = binding(j);
          if (secondary != null && !ofSuit(hand, secondary).isEmpty()) {
            return suitOrUnbeatable(hand, secondary);
          }
        }
        return all;
      }
      case "first-suit": {
        Suit first = history.get(0).ledSuit();
        Set<Card> of = ofSuit(hand, first);
        if (of.isEmpty()) {
          return all;
        }
        for (Card c : hand) {
          if (c.suit() != first && ofSuit(hand, c.suit()).size() == 1) {
            of.add(c);
          }
        }
        return of;
      }
      case "kastner":
      case "parlett": {
        Done last = history.get(k - 1);
        if (last.leader() == last.winner()) {
          return all; // leading a second time in a row
        }
        Set<Card> prev = ofSuit(hand, last.ledSuit());
        if (!prev.isEmpty()) {
          if (lead.equals("kastner")) {
            return EnumSet.of(highest(prev));
          }
          Set<Card> unbeatable = EnumSet.noneOf(Card.class);
          for (Card c : prev) {
            if (unbeatable(c, hand)) {
              unbeatable.add(c);
            }
          }
          return unbeatable.isEmpty() ? prev : unbeatable;
        }
        Set<Card> options = EnumSet.noneOf(Card.class);
        for (Suit s : ledSuits()) {
          Set<Card> of = ofSuit(hand, s);
          if (!of.isEmpty()) {
            if (lead.equals("kastner")) {
              options.add(highest(of));
            } else {
              options.addAll(of);
            }
          }
        }
        return options.isEmpty() ? all : options;
      }
      default:
        return all;
    }
  }

  /**
   * The suit in which the leader of trick {@code k} (0-based: after {@code k} completed tricks)
   * won the lead, walking back over the tricks he led and won; null if he never won it from
   * another player.
   */
  Suit binding(int k) {
    int j = wonLeadTrick(k);
    return j < 0 ? null : history.get(j).ledSuit();
  }

  /** The index of the trick in which the leader of trick {@code k} won the lead, or -1. */
  int wonLeadTrick(int k) {
    if (k <= 0) {
      return -1;
    }
    int me = history.get(k - 1).winner();
    for (int j = k - 1; j >= 0; j--) {
      Done t = history.get(j);
      if (t.winner() != me) {
        throw new AssertionError("the leader of trick " + k + " did not win trick " + j);
      }
      if (t.leader() != me) {
        return j;
      }
    }
    return -1;
  }

  private Set<Suit> ledSuits() {
    Set<Suit> s = EnumSet.noneOf(Suit.class);
    for (Done d : history) {
      s.add(d.ledSuit());
    }
    return s;
  }

  private Set<Card> suitOrUnbeatable(Set<Card> hand, Suit suit) {
    Set<Card> out = ofSuit(hand, suit);
    for (Card c : hand) {
      if (c.suit() != suit && unbeatable(c, hand)) {
        out.add(c);
      }
    }
    return out;
  }

  /** docs/rules.md#lead-restrictions: every higher card of its suit is played or in the leader's own hand. */
  boolean unbeatable(Card c, Set<Card> hand) {
    for (Card d : pack(rules)) {
      if (d.suit() == c.suit() && height(d) > height(c) && !played.contains(d) && !hand.contains(d)) {
        return false;
      }
    }
    return true;
  }

  static Set<Card> ofSuit(Set<Card> cards, Suit suit) {
    Set<Card> out = EnumSet.noneOf(Card.class);
    for (Card c : cards) {
      if (c.suit() == suit) {
        out.add(c);
      }
    }
    return out;
  }

  static Card highest(Set<Card> cards) {
    return cards.stream().max(Comparator.comparingInt(ReferenceGame::height)).orElseThrow();
  }

  // ------------------------------------------------------------------ playing

  /** Plays a move token such as {@code "QC=Z"}; the caller makes sure it is legal. */
  void play(String token) {
    if (!legalMoves().contains(token)) {
      throw new AssertionError("model: " + token + " is not legal; legal " + legalMoves());
    }
    Card c = Card.parse(token.substring(0, 2));
    hands.get(toMove()).remove(c);
    if (trick.isEmpty()) {
      zwangAnnounced = token.endsWith("=Z");
    }
    trick.add(c);
    if (trick.size() < players) {
      return;
    }
    int winner = (leader + winningIndex(trick)) % players;
    for (Card t : trick) {
      points[winner] += value(t);
    }
    tricks[winner]++;
    played.addAll(trick);
    history.add(new Done(leader, List.copyOf(trick), winner));
    if (!stock.isEmpty()) {
      for (int k = 0; k < players; k++) {
        hands.get((winner + k) % players).add(stock.remove(0));
      }
    }
    leader = winner;
    trick.clear();
    zwangAnnounced = false;
  }

  // ------------------------------------------------------------------ result

  /** The outcome that docs/rules.md#results gives for these points and tricks. */
  Outcome outcome() {
    if (preset == Preset.FUENFZEHNERN) {
      return Outcome.SETTLEMENT;
    }
    int w = points[0] > points[1] ? 0 : 1;
    int l = 1 - w;
    if (points[0] == points[1]) {
      return Outcome.TIE;
    }
    switch (preset.id()) {
      case "bohemian-points":
        if (tricks[l] == 0) {
          return Outcome.SCHWARZ;
        }
        return points[l] <= 30 ? Outcome.SCHNEIDER : Outcome.SIMPLE;
      case "bohemian-schneider":
        return points[w] == 20 ? Outcome.SCHWARZ : points[w] >= 16 ? Outcome.SCHNEIDER : Outcome.SIMPLE;
      default:
        return points[w] == 20 ? Outcome.SCHWARZ : points[w] >= 15 ? Outcome.SCHNEIDER : Outcome.SIMPLE;
    }
  }

  /** Fünfzehnern's settlement (docs/rules.md#settlement): points − 15, or the simplified one with four. */
  int[] fifteenSettlement() {
    int[] s = new int[players];
    int takers = 0;
    for (int t : tricks) {
      takers += t > 0 ? 1 : 0;
    }
    boolean simplified =
        "simplified".equals(rules.options().get(Option.SETTLEMENT)) && players == 4
            && takers == 2;
    for (int i = 0; i < players; i++) {
      s[i] = simplified ? (tricks[i] > 0 ? 15 : -15) : points[i] - 15;
    }
    return s;
  }
}
