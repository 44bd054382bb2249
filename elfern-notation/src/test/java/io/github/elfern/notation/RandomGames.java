package io.github.elfern.notation;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Random legal games of every preset and some variants, for property tests. */
final class RandomGames {
  private RandomGames() {}

  static final List<String> RULES = List.of(
      "elfern", "elfern hand=4", "elfern hand=5 head=true", "elfern seven-beats-ace=true",
      "elfern-trumps", "elfern-trumps head=true", "elfern-app", "bohemian-schneider",
      "bohemian-schneider capture=higher", "bohemian-points", "fuenfzehnern",
      "fuenfzehnern players=3", "fuenfzehnern lead=strict", "fuenfzehnern lead=first-suit",
      "fuenfzehnern lead=kastner", "fuenfzehnern lead=parlett zwang=false",
      "fuenfzehnern lead=none settlement=simplified");

  static final String[] NAMES = {"Anna", "Ben", "Clara", "Dieter"};

  /** A game of {@code RULES.get(rulesIndex)} from {@code seed}, cut after {@code cut} plays. */
  static List<GameState> play(int rulesIndex, long seed, int cut) {
    Rules rules = Rules.parse(RULES.get(rulesIndex));
    GameState s = GameState.deal(rules, seed);
    SplitMix64 random = new SplitMix64(seed * 31 + rulesIndex);
    List<GameState> states = new ArrayList<>();
    states.add(s);
    while (!s.isOver() && states.size() - 1 < cut) {
      List<Move> legal = s.legalMoves();
      s = s.play(legal.get(random.uniform(legal.size())));
      states.add(s);
    }
    return states;
  }

  static Map<String, String> tags(GameState s, long seed, boolean german) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "Property \"test\" \\ run");
    tags.put("Date", "2026.11.??");
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < s.players(); i++) {
      names.append(i > 0 ? "; " : "").append(NAMES[i]);
    }
    tags.put("Players", names.toString());
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Zeta", "an unknown tag");
    tags.put("Annotator", "QuickTheories");
    if (german) {
      tags.put("Suits", "german");
    }
    if (s.isOver()) {
      tags.put("Result", s.result().notation());
    }
    return tags;
  }

  /** The record of a game, with glyphs and comments sprinkled by {@code seed}. */
  static GameRecord record(List<GameState> states, long seed, boolean german, boolean annotate) {
    GameState last = states.get(states.size() - 1);
    GameRecord plain = GameRecord.of(last, tags(last, seed, german));
    if (!annotate) {
      return plain;
    }
    SplitMix64 random = new SplitMix64(seed ^ 0x5DEECE66DL);
    GameRecord.Builder b = GameRecord.builder();
    plain.tags().forEach(b::tag);
    b.comment("opening  remarks\tfolded");
    for (RecordedMove m : plain.moves()) {
      int g = random.uniform(10);
      b.move(new io.github.elfern.notation.RecordedMove(m.move(),
          g < Glyph.values().length ? java.util.Optional.of(Glyph.values()[g])
              : java.util.Optional.empty(), List.of()));
      if (random.uniform(6) == 0) {
        b.comment("a long comment that goes on and on so that the writer has to break it "
            + "across lines at its spaces " + random.uniform(1000));
      }
    }
    b.termination(plain.termination());
    return b.build();
  }
}
