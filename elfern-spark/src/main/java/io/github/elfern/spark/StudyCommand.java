package io.github.elfern.spark;

import io.github.elfern.card.SeatKey;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The {@code elfern-study} program: studies of many deals on Spark, in this process by default
 * ({@code local[*]}) and on a cluster under {@code spark-submit}.
 *
 * <ul>
 *   <li>{@code elfern-study solve --game elfern-trumps --deals 20000 --out study/}: the value
 *       of every deal with best play on both sides.
 *   <li>{@code elfern-study tournament --game elfern --bots best,heuristic --deals 100000 --out
 *       t/}: bot A against bot B.
 *   <li>{@code elfern-study compare study1/ study2/ --svg chart.svg}: several studies of
 *       perfect-play values as one Markdown table and one chart.
 * </ul>
 *
 * <p>Everything a study is given is checked before Spark starts: the rules and their options,
 * the bots, the number of deals and of partitions, the seed, the output (it must not exist
 * unless {@code --overwrite} is given) and the master URL (a {@code spark://} master must accept
 * a connection). A bad value is a usage error: one line on standard error, exit code 2. A study
 * that fails on Spark exits with 1, a complete one with 0. Progress goes to standard error, the
 * summary to standard output.
 */
@Command(
    name = "elfern-study",
    mixinStandardHelpOptions = true,
    version = "elfern-study (Elfern studies on Apache Spark)",
    description = {
      "Studies of many deals on Apache Spark: in this process by default, on a cluster with "
          + "spark-submit. Writes OUT/deals/ (Parquet, one row per deal), OUT/summary.txt, "
          + "OUT/summary.json and OUT/chart.svg.",
      "Example: elfern-study solve --game elfern-trumps --deals 20000 --out study/"
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the study is complete (compare: the table is written)",
      "1:the study failed on Spark, or a summary could not be read",
      "2:a usage error: a bad option, rules, bot, output or master, found before Spark starts"
    })
public final class StudyCommand implements Runnable {

  @Spec CommandSpec spec;

  /** Starts the Spark session of a study, and ends it; tests pass one that records the call. */
  interface Sessions {
    /**
     * Starts a session.
     *
     * @param app the application's name
     * @param master the master URL, or empty for the one spark-submit set (else {@code
     *     local[*]})
     * @param conf further Spark settings
     * @return the session
     */
    SparkSession start(String app, Optional<String> master, Map<String, String> conf);

    /** Ends a session that {@link #start} returned. */
    default void end(SparkSession session) {
      session.stop();
    }
  }

  private StudyCommand() {}

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "give a study: solve, tournament or "
        + "compare (elfern-study --help)");
  }

  /**
   * Runs the program.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    if (System.getProperty("log4j2.configurationFile") == null
        && System.getProperty("spark.master") == null) {
      // in process (not under spark-submit): Spark's warnings, not its every step
      System.setProperty("log4j2.configurationFile", "classpath:elfern-study-log4j2.properties");
    }
    System.exit(commandLine(StudyCommand::startSpark).execute(args));
  }

  /** {@return the program's command line, starting Spark with {@code sessions}} */
  static CommandLine commandLine(Sessions sessions) {
    CommandLine cl = new CommandLine(new StudyCommand());
    cl.addSubcommand(new SolveStudy(sessions));
    cl.addSubcommand(new TournamentStudy(sessions));
    cl.addSubcommand(new CompareStudies());
    cl.setParameterExceptionHandler((e, args) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println("elfern-study: " + e.getMessage());
      err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
      err.flush();
      return 2;
    });
    cl.setExecutionExceptionHandler((e, c, parsed) -> {
      if (e instanceof IllegalArgumentException) {
        c.getErr().println("elfern-study: " + e.getMessage());
        c.getErr().flush();
        return 2;
      }
      Throwable root = e;
      while (root.getCause() != null && root.getCause() != root) {
        root = root.getCause();
      }
      // Spark's messages carry the executors' stack traces: the first line says what failed
      c.getErr().println("elfern-study: the study failed: " + firstLine(e.toString())
          + (root != e ? " (caused by " + firstLine(root.toString()) + ")" : ""));
      c.getErr().flush();
      return 1;
    });
    return cl;
  }

  private static String firstLine(String text) {
    return text.lines().findFirst().orElse("");
  }

  /** Starts Spark: the master given, else the one spark-submit set, else {@code local[*]}. */
  static SparkSession startSpark(String app, Optional<String> master, Map<String, String> conf) {
    SparkSession.Builder b = SparkSession.builder().appName(app);
    String m = master.orElse(System.getProperty("spark.master", "local[*]"));
    b.master(m);
    if (m.startsWith("local")) {
      b.config("spark.ui.enabled", "false"); // in process: no web server unless asked for
    } else if (System.getProperty("spark.jars") == null && !conf.containsKey("spark.jars")) {
      // a cluster without spark-submit: ship this program's jar to the executors
      try {
        java.nio.file.Path self = java.nio.file.Path.of(StudyCommand.class.getProtectionDomain()
            .getCodeSource().getLocation().toURI());
        if (self.toString().endsWith(".jar")) {
          b.config("spark.jars", self.toString());
        }
      } catch (java.net.URISyntaxException | RuntimeException e) {
        // not from a jar: the executors must have the classes already
      }
    }
    conf.forEach(b::config);
    return b.getOrCreate();
  }

  /** The options of every study that runs on Spark. */
  static final class RunOptions {
    @Option(names = "--game", paramLabel = "RULES", defaultValue = "elfern",
        description = "The rules, a preset and options, e.g. \"elfern-trumps head\" "
            + "(presets: ${COMPLETION-CANDIDATES}; default ${DEFAULT-VALUE}).",
        completionCandidates = PresetIds.class)
    String game;

    @Option(names = "--deals", paramLabel = "N", required = true,
        description = "The number of deals, 1 to 2147483647.")
    long deals;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "The run's seed: deal i is dealt from SeatKey.fromSeed(S).deckSeed(i) "
            + "(default ${DEFAULT-VALUE}).")
    String seed;

    @Option(names = "--partitions", paramLabel = "P",
        description = "Spark partitions (tasks, Parquet files); default about one per 500 "
            + "deals, at least the cores. The rows do not depend on it.")
    Integer partitions;

    @Option(names = "--out", paramLabel = "OUT", required = true,
        description = "The output directory (a local path, hdfs://...); it must not exist "
            + "unless --overwrite is given.")
    String out;

    @Option(names = "--overwrite",
        description = "Replace OUT if it exists, when the new study is complete.")
    boolean overwrite;

    @Option(names = "--master", paramLabel = "URL",
        description = "Spark's master: local[N] (default local[*], or the one spark-submit "
            + "sets), spark://HOST:PORT, yarn, k8s://...")
    String master;

    @Option(names = "--conf", paramLabel = "KEY=VALUE",
        description = "A Spark setting, e.g. spark.ui.enabled=true; may be repeated.")
    Map<String, String> conf = new LinkedHashMap<>();

    @Option(names = "--no-progress", description = "Do not report progress on standard error.")
    boolean noProgress;

    /** {@return the rules, refused as a usage error} */
    Rules rules(CommandSpec spec) {
      return usage(spec, "--game", () -> Rules.parse(game));
    }

    /** Checks the options that do not depend on the kind of study. */
    void check(CommandSpec spec) {
      if (deals < 1 || deals > Integer.MAX_VALUE) {
        throw new ParameterException(spec.commandLine(), "--deals must be 1 to "
            + Integer.MAX_VALUE + ", got " + deals);
      }
      if (partitions != null && (partitions < 1 || partitions > deals)) {
        throw new ParameterException(spec.commandLine(), "--partitions must be 1 to --deals ("
            + deals + "), got " + partitions);
      }
    }

    /** {@return the study with the partitions given} */
    Study partitioned(Study s) {
      return partitions == null ? s : s.withPartitions(partitions);
    }

    /** Checks the output and the master, starts Spark, runs the study and prints its summary. */
    int run(CommandSpec spec, Sessions sessions, Study study) {
      usage(spec, "", () -> {
        Checks.output(out, overwrite);
        return null;
      });
      Optional<String> m = Optional.ofNullable(master);
      String effective = m.orElse(System.getProperty("spark.master", "local[*]"));
      usage(spec, "", () -> {
        Checks.master(effective);
        return null;
      });
      SparkSession spark = sessions.start("elfern-study " + study, m, conf);
      try {
        Progress progress = new Progress(study.deals(), System.err, 5000);
        if (!noProgress) {
          spark.sparkContext().addSparkListener(progress);
        }
        try {
          Summary s = StudyRunner.run(spark, study, out, overwrite);
          PrintWriter o = spec.commandLine().getOut();
          o.print(s.text());
          o.println("Study written to " + out + ": deals/ (Parquet), summary.txt, summary.json, "
              + "chart.svg.");
          o.flush();
          return 0;
        } finally {
          spark.sparkContext().removeSparkListener(progress);
        }
      } finally {
        sessions.end(spark);
      }
    }
  }

  /** Turns a refusal into a usage error that names the option. */
  static <T> T usage(CommandSpec spec, String option, java.util.function.Supplier<T> check) {
    try {
      return check.get();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), (option.isEmpty() ? "" : option + ": ")
          + e.getMessage(), e);
    }
  }

  /** The preset ids, for the help. */
  static final class PresetIds implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return Preset.values().stream().map(Preset::id).collect(Collectors.toList()).iterator();
    }
  }

  /** {@code elfern-study solve}: perfect-play values. */
  @Command(name = "solve", mixinStandardHelpOptions = true,
      description = {"The value of every deal with best play on both sides, every card known "
          + "(two-player rules): per deal, forehand's points, the value, the result and outcome "
          + "(simple, schneider, schwarz, tie) and the CPU time; in the summary, forehand's "
          + "win, tie and loss shares with Wilson 95%% intervals, mean points, schneider and "
          + "schwarz shares and the points' distribution.",
          "Example: elfern-study solve --game elfern-trumps --deals 20000 --out study/"})
  static final class SolveStudy implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RunOptions options;
    private final Sessions sessions;

    SolveStudy(Sessions sessions) {
      this.sessions = sessions;
    }

    @Override
    public Integer call() {
      options.check(spec);
      Rules rules = options.rules(spec);
      long seed = usage(spec, "", () -> Checks.seed(options.seed));
      Study study = usage(spec, "--game", () -> Study.solve(rules, options.deals, seed));
      return options.run(spec, sessions, options.partitioned(study));
    }
  }

  /** {@code elfern-study tournament}: bot A against bot B. */
  @Command(name = "tournament", mixinStandardHelpOptions = true,
      description = {"Bot A against bot B, seats swapped from deal to deal, each deck played "
          + "twice by default: per deal, the points of both, the result, forfeits, the moves and "
          + "their time; in the summary, A's win, tie and loss shares and score with Wilson 95%% "
          + "intervals, mean points, forfeits, time per move and the points' distribution.",
          "Example: elfern-study tournament --game elfern --bots best,heuristic --deals 10000 "
              + "--out t/"})
  static final class TournamentStudy implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RunOptions options;
    private final Sessions sessions;

    @Option(names = "--bots", paramLabel = "A,B", required = true,
        description = "The two bots, e.g. best,heuristic or \"montecarlo samples=16,random\" "
            + "(random, heuristic, montecarlo, best, with options; solver sees every card).")
    String bots;

    @Option(names = "--paired", negatable = true, defaultValue = "true", fallbackValue = "true",
        description = "Deal each deck twice, seats swapped (default); --no-paired: a fresh "
            + "deck per deal.")
    boolean paired;

    TournamentStudy(Sessions sessions) {
      this.sessions = sessions;
    }

    @Override
    public Integer call() {
      options.check(spec);
      String[] names = bots.split(",", -1);
      if (names.length != 2 || names[0].isBlank() || names[1].isBlank()) {
        throw new ParameterException(spec.commandLine(), "--bots needs two bots separated by a "
            + "comma, e.g. best,heuristic; got '" + Checks.clip(bots) + "'");
      }
      Rules rules = options.rules(spec);
      long seed = usage(spec, "", () -> Checks.seed(options.seed));
      Study study = usage(spec, "--bots", () -> Study.tournament(rules, names[0], names[1],
          options.deals, seed, paired));
      return options.run(spec, sessions, options.partitioned(study));
    }
  }

  /** {@code elfern-study compare}: several studies of perfect-play values side by side. */
  @Command(name = "compare", mixinStandardHelpOptions = true,
      description = {"Several studies of perfect-play values side by side: a Markdown table on "
          + "standard output (forehand's win, tie and loss shares with 95%% intervals, mean "
          + "points, schneider and schwarz) and, with --svg, one chart. Starts no Spark.",
          "Example: elfern-study compare study/elfern study/elfern-trumps --svg outcomes.svg"})
  static final class CompareStudies implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "STUDY", description = "Study directories.")
    List<String> studies;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the chart to FILE.")
    String svg;

    @Option(names = "--title", paramLabel = "TEXT",
        defaultValue = "Who wins with best play, every card known",
        description = "The chart's title (default: ${DEFAULT-VALUE}).")
    String title;

    @Override
    public Integer call() {
      Comparison c = usage(spec, "", () -> Comparison.read(studies));
      PrintWriter o = spec.commandLine().getOut();
      o.print(c.markdown());
      o.flush();
      if (svg != null) {
        usage(spec, "--svg", () -> {
          c.writeSvg(java.nio.file.Path.of(svg), title);
          return null;
        });
      }
      return 0;
    }
  }
}
