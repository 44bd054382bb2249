package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Suit;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.PackedPosition;
import java.util.List;
import java.util.Objects;

/**
 * The worlds of a view, for {@link PlayerView#withHiddenCards}: a complete state made from a
 * {@link PlayerView} and a placing of the cards it has not seen, once the placing is checked
 * against everything the view knows. Choosing the placing (sampling) is the bots' business.
 */
final class ViewWorlds {
  private ViewWorlds() {}

  /** See {@link PlayerView#withHiddenCards}, whose Javadoc says what is refused. */
  static GameState place(PlayerView v, List<CardSet> hands, List<Card> stock) {
    Objects.requireNonNull(stock, "stock");
    int n = v.players();
    int seat = v.seat();
    if (hands.size() != n) {
      throw new IllegalArgumentException("expected " + n + " hands, got " + hands.size());
    }
    if (hands.get(seat).mask() != v.hand().mask()) {
      throw new IllegalArgumentException("seat " + seat + "'s own hand is " + v.hand()
          + ", not " + hands.get(seat));
    }
    int placed = 0;
    GameState.StartFields f = new GameState.StartFields();
    for (int i = 0; i < n; i++) {
      int h = hands.get(i).mask();
      if (Integer.bitCount(h) != v.handSize(i)) {
        throw new IllegalArgumentException("seat " + i + " holds " + v.handSize(i)
            + " cards, got " + hands.get(i));
      }
      if ((placed & h) != 0) {
        throw new IllegalArgumentException("a card is placed twice: " + CardSet.ofMask(placed & h));
      }
      int voidMask = 0;
      for (Suit s : v.voids(i)) {
        voidMask |= Kernel.suitMask(s.ordinal());
      }
      if ((h & voidMask) != 0) {
        throw new IllegalArgumentException("seat " + i + " is proven void in "
            + v.voids(i) + " but would hold " + CardSet.ofMask(h & voidMask));
      }
      placed |= h;
      f.addToHand(i, h);
    }
    int stockSize = v.stockSize();
    if (stock.size() != stockSize) {
      throw new IllegalArgumentException("the stock holds " + stockSize + " cards, got "
          + stock.size());
    }
    byte[] stockArray = new byte[stock.size()];
    for (int i = 0; i < stockArray.length; i++) {
      int bit = stock.get(i).bit();
      if ((placed & bit) != 0) {
        throw new IllegalArgumentException("card " + stock.get(i) + " is placed twice");
      }
      placed |= bit;
      stockArray[i] = (byte) stock.get(i).ordinal();
    }
    int trumpCard = v.trumpCardIndex();
    if (trumpCard >= 0 && stockSize > 0 && stockArray[stockSize - 1] != trumpCard) {
      throw new IllegalArgumentException("the turned trump " + Card.ofIndex(trumpCard)
          + " must be the last card of the stock");
    }
    int trumpHolder = v.trumpHolder();
    if (trumpHolder >= 0 && (f.hand(trumpHolder) & (1 << trumpCard)) == 0) {
      throw new IllegalArgumentException("seat " + trumpHolder + " drew the turned trump "
          + Card.ofIndex(trumpCard));
    }
    List<Move> currentTrick = v.currentTrick();
    int trickMask = 0;
    for (int i = 0; i < currentTrick.size(); i++) {
      int c = currentTrick.get(i).card().ordinal();
      trickMask |= 1 << c;
      f.trick |= (c + 1) << (i << 3);
    }
    int expected = v.rules().deck().mask() & ~v.playedCards().mask() & ~trickMask;
    if (placed != expected) {
      throw new IllegalArgumentException("the cards placed must be exactly the cards not played: "
          + CardSet.ofMask(expected) + ", got " + CardSet.ofMask(placed));
    }
    f.trickSize = currentTrick.size();
    f.leader = v.leader();
    for (int i = 0; i < n; i++) {
      f.points |= v.points(i) << (i << 3);
      f.tricksWon |= v.tricksWon(i) << (i << 3);
    }
    f.lead = v.leadState() | (v.zwangActive() ? PackedPosition.ZWANG : 0);
    return GameState.fromParts(v.rules(), stockArray, trumpCard, f);
  }
}
