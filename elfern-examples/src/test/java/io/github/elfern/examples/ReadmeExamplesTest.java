package io.github.elfern.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles and runs every {@code ```java} block of the README and of the pages in {@code docs/}
 * against the library, so that the documentation never shows code that does not work. A block
 * fenced {@code ```java fragment} (a few lines out of a larger program, a module declaration) is
 * shown as Java but not run. A block is its {@code import} lines, which go
 * to the top of the class, and the body of a {@code main} method; nothing else is added, so a
 * block compiles only with the imports the README shows.
 */
@Tag("slow")
public class ReadmeExamplesTest {

  @TempDir Path work;

  @TestFactory
  Stream<DynamicTest> javaBlocks_compileAndRun() throws IOException {
    assertThat(javaBlocks(Files.readString(Path.of("../README.md"))))
        .as("java blocks in README.md").isNotEmpty();
    List<DynamicTest> tests = new ArrayList<>();
    int n = 0;
    for (Path doc : documents()) {
      List<String> blocks = javaBlocks(Files.readString(doc));
      for (int i = 0; i < blocks.size(); i++) {
        int id = ++n;
        String block = blocks.get(i);
        tests.add(DynamicTest.dynamicTest(doc + " java block " + (i + 1), () -> run(id, block)));
      }
    }
    return tests.stream();
  }

  /** {@return the README and the pages of docs/, as paths from this module} */
  public static List<Path> documents() throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(Path.of("../README.md"));
    try (Stream<Path> pages = Files.list(Path.of("../docs"))) {
      pages.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }

  static List<String> javaBlocks(String readme) {
    List<String> blocks = new ArrayList<>();
    int at = 0;
    while ((at = readme.indexOf("```java\n", at)) >= 0) {
      int end = readme.indexOf("\n```", at + 8);
      blocks.add(readme.substring(at + 8, end + 1));
      at = end + 4;
    }
    return blocks;
  }

  private void run(int n, String block) throws Exception {
    StringBuilder imports = new StringBuilder();
    StringBuilder body = new StringBuilder();
    for (String line : block.split("\n")) {
      (line.startsWith("import ") ? imports : body).append(line).append('\n');
    }
    String name = "ReadmeSnippet" + n;
    String source = imports + "public class " + name + " {\n"
        + "  public static void main(String[] args) throws Exception {\n" + body + "  }\n}\n";
    Path dir = Files.createDirectories(work.resolve("s" + n));
    Path file = dir.resolve(name + ".java");
    Files.writeString(file, source);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int rc = javac.run(null, null, null, "-d", dir.toString(), "-cp",
        System.getProperty("java.class.path"), file.toString());
    assertThat(rc).as("javac exit code for documentation block %d:%n%s", n, source).isZero();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
        getClass().getClassLoader())) {
      Method main = loader.loadClass(name).getMethod("main", String[].class);
      main.invoke(null, (Object) new String[0]);
    }
  }
}
