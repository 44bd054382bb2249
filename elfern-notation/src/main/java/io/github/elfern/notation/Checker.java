package io.github.elfern.notation;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Suit;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.Violation;
import io.github.elfern.rules.Obligation;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Validates one record in the order the specification's first-error rule needs: the tag section
 * as read (malformed pairs, duplicates), then the tag values (Game, Variant, Suits, Players, Date,
 * Deck, Seed, their agreement, replayability), then the movetext token by token (syntax, cards,
 * trick numbers, legality), then the termination marker and the {@code Result} tag. It stops at
 * the first error.
 */
final class Checker {

  private final RawRecord raw;
  private final boolean strict;
  private final boolean wantStates;
  private final Map<String, Rules> rulesCache;

  private final List<Diagnostic> diagnostics = new ArrayList<>(2);
  private Diagnostic error;
  private Rules rules;
  private SuitSystem suits = SuitSystem.FRENCH;
  private PartialDeck deck;
  /** The deck that the Seed gives (then equal to {@link #deck}), to deal without a copy. */
  private Deck fullDeck;
  private String[] names;
  private GameState finalState;
  private List<GameState> states;
  private int hidden;
  private boolean tagsValid;

  Checker(RawRecord raw, Strictness strictness, boolean wantStates, Map<String, Rules> rulesCache) {
    this.raw = raw;
    this.strict = strictness == Strictness.STRICT;
    this.wantStates = wantStates;
    this.rulesCache = rulesCache;
  }

  // ---------------------------------------------------------------- results

  ParsedRecord check(int number) {
    run();
    List<Diagnostic> all = new ArrayList<>(diagnostics);
    if (error != null) {
      all.add(error);
      all.sort((a, b) -> a.line() != b.line() ? Integer.compare(a.line(), b.line())
          : Integer.compare(a.column(), b.column()));
    }
    return new ParsedRecord(this::buildRecord, all, number, raw.firstLine, raw.firstColumn,
        error == null ? finalState : null, hidden);
  }

  List<GameState> states() {
    return states == null ? List.of() : Collections.unmodifiableList(states);
  }

  Diagnostic error() {
    return error;
  }

  private void run() {
    if (raw.tagError != null) {
      error = raw.tagError;
      return;
    }
    if (!checkTags()) {
      return;
    }
    tagsValid = true;
    checkMovetext();
  }

  private void fail(int line, int column, EgnCode code, String message) {
    if (error == null) {
      error = new Diagnostic(line, column, code, message);
    }
  }

  // ---------------------------------------------------------------- tags

  /** Runs the one check of the tag values ({@link TagCheck}) and keeps what the tags give. */
  private boolean checkTags() {
    TagCheck t = TagCheck.check(raw.tags, raw.firstLine, raw.firstColumn, strict, rulesCache);
    if (t.error != null) {
      fail(t.error.line(), t.error.column(), t.error.code(), t.error.message());
      return false;
    }
    rules = t.rules;
    suits = t.suits;
    deck = t.deck;
    fullDeck = t.fullDeck;
    names = t.names;
    if (t.partialNote != null) {
      diagnostics.add(t.partialNote);
    }
    return true;
  }

  // ---------------------------------------------------------------- movetext

  private String name(int seat) {
    if (names != null) {
      return names[seat];
    }
    if (seat == 0) {
      return "forehand";
    }
    return seat == rules.players() - 1 ? "the dealer" : "seat " + seat;
  }

  private String possessive(int seat) {
    String n = name(seat);
    return n + (n.endsWith("s") ? "'" : "'s");
  }

  private String token(Card c) {
    return suits.notation(c);
  }

  static String cards(CardSet set, SuitSystem suits) {
    StringBuilder sb = new StringBuilder();
    for (Card c : set) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(suits.notation(c));
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }

  private void checkMovetext() {
    int n = rules.players();
    int total = rules.deck().size();
    boolean partial = !deck.isComplete();
    PartialReplay sim = partial ? new PartialReplay(rules, deck) : null;
    if (sim != null && sim.trumpUnknown) {
      diagnostics.add(new Diagnostic(raw.tags.get("Deck").line, raw.tags.get("Deck").column,
          EgnCode.UNCHECKED, "the turned trump is unknown (??): trick winners, draws, the play "
              + "rules and the result could not be checked"));
    }
    GameState state = partial ? null
        : GameState.deal(rules, fullDeck != null ? fullDeck : deck.toDeck().orElseThrow());
    if (wantStates && !partial) {
      states = new ArrayList<>(total + 1);
      states.add(state);
    }
    int played = 0;
    boolean numbered = false;
    int[] cardItems = new int[total];
    for (int i = 0; i < raw.count && error == null; i++) {
      int kind = raw.kinds[i];
      int line = raw.lines[i];
      int col = raw.columns[i];
      int value = raw.values[i];
      if (kind == RawRecord.NUMBER) {
        int trick = played / n + 1;
        if (played % n != 0) {
          fail(line, col, EgnCode.TRICK_NUMBER, "trick number " + numberText(value)
              + " inside trick " + trick + ": expected its next card (" + (played % n) + " of "
              + n + " played)");
        } else if (numbered) {
          fail(line, col, EgnCode.TRICK_NUMBER, "trick number " + numberText(value)
              + " repeated: expected the first card of trick " + trick);
        } else if (value != trick) {
          fail(line, col, EgnCode.TRICK_NUMBER, "wrong trick number: expected " + trick
              + "., found " + numberText(value));
        }
        numbered = true;
      } else if (kind == RawRecord.ERROR) {
        error = raw.errors.get(value);
      } else if (kind == RawRecord.CARD) {
        Card card = Card.ofIndex(CardTokens.card(value));
        Move move = CardTokens.zwang(value) ? Move.zwang(card) : Move.of(card);
        if (played == total) {
          fail(line, col, EgnCode.EXTRA_CARD, token(card) + " after the deal is over: all "
              + (total / n) + " tricks are played; expected the termination marker");
          break;
        }
        if (strict && played % n == 0 && !numbered) {
          fail(line, col, EgnCode.TRICK_NUMBER, "missing trick number: strict mode expects "
              + (played / n + 1) + ". before " + token(card));
          break;
        }
        if (partial) {
          if (!sim.trumpUnknown) {
            String why = sim.play(card.ordinal(), possessive(sim.toMove()), suits);
            if (why != null) {
              fail(line, col, EgnCode.NOT_IN_HAND, why);
              break;
            }
          }
          cardItems[played] = i;
        } else {
          try {
            state = state.play(move);
          } catch (IllegalPlayException e) {
            fail(line, col, code(e.violation()), message(e, state));
            break;
          }
          if (states != null) {
            states.add(state);
          }
        }
        played++;
        if (played % n == 0) {
          numbered = false;
        }
      }
    }
    DealResult result = null;
    if (partial) {
      if (!sim.trumpUnknown) {
        state = checkPartialPlays(sim, cardItems, played);
        if (played == total) {
          result = DealResult.of(rules, Arrays.stream(sim.points()).boxed().toList(),
              Arrays.stream(sim.tricks()).boxed().toList());
        }
      }
    } else if (state.isOver()) {
      result = state.result();
    }
    finalState = state;
    if (error != null) {
      return;
    }
    if (raw.marker == null) {
      return; // the parser's error already stands
    }
    if (!raw.marker.equals("*")) {
      if (played < total) {
        fail(raw.markerLine, raw.markerColumn, EgnCode.RESULT_MISMATCH, "the deal is not over ("
            + (total - played) + " cards still to play): expected *, found " + raw.marker);
        return;
      }
      if (result != null && !raw.marker.equals(result.notation())) {
        StringBuilder who = new StringBuilder();
        for (int s = 0; s < n; s++) {
          who.append(s > 0 ? ", " : "").append(name(s)).append(' ').append(result.points(s));
        }
        fail(raw.markerLine, raw.markerColumn, EgnCode.RESULT_MISMATCH, "the rules give "
            + result.notation() + " (" + who + "), found " + raw.marker);
        return;
      }
    }
    Diagnostic resultError = TagCheck.result(raw.tags.get("Result"), raw.marker);
    if (resultError != null) {
      error = resultError;
    }
  }

  /**
   * Replays the cards that the partial pass accepted on a completed deck and checks the play rules
   * where they do not depend on cards the record does not show.
   */
  private GameState checkPartialPlays(PartialReplay sim, int[] cardItems, int played) {
    int filler = sim.fillerMask();
    hidden = filler;
    GameState state = GameState.deal(rules, sim.completedDeck());
    CompiledRules compiled = CompiledRules.of(rules);
    if (wantStates) {
      states = new ArrayList<>(played + 1);
      states.add(state);
    }
    int unchecked = 0;
    int firstUnchecked = -1;
    for (int k = 0; k < played; k++) {
      int i = cardItems[k];
      int value = raw.values[i];
      Card card = Card.ofIndex(CardTokens.card(value));
      Move move = CardTokens.zwang(value) ? Move.zwang(card) : Move.of(card);
      int seat = state.toMove();
      int hand = state.hand(seat).mask();
      // The guessed cards make this hand uncertain unless every one of them is in it (then the
      // hand is forced: the other hands and the stock are known).
      boolean holdsUnseen = (hand & filler) != 0 && (filler & ~hand) != 0;
      boolean restricted;
      if (state.currentTrick().isEmpty()) {
        restricted = !compiled.freeLead() || move.isZwang();
      } else {
        restricted = compiled.obligation(state.stockSize()) != Obligation.NONE
            || state.isZwangAnnounced();
      }
      try {
        GameState next = state.play(move);
        if (holdsUnseen && restricted) {
          unchecked++;
          if (firstUnchecked < 0) {
            firstUnchecked = i;
          }
        }
        state = next;
        if (states != null) {
          states.add(state);
        }
      } catch (IllegalPlayException e) {
        if (!holdsUnseen || provable(e, state, filler)) {
          fail(raw.lines[i], raw.columns[i], code(e.violation()), message(e, state));
          return state;
        }
        unchecked += played - k;
        if (firstUnchecked < 0) {
          firstUnchecked = i;
        }
        break;
      }
    }
    if (unchecked > 0) {
      diagnostics.add(new Diagnostic(raw.lines[firstUnchecked], raw.columns[firstUnchecked],
          EgnCode.UNCHECKED, unchecked + " play(s) from here on could not be fully checked "
              + "against the play rules: the hand held cards that the record does not show"));
    }
    return state;
  }

  /**
   * Whether breach {@code e} holds whatever the cards of the hand that the record does not show
   * ({@code filler}) are. A card not held, always. A follow rule, when the kernel finds the same
   * rule broken by the cards shown alone ({@link Kernel#followBreach}): unseen cards can add cards
   * of a suit to the hand but never take away those shown, so a card of the suit led or the ace
   * that is shown binds whatever else is held; heading and trumping are not proven, as an unseen
   * card of the suit led would lift them. Zwang, when the card that would allow it ({@link
   * Kernel#zwangKing}) is not among the unseen cards.
   */
  private boolean provable(IllegalPlayException e, GameState state, int filler) {
    int shown = state.hand(e.seat()).mask() & ~filler;
    int card = e.card().ordinal();
    switch (e.violation()) {
      case NOT_IN_HAND:
        return true;
      case MUST_FOLLOW:
      case MUST_PLAY_ACE:
        List<Move> trick = state.currentTrick();
        int word = 0;
        for (int i = 0; i < trick.size(); i++) {
          word = Kernel.withCard(word, i, trick.get(i).card().ordinal());
        }
        int rule = Kernel.followBreach(CompiledRules.of(rules), shown, state.stockSize(),
            state.trumpSuit().map(Suit::ordinal).orElse(-1), word, trick.size(),
            state.isZwangAnnounced(), card);
        return rule == (e.violation() == Violation.MUST_FOLLOW
            ? Kernel.MUST_FOLLOW : Kernel.MUST_PLAY_ACE);
      case ZWANG_NOT_ALLOWED:
        return (filler & Kernel.zwangKing(card)) == 0;
      default:
        return false;
    }
  }

  static EgnCode code(Violation v) {
    return EgnCode.fromCode(v.code());
  }

  private String message(IllegalPlayException e, GameState state) {
    int seat = e.seat();
    if (e.violation() == Violation.NOT_IN_HAND) {
      return token(e.card()) + " is not in " + possessive(seat) + " hand (" + name(seat)
          + " holds " + cards(state.hand(seat), suits) + ")";
    }
    return name(seat) + " " + e.reason(suits);
  }

  // ---------------------------------------------------------------- the record

  private GameRecord buildRecord() {
    Map<String, String> tags = new LinkedHashMap<>();
    for (RawRecord.RawTag t : raw.tags.values()) {
      tags.put(t.name, t.value);
    }
    List<String> leading = new ArrayList<>();
    List<RecordedMove> moves = new ArrayList<>(raw.count);
    int move = -1; // the packed token of the last card
    List<String> comments = new ArrayList<>();
    for (int i = 0; i < raw.count; i++) {
      int kind = raw.kinds[i];
      if (kind == RawRecord.CARD) {
        if (move >= 0) {
          moves.add(recorded(move, comments));
          comments.clear();
        }
        move = raw.values[i];
      } else if (kind == RawRecord.COMMENT) {
        (move < 0 ? leading : comments).add(raw.comments.get(raw.values[i]));
      }
    }
    if (move >= 0) {
      moves.add(recorded(move, comments));
    }
    String marker = raw.marker == null ? "*" : raw.marker;
    if (tagsValid) {
      return GameRecord.create(tags, leading, moves, marker, rules, suits, deck);
    }
    return GameRecord.create(tags, leading, moves, marker);
  }

  /**
   * The plays without comments, by packed token (card, Zwang, glyph): immutable values shared by
   * every record, so that reading a record does not make one per play.
   */
  private static final RecordedMove[] PLAIN = new RecordedMove[1 << 9];

  static {
    for (int packed = 0; packed < PLAIN.length; packed++) {
      int glyph = CardTokens.glyph(packed);
      if (glyph < Glyph.values().length) {
        Card card = Card.ofIndex(CardTokens.card(packed));
        Move move = CardTokens.zwang(packed) ? Move.zwang(card) : Move.of(card);
        PLAIN[packed] = recorded(move, glyph, List.of());
      }
    }
  }

  private static RecordedMove recorded(int packed, List<String> comments) {
    if (comments.isEmpty()) {
      return PLAIN[packed & (PLAIN.length - 1)];
    }
    Card card = Card.ofIndex(CardTokens.card(packed));
    Move move = CardTokens.zwang(packed) ? Move.zwang(card) : Move.of(card);
    return recorded(move, CardTokens.glyph(packed), comments);
  }

  private static RecordedMove recorded(Move move, int glyph, List<String> comments) {
    return new RecordedMove(move,
        glyph < 0 ? Optional.empty() : Optional.of(Glyph.ofOrdinal(glyph)),
        comments.isEmpty() ? List.of() : List.copyOf(comments));
  }

  /**
   * Writes a trick number as found; the parser keeps numbers past {@code Integer.MAX_VALUE - 1}
   * as {@code Integer.MAX_VALUE}, which is not shown as if it had been written.
   */
  private static String numberText(int value) {
    return value == Integer.MAX_VALUE ? "a number over " + (Integer.MAX_VALUE - 1) : value + ".";
  }
}
