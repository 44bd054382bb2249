package io.github.elfern.game;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.kernel.PackedPosition;
import io.github.elfern.kernel.TrickTables;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The replay behind {@link PlayerView#fromHistory}: one seat's knowledge rebuilt from its hand,
 * the turned trump and the moves. It checks each move against what the seat has seen, finishes
 * each trick with the kernel ({@link Kernel#finishTrick}), records what {@link HistoryProofs}
 * needs of every move, and hands the history to those proofs before it makes the view.
 */
final class HistoryReplay {
  private HistoryReplay() {}

  /** See {@link PlayerView#fromHistory}, whose Javadoc says what is checked and refused. */
  static PlayerView replay(Rules rules, int seat, CardSet hand, Optional<Card> turnedTrump,
      List<Move> moves) {
    int n = rules.players();
    if (seat < 0 || seat >= n) {
      throw new IllegalArgumentException("seat " + seat + " is not a seat of " + rules.notation()
          + " (0 to " + (n - 1) + ")");
    }
    int deck = rules.deck().mask();
    if (turnedTrump.isPresent() != rules.turnsTrump()) {
      throw new IllegalArgumentException(rules.turnsTrump()
          ? rules.notation() + " turns a trump, but none is given"
          : rules.notation() + " turns no trump, but " + turnedTrump.get() + " is given");
    }
    int trumpCard = turnedTrump.map(Card::ordinal).orElse(-1);
    if (trumpCard >= 0 && (deck & (1 << trumpCard)) == 0) {
      throw new IllegalArgumentException("the turned trump " + turnedTrump.get()
          + " is not in the deck of " + rules.notation());
    }
    if ((hand.mask() & ~deck) != 0) {
      throw new IllegalArgumentException("seat " + seat + "'s hand " + hand + " holds "
          + CardSet.ofMask(hand.mask() & ~deck) + ", not in the deck of " + rules.notation());
    }
    if (moves.size() > rules.deck().size()) {
      throw new IllegalArgumentException(moves.size() + " moves, but the deal has only "
          + rules.deck().size() + " cards");
    }
    int trumpSuit = trumpCard < 0 ? -1 : trumpCard >>> 3;
    CompiledRules cr = CompiledRules.of(rules);
    TrickTables tables = cr.tables(trumpSuit);
    int stockLen = rules.deck().size() - rules.handSize() * n;
    int[] handSizes = new int[n];
    Arrays.fill(handSizes, rules.handSize());
    // The position between tricks: the lead state, stock position and leader (the turn word),
    // and the points and tricks taken (the score word).
    int turn = PackedPosition.turn(Kernel.initialLead(), 0, 0, 0);
    long score = 0;
    int played = 0;
    int voids = 0;
    int lastDrawer = -1;
    int[] voidTrick = new int[32]; // per bit of voids, the trick in which it was shown
    List<Trick> tricks = new ArrayList<>();
    List<Move> trick = new ArrayList<>();
    HistoryProofs.Step[] steps = new HistoryProofs.Step[moves.size()];
    int index = -1;
    for (Move m : moves) {
      index++;
      int c = m.card().ordinal();
      int bit = 1 << c;
      int leader = PackedPosition.leader(turn);
      int stock = stockLen - PackedPosition.stockPos(turn);
      int who = Kernel.seatAfter(leader, trick.size(), n);
      int trickWord = 0;
      for (int i = 0; i < trick.size(); i++) {
        trickWord |= (trick.get(i).card().ordinal() + 1) << (i << 3);
      }
      steps[index] = new HistoryProofs.Step(who, handSizes[who], stock, played,
          PackedPosition.lead(turn), trickWord, trick.size(),
          trick.isEmpty() ? m.isZwang() : trick.get(0).isZwang(), tricks.size() + 1);
      if ((deck & bit) == 0) {
        throw new IllegalArgumentException("move " + m + " (move " + (tricks.size() * n
            + trick.size() + 1) + ") is not a card of " + rules.notation());
      }
      if ((played & bit) != 0 || trick.stream().anyMatch(t -> t.card().equals(m.card()))) {
        throw new IllegalArgumentException("card " + m.card() + " is played twice");
      }
      if (c == trumpCard && stock > 0) {
        throw new IllegalArgumentException("the turned trump " + m.card()
            + " is played in trick " + (tricks.size() + 1) + " while it lies under the stock");
      }
      if (m.isZwang()) {
        checkZwang(rules, cr, m, who, tricks.size() + 1, !trick.isEmpty(), played);
      }
      if (!trick.isEmpty()) {
        int ledSuit = trick.get(0).card().suit().ordinal();
        int shown = Kernel.shownVoids(cr, stock, ledSuit, trumpSuit, c) << (who * 4);
        for (int b = shown & ~voids; b != 0; b &= b - 1) {
          voidTrick[Integer.numberOfTrailingZeros(b)] = tricks.size() + 1;
        }
        voids |= shown;
      }
      handSizes[who]--;
      trick.add(m);
      if (trick.size() < n) {
        continue;
      }
      int word = 0;
      for (int i = 0; i < n; i++) {
        word |= (trick.get(i).card().ordinal() + 1) << (i << 3);
      }
      played |= Kernel.trickCards(word, n);
      long outcome = Kernel.finishTrick(tables, word, turn, stockLen);
      int winner = Kernel.winner(outcome);
      score = Kernel.credit(score, outcome);
      int from = PackedPosition.stockPos(turn);
      int drawn = PackedPosition.stockPos((int) outcome) - from;
      List<Draw> faceUp = new ArrayList<>(1);
      for (int k = 0; k < drawn; k++) {
        lastDrawer = Kernel.drawer(winner, k, n);
        handSizes[lastDrawer]++;
        if (trumpCard >= 0 && from + k == stockLen - 1) { // the turned trump, drawn last
          faceUp.add(new Draw(lastDrawer, Card.ofIndex(trumpCard), true));
        }
      }
      tricks.add(new Trick(tricks.size() + 1, leader, trick, winner, drawn, faceUp));
      trick.clear();
      turn = (int) outcome;
    }
    int stock = stockLen - PackedPosition.stockPos(turn);
    int trickCards = 0;
    for (Move m : trick) {
      trickCards |= m.card().bit();
    }
    if ((hand.mask() & (played | trickCards)) != 0) {
      throw new IllegalArgumentException("seat " + seat + "'s hand " + hand + " holds "
          + CardSet.ofMask(hand.mask() & (played | trickCards)) + ", already played");
    }
    if (hand.size() != handSizes[seat]) {
      throw new IllegalArgumentException("seat " + seat + " must hold " + handSizes[seat]
          + " cards after these moves, but the hand " + hand + " has " + hand.size());
    }
    if (trumpCard >= 0 && stock > 0 && hand.contains(turnedTrump.get())) {
      throw new IllegalArgumentException("seat " + seat + "'s hand holds the turned trump "
          + turnedTrump.get() + " while it lies under the stock");
    }
    int holder = trumpCard >= 0 && stock == 0 && ((played | trickCards) & (1 << trumpCard)) == 0
        ? lastDrawer : -1;
    HistoryProofs.checkProvable(rules, cr, seat, hand.mask(), moves, steps, trumpSuit,
        holder >= 0 ? 1 << trumpCard : 0, holder,
        n == 2 && stock == 0 ? deck & ~hand.mask() & ~played & ~trickCards : 0);
    if (holder >= 0 && (holder == seat) != hand.contains(turnedTrump.get())) {
      throw new IllegalArgumentException(holder == seat
          ? "seat " + seat + " drew the turned trump " + turnedTrump.get()
              + ", but its hand " + hand + " lacks it"
          : "seat " + seat + "'s hand holds the turned trump " + turnedTrump.get()
              + ", which seat " + holder + " drew");
    }
    HistoryProofs.checkPlaceable(rules, seat, deck & ~hand.mask() & ~played & ~trickCards
        & ~(trumpCard >= 0 ? 1 << trumpCard : 0), handSizes, holder,
        stock - (trumpCard >= 0 && stock > 0 ? 1 : 0), voids, voidTrick);
    int[] points = new int[n];
    int[] tricksWon = new int[n];
    for (int i = 0; i < n; i++) {
      points[i] = PackedPosition.points(score, i);
      tricksWon[i] = PackedPosition.tricks(score, i);
    }
    return new PlayerView(rules, seat, hand.mask(), PackedPosition.leader(turn), trick, tricks,
        played, stock, trumpCard, holder, handSizes, points, tricksWon,
        voids & ((1 << (4 * n)) - 1), PackedPosition.lead(turn));
  }

  /**
   * Refuses the Zwang announcement {@code m} of seat {@code who} in trick {@code trickNo} unless
   * it is a lead that the kernel allows ({@link Kernel#zwangAllowed}) from some hand the leader
   * can hold: any card not played in the tricks before ({@code played}).
   */
  private static void checkZwang(Rules rules, CompiledRules cr, Move m, int who, int trickNo,
      boolean inTrick, int played) {
    if (inTrick || !cr.zwang()) {
      throw new IllegalArgumentException("Zwang " + m + " in trick " + trickNo
          + (cr.zwang() ? " is not a lead" : " under rules without Zwang: "
              + rules.notation()));
    }
    int c = m.card().ordinal();
    if (Kernel.zwangAllowed(cr, ~played, c)) {
      return;
    }
    if (!Kernel.zwangAllowed(cr, ~0, c)) { // from no hand at all: not a queen
      throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
          + trickNo + ": Zwang is announced only on a queen led by the holder of its king");
    }
    throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
        + trickNo + ": the leader must hold " + Card.ofIndex(c - 1) // the king sits above it
        + ", which was already played");
  }
}
