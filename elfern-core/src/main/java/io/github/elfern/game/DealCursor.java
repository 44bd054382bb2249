package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A MUTABLE position of one deal for search: play a card, look at the position, undo it, all
 * without allocating. Made from a {@link GameState} and turned back into one with {@link
 * #toState()}; the rules are the same kernel that {@link GameState} uses, so both always agree.
 *
 * <p>Which to use: {@link GameState} is the immutable, thread-safe value for applications, records
 * and anything kept or shared (each move makes a new object). {@code DealCursor} is for the inner
 * loops of searches, perft, playouts and benchmarks, where one thread plays and takes back
 * millions of moves: {@link #play(int)} and {@link #undo()} write a few ints into arrays made
 * once. A cursor is not thread-safe; give each thread its own.
 *
 * <pre>{@code
 * DealCursor c = DealCursor.of(GameState.deal(rules, Deck.shuffled(42)));
 * for (int m = c.legalMask(); m != 0; m &= m - 1) {
 *   c.play(Integer.numberOfTrailingZeros(m));
 *   // ... search ...
 *   c.undo();
 * }
 * }</pre>
 *
 * <p>Cards are ordinals ({@link Card#ordinal()}), sets of cards int masks ({@link
 * CardSet#mask()}); the {@link Card}/{@link Move} overloads are for convenience.
 */
public final class DealCursor {

  private static final int LEAD_MASK = 0x3FFF;
  private static final int ZWANG_ACTIVE = 1 << 14;
  private static final int UNKNOWN = -1;

  private GameState origin; // null after deal(Rules, Deck) until toState() makes it
  private Deck originDeck;
  private CompiledRules cr;
  private int players;
  private int trumpSuit;
  private final byte[] stock = new byte[32]; // top first; a turned trump last
  private int stockLen;

  private final int[] hands = new int[4];
  private int trick;
  private int trickSize;
  private int leader;
  private int stockPos;
  private int lead; // lead state, plus ZWANG_ACTIVE while the trick's lead announced Zwang
  private int points; // 8 bits per seat
  private int tricksWon; // 8 bits per seat
  private int played; // cards of completed tricks
  private int legal; // UNKNOWN until asked

  private int ply;
  // The undo stack: what each move changed, preallocated for the whole deal.
  private final int[] uHands = new int[33 * 4];
  private final int[] uTrick = new int[33];
  private final int[] uTurn = new int[33];
  private final int[] uPoints = new int[33];
  private final int[] uTricks = new int[33];
  private final int[] uPlayed = new int[33];
  private final int[] uLegal = new int[33];
  private final int[] uMove = new int[33];

  private DealCursor(GameState state) {
    reset(state);
  }

  /**
   * {@return a cursor at the position of {@code state}, ready to play from it}
   *
   * @param state the position to start from (its history is kept for {@link #toState()})
   */
  public static DealCursor of(GameState state) {
    return new DealCursor(state);
  }

  /**
   * Moves this cursor to the position of {@code state}, forgetting its moves: a cursor reused for
   * many deals allocates nothing.
   *
   * @param state the position to start from
   */
  public void reset(GameState state) {
    this.origin = state;
    this.originDeck = null;
    this.cr = state.compiled();
    this.players = state.players();
    this.trumpSuit = state.trumpSuitIndex();
    byte[] st = state.stockArray();
    System.arraycopy(st, 0, stock, 0, st.length);
    this.stockLen = st.length;
    for (int i = 0; i < 4; i++) {
      hands[i] = i < players ? state.handMask(i) : 0;
    }
    this.trick = state.trickWord();
    this.trickSize = state.trickSize();
    this.leader = state.leader();
    this.stockPos = state.stockPosition();
    this.lead = state.leadState() | (state.isZwangAnnounced() ? ZWANG_ACTIVE : 0);
    int p = 0;
    int t = 0;
    for (int i = 0; i < players; i++) {
      p |= state.points(i) << (i << 3);
      t |= state.tricksWon(i) << (i << 3);
    }
    this.points = p;
    this.tricksWon = t;
    this.played = state.playedCards().mask();
    this.legal = state.legalMask();
    this.ply = 0;
  }

  /**
   * {@return a cursor at the start of the deal of {@code deck} under {@code rules}, the position
   * of {@link GameState#deal(Rules, Deck)}}
   *
   * @param rules the rules of the deal
   * @param deck a permutation of {@code rules.deck()}, top card first
   * @throws IllegalArgumentException if the deck is not a permutation of the rules' deck
   */
  public static DealCursor deal(Rules rules, Deck deck) {
    return new DealCursor(GameState.deal(rules, deck));
  }

  /**
   * Moves this cursor to the start of the deal of {@code deck} under {@code rules}, as {@link
   * GameState#deal(Rules, Deck)} would deal it, forgetting its moves. With the same rules object
   * as before, this allocates nothing: the fast way to play many deals.
   *
   * @param rules the rules of the deal
   * @param deck a permutation of {@code rules.deck()}, top card first
   * @throws IllegalArgumentException if the deck is not a permutation of the rules' deck
   */
  public void reset(Rules rules, Deck deck) {
    if (deck.size() != rules.deck().size() || deck.cardSet().mask() != rules.deck().mask()) {
      GameState.deal(rules, deck); // throws with the message
    }
    if (cr.rules() != rules) {
      cr = CompiledRules.of(rules);
    }
    this.origin = null;
    this.originDeck = deck;
    this.players = cr.players();
    hands[0] = 0;
    hands[1] = 0;
    hands[2] = 0;
    hands[3] = 0;
    int size = deck.size();
    int dealt = Kernel.dealtCards(cr);
    for (int pos = 0; pos < dealt; pos++) {
      hands[Kernel.dealtTo(cr, pos)] |= 1 << deck.card(pos).ordinal();
    }
    int len = size - dealt;
    if (cr.turnedTrump() && len > 0) {
      int trump = deck.card(dealt).ordinal();
      for (int i = 0; i < len - 1; i++) {
        stock[i] = (byte) deck.card(dealt + 1 + i).ordinal();
      }
      stock[len - 1] = (byte) trump;
      trumpSuit = trump >>> 3;
    } else {
      for (int i = 0; i < len; i++) {
        stock[i] = (byte) deck.card(dealt + i).ordinal();
      }
      trumpSuit = -1;
    }
    this.stockLen = len;
    this.trick = 0;
    this.trickSize = 0;
    this.leader = 0;
    this.stockPos = 0;
    this.lead = Kernel.initialLead();
    this.points = 0;
    this.tricksWon = 0;
    this.played = 0;
    this.legal = UNKNOWN;
    this.ply = 0;
  }

  // ---------------------------------------------------------------- queries

  /** {@return the rules of the deal} */
  public Rules rules() {
    return cr.rules();
  }

  /** {@return the number of seats} */
  public int players() {
    return players;
  }

  /** {@return the trump suit's ordinal, -1 without trumps} */
  public int trumpSuit() {
    return trumpSuit;
  }

  /** {@return the number of moves played on this cursor since it was made or reset} */
  public int ply() {
    return ply;
  }

  /** {@return the seat to play next (the leader when no trick is in progress)} */
  public int toMove() {
    return Kernel.seatAfter(leader, trickSize, players);
  }

  /** {@return the seat that led (or is to lead) the current trick; after a trick, its winner} */
  public int leader() {
    return leader;
  }

  /** {@return the number of cards in the trick in progress} */
  public int trickSize() {
    return trickSize;
  }

  /**
   * {@return the ordinal of the card at position {@code i} of the trick in progress}
   *
   * @param i the position, 0 for the lead, below {@link #trickSize()}
   * @throws IndexOutOfBoundsException if there is no such card
   */
  public int trickCard(int i) {
    if (i < 0 || i >= trickSize) {
      throw new IndexOutOfBoundsException("no card " + i + " in a trick of " + trickSize);
    }
    return Kernel.cardAt(trick, i);
  }

  /**
   * {@return the cards in {@code seat}'s hand, as a mask}
   *
   * @param seat the seat, from 0 (forehand)
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int handMask(int seat) {
    checkSeat(seat);
    return hands[seat];
  }

  /**
   * {@return the cards in {@code seat}'s hand}
   *
   * @param seat the seat, from 0 (forehand)
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public CardSet hand(int seat) {
    return CardSet.ofMask(handMask(seat));
  }

  /** {@return the cards of completed tricks, as a mask} */
  public int playedMask() {
    return played;
  }

  /** {@return the number of cards left in the stock, the turned trump included} */
  public int stockSize() {
    return stockLen - stockPos;
  }

  /**
   * {@return the points that {@code seat} has taken}
   *
   * @param seat the seat
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int points(int seat) {
    checkSeat(seat);
    return (points >>> (seat << 3)) & 0xFF;
  }

  /**
   * {@return the tricks that {@code seat} has taken}
   *
   * @param seat the seat
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int tricksWon(int seat) {
    checkSeat(seat);
    return (tricksWon >>> (seat << 3)) & 0xFF;
  }

  /** {@return whether every card has been played} */
  public boolean isOver() {
    return trickSize == 0 && (hands[0] | hands[1] | hands[2] | hands[3]) == 0;
  }

  /** {@return the number of cards still to be played} */
  public int remainingPlays() {
    return Integer.bitCount(hands[0] | hands[1] | hands[2] | hands[3]) + stockLen - stockPos;
  }

  /** {@return whether the lead of the trick in progress announced Zwang} */
  public boolean isZwangAnnounced() {
    return trickSize > 0 && (lead & ZWANG_ACTIVE) != 0;
  }

  /**
   * {@return the result of the finished deal}
   *
   * @throws IllegalStateException if the deal is not over
   */
  public DealResult result() {
    if (!isOver()) {
      throw new IllegalStateException("the deal is not over: " + remainingPlays()
          + " plays remain");
    }
    int[] p = new int[players];
    int[] t = new int[players];
    for (int i = 0; i < players; i++) {
      p[i] = points(i);
      t[i] = tricksWon(i);
    }
    return DealResult.of(cr.rules(), p, t);
  }

  private void checkSeat(int seat) {
    if (seat < 0 || seat >= players) {
      throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + players);
    }
  }

  // ---------------------------------------------------------------- legal moves

  /** {@return the cards the seat to move may play, as a mask; 0 when the deal is over} */
  public int legalMask() {
    int l = legal;
    if (l == UNKNOWN) {
      l = Kernel.legalMask(cr, hands[toMove()], played, lead & LEAD_MASK, stockLen - stockPos,
          trumpSuit, trick, trickSize, (lead & ZWANG_ACTIVE) != 0);
      legal = l;
    }
    return l;
  }

  /** {@return the cards the seat to move may play, in canonical order} */
  public CardSet legalCards() {
    return CardSet.ofMask(legalMask());
  }

  /**
   * {@return whether the seat to move may lead {@code card} announcing Zwang}
   *
   * @param card the card ordinal
   */
  public boolean zwangAllowed(int card) {
    return trickSize == 0 && (legalMask() & (1 << card)) != 0
        && Kernel.zwangAllowed(cr, hands[leader], card);
  }

  /** {@return the legal moves in canonical order, each Zwang announcement after its plain lead} */
  public List<Move> legalMoves() {
    int mask = legalMask();
    List<Move> list = new ArrayList<>(Integer.bitCount(mask) + 1);
    for (int m = mask; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      list.add(Move.of(Card.ofIndex(c)));
      if (zwangAllowed(c)) {
        list.add(Move.zwang(Card.ofIndex(c)));
      }
    }
    return Collections.unmodifiableList(list);
  }

  // ---------------------------------------------------------------- playing

  /**
   * Plays card {@code card} (an ordinal) for the seat to move, without an announcement.
   *
   * @param card the card ordinal
   * @throws IllegalPlayException if the rules forbid the card (the message as from {@link
   *     GameState#play(Move)})
   * @throws IllegalStateException if the deal is over
   */
  public void play(int card) {
    play(card, false);
  }

  /**
   * Plays card {@code card} (an ordinal) for the seat to move.
   *
   * @param card the card ordinal
   * @param zwang whether the lead announces Zwang
   * @throws IllegalPlayException if the rules forbid the move
   * @throws IllegalStateException if the deal is over
   * @throws IllegalArgumentException if {@code card} is no card ordinal
   */
  public void play(int card, boolean zwang) {
    if (card < 0 || card > 31) {
      throw new IllegalArgumentException("no card with ordinal " + card);
    }
    if ((legalMask() & (1 << card)) == 0 || (zwang && !zwangAllowed(card))) {
      Card c = Card.ofIndex(card);
      toState().play(zwang ? Move.zwang(c) : Move.of(c)); // throws with the full message
      throw new AssertionError("the cursor and GameState disagree on " + c);
    }
    push(card, zwang);
    int seat = toMove();
    hands[seat] &= ~(1 << card);
    trick |= (card + 1) << (trickSize << 3);
    if (zwang) {
      lead |= ZWANG_ACTIVE;
    }
    if (++trickSize == players) {
      completeTrick();
    }
    legal = UNKNOWN;
  }

  /**
   * Plays {@code card} for the seat to move, without an announcement.
   *
   * @param card the card
   * @throws IllegalPlayException if the rules forbid the card
   * @throws IllegalStateException if the deal is over
   */
  public void play(Card card) {
    play(card.ordinal(), false);
  }

  /**
   * Plays {@code move} for the seat to move.
   *
   * @param move the card and whether it announces Zwang
   * @throws IllegalPlayException if the rules forbid the move
   * @throws IllegalStateException if the deal is over
   */
  public void play(Move move) {
    play(move.card().ordinal(), move.isZwang());
  }

  private void push(int card, boolean zwang) {
    int p = ply;
    int h = p << 2;
    uHands[h] = hands[0];
    uHands[h + 1] = hands[1];
    uHands[h + 2] = hands[2];
    uHands[h + 3] = hands[3];
    uTrick[p] = trick;
    uTurn[p] = lead | (stockPos << 16) | (trickSize << 24) | (leader << 28);
    uPoints[p] = points;
    uTricks[p] = tricksWon;
    uPlayed[p] = played;
    uLegal[p] = legal;
    uMove[p] = zwang ? card + 32 : card;
    ply = p + 1;
  }

  private void completeTrick() {
    int n = players;
    int winner = Kernel.seatAfter(leader, Kernel.bestIndex(cr, trumpSuit, trick, n), n);
    points += Kernel.trickPoints(cr, trick, n) << (winner << 3);
    tricksWon += 1 << (winner << 3);
    for (int i = 0; i < n; i++) {
      played |= 1 << Kernel.cardAt(trick, i);
    }
    for (int k = 0; k < n && stockPos < stockLen; k++) {
      hands[Kernel.seatAfter(winner, k, n)] |= 1 << stock[stockPos++];
    }
    lead = Kernel.afterTrick(lead & LEAD_MASK, Kernel.cardAt(trick, 0) >>> 3, leader, winner);
    leader = winner;
    trick = 0;
    trickSize = 0;
  }

  /**
   * Takes back the last move played on this cursor.
   *
   * @throws IllegalStateException if no move was played since the cursor was made or reset
   */
  public void undo() {
    if (ply == 0) {
      throw new IllegalStateException("no move to undo: the cursor is at its starting position");
    }
    int p = --ply;
    int h = p << 2;
    hands[0] = uHands[h];
    hands[1] = uHands[h + 1];
    hands[2] = uHands[h + 2];
    hands[3] = uHands[h + 3];
    trick = uTrick[p];
    int turn = uTurn[p];
    lead = turn & (LEAD_MASK | ZWANG_ACTIVE);
    stockPos = (turn >>> 16) & 0x3F;
    trickSize = (turn >>> 24) & 7;
    leader = turn >>> 28;
    points = uPoints[p];
    tricksWon = uTricks[p];
    played = uPlayed[p];
    legal = uLegal[p];
  }

  /**
   * {@return the immutable state at this cursor's position, with the history of the state it was
   * made from followed by the moves played on the cursor}
   */
  public GameState toState() {
    if (origin == null) {
      origin = GameState.deal(cr.rules(), originDeck);
    }
    GameState s = origin;
    for (int i = 0; i < ply; i++) {
      int m = uMove[i];
      Card c = Card.ofIndex(m & 31);
      s = s.play(m >= 32 ? Move.zwang(c) : Move.of(c));
    }
    return s;
  }

  /** {@return the position string of {@link #toState()}} */
  @Override
  public String toString() {
    return toState().position();
  }
}
