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
    this.tricks = s.tricks();
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

  private PlayerView(Rules rules, int seat, int hand, int leader, List<Move> currentTrick,
      List<Trick> tricks, int played, int stockSize, int trumpCard, int trumpHolder,
      int[] handSizes, int[] points, int[] tricksWon, int voids, int lead) {
    this.rules = rules;
    this.cr = CompiledRules.of(rules);
    this.seat = seat;
    this.hand = hand;
    int next = leader + currentTrick.size();
    this.toMove = next >= handSizes.length ? next - handSizes.length : next;
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
   * conformance protocol) and must hand it to a {@link io.github.elfern.bot.Bot}. Whether the
   * other seats' moves were legal cannot in general be checked from one seat's knowledge; what the
   * seat can prove wrong is refused, so that a view never contradicts itself: a Zwang lead that is
   * not a queen or whose king the leader cannot hold (the viewer holds it, it was played before,
   * or another seat plays it later), a card played to a trick led with the stock empty by a seat
   * known to hold a card the obligations required instead (of the suit led, a trump, or the ace
   * under Zwang), and a move made with the stock empty that the rules forbid from every hand the
   * seat can have held then: a lead the lead restriction forbids, or a card that does not head the
   * trick under {@code head=true}. The seat's own hand is checked against the cards played and the
   * hand size the rules give, and the voids shown against the cards the seat has not seen: these
   * must fit into the hands not proven void in their suits and the stock, so that some deal of
   * them agrees with the view ({@link #withHiddenCards}); three seats void in hearts while hearts
   * remain unseen and there is no stock is refused.
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
    int n = rules.players();
    if (seat < 0 || seat >= n) {
      throw new IllegalArgumentException("seat " + seat + " is not a seat of " + rules.notation()
          + " (0 to " + (n - 1) + ")");
    }
    int deck = rules.deck().mask();
    if (turnedTrump.isPresent() != rules.turnedTrump()) {
      throw new IllegalArgumentException(rules.turnedTrump()
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
    int stock = rules.deck().size() - rules.handSize() * n;
    int[] handSizes = new int[n];
    Arrays.fill(handSizes, rules.handSize());
    int[] points = new int[n];
    int[] tricksWon = new int[n];
    int lead = Kernel.initialLead();
    int leader = 0;
    int played = 0;
    int voids = 0;
    int lastDrawer = -1;
    int[] voidTrick = new int[32]; // per bit of voids, the trick in which it was shown
    List<Trick> tricks = new ArrayList<>();
    List<Move> trick = new ArrayList<>();
    Step[] steps = new Step[moves.size()];
    int index = -1;
    for (Move m : moves) {
      index++;
      int c = m.card().ordinal();
      int bit = 1 << c;
      int who = (leader + trick.size()) % n;
      int trickWord = 0;
      for (int i = 0; i < trick.size(); i++) {
        trickWord |= (trick.get(i).card().ordinal() + 1) << (i << 3);
      }
      steps[index] = new Step(who, handSizes[who], stock, played, lead, trickWord, trick.size(),
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
      if (m.isZwang() && (!trick.isEmpty() || !cr.zwang())) {
        throw new IllegalArgumentException("Zwang " + m + " in trick " + (tricks.size() + 1)
            + (cr.zwang() ? " is not a lead" : " under rules without Zwang: "
                + rules.notation()));
      }
      if (m.isZwang() && m.card().rank() != io.github.elfern.card.Rank.QUEEN) {
        throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
            + (tricks.size() + 1) + ": Zwang is announced only on a queen led by the holder of"
            + " its king");
      }
      if (m.isZwang() && (played & (1 << (c - 1))) != 0) {
        throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
            + (tricks.size() + 1) + ": the leader must hold " + Card.ofIndex(c - 1)
            + ", which was already played");
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
        int tc = trick.get(i).card().ordinal();
        word |= (tc + 1) << (i << 3);
        played |= 1 << tc;
      }
      int bestIdx = Kernel.bestIndex(cr, trumpSuit, word, n);
      int value = Kernel.trickPoints(cr, word, n);
      int winner = (leader + bestIdx) % n;
      points[winner] += value;
      tricksWon[winner]++;
      for (int k = 0; k < n && stock > 0; k++) {
        lastDrawer = (winner + k) % n;
        handSizes[lastDrawer]++;
        stock--;
      }
      lead = Kernel.afterTrick(lead, trick.get(0).card().suit().ordinal(), leader, winner);
      tricks.add(new Trick(tricks.size() + 1, leader, trick, winner));
      trick.clear();
      leader = winner;
    }
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
    checkProvable(rules, cr, seat, hand.mask(), moves, steps, trumpSuit,
        holder >= 0 ? 1 << trumpCard : 0, holder,
        n == 2 && stock == 0 ? deck & ~hand.mask() & ~played & ~trickCards : 0);
    if (holder >= 0 && (holder == seat) != hand.contains(turnedTrump.get())) {
      throw new IllegalArgumentException(holder == seat
          ? "seat " + seat + " drew the turned trump " + turnedTrump.get()
              + ", but its hand " + hand + " lacks it"
          : "seat " + seat + "'s hand holds the turned trump " + turnedTrump.get()
              + ", which seat " + holder + " drew");
    }
    checkPlaceable(rules, seat, deck & ~hand.mask() & ~played & ~trickCards
        & ~(trumpCard >= 0 ? 1 << trumpCard : 0), handSizes, holder,
        stock - (trumpCard >= 0 && stock > 0 ? 1 : 0), voids, voidTrick);
    return new PlayerView(rules, seat, hand.mask(), leader, trick, tricks, played, stock,
        trumpCard, holder, handSizes, points, tricksWon, voids & ((1 << (4 * n)) - 1), lead);
  }

  /**
   * Refuses voids that leave some of the cards {@code seat} has not seen ({@code unseen}) no place
   * to be: for every set of suits, its unseen cards must fit into the hands of the other seats
   * not proven void in all of them (less the drawn turned trump their holder is known to hold)
   * and the stock ({@code stockRoom}, the turned trump left out). By Hall's theorem this is
   * exactly when a world agrees with the view ({@link #withHiddenCards}), so that a bot that
   * deals the unseen cards never meets a view that has none.
   *
   * @param voidTrick per bit of {@code voids}, the trick in which play showed it
   */
  private static void checkPlaceable(Rules rules, int seat, int unseen, int[] handSizes,
      int trumpHolder, int stockRoom, int voids, int[] voidTrick) {
    int n = handSizes.length;
    for (int suits = 1; suits < 16; suits++) {
      int cards = unseen & suitCards(suits);
      int room = stockRoom;
      List<Integer> barred = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if (i == seat) {
          continue;
        }
        if ((~(voids >>> (4 * i)) & suits) != 0) {
          room += handSizes[i] - (i == trumpHolder ? 1 : 0);
        } else if (handSizes[i] > 0) {
          barred.add(i);
        }
      }
      if (Integer.bitCount(cards) <= room) {
        continue;
      }
      int shownBy = 0;
      List<String> names = new ArrayList<>();
      List<String> seats = new ArrayList<>();
      for (int suit = 0; suit < 4; suit++) {
        if ((suits & (1 << suit)) != 0) {
          names.add(Kernel.suitName(suit));
          for (int i : barred) {
            shownBy = Math.max(shownBy, voidTrick[4 * i + suit]);
          }
        }
      }
      for (int i : barred) {
        seats.add("seat " + i);
      }
      throw new IllegalArgumentException("seat " + seat + " has not seen "
          + CardSet.ofMask(cards) + " (" + Integer.bitCount(cards) + " cards of " + and(names)
          + "), but only " + room + " of the hidden places may hold them: " + and(seats)
          + (seats.size() == 1 ? " showed itself" : " showed themselves") + " void in "
          + and(names) + " (by trick " + shownBy + ") under the obligations of "
          + rules.notation() + (stockRoom == 0 ? ", and no stock is left" : ""));
    }
  }

  /** {@return the words joined as in English: "a", "a and b", "a, b and c"} */
  private static String and(List<String> words) {
    int k = words.size();
    return k <= 1 ? String.join("", words)
        : String.join(", ", words.subList(0, k - 1)) + " and " + words.get(k - 1);
  }

  /**
   * What {@link #fromHistory} records of one move for {@link #checkProvable}: the seat that made
   * it, its hand size then, the stock when its trick was led, the cards of completed tricks, the
   * lead state, the trick in progress (a trick word and its size), whether its lead announced
   * Zwang, and the trick's number from 1.
   */
  private record Step(int who, int handSize, int stock, int played, int lead, int trick,
      int size, boolean zwang, int trickNumber) {

    /** {@return the card led to the move's trick, or {@code card} for a lead} */
    int led(int card) {
      return size == 0 ? card : Kernel.cardAt(trick, 0);
    }

    /** {@return the cards played before the move: completed tricks and the trick so far} */
    int before() {
      int m = played;
      for (int i = 0; i < size; i++) {
        m |= 1 << Kernel.cardAt(trick, i);
      }
      return m;
    }
  }

  /**
   * The most hands that {@link #checkProvable} tries for one move of a seat whose hand the viewer
   * knows only in part; with more, it concludes nothing about that move.
   */
  static final int MAX_HANDS_TRIED = 4096; // the number the Javadoc of fromHistory gives

  /**
   * Refuses a history that {@code seat} can prove wrong from what it knows: a Zwang lead whose
   * leader cannot hold the king (the viewer holds it, or another seat plays it later), a follower
   * known to hold a card that the obligations (or Zwang, the ace) made it play but that it did not
   * play, and a move that no hand the seat can have held allows (a lead restriction, the duty to
   * head). A seat is known to hold, at a move made with the stock empty (no more draws), the cards
   * it plays later and the cards it is known to hold at the end: its hand for the viewer, the
   * drawn turned trump for its drawer, and with two players and an empty stock every card the
   * viewer has not seen. With cards left in the stock nothing is concluded (a card played later
   * may have been drawn since).
   *
   * <p>The hands a seat can have held at such a move are those of its hand size that hold the
   * cards it is known to hold and the card played, and otherwise only cards that the viewer cannot
   * place: not played before, not known to be held by another seat, and not of a suit in which
   * the seat shows itself void with the stock empty (no card of that suit but those it plays
   * before showing the void). The move is refused when the kernel's legal moves ({@link
   * Kernel#legalMask}, with Zwang {@link Kernel#zwangAllowed}) allow it from none of them; when
   * there are more than {@value #MAX_HANDS_TRIED} of them, nothing is concluded.
   *
   * @param otherHand the other seat's hand when the viewer knows it (two players, empty stock)
   */
  private static void checkProvable(Rules rules, CompiledRules cr, int seat, int hand,
      List<Move> moves, Step[] steps, int trumpSuit, int trumpCard, int trumpHolder,
      int otherHand) {
    int n = rules.players();
    int[] later = new int[n]; // per seat, the cards it plays after the move looked at
    for (int i = 0; i < n; i++) {
      later[i] = i == seat ? hand : (n == 2 ? otherHand : 0) | (i == trumpHolder ? trumpCard : 0);
    }
    int[] voidCards = new int[n]; // per seat, the suits it shows itself void in, stock empty
    for (int k = 0; k < moves.size(); k++) {
      Step st = steps[k];
      int c = moves.get(k).card().ordinal();
      if (st.size() > 0 && st.stock() == 0) {
        voidCards[st.who()] |= suitCards(Kernel.shownVoids(cr, 0, st.led(c) >>> 3, trumpSuit, c));
      }
    }
    for (int k = moves.size() - 1; k >= 0; k--) {
      Move m = moves.get(k);
      Step st = steps[k];
      int c = m.card().ordinal();
      int who = st.who();
      int trickNo = st.trickNumber();
      if (m.isZwang()) {
        int king = c - 1;
        for (int i = 0; i < n; i++) {
          if (i != who && (later[i] & (1 << king)) != 0) {
            throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
                + trickNo + ": the leader must hold " + Card.ofIndex(king) + ", but seat " + i
                + (i == seat && (hand & (1 << king)) != 0 ? " holds it" : " plays it later"));
          }
        }
        if (who == seat && (later[seat] & (1 << king)) == 0) {
          throw new IllegalArgumentException("Zwang " + m + " by seat " + who + " in trick "
              + trickNo + ": the leader must hold " + Card.ofIndex(king)
              + ", but its hand " + CardSet.ofMask(hand) + " and its later cards lack it");
        }
      }
      int led = st.led(c);
      if (led != c && st.stock() == 0) {
        int known = later[who];
        int ledSuit = led >>> 3;
        int ace = 1 << (ledSuit << 3);
        if (st.zwang() && c != ledSuit << 3 && (known & ace) != 0) {
          throw new IllegalArgumentException("seat " + who + " played " + m.card() + " to the Zwang"
              + " lead " + Card.ofIndex(led) + " in trick " + trickNo + ", but held "
              + Card.ofIndex(ledSuit << 3) + ", which Zwang forces");
        }
        int voids = Kernel.shownVoids(cr, 0, ledSuit, trumpSuit, c);
        int shown = suitCards(voids);
        if ((known & shown) != 0) {
          throw new IllegalArgumentException("seat " + who + " played " + m.card() + " to "
              + Card.ofIndex(led) + " in trick " + trickNo + ", which shows it void in "
              + Kernel.suitName(ledSuit) + (Integer.bitCount(voids) > 1 ? " and trumps" : "")
              + " under the obligations of " + rules.notation() + ", but it held "
              + CardSet.ofMask(known & shown));
        }
      }
      if (st.stock() == 0) {
        int others = 0;
        for (int i = 0; i < n; i++) {
          others |= i == who ? 0 : later[i];
        }
        checkAllowed(rules, cr, seat, m, k, st, trumpSuit, later[who] | 1 << c,
            cr.deck() & ~st.before() & ~others & ~voidCards[who]);
      }
      later[who] |= 1 << c;
    }
  }

  /**
   * Refuses move {@code k} when no hand that seat {@code st.who()} can have held allows it: the
   * hands of its hand size made of the cards {@code known} and cards of {@code free} (see {@link
   * #checkProvable}), at most {@value #MAX_HANDS_TRIED} of them.
   */
  private static void checkAllowed(Rules rules, CompiledRules cr, int seat, Move m, int k,
      Step st, int trumpSuit, int known, int free) {
    int c = m.card().ordinal();
    free &= ~known;
    int missing = st.handSize() - Integer.bitCount(known);
    int pool = Integer.bitCount(free);
    if (missing < 0 || missing > pool || !fewHands(pool, missing)) {
      return;
    }
    int[] cards = new int[pool];
    for (int i = 0, f = free; f != 0; f &= f - 1) {
      cards[i++] = Integer.numberOfTrailingZeros(f);
    }
    int first = -1;
    // Every choice of `missing` cards of `free`, as a mask over their positions (Gosper's hack).
    for (long pick = (1L << missing) - 1; pick < 1L << pool; ) {
      int h = known;
      for (long p = pick; p != 0; p &= p - 1) {
        h |= 1 << cards[Long.numberOfTrailingZeros(p)];
      }
      if (allows(cr, st, trumpSuit, h, m)) {
        return;
      }
      first = first < 0 ? h : first;
      if (pick == 0) {
        break;
      }
      long low = pick & -pick;
      long ripple = pick + low;
      pick = ripple | (((pick ^ ripple) >>> 2) / low);
    }
    RuleBreach b = RuleBreach.of(cr, trumpSuit, first, st.played(), st.lead(), 0, st.trick(),
        st.size(), st.zwang(), m);
    String held = missing == 0
        ? "it held " + CardSet.ofMask(first) + ", so it "
        : "seat " + seat + " knows it held " + CardSet.ofMask(known) + " and " + missing + " of "
            + CardSet.ofMask(free) + ", and no such hand allows it; with "
            + CardSet.ofMask(first) + " it ";
    throw new IllegalArgumentException("seat " + st.who() + (st.size() == 0 ? " led " : " played ")
        + m + " in trick " + st.trickNumber() + " (move " + (k + 1) + "), which "
        + rules.notation() + " forbids: " + held + b.reason());
  }

  /** {@return whether the kernel allows {@code m} from hand {@code h} at step {@code st}} */
  private static boolean allows(CompiledRules cr, Step st, int trumpSuit, int h, Move m) {
    int c = m.card().ordinal();
    int legal = Kernel.legalMask(cr, h, st.played(), st.lead(), 0, trumpSuit, st.trick(),
        st.size(), st.zwang());
    return (legal & (1 << c)) != 0
        && (!m.isZwang() || (st.size() == 0 && Kernel.zwangAllowed(cr, h, c)));
  }

  /** {@return whether choosing {@code k} of {@code n} cards has at most MAX_HANDS_TRIED ways} */
  private static boolean fewHands(int n, int k) {
    long ways = 1;
    for (int i = 0; i < k; i++) {
      ways = ways * (n - i) / (i + 1); // exact: a binomial coefficient at every step
      if (ways > MAX_HANDS_TRIED) {
        return false;
      }
    }
    return true;
  }

  /** {@return the cards of the suits in {@code suits}, one bit per suit} */
  private static int suitCards(int suits) {
    int cards = 0;
    for (int suit = 0; suit < 4; suit++) {
      if ((suits & (1 << suit)) != 0) {
        cards |= Kernel.suitMask(suit);
      }
    }
    return cards;
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

  /** {@return the tricks completed since the deal (or since the parsed position)} */
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
   * Returns this seat's legal moves when it is its turn (Zwang announcements right after their
   * plain lead), and an empty list otherwise.
   *
   * @return the legal moves, or an empty list when it is not this seat's turn
   */
  public List<Move> legalMoves() {
    if (!isMyTurn()) {
      return List.of();
    }
    int mask;
    int trumpSuit = trumpCard < 0 ? -1 : trumpCard >>> 3;
    int word = 0;
    for (int i = 0; i < currentTrick.size(); i++) {
      word |= (currentTrick.get(i).card().ordinal() + 1) << (i << 3);
    }
    mask = Kernel.legalMask(cr, hand, played, lead, stockSize, trumpSuit, word,
        currentTrick.size(), zwangActive);
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
    java.util.Objects.requireNonNull(stock, "stock");
    int n = players();
    if (hands.size() != n) {
      throw new IllegalArgumentException("expected " + n + " hands, got " + hands.size());
    }
    if (hands.get(seat).mask() != hand) {
      throw new IllegalArgumentException("seat " + seat + "'s own hand is " + hand()
          + ", not " + hands.get(seat));
    }
    int placed = 0;
    GameState.StartFields f = new GameState.StartFields();
    for (int i = 0; i < n; i++) {
      int h = hands.get(i).mask();
      if (Integer.bitCount(h) != handSizes[i]) {
        throw new IllegalArgumentException("seat " + i + " holds " + handSizes[i] + " cards, got "
            + hands.get(i));
      }
      if ((placed & h) != 0) {
        throw new IllegalArgumentException("a card is placed twice: " + CardSet.ofMask(placed & h));
      }
      int voidMask = 0;
      for (Suit s : voids(i)) {
        voidMask |= Kernel.suitMask(s.ordinal());
      }
      if ((h & voidMask) != 0) {
        throw new IllegalArgumentException("seat " + i + " is proven void in "
            + voids(i) + " but would hold " + CardSet.ofMask(h & voidMask));
      }
      placed |= h;
      f.addToHand(i, h);
    }
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
    if (trumpCard >= 0 && stockSize > 0 && stockArray[stockSize - 1] != trumpCard) {
      throw new IllegalArgumentException("the turned trump " + Card.ofIndex(trumpCard)
          + " must be the last card of the stock");
    }
    if (trumpHolder >= 0 && (f.hand(trumpHolder) & (1 << trumpCard)) == 0) {
      throw new IllegalArgumentException("seat " + trumpHolder + " drew the turned trump "
          + Card.ofIndex(trumpCard));
    }
    int trickMask = 0;
    for (int i = 0; i < currentTrick.size(); i++) {
      int c = currentTrick.get(i).card().ordinal();
      trickMask |= 1 << c;
      f.trick |= (c + 1) << (i << 3);
    }
    int expected = rules.deck().mask() & ~played & ~trickMask;
    if (placed != expected) {
      throw new IllegalArgumentException("the cards placed must be exactly the cards not played: "
          + CardSet.ofMask(expected) + ", got " + CardSet.ofMask(placed));
    }
    f.trickSize = currentTrick.size();
    f.leader = leader;
    for (int i = 0; i < n; i++) {
      f.points |= points[i] << (i << 3);
      f.tricksWon |= tricksWon[i] << (i << 3);
    }
    f.lead = lead | (zwangActive ? 1 << 14 : 0);
    return GameState.fromParts(rules, stockArray, trumpCard, f);
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
