package io.github.elfern.examples.cli;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.Bots;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.text.Texts;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code play} command: one deal between a person at the terminal and bots.
 *
 * <p>The person sees what the seat may see and plays by number or card token ({@link HumanSeat});
 * input is read line by line from standard input, so a deal can be played with piped input. The
 * deal comes from {@code --seed} (when none is given, drawn from a {@code SecureRandom} by
 * {@link Seeds#draw()}) and the bots draw from a generator derived from it, so a seed and the
 * same inputs replay the same deal. The seed is
 * printed once the deal is over or abandoned, never before: it determines the bot's hand and the
 * stock, which the person must not be able to compute while playing. The
 * finished (or abandoned, with {@code *}) deal can be saved as EGN; the file is overwritten.
 *
 * <p>The words are English or German ({@code --lang}, {@link Texts}). The person is named
 * {@code --name} in the seats, the trick winners and the result, and in the saved record;
 * without a name they are addressed as "You".
 *
 * <p>Exit code 0 when the deal was played to its end or the person quit, 1 when the input ended
 * before the deal did.
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = {
      "Plays one deal against a bot in the terminal.",
      "Shows your hand sorted and numbered, the trick, the stock, the turned trump and the points."
          + " Play by number or card (e.g. 3 or KD; QC=Z or 3z announces Zwang); ? lists the"
          + " legal moves; quit abandons. Works with piped input."
    })
final class PlayCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Option(names = "--game", defaultValue = "elfern", completionCandidates = PresetIds.class,
      description = "Preset id: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  String game;

  @Option(names = "--variant", defaultValue = "", description = "Rule options, e.g. \"hand=5 head\".")
  String variant;

  @Option(names = "--bot", defaultValue = "best",
      description = "The bot: " + Bots.NAMES + ", with options, e.g. \"montecarlo samples=24\" "
          + "(default ${DEFAULT-VALUE}).")
  String bot;

  @Option(names = "--seed", description = "Seed of the deal (unsigned 64-bit decimal; random if absent).")
  String seed;

  @Option(names = "--seat", defaultValue = "0",
      description = "Your seat: 0 forehand (leads first), the last seat deals (default ${DEFAULT-VALUE}).")
  int seat;

  @Option(names = "--name", defaultValue = "You", description = "Your name at the table and in"
      + " the saved record (checked before the deal: no ';', no control characters, at most 200"
      + " characters; default: you are \"You\").")
  String name;

  @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
      description = "Language of the words: en or de (default ${DEFAULT-VALUE}).")
  String lang;

  @Option(names = "--suits", paramLabel = "SUITS", defaultValue = "french",
      completionCandidates = EnumValues.Suits.class,
      description = "Card letters: french or german (default ${DEFAULT-VALUE}).")
  SuitSystem suits;

  @Option(names = "--save", paramLabel = "FILE", description = "Save the deal as EGN.")
  Path save;

  @Override
  public Integer call() {
    Rules rules = UsageError.of("--game/--variant", () -> Rules.preset(game).withVariants(variant));
    if (seat < 0 || seat >= rules.players()) {
      throw new ParameterException(spec.commandLine(), "--seat must be from 0 to "
          + (rules.players() - 1) + " in " + rules.notation() + ", got " + seat);
    }
    // before the deal, saved or not: the name stands at the table and in the seats, and a name
    // the record cannot carry would lose a saved deal at its end
    UsageError.of("--name", () -> {
      GameRecord.checkPlayerName(name);
      return name;
    });
    if (save != null) {
      EgnFiles.checkWritable(save);
    }
    Texts texts = Texts.of(UsageError.of("--lang", () -> Texts.language(lang)), suits);
    Bot opponent = UsageError.of("--bot", () -> Bots.create(bot));
    long dealSeed = seed != null ? UsageError.of("--seed", () -> Seeds.parse(seed)) : Seeds.draw();
    PrintWriter out = spec.commandLine().getOut();
    List<String> shown = new ArrayList<>();
    List<String> saved = new ArrayList<>();
    // a bot is named by its kind ("Heuristic bot", numbered by seat when there are several);
    // its spec with options goes into a comment of the saved record
    List<String> botNames = new ArrayList<>();
    for (int s = 0; s < rules.players(); s++) {
      String b = PlayerNames.bot(opponent.name()) + (rules.players() == 2 ? "" : " " + s);
      shown.add(s == seat ? name : botName(texts, opponent.name())
          + (rules.players() == 2 ? "" : " " + s));
      saved.add(s == seat ? name : b);
      if (s != seat) {
        botNames.add(b);
      }
    }
    List<String> shownBots = new ArrayList<>(shown);
    shownBots.remove(seat);
    Display d = new Display(texts, shown, seat);
    BufferedReader in = new BufferedReader(new InputStreamReader(root.in(), StandardCharsets.UTF_8));
    HumanSeat human = new HumanSeat(in, out, d, seat, System.console() == null);
    // the seed deals every card, the bot's hand and the stock too: shown after the deal only
    // the bot's spec in brackets only where it says more than the bot's name: its options
    out.println(Display.printable(d.t(opponent.name().contains(" ") ? "play.intro"
        : "play.introPlain", Display.title(rules, texts), rules.notation(), d.role(seat),
        String.join(", ", shownBots), opponent.name())));
    List<String> seats = new ArrayList<>();
    for (int s = 0; s < rules.players(); s++) {
      seats.add(d.nameWithRole(s));
    }
    out.println(d.t("play.seats", String.join(", ", seats)));
    out.println(d.goal(rules));
    out.println(d.legend());
    GameState state = GameState.deal(rules, dealSeed);
    SplitMix64 random = new SplitMix64(dealSeed ^ 0x243F6A8885A308D3L);
    boolean abandoned = false;
    boolean quit = false;
    try {
      while (!state.isOver()) {
        Move m = state.toMove() == seat
            ? human.ask(state)
            : opponent.choose(state.view(state.toMove()), random);
        GameState next = state.play(m);
        human.show(state, m, next);
        state = next;
      }
      out.println();
      out.println(d.t("play.over", state.result().notation(),
          d.verdict(state.result(), rules)));
    } catch (HumanSeat.Abandoned e) {
      abandoned = true;
      quit = e.quit();
      out.println(d.t("play.abandoned", e.getMessage()));
    }
    String replay = Long.toUnsignedString(dealSeed);
    out.println(d.t("play.seed", replay));
    if (save != null) {
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", "elfern play");
      if (suits == SuitSystem.GERMAN) {
        tags.put("Suits", "german");
      }
      tags.put("Seed", Long.toUnsignedString(dealSeed));
      if (state.isOver()) {
        tags.put("Result", state.result().notation());
      }
      GameRecord played = GameRecord.of(new PlayedDeal(state, saved), tags);
      GameRecord.Builder b = GameRecord.builder();
      played.tags().forEach(b::tag);
      for (String bot : botNames) {
        // the full spec, for a reader of the record: {Heuristic bot: heuristic}
        b.comment(bot + ": " + opponent.name().replace('}', ')'));
      }
      played.moves().forEach(b::move);
      String egn = EgnWriter.write(b.termination(played.termination()).build());
      try {
        EgnFiles.write(save, egn);
        out.println(Display.printable(d.t("play.saved", save)));
      } catch (EgnFiles.Unwritable e) {
        EgnFiles.toStandardOutput(spec.commandLine().getErr(), out, e, egn, "the deal");
        return 1;
      }
    }
    out.flush();
    // quitting is not a failure; an input that ends before the deal does is
    return abandoned && !quit ? 1 : 0;
  }

  /** {@return a bot's short name in the words of {@code texts}: "Heuristik-Bot"} */
  static String botName(Texts texts, String spec) {
    String kind = spec.strip().split("\\s+", 2)[0];
    if (texts.all().containsKey("bot." + kind)) {
      return texts.get("bot." + kind);
    }
    String english = PlayerNames.bot(spec);
    return english.endsWith(" bot")
        ? texts.get("bot.other", english.substring(0, english.length() - 4)) : english;
  }
}
