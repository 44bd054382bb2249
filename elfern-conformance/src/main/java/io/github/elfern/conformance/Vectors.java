package io.github.elfern.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A set of test vectors: the ones shipped in this artifact ({@link #bundled()}) or the ones in a
 * directory ({@link #load(Path)}). The command-line program generates them from the library's own
 * engine ({@code elfern vectors generate}).
 *
 * <p>The files are JSON Lines, one per {@link VectorKind}, UTF-8 with LF line ends: one vector per
 * line. In this artifact they are the resources {@code io/github/elfern/conformance/*.jsonl};
 * in the repository they live in {@code vectors/}, where {@code VECTORS.md} describes every field.
 *
 * <pre>{@code
 * Vectors vectors = Vectors.bundled().filter(v -> v.rules().startsWith("elfern"));
 * for (Vector v : vectors.of(VectorKind.SHUFFLE)) { ... }
 * }</pre>
 */
public final class Vectors {

  private final Map<VectorKind, List<Vector>> byKind;

  private Vectors(Map<VectorKind, List<Vector>> byKind) {
    this.byKind = byKind;
  }

  /**
   * Returns the vectors shipped as resources of this artifact.
   *
   * @return the bundled vectors
   * @throws UncheckedIOException if a resource is missing or cannot be read
   */
  public static Vectors bundled() {
    Map<VectorKind, String> texts = new EnumMap<>(VectorKind.class);
    for (VectorKind k : VectorKind.values()) {
      try (InputStream in = Vectors.class.getResourceAsStream(k.fileName())) {
        if (in == null) {
          throw new UncheckedIOException(new IOException(
              "resource io/github/elfern/conformance/" + k.fileName() + " is missing"));
        }
        texts.put(k, new String(in.readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return parse(texts);
  }

  /**
   * Reads the vector files of a directory; a kind whose file is absent has no vectors.
   *
   * @param dir a directory holding files such as {@code perft.jsonl}
   * @return the vectors
   * @throws IOException if a file cannot be read
   * @throws IllegalArgumentException if a line is not a vector, or an id is repeated
   */
  public static Vectors load(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new IOException("no vector directory " + dir);
    }
    Map<VectorKind, String> texts = new EnumMap<>(VectorKind.class);
    for (VectorKind k : VectorKind.values()) {
      Path f = dir.resolve(k.fileName());
      if (Files.exists(f)) {
        texts.put(k, Files.readString(f, StandardCharsets.UTF_8));
      }
    }
    return parse(texts);
  }

  /**
   * Reads vectors from the texts of their files.
   *
   * @param texts the content of each file by kind
   * @return the vectors
   * @throws IllegalArgumentException if a line is not a vector (the message names the file and
   *     line), or an id is repeated in a file
   */
  public static Vectors parse(Map<VectorKind, String> texts) {
    Map<VectorKind, List<Vector>> m = new EnumMap<>(VectorKind.class);
    for (VectorKind k : VectorKind.values()) {
      List<Vector> list = new ArrayList<>();
      String text = texts.get(k);
      if (text != null) {
        Set<String> ids = new HashSet<>();
        try (BufferedReader r = new BufferedReader(new java.io.StringReader(text))) {
          String line;
          int n = 0;
          while ((line = r.readLine()) != null) {
            n++;
            if (line.isBlank()) {
              continue;
            }
            Vector v;
            try {
              v = Vector.parse(k, line);
            } catch (IllegalArgumentException e) {
              throw new IllegalArgumentException(k.fileName() + ":" + n + ": " + e.getMessage(), e);
            }
            if (!ids.add(v.id())) {
              throw new IllegalArgumentException(
                  k.fileName() + ":" + n + ": id '" + v.id() + "' is repeated");
            }
            list.add(v);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      m.put(k, Collections.unmodifiableList(list));
    }
    return new Vectors(Collections.unmodifiableMap(m));
  }

  /** {@return every vector, kind by kind in the order of {@link VectorKind}} */
  public List<Vector> all() {
    List<Vector> all = new ArrayList<>();
    for (List<Vector> l : byKind.values()) {
      all.addAll(l);
    }
    return Collections.unmodifiableList(all);
  }

  /**
   * Returns the vectors of one kind, in file order.
   *
   * @param kind the kind
   * @return its vectors
   */
  public List<Vector> of(VectorKind kind) {
    return byKind.get(kind);
  }

  /**
   * Returns the vectors that pass a test, such as those of one game.
   *
   * @param keep the test
   * @return the vectors kept
   */
  public Vectors filter(Predicate<Vector> keep) {
    Map<VectorKind, List<Vector>> m = new EnumMap<>(VectorKind.class);
    byKind.forEach((k, l) -> m.put(k, l.stream().filter(keep).toList()));
    return new Vectors(Collections.unmodifiableMap(m));
  }

  /** {@return the number of vectors} */
  public int size() {
    return byKind.values().stream().mapToInt(List::size).sum();
  }

  @Override
  public String toString() {
    return size() + " vectors";
  }
}
