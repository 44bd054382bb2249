package io.github.elfern.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.SolvedDeal;
import io.github.elfern.bot.Solver;
import io.github.elfern.rules.Rules;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A study on a real Spark cluster on the loopback interface: a standalone Master and a Worker,
 * each a JVM of its own started from the Maven artifacts on the test class path, the Worker
 * starting an executor JVM of its own; the driver is this JVM. The rows are those of the library,
 * as on a local session.
 *
 * <p>Tagged {@code cluster} and left out of the default build (three JVMs more take a minute or
 * two on a busy two-core machine): {@code ./mvnw -B -o -pl elfern-spark -am test
 * -Dtest=LoopbackClusterTest -Dsurefire.failIfNoSpecifiedTests=false -Delfern.spark.excludedGroups=}.
 */
@Tag("cluster")
@Tag("slow")
class LoopbackClusterTest {

  private static final List<String> OPENS = List.of(
      "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED", "--add-opens=java.base/java.nio=ALL-UNNAMED",
      "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/java.util=ALL-UNNAMED",
      "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
      "--add-opens=java.base/sun.util.calendar=ALL-UNNAMED");

  @TempDir Path dir;

  /** The Spark home of the Worker. */
  private Path home;

  @AfterEach
  void deleteHome() throws IOException {
    if (home != null) {
      try (Stream<Path> files = Files.walk(home)) {
        for (Path p : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
          Files.delete(p); // a link, not what it points to
        }
      }
    }
  }

  @Test
  void aStudyOnAStandaloneMasterAndWorker_givesTheLibrarysRows() throws Exception {
    String classPath = System.getProperty("java.class.path");
    List<String> entries = List.of(classPath.split(File.pathSeparator));
    // A Spark home whose jars/ the Worker puts on its executors' class path: links to the jars,
    // deleted here (JUnit's temporary directory warns of every link it deletes).
    home = Files.createTempDirectory("spark-home");
    Path jars = Files.createDirectories(home.resolve("jars"));
    List<Path> classDirs = new ArrayList<>();
    for (String e : entries) {
      Path p = Path.of(e);
      if (e.endsWith(".jar") && Files.isRegularFile(p)) {
        Path link = jars.resolve(p.getFileName());
        if (!Files.exists(link)) {
          Files.createSymbolicLink(link, p.toAbsolutePath());
        }
      } else if (Files.isDirectory(p)) {
        classDirs.add(p);
      }
    }
    // The application jar the driver ships to the executors: the module's classes and the
    // library's, when the build has them as directories.
    Path app = dir.resolve("app.jar");
    jar(app, classDirs);

    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    String master = "spark://127.0.0.1:" + port;
    List<Process> processes = new ArrayList<>();
    SparkSession spark = null;
    try {
      processes.add(start("master", classPath, "org.apache.spark.deploy.master.Master",
          "--host", "127.0.0.1", "--port", Integer.toString(port), "--webui-port", "0"));
      Process worker = start("worker", classPath, "org.apache.spark.deploy.worker.Worker",
          master, "--host", "127.0.0.1", "--cores", "2", "--memory", "1g", "--webui-port", "0",
          "--work-dir", Files.createDirectories(dir.resolve("work")).toString());
      processes.add(worker);
      waitFor(dir.resolve("worker.log"), "Successfully registered with master", 180);

      spark = SparkSession.builder().master(master).appName("LoopbackClusterTest")
          .config("spark.jars", app.toString())
          .config("spark.driver.host", "127.0.0.1")
          .config("spark.driver.bindAddress", "127.0.0.1")
          .config("spark.executor.memory", "512m")
          .config("spark.cores.max", "2")
          .config("spark.ui.enabled", "false")
          .getOrCreate();
      Set<String> executors = ConcurrentHashMap.newKeySet();
      spark.sparkContext().addSparkListener(new SparkListener() {
        @Override
        public void onTaskEnd(SparkListenerTaskEnd end) {
          executors.add(end.taskInfo().executorId());
        }
      });
      Rules rules = Rules.parse("elfern");
      Study study = Study.solve(rules, 6, 11).withPartitions(3);
      String out = dir.resolve("study").toString();
      StudyRunner.run(spark, study, out, false);
      List<Row> rows = spark.read().parquet(out + "/deals").orderBy("deal").collectAsList();
      assertThat(rows).hasSize(6);
      Solver solver = new Solver();
      for (int i = 0; i < 6; i++) {
        SolvedDeal d = SolvedDeal.solve(rules, 11, i, solver);
        assertThat(rows.get(i).getLong(0)).isEqualTo(i);
        assertThat(rows.get(i).getString(2)).isEqualTo(d.deck().notation());
        assertThat(rows.get(i).getInt(3)).isEqualTo(d.forehandPoints());
        assertThat(rows.get(i).getString(7)).isEqualTo(d.outcome().name().toLowerCase(
            java.util.Locale.ROOT));
      }
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (executors.isEmpty() && System.nanoTime() < deadline) {
        Thread.onSpinWait();
      }
      // the tasks ran in the Worker's executor, not in this JVM
      assertThat(executors).isNotEmpty().doesNotContain("driver");
    } finally {
      if (spark != null) {
        spark.stop();
      }
      for (int i = processes.size() - 1; i >= 0; i--) {
        Process p = processes.get(i);
        p.descendants().forEach(ProcessHandle::destroy);
        p.destroy();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
          p.descendants().forEach(ProcessHandle::destroyForcibly);
          p.destroyForcibly();
        }
      }
    }
  }

  private Process start(String name, String classPath, String main, String... args)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx256m");
    command.addAll(OPENS);
    command.add("-Dspark.master.rest.enabled=false");
    // the test class path's log configuration shows warnings only: these logs are read for INFO
    Path logging = dir.resolve("log4j2.properties");
    Files.writeString(logging, "rootLogger.level = info\n"
        + "rootLogger.appenderRef.stdout.ref = console\n"
        + "appender.console.type = Console\nappender.console.name = console\n"
        + "appender.console.layout.type = PatternLayout\n"
        + "appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n%ex\n");
    command.add("-Dlog4j2.configurationFile=" + logging.toUri());
    command.add("-cp");
    command.add(classPath);
    command.add(main);
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve(name + ".log").toFile());
    pb.environment().put("SPARK_HOME", home.toString());
    pb.environment().put("SPARK_SCALA_VERSION", "2.13");
    pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
    return pb.start();
  }

  private static void waitFor(Path log, String line, int seconds) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (System.nanoTime() < deadline) {
      if (Files.exists(log) && Files.readString(log).contains(line)) {
        return;
      }
      Thread.sleep(200); // polling a log file: no event to wait on
    }
    throw new AssertionError("no '" + line + "' in " + log + " within " + seconds + " s:\n"
        + (Files.exists(log) ? Files.readString(log) : "(no log)"));
  }

  private static void jar(Path jar, List<Path> dirs) throws IOException {
    Set<String> seen = new java.util.HashSet<>();
    try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o)) {
      for (Path d : dirs) {
        try (Stream<Path> files = Files.walk(d)) {
          for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
            String name = d.relativize(f).toString().replace(File.separatorChar, '/');
            if (seen.add(name)) {
              j.putNextEntry(new JarEntry(name));
              Files.copy(f, j);
              j.closeEntry();
            }
          }
        }
      }
    }
  }
}
