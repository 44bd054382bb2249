package io.github.elfern;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every reference to a document in the sources, tests and documents leads to a file of the
 * repository, and to a section that file has (docs/architecture.md#conventions): a name such as
 * {@code JSON.md} names a file in the tree, {@code docs/rules.md#capture} an anchor of
 * docs/rules.md, {@code EGN.md §12} a numbered section of EGN.md, and a relative Markdown link a
 * file next to its document.
 *
 * <p>CHANGELOG.md and BENCHMARKS.md are histories: the names they mention are not checked, their
 * own links are.
 */
class DocReferencesTest {

  private static final Path ROOT = Path.of("..");

  /** A document's file name, e.g. {@code VECTORS.md}. */
  private static final Pattern MD_NAME = Pattern.compile("\\b([A-Za-z0-9_-]+\\.md)\\b");

  /**
   * An anchor cited after a document, with those that follow it: {@code #dealing, #stock}; the
   * document with or without its folder, as code comments and Javadoc cite it ({@code
   * rules.md#dealing}), but not a document of another folder ({@code design/rules.md}).
   */
  private static final Pattern ANCHORS = Pattern.compile(
      "(?<![\\w/.-])(?:docs/)?(rules\\.md|architecture\\.md)((?:#[a-z0-9-]+(?:,? (?:and )?)?)+)");

  /**
   * A section cited by its title in quotes after a document, with those that follow it, as
   * comments do: {@code rules.md, "Dealing"} or {@code (docs/rules.md, "The stock and drawing")}.
   */
  private static final Pattern TITLES = Pattern.compile(
      "(?<![\\w/.-])(?:docs/)?(rules\\.md|architecture\\.md),? "
          + "((?:\"[^\"\\n]+\"(?:,?\\s+(?:\\*\\s+)?(?:and\\s+)?)?)+)");

  /** A numbered section cited after a document, with those that follow: {@code §13 and §8}. */
  private static final Pattern SECTIONS = Pattern.compile(
      "\\b(EGN\\.md|VECTORS\\.md),? ((?:(?:§ ?|section )\\d+(?:,? (?:and )?)?)+)");

  /** A relative Markdown link, e.g. {@code [rules](rules.md#capture)}. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s#:]*)(#[^)\\s]*)?\\)");

  @Test
  void documentNames_areFilesOfTheRepository() {
    Set<String> names = new HashSet<>();
    for (Path p : files()) {
      names.add(p.getFileName().toString());
    }
    Set<String> missing = new TreeSet<>();
    for (Path file : files()) {
      String name = file.getFileName().toString();
      if (name.equals("CHANGELOG.md") || name.equals("BENCHMARKS.md")) {
        continue;
      }
      Matcher m = MD_NAME.matcher(read(file));
      while (m.find()) {
        if (!names.contains(m.group(1))) {
          missing.add(m.group(1) + " (in " + ROOT.relativize(file) + ")");
        }
      }
    }
    assertThat(missing).as("documents named but not in the repository").isEmpty();
  }

  @Test
  void anchors_areAnchorsOfTheirDocument() {
    Map<String, Set<String>> ids = new HashMap<>();
    ids.put("rules.md", anchors(ROOT.resolve("docs/rules.md")));
    ids.put("architecture.md", anchors(ROOT.resolve("docs/architecture.md")));
    assertThat(ids.get("rules.md")).contains("capture", "dealing", "zwang", "glossary");
    Set<String> missing = new TreeSet<>();
    for (Path file : files()) {
      String text = read(file);
      Matcher m = ANCHORS.matcher(text);
      while (m.find()) {
        Matcher a = Pattern.compile("#([a-z0-9-]+)").matcher(m.group(2));
        while (a.find()) {
          if (!ids.get(m.group(1)).contains(a.group(1))) {
            missing.add("docs/" + m.group(1) + "#" + a.group(1) + " (in "
                + ROOT.relativize(file) + ")");
          }
        }
      }
    }
    assertThat(missing).as("anchors cited but not in their document").isEmpty();
  }

  @Test
  void sectionTitlesInQuotes_beginATitleOfTheirDocument() {
    Map<String, List<String>> titles = new HashMap<>();
    titles.put("rules.md", titles(ROOT.resolve("docs/rules.md")));
    titles.put("architecture.md", titles(ROOT.resolve("docs/architecture.md")));
    assertThat(titles.get("rules.md")).contains("the stock and drawing");
    Set<String> missing = new TreeSet<>();
    for (Path file : files()) {
      Matcher m = TITLES.matcher(read(file));
      while (m.find()) {
        Matcher q = Pattern.compile("\"([^\"]+)\"").matcher(m.group(2));
        while (q.find()) {
          String cited = q.group(1).replaceAll("\\s*\\*?\\s+", " ").strip()
              .toLowerCase(Locale.ROOT);
          if (titles.get(m.group(1)).stream().noneMatch(t -> t.startsWith(cited))) {
            missing.add("docs/" + m.group(1) + " \"" + q.group(1) + "\" (in "
                + ROOT.relativize(file) + ")");
          }
        }
      }
    }
    assertThat(missing).as("sections cited by a title that their document does not have")
        .isEmpty();
  }

  /** The titles of a document's headings, lower case, without their anchors and markup. */
  private static List<String> titles(Path doc) {
    List<String> titles = new ArrayList<>();
    for (String line : read(doc).split("\n")) {
      if (line.startsWith("#")) {
        titles.add(line.replaceFirst("^#+\\s*", "").replaceAll("<a id=\"[^\"]*\"></a>", "")
            .replace("`", "").strip().toLowerCase(Locale.ROOT));
      }
    }
    return titles;
  }

  @Test
  void numberedSections_existInTheirDocument() {
    Map<String, Integer> sections = new HashMap<>();
    sections.put("EGN.md", sectionCount(ROOT.resolve("elfern-notation/EGN.md")));
    sections.put("VECTORS.md", sectionCount(ROOT.resolve("vectors/VECTORS.md")));
    assertThat(sections.get("EGN.md")).isGreaterThanOrEqualTo(13);
    Set<String> missing = new TreeSet<>();
    for (Path file : files()) {
      Matcher m = SECTIONS.matcher(read(file));
      while (m.find()) {
        Matcher n = Pattern.compile("\\d+").matcher(m.group(2));
        while (n.find()) {
          int section = Integer.parseInt(n.group());
          if (section < 1 || section > sections.get(m.group(1))) {
            missing.add(m.group(1) + " §" + section + " (in " + ROOT.relativize(file) + ")");
          }
        }
      }
    }
    assertThat(missing).as("sections cited but not in their document").isEmpty();
  }

  @Test
  void relativeLinksOfDocuments_leadToFilesAndHeadings() {
    Set<String> missing = new TreeSet<>();
    for (Path file : files()) {
      if (!file.toString().endsWith(".md")) {
        continue;
      }
      Matcher m = LINK.matcher(read(file));
      while (m.find()) {
        String target = m.group(1);
        if (target.startsWith("http") || target.startsWith("mailto")
            || target.startsWith("target/")) { // the web, or build output such as the Javadoc
          continue;
        }
        Path doc = target.isEmpty() ? file : file.getParent().resolve(target).normalize();
        if (!Files.exists(doc)) {
          missing.add(m.group() + " (in " + ROOT.relativize(file) + ")");
        } else if (m.group(2) != null && doc.toString().endsWith(".md")
            && !anchors(doc).contains(m.group(2).substring(1))) {
          missing.add(m.group() + " (in " + ROOT.relativize(file) + ")");
        }
      }
    }
    assertThat(missing).as("links of documents that lead nowhere").isEmpty();
  }

  /** The explicit {@code id="..."} anchors of a document and the anchors of its headings. */
  private static Set<String> anchors(Path doc) {
    Set<String> ids = new HashSet<>();
    Matcher id = Pattern.compile("id=\"([^\"]+)\"").matcher(read(doc));
    while (id.find()) {
      ids.add(id.group(1));
    }
    for (String line : read(doc).split("\n")) {
      if (line.startsWith("#")) {
        String heading = line.replaceFirst("^#+\\s*", "").replaceAll("<a id=\"[^\"]*\"></a>", "");
        ids.add(heading.strip().toLowerCase(Locale.ROOT)
            .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-'));
      }
    }
    return ids;
  }

  /** The number of sections numbered {@code ## N.} in a document. */
  private static int sectionCount(Path doc) {
    int n = 0;
    for (String line : read(doc).split("\n")) {
      if (line.startsWith("## " + (n + 1) + ".")) {
        n++;
      }
    }
    return n;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The Java, Markdown, JavaScript, HTML, Python and shell files and the test vectors (whose
   * {@code source} fields cite rules) of the repository, build output left out: documents, and
   * code whose comments and Javadoc cite them.
   */
  private static List<Path> files() {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(ROOT)) {
      walk.filter(Files::isRegularFile)
          .filter(p -> {
            for (Path part : ROOT.relativize(p)) {
              String s = part.toString();
              if (s.equals("target") || s.equals("node_modules") || s.startsWith(".")) {
                return false;
              }
            }
            String s = p.toString();
            return s.endsWith(".java") || s.endsWith(".md") || s.endsWith(".js")
                || s.endsWith(".mjs") || s.endsWith(".html") || s.endsWith(".py")
                || s.endsWith(".sh") || s.endsWith(".jsonl");
          })
          .forEach(files::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertThat(files).as("files found from " + ROOT.toAbsolutePath()).isNotEmpty();
    return files;
  }
}
