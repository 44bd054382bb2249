package io.github.elfern.examples.serve;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.examples.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The documents that the server shows as pages: "How to play" (docs/how-to-play.md, in German
 * docs/how-to-play-de.md), the rules (docs/rules.md) and the record format (EGN.md), which the
 * build puts next to this class. Each is rendered once, at start-up, from Markdown to HTML with
 * commonmark-java, in the page's style, with a viewport for phones; the links between them point
 * to their pages here ({@code rules.md#deck} to {@code /rules#deck}), and a link to a file that
 * is not served keeps its text without the link.
 */
final class DocPages {

  /** A document: its file next to this class, the path it is served at, its language. */
  private record Doc(String file, String path, String lang) {}

  private static final List<Doc> DOCS = List.of(
      new Doc("how-to-play.md", "/how-to-play", "en"),
      new Doc("how-to-play-de.md", "/how-to-play?lang=de", "de"),
      new Doc("rules.md", "/rules", "en"),
      new Doc("EGN.md", "/egn", "en"));

  /** Where a relative link to each document's file goes. */
  private static final Map<String, String> LINKS = Map.of(
      "how-to-play.md", "/how-to-play",
      "rules.md", "/rules",
      "../docs/rules.md", "/rules",
      "../elfern-notation/EGN.md", "/egn",
      "EGN.md", "/egn");

  private final Map<String, String> pages = new LinkedHashMap<>();

  /** Renders the documents on the class path; one that is absent has no page. */
  DocPages() {
    // headings get the ids that links to their sections use, as on a code host
    List<Extension> ext = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
    Parser parser = Parser.builder().extensions(ext).build();
    HtmlRenderer renderer = HtmlRenderer.builder().extensions(ext)
        .attributeProviderFactory(context -> (node, tag, attrs) -> {
          if (tag.equals("table") || tag.equals("pre")) {
            // a wide table or code scrolls within itself, and a keyboard can reach it to scroll
            attrs.put("tabindex", "0");
          }
          if (node instanceof Link && attrs.containsKey("href")) {
            String href = attrs.get("href");
            Optional<String> to = target(href);
            if (to.isPresent()) {
              attrs.put("href", to.get());
            } else {
              attrs.remove("href");
            }
          }
        }).build();
    for (Doc d : DOCS) {
      String md = read(d.file());
      if (md == null) {
        continue;
      }
      Node doc = parser.parse(md);
      pages.put(d.file(), page(title(doc), d.lang(), renderer.render(doc)));
    }
  }

  /**
   * {@return where a link of a document goes on this server}: an absolute address as it is, a
   * link within the page as it is, a link to a served document to its page; empty for a file
   * that is not served
   */
  static Optional<String> target(String href) {
    if (href.startsWith("http://") || href.startsWith("https://") || href.startsWith("#")
        || href.startsWith("mailto:")) {
      return Optional.of(href);
    }
    int hash = href.indexOf('#');
    String file = hash < 0 ? href : href.substring(0, hash);
    String fragment = hash < 0 ? "" : href.substring(hash);
    String page = LINKS.get(file);
    return page == null ? Optional.empty() : Optional.of(page + fragment);
  }

  /** {@return the page of a document file, e.g. {@code rules.md}, if the build holds it} */
  Optional<String> page(String file) {
    return Optional.ofNullable(pages.get(file));
  }

  private static String read(String file) {
    try (InputStream in = DocPages.class.getResourceAsStream("docs/" + file)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text of the document's first heading, for the page's title. */
  private static String title(Node doc) {
    for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Heading) {
        StringBuilder sb = new StringBuilder();
        collect(n, sb);
        return sb.toString();
      }
    }
    return "Elfern";
  }

  private static void collect(Node n, StringBuilder sb) {
    for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
      if (c instanceof Text t) {
        sb.append(t.getLiteral());
      } else {
        collect(c, sb);
      }
    }
  }

  private static String page(String title, String lang, String body) {
    Texts t = Texts.of(lang, SuitSystem.FRENCH);
    return "<!doctype html>\n<html lang=\"" + lang + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        + "<title>" + escape(title) + "</title>\n"
        + "<link rel=\"stylesheet\" href=\"/style.css\">\n</head>\n<body class=\"doc-page\">\n"
        + "<header><nav aria-label=\"" + escape(t.get("doc.pages")) + "\">"
        + "<a href=\"/\">" + escape(t.get("doc.play")) + "</a> "
        + "<a href=\"/how-to-play?lang=" + lang + "\">" + escape(t.get("web.howToPlay")) + "</a> "
        + "<a href=\"/rules\">" + escape(t.get("doc.rules")) + "</a>"
        + "</nav></header>\n<main class=\"doc\">\n" + body + "</main>\n</body>\n</html>\n";
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
