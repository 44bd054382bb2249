package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The reader streams in bounded memory (EGN.md §11): a child JVM with a 64 MB heap reads a
 * generated input of 200,000 records (about 120 million characters) that a {@link Reader} makes up
 * as it is read, never stored.
 */
@Tag("slow")
class StreamingMemoryTest {

  static final int RECORDS = 200_000;

  /** Makes the input lazily: a cycle of record texts, every seventh one with an error. */
  static final class GeneratedInput extends Reader {
    private final List<String> texts = new ArrayList<>();
    private final int records;
    private int produced;
    private String current = "";
    private int offset;

    GeneratedInput(int records) {
      this.records = records;
      for (int i = 0; i < 7; i++) {
        GameRecord r = RandomGames.record(RandomGames.play(i % RandomGames.RULES.size(), i, 40),
            i, i % 2 == 0, i % 3 == 0);
        String text = EgnWriter.write(r);
        texts.add(i == 6 ? text.replaceFirst("1\\. (\\S+)", "1. $1 garbage") : text);
      }
    }

    @Override
    public int read(char[] buf, int off, int len) {
      if (offset == current.length()) {
        if (produced == records) {
          return -1;
        }
        current = texts.get(produced++ % texts.size());
        offset = 0;
      }
      int n = Math.min(len, current.length() - offset);
      current.getChars(offset, offset + n, buf, off);
      offset += n;
      return n;
    }

    @Override
    public void close() {}
  }

  /** The child's entry point: reads the generated input and prints records, errors, heap. */
  public static void main(String[] args) {
    int records = Integer.parseInt(args[0]);
    long count = 0;
    long errors = 0;
    long moves = 0;
    try (EgnReader reader = EgnReader.of(new GeneratedInput(records), Strictness.LENIENT)) {
      for (ParsedRecord r = reader.next().orElse(null); r != null;
          r = reader.next().orElse(null)) {
        count++;
        if (r.hasError()) {
          errors++;
        }
        moves += r.record().moves().size();
      }
    }
    Runtime rt = Runtime.getRuntime();
    System.out.println(count + " " + errors + " " + moves + " "
        + (rt.maxMemory() / (1024 * 1024)));
  }

  @Test
  void read_hundredsOfThousandsOfRecords_inA64MegabyteHeap() throws IOException,
      InterruptedException {
    String java = System.getProperty("java.home") + File.separator + "bin" + File.separator
        + "java";
    ProcessBuilder pb = new ProcessBuilder(java, "-Xmx64m", "-XX:+UseSerialGC", "-cp",
        System.getProperty("java.class.path"), StreamingMemoryTest.class.getName(),
        String.valueOf(RECORDS));
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String out;
    boolean done = p.waitFor(120, TimeUnit.SECONDS);
    out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertThat(done).as("the child finished in time").isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    String[] parts = out.split(" ");
    assertThat(Long.parseLong(parts[0])).as(out).isEqualTo(RECORDS);
    // The seventh record of each cycle of seven has a garbage token.
    assertThat(Long.parseLong(parts[1])).as(out).isEqualTo(RECORDS / 7);
    assertThat(Long.parseLong(parts[3])).as(out).isLessThanOrEqualTo(64);
  }
}
