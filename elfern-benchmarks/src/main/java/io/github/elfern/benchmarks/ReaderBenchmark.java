package io.github.elfern.benchmarks;

import io.github.elfern.card.SplitMix64;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.EgnVisitor;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.rules.Rules;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Benchmarks of the EGN reader and writer on an in-memory archive of canonical records, as {@code
 * elfern simulate --out} writes them: seven tags (with both {@code Seed} and {@code Deck}) and the
 * sixteen tricks of a complete {@code elfern} deal played at random (seeded; the first records of
 * {@link GenerateArchive}'s file), about 400 bytes each.
 *
 * <p>Each call reads or writes the whole archive ({@value #RECORDS} records). Besides the calls
 * per second, JMH prints two counters as rates, which are the figures to read: {@code megabytes}
 * (MB/s of UTF-8 text, 10^6 bytes) and {@code records} (records/s).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class ReaderBenchmark {

  /** The number of records in the archive. */
  public static final int RECORDS = 2000;

  private String text;
  private double megabytes;
  private List<GameRecord> records;

  /** The rates that JMH reports next to the calls per second. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Rates {
    /** Megabytes (10^6 bytes of UTF-8) handled; reported as MB/s. */
    public double megabytes;
    /** Records handled; reported as records/s. */
    public long records;

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void clear() {
      megabytes = 0;
      records = 0;
    }
  }

  /** Plays the deals and writes the archive. */
  @Setup
  public void setUp() {
    Rules rules = Rules.preset("elfern");
    SplitMix64 random = new SplitMix64(GenerateArchive.SEED);
    records = new ArrayList<>(RECORDS);
    StringBuilder sb = new StringBuilder(RECORDS * 420);
    for (int i = 0; i < RECORDS; i++) {
      GameRecord record = GenerateArchive.record(rules, random, i + 1);
      records.add(record);
      EgnWriter.write(record, sb);
    }
    text = sb.toString();
    megabytes = text.getBytes(StandardCharsets.UTF_8).length / 1e6;
  }

  /**
   * Parse, replay and validate: every record read, every play replayed and checked, the result
   * compared; as {@code elfern validate} does.
   */
  @Benchmark
  public int validate(Rates rates) {
    int errors = 0;
    try (EgnReader reader = EgnReader.of(new StringReader(text), Strictness.LENIENT)) {
      Optional<ParsedRecord> next;
      while ((next = reader.next()).isPresent()) {
        if (next.get().hasError()) {
          errors++;
        }
      }
    }
    count(rates);
    return errors;
  }

  /**
   * Scan: every character read and every tag parsed, the movetext only scanned to find the record's
   * end (the visitor skips it); for selecting records of an archive by their tags.
   */
  @Benchmark
  public int scanTags(Rates rates) {
    int[] found = new int[1];
    try (EgnReader reader = EgnReader.of(new StringReader(text), Strictness.LENIENT)) {
      reader.accept(new EgnVisitor() {
        @Override
        public Action tags(Map<String, String> tags, int line, int column) {
          if (tags.get("Result").equals("20-0")) {
            found[0]++;
          }
          return Action.SKIP;
        }
      });
    }
    count(rates);
    return found[0];
  }

  /** The writer: the canonical text of every record. */
  @Benchmark
  public int write(Rates rates) {
    StringBuilder sb = new StringBuilder(text.length());
    for (GameRecord r : records) {
      EgnWriter.write(r, sb);
    }
    count(rates);
    return sb.length();
  }

  private void count(Rates rates) {
    rates.megabytes += megabytes;
    rates.records += RECORDS;
  }
}
