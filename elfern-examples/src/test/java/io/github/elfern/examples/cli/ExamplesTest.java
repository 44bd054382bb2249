package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The example records bundled in {@code examples/}: valid, complete, canonical, every preset. */
class ExamplesTest {

  private static List<Path> examples() throws IOException {
    try (Stream<Path> s = Files.list(Path.of("examples"))) {
      return s.filter(p -> p.toString().endsWith(".egn")).sorted().collect(Collectors.toList());
    }
  }

  @Test
  void examples_validateStrictly_withoutErrors() throws IOException {
    List<Path> files = examples();
    assertThat(files).hasSizeGreaterThanOrEqualTo(8);
    String[] args = Stream.concat(Stream.of("validate", "--strict", "--notes"),
        files.stream().map(Path::toString)).toArray(String[]::new);
    Cli.Run r = Cli.run(args);
    assertThat(r.out()).isEmpty();
    assertThat(r.exit()).isZero();
  }

  @Test
  void examples_areCanonical() throws IOException {
    for (Path p : examples()) {
      Cli.Run r = Cli.run("format", p.toString());
      assertThat(r.out()).as(p.toString())
          .isEqualTo(Files.readString(p, StandardCharsets.UTF_8));
    }
  }

  @Test
  void examples_coverEveryPresetZwangAndGermanSuits() throws IOException {
    StringBuilder games = new StringBuilder();
    boolean zwang = false;
    boolean german = false;
    for (Path p : examples()) {
      try (EgnReader reader = EgnReader.open(p, Strictness.STRICT)) {
        for (ParsedRecord r : (Iterable<ParsedRecord>) reader.records()::iterator) {
          assertThat(r.finalState()).as(p.toString()).hasValueSatisfying(
              s -> assertThat(s.isOver()).isTrue());
          games.append(r.record().tag("Game").orElseThrow()).append(' ');
          zwang |= r.record().moves().stream().anyMatch(m -> m.move().isZwang());
          german |= r.record().tag("Suits").orElse("").equals("german");
        }
      }
    }
    assertThat(games.toString().split(" ")).contains("elfern", "elfern-trumps", "elfern-app",
        "bohemian-schneider", "bohemian-points", "fuenfzehnern");
    assertThat(zwang).isTrue();
    assertThat(german).isTrue();
  }
}
