package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Hostile inputs of hundreds of megabytes are refused with errors, in bounded memory and linear
 * time: a child JVM with a 48 MB heap reads, between good records, a line of 10 million
 * characters of cards, a comment of 5 million characters over many lines, a tag section of 5
 * million characters, a million comments over many lines and a single line of 100 million
 * characters; the input is made up as it is
 * read, never stored. The child prints each record's first error (or {@code ok}) and the rate.
 */
@Tag("slow")
class HostileInputTest {

  static final String GOOD = RecoveryTest.GOOD;

  /**
   * A segment of input: {@code unit} repeated {@code times}, its {@code ######} replaced by the
   * repetition's number.
   */
  private record Segment(String unit, long times) {
    long length() {
      return unit.length() * times;
    }

    String unit(long repeat) {
      return unit.replace("######", String.format("%06d", repeat));
    }
  }

  /** The input: good and hostile records in turn. */
  static List<Segment> segments() {
    return List.of(
        new Segment(GOOD, 1),
        // 1. A record whose movetext is one line of 10 million characters of cards.
        new Segment(ErrorCodeTest.TAGS + "1.", 1),
        new Segment(" KD 9S 8H 7S", 10_000_000 / 12),
        new Segment(" *\n\n", 1),
        new Segment(GOOD, 1),
        // 2. A comment of 5 million characters in lines of 100.
        new Segment(ErrorCodeTest.TAGS + "1. KD {", 1),
        new Segment("x".repeat(99) + "\n", 50_000),
        new Segment("} 9S *\n\n", 1),
        new Segment(GOOD, 1),
        // 3. A tag section of 5 million characters: too many tags, then too long.
        new Segment("[Game \"elfern\"]\n", 1),
        new Segment("[T###### \"" + "e".repeat(100) + "\"]\n", 45_000),
        new Segment("\n1. KD *\n\n", 1),
        new Segment(GOOD, 1),
        // 4. A million comments, 25 on each line: too many tokens, then too long.
        new Segment(ErrorCodeTest.TAGS, 1),
        new Segment("{c} ".repeat(25) + "\n", 40_000),
        new Segment("*\n\n", 1),
        new Segment(GOOD, 1),
        // 5. A line of 100 million blanks between two cards.
        new Segment(ErrorCodeTest.TAGS + "1. KD", 1),
        new Segment(" ".repeat(99) + "\t", 1_000_000),
        new Segment("9S *\n\n", 1),
        new Segment(GOOD, 1));
  }

  /** Produces the segments lazily. */
  static final class HostileReader extends Reader {
    private final List<Segment> segments = segments();
    private int index;
    private long repeat;
    private int offset;
    long produced;

    @Override
    public int read(char[] buf, int off, int len) {
      if (index == segments.size()) {
        return -1;
      }
      Segment s = segments.get(index);
      String unit = s.unit(repeat);
      int n = Math.min(len, unit.length() - offset);
      unit.getChars(offset, offset + n, buf, off);
      offset += n;
      produced += n;
      if (offset == s.unit().length()) {
        offset = 0;
        if (++repeat == s.times()) {
          repeat = 0;
          index++;
        }
      }
      return n;
    }

    @Override
    public void close() {}
  }

  /** The child's entry point: one line per record, then the characters read and the rate. */
  public static void main(String[] args) {
    HostileReader in = new HostileReader();
    long start = System.nanoTime();
    StringBuilder out = new StringBuilder();
    try (EgnReader reader = EgnReader.of(in, Strictness.LENIENT)) {
      reader.records().forEach(r -> out.append(r.firstError().map(Diagnostic::toString)
          .orElse("ok " + r.record().moves().size())).append('\n'));
    }
    long nanos = System.nanoTime() - start;
    out.append(in.produced).append(' ').append(in.produced * 1000 / Math.max(1, nanos))
        .append(" Mchar/s");
    System.out.println(out);
  }

  @Test
  void read_hundredsOfMegabytesOfHostileInput_errorsInBoundedMemoryAndLinearTime()
      throws IOException, InterruptedException {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator
        + "java";
    ProcessBuilder pb = new ProcessBuilder(java, "-Xmx48m", "-XX:+UseSerialGC", "-cp",
        System.getProperty("java.class.path"), HostileInputTest.class.getName());
    pb.redirectErrorStream(true);
    Process p = pb.start();
    // A super-linear reader would take hours on 160 million characters; a linear one seconds.
    boolean done = p.waitFor(120, TimeUnit.SECONDS);
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    if (!done) {
      p.destroyForcibly();
    }
    assertThat(done).as("the child finished in time").isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    String[] lines = out.split("\n");
    long total = segments().stream().mapToLong(Segment::length).sum();
    assertThat(lines).as(out).hasSize(12);
    assertThat(lines[11]).as(out).startsWith(total + " ");
    for (int i = 0; i < 11; i += 2) {
      assertThat(lines[i]).as("good record %d of %s", i, out).isEqualTo("ok 4");
    }
    // Record 2 starts at line 7; its movetext is line 11, "1. KD 9S 8H 7S KD": the second KD
    // (column 16) comes first. The reader then scans the line without keeping it.
    assertThat(lines[1]).startsWith("11:16: not-in-hand KD is not in Anna's hand");
    // Record 4 starts at line 19 (after GOOD at 13 to 18); the comment opens at 23:7.
    assertThat(lines[3]).startsWith("23:7: syntax comment too long");
    // The comment ends on line 50,023; a blank line and GOOD follow, and record 6 starts at
    // line 50,031 with Game: the 1024th T tag, on line 50,031 + 1024, is the 1025th tag.
    assertThat(lines[5]).startsWith((50_031 + 1024) + ":1: syntax too many tags");
    // Record 8: 25 comments a line, so the 4097th token is the 22nd of the 164th line.
    assertThat(lines[7]).contains(":85: syntax too many tokens");
    // Record 10: "1. KD" and blanks; the limit is passed at the 1,048,577th character, and
    // the rest of the line (with 9S and the marker) is skipped.
    assertThat(lines[9]).matches("\\d+:1048577: syntax line too long.*");
  }
}
