package io.github.elfern.examples.cli;

import io.github.elfern.card.Card;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tool that generated the bundled example records in {@code elfern-examples/examples}: it plays
 * real deals with the engine, each seat choosing by a simple greedy rule (win a trick when it
 * gains points, else give away the cheapest card; lead the cheapest card; announce Zwang when the
 * ace is in another hand), and writes them with {@link EgnWriter}.
 *
 * <p>Run once, by hand; the files are checked in and {@link ExamplesTest} validates them:
 * {@code java -cp elfern-examples/target/elfern.jar:elfern-examples/target/test-classes
 * io.github.elfern.examples.cli.ExampleRecords elfern-examples/examples}
 */
final class ExampleRecords {
  private ExampleRecords() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : "elfern-examples/examples");
    write(dir.resolve("elfern-trumps.egn"), deal("elfern-trumps", 7, tags(
        "Event", "Example: Elfern with trumps", "Players", "Anna; Ben")));
    write(dir.resolve("elfern-app.egn"), deal("elfern-app", 11, tags(
        "Event", "Example: the app's rules (seven beats ace)", "Players", "Anna; Ben")));
    write(dir.resolve("bohemian-schneider.egn"), deal("bohemian-schneider", 3, tags(
        "Event", "Example: Böhmischer Schneider", "Players", "Clara; Dieter")));
    write(dir.resolve("bohemian-points.egn"), deal("bohemian-points", 5, tags(
        "Event", "Example: Böhmischer Schneider with card points", "Players", "Clara; Dieter")));
    write(dir.resolve("fuenfzehnern.egn"), zwangDeal(tags(
        "Event", "Example: Fünfzehnern with Zwang", "Players", "Anna; Ben; Clara; Dieter")));
    write(dir.resolve("german-suits.egn"), deal("elfern", 2026, tags(
        "Event", "Beispiel: Elfern mit deutschen Karten", "Players", "Anna; Ben",
        "Suits", "german")));
    write(dir.resolve("tendler-match.egn"), match());
  }

  private static Map<String, String> tags(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return m;
  }

  private static String deal(String game, long seed, Map<String, String> tags) {
    GameState s = play(GameState.deal(Rules.preset(game), seed), new SplitMix64(seed));
    tags.put("Seed", Long.toUnsignedString(seed));
    tags.put("Result", s.result().notation());
    return EgnWriter.write(GameRecord.of(s, tags));
  }

  /** The first Fünfzehnern deal (seed from 1) in which a Zwang announcement forces an ace. */
  private static String zwangDeal(Map<String, String> tags) {
    Rules rules = Rules.preset("fuenfzehnern");
    for (long seed = 1; ; seed++) {
      GameState s = play(GameState.deal(rules, seed), new SplitMix64(seed));
      if (forcesAce(s)) {
        tags.put("Seed", Long.toString(seed));
        tags.put("Result", s.result().notation());
        return EgnWriter.write(GameRecord.of(s, tags));
      }
    }
  }

  private static boolean forcesAce(GameState end) {
    GameState s = end.start();
    for (Move m : end.moves()) {
      if (m.isZwang()) {
        Card ace = Card.of(io.github.elfern.card.Rank.ACE, m.card().suit());
        for (int seat = 0; seat < s.players(); seat++) {
          if (seat != s.toMove() && s.hand(seat).contains(ace)) {
            return true;
          }
        }
      }
      s = s.play(m);
    }
    return false;
  }

  /** A Tendler match of four deals of Elfern, each deal a record with the match's tags. */
  private static String match() {
    Rules rules = Rules.preset("elfern");
    Scoring scoring = Scoring.parse("tendler deals=4");
    Match m = Match.start(rules, scoring, List.of("Anna", "Ben"), 1830);
    StringBuilder sb = new StringBuilder();
    int deal = 1;
    while (!m.isOver()) {
      long seed = m.dealSeed();
      GameState s = play(m.deal(), new SplitMix64(seed));
      List<String> names = new ArrayList<>();
      for (int seat = 0; seat < rules.players(); seat++) {
        names.add(m.players().get(m.playerAt(seat)));
      }
      Map<String, String> tags = tags("Event", "Example: a Tendler match of four deals",
          "Match", "Anna v Ben", "Deal", Integer.toString(deal++),
          "Players", String.join("; ", names), "Scoring", scoring.notation(),
          "Seed", Long.toUnsignedString(seed), "Result", s.result().notation());
      sb.append(EgnWriter.write(GameRecord.of(s, tags)));
      m = m.record(s);
    }
    return sb.toString();
  }

  /** Plays a deal to its end with the greedy rule of each seat, ties broken at random. */
  static GameState play(GameState s, SplitMix64 random) {
    while (!s.isOver()) {
      s = s.play(choose(s, random));
    }
    return s;
  }

  private static Move choose(GameState s, SplitMix64 random) {
    int me = s.toMove();
    Rules rules = s.rules();
    List<Move> best = new ArrayList<>();
    int bestScore = Integer.MIN_VALUE;
    for (Move m : s.legalMoves()) {
      int score;
      GameState next = s.play(m);
      if (s.currentTrick().isEmpty()) {
        score = m.isZwang() && aceElsewhere(s, m.card()) ? 100 : -4 * rules.points(m.card())
            - (m.isZwang() ? 1 : 0);
      } else if (next.currentTrick().isEmpty()) {
        int points = next.points(next.leader()) - s.points(next.leader());
        score = next.leader() == me ? 4 * points - rules.points(m.card())
            : -4 * points - rules.points(m.card());
      } else {
        score = -rules.points(m.card());
      }
      if (score > bestScore) {
        bestScore = score;
        best.clear();
      }
      if (score == bestScore) {
        best.add(m);
      }
    }
    return best.get(random.uniform(best.size()));
  }

  private static boolean aceElsewhere(GameState s, Card queen) {
    Card ace = Card.of(io.github.elfern.card.Rank.ACE, queen.suit());
    return !s.hand(s.toMove()).contains(ace) && !s.playedCards().contains(ace);
  }

  private static void write(Path file, String text) throws IOException {
    Files.writeString(file, text, StandardCharsets.UTF_8);
    System.out.println("wrote " + file);
  }
}
