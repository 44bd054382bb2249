package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static io.github.elfern.testing.Seeds.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.rules.Rules;
import io.github.elfern.testing.RulesMatrix;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Errors name no card that the acting seat cannot see: every public method of the core
 * that throws about a deal is called in the ways it throws, from random states of every preset
 * and option, and its message (and its {@code toString}) must hold no token, in French or German
 * letters, of a card hidden from the seat to move; the cards the caller passed in are the
 * caller's own words and may be quoted. Where no seat acts (a deal from a wrong deck, a
 * malformed position), no card of a hand or the stock may be named. The full position stays on
 * the exception ({@link IllegalPlayException#position()}, {@link DealStateException#position()}).
 */
class HiddenCardsInMessagesTest {

  private static final List<Rules> MATRIX = RulesMatrix.all();

  /** One way to make a public method throw: its name, the call, and the cards it was given. */
  private record Throwing(String name, Function<GameState, Object> call, CardSet given) {
    Throwing(String name, Function<GameState, Object> call) {
      this(name, call, CardSet.EMPTY);
    }
  }

  /** The calls that throw from a deal that is not over, with the seat to move acting. */
  private static List<Throwing> whileDealing(GameState s, SplitMix64 random) {
    List<Throwing> calls = new ArrayList<>();
    calls.add(new Throwing("GameState.result", GameState::result));
    for (Card c : Card.values()) {
      Move plain = Move.of(c);
      Move zwang = Move.zwang(c);
      if (!s.isLegal(plain)) {
        calls.add(new Throwing("GameState.play(Card) " + c, g -> g.play(c), CardSet.of(c)));
        calls.add(new Throwing("GameState.play(Move) " + c, g -> g.play(plain), CardSet.of(c)));
        calls.add(new Throwing("GameState.play(String) " + c, g -> g.play(c.notation()),
            CardSet.of(c)));
        calls.add(new Throwing("DealCursor.play(int) " + c,
            g -> { DealCursor.of(g).play(c.ordinal()); return null; }, CardSet.of(c)));
        calls.add(new Throwing("DealCursor.play(Move) " + c,
            g -> { DealCursor.of(g).play(plain); return null; }, CardSet.of(c)));
      }
      if (!s.isLegal(zwang)) {
        calls.add(new Throwing("GameState.play(Move) " + zwang, g -> g.play(zwang),
            CardSet.of(c)));
        calls.add(new Throwing("DealCursor.play(int, boolean) " + zwang,
            g -> { DealCursor.of(g).play(c.ordinal(), true); return null; }, CardSet.of(c)));
      }
    }
    int n = s.players();
    int bad = random.uniform(2) == 0 ? -1 - random.uniform(5) : n + random.uniform(5);
    calls.add(new Throwing("GameState.hand", g -> g.hand(bad)));
    calls.add(new Throwing("GameState.points", g -> g.points(bad)));
    calls.add(new Throwing("GameState.tricksWon", g -> g.tricksWon(bad)));
    calls.add(new Throwing("GameState.view", g -> g.view(bad)));
    calls.add(new Throwing("GameState.seatName", g -> g.seatName(bad)));
    calls.add(new Throwing("DealCursor.result", g -> DealCursor.of(g).result()));
    calls.add(new Throwing("DealCursor.undo", g -> { DealCursor.of(g).undo(); return null; }));
    calls.add(new Throwing("DealCursor.hand", g -> DealCursor.of(g).hand(bad)));
    calls.add(new Throwing("DealCursor.points", g -> DealCursor.of(g).points(bad)));
    calls.add(new Throwing("DealCursor.trickCard", g -> DealCursor.of(g).trickCard(5)));
    calls.add(new Throwing("DealCursor.play(int) no card", g -> {
      DealCursor.of(g).play(32 + random.uniform(100));
      return null;
    }));
    calls.add(new Throwing("Perft.count past the end",
        g -> Perft.count(g, g.remainingPlays() + 1)));
    calls.add(new Throwing("Perft.count negative", g -> Perft.count(g, -1)));
    int depth = Math.min(3, s.remainingPlays());
    if (Perft.count(s, depth) > 1) {
      calls.add(new Throwing("Perft.count over the limit", g -> Perft.count(g, depth, 1)));
    }
    calls.add(new Throwing("Perft.divide past the end",
        g -> Perft.divide(g, g.remainingPlays() + 1)));
    calls.add(new Throwing("Perft.divide 0", g -> Perft.divide(g, 0)));
    calls.add(new Throwing("Match.record(GameState)", g -> match(g.rules()).record(g)));
    return calls;
  }

  /** A match of the rules, by the first scoring that fits them. */
  private static Match match(Rules rules) {
    List<String> names = List.of("A", "B", "C", "D").subList(0, rules.players());
    for (String scoring : List.of("tendler", "fifteen", "counters", "banner", "altenburg")) {
      try {
        return Match.start(rules, Scoring.parse(scoring), names, 7);
      } catch (IllegalArgumentException e) {
        // the next scoring
      }
    }
    throw new AssertionError("no scoring fits " + rules.notation());
  }

  /**
   * Every token of the hidden cards, in French and in German letters; but not a German token
   * that is also the French token of a card that may be named (French {@code KS}, the king of
   * spades, is German for the king of diamonds): messages of the core are in French letters, and
   * such a token says nothing of the hidden card.
   */
  private static List<String> tokens(CardSet hidden) {
    List<String> tokens = new ArrayList<>();
    for (Card c : hidden) {
      tokens.add(c.notation());
    }
    for (Card c : hidden) {
      String german = c.germanNotation();
      boolean frenchOfAnother = false;
      for (Card o : Card.values()) {
        frenchOfAnother |= !hidden.contains(o) && o.notation().equals(german);
      }
      if (!frenchOfAnother) {
        tokens.add(german);
      }
    }
    return tokens;
  }

  /** Asserts that the call throws, and that what it says names none of the hidden cards. */
  private static void namesNoHiddenCard(String name, Runnable call, CardSet hidden,
      String where, Map<String, Long> thrown) {
    RuntimeException e = null;
    try {
      call.run();
    } catch (RuntimeException ex) {
      e = ex;
    }
    assertThat(e).as("%s throws in %s", name, where).isNotNull();
    thrown.merge(name.split(" ")[0], 1L, Long::sum);
    List<String> said = new ArrayList<>();
    said.add(String.valueOf(e.getMessage()));
    said.add(e.toString());
    if (e instanceof IllegalPlayException) {
      said.add(((IllegalPlayException) e).seatMessage());
      said.add(((IllegalPlayException) e).reason());
    }
    for (String text : said) {
      for (String token : tokens(hidden)) {
        assertThat(text).as("%s in %s names hidden %s", name, where, token)
            .doesNotContain(token);
      }
    }
  }

  @Test
  @DisplayName("no message of a throwing state method names a card hidden from the seat to move")
  void stateMethods_nameNoHiddenCard() {
    Map<String, Long> thrown = new LinkedHashMap<>();
    AtomicLong states = new AtomicLong();
    qt(35L).withExamples(60)
        .forAll(integers().between(0, MATRIX.size() - 1), longs().all(),
            integers().between(0, 40))
        .checkAssert((r, seed, cut) -> {
          Rules rules = MATRIX.get(r);
          SplitMix64 random = new SplitMix64(seed);
          GameState s = GameState.deal(rules, seed);
          for (int i = 0; i < cut && !s.isOver(); i++) {
            List<Move> legal = s.legalMoves();
            s = s.play(legal.get(random.uniform(legal.size())));
          }
          if (s.isOver()) {
            return;
          }
          states.incrementAndGet();
          GameState at = s;
          CardSet unseen = s.view(s.toMove()).unseenCards();
          for (Throwing t : whileDealing(s, random)) {
            namesNoHiddenCard(t.name(), () -> t.call().apply(at),
                unseen.minus(t.given()), s.position(), thrown);
          }
        });
    assertThat(states.get()).isGreaterThan(30);
    // every kind of call threw, many times
    assertThat(thrown.keySet()).contains("GameState.result", "GameState.play(Card)",
        "GameState.play(Move)", "GameState.play(String)", "DealCursor.play(int)",
        "DealCursor.result", "Perft.count", "Perft.divide", "Match.record(GameState)");
  }

  @Test
  @DisplayName("where no seat acts, no message names a card of a hand or the stock")
  void noSeatActing_namesNoCardOfTheDeal() {
    Map<String, Long> thrown = new LinkedHashMap<>();
    qt(36L).withExamples(80)
        .forAll(integers().between(0, MATRIX.size() - 1), integers().between(0, MATRIX.size() - 1),
            longs().all(), integers().between(0, 40))
        .checkAssert((r, other, seed, cut) -> {
          Rules rules = MATRIX.get(r);
          Rules otherRules = MATRIX.get(other);
          SplitMix64 random = new SplitMix64(seed);
          // a deck of other rules, or this deck less some cards, dealt under these rules
          Deck wrong = Deck.shuffled(otherRules.deck(), seed);
          if (wrong.cardSet().equals(rules.deck())) {
            List<Card> fewer = new ArrayList<>(wrong.cards());
            fewer.subList(0, 1 + random.uniform(fewer.size() - 1)).clear();
            wrong = Deck.of(fewer);
          }
          Deck given = wrong;
          namesNoHiddenCard("GameState.deal(Rules, Deck)", () -> GameState.deal(rules, given),
              given.cardSet().intersection(rules.deck()), rules.notation(), thrown);
          namesNoHiddenCard("DealCursor.deal(Rules, Deck)", () -> DealCursor.deal(rules, given),
              given.cardSet().intersection(rules.deck()), rules.notation(), thrown);
          // a position whose fields other than the hands and the stock are wrong
          GameState s = GameState.deal(rules, seed);
          for (int i = 0; i < cut && !s.isOver(); i++) {
            List<Move> legal = s.legalMoves();
            s = s.play(legal.get(random.uniform(legal.size())));
          }
          CardSet inHandsOrStock = CardSet.copyOf(s.stock());
          for (int seat = 0; seat < s.players(); seat++) {
            inHandsOrStock = inHandsOrStock.union(s.hand(seat));
          }
          if (s.stockSize() > 0 && s.turnedTrump().isPresent()) {
            inHandsOrStock = inHandsOrStock.without(s.turnedTrump().get()); // face up
          }
          String[] f = s.position().split("\\|", -1);
          String nines = String.join("/", java.util.Collections.nCopies(s.players(), "99"));
          String sevens = String.join("/", java.util.Collections.nCopies(s.players(), "7"));
          List<String> bad = List.of(
              String.join("|", List.of(f).subList(0, 7)),
              String.join("|", "chess", f[1], f[2], f[3], f[4], f[5], f[6], f[7]),
              String.join("|", f[0], f[1], f[2], f[3], f[4], nines, f[6], f[7]),
              String.join("|", f[0], f[1], f[2], f[3], f[4], f[5], sevens, f[7]),
              String.join("|", f[0], f[1], f[2], f[3], f[4], f[5], f[6], "x,y"));
          for (String position : bad) {
            namesNoHiddenCard("GameState.fromPosition", () -> GameState.fromPosition(position),
                inHandsOrStock, position, thrown);
          }
        });
    assertThat(thrown).containsKeys("GameState.deal(Rules,", "DealCursor.deal(Rules,",
        "GameState.fromPosition");
  }
}
