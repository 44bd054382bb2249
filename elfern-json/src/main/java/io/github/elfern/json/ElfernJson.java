package io.github.elfern.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.notation.ReadLimits;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The wire format's version, its JSON Schema, and a ready mapper with bounded reading limits for
 * input from untrusted clients.
 *
 * <pre>{@code
 * ObjectMapper mapper = ElfernJson.mapper();
 * Move move = mapper.readValue("\"QH\"", Move.class);
 * }</pre>
 */
public final class ElfernJson {

  private ElfernJson() {}

  /** The version of the wire format, written as {@code "v": 1} in every object. */
  public static final int VERSION = 1;

  /** The class-path resource of the JSON Schema (draft 2020-12) of this version. */
  public static final String SCHEMA_RESOURCE = "/io/github/elfern/json/elfern-v1.schema.json";

  /** The longest JSON document {@link #mapper()} reads, in characters (1 MiB). */
  public static final int MAX_DOCUMENT = 1 << 20;

  /** The deepest nesting of arrays and objects {@link #mapper()} reads. */
  public static final int MAX_DEPTH = 16;

  /** The longest EGN text of a finished deal, in characters (64 KiB). */
  public static final int MAX_EGN = 64 * 1024;

  /**
   * The most deals a match table holds in JSON, so that it stays within {@link #MAX_DOCUMENT} and
   * is read back by {@link #mapper()}: a longer {@link io.github.elfern.scoring.MatchTable} is
   * refused on writing, as is a finished deal whose EGN is longer than {@link #MAX_EGN}.
   */
  public static final int MAX_DEALS = 1000;

  /**
   * The longest object name {@link #mapper()} reads: a finished deal's tags are written as names,
   * and EGN reads a tag name of at most {@link ReadLimits#MAX_WORD_CHARS} characters.
   */
  public static final int MAX_NAME = ReadLimits.MAX_WORD_CHARS;

  /**
   * {@return a new mapper with the {@link ElfernModule} and bounded reading limits: documents of
   * at most {@link #MAX_DOCUMENT} characters, nesting at most {@link #MAX_DEPTH} deep, strings of
   * at most 256 KiB, numbers of at most 20 digits, names of at most {@link #MAX_NAME} characters (a finished deal's tag names); trailing
   * tokens after the value and an object's key given twice are an error}
   */
  public static ObjectMapper mapper() {
    StreamReadConstraints limits = StreamReadConstraints.builder()
        .maxDocumentLength(MAX_DOCUMENT)
        .maxNestingDepth(MAX_DEPTH)
        .maxStringLength(256 * 1024)
        .maxNumberLength(20)
        .maxNameLength(MAX_NAME)
        .build();
    JsonFactory factory = JsonFactory.builder().streamReadConstraints(limits)
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    return new ObjectMapper(factory)
        .registerModule(new ElfernModule())
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  }

  /** {@return the JSON Schema of this version of the wire format, as text} */
  public static String schema() {
    try (InputStream in = ElfernJson.class.getResourceAsStream(SCHEMA_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + SCHEMA_RESOURCE);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
