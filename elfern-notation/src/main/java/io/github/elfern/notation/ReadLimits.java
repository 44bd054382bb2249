package io.github.elfern.notation;

import java.util.Objects;

/**
 * The limits that keep an {@link EgnReader} safe against hostile or broken input: how long a
 * record, a line, a comment or a tag value may be, and how many tags and movetext tokens a record
 * may hold. Past a limit the record gets a {@code syntax} error whose message names the limit and
 * its value, at the line and column where the limit was passed, and the reader goes on with the
 * next record; memory and time stay bounded (linear in the input), whatever the input.
 *
 * <p>The defaults ({@link #defaults()}) are far above any real record (a complete annotated deal
 * takes a few thousand characters) and keep a reader's memory within a few tens of megabytes:
 *
 * <pre>{@code
 * ReadLimits limits = ReadLimits.builder()
 *     .maxRecordChars(100_000)          // a game server reading uploads
 *     .maxCommentChars(2_000)
 *     .build();
 * try (EgnReader reader = EgnReader.of(upload, Strictness.STRICT, limits)) { ... }
 * }</pre>
 *
 * <p>What is not configurable: a record has at most one error, since the specification stops the
 * validation of a record at its first error (EGN.md §6); and a movetext word of more than
 * {@value #MAX_WORD_CHARS} characters is read as a bad token (no card, number or marker is that
 * long).
 *
 * <p>Lengths count {@code char}s (UTF-16 code units, so a character outside the Basic
 * Multilingual Plane counts two), except the line length, which counts code points like the
 * columns of diagnostics. Instances are immutable and thread-safe.
 */
public final class ReadLimits {

  /** The longest movetext word kept; a longer word is a bad token. */
  public static final int MAX_WORD_CHARS = 256;

  /** Default of {@link #maxRecordChars()}: 2^22 = 4,194,304 characters. */
  public static final int DEFAULT_MAX_RECORD_CHARS = 1 << 22;
  /** Default of {@link #maxLineChars()}: 2^20 = 1,048,576 code points. */
  public static final int DEFAULT_MAX_LINE_CHARS = 1 << 20;
  /** Default of {@link #maxCommentChars()}: 2^20 = 1,048,576 characters. */
  public static final int DEFAULT_MAX_COMMENT_CHARS = 1 << 20;
  /** Default of {@link #maxTagValueChars()}: 2^16 = 65,536 characters. */
  public static final int DEFAULT_MAX_TAG_VALUE_CHARS = 1 << 16;
  /** Default of {@link #maxTags()}: 1024 tag pairs. */
  public static final int DEFAULT_MAX_TAGS = 1024;
  /** Default of {@link #maxTokens()}: 4096 movetext tokens. */
  public static final int DEFAULT_MAX_TOKENS = 4096;

  private static final ReadLimits DEFAULTS = new Builder().build();

  private final int maxRecordChars;
  private final int maxLineChars;
  private final int maxCommentChars;
  private final int maxTagValueChars;
  private final int maxTags;
  private final int maxTokens;

  private ReadLimits(Builder b) {
    this.maxRecordChars = b.maxRecordChars;
    this.maxLineChars = b.maxLineChars;
    this.maxCommentChars = b.maxCommentChars;
    this.maxTagValueChars = b.maxTagValueChars;
    this.maxTags = b.maxTags;
    this.maxTokens = b.maxTokens;
  }

  /** {@return the default limits, those of a reader made without limits} */
  public static ReadLimits defaults() {
    return DEFAULTS;
  }

  /** {@return a builder that starts from the defaults} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder that starts from these limits} */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.maxRecordChars = maxRecordChars;
    b.maxLineChars = maxLineChars;
    b.maxCommentChars = maxCommentChars;
    b.maxTagValueChars = maxTagValueChars;
    b.maxTags = maxTags;
    b.maxTokens = maxTokens;
    return b;
  }

  /**
   * Returns the most characters of one record, counted from its first comment or token to its
   * termination marker, white space included; past it, the rest of the record is skipped.
   *
   * @return the limit
   */
  public int maxRecordChars() {
    return maxRecordChars;
  }

  /**
   * Returns the most code points on one line (CR not counted); past it, the rest of the line is
   * skipped and so is the rest of its record.
   *
   * @return the limit
   */
  public int maxLineChars() {
    return maxLineChars;
  }

  /**
   * Returns the most characters of one comment's text, braces or {@code ;} not counted.
   *
   * @return the limit
   */
  public int maxCommentChars() {
    return maxCommentChars;
  }

  /**
   * Returns the most characters of one tag value, after its escapes are read.
   *
   * @return the limit
   */
  public int maxTagValueChars() {
    return maxTagValueChars;
  }

  /**
   * Returns the most tag pairs in one record.
   *
   * @return the limit
   */
  public int maxTags() {
    return maxTags;
  }

  /**
   * Returns the most movetext tokens in one record: trick numbers, cards and comments (a complete
   * deal of four players has 32 cards and 8 numbers).
   *
   * @return the limit
   */
  public int maxTokens() {
    return maxTokens;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ReadLimits
        && ((ReadLimits) o).maxRecordChars == maxRecordChars
        && ((ReadLimits) o).maxLineChars == maxLineChars
        && ((ReadLimits) o).maxCommentChars == maxCommentChars
        && ((ReadLimits) o).maxTagValueChars == maxTagValueChars
        && ((ReadLimits) o).maxTags == maxTags
        && ((ReadLimits) o).maxTokens == maxTokens;
  }

  @Override
  public int hashCode() {
    return Objects.hash(maxRecordChars, maxLineChars, maxCommentChars, maxTagValueChars, maxTags,
        maxTokens);
  }

  /** Returns e.g. {@code ReadLimits{maxRecordChars=4194304, ...}}. */
  @Override
  public String toString() {
    return "ReadLimits{maxRecordChars=" + maxRecordChars + ", maxLineChars=" + maxLineChars
        + ", maxCommentChars=" + maxCommentChars + ", maxTagValueChars=" + maxTagValueChars
        + ", maxTags=" + maxTags + ", maxTokens=" + maxTokens + "}";
  }

  /**
   * Builds {@link ReadLimits}; every limit starts at its default, and each setter refuses a value
   * below 1 at once.
   */
  public static final class Builder {
    private int maxRecordChars = DEFAULT_MAX_RECORD_CHARS;
    private int maxLineChars = DEFAULT_MAX_LINE_CHARS;
    private int maxCommentChars = DEFAULT_MAX_COMMENT_CHARS;
    private int maxTagValueChars = DEFAULT_MAX_TAG_VALUE_CHARS;
    private int maxTags = DEFAULT_MAX_TAGS;
    private int maxTokens = DEFAULT_MAX_TOKENS;

    private Builder() {}

    private static int positive(String name, int value) {
      if (value < 1) {
        throw new IllegalArgumentException(name + " must be at least 1, was " + value);
      }
      return value;
    }

    /**
     * Sets {@link ReadLimits#maxRecordChars()}.
     *
     * @param chars the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code chars} is below 1
     */
    public Builder maxRecordChars(int chars) {
      maxRecordChars = positive("maxRecordChars", chars);
      return this;
    }

    /**
     * Sets {@link ReadLimits#maxLineChars()}.
     *
     * @param chars the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code chars} is below 1
     */
    public Builder maxLineChars(int chars) {
      maxLineChars = positive("maxLineChars", chars);
      return this;
    }

    /**
     * Sets {@link ReadLimits#maxCommentChars()}.
     *
     * @param chars the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code chars} is below 1
     */
    public Builder maxCommentChars(int chars) {
      maxCommentChars = positive("maxCommentChars", chars);
      return this;
    }

    /**
     * Sets {@link ReadLimits#maxTagValueChars()}.
     *
     * @param chars the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code chars} is below 1
     */
    public Builder maxTagValueChars(int chars) {
      maxTagValueChars = positive("maxTagValueChars", chars);
      return this;
    }

    /**
     * Sets {@link ReadLimits#maxTags()}.
     *
     * @param tags the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code tags} is below 1
     */
    public Builder maxTags(int tags) {
      maxTags = positive("maxTags", tags);
      return this;
    }

    /**
     * Sets {@link ReadLimits#maxTokens()}.
     *
     * @param tokens the limit
     * @return this builder
     * @throws IllegalArgumentException if {@code tokens} is below 1
     */
    public Builder maxTokens(int tokens) {
      maxTokens = positive("maxTokens", tokens);
      return this;
    }

    /** {@return the limits} */
    public ReadLimits build() {
      return new ReadLimits(this);
    }
  }
}
