package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The {@code vectors}, {@code engine} and {@code conformance} commands, end to end. */
@Timeout(120)
class ConformanceCommandTest {

  private static final Path PYTHON_ENGINE =
      Path.of("examples", "reference-engine", "elfern_engine.py").toAbsolutePath();

  private record Run(int exit, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = ElfernCommand.commandLine();
    cl.setOut(new PrintWriter(out));
    cl.setErr(new PrintWriter(err));
    int exit = cl.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  private static String ownEngine() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return "\"" + java + "\" -cp \"" + System.getProperty("java.class.path") + "\" "
        + ElfernCommand.class.getName() + " engine";
  }

  @Tag("slow")
  @Test
  void conformance_ownEngineAsSubprocess_passesEveryVector() {
    Run r = run("conformance", "--engine", ownEngine());
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).matches("(?s).*\\n0 skipped\\n[0-9]{3,} passed, 0 failed\\n");
  }

  private static boolean python3OnPath() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(dir, "python3"))) {
        return true;
      }
    }
    return false;
  }

  @Tag("slow")
  @Test
  void conformance_pythonReferenceEngine_passesThePlainElfernVectors() {
    assumeTrue(python3OnPath(), "python3 is not on PATH");
    Run r = run("conformance", "--engine", "python3 \"" + PYTHON_ENGINE + "\"", "--game",
        "elfern", "--timeout", "30000");
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
    // shuffle, games, steps and perft of plain Elfern; EGN and matches are skipped
    assertThat(r.out()).containsPattern("shuffle: +24 passed, +0 failed")
        .containsPattern("steps: +2 passed, +0 failed")
        .containsPattern("perft: +1[0-9] passed, +0 failed")
        .endsWith(" passed, 0 failed\n");
  }

  @Test
  void conformance_missingEngine_failsWithExitOne() {
    Run r = run("conformance", "--engine", "/nonexistent/engine", "--kind", "shuffle",
        "--no-progress");
    assertThat(r.exit()).isEqualTo(1);
    // said once, not once for each vector
    assertThat(r.out().split("cannot start engine", -1)).hasSize(2);
    assertThat(r.out().split("\n")).hasSize(2).satisfies(lines -> {
      assertThat(lines[0]).startsWith("The engine could not be started (tried twice): "
          + "cannot start engine '/nonexistent/engine'");
      assertThat(lines[1]).isEqualTo("0 passed, 1 failed, 31 not run");
    });
  }

  @Test
  void conformance_badKind_isAClearError() {
    Run r = run("conformance", "--engine", "x", "--kind", "poker");
    assertThat(r.exit()).isEqualTo(2); // a bad option value is a usage error
    assertThat(r.err()).contains("unknown vector kind 'poker'");
  }

  @Tag("slow")
  @Test
  void vectors_generateThenCheck(@TempDir Path dir) throws IOException {
    Run g = run("vectors", "generate", "--out", dir.toString());
    assertThat(g.exit()).isZero();
    assertThat(g.out()).contains("perft.jsonl");
    assertThat(run("vectors", "check", "--dir", dir.toString()).out())
        .contains("vectors up to date");
    Files.writeString(dir.resolve("perft.jsonl"), "{}\n");
    Run c = run("vectors", "check", "--dir", dir.toString());
    assertThat(c.exit()).isEqualTo(1);
    assertThat(c.out()).contains("perft.jsonl: differs");
  }

  @Test
  void vectors_checkedInCopyIsUpToDate() {
    Run c = run("vectors", "check", "--dir", Path.of("..", "vectors").toString());
    assertThat(c.exit()).as(c.out()).isZero();
  }

  @TempDir Path tmp;

  @Test
  void help_saysWhatGameSelects() {
    // --game takes the vectors of that preset, with or without options, and not
    // those of other presets whose id starts with it (elfern-trumps for elfern)
    Run r = run("conformance", "--help");
    assertThat(r.exit()).isZero();
    String help = r.out().replaceAll("\\s+", " ");
    assertThat(help).contains("--game").contains("with or without options")
        .contains("(elfern-trumps is not elfern)")
        .doesNotContain("start with this preset");
  }

  @Test
  void unknownGame_isAUsageError() {
    Run r = run("conformance", "--engine", "sh -c true", "--game", "nosuch");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("--game: unknown preset 'nosuch' (valid: elfern");
  }

  @Tag("slow")
  @Test
  void engineSupportingNothing_exitsOne_unlessAllowed() throws IOException {
    Path script = tmp.resolve("nothing.sh");
    Files.writeString(script, "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n"
        + "    hello*) echo 'ready nothing';;\n    quit) exit 0;;\n"
        + "    *) echo unsupported;;\n  esac\ndone\n");
    Run r = run("conformance", "--engine", "sh " + script, "--kind", "shuffle", "--no-progress");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(1);
    assertThat(r.out()).contains("SKIP shuffle/", "The engine answered 'unsupported' to every "
        + "vector", "0 passed, 0 failed");
    Run allowed = run("conformance", "--engine", "sh " + script, "--kind", "shuffle",
        "--no-progress", "--allow-unsupported");
    assertThat(allowed.exit()).isZero();
    Run progress = run("conformance", "--engine", "sh " + script, "--kind", "shuffle",
        "--allow-unsupported");
    assertThat(progress.err()).contains("conformance: 32/32 vectors, 0 failed");
  }

  @Test
  void noVectorMatched_isAUsageError_withoutStartingTheEngine() throws IOException {
    Path started = tmp.resolve("started");
    String engine = "sh -c \"touch '" + started + "'\"";
    Run none = run("conformance", "--engine", engine, "--game", "elfern-app", "--kind", "shuffle");
    assertThat(none.exit()).as(none.out() + none.err()).isEqualTo(2);
    assertThat(none.err()).contains("no vector matched --kind shuffle --game elfern-app");
    assertThat(none.out()).doesNotContain("0 passed, 0 failed");
    Path empty = Files.createDirectory(tmp.resolve("empty"));
    Run emptyDir = run("conformance", "--engine", engine, "--vectors", empty.toString());
    assertThat(emptyDir.exit()).isEqualTo(2);
    assertThat(emptyDir.err()).contains("no vector matched", empty.toString());
    assertThat(Files.exists(started)).as("the engine was started").isFalse();
  }

  @Test
  void missingVectorDirectory_isAUsageError_inPlainWords() {
    Run r = run("conformance", "--engine", "x", "--vectors", tmp.resolve("nonexist").toString());
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("--vectors: no vector directory").doesNotContain("IOException");
  }

  @Test
  void unterminatedQuoteInTheEngineCommand_isAUsageError() {
    Run r = run("conformance", "--engine", "python3 'hb.py ok", "--kind", "shuffle");
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err()).contains("--engine: ", "unterminated quote");
  }

  @Test
  void runStoppedByTimeOuts_countsTheVectorsNotRun_andExitsThree() {
    // The bug: the 30 vectors not run were 30 "FAIL" blocks (up to --details) and
    // failures, and the exit code was that of a failed run.
    // greets, answers 'capabilities' as an engine of protocol version 1 does, then hangs
    String hang = "sh -c 'read l; echo ready hang; read l; echo unsupported; exec sleep 60'";
    Run r = run("conformance", "--engine", hang, "--kind", "shuffle", "--timeout", "300",
        "--no-progress");
    assertThat(r.exit()).as(r.out() + r.err()).isEqualTo(3);
    assertThat(r.out().split("(?m)^FAIL ", -1)).as(r.out()).hasSize(3);
    assertThat(r.out()).contains("\n30 vectors not run: the run was stopped because the engine"
        + " timed out 2 times in a row and was stopped\n")
        .endsWith("\n0 passed, 2 failed, 30 not run\n");
  }

  @Tag("slow")
  @Test
  void engineSlowerToStartThanTheTimeout_isStillChecked() throws IOException {
    // --timeout is the time for each answer; a program's start and greeting may take longer (a
    // JVM takes a second, more on a busy machine), as an external bot's may. This engine takes
    // 3 s to greet and then answers at once.
    Path script = tmp.resolve("slow-start.sh");
    Files.writeString(script, "#!/bin/sh\nsleep 3\nwhile read line; do\n  case \"$line\" in\n"
        + "    hello*) echo 'ready slow-start';;\n    quit) exit 0;;\n"
        + "    *) echo unsupported;;\n  esac\ndone\n");
    Run r = run("conformance", "--engine", "sh " + script, "--kind", "shuffle", "--timeout",
        "2000", "--no-progress", "--allow-unsupported");
    assertThat(r.out()).as(r.out() + r.err()).doesNotContain("did not start")
        .contains("SKIP shuffle/").containsPattern("\n0 passed, 0 failed\n$");
    assertThat(r.exit()).as(r.out() + r.err()).isZero();
  }

  @Test
  void helpOfConformance_listsTheExitCodeOfAnIncompleteRun() {
    Run r = run("conformance", "--help");
    assertThat(r.out()).contains("Exit codes:").containsPattern("3 +the run was stopped before"
        + " its end");
  }

  @Tag("slow")
  @Test
  void sigterm_printsTheReportWithTheVectorsNotRun() throws Exception {
    Path script = tmp.resolve("slow.sh");
    Files.writeString(script, "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n"
        + "    hello*) echo 'ready slow';;\n    quit) exit 0;;\n"
        + "    *) sleep 0.2; echo unsupported;;\n  esac\ndone\n");
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(javaBin, "-cp", System.getProperty("java.class.path"),
        ElfernCommand.class.getName(), "conformance", "--engine", "sh " + script, "--kind",
        "shuffle").start();
    StringBuilder out = new StringBuilder();
    Thread reader = new Thread(() -> {
      try {
        out.append(new String(p.getInputStream().readAllBytes(),
            StandardCharsets.UTF_8));
      } catch (IOException e) {
        // the test fails below
      }
    });
    reader.start();
    // wait for the first progress line: the run is under way
    BufferedReader err = new BufferedReader(new InputStreamReader(
        p.getErrorStream(), StandardCharsets.UTF_8));
    String line = err.readLine();
    assertThat(line).startsWith("conformance: ");
    // SIGTERM (Process.destroy would also close the streams this test reads)
    assertThat(new ProcessBuilder("kill", "-TERM", String.valueOf(p.pid())).start().waitFor())
        .isZero();
    assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    reader.join(5000);
    StringBuilder rest = new StringBuilder();
    for (String l = err.readLine(); l != null; l = err.readLine()) {
      rest.append(l).append('\n');
    }
    assertThat(p.exitValue()).as(out + "\n" + rest).isEqualTo(143); // 128 + SIGTERM
    assertThat(out.toString()).as(rest.toString()).contains("SKIP shuffle/")
        .containsPattern("\n[0-9]+ vectors not run: the run was stopped because it was"
            + " interrupted( \\(1 of them was under way\\))?\n"
            + "0 passed, 0 failed, [0-9]+ not run\n$");
  }
}
