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
 * Compiles and runs every {@code ```java} block of the README against the library, so that the
 * landing page never shows code that does not work. A block is its {@code import} lines, which go
 * to the top of the class, and the body of a {@code main} method; nothing else is added, so a
 * block compiles only with the imports the README shows (issue 16).
 */
@Tag("slow")
class ReadmeExamplesTest {

  @TempDir Path work;

  @TestFactory
  Stream<DynamicTest> readmeJavaBlocks_compileAndRun() throws IOException {
    List<String> blocks = javaBlocks(Files.readString(Path.of("../README.md")));
    assertThat(blocks).as("java blocks in README.md").isNotEmpty();
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < blocks.size(); i++) {
      int n = i + 1;
      String block = blocks.get(i);
      tests.add(DynamicTest.dynamicTest("README java block " + n, () -> run(n, block)));
    }
    return tests.stream();
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
    assertThat(rc).as("javac exit code for README block %d:%n%s", n, source).isZero();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
        getClass().getClassLoader())) {
      Method main = loader.loadClass(name).getMethod("main", String[].class);
      main.invoke(null, (Object) new String[0]);
    }
  }
}
