package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Suit;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.PackedPosition;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable snapshot of one deal: every hand, the stock, the turned trump, the trick in
 * progress, the tricks and points won, and whose turn it is.
 *
 * <p>States are values: {@link #play(Move)} returns the next state and leaves this one as it was.
 * Two states are equal when their positions are ({@link #equals}): the history does not count,
 * nor the deck a deal came from ({@link #dealtDeck()}), so any state equals the state parsed from
 * its {@link #position()}. States are thread-safe: any number of threads may
 * read and play from one state at once.
 *
 * <pre>{@code
 * GameState state = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
 * while (!state.isOver()) {
 *   CardSet legal = state.legalCards();
 *   state = state.play(legal.get(0));
 * }
 * DealResult result = state.result();   // points per seat, winner, schneider, schwarz, tie
 * }</pre>
 *
 * <p>Which to use: a {@code GameState} is the value to keep, share and show; for the inner loops
 * of a search (play and take back millions of moves on one thread) use a {@link DealCursor},
 * the mutable cursor over the same rules kernel, made with {@link DealCursor#of(GameState)}.
 *
 * <p>Seats are numbered from 0, forehand (the non-dealer, eldest) first and the dealer last. The
 * hot path is bit masks: {@link #legalCards()} and {@link #play(Card)} allocate nothing but the
 * result.
 */
public final class GameState {

  private static final int MAX_SEATS = 4;

  /** What every state of one deal shares: the rules, the stock order and the starting position. */
  static final class Base {
    final Rules rules;
    /** The rules' constants for the kernel. */
    final CompiledRules cr;
    final int players;
    final byte[] stock; // top first; with a turned trump, the trump is last
    final int trumpCard; // -1 without trumps
    final int trumpSuit;
    /** Whether every card in hand may be led: no lead restriction. */
    final boolean freeLead;
    /** The cards of the trump suit, 0 without trumps. */
    final int trumps;
    /** Whether a card played to a trick in phase 1 (with a stock) is bound by an obligation. */
    final boolean phase1Bound;
    /** Whether a card played to a trick in phase 2 (stock empty, or no stock) is bound. */
    final boolean phase2Bound;
    /** The cards of the deck. */
    final int deck;
    /**
     * The cards dealt to seats 2 and 3. Only the two-player games have a stock, so seats 2 and 3
     * never draw and this set is fixed at the deal (see {@link GameState#hands}).
     */
    final int upperSeats;
    final GameState start;
    /** What beats what and what cards count: the rules' tables for this deal's trump suit. */
    final TrickTables tables;
    /** The deck as dealt, top card first; null for a position parsed or sampled without one. */
    final Deck dealt;

    Base(Rules rules, CompiledRules cr, byte[] stock, int trumpCard, StartFields f, Deck dealt) {
      this.rules = rules;
      this.dealt = dealt;
      this.cr = cr;
      this.players = rules.players();
      this.stock = stock;
      this.trumpCard = trumpCard;
      this.trumpSuit = trumpCard < 0 ? -1 : trumpCard >>> 3;
      this.freeLead = cr.freeLead();
      this.trumps = trumpSuit < 0 ? 0 : Kernel.suitMask(trumpSuit);
      this.phase1Bound = cr.obligation(1) != Obligation.NONE;
      this.phase2Bound = cr.obligation(0) != Obligation.NONE;
      this.deck = cr.deck();
      this.upperSeats = f.hand(2) | f.hand(3);
      this.tables = cr.tables(trumpSuit);
      if (stock.length > 0 && players > 2) {
        throw new AssertionError("a stock with " + players + " players: seats 2 and 3 would draw");
      }
      this.start = new GameState(this, f);
    }
  }

  /** The fields of a starting position, for {@link Base}. */
  static final class StartFields {
    final int[] hands = new int[MAX_SEATS];
    int stockPos;
    int trick;
    int trickSize;
    int leader;
    int points;
    int tricksWon;
    int lead;

    int hand(int seat) {
      return hands[seat];
    }

    void addToHand(int seat, int cards) {
      hands[seat] |= cards;
    }
  }

  // The fields are few and small, so that a state costs one 48-byte allocation (header 12,
  // two references, two longs, three ints); moveCount and the last move are derived from the
  // history, the cards of completed tricks from the cards still in play.
  private final Base base;
  private final GameState previous; // null at the start
  /**
   * Every hand at once, as bit planes over the cards: the low 32 bits are the cards held by some
   * seat, the high 32 bits say which of them an odd seat (1 or 3) holds; {@link Base#upperSeats}
   * says which were dealt to seats 2 and 3. Playing a card clears its two bits, drawing one sets
   * them: see {@link #cardsOf}.
   */
  private final long hands;
  /** The points and tricks taken: the score word of {@link PackedPosition}. */
  private final long score;
  /** The trick in progress: the trick word of {@link PackedPosition}. */
  private final int trick;
  /**
   * The small counters of the deal: the turn word of {@link PackedPosition} (the lead state and
   * Zwang, the cards drawn from the stock, the cards in the trick in progress and its leader).
   */
  private final int turn;
  /**
   * The cards the seat to move may play, 0 when the deal is over. Every state but the last is
   * played from, and playing needs this mask, so it is computed when the state is made.
   */
  private final int legal;

  /** A card's two bits in {@link #hands}: held, and held by an odd seat. */
  private static final long HELD_AND_ODD = 0x1_0000_0001L;

  private GameState(Base base, StartFields f) {
    this(base, null, handPlanes(f), PackedPosition.score(f.points, f.tricksWon), f.trick,
        PackedPosition.turn(f.lead, f.stockPos, f.trickSize, f.leader));
  }

  /** The {@link #hands} bit planes of a starting position. */
  private static long handPlanes(StartFields f) {
    int held = f.hand(0) | f.hand(1) | f.hand(2) | f.hand(3);
    int odd = f.hand(1) | f.hand(3);
    return (held & 0xFFFFFFFFL) | ((long) odd << 32);
  }

  private GameState(
      Base base, GameState previous, long hands, long score, int trick, int turn) {
    this.base = base;
    this.previous = previous;
    this.hands = hands;
    this.score = score;
    this.trick = trick;
    this.turn = turn;
    this.legal = legalMask(base, hands, trick, turn);
  }

  /** The lead state, without the Zwang bit. */
  private int lead() {
    return PackedPosition.lead(turn);
  }

  private int stockPos() {
    return PackedPosition.stockPos(turn);
  }

  int trickSize() {
    return PackedPosition.size(turn);
  }

  /** {@return the cards of {@code seat} among the {@link #hands} planes} */
  private static int cardsOf(long hands, int upperSeats, int seat) {
    int held = (int) hands;
    int odd = (int) (hands >>> 32);
    int evenSeat = (seat & 1) - 1; // all ones for seats 0 and 2, else 0
    int lowerSeat = ((seat >>> 1) & 1) - 1; // all ones for seats 0 and 1, else 0
    return held & (odd ^ evenSeat) & (upperSeats ^ lowerSeat);
  }

  // ---------------------------------------------------------------- dealing

  /**
   * Deals {@code deck} under {@code rules}: batches from the top, forehand first, the rest as the
   * stock; with a turned trump, the top card of the stock is turned and laid under the stock.
   *
   * @param rules the rules of the deal
   * @param deck a permutation of {@code rules.deck()}, top card first
   * @return the state before the first lead, forehand to play
   * @throws IllegalArgumentException if the deck is not a permutation of the rules' deck
   */
  public static GameState deal(Rules rules, Deck deck) {
    checkDeck(rules, deck);
    CompiledRules cr = CompiledRules.of(rules);
    int size = deck.size();
    byte[] cards = new byte[size];
    for (int i = 0; i < size; i++) {
      cards[i] = (byte) deck.card(i).ordinal();
    }
    StartFields f = new StartFields();
    byte[] stock = new byte[size - Kernel.dealtCards(cr)];
    int trumpCard = Kernel.deal(cr, cards, size, f.hands, stock);
    f.lead = Kernel.initialLead();
    return new Base(rules, cr, stock, trumpCard, f, deck).start;
  }

  /**
   * Checks that {@code deck} can be dealt under {@code rules}.
   *
   * @throws IllegalArgumentException if the deck is not a permutation of the rules' deck; the
   *     message names only the cards it lacks or should not hold
   */
  static void checkDeck(Rules rules, Deck deck) {
    if (deck.size() != rules.deck().size() || deck.cardSet().mask() != rules.deck().mask()) {
      // The deck is the deal's hidden cards: name only those it lacks or should not hold.
      CardSet missing = rules.deck().minus(deck.cardSet());
      CardSet foreign = deck.cardSet().minus(rules.deck());
      throw new IllegalArgumentException(
          "the deck must hold exactly the " + rules.deck().size() + " cards of " + rules.notation()
              + ", got " + deck.size() + " cards"
              + (missing.isEmpty() ? "" : "; it lacks " + missing.notation())
              + (foreign.isEmpty() ? "" : "; " + foreign.notation() + " are not in this deck"));
    }
  }

  /**
   * Deals the portable shuffle of the rules' deck for {@code seed}.
   *
   * <p>The seed is the deal: {@link Deck#shuffled(long)} is a public function, so whoever knows
   * or guesses the seed knows every hand and the stock. Small or known seeds replay a deal (tests,
   * examples, analysis); a game with players who must not see each other's cards takes its seed
   * from {@link java.security.SecureRandom} and keeps it on the server: {@code
   * GameState.deal(rules, new SecureRandom().nextLong())}. A match derives each deal's seed from
   * its own ({@link io.github.elfern.scoring.Match}), which is kept secret the same way.
   *
   * @param rules the rules of the deal
   * @param seed the seed, read as an unsigned 64-bit integer: keep it secret while anyone who
   *     must not know the hidden cards plays the deal
   * @return the state before the first lead
   */
  public static GameState deal(Rules rules, long seed) {
    return deal(rules, Deck.shuffled(rules.deck(), seed));
  }

  /**
   * Parses a position string (see {@link #position()}) into a state with no history.
   *
   * @param position the position string
   * @return the state
   * @throws IllegalArgumentException if the string is malformed or describes no reachable state;
   *     the message says which field is wrong and why
   */
  public static GameState fromPosition(String position) {
    return PositionCodec.parse(position);
  }

  static GameState fromParts(Rules rules, byte[] stock, int trumpCard, StartFields f) {
    return new Base(rules, CompiledRules.of(rules), stock, trumpCard, f, null).start;
  }

  // ---------------------------------------------------------------- queries

  /** {@return the rules of this deal} */
  public Rules rules() {
    return base.rules;
  }

  /**
   * Returns the deck this deal was dealt from by {@link #deal(Rules, Deck)}, top card first, in
   * the order it was dealt; every state played from that deal returns the same deck.
   *
   * <p>Empty for a state parsed from a position string ({@link #fromPosition(String)}) or made
   * from a view ({@link PlayerView#withHiddenCards}): a position fixes the hands and the stock
   * but not the order in which each seat's cards were dealt, so it names no single deck. The
   * deck is where a deal came from, not part of the game: it does not take part in {@link
   * #equals(Object)}, and two decks that differ only in the order of one seat's cards deal equal
   * states with different decks.
   *
   * @return the deck as dealt, or empty when the state was not dealt from a deck
   */
  public Optional<Deck> dealtDeck() {
    return Optional.ofNullable(base.dealt);
  }

  /** {@return the number of seats in this deal} */
  public int players() {
    return base.players;
  }

  int handMask(int seat) {
    if (seat < 0 || seat >= MAX_SEATS) {
      throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + players());
    }
    return cardsOf(hands, base.upperSeats, seat);
  }

  /**
   * Returns the cards in {@code seat}'s hand.
   *
   * @param seat from 0 (forehand) to {@code players() - 1} (dealer)
   * @return the hand
   * @throws IndexOutOfBoundsException if there is no such seat
   */
  public CardSet hand(int seat) {
    checkSeat(seat);
    return CardSet.ofMask(handMask(seat));
  }

  private void checkSeat(int seat) {
    if (seat < 0 || seat >= base.players) {
      throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + base.players);
    }
  }

  /**
   * Returns the seat {@code k} places after {@code seat} in playing order: the seat numbers go up
   * and wrap round from the dealer to forehand. It is the order in which a trick is played from
   * its leader, and in which the seats draw from the stock after a trick from its winner.
   *
   * @param seat a seat, from 0 (forehand)
   * @param k how many places after it, 0 or more
   * @return the seat
   * @throws IndexOutOfBoundsException if there is no such seat
   * @throws IllegalArgumentException if {@code k} is negative
   */
  public int seatAfter(int seat, int k) {
    return seatAfter(seat, k, base.players);
  }

  /** {@link #seatAfter(int, int)} for {@code players} seats, checked, by the kernel's rotation. */
  static int seatAfter(int seat, int k, int players) {
    if (seat < 0 || seat >= players) {
      throw new IndexOutOfBoundsException("no seat " + seat + " in a game of " + players);
    }
    if (k < 0) {
      throw new IllegalArgumentException("places after a seat must not be negative, got " + k);
    }
    return Kernel.seatAfter(seat, k % players, players);
  }

  /** {@return the seat to play next (the leader when no trick is in progress)} */
  public int toMove() {
    return PackedPosition.toMove(turn, base.players);
  }

  /** {@return the seat that led (or is to lead) the current trick} */
  public int leader() {
    return PackedPosition.leader(turn);
  }

  /** {@return the number of cards left in the stock, the turned trump included} */
  public int stockSize() {
    return base.stock.length - stockPos();
  }

  /** {@return the stock, top card first (with a turned trump, it is the last card)} */
  public List<Card> stock() {
    List<Card> list = new ArrayList<>(stockSize());
    for (int i = stockPos(); i < base.stock.length; i++) {
      list.add(Card.ofIndex(base.stock[i]));
    }
    return Collections.unmodifiableList(list);
  }

  /** {@return the turned card that fixes trumps, if the rules turn one} */
  public Optional<Card> turnedTrump() {
    return base.trumpCard < 0 ? Optional.empty() : Optional.of(Card.ofIndex(base.trumpCard));
  }

  /** {@return the trump suit, if the deal has one} */
  public Optional<Suit> trumpSuit() {
    return base.trumpSuit < 0 ? Optional.empty() : Optional.of(Suit.ofOrdinal(base.trumpSuit));
  }

  /** {@return whether the current (or next) trick is played under phase-2 rules: the stock is empty} */
  public boolean isPhaseTwo() {
    return stockSize() == 0;
  }

  /**
   * Returns the moves of the trick in progress, in the order played (leader first); a lead that
   * announced Zwang is {@link Move#zwang(Card)}, as in {@link PlayerView#currentTrick()}.
   *
   * @return the moves of the trick in progress, empty between tricks
   */
  public List<Move> currentTrick() {
    List<Move> list = new ArrayList<>(trickSize());
    for (int i = 0; i < trickSize(); i++) {
      Card c = Card.ofIndex(trickCard(i));
      list.add(i == 0 && isZwangAnnounced() ? Move.zwang(c) : Move.of(c));
    }
    return Collections.unmodifiableList(list);
  }

  /** {@return whether the lead of the trick in progress announced Zwang} */
  public boolean isZwangAnnounced() {
    return trickSize() > 0 && PackedPosition.zwang(turn);
  }

  private int trickCard(int i) {
    return Kernel.cardAt(trick, i);
  }

  /** {@return the cards of all completed tricks, including those before a parsed position} */
  public CardSet playedCards() {
    return CardSet.ofMask(playedMask());
  }

  /** The cards of completed tricks: those of the deck neither in a hand, the stock nor the trick. */
  private int playedMask() {
    return playedMask(base, hands, trick, turn);
  }

  private static int playedMask(Base base, long hands, int trick, int turn) {
    int inPlay = (int) hands | Kernel.trickCards(trick, PackedPosition.size(turn));
    for (int i = PackedPosition.stockPos(turn); i < base.stock.length; i++) {
      inPlay |= 1 << base.stock[i];
    }
    return base.deck & ~inPlay;
  }

  /**
   * {@return the points that {@code seat} has taken in completed tricks}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int points(int seat) {
    checkSeat(seat);
    return PackedPosition.points(score, seat);
  }

  /**
   * {@return the number of tricks that {@code seat} has taken}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int tricksWon(int seat) {
    checkSeat(seat);
    return PackedPosition.tricks(score, seat);
  }

  /** {@return the number of the trick in progress or next to be led, from 1} */
  public int trickNumber() {
    return Integer.bitCount(playedMask()) / base.players + 1;
  }

  /** {@return whether every card has been played} */
  public boolean isOver() {
    return (int) hands == 0 && trickSize() == 0;
  }

  /** {@return the number of cards still to be played in this deal} */
  public int remainingPlays() {
    return Integer.bitCount((int) hands) + stockSize();
  }

  /**
   * Returns the result once the deal is over, and nothing while it goes on, so that a caller need
   * not check {@link #isOver()} before asking {@link #result()} (as python-chess's {@code
   * board.outcome()}). The result carries the winner, the level of the win ({@link
   * DealResult#outcome()}), the points and the tricks won.
   *
   * <pre>{@code
   * state.outcome().ifPresent(r -> System.out.println(r));   // "18-2 schneider"
   * }</pre>
   *
   * @return the result of the finished deal, or empty while cards remain to be played
   */
  public Optional<DealResult> outcome() {
    return isOver() ? Optional.of(result()) : Optional.empty();
  }

  /**
   * Returns the result of the finished deal.
   *
   * @return the result of the finished deal
   * @throws DealStateException if the deal is not over ({@link #outcome()} asks without
   *     throwing); the message says where the deal stands and names no card, {@link
   *     DealStateException#position()} has the full position
   */
  public DealResult result() {
    if (!isOver()) {
      throw new DealStateException("the deal is not over: " + progress(), position());
    }
    int n = base.players;
    int[] p = new int[n];
    int[] t = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = points(i);
      t[i] = tricksWon(i);
    }
    return DealResult.of(base.rules, p, t);
  }

  // ---------------------------------------------------------------- legal moves

  int legalMask() {
    return legal;
  }

  /**
   * The cards the seat to move may play in the position {@code hands, trick, turn} of a deal: its
   * whole hand, unless a lead restriction, a follow obligation or a Zwang lead binds it.
   */
  private static int legalMask(Base base, long hands, int trick, int turn) {
    int size = PackedPosition.size(turn);
    int hand = cardsOf(hands, base.upperSeats, PackedPosition.toMove(turn, base.players));
    if (size == 0) {
      return base.freeLead ? hand : restrictedLead(base, hand, hands, trick, turn);
    }
    boolean phase1 = PackedPosition.stockPos(turn) < base.stock.length;
    if ((phase1 ? !base.phase1Bound : !base.phase2Bound) && !PackedPosition.zwang(turn)) {
      return hand; // phase 1 of the stock games, and Böhmischer Schneider: any card
    }
    return boundFollow(base, hand, trick, size, turn);
  }

  /** The cards {@code hand} may lead under the rules' lead restriction. */
  private static int restrictedLead(Base base, int hand, long hands, int trick, int turn) {
    return Kernel.leadMask(base.cr, hand, playedMask(base, hands, trick, turn),
        PackedPosition.lead(turn));
  }

  /** The cards {@code hand} may play to the trick in progress under an obligation or Zwang. */
  private static int boundFollow(Base base, int hand, int trick, int size, int turn) {
    return Kernel.legalFollow(base.cr, hand, base.stock.length - PackedPosition.stockPos(turn),
        base.trumpSuit, trick, size, PackedPosition.zwang(turn));
  }

  /**
   * Returns the cards the seat to move may play, in canonical order; empty when the deal is over.
   * Zwang announcements are not listed here (see {@link #legalMoves()}).
   *
   * @return the cards the seat to move may play, in canonical order; empty when the deal is over
   */
  public CardSet legalCards() {
    return CardSet.ofMask(legal);
  }

  /**
   * Returns the legal moves of the seat to move in canonical card order, each Zwang announcement
   * ({@code QC=Z}) right after its plain lead; empty when the deal is over.
   *
   * @return the legal moves in canonical order, empty when the deal is over
   */
  public List<Move> legalMoves() {
    List<Move> list = new ArrayList<>(Integer.bitCount(legal) + 1);
    int hand = handMask(toMove());
    for (int m = legal; m != 0; m &= m - 1) {
      int c = Integer.numberOfTrailingZeros(m);
      list.add(Move.of(Card.ofIndex(c)));
      if (trickSize() == 0 && Kernel.zwangAllowed(base.cr, hand, c)) {
        list.add(Move.zwang(Card.ofIndex(c)));
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * {@return whether {@code move} is legal for the seat to move}
   *
   * @param move the move
   */
  public boolean isLegal(Move move) {
    int c = move.card().ordinal();
    if ((legal & (1 << c)) == 0) {
      return false;
    }
    return !move.isZwang() || zwangAllowed(c);
  }

  private boolean zwangAllowed(int card) {
    return trickSize() == 0 && Kernel.zwangAllowed(base.cr, handMask(toMove()), card);
  }

  // ---------------------------------------------------------------- playing

  /**
   * Plays {@code card} for the seat to move, without an announcement.
   *
   * @param card the card
   * @return the next state
   * @throws IllegalPlayException if the rules forbid the card; the message names the seat, the
   *     rule, the card and the legal moves, and no card hidden from the seat to move
   * @throws DealStateException if the deal is over
   */
  public GameState play(Card card) {
    int c = card.ordinal();
    if ((legal & (1 << c)) == 0) {
      throw refusal(Move.of(card));
    }
    return next(c, 0);
  }

  /**
   * Plays {@code move} for {@code seat}, refusing it unless it is that seat's turn: the call for a
   * server, which knows who sent a move.
   *
   * <p>A move from a seat whose turn it is not is refused with a {@link DealStateException} whose
   * message names both seats and the trick and no card, e.g. {@code "seat 1 (dealer) played out
   * of turn: it is the turn of seat 0 (forehand), in trick 3"}; so is a move after the end of the
   * deal. Only then are the rules asked, as by {@link #play(Move)}: an {@link
   * IllegalPlayException} names the sender's own hand, never another seat's, so its message may
   * be sent back to the sender. The move of a remote player is best read with {@link
   * Move#parseLenient(String)}, whose message may be shown to him.
   *
   * <pre>{@code
   * try {
   *   state = state.play(senderSeat, Move.parseLenient(text));
   * } catch (DealStateException | IllegalArgumentException e) {
   *   reply(senderSeat, e.getMessage());   // names no card the sender has not seen
   * }
   * }</pre>
   *
   * @param seat the seat that sends the move, from 0 (forehand)
   * @param move the card and whether it announces Zwang
   * @return the next state
   * @throws IndexOutOfBoundsException if the deal has no such seat
   * @throws DealStateException if the deal is over or it is not {@code seat}'s turn
   * @throws IllegalPlayException if the rules forbid the move
   */
  public GameState play(int seat, Move move) {
    checkSeat(seat);
    Objects.requireNonNull(move, "move");
    if (isOver()) {
      throw new DealStateException(
          seatName(seat) + " may not play: the deal is over", position());
    }
    int turnSeat = toMove();
    if (seat != turnSeat) {
      throw new DealStateException(seatName(seat) + " played out of turn: it is the turn of "
          + seatName(turnSeat) + ", in trick " + trickNumber(), position());
    }
    return play(move);
  }

  /**
   * Plays {@code move} for the seat to move.
   *
   * <p>This does not know who sent the move: a server plays a remote seat's move with {@link
   * #play(int, Move)}, which refuses it unless it is that seat's turn. The move of a remote
   * player is best read with {@link Move#parseLenient(String)}, whose message may be shown to
   * him; catch {@link IllegalPlayException} before {@code IllegalArgumentException}, its
   * superclass, and answer with its message ({@link IllegalPlayException#seatMessage()} is the
   * same text), which names no card hidden from the seat to move.
   *
   * @param move the card and whether it announces Zwang
   * @return the next state
   * @throws IllegalPlayException if the rules forbid the move; the message names the seat, the
   *     rule, the card and the legal moves, and no card hidden from the seat to move
   * @throws DealStateException if the deal is over
   */
  public GameState play(Move move) {
    int c = move.card().ordinal();
    boolean zwang = move.isZwang();
    if ((legal & (1 << c)) == 0 || (zwang && !zwangAllowed(c))) {
      throw refusal(move);
    }
    return next(c, zwang ? PackedPosition.ZWANG : 0);
  }

  /** The exception for a move that may not be played: the deal is over, or the rules forbid it. */
  private RuntimeException refusal(Move move) {
    if (isOver()) {
      return new DealStateException(
          "the deal is over, no card may be played (got " + move + ")", position());
    }
    return illegal(move);
  }

  /**
   * Where the deal stands, for messages, naming no card: e.g. {@code "trick 3, seat 1 (dealer)
   * to play, 14 cards still to play"}.
   */
  String progress() {
    if (isOver()) {
      return "the deal is over";
    }
    return "trick " + trickNumber() + ", " + seatName(toMove()) + " to play, " + remainingPlays()
        + " card" + (remainingPlays() == 1 ? "" : "s") + " still to play";
  }

  /**
   * The state after the seat to move plays card {@code c} (legal), with {@code zwang} the
   * {@link PackedPosition#ZWANG} bit of an announcement or 0. When the card completes the trick,
   * the kernel finishes it ({@link Kernel#finishTrick}): the winner takes its points, then each
   * seat draws from the stock, the winner first. One constructor call for both cases keeps the
   * compiled play small enough for callers to inline.
   */
  private GameState next(int c, int zwang) {
    int size = trickSize();
    int newTrick = trick | ((c + 1) << (size << 3));
    long newHands = hands & ~(HELD_AND_ODD << c);
    long newScore = score;
    int newTurn = (turn + PackedPosition.ONE_CARD) | zwang;
    if (size + 1 == base.players) {
      long outcome = Kernel.finishTrick(base.tables, newTrick, turn, base.stock.length);
      newTurn = (int) outcome;
      newScore = Kernel.credit(score, outcome);
      newHands = draw(base, newHands, stockPos(), outcome);
      newTrick = 0;
    }
    return new GameState(base, this, newHands, newScore, newTrick, newTurn);
  }

  /**
   * {@return hand planes {@code hands} with the cards drawn after the trick of {@code outcome}
   * (of {@link Kernel#finishTrick}), the stock at {@code pos} before it: each to its {@link
   * Kernel#drawer}} Only the two-player games have a stock, so only seats 0 and 1 draw.
   */
  private static long draw(Base base, long hands, int pos, long outcome) {
    int winner = Kernel.winner(outcome);
    int end = PackedPosition.stockPos((int) outcome);
    if (end - pos == 2) { // two seats draw: no loop on the common path
      int first = base.stock[pos];
      int second = base.stock[pos + 1];
      long odd0 = Kernel.drawer(winner, 0, base.players) & 1;
      long odd1 = Kernel.drawer(winner, 1, base.players) & 1;
      return hands | (1L << first) | (odd0 << (first + 32)) | (1L << second)
          | (odd1 << (second + 32));
    }
    for (int k = 0; pos + k < end; k++) {
      int drawn = base.stock[pos + k];
      long odd = Kernel.drawer(winner, k, base.players) & 1;
      hands |= (1L << drawn) | (odd << (drawn + 32));
    }
    return hands;
  }

  /**
   * Plays a sequence of moves given as canonical tokens separated by spaces.
   *
   * @param moves e.g. {@code "KD 9S 8H 7S"}
   * @return the state after the last move
   * @throws IllegalArgumentException if a token is not a move or a move is illegal (an {@link
   *     IllegalPlayException}: see {@link #play(Move)})
   * @throws DealStateException if a move comes after the end of the deal
   */
  public GameState play(String moves) {
    GameState s = this;
    for (String token : moves.strip().split("\\s+")) {
      if (!token.isEmpty()) {
        s = s.play(Move.parse(token));
      }
    }
    return s;
  }

  private IllegalPlayException illegal(Move move) {
    int seat = toMove();
    RuleBreach b = RuleBreach.of(base.cr, base.trumpSuit, handMask(seat), playedMask(), lead(),
        stockSize(), trick, trickSize(), PackedPosition.zwang(turn), move);
    return new IllegalPlayException(move, seat, seatName(seat), b, legalMoves(), position());
  }

  /**
   * Returns how messages name {@code seat}: {@code "seat 0 (forehand)"}, {@code "seat 1
   * (dealer)"}, or plain {@code "seat 2"} between them.
   *
   * @param seat the seat, from 0 (forehand)
   * @return the seat's name in messages
   */
  public String seatName(int seat) {
    checkSeat(seat);
    if (seat == 0) {
      return "seat 0 (forehand)";
    }
    return seat == base.players - 1 ? "seat " + seat + " (dealer)" : "seat " + seat;
  }

  // ---------------------------------------------------------------- history

  /** {@return the moves played since the deal (or since the parsed position), in order} */
  public List<Move> moves() {
    Move[] list = new Move[moveCount()];
    GameState s = this;
    for (int i = list.length - 1; i >= 0; i--) {
      int m = s.lastMove();
      Card c = Card.ofIndex(m & 31);
      list[i] = m >= 32 ? Move.zwang(c) : Move.of(c);
      s = s.previous;
    }
    return List.of(list);
  }

  /** The number of moves since the start: each played one card from a hand or the stock. */
  private int moveCount() {
    return base.start.remainingPlays() - remainingPlays();
  }

  /**
   * The move that led from the previous state to this one (which has one): the card index that
   * left the hands, plus 32 for a Zwang lead.
   */
  private int lastMove() {
    int c = Integer.numberOfTrailingZeros((int) previous.hands & ~(int) hands);
    boolean zwangLead = trickSize() == 1 && PackedPosition.zwang(turn);
    return zwangLead ? c + 32 : c;
  }

  /** {@return the state at the deal (or at the parsed position) from which this one was reached} */
  public GameState start() {
    return base.start;
  }

  /**
   * Returns the tricks completed since the deal (or since the parsed position), each with its
   * leader, cards and winner.
   *
   * @return the completed tricks since the start, in order
   */
  public List<Trick> tricks() {
    List<Trick> list = new ArrayList<>();
    GameState[] chain = chain();
    int number = chain[0].trickNumber();
    List<Move> trickMoves = new ArrayList<>();
    for (int i = 1; i < chain.length; i++) {
      GameState p = chain[i - 1];
      GameState t = chain[i];
      trickMoves.add(t.lastMoveValue());
      if (t.trickSize() == 0) {
        list.add(new Trick(number++, p.leader(), trickMoves, t.leader(),
            t.stockPos() - p.stockPos(), drawsBetween(p.stockPos(), t.stockPos(), t.leader())));
        trickMoves = new ArrayList<>();
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * The cards drawn after a trick won by {@code winner}, the stock at {@code pos} before it and at
   * {@code end} after it: the {@code k}-th card of the stock from {@code pos} to its {@link
   * Kernel#drawer}, as {@link #next} moved them into the hands.
   */
  private List<Draw> drawsBetween(int pos, int end, int winner) {
    List<Draw> draws = new ArrayList<>(end - pos);
    for (int k = 0; pos + k < end; k++) {
      int card = base.stock[pos + k];
      draws.add(new Draw(Kernel.drawer(winner, k, base.players), Card.ofIndex(card),
          card == base.trumpCard));
    }
    return draws;
  }

  /** The states from the start to this one, walked back along the history (no replay). */
  private GameState[] chain() {
    GameState[] chain = new GameState[moveCount() + 1];
    GameState s = this;
    for (int i = chain.length - 1; i >= 0; i--) {
      chain[i] = s;
      s = s.previous;
    }
    return chain;
  }

  private Move lastMoveValue() {
    int m = lastMove();
    Card c = Card.ofIndex(m & 31);
    return m >= 32 ? Move.zwang(c) : Move.of(c);
  }

  /**
   * The suits each seat has shown to be void in since the start (4 bits per seat), read from the
   * history without replaying it: each card played to a trick, with the stock size and the suit
   * led at the time, goes through {@link Kernel#shownVoids}.
   */
  int shownVoids() {
    int voids = 0;
    for (GameState t = this; t.previous != null; t = t.previous) {
      GameState p = t.previous;
      if (p.trickSize() > 0) {
        int led = Kernel.cardAt(p.trick, 0) >>> 3;
        voids |= Kernel.shownVoids(base.cr, p.stockSize(), led, base.trumpSuit, t.lastMove() & 31)
            << (p.toMove() << 2);
      }
    }
    return voids;
  }


  /**
   * Returns what {@code seat} may know now: its hand, the cards played, the turned trump, the
   * stock size, the other hands' sizes and the voids that play has proven.
   *
   * @param seat the seat
   * @return the view
   */
  public PlayerView view(int seat) {
    checkSeat(seat);
    return PlayerView.of(this, seat);
  }

  int trumpSuitIndex() {
    return base.trumpSuit;
  }

  CompiledRules compiled() {
    return base.cr;
  }

  int leadState() {
    return lead();
  }

  int trumpCardIndex() {
    return base.trumpCard;
  }

  int trickWord() {
    return trick;
  }

  byte[] stockArray() {
    return base.stock;
  }

  int stockPosition() {
    return stockPos();
  }

  /** {@return the turn word of {@link PackedPosition}} */
  int turnWord() {
    return turn;
  }

  /** {@return the score word of {@link PackedPosition}} */
  long scoreWord() {
    return score;
  }

  // ---------------------------------------------------------------- notation and values

  /**
   * Returns the position string: one line that describes this state completely, so that {@link
   * #fromPosition(String)} gives back a state with the same position (not the same history).
   *
   * <p>Fields separated by {@code |}: rules; hands separated by {@code /} (cards concatenated in
   * canonical order, {@code -} for none); the stock, top first; the turned trump or {@code -};
   * the trick as {@code leader:cards} with {@code =Z} after a Zwang lead; points per seat; tricks
   * per seat; the lead state {@code binding,secondary,won,first,led}. For example {@code
   * elfern|AC9C...|...|-|0:-|0/0|0/0|-,-,0,-,-}.
   *
   * @return the position string
   */
  public String position() {
    return PositionCodec.write(this);
  }

  /**
   * Returns whether {@code o} is a state with the same position: the same rules, hands, stock
   * (its cards still to be drawn, in order, and the turned trump), trick in progress, seat to
   * play, points, tricks and lead state, that is an equal {@link #position()} string. The
   * history is not compared, as python-chess compares boards by position and counters and not
   * by their move stacks: two move orders that reach one position give equal states, and a
   * state equals the state parsed from its position string. Compare {@link #moves()} (and {@link
   * #start()}) as well for "the same deal played the same way". The deck as dealt ({@link
   * #dealtDeck()}) is not compared either.
   *
   * @param o the object to compare with
   * @return whether {@code o} is a state with the same position
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof GameState)) {
      return false;
    }
    GameState b = (GameState) o;
    // The stock position is where the stock's cards still to be drawn start, so it is left out
    // and those cards are compared: a parsed position holds only them.
    int left = base.stock.length - stockPos();
    // upperSeats holds the cards dealt to seats 2 and 3: compare those still held.
    if (hands != b.hands || (base.upperSeats & (int) hands) != (b.base.upperSeats & (int) b.hands)
        || trick != b.trick
        || (turn & ~PackedPosition.STOCK_POS) != (b.turn & ~PackedPosition.STOCK_POS)
        || score != b.score || base.trumpCard != b.base.trumpCard
        || left != b.base.stock.length - b.stockPos()) {
      return false;
    }
    if (base != b.base) {
      if (!base.rules.equals(b.base.rules)
          || !java.util.Arrays.equals(base.stock, stockPos(), base.stock.length,
              b.base.stock, b.stockPos(), b.base.stock.length)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return a hash of the position ({@link #equals}), computed from a few words in constant
   * time}
   */
  @Override
  public int hashCode() {
    int h = base.rules.hashCode();
    h = 31 * h + Long.hashCode(hands);
    h = 31 * h + (base.upperSeats & (int) hands);
    h = 31 * h + trick;
    h = 31 * h + (turn & ~PackedPosition.STOCK_POS);
    h = 31 * h + Long.hashCode(score);
    h = 31 * h + base.stock.length - stockPos();
    return 31 * h + base.trumpCard;
  }

  /**
   * Returns a description that names no card, so that a log line or a message that includes a
   * state ({@code "state: " + state}) does not leak the deal: the rules and where the deal stands,
   * e.g. {@code "GameState[elfern, trick 3, seat 1 (dealer) to play, 14 cards still to play]"} or
   * {@code "GameState[elfern, over: 18-2]"}. Every hand and the stock are in {@link #position()},
   * the explicit call, for debugging and for the seat-blind tools that need it.
   *
   * @return the rules and where the deal stands, without a card
   */
  @Override
  public String toString() {
    return "GameState[" + base.rules.notation() + ", "
        + (isOver() ? "over: " + result().notation() : progress()) + "]";
  }

  /**
   * {@return a readable multi-line rendering of this state for people: the game, trick, stock
   * and turned trump, every seat's hand by suit and points, the trick in progress and who is to
   * play, or the result} Every hand is shown: give a seat {@link PlayerView#render()} instead.
   */
  public String render() {
    return TextRendering.render(this);
  }
}
