package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What one seat may know at a moment of the deal, and nothing else: its own hand, every card
 * played and by whom, the turned trump (and who drew it), the stock size, the other hands'
 * sizes, the points and tricks taken, and the voids that play has proven.
 *
 * <p>A bot or a remote player is given a view, never a {@link GameState}. Two states that differ
 * only in cards this seat has not seen give equal views. A void is proven when a seat does not
 * follow the suit led to a trick under a follow obligation (and, with trumps, when it also does
 * not trump); voids from before a parsed position are not known.
 *
 * <p>To send a view as JSON, use the Jackson module of {@code elfern-json} ({@code
 * io.github.elfern.json.ElfernModule}: {@code mapper.registerModule(new ElfernModule())}, or
 * {@code mapper.findAndRegisterModules()}, which finds it). A mapper without it does not fail:
 * Jackson's bean serializer sees only {@link #isOver()} and {@link #isMyTurn()} and writes
 * {@code {"over":false,"myTurn":true}}, without a card.
 */
public final class PlayerView {

  private final Rules rules;
  private final CompiledRules cr;
  private final int seat;
  private final int hand;
  private final int toMove;
  private final int leader;
  private final List<Move> currentTrick;
  private final List<Trick> tricks;
  private final int played;
  private final int stockSize;
  private final int trumpCard;
  private final int trumpHolder; // -1 while in the stock or unknown
  private final int[] handSizes;
  private final int[] points;
  private final int[] tricksWon;
  private final int voids; // 4 bits per seat
  private final int lead;
  private final boolean zwangActive;

  private PlayerView(GameState s, int seat, int voids) {
    this.rules = s.rules();
    this.cr = s.compiled();
    this.seat = seat;
    this.hand = s.handMask(seat);
    this.toMove = s.toMove();
    this.leader = s.leader();
    this.currentTrick = s.currentTrick();
    List<Trick> all = s.tricks();
    List<Trick> seen = new ArrayList<>(all.size());
    for (Trick t : all) {
      seen.add(t.faceUpOnly()); // another seat's draw is not this seat's to see, nor its own:
    } // a view rebuilt from hand and moves (fromHistory) cannot say when it drew which card
    this.tricks = Collections.unmodifiableList(seen);
    this.played = s.playedCards().mask();
    this.stockSize = s.stockSize();
    this.trumpCard = s.trumpCardIndex();
    int holder = -1;
    if (trumpCard >= 0 && stockSize == 0) {
      for (int i = 0; i < s.players(); i++) {
        if ((s.handMask(i) & (1 << trumpCard)) != 0) {
          holder = i;
        }
      }
    }
    this.trumpHolder = holder;
    int n = s.players();
    this.handSizes = new int[n];
    this.points = new int[n];
    this.tricksWon = new int[n];
    for (int i = 0; i < n; i++) {
      handSizes[i] = Integer.bitCount(s.handMask(i));
      points[i] = s.points(i);
      tricksWon[i] = s.tricksWon(i);
    }
    this.voids = voids;
    this.lead = s.leadState();
    this.zwangActive = s.isZwangAnnounced();
  }

  static PlayerView of(GameState s, int seat) {
    return new PlayerView(s, seat, provenVoids(s));
  }

  /** The view that {@link HistoryReplay} rebuilds from a seat's history. */
  PlayerView(Rules rules, int seat, int hand, int leader, List<Move> currentTrick,
      List<Trick> tricks, int played, int stockSize, int trumpCard, int trumpHolder,
      int[] handSizes, int[] points, int[] tricksWon, int voids, int lead) {
    this.rules = rules;
    this.cr = CompiledRules.of(rules);
    this.seat = seat;
    this.hand = hand;
    this.toMove = Kernel.seatAfter(leader, currentTrick.size(), handSizes.length);
    this.leader = leader;
    this.currentTrick = Collections.unmodifiableList(new ArrayList<>(currentTrick));
    this.tricks = Collections.unmodifiableList(new ArrayList<>(tricks));
    this.played = played;
    this.stockSize = stockSize;
    this.trumpCard = trumpCard;
    this.trumpHolder = trumpHolder;
    this.handSizes = handSizes;
    this.points = points;
    this.tricksWon = tricksWon;
    this.voids = voids;
    this.lead = lead;
    this.zwangActive = !currentTrick.isEmpty() && currentTrick.get(0).isZwang();
  }

  /**
   * Rebuilds the view of {@code seat} from what that seat has seen since the deal: its hand now,
   * the turned trump and every move played. Everything else follows from the rules: the tricks,
   * their leaders and winners, the points and tricks taken, the stock size, the hand sizes, who
   * drew the turned trump and the proven voids. For a state reached from a deal, {@code
   * fromHistory(rules, seat, state.hand(seat), state.turnedTrump(), state.moves())} equals
   * {@code state.view(seat)}.
   *
   * <p>This serves a program that receives a seat's view over a wire (the bot requests of the
   * conformance protocol) and must hand it to a bot. Whether the other seats' moves were legal
   * cannot in general be checked from one seat's knowledge; what the seat can prove wrong is
   * refused, so that a view never contradicts itself: a Zwang lead that is not a queen or whose
   * king the leader cannot hold (the viewer holds it, it was played before, or another seat plays
   * it later), a card played to a trick led with the stock empty by a seat known to hold a card the
   * obligations required instead (of the suit led, a trump, or the ace under Zwang), and a move
   * made with the stock empty that the rules forbid from every hand the seat can have held then: a
   * lead the lead restriction forbids, or a card that does not head the trick under {@code
   * head=true}. The seat's own hand is checked against the cards played and the hand size the rules
   * give, and the voids shown against the cards the seat has not seen: these must fit into the
   * hands not proven void in their suits and the stock, so that some deal of them agrees with the
   * view ({@link #withHiddenCards}); three seats void in hearts while hearts remain unseen and
   * there is no stock is refused.
   *
   * <p>What "provably" means. A seat is known to hold, at a move made with the stock empty, the
   * cards it plays later and, at the end, the viewer's hand, the drawn turned trump, and with two
   * players and the stock empty every card not seen. The hands it can have held then are those of
   * its hand size made of these cards, the card it played and cards that the viewer cannot place
   * elsewhere (not played before, not known to be in another hand, not of a suit in which the seat
   * shows itself void with the stock empty). A move is refused when the kernel's own legal moves
   * allow it from none of these hands. So, the stock empty, the viewer's own moves are judged
   * from its exact hand, as is every move of a two-player deal (the duty to head arises only
   * there), and any seat's move once the seat's later cards make up its whole hand (at the end of
   * a deal, every move); with more than 4,096 possible hands for a move, and for
   * every move made while cards are left in the stock (a card played later may have been drawn
   * since), nothing is concluded. A history is never refused because a seat probably broke a rule:
   * a lead that the restriction allows if the seat held, say, a singleton or no card of the suit
   * it won the lead in is accepted until the viewer sees that it did not.
   *
   * <pre>{@code
   * PlayerView v = PlayerView.fromHistory(Rules.preset("elfern"), 1,
   *     CardSet.parse("AH KH 9S 7S TD 8D"), Optional.empty(), List.of(Move.parse("QC")));
   * }</pre>
   *
   * @param rules the rules of the deal
   * @param seat the seat whose view this is
   * @param hand the seat's hand now
   * @param turnedTrump the turned trump card, present exactly when the rules turn one
   * @param moves every move since the deal, in the order played
   * @return the view
   * @throws IllegalArgumentException if the seat is out of range, the turned trump is missing,
   *     unexpected or played while under the stock, a card is played twice or is not in the
   *     rules' deck, the hand holds a card already played or is not of the size the rules give
   *     now, a Zwang announcement is not a queen lead under {@code zwang} by a seat that may hold
   *     its king, a seat known to hold a card of a suit fails to play it where the obligations (or
   *     Zwang) require it, a move is forbidden (by a lead restriction, the duty to head or Zwang)
   *     from every hand its seat can have held, the voids shown leave cards the seat has not seen
   *     no hand (nor stock) to be in, or there are more moves than cards; the message names the
   *     seat, the move, the trick (and for a forbidden move the move's number, the rule and the
   *     cards the seat held; for voids, the cards, the seats void and the trick)
   */
  public static PlayerView fromHistory(Rules rules, int seat, CardSet hand,
      Optional<Card> turnedTrump, List<Move> moves) {
    return HistoryReplay.replay(rules, seat, hand, turnedTrump, moves);
  }

  /** The voids shown by failures to follow (or to trump), from the state's history. */
  private static int provenVoids(GameState s) {
    return s.shownVoids() & ((1 << (4 * s.players())) - 1);
  }

  /** {@return the rules of the deal} */
  public Rules rules() {
    return rules;
  }

  /** {@return the seat whose view this is} */
  public int seat() {
    return seat;
  }

  /** {@return the number of seats} */
  public int players() {
    return handSizes.length;
  }

  /** {@return this seat's hand} */
  public CardSet hand() {
    return CardSet.ofMask(hand);
  }

  /**
   * Returns the seat {@code k} places after {@code seat} in playing order, as {@link
   * GameState#seatAfter(int, int)}: the order of play in a trick from its leader, and of the draws
   * after a trick from its winner.
   *
   * @param seat a seat, from 0 (forehand)
   * @param k how many places after it, 0 or more
   * @return the seat
   * @throws IndexOutOfBoundsException if there is no such seat
   * @throws IllegalArgumentException if {@code k} is negative
   */
  public int seatAfter(int seat, int k) {
    return GameState.seatAfter(seat, k, players());
  }

  /** {@return the seat to play next} */
  public int toMove() {
    return toMove;
  }

  /** {@return whether it is this seat's turn} */
  public boolean isMyTurn() {
    return toMove == seat && !isOver();
  }

  /** {@return the seat that led (or is to lead) the current trick} */
  public int leader() {
    return leader;
  }

  /** {@return whether every card has been played} */
  public boolean isOver() {
    int total = 0;
    for (int h : handSizes) {
      total += h;
    }
    return total == 0 && currentTrick.isEmpty();
  }

  /** {@return the moves of the trick in progress, leader first} */
  public List<Move> currentTrick() {
    return currentTrick;
  }

  /**
   * Returns the moves this seat has seen, in the order played: those of {@link #tricks()}, then
   * those of {@link #currentTrick()}. Every move is seen by every seat, so for a deal viewed from
   * its start these are all the moves since the deal: what {@link #fromHistory} takes back, and
   * the {@code moves} of a view in the JSON wire format.
   *
   * @return the moves, in order
   */
  public List<Move> moves() {
    List<Move> all = new ArrayList<>();
    for (Trick t : tricks) {
      all.addAll(t.moves());
    }
    all.addAll(currentTrick);
    return Collections.unmodifiableList(all);
  }

  /**
   * Returns the deal's result once it is over, and nothing while it goes on: at the end every
   * seat's points and tricks are known to all, so the result is the state's ({@link
   * GameState#outcome()}).
   *
   * @return the result of the finished deal, or empty while cards remain to be played
   */
  public Optional<DealResult> outcome() {
    return isOver() ? Optional.of(DealResult.of(rules, points, tricksWon))
        : Optional.empty();
  }

  /**
   * Returns the tricks completed since the deal (or since the parsed position), as this seat saw
   * them: each trick's {@link Trick#draws()} lists only the face-up draws (the turned trump drawn
   * as the last card of the stock), while {@link Trick#drawCount()} and {@link Trick#drawer(int)}
   * say who drew after it. The cards this seat drew are in its {@link #hand()} (or were played
   * since); which it drew when is not part of a view.
   *
   * @return the tricks completed, as this seat saw them
   */
  public List<Trick> tricks() {
    return tricks;
  }

  /** {@return every card in completed tricks} */
  public CardSet playedCards() {
    return CardSet.ofMask(played);
  }

  /** {@return the number of cards in the stock, the turned trump included} */
  public int stockSize() {
    return stockSize;
  }

  /** {@return the turned trump card, if the rules turn one} */
  public Optional<Card> turnedTrump() {
    return trumpCard < 0 ? Optional.empty() : Optional.of(Card.ofIndex(trumpCard));
  }

  /** {@return the trump suit, if the deal has one} */
  public Optional<Suit> trumpSuit() {
    return turnedTrump().map(Card::suit);
  }

  /**
   * {@return the number of cards in {@code seat}'s hand}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int handSize(int seat) {
    return handSizes[seat];
  }

  /**
   * {@return the points {@code seat} has taken}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int points(int seat) {
    return points[seat];
  }

  /**
   * {@return the tricks {@code seat} has taken}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public int tricksWon(int seat) {
    return tricksWon[seat];
  }

  /**
   * {@return the suits in which play has proven {@code seat} void}
   *
   * @param seat the seat, from 0 (forehand)
   */
  public Set<Suit> voids(int seat) {
    Set<Suit> set = EnumSet.noneOf(Suit.class);
    for (Suit s : Suit.values()) {
      if ((voids & (1 << (seat * 4 + s.ordinal()))) != 0) {
        set.add(s);
      }
    }
    return Collections.unmodifiableSet(set);
  }

  /**
   * Returns the cards this seat knows to be in {@code other}'s hand: its own hand for itself; the
   * turned trump for the seat that drew it, until played; and, in a two-player deal with the stock
   * empty, every card not yet seen.
   *
   * @param other the seat whose cards are asked for
   * @return the cards known to be in {@code other}'s hand
   */
  public CardSet knownCards(int other) {
    if (other == seat) {
      return hand();
    }
    if (players() == 2 && stockSize == 0) {
      int trickCards = 0;
      for (Move m : currentTrick) {
        trickCards |= m.card().bit();
      }
      return CardSet.ofMask(rules.deck().mask() & ~hand & ~played & ~trickCards);
    }
    return trumpHolder == other ? CardSet.of(Card.ofIndex(trumpCard)) : CardSet.EMPTY;
  }

  /**
   * Returns the cards of the deck that this seat has not seen: not in its hand, not played, not in
   * the current trick, and not the turned trump.
   *
   * @return the cards this seat has not seen
   */
  public CardSet unseenCards() {
    int seen = hand | played;
    for (Move m : currentTrick) {
      seen |= m.card().bit();
    }
    if (trumpCard >= 0) {
      seen |= 1 << trumpCard;
    }
    return CardSet.ofMask(rules.deck().mask() & ~seen);
  }

  /**
   * Returns the cards this seat may play now, in canonical order, as {@link
   * GameState#legalCards()} gives them for the seat to move; empty when it is not this seat's
   * turn. Zwang announcements are not listed here (see {@link #legalMoves()}).
   *
   * @return the cards this seat may play, empty when it is not this seat's turn
   */
  public CardSet legalCards() {
    return CardSet.ofMask(legalMask());
  }

  /** The cards this seat may play, 0 when it is not its turn: the kernel's answer. */
  private int legalMask() {
    if (!isMyTurn()) {
      return 0;
    }
    int trumpSuit = trumpCard < 0 ? -1 : trumpCard >>> 3;
    int word = 0;
    for (int i = 0; i < currentTrick.size(); i++) {
      word = Kernel.withCard(word, i, currentTrick.get(i).card().ordinal());
    }
    return Kernel.legalMask(cr, hand, played, lead, stockSize, trumpSuit, word,
        currentTrick.size(), zwangActive);
  }

  /**
   * Returns this seat's legal moves when it is its turn (Zwang announcements right after their
   * plain lead), and an empty list otherwise.
   *
   * @return the legal moves, or an empty list when it is not this seat's turn
   */
  public List<Move> legalMoves() {
    int mask = legalMask();
    List<Move> list = new ArrayList<>();
    for (Card c : CardSet.ofMask(mask)) {
      list.add(Move.of(c));
      if (currentTrick.isEmpty() && Kernel.zwangAllowed(cr, hand, c.ordinal())) {
        list.add(Move.zwang(c));
      }
    }
    return Collections.unmodifiableList(list);
  }

  /**
   * Returns a complete state that agrees with this view, with the hidden cards placed as given: a
   * "world" for a Monte Carlo bot or a solver. The state has no history before this moment.
   *
   * @param hands every seat's hand, this seat's included (it must equal {@link #hand()})
   * @param stock the stock, top first; with a turned trump still in the stock, it is last
   * @return the state
   * @throws IllegalArgumentException if the cards disagree with the view: a hand of the wrong
   *     size, this seat's hand changed, a card seen elsewhere, a proven void broken, the turned
   *     trump misplaced, or the unseen cards not placed exactly once
   */
  public GameState withHiddenCards(List<CardSet> hands, List<Card> stock) {
    return ViewWorlds.place(this, hands, stock);
  }

  int trumpCardIndex() {
    return trumpCard;
  }

  /** {@return the seat known to hold the drawn turned trump, -1 for none} */
  int trumpHolder() {
    return trumpHolder;
  }

  int leadState() {
    return lead;
  }

  boolean zwangActive() {
    return zwangActive;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof PlayerView)) {
      return false;
    }
    PlayerView v = (PlayerView) o;
    return rules.equals(v.rules) && seat == v.seat && hand == v.hand && toMove == v.toMove
        && leader == v.leader && currentTrick.equals(v.currentTrick) && tricks.equals(v.tricks)
        && played == v.played && stockSize == v.stockSize && trumpCard == v.trumpCard
        && trumpHolder == v.trumpHolder && Arrays.equals(handSizes, v.handSizes)
        && Arrays.equals(points, v.points) && Arrays.equals(tricksWon, v.tricksWon)
        && voids == v.voids && lead == v.lead && zwangActive == v.zwangActive;
  }

  @Override
  public int hashCode() {
    return ((rules.hashCode() * 31 + seat) * 31 + hand) * 31 + tricks.hashCode() + played;
  }

  /**
   * {@return a readable multi-line rendering of what this seat sees, for people: the game, trick,
   * stock and turned trump, its own hand by suit (the other seats only by their number of cards),
   * the points, the trick in progress and who is to play}
   */
  public String render() {
    return TextRendering.render(this);
  }

  /** {@return a short description: seat, hand, trick and points} */
  @Override
  public String toString() {
    return "view of seat " + seat + ": hand " + hand() + ", trick " + Moves.notation(currentTrick)
        + ", stock " + stockSize + ", points " + Arrays.toString(points);
  }
}
