package io.github.elfern.notation;

import static io.github.elfern.testing.Seeds.qt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.elfern.card.SplitMix64;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Mutated files (EGN.md §3: after an error the reader reads on to the record's end, then the next;
 * the caller gets every error, and every good record): a file of valid records of random presets
 * in which one record's bytes are mutated — deleted, duplicated, swapped, corrupted, truncated or
 * re-encoded — reads without an exception; every record that comes out of the mutated bytes is
 * either valid (and then round-trips) or has exactly one error with its position; and every
 * untouched record of the file is still read, unchanged and without error.
 *
 * <p>The one documented way in which a mutation reaches beyond its record is an open brace comment,
 * which runs to the next {@code }} wherever it is (§1): when the mutated bytes leave a {@code {}
 * after their last {@code }}, only the records before the mutated one are compared.
 */
@Tag("slow")
class MutationPropertiesTest {

  private static final int RULES = RandomGames.RULES.size() - 1;

  /** The mutations of the issue: delete, duplicate, swap, corrupt, truncate, change encodings. */
  enum Mutation {
    DELETE, DUPLICATE, SWAP, CORRUPT, TRUNCATE, LATIN1, UTF16, CRLF, BOM, LOWER_CASE
  }

  /** Bytes that make trouble: structure characters, controls, broken UTF-8, a BOM, symbols. */
  private static final byte[][] NASTY = {
      {'['}, {']'}, {'"'}, {'\\'}, {'{'}, {'}'}, {';'}, {'\n'}, {'\r'}, {'\t'}, {0}, {'*'},
      {'-'}, {'.'}, {'='}, {'Z'}, {'?'}, {'!'}, {'1', '0'}, {(byte) 0xFF}, {(byte) 0xC3},
      {(byte) 0xE2, (byte) 0x99}, {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
      "\u2665".getBytes(StandardCharsets.UTF_8), "\uD83C\uDCA1".getBytes(StandardCharsets.UTF_8)};

  /** A valid record of a random game, with non-ASCII in a tag so that encodings matter. */
  private static GameRecord randomRecord(SplitMix64 random) {
    int rules = random.uniform(RULES + 1);
    long seed = random.nextLong();
    GameRecord r = RandomGames.record(RandomGames.play(rules, seed, random.uniform(45)), seed,
        random.uniform(2) == 0, random.uniform(2) == 0);
    GameRecord.Builder b = GameRecord.builder();
    r.tags().forEach(b::tag);
    b.tag("Site", "Gasthof Grün, Köln \u2663");
    r.leadingComments().forEach(b::comment);
    for (RecordedMove m : r.moves()) {
      b.move(m);
    }
    return b.termination(r.termination()).build();
  }

  static byte[] mutate(byte[] in, Mutation m, SplitMix64 random) {
    int n = in.length;
    int a = random.uniform(n + 1);
    int b = a + random.uniform(Math.min(40, n - a) + 1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String text = new String(in, StandardCharsets.UTF_8);
    switch (m) {
      case DELETE -> {
        out.write(in, 0, a);
        out.write(in, b, n - b);
      }
      case DUPLICATE -> {
        out.write(in, 0, b);
        out.write(in, a, b - a);
        out.write(in, b, n - b);
      }
      case SWAP -> {
        // Swap [a, b) with a later range [c, d).
        int c = b + random.uniform(n - b + 1);
        int d = c + random.uniform(Math.min(40, n - c) + 1);
        out.write(in, 0, a);
        out.write(in, c, d - c);
        out.write(in, b, c - b);
        out.write(in, a, b - a);
        out.write(in, d, n - d);
      }
      case CORRUPT -> {
        byte[] copy = Arrays.copyOf(in, n);
        int count = 1 + random.uniform(4);
        List<byte[]> parts = new ArrayList<>();
        int at = 0;
        for (int i = 0; i < count; i++) {
          int p = at + random.uniform(n - at + 1);
          parts.add(Arrays.copyOfRange(copy, at, p));
          parts.add(random.uniform(3) == 0 ? new byte[] {(byte) random.uniform(256)}
              : NASTY[random.uniform(NASTY.length)]);
          at = Math.min(n, p + random.uniform(2)); // replace a byte or insert
        }
        parts.add(Arrays.copyOfRange(copy, at, n));
        parts.forEach(out::writeBytes);
      }
      case TRUNCATE -> out.write(in, 0, a);
      case LATIN1 -> out.writeBytes(text.getBytes(StandardCharsets.ISO_8859_1));
      case UTF16 -> out.writeBytes(text.getBytes(random.uniform(2) == 0
          ? StandardCharsets.UTF_16LE : Charset.forName("UTF-16")));
      case CRLF -> out.writeBytes(text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));
      case BOM -> {
        out.write(in, 0, a);
        out.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        out.write(in, a, n - a);
      }
      case LOWER_CASE -> out.writeBytes(
          text.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
      default -> throw new AssertionError(m);
    }
    return out.toByteArray();
  }

  /** Whether the bytes may leave a brace comment open: a '{' after the last '}'. */
  private static boolean mayLeaveCommentOpen(byte[] bytes) {
    int lastOpen = -1;
    int lastClose = -1;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '{') {
        lastOpen = i;
      } else if (bytes[i] == '}') {
        lastClose = i;
      }
    }
    return lastOpen > lastClose;
  }

  @Test
  void read_oneRecordMutated_othersUntouched_everyOutcomeValidOrOneDocumentedError() {
    int[] kinds = new int[Mutation.values().length];
    int[] outcomes = new int[3]; // valid records, records with an error, open comments
    qt(20261122L).withExamples(800)
        .forAll(longs().all(), integers().between(0, Mutation.values().length - 1),
            booleans().all())
        .checkAssert((seed, kind, strict) -> {
          SplitMix64 random = new SplitMix64(seed);
          Strictness strictness = strict ? Strictness.STRICT : Strictness.LENIENT;
          int count = 2 + random.uniform(3);
          int target = random.uniform(count);
          List<GameRecord> records = new ArrayList<>();
          ByteArrayOutputStream file = new ByteArrayOutputStream();
          byte[] mutated = null;
          for (int i = 0; i < count; i++) {
            GameRecord r = randomRecord(random);
            records.add(r);
            String text = EgnWriter.write(r); // ends with "\n\n": the mutation keeps that
            byte[] body = text.substring(0, text.length() - 2).getBytes(StandardCharsets.UTF_8);
            if (i == target) {
              mutated = mutate(body, Mutation.values()[kind], random);
              body = mutated;
            }
            file.writeBytes(body);
            file.writeBytes(new byte[] {'\n', '\n'});
          }
          kinds[kind]++;
          List<ParsedRecord> read = new ArrayList<>();
          try (EgnReader reader =
              EgnReader.of(new ByteArrayInputStream(file.toByteArray()), strictness)) {
            reader.records().forEach(read::add);
          }
          String context = Mutation.values()[kind] + " of record " + target + ":\n"
              + new String(mutated, StandardCharsets.UTF_8);
          // The records before the mutated one are read as written.
          assertThat(read.size()).as(context).isGreaterThanOrEqualTo(target);
          for (int i = 0; i < target; i++) {
            assertThat(read.get(i).diagnostics()).as(context).isEmpty();
            assertThat(read.get(i).record()).as(context).isEqualTo(records.get(i));
          }
          int after = count - target - 1;
          int middleEnd = read.size();
          if (mayLeaveCommentOpen(mutated)) {
            outcomes[2]++;
          } else {
            // The records after it too (a mutated record that kept only comments lends them to
            // the next record as leading comments, as §3 says: compare the rest).
            assertThat(read.size()).as(context).isGreaterThanOrEqualTo(target + after);
            middleEnd = read.size() - after;
            for (int j = 0; j < after; j++) {
              ParsedRecord got = read.get(middleEnd + j);
              GameRecord want = records.get(target + 1 + j);
              assertThat(got.firstError()).as(context).isEmpty();
              assertThat(got.record().tags()).as(context).isEqualTo(want.tags());
              assertThat(got.record().moves()).as(context).isEqualTo(want.moves());
              assertThat(got.record().termination()).isEqualTo(want.termination());
            }
          }
          // What the mutated bytes became: valid records that round-trip, or one error each.
          for (int i = target; i < middleEnd; i++) {
            ParsedRecord r = read.get(i);
            List<Diagnostic> errors = r.diagnostics().stream().filter(Diagnostic::isError)
                .toList();
            assertThat(errors).as(context).hasSizeLessThanOrEqualTo(1);
            outcomes[errors.size()]++;
            for (Diagnostic d : r.diagnostics()) {
              assertThat(d.line()).as(context).isPositive();
              assertThat(d.column()).as(context).isPositive();
              assertThat(d.message()).as(context).isNotBlank();
            }
            String written = EgnWriter.write(r.record());
            if (errors.isEmpty()) {
              List<ParsedRecord> again = EgnReader.readAll(written, Strictness.STRICT);
              assertThat(again).as(context).hasSize(1);
              assertThat(again.get(0).firstError()).as(written).isEmpty();
              assertThat(again.get(0).record()).as(written).isEqualTo(r.record());
            }
          }
        });
    assertThat(Arrays.stream(kinds).min().orElse(0)).as("every mutation was tried")
        .isGreaterThan(20);
    assertThat(outcomes[0]).as("valid outcomes").isGreaterThan(50);
    assertThat(outcomes[1]).as("outcomes with an error").isGreaterThan(300);
  }
}
