package io.github.elfern.examples.vectors;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.conformance.VectorKind;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Draw;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.Outcome;
import io.github.elfern.game.Perft;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Generates the vector files of the conformance kit ({@code elfern vectors generate}); see {@code
 * VECTORS.md}.
 */
public final class VectorGenerator {
  private VectorGenerator() {}

  static final String EVENT = "Elfern test vectors";

  /** The moves of the example record of the EGN specification (seed 42, 18-2). */
  static final String SPEC_EXAMPLE_MOVES = "KD 9S 8H 7S AH AC 8C JH JC KH 7C JS QD 9D 8S QC QS AD "
      + "7D AS KS TS QH 7H TD 8D TH JD TC KC 9C 9H";

  /**
   * Generates the vector files from the library's own engine, reader and scoring, exactly as they
   * are checked in: the content of each file by kind. Generation is deterministic. Where a vector's
   * expected value can be established without the engine (an error's position from the text that
   * was built, a defect's code from its definition), generation checks the engine against it and
   * fails on disagreement.
   *
   * @return the content of each file, one vector per line, LF line ends
   * @throws IllegalStateException if the library disagrees with an independently known value
   */
  public static Map<VectorKind, String> generate() {
    Map<VectorKind, String> m = new EnumMap<>(VectorKind.class);
    m.put(VectorKind.SHUFFLE, lines(shuffle()));
    m.put(VectorKind.GAMES, lines(games()));
    m.put(VectorKind.STEPS, lines(steps()));
    m.put(VectorKind.INVALID, lines(InvalidVectors.generate()));
    m.put(VectorKind.PERFT, lines(perft()));
    m.put(VectorKind.SCORING, lines(ScoringVectors.generate()));
    m.put(VectorKind.REQUESTS, lines(RequestVectors.generate()));
    return m;
  }

  private static String lines(List<Map<String, Object>> vectors) {
    StringBuilder sb = new StringBuilder();
    for (Map<String, Object> v : vectors) {
      sb.append(JsonWriter.write(v)).append('\n');
    }
    return sb.toString();
  }

  static Map<String, Object> obj(Object... keyValues) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      m.put((String) keyValues[i], keyValues[i + 1]);
    }
    return m;
  }

  // ---------------------------------------------------------------- rules

  /** Every preset with every combination of its options, in preset and option order. */
  static List<Rules> allRules() {
    LinkedHashMap<String, Rules> out = new LinkedHashMap<>();
    for (Preset p : Preset.values()) {
      List<Rules> acc = List.of(Rules.of(p));
      for (Option<?> v : Option.all()) {
        if (!v.appliesTo(p)) {
          continue;
        }
        List<Rules> next = new ArrayList<>();
        for (Rules r : acc) {
          for (String value : v.textValues()) {
            next.add(r.with(v.key(), value));
          }
        }
        acc = next;
      }
      for (Rules r : acc) {
        out.putIfAbsent(r.notation(), r);
      }
    }
    return new ArrayList<>(out.values());
  }

  static String seats(int n) {
    return String.join("; ", List.of("Anna", "Ben", "Cleo", "Dora").subList(0, n));
  }

  /** Plays {@code plays} moves (or to the end), choosing {@code legal[uniform(k)]} each time. */
  static GameState playout(GameState s, SplitMix64 random, int plays, boolean preferZwang) {
    for (int i = 0; (plays < 0 || i < plays) && !s.isOver(); i++) {
      List<Move> legal = s.legalMoves();
      Move m = null;
      if (preferZwang) {
        for (Move x : legal) {
          if (x.isZwang()) {
            m = x;
          }
        }
      }
      s = s.play(m != null ? m : legal.get(random.uniform(legal.size())));
    }
    return s;
  }

  static String moves(GameState s) {
    StringBuilder sb = new StringBuilder();
    for (Move m : s.moves()) {
      sb.append(sb.length() > 0 ? " " : "").append(m.notation());
    }
    return sb.toString();
  }

  static String outcome(DealResult r) {
    return r.outcome().code();
  }

  static List<Integer> ints(int n, java.util.function.IntUnaryOperator f) {
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(f.applyAsInt(i));
    }
    return l;
  }

  /** The hands in the form of the protocol's {@code hands} answer: concatenated, {@code /}. */
  static String hands(GameState s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.players(); i++) {
      sb.append(i > 0 ? "/" : "");
      CardSet h = s.hand(i);
      if (h.isEmpty()) {
        sb.append('-');
      }
      for (Card c : h) {
        sb.append(c.notation());
      }
    }
    return sb.toString();
  }

  static String legalLine(GameState s) {
    StringBuilder sb = new StringBuilder();
    for (Move m : s.legalMoves()) {
      sb.append(sb.length() > 0 ? " " : "").append(m.notation());
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- shuffle

  private static List<Map<String, Object>> shuffle() {
    List<Long> seeds = new ArrayList<>(List.of(0L, 1L, 2L, 3L, 42L, 1000L, 0x7FFF_FFFFL,
        0xFFFF_FFFFL, 0x1_0000_0000L, (1L << 53) + 1, Long.MAX_VALUE, Long.MIN_VALUE,
        Long.MIN_VALUE + 1, -2L, -1L));
    SplitMix64 r = new SplitMix64(20261122L);
    for (int i = 0; i < 9; i++) {
      seeds.add(r.nextLong());
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (String rulesText : List.of("elfern", "fuenfzehnern players=3")) {
      Rules rules = Rules.parse(rulesText);
      List<Long> use = rulesText.equals("elfern") ? seeds : seeds.subList(0, 8);
      for (long seed : use) {
        SplitMix64 g = new SplitMix64(seed);
        List<String> first = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
          first.add(Long.toUnsignedString(g.nextLong()));
        }
        String s = Long.toUnsignedString(seed);
        out.add(obj("id", "shuffle/" + rules.notation() + "/" + s, "rules", rules.notation(),
            "seed", s, "splitmix64", first, "cards", rules.deck().size(),
            "deck", Deck.shuffled(rules.deck(), seed).notation()));
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- games

  private static Map<String, Object> game(String id, Rules rules, long seed, boolean preferZwang,
      boolean german) {
    SplitMix64 random = new SplitMix64(seed);
    Deck deck = Deck.shuffled(rules.deck(), random);
    GameState end = playout(GameState.deal(rules, deck), random, -1, preferZwang);
    DealResult r = end.result();
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", EVENT);
    tags.put("Players", seats(rules.players()));
    if (german) {
      tags.put("Suits", "german");
    }
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Result", r.notation());
    String egn = EgnWriter.write(GameRecord.of(end, tags));
    return obj("id", id, "rules", rules.notation(), "seed", Long.toUnsignedString(seed),
        "deck", deck.notation(), "moves", moves(end), "result", r.notation(),
        "outcome", outcome(r), "points", ints(rules.players(), r::points),
        "tricks", ints(rules.players(), r::tricksWon), "egn", egn);
  }

  private static List<Map<String, Object>> games() {
    List<Map<String, Object>> out = new ArrayList<>();
    SplitMix64 bigSeeds = new SplitMix64(7L);
    for (Rules rules : allRules()) {
      String base = "games/" + rules.notation() + "/";
      out.add(game(base + "1", rules, out.size() + 1, false, false));
      out.add(game(base + "2", rules, bigSeeds.nextLong(), rules.zwang(), false));
    }
    // Every outcome of every preset, found by trying seeds in order.
    for (Preset p : Preset.values()) {
      Rules rules = Rules.of(p);
      List<Outcome> wanted = rules.players() == 2
          ? List.of(Outcome.SIMPLE, Outcome.SCHNEIDER, Outcome.SCHWARZ, Outcome.TIE)
          : List.of(Outcome.SETTLEMENT);
      for (Outcome o : wanted) {
        for (long seed = 1; seed <= 20000; seed++) {
          SplitMix64 random = new SplitMix64(seed);
          GameState end = playout(GameState.deal(rules, Deck.shuffled(rules.deck(), random)),
              random, -1, false);
          if (end.result().outcome() == o) {
            out.add(game("games/" + p.id() + "/" + o.code(), rules, seed,
                false, false));
            break;
          }
        }
      }
    }
    // Fünfzehnern, simplified settlement: two players take every trick.
    Rules simplified = Rules.parse("fuenfzehnern settlement=simplified");
    for (long seed = 1; seed <= 200000; seed++) {
      SplitMix64 random = new SplitMix64(seed);
      GameState end = playout(GameState.deal(simplified,
          Deck.shuffled(simplified.deck(), random)), random, -1, false);
      int takers = 0;
      for (int i = 0; i < 4; i++) {
        takers += end.tricksWon(i) > 0 ? 1 : 0;
      }
      if (takers == 2) {
        out.add(game("games/fuenfzehnern settlement=simplified/two-takers", simplified, seed,
            false, false));
        break;
      }
    }
    out.add(game("games/elfern/german", Rules.preset("elfern"), 4711, false, true));
    out.add(game("games/fuenfzehnern/german", Rules.preset("fuenfzehnern"), 4712, true, true));
    return out;
  }

  // ---------------------------------------------------------------- steps

  /**
   * Returns the curated sample of rules (chosen so that every option value shows in some
   * vector), followed by the defaults of every preset that {@code kind} selects and that the
   * sample lacks, so that a preset row added to {@link Preset#values()} gets its vectors without
   * touching this generator.
   */
  static List<Rules> samples(String[] curated, java.util.function.Predicate<Rules> kind) {
    List<Rules> out = new ArrayList<>();
    for (String text : curated) {
      out.add(Rules.parse(text));
    }
    for (Preset p : Preset.values()) {
      Rules defaults = Rules.of(p);
      if (kind.test(defaults) && out.stream().noneMatch(r -> r.preset().equals(p))) {
        out.add(defaults);
      }
    }
    return out;
  }

  private static List<Map<String, Object>> steps() {
    List<Map<String, Object>> out = new ArrayList<>();
    Rules elfern = Rules.preset("elfern");
    GameState spec = GameState.deal(elfern, 42).play(SPEC_EXAMPLE_MOVES);
    out.add(steps("steps/elfern/spec-example", spec, Deck.shuffled(elfern.deck(), 42), 42));
    String[] chosen = {"elfern", "elfern hand=4", "elfern hand=5", "elfern head=true",
        "elfern seven-beats-ace=true", "elfern head=true seven-beats-ace=true", "elfern-trumps",
        "elfern-trumps head=true", "elfern-app", "bohemian-schneider",
        "bohemian-schneider capture=higher", "bohemian-points", "fuenfzehnern",
        "fuenfzehnern lead=none", "fuenfzehnern lead=strict", "fuenfzehnern lead=first-suit",
        "fuenfzehnern lead=kastner", "fuenfzehnern lead=parlett", "fuenfzehnern zwang=false",
        "fuenfzehnern players=3", "fuenfzehnern players=3 lead=strict"};
    long seed = 100;
    for (Rules rules : samples(chosen, r -> true)) {
      seed++;
      SplitMix64 random = new SplitMix64(seed);
      Deck deck = Deck.shuffled(rules.deck(), random);
      GameState end = playout(GameState.deal(rules, deck), random, -1, rules.zwang());
      out.add(steps("steps/" + rules.notation() + "/" + seed, end, deck, seed));
    }
    return out;
  }

  private static Map<String, Object> steps(String id, GameState end, Deck deck, long seed) {
    Rules rules = end.rules();
    GameState s = end.start();
    List<Object> steps = new ArrayList<>();
    for (Move m : end.moves()) {
      Map<String, Object> step = obj("position", s.position(), "seat", s.toMove(),
          "legal", legalLine(s));
      List<Object> illegal = new ArrayList<>();
      Card notHeld = null;
      Card heldIllegal = null;
      for (Card c : rules.deck()) {
        if (s.legalCards().contains(c)) {
          continue;
        }
        if (s.hand(s.toMove()).contains(c)) {
          heldIllegal = heldIllegal == null ? c : heldIllegal;
        } else if (notHeld == null && !s.playedCards().contains(c)
            && s.currentTrick().stream().noneMatch(t -> t.card() == c)) {
          notHeld = c;
        }
      }
      for (Card c : new Card[] {heldIllegal, notHeld}) {
        if (c != null) {
          try {
            s.play(c);
            throw new IllegalStateException(c + " was expected to be illegal in " + s.position());
          } catch (IllegalPlayException e) {
            illegal.add(c.notation() + " " + e.violation().code());
          }
        }
      }
      step.put("illegal", illegal);
      step.put("play", m.notation());
      GameState next = s.play(m);
      if (next.currentTrick().isEmpty()) {
        int winner = next.leader();
        StringBuilder draws = new StringBuilder();
        int n = rules.players();
        for (Draw drawn : next.tricks().get(next.tricks().size() - 1).draws()) {
          draws.append(draws.length() > 0 ? " " : "").append(drawn.seat()).append(':')
              .append(drawn.card().notation());
        }
        step.put("winner", winner);
        step.put("draws", draws.toString());
        step.put("hands", hands(next));
        step.put("points", ints(n, next::points));
        step.put("tricks", ints(n, next::tricksWon));
      }
      steps.add(step);
      s = next;
    }
    DealResult r = end.result();
    return obj("id", id, "rules", rules.notation(), "seed", Long.toUnsignedString(seed),
        "deck", deck.notation(), "steps", steps, "final", end.position(), "result", r.notation(), "outcome", outcome(r));
  }

  // ---------------------------------------------------------------- perft

  private static List<Map<String, Object>> perft() {
    List<Map<String, Object>> out = new ArrayList<>();
    long seed = 500;
    String[] twoHand = {"elfern", "elfern hand=4", "elfern hand=5", "elfern head=true",
        "elfern seven-beats-ace=true", "elfern head=true seven-beats-ace=true", "elfern-trumps",
        "elfern-trumps head=true", "elfern-app", "bohemian-points", "bohemian-schneider"};
    for (Rules rules : samples(twoHand, r -> r.players() == 2)) {
      int stock = rules.deck().size() - 2 * rules.handSize();
      // from the deal (phase 1), late phase 1 (crossing into phase 2), phase 2 to lead and follow
      int[] at = rules.hasStock() ? new int[] {0, stock - 2, stock, stock + 1, stock + 4}
          : new int[] {0, 6};
      for (int plays : at) {
        seed++;
        SplitMix64 random = new SplitMix64(seed);
        Deck deck = Deck.shuffled(rules.deck(), random);
        GameState s = playout(GameState.deal(rules, deck), random, plays, false);
        addPerft(out, rules, seed, deck, s,
            rules.equals(Rules.preset("elfern")) ? 20_000 : 50_000);
      }
    }
    String[] fifteen = {"fuenfzehnern", "fuenfzehnern lead=none", "fuenfzehnern lead=strict",
        "fuenfzehnern lead=first-suit", "fuenfzehnern lead=kastner", "fuenfzehnern lead=parlett",
        "fuenfzehnern zwang=false", "fuenfzehnern players=3",
        "fuenfzehnern players=3 lead=strict", "fuenfzehnern players=3 lead=kastner"};
    for (Rules rules : samples(fifteen, r -> r.players() > 2)) {
      for (int plays : new int[] {0, 2 * rules.players(), 4 * rules.players() + 1}) {
        seed++;
        SplitMix64 random = new SplitMix64(seed);
        Deck deck = Deck.shuffled(rules.deck(), random);
        addPerft(out, rules, seed, deck, playout(GameState.deal(rules, deck), random, plays, false),
            50_000);
      }
      if (rules.zwang()) {
        // a lead after the first trick where Zwang may be announced
        for (long z = 1; z < 2000; z++) {
          SplitMix64 random = new SplitMix64(seed * 1000 + z);
          Deck deck = Deck.shuffled(rules.deck(), random);
          GameState s = GameState.deal(rules, deck);
          boolean found = false;
          while (!s.isOver()) {
            if (s.trickNumber() > 1 && s.legalMoves().stream().anyMatch(Move::isZwang)) {
              found = true;
              break;
            }
            List<Move> legal = s.legalMoves();
            s = s.play(legal.get(random.uniform(legal.size())));
          }
          if (found) {
            addPerft(out, rules, seed * 1000 + z, deck, s, 50_000);
            break;
          }
        }
      }
    }
    return out;
  }

  private static void addPerft(List<Map<String, Object>> out, Rules rules, long seed, Deck deck,
      GameState s, long cap) {
    List<Long> counts = new ArrayList<>();
    counts.add(1L);
    for (int d = 1; d <= s.remainingPlays(); d++) {
      long c = Perft.count(s, d);
      if (c > cap) {
        break;
      }
      counts.add(c);
    }
    int max = counts.size() - 1;
    LinkedHashSet<Integer> depths = new LinkedHashSet<>(List.of(1, Math.max(1, max / 2), max));
    for (int d : depths) {
      if (d < 1) {
        continue;
      }
      out.add(obj("id", "perft/" + rules.notation() + "/" + seed + "/" + d, "rules",
          rules.notation(), "seed", Long.toUnsignedString(seed), "deck", deck.notation(),
          "moves", moves(s),
          "position", s.position(), "depth", d, "count", counts.get(d)));
    }
  }

  // ---------------------------------------------------------------- helpers for the others

  static List<Integer> list(int[] a) {
    List<Integer> l = new ArrayList<>();
    for (int x : a) {
      l.add(x);
    }
    return l;
  }

  static Object optional(OptionalInt v) {
    return v.isPresent() ? (Object) v.getAsInt() : null;
  }

  static ParsedRecord first(String text, Strictness strictness) {
    return EgnReader.readAll(text, strictness).get(0);
  }
}
