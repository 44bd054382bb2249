package io.github.elfern;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every public type and method of every module has a Javadoc comment, and every package a
 * package-info.java (docs/architecture.md#conventions). Javadoc's own doclint checks the
 * comments' syntax; this test checks that they exist.
 */
class JavadocCoverageTest {

  private static final Path ROOT = Path.of("..");

  @Test
  void publicDeclarations_allHaveJavadoc() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Path file : sources()) {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i).strip();
        if (!line.startsWith("public ") || line.contains(" class Builder")) {
          continue;
        }
        int j = i - 1;
        boolean override = false;
        int open = 0; // parentheses of a multi-line annotation, read backwards
        while (j >= 0) {
          String previous = lines.get(j).strip();
          open += count(previous, ')') - count(previous, '(');
          if (open > 0 || previous.startsWith("@")) {
            override |= previous.startsWith("@Override");
            j--;
          } else {
            break;
          }
        }
        if (!override && (j < 0 || !lines.get(j).strip().endsWith("*/"))) {
          missing.add(ROOT.relativize(file) + ":" + (i + 1) + ": " + line);
        }
      }
    }
    assertThat(missing).as("public declarations without Javadoc").isEmpty();
  }

  @Test
  void packages_allHavePackageInfo() throws IOException {
    List<String> missing = new ArrayList<>();
    for (Path file : sources()) {
      Path dir = file.getParent();
      if (!Files.exists(dir.resolve("package-info.java")) && !file.endsWith("module-info.java")) {
        missing.add(ROOT.relativize(dir).toString());
      }
    }
    assertThat(missing.stream().distinct()).as("packages without package-info.java").isEmpty();
  }

  private static int count(String s, char c) {
    return (int) s.chars().filter(ch -> ch == c).count();
  }

  private static List<Path> sources() throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> modules = Files.list(ROOT)) {
      for (Path module : (Iterable<Path>) modules::iterator) {
        Path src = module.resolve("src/main/java");
        if (Files.isDirectory(src)) {
          try (Stream<Path> walk = Files.walk(src)) {
            walk.filter(p -> p.toString().endsWith(".java")).forEach(files::add);
          }
        }
      }
    }
    assertThat(files).as("sources found from " + ROOT.toAbsolutePath()).isNotEmpty();
    return files;
  }
}
