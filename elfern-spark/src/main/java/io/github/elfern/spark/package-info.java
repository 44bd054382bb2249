/**
 * Studies of many deals on Apache Spark: the value of every deal with best play on both sides,
 * tournaments between bots, and tables with one bot per seat, in this process by default and on a
 * cluster with {@code spark-submit}.
 *
 * <ul>
 *   <li>{@link io.github.elfern.spark.Study}: what a study computes (kind, rules, deals, seed,
 *       bots, partitions), checked when it is made.
 *   <li>{@link io.github.elfern.spark.StudyRunner}: runs a study on a Spark session into an
 *       output directory (Parquet rows, summary as text and JSON, SVG chart), replacing it whole
 *       when the study is complete.
 *   <li>{@link io.github.elfern.spark.Summary}: the figures, each with its 95% interval, and what
 *       made the study (the build, Spark, the run).
 *   <li>{@link io.github.elfern.spark.StudyCommand}: the {@code elfern-study} program.
 * </ul>
 *
 * <p>Deal {@code i} of a study is a function of the study and {@code i} alone ({@link
 * io.github.elfern.bot.SolvedDeal#solve}, {@link io.github.elfern.bot.Tournament#playDeal},
 * {@link io.github.elfern.bot.Table#playDeal}):
 * tasks are deterministic and have no side effects, so every partitioning gives the same rows,
 * a task that Spark runs again gives the rows it gave before, and a study gives the rows of
 * {@code elfern solve --random --out} and {@code elfern simulate --out FILE.csv} for the same
 * rules, seed and number of deals (a table: the deals of {@code elfern simulate} with one bot per
 * seat).
 *
 * <p><b>No module-info.</b> Spark and its Scala libraries are not named modules and several of
 * their jars split packages, so Spark runs on the class path only; this module is an automatic
 * module named {@code io.github.elfern.spark} (its manifest's {@code Automatic-Module-Name}), so
 * that a modular application can still name it, but it is meant for the class path beside Spark.
 */
package io.github.elfern.spark;
