package io.github.elfern.notation;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SplitMix64;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The reader's fast paths (a word or a run of a tag value taken from the buffer at once) agree
 * with its character-by-character path: the same text, handed over whole or in pieces of a few
 * characters (so that no word ends inside the buffer and every step takes the slow path), gives
 * the same records, diagnostics and positions; with the default limits and with small ones, so
 * that line, record and tag-value limits are passed inside a run.
 */
@Tag("slow")
class ChunkingPropertiesTest {

  /** Snippets that make trouble for a scanner: structure, limits, surrogates, line ends. */
  private static final String[] NASTY = {
      "[", "]", "\"", "\\", "{", "}", ";", "\n", "\r\n", "\t", " ", "*", "1-0", "10H", "KD=Z!?",
      "kd", "\u2665", "\uD83C\uDCA1", "x".repeat(40), "7".repeat(300), "12.", "9S", "\uFFFD"};

  /** A piece-wise reader: at most {@code size} characters per read. */
  private static final class Pieces extends Reader {
    private final String text;
    private final int size;
    private int at;

    Pieces(String text, int size) {
      this.text = text;
      this.size = size;
    }

    @Override
    public int read(char[] cbuf, int off, int len) {
      if (at == text.length()) {
        return -1;
      }
      int n = Math.min(Math.min(len, size), text.length() - at);
      text.getChars(at, at + n, cbuf, off);
      at += n;
      return n;
    }

    @Override
    public void close() {}
  }

  private static String text(long seed) {
    SplitMix64 random = new SplitMix64(seed);
    StringBuilder sb = new StringBuilder();
    int records = 1 + random.uniform(3);
    for (int i = 0; i < records; i++) {
      int rules = random.uniform(RandomGames.RULES.size());
      long s = random.nextLong();
      sb.append(EgnWriter.write(RandomGames.record(RandomGames.play(rules, s, 40), s,
          random.uniform(2) == 0, random.uniform(2) == 0)));
    }
    int mutations = random.uniform(4);
    for (int i = 0; i < mutations; i++) {
      sb.insert(random.uniform(sb.length() + 1), NASTY[random.uniform(NASTY.length)]);
    }
    return sb.toString();
  }

  private static List<String> read(Reader in, ReadLimits limits) {
    List<String> out = new ArrayList<>();
    try (EgnReader reader = EgnReader.of(in, Strictness.LENIENT, limits)) {
      reader.records().forEach(r -> out.add(r.toString() + " " + EgnWriter.write(r.record())));
    }
    return out;
  }

  @Test
  void read_inPiecesOrWhole_sameRecordsAndDiagnostics() {
    // One small limit at a time: a record keeps only its first error.
    ReadLimits[] limits = {
        ReadLimits.defaults(),
        ReadLimits.builder().maxLineChars(50).build(),
        ReadLimits.builder().maxRecordChars(300).build(),
        ReadLimits.builder().maxTagValueChars(30).build()};
    qt(3712L).forAll(longs().all(), integers().between(1, 7), integers().between(0, limits.length - 1))
        .checkAssert((seed, size, limit) -> {
          String text = text(seed);
          List<String> whole = read(new StringReader(text), limits[limit]);
          assertThat(read(new Pieces(text, size), limits[limit])).isEqualTo(whole);
        });
  }
}
