package io.github.elfern.kernel;

import io.github.elfern.card.Rank;
import io.github.elfern.rules.LeadRestriction;
import io.github.elfern.rules.Obligation;

/**
 * The play rules as static, allocation-free mask operations: the deal pattern, what beats what,
 * what a follower must play, what a leader may lead, finishing a trick ({@link #finishTrick}: the
 * winner, its points, the draws, the next leader and the lead state) and the seat rotation
 * ({@link #seatAfter}). The one place of these rules: {@code GameState}, {@code DealCursor},
 * {@code PlayerView}, the bots and the notation's checker all call it, over the packed position
 * of {@link PackedPosition}.
 *
 * <p>Cards are ordinals ({@code suit * 8 + rank}, the ace the lowest bit of its suit), sets of
 * cards are int masks. A trick in progress is an int "trick word": card ordinal + 1 per byte, in
 * play order.
 *
 * <p>The lead state packs what the lead restrictions need to know about the past: the current
 * leader's binding suit (the suit in which he won the lead), the suit in which the leader of the
 * trick he won had won the lead (for {@code strict}), whether he has just won the lead (for
 * {@code kastner} and {@code parlett}), the suit led to the first trick and the suits led so far.
 *
 * @hidden
 */
public final class Kernel {
  private Kernel() {}

  private static final int ACE = Rank.ACE.ordinal();
  private static final int SEVEN = Rank.SEVEN.ordinal();
  private static final int QUEEN = Rank.QUEEN.ordinal();

  /** {@return the lead state at the start of a deal: no binding, nothing led} */
  public static int initialLead() {
    return packLead(-1, -1, false, -1, 0);
  }

  /**
   * {@return the binding suit of lead state {@code lead}, -1 for none}
   *
   * @param lead the lead state
   */
  public static int binding(int lead) {
    return (lead & 7) - 1;
  }

  /**
   * {@return the secondary binding suit of lead state {@code lead}, -1 for none}
   *
   * @param lead the lead state
   */
  public static int secondary(int lead) {
    return ((lead >>> 3) & 7) - 1;
  }

  /**
   * {@return whether the leader has just won the lead, in lead state {@code lead}}
   *
   * @param lead the lead state
   */
  public static boolean wonLead(int lead) {
    return (lead & (1 << 6)) != 0;
  }

  /**
   * {@return the suit led to the first trick, -1 before it}
   *
   * @param lead the lead state
   */
  public static int firstSuit(int lead) {
    return ((lead >>> 7) & 7) - 1;
  }

  /**
   * {@return the suits led so far, one bit per suit}
   *
   * @param lead the lead state
   */
  public static int ledSuits(int lead) {
    return (lead >>> 10) & 0xF;
  }

  /**
   * {@return a lead state from its parts (suits -1 for none)}
   *
   * @param binding the binding suit
   * @param secondary the secondary binding suit
   * @param wonLead whether the leader has just won the lead
   * @param firstSuit the suit led to the first trick
   * @param ledSuits the suits led so far, one bit each
   */
  public static int packLead(int binding, int secondary, boolean wonLead, int firstSuit,
      int ledSuits) {
    return (binding + 1) | ((secondary + 1) << 3) | (wonLead ? 1 << 6 : 0) | ((firstSuit + 1) << 7)
        | (ledSuits << 10);
  }

  /**
   * {@return the lead state after a trick led in {@code ledSuit} by {@code leader}, won by
   * {@code winner}}
   *
   * @param lead the lead state before the trick
   * @param ledSuit the suit led
   * @param leader the seat that led
   * @param winner the seat that won
   */
  public static int afterTrick(int lead, int ledSuit, int leader, int winner) {
    // By fields: the suit led joins the suits led, and is the first suit if none is yet; a trick
    // won from its leader makes the suit led binding, the old binding suit secondary and sets
    // "won the lead", one won by its leader clears that flag. The fields written in place:
    int l = (lead & 0x3FFF) | (1 << (10 + ledSuit));
    if ((l & (7 << 7)) == 0) {
      l |= (ledSuit + 1) << 7;
    }
    return winner != leader
        ? (l & ~0x7F) | (ledSuit + 1) | ((l & 7) << 3) | (1 << 6)
        : l & ~(1 << 6);
  }

  /**
   * {@return the cards of suit {@code suit}}
   *
   * @param suit the suit ordinal
   */
  public static int suitMask(int suit) {
    return 0xFF << (suit << 3);
  }

  /**
   * {@return the cards of {@code hand} whose every higher card of the suit is played or in hand}
   *
   * @param hand the hand
   * @param played the cards played
   */
  public static int unbeatable(int hand, int played) {
    int out = hand | played;
    int result = 0;
    for (int m = hand; m != 0; m &= m - 1) {
      int i = Integer.numberOfTrailingZeros(m);
      int higher = ((1 << i) - 1) & (0xFF << (i & ~7));
      if ((higher & ~out) == 0) {
        result |= 1 << i;
      }
    }
    return result;
  }

  private static int highestOfSuits(int hand, int suits) {
    int result = 0;
    for (int s = 0; s < 4; s++) {
      int inSuit = hand & suitMask(s);
      if ((suits & (1 << s)) != 0 && inSuit != 0) {
        result |= inSuit & -inSuit;
      }
    }
    return result;
  }

  /**
   * {@return the cards {@code hand} may lead under the rules' lead restriction
   * (docs/rules.md#lead-restrictions)}
   *
   * @param rules the compiled rules
   * @param hand the leader's hand
   * @param played the cards of completed tricks
   * @param lead the lead state
   */
  public static int leadMask(CompiledRules rules, int hand, int played, int lead) {
    switch (rules.leadRestriction) {
      case NONE:
        return hand;
      case RELAXED:
      case STRICT:
        {
          int b = binding(lead);
          if (b < 0) {
            return hand;
          }
          int bound = hand & suitMask(b);
          if (bound == 0 && rules.leadRestriction == LeadRestriction.STRICT) {
            int s = secondary(lead);
            bound = s < 0 ? 0 : hand & suitMask(s);
          }
          return bound == 0 ? hand : bound | unbeatable(hand, played);
        }
      case FIRST_SUIT:
        {
          int first = firstSuit(lead);
          int inFirst = first < 0 ? 0 : hand & suitMask(first);
          if (inFirst == 0) {
            return hand;
          }
          int singletons = 0;
          for (int s = 0; s < 4; s++) {
            int inSuit = hand & suitMask(s);
            if (Integer.bitCount(inSuit) == 1) {
              singletons |= inSuit;
            }
          }
          return inFirst | singletons;
        }
      case KASTNER:
        {
          if (!wonLead(lead)) {
            return hand;
          }
          int previous = hand & suitMask(binding(lead));
          if (previous != 0) {
            return previous & -previous;
          }
          int highest = highestOfSuits(hand, ledSuits(lead));
          return highest != 0 ? highest : hand;
        }
      case PARLETT:
        {
          if (!wonLead(lead)) {
            return hand;
          }
          int previous = hand & suitMask(binding(lead));
          if (previous != 0) {
            int sure = previous & unbeatable(hand, played);
            return sure != 0 ? sure : previous;
          }
          int ledMask = 0;
          for (int s = 0; s < 4; s++) {
            if ((ledSuits(lead) & (1 << s)) != 0) {
              ledMask |= suitMask(s);
            }
          }
          int led = hand & ledMask;
          return led != 0 ? led : hand;
        }
      default:
        throw new AssertionError(rules.leadRestriction);
    }
  }

  /**
   * {@return the cards that beat {@code best}, the card now winning the trick
   * (docs/rules.md#trick-winner)}
   * The higher cards of its suit (with {@code capture=next} only the card just above it), a seven
   * on a led ace under {@code seven-beats-ace}, and any trump when it is not a trump itself.
   *
   * @param rules the compiled rules
   * @param trumpSuit the trump suit, -1 for none
   * @param best the card winning the trick so far
   * @param bestIsLed whether that card was led
   */
  public static int beatMask(CompiledRules rules, int trumpSuit, int best, boolean bestIsLed) {
    int ofSuit = suitMask(best >>> 3);
    int trumps = trumpSuit < 0 ? 0 : suitMask(trumpSuit);
    int higher = ((1 << best) - 1) & ofSuit; // higher ranks have lower bits
    if (rules.captureNext && (ofSuit & trumps) == 0) {
      higher &= 1 << (best - 1); // the next-higher card, none above an ace
    }
    boolean sevenOnAce = rules.sevenBeatsAce && bestIsLed && (best & 7) == ACE;
    int seven = sevenOnAce ? 1 << (best + SEVEN) : 0;
    return higher | seven | (trumps & ~ofSuit);
  }

  /**
   * {@return the card ordinal at position {@code i} of trick word {@code trick}}
   *
   * @param trick the trick word
   * @param i the position, 0 for the lead
   */
  public static int cardAt(int trick, int i) {
    return ((trick >>> (i << 3)) & 0xFF) - 1;
  }

  /**
   * {@return trick word {@code trick} with {@code card} at position {@code i}: how a trick word
   * is built, card by card in play order}
   *
   * @param trick the trick word with cards at positions below {@code i}
   * @param i the position, 0 for the lead
   * @param card the card ordinal
   */
  public static int withCard(int trick, int i, int card) {
    return trick | (card + 1) << (i << 3);
  }

  /**
   * Finishes a trick: the trick's winner by the beat tables, what its cards count, the draws from
   * the stock, the next leader and the lead state after it (docs/rules.md#trick-winner,
   * docs/rules.md#stock and docs/rules.md#lead-restrictions). The one place where a trick is
   * finished: {@code GameState}, {@code DealCursor}, {@code PlayerView}'s history replay and the
   * notation's partial replay all call it.
   *
   * <p>The outcome, a {@code long}, holds in its low 32 bits the turn word after the trick (see
   * {@link PackedPosition}): the lead state of {@link #afterTrick} (also under rules without a lead
   * restriction, for the position string), the Zwang bit cleared, the stock position moved on by
   * the cards drawn, no card in the trick, and the winner to lead. Bits 32-39 hold what the
   * trick's cards count ({@link #trickValue}). The winner is {@link #winner}; {@link #credit}
   * adds the points and the trick to a score word.
   *
   * <p>The draws: each seat draws one card while the stock lasts, the winner first and then the
   * seats after him in playing order, so the {@code k}-th card drawn, {@code stock[pos + k]} with
   * {@code pos} the stock position before the trick, goes to {@link #drawer drawer(winner, k,
   * players)}; the cards drawn are those from {@code PackedPosition.stockPos(turn)} up to {@code
   * PackedPosition.stockPos((int) outcome)}, at most {@code players} of them. The caller moves
   * those cards into the hands it keeps.
   *
   * @param tables the trick tables of the deal (its rules and trump suit)
   * @param trick the trick word, full: one card per seat
   * @param turn the turn word before the trick's last card or after it (only its lead state,
   *     stock position and leader are read)
   * @param stockLen the cards the stock had at the deal, the turned trump included
   * @return the outcome: the turn word after the trick, and the trick's points in bits 32-39
   */
  public static long finishTrick(TrickTables tables, int trick, int turn, int stockLen) {
    int n = tables.players();
    int leader = PackedPosition.leader(turn);
    int led = (trick & 0xFF) - 1;
    int winner = seatAfter(leader, tables.bestIndex(trick, n), n);
    int value = tables.trickPoints(trick, n);
    int pos = PackedPosition.stockPos(turn);
    int drawn = Math.min(n, stockLen - pos);
    int lead = afterTrick(turn & PackedPosition.LEAD, led >>> 3, leader, winner);
    return ((long) value << 32) | PackedPosition.turn(lead, pos + drawn, 0, winner);
  }

  /**
   * {@return the seat that won the trick of outcome {@code outcome} (of {@link #finishTrick})}
   *
   * @param outcome the outcome
   */
  public static int winner(long outcome) {
    return PackedPosition.leader((int) outcome);
  }

  /**
   * {@return what the cards of the trick of outcome {@code outcome} (of {@link #finishTrick})
   * count}
   *
   * @param outcome the outcome
   */
  public static int trickValue(long outcome) {
    return (int) (outcome >>> 32) & 0xFF;
  }

  /**
   * {@return score word {@code score} (see {@link PackedPosition}) with the trick of outcome
   * {@code outcome} (of {@link #finishTrick}) credited to its winner: its points and one trick}
   *
   * @param score the score word
   * @param outcome the outcome
   */
  public static long credit(long score, long outcome) {
    int shift = winner(outcome) << 3;
    return score + ((long) trickValue(outcome) << shift) + (1L << (32 + shift));
  }

  /**
   * {@return the seat that draws the {@code k}-th card from the stock after a trick won by
   * {@code winner}: the winner first, then the seats after him in playing order
   * (docs/rules.md#stock)}
   *
   * @param winner the trick's winner
   * @param k the draw, from 0, below {@code players}
   * @param players the number of seats
   */
  public static int drawer(int winner, int k, int players) {
    return seatAfter(winner, k, players);
  }

  /**
   * {@return the cards of trick word {@code trick}, as a mask}
   *
   * @param trick the trick word
   * @param size the cards in the trick
   */
  public static int trickCards(int trick, int size) {
    int m = 0;
    for (int i = 0; i < size; i++) {
      m |= 1 << cardAt(trick, i);
    }
    return m;
  }

  /**
   * {@return the seat {@code k} places after {@code seat} in playing order, {@code 0 <= k <=
   * players}}: the one seat rotation of the library
   *
   * @param seat the seat
   * @param k places after it
   * @param players the number of seats
   */
  public static int seatAfter(int seat, int k, int players) {
    int s = seat + k - players;
    return s + (players & (s >> 31));
  }

  /** Follow rule: no rule narrows the follower's hand (it may play any card it holds). */
  public static final int FREE = 0;
  /** Follow rule: the ace of the suit led must be played to a Zwang lead (docs/rules.md#zwang). */
  public static final int MUST_PLAY_ACE = 1;
  /** Follow rule: a card of the suit led must be played (docs/rules.md#following). */
  public static final int MUST_FOLLOW = 2;
  /** Follow rule: void in the suit led, a trump must be played (follow-or-trump). */
  public static final int MUST_TRUMP = 3;
  /**
   * Follow rule, a flag on the others: of the cards the obligation allows, one that wins the trick
   * must be played (the {@code head} option); {@code FREE | MUST_HEAD} when the follower, void in the
   * suit led, can only win with a trump that the obligation alone would not force.
   */
  public static final int MUST_HEAD = 4;

  /**
   * Which follow rule binds a follower and the cards it leaves him, in the order the rules apply
   * them (docs/rules.md#following, #heading and #zwang): the ace of the suit led to a Zwang
   * lead; else the obligation of the phase (follow suit, else trump under follow-or-trump);
   * then, with the {@code head} option and an obligation, the cards among those that win the
   * trick. The one place of
   * this order: {@link #followMask} is its cards, {@link #followBreach} the rule a card breaks.
   *
   * @param rules the compiled rules
   * @param hand the follower's hand
   * @param stockSize the cards in the stock when the trick was led
   * @param trumpSuit the trump suit, -1 for none
   * @param ledCard the card led
   * @param bestCard the card winning the trick so far
   * @param bestIsLed whether that card was led
   * @param zwangActive whether the lead announced Zwang
   * @return the cards he may play in the low 32 bits, the rule that left them in the high 32
   *     bits: {@link #FREE}, {@link #MUST_PLAY_ACE}, {@link #MUST_FOLLOW} or {@link #MUST_TRUMP},
   *     with {@link #MUST_HEAD} added when heading narrowed them further
   */
  public static long followRule(CompiledRules rules, int hand, int stockSize, int trumpSuit,
      int ledCard, int bestCard, boolean bestIsLed, boolean zwangActive) {
    int ledSuit = ledCard >>> 3;
    if (zwangActive) {
      int ace = hand & (1 << (ledSuit << 3));
      if (ace != 0) {
        return ace | (long) MUST_PLAY_ACE << 32;
      }
    }
    Obligation obligation = rules.obligation(stockSize);
    if (obligation == Obligation.NONE) {
      return hand & 0xFFFFFFFFL;
    }
    int allowed = hand & suitMask(ledSuit);
    int rule = MUST_FOLLOW;
    if (allowed == 0) {
      allowed = obligation == Obligation.FOLLOW_OR_TRUMP && trumpSuit >= 0
          ? hand & suitMask(trumpSuit) : 0;
      rule = MUST_TRUMP;
      if (allowed == 0) {
        allowed = hand;
        rule = FREE;
      }
    }
    if (rules.mustHead) {
      int winners = allowed & beatMask(rules, trumpSuit, bestCard, bestIsLed);
      if (winners != 0) {
        return (winners & 0xFFFFFFFFL) | (long) (rule | MUST_HEAD) << 32;
      }
    }
    return (allowed & 0xFFFFFFFFL) | (long) rule << 32;
  }

  /**
   * {@return the cards {@code hand} may play to a trick in progress: the cards of {@link
   * #followRule}}
   *
   * @param rules the compiled rules
   * @param hand the follower's hand
   * @param stockSize the cards in the stock when the trick was led
   * @param trumpSuit the trump suit, -1 for none
   * @param ledCard the card led
   * @param bestCard the card winning the trick so far
   * @param bestIsLed whether that card was led
   * @param zwangActive whether the lead announced Zwang
   */
  public static int followMask(CompiledRules rules, int hand, int stockSize, int trumpSuit,
      int ledCard, int bestCard, boolean bestIsLed, boolean zwangActive) {
    return (int) followRule(rules, hand, stockSize, trumpSuit, ledCard, bestCard, bestIsLed,
        zwangActive);
  }

  /**
   * {@return the follow rule that {@code card}, played from {@code hand} to the trick in progress
   * {@code trick}, breaks: {@link #MUST_PLAY_ACE}, {@link #MUST_FOLLOW}, {@link #MUST_TRUMP} or
   * {@link #MUST_HEAD} (a card the obligation allows that does not win where one would), or
   * {@link #FREE} when it breaks none (a legal card, or one not in hand)} The first rule of
   * {@link #followRule}'s order that excludes the card.
   *
   * @param rules the compiled rules
   * @param hand the follower's hand
   * @param stockSize the cards in the stock when the trick was led
   * @param trumpSuit the trump suit, -1 for none
   * @param trick the trick word
   * @param size the cards in the trick, at least 1
   * @param zwangActive whether the trick's lead announced Zwang
   * @param card the card played
   */
  public static int followBreach(CompiledRules rules, int hand, int stockSize, int trumpSuit,
      int trick, int size, boolean zwangActive, int card) {
    int best = rules.tables(trumpSuit).bestIndex(trick, size);
    int led = cardAt(trick, 0);
    long r = followRule(rules, hand, stockSize, trumpSuit, led, cardAt(trick, best), best == 0,
        zwangActive);
    int bit = (hand & (1 << card));
    if (bit == 0 || ((int) r & bit) != 0) {
      return FREE;
    }
    int rule = (int) (r >>> 32);
    if ((rule & MUST_HEAD) == 0) {
      return rule;
    }
    int layer = rule & ~MUST_HEAD;
    int obliged = layer == MUST_FOLLOW ? hand & suitMask(led >>> 3)
        : layer == MUST_TRUMP ? hand & suitMask(trumpSuit) : hand;
    return (obliged & bit) != 0 ? MUST_HEAD : layer;
  }

  /**
   * {@return the cards the seat to move may play: to a lead the lead restriction, to a trick in
   * progress the obligations}
   *
   * @param rules the compiled rules
   * @param hand the hand of the seat to move
   * @param played the cards of completed tricks
   * @param lead the lead state
   * @param stockSize the cards in the stock
   * @param trumpSuit the trump suit, -1 for none
   * @param trick the trick word
   * @param size the cards in the trick
   * @param zwangActive whether the trick's lead announced Zwang
   */
  public static int legalMask(CompiledRules rules, int hand, int played, int lead, int stockSize,
      int trumpSuit, int trick, int size, boolean zwangActive) {
    if (size == 0) {
      return rules.leadRestriction == LeadRestriction.NONE
          ? hand : leadMask(rules, hand, played, lead);
    }
    return legalFollow(rules, hand, stockSize, trumpSuit, trick, size, zwangActive);
  }

  /**
   * {@return the cards {@code hand} may play to the trick in progress {@code trick}: {@link
   * #legalMask} for a follower}
   *
   * @param rules the compiled rules
   * @param hand the follower's hand
   * @param stockSize the cards in the stock
   * @param trumpSuit the trump suit, -1 for none
   * @param trick the trick word
   * @param size the cards in the trick, at least 1
   * @param zwangActive whether the trick's lead announced Zwang
   */
  public static int legalFollow(CompiledRules rules, int hand, int stockSize, int trumpSuit,
      int trick, int size, boolean zwangActive) {
    if (rules.obligation(stockSize) == Obligation.NONE && !zwangActive) {
      return hand;
    }
    int best = size == 1 ? 0 : rules.tables(trumpSuit).bestIndex(trick, size); // a lead wins alone
    return followMask(rules, hand, stockSize, trumpSuit, cardAt(trick, 0), cardAt(trick, best),
        best == 0, zwangActive);
  }

  /**
   * {@return the suits a follower has shown to be void in, one bit per suit, by playing
   * {@code card} to a trick led in {@code ledSuit} (docs/rules.md#following): under an obligation,
   * not following shows a void in the led suit, and under follow-or-trump not trumping as well
   * shows a void in trumps}
   *
   * @param rules the compiled rules
   * @param stockSize the cards in the stock when the trick was led
   * @param ledSuit the suit led
   * @param trumpSuit the trump suit, -1 for none
   * @param card the card played
   */
  public static int shownVoids(CompiledRules rules, int stockSize, int ledSuit, int trumpSuit,
      int card) {
    Obligation o = rules.obligation(stockSize);
    int suit = card >>> 3;
    if (o == Obligation.NONE || suit == ledSuit) {
      return 0;
    }
    int voids = 1 << ledSuit;
    if (o == Obligation.FOLLOW_OR_TRUMP && trumpSuit >= 0 && suit != trumpSuit) {
      voids |= 1 << trumpSuit;
    }
    return voids;
  }

  /**
   * {@return whether Zwang may be announced when {@code hand} leads {@code card}
   * (docs/rules.md#zwang): a queen led by the holder of its king}
   *
   * @param rules the compiled rules
   * @param hand the leader's hand
   * @param card the card led (already legal)
   */
  public static boolean zwangAllowed(CompiledRules rules, int hand, int card) {
    return rules.zwang && (hand & zwangKing(card)) != 0;
  }

  /**
   * {@return the card whose holder may announce Zwang when leading {@code card}, as a one-bit
   * mask: the king of a queen; 0 for any other card (docs/rules.md#zwang)}
   *
   * @param card the card led
   */
  public static int zwangKing(int card) {
    return (card & 7) == QUEEN ? 1 << (card - 1) : 0; // the king sits just above the queen
  }

  /**
   * {@return the place in the deck, counted from the first card after the hands, of the card that
   * lies at place {@code i} of the stock (top first) at the deal: the stock keeps the deck's
   * order, but with a turned trump its first card is turned and laid under the stock, last
   * (docs/rules.md#stock and #trumps)}
   *
   * @param rules the compiled rules
   * @param i the place in the stock, from 0 (its top)
   * @param stockLen the cards in the stock at the deal, the turned trump included
   */
  public static int stockSource(CompiledRules rules, int i, int stockLen) {
    if (!rules.turnedTrump) {
      return i;
    }
    int next = i + 1;
    return next == stockLen ? 0 : next;
  }

  /**
   * Deals the first {@code size} cards of {@code deck} (card ordinals, top first, a permutation
   * of the rules' deck): the hands by {@link #dealtTo}, the rest as the stock by {@link
   * #stockSource}, and the turned trump. The one layout of a deal: {@code GameState} and {@code
   * DealCursor} deal with it, and the notation reads a deal back by the same two functions.
   *
   * @param rules the compiled rules
   * @param deck the cards, top first
   * @param size the cards of the deck
   * @param hands filled with each seat's cards as a mask, by seat (at least {@code
   *     rules.players()} long; every entry is overwritten, those past the seats with 0)
   * @param stock filled with the stock, top first, a turned trump last ({@code size -
   *     dealtCards(rules)} entries)
   * @return the turned trump's card ordinal, -1 when no trump is turned
   */
  public static int deal(CompiledRules rules, byte[] deck, int size, int[] hands, byte[] stock) {
    java.util.Arrays.fill(hands, 0);
    int n = rules.dealt();
    for (int pos = 0; pos < n; pos++) {
      hands[rules.dealtSeat(pos)] |= 1 << deck[pos];
    }
    int len = size - n;
    // The layout of stockSource, in two copies.
    if (rules.turnedTrump && len > 0) {
      System.arraycopy(deck, n + 1, stock, 0, len - 1);
      stock[len - 1] = deck[n];
      return deck[n];
    }
    System.arraycopy(deck, n, stock, 0, len);
    return -1;
  }

  /**
   * {@return the number of cards dealt to the seats before the stock (docs/rules.md#dealing)}
   *
   * @param rules the compiled rules
   */
  public static int dealtCards(CompiledRules rules) {
    return rules.dealt();
  }

  /**
   * {@return the seat that receives the card at position {@code pos} of the deck (top = 0), or -1
   * when it goes to the stock (docs/rules.md#dealing: batches from the top, forehand first)}
   *
   * @param rules the compiled rules
   * @param pos the position in the deck
   */
  public static int dealtTo(CompiledRules rules, int pos) {
    return rules.dealtSeat(pos);
  }
}
