package io.github.elfern.examples.cli;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.BotFailure;
import io.github.elfern.card.SeatKey;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.conformance.ExternalBot;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code match} command: a whole match under a scoring schedule ({@link Match}) between bots,
 * or a person ({@code --human}) against bots, with one line per deal and the match table at the
 * end (banners drawn under the banner schedule).
 *
 * <p>The match, its lot and every deal come from the seed; each seat of each deal draws from a
 * generator of its own, derived from the key with the deal's number and the seat ({@link
 * SeatKey}), so a match between bots replays exactly for a seed and key. Both are given ({@code
 * --seed}, {@code --key} or the files that hold them) or chosen as {@link EngineBots#secrets()}
 * says: when an external bot plays, or a person ({@code --human}) without a seed, drawn at random
 * and printed after the match. A match
 * that never ends by itself (e.g. {@code tendler} without {@code deals} or {@code target}) stops
 * after {@code --max-deals}. {@code --save} writes every deal as EGN with the match's tags; if the
 * file cannot be written at the end, the deals follow the table on standard output as EGN (exit
 * code 1), so that no played deal is lost.
 *
 * <p>A bot may be an external program ({@code --engine NAME=COMMAND}, see {@link EngineBots}). A
 * bot that fails forfeits the deal: it is recorded with {@link BotFailure#forfeitResult} (the
 * worst loss for that player) and the match goes on; the forfeits are counted at the end, and a
 * player that forfeited every deal it played makes the match a failed one (exit code 1).
 */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = {
      "Plays a whole match under a scoring schedule and prints the score table.",
      "Between bots, or you (--human) against bots. A bot may be another program "
          + "(--engine NAME=COMMAND); one that fails forfeits the deal and the match goes on."
    })
final class MatchCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Option(names = "--scoring", required = true, arity = "1..*", paramLabel = "SCHEDULE",
      description = "The schedule and its options, quoted or not: e.g. --scoring tendler deals=8;"
          + " banner; counters start=5; altenburg; fifteen deals=4.")
  List<String> scoringWords;

  /** The schedule as one string, however the shell split it. */
  private String scoring() {
    return String.join(" ", scoringWords);
  }

  @Option(names = "--game", defaultValue = "elfern", completionCandidates = PresetIds.class,
      description = "Preset id: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  String game;

  @Option(names = "--variant", defaultValue = "", description = "Rule options, e.g. \"hand=5\".")
  String variant;

  @Option(names = "--bots", defaultValue = "heuristic,random", paramLabel = "A,B,...",
      description = "The players' bots in seat order (default ${DEFAULT-VALUE}); with --human "
          + "you take the first place and the bots the others (default heuristic).")
  String bots;

  @Mixin EngineBots engineBots;

  @Option(names = "--human", description = "You play the first place, at the terminal.")
  boolean human;

  @Option(names = "--max-deals", defaultValue = "500",
      description = "Stop after this many deals (default ${DEFAULT-VALUE}).")
  int maxDeals;

  @Option(names = "--suits", paramLabel = "SUITS", defaultValue = "french",
      completionCandidates = EnumValues.Suits.class,
      description = "Card letters for --human and the saved records: french or german"
          + " (default ${DEFAULT-VALUE}).")
  SuitSystem suits;

  @Option(names = "--save", paramLabel = "FILE", description = "Save every deal as EGN.")
  Path save;

  @Override
  public Integer call() {
    try {
      return play();
    } finally {
      engineBots.close();
    }
  }

  private int play() {
    if (save != null) {
      EgnFiles.checkWritable(save);
    }
    Rules rules = UsageError.of("--game/--variant", () -> Rules.preset(game).withVariants(variant));
    Scoring sc = UsageError.of("--scoring", () -> Scoring.parse(scoring()));
    List<Bot> seats = new ArrayList<>();
    List<String> specs = new ArrayList<>();
    List<String> names = new ArrayList<>();
    if (human) {
      seats.add(null); // the person at the terminal
      specs.add("You");
      names.add("You");
    }
    String botList = human && !spec.commandLine().getParseResult().hasMatchedOption("--bots")
        ? "heuristic" : bots;
    for (String spec1 : botList.split(",", -1)) {
      if (spec1.isBlank()) {
        throw new ParameterException(spec.commandLine(), "--bots has an empty entry: '" + bots + "'");
      }
      Bot b = engineBots.bot(spec1.strip());
      seats.add(b);
      specs.add(b.name());
      // the table shows short names: the bot's name without its options
      names.add(b.name().strip().split("\\s+")[0]);
    }
    List<String> given = List.copyOf(names);
    for (int i = 0; i < names.size(); i++) {
      if (given.indexOf(given.get(i)) != given.lastIndexOf(given.get(i))) {
        names.set(i, given.get(i) + " " + (i + 1));
      }
    }
    if (maxDeals < 1) {
      throw new ParameterException(spec.commandLine(), "--max-deals must be at least 1");
    }
    if (save != null) {
      // before the first deal: a name the records cannot carry would lose the deals at the end
      for (String n : names) {
        UsageError.of("--bots", () -> {
          GameRecord.checkPlayerName(n);
          return n;
        });
      }
    }
    EngineBots.Secrets secrets = engineBots.secrets(human);
    Match m = Match.start(rules, sc, names, secrets.seed());
    SeatKey key = secrets.key();
    PrintWriter out = spec.commandLine().getOut();
    BufferedReader in = new BufferedReader(new InputStreamReader(root.in(), StandardCharsets.UTF_8));
    StringBuilder egn = new StringBuilder();
    boolean abandoned = false;
    int[] forfeits = new int[names.size()];
    int[] played = new int[names.size()];
    out.println(Display.printable("Match: " + rules.notation() + ", " + sc.notation() + ", "
        + String.join(", ", names)));
    for (int i = 0; i < names.size(); i++) {
      if (!names.get(i).equals(specs.get(i))) {
        out.println(Display.printable("  " + names.get(i) + ": " + specs.get(i)));
      }
    }
    while (!m.isOver() && m.history().size() < maxDeals) {
      long dealSeed = m.dealSeed();
      GameState s = m.deal();
      List<Integer> seating = m.seating();
      List<String> seatNames = new ArrayList<>();
      int humanSeat = -1;
      for (int seat = 0; seat < seating.size(); seat++) {
        seatNames.add(names.get(seating.get(seat)));
        if (human && seating.get(seat) == 0) {
          humanSeat = seat;
        }
      }
      Display d = new Display(suits, seatNames);
      HumanSeat person = humanSeat < 0 ? null
          : new HumanSeat(in, out, d, humanSeat, System.console() == null);
      if (person != null) {
        out.println();
        out.println("Deal " + (m.history().size() + 1) + ": " + d.nameWithRole(humanSeat)
            + " against " + String.join(", ", seatNames.subList(0, humanSeat))
            + (humanSeat > 0 && humanSeat < seatNames.size() - 1 ? ", " : "")
            + String.join(", ", seatNames.subList(humanSeat + 1, seatNames.size()))
            + (m.multiplier() == 2 ? " (the award counts double after a Ständer)" : ""));
      }
      List<RandomGenerator> random = key.generators(m.history().size(), s.players());
      BotFailure failure = null;
      int failedSeat = -1;
      try {
        while (!s.isOver()) {
          int mover = s.toMove();
          Move mv;
          try {
            if (mover == humanSeat) {
              mv = person.ask(s);
            } else {
              Bot bot = seats.get(seating.get(mover));
              long t0 = System.nanoTime();
              mv = bot.choose(s.view(mover), random.get(mover));
              if (!(bot instanceof ExternalBot)) {
                engineBots.padLibraryMove(t0);
              }
            }
          } catch (BotFailure f) {
            failure = f;
            failedSeat = mover;
            break;
          }
          GameState next = s.play(mv);
          if (person != null) {
            person.show(s, mv, next);
          }
          s = next;
        }
      } catch (HumanSeat.Abandoned e) {
        out.println("The match is abandoned: " + e.getMessage() + ".");
        abandoned = true;
        break;
      }
      DealResult result = failure == null ? s.result()
          : BotFailure.forfeitResult(rules, Set.of(failedSeat));
      String who = failure == null ? null
          : seatNames.get(failedSeat) + " (seat " + failedSeat + ")";
      if (failure != null) {
        forfeits[seating.get(failedSeat)]++;
      }
      seating.forEach(player -> played[player]++);
      out.println("Deal " + (m.history().size() + 1) + " (dealer: "
          + Display.printable(names.get(m.dealer())) + "): "
          + result.notation() + ", " + (failure == null ? d.verdict(result, rules)
              : EngineBots.forfeitNote(who, failure, result)));
      if (save != null) {
        // the deal with its players in the seats they played, before the match moves on
        PlayedDeal playedDeal = m.playedDeal(s);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "elfern match");
        tags.put("Deal", Integer.toString(m.history().size() + 1));
        tags.put("Scoring", sc.notation());
        if (suits == SuitSystem.GERMAN) {
          // the cards as they were shown, as play --suits german saves them
          tags.put("Suits", "german");
        }
        tags.put("Seed", Long.toUnsignedString(dealSeed));
        if (failure == null) {
          tags.put("Result", s.result().notation());
          egn.append(EgnWriter.write(GameRecord.of(playedDeal, tags)));
        } else {
          egn.append(EgnWriter.write(EngineBots.forfeitRecord(playedDeal, tags, who, failure,
              result)));
        }
      }
      m = m.record(result);
    }
    out.println();
    out.print(Display.printableLines(m.render()));
    List<String> counted = new ArrayList<>();
    for (int i = 0; i < forfeits.length; i++) {
      if (forfeits[i] > 0) {
        counted.add(names.get(i) + " " + forfeits[i]);
      }
    }
    if (!counted.isEmpty()) {
      out.println(Display.printable("Forfeits: " + String.join(", ", counted) + "."));
    }
    if (!m.isOver() && !abandoned) {
      out.println("Stopped after " + m.history().size() + " deals (--max-deals).");
    }
    EgnFiles.Unwritable unsaved = null;
    if (save != null) {
      try {
        EgnFiles.write(save, egn.toString());
        out.println(Display.printable("Saved to " + save + "."));
      } catch (EgnFiles.Unwritable e) {
        unsaved = e;
      }
    }
    secrets.replayLine().ifPresent(out::println);
    List<String> failed = new ArrayList<>(engineBots.neverStarted());
    for (int i = 0; i < names.size(); i++) {
      EngineBots.forfeitedAll(names.get(i), forfeits[i], played[i], "match")
          .ifPresent(failed::add);
    }
    failed.forEach(f -> out.println(Display.printable(f)));
    out.flush();
    if (unsaved != null) {
      EgnFiles.toStandardOutput(spec.commandLine().getErr(), out, unsaved, egn.toString(),
          "the deals");
      return 1;
    }
    return abandoned || !failed.isEmpty() ? 1 : 0;
  }
}
