package io.github.elfern.bot;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.List;
import java.util.Optional;

/**
 * Turns a {@link PlayerView} into numbers for learning programs (reinforcement learning, CFR,
 * OpenSpiel-style environments): an information-state tensor of fixed length {@link #SIZE} and
 * dense integer action ids from 0 to {@link #ACTIONS} - 1.
 *
 * <p>Everything is taken from the view, so the tensor shows exactly what the seat may know and
 * nothing of a hidden card. Seats are <em>relative</em> to the observer: relative seat 0 is the
 * observer, 1 the next seat in play order, and so on; planes for seats a deal does not have stay 0.
 * A card's index is {@link Card#ordinal()} ({@code suit * 8 + rank}, suits C S H D, ranks A K Q J
 * T 9 8 7, so the ace of clubs is 0 and the seven of diamonds 31). The layout is stable: new
 * features will only ever be appended.
 *
 * <table class="striped">
 *   <caption>The information-state tensor</caption>
 *   <thead><tr><th>offset</th><th>length</th><th>feature</th><th>values</th></tr></thead>
 *   <tbody>
 *   <tr><td>{@value #HAND}</td><td>32</td><td>the observer's hand</td><td>1 per card held</td></tr>
 *   <tr><td>{@value #PLAYED}</td><td>32</td><td>cards in completed tricks</td><td>1 per card</td></tr>
 *   <tr><td>{@value #TRICK}</td><td>4 &times; 32</td><td>the trick in progress: plane {@code r}
 *       holds the card relative seat {@code r} played to it</td><td>1 per card</td></tr>
 *   <tr><td>{@value #KNOWN}</td><td>4 &times; 32</td><td>cards known to be in relative seat
 *       {@code r}'s hand ({@link PlayerView#knownCards(int)}; plane 0 repeats the hand)</td>
 *       <td>1 per card</td></tr>
 *   <tr><td>{@value #TURNED}</td><td>32</td><td>the turned trump card</td><td>one-hot, or all 0
 *       </td></tr>
 *   <tr><td>{@value #TRUMP}</td><td>5</td><td>the trump suit C S H D, or none</td>
 *       <td>one-hot</td></tr>
 *   <tr><td>{@value #STOCK}</td><td>1</td><td>cards in the stock (turned trump included)</td>
 *       <td>count / 32</td></tr>
 *   <tr><td>{@value #HAND_SIZES}</td><td>4</td><td>hand size of each relative seat</td>
 *       <td>count / 16</td></tr>
 *   <tr><td>{@value #POINTS}</td><td>4</td><td>points taken by each relative seat</td>
 *       <td>points / the deal's total points</td></tr>
 *   <tr><td>{@value #TRICKS_WON}</td><td>4</td><td>tricks taken by each relative seat</td>
 *       <td>count / 16</td></tr>
 *   <tr><td>{@value #TO_MOVE}</td><td>4</td><td>the relative seat to move</td><td>one-hot
 *       (all 0 when the deal is over)</td></tr>
 *   <tr><td>{@value #LEADER}</td><td>4</td><td>the relative seat that leads the current trick
 *       </td><td>one-hot</td></tr>
 *   <tr><td>{@value #VOIDS}</td><td>4 &times; 4</td><td>suits relative seat {@code r} is proven
 *       void in, at {@code r * 4 + suit}</td><td>1 per void</td></tr>
 *   <tr><td>{@value #PLAYERS}</td><td>3</td><td>two, three or four players</td>
 *       <td>one-hot</td></tr>
 *   <tr><td>{@value #ZWANG}</td><td>1</td><td>the current trick's lead announced Zwang</td>
 *       <td>0 or 1</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>Action ids: a plain play of card {@code c} is {@code c.ordinal()} (0 to 31); leading a queen
 * with Zwang announced (Fünfzehnern) is {@code 32 + suit} (32 to 35, suits C S H D). So
 * {@link #ACTIONS} is 36, and {@link #legalActions(PlayerView)} is the mask over them.
 *
 * <pre>{@code
 * PlayerView view = state.view(state.toMove());
 * float[] x = ViewEncoding.encode(view);            // x.length == ViewEncoding.SIZE
 * boolean[] legal = ViewEncoding.legalActions(view);
 * int action = policy(x, legal);                    // your program's choice
 * state = state.play(ViewEncoding.move(action));
 * }</pre>
 */
public final class ViewEncoding {

  private ViewEncoding() {}

  /** Offset of the observer's hand (32 cards). */
  public static final int HAND = 0;
  /** Offset of the cards in completed tricks (32). */
  public static final int PLAYED = 32;
  /** Offset of the current trick, 4 planes of 32 by relative seat. */
  public static final int TRICK = 64;
  /** Offset of the known cards of each relative seat, 4 planes of 32. */
  public static final int KNOWN = 192;
  /** Offset of the turned trump card (32, one-hot). */
  public static final int TURNED = 320;
  /** Offset of the trump suit (5: C S H D, none). */
  public static final int TRUMP = 352;
  /** Offset of the stock size (1). */
  public static final int STOCK = 357;
  /** Offset of the hand sizes by relative seat (4). */
  public static final int HAND_SIZES = 358;
  /** Offset of the points by relative seat (4). */
  public static final int POINTS = 362;
  /** Offset of the tricks won by relative seat (4). */
  public static final int TRICKS_WON = 366;
  /** Offset of the relative seat to move (4, one-hot). */
  public static final int TO_MOVE = 370;
  /** Offset of the relative leader of the current trick (4, one-hot). */
  public static final int LEADER = 374;
  /** Offset of the proven voids, relative seat times 4 plus suit (16). */
  public static final int VOIDS = 378;
  /** Offset of the number of players (3: two, three, four). */
  public static final int PLAYERS = 394;
  /** Offset of the Zwang flag of the current trick (1). */
  public static final int ZWANG = 397;
  /** The length of the tensor. */
  public static final int SIZE = 398;
  /** The number of action ids: 32 card plays and 4 Zwang leads. */
  public static final int ACTIONS = 36;

  /**
   * {@return the information-state tensor of {@code view}, {@link #SIZE} floats}
   *
   * @param view what one seat knows
   */
  public static float[] encode(PlayerView view) {
    float[] out = new float[SIZE];
    encode(view, out, 0);
    return out;
  }

  /**
   * Writes the information-state tensor of {@code view} into {@code out} from {@code offset}
   * (for batches), overwriting {@link #SIZE} floats.
   *
   * @param view what one seat knows
   * @param out the array to write into
   * @param offset where the tensor starts
   * @throws IndexOutOfBoundsException if {@code out} has fewer than {@code offset + SIZE} floats
   */
  public static void encode(PlayerView view, float[] out, int offset) {
    java.util.Objects.checkFromIndexSize(offset, SIZE, out.length);
    java.util.Arrays.fill(out, offset, offset + SIZE, 0f);
    int n = view.players();
    int me = view.seat();
    bits(view.hand().mask(), out, offset + HAND);
    bits(view.playedCards().mask(), out, offset + PLAYED);
    List<Move> trick = view.currentTrick();
    for (int i = 0; i < trick.size(); i++) {
      int rel = Math.floorMod(view.leader() + i - me, n);
      out[offset + TRICK + rel * 32 + trick.get(i).card().ordinal()] = 1f;
    }
    for (int seat = 0; seat < n; seat++) {
      int rel = Math.floorMod(seat - me, n);
      bits(view.knownCards(seat).mask(), out, offset + KNOWN + rel * 32);
      out[offset + HAND_SIZES + rel] = view.handSize(seat) / 16f;
      out[offset + POINTS + rel] = view.points(seat) / (float) view.rules().totalPoints();
      out[offset + TRICKS_WON + rel] = view.tricksWon(seat) / 16f;
      for (Suit s : view.voids(seat)) {
        out[offset + VOIDS + rel * 4 + s.ordinal()] = 1f;
      }
    }
    Optional<Card> turned = view.turnedTrump();
    turned.ifPresent(c -> out[offset + TURNED + c.ordinal()] = 1f);
    out[offset + TRUMP + view.trumpSuit().map(Suit::ordinal).orElse(4)] = 1f;
    out[offset + STOCK] = view.stockSize() / 32f;
    if (!view.isOver()) {
      out[offset + TO_MOVE + Math.floorMod(view.toMove() - me, n)] = 1f;
    }
    out[offset + LEADER + Math.floorMod(view.leader() - me, n)] = 1f;
    out[offset + PLAYERS + n - 2] = 1f;
    if (!trick.isEmpty() && trick.get(0).isZwang()) {
      out[offset + ZWANG] = 1f;
    }
  }

  private static void bits(int mask, float[] out, int at) {
    for (int m = mask; m != 0; m &= m - 1) {
      out[at + Integer.numberOfTrailingZeros(m)] = 1f;
    }
  }

  /**
   * {@return the action id of {@code move}: its card's index, or 32 + suit for a Zwang lead}
   *
   * @param move a move
   */
  public static int actionId(Move move) {
    return move.isZwang() ? 32 + move.card().suit().ordinal() : move.card().ordinal();
  }

  /**
   * {@return the move with action id {@code id}}
   *
   * @param id from 0 to {@link #ACTIONS} - 1
   * @throws IllegalArgumentException if {@code id} is out of range
   */
  public static Move move(int id) {
    if (id < 0 || id >= ACTIONS) {
      throw new IllegalArgumentException("action id " + id + " is out of range: ids run from 0 to "
          + (ACTIONS - 1) + " (0-31 a card, 32-35 a Zwang lead of the queen of C S H D)");
    }
    return id < 32 ? Move.of(Card.ofIndex(id))
        : Move.zwang(Card.of(Rank.QUEEN, Suit.values()[id - 32]));
  }

  /**
   * {@return which action ids are legal for the view's seat now; all false when it is not its
   * turn}
   *
   * @param view what one seat knows
   */
  public static boolean[] legalActions(PlayerView view) {
    boolean[] legal = new boolean[ACTIONS];
    for (Move m : view.legalMoves()) {
      legal[actionId(m)] = true;
    }
    return legal;
  }
}
