package io.github.elfern.notation;

import io.github.elfern.rules.Rules;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads EGN records one at a time, in bounded memory whatever the size of the input, and
 * validates each: syntax, the legality of every play, and the result.
 *
 * <p>After an error the reader goes on with the next record, so a bad record loses nothing else:
 * the caller gets every record, each with its error (at most one: validation of a record stops
 * at its first error) and its notes. Lines and columns are 1-based; columns count Unicode code
 * points, a tab counting one and a byte-order mark or CR none.
 *
 * <pre>{@code
 * try (EgnReader reader = EgnReader.open(Path.of("club.egn"), Strictness.LENIENT)) {
 *   reader.records().forEach(r -> r.diagnostics().forEach(d ->
 *       System.out.println(d.format("club.egn"))));     // club.egn:3:14: not-in-hand 7H is ...
 * }
 * }</pre>
 *
 * <p>A reader is not thread-safe; it holds one buffer of 64K characters and the record being
 * read. {@link ReadLimits} guard memory and time against hostile input: past a limit (the length
 * of a record, a line, a comment or a tag value; the number of tags or movetext tokens) the
 * record has a {@code syntax} error that names the limit, and the reader goes on with the next
 * record. Whatever the input, reading takes time linear in its length, and the only exception
 * that escapes is {@link UncheckedIOException} from the underlying input.
 */
public final class EgnReader implements Closeable {

  private final Reader source;
  private final EgnParser parser;
  private final Strictness strictness;
  private final ReadLimits limits;
  private final Map<String, Rules> rulesCache = new HashMap<>();
  private int number;

  private EgnReader(Reader source, Strictness strictness, ReadLimits limits) {
    this.source = Objects.requireNonNull(source, "source");
    this.strictness = Objects.requireNonNull(strictness, "strictness");
    this.limits = Objects.requireNonNull(limits, "limits");
    this.parser = new EgnParser(source, strictness, limits);
  }

  /**
   * Returns a lenient reader of characters.
   *
   * @param reader the text
   * @return the EGN reader
   */
  public static EgnReader of(Reader reader) {
    return of(reader, Strictness.LENIENT);
  }

  /**
   * Returns a reader of characters.
   *
   * @param reader the text
   * @param strictness how strictly to read
   * @return the EGN reader
   */
  public static EgnReader of(Reader reader, Strictness strictness) {
    return of(reader, strictness, ReadLimits.defaults());
  }

  /**
   * Returns a reader of characters with the given limits.
   *
   * @param reader the text
   * @param strictness how strictly to read
   * @param limits the limits on records, lines, comments, tags and tokens
   * @return the EGN reader
   */
  public static EgnReader of(Reader reader, Strictness strictness, ReadLimits limits) {
    return new EgnReader(reader, strictness, limits);
  }

  /**
   * Returns a reader of UTF-8 bytes; malformed bytes read as U+FFFD (and so as bad tokens).
   *
   * @param in the bytes
   * @param strictness how strictly to read
   * @return the EGN reader
   */
  public static EgnReader of(InputStream in, Strictness strictness) {
    return of(in, strictness, ReadLimits.defaults());
  }

  /**
   * Returns a reader of UTF-8 bytes with the given limits; malformed bytes read as U+FFFD.
   *
   * @param in the bytes
   * @param strictness how strictly to read
   * @param limits the limits on records, lines, comments, tags and tokens
   * @return the EGN reader
   */
  public static EgnReader of(InputStream in, Strictness strictness, ReadLimits limits) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(strictness, "strictness");
    Objects.requireNonNull(limits, "limits");
    return new EgnReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPLACE)
        .onUnmappableCharacter(CodingErrorAction.REPLACE)), strictness, limits);
  }

  /**
   * Opens a UTF-8 file.
   *
   * @param file the file
   * @param strictness how strictly to read
   * @return the EGN reader, to be closed
   * @throws IOException if the file cannot be opened
   */
  public static EgnReader open(Path file, Strictness strictness) throws IOException {
    Objects.requireNonNull(file, "file");
    return open(file, strictness, ReadLimits.defaults());
  }

  /**
   * Opens a UTF-8 file with the given limits.
   *
   * @param file the file
   * @param strictness how strictly to read
   * @param limits the limits on records, lines, comments, tags and tokens
   * @return the EGN reader, to be closed
   * @throws IOException if the file cannot be opened
   */
  public static EgnReader open(Path file, Strictness strictness, ReadLimits limits)
      throws IOException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(strictness, "strictness");
    Objects.requireNonNull(limits, "limits");
    return of(Files.newInputStream(file), strictness, limits);
  }

  /**
   * Reads and validates every record of a text.
   *
   * @param text EGN text
   * @param strictness how strictly to read
   * @return the records, in order
   */
  public static List<ParsedRecord> readAll(String text, Strictness strictness) {
    Objects.requireNonNull(text, "text");
    return readAll(text, strictness, ReadLimits.defaults());
  }

  /**
   * Reads and validates every record of a text with the given limits.
   *
   * @param text EGN text
   * @param strictness how strictly to read
   * @param limits the limits on records, lines, comments, tags and tokens
   * @return the records, in order
   */
  public static List<ParsedRecord> readAll(String text, Strictness strictness,
      ReadLimits limits) {
    Objects.requireNonNull(text, "text");
    List<ParsedRecord> list = new ArrayList<>();
    try (EgnReader r = of(new StringReader(text), strictness, limits)) {
      r.records().forEach(list::add);
    }
    return list;
  }

  /** {@return the strictness this reader was made with} */
  public Strictness strictness() {
    return strictness;
  }

  /** {@return the limits this reader was made with} */
  public ReadLimits limits() {
    return limits;
  }

  /**
   * Reads and validates the next record.
   *
   * @return the record, or empty at the end of the input
   * @throws UncheckedIOException if reading fails
   */
  public Optional<ParsedRecord> next() {
    RawRecord raw = parser.next(false);
    if (raw == null) {
      return Optional.empty();
    }
    return Optional.of(new Checker(raw, strictness, false, rulesCache).check(++number));
  }

  /**
   * Returns the remaining records as a lazy, sequential stream.
   *
   * @return the stream; it reads as it is consumed
   */
  public Stream<ParsedRecord> records() {
    Spliterator<ParsedRecord> s = new Spliterators.AbstractSpliterator<>(
        Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL) {
      @Override
      public boolean tryAdvance(Consumer<? super ParsedRecord> action) {
        Optional<ParsedRecord> r = next();
        r.ifPresent(action);
        return r.isPresent();
      }
    };
    return StreamSupport.stream(s, false);
  }

  /**
   * Reads the remaining records, telling {@code visitor} each record's tags first so that it may
   * skip the movetext (fast, without validation) or stop.
   *
   * @param visitor the receiver
   * @throws UncheckedIOException if reading fails
   */
  public void accept(EgnVisitor visitor) {
    boolean[] stop = new boolean[1];
    boolean[] skip = new boolean[1];
    while (!stop[0]) {
      skip[0] = false;
      RawRecord raw = parser.read(false, rec -> {
        Map<String, String> tags = new LinkedHashMap<>();
        rec.tags.values().forEach(t -> tags.put(t.name, t.value));
        EgnVisitor.Action a = visitor.tags(tags, rec.firstLine, rec.firstColumn);
        skip[0] = a != EgnVisitor.Action.READ;
        stop[0] = a == EgnVisitor.Action.STOP;
        return skip[0];
      });
      if (raw == null) {
        return;
      }
      number++;
      if (!skip[0]) {
        ParsedRecord r = new Checker(raw, strictness, false, rulesCache).check(number);
        if (!visitor.record(r)) {
          return;
        }
      }
    }
  }

  /**
   * Closes the underlying input.
   *
   * @throws UncheckedIOException if closing fails
   */
  @Override
  public void close() {
    try {
      source.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
