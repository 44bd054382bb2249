package io.github.elfern.examples.vectors;

import static io.github.elfern.examples.vectors.VectorGenerator.obj;

import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.card.Deck;
import io.github.elfern.card.Rank;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.Suit;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.notation.Diagnostic;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The {@code invalid} vectors: records with exactly one defect each. The expected line and column
 * are those of the token the generator put there, and the expected code follows from the defect's
 * definition (a card of another suit while holding the suit led in phase 2 is {@code must-follow});
 * generation fails if the library's reader disagrees.
 */
final class InvalidVectors {
  
  /** A record built line by line, knowing where each token stands. */
  static final class Text {
    final List<String> lines = new ArrayList<>();
    final List<String[]> tags = new ArrayList<>();
    final List<List<String>> movetext = new ArrayList<>();
    int firstMovetextLine;

    Text tag(String name, String value) {
      tags.add(new String[] {name, value});
      return this;
    }

    Text without(String name) {
      tags.removeIf(t -> t[0].equals(name));
      return this;
    }

    Text replaceTag(String name, String value) {
      for (String[] t : tags) {
        if (t[0].equals(name)) {
          t[1] = value;
        }
      }
      return this;
    }

    /** Adds the moves, one trick per line with its number, then the marker on its own line. */
    Text moves(List<String> moves, int seats, String marker) {
      for (int i = 0; i < moves.size(); i += seats) {
        List<String> line = new ArrayList<>();
        line.add((i / seats + 1) + ".");
        line.addAll(moves.subList(i, Math.min(moves.size(), i + seats)));
        movetext.add(line);
      }
      movetext.add(new ArrayList<>(List.of(marker)));
      return this;
    }

    String render() {
      StringBuilder sb = new StringBuilder();
      for (String[] t : tags) {
        sb.append(t.length > 2 ? t[2] : "[" + t[0] + " \"" + t[1] + "\"]").append('\n');
      }
      if (!tags.isEmpty()) {
        sb.append('\n');
      }
      firstMovetextLine = tags.isEmpty() ? 1 : tags.size() + 2;
      for (List<String> l : movetext) {
        sb.append(String.join(" ", l)).append('\n');
      }
      return sb.toString();
    }

    int[] tagAt(String name) {
      for (int i = 0; i < tags.size(); i++) {
        if (tags.get(i)[0].equals(name)) {
          return new int[] {i + 1, 1};
        }
      }
      throw new IllegalStateException("no tag " + name);
    }

    /** The position of token {@code token} of movetext line {@code line} (both from 0). */
    int[] at(int line, int token) {
      render();
      int col = 1;
      List<String> l = movetext.get(line);
      for (int i = 0; i < token; i++) {
        col += l.get(i).length() + 1;
      }
      return new int[] {firstMovetextLine + line, col};
    }

    /** The position of the card played as move {@code m} (from 0) with {@code seats} per trick. */
    int[] move(int m, int seats) {
      return at(m / seats, 1 + m % seats);
    }

    int[] endOfFile() {
      String text = render();
      int line = (int) text.chars().filter(c -> c == '\n').count() + 1;
      return new int[] {line, 1};
    }
  }

  private static Text base() {
    Text t = new Text().tag("Event", "Conformance").tag("Game", "elfern")
        .tag("Players", "Anna; Ben").tag("Seed", "42").tag("Result", "18-2");
    return t.moves(specMoves(), 2, "18-2");
  }

  private static List<String> specMoves() {
    return new ArrayList<>(Arrays.asList(VectorGenerator.SPEC_EXAMPLE_MOVES.split(" ")));
  }

  private final List<Map<String, Object>> out = new ArrayList<>();

  static List<Map<String, Object>> generate() {
    return new InvalidVectors().all();
  }

  private List<Map<String, Object>> all() {
    Text t;

    t = base();
    t.movetext.get(2).add(0, "xyz");
    add("syntax/garbage-word", "elfern", t, false, "syntax", t.at(2, 0));

    t = base();
    t.movetext.get(15).add("{unterminated");
    add("syntax/unterminated-comment", "elfern", t, false, "syntax", t.at(15, 3));

    t = base();
    t.movetext.remove(16);
    add("syntax/missing-marker", "elfern", t, false, "syntax", t.endOfFile());

    t = base();
    t.tags.set(0, new String[] {"Event", "", "[Event \"Conformance]"});
    add("syntax/malformed-tag", "elfern", t, false, "syntax", new int[] {1, 1});

    t = base();
    t.tags.add(3, new String[] {"Event", "Again"});
    add("duplicate-tag", "elfern", t, false, "duplicate-tag", new int[] {4, 1});

    t = base().without("Game");
    add("missing-game", "elfern", t, false, "missing-game", new int[] {1, 1});

    t = base().replaceTag("Game", "elfen");
    add("unknown-game", "elfern", t, false, "unknown-game", t.tagAt("Game"));

    t = base();
    t.tags.add(2, new String[] {"Variant", "hand=7"});
    add("bad-variant/value", "elfern", t, false, "bad-variant", t.tagAt("Variant"));

    t = base();
    t.tags.add(2, new String[] {"Variant", "capture=next"});
    add("bad-variant/key-of-another-game", "elfern", t, false, "bad-variant", t.tagAt("Variant"));

    t = base();
    t.tags.add(2, new String[] {"Variant", "head=true head=false"});
    add("bad-variant/repeated-key", "elfern", t, false, "bad-variant", t.tagAt("Variant"));

    t = base();
    t.tags.add(3, new String[] {"Suits", "italian"});
    add("bad-tag/suits", "elfern", t, false, "bad-tag", t.tagAt("Suits"));

    t = base().replaceTag("Players", "Anna; Ben; Cleo");
    add("bad-tag/players", "elfern", t, false, "bad-tag", t.tagAt("Players"));

    t = base();
    t.tags.add(1, new String[] {"Date", "2026.13.01"});
    add("bad-tag/date", "elfern", t, false, "bad-tag", t.tagAt("Date"));

    t = base();
    t.movetext.get(0).set(2, "9X");
    add("bad-card/movetext", "elfern", t, false, "bad-card", t.at(0, 2));

    t = base();
    t.movetext.get(3).set(1, "8c");
    add("bad-card/strict-lower-case", "elfern", t, true, "bad-card", t.at(3, 1));

    Deck deck42 = Deck.shuffled(Rules.preset("elfern").deck(), 42);
    t = base();
    t.tags.add(4, new String[] {"Deck", deck42.notation().replace("KD", "KZ")});
    add("bad-card/deck", "elfern", t, false, "bad-card", t.tagAt("Deck"));

    t = base().without("Seed");
    List<String> twice = new ArrayList<>(Arrays.asList(deck42.notation().split(" ")));
    twice.set(31, twice.get(0));
    t.tags.add(3, new String[] {"Deck", String.join(" ", twice)});
    add("bad-deck/card-twice", "elfern", t, false, "bad-deck", t.tagAt("Deck"));

    t = base().without("Seed");
    t.tags.add(3, new String[] {"Deck", String.join(" ", twice.subList(0, 31))});
    add("bad-deck/short", "elfern", t, false, "bad-deck", t.tagAt("Deck"));

    t = base().replaceTag("Seed", "18446744073709551616");
    add("bad-deck/seed-too-large", "elfern", t, false, "bad-deck", t.tagAt("Seed"));

    t = base().replaceTag("Seed", "-1");
    add("bad-deck/seed-negative", "elfern", t, false, "bad-deck", t.tagAt("Seed"));

    t = base();
    t.tags.add(4, new String[] {"Deck", Deck.shuffled(Rules.preset("elfern").deck(), 43)
        .notation()});
    add("seed-deck-mismatch", "elfern", t, false, "seed-deck-mismatch", t.tagAt("Deck"));

    t = base().without("Seed");
    add("not-replayable", "elfern", t, false, "not-replayable", new int[] {1, 1});

    t = base();
    t.movetext.get(2).set(0, "4.");
    add("trick-number/wrong", "elfern", t, false, "trick-number", t.at(2, 0));

    t = base();
    t.movetext.get(1).remove(0);
    add("trick-number/strict-missing", "elfern", t, true, "trick-number", t.at(1, 0));

    t = base();
    t.movetext.add(16, new ArrayList<>(List.of("17.", "AH")));
    add("extra-card", "elfern", t, false, "extra-card", t.at(16, 1));

    // AC is dealt to the dealer (positions 11 and 12 of seed 42's deck go to the dealer).
    t = base();
    t.movetext.get(0).set(1, "AC");
    add("not-in-hand/opponent-card", "elfern", t, false, "not-in-hand", t.at(0, 1));

    t = base();
    t.movetext.get(1).set(2, "KD");
    add("not-in-hand/card-played-before", "elfern", t, false, "not-in-hand", t.at(1, 2));

    t = base();
    t.movetext.get(0).set(1, "KD=Z");
    add("zwang-not-allowed/elfern", "elfern", t, false, "zwang-not-allowed", t.at(0, 1));

    t = base();
    t.movetext.set(16, new ArrayList<>(List.of("17-3")));
    t.replaceTag("Result", "17-3");
    add("result-mismatch/marker", "elfern", t, false, "result-mismatch", t.at(16, 0));

    t = base().replaceTag("Result", "17-3");
    add("result-mismatch/result-tag", "elfern", t, false, "result-mismatch", t.tagAt("Result"));

    t = base();
    t.movetext.remove(15);
    add("result-mismatch/unfinished", "elfern", t, false, "result-mismatch", t.at(15, 0));

    t = base();
    t.tags.add(3, new String[] {"Suits", "german"});
    add("bad-card/french-card-in-german-record", "elfern", t, false, "bad-card", t.at(0, 1));

    // Play-rule defects, found in random deals by their definitions.
    found("must-follow", "elfern", (s) -> {
      if (s.stockSize() != 0 || s.currentTrick().size() != 1) {
        return Optional.empty();
      }
      Suit led = s.currentTrick().get(0).card().suit();
      CardSet hand = s.hand(s.toMove());
      CardSet other = hand.minus(hand.ofSuit(led));
      return hand.hasSuit(led) && !other.isEmpty() ? Optional.of(other.first().notation())
          : Optional.empty();
    });
    found("must-follow", "fuenfzehnern", (s) -> {
      if (s.currentTrick().size() != 1 || s.isZwangAnnounced()) {
        return Optional.empty();
      }
      Suit led = s.currentTrick().get(0).card().suit();
      CardSet hand = s.hand(s.toMove());
      CardSet other = hand.minus(hand.ofSuit(led));
      return hand.hasSuit(led) && !other.isEmpty() ? Optional.of(other.first().notation())
          : Optional.empty();
    });
    found("must-head", "elfern head=true", (s) -> {
      if (s.stockSize() != 0 || s.currentTrick().size() != 1) {
        return Optional.empty();
      }
      Card led = s.currentTrick().get(0).card();
      CardSet suit = s.hand(s.toMove()).ofSuit(led.suit());
      Card higher = null;
      Card lower = null;
      for (Card c : suit) { // canonical order: highest first
        if (c.rank().ordinal() < led.rank().ordinal()) {
          higher = higher == null ? c : higher;
        } else {
          lower = c;
        }
      }
      return higher != null && lower != null ? Optional.of(lower.notation()) : Optional.empty();
    });
    found("must-trump", "elfern-trumps", (s) -> {
      if (s.stockSize() != 0 || s.currentTrick().size() != 1) {
        return Optional.empty();
      }
      Suit led = s.currentTrick().get(0).card().suit();
      Suit trump = s.trumpSuit().orElseThrow();
      CardSet hand = s.hand(s.toMove());
      CardSet plain = hand.minus(hand.ofSuit(trump));
      return !hand.hasSuit(led) && hand.hasSuit(trump) && !plain.isEmpty()
          ? Optional.of(plain.first().notation()) : Optional.empty();
    });
    found("must-play-ace", "fuenfzehnern", (s) -> {
      if (!s.isZwangAnnounced()) {
        return Optional.empty();
      }
      Suit led = s.currentTrick().get(0).card().suit();
      Card ace = Card.of(Rank.ACE, led);
      CardSet hand = s.hand(s.toMove());
      CardSet others = hand.ofSuit(led).without(ace);
      return hand.contains(ace) && !others.isEmpty() ? Optional.of(others.first().notation())
          : Optional.empty();
    });
    found("lead-restricted", "fuenfzehnern lead=first-suit", (s) -> {
      if (!s.currentTrick().isEmpty() || s.trickNumber() < 2) {
        return Optional.empty();
      }
      Suit first = s.tricks().get(0).cards().get(0).suit();
      CardSet hand = s.hand(s.toMove());
      if (!hand.hasSuit(first)) {
        return Optional.empty();
      }
      for (Card c : hand) {
        if (c.suit() != first && hand.ofSuit(c.suit()).size() >= 2) {
          return Optional.of(c.notation());
        }
      }
      return Optional.empty();
    });
    found("zwang-not-allowed", "fuenfzehnern", (s) -> {
      if (!s.currentTrick().isEmpty()) {
        return Optional.empty();
      }
      CardSet hand = s.hand(s.toMove());
      for (Card c : s.legalCards()) {
        if (c.rank() == Rank.QUEEN && !hand.contains(Card.of(Rank.KING, c.suit()))) {
          return Optional.of(c.notation() + "=Z");
        }
      }
      return Optional.empty();
    });
    found("zwang-not-allowed", "fuenfzehnern zwang=false", (s) -> {
      if (!s.currentTrick().isEmpty()) {
        return Optional.empty();
      }
      CardSet hand = s.hand(s.toMove());
      for (Card c : s.legalCards()) {
        if (c.rank() == Rank.QUEEN && hand.contains(Card.of(Rank.KING, c.suit()))) {
          return Optional.of(c.notation() + "=Z");
        }
      }
      return Optional.empty();
    });
    return out;
  }

  /** Plays random deals until {@code defect} names a defective token, and records it. */
  private void found(String code, String rulesText, Function<GameState, Optional<String>>
      defect) {
    Rules rules = Rules.parse(rulesText);
    for (long seed = 1; seed < 5000; seed++) {
      SplitMix64 random = new SplitMix64(seed);
      GameState s = GameState.deal(rules, Deck.shuffled(rules.deck(), random));
      while (!s.isOver()) {
        Optional<String> bad = defect.apply(s);
        if (bad.isPresent()) {
          List<String> moves = new ArrayList<>();
          for (Move m : s.moves()) {
            moves.add(m.notation());
          }
          int played = moves.size();
          moves.add(bad.get());
          Text t = new Text().tag("Event", "Conformance").tag("Game", rules.preset().id());
          String variant = rules.notation().substring(rules.preset().id().length()).strip();
          if (!variant.isEmpty()) {
            t.tag("Variant", variant);
          }
          t.tag("Seed", Long.toString(seed)).moves(moves, rules.players(), "*");
          add(code + "/" + rules.notation(), rules.notation(), t, false, code,
              t.move(played, rules.players()));
          return;
        }
        List<Move> legal = s.legalMoves();
        Move zwang = legal.stream().filter(Move::isZwang).findFirst().orElse(null);
        s = s.play(zwang != null ? zwang : legal.get(random.uniform(legal.size())));
      }
    }
    throw new IllegalStateException("no deal of " + rulesText + " shows a " + code + " defect");
  }

  private void add(String id, String rules, Text t, boolean strict, String code,
      int[] at) {
    String text = t.render();
    ParsedRecord r = VectorGenerator.first(text, strict ? Strictness.STRICT : Strictness.LENIENT);
    Optional<Diagnostic> e = r.firstError();
    if (e.isEmpty() || !e.get().code().code().equals(code) || e.get().line() != at[0]
        || e.get().column() != at[1]) {
      throw new IllegalStateException("invalid vector " + id + ": expected " + code + " at "
          + at[0] + ":" + at[1] + ", the reader found " + e + " in\n" + text);
    }
    out.add(obj("id", "invalid/" + id, "rules", rules, "strict", strict, "egn", text,
        "code", code, "line", at[0], "column", at[1], "message", e.get().message()));
  }
}
