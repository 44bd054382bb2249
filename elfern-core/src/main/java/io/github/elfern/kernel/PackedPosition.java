package io.github.elfern.kernel;

/**
 * The packed position of a deal that {@code GameState} (the immutable face) and {@code
 * DealCursor} (the mutable one) both hold, and that {@link Kernel#finishTrick} moves on: besides
 * the hands and the stock, three words.
 *
 * <ul>
 *   <li>The <b>trick word</b> (an {@code int}): the cards of the trick in progress, card ordinal
 *       + 1 per byte in play order (see {@link Kernel#cardAt}).
 *   <li>The <b>turn word</b> (an {@code int}, {@value #BITS} bits): the lead state of {@link
 *       Kernel#packLead} (bits 0-13); {@link #ZWANG} (bit 14) while the trick in progress was led
 *       with a Zwang announcement; the stock position, the number of cards drawn from the stock
 *       so far (bits 15-20); the number of cards in the trick in progress (bits 21-23); and the
 *       seat that led it or is to lead (bits 24-25).
 *   <li>The <b>score word</b> (a {@code long}): the points each seat has taken, 8 bits per seat
 *       from seat 0 in the low 32 bits, and the tricks each seat has taken, 8 bits per seat in the
 *       high 32 bits.
 * </ul>
 *
 * <p>Static and allocation-free.
 *
 * @hidden
 */
public final class PackedPosition {
  private PackedPosition() {}

  /** The bits of the lead state in a turn word. */
  public static final int LEAD = 0x3FFF;
  /** The bit of a turn word set while the trick in progress was led with Zwang. */
  public static final int ZWANG = 1 << 14;
  private static final int STOCK_SHIFT = 15;
  private static final int SIZE_SHIFT = 21;
  private static final int LEADER_SHIFT = 24;
  /** The bits of the stock position in a turn word. */
  public static final int STOCK_POS = 0x3F << STOCK_SHIFT;
  /** One more card in the trick in progress, to add to a turn word. */
  public static final int ONE_CARD = 1 << SIZE_SHIFT;
  /** The number of low bits a turn word uses; the others are 0. */
  public static final int BITS = 26;

  /**
   * {@return a turn word from its parts, without the Zwang bit}
   *
   * @param lead the lead state (see {@link Kernel#packLead})
   * @param stockPos the cards drawn from the stock so far
   * @param size the cards in the trick in progress
   * @param leader the seat that led the trick in progress, or is to lead
   */
  public static int turn(int lead, int stockPos, int size, int leader) {
    return lead | (stockPos << STOCK_SHIFT) | (size << SIZE_SHIFT) | (leader << LEADER_SHIFT);
  }

  /**
   * {@return the lead state of turn word {@code turn}, without the Zwang bit}
   *
   * @param turn the turn word
   */
  public static int lead(int turn) {
    return turn & LEAD;
  }

  /**
   * {@return whether the trick in progress of turn word {@code turn} was led with Zwang}
   *
   * @param turn the turn word
   */
  public static boolean zwang(int turn) {
    return (turn & ZWANG) != 0;
  }

  /**
   * {@return the cards drawn from the stock so far, in turn word {@code turn}}
   *
   * @param turn the turn word
   */
  public static int stockPos(int turn) {
    return (turn >>> STOCK_SHIFT) & 0x3F;
  }

  /**
   * {@return the cards in the trick in progress, in turn word {@code turn}}
   *
   * @param turn the turn word
   */
  public static int size(int turn) {
    return (turn >>> SIZE_SHIFT) & 7;
  }

  /**
   * {@return the seat that led the trick in progress, or is to lead, in turn word {@code turn}}
   *
   * @param turn the turn word
   */
  public static int leader(int turn) {
    return (turn >>> LEADER_SHIFT) & 3;
  }

  /**
   * {@return the seat to play next in turn word {@code turn}}
   *
   * @param turn the turn word
   * @param players the number of seats
   */
  public static int toMove(int turn, int players) {
    return Kernel.seatAfter(leader(turn), size(turn), players);
  }

  /**
   * {@return a score word from points and tricks packed 8 bits per seat}
   *
   * @param points the points of each seat, 8 bits per seat from seat 0
   * @param tricks the tricks of each seat, 8 bits per seat from seat 0
   */
  public static long score(int points, int tricks) {
    return (points & 0xFFFFFFFFL) | ((long) tricks << 32);
  }

  /**
   * {@return the points of {@code seat} in score word {@code score}}
   *
   * @param score the score word
   * @param seat the seat
   */
  public static int points(long score, int seat) {
    return (int) (score >>> (seat << 3)) & 0xFF;
  }

  /**
   * {@return the tricks of {@code seat} in score word {@code score}}
   *
   * @param score the score word
   * @param seat the seat
   */
  public static int tricks(long score, int seat) {
    return (int) (score >>> (32 + (seat << 3))) & 0xFF;
  }
}
