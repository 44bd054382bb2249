package io.github.elfern;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The packages of elfern-core form layers without cycles: {@code card} < {@code rules} < {@code
 * kernel} < {@code game} < {@code scoring}, and a package names only its own layer and those
 * before it (a sub-package such as {@code card.internal} belongs to its parent's layer). Read from
 * the main sources: every import and every fully qualified name in code (comments and string
 * literals left out).
 *
 * <p>The bots and the solver are a module of their own (elfern-bots), which the core cannot name:
 * a name of {@code io.github.elfern.bot} here is an unknown package.
 */
class PackageLayersTest {

  private static final List<String> LAYERS = List.of("card", "rules", "kernel", "game", "scoring");
  private static final Path CORE = Path.of("src/main/java/io/github/elfern");
  private static final Pattern NAME = Pattern.compile("\\bio\\.github\\.elfern\\.([a-z]+)\\b");

  @Test
  void eachPackage_namesOnlyItsOwnLayerAndThoseBeforeIt() throws IOException {
    List<String> upward = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    for (Path file : sources(CORE)) {
      String own = layerOf(CORE.relativize(file));
      if (own.isEmpty()) {
        continue;
      }
      if (!LAYERS.contains(own)) {
        unknown.add(CORE.relativize(file).toString());
        continue;
      }
      Matcher m = NAME.matcher(code(Files.readString(file)));
      while (m.find()) {
        String used = m.group(1);
        if (!LAYERS.contains(used)) {
          unknown.add(CORE.relativize(file) + " names " + m.group());
        } else if (LAYERS.indexOf(used) > LAYERS.indexOf(own)) {
          upward.add(CORE.relativize(file) + " (" + own + ") names " + m.group() + " (" + used
              + ")");
        }
      }
    }
    assertThat(unknown).as("packages outside the layers " + LAYERS).isEmpty();
    assertThat(upward).as("names of a later layer (layers " + LAYERS + ")").isEmpty();
  }

  /**
   * No two packages name each other, directly or through others, sub-packages counted as packages
   * of their own: {@code card.internal} names no other package of the library.
   */
  @Test
  void packages_formNoCycles() throws IOException {
    Pattern full = Pattern.compile("\\bio\\.github\\.elfern\\.([a-z]+(?:\\.[a-z]+)*)\\.[A-Z]");
    Map<String, Set<String>> uses = new TreeMap<>();
    for (Path file : sources(CORE)) {
      Path dir = CORE.relativize(file).getParent();
      if (dir == null) {
        continue;
      }
      String own = dir.toString().replace(java.io.File.separatorChar, '.');
      Set<String> used = uses.computeIfAbsent(own, k -> new TreeSet<>());
      Matcher m = full.matcher(code(Files.readString(file)));
      while (m.find()) {
        if (!m.group(1).equals(own)) {
          used.add(m.group(1));
        }
      }
    }
    List<String> cycles = new ArrayList<>();
    for (String start : uses.keySet()) {
      if (reaches(uses, start, start, new TreeSet<>())) {
        cycles.add(start);
      }
    }
    assertThat(cycles).as("packages on a cycle, in %s", uses).isEmpty();
  }

  /** {@return whether {@code target} is reachable from {@code from} by one use or more} */
  private static boolean reaches(Map<String, Set<String>> uses, String from, String target,
      Set<String> seen) {
    for (String next : uses.getOrDefault(from, Set.of())) {
      if (next.equals(target) || (seen.add(next) && reaches(uses, next, target, seen))) {
        return true;
      }
    }
    return false;
  }

  @Test
  void theKernelAndTheInternalPackages_areMarkedInternal() throws IOException {
    // Exported to all, so that a build with the library's modules split between the class path
    // and the module path works (module-info says why); what keeps them out of the API is that
    // they say so, and the published Javadoc leaves them out (KernelHiddenTest).
    for (String dir : List.of("kernel", "card/internal")) {
      String info = Files.readString(CORE.resolve(dir).resolve("package-info.java"));
      assertThat(info).as("package-info of %s", dir).contains("@hidden").contains("Internal");
    }
  }

  /**
   * Outside the kernel, no main source of the core, the notation or the bots finishes a trick
   * itself (none both asks the beat tables who wins and credits the winner; {@code
   * Kernel.finishTrick} does); the solver's search finishes the tricks it plays with the kernel
   * too.
   */
  @Test
  void onlyTheKernelFinishesATrick() throws IOException {
    Pattern beats = Pattern.compile("\\b(bestIndex|beatsLed|beatMask)\\(");
    Pattern credits = Pattern.compile(
        "\\[winner\\] \\+=|\\[winner\\]\\+\\+|<< \\(winner|\\bwinner =|tricks\\[w");
    List<String> finishers = new ArrayList<>();
    for (Path root : List.of(CORE, Path.of("../elfern-notation/src/main/java"),
        Path.of("../elfern-bots/src/main/java"))) {
      for (Path file : sources(root)) {
        String path = file.toString().replace('\\', '/');
        if (path.contains("/kernel/")) {
          continue;
        }
        String code = code(Files.readString(file));
        if (beats.matcher(code).find() && credits.matcher(code).find()) {
          finishers.add(path);
        }
      }
    }
    assertThat(finishers).as("sources that finish a trick by hand").isEmpty();
  }

  /** {@return the layer of a source file below io/github/elfern: its first directory} */
  private static String layerOf(Path relative) {
    return relative.getNameCount() < 2 ? "" : relative.getName(0).toString();
  }

  private static List<Path> sources(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }

  /** {@return {@code java} with its comments and string and character literals blanked out} */
  static String code(String java) {
    StringBuilder sb = new StringBuilder(java.length());
    int i = 0;
    int n = java.length();
    while (i < n) {
      char c = java.charAt(i);
      if (c == '/' && i + 1 < n && java.charAt(i + 1) == '/') {
        while (i < n && java.charAt(i) != '\n') {
          i++;
        }
      } else if (c == '/' && i + 1 < n && java.charAt(i + 1) == '*') {
        int end = java.indexOf("*/", i + 2);
        i = end < 0 ? n : end + 2;
        sb.append(' ');
      } else if (java.startsWith("\"\"\"", i)) {
        int end = java.indexOf("\"\"\"", i + 3);
        i = end < 0 ? n : end + 3;
        sb.append("\"\"");
      } else if (c == '"' || c == '\'') {
        i++;
        while (i < n && java.charAt(i) != c) {
          i += java.charAt(i) == '\\' ? 2 : 1;
        }
        i++;
        sb.append(c).append(c);
      } else {
        sb.append(c);
        i++;
      }
    }
    return sb.toString();
  }
}
