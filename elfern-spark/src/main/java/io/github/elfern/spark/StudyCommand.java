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
 *       t/}: bot A against bot B; with one bot per seat ({@code --game fuenfzehnern --bots
 *       best,heuristic,heuristic,heuristic}), a table where each bot plays for itself.
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
      "2:a usage error: a bad option, rules, bot, output or master, found before Spark starts",
      "130:interrupted (Ctrl-C): OUT is untouched, OUT.incomplete holds what was written"
    })
public final class StudyCommand implements Runnable {

  @Spec CommandSpec spec;

  /** Whether this process logs with elfern-study-log4j2.properties (in process: warn). */
  private static volatile boolean quietLogging;

  /**
   * The setting above which Spark writes a plan's columns as "... more fields" with a warning
   * ("Truncated the string representation of a plan"): a table's plans have more than its
   * default of 25.
   */
  static final String WIDE_PLANS = "spark.sql.debug.maxToStringFields";

  /** The exit code of an interrupted study, as shells report SIGINT: 128 + 2. */
  static final int EXIT_INTERRUPTED = 130;

  /** Reads a whole number for an option, saying what is expected when it is not one. */
  static final class WholeNumber implements CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      try {
        return Long.parseLong(value.strip());
      } catch (NumberFormatException e) {
        throw new CommandLine.TypeConversionException("'" + Checks.clip(value) + "' is not a "
            + "whole number");
      }
    }
  }

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
      // in process (not under spark-submit): Spark's warnings, not its every step; under
      // spark-submit, --spark-log sets the level (warn by default) when a study starts
      System.setProperty("log4j2.configurationFile", "classpath:elfern-study-log4j2.properties");
      quietLogging = true;
    }
    System.exit(commandLine(StudyCommand::startSpark).execute(args));
  }

  /** {@return the program's command line, starting Spark with {@code sessions}} */
  static CommandLine commandLine(Sessions sessions) {
    CommandLine cl = new CommandLine(new StudyCommand());
    cl.addSubcommand(new SolveStudy(sessions));
    cl.addSubcommand(new TournamentStudy(sessions));
    cl.addSubcommand(new CompareStudies());
    cl.addSubcommand(new SummarizeStudy(sessions));
    cl.setParameterExceptionHandler((e, args) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println("elfern-study: " + e.getMessage());
      err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
      err.flush();
      return 2;
    });
    cl.setExecutionExceptionHandler((e, c, parsed) -> {
      if (Interruption.interrupted()) {
        return EXIT_INTERRUPTED; // the line is printed; the JVM exits with 130 itself
      }
      if (e instanceof StudyFailure) {
        c.getErr().println("elfern-study: " + e.getMessage());
        c.getErr().flush();
        return 1;
      }
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
        converter = WholeNumber.class,
        description = "The number of deals, 1 to 2147483647.")
    long deals;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "The run's seed, an unsigned 64-bit integer (default ${DEFAULT-VALUE}): "
            + "a paired tournament's deals 2d and 2d+1 share the deck "
            + "SeatKey.fromSeed(S).deckSeed(d), a paired table's deals nd to nd+n-1 (n seats) "
            + "share deck d; solve's deal i, and a tournament's or table's with --no-paired, is "
            + "dealt from SeatKey.fromSeed(S).deckSeed(i).")
    String seed;

    @Option(names = "--partitions", paramLabel = "P", converter = WholeNumber.class,
        description = "Spark partitions (tasks, Parquet files), 1 to N; default about one per "
            + "500 deals, at least the cores. The rows do not depend on it.")
    Long partitions;

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
    List<String> conf = new java.util.ArrayList<>();

    @Option(names = "--executor-wait", paramLabel = "SECONDS", defaultValue = "120",
        converter = WholeNumber.class,
        description = "On a cluster: give up when no task has started after SECONDS (no "
            + "executor: no free worker, or executors that fail to start); 0 waits for ever "
            + "(default ${DEFAULT-VALUE}).")
    long executorWait;

    @Option(names = "--no-progress", description = "Do not report progress on standard error.")
    boolean noProgress;

    @Option(names = "--spark-log", paramLabel = "LEVEL",
        description = "Spark's log level on standard error: off, error, warn (default, also "
            + "under spark-submit), info, debug; 'keep' leaves the logging configuration as "
            + "it is (e.g. a cluster's log4j2.properties).")
    String sparkLog;

    /**
     * Sets Spark's log level as --spark-log says, warn unless another level or keep is given:
     * now, and at Spark's start ({@code spark.log.level} in {@code settings}, which SparkContext
     * applies to its own logging configuration, e.g. the one spark-submit set up).
     */
    void logLevel(CommandSpec spec, Map<String, String> settings) {
      if (sparkLog == null && quietLogging) {
        return; // in process: elfern-study-log4j2.properties says warn already
      }
      String level = sparkLog == null ? "warn" : sparkLog.strip().toLowerCase(java.util.Locale.ROOT);
      if (level.equals("keep")) {
        return;
      }
      if (!List.of("off", "error", "warn", "info", "debug").contains(level)) {
        throw new ParameterException(spec.commandLine(), "--spark-log: '"
            + Checks.clip(sparkLog) + "' is not a level (off, error, warn, info, debug, keep)");
      }
      settings.putIfAbsent("spark.log.level", level.toUpperCase(java.util.Locale.ROOT));
      org.apache.logging.log4j.Level l = org.apache.logging.log4j.Level.toLevel(level);
      org.apache.logging.log4j.core.config.Configurator.setAllLevels(
          org.apache.logging.log4j.LogManager.ROOT_LOGGER_NAME, l);
      if (l.isMoreSpecificThan(org.apache.logging.log4j.Level.WARN)) {
        // no news: Hadoop's optional native library, a host name that resolves to loopback
        for (String quiet : List.of("org.apache.hadoop.util.NativeCodeLoader",
            "org.apache.spark.util.Utils")) {
          org.apache.logging.log4j.core.config.Configurator.setLevel(quiet,
              l.isMoreSpecificThan(org.apache.logging.log4j.Level.ERROR) ? l
                  : org.apache.logging.log4j.Level.ERROR);
        }
      }
    }

    /** {@return the --conf settings, refused as a usage error when one is not KEY=VALUE} */
    Map<String, String> conf(CommandSpec spec) {
      Map<String, String> m = new LinkedHashMap<>();
      for (String c : conf) {
        int eq = c.indexOf('=');
        if (eq < 1) {
          throw new ParameterException(spec.commandLine(), "--conf: '" + Checks.clip(c)
              + "' is not KEY=VALUE (e.g. --conf spark.ui.enabled=true)");
        }
        m.put(c.substring(0, eq), c.substring(eq + 1));
      }
      return m;
    }

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
      if (executorWait < 0 || executorWait > 86_400) {
        throw new ParameterException(spec.commandLine(), "--executor-wait must be 0 to 86400 "
            + "seconds, got " + executorWait);
      }
      if (partitions != null && (partitions < 1 || partitions > deals)) {
        throw new ParameterException(spec.commandLine(), "--partitions must be 1 to --deals ("
            + deals + "), got " + partitions);
      }
    }

    /** {@return the study with the partitions given} */
    Study partitioned(Study s) {
      return partitions == null ? s : s.withPartitions(partitions.intValue());
    }

    /** Checks the output and the master, starts Spark, runs the study and prints its summary. */
    int run(CommandSpec spec, Sessions sessions, Study study) {
      usage(spec, "", () -> {
        Checks.output(out, overwrite);
        return null;
      });
      Map<String, String> settings = conf(spec);
      settings.putIfAbsent(WIDE_PLANS, "200"); // a table's rows have up to 43 columns
      logLevel(spec, settings);
      Optional<String> m = Optional.ofNullable(master);
      String effective = m.orElse(System.getProperty("spark.master", "local[*]"));
      usage(spec, "", () -> {
        Checks.master(effective);
        return null;
      });
      Interruption interruption = Interruption.watch(out);
      try {
        SparkSession spark = sessions.start("elfern-study " + study, m, settings);
        try {
          return run(spec, spark, study, effective);
        } finally {
          sessions.end(spark);
        }
      } finally {
        interruption.close();
      }
    }

    private int run(CommandSpec spec, SparkSession spark, Study study, String effective) {
      Progress progress = new Progress(study.deals(), System.err, 5000, !noProgress);
      spark.sparkContext().addSparkListener(progress);
      ExecutorWait wait = ExecutorWait.start(spark, progress, effective.startsWith("local")
          ? 0 : executorWait);
      try {
        Summary s;
        try {
          s = StudyRunner.run(spark, study, out, overwrite);
        } catch (Exception e) { // SparkException is checked in Scala, undeclared here
          if (wait.fired()) {
            throw new StudyFailure("no task started within " + executorWait + " s on "
                + spark.sparkContext().master() + ": no executor ran (the cluster has no worker "
                + "with free cores and memory for it, or its executors fail to start: see the "
                + "master's web UI and the workers' logs); give --executor-wait to wait longer"
                + leftOnDisk(), e);
          }
          if (spark.sparkContext().isStopped()) {
            throw new StudyFailure("Spark stopped before the study was done ("
                + firstLine(e.getMessage() == null ? e.toString() : e.getMessage())
                + "): the cluster may have ended the application, e.g. when its executors "
                + "failed to start (see the workers' logs)" + leftOnDisk(), e);
          }
          throw e;
        }
        PrintWriter o = spec.commandLine().getOut();
        o.print(s.text());
        o.println("Study written to " + out + ": deals/ (Parquet), summary.txt, summary.json, "
            + "chart.svg.");
        o.flush();
        return 0;
      } finally {
        wait.close();
        if (!spark.sparkContext().isStopped()) {
          spark.sparkContext().removeSparkListener(progress);
        }
      }
    }

    /** {@return what a failed run leaves on disk, for its message} */
    String leftOnDisk() {
      return "; " + out + " is untouched, " + StudyRunner.incomplete(out) + " holds what was "
          + "written (the next run into " + out + " deletes it)";
    }
  }

  /** A study that failed for a reason its message tells in one line. */
  static final class StudyFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StudyFailure(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /**
   * Gives up a study on a cluster where no task starts: after the time given, if no task of
   * the study has started, it cancels Spark's jobs, and the study fails with a message that says
   * why.
   */
  static final class ExecutorWait implements AutoCloseable {
    private final Thread thread;
    private volatile boolean fired;

    private ExecutorWait(SparkSession spark, Progress progress, long seconds) {
      if (seconds <= 0) {
        thread = null;
        return;
      }
      thread = new Thread(() -> {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        try {
          while (!progress.started()) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
              // and again until the study ends: a job submitted later is cancelled too
              if (!fired) {
                // the cancelled job's stack traces are no news: the study says why in one line
                spark.sparkContext().setLogLevel("OFF");
              }
              fired = true;
              spark.sparkContext().cancelAllJobs();
              Thread.sleep(1000);
            } else {
              Thread.sleep(Math.min(1000, left / 1_000_000 + 1));
            }
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "elfern-study executor wait");
      thread.setDaemon(true);
      thread.start();
    }

    static ExecutorWait start(SparkSession spark, Progress progress, long seconds) {
      return new ExecutorWait(spark, progress, seconds);
    }

    boolean fired() {
      return fired;
    }

    @Override
    public void close() {
      if (thread != null) {
        thread.interrupt();
      }
    }
  }

  /**
   * What a study does when the process is interrupted (Ctrl-C, SIGTERM): one line on standard
   * error that says what is left on disk, and Spark's logging silenced, instead of the stack
   * traces of every thread that Spark stops. It runs before Spark's own shutdown (a Hadoop
   * shutdown hook of higher priority than Spark's).
   */
  static final class Interruption implements AutoCloseable {
    /** Above Spark's shutdown hooks (Hadoop's file systems 10, Spark's 40). */
    static final int PRIORITY = 100;

    private static volatile boolean interrupted;
    private final Runnable hook;

    private Interruption(String out) {
      hook = () -> {
        interrupted = true;
        System.err.println("elfern-study: interrupted; " + out + " is untouched (as before the "
            + "run); " + StudyRunner.incomplete(out) + " holds what was written, and the next "
            + "run into " + out + " deletes it");
        System.err.flush();
        org.apache.logging.log4j.core.config.Configurator.setAllLevels(
            org.apache.logging.log4j.LogManager.ROOT_LOGGER_NAME,
            org.apache.logging.log4j.Level.OFF);
        // under spark-submit Spark's logging may be another context: Spark's own call reaches it
        SparkSession.getDefaultSession().foreach(session -> {
          session.sparkContext().setLogLevel("OFF");
          return null;
        });
        System.setErr(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
      };
      org.apache.hadoop.util.ShutdownHookManager.get().addShutdownHook(hook, PRIORITY);
    }

    static Interruption watch(String out) {
      return new Interruption(out);
    }

    /** {@return whether the process is being shut down by an interruption of a study} */
    static boolean interrupted() {
      return interrupted;
    }

    @Override
    public void close() {
      try {
        org.apache.hadoop.util.ShutdownHookManager.get().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // the shutdown has begun: the hook runs
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

  /** {@code elfern-study tournament}: bot A against bot B, or one bot per seat. */
  @Command(name = "tournament", mixinStandardHelpOptions = true,
      description = {"Bot A against bot B, seats swapped from deal to deal, each deck played "
          + "twice by default: per deal, the points of both, the result, forfeits, the moves and "
          + "their time; in the summary, A's win, tie and loss shares and score with Wilson 95%% "
          + "intervals, mean points, forfeits, time per move and the points' distribution.",
          "With one bot per seat (three or four players, e.g. --game fuenfzehnern --bots "
              + "best,heuristic,heuristic,heuristic) each bot plays for itself, bot i in seat "
              + "(i + deal) mod n, each deck dealt once per rotation by default, as elfern "
              + "simulate plays the same bots: per deal, each bot's seat, points, settlement and "
              + "share of the top (a tie split), forfeits, moves and CPU time; in the summary, "
              + "per bot its share of the deals in which its points are highest with Wilson 95%% "
              + "and per-deck intervals beside the fair share, mean points and settlement, and "
              + "the same per seat.",
          "Example: elfern-study tournament --game elfern --bots best,heuristic --deals 10000 "
              + "--out t/",
          "Example: elfern-study tournament --game fuenfzehnern --bots "
              + "best,heuristic,heuristic,heuristic --deals 2000 --out table/"})
  static final class TournamentStudy implements Callable<Integer> {
    @Spec CommandSpec spec;
    @Mixin RunOptions options;
    private final Sessions sessions;

    @Option(names = "--bots", paramLabel = "A,B[,C,D]", required = true,
        description = "The two bots, e.g. best,heuristic or \"montecarlo samples=16,random\" "
            + "(random, heuristic, montecarlo, best, with options; solver sees every card, "
            + "two players only); or one per seat with three or four players, e.g. "
            + "best,heuristic,heuristic.")
    String bots;

    @Option(names = "--paired", negatable = true, defaultValue = "true", fallbackValue = "true",
        description = "Deal each deck twice, seats swapped (default; with one bot per seat: "
            + "once per rotation of the seats); --no-paired: a fresh deck per deal.")
    boolean paired;

    TournamentStudy(Sessions sessions) {
      this.sessions = sessions;
    }

    @Override
    public Integer call() {
      options.check(spec);
      String[] names = bots.split(",", -1);
      boolean blank = false;
      for (String n : names) {
        blank |= n.isBlank();
      }
      if (names.length < 2 || names.length > 4 || blank) {
        throw new ParameterException(spec.commandLine(), "--bots needs two bots separated by a "
            + "comma, e.g. best,heuristic, or one per seat (three or four players); got '"
            + Checks.clip(bots) + "'");
      }
      Rules rules = options.rules(spec);
      long seed = usage(spec, "", () -> Checks.seed(options.seed));
      Study study = usage(spec, "--bots", () -> names.length == 2
          ? Study.tournament(rules, names[0], names[1], options.deals, seed, paired)
          : Study.table(rules, List.of(names), options.deals, seed, paired));
      return options.run(spec, sessions, options.partitioned(study));
    }
  }

  /** {@code elfern-study summarize}: a study's summary computed again from its rows. */
  @Command(name = "summarize", mixinStandardHelpOptions = true,
      description = {"Computes a study's summary again from its rows (STUDY/deals/, Parquet) and "
          + "the study named in STUDY/summary.json, and prints it: every figure of summary.txt "
          + "and summary.json can so be checked from the rows. With --write, it replaces "
          + "STUDY/summary.txt, summary.json and chart.svg (what made the run, \"run\", is kept). "
          + "A study of perfect-play values without deals/ is summed up from the distribution "
          + "and CPU times in its summary.json. Runs Spark in this process.",
          "Example: elfern-study summarize docs/studies/elfern | diff - "
              + "docs/studies/elfern/summary.txt"})
  static final class SummarizeStudy implements Callable<Integer> {
    @Spec CommandSpec spec;
    private final Sessions sessions;

    @Parameters(paramLabel = "STUDY", description = "A study's output directory.")
    String study;

    @Option(names = "--write", description = "Replace the study's summary.txt, summary.json and "
        + "chart.svg with the ones computed.")
    boolean write;

    SummarizeStudy(Sessions sessions) {
      this.sessions = sessions;
    }

    @Override
    public Integer call() throws java.io.IOException {
      java.nio.file.Path dir = java.nio.file.Path.of(study);
      Summaries.Source source = usage(spec, "", () -> Summaries.read(dir));
      Summary s;
      if (source.hasRows()) {
        SparkSession spark = sessions.start("elfern-study summarize " + study, Optional.of(
            "local[*]"), Map.of(WIDE_PLANS, "200"));
        try {
          s = Summaries.fromRows(source, spark);
        } finally {
          sessions.end(spark);
        }
      } else {
        s = usage(spec, "", () -> Summaries.fromJson(source));
        spec.commandLine().getErr().println("elfern-study: " + dir.resolve("deals")
            + " is absent: summed up from the distribution and CPU times in summary.json");
        spec.commandLine().getErr().flush();
      }
      PrintWriter o = spec.commandLine().getOut();
      o.print(s.text());
      o.flush();
      if (write) {
        Summaries.write(dir, s);
      }
      return 0;
    }
  }

  /** {@code elfern-study compare}: several studies of perfect-play values side by side. */
  @Command(name = "compare", mixinStandardHelpOptions = true,
      description = {"Several studies of perfect-play values side by side: two Markdown tables "
          + "on standard output, of the figures (forehand's win, tie and loss shares, mean "
          + "points, schneider and schwarz, with 95%% intervals) and of the costs (CPU time in "
          + "all and per deal, a million deals' CPU hours from the mean, the run's time on the "
          + "clock), and, with --svg, one chart. Starts no Spark.",
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
      if (svg != null) {
        usage(spec, "", () -> {
          Comparison.checkSvg(java.nio.file.Path.of(svg));
          return null;
        });
      }
      Comparison c = usage(spec, "", () -> Comparison.read(studies));
      PrintWriter o = spec.commandLine().getOut();
      o.print(c.markdown());
      o.println();
      o.print(c.costs());
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
