package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.PackedPosition;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A MUTABLE position of one deal for search: play a card, look at the position, undo it, all
 * without allocating. Made from a {@link GameState} and turned back into one with {@link
 * #toState()}. It is the mutable face of the packed position that a {@link GameState} is the
 * immutable face of: the same words, moved on by the same kernel operations (the legal moves, and
 * finishing a trick), so both always agree.
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

  private static final int UNKNOWN = -1;
  /** The bit of a move in the undo record's move field that marks a Zwang announcement. */
  private static final int ZWANG_MOVE = 32;

  private GameState origin; // null after a reset from a deck until toState() makes it
  private CompiledRules cr;
  private int players;
  private int trumpSuit;
  // The rules' constants that legalMask() reads on every move, copied from cr at a reset.
  private boolean freeLead;
  private boolean phase1Bound; // whether an obligation binds the follower while the stock lasts
  private boolean phase2Bound; // whether one binds him once it is empty
  private final byte[] stock = new byte[32]; // top first; a turned trump last
  private int stockLen;
  /** The deck of a reset from a deck, top card first, for {@link #toState()}. */
  private final byte[] dealt = new byte[32];
  private int dealtLen;

  private final int[] hands = new int[4];
  /** The trick in progress: the trick word of {@link PackedPosition}. */
  private int trick;
  /** The lead state and Zwang, stock position, trick size and leader: the turn word. */
  private int turn;
  /** The points and tricks taken: the score word. */
  private long score;
  private int played; // cards of completed tricks
  private int trickMask; // cards of the trick in progress
  private int legal; // UNKNOWN until asked
  private int left; // cards not yet played: in the hands and the stock

  private int ply;
  /**
   * The undo stack, one long per move, preallocated for the whole deal: the trick word before the
   * move (bits 0-31), the turn word before it (bits 32-57) and the move (58-63: the card ordinal,
   * plus {@link #ZWANG_MOVE} for an announcement). Everything else a move changes follows from
   * these.
   */
  private final long[] undo = new long[33];
  /** The score word before the move at each ply that completed a trick. */
  private final long[] scoreBefore = new long[33];
  /** The legal mask before the move at each ply (or UNKNOWN), so that undo restores it. */
  private final int[] legalBefore = new int[33];
  /** What beats what and what cards count in this deal: the rules' tables for its trump suit. */
  private TrickTables beats;

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
    setRules(state.compiled());
    this.trumpSuit = state.trumpSuitIndex();
    byte[] st = state.stockArray();
    System.arraycopy(st, 0, stock, 0, st.length);
    this.stockLen = st.length;
    for (int i = 0; i < 4; i++) {
      hands[i] = i < players ? state.handMask(i) : 0;
    }
    this.trick = state.trickWord();
    this.turn = state.turnWord();
    this.score = state.scoreWord();
    this.played = state.playedCards().mask();
    this.trickMask = Kernel.trickCards(trick, state.trickSize());
    this.legal = state.legalMask();
    this.left = state.remainingPlays();
    this.beats = cr.tables(trumpSuit);
    this.ply = 0;
  }

  private void setRules(CompiledRules compiled) {
    if (cr != null && cr.rules() == compiled.rules()) {
      return; // the same rules: keep the constants and their tables
    }
    this.cr = compiled;
    this.players = compiled.players();
    this.freeLead = compiled.freeLead();
    this.phase1Bound = compiled.obligation(1) != Obligation.NONE;
    this.phase2Bound = compiled.obligation(0) != Obligation.NONE;
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
    GameState.checkDeck(rules, deck);
    int size = deck.size();
    for (int i = 0; i < size; i++) {
      dealt[i] = (byte) deck.card(i).ordinal();
    }
    dealOut(rules, size);
  }

  /**
   * Moves this cursor to the start of the deal of the portable shuffle of {@code rules.deck()}
   * drawn from {@code random}, forgetting its moves: the position of {@code reset(rules,
   * Deck.shuffled(rules.deck(), random))} without making the deck, so with the same rules object
   * as before it allocates nothing. The way for simulations and the reference random-playout
   * workload to deal: {@code random} is left just after the shuffle, to draw the moves from.
   *
   * @param rules the rules of the deal
   * @param random the generator to shuffle with (it makes {@code rules.deck().size() - 1} draws)
   */
  public void reset(Rules rules, SplitMix64 random) {
    dealOut(rules, Deck.shuffleInto(rules.deck().mask(), random, dealt));
  }

  /** Deals the first {@code size} cards of {@link #dealt} under {@code rules} (a valid deck). */
  private void dealOut(Rules rules, int size) {
    if (cr.rules() != rules) {
      setRules(CompiledRules.of(rules));
    }
    this.origin = null;
    this.dealtLen = size;
    CompiledRules c = cr;
    int trump = Kernel.deal(c, dealt, size, hands, stock);
    int len = size - Kernel.dealtCards(c);
    trumpSuit = trump < 0 ? -1 : trump >>> 3;
    this.stockLen = len;
    this.trick = 0;
    this.turn = PackedPosition.turn(Kernel.initialLead(), 0, 0, 0);
    this.score = 0;
    this.played = 0;
    this.trickMask = 0;
    this.legal = UNKNOWN;
    this.left = size;
    this.beats = cr.tables(trumpSuit);
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

  /**
   * {@return the trump suit's ordinal ({@link io.github.elfern.card.Suit#ordinal()}), -1 without
   * trumps: {@link GameState#trumpSuit()} as a primitive}
   */
  public int trumpSuitOrdinal() {
    return trumpSuit;
  }

  /** {@return the number of moves played on this cursor since it was made or reset} */
  public int ply() {
    return ply;
  }

  /** {@return the seat to play next (the leader when no trick is in progress)} */
  public int toMove() {
    return PackedPosition.toMove(turn, players);
  }

  /** {@return the seat that led (or is to lead) the current trick; after a trick, its winner} */
  public int leader() {
    return PackedPosition.leader(turn);
  }

  /** {@return the number of cards in the trick in progress} */
  public int trickSize() {
    return PackedPosition.size(turn);
  }

  /**
   * {@return the ordinal of the card at position {@code i} of the trick in progress}
   *
   * @param i the position, 0 for the lead, below {@link #trickSize()}
   * @throws IndexOutOfBoundsException if there is no such card
   */
  public int trickCard(int i) {
    if (i < 0 || i >= trickSize()) {
      throw new IndexOutOfBoundsException("no card " + i + " in a trick of " + trickSize());
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
    return stockLen - PackedPosition.stockPos(turn);
  }

  /**
   * {@return the points that {@code seat} has taken}
   *
   * @param seat the seat
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int points(int seat) {
    checkSeat(seat);
    return PackedPosition.points(score, seat);
  }

  /**
   * {@return the tricks that {@code seat} has taken}
   *
   * @param seat the seat
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public int tricksWon(int seat) {
    checkSeat(seat);
    return PackedPosition.tricks(score, seat);
  }

  /** {@return whether every card has been played} */
  public boolean isOver() {
    return left == 0;
  }

  /** {@return the number of cards still to be played} */
  public int remainingPlays() {
    return left;
  }

  /** {@return whether the lead of the trick in progress announced Zwang} */
  public boolean isZwangAnnounced() {
    return trickSize() > 0 && PackedPosition.zwang(turn);
  }

  /**
   * {@return the result of the finished deal}
   *
   * @throws DealStateException if the deal is not over; the message says where the deal stands
   *     and names no card, {@link DealStateException#position()} has the full position
   */
  public DealResult result() {
    if (!isOver()) {
      GameState here = toState();
      throw new DealStateException("the deal is not over: " + here.progress(), here.position());
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
    return l != UNKNOWN ? l : computeLegal();
  }

  private int computeLegal() {
    int t = turn;
    int size = PackedPosition.size(t);
    int l = hands[PackedPosition.toMove(t, players)];
    if (size == 0 ? !freeLead
        : (t & PackedPosition.ZWANG) != 0
            || (PackedPosition.stockPos(t) < stockLen ? phase1Bound : phase2Bound)) {
      l = legalSlow();
    }
    legal = l;
    return l;
  }

  /** The legal mask when a lead restriction, an obligation or Zwang binds the seat to move. */
  private int legalSlow() {
    int t = turn;
    return Kernel.legalMask(cr, hands[toMove()], played, PackedPosition.lead(t),
        stockLen - PackedPosition.stockPos(t), trumpSuit, trick, PackedPosition.size(t),
        PackedPosition.zwang(t));
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
    return trickSize() == 0 && Kernel.zwangAllowed(cr, hands[leader()], card)
        && (legalMask() & (1 << card)) != 0;
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
   * @throws DealStateException if the deal is over
   * @throws IllegalArgumentException if {@code card} is no card ordinal
   */
  public void play(int card) {
    int l = legal;
    if (l == UNKNOWN || (l & (1 << card)) == 0 || (card >>> 5) != 0) {
      playChecked(card); // kept out of line, so that a caller's loop can inline play
    } else {
      advance(card, 0);
    }
  }

  /** {@link #play(int)} when the legal moves are not known yet, or {@code card} is not one. */
  private void playChecked(int card) {
    if ((legalMask() & (1 << card)) == 0 || (card >>> 5) != 0) {
      throw refusal(card, false);
    }
    advance(card, 0);
  }

  /**
   * Plays card {@code card} (an ordinal) for the seat to move.
   *
   * @param card the card ordinal
   * @param zwang whether the lead announces Zwang
   * @throws IllegalPlayException if the rules forbid the move
   * @throws DealStateException if the deal is over
   * @throws IllegalArgumentException if {@code card} is no card ordinal
   */
  public void play(int card, boolean zwang) {
    if (!zwang) {
      play(card);
    } else if ((card >>> 5) != 0 || !zwangAllowed(card)) {
      throw refusal(card, true);
    } else {
      advance(card, ZWANG_MOVE);
    }
  }

  /**
   * Plays {@code card} for the seat to move, without an announcement.
   *
   * @param card the card
   * @throws IllegalPlayException if the rules forbid the card
   * @throws DealStateException if the deal is over
   */
  public void play(Card card) {
    play(card.ordinal());
  }

  /**
   * Plays {@code move} for the seat to move.
   *
   * @param move the card and whether it announces Zwang
   * @throws IllegalPlayException if the rules forbid the move
   * @throws DealStateException if the deal is over
   */
  public void play(Move move) {
    play(move.card().ordinal(), move.isZwang());
  }

  /**
   * The exception for a move that may not be played: no card, or the one GameState throws (the
   * deal is over, or the rules forbid it).
   */
  private RuntimeException refusal(int card, boolean zwang) {
    if ((card >>> 5) != 0) {
      return new IllegalArgumentException("no card with ordinal " + card);
    }
    Card c = Card.ofIndex(card);
    try {
      toState().play(zwang ? Move.zwang(c) : Move.of(c));
    } catch (IllegalPlayException | IllegalStateException e) {
      return e;
    }
    return new IllegalStateException("internal error: "
        + "the cursor and GameState disagree on " + c);
  }

  /** Plays {@code card}, legal, for the seat to move; {@code move} adds {@link #ZWANG_MOVE}. */
  private void advance(int card, int zwangMove) {
    int p = ply;
    int t = trick;
    int tu = turn;
    undo[p] = (t & 0xFFFFFFFFL) | ((long) tu << 32) | ((long) (card | zwangMove) << 58);
    legalBefore[p] = legal;
    ply = p + 1;
    left--;
    int size = PackedPosition.size(tu);
    hands[PackedPosition.toMove(tu, players)] &= ~(1 << card);
    legal = UNKNOWN;
    t |= (card + 1) << (size << 3);
    trickMask |= 1 << card;
    if (size + 1 < players) {
      trick = t;
      turn = (tu + PackedPosition.ONE_CARD) | (zwangMove != 0 ? PackedPosition.ZWANG : 0);
    } else {
      completeTrick(t, tu, p);
    }
  }

  /**
   * Completes the trick {@code full} with the move at ply {@code p}, turn word {@code before}
   * before it: the kernel finishes it ({@link Kernel#finishTrick}), the winner scores, the seats
   * draw.
   */
  private void completeTrick(int full, int before, int p) {
    int n = players;
    long outcome = Kernel.finishTrick(beats, full, before, stockLen);
    scoreBefore[p] = score;
    score = Kernel.credit(score, outcome);
    played |= trickMask;
    trickMask = 0;
    int winner = Kernel.winner(outcome);
    int pos = PackedPosition.stockPos(before);
    int end = PackedPosition.stockPos((int) outcome);
    if (end - pos == 2) { // two seats draw: no loop on the search's path
      hands[Kernel.drawer(winner, 0, n)] |= 1 << stock[pos];
      hands[Kernel.drawer(winner, 1, n)] |= 1 << stock[pos + 1];
    } else {
      for (int k = 0; pos + k < end; k++) {
        hands[Kernel.drawer(winner, k, n)] |= 1 << stock[pos + k];
      }
    }
    turn = (int) outcome;
    trick = 0;
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
    left++;
    long u = undo[p];
    int t = (int) u;
    int tu = (int) (u >>> 32) & ((1 << PackedPosition.BITS) - 1);
    int size = PackedPosition.size(tu);
    int card = (int) (u >>> 58) & 31;
    if (size + 1 == players) { // the move completed a trick: take back its score and the draw
      score = scoreBefore[p];
      trickMask = Kernel.trickCards(t, size) | 1 << card;
      played &= ~trickMask;
      int pos = PackedPosition.stockPos(tu);
      int end = PackedPosition.stockPos(turn);
      if (pos < end) {
        int drawn = 0;
        for (int i = pos; i < end; i++) {
          drawn |= 1 << stock[i];
        }
        for (int i = 0; i < 4; i++) {
          hands[i] &= ~drawn;
        }
      }
    }
    hands[PackedPosition.toMove(tu, players)] |= 1 << card;
    trickMask &= ~(1 << card);
    trick = t;
    turn = tu;
    legal = legalBefore[p];
  }

  /**
   * {@return the immutable state at this cursor's position, with the history of the state it was
   * made from followed by the moves played on the cursor}
   */
  public GameState toState() {
    if (origin == null) {
      List<Card> cards = new ArrayList<>(dealtLen);
      for (int i = 0; i < dealtLen; i++) {
        cards.add(Card.ofIndex(dealt[i]));
      }
      origin = GameState.deal(cr.rules(), Deck.of(cards));
    }
    GameState s = origin;
    for (int i = 0; i < ply; i++) {
      int m = (int) (undo[i] >>> 58);
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
